// P10, when a spell level may be used (rules §2). The printed profile (`usableWhen:
// 'something-moves'`) lets a level be used when at least one materia would move; the digital
// profile (`'effect-fits'`) offers a level only when its effect fits in full, as the level's own
// fit check says (Levitation: 2 of its rune on the altar and room for 2 in the pool; Storm: a
// pool below 9; ...). A Clone copy reads the copied level's check for the cloner's position.
// Once started, an effect is carried out as far as it can be under both. For each level with a
// check, one position lists the cast under printed only (digital refuses it as `not-usable`),
// and one lists it under both.
import { describe, expect, it } from 'vitest';
import {
  RULE_POINTS, RULE_PRESETS, currentDecision, defineSpell, hasSpell, legalActions, total,
  type CastAction, type FitCheck, type GameState, type Level, type MateriaKind, type Phase, type RuleProfile, type RulePresetName,
  type SpellDefinition, type SpellId, type SpellLevel,
} from '../../src/index.js';
import {
  THIRTEEN_WHITE, cast, castFrom, casts, copies, effect, expectRefused, learn, learned, mode, options, pick, poolOf, riggedGame,
  run, spellsWith, step, stop, types,
} from '../kit/index.js';
import { CLONE_A, CLONE_B, STORM_SET } from '../spells/white/selections.js';

type Rules = RulePresetName | RuleProfile;
type Position = (rules: Rules) => GameState;

const BOTH: readonly RulePresetName[] = ['printed', 'digital'];

/** 9 pool materia of kinds no check below counts (yellow triangles and squares: no circle, no red). */
const FILL: MateriaKind[] = [...copies('yellow-triangle', 5), ...copies('yellow-square', 4)];
const fill = (n: number): MateriaKind[] => FILL.slice(0, n);

/** Printed lists `c` in the position; digital does not, and refuses it as `not-usable` for not fitting. */
function apart(position: Position, c: CastAction): void {
  expect(casts(position('printed'))).toContainEqual(c);
  const digital = position('digital');
  expect(casts(digital)).not.toContainEqual(c);
  expect(expectRefused(digital, c, 'not-usable', null).message).toMatch(/carried out in full/);
}

/** Both profiles list `c` in the position, and accept it. */
function alike(position: Position, c: CastAction): void {
  for (const rules of BOTH) {
    const s = position(rules);
    expect(casts(s), rules).toContainEqual(c);
    expect(step(s, c).events[0], rules).toMatchObject({ type: 'spell-cast', spell: c.spell, level: c.level });
  }
}

/** Seat 0 in `phase` with `spell` learned at `level` (card `card`), its pool, the altar and its board. */
function seat0(
  spells: SpellId[], phase: Phase, spell: SpellId, level: Level, card: MateriaKind,
  table: { readonly pool?: MateriaKind[]; readonly altar?: MateriaKind[]; readonly board?: MateriaKind[] },
): Position {
  return (rules) => riggedGame({
    rules, spells, phase, altar: table.altar ?? [], pools: [table.pool ?? [], []], familiars: [table.board ?? [], []],
    learned: [[learned(spell, level, card)], []],
  });
}

describe('P10 usableWhen: the profiles', () => {
  it('the presets: printed something-moves, digital effect-fits', () => {
    expect(RULE_POINTS.usableWhen).toEqual(['something-moves', 'effect-fits']);
    expect(RULE_PRESETS.printed.usableWhen).toBe('something-moves');
    expect(RULE_PRESETS.digital.usableWhen).toBe('effect-fits');
  });

  it('the point alone decides: printed with effect-fits refuses a Levitation that takes 1 of 2; digital with something-moves lists it', () => {
    const position = seat0(spellsWith('levitation'), 'morning', 'levitation', 3, 'purple-circle', { altar: ['red-circle', 'blue-triangle'] });
    const fitting: RuleProfile = { ...RULE_PRESETS.printed, usableWhen: 'effect-fits' };
    expect(casts(position(fitting))).toEqual([]);
    expectRefused(position(fitting), cast('levitation', 3), 'not-usable', null);
    expect(casts(position({ ...RULE_PRESETS.digital, usableWhen: 'something-moves' }))).toEqual([cast('levitation', 3)]);
  });

  it('once started an effect is still carried out as far as it can be: digital Storm with room for 1 takes 1 of its 3', () => {
    const s = seat0(STORM_SET, 'evening', 'storm', 4, 'white-circle', { pool: fill(8), altar: ['red-circle', 'blue-square', 'green-triangle'] })('digital');
    const r = run(s, [cast('storm', 4), pick('blue-square'), stop()]);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
    const t = step(r.state, pick('red-circle'));
    expect(t.events).toContainEqual({ type: 'step-skipped', player: 0, step: 'take', remaining: 2 });
    expect(poolOf(t.state)).toHaveLength(9);
  });
});

describe('P10 usableWhen: Levitation', () => {
  const lev = (level: Level, altar: MateriaKind[], pool: MateriaKind[] = []): Position =>
    seat0(spellsWith('levitation'), 'morning', 'levitation', level, 'purple-square', { altar, pool });

  it('L3: with 1 circle on the altar printed takes it, digital refuses (2 needed); with 2 both list it', () => {
    apart(lev(3, ['red-circle', 'blue-triangle']), cast('levitation', 3));
    alike(lev(3, ['red-circle', 'green-circle'], fill(7)), cast('levitation', 3));
  });

  it('L4: with room for 1 in the pool printed takes 1 triangle, digital refuses (room for 2 needed); with room for 2 both list it', () => {
    apart(lev(4, ['red-triangle', 'green-triangle'], fill(8)), cast('levitation', 4));
    alike(lev(4, ['red-triangle', 'green-triangle'], fill(7)), cast('levitation', 4));
  });

  it('L5: with 1 square on the altar printed takes it, digital refuses; with 2 squares and room for 2 both list it', () => {
    apart(lev(5, ['red-square', 'green-triangle']), cast('levitation', 5));
    alike(lev(5, ['red-square', 'green-square'], fill(7)), cast('levitation', 5));
  });
});

describe('P10 usableWhen: Sharing', () => {
  const sharing = (level: Level, altar: MateriaKind[], pool: MateriaKind[]): Position =>
    seat0(spellsWith('sharing'), 'morning', 'sharing', level, 'purple-circle', { altar, pool });

  it('L3 (take 1, draw 1): with room for 1 printed lists it, digital refuses (room for 2); with room for 2 both', () => {
    apart(sharing(3, ['red-circle'], fill(8)), cast('sharing', 3));
    alike(sharing(3, ['red-circle'], fill(7)), cast('sharing', 3));
  });

  it('L4 (take 2): with 1 on the altar printed lists it, digital refuses; with 2 on the altar and room for 2 both', () => {
    apart(sharing(4, ['red-circle'], []), cast('sharing', 4));
    alike(sharing(4, ['red-circle', 'green-square'], fill(7)), cast('sharing', 4));
  });

  it('L5 (take 3): with room for 2 printed lists it, digital refuses (room for 3); with room for 3 both', () => {
    const altar: MateriaKind[] = ['red-circle', 'green-square', 'blue-triangle'];
    apart(sharing(5, altar, fill(7)), cast('sharing', 5));
    alike(sharing(5, altar, fill(6)), cast('sharing', 5));
  });
});

describe('P10 usableWhen: Divination', () => {
  const div = (level: Level, pool: MateriaKind[]): Position =>
    seat0(spellsWith('divination'), 'morning', 'divination', level, 'purple-circle', { altar: ['red-circle'], pool });

  it('L3 (take 2, discard 1): with 8 in the pool printed lists it, digital refuses; with 7 both', () => {
    apart(div(3, fill(8)), cast('divination', 3));
    alike(div(3, fill(7)), cast('divination', 3));
  });

  it('L5 (take 2): with 8 in the pool printed lists it, digital refuses; with 7 both', () => {
    apart(div(5, fill(8)), cast('divination', 5));
    alike(div(5, fill(7)), cast('divination', 5));
  });

  it('L4 (take up to 2, optional) has no check: both list it with a full pool', () => {
    alike(div(4, fill(9)), cast('divination', 4));
  });
});

describe('P10 usableWhen: Blaze', () => {
  const blaze = (pool: MateriaKind[]): Position =>
    seat0(spellsWith('blaze'), 'morning', 'blaze', 3, 'red-circle', { altar: ['green-circle'], pool });

  it('with a full pool printed lists it (the other player takes), digital refuses (room for a draw needed); with 8 both', () => {
    apart(blaze(fill(9)), cast('blaze', 3));
    alike(blaze(fill(8)), cast('blaze', 3));
  });
});

describe('P10 usableWhen: Purification', () => {
  const pur = (level: Level, pool: MateriaKind[], altar: MateriaKind[]): Position =>
    seat0(spellsWith('purification'), 'midday', 'purification', level, 'green-circle', { pool, altar });

  it('L4 (swap 2): with 1 in the pool printed lists it, digital refuses; with 2 on each side both', () => {
    apart(pur(4, ['red-circle'], ['blue-square', 'black-square', 'white-square']), cast('purification', 4));
    alike(pur(4, ['red-circle', 'red-triangle'], ['blue-square', 'black-square']), cast('purification', 4));
  });

  it('L5 (swap 3): with 2 on the altar printed lists it, digital refuses; with 3 on each side both', () => {
    const pool: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];
    apart(pur(5, pool, ['blue-square', 'black-square']), cast('purification', 5));
    alike(pur(5, pool, ['blue-square', 'black-square', 'white-square']), cast('purification', 5));
  });
});

describe('P10 usableWhen: Cure', () => {
  const cure = (level: Level, pool: MateriaKind[]): Position => seat0(spellsWith('cure'), 'midday', 'cure', level, 'green-circle', { pool });

  it('L3 (draw 1, discard 1): with a full pool printed lists it (the discard moves), digital refuses; with 8 both', () => {
    apart(cure(3, fill(9)), cast('cure', 3));
    alike(cure(3, fill(8)), cast('cure', 3));
  });

  it('L4 (draw 2): with 8 printed lists it, digital refuses; with 7 both', () => {
    apart(cure(4, fill(8)), cast('cure', 4));
    alike(cure(4, fill(7)), cast('cure', 4));
  });

  it('L5 (draw 3): with 7 printed lists it, digital refuses; with 6 both', () => {
    apart(cure(5, fill(7)), cast('cure', 5));
    alike(cure(5, fill(6)), cast('cure', 5));
  });
});

describe('P10 usableWhen: Offering', () => {
  const off = (level: Level, pool: MateriaKind[], board: MateriaKind[] = []): Position =>
    seat0(spellsWith('offering'), 'midday', 'offering', level, 'black-circle', { pool, board });

  it('L3 (store 2 of one colour): with 2 colours printed stores 1, digital refuses; with 2 reds both', () => {
    apart(off(3, ['red-circle', 'green-circle']), cast('offering', 3));
    alike(off(3, ['red-circle', 'red-triangle']), cast('offering', 3));
  });

  it('L4 (store 3): with 2 spaces left on the board printed lists it, digital refuses; with 3 spaces both', () => {
    const reds: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];
    apart(off(4, reds, THIRTEEN_WHITE.slice(0, 12)), cast('offering', 4));
    alike(off(4, reds, THIRTEEN_WHITE.slice(0, 11)), cast('offering', 4));
  });

  it('L5 (store 4): with 3 of one colour printed lists it, digital refuses; with 4 both', () => {
    apart(off(5, ['red-circle', 'red-triangle', 'red-square', 'green-circle']), cast('offering', 5));
    alike(off(5, ['red-circle', 'red-triangle', 'red-square', 'red-circle']), cast('offering', 5));
  });
});

describe('P10 usableWhen: Growth', () => {
  const growth = (level: Level, altar: MateriaKind[], board: MateriaKind[] = []): Position =>
    seat0(spellsWith('growth'), 'evening', 'growth', level, 'green-circle', { altar, board });

  it('L4 (take and store 2): with 1 on the altar printed lists it, digital refuses; with 2 and 2 spaces both', () => {
    apart(growth(4, ['red-circle']), cast('growth', 4));
    alike(growth(4, ['red-circle', 'blue-square'], THIRTEEN_WHITE.slice(0, 12)), cast('growth', 4));
  });

  it('L4: with 1 space left on the board printed lists it, digital refuses', () => {
    apart(growth(4, ['red-circle', 'blue-square', 'black-square'], THIRTEEN_WHITE), cast('growth', 4));
  });

  it('L5 (take and store 3): with 2 on the altar printed lists it, digital refuses; with 3 and 3 spaces both', () => {
    apart(growth(5, ['red-circle', 'blue-square']), cast('growth', 5));
    alike(growth(5, ['red-circle', 'blue-square', 'black-square'], THIRTEEN_WHITE.slice(0, 11)), cast('growth', 5));
  });
});

describe('P10 usableWhen: Focus (card rune circle), level and ways', () => {
  const focus = (level: Level, pool: MateriaKind[], altar: MateriaKind[]): Position =>
    seat0(spellsWith('focus'), 'evening', 'focus', level, 'black-circle', { pool, altar });

  it('L4: 1 circle in the pool and none on the altar: printed lists it (stores 1), digital refuses; with 2 circles both', () => {
    apart(focus(4, ['red-circle'], ['green-square']), cast('focus', 4));
    alike(focus(4, ['red-circle', 'green-circle'], ['blue-square']), cast('focus', 4));
  });

  it('L4 ways: 1 circle in the pool, 1 on the altar: printed offers store and take, digital only the take, chosen at once (store 2 does not fit)', () => {
    const position = focus(4, ['red-circle'], ['green-circle']);
    expect(options(step(position('printed'), cast('focus', 4)).state)).toEqual([mode('store'), mode('take')]);
    const digital = step(position('digital'), cast('focus', 4));
    expect(digital.events.slice(0, 3)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 4 },
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
    ]);
  });

  it('L5: 2 circles in the pool, 1 on the altar, room for 1: printed lists it, digital refuses (store 3 and take 2 do not fit)', () => {
    apart(focus(5, ['red-circle', 'green-circle', ...fill(6)], ['blue-circle']), cast('focus', 5));
    alike(focus(5, ['red-circle', 'green-circle', 'blue-circle'], ['yellow-circle']), cast('focus', 5));
  });

  it('L5 ways: 3 circles in the pool, 1 on the altar: printed offers store and take, digital only the store, chosen at once (take 2 does not fit)', () => {
    const position = focus(5, ['red-circle', 'green-circle', 'blue-circle'], ['yellow-circle']);
    expect(options(step(position('printed'), cast('focus', 5)).state)).toEqual([mode('store'), mode('take')]);
    const digital = step(position('digital'), cast('focus', 5));
    expect(digital.events[1]).toEqual({ type: 'mode-chosen', player: 0, mode: 'store' });
    expect(effect(digital.state).step).toEqual({ step: 'store', count: 3, filter: { rune: 'circle' } });
  });
});

describe('P10 usableWhen: Storm', () => {
  const storm = (level: Level, pool: MateriaKind[], altar: MateriaKind[]): Position =>
    seat0(STORM_SET, 'evening', 'storm', level, 'white-circle', { pool, altar });
  const ALTAR: MateriaKind[] = ['red-circle', 'blue-square', 'green-triangle', 'black-circle'];

  it('L4: with a full pool printed lists it (its discards move), digital refuses; with 8 in the pool both', () => {
    apart(storm(4, fill(9), ALTAR), cast('storm', 4));
    alike(storm(4, fill(8), ['red-circle']), cast('storm', 4));
  });

  it('L5: with a full pool printed lists it, digital refuses; with 8 in the pool both', () => {
    apart(storm(5, fill(9), ALTAR), cast('storm', 5));
    alike(storm(5, fill(8), ALTAR), cast('storm', 5));
  });
});

describe('P10 usableWhen: Clone copies and the extra Morning action', () => {
  it("Clone L3: a copy of another player's Offering L3 reads the cloner's pool: 2 colours, printed lists it, digital refuses; 2 reds, both", () => {
    const position = (pool: MateriaKind[]): Position => (rules) => step(riggedGame({
      rules, spells: CLONE_A, phase: 'midday', pools: [pool, ['black-circle', 'black-triangle']],
      learned: [[learned('clone', 3, 'white-circle')], [learned('offering', 3, 'black-square')]],
    }), cast('clone', 3)).state;
    apart(position(['red-circle', 'green-circle']), castFrom('offering', 3, 1));
    alike(position(['red-circle', 'red-triangle']), castFrom('offering', 3, 1));
  });

  it("Clone L4: a copy of another player's Focus L4 reads the copied card's rune (triangle) for the cloner: digital offers only the take, chosen at once", () => {
    const s = (rules: Rules): GameState => riggedGame({
      rules, spells: CLONE_B, phase: 'midday', altar: ['green-triangle', 'blue-square'], pools: [['red-triangle'], []],
      learned: [[learned('clone', 4, 'white-circle')], [learned('focus', 4, 'black-triangle')]],
    });
    expect(options(run(s('printed'), [cast('clone', 4), castFrom('focus', 4, 1)]).state)).toEqual([mode('store'), mode('take')]);
    const digital = run(s('digital'), [cast('clone', 4), castFrom('focus', 4, 1)]);
    expect(digital.events.slice(2, 4)).toEqual([
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'green-triangle' },
    ]);
  });

  it("Clone L4: when no copy fits, digital refuses Clone itself (its copy is required): another player's Growth L4 with 1 space on the cloner's board", () => {
    const s = (rules: Rules): GameState => riggedGame({
      rules, spells: CLONE_B, phase: 'midday', altar: ['red-circle', 'blue-square'], pools: [[], []], familiars: [THIRTEEN_WHITE, []],
      learned: [[learned('clone', 4, 'white-square')], [learned('growth', 4, 'green-circle')]],
    });
    // Printed: the copy, its only option, is made at once; it stores 1 of its 2.
    expect(step(s('printed'), cast('clone', 4)).events[1]).toEqual({ type: 'spell-cast', player: 0, spell: 'growth', level: 4, from: 1 });
    expect(casts(s('digital'))).not.toContainEqual(cast('clone', 4));
    expectRefused(s('digital'), cast('clone', 4), 'not-usable', null);
  });

  it("Clone L5: a copy of another player's Levitation L3 is judged after Clone's cost: 9 in the pool (8 after it), printed only; 8 (7 after it), both", () => {
    const position = (pool: MateriaKind[]): Position => (rules) => run(riggedGame({
      rules, spells: CLONE_A, phase: 'midday', altar: ['green-circle', 'blue-circle'], pools: [pool, []],
      learned: [[learned('clone', 5, 'white-circle')], [learned('levitation', 3, 'purple-circle')]],
    }), [cast('clone', 5)]).state;
    const afterCost = position(['red-circle', ...fill(8)])('printed');
    expect(poolOf(afterCost)).toHaveLength(8);
    apart(position(['red-circle', ...fill(8)]), castFrom('levitation', 3, 1));
    alike(position(['red-circle', ...fill(7)]), castFrom('levitation', 3, 1));
  });

  it("solo Clone L3: the level-4 copies of unlearned Offering and Purification read the Clone player's position: when neither fits digital refuses Clone; when both fit both list them", () => {
    const position = (pool: MateriaKind[], altar: MateriaKind[]): Position => (rules) => riggedGame({
      players: 1, rules, spells: CLONE_A, phase: 'midday', altar, pools: [pool], learned: [[learned('clone', 3, 'white-circle')]],
    });
    // 2 reds (Offering L4 stores 3) and 1 altar materia (Purification L4 swaps 2).
    const neither = position(['red-circle', 'red-triangle'], ['blue-square']);
    expect(options(step(neither('printed'), cast('clone', 3)).state)).toEqual([cast('purification', 4), cast('offering', 4)]);
    expect(casts(neither('digital'))).not.toContainEqual(cast('clone', 3));
    expectRefused(neither('digital'), cast('clone', 3), 'not-usable', null);
    const both = position(['red-circle', 'red-triangle', 'red-square'], ['blue-square', 'black-square']);
    for (const rules of BOTH) expect(options(step(both(rules), cast('clone', 3)).state), rules).toEqual([cast('purification', 4), cast('offering', 4)]);
  });

  it("solo Clone L5: a copy of unlearned Sharing L4 with 8 in the pool after the cost and 2 on the altar: printed copies it (its second take is then skipped), digital refuses Clone (Sharing needs room for both takes), never overfilling the pool", () => {
    // Clone's card rune is the triangle: the one triangle in the pool is its cost, paid at once;
    // Sharing L4 is then the only copy, chosen at once.
    const others: MateriaKind[] = ['red-circle', 'red-square', 'green-circle', 'green-square', 'yellow-circle', 'yellow-square', 'black-circle', 'black-square'];
    const table = (rules: Rules, pool: MateriaKind[]): GameState => riggedGame({
      players: 1, rules, spells: spellsWith('clone', 'sharing'), phase: 'midday', altar: ['purple-square', 'blue-square'], pools: [pool],
      learned: [[learned('clone', 5, 'white-triangle')]],
    });
    const eight: MateriaKind[] = ['white-triangle', ...others];
    const printed = step(table('printed', eight), cast('clone', 5)).state;
    expect(currentDecision(printed)).toMatchObject({ kind: 'effect', spell: 'sharing', level: 4 });
    const taken = run(printed, [pick('purple-square')]);
    expect(taken.events).toContainEqual({ type: 'step-skipped', player: 0, step: 'take', remaining: 1 });
    expect(poolOf(taken.state)).toHaveLength(9);
    expect(casts(table('digital', eight))).not.toContainEqual(cast('clone', 5));
    expectRefused(table('digital', eight), cast('clone', 5), 'not-usable', null);
    // With 7 after the cost, both copy it.
    for (const rules of BOTH) {
      expect(currentDecision(step(table(rules, ['white-triangle', ...others.slice(1)]), cast('clone', 5)).state), rules)
        .toMatchObject({ kind: 'effect', spell: 'sharing', level: 4 });
    }
  });

  it('Swiftness L3: its extra Morning action offers Levitation L3 with 1 circle on the altar under printed only; with 2, under both', () => {
    const position = (altar: MateriaKind[]): Position => (rules) => step(riggedGame({
      rules, spells: spellsWith('swiftness'), phase: 'evening', altar, pools: [['blue-circle', 'blue-triangle', 'blue-square'], []],
      learned: [[learned('levitation', 3, 'purple-circle')], []],
    }), learn('swiftness', 3, 'blue-circle', ['blue-circle', 'blue-triangle', 'blue-square'])).state;
    expect(effect(position(['red-circle'])('digital')).step.step).toBe('phase-action');
    apart(position(['red-circle', 'green-square']), cast('levitation', 3));
    alike(position(['red-circle', 'green-circle']), cast('levitation', 3));
  });
});

describe('P10 usableWhen: homebrew spells', () => {
  // Registered once per process (the registry is global): ids used by this file only.
  const UNCHECKED = 'homebrew-fit-unchecked';
  const CHECKED = 'homebrew-fit-checked';
  const takeTwo = (fits?: FitCheck): SpellLevel => ({
    kind: 'action', points: 1, effect: ({ actor }) => [{ step: 'take', count: 2, taker: actor }], ...(fits === undefined ? {} : { fits }),
  });
  // The homebrew's own check: room for its 2 in the pool and 2 on the altar.
  const fitsTwo: FitCheck = (t, { actor }) => total(t.players[actor]?.pool ?? []) <= 7 && total(t.altar) >= 2;
  const define = (id: SpellId, fits?: FitCheck): void => {
    if (hasSpell(id)) return;
    const def: SpellDefinition = {
      id, colour: 'purple', set: null, phase: 'morning', levels: { 3: takeTwo(fits), 4: takeTwo(fits), 5: takeTwo(fits) },
      names: { en: id, uk: id, pl: id, 'zh-TW': id },
    };
    defineSpell(def);
  };
  define(UNCHECKED);
  define(CHECKED, fitsTwo);
  const position = (id: SpellId): Position => seat0(spellsWith(id), 'morning', id, 3, 'purple-circle', { altar: ['red-circle'] });

  it('a level without a fit check is judged alike: taking 1 of its 2 is listed under both', () => {
    alike(position(UNCHECKED), cast(UNCHECKED, 3));
    expect(legalActions(position(UNCHECKED)('digital'))).toContainEqual(cast(UNCHECKED, 3));
  });

  it('a level with a fit check follows it under digital only', () => {
    apart(position(CHECKED), cast(CHECKED, 3));
    expect(types(step(position(CHECKED)('printed'), cast(CHECKED, 3)).events)).toContain('materia-taken');
  });
});
