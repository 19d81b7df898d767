// Rules §1 (Take N, Draw N, Discard: pouch refill and lost draws), §2 (legality, partial
// completion) and §4 Morning: the primary actions Take 1 and Draw 2.
import { describe, expect, it } from 'vitest';
import { countsOf, kindsOf, legalActions, total, type MateriaKind } from '../../src/index.js';
import { copies, expectRefused, poolOf, riggedGame, step, types } from '../kit/index.js';

const NINE: MateriaKind[] = [...copies('red-circle', 3), ...copies('blue-square', 3), ...copies('green-triangle', 3)];
const EIGHT: MateriaKind[] = NINE.slice(1);

describe('Take 1', () => {
  it('moves the chosen altar materia into the pool and ends the Morning', () => {
    const s = riggedGame({ altar: ['red-circle', 'red-circle', 'blue-square'], pools: [['yellow-square'], []] });
    const r = step(s, { type: 'take', player: 0, materia: 'red-circle' });
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(kindsOf(r.state.altar)).toEqual(['red-circle', 'blue-square']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'yellow-square']);
    expect(r.state.phase).toBe('midday');
    expect(r.state.phaseActions).toBe(0);
    expect(r.state.pouch).toBe(s.pouch);
    expect(r.state.rng).toBe(s.rng);
    expect(r.state.players[1]).toBe(s.players[1]);
  });

  it('legalActions lists each distinct altar kind once, in kind order, then Draw 2 and pass', () => {
    const s = riggedGame({
      altar: ['blue-square', 'red-circle', 'red-circle', 'blue-square', 'yellow-triangle'], pools: [[], []],
    });
    expect(legalActions(s)).toEqual([
      { type: 'take', player: 0, materia: 'red-circle' },
      { type: 'take', player: 0, materia: 'blue-square' },
      { type: 'take', player: 0, materia: 'yellow-triangle' },
      { type: 'draw', player: 0 },
      { type: 'pass', player: 0 },
    ]);
  });

  it('a kind not on the altar is refused with not-on-altar', () => {
    const s = riggedGame({ altar: ['red-circle'], pools: [[], []] });
    expectRefused(s, { type: 'take', player: 0, materia: 'red-square' }, 'not-on-altar', 'materia');
  });

  it('with an empty altar no take is listed', () => {
    const s = riggedGame({ altar: [], pools: [[], []] });
    expect(legalActions(s)).toEqual([{ type: 'draw', player: 0 }, { type: 'pass', player: 0 }]);
    expectRefused(s, { type: 'take', player: 0, materia: 'red-circle' }, 'not-on-altar', 'materia');
  });

  it('with a full pool (9) Take 1 is not legal (pool-full) and not listed', () => {
    const s = riggedGame({ altar: ['white-circle', 'red-circle'], pools: [NINE, []] });
    expectRefused(s, { type: 'take', player: 0, materia: 'white-circle' }, 'pool-full');
    // pool-full is reported even for a kind that is not on the altar
    expectRefused(s, { type: 'take', player: 0, materia: 'black-circle' }, 'pool-full');
    expect(legalActions(s)).toEqual([{ type: 'pass', player: 0 }]);
  });

  it('with 8 in the pool Take 1 fills it to 9', () => {
    const s = riggedGame({ altar: ['white-circle'], pools: [EIGHT, []] });
    const r = step(s, { type: 'take', player: 0, materia: 'white-circle' });
    expect(total(r.state.players[0]?.pool ?? [])).toBe(9);
  });
});

describe('Draw 2', () => {
  it('draws 2 from the pouch into the pool and ends the Morning', () => {
    const s = riggedGame({ pools: [['yellow-square'], []], nextDraws: ['red-circle', 'blue-circle'] });
    const r = step(s, { type: 'draw', player: 0 });
    expect(r.events).toEqual([
      { type: 'materia-drawn', player: 0, materia: 'red-circle' },
      { type: 'materia-drawn', player: 0, materia: 'blue-circle' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'blue-circle', 'yellow-square']);
    expect(r.state.altar).toBe(s.altar);
  });

  it('draws at random with the seeded generator: same state, same draws', () => {
    const s = riggedGame({ seed: 'random-draw', pools: [[], []] });
    const a = step(s, { type: 'draw', player: 0 });
    const b = step(s, { type: 'draw', player: 0 });
    expect(a).toEqual(b);
    expect(total(a.state.players[0]?.pool ?? [])).toBe(2);
    expect(total(a.state.pouch)).toBe(total(s.pouch) - 2);
    expect(a.state.rng).not.toEqual(s.rng);
  });

  it('with 8 in the pool draws only 1 (partial completion by the pool limit)', () => {
    const s = riggedGame({ pools: [EIGHT, []], nextDraws: ['white-square', 'white-circle'] });
    const r = step(s, { type: 'draw', player: 0 });
    expect(r.events).toEqual([
      { type: 'materia-drawn', player: 0, materia: 'white-square' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(total(r.state.players[0]?.pool ?? [])).toBe(9);
    expect(r.state.pouchTop).toEqual(['white-circle']);
  });

  it('with a full pool Draw 2 is not legal (pool-full)', () => {
    const s = riggedGame({ pools: [NINE, []] });
    expectRefused(s, { type: 'draw', player: 0 }, 'pool-full');
  });

  it('when the pouch empties mid-draw, the whole discard goes back into the pouch and the draw goes on', () => {
    // The pouch holds 1 white-circle; the discard holds 2 yellow-squares; all else is on the altar.
    const s = riggedGame({ pools: [[], []], discard: copies('yellow-square', 2), pouch: ['white-circle'], rest: 'altar' });
    expect(total(s.pouch)).toBe(1);
    const r = step(s, { type: 'draw', player: 0 });
    expect(r.events).toEqual([
      { type: 'materia-drawn', player: 0, materia: 'white-circle' },
      { type: 'pouch-refilled', count: 2 },
      { type: 'materia-drawn', player: 0, materia: 'yellow-square' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(total(r.state.discard)).toBe(0);
    expect(kindsOf(r.state.pouch)).toEqual(['yellow-square']);
    expect(poolOf(r.state, 0)).toEqual(['white-circle', 'yellow-square']);
  });

  it('the refill happens at the draw that finds the pouch empty, even at the first draw', () => {
    const s = riggedGame({ pools: [[], []], discard: ['red-circle', 'blue-square'], pouch: [], rest: 'altar' });
    expect(total(s.pouch)).toBe(0);
    expect(legalActions(s)).toContainEqual({ type: 'draw', player: 0 });
    const r = step(s, { type: 'draw', player: 0 });
    expect(types(r.events)).toEqual(['pouch-refilled', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expect(r.events[0]).toEqual({ type: 'pouch-refilled', count: 2 });
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'blue-square']);
    expect(total(r.state.pouch) + total(r.state.discard)).toBe(0);
  });

  it('if the pouch empties with the discard empty, the rest of the draw is lost (draw-lost) and the action still counts', () => {
    const s = riggedGame({ pools: [[], []], pouch: ['black-triangle'], rest: 'altar' });
    const r = step(s, { type: 'draw', player: 0 });
    expect(r.events).toEqual([
      { type: 'materia-drawn', player: 0, materia: 'black-triangle' },
      { type: 'draw-lost', to: 'pool' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['black-triangle']);
    expect(r.state.phase).toBe('midday');
  });

  it('with pouch and discard both empty Draw 2 is not legal (nothing-to-draw) and not listed', () => {
    const s = riggedGame({ pools: [[], []], pouch: [], rest: 'altar' });
    expectRefused(s, { type: 'draw', player: 0 }, 'nothing-to-draw');
    expect(legalActions(s).some((a) => a.type === 'draw')).toBe(false);
    expect(legalActions(s).filter((a) => a.type === 'take').length).toBe(21);
  });

  it('rigged next draws alone make Draw 2 legal', () => {
    const s = riggedGame({ pools: [[], []], nextDraws: ['green-square'], pouch: [], rest: 'altar' });
    const r = step(s, { type: 'draw', player: 0 });
    expect(types(r.events)).toEqual(['materia-drawn', 'draw-lost', 'phase-started']);
    expect(r.state.pouchTop).toEqual([]);
  });

  it('pool-full is reported before nothing-to-draw', () => {
    expectRefused(riggedGame({ pools: [NINE, []], pouch: [], rest: 'altar' }), { type: 'draw', player: 0 }, 'pool-full');
  });
});

describe('Morning', () => {
  it('allows one action: after it the phase is Midday and Morning actions are refused', () => {
    const s = riggedGame({ altar: ['red-circle', 'red-square'], pools: [[], []] });
    const r = step(s, { type: 'take', player: 0, materia: 'red-circle' });
    expectRefused(r.state, { type: 'take', player: 0, materia: 'red-square' }, 'wrong-phase', 'type');
    expectRefused(r.state, { type: 'draw', player: 0 }, 'wrong-phase', 'type');
  });

  it('a refill brings back the whole discard (5 tokens) and the draws are made from it', () => {
    const s = riggedGame({ pools: [[], []], discard: copies('purple-square', 5), pouch: [], rest: 'altar' });
    const r = step(s, { type: 'draw', player: 0 });
    expect(r.events[0]).toEqual({ type: 'pouch-refilled', count: 5 });
    expect(countsOf(poolOf(r.state, 0))).toEqual(countsOf(copies('purple-square', 2)));
    expect(kindsOf(r.state.pouch)).toEqual(copies('purple-square', 3));
  });
});

// Spell effects are not implemented yet; these Morning rules need them.
// Morning with spells (§4):
// Covered with the spell effects in tests/spells/: Swiftness L5: two Morning actions (the same one may be repeated), with a pass allowed after the first
// Covered with the spell effects in tests/spells/: a Morning spell learned this Day is not usable this Day, by any route; it is from the next Day on
// Covered with the spell effects in tests/spells/: §2 partial completion of a take into the pool: stops when the altar has no fitting materia or the pool is full
