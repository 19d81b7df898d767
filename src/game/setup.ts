/**
 * Setup (RULES.md §3): `createGame` validates the options and deals the opening position.
 * @module
 */
import { Draft } from '../actions/draft.js';
import { makeState } from '../state/make.js';
import { resolveSpells } from '../spells/selection.js';
import { getSpell } from '../spells/registry.js';
import { SetupError } from '../state/errors.js';
import { FAMILIAR_SPACES, POOL_LIMIT } from '../state/familiar.js';
import {
  COPIES_PER_KIND, KIND_COUNT, MATERIA_KINDS, colourOf, isMateriaKind, kindIndex, type MateriaKind,
} from '../state/materia.js';
import { countsOf, emptyCounts } from '../state/multiset.js';
import { MAX_DIFFICULTY, OPPONENT_SPACES, SOLO_ALTAR, type Difficulty } from '../solo/board.js';
import type { GameOptions, RiggedSetup, RiggedSpell } from '../state/options.js';
import { nextBelow, randomSeed, rngFromSeed, tagSeed } from '../state/rng.js';
import { PHASES, type GameState, type LearnedSpell, type PlayerState, type SpellId } from '../state/types.js';

/** Materia dealt onto the altar at setup in a normal game. */
export const OPENING_ALTAR = 5;
/** Materia each player draws at setup. */
export const OPENING_POOL = 2;

function fail(path: string, message: string): never {
  throw new SetupError('invalid-rigged-setup', path, message);
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function materiaList(value: unknown, path: string, max: number): readonly MateriaKind[] {
  if (!Array.isArray(value)) fail(path, 'expected a list of materia kinds');
  if (value.length > max) fail(path, `at most ${max} materia, got ${value.length}`);
  value.forEach((m, i) => {
    if (!isMateriaKind(m)) fail(`${path}.${i}`, `unknown materia kind ${JSON.stringify(m)}`);
  });
  return value as readonly MateriaKind[];
}

function perSeat<T>(value: unknown, path: string, players: number): readonly T[] {
  if (!Array.isArray(value) || value.length !== players) fail(path, `expected one entry per player (${players})`);
  return value as readonly T[];
}

/** Everything a rigged setup fixes, checked; the rest of the deal is left to the pouch. */
interface FixedParts {
  altar: readonly MateriaKind[] | undefined;
  pools: readonly (readonly MateriaKind[])[] | undefined;
  familiars: readonly (readonly MateriaKind[])[];
  learned: readonly LearnedSpell[][];
  discard: readonly MateriaKind[];
  nextDraws: readonly MateriaKind[];
  track: readonly MateriaKind[];
  lower: readonly MateriaKind[] | undefined;
}

function learnedList(value: unknown, path: string, spells: readonly SpellId[], day: number): LearnedSpell[] {
  if (!Array.isArray(value)) fail(path, 'expected a list of learned spells');
  if (value.length > 6) fail(path, 'at most 6 learned spells (a 7th would have ended the game)');
  const seen = new Set<string>();
  return value.map((entry: unknown, i): LearnedSpell => {
    const at = `${path}.${i}`;
    if (typeof entry !== 'object' || entry === null) fail(at, 'expected { spell, level, card }');
    const { spell, level, card, day: learnedDay = 0 } = entry as RiggedSpell;
    if (!spells.includes(spell)) fail(`${at}.spell`, `${JSON.stringify(spell)} is not one of this game's spells`);
    if (seen.has(spell)) fail(`${at}.spell`, `${spell} is learned twice`);
    seen.add(spell);
    if (level !== 3 && level !== 4 && level !== 5) fail(`${at}.level`, 'level must be 3, 4 or 5');
    if (!isMateriaKind(card)) fail(`${at}.card`, `unknown materia kind ${JSON.stringify(card)}`);
    if (colourOf(card) !== getSpell(spell).colour) fail(`${at}.card`, `the card materia must be ${getSpell(spell).colour}`);
    if (!isInt(learnedDay) || learnedDay < 0 || learnedDay > day) fail(`${at}.day`, `day must be an integer from 0 to ${day}`);
    return { spell, level, card, day: learnedDay };
  });
}

function fixedParts(setup: RiggedSetup, players: number, spells: readonly SpellId[], day: number): FixedParts {
  const altar = setup.altar === undefined ? undefined : materiaList(setup.altar, 'setup.altar', 10 * KIND_COUNT);
  const pools = setup.pools === undefined
    ? undefined
    : perSeat<unknown>(setup.pools, 'setup.pools', players).map((p, i) => materiaList(p, `setup.pools.${i}`, POOL_LIMIT));
  const familiars = setup.familiars === undefined
    ? Array.from({ length: players }, () => [])
    : perSeat<unknown>(setup.familiars, 'setup.familiars', players).map((f, i) =>
        materiaList(f, `setup.familiars.${i}`, FAMILIAR_SPACES - 1));
  const learned = setup.learned === undefined
    ? Array.from({ length: players }, () => [])
    : perSeat<unknown>(setup.learned, 'setup.learned', players).map((l, i) => learnedList(l, `setup.learned.${i}`, spells, day));
  const discard = setup.discard === undefined ? [] : materiaList(setup.discard, 'setup.discard', 105);
  const nextDraws = setup.nextDraws === undefined ? [] : materiaList(setup.nextDraws, 'setup.nextDraws', 105);
  const opponent = setup.opponent;
  if (opponent !== undefined && players !== 1) fail('setup.opponent', 'only a solo game (players: 1) has an opponent');
  if (opponent !== undefined && (typeof opponent !== 'object' || opponent === null)) fail('setup.opponent', 'expected { track, lower }');
  const track = opponent?.track === undefined ? [] : materiaList(opponent.track, 'setup.opponent.track', OPPONENT_SPACES - 1);
  const lower = opponent?.lower === undefined ? undefined : materiaList(opponent.lower, 'setup.opponent.lower', 105);
  return { altar, pools, familiars, learned, discard, nextDraws, track, lower };
}

/** The parts of a game without a rigged setup: nothing fixed. */
function openParts(players: number): FixedParts {
  const familiars: MateriaKind[][] = [];
  const learned: LearnedSpell[][] = [];
  for (let i = 0; i < players; i++) {
    familiars.push([]);
    learned.push([]);
  }
  return { altar: undefined, pools: undefined, familiars, learned, discard: [], nextDraws: [], track: [], lower: undefined };
}

function usedCounts(parts: FixedParts): number[] {
  const used = emptyCounts();
  const add = (list: readonly MateriaKind[]): void => {
    for (const m of list) used[kindIndex(m)] = (used[kindIndex(m)] as number) + 1;
  };
  if (parts.altar) add(parts.altar);
  parts.pools?.forEach(add);
  parts.familiars.forEach(add);
  parts.learned.forEach((l) => add(l.map((s) => s.card)));
  add(parts.discard);
  add(parts.nextDraws);
  add(parts.track);
  if (parts.lower) add(parts.lower);
  used.forEach((n, i) => {
    if (n > COPIES_PER_KIND) {
      fail('setup', `${MATERIA_KINDS[i]} is used ${n} times; the game has ${COPIES_PER_KIND} of each kind`);
    }
  });
  return used;
}

function checkSeat(value: unknown, players: number, code: 'invalid-first-player' | 'invalid-rigged-setup', path: string): number {
  if (!isInt(value) || value < 0 || value >= players) {
    throw new SetupError(code, path, `expected a seat from 0 to ${players - 1}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Creates a game: validates the options, then deals it (RULES.md §3): first player, spells,
 * altar (5; solo 7), then each pool in seat order from the first player, then in solo mode the
 * difficulty's materia into the opponent's lower part. Every random choice uses the seed.
 * `players: 1` is the solo mode against the virtual opponent (RULES.md §9).
 *
 * @throws SetupError with a stable `code` and the `path` of the bad option; nothing is created.
 * @example
 * ```ts
 * const game = createGame({ players: 3, seed: 'friday-night', spells: 'classic' });
 * ```
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
  let difficulty: unknown = 0;
  if (options.solo !== undefined) {
    if (!solo) throw new SetupError('invalid-options', 'solo', 'solo options need players: 1');
    if (typeof options.solo !== 'object' || options.solo === null || Array.isArray(options.solo)) {
      throw new SetupError('invalid-options', 'solo', 'expected { difficulty }');
    }
    if (options.solo.difficulty !== undefined) difficulty = options.solo.difficulty;
    if (!isInt(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) {
      throw new SetupError('invalid-options', 'solo.difficulty', `difficulty must be 0, 1, 2 or 3, got ${JSON.stringify(difficulty)}`);
    }
  }
  if (options.seed !== undefined && typeof options.seed !== 'string') {
    throw new SetupError('invalid-seed', 'seed', 'the seed must be a string');
  }
  const seed = options.seed === undefined ? randomSeed() : tagSeed(options.seed);
  const rng = rngFromSeed(seed);

  const firstPlayer = options.firstPlayer === undefined
    ? nextBelow(rng, players)
    : checkSeat(options.firstPlayer, players, 'invalid-first-player', 'firstPlayer');
  const spells = resolveSpells(options.spells ?? 'set1', rng);

  const setup = options.setup ?? {};
  if (typeof setup !== 'object' || setup === null) fail('setup', 'expected an object');
  const day = setup.day ?? 1;
  if (!isInt(day) || day < 1) fail('setup.day', 'day must be an integer of at least 1');
  // Without a rigged setup nothing is fixed: skip the checks.
  const parts = options.setup === undefined ? openParts(players) : fixedParts(setup, players, spells, day);
  const used = options.setup === undefined ? emptyCounts() : usedCounts(parts);
  const active = setup.active === undefined ? firstPlayer : checkSeat(setup.active, players, 'invalid-rigged-setup', 'setup.active');
  const phase = setup.phase ?? 'morning';
  if (!PHASES.includes(phase)) fail('setup.phase', `phase must be one of ${PHASES.join(', ')}`);
  parts.learned.forEach((list, seat) => {
    list.forEach((s, i) => {
      if (s.day === day && seat !== active) fail(`setup.learned.${seat}.${i}.day`, 'only the active player can have learned a spell today');
    });
  });

  // The rigged next draws are in the pouch too, but kept apart in their own ordered list.
  const pouch = used.map((n) => COPIES_PER_KIND - n);
  const playerStates: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    playerStates.push({ pool: emptyCounts(), familiar: [...(parts.familiars[seat] ?? [])], spells: parts.learned[seat] ?? [] });
  }
  const altar = emptyCounts();
  if (parts.altar) for (const m of parts.altar) altar[kindIndex(m)] = (altar[kindIndex(m)] as number) + 1;
  if (parts.pools) {
    parts.pools.forEach((list, seat) => {
      const pool = playerStates[seat]?.pool as number[];
      for (const m of list) pool[kindIndex(m)] = (pool[kindIndex(m)] as number) + 1;
    });
  }
  const discard = emptyCounts();
  for (const m of parts.discard) discard[kindIndex(m)] = (discard[kindIndex(m)] as number) + 1;

  const initial = makeState({
    seed,
    rng,
    spells,
    firstPlayer,
    players: playerStates,
    active,
    day,
    phase,
    phaseActions: 0,
    altar,
    pouch,
    pouchTop: [],
    discard,
    endTrigger: null,
    opponent: solo ? { track: [...parts.track], lower: countsOf(parts.lower ?? []), difficulty: difficulty as Difficulty } : null,
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
  // Solo: the difficulty's materia go into the opponent's lower part (RULES.md §3 step 5).
  if (solo && parts.lower === undefined) for (let i = 0; i < (difficulty as Difficulty); i++) deal.drawToLower();
  const d = deal.finish(0);
  // The rigged next draws join the pouch only now, so that the deal above left them alone.
  return makeState({ ...d, pouchTop: [...parts.nextDraws] });
}
