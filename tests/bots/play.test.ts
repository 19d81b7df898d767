// playBots, bot generators and determinism: bot games replay exactly from (options, bots), and a
// bot never reads the game's generator.
import { describe, expect, it } from 'vitest';
import {
  currentDecision, legalActions, playerView, replay, type Action, type GameState,
} from '../../src/index.js';
import {
  botAction, botRng, botSalt, greedyBot, playBots, randomBot, searchBot, type Bot,
} from '../../src/bots/index.js';
import { riggedGame, statesOfEveryMode } from '../kit/index.js';

const quickSearch = searchBot({ iterations: 6, depth: 3, name: 'search-quick' });

describe('botRng', () => {
  it('is a deterministic function of (seed, actions so far, salt)', () => {
    const a = botRng('sfc32:x', 12, '0:greedy');
    const b = botRng('sfc32:x', 12, '0:greedy');
    const seq = (r: ReturnType<typeof botRng>): number[] => Array.from({ length: 8 }, () => r.uint32());
    expect(seq(a)).toEqual(seq(b));
    expect(seq(botRng('sfc32:x', 13, '0:greedy'))).not.toEqual(seq(botRng('sfc32:x', 12, '0:greedy')));
    expect(seq(botRng('sfc32:x', 12, '1:greedy'))).not.toEqual(seq(botRng('sfc32:x', 12, '0:greedy')));
    expect(seq(botRng('sfc32:y', 12, '0:greedy'))).not.toEqual(seq(botRng('sfc32:x', 12, '0:greedy')));
  });

  it('gives numbers in range', () => {
    const r = botRng('s', 0, 't');
    for (let i = 0; i < 1000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const k = r.below(7);
      expect(Number.isInteger(k) && k >= 0 && k < 7).toBe(true);
    }
  });
});

describe('playBots', () => {
  it('plays a whole game and returns the final state, the actions and the score sheet', () => {
    const steps: number[] = [];
    const game = playBots({ players: 2, seed: 'play' }, [greedyBot(), randomBot], { onStep: (s) => steps.push(s.after.step) });
    expect(game.state.phase).toBe('ended');
    expect(game.score.final).toBe(true);
    expect(game.actions.length).toBe(game.state.step);
    expect(steps).toEqual(game.actions.map((_, i) => i + 1));
    expect(replay(game.record)).toEqual(game.state);
  });

  it('plays solo and 3-4 player games', () => {
    for (const players of [1, 3, 4] as const) {
      const bots = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? greedyBot() : randomBot));
      const game = playBots({ players, seed: `modes-${players}`, spells: 'classic' }, bots);
      expect(game.state.phase).toBe('ended');
      expect(game.score.players).toHaveLength(players);
    }
  });

  it('replays exactly from the options and the bots', () => {
    for (const bots of [[greedyBot(), randomBot], [quickSearch, greedyBot()]] as Bot[][]) {
      const options = { players: 2, seed: `replay-${bots[0]?.name ?? ''}`, spells: 'set2' } as const;
      const a = playBots(options, bots);
      const b = playBots(options, bots);
      expect(b.actions).toEqual(a.actions);
      expect(b.state).toEqual(a.state);
    }
  });

  it('fails loudly on a wrong number of bots or an illegal choice', () => {
    expect(() => playBots({ players: 3, seed: 'n' }, [randomBot(), randomBot()])).toThrow(/3 seats need 3 bots/);
    const cheat: Bot = { name: 'cheat', decide: (_v, legal) => ({ type: 'draw', player: (legal[0] as Action).player === 0 ? 1 : 0 }) };
    expect(() => playBots({ players: 2, seed: 'n' }, [cheat, cheat])).toThrow(/not legal/);
  });

  it('accepts an equal copy of a listed action', () => {
    const copier: Bot = { name: 'copier', decide: (_v, legal) => JSON.parse(JSON.stringify(legal[0])) as Action };
    const game = playBots({ players: 2, seed: 'copy' }, [copier, copier]);
    expect(game.state.phase).toBe('ended');
  });
});

describe('bots never read the game generator', () => {
  // Two states that differ only in what the view hides: the generator state, and the order of
  // rigged next draws.
  const STATES = statesOfEveryMode(2, 2).filter((_, i) => i % 3 === 0);
  const BOTS: readonly Bot[] = [randomBot, greedyBot(), quickSearch];

  function twin(state: GameState): GameState {
    return { ...state, seed: 'sfc32:another', rng: [1, 2, 3, 4] };
  }

  for (const bot of BOTS) {
    it(`${bot.name} decides the same on states that differ only in the generator`, () => {
      for (const { label, state } of STATES) {
        const d = currentDecision(state);
        if (d.kind === 'game-over') continue;
        const other = twin(state);
        // The bot's generator comes from the real seed in playBots; here it is fixed for both.
        const rng = (): ReturnType<typeof botRng> => botRng('fixed', state.step, botSalt(d.player, bot));
        const a = bot.decide(playerView(state, d.player), legalActions(state), rng());
        const b = bot.decide(playerView(other, d.player), legalActions(other), rng());
        expect(b, label).toEqual(a);
      }
    });
  }

  it('decides the same whatever the order of rigged next draws', () => {
    const next = ['red-circle', 'blue-square', 'green-triangle', 'yellow-circle'] as const;
    const a = riggedGame({ players: 2, nextDraws: [...next] });
    const b = riggedGame({ players: 2, nextDraws: [...next].reverse() });
    for (const bot of BOTS) {
      const rng = (): ReturnType<typeof botRng> => botRng('fixed', 0, bot.name);
      expect(bot.decide(playerView(b, 0), legalActions(b), rng())).toEqual(bot.decide(playerView(a, 0), legalActions(a), rng()));
    }
  });

  it('botAction derives the generator from the state seed, step and seat', () => {
    const state = riggedGame({ players: 2 });
    const seen: string[] = [];
    const spy: Bot = { name: 'spy', decide: (_v, legal, rng) => { seen.push(String(rng.uint32())); return legal[0] as Action; } };
    botAction(state, spy);
    botAction(state, spy);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(String(botRng(state.seed, state.step, botSalt(0, spy)).uint32()));
  });
});
