// Conformance properties of the core engine (LESSONS.md, "The conformance invariants"), checked
// with fast-check over random seeds, player counts, spell selections and random legal play to
// the end of the game. The number of runs per property is PROPERTY_RUNS (default 40;
// `npm run test:heavy` uses 1000). To replay a failure, set PROPERTY_SEED (and PROPERTY_PATH)
// to the `seed` (and `path`) that fast-check printed.
//
// The materia census is computed here on purpose (independently of src/state/invariants.ts).
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, it } from 'vitest';
import {
  COPIES_PER_KIND, FAMILIAR_SPACES, FAMILIAR_VALUES, KIND_COUNT, MATERIA_KINDS, POOL_LIMIT, SPELLS_PER_GAME,
  TOTAL_MATERIA, BUILTIN_SPELL_IDS, SPELL_SETS,
  applyAction, colourOf, createGame, currentDecision, getSpell, isLegal, kindIndex, legalActions, scoreGame,
  type Action, type GameEvent, type GameOptions, type GameState, type Level, type MateriaKind, type ViolationCode,
} from '../../src/index.js';
import { testRng } from '../helpers.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
/** fast-check parameters: the number of runs, and a fixed seed/path when replaying a failure. */
function params(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.PROPERTY_SEED;
  const path = process.env.PROPERTY_PATH;
  return {
    numRuns,
    ...(seed === undefined ? {} : { seed: Number(seed) }),
    ...(path === undefined ? {} : { path }),
  };
}
/** Every random game must end within this many actions. */
const MAX_STEPS = 5_000;
/** Per-`it` timeout, scaled with the number of runs (vitest's default 5 s is far too short for 1000 runs). */
const TIMEOUT = 30_000 + RUNS * 1_500;

/** The documented {@link ViolationCode} values; the type check below keeps this list exhaustive. */
const VIOLATION_CODES = [
  'malformed-action', 'game-over', 'not-your-turn', 'wrong-phase', 'pool-full', 'not-on-altar', 'not-in-pool',
  'familiar-full', 'nothing-to-draw', 'spell-not-in-game', 'already-learned', 'invalid-payment',
] as const satisfies readonly ViolationCode[];
type MissingCode = Exclude<ViolationCode, (typeof VIOLATION_CODES)[number]>;
const codesAreExhaustive: [MissingCode] extends [never] ? true : MissingCode = true;
void codesAreExhaustive;
const CODE_SET: ReadonlySet<string> = new Set(VIOLATION_CODES);

// ---------------------------------------------------------------------------------------------
// Scenarios: game options + a policy for random legal play

type PolicyMode = 'uniform' | 'by-type' | 'learner';

interface Scenario {
  readonly options: GameOptions;
  /** Seed of the policy's own generator (never the game's). */
  readonly policy: number;
  /**
   * `uniform`: every legal action equally likely (ends by a full familiar board);
   * `by-type`: first a type, then an action of it (passes much more: full pools, big altars,
   * pouch refills);
   * `learner`: rarely stores and nearly always learns when it can (reaches the 7th spell).
   */
  readonly mode: PolicyMode;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    seed: fc.string(),
    players: fc.integer({ min: 2, max: 4 }),
    spells: fc.constantFrom('set1' as const, 'set2' as const, 'set3' as const, 'classic' as const),
    firstPlayer: fc.option(fc.nat(3), { nil: undefined }),
    policy: fc.integer(),
    mode: fc.constantFrom<PolicyMode>('uniform', 'by-type', 'learner'),
  })
  .map(({ seed, players, spells, firstPlayer, policy, mode }): Scenario => ({
    options: firstPlayer === undefined
      ? { players, seed, spells }
      : { players, seed, spells, firstPlayer: firstPlayer % players },
    policy,
    mode,
  }));

function choose(options: readonly Action[], rand: () => number, mode: PolicyMode): Action {
  if (mode === 'learner') {
    const first = options[0] as Action;
    if (first.type === 'store' && rand() < 0.9) return options[options.length - 1] as Action;
    if (first.type === 'learn' && rand() < 0.95) return options[Math.floor(rand() * (options.length - 1))] as Action;
  }
  if (mode === 'by-type') {
    const types = [...new Set(options.map((a) => a.type))];
    const type = types[Math.floor(rand() * types.length)];
    const ofType = options.filter((a) => a.type === type);
    return ofType[Math.floor(rand() * ofType.length)] as Action;
  }
  return options[Math.floor(rand() * options.length)] as Action;
}

/** What a visitor sees of one step of a played game. */
interface Step {
  readonly index: number;
  readonly before: GameState;
  /** `legalActions(before)`. */
  readonly legal: readonly Action[];
  readonly action: Action;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

interface Played {
  readonly initial: GameState;
  readonly final: GameState;
  readonly actions: readonly Action[];
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
}

interface PlayHooks {
  /** Called with the state and action just before `applyAction` (e.g. to freeze them). */
  readonly beforeApply?: (state: GameState, action: Action, index: number) => void;
  readonly onStep?: (step: Step) => void;
}

class PropertyFailure extends Error {}

function fail(message: string, details?: unknown): never {
  throw new PropertyFailure(details === undefined ? message : `${message}\n${JSON.stringify(details)}`);
}

function check(condition: boolean, message: string, details?: unknown): asserts condition {
  if (!condition) fail(message, details);
}

/** Plays a scenario with random legal actions to the end; fails if it takes more than MAX_STEPS. */
function play(scenario: Scenario, hooks: PlayHooks = {}): Played {
  const rand = testRng(scenario.policy);
  const initial = createGame(scenario.options);
  const actions: Action[] = [];
  const states: GameState[] = [initial];
  const events: (readonly GameEvent[])[] = [];
  let s = initial;
  for (let index = 0; s.phase !== 'ended'; index++) {
    check(index < MAX_STEPS, `the game did not end within ${MAX_STEPS} actions`, { day: s.day, step: s.step });
    const legal = legalActions(s);
    check(legal.length > 0, 'a game that is not over has no legal action', { step: s.step });
    const action = choose(legal, rand, scenario.mode);
    hooks.beforeApply?.(s, action, index);
    const r = applyAction(s, action);
    if (!r.ok) fail(`a listed action was refused: ${r.error.code}: ${r.error.message}`, { step: s.step, action });
    hooks.onStep?.({ index, before: s, legal, action, after: r.state, events: r.events });
    actions.push(action);
    states.push(r.state);
    events.push(r.events);
    s = r.state;
  }
  return { initial, final: s, actions, states, events };
}

/**
 * Lets the event loop run between two property runs: a long synchronous `fc.assert` (minutes
 * under `test:heavy`) would starve vitest's worker RPC, which then fails with
 * "Timeout calling onTaskUpdate".
 */
function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** An `it` running `predicate` on RUNS random scenarios. */
function property(name: string, predicate: (scenario: Scenario) => void): void {
  it(name, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, async (scenario) => {
      await breathe();
      predicate(scenario);
    }), params(RUNS));
  }, TIMEOUT);
}

// ---------------------------------------------------------------------------------------------
// Independent checks

/** Checks a 21-count multiset: right length, non-negative integers. */
function checkCounts(counts: readonly number[], where: string): void {
  check(counts.length === KIND_COUNT, `${where} has ${counts.length} counts, not ${KIND_COUNT}`);
  for (let i = 0; i < KIND_COUNT; i++) {
    const n = counts[i];
    check(typeof n === 'number' && Number.isInteger(n) && n >= 0, `${where}[${i}] is not a non-negative integer`, n);
  }
}

function sum(counts: readonly number[]): number {
  let n = 0;
  for (const c of counts) n += c;
  return n;
}

/** The number of tokens of each kind in every place that holds materia. */
function census(s: GameState): number[] {
  checkCounts(s.pouch, 'pouch');
  checkCounts(s.altar, 'altar');
  checkCounts(s.discard, 'discard');
  const c = new Array<number>(KIND_COUNT).fill(0);
  const addCounts = (counts: readonly number[]): void => {
    for (let i = 0; i < KIND_COUNT; i++) c[i] = (c[i] as number) + (counts[i] as number);
  };
  const addKind = (m: MateriaKind): void => {
    const i = kindIndex(m);
    c[i] = (c[i] as number) + 1;
  };
  addCounts(s.pouch);
  s.pouchTop.forEach(addKind);
  addCounts(s.altar);
  addCounts(s.discard);
  s.players.forEach((p, seat) => {
    checkCounts(p.pool, `players[${seat}].pool`);
    addCounts(p.pool);
    p.familiar.forEach(addKind);
    for (const spell of p.spells) addKind(spell.card);
  });
  return c;
}

function checkCensus(s: GameState, when: string): void {
  const c = census(s);
  check(sum(c) === TOTAL_MATERIA, `${when}: ${sum(c)} materia in the game, not ${TOTAL_MATERIA}`, c);
  c.forEach((n, i) => {
    check(n === COPIES_PER_KIND, `${when}: ${n} × ${MATERIA_KINDS[i]}, not ${COPIES_PER_KIND}`, c);
  });
}

function checkLimits(s: GameState, when: string): void {
  s.players.forEach((p, seat) => {
    const pool = sum(p.pool);
    check(pool <= POOL_LIMIT, `${when}: player ${seat}'s pool holds ${pool} > ${POOL_LIMIT}`);
    check(p.familiar.length <= FAMILIAR_SPACES, `${when}: player ${seat}'s familiar holds ${p.familiar.length} > ${FAMILIAR_SPACES}`);
  });
}

/** Fails unless `value` is plain JSON data: no undefined, no holes, no class instances, finite numbers. */
function checkPlain(value: unknown, path: string): void {
  if (value === null) return;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      check(Number.isFinite(value) && !Object.is(value, -0), `${path} is ${String(value)}, which JSON does not round-trip`);
      return;
    case 'object':
      break;
    default:
      fail(`${path} is ${typeof value}, not plain data`);
  }
  const obj = value as object;
  check(Object.getOwnPropertySymbols(obj).length === 0, `${path} has symbol keys`);
  if (Array.isArray(obj)) {
    check(Object.getPrototypeOf(obj) === Array.prototype, `${path} is an array subclass`);
    check(Object.keys(obj).length === obj.length, `${path} has holes or extra keys`);
    for (let i = 0; i < obj.length; i++) checkPlain(obj[i], `${path}[${i}]`);
    return;
  }
  const proto: unknown = Object.getPrototypeOf(obj);
  check(proto === Object.prototype || proto === null, `${path} is an instance of ${String((obj as { constructor?: { name?: string } }).constructor?.name)}`);
  const keys = Object.keys(obj);
  check(Object.getOwnPropertyNames(obj).length === keys.length, `${path} has non-enumerable properties`);
  for (const k of keys) checkPlain((obj as Record<string, unknown>)[k], `${path}.${k}`);
}

function checkJsonRoundTrip(value: unknown, what: string): void {
  checkPlain(value, what);
  check(isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value), `${what} does not survive a JSON round trip`);
}

/** A canonical key: two actions with the same key are the same choice (spend order does not matter). */
function actionKey(a: Action): string {
  switch (a.type) {
    case 'take':
    case 'store':
      return `${a.type}|${a.player}|${a.materia}`;
    case 'draw':
    case 'pass':
      return `${a.type}|${a.player}`;
    case 'learn':
      return `learn|${a.player}|${a.spell}|${a.level}|${a.onCard}|${[...a.spend].sort().join(',')}`;
  }
}

/**
 * Deep equality for plain data (what `checkPlain` admits): same types, same array lengths, same
 * own keys. Much faster than `isDeepStrictEqual`, for the hot loops of (f).
 */
function plainEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k) || !plainEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Freezes a value and everything in it (a frozen object's contents are taken as frozen already). */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const k of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[k]);
}

// ---------------------------------------------------------------------------------------------
// Candidate actions for (f): everything a client could send, legal or not

/** A small seeded helper over the test generator. */
class Picker {
  constructor(readonly rand: () => number) {}
  int(n: number): number {
    return Math.floor(this.rand() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)] as T;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = list.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

function poolList(pool: readonly number[]): MateriaKind[] {
  const out: MateriaKind[] = [];
  for (let i = 0; i < KIND_COUNT; i++) for (let n = pool[i] as number; n > 0; n--) out.push(MATERIA_KINDS[i] as MateriaKind);
  return out;
}

/** Payments to try: sub-multisets of the pool, multisets not in the pool, shuffled listed payments. */
function candidateSpends(s: GameState, legal: readonly Action[], pk: Picker): MateriaKind[][] {
  const pool = (s.players[s.active] as GameState['players'][number]).pool;
  const inPool = poolList(pool);
  const spends: MateriaKind[][] = [];
  // Random sub-multisets of the pool, one of any size and one of a learnable size.
  spends.push(pk.shuffle(inPool).slice(0, pk.int(inPool.length + 1)));
  spends.push(pk.shuffle(inPool).slice(0, Math.min(inPool.length, 3 + pk.int(7))));
  // Not in the pool: a sub-multiset plus one token of a kind the rest of the pool lacks.
  const sub = pk.shuffle(inPool).slice(0, pk.int(inPool.length + 1));
  const used = new Array<number>(KIND_COUNT).fill(0);
  for (const m of sub) used[kindIndex(m)] = (used[kindIndex(m)] as number) + 1;
  const lacking = MATERIA_KINDS.filter((_, i) => (used[i] as number) >= (pool[i] as number));
  spends.push(pk.shuffle([...sub, pk.pick(lacking)]));
  // A listed payment in another order, and the same with one token changed.
  const learns = legal.filter((a): a is Extract<Action, { type: 'learn' }> => a.type === 'learn');
  if (learns.length > 0) {
    const listed = pk.shuffle(pk.pick(learns).spend);
    spends.push(listed);
    const changed = listed.slice();
    changed[pk.int(changed.length)] = pk.pick(MATERIA_KINDS);
    spends.push(changed);
  }
  return spends;
}

/** Malformed inputs an untrusted client could send. */
function malformedCandidates(s: GameState, pk: Picker): unknown[] {
  const p = s.active;
  return [
    null, undefined, 42, 'draw', [], [{ type: 'draw', player: p }],
    {}, { type: 'draw' }, { player: p }, { type: 'cast', player: p }, { type: 'Draw', player: p },
    { type: 'draw', player: -1 }, { type: 'draw', player: 0.5 }, { type: 'draw', player: String(p) },
    { type: 'pass', player: Number.NaN }, { type: 'pass', player: null },
    { type: 'take', player: p }, { type: 'take', player: p, materia: 'red-round' }, { type: 'store', player: p, materia: 7 },
    { type: 'take', player: p, materia: pk.pick(MATERIA_KINDS).toUpperCase() },
    { type: 'learn', player: p, spell: pk.pick(s.spells), level: 6, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell: pk.pick(s.spells), level: '3', onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell: 7, level: 3, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell: pk.pick(s.spells), level: 3, onCard: 'red', spend: [] },
    { type: 'learn', player: p, spell: pk.pick(s.spells), level: 3, onCard: 'red-circle' },
    { type: 'learn', player: p, spell: pk.pick(s.spells), level: 3, onCard: 'red-circle', spend: 'red-circle' },
    { type: 'learn', player: p, spell: pk.pick(s.spells), level: 4, onCard: 'red-circle', spend: ['red-circle', 'blue'] },
  ];
}

/** A candidate action with its canonical key (computed once per payment, not per candidate). */
interface Candidate {
  readonly action: Action;
  readonly key: string;
}

/**
 * Well-formed candidates: every type for the active player with every materia kind, a sample
 * for the other seats (and seats that do not exist), and learns: in the Evening the product of
 * the game's spells × levels × card kinds × payments, plus spells not in the game.
 */
function wellFormedCandidates(s: GameState, legal: readonly Action[], pk: Picker): Candidate[] {
  const out: Candidate[] = [];
  const add = (action: Action): void => {
    out.push({ action, key: actionKey(action) });
  };
  const seats = [...s.players.keys(), s.players.length, s.players.length + 3];
  for (const player of seats) {
    add({ type: 'draw', player });
    add({ type: 'pass', player });
    if (player === s.active) {
      for (const materia of MATERIA_KINDS) {
        add({ type: 'take', player, materia });
        add({ type: 'store', player, materia });
      }
    } else {
      add({ type: 'take', player, materia: pk.pick(MATERIA_KINDS) });
      add({ type: 'store', player, materia: pk.pick(MATERIA_KINDS) });
    }
  }
  const notInGame = [pk.pick(BUILTIN_SPELL_IDS.filter((id) => !s.spells.includes(id))), 'no-such-spell'];
  const levels: Level[] = [3, 4, 5];
  const spends = candidateSpends(s, legal, pk);
  if (s.phase === 'evening') {
    const player = s.active;
    for (const spend of spends) {
      const sorted = [...spend].sort().join(',');
      const learn = (spell: string, level: Level, onCard: MateriaKind): void => {
        out.push({ action: { type: 'learn', player, spell, level, onCard, spend }, key: `learn|${player}|${spell}|${level}|${onCard}|${sorted}` });
      };
      for (const spell of s.spells) {
        // The spell's three kinds on the card, at every level.
        const cards = MATERIA_KINDS.filter((m) => colourOf(m) === getSpell(spell).colour);
        for (const level of levels) for (const onCard of cards) learn(spell, level, onCard);
      }
      // Cards of another colour (often one of the payment), and spells not in the game.
      for (let n = 0; n < 3; n++) learn(pk.pick(s.spells), pk.pick(levels), pk.pick(spend.length > 0 && n < 2 ? spend : MATERIA_KINDS));
      for (const spell of notInGame) learn(spell, pk.pick(levels), pk.pick(spend.length > 0 ? spend : MATERIA_KINDS));
    }
  }
  // A few learns for any seat, spell and card, in any phase, also with random multisets of all kinds.
  const spells = [...s.spells, ...notInGame];
  for (let n = 0; n < 8; n++) {
    const spend = n % 2 === 0 ? pk.pick(spends) : Array.from({ length: 1 + pk.int(11) }, () => pk.pick(MATERIA_KINDS));
    add({ type: 'learn', player: pk.pick(seats), spell: pk.pick(spells), level: pk.pick(levels), onCard: pk.pick(MATERIA_KINDS), spend });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// An independent oracle for Learn payments (RULES.md §5), for the exactness property (f2)

/**
 * True when `spend` (21 counts, `size` tokens) pays `level` for a spell of colour index `c` with
 * `card` on the card: it splits into k ≥ 1 single materia of colour c, the card among them, and
 * level − k triples of one rune each (any colours, the spell's own included).
 */
function oraclePays(spend: readonly number[], size: number, c: number, level: number, card: number): boolean {
  if (Math.floor(card / 3) !== c || (spend[card] as number) === 0) return false;
  const runeTotals = [0, 0, 0];
  for (let i = 0; i < KIND_COUNT; i++) runeTotals[i % 3] = (runeTotals[i % 3] as number) + (spend[i] as number);
  for (let k = 1; k <= level; k++) {
    if (size !== k + 3 * (level - k)) continue;
    // Singles of each rune, all of colour c.
    for (let s0 = 0; s0 <= Math.min(k, spend[c * 3] as number); s0++) {
      for (let s1 = 0; s1 <= Math.min(k - s0, spend[c * 3 + 1] as number); s1++) {
        const s2 = k - s0 - s1;
        if (s2 > (spend[c * 3 + 2] as number)) continue;
        const singles = [s0, s1, s2];
        if ((singles[card % 3] as number) === 0) continue;
        if (singles.every((n, r) => ((runeTotals[r] as number) - n) % 3 === 0)) return true;
      }
    }
  }
  return false;
}

/** Every sub-multiset of `pool`, as counts with their size. */
function subMultisets(pool: readonly number[]): { counts: number[]; size: number }[] {
  const out: { counts: number[]; size: number }[] = [];
  const chosen = new Array<number>(KIND_COUNT).fill(0);
  const visit = (i: number, size: number): void => {
    if (i === KIND_COUNT) {
      out.push({ counts: chosen.slice(), size });
      return;
    }
    for (let n = 0; n <= (pool[i] as number); n++) {
      chosen[i] = n;
      visit(i + 1, size + n);
    }
    chosen[i] = 0;
  };
  visit(0, 0);
  return out;
}

/** Rigged Evening positions: a random pool (often concentrated on a few kinds) and some spells learned. */
const eveningArb = fc
  .record({
    seed: fc.string({ maxLength: 8 }),
    players: fc.integer({ min: 2, max: 4 }),
    spells: fc.constantFrom('set1' as const, 'set2' as const, 'set3' as const),
    kinds: fc.uniqueArray(fc.constantFrom(...MATERIA_KINDS), { minLength: 1, maxLength: 21 }),
    picks: fc.array(fc.nat(20), { maxLength: 9 }),
    learned: fc.array(fc.record({ spell: fc.nat(6), level: fc.constantFrom<Level>(3, 4, 5), rune: fc.nat(2) }), { maxLength: 6 }),
  })
  .map(({ seed, players, spells, kinds, picks, learned }) => {
    const ids = SPELL_SETS[spells];
    const pool = picks.map((n) => kinds[n % kinds.length] as MateriaKind);
    const seen = new Set<number>();
    const cards = learned.filter((l) => !seen.has(l.spell) && seen.add(l.spell)).map((l) => {
      const spell = ids[l.spell] as string;
      return { spell, level: l.level, card: MATERIA_KINDS[kindIndex(`${getSpell(spell).colour}-circle`) + l.rune] as MateriaKind };
    });
    return { seed, players, spells, pool, cards };
  })
  .filter(({ pool, cards }) => {
    const used = new Array<number>(KIND_COUNT).fill(0);
    for (const m of [...pool, ...cards.map((c) => c.card)]) used[kindIndex(m)] = (used[kindIndex(m)] as number) + 1;
    return used.every((n) => n <= COPIES_PER_KIND);
  });

// ---------------------------------------------------------------------------------------------

describe('core properties (random legal play to the end of the game)', () => {
  property('(a) materia is conserved after every step: 105 tokens, 5 of each of the 21 kinds', (scenario) => {
    const played = play(scenario, {
      onStep: ({ after, index, action }) => checkCensus(after, `after step ${index} (${JSON.stringify(action)})`),
    });
    checkCensus(played.initial, 'after setup');
  });

  property('(b) every pool holds at most 9 and every familiar board at most 14, at every step', (scenario) => {
    const played = play(scenario, { onStep: ({ after, index }) => checkLimits(after, `after step ${index}`) });
    checkLimits(played.initial, 'after setup');
  });

  property('(c) determinism: the same options and actions give deep-equal states and events', (scenario) => {
    const a = play(scenario);
    let s = createGame(scenario.options);
    check(isDeepStrictEqual(s, a.initial), 'createGame with the same options gave another state');
    a.actions.forEach((action, i) => {
      // Replay a structured copy, so that only values (not identities) can matter.
      const r = applyAction(s, structuredClone(action));
      if (!r.ok) fail(`replayed action ${i} was refused: ${r.error.code}`);
      check(isDeepStrictEqual(r.state, a.states[i + 1]), `replay differs in its state after step ${i}`);
      check(isDeepStrictEqual(r.events, a.events[i]), `replay differs in its events at step ${i}`, { replay: r.events, original: a.events[i] });
      s = r.state;
    });
  });

  property('(d) every state is plain data and survives a JSON round trip; so do the events', (scenario) => {
    const played = play(scenario, {
      onStep: ({ after, events, index }) => {
        checkJsonRoundTrip(after, `state after step ${index}`);
        checkJsonRoundTrip(events, `events of step ${index}`);
      },
    });
    checkJsonRoundTrip(played.initial, 'the initial state');
  });

  property('(e) every listed action applies, isLegal agrees, and the list has no duplicates', (scenario) => {
    play(scenario, {
      onStep: ({ before, legal, index }) => {
        const decision = currentDecision(before);
        check(decision.kind === 'phase' && decision.player === before.active, `step ${index}: the decision is not the active player's`, decision);
        check(isDeepStrictEqual(legalActions(before), legal), `step ${index}: legalActions is not repeatable`);
        const last = legal[legal.length - 1];
        check(last !== undefined && last.type === 'pass' && last.player === before.active, `step ${index}: pass is not listed last`);
        const keys = new Set<string>();
        for (const action of legal) {
          const key = actionKey(action);
          check(!keys.has(key), `step ${index}: ${key} is listed twice`);
          keys.add(key);
          check(action.player === before.active, `step ${index}: ${key} is listed for a player who does not act`);
          check(isLegal(before, action), `step ${index}: isLegal refuses the listed ${key}`);
          const r = applyAction(before, action);
          if (!r.ok) fail(`step ${index}: the listed ${key} was refused: ${r.error.code}: ${r.error.message}`);
          checkCensus(r.state, `after the listed ${key}`);
          checkLimits(r.state, `after the listed ${key}`);
        }
      },
    });
  });

  it('(f) actions not in the list are rejected with a documented violation and change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, fc.integer(), async (scenario, candidateSeed) => {
        await breathe();
        const pk = new Picker(testRng(candidateSeed));
        /** Applies a refused candidate; checks the code, and (sampled) that state and action are unchanged. */
        const refuse = (s: GameState, snapshot: GameState, candidate: unknown, where: string): string => {
          // Most candidates are frozen (a write would throw); a sample is compared with a copy instead.
          const compare = pk.int(32) === 0;
          const copy = compare ? structuredClone(candidate) : undefined;
          if (!compare) deepFreeze(candidate);
          const r = applyAction(s, candidate as Action);
          if (r.ok) fail(`${where}: applyAction accepted an action isLegal refuses`, candidate ?? null);
          check(CODE_SET.has(r.error.code), `${where}: undocumented violation code ${r.error.code}`, candidate ?? null);
          check(typeof r.error.message === 'string' && r.error.message.length > 0, `${where}: violation without a message`);
          if (compare) {
            check(plainEqual(candidate, copy), `${where}: applyAction mutated the action`, candidate ?? null);
            check(plainEqual(s, snapshot), `${where}: a refused action changed the state`, candidate ?? null);
          }
          return r.error.code;
        };
        const final = play(scenario, {
          onStep: ({ before, legal, index }) => {
            const snapshot = structuredClone(before);
            const keys = new Set(legal.map(actionKey));
            const where = `step ${index}`;
            for (const { action: candidate, key } of wellFormedCandidates(before, legal, pk)) {
              const listed = keys.has(key);
              const legalNow = isLegal(before, candidate);
              if (legalNow !== listed) {
                fail(`${where}: isLegal says ${legalNow} but the action is ${listed ? '' : 'not '}in legalActions`, {
                  candidate, phase: before.phase, active: before.active,
                  pool: poolList((before.players[before.active] as GameState['players'][number]).pool),
                });
              }
              if (listed) continue;
              const code = refuse(before, snapshot, candidate, where);
              if (candidate.player !== before.active) {
                check(code === 'not-your-turn', `${where}: an action for seat ${candidate.player} is refused as ${code}, not not-your-turn`, candidate);
              }
            }
            for (const candidate of malformedCandidates(before, pk)) {
              check(!isLegal(before, candidate as Action), `${where}: isLegal accepts malformed input`, candidate ?? null);
              const code = refuse(before, snapshot, candidate, where);
              check(code === 'malformed-action', `${where}: malformed input refused as ${code}, not malformed-action`, candidate ?? null);
            }
            check(isDeepStrictEqual(before, snapshot), `${where}: the refused actions changed the state`);
          },
        }).final;
        // Once the game is over, nothing is legal.
        const snapshot = structuredClone(final);
        for (const { action: candidate } of wellFormedCandidates(final, [], pk)) {
          check(!isLegal(final, candidate), 'isLegal accepts an action after the end', candidate);
          const code = refuse(final, snapshot, candidate, 'after the end');
          check(code === 'game-over', `an action after the end is refused as ${code}, not game-over`, candidate);
        }
        check(legalActions(final).length === 0, 'legalActions lists actions after the end');
        check(currentDecision(final).kind === 'game-over', 'currentDecision is not game-over after the end');
        check(isDeepStrictEqual(final, snapshot), 'refused actions changed the final state');
      }),
      params(RUNS),
    );
  }, TIMEOUT);

  it('(f2) in the Evening, the listed Learns are exactly the payments an independent oracle accepts', async () => {
    await fc.assert(
      fc.asyncProperty(eveningArb, async ({ seed, players, spells, pool, cards }) => {
        await breathe();
        const seat = 0;
        const state = createGame({
          players, seed, spells, firstPlayer: seat,
          setup: {
            phase: 'evening',
            pools: Array.from({ length: players }, (_, i) => (i === seat ? pool : [])),
            learned: Array.from({ length: players }, (_, i) => (i === seat ? cards : [])),
          },
        });
        const p = state.players[seat] as GameState['players'][number];
        const listed = new Set(legalActions(state).filter((a) => a.type === 'learn').map(actionKey));
        const expected = new Set<string>();
        const levels: Level[] = [3, 4, 5];
        for (const { counts, size } of subMultisets(p.pool)) {
          if (size < 3) continue;
          const spend = poolList(counts);
          const sorted = [...spend].sort().join(',');
          for (const spell of state.spells) {
            const c = Math.floor(kindIndex(`${getSpell(spell).colour}-circle`) / 3);
            const learnedAlready = p.spells.some((l) => l.spell === spell);
            for (const level of levels) {
              for (let r = 0; r < 3; r++) {
                const pays = oraclePays(counts, size, c, level, c * 3 + r);
                if (!pays) continue;
                const action: Action = { type: 'learn', player: seat, spell, level, onCard: MATERIA_KINDS[c * 3 + r] as MateriaKind, spend };
                const legal = isLegal(state, action);
                check(legal === !learnedAlready, `isLegal says ${legal} for ${actionKey(action)} (already learned: ${learnedAlready})`, { pool: poolList(p.pool) });
                if (!learnedAlready) expected.add(`learn|${seat}|${spell}|${level}|${MATERIA_KINDS[c * 3 + r]}|${sorted}`);
              }
            }
          }
        }
        const missing = [...expected].filter((k) => !listed.has(k));
        const extra = [...listed].filter((k) => !expected.has(k));
        check(missing.length === 0 && extra.length === 0, 'legalActions and the oracle disagree on the Learns', {
          pool: poolList(p.pool), learned: cards, missing: missing.slice(0, 5), extra: extra.slice(0, 5),
        });
      }),
      params(RUNS * 10),
    );
  }, TIMEOUT);

  property(`(g) every random game ends within ${MAX_STEPS} actions and scores consistently`, (scenario) => {
    const { final } = play(scenario);
    const sheet = scoreGame(final);
    check(sheet.final, 'the score sheet of an ended game is not final');
    check(sheet.players.length === final.players.length, 'the score sheet does not list every player');
    sheet.players.forEach((ps, seat) => {
      const p = final.players[seat] as GameState['players'][number];
      check(ps.player === seat, `score sheet row ${seat} is for player ${ps.player}`);
      check(ps.spells.length === p.spells.length && ps.spellsLearned === p.spells.length, `player ${seat}: spells learned miscounted`);
      ps.spells.forEach((sc, i) => {
        const learned = p.spells[i] as GameState['players'][number]['spells'][number];
        check(sc.spell === learned.spell && sc.level === learned.level, `player ${seat}: spell row ${i} is not the learned spell`);
        const rule = getSpell(sc.spell).levels[sc.level].points;
        check(sc.variable === (typeof rule === 'function'), `player ${seat}: ${sc.spell} variable flag is wrong`);
        if (typeof rule === 'number') check(sc.points === rule, `player ${seat}: ${sc.spell} L${sc.level} scores ${sc.points}, not ${rule}`);
        check(Number.isInteger(sc.points) && sc.points >= 0, `player ${seat}: ${sc.spell} scores ${sc.points}`);
      });
      check(ps.familiar.stored === p.familiar.length, `player ${seat}: familiar stored miscounted`);
      check(ps.familiar.points === FAMILIAR_VALUES[p.familiar.length], `player ${seat}: familiar scores ${ps.familiar.points}`);
      check(ps.poolSize === sum(p.pool), `player ${seat}: pool size miscounted`);
      const expected = ps.spells.reduce((n, sc) => n + sc.points, ps.familiar.points);
      check(ps.total === expected, `player ${seat}: total ${ps.total} is not spells + familiar = ${expected}`);
    });
    for (const a of sheet.players) {
      const better = sheet.players.filter((b) =>
        b.total > a.total
        || (b.total === a.total && b.spellsLearned > a.spellsLearned)
        || (b.total === a.total && b.spellsLearned === a.spellsLearned && b.poolSize > a.poolSize)).length;
      check(a.rank === 1 + better, `player ${a.player} ranks ${a.rank}, but ${better} players are strictly ahead`, sheet.players);
    }
    const winners = sheet.players.filter((p) => p.rank === 1).map((p) => p.player);
    check(winners.length > 0 && isDeepStrictEqual([...sheet.winners], winners), 'winners are not the players ranked 1', sheet);
  });

  property('(h) applyAction and legalActions never mutate their input (deep-frozen states)', (scenario) => {
    const freezer = new Picker(testRng(scenario.policy ^ 0x5bd1e995));
    let snapshot: { state: GameState; action: Action } | undefined;
    play(scenario, {
      beforeApply: (state, action) => {
        if (freezer.int(2) === 0) {
          // Frozen: any write by the engine throws a TypeError in strict mode.
          deepFreeze(state);
          deepFreeze(action);
          check(isDeepStrictEqual(legalActions(state), legalActions(structuredClone(state))), 'legalActions differs on a frozen state');
          snapshot = undefined;
        } else {
          snapshot = { state: structuredClone(state), action: structuredClone(action) };
        }
      },
      onStep: ({ before, action, index }) => {
        if (snapshot === undefined) return;
        check(isDeepStrictEqual(before, snapshot.state), `step ${index}: applyAction changed its input state`);
        check(isDeepStrictEqual(action, snapshot.action), `step ${index}: applyAction changed its action`);
      },
    });
  });

  property('(i) Day structure: all players play the same number of Days; the end comes only after the trigger', (scenario) => {
    const played = play(scenario, {
      onStep: ({ after, index }) => {
        if (after.endTrigger === null) {
          after.players.forEach((p, seat) => {
            check(p.spells.length < SPELLS_PER_GAME && p.familiar.length < FAMILIAR_SPACES, `step ${index}: player ${seat} reached the end condition without a trigger`);
          });
        }
      },
    });
    const n = played.initial.players.length;
    const first = played.initial.firstPlayer;
    const daysPlayed = new Array<number>(n).fill(0);
    let triggeredAt: number | undefined;
    let endedAt: number | undefined;
    let lastDay = 0;
    played.events.forEach((events, step) => {
      for (const e of events) {
        check(endedAt === undefined, `step ${step}: an event after game-ended`, e);
        if (e.type === 'day-ended') {
          check(e.day === lastDay + 1, `step ${step}: Day ${e.day} ended after Day ${lastDay}`);
          check(e.player === (first + e.day - 1) % n, `step ${step}: Day ${e.day} was played by ${e.player}`);
          lastDay = e.day;
          daysPlayed[e.player] = (daysPlayed[e.player] as number) + 1;
        } else if (e.type === 'game-end-triggered') {
          check(triggeredAt === undefined, `step ${step}: the end was triggered twice`);
          triggeredAt = step;
          const before = played.states[step] as GameState;
          const after = played.states[step + 1] as GameState;
          check(e.player === before.active, `step ${step}: the end was triggered by a player who is not active`);
          const p = after.players[e.player] as GameState['players'][number];
          const reason = p.spells.length >= SPELLS_PER_GAME ? 'seventh-spell' : p.familiar.length >= FAMILIAR_SPACES ? 'familiar-full' : undefined;
          check(reason === e.reason, `step ${step}: trigger reason ${e.reason}, but the board says ${String(reason)}`);
          check(isDeepStrictEqual(after.endTrigger, { player: e.player, day: before.day, reason: e.reason }), `step ${step}: endTrigger does not match the event`, after.endTrigger);
        } else if (e.type === 'game-ended') {
          check(triggeredAt !== undefined, `step ${step}: the game ended without a trigger`);
          endedAt = step;
        }
      }
    });
    const final = played.final;
    check(endedAt === played.events.length - 1, 'the game-ended event is not in the last step');
    check(final.endTrigger !== null, 'the game ended with no endTrigger');
    check(daysPlayed.every((d) => d === daysPlayed[0]), `players played different numbers of Days: ${daysPlayed.join(', ')}`);
    check(lastDay === final.day, `the last Day ended is ${lastDay}, the state says Day ${final.day}`);
    // The game ends with the first Day of the last seat (right of the first player) at or after the trigger.
    const lastSeat = (first + n - 1) % n;
    check((first + final.day - 1) % n === lastSeat, 'the final Day was not played by the player right of the first player');
    check(final.day >= final.endTrigger.day && final.day - final.endTrigger.day < n, `the game went on from Day ${final.endTrigger.day} to Day ${final.day}`);
  });
});
