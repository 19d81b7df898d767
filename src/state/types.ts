/**
 * The game state: plain, JSON-serialisable, read-only data. The engine never mutates a state
 * it was given; each step returns a new one that shares the parts that did not change.
 * @module
 */
import type { Counts, MateriaKind } from './materia.js';
import type { EffectFrame } from './steps.js';
import type { RuleProfile } from './rules.js';

export { LEVELS, PHASES, BUILTIN_SPELL_IDS, type Level, type Phase, type BuiltinSpellId, type SpellId } from './terms.js';
import type { Level, Phase, SpellId } from './terms.js';

/**
 * A spell a player has learned.
 * @group Game state
 */
export interface LearnedSpell {
  /** Which spell. */
  readonly spell: SpellId;
  /** Its current level (raised by Time Travel, lowered by Growth and Storm). */
  readonly level: Level;
  /** The materia lying on the card; its rune is the card rune. */
  readonly card: MateriaKind;
  /** The Day (see {@link GameState.day}) it was learned: a phase spell is usable from the next Day. */
  readonly day: number;
}

/**
 * One player's belongings.
 * @group Game state
 */
export interface PlayerState {
  /** The pool: at most 9 materia. */
  readonly pool: Counts;
  /** The familiar board: stored materia in the order of its 14 spaces. */
  readonly familiar: readonly MateriaKind[];
  /** Learned spells, in the order they were learned. */
  readonly spells: readonly LearnedSpell[];
}

/**
 * Why the end of the game was triggered.
 * @group Game state
 */
export type EndReason = 'seventh-spell' | 'familiar-full';

/**
 * The moment the end of the game was triggered.
 * @group Game state
 */
export interface EndTrigger {
  /** The active player who triggered it. */
  readonly player: number;
  /** The Day it happened in. */
  readonly day: number;
  /** What triggered it. */
  readonly reason: EndReason;
}

/**
 * The solo mode's virtual opponent (rules §9).
 * @group Solo
 */
export interface OpponentState {
  /** Materia placed on the 17-space track, in space order. */
  readonly track: readonly MateriaKind[];
  /** The lower part: 1 point per materia. */
  readonly lower: Counts;
  /** The difficulty the game was set up with (materia dealt into the lower part at setup). */
  readonly difficulty: 0 | 1 | 2 | 3;
}

/** The generator state: four unsigned 32-bit integers (sfc32). */
export type RngState = number[];

/**
 * The whole game: everything needed to continue it, and nothing else.
 *
 * Plain data: `JSON.parse(JSON.stringify(state))` is an equal state. Treat it as read-only;
 * use {@link applyAction} to move on and {@link serialize} to save it.
 * @group Game state
 */
export interface GameState {
  /** The algorithm-tagged seed the game was created with, e.g. `"sfc32:my-seed"`. */
  readonly seed: string;
  /** The generator's current state (secret: never shown in a player view). */
  readonly rng: readonly number[];
  /** The 7 spells of this game, one per colour, in colour order. */
  readonly spells: readonly SpellId[];
  /** The rule profile the game is played under (see {@link RuleProfile}). */
  readonly rules: RuleProfile;
  /** The seat who played the first Day. */
  readonly firstPlayer: number;
  /** The players, by seat; seat + 1 is the next player clockwise. */
  readonly players: readonly PlayerState[];
  /** Whose Day it is. */
  readonly active: number;
  /** The Day number: 1 for the first Day of the game, +1 for each Day played. */
  readonly day: number;
  /** The current phase of the active player's Day, or `ended` once the game is over. */
  readonly phase: Phase | 'ended';
  /** How many actions the active player has performed in the current phase. */
  readonly phaseActions: number;
  /** The altar's materia. */
  readonly altar: Counts;
  /** The pouch's materia, apart from {@link GameState.pouchTop}. */
  readonly pouch: Counts;
  /**
   * Materia the pouch yields next, in order, before any random draw (rigged setups only;
   * secret: never shown in a player view). They are part of the pouch but not counted in
   * {@link GameState.pouch}.
   */
  readonly pouchTop: readonly MateriaKind[];
  /** The discard box. */
  readonly discard: Counts;
  /** When the end of the game was triggered, or `null` while it has not been. */
  readonly endTrigger: EndTrigger | null;
  /** The solo mode's virtual opponent, or `null` in a game of 2 to 4 players. */
  readonly opponent: OpponentState | null;
  /** Effects in progress waiting for a choice, innermost last (the last frame's first step is current). */
  readonly pending: readonly EffectFrame[];
  /** The number of actions applied since the start: a version counter for servers and undo. */
  readonly step: number;
}
