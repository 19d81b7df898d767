/**
 * Setup: `createGame` validates the options and deals the opening position. A rigged setup is
 * checked the way a save is: its shape first (types, known materia kinds and spell ids, one
 * entry per seat), so that a state can be built from it; then the built state must pass the
 * game invariants that {@link deserialize} runs ({@link findInvariantProblem}) and must not
 * already be over.
 * @module
 */
import { Draft } from '../actions/draft.js';
import { resolveSpells } from '../spells/selection.js';
import { hasSpell } from '../spells/registry.js';
import { SetupError } from '../state/errors.js';
import { FAMILIAR_SPACES } from '../state/familiar.js';
import { makeState } from '../state/make.js';
import { COLOURS, COPIES_PER_KIND, isMateriaKind, kindIndex, type MateriaKind } from '../state/materia.js';
import { bump, countsOf, emptyCounts } from '../state/multiset.js';
import { MAX_DIFFICULTY, OPPONENT_SPACES, SOLO_ALTAR, type Difficulty } from '../solo/board.js';
import type { GameOptions, RiggedSetup } from '../state/options.js';
import { RULE_PRESETS, readRuleProfile, type RuleProfile } from '../state/rules.js';
import { nextBelow, randomSeed, rngFromSeed, tagSeed } from '../state/rng.js';
import { PHASES, type GameState, type LearnedSpell, type Phase, type PlayerState } from '../state/types.js';
import { findSetupProblem, type InvariantProblem } from './invariants.js';
import { MAX_SEED_LENGTH } from './limits.js';

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

function fail(path: string, message: string): never {
  throw new SetupError('invalid-rigged-setup', path, message);
}

/** The game's rule profile from the `rules` option (default `printed`). */
function checkRules(value: unknown): RuleProfile {
  if (value === undefined) return RULE_PRESETS.printed;
  const read = readRuleProfile(value);
  if ('problem' in read) throw new SetupError('invalid-rules', read.field === undefined ? 'rules' : `rules.${read.field}`, read.problem);
  return read;
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function isObject(v: unknown): v is Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// The shape of a rigged setup: what must hold before a state can be built from it. How many
// tokens go where, and whether the position is a possible game, is judged on the state.

function materiaList(value: unknown, path: string): readonly MateriaKind[] {
  if (!Array.isArray(value)) fail(path, 'expected a list of materia kinds');
  value.forEach((m, i) => {
    if (!isMateriaKind(m)) fail(`${path}.${i}`, `unknown materia kind ${JSON.stringify(m)}`);
  });
  return value as readonly MateriaKind[];
}

function perSeat<T>(value: unknown, path: string, players: number, entry: (v: unknown, at: string) => T): T[] {
  if (!Array.isArray(value) || value.length !== players) fail(path, `expected one entry per player (${players})`);
  return value.map((v, i) => entry(v, `${path}.${i}`));
}

function learnedList(value: unknown, path: string): LearnedSpell[] {
  if (!Array.isArray(value)) fail(path, 'expected a list of learned spells');
  return value.map((entry: unknown, i): LearnedSpell => {
    const at = `${path}.${i}`;
    if (!isObject(entry)) fail(at, 'expected { spell, level, card }');
    const { spell, level, card, day = 0 } = entry;
    if (!hasSpell(spell)) fail(`${at}.spell`, `unknown spell id ${JSON.stringify(spell)}`);
    if (level !== 3 && level !== 4 && level !== 5) fail(`${at}.level`, 'level must be 3, 4 or 5');
    if (!isMateriaKind(card)) fail(`${at}.card`, `unknown materia kind ${JSON.stringify(card)}`);
    if (!isInt(day)) fail(`${at}.day`, 'day must be an integer');
    return { spell, level, card, day };
  });
}

/** A rigged setup, its shape checked: what it fixes (the rest is left to the deal). */
function riggedParts(setup: unknown, players: number) {
  if (!isObject(setup)) fail('setup', 'expected an object');
  const s = setup as RiggedSetup;
  const day: unknown = s.day ?? 1;
  if (!isInt(day)) fail('setup.day', 'day must be an integer of at least 1');
  const active: unknown = s.active;
  if (active !== undefined && !isInt(active)) fail('setup.active', `expected a seat from 0 to ${players - 1}, got ${JSON.stringify(active)}`);
  const phase: unknown = s.phase ?? 'morning';
  if (!PHASES.includes(phase as Phase)) fail('setup.phase', `phase must be one of ${PHASES.join(', ')}`);
  const opponent: unknown = s.opponent;
  if (opponent !== undefined && !isObject(opponent)) fail('setup.opponent', 'expected { track, lower }');
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
  if (p !== undefined) fail(setupPath(p.path), p.message);
}

function checkSeat(value: unknown, players: number): number {
  if (!isInt(value) || value < 0 || value >= players) {
    throw new SetupError('invalid-first-player', 'firstPlayer', `expected a seat from 0 to ${players - 1}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function checkDifficulty(options: GameOptions, solo: boolean): Difficulty {
  if (options.solo === undefined) return 0;
  if (!solo) throw new SetupError('invalid-options', 'solo', 'solo options need players: 1');
  if (!isObject(options.solo)) throw new SetupError('invalid-options', 'solo', 'expected { difficulty }');
  const difficulty: unknown = options.solo.difficulty === undefined ? 0 : options.solo.difficulty;
  if (!isInt(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) {
    throw new SetupError('invalid-options', 'solo.difficulty', `difficulty must be 0, 1, 2 or 3, got ${JSON.stringify(difficulty)}`);
  }
  return difficulty as Difficulty;
}

function counted(list: readonly MateriaKind[] | undefined, into = emptyCounts()): number[] {
  if (list !== undefined) for (const m of list) bump(into, kindIndex(m), 1);
  return into;
}

/**
 * Creates a game: validates the options, then deals it: first player, spells, altar (5; solo
 * 7), then each pool in seat order from the first player, then in solo mode the difficulty's
 * materia into the opponent's lower part. Every random choice uses the seed. `players: 1` is the
 * solo mode against the virtual opponent. A rigged setup fixes parts of the position; what it
 * leaves out is dealt as usual, and the position must be one a game can reach: it passes the
 * same invariants as a loaded save ({@link findInvariantProblem}), and it is not over already
 * (at most 13 stored materia and 6 learned spells a player, at most 16 materia on a solo track).
 *
 * @throws SetupError with a stable `code` and the `path` of the bad option; nothing is created.
 * A rigged position that breaks an invariant is refused with `invalid-rigged-setup` at the part
 * of the setup at fault (`setup.pools.1` for a pool of 10, `setup` for a 6th token of a kind).
 * @example
 * ```ts
 * const game = createGame({ players: 3, seed: 'friday-night', spells: 'classic' });
 * ```
 * @group Start here
 */
export function createGame(options: GameOptions): GameState {
  if (typeof options !== 'object' || options === null) {
    throw new SetupError('invalid-options', '', 'expected an options object');
  }
  const { players } = options;
  if (!isInt(players) || players < 1 || players > 4) {
    throw new SetupError('invalid-player-count', 'players', `players must be 1 (solo), 2, 3 or 4, got ${JSON.stringify(players)}`);
  }
  const solo = players === 1;
  const difficulty = checkDifficulty(options, solo);
  if (options.seed !== undefined && typeof options.seed !== 'string') {
    throw new SetupError('invalid-seed', 'seed', 'the seed must be a string');
  }
  const seed = options.seed === undefined ? randomSeed() : tagSeed(options.seed);
  // A longer seed could not be loaded back from a save.
  if (seed.length > MAX_SEED_LENGTH) throw new SetupError('invalid-seed', 'seed', `the seed has at most ${MAX_SEED_LENGTH} characters, its "sfc32:" tag included`);
  const rng = rngFromSeed(seed);
  const firstPlayer = options.firstPlayer === undefined ? nextBelow(rng, players) : checkSeat(options.firstPlayer, players);
  const spells = resolveSpells(options.spells ?? 'set1', rng);
  const rules = checkRules(options.rules);
  // Without a rigged setup (`null` has always meant none, too) nothing is fixed.
  const rigged = options.setup !== undefined && options.setup !== null;
  const parts = riggedParts(rigged ? options.setup : {}, players);

  const playerStates: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    playerStates.push({ pool: counted(parts.pools?.[seat]), familiar: [...(parts.familiars?.[seat] ?? [])], spells: parts.learned?.[seat] ?? [] });
  }
  const opponent = parts.opponent;
  // The pouch holds every token the setup did not place (the rigged next draws are kept apart
  // in their own ordered list). A kind placed more than 5 times leaves none in the pouch rather
  // than a negative count, so the census of the invariants finds the extra tokens.
  const used = counted(parts.altar);
  for (const pool of parts.pools ?? []) counted(pool, used);
  for (const familiar of parts.familiars ?? []) counted(familiar, used);
  for (const list of parts.learned ?? []) counted(list.map((s) => s.card), used);
  counted(parts.discard, used);
  counted(parts.nextDraws, used);
  counted(opponent?.track, used);
  counted(opponent?.lower, used);
  const initial = makeState({
    seed,
    rng,
    spells,
    rules,
    firstPlayer,
    players: playerStates,
    active: parts.active ?? firstPlayer,
    day: parts.day,
    phase: parts.phase,
    phaseActions: 0,
    altar: counted(parts.altar),
    pouch: used.map((n) => Math.max(0, COPIES_PER_KIND - n)),
    pouchTop: [],
    discard: counted(parts.discard),
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
  if (!parts.altar) for (let i = 0; i < (solo ? SOLO_ALTAR : OPENING_ALTAR); i++) deal.drawToAltar();
  if (!parts.pools) {
    for (let k = 0; k < players; k++) {
      const seat = (firstPlayer + k) % players;
      for (let i = 0; i < OPENING_POOL; i++) deal.drawToPool(seat);
    }
  }
  // Solo: the difficulty's materia go into the opponent's lower part, unless the setup gives it.
  if (solo && opponent?.lower === undefined) for (let i = 0; i < difficulty; i++) deal.drawToLower();
  // The rigged next draws join the pouch only now, so that the deal above left them alone.
  const state = makeState({ ...deal.finish(0), pouchTop: [...parts.nextDraws] });
  if (rigged) checkRiggedState(state);
  return state;
}
