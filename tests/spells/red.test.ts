// The red spells (rules §7 Red, with §1 Discard/Draw, §2 legality and partial completion,
// §6 level fallback): Sacrifice, Eruption, Blaze.
import { describe, expect, it } from 'vitest';
import {
  LEVELS, currentDecision, deserialize, kindsOf, legalActions, serialize, total, type GameState, type Level,
  type MateriaKind, type RiggedSetup, type RiggedSpell,
} from '../../src/index.js';
import { RUNE_OF_LEVEL } from '../oracle/cards.js';
import {
  MIDDAY_1, assertConserved, cast, casts, copies, effect, emptySeats, expectNotUsable, expectRefused, forSeat,
  learned, levelsListed, pick, poolOf, rig, riggedGame, sorted, step, types,
} from '../kit/index.js';

const FOUR: MateriaKind[] = ['green-circle', 'green-triangle', 'green-square', 'black-circle'];

// ---------------------------------------------------------------------------------------------
describe('Sacrifice (Morning): level L discards 1 materia of rune R_L (a cost), then draws 4', () => {
  const sac = (level: Level, day?: number): RiggedSpell => learned('sacrifice', level, 'red-square', day);
  const at = (level: Level, pool: MateriaKind[], extra: RiggedSetup = {}): GameState =>
    riggedGame({
      spells: 'set1', altar: ['white-square'], pools: [pool, []], learned: forSeat(2, 0, [sac(level)]),
      nextDraws: FOUR, ...extra,
    });

  it('L3: discards the only circle (answered automatically), then draws 4; the Morning is over', () => {
    const s = at(3, ['red-circle', 'blue-square']);
    expect(levelsListed(s, 'sacrifice')).toEqual([3]);
    const r = step(s, cast('sacrifice', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sacrifice', level: 3 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-circle' },
      ...FOUR.map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(sorted(['blue-square', ...FOUR]));
    expect(kindsOf(r.state.discard)).toEqual(['red-circle']);
    expect(kindsOf(r.state.altar)).toEqual(['white-square']);
    expect(r.state.pouchTop).toEqual([]);
    expect(r.state.pending).toEqual([]);
    expect(r.state.phase).toBe('midday');
    expect(currentDecision(r.state)).toEqual({ kind: 'phase', player: 0, phase: 'midday', day: 1, actionsTaken: 0 });
    assertConserved(r.state);
  });

  it.each(LEVELS)('a card at level %i used at its own level discards only its rune', (level) => {
    const pool: MateriaKind[] = ['yellow-circle', 'yellow-triangle', 'yellow-square'];
    const s = at(level, pool);
    const r = step(s, cast('sacrifice', level));
    const discarded = r.events.filter((e) => e.type === 'materia-discarded');
    expect(discarded).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: `yellow-${RUNE_OF_LEVEL[level]}` }]);
    expect(poolOf(r.state, 0)).toEqual(sorted([...pool.filter((m) => m !== `yellow-${RUNE_OF_LEVEL[level]}`), ...FOUR]));
    assertConserved(r.state);
  });

  it('with two kinds of the rune, the discard is a pending decision of the actor (circles only)', () => {
    const s = at(3, ['red-circle', 'blue-circle', 'blue-circle', 'red-triangle']);
    const r1 = step(s, cast('sacrifice', 3));
    expect(r1.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'sacrifice', level: 3 }]);
    expect(currentDecision(r1.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'sacrifice', level: 3,
      step: { step: 'discard', count: 1, cost: true, filter: { rune: 'circle' } },
    });
    expect(legalActions(r1.state)).toEqual([pick('red-circle'), pick('blue-circle')]);
    expectRefused(r1.state, pick('red-triangle'), 'not-an-option');
    expectRefused(r1.state, { type: 'pass', player: 0 }, 'wrong-step');
    expectRefused(r1.state, { type: 'stop', player: 0 }, 'wrong-step');
    expectRefused(r1.state, pick('blue-circle', 1), 'not-your-turn', 'player');
    assertConserved(r1.state);
    const r2 = step(r1.state, pick('blue-circle'));
    expect(types(r2.events)).toEqual(['materia-discarded', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expect(poolOf(r2.state, 0)).toEqual(sorted(['red-circle', 'blue-circle', 'red-triangle', ...FOUR]));
    expect(kindsOf(r2.state.discard)).toEqual(['blue-circle']);
    assertConserved(r2.state);
  });

  it('fallback: a level-5 card discards a circle by casting at level 3 (and only that level is legal)', () => {
    const s = at(5, ['yellow-circle']);
    expect(casts(s)).toEqual([cast('sacrifice', 3)]);
    expectNotUsable(s, 'sacrifice', 5);
    expectNotUsable(s, 'sacrifice', 4);
    const r = step(s, cast('sacrifice', 3));
    expect(r.events[0]).toEqual({ type: 'spell-cast', player: 0, spell: 'sacrifice', level: 3 });
    expect(r.events[1]).toEqual({ type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' });
    expect(poolOf(r.state, 0)).toEqual(sorted(FOUR));
    // the card is untouched by the fallback
    expect(r.state.players[0]?.spells).toEqual([{ spell: 'sacrifice', level: 5, card: 'red-square', day: 0 }]);
    assertConserved(r.state);
  });

  it('fallback: a level-5 card with one materia of each rune lists levels 3, 4 and 5', () => {
    const s = at(5, ['black-circle', 'black-triangle', 'black-square']);
    expect(levelsListed(s, 'sacrifice')).toEqual([3, 4, 5]);
    const r = step(s, cast('sacrifice', 4));
    expect(r.events[1]).toEqual({ type: 'materia-discarded', from: 'pool', player: 0, materia: 'black-triangle' });
    assertConserved(r.state);
  });

  it('the discard comes first: with pouch and discard empty, the sacrificed materia comes back in its own draw, the rest is lost', () => {
    const s = riggedGame({
      spells: 'set1', pools: [['red-circle', 'yellow-square'], []], learned: forSeat(2, 0, [sac(3)]), pouch: [],
      rest: 'altar',
    });
    expect(total(s.pouch) + total(s.discard) + s.pouchTop.length).toBe(0);
    expect(levelsListed(s, 'sacrifice')).toEqual([3]);
    const r = step(s, cast('sacrifice', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sacrifice', level: 3 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-circle' },
      { type: 'pouch-refilled', count: 1 },
      { type: 'materia-drawn', player: 0, materia: 'red-circle' },
      { type: 'draw-lost', to: 'pool' },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'yellow-square']);
    expect(total(r.state.pouch) + total(r.state.discard)).toBe(0);
    expect(r.state.altar).toBe(s.altar);
    assertConserved(r.state);
  });

  it('the discard comes first: with an empty pouch the whole discard (sacrifice included) refills it', () => {
    const s = riggedGame({
      spells: 'set1', pools: [['red-circle', 'yellow-square'], []], learned: forSeat(2, 0, [sac(3)]),
      discard: ['blue-square', 'blue-square'], pouch: [], rest: 'altar',
    });
    const r = step(s, cast('sacrifice', 3));
    expect(types(r.events)).toEqual([
      'spell-cast', 'materia-discarded', 'pouch-refilled', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'draw-lost', 'phase-started',
    ]);
    expect(r.events[2]).toEqual({ type: 'pouch-refilled', count: 3 });
    expect(poolOf(r.state, 0)).toEqual(sorted(['red-circle', 'yellow-square', 'blue-square', 'blue-square']));
    expect(total(r.state.pouch) + total(r.state.discard)).toBe(0);
    assertConserved(r.state);
  });

  it('with 9 in the pool it is legal: discards 1, then draws 1 (pool stays at 9)', () => {
    const nine: MateriaKind[] = [...copies('blue-circle', 3), ...copies('blue-triangle', 3), ...copies('blue-square', 3)];
    const s = at(3, nine);
    expect(poolOf(s, 0).length).toBe(9);
    expect(levelsListed(s, 'sacrifice')).toEqual([3]);
    const r = step(s, cast('sacrifice', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sacrifice', level: 3 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'blue-circle' },
      { type: 'materia-drawn', player: 0, materia: 'green-circle' },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0).length).toBe(9);
    expect(r.state.pouchTop).toEqual(FOUR.slice(1));
    assertConserved(r.state);
  });

  it('"draw 4" with 6 in the pool after the discard draws 3 (pool limit 9)', () => {
    const seven: MateriaKind[] = ['white-circle', ...copies('blue-triangle', 3), ...copies('blue-square', 3)];
    const r = step(at(3, seven), cast('sacrifice', 3));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-discarded', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expect(poolOf(r.state, 0).length).toBe(9);
    expect(r.state.pouchTop).toEqual(['black-circle']);
    assertConserved(r.state);
  });

  it('cost not payable: no materia of the rune (or an empty pool) → not listed, refused not-usable', () => {
    for (const pool of [['blue-triangle', 'green-square'], []] as MateriaKind[][]) {
      const s = at(3, pool);
      expect(casts(s)).toEqual([]);
      expectNotUsable(s, 'sacrifice', 3);
    }
    // a level-4 card with only circles and squares: level 3 only
    const s4 = at(4, ['blue-circle', 'green-square']);
    expect(levelsListed(s4, 'sacrifice')).toEqual([3]);
    expectNotUsable(s4, 'sacrifice', 4);
  });

  it('a level above the card is refused with level-unavailable, even when its rune is in the pool', () => {
    const s = at(3, ['blue-circle', 'blue-triangle', 'blue-square']);
    expectRefused(s, cast('sacrifice', 4), 'level-unavailable', 'level');
    expectRefused(s, cast('sacrifice', 5), 'level-unavailable', 'level');
    const s4 = at(4, ['blue-circle', 'blue-triangle', 'blue-square']);
    expect(levelsListed(s4, 'sacrifice')).toEqual([3, 4]);
    expectRefused(s4, cast('sacrifice', 5), 'level-unavailable', 'level');
  });

  it('a Sacrifice learned today is not usable (learned-today)', () => {
    const s = riggedGame({ spells: 'set1', pools: [['red-circle'], []], learned: forSeat(2, 0, [sac(3, 1)]), day: 1 });
    expect(casts(s)).toEqual([]);
    expectRefused(s, cast('sacrifice', 3), 'learned-today', 'spell');
    // the same card, learned on Day 1, is usable on a later Day
    const later = riggedGame({
      spells: 'set1', pools: [['red-circle'], []], learned: forSeat(2, 0, [sac(3, 1)]), day: 3, nextDraws: FOUR,
    });
    expect(casts(later)).toEqual([cast('sacrifice', 3)]);
    expect(step(later, cast('sacrifice', 3)).state.phase).toBe('midday');
  });

  it('outside the Morning it is refused with wrong-phase', () => {
    for (const phase of ['midday', 'evening'] as const) {
      const s = at(3, ['red-circle'], { phase });
      expectRefused(s, cast('sacrifice', 3), 'wrong-phase', 'spell');
    }
    // and after it was used, the Morning is over
    const r = step(at(3, ['red-circle', 'red-circle']), cast('sacrifice', 3));
    expectRefused(r.state, cast('sacrifice', 3), 'wrong-phase', 'spell');
  });

  it('a player who has not learned it cannot cast it (not-learned)', () => {
    const s = riggedGame({ spells: 'set1', pools: [['red-circle'], []] });
    expectRefused(s, cast('sacrifice', 3), 'not-learned', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Eruption (Morning): L3 / L4 / L5 draw until the pool holds 4 / 5 / 6', () => {
  const TARGET = { 3: 4, 4: 5, 5: 6 } as const;
  const eru = (level: Level, day?: number): RiggedSpell => learned('eruption', level, 'red-circle', day);
  const at = (level: Level, pool: MateriaKind[], extra: RiggedSetup = {}): GameState =>
    riggedGame({ spells: 'set2', altar: ['white-square'], pools: [pool, []], learned: forSeat(2, 0, [eru(level)]), ...extra });

  it.each(LEVELS)('L%i from a pool of 1 draws up to its target, one materia at a time', (level) => {
    const draws: MateriaKind[] = ['yellow-circle', 'yellow-triangle', 'yellow-square', 'black-circle', 'black-square', 'green-square'];
    const s = at(level, ['purple-circle'], { nextDraws: draws });
    const n = TARGET[level] - 1;
    const r = step(s, cast('eruption', level));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'eruption', level },
      ...draws.slice(0, n).map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(sorted(['purple-circle', ...draws.slice(0, n)]));
    expect(r.state.pouchTop).toEqual(draws.slice(n));
    expect(r.state.altar).toBe(s.altar);
    assertConserved(r.state);
  });

  it('fallback: a level-5 card with 4 in the pool lists levels 4 and 5 only; L4 draws 1', () => {
    const pool: MateriaKind[] = ['blue-circle', 'blue-circle', 'blue-square', 'blue-square'];
    const s = at(5, pool, { nextDraws: ['green-circle'] });
    expect(levelsListed(s, 'eruption')).toEqual([4, 5]);
    expectNotUsable(s, 'eruption', 3);
    const r = step(s, cast('eruption', 4));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-drawn', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(sorted([...pool, 'green-circle']));
    assertConserved(r.state);
  });

  it.each(LEVELS)('L%i with the pool already at (or above) its target is not legal', (level) => {
    const big: MateriaKind[] = [...copies('blue-circle', 5), ...copies('blue-square', 4)];
    for (let n = TARGET[level]; n <= 9; n++) {
      const s = at(level, big.slice(0, n));
      expect(casts(s)).toEqual([]);
      expectNotUsable(s, 'eruption', level);
    }
  });

  it('with pouch and discard empty it is not legal', () => {
    const s = riggedGame({
      spells: 'set2', ...rig({ pools: [[], []], learned: forSeat(2, 0, [eru(5)]), pouch: [], rest: 'altar' }),
    });
    expect(casts(s)).toEqual([]);
    for (const level of LEVELS) expectNotUsable(s, 'eruption', level);
  });

  it('when the pouch runs out it refills from the discard, then the rest of the draws are lost', () => {
    const s = riggedGame({
      spells: 'set2', pools: [[], []], learned: forSeat(2, 0, [eru(5)]), discard: ['blue-circle', 'blue-circle'],
      pouch: ['white-triangle'], rest: 'altar',
    });
    const r = step(s, cast('eruption', 5));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'eruption', level: 5 },
      { type: 'materia-drawn', player: 0, materia: 'white-triangle' },
      { type: 'pouch-refilled', count: 2 },
      { type: 'materia-drawn', player: 0, materia: 'blue-circle' },
      { type: 'materia-drawn', player: 0, materia: 'blue-circle' },
      { type: 'draw-lost', to: 'pool' },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(['white-triangle', 'blue-circle', 'blue-circle']);
    assertConserved(r.state);
  });

  it('a level above the card → level-unavailable; learned today → learned-today; not Morning → wrong-phase', () => {
    const s = at(3, []);
    expectRefused(s, cast('eruption', 4), 'level-unavailable', 'level');
    expectRefused(s, cast('eruption', 5), 'level-unavailable', 'level');
    const today = riggedGame({ spells: 'set2', pools: [[], []], learned: forSeat(2, 0, [eru(5, 1)]) });
    expect(casts(today)).toEqual([]);
    expectRefused(today, cast('eruption', 5), 'learned-today', 'spell');
    expectRefused(today, cast('eruption', 3), 'learned-today', 'spell');
    expectRefused(at(5, [], { phase: 'midday' }), cast('eruption', 5), 'wrong-phase', 'spell');
    expectRefused(at(5, [], { phase: 'evening' }), cast('eruption', 3), 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Blaze (Morning): draw 4; then each other player, in order, must take 1 altar materia of their choice', () => {
  const blz = (level: Level, day?: number): RiggedSpell => learned('blaze', level, 'red-triangle', day);
  const ALTAR: MateriaKind[] = ['red-circle', 'blue-square', 'blue-square', 'yellow-triangle'];
  const takeStep = (taker: number) => ({ step: 'take', count: 1, taker });

  it('2 players: the actor draws 4, then the other player\'s take is their own pending decision (no way to decline)', () => {
    const s = riggedGame({
      spells: 'set3', altar: ALTAR, pools: [['white-circle'], ['white-square']], learned: forSeat(2, 0, [blz(3)]),
      nextDraws: FOUR,
    });
    const r1 = step(s, cast('blaze', 3));
    expect(r1.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'blaze', level: 3 },
      ...FOUR.map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
    ]);
    expect(currentDecision(r1.state)).toEqual({ kind: 'effect', player: 1, actor: 0, spell: 'blaze', level: 3, step: takeStep(1) });
    expect(legalActions(r1.state)).toEqual([pick('red-circle', 1), pick('blue-square', 1), pick('yellow-triangle', 1)]);
    expectRefused(r1.state, pick('red-circle'), 'not-your-turn', 'player');
    expectRefused(r1.state, { type: 'pass', player: 0 }, 'not-your-turn', 'player');
    expectRefused(r1.state, { type: 'stop', player: 1 }, 'wrong-step');
    expectRefused(r1.state, { type: 'pass', player: 1 }, 'wrong-step');
    expectRefused(r1.state, pick('green-circle', 1), 'not-an-option');
    expect(r1.state.phase).toBe('morning');
    assertConserved(r1.state);
    const r2 = step(r1.state, pick('blue-square', 1));
    expect(r2.events).toEqual([{ type: 'materia-taken', player: 1, materia: 'blue-square' }, MIDDAY_1]);
    expect(poolOf(r2.state, 0)).toEqual(sorted(['white-circle', ...FOUR]));
    expect(poolOf(r2.state, 1)).toEqual(sorted(['white-square', 'blue-square']));
    expect(kindsOf(r2.state.altar)).toEqual(['red-circle', 'blue-square', 'yellow-triangle']);
    expect(currentDecision(r2.state)).toEqual({ kind: 'phase', player: 0, phase: 'midday', day: 1, actionsTaken: 0 });
    assertConserved(r2.state);
  });

  it('3 players: seat 1 then seat 2 choose, each in turn; currentDecision and legalActions follow them', () => {
    const s = riggedGame({
      players: 3, spells: 'set3', altar: ALTAR, pools: emptySeats(3), learned: forSeat(3, 0, [blz(4)]),
      nextDraws: FOUR,
    });
    let r = step(s, cast('blaze', 4));
    expect(effect(r.state)).toMatchObject({ player: 1, actor: 0, spell: 'blaze', level: 4, step: takeStep(1) });
    expect(legalActions(r.state).every((a) => a.player === 1)).toBe(true);
    expectRefused(r.state, pick('red-circle', 2), 'not-your-turn', 'player');
    r = step(r.state, pick('red-circle', 1));
    expect(r.events).toEqual([{ type: 'materia-taken', player: 1, materia: 'red-circle' }]);
    expect(effect(r.state)).toEqual({ kind: 'effect', player: 2, actor: 0, spell: 'blaze', level: 4, step: takeStep(2) });
    expect(legalActions(r.state)).toEqual([pick('blue-square', 2), pick('yellow-triangle', 2)]);
    expectRefused(r.state, pick('blue-square', 1), 'not-your-turn', 'player');
    r = step(r.state, pick('yellow-triangle', 2));
    expect(r.events).toEqual([{ type: 'materia-taken', player: 2, materia: 'yellow-triangle' }, MIDDAY_1]);
    expect(poolOf(r.state, 1)).toEqual(['red-circle']);
    expect(poolOf(r.state, 2)).toEqual(['yellow-triangle']);
    expect(kindsOf(r.state.altar)).toEqual(['blue-square', 'blue-square']);
    assertConserved(r.state);
  });

  it('4 players, actor seat 2: seats 3, 0, 1 in that order; a full pool is skipped with a step-skipped event', () => {
    const nine: MateriaKind[] = [...copies('white-circle', 4), ...copies('white-triangle', 5)];
    const s = riggedGame({
      players: 4, spells: 'set3', active: 2, altar: ALTAR, pools: [nine, [], [], []],
      learned: forSeat(4, 2, [blz(5)]), nextDraws: FOUR,
    });
    // Blaze's three levels do the same thing: one choice, listed at the card's level (rules §6).
    expect(levelsListed(s, 'blaze')).toEqual([5]);
    let r = step(s, cast('blaze', 5, 2));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'materia-drawn']);
    expect(r.events.slice(1).every((e) => e.type === 'materia-drawn' && e.player === 2)).toBe(true);
    expect(effect(r.state)).toMatchObject({ player: 3, actor: 2, step: takeStep(3) });
    r = step(r.state, pick('blue-square', 3));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 3, materia: 'blue-square' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
    ]);
    expect(effect(r.state)).toMatchObject({ player: 1, actor: 2, step: takeStep(1) });
    r = step(r.state, pick('blue-square', 1));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 1, materia: 'blue-square' },
      { type: 'phase-started', player: 2, phase: 'midday', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(sorted(nine));
    expect(poolOf(r.state, 1)).toEqual(['blue-square']);
    expect(poolOf(r.state, 2)).toEqual(sorted(FOUR));
    expect(poolOf(r.state, 3)).toEqual(['blue-square']);
    expect(kindsOf(r.state.altar)).toEqual(['red-circle', 'yellow-triangle']);
    assertConserved(r.state);
  });

  it('a single-kind altar is taken automatically; a player facing an empty altar is skipped', () => {
    const s = riggedGame({
      players: 4, spells: 'set3', altar: ['purple-square'], pools: emptySeats(4), learned: forSeat(4, 0, [blz(3)]),
      nextDraws: FOUR,
    });
    const r = step(s, cast('blaze', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'blaze', level: 3 },
      ...FOUR.map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      { type: 'materia-taken', player: 1, materia: 'purple-square' },
      { type: 'step-skipped', player: 2, step: 'take', remaining: 1 },
      { type: 'step-skipped', player: 3, step: 'take', remaining: 1 },
      MIDDAY_1,
    ]);
    expect(total(r.state.altar)).toBe(0);
    expect(poolOf(r.state, 1)).toEqual(['purple-square']);
    assertConserved(r.state);
  });

  it('two of one kind: both takes are automatic (one option each)', () => {
    const s = riggedGame({
      players: 3, spells: 'set3', altar: ['purple-square', 'purple-square'], pools: emptySeats(3),
      learned: forSeat(3, 0, [blz(3)]), nextDraws: FOUR,
    });
    const r = step(s, cast('blaze', 3));
    expect(r.events.filter((e) => e.type === 'materia-taken')).toEqual([
      { type: 'materia-taken', player: 1, materia: 'purple-square' },
      { type: 'materia-taken', player: 2, materia: 'purple-square' },
    ]);
    expect(r.state.phase).toBe('midday');
    assertConserved(r.state);
  });

  it('rulebook example: draw 4 with 6 in the pool draws 3', () => {
    const six: MateriaKind[] = [...copies('blue-circle', 3), ...copies('blue-square', 3)];
    const s = riggedGame({
      spells: 'set3', altar: ['yellow-circle'], pools: [six, []], learned: forSeat(2, 0, [blz(3)]), nextDraws: FOUR,
    });
    const r = step(s, cast('blaze', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'blaze', level: 3 },
      ...FOUR.slice(0, 3).map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      { type: 'materia-taken', player: 1, materia: 'yellow-circle' },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0).length).toBe(9);
    expect(r.state.pouchTop).toEqual(['black-circle']);
    assertConserved(r.state);
  });

  it('with the actor\'s pool full it is still legal when another player can take (§2: a materia moves)', () => {
    const nine: MateriaKind[] = [...copies('blue-circle', 5), ...copies('blue-square', 4)];
    const s = riggedGame({
      spells: 'set3', altar: ['yellow-circle', 'yellow-square'], pools: [nine, []], learned: forSeat(2, 0, [blz(3)]),
      nextDraws: FOUR,
    });
    expect(levelsListed(s, 'blaze')).toEqual([3]);
    const r1 = step(s, cast('blaze', 3));
    expect(r1.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'blaze', level: 3 }]);
    expect(effect(r1.state)).toMatchObject({ player: 1, step: takeStep(1) });
    const r2 = step(r1.state, pick('yellow-square', 1));
    expect(poolOf(r2.state, 1)).toEqual(['yellow-square']);
    expect(r2.state.pouchTop).toEqual(FOUR);
    assertConserved(r2.state);
  });

  it('not legal when nothing would move: actor full and every other pool full, or no draw possible and nobody can take', () => {
    const nine: MateriaKind[] = [...copies('blue-circle', 5), ...copies('blue-square', 4)];
    const nine2: MateriaKind[] = [...copies('green-circle', 5), ...copies('green-square', 4)];
    const full = riggedGame({ spells: 'set3', altar: ['yellow-circle'], pools: [nine, nine2], learned: forSeat(2, 0, [blz(5)]) });
    expect(casts(full)).toEqual([]);
    expectNotUsable(full, 'blaze', 5);
    // the lower levels are the same choice as level 5, so they are refused as such, before usability
    expectRefused(full, cast('blaze', 3), 'level-unavailable', 'level');
    expectRefused(full, cast('blaze', 4), 'level-unavailable', 'level');
    // pouch and discard empty, the other pool full: the actor cannot draw, nobody can take
    const dry = riggedGame({
      spells: 'set3', ...rig({ pools: [[], nine2], learned: forSeat(2, 0, [blz(3)]), pouch: [], rest: 'altar' }),
    });
    expect(total(dry.altar)).toBeGreaterThan(0);
    expectNotUsable(dry, 'blaze', 3);
  });

  it('with pouch and discard empty it is legal when another player can take: the draw is lost, the others take', () => {
    const s = riggedGame({
      spells: 'set3', ...rig({ pools: emptySeats(2), learned: forSeat(2, 0, [blz(3)]), pouch: [], rest: 'altar' }),
    });
    const r1 = step(s, cast('blaze', 3));
    expect(r1.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'blaze', level: 3 }, { type: 'draw-lost', to: 'pool' }]);
    expect(effect(r1.state).player).toBe(1);
    expect(legalActions(r1.state)).toHaveLength(21);
    const r2 = step(r1.state, pick('white-triangle', 1));
    expect(poolOf(r2.state, 1)).toEqual(['white-triangle']);
    assertConserved(r2.state);
  });

  it('Mirage triggers for nobody during the others\' takes', () => {
    const s = riggedGame({ spells: 'set3', altar: ['yellow-circle', 'green-circle'], pools: emptySeats(2), nextDraws: FOUR,
      learned: [[blz(3)], [{ spell: 'mirage', level: 5, card: 'blue-circle' }]] });
    const r1 = step(s, cast('blaze', 3));
    const r2 = step(r1.state, pick('yellow-circle', 1));
    expect(r2.events).toEqual([{ type: 'materia-taken', player: 1, materia: 'yellow-circle' }, MIDDAY_1]);
    expect(poolOf(r2.state, 1)).toEqual(['yellow-circle']);
    expect(r2.state.pouchTop).toEqual([]);
    assertConserved(r2.state);
  });

  it('a level above the card → level-unavailable; learned today → learned-today; not Morning → wrong-phase', () => {
    const s = riggedGame({ spells: 'set3', pools: emptySeats(2), learned: forSeat(2, 0, [blz(4)]) });
    expect(levelsListed(s, 'blaze')).toEqual([4]);
    expectRefused(s, cast('blaze', 5), 'level-unavailable', 'level');
    expectRefused(s, cast('blaze', 3), 'level-unavailable', 'level');
    const today = riggedGame({ spells: 'set3', pools: emptySeats(2), learned: forSeat(2, 0, [blz(5, 1)]) });
    expect(casts(today)).toEqual([]);
    expectRefused(today, cast('blaze', 4), 'learned-today', 'spell');
    const midday = riggedGame({ spells: 'set3', phase: 'midday', pools: emptySeats(2), learned: forSeat(2, 0, [blz(5)]) });
    expectRefused(midday, cast('blaze', 5), 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
describe('a pending red decision survives serialize/deserialize mid-effect', () => {
  it('Blaze, 3 players, waiting for seat 2 after seat 1 took: same decider, options and outcome', () => {
    const s = riggedGame({ players: 3, spells: 'set3', altar: ['red-circle', 'blue-square', 'yellow-triangle'], pools: emptySeats(3), nextDraws: FOUR,
      learned: forSeat(3, 0, [{ spell: 'blaze', level: 5, card: 'red-triangle' }]) });
    const mid = step(step(s, cast('blaze', 5)).state, pick('red-circle', 1)).state;
    expect(mid.pending).toHaveLength(1);
    const loaded = deserialize(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(currentDecision(loaded)).toEqual({ kind: 'effect', player: 2, actor: 0, spell: 'blaze', level: 5, step: { step: 'take', count: 1, taker: 2 } });
    expect(legalActions(loaded)).toEqual([pick('blue-square', 2), pick('yellow-triangle', 2)]);
    expectRefused(loaded, pick('blue-square'), 'not-your-turn', 'player');
    const a = step(mid, pick('blue-square', 2));
    const b = step(loaded, pick('blue-square', 2));
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
    expect(b.state.phase).toBe('midday');
  });

  it('Sacrifice waiting for its cost: the draws that follow come out the same', () => {
    const s = riggedGame({ spells: 'set1', altar: ['white-square'], pools: [['red-circle', 'blue-circle'], []],
      learned: forSeat(2, 0, [{ spell: 'sacrifice', level: 3, card: 'red-square' }]) });
    const mid = step(s, cast('sacrifice', 3)).state;
    const loaded = deserialize(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(effect(loaded).step).toEqual({ step: 'discard', count: 1, cost: true, filter: { rune: 'circle' } });
    // random draws: the generator state travels with the save
    const a = step(mid, pick('red-circle'));
    const b = step(loaded, pick('red-circle'));
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
    expect(poolOf(b.state, 0).length).toBe(5);
  });
});
