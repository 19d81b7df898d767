// Cure (green, Midday). L3 / L4 / L5: draw 1 / 2 / 3, then discard 1 / 2 / 3 (the full number, even
// if fewer were drawn; if the pool holds fewer, discard all).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/index.js';
import {
  NINE_PURPLE, cast, casts, copies, discardOf, effect, expectIdle, expectRefused, pick, poolOf, rig, riggedGame,
  step, types,
} from '../../kit/index.js';
import { cure } from './positions.js';

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
