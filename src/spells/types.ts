/**
 * The shape of a spell in the registry: card data plus small functions keyed by level.
 * @module
 */
import type { Colour, MateriaKind, Rune } from '../state/materia.js';
import type { Level, LearnedSpell, Phase, PlayerState, SpellId } from '../state/types.js';
import type { SpellStep } from '../state/steps.js';
import type { Table } from '../state/table.js';

/**
 * The languages the engine has names and texts for.
 * @group Localisation
 */
export const LOCALES = ['en', 'uk', 'pl', 'zh-TW'] as const;
/**
 * A supported locale.
 * @group Localisation
 */
export type Locale = (typeof LOCALES)[number];

/**
 * The printed sets: 1 is the first-game set (♦), 2 is ♦♦, 3 is ♦♦♦.
 * @group Spells
 */
export type SpellSet = 1 | 2 | 3;

/**
 * What a level of a spell does:
 * - `action`: used as its phase's action (phase spells);
 * - `instant`: resolves once, as the spell is learned;
 * - `permanent`: applies whenever its condition occurs during the owner's Day;
 * - `end-game`: points computed at the end instead of fixed points;
 * - `none`: nothing but its points.
 * @group Spells
 */
export type EffectKind = 'action' | 'instant' | 'permanent' | 'end-game' | 'none';

/**
 * What a variable-points rule may look at: the owner's final belongings and the card.
 * @group Homebrew
 */
export interface ScoreContext {
  /** The owner at the end of the game. */
  readonly player: PlayerState;
  /** The spell being scored, at its final level, with its card rune. */
  readonly spell: LearnedSpell;
  /** The card rune of the spell being scored. */
  readonly cardRune: Rune;
}

/**
 * The points a level is worth: fixed, or computed at the end of the game.
 * @group Spells
 */
export type Points = number | ((context: ScoreContext) => number);

/**
 * What an effect function may look at when it lists its steps.
 * @group Homebrew
 */
export interface EffectContext {
  /** The player using the effect (the cloner, for a copy). */
  readonly actor: number;
  /** The level whose effect is used. */
  readonly level: Level;
  /** The rune of the card whose effect is used. */
  readonly cardRune: Rune;
  /** The other players, clockwise from the actor's left (none in solo mode). */
  readonly others: readonly number[];
  /** True in solo mode, where "other players" parts go to the virtual opponent (rules §9). */
  readonly solo: boolean;
}

/**
 * What a fit check may look at besides the table: who would use the effect, at which level, with which card.
 * @group Homebrew
 */
export interface FitContext {
  /** The player who would use the effect (the cloner, for a copy). */
  readonly actor: number;
  /** The level whose effect would be used. */
  readonly level: Level;
  /** The rune of the card whose effect would be used (the copied card's, for a Clone copy). */
  readonly cardRune: Rune;
}

/**
 * True when an effect, or one way of it, can be carried out in full from the position `table`
 * (rule profile `usableWhen: 'effect-fits'`). A pure function of the table and the context that
 * only reads them.
 * @example
 * ```ts
 * // Levitation: 2 materia of the level's rune on the altar, and room for 2 in the pool.
 * const fits: FitCheck = (t, { actor, level }) => poolRoom(t, actor) >= 2 && ofRune(t.altar, RUNE_OF_LEVEL[level]) >= 2;
 * ```
 * @group Homebrew
 */
export type FitCheck = (table: Table, context: FitContext) => boolean;

/**
 * What a permanent take trigger may look at (Mirage).
 * @group Homebrew
 */
export interface TakeTriggerContext {
  /** The materia the owner just took from the altar (into the pool, or by a swap or a take-and-store where the profile counts them). */
  readonly materia: MateriaKind;
  /** The rune of the owner's card. */
  readonly cardRune: Rune;
}

/**
 * One level of a spell.
 * @group Spells
 */
export interface SpellLevel {
  /** What this level does. */
  readonly kind: EffectKind;
  /** Points at the end of the game when the card ends at this level. */
  readonly points: Points;
  /**
   * The steps of the effect: for `action` the phase action, for `instant` what happens when the
   * spell is learned at this level. Plain data; the engine carries the steps out.
   */
  readonly effect?: (context: EffectContext) => readonly SpellStep[];
  /**
   * `action`: when the level may be used under the rule profile's `usableWhen: 'effect-fits'`
   * (the digital adaptation offers many levels only when their effect fits in full, rules §2):
   * the cast is listed, and accepted, only when this holds besides the usual conditions (a cost
   * to pay, a target, a materia that would move). A Clone copy reads the copied level's check,
   * with the cloner as `actor` and the copied card's rune. Not consulted under
   * `usableWhen: 'something-moves'`; a level without it is judged the same under both values.
   * It only decides whether the level may be used: once started, the effect is carried out as
   * far as it can be, as always.
   */
  readonly fits?: FitCheck;
  /**
   * `action` whose effect starts with a `mode` step (Focus): under `usableWhen: 'effect-fits'`,
   * the check of each way, by its `mode` name. A way whose check fails as the cast starts is
   * not offered; a way without a check is offered as under `something-moves`. The level's own
   * {@link SpellLevel.fits} should hold when some way's check does.
   */
  readonly modeFits?: Readonly<Record<string, FitCheck>>;
  /**
   * `permanent`: during the owner's own Day, each time the owner takes a materia from the altar,
   * the owner draws this many (Mirage); which takes count and when the draws come are the rule
   * profile's `mirageTakes` and `mirageDraws`.
   */
  readonly drawsOnTake?: (context: TakeTriggerContext) => number;
  /** `permanent`: extra actions the owner may perform in a phase of every Day (Swiftness L5). */
  readonly extraActions?: {
    /** The phase that gets the extra actions (Swiftness L5: `morning`). */
    readonly phase: Phase;
    /** How many actions beyond the usual one (Swiftness L5: 1, so two Morning actions). */
    readonly count: number;
  };
  /** `permanent`: at each Learn of the owner, store this many of that Learn's other paid materia (Communion L5). */
  readonly keepsLearnDiscards?: number;
}

/**
 * A spell: its card data and what each level does.
 * @group Spells
 */
export interface SpellDefinition {
  /** Kebab-case id, e.g. `time-travel`. */
  readonly id: SpellId;
  /** The spell's colour: learning it needs at least one materia of this colour. */
  readonly colour: Colour;
  /** The printed set, or `null` for a homebrew spell. */
  readonly set: SpellSet | null;
  /** The phase whose action it gives, or `null` for a spell without a phase symbol. */
  readonly phase: Phase | null;
  /** Levels 3, 4 and 5. */
  readonly levels: Readonly<Record<Level, SpellLevel>>;
  /** The spell's name in every supported locale. */
  readonly names: Readonly<Record<Locale, string>>;
  /**
   * The rules text of each level in every supported locale: a short card-style text stating what
   * that level does (rules §7), plain text (rune words such as "○ (circle)", no markup). The
   * printed spells have them all, as the printed rules read (`spellText` rewords them for a game
   * whose rule profile reads a point otherwise); a homebrew spell may leave them out, and then
   * `spellText` builds a fallback from its name. Display text only: it never enters the game
   * state or the events.
   */
  readonly texts?: Readonly<Record<Locale, Readonly<Record<Level, string>>>>;
  /** False when Clone may not copy it (Clone itself). Default true. */
  readonly copyable?: boolean;
}
