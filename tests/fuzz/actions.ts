// Actions at every position of random games: made-up, malformed and mutated JSON actions, JSON
// copies of listed actions, and (in their own class) actions JSON cannot express.
import {
  MATERIA_KINDS, VIOLATION_CODES, applyAction, decider, serialize, type Action, type ActionResult, type GameState,
} from '../../src/index.js';
import { deepFreeze, type Picker } from '../../src/testing/index.js';
import { madeUp, malformed } from './candidates.js';
import { describeThrown, type Tally } from './breaks.js';
import { describeGame, gameOptions, gamePolicy, invariantProblem, picker, playThrough } from './games.js';

const CODES: ReadonlySet<string> = new Set(VIOLATION_CODES);

/** Values a field can be swapped for: other types, edge numbers, names of built-in properties, huge values. */
export const ODD_VALUES: readonly unknown[] = [
  null, true, false, 0, -1, 0.5, 1.5, 2 ** 31, 2 ** 32, 2 ** 53 + 2, 1e308, -1e308, '', ' ', 'constructor', '__proto__',
  'toString', 'hasOwnProperty', [], {}, [0], { player: 0 }, 'red-circle', 'RED-CIRCLE', 'x'.repeat(100_000),
];

/**
 * A canonical text of a JSON action for comparing with the listed ones: keys sorted, a Learn's
 * payment sorted (any order is the same payment). Anything that is not a plain object gets a
 * text no listed action has.
 */
export function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `#${typeof value}`;
  const record = value as Record<string, unknown>;
  // Entries, not an object: an own "__proto__" key (JSON.parse makes one) must stay a key.
  const entries = Object.keys(record).sort().map((k): [string, unknown] => {
    const v = record[k];
    const sorted = record.type === 'learn' && k === 'spend' && Array.isArray(v) && v.every((x) => typeof x === 'string');
    return [k, sorted ? [...(v as string[])].sort() : v];
  });
  return JSON.stringify(entries);
}

/** Mutations of a listed action: a field removed, swapped for an odd value, nudged, another seat, an extra field. */
function mutants(a: Action, seats: number, pk: Picker, n: number): unknown[] {
  const out: unknown[] = [];
  const keys = Object.keys(a);
  for (let i = 0; i < n; i++) {
    const m: Record<string, unknown> = JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
    const key = pk.pick(keys);
    switch (pk.int(7)) {
      case 0:
        delete m[key];
        break;
      case 1:
        m[key] = pk.pick(ODD_VALUES);
        break;
      case 2: {
        const v = m[key];
        if (typeof v === 'number') m[key] = v + pk.pick([-1, 1, seats, -seats]);
        else if (typeof v === 'string') m[key] = pk.pick([...MATERIA_KINDS, `${v}-x`, v.toUpperCase(), v.slice(1)]);
        else if (Array.isArray(v)) m[key] = pk.pick([[...v, pk.pick(MATERIA_KINDS)], v.slice(1), v.map(() => pk.pick(MATERIA_KINDS)), new Array(3000).fill(v[0])]);
        break;
      }
      case 3:
        m.player = pk.int(seats + 2) - 1;
        break;
      case 4:
        m[pk.pick(['extra', 'ref', 'from', 'level', 'spend', 'materia', 'constructor'])] = pk.pick(ODD_VALUES);
        break;
      case 5:
        m.type = pk.pick(['take', 'store', 'pick', 'draw', 'pass', 'stop', 'swap', 'raise', 'mode', 'cast', 'learn', 'Take', 'toString']);
        break;
      default:
        if (Array.isArray(m.spend)) m.spend = pk.shuffle(m.spend as unknown[]);
        else m.level = pk.pick([3, 4, 5, 2, 6]);
    }
    out.push(m);
  }
  return out;
}

/** A non-JSON action made from a listed one, what it is (for the report), and whether it must be refused. */
interface NonJsonCase {
  readonly label: string;
  readonly action: unknown;
  /** True when no reading of it is the listed action (it must be refused); false when it may be accepted as that action. */
  readonly refuse: boolean;
}

/** Actions JSON cannot express: holes, BigInt, symbols, cycles, getters (steady or changing), proxies, inherited fields. */
export function nonJsonCases(a: Action, state: GameState, pk: Picker): NonJsonCase[] {
  const p = a.player;
  const learnBase = a.type === 'learn' ? a : { type: 'learn', player: p, spell: state.spells[0], level: 3, onCard: 'red-circle', spend: ['red-circle', 'red-circle', 'red-circle'] };
  const holes = new Array<unknown>(learnBase.spend.length);
  const someHoles: unknown[] = [...learnBase.spend];
  delete someHoles[pk.int(someHoles.length)];
  const cyclic: unknown[] = [...learnBase.spend];
  cyclic.push(cyclic);
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  const fields = Object.keys(a);
  const field = pk.pick(fields);
  const steady: Record<string, unknown> = {};
  const changing: Record<string, unknown> = {};
  let reads = 0;
  for (const k of fields) {
    const v = (a as unknown as Record<string, unknown>)[k];
    Object.defineProperty(steady, k, { get: () => v, enumerable: true });
    // The changing field answers the listed value on its first read, another value after it.
    const other = k === 'player' ? p + 1 : typeof v === 'string' ? pk.pick(MATERIA_KINDS.filter((m) => m !== v)) : typeof v === 'number' ? v + 1 : [];
    Object.defineProperty(changing, k, { get: () => (k !== field || reads++ === 0 ? v : other), enumerable: true });
  }
  return [
    { label: 'a Learn whose payment is all holes', action: { ...learnBase, spend: holes }, refuse: true },
    { label: 'a Learn whose payment has a hole', action: { ...learnBase, spend: someHoles }, refuse: true },
    { label: 'a Learn whose payment contains itself', action: { ...learnBase, spend: cyclic }, refuse: true },
    { label: 'a BigInt type', action: { type: 10n, player: p }, refuse: true },
    { label: 'a BigInt player', action: { ...a, player: BigInt(p) }, refuse: true },
    { label: 'a symbol type', action: { ...a, type: Symbol(a.type) }, refuse: true },
    { label: `a cycle in ${field}`, action: { ...a, [field]: cycle }, refuse: true },
    { label: 'an extra symbol key', action: { ...a, [Symbol('extra')]: 1 }, refuse: false },
    { label: 'steady getters', action: steady, refuse: false },
    { label: `a getter for ${field} that changes after its first read`, action: changing, refuse: false },
    { label: 'a proxy of the action', action: new Proxy({ ...a }, {}), refuse: false },
    { label: 'the fields inherited, none own', action: Object.create(a) as unknown, refuse: false },
  ];
}

function text(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'symbol' ? String(v) : v)) ?? String(value);
  } catch {
    return String(value);
  }
}

function sameResult(a: ActionResult, b: ActionResult): boolean {
  if (!a.ok || !b.ok) return false;
  return JSON.stringify(a.events) === JSON.stringify(b.events) && serialize(a.state) === serialize(b.state);
}

/** Settings of the action campaign. */
export interface ActionFuzzSettings {
  /** Stop after about this many `applyAction` calls on candidates. */
  readonly actions: number;
  /** JSON candidates per position (made-up, malformed, mutated); default 16. */
  readonly perPosition?: number;
  /** Try the non-JSON cases at every n-th position; default 4. */
  readonly nonJsonEvery?: number;
  /** The first game's number (runs in parallel use disjoint ranges); default 0. */
  readonly firstGame?: number;
}

/**
 * Plays games (every mode, both presets) and at every position tries candidate actions: each must
 * be accepted exactly when it is listed, refused with a documented code otherwise, never throw,
 * and never change the (frozen) state. Returns the next game number not used.
 */
export function fuzzActions(tally: Tally, settings: ActionFuzzSettings): number {
  const f = tally.figures;
  const perPosition = settings.perPosition ?? 16;
  const nonJsonEvery = settings.nonJsonEvery ?? 4;
  const stopAt = f.actions + settings.actions;
  let n = settings.firstGame ?? 0;
  for (; f.actions < stopAt; n++) {
    const pk = picker(tally.seed, 'actions', n);
    const game = describeGame(gameOptions(tally.seed, n), gamePolicy(tally.seed, n).seed);
    const label = (s: GameState): string => `${game}, at step ${s.step}`;
    try {
      playThrough(tally.seed, n, ({ state, legal }) => {
        if (f.actions >= stopAt) return;
        f.positions++;
        deepFreeze(state);
        const before = f.positions % 8 === 0 ? serialize(state) : undefined;
        const listed = new Set(legal.map(canonical));
        const player = decider(state) ?? 0;
        const tryOne = (candidate: unknown): void => {
          f.actions++;
          let r: ActionResult;
          try {
            r = applyAction(state, candidate as Action);
          } catch (e) {
            const frozen = e instanceof TypeError && /read only|not extensible|Cannot (add|delete|assign)/.test(e.message);
            tally.report(frozen ? 'action-state-changed' : 'action-throw', label(state), text(candidate), describeThrown(e));
            return;
          }
          const isListed = listed.has(canonical(candidate));
          if (r.ok) {
            f.actionsAccepted++;
            if (!isListed) tally.report('action-accepted-unlisted', label(state), text(candidate), 'accepted, not listed by legalActions');
          } else {
            if (!CODES.has(r.error.code)) tally.report('action-untyped-refusal', label(state), text(candidate), `code ${String(r.error.code)}`);
            if (isListed) tally.report('action-refused-listed', label(state), text(candidate), `refused ${r.error.code}: ${r.error.message}`);
          }
        };
        const pool: unknown[] = [
          ...pk.sample(malformed(state, player, pk), 3),
          ...Array.from({ length: 6 }, () => madeUp(state, pk.int(4) === 0 ? pk.int(state.players.length) : player, pk)),
          ...mutants(pk.pick(legal), state.players.length, pk, 5),
          ...pk.sample(legal, 2).map((a) => JSON.parse(JSON.stringify(a)) as unknown),
        ];
        for (const c of pk.sample(pool, perPosition)) tryOne(c);
        if (f.positions % nonJsonEvery === 0) fuzzNonJson(tally, state, pk.pick(legal), pk, label(state));
        if (before !== undefined && serialize(state) !== before) tally.report('action-state-changed', label(state), '(the candidates above)', 'the save of the state changed');
      }, (_before, action, after) => {
        const problem = invariantProblem(after);
        if (problem !== undefined) tally.report('action-invariant', label(_before), text(action), problem);
      });
    } catch (e) {
      tally.report('action-refused-listed', game, '(the game\'s own move)', describeThrown(e));
    }
    f.games++;
  }
  return n;
}

/** The non-JSON cases at one position: never a throw; refused where no reading is the listed action; otherwise refused or that very action. */
function fuzzNonJson(tally: Tally, state: GameState, listedAction: Action, pk: Picker, where: string): void {
  const f = tally.figures;
  const copy = JSON.parse(JSON.stringify(listedAction)) as Action;
  let reference: ActionResult | undefined;
  for (const c of nonJsonCases(copy, state, pk)) {
    f.actions++;
    f.nonJsonActions++;
    const input = `${c.label}, made from ${JSON.stringify(copy)}`;
    let r: ActionResult;
    try {
      r = applyAction(state, c.action as Action);
    } catch (e) {
      tally.report('non-json-action', where, input, `threw ${describeThrown(e)}`, c.label);
      continue;
    }
    if (!r.ok) {
      if (!CODES.has(r.error.code)) tally.report('non-json-action', where, input, `code ${String(r.error.code)}`, c.label);
      continue;
    }
    f.actionsAccepted++;
    if (c.refuse) {
      tally.report('non-json-action', where, input, 'accepted', c.label);
      continue;
    }
    reference ??= applyAction(state, copy);
    if (!sameResult(r, reference)) {
      const problem = invariantProblem(r.state);
      tally.report('non-json-action', where, input, `accepted, but did something else than ${JSON.stringify(copy)}: events ${JSON.stringify(r.events).slice(0, 300)}${problem === undefined ? '' : `; ${problem}`}`, c.label);
    }
  }
}
