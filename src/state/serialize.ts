/**
 * Saving and loading games. A save is untrusted text (a file, a database row, a client), so
 * loading checks every value of the envelope and of the state, builds a fresh state from the
 * fields it knows (nothing else from the input survives), then checks the game invariants.
 * @module
 */
import { makeState } from '../actions/draft.js';
import { ENGINE_VERSION } from '../version.js';
import { LoadError } from './errors.js';
import { findInvariantProblem } from './invariants.js';
import { KIND_COUNT, MATERIA_KINDS, isMateriaKind, type MateriaKind } from './materia.js';
import { RNG_ALGORITHM } from './rng.js';
import { PHASES, type EndReason, type EndTrigger, type GameState, type LearnedSpell, type Level, type PlayerState } from './types.js';

/** The `format` tag of every save envelope. */
export const SAVE_FORMAT = 'spellbook-engine/game';

/**
 * The version of the saved state's shape. It changes only when the shape of {@link GameState}
 * changes; a save with an older version is migrated on load, a newer one is refused.
 */
export const SCHEMA_VERSION = 1;

type Json = Readonly<Record<string, unknown>>;

const ENVELOPE_KEYS = ['format', 'schemaVersion', 'engineVersion', 'state'] as const;
const STATE_KEYS = [
  'seed', 'rng', 'spells', 'firstPlayer', 'players', 'active', 'day', 'phase', 'phaseActions',
  'altar', 'pouch', 'pouchTop', 'discard', 'endTrigger', 'pending', 'step',
] as const;
const PLAYER_KEYS = ['pool', 'familiar', 'spells'] as const;
const LEARNED_KEYS = ['spell', 'level', 'card', 'day'] as const;
const TRIGGER_KEYS = ['player', 'day', 'reason'] as const;
const END_REASONS: readonly EndReason[] = ['seventh-spell', 'familiar-full'];
const RNG_WORDS = 4;
const UINT32_MAX = 0xffffffff;

/**
 * Writes a game as JSON text, wrapped in an envelope
 * `{ format, schemaVersion, engineVersion, state }` so that a loader can tell what it holds
 * and which engine wrote it. The state is written as is: {@link deserialize} gives back an
 * equal state.
 * @example
 * ```ts
 * localStorage.setItem('game', serialize(state));
 * const again = deserialize(localStorage.getItem('game')!);
 * ```
 */
export function serialize(state: GameState): string {
  return JSON.stringify({ format: SAVE_FORMAT, schemaVersion: SCHEMA_VERSION, engineVersion: ENGINE_VERSION, state });
}

// Values in messages come from untrusted input: name their kind, never dump them whole.
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function keyPath(base: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

function fail(path: string, message: string): never {
  throw new LoadError('invalid-state', path, message);
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks that `value` is an object with exactly `keys`, and returns it for reading those keys. */
function record(value: unknown, path: string, keys: readonly string[], code: 'invalid-state' | 'invalid-envelope' = 'invalid-state'): Json {
  if (!isPlainObject(value)) throw new LoadError(code, path, `expected an object, got ${describe(value)}`);
  for (const k of keys) if (!Object.hasOwn(value, k)) throw new LoadError(code, keyPath(path, k), 'missing');
  for (const k of Object.keys(value)) if (!keys.includes(k)) throw new LoadError(code, keyPath(path, k), 'unknown key');
  return value;
}

function list(value: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(value)) fail(path, `expected a list, got ${describe(value)}`);
  return value;
}

function integer(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail(path, `expected an integer, got ${describe(value)}`);
  return value;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, `expected a string, got ${describe(value)}`);
  return value;
}

function counts(value: unknown, path: string): number[] {
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
const KINDS: ReadonlySet<string> = new Set(MATERIA_KINDS);

function materia(value: unknown, path: string): MateriaKind {
  if (!isMateriaKind(value) || !KINDS.has(value)) fail(path, `expected a materia kind such as "red-circle", got ${describe(value)}`);
  return value;
}

function materiaList(value: unknown, path: string): MateriaKind[] {
  return list(value, path).map((m, i) => materia(m, `${path}[${i}]`));
}

function rng(value: unknown, path: string): number[] {
  const items = list(value, path);
  if (items.length !== RNG_WORDS) fail(path, `expected ${RNG_WORDS} generator words, got ${items.length}`);
  return items.map((n, i) => {
    const at = `${path}[${i}]`;
    const w = integer(n, at);
    if (w < 0 || w > UINT32_MAX) fail(at, `expected an unsigned 32-bit integer, got ${w}`);
    return w;
  });
}

function seed(value: unknown, path: string): string {
  const s = string(value, path);
  if (!s.startsWith(`${RNG_ALGORITHM}:`)) fail(path, `expected a seed tagged "${RNG_ALGORITHM}:", got ${describe(s)}`);
  return s;
}

function learned(value: unknown, path: string): LearnedSpell {
  const o = record(value, path, LEARNED_KEYS);
  const level = o['level'];
  if (level !== 3 && level !== 4 && level !== 5) fail(`${path}.level`, `expected a level 3, 4 or 5, got ${describe(level)}`);
  return {
    spell: string(o['spell'], `${path}.spell`),
    level: level satisfies Level,
    card: materia(o['card'], `${path}.card`),
    day: integer(o['day'], `${path}.day`),
  };
}

function player(value: unknown, path: string): PlayerState {
  const o = record(value, path, PLAYER_KEYS);
  return {
    pool: counts(o['pool'], `${path}.pool`),
    familiar: materiaList(o['familiar'], `${path}.familiar`),
    spells: list(o['spells'], `${path}.spells`).map((s, i) => learned(s, `${path}.spells[${i}]`)),
  };
}

function endTrigger(value: unknown, path: string): EndTrigger | null {
  if (value === null) return null;
  const o = record(value, path, TRIGGER_KEYS);
  const reason = o['reason'];
  if (!END_REASONS.includes(reason as EndReason)) fail(`${path}.reason`, `expected ${END_REASONS.join(' or ')}, got ${describe(reason)}`);
  return {
    player: integer(o['player'], `${path}.player`),
    day: integer(o['day'], `${path}.day`),
    reason: reason as EndReason,
  };
}

function phase(value: unknown, path: string): GameState['phase'] {
  if (value !== 'ended' && !PHASES.includes(value as never)) {
    fail(path, `expected ${PHASES.join(', ')} or ended, got ${describe(value)}`);
  }
  return value as GameState['phase'];
}

function pendingFrames(value: unknown, path: string): GameState['pending'] {
  if (list(value, path).length > 0) fail(path, 'effects in progress cannot be loaded yet');
  return [];
}

/** Checks the shape of a saved state, field by field, and builds a fresh copy of it. */
function stateShape(value: unknown, path: string): GameState {
  const o = record(value, path, STATE_KEYS);
  // Through makeState, like every engine state, so loaded states share their object shape.
  // Arguments are checked left to right: the first bad field in this order is reported.
  return makeState(
    seed(o['seed'], `${path}.seed`),
    rng(o['rng'], `${path}.rng`),
    list(o['spells'], `${path}.spells`).map((s, i) => string(s, `${path}.spells[${i}]`)),
    integer(o['firstPlayer'], `${path}.firstPlayer`),
    list(o['players'], `${path}.players`).map((p, i) => player(p, `${path}.players[${i}]`)),
    integer(o['active'], `${path}.active`),
    integer(o['day'], `${path}.day`),
    phase(o['phase'], `${path}.phase`),
    integer(o['phaseActions'], `${path}.phaseActions`),
    counts(o['altar'], `${path}.altar`),
    counts(o['pouch'], `${path}.pouch`),
    materiaList(o['pouchTop'], `${path}.pouchTop`),
    counts(o['discard'], `${path}.discard`),
    endTrigger(o['endTrigger'], `${path}.endTrigger`),
    pendingFrames(o['pending'], `${path}.pending`),
    integer(o['step'], `${path}.step`),
  );
}

function envelopeState(parsed: unknown): unknown {
  if (!isPlainObject(parsed)) throw new LoadError('invalid-envelope', '$', `expected a save envelope object, got ${describe(parsed)}`);
  // Format and version first: a newer save may have a different envelope, and deserves the clearer error.
  if (parsed['format'] !== SAVE_FORMAT) {
    throw new LoadError('invalid-envelope', '$.format', `not a SpellBook save: format must be "${SAVE_FORMAT}"`);
  }
  const version = parsed['schemaVersion'];
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) {
    throw new LoadError('invalid-envelope', '$.schemaVersion', `expected a schema version (an integer), got ${describe(version)}`);
  }
  if (version > SCHEMA_VERSION) {
    const by = typeof parsed['engineVersion'] === 'string' ? ` by engine ${describe(parsed['engineVersion'])}` : '';
    throw new LoadError(
      'unsupported-schema',
      '$.schemaVersion',
      `this save has schema version ${version}${by}, newer than this engine's ${SCHEMA_VERSION} (engine ${ENGINE_VERSION}): load it with a newer spellbook-engine`,
    );
  }
  if (version !== SCHEMA_VERSION) {
    // No older schema exists yet; their migrations will go here.
    throw new LoadError('unsupported-schema', '$.schemaVersion', `schema version ${version} is not supported (this engine reads ${SCHEMA_VERSION})`);
  }
  const envelope = record(parsed, '$', ENVELOPE_KEYS, 'invalid-envelope');
  if (typeof envelope['engineVersion'] !== 'string') {
    throw new LoadError('invalid-envelope', '$.engineVersion', `expected the writing engine's version, got ${describe(envelope['engineVersion'])}`);
  }
  return envelope['state'];
}

/**
 * Loads a game written by {@link serialize}. Every value is checked: the envelope, then the
 * state's shape field by field (exactly the known keys, the right types, 21 non-negative
 * counts per multiset, known materia kinds, levels 3 to 5, a 4-word generator state, a tagged
 * seed), then the game invariants ({@link findInvariantProblem}). The returned state is built
 * afresh from the known fields, so nothing else from the text survives.
 * `deserialize(serialize(s))` is equal to `s` for every state the engine produces.
 *
 * @throws LoadError, and nothing else whatever the text, with the JSON path of the first bad
 * value: `invalid-json` (not JSON, path `$`); `invalid-envelope` (not a save, or a bad envelope
 * field); `unsupported-schema` (a schema version this engine cannot read: a newer save needs a
 * newer engine); `invalid-state` (a value of the wrong shape, e.g. `$.state.players[0].pool[3]`);
 * `broken-invariant` (well shaped but not a possible game, e.g. a pool of 10 at
 * `$.state.players[1].pool`).
 * @example
 * ```ts
 * try {
 *   state = deserialize(text);
 * } catch (e) {
 *   if (e instanceof LoadError) console.error(e.code, e.path, e.message);
 * }
 * ```
 */
export function deserialize(text: string): GameState {
  if (typeof text !== 'string') throw new LoadError('invalid-json', '$', `expected the text of a save, got ${describe(text)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new LoadError('invalid-json', '$', `not JSON: ${e instanceof Error ? e.message : 'unreadable text'}`);
  }
  const state = stateShape(envelopeState(parsed), '$.state');
  const p = findInvariantProblem(state);
  if (p !== undefined) throw new LoadError('broken-invariant', `$.state${p.path.slice(1)}`, p.message);
  return state;
}
