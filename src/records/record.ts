/**
 * Game records and replay. A game is fully reproduced by its options (with the seed) and the
 * actions played, because all randomness comes from the seeded generator inside the state.
 * A {@link GameRecord} is that pair, as plain JSON: small enough for a bug report, a database
 * row or a URL, and {@link replay} rebuilds the state at any point of the game from it.
 *
 * A record keeps its meaning in every later engine: it names the version of the rules it was
 * played under (`rulesVersion`, {@link RULES_VERSION}; a record without one was written under
 * version 1) and its rule profile (`options.rules`: a preset's name, read as that version's
 * preset, or the whole profile; a record without it plays `printed`). A later engine replays it
 * under exactly those rules: each point added since takes its legacy value, what the engine
 * played before it. A record of a newer rules version than the engine's is refused.
 * @module
 */
import { applyAction } from '../game/apply.js';
import type { GameEvent } from '../actions/events.js';
import type { Action, RuleViolation } from '../actions/types.js';
import { SetupError } from '../state/errors.js';
import { OPTION_KEYS, type RiggedOptions } from '../state/options.js';
import { knownNamesHint, unknownKey } from '../state/names.js';
import { RNG_ALGORITHM, tagSeed } from '../state/rng.js';
import { currentRulePointNames, currentRulesVersion, isKnownRulesVersion, presetOf, readRuleProfile, type RuleProfile } from '../state/rules.js';
import { createRiggedGame } from '../game/rigged.js';
import { refuseUnknownKeys } from '../game/setup.js';
import { keyPath } from '../game/read.js';
import type { GameState } from '../state/types.js';
import { ENGINE_VERSION } from '../state/version.js';

/**
 * The options of a recorded game: {@link RiggedOptions} with the seed always present, so the
 * record names the exact game even when it was created without a seed. {@link recordOf} writes
 * it tagged with its generator (`"sfc32:..."`); a record written by hand may give it bare, as
 * `createGame` takes it: {@link replay} reads `"friday"` as `"sfc32:friday"`, in every version. {@link recordOf} also always writes `rules` (a preset's
 * name, or the whole profile), so that the record keeps its rules whatever the default becomes.
 * @group Records
 */
export type RecordOptions = RiggedOptions & {
  /** The seed, e.g. `"sfc32:friday"` (as {@link recordOf} writes it) or `"friday"` (the same game). */
  readonly seed: string;
};

/**
 * A complete game, or the start of one, as plain JSON: `JSON.parse(JSON.stringify(record))`
 * is an equal record.
 *
 * - `engineVersion`: the version of the package that wrote the record (informative only);
 * - `rulesVersion`: the version of the rules the game is played under ({@link RULES_VERSION});
 *   absent in records written before rules versions, which were played under version 1;
 * - `options`: the options the game was created with, the tagged seed and the rule profile
 *   included (a preset's name means that preset as the record's rules version read it);
 * - `actions`: every action applied since {@link createGame}, in order.
 *
 * Make one with {@link recordOf} or {@link startRecord}; rebuild any point of the game with
 * {@link replay}.
 * @example
 * ```ts
 * const record: GameRecord = {
 *   engineVersion: '0.1.0',
 *   rulesVersion: 1,
 *   options: { players: 2, seed: 'sfc32:friday', rules: 'digital', spells: 'set2' },
 *   actions: [{ type: 'draw', player: 1 }, { type: 'pass', player: 1 }],
 * };
 * const state = replay(record);
 * ```
 * @group Records
 */
export interface GameRecord {
  /** The version of the package that wrote the record (informative only). */
  readonly engineVersion: string;
  /**
   * The version of the rules the game is played under ({@link RULES_VERSION}), which
   * {@link recordOf} always writes; absent, version 1 (a record written before rules versions).
   */
  readonly rulesVersion?: number | undefined;
  /** The game's options, with the tagged seed and the rule profile. */
  readonly options: RecordOptions;
  /** The actions applied since the start, in order. */
  readonly actions: readonly Action[];
}

/**
 * Stable codes of {@link ReplayError}.
 * @group Errors
 */
export type ReplayErrorCode =
  /** The record is not a record: a missing or mistyped field, a key that is no field or option, options that `createRiggedGame` refuses. */
  | 'invalid-record'
  /** An action of the record is refused by the rules: `index` and `violation` say which and why. */
  | 'illegal-action'
  /** `replay`'s `to` is not a whole number from 0 to the number of actions. */
  | 'out-of-range';

/**
 * Thrown by {@link replay} and {@link replaySteps} when a record cannot be replayed. Nothing
 * half-done is returned: either the whole requested replay succeeds or this is thrown.
 * @example
 * ```ts
 * try {
 *   replay(record);
 * } catch (e) {
 *   if (e instanceof ReplayError && e.code === 'illegal-action') {
 *     console.error(`action ${e.index} was refused: ${e.violation?.code}`);
 *   }
 * }
 * ```
 * @group Errors
 */
export class ReplayError extends Error {
  /** A stable code to branch on. */
  readonly code: ReplayErrorCode;
  /**
   * Where in the record: a JSON path from the record such as `$.options.seed` or
   * `$.actions[12]`, or `to` for a bad `to` option.
   */
  readonly path: string;
  /** For `illegal-action`: the index of the refused action in `record.actions`; otherwise `null`. */
  readonly index: number | null;
  /** For `illegal-action`: the engine's reason for refusing it; otherwise `null`. */
  readonly violation: RuleViolation | null;

  constructor(
    code: ReplayErrorCode,
    path: string,
    message: string,
    details: { readonly index?: number; readonly violation?: RuleViolation; readonly cause?: unknown } = {},
  ) {
    super(`${message} (at ${path})`, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ReplayError';
    this.code = code;
    this.path = path;
    this.index = details.index ?? null;
    this.violation = details.violation ?? null;
  }
}

/**
 * Options of {@link replay}.
 * @group Records
 */
export interface ReplayOptions {
  /**
   * How many of the record's actions to apply: 0 gives the state `createRiggedGame` made, the
   * default (all of them) the state at the end of the record.
   */
  readonly to?: number | undefined;
}

/**
 * One step of a replay, yielded by {@link replaySteps}.
 * @group Records
 */
export interface ReplayStep {
  /** The index of the action in `record.actions`. */
  readonly index: number;
  /** The action applied. */
  readonly action: Action;
  /** The state before the action. */
  readonly before: GameState;
  /** The state after the action. */
  readonly state: GameState;
  /** What happened, in order, exactly as `applyAction` reported it. */
  readonly events: readonly GameEvent[];
}

/** A copy as plain JSON (no shared arrays with the caller, no `undefined` members). */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Whether `read` (an option read by `readRuleProfile`) is the profile `rules`, point by point. */
function sameProfile(read: ReturnType<typeof readRuleProfile>, rules: RuleProfile): boolean {
  if ('problem' in read) return false;
  const a = read as unknown as Readonly<Record<string, string>>;
  const b = rules as unknown as Readonly<Record<string, string>>;
  return currentRulePointNames().every((point) => a[point] === b[point]);
}

/**
 * Makes the record of a game: its options with the state's seed and rule profile (a preset's
 * name, or the whole profile), and the actions played.
 * `state` is any state of that game (the one `createGame` or `createRiggedGame` returned or the current one): only
 * its seed and rule profile are read, so a game created without a seed, or with the default
 * rules, still gets a record that replays it exactly. The record is a fresh plain-JSON copy:
 * later changes to `options` or `actions` do not touch it.
 *
 * @throws SetupError `unknown-option` for a key that is no option (a record must replay, and
 * {@link replay} refuses one); Error when `options.seed` or `options.rules` is given and is not
 * the seed or the rule profile of `state` (the state is from another game), or when
 * `options.rules` is not a rule profile at all.
 * @example
 * ```ts
 * const options: GameOptions = { players: 3, spells: 'classic' }; // no seed: a random one
 * let state = createGame(options);
 * const actions: Action[] = [];
 * function play(action: Action): void {
 *   const r = applyAction(state, action);
 *   if (r.ok) { state = r.state; actions.push(action); }
 * }
 * play(legalActions(state)[0]!);
 * const record = recordOf(options, state, actions);
 * replay(record); // equal to state
 * localStorage.setItem('game', JSON.stringify(record));
 * ```
 * @group Records
 */
export function recordOf(options: RiggedOptions, state: GameState, actions: readonly Action[]): GameRecord {
  refuseUnknownKeys(options, OPTION_KEYS, '');
  if (options.seed !== undefined && tagSeed(options.seed) !== state.seed) {
    throw new Error(`recordOf: the options' seed ${JSON.stringify(options.seed)} is not this game's seed ${JSON.stringify(state.seed)}`);
  }
  if (options.rules !== undefined && !sameProfile(readRuleProfile(options.rules), state.rules)) {
    throw new Error(`recordOf: the options' rules ${JSON.stringify(options.rules)} are not the rule profile of this game (the state is from another game)`);
  }
  // The seed and the rules right after the player count, whatever the caller's key order; the
  // rules always, so that a record replays under its own profile whatever the default becomes.
  const { players, seed: _given, rules: _rules, ...rest } = plain(options);
  return {
    engineVersion: ENGINE_VERSION,
    rulesVersion: currentRulesVersion(),
    options: { players, seed: state.seed, rules: presetOf(state.rules) ?? plain(state.rules), ...rest },
    actions: plain(actions),
  };
}

/**
 * What {@link startRecord} returns.
 * @group Records
 */
export interface StartedRecord {
  /** The new game, as {@link createRiggedGame} made it. */
  readonly state: GameState;
  /** Its record, with the game's tagged seed and no actions yet. */
  readonly record: GameRecord;
}

/**
 * Creates a game and the record of its start (no actions yet), in one call. Keep the actions
 * you apply and call {@link recordOf} (or extend `record.actions`) to record the game.
 *
 * @throws SetupError on bad options, like {@link createRiggedGame}.
 * @example
 * ```ts
 * const { state, record } = startRecord({ players: 1, solo: { difficulty: 2 } });
 * record.options.seed;            // e.g. 'sfc32:1x9k2f0q7b3'
 * replay(record);                 // equal to state
 * ```
 * @group Records
 */
export function startRecord(options: RiggedOptions): StartedRecord {
  const state = createRiggedGame(options);
  return { state, record: recordOf(options, state, []) };
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const RECORD_KEYS = ['engineVersion', 'options', 'actions'] as const;
/** The keys a record may have besides those it must have. */
const OPTIONAL_RECORD_KEYS = ['rulesVersion'] as const;

/** The rules version a record names: version 1 when it names none (it was written before versions). */
function rulesVersionOf(record: Readonly<Record<string, unknown>>): number {
  const version = record['rulesVersion'];
  if (version === undefined) return 1;
  if (isKnownRulesVersion(version)) return version;
  const newer = typeof version === 'number' && Number.isSafeInteger(version) && version > currentRulesVersion();
  throw new ReplayError('invalid-record', '$.rulesVersion', newer
    ? `this record is played under rules version ${version}, newer than this engine's ${currentRulesVersion()} (engine ${ENGINE_VERSION}): replay it with a newer spellbook-engine`
    : `expected a rules version (a whole number from 1), got ${JSON.stringify(version) ?? String(version)}`);
}

/**
 * The record's rule profile, whole: its `options.rules` (printed when absent) as its rules
 * version reads it, each point added since at its legacy value.
 */
function recordedRules(options: Readonly<Record<string, unknown>>, version: number): RuleProfile {
  const read = readRuleProfile(Object.hasOwn(options, 'rules') && options['rules'] !== undefined ? options['rules'] : 'printed', version);
  if ('problem' in read) {
    const at = read.field === undefined ? 'rules' : keyPath('rules', read.field);
    // As createRiggedGame refuses the same rules: its error is the cause (in the production build
    // a problem reads `invalid-rules`, the code, as every SetupError's message does there).
    const cause = new SetupError('invalid-rules', at, read.problem);
    throw new ReplayError('invalid-record', `$.options.${at}`, `the options do not make a game: ${cause.message}`, { cause });
  }
  return read;
}


/** Checks the record's shape and creates its starting state; throws `invalid-record`. */
function begin(record: unknown): { start: GameState; actions: readonly unknown[] } {
  if (!isPlainObject(record)) throw new ReplayError('invalid-record', '$', 'expected a record { engineVersion, options, actions }');
  for (const k of RECORD_KEYS) if (!Object.hasOwn(record, k)) throw new ReplayError('invalid-record', `$.${k}`, 'missing');
  const unknown = unknownKey(record, [...RECORD_KEYS, ...OPTIONAL_RECORD_KEYS]);
  if (unknown !== undefined) {
    throw new ReplayError('invalid-record', `$[${JSON.stringify(unknown)}]`, `unknown key${knownNamesHint(unknown, [...RECORD_KEYS, ...OPTIONAL_RECORD_KEYS])}`);
  }
  const version = rulesVersionOf(record);
  if (typeof record['engineVersion'] !== 'string') throw new ReplayError('invalid-record', '$.engineVersion', 'expected the version of the engine that wrote the record');
  const options = record['options'];
  if (!isPlainObject(options)) throw new ReplayError('invalid-record', '$.options', 'expected the game options object');
  // A mistyped option is named before anything it hides (a mistyped seed is a missing one).
  const unknownOption = unknownKey(options, OPTION_KEYS);
  if (unknownOption !== undefined) {
    throw new ReplayError('invalid-record', `$.options${keyPath('', unknownOption)}`, `unknown option ${JSON.stringify(unknownOption)}${knownNamesHint(unknownOption, OPTION_KEYS)}`);
  }
  // A seed without its generator's tag is read as createGame reads one, for good: "friday" is
  // "sfc32:friday" (createRiggedGame tags it below).
  if (typeof options['seed'] !== 'string') throw new ReplayError('invalid-record', '$.options.seed', 'a record needs the game seed (a string such as "friday" or "sfc32:friday")');
  const actions = record['actions'];
  if (!Array.isArray(actions)) throw new ReplayError('invalid-record', '$.actions', 'expected the list of actions');
  const rules = recordedRules(options, version);
  let start: GameState;
  try {
    start = createRiggedGame({ ...(options as unknown as RiggedOptions), rules });
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    throw new ReplayError('invalid-record', e.path === '' ? '$.options' : `$.options.${e.path}`, `the options do not make a game: ${e.message}`, { cause: e });
  }
  return { start, actions };
}

/** Applies action `index` of the record, or throws `illegal-action`. */
function step(state: GameState, actions: readonly unknown[], index: number): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(state, actions[index] as Action);
  if (!r.ok) {
    throw new ReplayError('illegal-action', `$.actions[${index}]`, `action ${index} is refused: ${r.error.code}: ${r.error.message}`, {
      index,
      violation: r.error,
    });
  }
  return r;
}

function checkTo(to: unknown, count: number): number {
  if (to === undefined) return count;
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 0 || to > count) {
    throw new ReplayError('out-of-range', 'to', `to must be a whole number from 0 to ${count} (the record's actions), got ${String(to)}`);
  }
  return to;
}

/**
 * Rebuilds the state of a recorded game after its first `to` actions (default: all of them):
 * creates the game from `record.options`, then applies the actions in order. Same record, same
 * state, on every platform. The record is untrusted input (a file, a client): it is checked
 * as it is replayed, and the result is all or nothing.
 *
 * A seed without its generator's tag (`"friday"`) is read as `createGame` reads it,
 * `"sfc32:friday"`, and always will be, so hand-written records need not tag it.
 *
 * @throws ReplayError `invalid-record` (not a record, a missing seed, a key that is no field of a
 * record or no option, named at its path with the nearest name, or options `createRiggedGame`
 * refuses: `cause` holds its `SetupError`), `illegal-action` (the
 * action at `index` is refused by the rules, `violation` says why; a malformed action is
 * refused this way too), or `out-of-range` (a bad `to`). Actions after `to` are not checked.
 * @example
 * ```ts
 * const final = replay(record);
 * const opening = replay(record, { to: 0 });          // as the game was dealt
 * const beforeLast = replay(record, { to: record.actions.length - 1 });
 * ```
 * @group Records
 */
export function replay(record: GameRecord, options: ReplayOptions = {}): GameState {
  const { start, actions } = begin(record);
  const to = checkTo(options.to, actions.length);
  let state = start;
  for (let i = 0; i < to; i++) state = step(state, actions, i).state;
  return state;
}

/**
 * Replays a record one action at a time, yielding each step with the state before and after
 * and the events, for narrating a game, animating it or finding where two engines differ.
 * The record is checked when `replaySteps` is called (`invalid-record` is thrown at once); an
 * illegal action throws `illegal-action` when the replay reaches it, after the legal steps
 * before it were yielded. The generator's return value is the final state.
 *
 * @throws ReplayError, as {@link replay}.
 * @example
 * ```ts
 * for (const { index, action, events } of replaySteps(record)) {
 *   console.log(index, action.type, events.map((e) => e.type).join(' '));
 * }
 * ```
 * @group Records
 */
export function replaySteps(record: GameRecord): Generator<ReplayStep, GameState, undefined> {
  const { start, actions } = begin(record);
  return (function* run(): Generator<ReplayStep, GameState, undefined> {
    let state = start;
    for (let index = 0; index < actions.length; index++) {
      const before = state;
      const r = step(before, actions, index);
      state = r.state;
      yield { index, action: actions[index] as Action, before, state, events: r.events };
    }
    return state;
  })();
}
