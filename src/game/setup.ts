/**
 * Setup: `createGame` validates the options and deals the opening position. The options every
 * game has are read here ({@link readGameOptions}) and the deal is {@link dealGame}, which also
 * fills whatever a rigged setup left open; rigged setups themselves are read, placed and checked
 * by `createRiggedGame` (rigged.ts), so that an app that only deals new games does not carry
 * them.
 * @module
 */
import { Draft } from '../actions/draft.js';
import { resolveSpells } from '../spells/selection.js';
import { SetupError } from '../state/errors.js';
import { makeState } from '../state/make.js';
import { COPIES_PER_KIND } from '../state/materia.js';
import { emptyCounts } from '../state/multiset.js';
import { MAX_DIFFICULTY, SOLO_ALTAR, type Difficulty } from '../solo/board.js';
import { OPTION_KEYS, SOLO_KEYS, type GameOptions, type PlayerCount } from '../state/options.js';
import { unknownKey } from '../state/names.js';
import { readRuleProfile, type RuleProfile } from '../state/rules.js';
import { nextBelow, randomSeed, rngFromSeed, tagSeed } from '../state/rng.js';
import type { GameState, PlayerState, RngState, SpellId } from '../state/types.js';
import { explain } from '../state/messages.js';
import { MAX_SEED_LENGTH } from './limits.js';
import { keyPath } from './read.js';

/**
 * Materia dealt onto the altar at setup in a normal game.
 * @group Setup
 */
export const OPENING_ALTAR = 5;
/**
 * Materia each player draws at setup.
 * @group Setup
 */
export const OPENING_POOL = 2;

/**
 * The game's rule profile from the `rules` option (default `printed`), under the current rules:
 * a profile object must name every point (a missing one is refused, never filled in).
 */
function checkRules(value: unknown): RuleProfile {
  const read = readRuleProfile(value === undefined ? 'printed' : value);
  // In the production build a problem reads `invalid-rules`, this error's code: its message is the code there, as for every SetupError.
  if ('problem' in read) throw new SetupError('invalid-rules', read.field === undefined ? 'rules' : keyPath('rules', read.field), read.problem);
  return read;
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function isObject(v: unknown): v is Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkSeat(value: unknown, players: number): number {
  if (!isInt(value) || value < 0 || value >= players) {
    throw new SetupError('invalid-first-player', 'firstPlayer', explain('seat-range', { players, seat: value }));
  }
  return value;
}

/**
 * Whether `value` is a number of players a game can have: 1 (solo), 2, 3 or 4. It narrows a
 * `number` (from a form, a command line or a config file) to the {@link PlayerCount} that the
 * options take.
 * @example
 * ```ts
 * const players = Number(form.get('players'));
 * if (isPlayerCount(players)) createGame({ players });
 * ```
 * @group Setup
 */
export function isPlayerCount(value: unknown): value is PlayerCount {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * Refuses the first own key of `options` that is not one of `known`, whatever its value
 * (`undefined` included), at `path` (`''` for the options themselves, `'solo'`,
 * `'setup.opponent'`): a `SetupError` `unknown-option` whose message names the nearest known name.
 */
export function refuseUnknownKeys(options: object, known: readonly string[], path: string): void {
  const key = unknownKey(options, known);
  if (key !== undefined) throw new SetupError('unknown-option', path === '' ? key : `${path}.${key}`, explain('unknown-option', { key, known }));
}

function checkDifficulty(options: GameOptions, solo: boolean): Difficulty {
  if (options.solo === undefined) return 0;
  if (!solo || !isObject(options.solo)) {
    throw new SetupError('invalid-options', 'solo', solo ? explain('solo-not-an-object') : explain('solo-needs-one-player'));
  }
  refuseUnknownKeys(options.solo, SOLO_KEYS, 'solo');
  const difficulty: unknown = options.solo.difficulty === undefined ? 0 : options.solo.difficulty;
  if (!isInt(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) {
    throw new SetupError('invalid-options', 'solo.difficulty', explain('difficulty-range', { difficulty }));
  }
  return difficulty as Difficulty;
}

/** The options every game has, checked: what the deal needs. */
export interface ReadOptions {
  readonly players: PlayerCount;
  readonly difficulty: Difficulty;
  readonly seed: string;
  readonly rng: RngState;
  readonly firstPlayer: number;
  readonly spells: readonly SpellId[];
  readonly rules: RuleProfile;
}

/**
 * Checks the options every game has, in the order the deal reads them (the first player and
 * the `classic` spells take the seed's first random numbers).
 * @throws SetupError with the `path` of the bad option.
 */
export function readGameOptions(options: Omit<GameOptions, 'setup'>): ReadOptions {
  if (typeof options !== 'object' || options === null) {
    throw new SetupError('invalid-options', '', explain('options-not-an-object'));
  }
  refuseUnknownKeys(options, OPTION_KEYS, '');
  const { players } = options;
  if (!isPlayerCount(players)) {
    throw new SetupError('invalid-player-count', 'players', explain('player-count', { players }));
  }
  const difficulty = checkDifficulty(options, players === 1);
  const given: unknown = options.seed;
  const seed = given === undefined ? randomSeed() : typeof given === 'string' ? tagSeed(given) : '';
  // Not a string, or longer than a save can hold (it could not be loaded back).
  if (seed === '' || seed.length > MAX_SEED_LENGTH) {
    throw new SetupError('invalid-seed', 'seed', seed === '' ? explain('seed-not-a-string') : explain('seed-too-long', { most: MAX_SEED_LENGTH }));
  }
  const rng = rngFromSeed(seed);
  const firstPlayer = options.firstPlayer === undefined ? nextBelow(rng, players) : checkSeat(options.firstPlayer, players);
  const spells = resolveSpells(options.spells ?? 'set1', rng);
  return { players, difficulty, seed, rng, firstPlayer, spells, rules: checkRules(options.rules) };
}

/** Which parts of a table the deal fills: a rigged setup that gives a part leaves it out. */
export interface DealParts {
  /** The opening altar (5; solo 7). */
  readonly altar: boolean;
  /** The opening pools (2 each, in seat order from the first player). */
  readonly pools: boolean;
  /** Solo: the difficulty's materia in the opponent's lower part. */
  readonly lower: boolean;
}

const EVERYTHING: DealParts = { altar: true, pools: true, lower: true };

/**
 * Every kind's copies, as a packed array of small integers like every other count: a `map` of
 * the empty counts makes a holey one, which the deal's draws then meet beside the packed ones of
 * play, and V8 compiles them for two kinds of array.
 */
function fullPouch(): number[] {
  const pouch = emptyCounts();
  for (let i = 0; i < pouch.length; i++) pouch[i] = COPIES_PER_KIND;
  return pouch;
}

/**
 * The table of a new game before the deal: every materia in the pouch, empty pools, boards and
 * altar, Morning of Day 1 for the first player, the solo opponent with an empty track.
 */
export function tableBeforeDeal(read: ReadOptions): GameState {
  const players: PlayerState[] = [];
  for (let seat = 0; seat < read.players; seat++) players.push({ pool: emptyCounts(), familiar: [], spells: [] });
  return makeState({
    seed: read.seed,
    rng: read.rng,
    spells: read.spells,
    rules: read.rules,
    firstPlayer: read.firstPlayer,
    players,
    active: read.firstPlayer,
    day: 1,
    phase: 'morning',
    phaseActions: 0,
    altar: emptyCounts(),
    pouch: fullPouch(),
    pouchTop: [],
    discard: emptyCounts(),
    endTrigger: null,
    opponent: read.players === 1 ? { track: [], lower: emptyCounts(), difficulty: read.difficulty } : null,
    pending: [],
    step: 0,
  });
}

/**
 * Deals the `parts` of a game onto `table`, from the random part of its pouch, with the seeded
 * randomness: the altar (5; solo 7), then each pool in seat order from the first player, then in
 * solo mode the difficulty's materia into the opponent's lower part.
 */
export function dealGame(read: ReadOptions, table: GameState, parts: DealParts = EVERYTHING): GameState {
  const { players, firstPlayer } = read;
  const solo = players === 1;
  const deal = new Draft(table);
  if (parts.altar) for (let i = 0; i < (solo ? SOLO_ALTAR : OPENING_ALTAR); i++) deal.drawToAltar();
  if (parts.pools) {
    for (let k = 0; k < players; k++) {
      const seat = (firstPlayer + k) % players;
      for (let i = 0; i < OPENING_POOL; i++) deal.drawToPool(seat);
    }
  }
  if (solo && parts.lower) for (let i = 0; i < read.difficulty; i++) deal.drawToLower();
  return deal.finish(0);
}

/**
 * Creates a game: validates the options, then deals it: first player, spells, altar (5; solo
 * 7), then each pool in seat order from the first player, then in solo mode the difficulty's
 * materia into the opponent's lower part. Every random choice uses the seed. `players: 1` is the
 * solo mode against the virtual opponent. A game from a rigged position (a `setup`) is made by
 * {@link createRiggedGame}, which takes the same options.
 *
 * @throws SetupError with a stable `code` and the `path` of the bad option; nothing is created.
 * Options with a `setup` are refused (`invalid-options` at `setup`): use {@link createRiggedGame}.
 * A key that is no option is refused (`unknown-option` at that key, naming the nearest option):
 * a mistyped `sead` never quietly gives a random seed.
 * @example
 * ```ts
 * const game = createGame({ players: 3, seed: 'friday-night', spells: 'classic' });
 * ```
 * @group Start here
 */
export function createGame(options: GameOptions): GameState {
  const read = readGameOptions(options);
  // `null` has always meant no setup, too.
  const setup: unknown = options.setup;
  if (setup !== undefined && setup !== null) {
    throw new SetupError('invalid-options', 'setup', explain('deal-not-rigged'));
  }
  return dealGame(read, tableBeforeDeal(read));
}
