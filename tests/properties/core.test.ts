// Conformance properties of the engine (LESSONS.md, "The conformance invariants"), checked with
// fast-check over random seeds, player counts (2-4), spell selections (set1, set2, set3,
// classic) and random legal play to the end of the game, spells and their effects included. The
// number of runs per property is PROPERTY_RUNS (default 40; `npm run test:heavy` uses 1000); the
// first runs of every property are fixed examples covering every selection × policy. To replay a
// failure, set PROPERTY_SEED (and PROPERTY_PATH) to the `seed` (and `path`) that fast-check
// printed.
//
// The materia census, the variable end-game points and the "who decides" rule are computed here
// on purpose (independently of src/state/invariants.ts, src/spells/end-game.ts and
// src/effects/steps.ts).
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, it } from 'vitest';
import {
  COPIES_PER_KIND, FAMILIAR_SPACES, FAMILIAR_VALUES, KIND_COUNT, MATERIA_KINDS, POOL_LIMIT, SPELLS_PER_GAME,
  TOTAL_MATERIA, BUILTIN_SPELL_IDS, SPELL_SETS,
  applyAction, availableLevels, colourOf, createGame, currentDecision, deserialize, getSpell, isLegal, kindIndex,
  legalActions, runeOf, scoreGame, serialize,
  type Action, type Decision, type EffectStep, type GameEvent, type GameOptions, type GameState, type Level,
  type MateriaKind, type PlayerState, type ViolationCode,
} from '../../src/index.js';
import { testRng } from '../helpers.js';
import { actionKey, checkPlain, deepFreeze, Picker } from '../../src/testing/checks.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
/**
 * fast-check parameters: the number of runs (fixed `examples` first, counted in it), and a fixed
 * seed/path when replaying a failure.
 */
function params<T>(numRuns: number, examples: T[] = []): fc.Parameters<T> {
  const seed = process.env.PROPERTY_SEED;
  const path = process.env.PROPERTY_PATH;
  return {
    numRuns,
    examples,
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
  'not-learned', 'learned-today', 'level-unavailable', 'not-usable', 'wrong-step', 'not-an-option', 'stale-step',
] as const satisfies readonly ViolationCode[];
type MissingCode = Exclude<ViolationCode, (typeof VIOLATION_CODES)[number]>;
const codesAreExhaustive: [MissingCode] extends [never] ? true : MissingCode = true;
void codesAreExhaustive;
const CODE_SET: ReadonlySet<string> = new Set(VIOLATION_CODES);

// ---------------------------------------------------------------------------------------------
// Scenarios: game options + a policy for random legal play

type PolicyMode = 'uniform' | 'by-type' | 'learner';
const POLICY_MODES: readonly PolicyMode[] = ['uniform', 'by-type', 'learner'];
type Selection = 'set1' | 'set2' | 'set3' | 'classic';
const SELECTIONS: readonly Selection[] = ['set1', 'set2', 'set3', 'classic'];

interface Scenario {
  readonly options: GameOptions;
  /** Seed of the policy's own generator (never the game's). */
  readonly policy: number;
  /**
   * `uniform`: every legal action equally likely (ends by a full familiar board; casts are rare);
   * `by-type`: first an action type, then an action of it (passes much more: full pools, big
   * altars, pouch refills; reaches casts and every kind of effect choice far more often);
   * `learner`: nearly always learns when it can, else usually casts, and rarely stores (reaches
   * the 7th spell, spells at every level, copies and Transmutation's learns).
   */
  readonly mode: PolicyMode;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    seed: fc.string(),
    players: fc.integer({ min: 2, max: 4 }),
    spells: fc.constantFrom(...SELECTIONS),
    firstPlayer: fc.option(fc.nat(3), { nil: undefined }),
    policy: fc.integer(),
    mode: fc.constantFrom(...POLICY_MODES),
  })
  .map(({ seed, players, spells, firstPlayer, policy, mode }): Scenario => ({
    options: firstPlayer === undefined
      ? { players, seed, spells }
      : { players, seed, spells, firstPlayer: firstPlayer % players },
    policy,
    mode,
  }));

/**
 * The fixed first runs of every property: each selection with each policy (12 runs), each
 * selection with 2, 3 and 4 players across the policies.
 */
const SCENARIO_EXAMPLES: readonly Scenario[] = POLICY_MODES.flatMap((mode, m) => SELECTIONS.map((spells, s): Scenario => {
  const players = 2 + ((s + m) % 3);
  return { options: { players, seed: `example-${spells}-${mode}`, spells, firstPlayer: (s + m) % players }, policy: 1 + s + 4 * m, mode };
}));

function pickFrom<T>(list: readonly T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function choose(options: readonly Action[], rand: () => number, mode: PolicyMode): Action {
  if (mode === 'learner') {
    const learns = options.filter((a) => a.type === 'learn');
    if (learns.length > 0 && rand() < 0.95) return pickFrom(learns, rand);
    const casts = options.filter((a) => a.type === 'cast');
    if (casts.length > 0 && rand() < 0.8) return pickFrom(casts, rand);
    // Rarely stores (a Clone copy of a Midday action may offer nothing else).
    const others = options.filter((a) => a.type !== 'store');
    if (others.length > 0 && others.length < options.length && rand() < 0.9) return pickFrom(others, rand);
  }
  if (mode === 'by-type') {
    const types = [...new Set(options.map((a) => a.type))];
    const type = pickFrom(types, rand);
    return pickFrom(options.filter((a) => a.type === type), rand);
  }
  return pickFrom(options, rand);
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

/** An `it` running `predicate` on RUNS scenarios: the fixed SCENARIO_EXAMPLES first, then random ones. */
function property(name: string, predicate: (scenario: Scenario) => void): void {
  it(name, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, async (scenario) => {
      await breathe();
      predicate(scenario);
    }), params(RUNS, SCENARIO_EXAMPLES.map((s): [Scenario] => [s])));
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

function checkJsonRoundTrip(value: unknown, what: string): void {
  checkPlain(value, what);
  check(isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value), `${what} does not survive a JSON round trip`);
}

// ---------------------------------------------------------------------------------------------
// Who decides and how (docs/spells-and-effects.md, "Pending decisions"), modelled independently

/** The primary actions of each phase. */
const PRIMARY_OF: Readonly<Record<'morning' | 'midday' | 'evening', readonly Action['type'][]>> = {
  morning: ['take', 'draw'], midday: ['store'], evening: ['learn'],
};

/** The steps that need no choice: an effect never waits on one of them. */
const AUTOMATIC_STEPS: ReadonlySet<EffectStep['step']> = new Set(['draw', 'draw-until', 'reveal', 'others-draw', 'lower', 'check-end']);

/** The action types that answer a waiting step (`stop` only where the step may end early). */
function answerTypes(step: EffectStep): readonly Action['type'][] {
  switch (step.step) {
    case 'take':
      return step.optional === true ? ['pick', 'stop'] : ['pick'];
    case 'take-store':
    case 'store':
    case 'discard':
    case 'learn-discards':
      return ['pick'];
    case 'clear-altar':
      return ['pick', 'stop'];
    case 'swap-altar':
    case 'swap-familiar':
      return ['swap'];
    case 'raise':
      return ['raise'];
    case 'mode':
      return ['mode'];
    case 'learn':
      return ['learn'];
    case 'phase-action':
      return [...PRIMARY_OF[step.phase], 'cast', ...(step.optional === true ? ['stop' as const] : [])];
    default:
      return [];
  }
}

/** The seat that must act: the taker of a waiting take, else the actor of the waiting effect, else the active player. */
function expectedDecider(s: GameState): number {
  const frame = s.pending[s.pending.length - 1];
  const step = frame?.steps[0];
  if (frame === undefined || step === undefined) return s.active;
  return step.step === 'take' ? step.taker : frame.actor;
}

/**
 * True when an action of `type` from the seat that must decide can only be refused with
 * `wrong-step` ("does not answer the decision the game is waiting for"): a pass or any answer of
 * another kind while an effect waits, an effect answer (pick, swap, raise, mode, stop) in a phase.
 */
function answersNothing(decision: Decision, type: Action['type']): boolean {
  if (decision.kind === 'phase') return type === 'pick' || type === 'swap' || type === 'raise' || type === 'mode' || type === 'stop';
  if (decision.kind !== 'effect') return false;
  if (type === 'pass') return true;
  const step = decision.step;
  if (step.step === 'phase-action') {
    // Primary actions of another phase may be refused as wrong-phase instead.
    return type === 'pick' || type === 'swap' || type === 'raise' || type === 'mode' || (type === 'stop' && step.optional !== true);
  }
  return !answerTypes(step).includes(type);
}

/** Checks the listed casts of a decision: whose card, which phase, which level, learned when. */
function checkListedCast(s: GameState, decision: Decision, a: Extract<Action, { type: 'cast' }>, where: string): void {
  const key = actionKey(a);
  let phase: string;
  let copy: boolean;
  if (decision.kind === 'phase') {
    phase = decision.phase;
    copy = false;
  } else {
    check(decision.kind === 'effect' && decision.step.step === 'phase-action', `${where}: ${key} is listed outside a phase or a phase-action step`);
    phase = decision.step.phase;
    copy = decision.step.as === 'copy';
  }
  const owner = a.from ?? a.player;
  if (copy) {
    check(a.from !== undefined && a.from !== a.player && a.from < s.players.length, `${where}: the copy ${key} does not name another player`);
    check(getSpell(a.spell).copyable !== false, `${where}: ${key} copies a spell that cannot be copied`);
  } else {
    check(a.from === undefined, `${where}: ${key} names \`from\` outside a Clone copy`);
  }
  const learned = (s.players[owner] as PlayerState).spells.find((l) => l.spell === a.spell);
  check(learned !== undefined, `${where}: ${key}: player ${owner} has not learned ${a.spell}`);
  check(getSpell(a.spell).phase === phase, `${where}: ${key} is not a ${phase} spell`);
  if (!copy) check(learned.day < s.day, `${where}: ${key} was learned this Day (${learned.day})`);
  check(learned.level >= a.level, `${where}: ${key} is above the card's level ${learned.level}`);
  check(availableLevels(s, owner, a.spell).includes(a.level), `${where}: ${key} is not an available level`, availableLevels(s, owner, a.spell));
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

// ---------------------------------------------------------------------------------------------
// Candidate actions for (f): everything a client could send, legal or not

function poolList(pool: readonly number[]): MateriaKind[] {
  const out: MateriaKind[] = [];
  for (let i = 0; i < KIND_COUNT; i++) for (let n = pool[i] as number; n > 0; n--) out.push(MATERIA_KINDS[i] as MateriaKind);
  return out;
}

/** Payments to try: sub-multisets of `pool`, multisets not in it, shuffled listed payments. */
function candidateSpends(pool: readonly number[], legal: readonly Action[], pk: Picker): MateriaKind[][] {
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

/** Malformed inputs an untrusted client could send (`p`: the seat that must act). */
function malformedCandidates(s: GameState, p: number, pk: Picker): unknown[] {
  const spell = pk.pick(s.spells);
  const kind = pk.pick(MATERIA_KINDS);
  return [
    null, undefined, 42, 'draw', [], [{ type: 'draw', player: p }],
    {}, { type: 'draw' }, { player: p }, { type: 'Draw', player: p }, { type: 'stop' }, { type: 'STOP', player: p },
    { type: 'draw', player: -1 }, { type: 'draw', player: 0.5 }, { type: 'draw', player: String(p) },
    { type: 'pass', player: Number.NaN }, { type: 'pass', player: null }, { type: 'stop', player: Infinity },
    { type: 'take', player: p }, { type: 'take', player: p, materia: 'red-round' }, { type: 'store', player: p, materia: 7 },
    { type: 'take', player: p, materia: kind.toUpperCase() },
    { type: 'pick', player: p }, { type: 'pick', player: p, materia: 'constructor' }, { type: 'pick', player: p, materia: ['red-circle'] },
    { type: 'swap', player: p, give: kind }, { type: 'swap', player: p, get: kind }, { type: 'swap', player: p, give: 3, get: kind },
    { type: 'swap', player: p, give: kind, get: '__proto__' },
    { type: 'raise', player: p }, { type: 'raise', player: p, spell: 5 }, { type: 'raise', player: p, spell: [spell] },
    { type: 'mode', player: p }, { type: 'mode', player: p, mode: null }, { type: 'mode', player: p, mode: 1 },
    { type: 'cast', player: p }, { type: 'cast', player: p, level: 3 }, { type: 'cast', player: p, spell, level: 6 },
    { type: 'cast', player: p, spell, level: '3' }, { type: 'cast', player: p, spell: 'no-such-spell', level: 3 },
    { type: 'cast', player: p, spell: 'toString', level: 3 }, { type: 'cast', player: p, spell, level: 3, from: -1 },
    { type: 'cast', player: p, spell, level: 3, from: 0.5 }, { type: 'cast', player: p, spell, level: 3, from: '1' },
    { type: 'learn', player: p, spell, level: 6, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell, level: '3', onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell: 7, level: 3, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red', spend: [] },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red-circle' },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red-circle', spend: 'red-circle' },
    { type: 'learn', player: p, spell, level: 4, onCard: 'red-circle', spend: ['red-circle', 'blue'] },
  ];
}

/** A candidate action with its canonical key (computed once per payment, not per candidate). */
interface Candidate {
  readonly action: Action;
  readonly key: string;
}

/** True when the decision may be answered by a Learn (the Evening, a Clone L4 copy, Transmutation). */
function learnsOpen(s: GameState, decision: Decision): boolean {
  if (decision.kind === 'phase') return decision.phase === 'evening';
  if (decision.kind !== 'effect') return false;
  return decision.step.step === 'learn' || (decision.step.step === 'phase-action' && decision.step.phase === 'evening');
}

/**
 * Well-formed candidates of every action type. For the seat that must decide: every take,
 * store and pick by kind, every cast of the game's spells (and one spell not in the game) at
 * every level, without `from` and copying from every seat (its own, others, one that does not
 * exist), every raise, the modes 'store', 'take' and 'x', sampled swaps (random pairs, pairs of
 * its pool × altar and familiar kinds, listed swaps with a side changed), and learns: where a
 * Learn may answer, the product of the game's spells × levels × card kinds × payments, plus
 * spells not in the game. For the other seats (and seats that do not exist): a sample of each
 * type. After the end of the game, `decider` is the seat that was active.
 */
function wellFormedCandidates(s: GameState, decision: Decision, legal: readonly Action[], pk: Picker): Candidate[] {
  const out: Candidate[] = [];
  const add = (action: Action): void => {
    out.push({ action, key: actionKey(action) });
  };
  const who = decision.kind === 'game-over' ? s.active : decision.player;
  const me = s.players[who] as PlayerState;
  const n = s.players.length;
  const seats = [...s.players.keys(), n, n + 3];
  const notInGame = BUILTIN_SPELL_IDS.filter((id) => !s.spells.includes(id));
  const castable = [...s.spells, pk.pick(notInGame)];
  const levels: Level[] = [3, 4, 5];
  const froms = [undefined, ...s.players.keys(), n];
  const cast = (player: number, spell: string, level: Level, from: number | undefined): void => {
    add(from === undefined ? { type: 'cast', player, spell, level } : { type: 'cast', player, spell, level, from });
  };
  const onTable = MATERIA_KINDS.filter((m) => (s.altar[kindIndex(m)] as number) > 0 || me.familiar.includes(m));
  for (const player of seats) {
    add({ type: 'draw', player });
    add({ type: 'pass', player });
    add({ type: 'stop', player });
    if (player === who) {
      for (const materia of MATERIA_KINDS) {
        add({ type: 'take', player, materia });
        add({ type: 'store', player, materia });
        add({ type: 'pick', player, materia });
      }
      for (const spell of castable) for (const level of levels) for (const from of froms) cast(player, spell, level, from);
      for (const spell of [...s.spells, pk.pick(notInGame), 'no-such-spell']) add({ type: 'raise', player, spell });
      for (const mode of ['store', 'take', 'x']) add({ type: 'mode', player, mode });
      const mine = poolList(me.pool);
      for (let k = 0; k < 6; k++) {
        add({ type: 'swap', player, give: pk.pick(MATERIA_KINDS), get: pk.pick(MATERIA_KINDS) });
        if (mine.length > 0 && onTable.length > 0) add({ type: 'swap', player, give: pk.pick(mine), get: pk.pick(onTable) });
      }
      const swaps = legal.filter((a): a is Extract<Action, { type: 'swap' }> => a.type === 'swap');
      for (let k = 0; k < 3 && swaps.length > 0; k++) {
        const listed = pk.pick(swaps);
        add({ type: 'swap', player, give: pk.pick(MATERIA_KINDS), get: listed.get });
        add({ type: 'swap', player, give: listed.give, get: pk.pick(MATERIA_KINDS) });
        add({ type: 'swap', player, give: listed.get, get: listed.give });
      }
    } else {
      add({ type: 'take', player, materia: pk.pick(MATERIA_KINDS) });
      add({ type: 'store', player, materia: pk.pick(MATERIA_KINDS) });
      add({ type: 'pick', player, materia: pk.pick(MATERIA_KINDS) });
      cast(player, pk.pick(castable), pk.pick(levels), pk.pick(froms));
      cast(player, pk.pick(s.spells), pk.pick(levels), undefined);
      add({ type: 'raise', player, spell: pk.pick(s.spells) });
      add({ type: 'mode', player, mode: pk.pick(['store', 'take']) });
      add({ type: 'swap', player, give: pk.pick(MATERIA_KINDS), get: pk.pick(MATERIA_KINDS) });
    }
  }
  const spends = candidateSpends(me.pool, legal, pk);
  const unknown = [pk.pick(notInGame), 'no-such-spell'];
  if (learnsOpen(s, decision)) {
    const player = who;
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
      for (let k = 0; k < 3; k++) learn(pk.pick(s.spells), pk.pick(levels), pk.pick(spend.length > 0 && k < 2 ? spend : MATERIA_KINDS));
      for (const spell of unknown) learn(spell, pk.pick(levels), pk.pick(spend.length > 0 ? spend : MATERIA_KINDS));
    }
  }
  // A few learns for any seat, spell and card, at any moment, also with random multisets of all kinds.
  const spells = [...s.spells, ...unknown];
  for (let k = 0; k < 8; k++) {
    const spend = k % 2 === 0 ? pk.pick(spends) : Array.from({ length: 1 + pk.int(11) }, () => pk.pick(MATERIA_KINDS));
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

/**
 * The end-game points of Knowledge, Feast L5 and Communion L4 (RULES.md §7), recomputed from the
 * final board; `undefined` for every other spell and level (fixed points).
 */
function variablePoints(p: PlayerState, s: PlayerState['spells'][number]): number | undefined {
  const others = p.spells.filter((o) => o.spell !== s.spell);
  if (s.spell === 'knowledge') {
    if (s.level === 3) return others.length;
    if (s.level === 5) return 2 * others.length;
    return others.reduce((n, o) => n + (o.level >= 4 ? 2 : 1), 0);
  }
  if (s.spell === 'feast' && s.level === 5) return new Set(p.familiar.map((m) => colourOf(m))).size;
  if (s.spell === 'communion' && s.level === 4) return p.familiar.filter((m) => runeOf(m) === runeOf(s.card)).length;
  return undefined;
}

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

  property('(d) every state is plain data, survives a JSON round trip and serialize/deserialize (pending effects included); so do the events', (scenario) => {
    const roundTrip = (s: GameState, what: string): GameState => {
      checkJsonRoundTrip(s, what);
      const text = serialize(s);
      const loaded = deserialize(text);
      check(isDeepStrictEqual(loaded, s), `${what}: deserialize(serialize(state)) is not deep-equal to the state`, { pending: s.pending });
      check(serialize(loaded) === text, `${what}: a loaded state does not save back to the same text`);
      return loaded;
    };
    /** The loaded copy of the state before the current step. */
    let loaded: GameState | undefined;
    const played = play(scenario, {
      onStep: ({ before, action, after, events, index }) => {
        const from = loaded ?? roundTrip(before, 'the initial state');
        loaded = roundTrip(after, `state after step ${index}`);
        checkJsonRoundTrip(events, `events of step ${index}`);
        // A loaded state goes on exactly like the original, also in the middle of an effect.
        const r = applyAction(from, action);
        if (!r.ok) fail(`step ${index}: the action was refused on the loaded state: ${r.error.code}`, action);
        check(isDeepStrictEqual(r.state, after) && isDeepStrictEqual(r.events, events), `step ${index}: the loaded state goes on differently`, action);
      },
    });
    check(isDeepStrictEqual(played.final, loaded), 'the loaded final state differs');
  });

  property('(e) only the seat named by currentDecision has legal actions; every listed action applies, isLegal agrees, and the list has no duplicates', (scenario) => {
    play(scenario, {
      onStep: ({ before, legal, index }) => {
        const where = `step ${index}`;
        const decision = currentDecision(before);
        check(decision.kind !== 'game-over', `${where}: game-over before the end`);
        check(decision.player === expectedDecider(before), `${where}: the decision is not for the seat that must act`, decision);
        check(isDeepStrictEqual(legalActions(before), legal), `${where}: legalActions is not repeatable`);
        check(isDeepStrictEqual(currentDecision(before), decision), `${where}: currentDecision is not repeatable`);
        const last = legal[legal.length - 1] as Action;
        if (decision.kind === 'phase') {
          check(before.pending.length === 0, `${where}: a phase decision while an effect is pending`);
          check(decision.player === before.active && decision.phase === before.phase && decision.day === before.day, `${where}: the phase decision is not the active player's`, decision);
          check(last.type === 'pass', `${where}: pass is not listed last`);
          const allowed: readonly string[] = [...PRIMARY_OF[decision.phase], 'cast', 'pass'];
          for (const a of legal) check(allowed.includes(a.type), `${where}: ${actionKey(a)} is listed in the ${decision.phase}`);
        } else {
          const frame = before.pending[before.pending.length - 1];
          check(frame !== undefined && isDeepStrictEqual(frame.steps[0], decision.step) && frame.actor === decision.actor
            && frame.spell === decision.spell && frame.level === decision.level, `${where}: the effect decision is not the innermost frame's step`, decision);
          const allowed: readonly string[] = answerTypes(decision.step);
          for (const a of legal) check(allowed.includes(a.type), `${where}: ${actionKey(a)} does not answer a ${decision.step.step} step`, decision.step);
          check(legal.every((a, i) => a.type !== 'stop' || i === legal.length - 1), `${where}: stop is not listed last`);
        }
        const keys = new Set<string>();
        for (const action of legal) {
          const key = actionKey(action);
          check(!keys.has(key), `${where}: ${key} is listed twice`);
          keys.add(key);
          check(action.player === decision.player, `${where}: ${key} is listed for a player who does not decide (${decision.player})`);
          if (action.type === 'cast') checkListedCast(before, decision, action, where);
          check(isLegal(before, action), `${where}: isLegal refuses the listed ${key}`);
          const r = applyAction(before, action);
          if (!r.ok) fail(`${where}: the listed ${key} was refused: ${r.error.code}: ${r.error.message}`);
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
            const decision = currentDecision(before);
            const who = decision.kind === 'game-over' ? -1 : decision.player;
            const keys = new Set(legal.map(actionKey));
            const where = `step ${index}`;
            for (const { action: candidate, key } of wellFormedCandidates(before, decision, legal, pk)) {
              const listed = keys.has(key);
              const legalNow = isLegal(before, candidate);
              if (legalNow !== listed) {
                fail(`${where}: isLegal says ${legalNow} but the action is ${listed ? '' : 'not '}in legalActions`, {
                  candidate, decision, pool: poolList((before.players[who] as PlayerState).pool),
                });
              }
              if (listed) continue;
              const code = refuse(before, snapshot, candidate, where);
              if (candidate.player !== who) {
                check(code === 'not-your-turn', `${where}: an action for seat ${candidate.player} is refused as ${code}, not not-your-turn (seat ${who} decides)`, candidate);
              } else if (answersNothing(decision, candidate.type)) {
                check(code === 'wrong-step', `${where}: a ${candidate.type} that answers nothing is refused as ${code}, not wrong-step`, { candidate, decision });
              }
            }
            for (const candidate of malformedCandidates(before, who, pk)) {
              check(!isLegal(before, candidate as Action), `${where}: isLegal accepts malformed input`, candidate ?? null);
              const code = refuse(before, snapshot, candidate, where);
              check(code === 'malformed-action', `${where}: malformed input refused as ${code}, not malformed-action`, candidate ?? null);
            }
            check(isDeepStrictEqual(before, snapshot), `${where}: the refused actions changed the state`);
          },
        }).final;
        // Once the game is over, nothing is legal.
        const snapshot = structuredClone(final);
        const decision = currentDecision(final);
        check(decision.kind === 'game-over', 'currentDecision is not game-over after the end');
        for (const { action: candidate } of wellFormedCandidates(final, decision, [], pk)) {
          check(!isLegal(final, candidate), 'isLegal accepts an action after the end', candidate);
          const code = refuse(final, snapshot, candidate, 'after the end');
          check(code === 'game-over', `an action after the end is refused as ${code}, not game-over`, candidate);
        }
        check(legalActions(final).length === 0, 'legalActions lists actions after the end');
        check(final.pending.length === 0, 'an effect is still pending after the end');
        check(isDeepStrictEqual(final, snapshot), 'refused actions changed the final state');
      }),
      params(RUNS, SCENARIO_EXAMPLES.map((s, i): [Scenario, number] => [s, 7919 * (i + 1)])),
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
        const expected = variablePoints(p, learned);
        check(sc.variable === (expected !== undefined), `player ${seat}: ${sc.spell} L${sc.level} variable flag is ${sc.variable}`);
        if (expected !== undefined) {
          check(sc.points === expected, `player ${seat}: ${sc.spell} L${sc.level} scores ${sc.points}, recomputed ${expected}`, { familiar: p.familiar, spells: p.spells });
        } else {
          const rule = getSpell(sc.spell).levels[sc.level].points;
          check(sc.points === rule, `player ${seat}: ${sc.spell} L${sc.level} scores ${sc.points}, not ${String(rule)}`);
        }
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
          // A full board triggers at once; a 7th spell at the end of its Learn (after its instant).
          after.players.forEach((p, seat) => {
            check(p.familiar.length < FAMILIAR_SPACES, `step ${index}: player ${seat}'s board is full without a trigger`);
            if (after.pending.length === 0) check(p.spells.length < SPELLS_PER_GAME, `step ${index}: player ${seat} has ${p.spells.length} spells without a trigger`);
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
          // The reason is the condition that triggered first; both may hold once the step is over.
          const reasons: string[] = [];
          if (p.spells.length >= SPELLS_PER_GAME) reasons.push('seventh-spell');
          if (p.familiar.length >= FAMILIAR_SPACES) reasons.push('familiar-full');
          check(reasons.includes(e.reason), `step ${step}: trigger reason ${e.reason}, but the board says ${reasons.join(' and ') || 'neither'}`);
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
  property('(j) the game never waits without a choice: an effect decision has at least 2 legal actions, a state that is not over has at least 1', (scenario) => {
    const final = play(scenario, {
      onStep: ({ before, legal, index }) => {
        const where = `step ${index}`;
        check(legal.length >= 1, `${where}: a game that is not over has no legal action`);
        // Outer frames may have no step left (they wait for the inner one); the innermost has one.
        const top = before.pending[before.pending.length - 1];
        check(top === undefined || top.steps.length > 0, `${where}: the innermost pending frame has no step`, before.pending);
        const decision = currentDecision(before);
        if (decision.kind !== 'effect') return;
        check(!AUTOMATIC_STEPS.has(decision.step.step), `${where}: the game waits on an automatic ${decision.step.step} step`, decision);
        check(legal.length >= 2, `${where}: the ${decision.step.step} step of ${String(decision.spell)} waits with a single option ${JSON.stringify(legal)}`, decision);
      },
    }).final;
    check(final.pending.length === 0, 'the game ended with an effect pending');
  });
});
