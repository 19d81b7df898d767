/**
 * The rule profile of a run: read from a preset name, a profile or a run's own `rules`, and
 * kept whole with the rules version it was read under, so that a run spec, a shard job and a
 * report say exactly which rules their games were played by.
 * @module
 */
import {
  RULES_HISTORY, RULES_VERSION, RULE_PRESETS, SetupError, createGame, presetOf,
  type RuleProfile, type RulePresetName,
} from 'spellbook-engine';
import { SimulationOptionsError, refuseUnknownOptions } from './errors.js';

/**
 * A run's rules as plain data: the whole profile (every point of the rules version), the rules
 * version it belongs to, and the preset it equals, if any. Part of every run spec, shard job and
 * report.
 */
export interface RunRules {
  /** The rules version of the profile: `RULES_VERSION` of the engine that played the games. */
  readonly version: number;
  /** The preset the profile equals (`printed`, `digital`), or `null` for a profile of its own. */
  readonly preset: RulePresetName | null;
  /** The profile, whole: every point of the rules version. */
  readonly profile: RuleProfile;
}

/**
 * The rules of a run, as `createGame` takes them (a preset name or a whole profile), or a run's
 * own {@link RunRules} (a report's `run.rules`), to play a run again under its rules.
 */
export type RulesOption = RulePresetName | RuleProfile | RunRules;

const RUN_RULES_KEYS = ['version', 'preset', 'profile'];

function invalid(message: string): SimulationOptionsError {
  return new SimulationOptionsError('invalid-rules', `rules: ${message}`);
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A profile written under rules version `version`, whole under this engine's rules: each point
 * that a later version added, missing from it, reads its legacy value (what games of that version
 * played), as the engine reads a save of that version.
 */
function underThisVersion(profile: Readonly<Record<string, unknown>>, version: number): Readonly<Record<string, unknown>> {
  const whole: Record<string, unknown> = { ...profile };
  for (const release of RULES_HISTORY) {
    if (release.version <= version) continue;
    for (const [point, { legacy }] of Object.entries(release.points)) if (!(point in whole) && legacy !== undefined) whole[point] = legacy;
  }
  return whole;
}

/** The whole profile that `createGame` reads from `rules`, or the engine's error as `invalid-rules`. */
function profileOf(rules: unknown): RuleProfile {
  try {
    return createGame({ players: 2, seed: 'rules-check', rules: rules as RulePresetName | RuleProfile }).rules;
  } catch (e) {
    if (e instanceof SetupError) throw invalid(e.message);
    throw e;
  }
}

/**
 * Reads the rules of a run: a preset name, a whole profile (as `createGame` takes them), or a
 * run's own rules (`{ version, preset, profile }`, from a report or a shard job). A run's rules
 * of an earlier rules version play as that version did: each later point at its legacy value.
 * Default: `printed`.
 * @throws SimulationOptionsError `invalid-rules`: an unknown preset, a profile that lacks a point
 * or holds an unknown one or an unknown value (the engine's message, naming the point), a rules
 * version this engine does not know, or a `preset` that the profile does not equal.
 */
export function runRules(rules: unknown = 'printed'): RunRules {
  let profile: RuleProfile;
  if (isObject(rules) && 'profile' in rules) {
    refuseUnknownOptions(rules, RUN_RULES_KEYS, 'rules: ');
    const { version, preset, profile: given } = rules;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      throw invalid(`version: expected a rules version (a whole number from 1), got ${JSON.stringify(version)}`);
    }
    if (version > RULES_VERSION) {
      throw invalid(`the profile is of rules version ${version}, newer than this engine's (${RULES_VERSION}): upgrade spellbook-engine to play it`);
    }
    if (!isObject(given)) throw invalid(`profile: expected an object of rule points, got ${JSON.stringify(given)}`);
    profile = profileOf(underThisVersion(given, version));
    if (preset !== undefined && preset !== null && version === RULES_VERSION && preset !== presetOf(profile)) {
      throw invalid(`preset: the profile is not the ${JSON.stringify(preset)} preset of rules version ${version}`);
    }
  } else {
    profile = profileOf(rules);
  }
  return { version: RULES_VERSION, preset: presetOf(profile) ?? null, profile };
}

/** The points where `profile` differs from a preset, as `point: value`, in the profile's order. */
function differences(profile: RuleProfile, preset: RulePresetName): string[] {
  const base = RULE_PRESETS[preset] as unknown as Readonly<Record<string, string>>;
  return Object.entries(profile as unknown as Readonly<Record<string, string>>).filter(([k, v]) => base[k] !== v).map(([k, v]) => `${k}: ${v}`);
}

/**
 * A run's rules for people: the preset's name (`printed`, `digital`), or for a profile of its
 * own the nearer preset and the points that differ from it (`printed, but mirageDraws:
 * after-takes`); with the rules version.
 * @example
 * ```ts
 * rulesLabel(runRules('digital')); // 'digital (rules version 2)'
 * ```
 */
export function rulesLabel(rules: RunRules): string {
  const version = `rules version ${rules.version}`;
  if (rules.preset !== null) return `${rules.preset} (${version})`;
  const printed = differences(rules.profile, 'printed');
  const digital = differences(rules.profile, 'digital');
  const [base, diff] = digital.length < printed.length ? ['digital', digital] : ['printed', printed];
  return `${base}, but ${diff.join(', ')} (${version})`;
}
