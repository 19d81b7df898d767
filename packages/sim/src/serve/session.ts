/**
 * The games of one `spellbook-serve` process and the answer to each request: a pure request →
 * reply function, with no I/O, so that the command, the tests and any other transport share it.
 * Every reply is one JSON-able object; no request can throw out of {@link Session.handle}.
 * @module
 */
import {
  ENGINE_VERSION, LoadError, NotationError, RULES_VERSION, SetupError, applyAction, createGame, currentDecision, decider,
  deserialize, didYouMean, formatAction, legalActions, parseAction, playerView, recordOf, scoreGame, serialize,
  type Action, type GameEvent, type GameOptions, type GameState,
} from 'spellbook-engine';
import { BOT_PROTOCOL, answerBotRequest } from 'spellbook-engine/bots';
import {
  ACTION_COUNT, ACTION_SPACE_VERSION, LearnError, OBSERVATION_LAYOUT, OBSERVATION_VERSION, actionMask, actionOf, encodeFullState,
  encodeObservation, indexOf,
} from 'spellbook-engine/learn';
import { SERVE_LIMITS, SERVE_PROTOCOL } from './limits.js';

/**
 * Where an error comes from: the protocol itself (a malformed or unknown request), or the
 * engine's own typed errors, whose codes it carries unchanged.
 * @group Serve
 */
export type ServeErrorKind = 'protocol' | 'setup' | 'load' | 'rule' | 'notation' | 'learn' | 'bot';

/**
 * The protocol's own error codes (the other kinds carry the engine's codes).
 * @group Serve
 */
export type ServeProtocolCode =
  | 'malformed-json' | 'line-too-long' | 'invalid-request' | 'unknown-command' | 'invalid-argument' | 'unknown-game'
  | 'too-many-games' | 'too-many-actions' | 'game-over' | 'no-record' | 'internal-error';

/**
 * An error reply's `error`.
 * @group Serve
 */
export interface ServeError {
  /** Which family the code belongs to. */
  readonly kind: ServeErrorKind;
  /** A stable code: a {@link ServeProtocolCode}, or the engine's code of that kind (`invalid-player-count`, `not-your-turn`, ...). */
  readonly code: string;
  /** What went wrong, in English. */
  readonly message: string;
  /** Where, when known: the request's field, or the engine's path or field. */
  readonly path?: string;
}

/**
 * One reply line: `ok` with the command's fields, or an `error`; `id` echoes the request's.
 * @group Serve
 */
export type ServeReply =
  | { readonly id: unknown; readonly ok: true; readonly [field: string]: unknown }
  | { readonly id: unknown; readonly ok: false; readonly error: ServeError };

/** A game the session holds: its state, and what a record of it needs. */
interface Held {
  state: GameState;
  /** The options it was created with (`null` for a game loaded from a save, which has no record). */
  readonly options: GameOptions | null;
  readonly start: GameState;
  readonly actions: Action[];
}

/** A failure that becomes an error reply. */
class Failure extends Error {
  constructor(readonly kind: ServeErrorKind, readonly code: string, message: string, readonly path?: string) {
    super(message);
  }
}

const protocolError = (code: ServeProtocolCode, message: string, path?: string): Failure => new Failure('protocol', code, message, path);

/** The fields each command takes besides `id` and `cmd`: required first, then optional. */
const FIELDS: Readonly<Record<string, { readonly required: readonly string[]; readonly optional: readonly string[] }>> = {
  hello: { required: [], optional: [] },
  create: { required: [], optional: ['options'] },
  games: { required: [], optional: [] },
  decision: { required: ['game'], optional: [] },
  legal: { required: ['game'], optional: [] },
  apply: { required: ['game'], optional: ['action', 'notation', 'index'] },
  view: { required: ['game', 'seat'], optional: [] },
  observe: { required: ['game'], optional: ['seat', 'full'] },
  score: { required: ['game'], optional: [] },
  save: { required: ['game'], optional: [] },
  load: { required: ['save'], optional: [] },
  record: { required: ['game'], optional: [] },
  bot: { required: ['game', 'bot'], optional: ['options', 'apply'] },
  close: { required: ['game'], optional: [] },
};

/**
 * The commands of the protocol, in the order `docs/protocol.md` lists them.
 * @group Serve
 */
export const SERVE_COMMANDS: readonly string[] = Object.freeze(Object.keys(FIELDS));

/**
 * The games of one process and the answer to every request (see `docs/protocol.md`). Requests are
 * plain objects (a parsed line): `{ id?, cmd, ...fields }`.
 * @example
 * ```ts
 * const session = new Session();
 * const created = session.handle({ id: 1, cmd: 'create', options: { players: 2, seed: 'x' } });
 * // { id: 1, ok: true, game: 'g1', seat: 0, decision: { kind: 'phase', ... } }
 * ```
 * @group Serve
 */
export class Session {
  readonly #games = new Map<string, Held>();
  #next = 1;

  /** How many games the session holds. */
  get size(): number {
    return this.#games.size;
  }

  /** The reply to one request; never throws. */
  handle(request: unknown): ServeReply {
    const id = isRecord(request) && isId(request['id']) ? request['id'] : null;
    try {
      if (!isRecord(request)) throw protocolError('invalid-request', 'a request is a JSON object: { "id": 1, "cmd": "hello" }');
      if (!isId(request['id']) && request['id'] !== undefined) throw protocolError('invalid-request', 'id must be a string, a number or null', 'id');
      const cmd = request['cmd'];
      if (typeof cmd !== 'string') throw protocolError('invalid-request', 'cmd must be a string: one of the commands', 'cmd');
      const fields = FIELDS[cmd];
      if (fields === undefined || !Object.hasOwn(FIELDS, cmd)) {
        throw protocolError('unknown-command', `unknown command ${JSON.stringify(cmd)}${didYouMean(cmd, SERVE_COMMANDS)}`, 'cmd');
      }
      checkFields(request, fields.required, fields.optional);
      return { id, ok: true, ...this.#run(cmd, request) };
    } catch (e) {
      return { id, ok: false, error: errorOf(e) };
    }
  }

  #run(cmd: string, r: Readonly<Record<string, unknown>>): Record<string, unknown> {
    switch (cmd) {
      case 'hello': return hello();
      case 'create': return this.#create(r['options']);
      case 'games': return { games: [...this.#games.keys()] };
      case 'decision': return decisionOf(this.#held(r).state);
      case 'legal': return legal(this.#held(r).state);
      case 'apply': return this.#apply(this.#held(r), r);
      case 'view': return { view: playerView(this.#held(r).state, seatOf(r['seat'], this.#held(r).state, 'seat')) };
      case 'observe': return observe(this.#held(r).state, r);
      case 'score': return { scores: scoreGame(this.#held(r).state) };
      case 'save': return { save: serialize(this.#held(r).state) };
      case 'load': return this.#load(r['save']);
      case 'record': return this.#record(this.#held(r));
      case 'bot': return this.#bot(this.#held(r), r);
      case 'close': return this.#close(r);
      default: throw protocolError('unknown-command', `unknown command ${JSON.stringify(cmd)}`, 'cmd');
    }
  }

  #held(r: Readonly<Record<string, unknown>>): Held {
    const game = r['game'];
    if (typeof game !== 'string') throw protocolError('invalid-argument', 'game must be the id a create or load answered (a string)', 'game');
    const held = this.#games.get(game);
    if (held === undefined) throw protocolError('unknown-game', `no game ${JSON.stringify(game.slice(0, 40))} (games: ${[...this.#games.keys()].join(', ') || 'none'})`, 'game');
    return held;
  }

  #add(held: Held): string {
    if (this.#games.size >= SERVE_LIMITS.games) {
      throw protocolError('too-many-games', `this process holds at most ${SERVE_LIMITS.games} games: close one first`);
    }
    const game = `g${this.#next++}`;
    this.#games.set(game, held);
    return game;
  }

  #create(options: unknown): Record<string, unknown> {
    const given = (options ?? {}) as GameOptions;
    if (!isRecord(given)) throw protocolError('invalid-argument', 'options must be an object, as createGame takes them', 'options');
    const state = createGame(given);
    const game = this.#add({ state, options: given, start: state, actions: [] });
    return { game, ...decisionOf(state) };
  }

  #load(save: unknown): Record<string, unknown> {
    if (typeof save !== 'string') throw protocolError('invalid-argument', 'save must be the text a save answered', 'save');
    const state = deserialize(save);
    const game = this.#add({ state, options: null, start: state, actions: [] });
    return { game, ...decisionOf(state) };
  }

  #apply(held: Held, r: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const ways = ['action', 'notation', 'index'].filter((k) => r[k] !== undefined);
    if (ways.length !== 1) throw protocolError('invalid-argument', 'apply takes exactly one of action, notation or index', ways[1] ?? 'action');
    if (held.state.phase === 'ended') throw protocolError('game-over', 'the game is over: nothing can be applied');
    let action: Action;
    if (r['index'] !== undefined) {
      const index = r['index'];
      if (typeof index !== 'number' || !Number.isInteger(index)) throw protocolError('invalid-argument', `index must be an integer from 0 to ${ACTION_COUNT - 1}`, 'index');
      action = actionOf(held.state, index);
    } else if (r['notation'] !== undefined) {
      const text = r['notation'];
      if (typeof text !== 'string') throw protocolError('invalid-argument', 'notation must be a string such as "P1 take red-circle"', 'notation');
      action = parseAction(text);
    } else {
      action = r['action'] as Action;
    }
    return this.#play(held, action);
  }

  #play(held: Held, action: Action): Record<string, unknown> {
    if (held.actions.length >= SERVE_LIMITS.actions) {
      throw protocolError('too-many-actions', `a game takes at most ${SERVE_LIMITS.actions} actions here`);
    }
    const result = applyAction(held.state, action);
    if (!result.ok) {
      const v = result.error;
      throw new Failure('rule', v.code, v.message, v.field);
    }
    held.state = result.state;
    held.actions.push(action);
    return afterApply(result.state, result.events);
  }

  #record(held: Held): Record<string, unknown> {
    if (held.options === null) throw protocolError('no-record', 'a game loaded from a save has no record: its save is the way to keep it');
    return { record: recordOf(held.options, held.start, held.actions) };
  }

  #bot(held: Held, r: Readonly<Record<string, unknown>>): Record<string, unknown> {
    if (held.state.phase === 'ended') throw protocolError('game-over', 'the game is over: no bot can move');
    const apply = r['apply'];
    if (apply !== undefined && typeof apply !== 'boolean') throw protocolError('invalid-argument', 'apply must be true or false', 'apply');
    // The engine's own bot service checks the bot's name and options against BOT_OPTION_LIMITS.
    const answer = answerBotRequest({ protocol: BOT_PROTOCOL, id: 0, bot: r['bot'], options: r['options'], state: held.state });
    if (answer === undefined) throw protocolError('internal-error', 'the bot service did not answer');
    if (!answer.ok) throw new Failure('bot', answer.error.code, answer.error.message);
    const action = answer.action;
    const chosen = { action, notation: formatAction(action), index: indexOf(held.state, action) };
    return apply === true ? { ...chosen, ...this.#play(held, action) } : chosen;
  }

  #close(r: Readonly<Record<string, unknown>>): Record<string, unknown> {
    this.#held(r);
    this.#games.delete(r['game'] as string);
    return { closed: r['game'] };
  }
}

function hello(): Record<string, unknown> {
  const observation: Record<string, number> = {};
  for (const [players, layout] of Object.entries(OBSERVATION_LAYOUT)) observation[players] = layout.size;
  return {
    protocol: SERVE_PROTOCOL, engine: ENGINE_VERSION, rulesVersion: RULES_VERSION, limits: SERVE_LIMITS, commands: SERVE_COMMANDS,
    actionCount: ACTION_COUNT, actionSpaceVersion: ACTION_SPACE_VERSION, observationVersion: OBSERVATION_VERSION, observationSize: observation,
  };
}

/** What the game waits for: the decision and the seat to act (`null` once the game is over). */
function decisionOf(state: GameState): Record<string, unknown> {
  return { seat: decider(state) ?? null, decision: currentDecision(state) };
}

function afterApply(state: GameState, events: readonly GameEvent[]): Record<string, unknown> {
  const over = state.phase === 'ended';
  return { events, over, ...decisionOf(state), ...(over ? { scores: scoreGame(state) } : {}) };
}

function legal(state: GameState): Record<string, unknown> {
  const actions = legalActions(state);
  return { ...decisionOf(state), actions, notation: actions.map(formatAction), indices: actions.map((a) => indexOf(state, a)) };
}

function observe(state: GameState, r: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const seat = r['seat'] === undefined ? decider(state) : seatOf(r['seat'], state, 'seat');
  if (seat === undefined) throw protocolError('game-over', 'the game is over: name the seat to observe', 'seat');
  const full = r['full'];
  if (full !== undefined && typeof full !== 'boolean') throw protocolError('invalid-argument', 'full must be true or false', 'full');
  const observation = full === true ? encodeFullState(state, seat) : encodeObservation(state, seat);
  const mask = actionMask(state);
  const legalIndices: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i] === 1) legalIndices.push(i);
  return { seat, observation: Array.from(observation), mask: legalIndices };
}

function seatOf(value: unknown, state: GameState, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= state.players.length) {
    throw protocolError('invalid-argument', `${path} must be a seat from 0 to ${state.players.length - 1}`, path);
  }
  return value;
}

function checkFields(r: Readonly<Record<string, unknown>>, required: readonly string[], optional: readonly string[]): void {
  const known = ['id', 'cmd', ...required, ...optional];
  for (const key of Object.keys(r)) {
    if (!known.includes(key)) throw protocolError('invalid-argument', `unknown field ${JSON.stringify(key.slice(0, 40))}${didYouMean(key, known)}`, key);
  }
  for (const key of required) if (r[key] === undefined) throw protocolError('invalid-argument', `missing field ${key}`, key);
}

/** The reply's error for anything thrown while answering. */
function errorOf(e: unknown): ServeError {
  if (e instanceof Failure) return e.path === undefined ? { kind: e.kind, code: e.code, message: e.message } : { kind: e.kind, code: e.code, message: e.message, path: e.path };
  if (e instanceof SetupError) return { kind: 'setup', code: e.code, message: e.message, path: e.path };
  if (e instanceof LoadError) return { kind: 'load', code: e.code, message: e.message, path: e.path };
  if (e instanceof NotationError) return { kind: 'notation', code: e.code, message: e.message, path: `notation:${e.column}` };
  if (e instanceof LearnError) return { kind: 'learn', code: e.code, message: e.message };
  // Anything else is a fault of this process, reported, never fatal.
  return { kind: 'protocol', code: 'internal-error', message: e instanceof Error ? e.message : String(e) };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is string | number | null {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}
