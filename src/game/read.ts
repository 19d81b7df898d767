/**
 * Reading the values of a save: untrusted JSON, checked value by value. Each reader returns the
 * value with its type once it is checked, or throws a {@link LoadError} `invalid-state` with the
 * JSON path of the value at fault. Shared by the reader of the state ({@link deserialize}) and
 * the readers of effects in progress, one per step kind.
 * @module
 */
import { LoadError } from '../state/errors.js';
import { KIND_COUNT, MATERIA_KINDS, isMateriaKind, type MateriaKind } from '../state/materia.js';
import { hasSpell } from '../spells/registry.js';
import type { Level, SpellId } from '../state/types.js';
import { MAX_SAVE_LIST_LENGTH } from './limits.js';

/** A JSON object being read. */
export type Json = Readonly<Record<string, unknown>>;

/**
 * Names the kind of an untrusted value for a message, never the value whole: a short string is
 * quoted (cut at 40 characters), an object or a list only named.
 */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

/** The JSON path of `key` in the object at `base`: `base.key`, or `base["odd key"]`. */
export function keyPath(base: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

/** Throws the `invalid-state` error of a value of the wrong shape. */
export function fail(path: string, message: string): never {
  throw new LoadError('invalid-state', path, message);
}

/** True for a JSON object (not `null`, not a list). */
export function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks that `value` is an object with exactly `keys`, and returns it for reading those keys. */
export function record(value: unknown, path: string, keys: readonly string[], code: 'invalid-state' | 'invalid-envelope' = 'invalid-state'): Json {
  if (!isPlainObject(value)) throw new LoadError(code, path, `expected an object, got ${describe(value)}`);
  for (const k of keys) if (!Object.hasOwn(value, k)) throw new LoadError(code, keyPath(path, k), 'missing');
  for (const k of Object.keys(value)) if (!keys.includes(k)) throw new LoadError(code, keyPath(path, k), 'unknown key');
  return value;
}

/** Throws the `too-large` error of a value over a documented size limit. */
export function tooLarge(path: string, message: string): never {
  throw new LoadError('too-large', path, message);
}

/** A list of at most {@link MAX_SAVE_LIST_LENGTH} entries, its length checked before any entry is read. */
export function list(value: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(value)) fail(path, `expected a list, got ${describe(value)}`);
  if (value.length > MAX_SAVE_LIST_LENGTH) tooLarge(path, `a list of a save holds at most ${MAX_SAVE_LIST_LENGTH} entries, got ${value.length}`);
  return value;
}

/** A safe integer. */
export function integer(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail(path, `expected an integer, got ${describe(value)}`);
  return value;
}

/** A string. */
export function string(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, `expected a string, got ${describe(value)}`);
  return value;
}

/** A multiset: 21 non-negative counts, one per materia kind. */
export function counts(value: unknown, path: string): number[] {
  const items = list(value, path);
  if (items.length !== KIND_COUNT) fail(path, `expected ${KIND_COUNT} counts, one per materia kind, got ${items.length}`);
  return items.map((n, i) => {
    const at = `${path}[${i}]`;
    const c = integer(n, at);
    if (c < 0) fail(at, `a count cannot be negative, got ${c}`);
    return c;
  });
}

// Not isMateriaKind alone: its lookup table inherits from Object.prototype, so it accepts
// "constructor" or "toString", which must never reach kindIndex from an untrusted save.
const KINDS: ReadonlySet<string> = /* @__PURE__ */ new Set(MATERIA_KINDS);

/** A known materia kind. */
export function materia(value: unknown, path: string): MateriaKind {
  if (!isMateriaKind(value) || !KINDS.has(value)) fail(path, `expected a materia kind such as "red-circle", got ${describe(value)}`);
  return value;
}

/** A list of known materia kinds. */
export function materiaList(value: unknown, path: string): MateriaKind[] {
  return list(value, path).map((m, i) => materia(m, `${path}[${i}]`));
}

/** A registered spell id. */
export function spellId(value: unknown, path: string): SpellId {
  if (!hasSpell(value)) fail(path, `expected a registered spell id, got ${describe(value)}`);
  return value;
}

/** A level: 3, 4 or 5. */
export function level(value: unknown, path: string): Level {
  if (value !== 3 && value !== 4 && value !== 5) fail(path, `expected a level 3, 4 or 5, got ${describe(value)}`);
  return value;
}
