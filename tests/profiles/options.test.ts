// The rule profile as a game option: createGame's `rules` (a preset's name or a whole profile,
// default printed), its refusals (SetupError invalid-rules at the path of the bad point), and the
// presets themselves (RULE_PRESETS, RULE_POINTS, presetOf).
import { describe, expect, test } from 'vitest';
import {
  RULE_POINTS, RULE_PRESETS, SetupError, createGame, presetOf, type GameOptions, type RuleProfile,
} from '../../src/index.js';
import { expectSetupError, mixedRules, thrownBy } from '../kit/index.js';

const POINTS = Object.keys(RULE_POINTS) as (keyof RuleProfile)[];

describe('rules option: createGame', () => {
  test('without rules, the game is played under the printed rules', () => {
    expect(createGame({ players: 2, seed: 'options' }).rules).toBe(RULE_PRESETS.printed);
    expect(createGame({ players: 1, seed: 'options' }).rules).toBe(RULE_PRESETS.printed);
  });

  test.each(['printed', 'digital'] as const)("'%s' gives the preset itself", (name) => {
    for (const players of [1, 2, 3, 4] as const) expect(createGame({ players, seed: 'options', rules: name }).rules).toBe(RULE_PRESETS[name]);
  });

  test('the profile changes nothing of the deal: same seed, same table, whatever the rules', () => {
    const { rules: _p, ...printed } = createGame({ players: 3, seed: 'deal', spells: 'classic', rules: 'printed' });
    const { rules: _d, ...digital } = createGame({ players: 3, seed: 'deal', spells: 'classic', rules: 'digital' });
    expect(digital).toEqual(printed);
  });

  test.each(POINTS)('a whole profile (printed with %s changed): the state carries exactly that profile', (point) => {
    const profile = mixedRules('printed', [point]);
    const s = createGame({ players: 2, seed: 'mixed', rules: profile });
    expect(s.rules).toStrictEqual(profile);
    expect(Object.keys(s.rules)).toEqual(POINTS);
    expect(presetOf(s.rules)).toBeUndefined();
    // Read from the option, not kept by reference: a later change to the caller's object is not the game's.
    expect(s.rules).not.toBe(profile);
    (profile as { -readonly [K in keyof RuleProfile]: string })[point] = RULE_PRESETS.printed[point];
    expect(s.rules[point]).not.toBe(RULE_PRESETS.printed[point]);
  });

  test('a whole profile equal to a preset is that preset', () => {
    const s = createGame({ players: 2, seed: 'copy', rules: { ...RULE_PRESETS.digital } });
    expect(s.rules).toStrictEqual(RULE_PRESETS.digital);
    expect(presetOf(s.rules)).toBe('digital');
  });
});

describe('rules option: refusals (SetupError invalid-rules, at the bad point)', () => {
  const withPoint = (point: string, value: unknown): unknown => ({ ...RULE_PRESETS.digital, [point]: value });
  const without = (point: keyof RuleProfile): unknown => {
    const { [point]: _dropped, ...rest } = RULE_PRESETS.printed;
    return rest;
  };

  test.each<[string, unknown, string]>([
    ['an unknown preset name', 'house', 'rules'],
    ['a preset name in another case', 'Digital', 'rules'],
    ['an empty name', '', 'rules'],
    ['null', null, 'rules'],
    ['a number', 2, 'rules'],
    ['a boolean', true, 'rules'],
    ['a list', ['printed'], 'rules'],
    ['an unknown point', withPoint('houseRule', 'yes'), 'rules.houseRule'],
    ['an inherited property name as a point', JSON.parse(`{"__proto__": "x", ${JSON.stringify(RULE_PRESETS.printed).slice(1)}`), 'rules.__proto__'],
    ['a missing point', without('communionStores'), 'rules.communionStores'],
    ['an empty object', {}, `rules.${POINTS[0] as string}`],
    ['an unknown value', withPoint('mirageDraws', 'never'), 'rules.mirageDraws'],
    ['a value of another point', withPoint('lowering', RULE_PRESETS.digital.swiftnessSpells), 'rules.lowering'],
    ['a value that is not a string', withPoint('stormDiscards', 1), 'rules.stormDiscards'],
    ['an undefined value', withPoint('soloRefill', undefined), 'rules.soloRefill'],
  ])('%s', (_name, rules, path) => {
    expectSetupError({ players: 2, seed: 'bad', rules }, 'invalid-rules', path);
  });

  test('the message says what is expected', () => {
    const e = (rules: unknown): SetupError => thrownBy(SetupError, () => createGame({ players: 2, rules } as GameOptions));
    expect(e('house').message).toMatch(/unknown rule preset "house": expected "printed", "digital" or a profile object/);
    expect(e(withPoint('mirageDraws', 'never')).message).toContain('unknown value for rule point mirageDraws: expected "at-once", "after-takes" or "after-step"');
    expect(e(withPoint('finalAltar', 'never')).message).toContain('unknown value for rule point finalAltar: expected "left-as-is" or "resupplied"');
    expect(e(without('lowering')).message).toMatch(/missing rule point lowering/);
    expect(e(withPoint('houseRule', 'yes')).message).toMatch(/unknown rule point "houseRule"/);
  });
});

describe('rule presets', () => {
  test('RULE_POINTS lists the values of each point, the printed reading first; the presets take one each', () => {
    expect(POINTS).toHaveLength(13);
    for (const point of POINTS) {
      const values = RULE_POINTS[point] as readonly string[];
      // Mirage's timing has a third value: the digital preset's reading of version 1, kept for its games.
      expect(values).toEqual(point === 'mirageDraws' ? ['at-once', 'after-takes', 'after-step'] : [RULE_PRESETS.printed[point], RULE_PRESETS.digital[point]]);
      expect(values[0]).toBe(RULE_PRESETS.printed[point]);
    }
    expect(RULE_PRESETS.digital.mirageDraws).toBe('after-step');
    expect(Object.keys(RULE_PRESETS.printed)).toEqual(POINTS);
    expect(Object.keys(RULE_PRESETS.digital)).toEqual(POINTS);
  });

  test('RULE_PRESETS and RULE_POINTS are frozen: no game can change a preset for the others', () => {
    expect(Object.isFrozen(RULE_PRESETS)).toBe(true);
    expect(Object.isFrozen(RULE_PRESETS.printed)).toBe(true);
    expect(Object.isFrozen(RULE_PRESETS.digital)).toBe(true);
    expect(Object.isFrozen(RULE_POINTS)).toBe(true);
    expect(Object.isFrozen(RULE_POINTS.mirageDraws)).toBe(true);
    expect(() => { (RULE_PRESETS.printed as { mirageDraws: string }).mirageDraws = 'after-step'; }).toThrow(TypeError);
    expect(() => { (RULE_PRESETS as { digital: unknown }).digital = RULE_PRESETS.printed; }).toThrow(TypeError);
    expect(RULE_PRESETS.printed.mirageDraws).toBe('at-once');
    expect(createGame({ players: 2, rules: 'digital' }).rules.mirageDraws).toBe('after-step');
  });

  test('presetOf names the preset a profile equals, point by point, whatever its key order', () => {
    expect(presetOf(RULE_PRESETS.printed)).toBe('printed');
    expect(presetOf(RULE_PRESETS.digital)).toBe('digital');
    expect(presetOf({ ...RULE_PRESETS.digital })).toBe('digital');
    const reversed = Object.fromEntries(Object.entries(RULE_PRESETS.printed).reverse()) as unknown as RuleProfile;
    expect(presetOf(reversed)).toBe('printed');
  });

  test.each(POINTS)('presetOf: a preset with %s changed is mixed (undefined)', (point) => {
    expect(presetOf(mixedRules('printed', [point]))).toBeUndefined();
    expect(presetOf(mixedRules('digital', [point]))).toBeUndefined();
  });
});
