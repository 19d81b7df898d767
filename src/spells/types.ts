/**
 * The shape of a spell in the registry: card data plus small functions keyed by level.
 * @module
 */
import type { Colour, Rune } from '../state/materia.js';
import type { Level, LearnedSpell, Phase, PlayerState, SpellId } from '../state/types.js';

/** The languages the engine has names and texts for. */
export const LOCALES = ['en', 'uk', 'pl', 'zh-TW'] as const;
/** A supported locale. */
export type Locale = (typeof LOCALES)[number];

/** The printed sets: 1 is the first-game set (♦), 2 is ♦♦, 3 is ♦♦♦. */
export type SpellSet = 1 | 2 | 3;

/**
 * What a level of a spell does:
 * - `action`: used as its phase's action (phase spells);
 * - `instant`: resolves once, as the spell is learned;
 * - `permanent`: applies whenever its condition occurs during the owner's Day;
 * - `end-game`: points computed at the end instead of fixed points;
 * - `none`: nothing but its points.
 */
export type EffectKind = 'action' | 'instant' | 'permanent' | 'end-game' | 'none';

/** What a variable-points rule may look at: the owner's final belongings and the card. */
export interface ScoreContext {
  /** The owner at the end of the game. */
  readonly player: PlayerState;
  /** The spell being scored, at its final level, with its card rune. */
  readonly spell: LearnedSpell;
  /** The card rune of the spell being scored. */
  readonly cardRune: Rune;
}

/** The points a level is worth: fixed, or computed at the end of the game. */
export type Points = number | ((context: ScoreContext) => number);

/** One level of a spell. */
export interface SpellLevel {
  /** What this level does. */
  readonly kind: EffectKind;
  /** Points at the end of the game when the card ends at this level. */
  readonly points: Points;
}

/** A spell: its card data and what each level does. */
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
}
