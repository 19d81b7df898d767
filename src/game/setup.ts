/**
 * Setup: `createGame` validates the options and deals the opening position. The options every
 * game has are read here ({@link readGameOptions}) and the deal is {@link dealGame}, which fills
 * whatever a rigged setup left open; rigged setups themselves are read and checked by
 * `createRiggedGame` (rigged.ts), so that an app that only deals new games does not carry their
 * checks.
 * @module
 */
import { Draft } from '../actions/draft.js';
import { resolveSpells } from '../spells/selection.js';
import { SetupError } from '../state/errors.js';
import { makeState } from '../state/make.js';
import { COPIES_PER_KIND, kindIndex, type MateriaKind } from '../state/materia.js';
import { bump, countsOf, emptyCounts } from '../state/multiset.js';
import { MAX_DIFFICULTY, SOLO_ALTAR, type Difficulty } from '../solo/board.js';
import type { GameOptions } from '../state/options.js';
import { RULE_PRESETS, readRuleProfile, type RuleProfile } from '../state/rules.js';
import { nextBelow, randomSeed, rngFromSeed, tagSeed } from '../state/rng.js';
import type { GameState, LearnedSpell, Phase, PlayerState, RngState, SpellId } from '../state/types.js';
import { DETAILED_MESSAGES } from '../state/dev.js';

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

/** The game's rule profile from the `rules` option (default `printed`). */
function checkRules(value: unknown): RuleProfile {
  if (value === undefined) return RULE_PRESETS.printed;
  const read = readRuleProfile(value);
  if ('problem' in read) throw new SetupError('invalid-rules', read.field === undefined ? 'rules' : `rules.${read.field}`, DETAILED_MESSAGES && read.problem);
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
    throw new SetupError('invalid-first-player', 'firstPlayer', DETAILED_MESSAGES && `expected a seat from 0 to ${players - 1}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function checkDifficulty(options: GameOptions, solo: boolean): Difficulty {
  if (options.solo === undefined) return 0;
  if (!solo) throw new SetupError('invalid-options', 'solo', DETAILED_MESSAGES && 'solo options need players: 1');
  if (!isObject(options.solo)) throw new SetupError('invalid-options', 'solo', DETAILED_MESSAGES && 'expected { difficulty }');
  const difficulty: unknown = options.solo.difficulty === undefined ? 0 : options.solo.difficulty;
  if (!isInt(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) {
    throw new SetupError('invalid-options', 'solo.difficulty', DETAILED_MESSAGES && `difficulty must be 0, 1, 2 or 3, got ${JSON.stringify(difficulty)}`);
  }
  return difficulty as Difficulty;
}

function counted(list: readonly MateriaKind[] | undefined, into = emptyCounts()): number[] {
  if (list !== undefined) for (const m of list) bump(into, kindIndex(m), 1);
  return into;
}

/** The options every game has, checked: what the deal needs. */
export interface ReadOptions {
  readonly players: number;
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
    throw new SetupError('invalid-options', '', DETAILED_MESSAGES && 'expected an options object');
  }
  const { players } = options;
  if (!isInt(players) || players < 1 || players > 4) {
    throw new SetupError('invalid-player-count', 'players', DETAILED_MESSAGES && `players must be 1 (solo), 2, 3 or 4, got ${JSON.stringify(players)}`);
  }
  const difficulty = checkDifficulty(options, players === 1);
  if (options.seed !== undefined && typeof options.seed !== 'string') {
    throw new SetupError('invalid-seed', 'seed', DETAILED_MESSAGES && 'the seed must be a string');
  }
  const seed = options.seed === undefined ? randomSeed() : tagSeed(options.seed);
  const rng = rngFromSeed(seed);
  const firstPlayer = options.firstPlayer === undefined ? nextBelow(rng, players) : checkSeat(options.firstPlayer, players);
  const spells = resolveSpells(options.spells ?? 'set1', rng);
  return { players, difficulty, seed, rng, firstPlayer, spells, rules: checkRules(options.rules) };
}

/** What a rigged setup fixes (its shape checked); every part left out is dealt. */
export interface FixedParts {
  readonly day?: number;
  readonly active?: number | undefined;
  readonly phase?: Phase;
  readonly altar?: readonly MateriaKind[] | undefined;
  readonly pools?: readonly (readonly MateriaKind[])[] | undefined;
  readonly familiars?: readonly (readonly MateriaKind[])[] | undefined;
  readonly learned?: readonly LearnedSpell[][] | undefined;
  readonly discard?: readonly MateriaKind[] | undefined;
  readonly nextDraws?: readonly MateriaKind[] | undefined;
  readonly opponent?: { readonly track: readonly MateriaKind[]; readonly lower?: readonly MateriaKind[] | undefined } | undefined;
}

/**
 * Deals a game: first player, spells, altar (5; solo 7), then each pool in seat order from the
 * first player, then in solo mode the difficulty's materia into the opponent's lower part;
 * every part that `fixed` gives is placed instead of dealt. Every random choice uses the seed.
 */
export function dealGame(read: ReadOptions, fixed: FixedParts): GameState {
  const { players, difficulty, seed, rng, spells, rules, firstPlayer } = read;
  const solo = players === 1;
  const playerStates: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    playerStates.push({ pool: counted(fixed.pools?.[seat]), familiar: [...(fixed.familiars?.[seat] ?? [])], spells: fixed.learned?.[seat] ?? [] });
  }
  const opponent = fixed.opponent;
  // The pouch holds every token the setup did not place (the rigged next draws are kept apart
  // in their own ordered list). A kind placed more than 5 times leaves none in the pouch rather
  // than a negative count, so the census of the invariants finds the extra tokens.
  const used = counted(fixed.altar);
  for (const pool of fixed.pools ?? []) counted(pool, used);
  for (const familiar of fixed.familiars ?? []) counted(familiar, used);
  for (const list of fixed.learned ?? []) counted(list.map((s) => s.card), used);
  counted(fixed.discard, used);
  counted(fixed.nextDraws, used);
  counted(opponent?.track, used);
  counted(opponent?.lower, used);
  const initial = makeState({
    seed,
    rng,
    spells,
    rules,
    firstPlayer,
    players: playerStates,
    active: fixed.active ?? firstPlayer,
    day: fixed.day ?? 1,
    phase: fixed.phase ?? 'morning',
    phaseActions: 0,
    altar: counted(fixed.altar),
    pouch: used.map((n) => Math.max(0, COPIES_PER_KIND - n)),
    pouchTop: [],
    discard: counted(fixed.discard),
    endTrigger: null,
    // A rigged opponent in a game of 2 to 4 players is kept, for the invariants to refuse.
    opponent: solo || opponent !== undefined
      ? { track: [...(opponent?.track ?? [])], lower: countsOf(opponent?.lower ?? []), difficulty }
      : null,
    pending: [],
    step: 0,
  });
  // Deal what the setup left open, from the random part of the pouch only.
  const deal = new Draft(initial);
  if (!fixed.altar) for (let i = 0; i < (solo ? SOLO_ALTAR : OPENING_ALTAR); i++) deal.drawToAltar();
  if (!fixed.pools) {
    for (let k = 0; k < players; k++) {
      const seat = (firstPlayer + k) % players;
      for (let i = 0; i < OPENING_POOL; i++) deal.drawToPool(seat);
    }
  }
  // Solo: the difficulty's materia go into the opponent's lower part, unless the setup gives it.
  if (solo && opponent?.lower === undefined) for (let i = 0; i < difficulty; i++) deal.drawToLower();
  // The rigged next draws join the pouch only now, so that the deal above left them alone.
  const state = deal.finish(0);
  return fixed.nextDraws === undefined || fixed.nextDraws.length === 0 ? state : makeState({ ...state, pouchTop: [...fixed.nextDraws] });
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
    throw new SetupError('invalid-options', 'setup', DETAILED_MESSAGES && 'createGame deals a new game: a rigged setup is created by createRiggedGame(options)');
  }
  return dealGame(read, {});
}
