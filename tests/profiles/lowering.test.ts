// P2, lowering: Growth and Storm at level 4 or 5 (and Clone copying Growth) lower their card. The
// printed profile moves the card to the level the effect prints ("down to level 3" under level 4,
// "down to level 4" under level 5), from wherever it is, never up; the digital profile moves it
// one level down from where it is. Each test plays one position under both profiles.
import { describe, expect, it } from 'vitest';
import { RULE_PRESETS, type GameState, type Level, type MateriaKind, type RulePresetName } from '../../src/index.js';
import {
  cast, castFrom, expectRefused, learned, levelOf, levelsListed, options, pick, riggedGame, run, step, stop,
} from '../kit/index.js';
import { CLONE_B, STORM_SET } from '../spells/white/selections.js';

const PROFILES: readonly RulePresetName[] = ['printed', 'digital'];
const ALTAR: MateriaKind[] = ['red-circle', 'blue-square', 'yellow-triangle', 'black-circle'];

/** Seat 0 in its Evening with Growth at `level` (card rune square), an empty pool and board. */
function growth(level: Level, rules: RulePresetName): GameState {
  return riggedGame({ spells: 'set3', rules, phase: 'evening', altar: ALTAR, pools: [[], []], learned: [[learned('growth', level, 'green-square')], []] });
}

/** Seat 0 in its Evening with Storm at `level`. */
function storm(level: Level, rules: RulePresetName): GameState {
  return riggedGame({ spells: STORM_SET, rules, phase: 'evening', altar: ALTAR, pools: [[], []], learned: [[learned('storm', level, 'white-square')], []] });
}

describe('P2 lowering: Growth', () => {
  it.each([
    ['printed', 3],
    ['digital', 4],
  ] as const)('%s: the level-4 effect used from a level-5 card ends at level %i', (rules, ends) => {
    const r = run(growth(5, rules), [cast('growth', 4), pick('red-circle'), pick('blue-square')]);
    expect(r.events).toContainEqual({ type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: ends });
    expect(levelOf(r.state, 'growth')).toBe(ends);
  });

  it.each(PROFILES)('%s: the level-5 effect from a level-5 card and the level-4 effect from a level-4 card agree (5 → 4, 4 → 3)', (rules) => {
    const five = run(growth(5, rules), [cast('growth', 5), pick('red-circle'), pick('blue-square'), pick('yellow-triangle')]);
    expect(levelOf(five.state, 'growth')).toBe(4);
    const four = run(growth(4, rules), [cast('growth', 4), pick('red-circle'), pick('blue-square')]);
    expect(levelOf(four.state, 'growth')).toBe(3);
  });
});

describe('P2 lowering: Storm', () => {
  it('printed: on a level-5 card the two levels differ (to 4 or to 3), so both are listed; level 4 ends at 3', () => {
    const s = storm(5, 'printed');
    expect(levelsListed(s, 'storm')).toEqual([4, 5]);
    const r = run(s, [cast('storm', 4), stop(), pick('red-circle'), pick('blue-square'), pick('yellow-triangle')]);
    expect(levelOf(r.state, 'storm')).toBe(3);
  });

  it('digital: on a level-5 card both levels end at 4 with the same steps, so Storm is one choice, listed at level 5', () => {
    const s = storm(5, 'digital');
    expect(levelsListed(s, 'storm')).toEqual([5]);
    expectRefused(s, cast('storm', 4), 'level-unavailable', 'level');
    const r = run(s, [cast('storm', 5), pick('black-circle'), stop(), pick('red-circle'), pick('blue-square'), pick('yellow-triangle')]);
    expect(levelOf(r.state, 'storm')).toBe(4);
  });

  it.each(PROFILES)('%s: a level-4 card lists level 4 only and ends at 3', (rules) => {
    const s = storm(4, rules);
    expect(levelsListed(s, 'storm')).toEqual([4]);
    const r = run(s, [cast('storm', 4), pick('black-circle'), stop(), pick('red-circle'), pick('blue-square'), pick('yellow-triangle')]);
    expect(levelOf(r.state, 'storm')).toBe(3);
  });
});

describe('P2 lowering: Clone copying Growth lowers Clone', () => {
  /** Seat 0 at Midday with Clone at `level`, seat 1 with Growth at 5. */
  const cloning = (level: Level, rules: RulePresetName): GameState => riggedGame({
    spells: CLONE_B, rules, phase: 'midday', altar: ALTAR, pools: [[], []],
    learned: [[learned('clone', level, 'white-circle')], [learned('growth', 5, 'green-square')]],
  });

  it.each([
    ['printed', 4, 'stays at 4: "down to level 4" does not move a card already there'],
    ['digital', 3, 'goes one level down, 4 → 3'],
  ] as const)('%s: a level-4 Clone copying the level-5 effect ends at %i (%s)', (rules, ends, _why) => {
    const r = run(cloning(4, rules), [cast('clone', 4), castFrom('growth', 5, 1), pick('red-circle'), pick('blue-square'), pick('yellow-triangle')]);
    expect(levelOf(r.state, 'clone')).toBe(ends);
    expect(levelOf(r.state, 'growth', 1)).toBe(5);
    expect(r.events.some((e) => e.type === 'spell-level-changed' && e.spell === 'clone')).toBe(ends !== 4);
  });

  it.each([
    ['printed', 3],
    ['digital', 4],
  ] as const)('%s: a level-5 Clone used at level 4, copying the level-4 effect, ends at %i', (rules, ends) => {
    const s = step(cloning(5, rules), cast('clone', 4)).state;
    expect(options(s)).toContainEqual(castFrom('growth', 4, 1));
    const r = run(s, [castFrom('growth', 4, 1), pick('red-circle'), pick('blue-square')]);
    expect(levelOf(r.state, 'clone')).toBe(ends);
  });
});

describe('P2 lowering: the profile object', () => {
  it('a printed profile with only `lowering` changed lowers as the digital one, and nothing else changes', () => {
    const mixed = { ...RULE_PRESETS.printed, lowering: 'one-level' } as const;
    const s = riggedGame({ spells: 'set3', rules: mixed, phase: 'evening', altar: ALTAR, pools: [[], []], learned: [[learned('growth', 5, 'green-square')], []] });
    expect(s.rules).toEqual(mixed);
    const r = run(s, [cast('growth', 4), pick('red-circle'), pick('blue-square')]);
    expect(levelOf(r.state, 'growth')).toBe(4);
  });
});
