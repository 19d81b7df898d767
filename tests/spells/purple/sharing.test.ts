// Sharing (purple, Morning): L5 takes 3, L4 takes 2, L3 takes 1 then draws 1; then each other
// player draws 1 unless their pool is full; with legality and partial completion (rules §1, §2).
import { describe, expect, it } from 'vitest';
import {
  LEVELS, currentDecision, kindsOf, legalActions, total, type Level, type MateriaKind, type RiggedSpell,
} from '../../../src/index.js';
import {
  MIDDAY_1, NINE_WHITE, assertConserved, cast, casts, copies, effect, emptySeats, expectNotUsable, expectRefused,
  forSeat, learned, levelsListed, pick, poolOf, rig, riggedGame, sorted, step, types,
} from '../../kit/index.js';

describe('Sharing (Morning): L5 take 3, L4 take 2, L3 take 1 then draw 1; then each other player draws 1 unless full', () => {
  const shr = (level: Level, day?: number): RiggedSpell => learned('sharing', level, 'purple-triangle', day);
  const DRAWS: MateriaKind[] = ['green-circle', 'green-triangle', 'green-square', 'black-circle', 'black-triangle'];

  it('L3, 3 players: take 1 (the actor\'s choice), then draw 1, then seats 1 and 2 draw 1 each', () => {
    const s = riggedGame({
      players: 3, spells: 'set2', altar: ['red-circle', 'blue-square'], pools: emptySeats(3),
      learned: forSeat(3, 0, [shr(3)]), nextDraws: DRAWS,
    });
    const r1 = step(s, cast('sharing', 3));
    expect(r1.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'sharing', level: 3 }]);
    expect(currentDecision(r1.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'sharing', level: 3, step: { step: 'take', count: 1, taker: 0 },
    });
    expect(legalActions(r1.state)).toEqual([pick('red-circle'), pick('blue-square')]);
    const r2 = step(r1.state, pick('blue-square'));
    expect(r2.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'blue-square' },
      { type: 'materia-drawn', player: 0, materia: 'green-circle' },
      { type: 'materia-drawn', player: 1, materia: 'green-triangle' },
      { type: 'materia-drawn', player: 2, materia: 'green-square' },
      MIDDAY_1,
    ]);
    expect(poolOf(r2.state, 0)).toEqual(['green-circle', 'blue-square']);
    expect(poolOf(r2.state, 1)).toEqual(['green-triangle']);
    expect(poolOf(r2.state, 2)).toEqual(['green-square']);
    expect(kindsOf(r2.state.altar)).toEqual(['red-circle']);
    assertConserved(r2.state);
  });

  it('L4: take 2, then the other player draws 1 (no draw for the actor)', () => {
    const s = riggedGame({
      spells: 'set2', altar: ['red-circle', 'blue-square', 'blue-square'],
      pools: [['yellow-circle'], ['yellow-square']], learned: forSeat(2, 0, [shr(4)]), nextDraws: DRAWS,
    });
    let r = step(s, cast('sharing', 4));
    expect(effect(r.state).step).toEqual({ step: 'take', count: 2, taker: 0 });
    r = step(r.state, pick('blue-square'));
    expect(effect(r.state).step).toEqual({ step: 'take', count: 1, taker: 0 });
    r = step(r.state, pick('red-circle'));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'materia-drawn', player: 1, materia: 'green-circle' },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(sorted(['yellow-circle', 'blue-square', 'red-circle']));
    expect(poolOf(r.state, 1)).toEqual(sorted(['yellow-square', 'green-circle']));
    expect(kindsOf(r.state.altar)).toEqual(['blue-square']);
    assertConserved(r.state);
  });

  it('L5: take 3 (one kind on the altar: automatic), then the others draw', () => {
    const s = riggedGame({
      players: 3, spells: 'set2', altar: copies('white-triangle', 4), pools: emptySeats(3),
      learned: forSeat(3, 0, [shr(5)]), nextDraws: DRAWS,
    });
    expect(levelsListed(s, 'sharing')).toEqual([3, 4, 5]);
    const r = step(s, cast('sharing', 5));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sharing', level: 5 },
      ...copies('white-triangle', 3).map((materia) => ({ type: 'materia-taken', player: 0, materia })),
      { type: 'materia-drawn', player: 1, materia: 'green-circle' },
      { type: 'materia-drawn', player: 2, materia: 'green-triangle' },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(copies('white-triangle', 3));
    expect(kindsOf(r.state.altar)).toEqual(['white-triangle']);
    assertConserved(r.state);
  });

  it('fallback: a level-5 card cast at level 3 takes 1 and draws 1', () => {
    const s = riggedGame({
      spells: 'set2', altar: copies('white-triangle', 4), pools: emptySeats(2), learned: forSeat(2, 0, [shr(5)]),
      nextDraws: DRAWS,
    });
    const r = step(s, cast('sharing', 3));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-taken', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['green-circle', 'white-triangle']);
    expect(poolOf(r.state, 1)).toEqual(['green-triangle']);
    assertConserved(r.state);
  });

  it('4 players, actor seat 1: seats 2, 3, 0 draw in that order; a full pool is skipped (step-skipped)', () => {
    const s = riggedGame({
      players: 4, spells: 'set2', active: 1, altar: ['red-square'], pools: [[], [], [], NINE_WHITE],
      learned: forSeat(4, 1, [shr(4)]), nextDraws: DRAWS,
    });
    const r = step(s, cast('sharing', 4, 1));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 1, spell: 'sharing', level: 4 },
      { type: 'materia-taken', player: 1, materia: 'red-square' },
      { type: 'step-skipped', player: 1, step: 'take', remaining: 1 },
      { type: 'materia-drawn', player: 2, materia: 'green-circle' },
      { type: 'step-skipped', player: 3, step: 'others-draw', remaining: 1 },
      { type: 'materia-drawn', player: 0, materia: 'green-triangle' },
      { type: 'phase-started', player: 1, phase: 'midday', day: 1 },
    ]);
    expect(poolOf(r.state, 3).length).toBe(9);
    expect(poolOf(r.state, 0)).toEqual(['green-triangle']);
    expect(poolOf(r.state, 2)).toEqual(['green-circle']);
    assertConserved(r.state);
  });

  it('with the actor\'s pool full it is legal when another player can draw: the takes are skipped, the others draw', () => {
    const s = riggedGame({
      spells: 'set2', altar: ['red-square'], pools: [NINE_WHITE, []], learned: forSeat(2, 0, [shr(5)]), nextDraws: DRAWS,
    });
    expect(levelsListed(s, 'sharing')).toEqual([3, 4, 5]);
    const r = step(s, cast('sharing', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sharing', level: 3 },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      { type: 'materia-drawn', player: 1, materia: 'green-circle' },
      MIDDAY_1,
    ]);
    expect(kindsOf(r.state.altar)).toEqual(['red-square']);
    assertConserved(r.state);
  });

  it('L3 with an empty altar: the take is skipped, the draw and the others\' draws happen', () => {
    const s = riggedGame({ spells: 'set2', altar: [], pools: emptySeats(2), learned: forSeat(2, 0, [shr(3)]), nextDraws: DRAWS });
    expect(levelsListed(s, 'sharing')).toEqual([3]);
    const r = step(s, cast('sharing', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sharing', level: 3 },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      { type: 'materia-drawn', player: 0, materia: 'green-circle' },
      { type: 'materia-drawn', player: 1, materia: 'green-triangle' },
      MIDDAY_1,
    ]);
    assertConserved(r.state);
  });

  it('not legal when every pool is full', () => {
    const other: MateriaKind[] = [...copies('black-circle', 5), ...copies('black-square', 4)];
    const s = riggedGame({ spells: 'set2', altar: ['red-square'], pools: [NINE_WHITE, other], learned: forSeat(2, 0, [shr(5)]) });
    expect(casts(s)).toEqual([]);
    for (const level of LEVELS) expectNotUsable(s, 'sharing', level);
  });

  it('with pouch and discard empty, L3 still takes; its draw and the others\' draws are lost', () => {
    const s = riggedGame({
      players: 3, spells: 'set2',
      ...rig({ altar: [], pools: emptySeats(3), learned: forSeat(3, 0, [shr(3)]), pouch: [], rest: 'altar' }),
    });
    expect(total(s.pouch) + total(s.discard)).toBe(0);
    // many kinds on the altar: the take waits for the actor's choice
    const r1 = step(s, cast('sharing', 3));
    const r2 = step(r1.state, pick('yellow-square'));
    expect(r2.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'yellow-square' },
      { type: 'draw-lost', to: 'pool' },
      { type: 'draw-lost', to: 'pool' },
      { type: 'draw-lost', to: 'pool' },
      MIDDAY_1,
    ]);
    expect(poolOf(r2.state, 0)).toEqual(['yellow-square']);
    expect(poolOf(r2.state, 1).length + poolOf(r2.state, 2).length).toBe(0);
    assertConserved(r2.state);
  });

  it('with an empty altar L4 is legal only through the others\' draws', () => {
    const s = riggedGame({ spells: 'set2', altar: [], pools: emptySeats(2), learned: forSeat(2, 0, [shr(4)]), nextDraws: DRAWS });
    const r = step(s, cast('sharing', 4));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sharing', level: 4 },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 2 },
      { type: 'materia-drawn', player: 1, materia: 'green-circle' },
      MIDDAY_1,
    ]);
    assertConserved(r.state);
  });

  it('a level above the card → level-unavailable; learned today → learned-today; not Morning → wrong-phase', () => {
    const s = riggedGame({ spells: 'set2', altar: ['red-square'], pools: emptySeats(2), learned: forSeat(2, 0, [shr(3)]) });
    expect(levelsListed(s, 'sharing')).toEqual([3]);
    expectRefused(s, cast('sharing', 4), 'level-unavailable', 'level');
    expectRefused(s, cast('sharing', 5), 'level-unavailable', 'level');
    const today = riggedGame({
      spells: 'set2', altar: ['red-square'], pools: emptySeats(2), learned: forSeat(2, 0, [shr(5, 1)]),
    });
    expect(casts(today)).toEqual([]);
    expectRefused(today, cast('sharing', 5), 'learned-today', 'spell');
    const evening = riggedGame({
      spells: 'set2', phase: 'evening', altar: ['red-square'], pools: emptySeats(2), learned: forSeat(2, 0, [shr(5)]),
    });
    expectRefused(evening, cast('sharing', 3), 'wrong-phase', 'spell');
  });
});

