/**
 * Saving and loading games. A save is untrusted text (a file, a database row, a client), so
 * loading checks every value of the envelope and of the state, builds a fresh state from the
 * fields it knows (nothing else from the input survives), then checks the game invariants.
 * @module
 */
import { STATE_KEYS, makeState } from '../state/make.js';
import { ENGINE_VERSION } from '../state/version.js';
import { LoadError } from '../state/errors.js';
import { currentRulesVersion, isKnownRulesVersion, readRuleProfile, type RuleProfile } from '../state/rules.js';
import { findInvariantProblem } from './invariants.js';
import { FIRST_LOADABLE_SCHEMA, SCHEMA_VERSION, migrateSave } from './migrations.js';
import { RNG_ALGORITHM } from '../state/rng.js';
import { MAX_DIFFICULTY, OPPONENT_SPACES } from '../solo/board.js';
import {
  PHASES, type EndReason, type EndTrigger, type GameState, type LearnedSpell, type OpponentState, type PlayerState,
} from '../state/types.js';
import { MAX_SAVE_LENGTH, MAX_SEED_LENGTH } from './limits.js';
import { counts, describe, fail, integer, isPlainObject, keyPath, level, list, materia, materiaList, record, string, tooLarge } from './read.js';
import { pendingFrames } from './step-readers.js';

/**
 * The `format` tag of every save envelope.
 * @group Saves
 */
export const SAVE_FORMAT = 'spellbook-engine/game';

// The schema version lives with the migration chain that leads to it.
export { SCHEMA_VERSION } from './migrations.js';

const ENVELOPE_KEYS = ['format', 'schemaVersion', 'rulesVersion', 'engineVersion', 'state'] as const;
/** The envelope of a save written before rules versions: version 1. */
const UNVERSIONED_ENVELOPE_KEYS = ['format', 'schemaVersion', 'engineVersion', 'state'] as const;
const PLAYER_KEYS = ['pool', 'familiar', 'spells'] as const;
const LEARNED_KEYS = ['spell', 'level', 'card', 'day'] as const;
const TRIGGER_KEYS = ['player', 'day', 'reason'] as const;
const OPPONENT_KEYS = ['track', 'lower', 'difficulty'] as const;
const END_REASONS: readonly EndReason[] = ['seventh-spell', 'familiar-full'];
const RNG_WORDS = 4;
const UINT32_MAX = 0xffffffff;

/**
 * Writes a game as JSON text, wrapped in an envelope
 * `{ format, schemaVersion, rulesVersion, engineVersion, state }` so that a loader can tell what
 * it holds, which version of the rules it is played under ({@link RULES_VERSION}) and which
 * engine wrote it. The state is written as is: {@link deserialize} gives back an equal state, in
 * this engine and every later one.
 * @example
 * ```ts
 * localStorage.setItem('game', serialize(state));
 * const again = deserialize(localStorage.getItem('game')!);
 * ```
 * @group Saves
 */
export function serialize(state: GameState): string {
  return JSON.stringify({ format: SAVE_FORMAT, schemaVersion: SCHEMA_VERSION, rulesVersion: currentRulesVersion(), engineVersion: ENGINE_VERSION, state });
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
  if (s.length > MAX_SEED_LENGTH) tooLarge(path, `a seed has at most ${MAX_SEED_LENGTH} characters, got ${s.length}`);
  if (!s.startsWith(`${RNG_ALGORITHM}:`)) fail(path, `expected a seed tagged "${RNG_ALGORITHM}:", got ${describe(s)}`);
  return s;
}

function learned(value: unknown, path: string): LearnedSpell {
  const o = record(value, path, LEARNED_KEYS);
  return {
    spell: string(o['spell'], `${path}.spell`),
    level: level(o['level'], `${path}.level`),
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

/** The solo opponent (`null` in a game of 2 to 4 players), rebuilt key by key. */
function opponentState(value: unknown, path: string): OpponentState | null {
  if (value === null) return null;
  const o = record(value, path, OPPONENT_KEYS);
  const track = materiaList(o['track'], `${path}.track`);
  if (track.length > OPPONENT_SPACES) {
    fail(`${path}.track`, `the opponent's track has ${OPPONENT_SPACES} spaces, got ${track.length} materia`);
  }
  const lower = counts(o['lower'], `${path}.lower`);
  const difficulty = integer(o['difficulty'], `${path}.difficulty`);
  if (difficulty < 0 || difficulty > MAX_DIFFICULTY) fail(`${path}.difficulty`, `expected a difficulty from 0 to ${MAX_DIFFICULTY}, got ${difficulty}`);
  return { track, lower, difficulty: difficulty as OpponentState['difficulty'] };
}

/**
 * The game's rule profile: an object with every point the save's rules version had (a preset
 * name is an option's shorthand, not a save's); each point added since takes its legacy value.
 */
function ruleProfile(value: unknown, path: string, rulesVersion: number): RuleProfile {
  if (!isPlainObject(value)) fail(path, `expected a rule profile object, got ${describe(value)}`);
  const read = readRuleProfile(value, rulesVersion);
  // The field is a key of the saved object as given: quoted as every other key is when it is no identifier.
  if ('problem' in read) fail(read.field === undefined ? path : keyPath(path, read.field), read.problem);
  return read;
}

/** Checks the shape of a saved state, field by field, and builds a fresh copy of it. */
function stateShape(value: unknown, path: string, rulesVersion: number): GameState {
  const o = record(value, path, STATE_KEYS);
  // Checked in this order: the first bad field in this order is reported. The players come
  // before the effects in progress, whose seats are checked against their number.
  const seedValue = seed(o['seed'], `${path}.seed`);
  const rngValue = rng(o['rng'], `${path}.rng`);
  const spells = list(o['spells'], `${path}.spells`).map((s, i) => string(s, `${path}.spells[${i}]`));
  const rules = ruleProfile(o['rules'], `${path}.rules`, rulesVersion);
  const firstPlayer = integer(o['firstPlayer'], `${path}.firstPlayer`);
  const players = list(o['players'], `${path}.players`).map((p, i) => player(p, `${path}.players[${i}]`));
  const active = integer(o['active'], `${path}.active`);
  const day = integer(o['day'], `${path}.day`);
  const phaseValue = phase(o['phase'], `${path}.phase`);
  const phaseActions = integer(o['phaseActions'], `${path}.phaseActions`);
  const altar = counts(o['altar'], `${path}.altar`);
  const pouch = counts(o['pouch'], `${path}.pouch`);
  const pouchTop = materiaList(o['pouchTop'], `${path}.pouchTop`);
  const discard = counts(o['discard'], `${path}.discard`);
  const trigger = endTrigger(o['endTrigger'], `${path}.endTrigger`);
  const opponent = opponentState(o['opponent'], `${path}.opponent`);
  const pending = pendingFrames(o['pending'], `${path}.pending`, players.length);
  const step = integer(o['step'], `${path}.step`);
  // Through makeState, like every engine state, so loaded states share their object shape.
  return makeState({
    seed: seedValue, rng: rngValue, spells, rules, firstPlayer, players, active, day, phase: phaseValue, phaseActions,
    altar, pouch, pouchTop, discard, endTrigger: trigger, opponent, pending, step,
  });
}

/** The rules version a save names: version 1 when it names none (it was written before versions). */
function rulesVersionOf(envelope: Readonly<Record<string, unknown>>): number {
  if (!Object.hasOwn(envelope, 'rulesVersion')) return 1;
  const version = envelope['rulesVersion'];
  if (isKnownRulesVersion(version)) return version;
  if (typeof version === 'number' && Number.isSafeInteger(version) && version > currentRulesVersion()) {
    throw new LoadError(
      'unsupported-schema',
      '$.rulesVersion',
      `this save is played under rules version ${version}, newer than this engine's ${currentRulesVersion()} (engine ${ENGINE_VERSION}): load it with a newer spellbook-engine`,
    );
  }
  throw new LoadError('invalid-envelope', '$.rulesVersion', `expected a rules version (a whole number from 1), got ${describe(version)}`);
}

function envelopeState(parsed: unknown): { readonly state: unknown; readonly rulesVersion: number } {
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
  if (version < FIRST_LOADABLE_SCHEMA) {
    throw new LoadError(
      'unsupported-schema',
      '$.schemaVersion',
      `this save has schema version ${version}, older than rule profiles (schema ${FIRST_LOADABLE_SCHEMA}): it was played under rules that no rule profile reproduces, so it cannot be loaded; start the game again under a profile`,
    );
  }
  const envelope = record(parsed, '$', Object.hasOwn(parsed, 'rulesVersion') ? ENVELOPE_KEYS : UNVERSIONED_ENVELOPE_KEYS, 'invalid-envelope');
  const rulesVersion = rulesVersionOf(envelope);
  if (typeof envelope['engineVersion'] !== 'string') {
    throw new LoadError('invalid-envelope', '$.engineVersion', `expected the writing engine's version, got ${describe(envelope['engineVersion'])}`);
  }
  // An older save is lifted to the current shape by the migration chain, then validated like any save.
  return { state: version < SCHEMA_VERSION ? migrateSave(version, envelope['state']) : envelope['state'], rulesVersion };
}

/**
 * Loads a game written by {@link serialize}, by this engine or an older one: a save of an older
 * schema version is first lifted to the current shape by the migration chain ({@link migrateSave});
 * a save older than {@link FIRST_LOADABLE_SCHEMA} (before rule profiles) is refused with
 * `unsupported-schema`. The game plays on under the version of the rules the save names
 * (`rulesVersion`, {@link RULES_VERSION}; version 1 when it names none): its profile must hold
 * every point that version had, and each point added since takes its legacy value, so the
 * game continues exactly as in the engine that wrote it.
 * Every value is checked: the envelope, then the state's shape field by field (exactly the known keys, the right types, 21 non-negative
 * counts per multiset, known materia kinds, levels 3 to 5, a 4-word generator state, a tagged
 * seed, the solo opponent or `null` (exactly `track`, `lower` and `difficulty`: at most 17 known
 * materia kinds on the track, 21 counts, a difficulty from 0 to 3), and the effects in progress:
 * each frame (a level, or `null` for the solo end of a Day) and each step of every kind, with
 * exactly its keys, counts that are non-negative integers, seats of this game, registered spell
 * ids, valid runes, colours and phases, a solo refill's positive size and its refresh space
 * (`null`, 4, 9 or 14), modes checked recursively), then the game invariants
 * ({@link findInvariantProblem}): so a loaded game that is not over always has a legal action.
 * Nothing larger than the size limits is read, so loading and every later operation on the
 * state take time in proportion to the save. The returned state is built afresh from the known fields, so
 * nothing else from the text survives. A save that uses homebrew spells loads only once the
 * same spells are registered. `deserialize(serialize(s))` is equal to `s` for every state the
 * engine produces, a state waiting in the middle of a spell's effect or at the solo end-of-Day
 * placement included.
 *
 * @throws LoadError, and nothing else whatever the text, with the JSON path of the first bad
 * value: `invalid-json` (not JSON, path `$`); `invalid-envelope` (not a save, or a bad envelope
 * field); `unsupported-schema` (a schema or rules version this engine cannot read: a newer save
 * needs a newer engine, and an older one with no migration path is refused); `invalid-state` (a value of the wrong shape, e.g. `$.state.players[0].pool[3]`,
 * or a take by a seat that is not in the game at `$.state.pending[0].steps[1].taker`);
 * `broken-invariant` (well shaped but not a position the engine could rest in, e.g. a pool of 10
 * at `$.state.players[1].pool`, or an effect waiting on a step that needs no choice, or that
 * nobody can answer, at `$.state.pending[0].steps[0]`); `too-large` (over a documented size
 * limit: a text longer than {@link MAX_SAVE_LENGTH} at `$`, a seed longer than
 * {@link MAX_SEED_LENGTH}, more than {@link MAX_PENDING_FRAMES} effects in progress or
 * {@link MAX_PENDING_STEPS} steps in them, a list longer than {@link MAX_SAVE_LIST_LENGTH}).
 * @example
 * ```ts
 * try {
 *   state = deserialize(text);
 * } catch (e) {
 *   if (e instanceof LoadError) console.error(e.code, e.path, e.message);
 * }
 * ```
 * @group Saves
 */
export function deserialize(text: string): GameState {
  if (typeof text !== 'string') throw new LoadError('invalid-json', '$', `expected the text of a save, got ${describe(text)}`);
  if (text.length > MAX_SAVE_LENGTH) tooLarge('$', `a save has at most ${MAX_SAVE_LENGTH} characters, got ${text.length}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new LoadError('invalid-json', '$', `not JSON: ${e instanceof Error ? e.message : 'unreadable text'}`);
  }
  const { state: saved, rulesVersion } = envelopeState(parsed);
  const state = stateShape(saved, '$.state', rulesVersion);
  const p = findInvariantProblem(state);
  if (p !== undefined) throw new LoadError('broken-invariant', `$.state${p.path.slice(1)}`, p.message);
  return state;
}
