// Levitation (purple, Morning): level L takes 2 altar materia of rune R_L, with legality, partial
// completion (rules §1, §2) and the level fallback (§6).
import { describe, expect, it } from 'vitest';
import {
  LEVELS, currentDecision, kindsOf, legalActions, total, type GameState, type Level, type MateriaKind,
  type RiggedSetup, type RiggedSpell,
} from '../../../src/index.js';
import { RUNE_OF_LEVEL } from '../../oracle/cards.js';
import {
  MIDDAY_1, NINE_WHITE, assertConserved, cast, casts, effect, emptySeats, expectNotUsable, expectRefused, forSeat,
  learned, levelsListed, pick, poolOf, riggedGame, sorted, step,
} from '../../kit/index.js';

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
    const s = at(3, ['red-circle', 'blue-circle'], NINE_WHITE.slice(1));
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
    const s = riggedGame({ spells: ['sacrifice', 'levitation', 'growth', 'feast', 'clone', 'mirage', 'communion'], altar: ['red-circle', 'yellow-circle', 'green-square'], pools: [NINE_WHITE.slice(3), []], nextDraws: ['black-square', 'black-triangle'],
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
    const full = at(5, MIXED, NINE_WHITE);
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

