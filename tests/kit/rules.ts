// Rule profiles for tests: the two presets, and mixed profiles built from them by point name (so
// that a test names the points it mixes, not their values, which the presets own).
import { RULE_PRESETS, type GameOptions, type RulePresetName, type RuleProfile } from '../../src/index.js';

/** What `createGame`'s `rules` option takes: a preset's name or a whole profile. */
export type RulesOption = NonNullable<GameOptions['rules']>;

/** The preset names, printed (the default) first: what the property suites run under. */
export const PRESET_NAMES: readonly RulePresetName[] = ['printed', 'digital'];

/**
 * The preset `base` with each of `points` read as the other preset reads it: a mixed profile.
 * @example mixedRules('printed', ['mirageDraws']) // printed, with the digital Mirage timing
 */
export function mixedRules(base: RulePresetName, points: readonly (keyof RuleProfile)[]): RuleProfile {
  const other = RULE_PRESETS[base === 'printed' ? 'digital' : 'printed'];
  const out: Record<string, string> = { ...RULE_PRESETS[base] };
  for (const point of points) out[point] = other[point];
  return out as unknown as RuleProfile;
}
