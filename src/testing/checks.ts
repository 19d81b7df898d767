/**
 * Building blocks of the conformance properties: plain-data checks, a fast deep equality,
 * canonical action keys, and the candidate actions a client could send.
 * @module
 */
import {
  LEVELS, MATERIA_KINDS, VIOLATION_CODES,
  type Action, type GameState, type Level, type MateriaKind, type ViolationCode,
} from '../index.js';
import { ConformanceError } from './rig.js';
import type { RandomSource } from './random.js';

/**
 * Throws a {@link ConformanceError}: the failure of a property, with `details` (plain data) to
 * reproduce it.
 * @throws ConformanceError always.
 * @example
 * ```ts
 * if (!r.ok) fail(`step ${i}: a listed action was refused: ${r.error.code}`, { action });
 * ```
 * @group Checks
 */
export function fail(message: string, details?: unknown): never {
  throw new ConformanceError(message, details);
}

/**
 * Throws a {@link ConformanceError} unless `condition` holds; narrows like an assertion.
 * @throws ConformanceError with `message` and `details` when `condition` is false.
 * @example
 * ```ts
 * check(total(p.pool) <= POOL_LIMIT, `player ${seat}'s pool is over the limit`, p.pool);
 * ```
 * @group Checks
 */
export function check(condition: boolean, message: string, details?: unknown): asserts condition {
  if (!condition) fail(message, details);
}

const CODE_SET: ReadonlySet<string> = new Set(VIOLATION_CODES);

/** True when `code` is a documented violation code. */
export function isViolationCode(code: unknown): code is ViolationCode {
  return typeof code === 'string' && CODE_SET.has(code);
}

/**
 * Checks that `value` is plain JSON data, what a state, an event or an action must be: no
 * `undefined`, no holes, no symbols or class instances, only finite numbers and no -0.
 * @param path Where `value` is, for the message (such as `"state"`).
 * @throws ConformanceError naming the first path that is not plain data.
 * @example
 * ```ts
 * checkPlain(applyAction(state, action), 'result');
 * ```
 * @group Checks
 */
export function checkPlain(value: unknown, path: string): void {
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
  check(proto === Object.prototype || proto === null, `${path} is not a plain object`);
  const keys = Object.keys(obj);
  check(Object.getOwnPropertyNames(obj).length === keys.length, `${path} has non-enumerable properties`);
  for (const k of keys) checkPlain((obj as Record<string, unknown>)[k], `${path}.${k}`);
}

/**
 * Deep equality for plain data (what {@link checkPlain} admits): same types, same array
 * lengths, same own keys and values. Much faster than a general deep equality. Throws nothing.
 * @example
 * ```ts
 * plainEqual(deserialize(serialize(state)), state); // true
 * ```
 * @group Checks
 */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k) || !plainEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Freezes a value and everything in it, and returns it, so that any write by the engine throws
 * (in strict mode). A frozen object's contents are taken as frozen already. Throws nothing.
 * @example
 * ```ts
 * const r = applyAction(deepFreeze(state), action); // a write to `state` would throw
 * ```
 * @group Checks
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const k of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[k]);
  return value;
}

/**
 * A canonical key of an action: two well-formed actions with the same key are the same choice
 * (a Learn's payment in any order is the same payment). Only the fields of the action's type
 * count. Throws nothing for a well-formed action.
 * @example
 * ```ts
 * const listed = new Set(legalActions(state).map(actionKey));
 * listed.has(actionKey(action)); // whether `action` is listed, whatever the order of its payment
 * ```
 * @group Checks
 */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'take':
    case 'store':
    case 'pick':
      return `${a.type}|${a.player}|${a.materia}`;
    case 'draw':
    case 'pass':
    case 'stop':
      return `${a.type}|${a.player}`;
    case 'swap':
      return `swap|${a.player}|${a.give}|${a.get}`;
    case 'raise':
      return `raise|${a.player}|${a.spell}`;
    case 'mode':
      return `mode|${a.player}|${a.mode}`;
    case 'cast':
      return `cast|${a.player}|${a.spell}|${a.level}|${a.from ?? ''}`;
    case 'learn':
      return `learn|${a.player}|${a.spell}|${a.level}|${a.onCard}|${[...a.spend].sort().join(',')}`;
  }
}

/**
 * Seeded sampling for properties: integers, picks, shuffles and samples drawn from one
 * generator, so that the same seed samples the same way. Throws nothing.
 * @example
 * ```ts
 * const pk = new Picker(seededRandom(7));
 * for (const a of pk.sample(legalActions(state), 5)) check(isLegal(state, a), 'a listed action is illegal');
 * ```
 * @group Checks
 */
export class Picker {
  constructor(
    /** The generator every draw comes from, such as {@link seededRandom}. */
    readonly rand: RandomSource,
  ) {}
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.rand() * n);
  }
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)] as T;
  }
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[] {
    const out = list.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
  /** Up to `n` elements, in random order, without repetition. */
  sample<T>(list: readonly T[], n: number): T[] {
    if (list.length <= n) return this.shuffle(list);
    const out = list.slice();
    for (let i = 0; i < n; i++) {
      const j = i + this.int(out.length - i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out.slice(0, n);
  }
}

function poolList(pool: readonly number[]): MateriaKind[] {
  const out: MateriaKind[] = [];
  pool.forEach((n, i) => {
    for (let k = 0; k < n; k++) out.push(MATERIA_KINDS[i] as MateriaKind);
  });
  return out;
}

/**
 * Well-formed actions a client could send in `state` for the seat `player` (the decider),
 * legal or not: every type, every materia kind where one is named, the game's spells at every
 * level, payments taken from the pool (and listed payments reordered or changed), modes and
 * swaps seen in the list and made up. The caller decides which are listed.
 */
export function wellFormedCandidates(state: GameState, legal: readonly Action[], player: number, pk: Picker): Action[] {
  const out: Action[] = [
    { type: 'draw', player }, { type: 'pass', player }, { type: 'stop', player },
  ];
  for (const materia of MATERIA_KINDS) {
    out.push({ type: 'take', player, materia }, { type: 'store', player, materia }, { type: 'pick', player, materia });
  }
  for (let n = 0; n < 6; n++) out.push({ type: 'swap', player, give: pk.pick(MATERIA_KINDS), get: pk.pick(MATERIA_KINDS) });
  const levels: readonly Level[] = LEVELS;
  const seats = [...state.players.keys()];
  for (const spell of state.spells) {
    out.push({ type: 'raise', player, spell });
    for (const level of levels) out.push({ type: 'cast', player, spell, level });
    out.push({ type: 'cast', player, spell, level: pk.pick(levels), from: pk.pick([...seats, seats.length]) });
  }
  for (const mode of ['store', 'take', 'all', '']) out.push({ type: 'mode', player, mode });
  const pool = poolList(state.players[player]?.pool ?? []);
  const spells = [...state.spells, 'no-such-spell'];
  for (let n = 0; n < 6; n++) {
    const spend = n % 2 === 0
      ? pk.shuffle(pool).slice(0, Math.min(pool.length, 3 + pk.int(7)))
      : Array.from({ length: 1 + pk.int(9) }, () => pk.pick(MATERIA_KINDS));
    const onCard = spend.length > 0 && n < 4 ? pk.pick(spend) : pk.pick(MATERIA_KINDS);
    out.push({ type: 'learn', player, spell: pk.pick(spells), level: pk.pick(levels), onCard, spend });
  }
  // Variations of listed actions: another materia, another level, another mode, a reordered or changed payment.
  for (const a of pk.sample(legal, 6)) {
    switch (a.type) {
      case 'learn': {
        const spend = pk.shuffle(a.spend);
        out.push({ ...a, spend });
        const changed = spend.slice();
        changed[pk.int(changed.length)] = pk.pick(MATERIA_KINDS);
        out.push({ ...a, spend: changed }, { ...a, level: pk.pick(levels) }, { ...a, onCard: pk.pick(MATERIA_KINDS) });
        break;
      }
      case 'swap':
        out.push({ ...a, get: pk.pick(MATERIA_KINDS) }, { ...a, give: pk.pick(MATERIA_KINDS) }, { ...a, give: a.get, get: a.give });
        break;
      case 'cast': {
        const { from, ...rest } = a;
        out.push(from === undefined ? { ...rest, from: pk.pick(seats) } : rest, { ...a, level: pk.pick(levels) });
        break;
      }
      case 'mode':
        out.push({ ...a, mode: `${a.mode}-x` });
        break;
      default:
        break;
    }
  }
  return out;
}

/** Malformed inputs an untrusted client could send; each must be refused as `malformed-action`. */
export function malformedCandidates(state: GameState, player: number, pk: Picker): unknown[] {
  const p = player;
  const spell = pk.pick(state.spells);
  return [
    null, undefined, 42, 'draw', [], [{ type: 'draw', player: p }],
    {}, { type: 'draw' }, { player: p }, { type: 'Draw', player: p }, { type: 'cast', player: p },
    { type: 'draw', player: -1 }, { type: 'draw', player: 0.5 }, { type: 'draw', player: String(p) },
    { type: 'pass', player: Number.NaN }, { type: 'stop', player: null },
    { type: 'take', player: p }, { type: 'take', player: p, materia: 'red-round' }, { type: 'store', player: p, materia: 7 },
    { type: 'pick', player: p, materia: pk.pick(MATERIA_KINDS).toUpperCase() },
    { type: 'swap', player: p, give: pk.pick(MATERIA_KINDS) }, { type: 'swap', player: p, give: 'x', get: pk.pick(MATERIA_KINDS) },
    { type: 'raise', player: p, spell: 3 }, { type: 'mode', player: p, mode: null },
    { type: 'cast', player: p, spell, level: 6 }, { type: 'cast', player: p, spell: 'no-such-spell', level: 3 },
    { type: 'cast', player: p, spell, level: 3, from: -1 },
    { type: 'learn', player: p, spell, level: 6, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell, level: '3', onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell: 7, level: 3, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red', spend: [] },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red-circle' },
    { type: 'learn', player: p, spell, level: 4, onCard: 'red-circle', spend: ['red-circle', 'blue'] },
  ];
}
