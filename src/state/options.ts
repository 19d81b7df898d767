/**
 * The options of {@link createGame}, and of {@link createRiggedGame} with rigged positions for tests, tutorials
 * and puzzles.
 * @module
 */
import type { MateriaKind } from './materia.js';
import type { Level, Phase, SpellId } from './types.js';
import type { RuleProfile, RulePresetName } from './rules.js';

/**
 * Which 7 spells the game uses:
 * - `set1`, `set2`, `set3`: a printed set (`set1` is the first-game set);
 * - `classic`: for each colour, one of its 3 spells chosen with the seeded randomness;
 * - a list of 7 spell ids, one per colour.
 * @group Setup
 */
export type SpellSelection = 'set1' | 'set2' | 'set3' | 'classic' | readonly SpellId[];

/**
 * A spell already learned in a {@link RiggedSetup}.
 * @group Setup
 */
export interface RiggedSpell {
  /** Which spell (one of the game's 7). */
  readonly spell: SpellId;
  /** Its level. */
  readonly level: Level;
  /** The materia on the card: a materia of the spell's colour. */
  readonly card: MateriaKind;
  /** The Day it was learned; default 0 (before the game's first Day, so it is usable now). */
  readonly day?: number | undefined;
}

/**
 * A position to start from instead of the normal deal. Every part is optional; parts left out
 * are dealt as usual from the pouch with the seeded randomness (altar: 5 materia; each pool:
 * 2 materia). Materia not placed anywhere are in the pouch. Validated like a save.
 * @example
 * ```ts
 * createRiggedGame({ players: 2, seed: 'puzzle', setup: {
 *   altar: ['red-circle', 'blue-square'],
 *   pools: [['yellow-circle', 'yellow-triangle', 'yellow-square'], []],
 *   nextDraws: ['green-circle'],
 * } });
 * ```
 * @group Setup
 */
export interface RiggedSetup {
  /** The altar's materia. */
  readonly altar?: readonly MateriaKind[] | undefined;
  /** Each seat's pool (one list per player, at most 9 each). */
  readonly pools?: readonly (readonly MateriaKind[])[] | undefined;
  /** Each seat's familiar board, in space order (at most 13 each, so the game is not over). */
  readonly familiars?: readonly (readonly MateriaKind[])[] | undefined;
  /** Each seat's learned spells (at most 6 each, so the game is not over). */
  readonly learned?: readonly (readonly RiggedSpell[])[] | undefined;
  /** The discard box. */
  readonly discard?: readonly MateriaKind[] | undefined;
  /** The materia the pouch yields next, in order, before any random draw. */
  readonly nextDraws?: readonly MateriaKind[] | undefined;
  /** Whose Day it is (default: the first player). */
  readonly active?: number | undefined;
  /** Which phase of that Day (default: `morning`). */
  readonly phase?: Phase | undefined;
  /** The Day number (default 1). */
  readonly day?: number | undefined;
  /** Solo only: the opponent's track (at most 16, in space order) and lower part (replaces the difficulty's deal). */
  readonly opponent?: {
    /** The materia on the opponent's track, in space order (at most 16, so the game is not over). Default: none. */
    readonly track?: readonly MateriaKind[] | undefined;
    /** The materia in the opponent's lower part; given, it replaces the difficulty's deal. Default: the difficulty's deal. */
    readonly lower?: readonly MateriaKind[] | undefined;
  } | undefined;
}

/**
 * The number of players of a game: 1 (the solo mode against the virtual opponent), 2, 3 or 4.
 * @group Setup
 */
export type PlayerCount = 1 | 2 | 3 | 4;

/**
 * Options of {@link createGame}. A key that is none of these is refused (`SetupError`
 * `unknown-option`, naming the nearest option), as are the unknown keys of `solo`.
 * @group Setup
 */
export interface GameOptions {
  /**
   * Number of players: 1 (solo mode against the virtual opponent) to 4. A number held in a wider
   * type (`number`) does not type-check: narrow it first (the value is checked at run time too,
   * `invalid-player-count`).
   */
  readonly players: PlayerCount;
  /** Any text; the same seed and the same actions always give the same game. Default: random. */
  readonly seed?: string | undefined;
  /** The spells in play. Default `set1`. */
  readonly spells?: SpellSelection | undefined;
  /**
   * The rule profile: a preset name, `printed` (the printed rulebooks; the default) or `digital`
   * (the official digital adaptation), or a whole {@link RuleProfile} object (a preset with
   * single points changed).
   */
  readonly rules?: RulePresetName | RuleProfile | undefined;
  /** The seat that plays the first Day. Default: chosen with the seeded randomness. */
  readonly firstPlayer?: number | undefined;
  /** Solo mode options (players: 1 only). */
  readonly solo?: {
    /** How many materia are drawn from the pouch into the opponent's lower part at setup, 1 point each: 0 to 3. Default 0. */
    readonly difficulty?: 0 | 1 | 2 | 3 | undefined;
  } | undefined;
  /**
   * Never given to `createGame`: a game from a rigged position is made by
   * {@link createRiggedGame}, which takes these options and a `setup` ({@link RiggedOptions}).
   */
  readonly setup?: undefined;
}

/** The keys of {@link RiggedOptions} (those of {@link GameOptions}, `setup` included): every other key is refused. */
export const OPTION_KEYS: readonly string[] = ['players', 'seed', 'spells', 'rules', 'firstPlayer', 'solo', 'setup'];
/** The keys of {@link GameOptions}' `solo`. */
export const SOLO_KEYS: readonly string[] = ['difficulty'];
/** The keys of a {@link RiggedSetup}. */
export const SETUP_KEYS: readonly string[] = ['altar', 'pools', 'familiars', 'learned', 'discard', 'nextDraws', 'active', 'phase', 'day', 'opponent'];
/** The keys of a {@link RiggedSetup}'s `opponent`. */
export const OPPONENT_KEYS: readonly string[] = ['track', 'lower'];
/** The keys of a {@link RiggedSpell}. */
export const RIGGED_SPELL_KEYS: readonly string[] = ['spell', 'level', 'card', 'day'];

/**
 * Options of {@link createRiggedGame}: a game's options and, optionally, a rigged starting
 * position. Records and matches carry these options, so that a rigged game replays.
 * @group Setup
 */
export interface RiggedOptions extends Omit<GameOptions, 'setup'> {
  /** A rigged starting position; without it (or with `null`) the game is dealt as usual. */
  readonly setup?: RiggedSetup | null | undefined;
}
