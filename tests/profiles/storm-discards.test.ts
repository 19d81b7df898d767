// P7, Storm's discard (rules §7): Storm L4/L5 discards altar materia, draws as many onto the
// altar, takes 3 and lowers Storm. The printed profile lets the player discard any number, none
// included and with no upper limit; the digital profile ("1 to 10" on the card) needs at least 1
// and stops by itself after the tenth. Under both, Storm with an empty altar is not legal (nothing
// would move, rules §2). Each test plays one position under both profiles.
import { describe, expect, it } from 'vitest';
import { RULE_PRESETS, total, type GameState, type MateriaKind, type RuleProfile, type RulePresetName } from '../../src/index.js';
import {
  NINE_PURPLE, altarOf, cast, casts, copies, discardOf, effect, expectRefused, learned, levelsListed, options, pick,
  poolOf, riggedGame, run, step, stop, types,
} from '../kit/index.js';
import { STORM_SET } from '../spells/white/selections.js';

const PROFILES: readonly RulePresetName[] = ['printed', 'digital'];
const ALTAR: MateriaKind[] = ['red-circle', 'blue-square', 'yellow-triangle', 'black-circle'];
/** 12 altar materia of 3 kinds: more than the digital reading lets Storm discard. */
const TWELVE: MateriaKind[] = [...copies('purple-circle', 4), ...copies('green-circle', 4), ...copies('black-triangle', 4)];

/** Seat 0 in its Evening with Storm at level 4 (card rune circle), `pool` and `altar`. */
function storm(rules: RulePresetName | RuleProfile, altar: readonly MateriaKind[], pool: readonly MateriaKind[] = []): GameState {
  return riggedGame({
    spells: STORM_SET, rules, phase: 'evening', altar: [...altar], pools: [[...pool], []],
    learned: [[learned('storm', 4, 'white-circle')], []],
  });
}

describe('P7 Storm discards: the profiles', () => {
  it('the presets: printed any-number, digital one-to-ten', () => {
    expect(RULE_PRESETS.printed.stormDiscards).toBe('any-number');
    expect(RULE_PRESETS.digital.stormDiscards).toBe('one-to-ten');
  });
});

describe('P7 Storm discards: how few', () => {
  it('printed: the discards may stop at once; no draw onto the altar, the take follows', () => {
    const s = step(storm('printed', ALTAR), cast('storm', 4)).state;
    expect(effect(s).step).toEqual({ step: 'clear-altar', discarded: 0 });
    expect(options(s)).toEqual([pick('red-circle'), pick('black-circle'), pick('blue-square'), pick('yellow-triangle'), stop()]);
    const r = step(s, stop());
    expect(r.events).toEqual([{ type: 'step-stopped', player: 0, step: 'clear-altar' }]);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
    expect(altarOf(r.state)).toEqual(altarOf(s));
  });

  it('digital: before the first discard stop is neither listed nor accepted', () => {
    const s = step(storm('digital', ALTAR), cast('storm', 4)).state;
    expect(effect(s).step).toEqual({ step: 'clear-altar', discarded: 0 });
    expect(options(s)).toEqual([pick('red-circle'), pick('black-circle'), pick('blue-square'), pick('yellow-triangle')]);
    expectRefused(s, stop(), 'wrong-step', 'type');
  });

  it.each(PROFILES)('%s: after one discard stop is listed; it draws 1 onto the altar and the take follows', (rules) => {
    const s = storm(rules, ALTAR);
    let r = run(s, [cast('storm', 4), pick('blue-square')]);
    expect(effect(r.state).step).toEqual({ step: 'clear-altar', discarded: 1 });
    expect(options(r.state).slice(-1)).toEqual([stop()]);
    r = step(r.state, stop());
    expect(types(r.events)).toEqual(['step-stopped', 'materia-revealed']);
    expect(discardOf(r.state)).toEqual(['blue-square']);
    expect(total(r.state.altar)).toBe(4);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
  });

  it('printed: with one materia on the altar the first discard waits: the player may discard it or stop', () => {
    const r = step(storm('printed', ['red-circle']), cast('storm', 4));
    expect(effect(r.state).step).toEqual({ step: 'clear-altar', discarded: 0 });
    expect(options(r.state)).toEqual([pick('red-circle'), stop()]);
  });

  it('digital: with one materia on the altar the first discard is forced: it is discarded at once, 1 is drawn and taken', () => {
    const r = step(storm('digital', ['red-circle']), cast('storm', 4));
    expect(types(r.events).slice(0, 4)).toEqual(['spell-cast', 'materia-discarded', 'materia-revealed', 'materia-taken']);
    expect(discardOf(r.state)).toEqual(['red-circle']);
  });
});

describe('P7 Storm discards: how many', () => {
  it('printed: no limit: after 10 discards the step still waits, and discarding all 12 ends it (12 drawn)', () => {
    let r = run(storm('printed', TWELVE), [cast('storm', 4), ...copies('purple-circle', 4).map((m) => pick(m)), ...copies('green-circle', 4).map((m) => pick(m)), pick('black-triangle'), pick('black-triangle')]);
    expect(effect(r.state).step).toEqual({ step: 'clear-altar', discarded: 10 });
    expect(options(r.state)).toEqual([pick('black-triangle'), stop()]);
    r = run(r.state, [pick('black-triangle'), pick('black-triangle')]);
    expect(types(r.events).filter((t) => t === 'materia-revealed')).toHaveLength(12);
    expect(total(r.state.discard)).toBe(12);
    expect(total(r.state.altar)).toBe(12);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
  });

  it('digital: at most 10: the tenth discard ends the step by itself, 10 are drawn and 2 of the 12 stay', () => {
    const nine = [...copies('purple-circle', 4), ...copies('green-circle', 4), 'black-triangle' as MateriaKind];
    let r = run(storm('digital', TWELVE), [cast('storm', 4), ...nine.map((m) => pick(m))]);
    expect(effect(r.state).step).toEqual({ step: 'clear-altar', discarded: 9 });
    expect(options(r.state)).toEqual([pick('black-triangle'), stop()]);
    r = step(r.state, pick('black-triangle'));
    expect(types(r.events)).toEqual(['materia-discarded', ...copies('materia-revealed' as MateriaKind, 10)]);
    expect(total(r.state.discard)).toBe(10);
    expect(total(r.state.altar)).toBe(12);
    expect(altarOf(r.state).filter((m) => m === 'black-triangle').length).toBeGreaterThanOrEqual(2);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
  });
});

describe('P7 Storm discards: legality', () => {
  it.each(PROFILES)('%s: with an empty altar Storm is not legal (nothing would move)', (rules) => {
    const s = storm(rules, []);
    expect(casts(s)).toEqual([]);
    expectRefused(s, cast('storm', 4), 'not-usable');
  });

  it.each(PROFILES)('%s: with a materia on the altar Storm is legal', (rules) => {
    expect(levelsListed(storm(rules, ['red-circle']), 'storm')).toEqual([4]);
  });

  // The digital preset's usableWhen ('effect-fits') refuses Storm with a full pool (P10, see
  // usable-when.test.ts); with usableWhen 'something-moves' its discards alone make it legal.
  it.each([
    ['printed', 0, RULE_PRESETS.printed],
    ['digital discards (usableWhen something-moves)', 1, { ...RULE_PRESETS.digital, usableWhen: 'something-moves' } satisfies RuleProfile],
  ] as const)('%s: with a full pool Storm is legal (its discards move materia); it discards at least %i, the take is skipped', (_name, least, rules) => {
    const s = storm(rules, ALTAR, NINE_PURPLE);
    expect(levelsListed(s, 'storm')).toEqual([4]);
    const r = run(s, [cast('storm', 4), ...(least > 0 ? [pick('red-circle')] : []), stop()]);
    expect(total(r.state.discard)).toBe(least);
    expect(r.events).toContainEqual({ type: 'step-skipped', player: 0, step: 'take', remaining: 3 });
    expect(poolOf(r.state)).toEqual(NINE_PURPLE);
  });
});
