// Purification (green, Midday). L3 / L4 / L5: swap 1 / 2 / 3 pool materia with altar materia,
// with legality, partial completion and the level fallback.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/index.js';
import {
  NINE_PURPLE, altarOf, assertConserved, board, cast, casts, copies, discardOf, effect, expectIdle, expectRefused,
  levelOf, poolOf, riggedGame, step, swap, types,
} from '../../kit/index.js';
import { purification } from './positions.js';

describe('Purification L3: swap 1', () => {
  it('offers every (give kind, get kind) pair once, then exchanges the chosen pair and ends the Midday', () => {
    const s = purification(3, ['red-circle', 'blue-square'], ['green-triangle', 'yellow-circle']);
    const c = step(s, cast('purification', 3));
    expect(c.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'purification', level: 3 }]);
    expect(effect(c.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'purification', level: 3,
      step: { step: 'swap-altar', count: 1, given: [], received: [] },
    });
    expect(legalActions(c.state)).toEqual([
      swap('red-circle', 'green-triangle'),
      swap('red-circle', 'yellow-circle'),
      swap('blue-square', 'green-triangle'),
      swap('blue-square', 'yellow-circle'),
    ]);
    const r = step(c.state, swap('blue-square', 'green-triangle'));
    expect(r.events).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'blue-square', get: 'green-triangle' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'green-triangle']);
    expect(altarOf(r.state)).toEqual(['blue-square', 'yellow-circle']);
    expect(discardOf(r.state)).toEqual([]);
    expect(board(r.state)).toEqual([]);
    expectIdle(r.state);
    assertConserved(r.state);
  });

  it('is allowed with a full pool (a swap is an exchange): the pool stays at 9', () => {
    const s = purification(3, NINE_PURPLE, ['yellow-square']);
    expect(casts(s)).toEqual([cast('purification', 3)]);
    const c = step(s, cast('purification', 3));
    expect(legalActions(c.state)).toEqual([swap('purple-circle', 'yellow-square'), swap('purple-triangle', 'yellow-square')]);
    const r = step(c.state, swap('purple-triangle', 'yellow-square'));
    expect(poolOf(r.state, 0)).toEqual([...copies('purple-circle', 5), ...copies('purple-triangle', 3), 'yellow-square']);
    expect(altarOf(r.state)).toEqual(['purple-triangle']);
    assertConserved(r.state);
  });

  it('with a single possible pair the swap is made at once, without a decision', () => {
    const s = purification(3, ['red-circle'], ['blue-circle']);
    const r = step(s, cast('purification', 3));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-swapped', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['blue-circle']);
    expect(altarOf(r.state)).toEqual(['red-circle']);
  });

  it('limits: empty pool or empty altar → not-usable; level 4 on a level-3 card; learned today; not at Morning or Evening; not learned', () => {
    expectRefused(purification(3, [], ['blue-circle']), { type: 'cast', player: 0, spell: 'purification', level: 3 }, 'not-usable', null);
    expectRefused(purification(3, ['red-circle'], []), { type: 'cast', player: 0, spell: 'purification', level: 3 }, 'not-usable', null);
    expectRefused(purification(3, ['red-circle'], ['blue-circle']), { type: 'cast', player: 0, spell: 'purification', level: 4 }, 'level-unavailable', 'level');
    const today = riggedGame({ spells: 'set1', phase: 'midday', pools: [['red-circle'], []], altar: ['blue-circle'],
      learned: [[{ spell: 'purification', level: 3, card: 'green-circle', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'purification', level: 3 }, 'learned-today', 'spell');
    expect(casts(today)).toEqual([]);
    for (const phase of ['morning', 'evening'] as const) {
      const s = purification(3, ['red-circle'], ['blue-circle'], { phase });
      expectRefused(s, { type: 'cast', player: 0, spell: 'purification', level: 3 }, 'wrong-phase', 'spell');
    }
    const unlearned = riggedGame({ spells: 'set1', phase: 'midday', pools: [['red-circle'], []], altar: ['blue-circle'] });
    expectRefused(unlearned, { type: 'cast', player: 0, spell: 'purification', level: 3 }, 'not-learned', 'spell');
  });
});

describe('Purification L4: swap 2, all 4 materia distinct', () => {
  it('a materia given to the altar cannot be taken back, one received cannot be given back', () => {
    const s = purification(4, ['red-circle', 'green-square', 'black-triangle'], ['blue-circle', 'yellow-square', 'white-circle']);
    const c = step(s, cast('purification', 4));
    expect(legalActions(c.state)).toHaveLength(9);
    const one = step(c.state, swap('red-circle', 'blue-circle'));
    expect(one.events).toEqual([{ type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'blue-circle' }]);
    expect(effect(one.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'purification', level: 4,
      step: { step: 'swap-altar', count: 1, given: ['red-circle'], received: ['blue-circle'] },
    });
    expect(legalActions(one.state)).toEqual([
      swap('green-square', 'white-circle'),
      swap('green-square', 'yellow-square'),
      swap('black-triangle', 'white-circle'),
      swap('black-triangle', 'yellow-square'),
    ]);
    expectRefused(one.state, swap('blue-circle', 'white-circle'), 'not-an-option', null);
    expectRefused(one.state, swap('green-square', 'red-circle'), 'not-an-option', null);
    expectRefused(one.state, swap('blue-circle', 'red-circle'), 'not-an-option', null);
    const two = step(one.state, swap('black-triangle', 'yellow-square'));
    expect(two.events).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'black-triangle', get: 'yellow-square' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(two.state, 0)).toEqual(['green-square', 'blue-circle', 'yellow-square']);
    expect(altarOf(two.state)).toEqual(['red-circle', 'black-triangle', 'white-circle']);
    expectIdle(two.state);
  });

  it('the received materia is the only one left in the pool: the second swap is skipped', () => {
    const s = purification(4, ['red-circle'], ['blue-circle', 'yellow-square']);
    const c = step(s, cast('purification', 4));
    const r = step(c.state, swap('red-circle', 'blue-circle'));
    expect(r.events).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'blue-circle' },
      { type: 'step-skipped', player: 0, step: 'swap-altar', remaining: 1 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['blue-circle']);
    expect(altarOf(r.state)).toEqual(['red-circle', 'yellow-square']);
  });

  it('the given materia is the only one left on the altar: the second swap is skipped', () => {
    const s = purification(4, ['red-circle', 'green-square'], ['blue-circle']);
    const c = step(s, cast('purification', 4));
    const r = step(c.state, swap('red-circle', 'blue-circle'));
    expect(types(r.events)).toEqual(['materia-swapped', 'step-skipped', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['green-square', 'blue-circle']);
    expect(altarOf(r.state)).toEqual(['red-circle']);
  });

  it('same-kind tokens are told apart by count: an original altar token of the given kind stays available', () => {
    // the altar already holds a red circle before the cast; the pool gives another one
    const s = purification(4, ['red-circle', 'green-square'], ['red-circle', 'blue-circle']);
    const c = step(s, cast('purification', 4));
    const one = step(c.state, swap('red-circle', 'blue-circle'));
    // one pair is left (green square for the original red circle), so it was made at once
    expect(one.state.pending).toEqual([]);
    expect(poolOf(one.state, 0)).toEqual(['red-circle', 'blue-circle']);
    expect(altarOf(one.state)).toEqual(['red-circle', 'green-square']);
    expect(one.events).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'blue-circle' },
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'green-square', get: 'red-circle' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
  });

  it('limits: level 5 on a level-4 card is unavailable; levels 3 and 4 are offered', () => {
    const s = purification(4, ['red-circle', 'green-square'], ['blue-circle']);
    expect(casts(s)).toEqual([cast('purification', 3), cast('purification', 4)]);
    expectRefused(s, { type: 'cast', player: 0, spell: 'purification', level: 5 }, 'level-unavailable', 'level');
  });
});

describe('Purification L5: swap 3', () => {
  it('three swaps with a full pool; given and received kinds are excluded by count', () => {
    const s = purification(5, NINE_PURPLE, ['yellow-square', 'yellow-circle', 'blue-triangle']);
    let r = step(s, cast('purification', 5));
    expect(effect(r.state).step).toEqual({ step: 'swap-altar', count: 3, given: [], received: [] });
    r = step(r.state, swap('purple-circle', 'yellow-square'));
    r = step(r.state, swap('purple-circle', 'yellow-circle'));
    expect(poolOf(r.state, 0)).toHaveLength(9);
    expect(effect(r.state).step).toEqual({
      step: 'swap-altar', count: 1, given: ['purple-circle', 'purple-circle'], received: ['yellow-square', 'yellow-circle'],
    });
    // the two purple circles now on the altar cannot be taken back; the yellows cannot be given back
    expect(legalActions(r.state)).toEqual([
      swap('purple-circle', 'blue-triangle'),
      swap('purple-triangle', 'blue-triangle'),
    ]);
    r = step(r.state, swap('purple-triangle', 'blue-triangle'));
    expect(types(r.events)).toEqual(['materia-swapped', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual([
      ...copies('purple-circle', 3), ...copies('purple-triangle', 3), 'blue-triangle', 'yellow-circle', 'yellow-square',
    ]);
    expect(altarOf(r.state)).toEqual(['purple-circle', 'purple-circle', 'purple-triangle']);
  });

  it('options are listed once per (give kind, get kind), whatever the number of tokens of each', () => {
    const s = purification(5, [...copies('red-circle', 3), 'blue-square'], ['green-circle', 'green-circle', 'yellow-triangle']);
    const c = step(s, cast('purification', 5));
    const options = legalActions(c.state);
    expect(options).toEqual([
      swap('red-circle', 'green-circle'),
      swap('red-circle', 'yellow-triangle'),
      swap('blue-square', 'green-circle'),
      swap('blue-square', 'yellow-triangle'),
    ]);
    expect(new Set(options.map((o) => JSON.stringify(o))).size).toBe(options.length);
  });

  it('swaps as many as possible: 1 pool materia and 1 altar materia give 1 swap, then the step is skipped', () => {
    const s = purification(5, ['red-circle'], ['blue-circle']);
    const r = step(s, cast('purification', 5));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'purification', level: 5 },
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'blue-circle' },
      { type: 'step-skipped', player: 0, step: 'swap-altar', remaining: 2 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['blue-circle']);
    expect(altarOf(r.state)).toEqual(['red-circle']);
  });

  it('limits: a level-5 card may also be used at level 3 (1 swap only); learned today is refused', () => {
    const s = purification(5, ['red-circle', 'green-square'], ['blue-circle', 'yellow-circle']);
    expect(casts(s)).toEqual([cast('purification', 3), cast('purification', 4), cast('purification', 5)]);
    const c = step(s, cast('purification', 3));
    const r = step(c.state, swap('green-square', 'yellow-circle'));
    expect(types(r.events)).toEqual(['materia-swapped', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'yellow-circle']);
    expect(levelOf(r.state, 'purification')).toBe(5);
    const today = purification(5, ['red-circle'], ['blue-circle'], {
      learned: [[{ spell: 'purification', level: 5, card: 'green-circle', day: 1 }], []],
    });
    expectRefused(today, { type: 'cast', player: 0, spell: 'purification', level: 5 }, 'learned-today', 'spell');
    expectRefused(today, { type: 'cast', player: 0, spell: 'purification', level: 3 }, 'learned-today', 'spell');
  });
});
