/**
 * Rigged positions and token accounting for tests: build a game from a described table, list
 * every token of a state, and check that none was created or lost.
 * @module
 */
import {
  COPIES_PER_KIND, FAMILIAR_SPACES, KIND_COUNT, MATERIA_KINDS, OPPONENT_SPACES, POOL_LIMIT, TOTAL_MATERIA,
  SetupError, createRiggedGame, isMateriaKind, kindIndex, kindsOf, total,
  type GameOptions, type GameState, type MateriaKind, type PlayerCount, type RiggedSetup, type SpellSelection,
} from '../index.js';
import { refuseUnknownOptions } from './options.js';

/**
 * Thrown by the assertions of `spellbook-engine/testing` ({@link assertConserved} and the
 * conformance checks) when the engine breaks one of its invariants. `details` holds the data to
 * reproduce or inspect the failure.
 * @group Conformance
 */
export class ConformanceError extends Error {
  /** Data about the failure (plain JSON), or `undefined`. */
  readonly details: unknown;

  constructor(message: string, details?: unknown) {
    super(details === undefined ? message : `${message}\n${JSON.stringify(details)}`);
    this.name = 'ConformanceError';
    this.details = details;
  }
}

/**
 * `n` tokens of one kind: `copies('red-circle', 3)`.
 * @group Rigged setups
 */
export function copies(kind: MateriaKind, n: number): MateriaKind[] {
  return Array.from({ length: n }, () => kind);
}

/**
 * All 105 tokens of the game, in kind order (5 of each kind).
 * @group Rigged setups
 */
export function allTokens(): MateriaKind[] {
  return MATERIA_KINDS.flatMap((k) => copies(k, COPIES_PER_KIND));
}

/**
 * Every token of a state, wherever it is, in one list: altar, pouch (with its rigged next draws),
 * discard, each player's pool, familiar board and learned spells' cards, in solo mode the
 * virtual opponent's track and lower part, and the materia an effect in progress holds aside
 * (Clone L5's cost under `cloneDiscard: 'held-aside'`). In a valid state it holds 105 tokens, 5 of
 * each kind.
 * @example
 * ```ts
 * everyToken(createGame({ players: 2, seed: 'x' })).length; // 105
 * ```
 * @group Rigged setups
 */
export function everyToken(state: GameState): MateriaKind[] {
  const out: MateriaKind[] = [
    ...kindsOf(state.altar), ...kindsOf(state.pouch), ...state.pouchTop, ...kindsOf(state.discard),
    ...state.players.flatMap((p) => [...kindsOf(p.pool), ...p.familiar, ...p.spells.map((l) => l.card)]),
  ];
  if (state.opponent !== null) out.push(...state.opponent.track, ...kindsOf(state.opponent.lower));
  out.push(...heldAside(state));
  return out;
}

/** The materia the effects in progress hold aside, in their `discard-held` steps. */
function heldAside(state: GameState): MateriaKind[] {
  return state.pending.flatMap((frame) => frame.steps.flatMap((step) => (step.step === 'discard-held' ? step.materia : [])));
}

/**
 * The number of tokens of each of the 21 kinds in the whole state, the solo opponent's track and
 * lower part and the materia held aside included: the counts of {@link everyToken}, the same as the core's `materiaCensus`
 * but checked on the way (a place that does not hold materia throws a `ConformanceError`).
 * Indexed like `MATERIA_KINDS`; every count is 5 in a valid state.
 * @throws ConformanceError when a place does not hold materia (an unknown kind, a count that
 * is not a non-negative integer, a multiset without 21 counts).
 * @group Rigged setups
 */
export function tokenCensus(state: GameState): number[] {
  const census = new Array<number>(KIND_COUNT).fill(0);
  const addCounts = (counts: readonly number[], where: string): void => {
    if (counts.length !== KIND_COUNT) throw new ConformanceError(`${where} has ${counts.length} counts, not ${KIND_COUNT}`);
    for (let i = 0; i < KIND_COUNT; i++) {
      const n = counts[i] as number;
      if (!Number.isInteger(n) || n < 0) throw new ConformanceError(`${where}[${i}] is ${String(n)}, not a count`);
      census[i] = (census[i] as number) + n;
    }
  };
  const addKinds = (kinds: readonly MateriaKind[], where: string): void => {
    for (const m of kinds) {
      if (!isMateriaKind(m)) throw new ConformanceError(`${where} holds ${JSON.stringify(m)}, not a materia kind`);
      census[kindIndex(m)] = (census[kindIndex(m)] as number) + 1;
    }
  };
  addCounts(state.altar, 'altar');
  addCounts(state.pouch, 'pouch');
  addKinds(state.pouchTop, 'pouchTop');
  addCounts(state.discard, 'discard');
  state.players.forEach((p, seat) => {
    addCounts(p.pool, `players[${seat}].pool`);
    addKinds(p.familiar, `players[${seat}].familiar`);
    for (const l of p.spells) addKinds([l.card], `players[${seat}].spells`);
  });
  if (state.opponent !== null) {
    addKinds(state.opponent.track, 'opponent.track');
    addCounts(state.opponent.lower, 'opponent.lower');
  }
  addKinds(heldAside(state), 'pending (held aside)');
  return census;
}

/**
 * Checks the token laws of a state and throws on the first one broken: 105 tokens, 5 of each
 * kind, counted everywhere ({@link everyToken}, the solo opponent included); no pool above 9;
 * no familiar board above 14; no opponent track above 17.
 * @throws ConformanceError describing what is wrong, with the counts in `details`.
 * @example
 * ```ts
 * assertConserved(applyAction(state, action).state);
 * ```
 * @group Rigged setups
 */
export function assertConserved(state: GameState): void {
  const census = tokenCensus(state);
  let sum = 0;
  for (const n of census) sum += n;
  if (sum !== TOTAL_MATERIA) {
    throw new ConformanceError(`${sum} materia in the game, not ${TOTAL_MATERIA}`, { step: state.step, census });
  }
  census.forEach((n, i) => {
    if (n !== COPIES_PER_KIND) {
      throw new ConformanceError(`${n} × ${MATERIA_KINDS[i]} in the game, not ${COPIES_PER_KIND}`, { step: state.step, census });
    }
  });
  state.players.forEach((p, seat) => {
    const pool = total(p.pool);
    if (pool > POOL_LIMIT) throw new ConformanceError(`player ${seat}'s pool holds ${pool} materia, more than ${POOL_LIMIT}`, { step: state.step });
    if (p.familiar.length > FAMILIAR_SPACES) {
      throw new ConformanceError(`player ${seat}'s familiar board holds ${p.familiar.length}, more than ${FAMILIAR_SPACES}`, { step: state.step });
    }
  });
  if (state.opponent !== null && state.opponent.track.length > OPPONENT_SPACES) {
    throw new ConformanceError(`the opponent's track holds ${state.opponent.track.length}, more than ${OPPONENT_SPACES}`, { step: state.step });
  }
}

/**
 * The tokens of `from` less those of `remove`, as multisets: each token of `remove` takes out
 * one token of its kind. Neither list is changed.
 * @throws RangeError when `remove` holds a token that `from` no longer has.
 * @example
 * ```ts
 * without(allTokens(), ['red-circle', 'red-circle']).length; // 103
 * ```
 * @group Rigged setups
 */
export function without(from: readonly MateriaKind[], remove: readonly MateriaKind[]): MateriaKind[] {
  const left = [...from];
  for (const m of remove) {
    const i = left.indexOf(m);
    if (i < 0) throw new RangeError(`more than ${from.filter((x) => x === m).length} × ${String(m)} (or not a materia kind)`);
    left.splice(i, 1);
  }
  return left;
}

/** Every token a setup places somewhere. */
function placed(setup: RiggedSetup): MateriaKind[] {
  return [
    ...(setup.altar ?? []), ...(setup.pools ?? []).flat(), ...(setup.familiars ?? []).flat(),
    ...(setup.learned ?? []).flat().map((l) => l.card), ...(setup.discard ?? []), ...(setup.nextDraws ?? []),
    ...(setup.opponent?.track ?? []), ...(setup.opponent?.lower ?? []),
  ];
}

/**
 * A {@link RiggedSetup} with the exact contents of the pouch: see {@link rig}.
 * @group Rigged setups
 */
export interface RigOptions extends RiggedSetup {
  /** Solo only: the opponent's track and lower part (replaces the difficulty's deal). */
  readonly opponent?: {
    /** The materia on the opponent's track, in space order (at most 16). */
    readonly track?: readonly MateriaKind[] | undefined;
    /** The materia in the opponent's lower part. */
    readonly lower?: readonly MateriaKind[] | undefined;
  } | undefined;
  /**
   * The exact contents of the random part of the pouch before the deal. Every token not placed
   * by the setup and not listed here goes to `rest`. Parts of the table left out (such as the
   * altar or the pools) are still dealt from it, so give them (`altar: []`, `pools: [[], []]`)
   * to keep the pouch exact. Left out: the tokens not placed are in the pouch (the engine's default).
   */
  readonly pouch?: readonly MateriaKind[] | undefined;
  /**
   * Where the tokens left over go when `pouch` is given: the discard (default), the altar, or
   * (solo only) the opponent's lower part, which with an empty `pouch` empties pouch and discard.
   */
  readonly rest?: 'discard' | 'altar' | 'lower' | undefined;
}

/** The refusal of an option key that `rig` or `riggedGame` does not take: as `createRiggedGame` refuses its own. */
function unknownOption(key: string, hint: string): SetupError {
  return new SetupError('unknown-option', key, `unknown option ${JSON.stringify(key)}${hint}`);
}

/** The keys of {@link RigOptions} (the compiler asks for every one): any other is refused. */
const RIG_OPTIONS: { readonly [K in keyof RigOptions]-?: true } = {
  altar: true, pools: true, familiars: true, learned: true, discard: true, nextDraws: true, active: true, phase: true, day: true,
  opponent: true, pouch: true, rest: true,
};
const RIG_OPTION_NAMES: readonly string[] = Object.keys(RIG_OPTIONS);

/**
 * Completes a rigged setup: checks that no kind is placed more than 5 times, and when `pouch`
 * is given, puts every token the setup does not place and the pouch does not hold into `rest`
 * (the discard by default), so that the random draws come from exactly `pouch`. Pass the
 * result as `setup` to `createRiggedGame` (or use {@link riggedGame}).
 * @throws SetupError `unknown-option` for a key that is no option, before anything is counted
 * (its `path` names the key, its message the nearest option: `pouh` gives "did you mean pouch?");
 * RangeError when the setup places more than 5 tokens of a kind.
 * @example
 * ```ts
 * const setup = rig({ altar: ['red-circle'], pools: [['blue-square'], []], pouch: copies('green-circle', 5) });
 * const state = createRiggedGame({ players: 2, seed: 'x', firstPlayer: 0, setup });
 * // every draw is a green circle; the other 98 tokens are in the discard box
 * ```
 * @group Rigged setups
 */
export function rig(options: RigOptions): RiggedSetup {
  refuseUnknownOptions(options, RIG_OPTION_NAMES, unknownOption);
  const { pouch, rest, ...setup } = options;
  const left = placedFrom(allTokens(), placed(setup), 'the setup places');
  if (pouch === undefined) return setup;
  const spare = placedFrom(left, pouch, 'the setup and the pouch place');
  switch (rest) {
    case 'altar':
      return { ...setup, altar: [...(setup.altar ?? []), ...spare] };
    case 'lower':
      return { ...setup, opponent: { ...setup.opponent, lower: [...(setup.opponent?.lower ?? []), ...spare] } };
    default:
      return { ...setup, discard: [...(setup.discard ?? []), ...spare] };
  }
}

/** {@link without}, its error saying which part of the table placed too many. */
function placedFrom(from: readonly MateriaKind[], remove: readonly MateriaKind[], what: string): MateriaKind[] {
  try {
    return without(from, remove);
  } catch (e) {
    throw new RangeError(`${what}: ${(e as Error).message}`);
  }
}

/**
 * Options of {@link riggedGame}: the game's options with test defaults, and the rigged table.
 * @group Rigged setups
 */
export interface RiggedGameOptions extends RigOptions {
  /** Number of players, 1 (solo) to 4; default 2. */
  readonly players?: PlayerCount | undefined;
  /** The game's seed; default `"rigged"`. */
  readonly seed?: string | undefined;
  /** The spells in play; default `set1`. */
  readonly spells?: SpellSelection | undefined;
  /** The seat that plays the first Day; default 0. */
  readonly firstPlayer?: number | undefined;
  /** Solo options (players: 1 only). */
  readonly solo?: {
    /** The solo difficulty: 0 to 3 materia start in the opponent's lower part. */
    readonly difficulty?: 0 | 1 | 2 | 3 | undefined;
  } | undefined;
  /** The rule profile: a preset name or a profile object; default `printed`. */
  readonly rules?: GameOptions['rules'] | undefined;
}

/** The keys of {@link RiggedGameOptions} (the compiler asks for every one): any other is refused. */
const RIGGED_GAME_OPTIONS: { readonly [K in keyof RiggedGameOptions]-?: true } = {
  players: true, seed: true, spells: true, firstPlayer: true, solo: true, rules: true, altar: true, pools: true, familiars: true,
  learned: true, discard: true, nextDraws: true, active: true, phase: true, day: true, opponent: true, pouch: true, rest: true,
};
const RIGGED_GAME_OPTION_NAMES: readonly string[] = Object.keys(RIGGED_GAME_OPTIONS);

/**
 * Creates a game from a described table, with test defaults: 2 players, seed `rigged`, `set1`,
 * first player 0. The table is a {@link RigOptions}: altar, pools, familiar boards, learned
 * spells, discard, next draws, active seat, phase, Day, the solo opponent, and optionally the
 * exact pouch. Everything left out is dealt as usual.
 * @throws SetupError `unknown-option` for a key that is no option, before anything is built (its
 * `path` names the key, its message the nearest option: `seeed` gives "did you mean seed?");
 * SetupError (from `createRiggedGame`) for an impossible table; RangeError from {@link rig}.
 * @example
 * ```ts
 * const state = riggedGame({
 *   players: 3, spells: 'set2', phase: 'evening',
 *   pools: [['red-circle', 'red-triangle', 'red-square'], [], []],
 *   nextDraws: ['blue-circle'],
 * });
 * ```
 * @group Rigged setups
 */
export function riggedGame(options: RiggedGameOptions = {}): GameState {
  refuseUnknownOptions(options, RIGGED_GAME_OPTION_NAMES, unknownOption);
  const { players = 2, seed = 'rigged', spells = 'set1', firstPlayer = 0, solo, rules, ...table } = options;
  const setup = rig(table);
  return createRiggedGame({
    players, seed, spells, firstPlayer,
    ...(solo === undefined ? {} : { solo }),
    ...(rules === undefined ? {} : { rules }),
    ...(Object.keys(setup).length === 0 ? {} : { setup }),
  });
}
