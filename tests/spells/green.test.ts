// The green spells (RULES.md §1 Swap / Draw / Discard / Take and store, §2 legality and partial
// completion, §6 level fallback and lowering, §7 Green): Purification, Cure, Growth.
import { describe, expect, it } from 'vitest';
import {
  countsOf, legalActions, scoreGame, type GameState, type Level, type MateriaKind, type RiggedSetup,
} from '../../src/index.js';
import {
  NINE_PURPLE, THIRTEEN_WHITE, altarOf, assertConserved, board, cast, casts, copies, discardOf, effect, expectIdle,
  expectRefused, levelOf, pick, poolOf, rig, riggedGame, step, swap, types,
} from '../kit/index.js';

// ---------------------------------------------------------------------------------------------
// Purification (Midday). L3 / L4 / L5: swap 1 / 2 / 3 pool materia with altar materia.
// ---------------------------------------------------------------------------------------------

function purification(level: Level, pool: MateriaKind[], altar: MateriaKind[], extra: Partial<RiggedSetup> = {}): GameState {
  return riggedGame({ spells: 'set1', phase: 'midday',
    learned: [[{ spell: 'purification', level, card: 'green-circle' }], []],
    pools: [pool, []],
    altar,
    ...extra });
}

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
      swap('red-circle', 'green-triangle', 0),
      swap('red-circle', 'yellow-circle', 0),
      swap('blue-square', 'green-triangle', 0),
      swap('blue-square', 'yellow-circle', 0),
    ]);
    const r = step(c.state, swap('blue-square', 'green-triangle', 0));
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
    expect(legalActions(c.state)).toEqual([swap('purple-circle', 'yellow-square', 0), swap('purple-triangle', 'yellow-square', 0)]);
    const r = step(c.state, swap('purple-triangle', 'yellow-square', 0));
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
    const one = step(c.state, swap('red-circle', 'blue-circle', 0));
    expect(one.events).toEqual([{ type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'blue-circle' }]);
    expect(effect(one.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'purification', level: 4,
      step: { step: 'swap-altar', count: 1, given: ['red-circle'], received: ['blue-circle'] },
    });
    expect(legalActions(one.state)).toEqual([
      swap('green-square', 'white-circle', 0),
      swap('green-square', 'yellow-square', 0),
      swap('black-triangle', 'white-circle', 0),
      swap('black-triangle', 'yellow-square', 0),
    ]);
    expectRefused(one.state, swap('blue-circle', 'white-circle', 0), 'not-an-option', null);
    expectRefused(one.state, swap('green-square', 'red-circle', 0), 'not-an-option', null);
    expectRefused(one.state, swap('blue-circle', 'red-circle', 0), 'not-an-option', null);
    const two = step(one.state, swap('black-triangle', 'yellow-square', 0));
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
    const r = step(c.state, swap('red-circle', 'blue-circle', 0));
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
    const r = step(c.state, swap('red-circle', 'blue-circle', 0));
    expect(types(r.events)).toEqual(['materia-swapped', 'step-skipped', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['green-square', 'blue-circle']);
    expect(altarOf(r.state)).toEqual(['red-circle']);
  });

  it('same-kind tokens are told apart by count: an original altar token of the given kind stays available', () => {
    // the altar already holds a red circle before the cast; the pool gives another one
    const s = purification(4, ['red-circle', 'green-square'], ['red-circle', 'blue-circle']);
    const c = step(s, cast('purification', 4));
    const one = step(c.state, swap('red-circle', 'blue-circle', 0));
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
    r = step(r.state, swap('purple-circle', 'yellow-square', 0));
    r = step(r.state, swap('purple-circle', 'yellow-circle', 0));
    expect(poolOf(r.state, 0)).toHaveLength(9);
    expect(effect(r.state).step).toEqual({
      step: 'swap-altar', count: 1, given: ['purple-circle', 'purple-circle'], received: ['yellow-square', 'yellow-circle'],
    });
    // the two purple circles now on the altar cannot be taken back; the yellows cannot be given back
    expect(legalActions(r.state)).toEqual([
      swap('purple-circle', 'blue-triangle', 0),
      swap('purple-triangle', 'blue-triangle', 0),
    ]);
    r = step(r.state, swap('purple-triangle', 'blue-triangle', 0));
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
      swap('red-circle', 'green-circle', 0),
      swap('red-circle', 'yellow-triangle', 0),
      swap('blue-square', 'green-circle', 0),
      swap('blue-square', 'yellow-triangle', 0),
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
    const r = step(c.state, swap('green-square', 'yellow-circle', 0));
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

// ---------------------------------------------------------------------------------------------
// Cure (Midday). L3 / L4 / L5: draw 1 / 2 / 3, then discard 1 / 2 / 3 (the full number, even if
// fewer were drawn; if the pool holds fewer, discard all).
// ---------------------------------------------------------------------------------------------

function cure(level: Level, pool: MateriaKind[], nextDraws: MateriaKind[], extra: Partial<RiggedSetup> = {}): GameState {
  return riggedGame({ spells: 'set2', phase: 'midday',
    learned: [[{ spell: 'cure', level, card: 'green-square' }], []],
    pools: [pool, []],
    nextDraws,
    ...extra });
}

describe('Cure L3: draw 1, then discard 1', () => {
  it('draws first, then the player discards any pool materia (the drawn one or another)', () => {
    const s = cure(3, ['red-circle'], ['blue-square']);
    const c = step(s, cast('cure', 3));
    expect(c.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'cure', level: 3 },
      { type: 'materia-drawn', player: 0, materia: 'blue-square' },
    ]);
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'cure', level: 3, step: { step: 'discard', count: 1 } });
    expect(legalActions(c.state)).toEqual([pick('red-circle'), pick('blue-square')]);
    const r = step(c.state, pick('red-circle'));
    expect(r.events).toEqual([
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-circle' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['blue-square']);
    expect(discardOf(r.state)).toEqual(['red-circle']);
    expectIdle(r.state);
  });

  it('with an empty pool the drawn materia is the only choice and is discarded at once', () => {
    const r = step(cure(3, [], ['yellow-circle']), cast('cure', 3));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-drawn', 'materia-discarded', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual([]);
    expect(discardOf(r.state)).toEqual(['yellow-circle']);
  });

  it('with a full pool nothing is drawn and 1 is still discarded, from a pool Cure did not add to', () => {
    const s = cure(3, NINE_PURPLE, ['blue-square']);
    const c = step(s, cast('cure', 3));
    expect(c.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'cure', level: 3 }]);
    expect(legalActions(c.state)).toEqual([pick('purple-circle'), pick('purple-triangle')]);
    const r = step(c.state, pick('purple-triangle'));
    expect(poolOf(r.state, 0)).toEqual([...copies('purple-circle', 5), ...copies('purple-triangle', 3)]);
    expect(discardOf(r.state)).toEqual(['purple-triangle']);
    expect(r.state.pouchTop).toEqual(['blue-square']);
  });

  it('limits: nothing to draw and nothing to discard → not-usable; level 4 on a level-3 card; learned today; wrong phase', () => {
    const dry = riggedGame({ spells: 'set2', ...rig({ phase: 'midday', pools: [[], []], learned: [[{ spell: 'cure', level: 3, card: 'green-square' }], []], pouch: [], rest: 'altar' }) });
    expectRefused(dry, { type: 'cast', player: 0, spell: 'cure', level: 3 }, 'not-usable', null);
    expectRefused(cure(3, ['red-circle'], []), { type: 'cast', player: 0, spell: 'cure', level: 4 }, 'level-unavailable', 'level');
    const today = cure(3, ['red-circle'], [], { learned: [[{ spell: 'cure', level: 3, card: 'green-square', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'cure', level: 3 }, 'learned-today', 'spell');
    expectRefused(cure(3, ['red-circle'], [], { phase: 'morning' }), { type: 'cast', player: 0, spell: 'cure', level: 3 }, 'wrong-phase', 'spell');
    expectRefused(cure(3, ['red-circle'], [], { phase: 'evening' }), { type: 'cast', player: 0, spell: 'cure', level: 3 }, 'wrong-phase', 'spell');
  });
});

describe('Cure L4: draw 2, then discard 2', () => {
  it('draws 2, then discards 2 chosen one at a time', () => {
    const s = cure(4, ['red-circle'], ['blue-square', 'blue-square']);
    const c = step(s, cast('cure', 4));
    expect(types(c.events)).toEqual(['spell-cast', 'materia-drawn', 'materia-drawn']);
    expect(effect(c.state).step).toEqual({ step: 'discard', count: 2 });
    const one = step(c.state, pick('blue-square'));
    expect(effect(one.state).step).toEqual({ step: 'discard', count: 1 });
    expect(legalActions(one.state)).toEqual([pick('red-circle'), pick('blue-square')]);
    const two = step(one.state, pick('red-circle'));
    expect(types(two.events)).toEqual(['materia-discarded', 'phase-started']);
    expect(poolOf(two.state, 0)).toEqual(['blue-square']);
    expect(discardOf(two.state)).toEqual(['red-circle', 'blue-square']);
  });

  it('a pool of 8 draws only 1 (pool limit) and still discards the full 2', () => {
    const pool = [...copies('purple-circle', 5), ...copies('purple-triangle', 3)];
    const c = step(cure(4, pool, ['yellow-circle', 'yellow-square']), cast('cure', 4));
    expect(c.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'cure', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'yellow-circle' },
    ]);
    expect(poolOf(c.state, 0)).toHaveLength(9);
    let r = step(c.state, pick('purple-circle'));
    r = step(r.state, pick('purple-circle'));
    expect(poolOf(r.state, 0)).toEqual([...copies('purple-circle', 3), ...copies('purple-triangle', 3), 'yellow-circle']);
    expect(discardOf(r.state)).toEqual(['purple-circle', 'purple-circle']);
    expect(r.state.pouchTop).toEqual(['yellow-square']);
  });

  it('limits: level 5 on a level-4 card; a level-4 card offers Cure at 3 and 4', () => {
    const s = cure(4, ['red-circle'], []);
    expect(casts(s)).toEqual([cast('cure', 3), cast('cure', 4)]);
    expectRefused(s, { type: 'cast', player: 0, spell: 'cure', level: 5 }, 'level-unavailable', 'level');
  });
});

describe('Cure L5: draw 3, then discard 3', () => {
  it('draws 3, then discards 3', () => {
    const c = step(cure(5, [], ['red-circle', 'blue-circle', 'yellow-circle']), cast('cure', 5));
    expect(types(c.events)).toEqual(['spell-cast', 'materia-drawn', 'materia-drawn', 'materia-drawn']);
    expect(legalActions(c.state)).toEqual([pick('red-circle'), pick('blue-circle'), pick('yellow-circle')]);
    let r = step(c.state, pick('blue-circle'));
    r = step(r.state, pick('yellow-circle'));
    // the last one is the only choice left
    expect(types(r.events)).toEqual(['materia-discarded', 'materia-discarded', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual([]);
    expect(discardOf(r.state)).toEqual(['red-circle', 'blue-circle', 'yellow-circle']);
  });

  it('pouch and discard run dry after 1 draw: the rest of the draws are lost and the pool (1) is discarded whole', () => {
    const s = riggedGame({ spells: 'set2', ...rig({ phase: 'midday', pools: [[], []], nextDraws: ['green-triangle'],
      learned: [[{ spell: 'cure', level: 5, card: 'green-square' }], []], pouch: [], rest: 'altar' }) });
    const r = step(s, cast('cure', 5));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'cure', level: 5 },
      { type: 'materia-drawn', player: 0, materia: 'green-triangle' },
      { type: 'draw-lost', to: 'pool' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'green-triangle' },
      { type: 'step-skipped', player: 0, step: 'discard', remaining: 2 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual([]);
    expect(discardOf(r.state)).toEqual(['green-triangle']);
  });

  it('a full pool draws nothing and discards 3', () => {
    const c = step(cure(5, NINE_PURPLE, ['red-circle']), cast('cure', 5));
    expect(types(c.events)).toEqual(['spell-cast']);
    let r = step(c.state, pick('purple-triangle'));
    r = step(r.state, pick('purple-triangle'));
    r = step(r.state, pick('purple-circle'));
    expect(poolOf(r.state, 0)).toEqual([...copies('purple-circle', 4), ...copies('purple-triangle', 2)]);
    expect(discardOf(r.state)).toEqual(['purple-circle', 'purple-triangle', 'purple-triangle']);
    expect(r.state.phase).toBe('evening');
  });

  it('limits: a level-5 card offers 3, 4 and 5; learned today is refused at every level', () => {
    expect(casts(cure(5, ['red-circle'], []))).toEqual([cast('cure', 3), cast('cure', 4), cast('cure', 5)]);
    const today = cure(5, ['red-circle'], [], { learned: [[{ spell: 'cure', level: 5, card: 'green-square', day: 1 }], []] });
    for (const level of [3, 4, 5] as const) expectRefused(today, { type: 'cast', player: 0, spell: 'cure', level }, 'learned-today', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
// Growth (Evening). L5: take 3 and store them, then lower Growth one level. L4: take 2 and store
// them, then lower Growth one level. L3: swap 1 pool materia with 1 familiar materia (it takes
// that space); Growth does not move.
// ---------------------------------------------------------------------------------------------

function growth(level: Level, setup: Partial<RiggedSetup>): GameState {
  return riggedGame({ spells: 'set3', phase: 'evening',
    learned: [[{ spell: 'growth', level, card: 'green-triangle' }], []],
    pools: [[], []],
    ...setup });
}

describe('Growth L5: take 3 and store them, then lower Growth to 4', () => {
  it('stores straight from the altar (never via the pool, even a full one), then lowers the card; the Day ends', () => {
    const resupply: MateriaKind[] = ['black-circle', 'black-triangle', 'black-square', 'white-circle'];
    const s = growth(5, {
      pools: [NINE_PURPLE, []],
      altar: ['red-circle', 'blue-square', 'yellow-triangle', 'green-circle'],
      nextDraws: resupply,
    });
    const c = step(s, cast('growth', 5));
    expect(c.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'growth', level: 5 }]);
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'growth', level: 5, step: { step: 'take-store', count: 3 } });
    expect(legalActions(c.state)).toEqual([
      pick('red-circle'), pick('green-circle'), pick('blue-square'), pick('yellow-triangle'),
    ]);
    const one = step(c.state, pick('red-circle'));
    expect(one.events).toEqual([{ type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 }]);
    expect(effect(one.state).step).toEqual({ step: 'take-store', count: 2 });
    expect(poolOf(one.state, 0)).toEqual(NINE_PURPLE);
    const two = step(one.state, pick('yellow-triangle'));
    const three = step(two.state, pick('blue-square'));
    expect(three.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'blue-square', from: 'altar', space: 2 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'fill' },
      ...resupply.map((materia) => ({ type: 'materia-revealed', materia })),
      { type: 'phase-started', player: 1, phase: 'morning', day: 2 },
    ]);
    expect(board(three.state)).toEqual(['red-circle', 'yellow-triangle', 'blue-square']);
    expect(poolOf(three.state, 0)).toEqual(NINE_PURPLE);
    expect(levelOf(three.state, 'growth')).toBe(4);
    expect(three.state.altar).toEqual(countsOf(['green-circle', ...resupply]));
    expect([...one.events, ...two.events, ...three.events].some((e) => e.type === 'materia-taken')).toBe(false);
  });

  it('stops when the altar is empty: 2 stored, 1 skipped, Growth still lowered', () => {
    const s = growth(5, { altar: ['red-circle', 'red-circle'] });
    const r = step(s, cast('growth', 5));
    expect(r.events.slice(0, 6)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'growth', level: 5 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 1 },
      { type: 'step-skipped', player: 0, step: 'take-store', remaining: 1 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(board(r.state)).toEqual(['red-circle', 'red-circle']);
    expect(levelOf(r.state, 'growth')).toBe(4);
  });

  it('filling the 14th space triggers the end; the rest stays on the altar; Growth is lowered and the Day goes on to its end', () => {
    const resupply: MateriaKind[] = ['black-circle', 'black-triangle', 'black-square', 'yellow-circle'];
    const s = growth(5, { familiars: [THIRTEEN_WHITE, []], altar: ['red-circle', 'blue-square'], nextDraws: resupply });
    const c = step(s, cast('growth', 5));
    const r = step(c.state, pick('red-circle'));
    expect(r.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 13 },
      { type: 'game-end-triggered', player: 0, reason: 'familiar-full' },
      { type: 'step-skipped', player: 0, step: 'take-store', remaining: 2 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'fill' },
      ...resupply.map((materia) => ({ type: 'materia-revealed', materia })),
      { type: 'phase-started', player: 1, phase: 'morning', day: 2 },
    ]);
    expect(board(r.state)).toEqual([...THIRTEEN_WHITE, 'red-circle']);
    expect(r.state.altar).toEqual(countsOf(['blue-square', ...resupply]));
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
    expect(levelOf(r.state, 'growth')).toBe(4);
  });

  it('when the last seat fills the board with Growth, the action finishes (lowering included) and the game ends', () => {
    const s = riggedGame({ spells: 'set3', active: 1, phase: 'evening', pools: [[], []], familiars: [[], THIRTEEN_WHITE], altar: ['red-circle', 'red-circle', 'red-circle'],
      learned: [[], [{ spell: 'growth', level: 5, card: 'green-triangle' }]] });
    const r = step(s, cast('growth', 5, 1));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 1, spell: 'growth', level: 5 },
      { type: 'materia-stored', player: 1, materia: 'red-circle', from: 'altar', space: 13 },
      { type: 'game-end-triggered', player: 1, reason: 'familiar-full' },
      { type: 'step-skipped', player: 1, step: 'take-store', remaining: 2 },
      { type: 'spell-level-changed', player: 1, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 1, day: 1 },
      { type: 'game-ended' },
    ]);
    expect(r.state.phase).toBe('ended');
    expect(altarOf(r.state)).toEqual(['red-circle', 'red-circle']);
    expect(levelOf(r.state, 'growth', 1)).toBe(4);
  });

  it('used at level 4 from a level-5 card: takes 2 and lowers the card one level from where it is (5 → 4)', () => {
    const s = growth(5, { altar: ['red-circle', 'blue-square', 'yellow-triangle'] });
    // empty pool and board: no L3 swap is possible
    expect(casts(s)).toEqual([cast('growth', 4), cast('growth', 5)]);
    const c = step(s, cast('growth', 4));
    expect(effect(c.state).step).toEqual({ step: 'take-store', count: 2 });
    let r = step(c.state, pick('yellow-triangle'));
    r = step(r.state, pick('red-circle'));
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 1 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
    ]);
    expect(board(r.state)).toEqual(['yellow-triangle', 'red-circle']);
    expect(levelOf(r.state, 'growth')).toBe(4);
  });

  it('limits: empty altar → not-usable; learned today; wrong phase', () => {
    expectRefused(growth(5, { altar: [], pools: [['red-circle'], []], familiars: [['blue-circle'], []] }),
      { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'not-usable', null);
    const today = growth(5, { altar: ['red-circle'], learned: [[{ spell: 'growth', level: 5, card: 'green-triangle', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'learned-today', 'spell');
    expectRefused(growth(5, { altar: ['red-circle'], phase: 'midday' }), { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'wrong-phase', 'spell');
    expectRefused(growth(5, { altar: ['red-circle'], phase: 'morning' }), { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'wrong-phase', 'spell');
  });
});

describe('Growth L4: take 2 and store them, then lower Growth to 3', () => {
  it('stores 2 chosen altar materia on the next spaces and lowers the card to 3', () => {
    const s = growth(4, { familiars: [['green-circle'], []], altar: ['red-circle', 'blue-square', 'yellow-triangle'], pools: [['red-square'], []] });
    const c = step(s, cast('growth', 4));
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'growth', level: 4, step: { step: 'take-store', count: 2 } });
    const one = step(c.state, pick('blue-square'));
    const two = step(one.state, pick('yellow-triangle'));
    expect(two.events.slice(0, 3)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'yellow-triangle', from: 'altar', space: 2 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 4, to: 3 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(board(two.state)).toEqual(['green-circle', 'blue-square', 'yellow-triangle']);
    expect(poolOf(two.state, 0)).toEqual(['red-square']);
    expect(levelOf(two.state, 'growth')).toBe(3);
  });

  it('1 space left: stores 1, triggers the end, skips the other, lowers to 3', () => {
    const s = growth(4, { familiars: [THIRTEEN_WHITE, []], altar: ['red-circle', 'red-circle'] });
    const r = step(s, cast('growth', 4));
    expect(types(r.events).slice(0, 6)).toEqual([
      'spell-cast', 'materia-stored', 'game-end-triggered', 'step-skipped', 'spell-level-changed', 'day-ended',
    ]);
    expect(r.events[3]).toEqual({ type: 'step-skipped', player: 0, step: 'take-store', remaining: 1 });
    expect(altarOf(r.state).filter((m) => m === 'red-circle').length).toBeGreaterThanOrEqual(1);
    expect(levelOf(r.state, 'growth')).toBe(3);
  });

  it('limits: a full board refuses L4 (nothing would move) but still allows the L3 swap; level 5 on a level-4 card', () => {
    // store the 14th materia at Midday; Growth is then tried in the Evening of the same Day
    const s = growth(4, { phase: 'midday', familiars: [THIRTEEN_WHITE, []], pools: [['black-circle', 'yellow-circle'], []], altar: ['red-circle'] });
    const full = step(s, { type: 'store', player: 0, materia: 'black-circle' }).state;
    expect(board(full)).toHaveLength(14);
    expect(full.phase).toBe('evening');
    expectRefused(full, { type: 'cast', player: 0, spell: 'growth', level: 4 }, 'not-usable', null);
    expect(casts(full)).toEqual([cast('growth', 3)]);
    expectRefused(full, { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'level-unavailable', 'level');
    const c = step(full, cast('growth', 3));
    expect(legalActions(c.state)).toEqual([
      swap('yellow-circle', 'black-circle', 0),
      swap('yellow-circle', 'white-circle', 0),
      swap('yellow-circle', 'white-triangle', 0),
      swap('yellow-circle', 'white-square', 0),
    ]);
  });

  it('limits: empty altar → not-usable at L4 (L3 is offered instead when a swap is possible)', () => {
    const s = growth(4, { altar: [], familiars: [['blue-circle'], []], pools: [['red-circle'], []] });
    expectRefused(s, { type: 'cast', player: 0, spell: 'growth', level: 4 }, 'not-usable', null);
    expect(casts(s)).toEqual([cast('growth', 3)]);
  });
});

describe('Growth L3: swap 1 pool materia with 1 familiar materia; Growth does not move', () => {
  it('the pool materia takes the familiar materia\'s space', () => {
    const s = growth(3, { pools: [['red-circle', 'blue-square'], []], familiars: [['green-circle', 'yellow-triangle', 'green-circle'], []] });
    const c = step(s, cast('growth', 3));
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'growth', level: 3, step: { step: 'swap-familiar' } });
    expect(legalActions(c.state)).toEqual([
      swap('red-circle', 'green-circle', 0),
      swap('red-circle', 'yellow-triangle', 0),
      swap('blue-square', 'green-circle', 0),
      swap('blue-square', 'yellow-triangle', 0),
    ]);
    const r = step(c.state, swap('blue-square', 'yellow-triangle', 0));
    expect(r.events[0]).toEqual({ type: 'materia-swapped', player: 0, with: 'familiar', give: 'blue-square', get: 'yellow-triangle', space: 1 });
    expect(r.events[1]).toEqual({ type: 'day-ended', player: 0, day: 1 });
    expect(board(r.state)).toEqual(['green-circle', 'blue-square', 'green-circle']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'yellow-triangle']);
    expect(levelOf(r.state, 'growth')).toBe(3);
    expect(types(r.events)).not.toContain('spell-level-changed');
  });

  it('used from a level-5 card with a full pool: the swap is allowed, the pool stays 9, Growth stays at 5', () => {
    const s = growth(5, { pools: [NINE_PURPLE, []], familiars: [['green-circle', 'red-square'], []], altar: [] });
    expect(casts(s)).toEqual([cast('growth', 3)]);
    const c = step(s, cast('growth', 3));
    const r = step(c.state, swap('purple-triangle', 'red-square', 0));
    expect(board(r.state)).toEqual(['green-circle', 'purple-triangle']);
    expect(poolOf(r.state, 0)).toEqual(['red-square', ...copies('purple-circle', 5), ...copies('purple-triangle', 3)]);
    expect(levelOf(r.state, 'growth')).toBe(5);
    expect(types(r.events)).not.toContain('spell-level-changed');
  });

  it('limits: empty board or empty pool → not-usable; level 4 on a level-3 card; learned today; wrong phase', () => {
    expectRefused(growth(3, { pools: [['red-circle'], []], familiars: [[], []] }), { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'not-usable', null);
    expectRefused(growth(3, { pools: [[], []], familiars: [['red-circle'], []] }), { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'not-usable', null);
    expectRefused(growth(3, { pools: [['red-circle'], []], familiars: [['blue-circle'], []], altar: ['yellow-circle'] }),
      { type: 'cast', player: 0, spell: 'growth', level: 4 }, 'level-unavailable', 'level');
    const today = growth(3, {
      pools: [['red-circle'], []], familiars: [['blue-circle'], []],
      learned: [[{ spell: 'growth', level: 3, card: 'green-triangle', day: 1 }], []],
    });
    expectRefused(today, { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'learned-today', 'spell');
    expectRefused(growth(3, { phase: 'midday', pools: [['red-circle'], []], familiars: [['blue-circle'], []] }),
      { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
// Interactions of the green spells with Mirage (RULES.md §7 Mirage: "the altar materia received
// in a Purification swap" triggers; "materia going from the altar to a familiar board ... never
// trigger") and same-kind swaps.
// ---------------------------------------------------------------------------------------------

describe('green spells and Mirage', () => {
  it('Purification: a received altar materia of the Mirage card rune makes the owner draw at once, before the next swap', () => {
    const s = riggedGame({ spells: ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'mirage', 'abundance'], phase: 'midday',
      learned: [[{ spell: 'purification', level: 4, card: 'green-circle' }, { spell: 'mirage', level: 3, card: 'blue-circle' }], []],
      pools: [['red-square', 'red-triangle'], []],
      altar: ['yellow-circle', 'yellow-square'],
      nextDraws: ['black-triangle'] });
    const c = step(s, cast('purification', 4));
    const one = step(c.state, swap('red-square', 'yellow-circle', 0));
    expect(one.events).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-square', get: 'yellow-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 3 },
      { type: 'materia-drawn', player: 0, materia: 'black-triangle' },
    ]);
    // the drawn materia was not moved by Purification, so it may be given; the received one may not
    expect(legalActions(one.state)).toEqual([
      swap('red-triangle', 'yellow-square', 0),
      swap('black-triangle', 'yellow-square', 0),
    ]);
  });

  it('Growth L5: materia stored straight from the altar never trigger Mirage', () => {
    const s = riggedGame({ spells: 'set3', phase: 'evening',
      learned: [[{ spell: 'growth', level: 5, card: 'green-triangle' }, { spell: 'mirage', level: 5, card: 'blue-circle' }], []],
      pools: [[], []],
      altar: ['red-circle', 'red-circle', 'red-circle'],
      nextDraws: ['black-triangle', 'black-triangle'] });
    const r = step(s, cast('growth', 5));
    expect(types(r.events).slice(0, 6)).toEqual([
      'spell-cast', 'materia-stored', 'materia-stored', 'materia-stored', 'spell-level-changed', 'day-ended',
    ]);
    expect(types(r.events)).not.toContain('spell-triggered');
    expect(poolOf(r.state, 0)).toEqual([]);
    expect(board(r.state)).toEqual(['red-circle', 'red-circle', 'red-circle']);
  });
});

describe('same-kind swaps (literal reading of §2: two tokens do change places)', () => {
  it('Growth L3 may swap a pool materia for a familiar materia of the same kind; the state is unchanged but the action is used', () => {
    const s = growth(3, { pools: [['red-circle'], []], familiars: [['red-circle'], []], nextDraws: copies('blue-square', 5) });
    expect(casts(s)).toEqual([cast('growth', 3)]);
    const r = step(s, cast('growth', 3));
    expect(r.events[1]).toEqual({ type: 'materia-swapped', player: 0, with: 'familiar', give: 'red-circle', get: 'red-circle', space: 0 });
    expect(board(r.state)).toEqual(['red-circle']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle']);
    expect(r.state.active).toBe(1);
  });

  it('Purification offers a same-kind pair; after it, neither token can move again', () => {
    const s = purification(4, ['red-circle', 'red-circle'], ['red-circle', 'blue-square']);
    const c = step(s, cast('purification', 4));
    expect(legalActions(c.state)).toEqual([swap('red-circle', 'red-circle', 0), swap('red-circle', 'blue-square', 0)]);
    const one = step(c.state, swap('red-circle', 'red-circle', 0));
    // 1 original red circle is left to give and the blue square to get: made at once
    expect(one.events).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'red-circle' },
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'blue-square' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(one.state, 0)).toEqual(['red-circle', 'blue-square']);
    expect(altarOf(one.state)).toEqual(['red-circle', 'red-circle']);
  });
});

describe('green points (CARDS.md: Purification 1/2/3, Cure 3/4/5, Growth 3/4/6; final level counts)', () => {
  it('each level scores its printed points', () => {
    const table = { purification: ['set1', [1, 2, 3]], cure: ['set2', [3, 4, 5]], growth: ['set3', [3, 4, 6]] } as const;
    for (const [spell, [set, points]] of Object.entries(table)) {
      ([3, 4, 5] as const).forEach((level, i) => {
        const s = riggedGame({ spells: set, learned: [[{ spell: spell as 'cure', level, card: 'green-circle' }], []], familiars: [[], []] });
        expect(scoreGame(s).players[0]?.spells).toEqual([{ spell, level, points: points[i], variable: false }]);
      });
    }
  });

  it('Growth used at level 5 scores at its lowered final level (4 points, not 6)', () => {
    const s = growth(5, { altar: ['red-circle', 'red-circle', 'red-circle'] });
    expect(scoreGame(s).players[0]?.spells[0]?.points).toBe(6);
    const r = step(s, cast('growth', 5));
    expect(scoreGame(r.state).players[0]?.spells[0]).toEqual({ spell: 'growth', level: 4, points: 4, variable: false });
    expect(scoreGame(r.state).players[0]?.familiar).toEqual({ stored: 3, points: 3 });
  });
});
