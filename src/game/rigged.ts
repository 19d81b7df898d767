/**
 * Rigged setups: `createRiggedGame` reads a setup the way a save is read: its shape first (types,
 * known materia kinds and spell ids, one entry per seat), so that a state can be built from it;
 * then the built state must pass the game invariants that {@link deserialize} runs
 * ({@link findInvariantProblem}) and must not already be over.
 * @module
 */
import { hasSpell } from '../spells/registry.js';
import { SetupError } from '../state/errors.js';
import { FAMILIAR_SPACES } from '../state/familiar.js';
import { COLOURS, COPIES_PER_KIND, isMateriaKind, type MateriaKind } from '../state/materia.js';
import { makeState } from '../state/make.js';
import { countsOf } from '../state/multiset.js';
import { OPPONENT_SPACES } from '../solo/board.js';
import { OPPONENT_KEYS, RIGGED_SPELL_KEYS, SETUP_KEYS, type RiggedOptions, type RiggedSetup } from '../state/options.js';
import { PHASES, type GameState, type LearnedSpell, type Phase } from '../state/types.js';
import { findSetupProblem, type InvariantProblem } from './invariants.js';
import { dealGame, readGameOptions, refuseUnknownKeys, tableBeforeDeal, type ReadOptions } from './setup.js';
import { explain, type MessageId, type MessageParams } from '../state/messages.js';

/** Refuses the rigged setup at `path`, with message `id` of the message table. */
function fail<Id extends MessageId>(path: string, id: Id, ...params: MessageParams<Id>): never {
  throw new SetupError('invalid-rigged-setup', path, explain(id, ...params));
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function isObject(v: unknown): v is Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** What a rigged setup fixes (its shape checked); every part left out is dealt. */
interface FixedParts {
  readonly day: number;
  readonly active: number | undefined;
  readonly phase: Phase;
  readonly altar: readonly MateriaKind[] | undefined;
  readonly pools: readonly (readonly MateriaKind[])[] | undefined;
  readonly familiars: readonly (readonly MateriaKind[])[] | undefined;
  readonly learned: readonly LearnedSpell[][] | undefined;
  readonly discard: readonly MateriaKind[];
  readonly nextDraws: readonly MateriaKind[];
  readonly opponent: { readonly track: readonly MateriaKind[]; readonly lower: readonly MateriaKind[] | undefined } | undefined;
}


/**
 * The table before the deal, with the fixed parts placed: the pouch holds every token the setup
 * did not place (the rigged next draws wait apart, to join the pouch after the deal). A kind
 * placed more than 5 times leaves none in the pouch rather than a negative count, so the census
 * of the invariants finds the extra tokens.
 */
function placed(read: ReadOptions, fixed: FixedParts): GameState {
  const opponent = fixed.opponent;
  // Every token the setup places, wherever it goes.
  const used = countsOf([
    ...(fixed.altar ?? []), ...(fixed.pools ?? []).flat(), ...(fixed.familiars ?? []).flat(),
    ...(fixed.learned ?? []).flat().map((s) => s.card), ...fixed.discard, ...fixed.nextDraws,
    ...(opponent?.track ?? []), ...(opponent?.lower ?? []),
  ]);
  const table = tableBeforeDeal(read);
  return makeState({
    ...table,
    players: table.players.map((_, seat) => ({
      pool: countsOf(fixed.pools?.[seat] ?? []), familiar: [...(fixed.familiars?.[seat] ?? [])], spells: fixed.learned?.[seat] ?? [],
    })),
    active: fixed.active ?? read.firstPlayer,
    day: fixed.day,
    phase: fixed.phase,
    altar: countsOf(fixed.altar ?? []),
    pouch: used.map((n) => Math.max(0, COPIES_PER_KIND - n)),
    discard: countsOf(fixed.discard),
    // A rigged opponent in a game of 2 to 4 players is kept, for the invariants to refuse.
    opponent: table.opponent !== null || opponent !== undefined
      ? { track: [...(opponent?.track ?? [])], lower: countsOf(opponent?.lower ?? []), difficulty: read.difficulty }
      : null,
  });
}

// The shape of a rigged setup: what must hold before a state can be built from it. How many
// tokens go where, and whether the position is a possible game, is judged on the state.

function materiaList(value: unknown, path: string): readonly MateriaKind[] {
  if (!Array.isArray(value)) fail(path, 'not-a-materia-list');
  value.forEach((m, i) => {
    if (!isMateriaKind(m)) fail(`${path}.${i}`, 'unknown-materia-kind', { value: m });
  });
  return value as readonly MateriaKind[];
}

function perSeat<T>(value: unknown, path: string, players: number, entry: (v: unknown, at: string) => T): T[] {
  if (!Array.isArray(value) || value.length !== players) fail(path, 'entry-per-player', { players });
  return value.map((v, i) => entry(v, `${path}.${i}`));
}

function learnedList(value: unknown, path: string): LearnedSpell[] {
  if (!Array.isArray(value)) fail(path, 'not-a-learned-list');
  return value.map((entry: unknown, i): LearnedSpell => {
    const at = `${path}.${i}`;
    if (!isObject(entry)) fail(at, 'not-a-learned-spell');
    refuseUnknownKeys(entry, RIGGED_SPELL_KEYS, at);
    const { spell, level, card, day = 0 } = entry;
    if (!hasSpell(spell)) fail(`${at}.spell`, 'unknown-spell-id', { spell });
    if (level !== 3 && level !== 4 && level !== 5) fail(`${at}.level`, 'level-range');
    if (!isMateriaKind(card)) fail(`${at}.card`, 'unknown-materia-kind', { value: card });
    if (!isInt(day)) fail(`${at}.day`, 'day-not-an-integer');
    return { spell, level, card, day };
  });
}

/** A rigged setup, its shape checked: what it fixes (the rest is left to the deal). */
function riggedParts(setup: unknown, players: number): FixedParts {
  if (!isObject(setup)) fail('setup', 'not-an-object');
  refuseUnknownKeys(setup, SETUP_KEYS, 'setup');
  const s = setup as RiggedSetup;
  const day: unknown = s.day ?? 1;
  if (!isInt(day)) fail('setup.day', 'day-range');
  const active: unknown = s.active;
  if (active !== undefined && !isInt(active)) fail('setup.active', 'seat-range', { players, seat: active });
  const phase: unknown = s.phase ?? 'morning';
  if (!PHASES.includes(phase as Phase)) fail('setup.phase', 'unknown-phase', { phases: PHASES });
  const opponent: unknown = s.opponent;
  if (opponent !== undefined && !isObject(opponent)) fail('setup.opponent', 'opponent-not-an-object');
  if (opponent !== undefined) refuseUnknownKeys(opponent, OPPONENT_KEYS, 'setup.opponent');
  return {
    day,
    active,
    phase: phase as Phase,
    altar: s.altar === undefined ? undefined : materiaList(s.altar, 'setup.altar'),
    pools: s.pools === undefined ? undefined : perSeat(s.pools, 'setup.pools', players, materiaList),
    familiars: s.familiars === undefined ? undefined : perSeat(s.familiars, 'setup.familiars', players, materiaList),
    learned: s.learned === undefined ? undefined : perSeat(s.learned, 'setup.learned', players, learnedList),
    discard: s.discard === undefined ? [] : materiaList(s.discard, 'setup.discard'),
    nextDraws: s.nextDraws === undefined ? [] : materiaList(s.nextDraws, 'setup.nextDraws'),
    opponent: opponent === undefined ? undefined : {
      track: opponent['track'] === undefined ? [] : materiaList(opponent['track'], 'setup.opponent.track'),
      lower: opponent['lower'] === undefined ? undefined : materiaList(opponent['lower'], 'setup.opponent.lower'),
    },
  };
}

// A rigged position may not be over already: its end was never triggered, and no trigger could
// be given a Day. The invariants accept a full board or a 7th spell (the engine's own states
// hold them once the end is triggered, while the last Days are played), so these limits are
// checked on their own, before the invariants.

/** A full familiar board ends the game: a rigged board holds at most 13 materia. */
function familiarFullProblem(state: GameState): InvariantProblem | undefined {
  const seat = state.players.findIndex((p) => p.familiar.length >= FAMILIAR_SPACES);
  if (seat < 0) return undefined;
  return { path: `$.players[${seat}].familiar`, message: `at most ${FAMILIAR_SPACES - 1} materia (a full board would have ended the game)` };
}

/** A 7th learned spell ends the game: a rigged player has at most 6. */
function seventhSpellProblem(state: GameState): InvariantProblem | undefined {
  const seat = state.players.findIndex((p) => p.spells.length >= COLOURS.length);
  if (seat < 0) return undefined;
  return { path: `$.players[${seat}].spells`, message: `at most ${COLOURS.length - 1} learned spells (a ${COLOURS.length}th would have ended the game)` };
}

/** Solo: a full track ends the game, so a rigged track holds at most 16 materia. */
function trackFullProblem(state: GameState): InvariantProblem | undefined {
  if (state.opponent === null || state.opponent.track.length < OPPONENT_SPACES) return undefined;
  return { path: '$.opponent.track', message: `at most ${OPPONENT_SPACES - 1} materia (a full track would have ended the game)` };
}

/**
 * The option that a state path comes from: a problem of the built state is reported at the
 * part of the setup that put the value there (`$.players[1].pool` → `setup.pools.1`, `$` → the
 * setup as a whole). Every other option is checked before the state is built, so a state's
 * problem is always the setup's.
 */
function setupPath(statePath: string): string {
  const [first, ...rest] = statePath.replace(/\[(\d+)\]/g, '.$1').split('.').slice(1);
  switch (first) {
    case 'players': {
      const [seat, field, ...inner] = rest;
      const list = field === 'pool' ? 'pools' : field === 'familiar' ? 'familiars' : field === 'spells' ? 'learned' : undefined;
      return list === undefined || seat === undefined ? 'setup' : ['setup', list, seat, ...inner].join('.');
    }
    case 'pouchTop':
      return ['setup', 'nextDraws', ...rest].join('.');
    case 'day': case 'active': case 'phase': case 'altar': case 'discard': case 'opponent':
      return ['setup', first, ...rest].join('.');
    default:
      return 'setup';
  }
}

/** Refuses a rigged position that is over already or is not a possible game. */
function checkRiggedState(state: GameState): void {
  const p = familiarFullProblem(state) ?? seventhSpellProblem(state) ?? trackFullProblem(state) ?? findSetupProblem(state);
  if (p !== undefined) fail(setupPath(p.path), 'impossible-position', { problem: p.message });
}

/**
 * Creates a game from a rigged position: the options of {@link createGame} and a `setup` that
 * fixes parts of the table (altar, pools, familiar boards, learned spells, discard, next draws,
 * the active seat, phase and Day, the solo opponent). What the setup leaves out is dealt as
 * usual with the seeded randomness, and the position must be one a game can reach: it passes the
 * same invariants as a loaded save ({@link findInvariantProblem}), and it is not over already (at
 * most 13 stored materia and 6 learned spells a player, at most 16 materia on a solo track).
 * Without a setup (or with `setup: null`) it is {@link createGame}. Records and matches create
 * their games with it, so that a rigged game replays.
 *
 * @throws SetupError with a stable `code` and the `path` of the bad option; nothing is created.
 * A key that is no option, in the options or in the setup, is refused (`unknown-option` at its
 * path, naming the nearest key). A rigged position that breaks an invariant is refused with `invalid-rigged-setup` at the part
 * of the setup at fault (`setup.pools.1` for a pool of 10, `setup` for a 6th token of a kind).
 * @example
 * ```ts
 * const puzzle = createRiggedGame({ players: 2, seed: 'puzzle', setup: {
 *   altar: ['red-circle', 'blue-square'],
 *   pools: [['yellow-circle', 'yellow-triangle', 'yellow-square'], []],
 *   nextDraws: ['green-circle'],
 * } });
 * ```
 * @group Setup
 */
export function createRiggedGame(options: RiggedOptions): GameState {
  const read = readGameOptions(options);
  if (options.setup === undefined || options.setup === null) return dealGame(read, tableBeforeDeal(read));
  const fixed = riggedParts(options.setup, read.players);
  const dealt = dealGame(read, placed(read, fixed), {
    altar: fixed.altar === undefined, pools: fixed.pools === undefined, lower: fixed.opponent?.lower === undefined,
  });
  // The rigged next draws join the pouch only now, so that the deal left them alone.
  const state = fixed.nextDraws.length === 0 ? dealt : makeState({ ...dealt, pouchTop: [...fixed.nextDraws] });
  checkRiggedState(state);
  return state;
}
