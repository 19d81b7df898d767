// The purple spells (rules §7 Purple, with §1 Take/Draw/Discard, §2 legality and partial
// completion, §6 level fallback): Levitation, Sharing, Divination.
import { describe, expect, it } from 'vitest';
import {
  LEVELS, currentDecision, deserialize, kindsOf, legalActions, serialize, total, type GameState, type Level,
  type MateriaKind, type RiggedSetup, type RiggedSpell,
} from '../../src/index.js';
import { RUNE_OF_LEVEL } from '../oracle/cards.js';
import {
  assertConserved, cast, casts, copies, effect, emptySeats, expectNotUsable, expectRefused, forSeat, learned,
  levelsListed, pick, poolOf, rig, riggedGame, sorted, step, types,
} from '../kit/index.js';

const MIDDAY_1 = { type: 'phase-started', player: 0, phase: 'midday', day: 1 } as const;
const NINE: MateriaKind[] = [...copies('white-circle', 5), ...copies('white-square', 4)];
const EIGHT: MateriaKind[] = NINE.slice(1);

// ---------------------------------------------------------------------------------------------
describe('Levitation (Morning): level L takes 2 altar materia of rune R_L', () => {
  const lev = (level: Level, day?: number): RiggedSpell => learned('levitation', level, 'purple-circle', day);
  const MIXED: MateriaKind[] = [
    'red-circle', 'red-triangle', 'red-square', 'blue-circle', 'blue-triangle', 'blue-square', 'yellow-circle', 'yellow-triangle', 'yellow-square',
  ];
  const at = (level: Level, altar: MateriaKind[], pool: MateriaKind[] = [], extra: RiggedSetup = {}): GameState =>
    riggedGame({ spells: 'set1', altar, pools: [pool, []], learned: forSeat(2, 0, [lev(level)]), ...extra });

  it('L3: two picks among the circles, each a pending decision of the actor', () => {
    const s = at(3, MIXED, ['green-square']);
    const r1 = step(s, cast('levitation', 3));
    expect(r1.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'levitation', level: 3 }]);
    expect(currentDecision(r1.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'levitation', level: 3,
      step: { step: 'take', count: 2, taker: 0, filter: { rune: 'circle' } },
    });
    expect(legalActions(r1.state)).toEqual([pick('red-circle'), pick('blue-circle'), pick('yellow-circle')]);
    expectRefused(r1.state, pick('red-triangle'), 'not-an-option');
    expectRefused(r1.state, { type: 'stop', player: 0 }, 'wrong-step');
    expectRefused(r1.state, { type: 'pass', player: 0 }, 'wrong-step');
    expectRefused(r1.state, pick('red-circle', 1), 'not-your-turn', 'player');
    const r2 = step(r1.state, pick('blue-circle'));
    expect(r2.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'blue-circle' }]);
    expect(currentDecision(r2.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'levitation', level: 3,
      step: { step: 'take', count: 1, taker: 0, filter: { rune: 'circle' } },
    });
    expect(legalActions(r2.state)).toEqual([pick('red-circle'), pick('yellow-circle')]);
    assertConserved(r2.state);
    const r3 = step(r2.state, pick('yellow-circle'));
    expect(r3.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'yellow-circle' }, MIDDAY_1]);
    expect(poolOf(r3.state, 0)).toEqual(sorted(['green-square', 'yellow-circle', 'blue-circle']));
    expect(kindsOf(r3.state.altar)).toEqual(sorted([...MIXED.filter((m) => !m.endsWith('-circle')), 'red-circle']));
    expect(r3.state.pouch).toBe(s.pouch);
    expect(r3.state.discard).toBe(s.discard);
    assertConserved(r3.state);
  });

  it('after the first pick, a single remaining option is taken automatically', () => {
    const s = at(3, ['red-circle', 'blue-circle', 'green-square']);
    const r1 = step(s, cast('levitation', 3));
    const r2 = step(r1.state, pick('blue-circle'));
    expect(r2.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'blue-circle' },
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      MIDDAY_1,
    ]);
    expect(poolOf(r2.state, 0)).toEqual(['red-circle', 'blue-circle']);
    expect(kindsOf(r2.state.altar)).toEqual(['green-square']);
    assertConserved(r2.state);
  });

  it.each(LEVELS)('a card at level %i used at its own level takes only its rune', (level) => {
    const rune = RUNE_OF_LEVEL[level];
    const altar: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square', 'red-circle', 'red-triangle', 'red-square'];
    const s = at(level, altar);
    // both materia of the rune are of one kind: the two takes are answered automatically
    const r = step(s, cast('levitation', level));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'levitation', level },
      { type: 'materia-taken', player: 0, materia: `red-${rune}` },
      { type: 'materia-taken', player: 0, materia: `red-${rune}` },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual([`red-${rune}`, `red-${rune}`]);
    expect(total(r.state.altar)).toBe(4);
    assertConserved(r.state);
  });

  it('fallback: a level-4 card takes 2 circles via level 3, never 1 circle + 1 triangle', () => {
    const s = at(4, MIXED);
    expect(levelsListed(s, 'levitation')).toEqual([3, 4]);
    // via level 3: circles only, for both picks
    let r = step(s, cast('levitation', 3));
    expect(effect(r.state)).toMatchObject({ level: 3, step: { filter: { rune: 'circle' } } });
    expectRefused(r.state, pick('red-triangle'), 'not-an-option');
    r = step(r.state, pick('red-circle'));
    expect(legalActions(r.state)).toEqual([pick('blue-circle'), pick('yellow-circle')]);
    expectRefused(r.state, pick('blue-triangle'), 'not-an-option');
    expectRefused(r.state, pick('red-triangle'), 'not-an-option');
    r = step(r.state, pick('blue-circle'));
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'blue-circle']);
    expect(r.state.phase).toBe('midday');
    assertConserved(r.state);
    // at level 4: triangles only, for both picks
    let t = step(s, cast('levitation', 4));
    expect(legalActions(t.state)).toEqual([pick('red-triangle'), pick('blue-triangle'), pick('yellow-triangle')]);
    expectRefused(t.state, pick('red-circle'), 'not-an-option');
    t = step(t.state, pick('blue-triangle'));
    expectRefused(t.state, pick('red-circle'), 'not-an-option');
    t = step(t.state, pick('red-triangle'));
    expect(poolOf(t.state, 0)).toEqual(['red-triangle', 'blue-triangle']);
    assertConserved(t.state);
    // the level-5 rune is not reachable from a level-4 card
    expectRefused(s, cast('levitation', 5), 'level-unavailable', 'level');
  });

  it('a level-5 card lists every level that has a fitting materia', () => {
    expect(levelsListed(at(5, MIXED), 'levitation')).toEqual([3, 4, 5]);
    expect(levelsListed(at(5, ['red-triangle', 'yellow-square']), 'levitation')).toEqual([4, 5]);
    expect(levelsListed(at(5, ['yellow-square']), 'levitation')).toEqual([5]);
  });

  it('Decision §2: with only 1 fitting materia it takes that 1 (step-skipped for the other)', () => {
    const s = at(3, ['red-triangle', 'blue-square', 'yellow-circle']);
    expect(levelsListed(s, 'levitation')).toEqual([3]);
    const r = step(s, cast('levitation', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'levitation', level: 3 },
      { type: 'materia-taken', player: 0, materia: 'yellow-circle' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(['yellow-circle']);
    expect(kindsOf(r.state.altar)).toEqual(['red-triangle', 'blue-square']);
    assertConserved(r.state);
  });

  it('with 8 in the pool it takes 1 and stops at the pool limit', () => {
    const s = at(3, ['red-circle', 'blue-circle'], EIGHT);
    const r1 = step(s, cast('levitation', 3));
    const r2 = step(r1.state, pick('red-circle'));
    expect(r2.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      MIDDAY_1,
    ]);
    expect(poolOf(r2.state, 0).length).toBe(9);
    expect(kindsOf(r2.state.altar)).toEqual(['blue-circle']);
    assertConserved(r2.state);
  });

  it('with Mirage (explicit spell list): its draws can fill the pool and stop the second take', () => {
    const s = riggedGame({ spells: ['sacrifice', 'levitation', 'growth', 'feast', 'clone', 'mirage', 'communion'], altar: ['red-circle', 'yellow-circle', 'green-square'], pools: [NINE.slice(3), []], nextDraws: ['black-square', 'black-triangle'],
      learned: forSeat(2, 0, [lev(3), { spell: 'mirage', level: 4, card: 'blue-circle' }]) });
    expect(poolOf(s, 0).length).toBe(6);
    const r1 = step(s, cast('levitation', 3));
    const r2 = step(r1.state, pick('red-circle'));
    expect(r2.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'black-square' },
      { type: 'materia-drawn', player: 0, materia: 'black-triangle' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      MIDDAY_1,
    ]);
    expect(poolOf(r2.state, 0).length).toBe(9);
    expect(kindsOf(r2.state.altar)).toEqual(['green-square', 'yellow-circle']);
    assertConserved(r2.state);
  });

  it('not legal: pool 9, no materia of the rune, or an empty altar', () => {
    const full = at(5, MIXED, NINE);
    expect(casts(full)).toEqual([]);
    for (const level of LEVELS) expectNotUsable(full, 'levitation', level);
    const noCircle = at(3, ['red-triangle', 'red-square']);
    expect(casts(noCircle)).toEqual([]);
    expectNotUsable(noCircle, 'levitation', 3);
    const empty = at(5, []);
    expect(casts(empty)).toEqual([]);
    for (const level of LEVELS) expectNotUsable(empty, 'levitation', level);
  });

  it('a level above the card → level-unavailable; learned today → learned-today; not Morning → wrong-phase', () => {
    expectRefused(at(3, MIXED), cast('levitation', 4), 'level-unavailable', 'level');
    expectRefused(at(3, MIXED), cast('levitation', 5), 'level-unavailable', 'level');
    const today = riggedGame({ spells: 'set1', altar: MIXED, pools: emptySeats(2), learned: forSeat(2, 0, [lev(5, 1)]) });
    expect(casts(today)).toEqual([]);
    expectRefused(today, cast('levitation', 3), 'learned-today', 'spell');
    expectRefused(at(5, MIXED, [], { phase: 'midday' }), cast('levitation', 5), 'wrong-phase', 'spell');
    expectRefused(at(5, MIXED, [], { phase: 'evening' }), cast('levitation', 3), 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Sharing (Morning): L5 take 3, L4 take 2, L3 take 1 then draw 1; then each other player draws 1 unless full', () => {
  const shr = (level: Level, day?: number): RiggedSpell => learned('sharing', level, 'purple-triangle', day);
  const DRAWS: MateriaKind[] = ['green-circle', 'green-triangle', 'green-square', 'black-circle', 'black-triangle'];

  it('L3, 3 players: take 1 (the actor\'s choice), then draw 1, then seats 1 and 2 draw 1 each', () => {
    const s = riggedGame({ players: 3, spells: 'set2', altar: ['red-circle', 'blue-square'], pools: emptySeats(3), learned: forSeat(3, 0, [shr(3)]), nextDraws: DRAWS });
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
    const s = riggedGame({ spells: 'set2', altar: ['red-circle', 'blue-square', 'blue-square'], pools: [['yellow-circle'], ['yellow-square']], learned: forSeat(2, 0, [shr(4)]), nextDraws: DRAWS });
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
    const s = riggedGame({ players: 3, spells: 'set2', altar: copies('white-triangle', 4), pools: emptySeats(3), learned: forSeat(3, 0, [shr(5)]), nextDraws: DRAWS });
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
    const s = riggedGame({ spells: 'set2', altar: copies('white-triangle', 4), pools: emptySeats(2), learned: forSeat(2, 0, [shr(5)]), nextDraws: DRAWS });
    const r = step(s, cast('sharing', 3));
    expect(types(r.events)).toEqual(['spell-cast', 'materia-taken', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['green-circle', 'white-triangle']);
    expect(poolOf(r.state, 1)).toEqual(['green-triangle']);
    assertConserved(r.state);
  });

  it('4 players, actor seat 1: seats 2, 3, 0 draw in that order; a full pool is skipped (step-skipped)', () => {
    const s = riggedGame({ players: 4, spells: 'set2', active: 1, altar: ['red-square'], pools: [[], [], [], NINE], learned: forSeat(4, 1, [shr(4)]), nextDraws: DRAWS });
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
    const s = riggedGame({ spells: 'set2', altar: ['red-square'], pools: [NINE, []], learned: forSeat(2, 0, [shr(5)]), nextDraws: DRAWS });
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
    const s = riggedGame({ spells: 'set2', altar: ['red-square'], pools: [NINE, other], learned: forSeat(2, 0, [shr(5)]) });
    expect(casts(s)).toEqual([]);
    for (const level of LEVELS) expectNotUsable(s, 'sharing', level);
  });

  it('with pouch and discard empty, L3 still takes; its draw and the others\' draws are lost', () => {
    const s = riggedGame({ players: 3, spells: 'set2', ...rig({ altar: [], pools: emptySeats(3), learned: forSeat(3, 0, [shr(3)]), pouch: [], rest: 'altar' }) });
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
    const today = riggedGame({ spells: 'set2', altar: ['red-square'], pools: emptySeats(2), learned: forSeat(2, 0, [shr(5, 1)]) });
    expect(casts(today)).toEqual([]);
    expectRefused(today, cast('sharing', 5), 'learned-today', 'spell');
    const evening = riggedGame({ spells: 'set2', phase: 'evening', altar: ['red-square'], pools: emptySeats(2), learned: forSeat(2, 0, [shr(5)]) });
    expectRefused(evening, cast('sharing', 3), 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Divination (Morning): draw 2 onto the altar, then L5 take 2; L4 take up to 2 of one colour; L3 take 2, then discard 1', () => {
  const div = (level: Level, day?: number): RiggedSpell => learned('divination', level, 'purple-square', day);
  const REVEAL: MateriaKind[] = ['red-square', 'green-circle'];
  const at = (level: Level, altar: MateriaKind[], pool: MateriaKind[] = [], extra: RiggedSetup = {}): GameState =>
    riggedGame({ spells: 'set3', altar, pools: [pool, []], learned: forSeat(2, 0, [div(level)]), nextDraws: REVEAL, ...extra });
  const REVEALED = REVEAL.map((materia) => ({ type: 'materia-revealed', materia }) as const);

  it.each(LEVELS)('L%i reveals 2 onto the altar before anything else', (level) => {
    const s = at(level, ['red-circle', 'blue-square'], ['yellow-triangle']);
    expect(levelsListed(s, 'divination')).toContain(level);
    const r = step(s, cast('divination', level));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'divination', level }, ...REVEALED]);
    expect(kindsOf(r.state.altar)).toEqual(sorted(['red-circle', 'blue-square', ...REVEAL]));
    expect(r.state.pouchTop).toEqual([]);
    expect(poolOf(r.state, 0)).toEqual(['yellow-triangle']);
    expect(effect(r.state)).toMatchObject({ player: 0, actor: 0, spell: 'divination', level, step: { step: 'take', count: 2, taker: 0 } });
    // the revealed materia are among the options
    expect(legalActions(r.state)).toContainEqual(pick('red-square'));
    expect(legalActions(r.state)).toContainEqual(pick('green-circle'));
    assertConserved(r.state);
  });

  it('L5: take 2 of the player\'s choice, revealed ones included', () => {
    const s = at(5, ['red-circle', 'blue-square']);
    let r = step(s, cast('divination', 5));
    expect(currentDecision(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'divination', level: 5, step: { step: 'take', count: 2, taker: 0 },
    });
    expect(legalActions(r.state)).toEqual([pick('red-circle'), pick('red-square'), pick('green-circle'), pick('blue-square')]);
    expectRefused(r.state, { type: 'stop', player: 0 }, 'wrong-step');
    r = step(r.state, pick('green-circle'));
    r = step(r.state, pick('blue-square'));
    expect(r.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'blue-square' }, MIDDAY_1]);
    expect(poolOf(r.state, 0)).toEqual(['green-circle', 'blue-square']);
    expect(kindsOf(r.state.altar)).toEqual(['red-circle', 'red-square']);
    assertConserved(r.state);
  });

  it('L4: take 2 of one colour; after the first pick only that colour (and stop) is offered', () => {
    const s = at(4, ['red-circle', 'blue-square']);
    let r = step(s, cast('divination', 4));
    expect(currentDecision(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'divination', level: 4,
      step: { step: 'take', count: 2, taker: 0, filter: { sameColour: true }, optional: true },
    });
    expect(legalActions(r.state)).toEqual([
      pick('red-circle'), pick('red-square'), pick('green-circle'), pick('blue-square'), { type: 'stop', player: 0 },
    ]);
    r = step(r.state, pick('red-square'));
    expect(effect(r.state).step).toEqual({ step: 'take', count: 1, taker: 0, filter: { sameColour: true, colour: 'red' }, optional: true });
    expect(legalActions(r.state)).toEqual([pick('red-circle'), { type: 'stop', player: 0 }]);
    expectRefused(r.state, pick('blue-square'), 'not-an-option');
    expectRefused(r.state, pick('green-circle'), 'not-an-option');
    r = step(r.state, pick('red-circle'));
    expect(r.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'red-circle' }, MIDDAY_1]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'red-square']);
    expect(kindsOf(r.state.altar)).toEqual(['green-circle', 'blue-square']);
    assertConserved(r.state);
  });

  it('L4: take 0 (stop at once): the revealed materia stay on the altar', () => {
    const s = at(4, ['red-circle', 'blue-square'], ['yellow-triangle']);
    const r1 = step(s, cast('divination', 4));
    const r2 = step(r1.state, { type: 'stop', player: 0 });
    // A voluntary stop is reported by step-stopped alone (step-skipped is for steps cut short by the position).
    expect(r2.events).toEqual([
      { type: 'step-stopped', player: 0, step: 'take' },
      MIDDAY_1,
    ]);
    expect(poolOf(r2.state, 0)).toEqual(['yellow-triangle']);
    expect(kindsOf(r2.state.altar)).toEqual(sorted(['red-circle', 'blue-square', ...REVEAL]));
    assertConserved(r2.state);
  });

  it('L4: take 1, then stop', () => {
    const s = at(4, ['red-circle', 'blue-square']);
    let r = step(s, cast('divination', 4));
    r = step(r.state, pick('red-circle'));
    expect(r.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'red-circle' }]);
    r = step(r.state, { type: 'stop', player: 0 });
    expect(types(r.events)).toEqual(['step-stopped', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle']);
    expect(kindsOf(r.state.altar)).toEqual(['red-square', 'green-circle', 'blue-square']);
    assertConserved(r.state);
  });

  it('L4: with only 1 of the chosen colour, it takes 1 (Decision §2) and the step ends by itself', () => {
    const s = at(4, ['red-circle', 'blue-square']);
    let r = step(s, cast('divination', 4));
    r = step(r.state, pick('green-circle'));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(['green-circle']);
    assertConserved(r.state);
  });

  it('L3: take 2, then discard 1 (any pool materia, even one it did not take)', () => {
    const s = at(3, ['red-circle', 'blue-square'], ['yellow-triangle']);
    let r = step(s, cast('divination', 3));
    expect(effect(r.state).step).toEqual({ step: 'take', count: 2, taker: 0 });
    r = step(r.state, pick('blue-square'));
    r = step(r.state, pick('red-square'));
    expect(r.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'red-square' }]);
    expect(currentDecision(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'divination', level: 3, step: { step: 'discard', count: 1 },
    });
    expect(legalActions(r.state)).toEqual([pick('red-square'), pick('blue-square'), pick('yellow-triangle')]);
    expectRefused(r.state, pick('red-circle'), 'not-an-option');
    r = step(r.state, pick('yellow-triangle'));
    expect(r.events).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-triangle' }, MIDDAY_1]);
    expect(poolOf(r.state, 0)).toEqual(['red-square', 'blue-square']);
    expect(kindsOf(r.state.altar)).toEqual(['red-circle', 'green-circle']);
    expect(kindsOf(r.state.discard)).toEqual(['yellow-triangle']);
    assertConserved(r.state);
  });

  it('L3: the discard is answered automatically when the pool holds a single kind', () => {
    const s = at(3, copies('blue-square', 2), [], { nextDraws: copies('black-circle', 2) });
    let r = step(s, cast('divination', 3));
    r = step(r.state, pick('black-circle'));
    r = step(r.state, pick('black-circle'));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'black-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'black-circle' },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(['black-circle']);
    expect(kindsOf(r.state.altar)).toEqual(['blue-square', 'blue-square']);
    assertConserved(r.state);
  });

  it('fallback: a level-5 card lists levels 3, 4 and 5; a level-3 card refuses 4 and 5 (level-unavailable)', () => {
    expect(levelsListed(at(5, ['red-circle']), 'divination')).toEqual([3, 4, 5]);
    const s3 = at(3, ['red-circle']);
    expect(levelsListed(s3, 'divination')).toEqual([3]);
    expectRefused(s3, cast('divination', 4), 'level-unavailable', 'level');
    expectRefused(s3, cast('divination', 5), 'level-unavailable', 'level');
  });

  it('with pouch and discard empty the reveal is lost and the takes come from the altar as it is', () => {
    const s = riggedGame({ spells: 'set3', ...rig({ pools: emptySeats(2), learned: forSeat(2, 0, [div(5)]), pouch: [], rest: 'altar' }) });
    const r = step(s, cast('divination', 5));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'divination', level: 5 }, { type: 'draw-lost', to: 'altar' }]);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 2, taker: 0 });
    expect(r.state.altar).toBe(s.altar);
    assertConserved(r.state);
  });

  it('engine Decision: with pouch and discard empty, L4 is legal (a take could move) and the player may still take 0', () => {
    // §2: "legal only if, judged before it starts, at least one materia would move". The engine
    // reads "would" as "could, by the player's choices": up to 2 is the player's choice, so the
    // cast is legal when a take is possible, and taking none is still the player's right.
    const s = riggedGame({ spells: 'set3', ...rig({ pools: emptySeats(2), learned: forSeat(2, 0, [div(4)]), pouch: [], rest: 'altar' }) });
    expect(levelsListed(s, 'divination')).toEqual([3, 4]);
    const r1 = step(s, cast('divination', 4));
    expect(r1.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'divination', level: 4 }, { type: 'draw-lost', to: 'altar' }]);
    const r2 = step(r1.state, { type: 'stop', player: 0 });
    expect(types(r2.events)).toEqual(['step-stopped', 'phase-started']);
    expect(r2.state.altar).toBe(s.altar);
    expect(r2.state.players).toEqual(s.players);
    expect(r2.state.phase).toBe('midday');
    assertConserved(r2.state);
  });

  it('with pouch and discard empty and a full pool, L4 and L5 are not legal; L3 is (its discard moves a materia)', () => {
    const s = riggedGame({ spells: 'set3', ...rig({ pools: [NINE, []], learned: forSeat(2, 0, [div(5)]), pouch: [], rest: 'altar' }) });
    expect(levelsListed(s, 'divination')).toEqual([3]);
    expectNotUsable(s, 'divination', 4);
    expectNotUsable(s, 'divination', 5);
    const r = step(s, cast('divination', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'divination', level: 3 },
      { type: 'draw-lost', to: 'altar' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 2 },
    ]);
    expect(effect(r.state).step).toEqual({ step: 'discard', count: 1 });
    expect(legalActions(r.state)).toEqual([pick('white-circle'), pick('white-square')]);
    const r2 = step(r.state, pick('white-square'));
    expect(poolOf(r2.state, 0).length).toBe(8);
    expect(kindsOf(r2.state.discard)).toEqual(['white-square']);
    assertConserved(r2.state);
  });

  it('with a full pool and a non-empty pouch, L5 is legal through its reveal alone (§2: pouch → altar moves)', () => {
    const s = at(5, ['red-circle'], NINE);
    expect(levelsListed(s, 'divination')).toEqual([3, 4, 5]);
    const r = step(s, cast('divination', 5));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'divination', level: 5 },
      ...REVEALED,
      { type: 'step-skipped', player: 0, step: 'take', remaining: 2 },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(sorted(NINE));
    expect(total(r.state.altar)).toBe(3);
    assertConserved(r.state);
  });

  it('learned today → learned-today; not Morning → wrong-phase', () => {
    const today = riggedGame({ spells: 'set3', altar: ['red-circle'], pools: emptySeats(2), learned: forSeat(2, 0, [div(5, 1)]) });
    expect(casts(today)).toEqual([]);
    for (const level of LEVELS) expectRefused(today, cast('divination', level), 'learned-today', 'spell');
    expectRefused(at(5, ['red-circle'], [], { phase: 'midday' }), cast('divination', 4), 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
describe('a pending purple decision survives serialize/deserialize mid-effect', () => {
  it('Divination L4 after one pick (colour pinned): same decision, same options, same outcome', () => {
    const s = riggedGame({ spells: 'set3', altar: ['red-circle', 'blue-square'], pools: emptySeats(2), nextDraws: ['red-square', 'green-circle'],
      learned: forSeat(2, 0, [{ spell: 'divination', level: 4, card: 'purple-square' }]) });
    const mid = step(step(s, cast('divination', 4)).state, pick('red-square')).state;
    expect(mid.pending).toHaveLength(1);
    const loaded = deserialize(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(currentDecision(loaded)).toEqual(currentDecision(mid));
    expect(effect(loaded).step).toEqual({ step: 'take', count: 1, taker: 0, filter: { sameColour: true, colour: 'red' }, optional: true });
    expect(legalActions(loaded)).toEqual([pick('red-circle'), { type: 'stop', player: 0 }]);
    expectRefused(loaded, pick('blue-square'), 'not-an-option');
    const a = step(mid, pick('red-circle'));
    const b = step(loaded, pick('red-circle'));
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
    expect(poolOf(b.state, 0)).toEqual(['red-circle', 'red-square']);
  });

  it('Levitation L3 between its two picks', () => {
    const s = riggedGame({ spells: 'set1', altar: ['red-circle', 'blue-circle', 'yellow-circle'], pools: emptySeats(2),
      learned: forSeat(2, 0, [{ spell: 'levitation', level: 3, card: 'purple-circle' }]) });
    const mid = step(step(s, cast('levitation', 3)).state, pick('blue-circle')).state;
    const loaded = deserialize(serialize(mid));
    expect(loaded).toEqual(mid);
    expect(legalActions(loaded)).toEqual([pick('red-circle'), pick('yellow-circle')]);
    const b = step(loaded, pick('yellow-circle'));
    expect(b.events).toEqual([{ type: 'materia-taken', player: 0, materia: 'yellow-circle' }, MIDDAY_1]);
    expect(poolOf(b.state, 0)).toEqual(['blue-circle', 'yellow-circle']);
  });
});
