// stateFromView: a full state from a player view and the hidden parts a caller chooses.
import { describe, expect, test } from 'vitest';
import {
  MATERIA_KINDS, RULE_PRESETS, countOf, createGame, createRiggedGame, currentDecision, findInvariantProblem, legalActions, playerView, stateFromView, total,
  type GameState, type MateriaKind,
} from '../../src/index.js';
import { mixedRules, playRandom, type RulesOption } from '../kit/index.js';

/** States along a few random games (2 to 4 players and solo), rigged next draws included. */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (const players of [1, 2, 3, 4] as const) {
    const start = createRiggedGame({ players, seed: `sfv-${players}`, spells: 'classic', setup: { nextDraws: ['red-circle', 'blue-square'] } });
    playRandom(start, players * 17, 100_000, (before, _a, after) => {
      if (after.step % 9 === 0) out.push(before);
    });
  }
  return out;
}

describe('stateFromView', () => {
  const states = positions();

  test('gives a valid state with the real legal actions and decision, and the same view back', () => {
    expect(states.length).toBeGreaterThan(50);
    for (const s of states) {
      const view = playerView(s, s.active);
      const back = stateFromView(view, { seed: 'any' });
      expect(findInvariantProblem(back)).toBeUndefined();
      expect(legalActions(back)).toEqual(legalActions(s));
      expect(currentDecision(back)).toEqual(currentDecision(s));
      expect(playerView(back, s.active)).toEqual(view);
    }
  });

  test('has the engine key order and the parts chosen: seed, generator, next draws', () => {
    const s = states[3] as GameState;
    const view = playerView(s);
    const back = stateFromView(view, { seed: 'chosen', rng: [1, 2, 3, 4] });
    expect(Object.keys(back)).toEqual(Object.keys(s));
    expect(back.seed).toBe('sfc32:chosen');
    expect(back.rng).toEqual([1, 2, 3, 4]);
    expect(back.pouchTop).toEqual([]);
    expect(back.pouch).toEqual(view.pouch);
    const kind = MATERIA_KINDS[view.pouch.findIndex((n) => n > 0)] as MateriaKind;
    const top = stateFromView(view, { nextDraws: [kind, kind].slice(0, countOf(view.pouch, kind)) });
    expect(top.pouchTop).toEqual(Array.from({ length: Math.min(2, countOf(view.pouch, kind)) }, () => kind));
    expect(total(top.pouch) + top.pouchTop.length).toBe(total(view.pouch));
    expect(findInvariantProblem(top)).toBeUndefined();
  });

  test('a seed names one future: the same seed, the same state; with the real seed and generator, the real state', () => {
    const game = createGame({ players: 3, seed: 'named' });
    expect(stateFromView(playerView(game), { seed: 'named', rng: game.rng })).toEqual(game);
    const view = playerView(states[5] as GameState);
    expect(stateFromView(view, { seed: 'f' })).toEqual(stateFromView(view, { seed: 'f' }));
    expect(stateFromView(view, { seed: 'f' }).rng).not.toEqual(stateFromView(view, { seed: 'g' }).rng);
  });

  test.each<[string, RulesOption]>([
    ['digital', 'digital'],
    ['a mixed profile', mixedRules('printed', ['mirageTakes', 'soloRefill'])],
  ])('keeps the rule profile of the view (%s): the state plays under the game\'s rules', (_name, rules) => {
    const start = createGame({ players: 3, seed: 'sfv-rules', spells: 'set2', rules });
    let checked = 0;
    playRandom(start, 4, 200, (before) => {
      const back = stateFromView(playerView(before, before.active), { seed: 'any' });
      expect(back.rules).toEqual(before.rules);
      expect(legalActions(back)).toEqual(legalActions(before));
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
    const back = stateFromView(playerView(start));
    expect(back.rules).toEqual(typeof rules === 'string' ? RULE_PRESETS[rules] : rules);
    expect(playerView(back)).toEqual(playerView(start));
  });

  test('refuses a generator that is not four unsigned 32-bit words, and next draws the pouch does not hold', () => {
    const view = playerView(createGame({ players: 2, seed: 'bad' }));
    for (const rng of [[1, 2, 3], [1, 2, 3, -1], [1, 2, 3, 2 ** 32], [1, 2, 3, 0.5]]) {
      expect(() => stateFromView(view, { rng })).toThrow(RangeError);
    }
    expect(() => stateFromView(view, { nextDraws: ['red-star' as never] })).toThrow(RangeError);
    const six = Array.from({ length: 6 }, () => 'red-circle' as const);
    expect(() => stateFromView(view, { nextDraws: six })).toThrow(RangeError);
  });
});
