/**
 * Rule profiles: the points where the printed rulebooks and the official digital adaptation
 * read SpellBook differently, one named field per point, and the two presets. A game's profile
 * is chosen in {@link GameOptions.rules}, kept in {@link GameState.rules}, and so travels in every
 * save, view and record. Each rule that a point touches reads its field.
 * @module
 */
import { DETAILED_MESSAGES } from './dev.js';

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
   * whole action (Take 1, also as a Clone copy or Swiftness's extra action) draws at once (digital).
   */
  readonly mirageDraws: 'at-once' | 'after-takes';
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
}

/**
 * The name of a preset profile: `printed` (the default) or `digital`.
 * @group Rule profiles
 */
export type RulePresetName = 'printed' | 'digital';

/**
 * The two preset profiles: `printed`, the printed rulebooks read literally (the default), and
 * `digital`, the official digital adaptation. Frozen; spread one to change single points.
 * @group Rule profiles
 */
export const RULE_PRESETS: { readonly [N in RulePresetName]: RuleProfile } = /* @__PURE__ */ Object.freeze({
  printed: Object.freeze<RuleProfile>({
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
  }),
  digital: Object.freeze<RuleProfile>({
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
  }),
});

/**
 * The values each field of a {@link RuleProfile} may take, the printed reading first (each point
 * has two: the printed preset's and the digital preset's).
 * @group Rule profiles
 */
export const RULE_POINTS: { readonly [K in keyof RuleProfile]: readonly RuleProfile[K][] } = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ Object.keys(RULE_PRESETS.printed).map((point) => {
      const key = point as keyof RuleProfile;
      return [key, Object.freeze([RULE_PRESETS.printed[key], RULE_PRESETS.digital[key]])];
    }),
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
  for (const name of ['printed', 'digital'] as const) {
    const preset = RULE_PRESETS[name];
    if (RULE_POINT_NAMES.every((point) => preset[point] === profile[point])) return name;
  }
  return undefined;
}

/**
 * Reads a profile from untrusted input (an option, a save, a record): a preset name or an object
 * with exactly the fields of {@link RuleProfile}, each one of its values. Returns a fresh frozen
 * profile (the preset itself for a name), or a message and the field at fault.
 */
export function readRuleProfile(value: unknown): RuleProfile | { readonly problem: string; readonly field?: keyof RuleProfile | string } {
  if (value === 'printed' || value === 'digital') return RULE_PRESETS[value];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: DETAILED_MESSAGES ? `${typeof value === 'string' ? `unknown rule preset "${value}": ` : ''}expected "printed", "digital" or a profile object` : 'invalid-rules' };
  }
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!Object.hasOwn(RULE_POINTS, key)) return { problem: DETAILED_MESSAGES ? `unknown rule point "${key}" (the points are ${RULE_POINT_NAMES.join(', ')})` : 'invalid-rules', field: key };
  }
  const out: Record<string, string> = {};
  for (const point of RULE_POINT_NAMES) {
    const allowed = RULE_POINTS[point] as readonly string[];
    const given = Object.hasOwn(fields, point) ? fields[point] : undefined;
    if (typeof given !== 'string' || !allowed.includes(given)) {
      return { problem: DETAILED_MESSAGES ? `${given === undefined ? 'missing' : 'unknown value for'} rule point ${point}: expected ${allowed.map((v) => `"${v}"`).join(' or ')}` : 'invalid-rules', field: point };
    }
    out[point] = given;
  }
  return Object.freeze(out as unknown as RuleProfile);
}
