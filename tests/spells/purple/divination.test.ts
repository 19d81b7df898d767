// Divination (purple, Morning): draw 2 onto the altar, then L5 take 2, L4 take up to 2 of one
// colour, L3 take 2 then discard 1; and a Divination decision that survives a save and a load.
import { describe, expect, it } from 'vitest';
import {
  LEVELS, currentDecision, deserialize, kindsOf, legalActions, serialize, total, type GameState, type Level,
  type MateriaKind, type RiggedSetup, type RiggedSpell,
} from '../../../src/index.js';
import {
  MIDDAY_1, NINE_WHITE, assertConserved, cast, casts, copies, effect, emptySeats, expectNotUsable, expectRefused,
  forSeat, learned, levelsListed, pick, poolOf, rig, riggedGame, sorted, step, types,
} from '../../kit/index.js';

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
    const s = riggedGame({
      spells: 'set3', ...rig({ pools: emptySeats(2), learned: forSeat(2, 0, [div(5)]), pouch: [], rest: 'altar' }),
    });
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
    const s = riggedGame({
      spells: 'set3', ...rig({ pools: emptySeats(2), learned: forSeat(2, 0, [div(4)]), pouch: [], rest: 'altar' }),
    });
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
    const s = riggedGame({
      spells: 'set3', ...rig({ pools: [NINE_WHITE, []], learned: forSeat(2, 0, [div(5)]), pouch: [], rest: 'altar' }),
    });
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
    const s = at(5, ['red-circle'], NINE_WHITE);
    expect(levelsListed(s, 'divination')).toEqual([3, 4, 5]);
    const r = step(s, cast('divination', 5));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'divination', level: 5 },
      ...REVEALED,
      { type: 'step-skipped', player: 0, step: 'take', remaining: 2 },
      MIDDAY_1,
    ]);
    expect(poolOf(r.state, 0)).toEqual(sorted(NINE_WHITE));
    expect(total(r.state.altar)).toBe(3);
    assertConserved(r.state);
  });

  it('learned today → learned-today; not Morning → wrong-phase', () => {
    const today = riggedGame({
      spells: 'set3', altar: ['red-circle'], pools: emptySeats(2), learned: forSeat(2, 0, [div(5, 1)]),
    });
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
