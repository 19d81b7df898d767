// The black spells (rules §1 Store / Take / Take and store, §2 legality and partial
// completion — "of one colour", "of the card rune" —, §6 level fallback, §7 Black, §8 scoring):
// Offering, Focus, Feast.
import { describe, expect, it } from 'vitest';
import {
  LEVELS, legalActions, scoreGame, type GameState, type Level, type MateriaKind, type RiggedSetup,
} from '../../src/index.js';
import { card, fixedPoints, printedSet } from '../oracle/cards.js';
import {
  NINE_PURPLE, THIRTEEN_WHITE, altarOf, assertConserved, board, cast, casts, copies, effect, expectIdle,
  expectRefused, learned, levelOf, pick, poolOf, riggedGame, step, types,
} from '../kit/index.js';

// ---------------------------------------------------------------------------------------------
// Offering (Midday). L3 / L4 / L5: store 2 / 3 / 4 pool materia of one colour (runes don't matter).
// ---------------------------------------------------------------------------------------------

function offering(level: Level, pool: MateriaKind[], extra: Partial<RiggedSetup> = {}): GameState {
  return riggedGame({ spells: 'set1', phase: 'midday',
    learned: [[{ spell: 'offering', level, card: 'black-circle' }], []],
    pools: [pool, []],
    ...extra });
}

describe('Offering L3: store 2 of one colour', () => {
  it('the first pick fixes the colour; only that colour is offered afterwards, any rune', () => {
    const s = offering(3, ['black-circle', 'black-square', 'black-triangle', 'red-triangle'], { familiars: [['yellow-circle'], []] });
    const c = step(s, cast('offering', 3));
    expect(c.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'offering', level: 3 }]);
    expect(effect(c.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'offering', level: 3,
      step: { step: 'store', count: 2, filter: { sameColour: true } },
    });
    expect(legalActions(c.state)).toEqual([
      pick('red-triangle'), pick('black-circle'), pick('black-triangle'), pick('black-square'),
    ]);
    const one = step(c.state, pick('black-circle'));
    expect(one.events).toEqual([{ type: 'materia-stored', player: 0, materia: 'black-circle', from: 'pool', space: 1 }]);
    expect(effect(one.state).step).toEqual({ step: 'store', count: 1, filter: { sameColour: true, colour: 'black' } });
    expect(legalActions(one.state)).toEqual([pick('black-triangle'), pick('black-square')]);
    expectRefused(one.state, pick('red-triangle'), 'not-an-option', null);
    const two = step(one.state, pick('black-square'));
    expect(two.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'black-square', from: 'pool', space: 2 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(board(two.state)).toEqual(['yellow-circle', 'black-circle', 'black-square']);
    expect(poolOf(two.state, 0)).toEqual(['red-triangle', 'black-triangle']);
    expectIdle(two.state);
    assertConserved(two.state);
  });

  it('with one kind in the pool every store is made at once', () => {
    const r = step(offering(3, ['green-circle', 'green-circle', 'green-circle']), cast('offering', 3));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-stored', 'materia-stored', 'phase-started']);
    expect(board(r.state)).toEqual(['green-circle', 'green-circle']);
    expect(poolOf(r.state, 0)).toEqual(['green-circle']);
  });

  it('limits: empty pool → not-usable; level 4 on a level-3 card; learned today; wrong phase', () => {
    expectRefused(offering(3, []), { type: 'cast', player: 0, spell: 'offering', level: 3 }, 'not-usable', null);
    expectRefused(offering(3, ['red-circle', 'red-circle']), { type: 'cast', player: 0, spell: 'offering', level: 4 }, 'level-unavailable', 'level');
    const today = offering(3, ['red-circle', 'red-circle'], { learned: [[{ spell: 'offering', level: 3, card: 'black-circle', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'offering', level: 3 }, 'learned-today', 'spell');
    for (const phase of ['morning', 'evening'] as const) {
      expectRefused(offering(3, ['red-circle', 'red-circle'], { phase }), { type: 'cast', player: 0, spell: 'offering', level: 3 }, 'wrong-phase', 'spell');
    }
  });
});

describe('Offering L4: store 3 of one colour', () => {
  it('stores 3 of the chosen colour, mixing runes', () => {
    const c = step(offering(4, ['yellow-circle', 'yellow-circle', 'yellow-square', 'red-circle']), cast('offering', 4));
    expect(legalActions(c.state)).toEqual([pick('red-circle'), pick('yellow-circle'), pick('yellow-square')]);
    const one = step(c.state, pick('yellow-circle'));
    expect(legalActions(one.state)).toEqual([pick('yellow-circle'), pick('yellow-square')]);
    const two = step(one.state, pick('yellow-square'));
    // the third is the only yellow left: stored at once
    expect(types(two.events)).toEqual(['materia-stored', 'materia-stored', 'phase-started']);
    expect(board(two.state)).toEqual(['yellow-circle', 'yellow-square', 'yellow-circle']);
    expect(poolOf(two.state, 0)).toEqual(['red-circle']);
  });

  it('fewer of the chosen colour (§2 Decision): stores as many as exist, the rest of the step is skipped', () => {
    const s = offering(4, ['red-circle', 'black-circle', 'black-square', 'blue-circle', 'blue-triangle']);
    const c = step(s, cast('offering', 4));
    const r = step(c.state, pick('red-circle'));
    expect(r.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'pool', space: 0 },
      { type: 'step-skipped', player: 0, step: 'store', remaining: 2 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(board(r.state)).toEqual(['red-circle']);
    expect(poolOf(r.state, 0)).toEqual(['black-circle', 'black-square', 'blue-circle', 'blue-triangle']);
  });

  it('limits: a level-4 card offers 3 and 4, not 5', () => {
    const s = offering(4, ['red-circle', 'red-circle']);
    expect(casts(s)).toEqual([cast('offering', 3), cast('offering', 4)]);
    expectRefused(s, { type: 'cast', player: 0, spell: 'offering', level: 5 }, 'level-unavailable', 'level');
  });
});

describe('Offering L5: store 4 of one colour', () => {
  it('stores 4 of one colour', () => {
    const c = step(offering(5, [...copies('blue-circle', 3), 'blue-square', 'green-circle']), cast('offering', 5));
    const r = step(c.state, pick('blue-square'));
    expect(types(r.events)).toEqual(['materia-stored', 'materia-stored', 'materia-stored', 'materia-stored', 'phase-started']);
    expect(board(r.state)).toEqual(['blue-square', 'blue-circle', 'blue-circle', 'blue-circle']);
    expect(poolOf(r.state, 0)).toEqual(['green-circle']);
    expect(levelOf(r.state, 'offering')).toBe(5);
  });

  it('1 space left: stores 1, the end is triggered, the rest stays in the pool, and the Day goes on', () => {
    const r = step(offering(5, copies('black-circle', 4), { familiars: [THIRTEEN_WHITE, []] }), cast('offering', 5));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'offering', level: 5 },
      { type: 'materia-stored', player: 0, materia: 'black-circle', from: 'pool', space: 13 },
      { type: 'game-end-triggered', player: 0, reason: 'familiar-full' },
      { type: 'step-skipped', player: 0, step: 'store', remaining: 3 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(copies('black-circle', 3));
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
    expect(r.state.phase).toBe('evening');
  });

  it('limits: learned today at every level; not-learned', () => {
    const today = offering(5, ['red-circle'], { learned: [[{ spell: 'offering', level: 5, card: 'black-circle', day: 1 }], []] });
    for (const level of [3, 4, 5] as const) expectRefused(today, { type: 'cast', player: 0, spell: 'offering', level }, 'learned-today', 'spell');
    const none = riggedGame({ spells: 'set1', phase: 'midday', pools: [['red-circle'], []] });
    expectRefused(none, { type: 'cast', player: 0, spell: 'offering', level: 3 }, 'not-learned', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
// Focus (Evening). L5: store 3 pool materia of the card rune, OR take 2 altar materia of the card
// rune. L4: store 2 of the card rune, OR take 1 of the card rune. L3: store 1 of the card rune.
// ---------------------------------------------------------------------------------------------

function focus(level: Level, card: MateriaKind, setup: Partial<RiggedSetup>): GameState {
  return riggedGame({ spells: 'set2', phase: 'evening',
    learned: [[{ spell: 'focus', level, card }], []],
    pools: [[], []],
    ...setup });
}

describe('Focus L3: store 1 of the card rune', () => {
  it('offers only pool materia of the card rune (the rune of the card materia), any colour', () => {
    const s = focus(3, 'black-triangle', { pools: [['red-triangle', 'blue-circle', 'green-triangle', 'yellow-square'], []] });
    const c = step(s, cast('focus', 3));
    expect(effect(c.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'focus', level: 3,
      step: { step: 'store', count: 1, filter: { rune: 'triangle' } },
    });
    expect(legalActions(c.state)).toEqual([pick('red-triangle'), pick('green-triangle')]);
    expectRefused(c.state, pick('blue-circle'), 'not-an-option', null);
    const r = step(c.state, pick('green-triangle'));
    expect(r.events[0]).toEqual({ type: 'materia-stored', player: 0, materia: 'green-triangle', from: 'pool', space: 0 });
    expect(r.events[1]).toEqual({ type: 'day-ended', player: 0, day: 1 });
    expect(board(r.state)).toEqual(['green-triangle']);
    expect(poolOf(r.state, 0)).toEqual(['red-triangle', 'blue-circle', 'yellow-square']);
  });

  it('the card rune, not the level\'s rune: a square card at level 3 stores a square', () => {
    const r = step(focus(3, 'black-square', { pools: [['red-circle', 'blue-square'], []] }), cast('focus', 3));
    expect(r.events[1]).toEqual({ type: 'materia-stored', player: 0, materia: 'blue-square', from: 'pool', space: 0 });
    expect(poolOf(r.state, 0)).toEqual(['red-circle']);
  });

  it('limits: no pool materia of the card rune → not-usable; level 4 on a level-3 card; learned today; wrong phase', () => {
    const s = focus(3, 'black-square', { pools: [['red-circle', 'red-triangle'], []], altar: ['blue-square'] });
    expectRefused(s, { type: 'cast', player: 0, spell: 'focus', level: 3 }, 'not-usable', null);
    expectRefused(s, { type: 'cast', player: 0, spell: 'focus', level: 4 }, 'level-unavailable', 'level');
    const today = focus(3, 'black-square', { pools: [['red-square'], []], learned: [[{ spell: 'focus', level: 3, card: 'black-square', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'focus', level: 3 }, 'learned-today', 'spell');
    expectRefused(focus(3, 'black-square', { phase: 'midday', pools: [['red-square'], []] }), { type: 'cast', player: 0, spell: 'focus', level: 3 }, 'wrong-phase', 'spell');
  });
});

describe('Focus L4: store 2 OR take 1, of the card rune', () => {
  const both = (): GameState => focus(4, 'black-circle', {
    pools: [['red-circle', 'blue-circle', 'yellow-triangle'], []],
    altar: ['green-circle', 'purple-triangle', 'white-square'],
    nextDraws: copies('red-square', 5),
  });

  it('both modes possible: a mode decision', () => {
    const c = step(both(), cast('focus', 4));
    expect(c.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'focus', level: 4 }]);
    expect(effect(c.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'focus', level: 4,
      step: {
        step: 'mode',
        modes: [
          { mode: 'store', steps: [{ step: 'store', count: 2, filter: { rune: 'circle' } }] },
          { mode: 'take', steps: [{ step: 'take', count: 1, taker: 0, filter: { rune: 'circle' } }] },
        ],
      },
    });
    expect(legalActions(c.state)).toEqual([{ type: 'mode', player: 0, mode: 'store' }, { type: 'mode', player: 0, mode: 'take' }]);
    expectRefused(c.state, { type: 'mode', player: 0, mode: 'swap' }, 'not-an-option', null);
  });

  it('take: 1 altar materia of the card rune into the pool', () => {
    const c = step(both(), cast('focus', 4));
    const r = step(c.state, { type: 'mode', player: 0, mode: 'take' });
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'green-circle', 'blue-circle', 'yellow-triangle']);
    expect(board(r.state)).toEqual([]);
  });

  it('store: 2 pool materia of the card rune', () => {
    const c = step(both(), cast('focus', 4));
    const m = step(c.state, { type: 'mode', player: 0, mode: 'store' });
    expect(m.events).toEqual([{ type: 'mode-chosen', player: 0, mode: 'store' }]);
    expect(effect(m.state).step).toEqual({ step: 'store', count: 2, filter: { rune: 'circle' } });
    expect(legalActions(m.state)).toEqual([pick('red-circle'), pick('blue-circle')]);
    const r = step(m.state, pick('blue-circle'));
    expect(types(r.events).slice(0, 3)).toEqual(['materia-stored', 'materia-stored', 'day-ended']);
    expect(board(r.state)).toEqual(['blue-circle', 'red-circle']);
    expect(poolOf(r.state, 0)).toEqual(['yellow-triangle']);
    expect(altarOf(r.state)).toContain('green-circle');
  });

  it('only take possible (no card-rune materia in the pool): take is chosen automatically', () => {
    const s = focus(4, 'black-circle', { pools: [['red-triangle'], []], altar: ['green-circle', 'green-circle', 'red-square'] });
    const r = step(s, cast('focus', 4));
    expect(r.events.slice(0, 4)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 4 },
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-triangle', 'green-circle']);
  });

  it('only store possible (a full pool cannot take): store is chosen automatically', () => {
    const s = focus(4, 'black-circle', { pools: [NINE_PURPLE, []], altar: ['green-circle'] });
    const r = step(s, cast('focus', 4));
    expect(types(r.events).slice(0, 5)).toEqual(['spell-cast', 'mode-chosen', 'materia-stored', 'materia-stored', 'day-ended']);
    expect(r.events[1]).toEqual({ type: 'mode-chosen', player: 0, mode: 'store' });
    expect(board(r.state)).toEqual(['purple-circle', 'purple-circle']);
    expect(poolOf(r.state, 0)).toEqual([...copies('purple-circle', 3), ...copies('purple-triangle', 4)]);
  });

  it('only store possible (no card-rune materia on the altar): store is chosen automatically', () => {
    const s = focus(4, 'black-circle', { pools: [['red-circle'], []], altar: ['green-square', 'green-triangle'] });
    const r = step(s, cast('focus', 4));
    expect(r.events.slice(0, 5)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 4 },
      { type: 'mode-chosen', player: 0, mode: 'store' },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'pool', space: 0 },
      { type: 'step-skipped', player: 0, step: 'store', remaining: 1 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
  });

  it('limits: neither mode can move anything → not-usable; level 5 on a level-4 card; a level-4 card offers 3 and 4', () => {
    const none = focus(4, 'black-circle', { pools: [['red-square'], []], altar: ['green-square'] });
    expectRefused(none, { type: 'cast', player: 0, spell: 'focus', level: 4 }, 'not-usable', null);
    expectRefused(none, { type: 'cast', player: 0, spell: 'focus', level: 3 }, 'not-usable', null);
    const s = both();
    expect(casts(s)).toEqual([cast('focus', 3), cast('focus', 4)]);
    expectRefused(s, { type: 'cast', player: 0, spell: 'focus', level: 5 }, 'level-unavailable', 'level');
    // only the take would move something: level 3 (store only) is not offered
    const takeOnly = focus(4, 'black-circle', { pools: [['red-triangle'], []], altar: ['green-circle'] });
    expect(casts(takeOnly)).toEqual([cast('focus', 4)]);
  });
});

describe('Focus L5: store 3 OR take 2, of the card rune', () => {
  it('take 2: picks among altar materia of the card rune only', () => {
    const s = focus(5, 'black-square', { pools: [[], []], altar: ['red-square', 'blue-square', 'green-circle', 'yellow-square'] });
    const c = step(s, cast('focus', 5));
    // nothing to store from an empty pool: take is chosen automatically
    expect(c.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 5 },
      { type: 'mode-chosen', player: 0, mode: 'take' },
    ]);
    expect(effect(c.state).step).toEqual({ step: 'take', count: 2, taker: 0, filter: { rune: 'square' } });
    expect(legalActions(c.state)).toEqual([pick('red-square'), pick('blue-square'), pick('yellow-square')]);
    expectRefused(c.state, pick('green-circle'), 'not-an-option', null);
    const one = step(c.state, pick('red-square'));
    expect(one.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'red-square' }]);
    const two = step(one.state, pick('yellow-square'));
    expect(two.events[0]).toEqual({ type: 'materia-taken', player: 0, materia: 'yellow-square' });
    expect(poolOf(two.state, 0)).toEqual(['red-square', 'yellow-square']);
  });

  it('take 2 with a pool of 8: takes 1, then the pool is full and the rest is skipped', () => {
    const pool = [...copies('purple-circle', 5), ...copies('purple-triangle', 3)];
    const s = focus(5, 'black-square', { pools: [pool, []], altar: ['red-square', 'blue-square'] });
    const c = step(s, cast('focus', 5));
    const r = step(c.state, pick('blue-square'));
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'materia-taken', player: 0, materia: 'blue-square' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toHaveLength(9);
    expect(altarOf(r.state)).toContain('red-square');
  });

  it('take 2 with 1 altar materia of the card rune (altar short): takes it, the other take is skipped', () => {
    const s = focus(5, 'black-square', { pools: [['red-circle'], []], altar: ['blue-square', 'green-circle', 'yellow-triangle'] });
    const r = step(s, cast('focus', 5));
    expect(r.events.slice(0, 5)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 5 },
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'blue-square' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'blue-square']);
  });

  it('store 3 with 1 space left: stores 1, triggers the end, skips 2; the action finishes and the Day ends', () => {
    const s = focus(5, 'black-square', { familiars: [THIRTEEN_WHITE, []], pools: [['red-square', 'blue-square', 'yellow-square'], []], altar: ['green-circle'] });
    const c = step(s, cast('focus', 5));
    expect(c.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 5 },
      { type: 'mode-chosen', player: 0, mode: 'store' },
    ]);
    const r = step(c.state, pick('blue-square'));
    expect(r.events.slice(0, 4)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'blue-square', from: 'pool', space: 13 },
      { type: 'game-end-triggered', player: 0, reason: 'familiar-full' },
      { type: 'step-skipped', player: 0, step: 'store', remaining: 2 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
    expect(r.state.active).toBe(1);
    expect(poolOf(r.state, 0)).toEqual(['red-square', 'yellow-square']);
  });

  it('store 3 of the card rune', () => {
    const s = focus(5, 'black-triangle', { pools: [['red-triangle', 'red-triangle', 'blue-triangle', 'green-circle'], []], altar: [] });
    const c = step(s, cast('focus', 5));
    const r = step(c.state, pick('blue-triangle'));
    expect(types(r.events).slice(0, 3)).toEqual(['materia-stored', 'materia-stored', 'materia-stored']);
    expect(board(r.state)).toEqual(['blue-triangle', 'red-triangle', 'red-triangle']);
    expect(poolOf(r.state, 0)).toEqual(['green-circle']);
  });

  it('limits: fallback to L3/L4 from a level-5 card; learned today; wrong phase', () => {
    const s = focus(5, 'black-square', { pools: [['red-square'], []], altar: ['blue-square'] });
    expect(casts(s)).toEqual([cast('focus', 3), cast('focus', 4), cast('focus', 5)]);
    const r = step(s, cast('focus', 3));
    expect(types(r.events).slice(0, 3)).toEqual(['spell-cast', 'materia-stored', 'day-ended']);
    expect(levelOf(r.state, 'focus')).toBe(5);
    const today = focus(5, 'black-square', { pools: [['red-square'], []], learned: [[{ spell: 'focus', level: 5, card: 'black-square', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'focus', level: 5 }, 'learned-today', 'spell');
    expectRefused(focus(5, 'black-square', { phase: 'morning', pools: [['red-square'], []] }), { type: 'cast', player: 0, spell: 'focus', level: 5 }, 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
// Feast (Midday). L4: take 1 and store it. L3: take 1 whose colour matches a materia on the
// player's familiar board. L5: no action of its own (L3, L4 stay usable); at the end, +1 point
// per different colour on the familiar board (0 to 7) instead of fixed points.
// ---------------------------------------------------------------------------------------------

function feast(level: Level, setup: Partial<RiggedSetup>): GameState {
  return riggedGame({ spells: 'set3', phase: 'midday',
    learned: [[{ spell: 'feast', level, card: 'black-triangle' }], []],
    pools: [[], []],
    ...setup });
}

describe('Feast L3: take 1 of a colour on the familiar board', () => {
  it('offers only altar materia of colours present on the board', () => {
    const s = feast(3, {
      familiars: [['red-circle', 'blue-square'], []],
      altar: ['red-triangle', 'green-circle', 'blue-circle', 'yellow-square'],
      pools: [['white-circle'], []],
    });
    const c = step(s, cast('feast', 3));
    expect(effect(c.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'feast', level: 3,
      step: { step: 'take', count: 1, taker: 0, filter: { familiarColour: true } },
    });
    expect(legalActions(c.state)).toEqual([pick('red-triangle'), pick('blue-circle')]);
    expectRefused(c.state, pick('green-circle'), 'not-an-option', null);
    const r = step(c.state, pick('blue-circle'));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'blue-circle' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['white-circle', 'blue-circle']);
    expect(altarOf(r.state)).toEqual(['red-triangle', 'green-circle', 'yellow-square']);
    expect(board(r.state)).toEqual(['red-circle', 'blue-square']);
  });

  it('limits: empty board, no board colour on the altar, or a full pool → not-usable; level 4 on a level-3 card; learned today; wrong phase', () => {
    expectRefused(feast(3, { familiars: [[], []], altar: ['red-circle'] }), { type: 'cast', player: 0, spell: 'feast', level: 3 }, 'not-usable', null);
    expectRefused(feast(3, { familiars: [['blue-circle'], []], altar: ['red-circle', 'green-circle'] }), { type: 'cast', player: 0, spell: 'feast', level: 3 }, 'not-usable', null);
    expectRefused(feast(3, { familiars: [['red-square'], []], altar: ['red-circle'], pools: [NINE_PURPLE, []] }), { type: 'cast', player: 0, spell: 'feast', level: 3 }, 'not-usable', null);
    expectRefused(feast(3, { familiars: [['red-square'], []], altar: ['red-circle'] }), { type: 'cast', player: 0, spell: 'feast', level: 4 }, 'level-unavailable', 'level');
    const today = feast(3, { familiars: [['red-square'], []], altar: ['red-circle'], learned: [[{ spell: 'feast', level: 3, card: 'black-triangle', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'feast', level: 3 }, 'learned-today', 'spell');
    expectRefused(feast(3, { phase: 'evening', familiars: [['red-square'], []], altar: ['red-circle'] }), { type: 'cast', player: 0, spell: 'feast', level: 3 }, 'wrong-phase', 'spell');
  });
});

describe('Feast L4: take 1 and store it', () => {
  it('stores an altar materia straight onto the board, even with a full pool', () => {
    const s = feast(4, { pools: [NINE_PURPLE, []], altar: ['red-circle', 'blue-square'], familiars: [['green-circle'], []] });
    expect(casts(s)).toEqual([cast('feast', 4)]);
    const c = step(s, cast('feast', 4));
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'feast', level: 4, step: { step: 'take-store', count: 1 } });
    expect(legalActions(c.state)).toEqual([pick('red-circle'), pick('blue-square')]);
    const r = step(c.state, pick('blue-square'));
    expect(r.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'blue-square', from: 'altar', space: 1 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(board(r.state)).toEqual(['green-circle', 'blue-square']);
    expect(poolOf(r.state, 0)).toEqual(NINE_PURPLE);
    expect(altarOf(r.state)).toEqual(['red-circle']);
  });

  it('filling the 14th space triggers the end and the Day goes on', () => {
    const r = step(feast(4, { familiars: [THIRTEEN_WHITE, []], altar: ['green-circle'] }), cast('feast', 4));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'feast', level: 4 },
      { type: 'materia-stored', player: 0, materia: 'green-circle', from: 'altar', space: 13 },
      { type: 'game-end-triggered', player: 0, reason: 'familiar-full' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
  });

  it('limits: empty altar → not-usable at L4 and L3; level 5 on a level-4 card', () => {
    const s = feast(4, { altar: [], familiars: [['red-circle'], []] });
    expectRefused(s, { type: 'cast', player: 0, spell: 'feast', level: 4 }, 'not-usable', null);
    expectRefused(s, { type: 'cast', player: 0, spell: 'feast', level: 3 }, 'not-usable', null);
    expectRefused(feast(4, { altar: ['red-circle'] }), { type: 'cast', player: 0, spell: 'feast', level: 5 }, 'level-unavailable', 'level');
  });
});

describe('Feast L5: no action of its own; L3 and L4 stay usable; +1 per colour on the board', () => {
  it('level 5 has no effect (level-unavailable); levels 3 and 4 are offered and work, the card stays at 5', () => {
    const s = feast(5, { familiars: [['red-circle'], []], altar: ['red-triangle', 'blue-circle'] });
    expect(casts(s)).toEqual([cast('feast', 3), cast('feast', 4)]);
    expectRefused(s, { type: 'cast', player: 0, spell: 'feast', level: 5 }, 'level-unavailable', 'level');
    const three = step(s, cast('feast', 3));
    // only the red triangle matches a board colour: taken at once
    expect(types(three.events)).toEqual(['spell-cast', 'materia-taken', 'phase-started']);
    expect(poolOf(three.state, 0)).toEqual(['red-triangle']);
    expect(levelOf(three.state, 'feast')).toBe(5);
    const four = step(s, cast('feast', 4));
    const r = step(four.state, pick('blue-circle'));
    expect(board(r.state)).toEqual(['red-circle', 'blue-circle']);
    expect(levelOf(r.state, 'feast')).toBe(5);
  });

  it('scores +1 per different colour on the familiar board instead of fixed points (L3 and L4: 2)', () => {
    const familiar: MateriaKind[] = ['red-circle', 'red-triangle', 'blue-square', 'yellow-circle', 'green-circle', 'green-square'];
    const score = (level: Level, fam: MateriaKind[]): unknown =>
      scoreGame(feast(level, { familiars: [fam, []] })).players[0]?.spells.find((x) => x.spell === 'feast');
    expect(score(5, familiar)).toEqual({ spell: 'feast', level: 5, points: 4, variable: true });
    expect(score(5, [])).toEqual({ spell: 'feast', level: 5, points: 0, variable: true });
    const seven: MateriaKind[] = ['red-circle', 'purple-circle', 'green-circle', 'black-circle', 'white-circle', 'blue-circle', 'yellow-circle'];
    expect(score(5, seven)).toEqual({ spell: 'feast', level: 5, points: 7, variable: true });
    expect(score(4, familiar)).toEqual({ spell: 'feast', level: 4, points: 2, variable: false });
    expect(score(3, familiar)).toEqual({ spell: 'feast', level: 3, points: 2, variable: false });
    // the familiar board's own value is added on top (6 stored → 7)
    expect(scoreGame(feast(5, { familiars: [familiar, []] })).players[0]?.total).toBe(4 + 7);
  });

  it('limits: with nothing possible at L3 or L4 no Feast cast is offered; learned today', () => {
    const s = feast(5, { altar: [], familiars: [['red-circle'], []] });
    expect(casts(s)).toEqual([]);
    const today = feast(5, { altar: ['red-circle'], familiars: [['red-circle'], []], learned: [[{ spell: 'feast', level: 5, card: 'black-triangle', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'feast', level: 4 }, 'learned-today', 'spell');
    expectRefused(today, { type: 'cast', player: 0, spell: 'feast', level: 5 }, 'learned-today', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
// Interactions of the black spells with Mirage (rules §7 Mirage: takes of any kind into the
// owner's pool trigger; materia taken from the altar onto the owner's familiar board trigger in
// the printed rules, not in the digital reading: profile point P5).
// ---------------------------------------------------------------------------------------------

describe('black spells and Mirage', () => {
  const withMirageOptions = (level: Level, setup: Partial<RiggedSetup>) => ({ spells: 'set3', phase: 'midday',
    learned: [[{ spell: 'feast', level, card: 'black-triangle' }, { spell: 'mirage', level: 4, card: 'blue-circle' }], []],
    pools: [[], []],
    ...setup }) as const;
  const withMirage = (level: Level, setup: Partial<RiggedSetup>): GameState => riggedGame(withMirageOptions(level, setup));

  it('Feast L3 takes into the pool: a card-rune take makes the owner draw 2 (Mirage L4)', () => {
    const s = withMirage(3, { familiars: [['red-square'], []], altar: ['red-circle'], nextDraws: ['white-triangle', 'white-square'] });
    const r = step(s, cast('feast', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'feast', level: 3 },
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'white-triangle' },
      { type: 'materia-drawn', player: 0, materia: 'white-square' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
  });

  it('Feast L4 stores straight from the altar: Mirage triggers in the printed rules (a take for the owner), not in the digital reading', () => {
    const s = withMirage(4, { altar: ['red-circle'], nextDraws: ['white-triangle', 'white-square'] });
    const printed = step(s, cast('feast', 4));
    expect(types(printed.events)).toEqual(['spell-cast', 'materia-stored', 'spell-triggered', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expect(poolOf(printed.state, 0)).toEqual(['white-triangle', 'white-square']);
    const digital = step(riggedGame({ ...withMirageOptions(4, { altar: ['red-circle'], nextDraws: ['white-triangle', 'white-square'] }), rules: 'digital' }), cast('feast', 4));
    expect(types(digital.events)).toEqual(['spell-cast', 'materia-stored', 'phase-started']);
    expect(poolOf(digital.state, 0)).toEqual([]);
    expect(digital.state.pouchTop).toEqual(['white-triangle', 'white-square']);
  });

  it('Focus take mode triggers Mirage for a take of its card rune', () => {
    const s = riggedGame({ spells: ['eruption', 'sharing', 'cure', 'focus', 'storm', 'mirage', 'knowledge'], phase: 'evening',
      learned: [[{ spell: 'focus', level: 4, card: 'black-circle' }, { spell: 'mirage', level: 3, card: 'blue-circle' }], []],
      pools: [[], []],
      altar: ['green-circle'],
      nextDraws: ['white-triangle'] });
    const r = step(s, cast('focus', 4));
    expect(r.events.slice(0, 6)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 4 },
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 3 },
      { type: 'materia-drawn', player: 0, materia: 'white-triangle' },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
  });
});

describe('black points (the cards: Offering 2/4/6, Focus 3/4/5, Feast 2/2/*)', () => {
  it('each fixed level scores its printed points', () => {
    for (const spell of ['offering', 'focus', 'feast'] as const) {
      for (const level of LEVELS) {
        const points = fixedPoints(spell, level);
        if (points === null) continue;
        const s = riggedGame({
          spells: printedSet(card(spell).set), learned: [[learned(spell, level, 'black-circle')], []],
          familiars: [['red-circle'], []],
        });
        expect(scoreGame(s).players[0]?.spells).toEqual([{ spell, level, points, variable: false }]);
      }
    }
  });
});
