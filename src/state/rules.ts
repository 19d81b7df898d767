/**
 * Rule profiles: the points where the printed rulebooks and the official digital adaptation
 * read SpellBook differently, one named field per point, and the two presets. A game's profile
 * is chosen in {@link GameOptions.rules}, kept in {@link GameState.rules}, and so travels in every
 * save, view and record. Each rule that a point touches reads its field.
 *
 * The rules are versioned ({@link RULES_VERSION}, {@link RULES_HISTORY}): any change to how a
 * game plays, a fix included, is a new point whose legacy value keeps what the engine played
 * before, and a preset that reads a point anew does so from a new version on. A save or record
 * names the version it was written under, so it keeps its meaning in every later engine.
 * @module
 */
import { errorMessage } from './messages.js';

/**
 * How one game reads each of the points where the printed rules and the digital adaptation
 * differ. Start from a preset ({@link RULE_PRESETS}) and change single points:
 * @example
 * ```ts
 * createGame({ players: 2, rules: 'digital' });
 * createGame({ players: 2, rules: { ...RULE_PRESETS.printed, mirageDraws: 'after-takes' } });
 * ```
 * @group Rule profiles
 */
export interface RuleProfile {
  /**
   * Learning (rules §5): which materia may form a wild triple (3 materia sharing one rune).
   * `any-colour`: the learned spell's own colour too (printed); `other-colours`: only the
   * other colours (digital).
   */
  readonly wildTriples: 'any-colour' | 'other-colours';
  /**
   * Growth and Storm at level 4 or 5 (and Clone copying Growth) lower their card (rules §6).
   * `to-printed-level`: to the level the effect names ("down to level 4" under L5, "down to level
   * 3" under L4), from wherever the card is, never up (printed); `one-level`: one level down from
   * where the card is, never below 3 (digital).
   */
  readonly lowering: 'to-printed-level' | 'one-level';
  /**
   * Swiftness L3/L4's extra Morning action (rules §7): which of the player's Morning spells it
   * may use. `earlier-days`: those learned on an earlier Day (printed); `any-day`: also one
   * learned the same Day (digital).
   */
  readonly swiftnessSpells: 'earlier-days' | 'any-day';
  /**
   * Mirage (rules §7): when its draws happen. `at-once`: at each fitting materia, before the next
   * materia of the same effect moves, so that they can fill the pool and stop its remaining takes
   * (printed); `after-takes`: once the effect's step that took them has made all its takes (a
   * Levitation's 2, a Storm's 3, a Purification's swaps), before the effect's next step (Divination
   * L3's discard, Storm's lowering), within the pool limit as it then stands; a take that is a
   * whole action (Take 1, also as a Clone copy or Swiftness's extra action) draws at once;
   * `after-step`: as `after-takes`, except that where the effect's step that took them is
   * followed at once by the effect's own draw (Sharing L3: take 1, draw 1), that draw comes first
   * and Mirage's after it (digital, from rules version 2; version 1's digital preset read
   * `after-takes`). The two orders end in the same state: they differ in the order of the draws,
   * which shows when the pouch and the discard run dry between them.
   */
  readonly mirageDraws: 'at-once' | 'after-takes' | 'after-step';
  /**
   * Mirage (rules §7): which materia taken from the altar trigger it. `for-self`: every one the
   * owner takes for themselves: into the pool, onto their familiar board (take and store), or
   * received in a swap (printed); `into-pool`: takes into the pool only (digital).
   */
  readonly mirageTakes: 'for-self' | 'into-pool';
  /**
   * Communion L5 (rules §5, §7): which 2 materia a Learn stores. `discard-box`: any 2 from the
   * discard box, once this Learn's other paid materia are there (printed); `learn-discards`: 2
   * of this Learn's other paid materia (digital).
   */
  readonly communionStores: 'discard-box' | 'learn-discards';
  /**
   * Storm L4/L5 (rules §7): how many altar materia it discards before drawing as many onto the
   * altar. `any-number`: any number, none allowed, with no upper limit (printed); `one-to-ten`: at
   * least 1 and at most 10, even from an altar that holds more (digital, its card text's "1 to
   * 10"): the discards cannot be stopped before the first, and end by themselves after the tenth.
   * Under both, Storm with an empty altar is not legal (nothing would move, rules §2).
   */
  readonly stormDiscards: 'any-number' | 'one-to-ten';
  /**
   * Solo mode (rules §9): the altar after the end-of-Day placement. `fill`: draw until the altar
   * holds 7, never discarding; then, when the space just filled carries the refresh symbol, the
   * whole altar is discarded and 7 are drawn (printed). `fill-and-trim`: on a refresh space only
   * the refresh (nothing is drawn before it); elsewhere the altar is brought to exactly 7: drawn
   * up to 7, or, holding more, its surplus is discarded automatically, the first materia in kind
   * order (digital; the adaptation discards the materia lying first in its altar row, an order
   * the engine's altar does not keep, so the engine's fixed order of kinds stands in for it). On
   * the Day that ends the game, `fill` leaves the altar as it is; `fill-and-trim` still does all
   * this, as the adaptation does before its end check.
   */
  readonly soloRefill: 'fill' | 'fill-and-trim';
  /**
   * Purification's and Growth L3's swaps (rules §1): whether a pair may be two materia of one
   * kind. `refused`: no, such an exchange changes nothing on the table, so it is no choice
   * (printed); `allowed`: yes, the two tokens change places like any pair (digital; under
   * `mirageTakes: 'into-pool'` it then changes nothing but the spell's use).
   */
  readonly sameKindSwaps: 'refused' | 'allowed';
  /**
   * When a spell level may be used (rules §2), judged before its effect starts.
   * `something-moves`: when at least one materia would move; once started, the effect is carried
   * out as far as it can be (printed). `effect-fits`: besides that, when the level's effect fits
   * in full, as each spell level's own check says (`SpellLevel.fits`): Levitation needs 2
   * materia of its rune on the altar and room for 2 in the pool, Offering as many materia of one
   * colour as it stores, Storm a pool below 9, and so on; a level without a check (a homebrew
   * spell's) is judged as under `something-moves`, and a Clone copy reads the copied level's check
   * for the cloner's own pool, altar and board. Focus's ways (store or take) are checked one by
   * one (`SpellLevel.modeFits`) and only the fitting ones are offered (digital). Under both, once
   * started an effect is still carried out as far as it can be.
   */
  readonly usableWhen: 'something-moves' | 'effect-fits';
  /**
   * Swiftness L3/L4's extra Morning action (rules §7), from rules version 2. `compulsory`: the
   * player performs it whenever a Morning action is legal, and it is lost when none is (printed:
   * "the player immediately performs 1 Morning action"); `declinable`: the player may decline it
   * with `stop` (digital; every game of rules version 1 read this).
   */
  readonly swiftnessAction: 'compulsory' | 'declinable';
  /**
   * Clone L5's discarded materia of the card rune (rules §7), from rules version 2. `paid-first`:
   * it goes to the discard before the copied Morning action, so a copied Draw 2 that refills the
   * pouch from the discard can draw it back (printed; every game of rules version 1 read this);
   * `held-aside`: it leaves the pool at once but is held aside, in neither pouch nor discard,
   * until the copied action has ended, and is discarded then (digital). A held materia waits in
   * the effect's `discard-held` step: it counts in the materia census and shows in views and
   * saves. (The engine reads any cost paid right before a copied action, a homebrew spell's too,
   * the same way.)
   */
  readonly cloneDiscard: 'paid-first' | 'held-aside';
  /**
   * The altar after the final Day of a game of 2 to 4 players (rules §8), from rules version 2.
   * `left-as-is`: no resupply, the game is over (printed; every game of rules version 1 read
   * this); `resupplied`: resupplied as after every Day, before the game ends (digital). Scores
   * never read the altar. The solo mode's last Day follows `soloRefill`.
   */
  readonly finalAltar: 'left-as-is' | 'resupplied';
}

/**
 * The name of a preset profile: `printed` (the default) or `digital`.
 * @group Rule profiles
 */
export type RulePresetName = 'printed' | 'digital';

/** The preset names, in their order. */
const PRESET_NAMES: readonly RulePresetName[] = ['printed', 'digital'];

/**
 * A point as a version of the rules introduces it.
 * @group Rule profiles
 */
export interface RulePointIntroduction {
  /** The values the point may take, the printed reading first. */
  readonly values: readonly string[];
  /**
   * What the engine played before the point existed: the value that games written under an
   * earlier version read (one of `values`). Absent for the points of version 1, which every
   * versioned game has.
   */
  readonly legacy?: string;
}

/**
 * One version of the rules: the points it introduces and what each preset reads from it on.
 * @group Rule profiles
 */
export interface RulesRelease {
  /** Its number: 1 for the first, one more for each later release. */
  readonly version: number;
  /** The points this version adds to the profile, by name. */
  readonly points: Readonly<Record<string, RulePointIntroduction>>;
  /**
   * Values this version adds to points of earlier versions, by point (a point's values only ever
   * grow: a value once played keeps its meaning). Absent when it adds none.
   */
  readonly values?: Readonly<Record<string, readonly string[]>>;
  /**
   * What each preset reads from this version on, for the points it sets: every point in version
   * 1; a new point, or an old point the preset reads anew, later.
   */
  readonly presets: {
    /** The printed preset's readings from this version on, by point. */
    readonly printed: Readonly<Record<string, string>>;
    /** The digital preset's readings from this version on, by point. */
    readonly digital: Readonly<Record<string, string>>;
  };
}

/** The first version's presets, whole (its ten points). */
const VERSION_1_PRINTED = {
  wildTriples: 'any-colour',
  lowering: 'to-printed-level',
  swiftnessSpells: 'earlier-days',
  mirageDraws: 'at-once',
  mirageTakes: 'for-self',
  communionStores: 'discard-box',
  stormDiscards: 'any-number',
  soloRefill: 'fill',
  sameKindSwaps: 'refused',
  usableWhen: 'something-moves',
} as const;

const VERSION_1_DIGITAL = {
  wildTriples: 'other-colours',
  lowering: 'one-level',
  swiftnessSpells: 'any-day',
  mirageDraws: 'after-takes',
  mirageTakes: 'into-pool',
  communionStores: 'learn-discards',
  stormDiscards: 'one-to-ten',
  soloRefill: 'fill-and-trim',
  sameKindSwaps: 'allowed',
  usableWhen: 'effect-fits',
} as const;

/** A release, frozen through and through: the history is shared with every caller. */
function release(r: RulesRelease): RulesRelease {
  const points = Object.fromEntries(Object.entries(r.points).map(([point, { values, legacy }]) =>
    [point, Object.freeze(legacy === undefined ? { values: Object.freeze([...values]) } : { values: Object.freeze([...values]), legacy })]));
  const presets = Object.freeze({ printed: Object.freeze({ ...r.presets.printed }), digital: Object.freeze({ ...r.presets.digital }) });
  if (r.values === undefined) return Object.freeze({ version: r.version, points: Object.freeze(points), presets });
  const values = Object.fromEntries(Object.entries(r.values).map(([point, added]) => [point, Object.freeze([...added])]));
  return Object.freeze({ version: r.version, points: Object.freeze(points), values: Object.freeze(values), presets });
}

/**
 * The releases of the rules, oldest first. A change to how any game plays is appended here as a
 * new release, never made by editing an earlier one: games written under an earlier version keep
 * reading that version's presets, and a point's legacy value for every point added after it.
 */
const HISTORY: RulesRelease[] = [
  release({
    version: 1,
    points: Object.fromEntries(Object.keys(VERSION_1_PRINTED).map((point) => {
      const key = point as keyof typeof VERSION_1_PRINTED;
      return [point, { values: [VERSION_1_PRINTED[key], VERSION_1_DIGITAL[key]] }];
    })),
    presets: { printed: VERSION_1_PRINTED, digital: VERSION_1_DIGITAL },
  }),
  // Four readings of the digital adaptation that version 1 did not model; Swiftness's extra
  // action becomes compulsory under printed. Games of version 1 keep what they played.
  release({
    version: 2,
    points: {
      swiftnessAction: { values: ['compulsory', 'declinable'], legacy: 'declinable' },
      cloneDiscard: { values: ['paid-first', 'held-aside'], legacy: 'paid-first' },
      finalAltar: { values: ['left-as-is', 'resupplied'], legacy: 'left-as-is' },
    },
    values: { mirageDraws: ['after-step'] },
    presets: {
      printed: { swiftnessAction: 'compulsory', cloneDiscard: 'paid-first', finalAltar: 'left-as-is' },
      digital: { swiftnessAction: 'declinable', cloneDiscard: 'held-aside', finalAltar: 'resupplied', mirageDraws: 'after-step' },
    },
  }),
];

/** A point as the whole history gives it: all its values, and the version each appeared in. */
interface PointTable {
  /** Every value, the introducing release's first, then each later release's additions. */
  readonly values: readonly string[];
  readonly legacy?: string;
  /** The version that introduced the point. */
  readonly since: number;
  /** The version each value appeared in, by value. */
  readonly valueSince: Readonly<Record<string, number>>;
}

/** What the history gives, worked out once per change of it. */
interface Derived {
  readonly length: number;
  readonly version: number;
  readonly names: readonly string[];
  readonly points: Readonly<Record<string, PointTable>>;
  /** `presets[name][version - 1]`: the preset's whole profile at that version. */
  readonly presets: { readonly [N in RulePresetName]: readonly RuleProfile[] };
}

let derived: Derived | undefined;

/** The tables of the current history (recomputed only when a release was added or taken back). */
function tables(): Derived {
  if (derived !== undefined && derived.length === HISTORY.length) return derived;
  const points: Record<string, PointTable> = {};
  const readings: { [N in RulePresetName]: Readonly<Record<string, string>>[] } = { printed: [], digital: [] };
  for (const release of HISTORY) {
    const v = release.version;
    for (const [point, { values, legacy }] of Object.entries(release.points)) {
      const valueSince = Object.fromEntries(values.map((value) => [value, v]));
      points[point] = legacy === undefined ? { values, since: v, valueSince } : { values, legacy, since: v, valueSince };
    }
    for (const [point, added] of Object.entries(release.values ?? {})) {
      const known = points[point] as PointTable;
      points[point] = { ...known, values: [...known.values, ...added], valueSince: { ...known.valueSince, ...Object.fromEntries(added.map((value) => [value, v])) } };
    }
    for (const name of PRESET_NAMES) readings[name].push({ ...readings[name].at(-1), ...release.presets[name] });
  }
  const names = Object.keys(points);
  // Each version's preset whole, once: a point it does not read (one introduced later, or one the
  // preset left to its legacy value) reads its legacy value.
  const whole = (reading: Readonly<Record<string, string>>): RuleProfile =>
    Object.freeze(Object.fromEntries(names.map((point) => [point, reading[point] ?? points[point]?.legacy]))) as unknown as RuleProfile;
  const presets = { printed: readings.printed.map(whole), digital: readings.digital.map(whole) };
  derived = { length: HISTORY.length, version: HISTORY.length, names, points, presets };
  return derived;
}

/**
 * The current version of the rules, as the history stands (the engine's own tests of the
 * versioned path add releases for a while; everything else sees {@link RULES_VERSION}).
 */
export function currentRulesVersion(): number {
  return tables().version;
}

/** The names of the profile's points as the history stands, in their order. */
export function currentRulePointNames(): readonly string[] {
  return tables().names;
}

/**
 * The version of the rules this engine plays: 1 for the engine of the first versioned release,
 * one more for each change to how a game plays since (a new point, a preset that reads a point
 * anew). {@link serialize} and {@link recordOf} write it; a save or record without it was written
 * under version 1. It is not the package's version.
 * @group Rule profiles
 */
export const RULES_VERSION: number = /* @__PURE__ */ currentRulesVersion();

/**
 * Every release of the rules, oldest first: the points each version introduced (with the legacy
 * value that games of earlier versions read) and what each preset reads from it on.
 * @group Rule profiles
 */
export const RULES_HISTORY: readonly RulesRelease[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ HISTORY.slice());

/**
 * Whether `version` is a version of the rules this engine knows: a whole number from 1 to
 * {@link RULES_VERSION}.
 */
export function isKnownRulesVersion(version: unknown): version is number {
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= currentRulesVersion();
}

/**
 * A preset's whole profile as it stood in a version of the rules: the preset's readings up to
 * that version, and the legacy value of every point added after it. This is the profile a save
 * or record of that version that names the preset plays under.
 *
 * @throws RangeError when `version` is not a version this engine knows (1 to {@link RULES_VERSION}).
 * @example
 * ```ts
 * createGame({ players: 2, rules: rulePresetAt('digital', 1) }); // digital, as version 1 read it
 * rulePresetAt('printed', RULES_VERSION); // equal to RULE_PRESETS.printed
 * ```
 * @group Rule profiles
 */
export function rulePresetAt(name: RulePresetName, version: number): RuleProfile {
  if (!isKnownRulesVersion(version)) {
    throw new RangeError(errorMessage('invalid-rules-version', 'rules-version-range', { latest: currentRulesVersion(), version }));
  }
  return tables().presets[name][version - 1] as RuleProfile;
}

/**
 * The two preset profiles as this engine plays them ({@link RULES_VERSION}): `printed`, the
 * printed rulebooks read literally (the default), and `digital`, the official digital
 * adaptation. Frozen; spread one to change single points. A preset as an earlier version read
 * it: {@link rulePresetAt}.
 * @group Rule profiles
 */
export const RULE_PRESETS: { readonly [N in RulePresetName]: RuleProfile } = /* @__PURE__ */ Object.freeze({
  printed: /* @__PURE__ */ rulePresetAt('printed', RULES_VERSION),
  digital: /* @__PURE__ */ rulePresetAt('digital', RULES_VERSION),
});

/**
 * The values each field of a {@link RuleProfile} may take, the printed reading first.
 * @group Rule profiles
 */
export const RULE_POINTS: { readonly [K in keyof RuleProfile]: readonly RuleProfile[K][] } = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ Object.entries(tables().points).map(([point, { values }]) => [point, Object.freeze(values.slice())]),
  ) as unknown as { readonly [K in keyof RuleProfile]: readonly RuleProfile[K][] },
);

/** The names of the profile's points, in their order. */
export const RULE_POINT_NAMES: readonly (keyof RuleProfile)[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(RULE_POINTS) as (keyof RuleProfile)[],
);

/**
 * The preset a profile equals, or `undefined` for a mixed profile.
 * @example
 * ```ts
 * presetOf({ ...RULE_PRESETS.digital }); // 'digital'
 * presetOf({ ...RULE_PRESETS.digital, wildTriples: 'any-colour' }); // undefined
 * ```
 * @group Rule profiles
 */
export function presetOf(profile: RuleProfile): RulePresetName | undefined {
  const t = tables();
  const fields = profile as unknown as Readonly<Record<string, string>>;
  for (const name of PRESET_NAMES) {
    const preset = t.presets[name][t.version - 1] as unknown as Readonly<Record<string, string>>;
    if (t.names.every((point) => preset[point] === fields[point])) return name;
  }
  return undefined;
}

/** A profile that could not be read: what is wrong, and the point at fault. */
export interface RuleProfileProblem {
  readonly problem: string;
  readonly field?: string;
}

/**
 * Reads a profile from untrusted input: a preset name, or an object with the points of
 * {@link RuleProfile}, each one of its values. `version` is the rules version the input was
 * written under (a save's or record's; the current one for an option): a name gives the preset
 * as that version read it, and an object must hold every point that version had, while each
 * point added later, missing, takes its legacy value. Returns a frozen profile (a current
 * preset's own object when it reads as one), or a message and the field at fault.
 */
export function readRuleProfile(value: unknown, version: number = currentRulesVersion()): RuleProfile | RuleProfileProblem {
  if (value === 'printed' || value === 'digital') return rulePresetAt(value, version);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: errorMessage('invalid-rules', 'unknown-rule-preset', { value }) };
  }
  const t = tables();
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!Object.hasOwn(t.points, key)) return { problem: errorMessage('invalid-rules', 'unknown-rule-point', { point: key, points: t.names }), field: key };
  }
  const out: Record<string, string> = {};
  for (const point of t.names) {
    const { values, legacy, since, valueSince } = t.points[point] as PointTable;
    const given = Object.hasOwn(fields, point) ? fields[point] : undefined;
    if (given === undefined && since > version) {
      out[point] = legacy as string;
      continue;
    }
    // A value is read only by the versions that have it: data of an earlier version never held a later value.
    if (typeof given !== 'string' || !values.includes(given) || (valueSince[given] as number) > version) {
      const then = values.filter((value) => (valueSince[value] as number) <= version);
      return { problem: errorMessage('invalid-rules', 'rule-point-value', { point, given, values: then }), field: point };
    }
    out[point] = given;
  }
  // A profile that reads as a current preset is that preset, so that games share its object.
  const preset = presetOf(out as unknown as RuleProfile);
  return preset === undefined ? Object.freeze(out as unknown as RuleProfile) : t.presets[preset][t.version - 1] as RuleProfile;
}

/**
 * Adds a release to the engine's history of the rules, for the engine's own tests of the
 * versioned path (a synthetic new point and preset change, shown to leave older saves and
 * records alone); returns the function that takes it back. Not part of the package's API: the
 * engine's real releases are written into the history above.
 */
export function addRulesReleaseForTests(introduced: Omit<RulesRelease, 'version'>): { readonly version: number; readonly remove: () => void } {
  // The tables as they stand come back with the release taken back, the very same objects: the
  // presets stay the objects RULE_PRESETS holds, which games share.
  const before = tables();
  const added = release({ version: HISTORY.length + 1, ...introduced });
  HISTORY.push(added);
  return {
    version: added.version,
    remove: () => {
      if (HISTORY[HISTORY.length - 1] !== added) throw new Error('addRulesReleaseForTests: releases are taken back last added first');
      HISTORY.pop();
      derived = before;
    },
  };
}
