// The bots' behaviour: the greedy evaluation learns what it can afford, greedy beats random, and
// the search bot keeps to its time budget.
import { describe, expect, it } from 'vitest';
import { legalActions, playerView, type Action } from '../../src/index.js';
import {
  DEFAULT_SEARCH, DEFAULT_WEIGHTS, botRng, evaluate, greedyBot, playBots, potential, randomBot, searchBot,
} from '../../src/bots/index.js';
import { riggedGame } from '../kit/index.js';

describe('the evaluation', () => {
  it('counts learned points and the familiar board', () => {
    const bare = riggedGame({ players: 2, pools: [[], []] });
    const learned = riggedGame({
      players: 2, pools: [[], []],
      learned: [[{ spell: 'abundance', level: 5, card: 'yellow-square' }], []],
      familiars: [['red-circle', 'red-circle', 'red-circle'], []],
    });
    // Abundance L5: 7 points; 3 stored: 3 points.
    expect(potential(learned, 0) - potential(bare, 0)).toBeCloseTo(7 * DEFAULT_WEIGHTS.points + 3 * DEFAULT_WEIGHTS.familiar);
    expect(evaluate(learned, 1)).toBeLessThan(evaluate(bare, 1));
  });

  it('values a finished game by its scores and the victory', () => {
    const game = playBots({ players: 2, seed: 'eval-end' }, [greedyBot(), randomBot]);
    const [a, b] = game.score.players;
    const winner = game.score.winners[0] as number;
    expect(evaluate(game.state, winner)).toBeGreaterThan(evaluate(game.state, 1 - winner));
    expect(a?.total).toBeTypeOf('number');
    expect(b?.total).toBeTypeOf('number');
  });
});

describe('greedyBot', () => {
  it('learns a spell it can afford rather than pass', () => {
    const state = riggedGame({
      players: 2, phase: 'evening', spells: 'set1',
      pools: [['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-square', 'yellow-square'], []],
    });
    const legal = legalActions(state);
    const action = greedyBot().decide(playerView(state, 0), legal, botRng(state.seed, state.step, 'test'));
    expect(action.type).toBe('learn');
    // All five yellow: Abundance at level 5 (7 points) beats the lower levels.
    expect((action as Extract<Action, { type: 'learn' }>).level).toBe(5);
  });

  it('beats the random bot', () => {
    let wins = 0;
    for (let i = 0; i < 6; i++) {
      const seat = i % 2;
      const bots = seat === 0 ? [greedyBot(), randomBot] : [randomBot, greedyBot()];
      if (playBots({ players: 2, seed: `strength-${Math.floor(i / 2)}` }, bots).score.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });

  it('accepts partial weights', () => {
    const bot = greedyBot({ opponent: 0 }, { samples: 1, name: 'greedy-solo-minded' });
    expect(bot.name).toBe('greedy-solo-minded');
    expect(playBots({ players: 1, seed: 'w' }, [bot]).state.phase).toBe('ended');
  });
});

describe('searchBot', () => {
  const state = riggedGame({
    players: 2, spells: 'classic',
    pools: [['red-circle', 'blue-square', 'green-triangle', 'black-circle'], ['white-square']],
  });
  const legal = legalActions(state);

  it('has a deterministic default budget', () => {
    expect(DEFAULT_SEARCH.iterations).toBeGreaterThan(0);
    const rng = (): ReturnType<typeof botRng> => botRng(state.seed, state.step, 'same');
    const view = playerView(state, 0);
    const bot = searchBot();
    const action = bot.decide(view, legal, rng());
    expect(legal).toContainEqual(action);
    expect(bot.decide(view, legal, rng())).toEqual(action);
    // The default budget is the playout count, not time: an explicit count of the same size chooses alike.
    expect(searchBot({ iterations: DEFAULT_SEARCH.iterations }).decide(view, legal, rng())).toEqual(action);
  });

  it('respects its time budget roughly', () => {
    const timeMs = 30;
    const bot = searchBot({ timeMs });
    const view = playerView(state, 0);
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const action = bot.decide(view, legal, botRng(state.seed, i, 'time'));
      const elapsed = performance.now() - t;
      expect(legal).toContainEqual(action);
      // It searches for its whole budget (a loaded machine only makes that longer). No upper bound:
      // a loaded machine may pause the thread for any time; a search that ignored its budget would
      // run into the test's timeout (speed is measured in bench/ladder.ts, not here).
      expect(elapsed).toBeGreaterThanOrEqual(timeMs - 1);
    }
  });

  it('stops at whichever of iterations and timeMs comes first', () => {
    const view = playerView(state, 0);
    // With a budget of an hour and 3 playouts it stops after the 3 playouts: it chooses what 3
    // playouts alone choose (and a search that ran for its hour would run into the test's timeout).
    const both = searchBot({ iterations: 3, timeMs: 3_600_000 }).decide(view, legal, botRng('a', 0, 'b'));
    expect(both).toEqual(searchBot({ iterations: 3 }).decide(view, legal, botRng('a', 0, 'b')));
  });
});
