/**
 * The wire protocol between the game server (server.ts) and its clients (client.ts): JSON text
 * frames over one WebSocket, each frame one message, every message a member of a discriminated
 * union on `type`. Both sides import this file, so a change to a message is a compile error on
 * both ends.
 *
 * Everything here is plain data built from the engine's own types (`PlayerView`, `Action`,
 * `GameEvent`, `Decision`, `ScoreSheet`): the server forwards what the engine gives it and the
 * client can hand it straight back to the engine's helpers (`describeEvent`, `formatAction`, ...).
 */
import type { Action, Decision, GameEvent, PlayerView, ScoreSheet, ViolationCode } from 'spellbook-engine';

/** Bumped when a message changes shape. Sent in `welcome`. */
export const PROTOCOL_VERSION = 1;

/** The largest frame the server accepts, in bytes. A legal action is well under 1 KiB. */
export const MAX_FRAME_BYTES = 64 * 1024;

/** WebSocket close code the server uses on the old connection of a seat that was taken over. */
export const CLOSE_REPLACED = 4001;

/**
 * WebSocket close code the server uses on a connection that does not read what it is sent: its
 * unread replies passed the server's bound (`maxBufferedBytes`). Its seat stays claimed; the
 * token brings the player back on a new connection.
 */
export const CLOSE_UNREAD_BACKLOG = 4002;

// ---------------------------------------------------------------------------------------------
// Client -> server
// ---------------------------------------------------------------------------------------------

/**
 * Sit down at `table` in `seat` (0-based). The first `hello` for a seat claims it and the reply
 * (`welcome`) carries the seat's secret `token`; from then on the seat belongs to whoever
 * presents that token (a reconnect, or the same player on another device).
 */
export interface HelloMessage {
  readonly type: 'hello';
  readonly table: string;
  readonly seat: number;
  /** A display name shown to the other players (1 to 40 characters). */
  readonly name: string;
  /** The token of a seat claimed earlier: reclaims it, replacing any live connection. */
  readonly token?: string;
  /** Echoed in an `error` reply that refuses this `hello`. */
  readonly ref?: string;
}

/**
 * Play `action` as the seat this connection holds. `step` is the `view.step` the client chose
 * it at: if the game moved on since, the server refuses it with `stale-step` instead of applying
 * it to a position the player never saw.
 */
export interface ActionMessage {
  readonly type: 'action';
  readonly step: number;
  /** Usually one of the `legal` actions of the last `state` message, sent back as is. */
  readonly action: Action;
  /** Optional client-chosen id, echoed in an `error` reply so a client can match it. */
  readonly ref?: string;
}

/** The same as `action`, with the action in the engine's notation (`P1 take red-circle`). */
export interface NotationMessage {
  readonly type: 'notation';
  readonly step: number;
  readonly text: string;
  readonly ref?: string;
}

/** Anything a client may send. */
export type ClientMessage = HelloMessage | ActionMessage | NotationMessage;

// ---------------------------------------------------------------------------------------------
// Server -> client
// ---------------------------------------------------------------------------------------------

/** One seat as everybody at the table sees it (never its token). */
export interface SeatInfo {
  readonly seat: number;
  /** The player's name, the bot's name, or `null` for a seat nobody has claimed yet. */
  readonly name: string | null;
  readonly kind: 'human' | 'bot';
  /** A human seat with a live connection, or a bot (always there). */
  readonly connected: boolean;
}

/** The reply to a successful `hello`. Only the connection that claimed the seat ever sees `token`. */
export interface WelcomeMessage {
  readonly type: 'welcome';
  readonly protocol: typeof PROTOCOL_VERSION;
  readonly table: string;
  readonly seat: number;
  /** Keep it to reclaim the seat later (send it in `hello.token`). */
  readonly token: string;
  /** True when this `hello` reclaimed a seat with its token. */
  readonly resumed: boolean;
  readonly seats: readonly SeatInfo[];
  /** False until every human seat has been claimed once; nobody can act before. */
  readonly started: boolean;
}

/** Who sits where: sent to the table whenever a seat is claimed, connects or disconnects. */
export interface LobbyMessage {
  readonly type: 'lobby';
  readonly table: string;
  readonly seats: readonly SeatInfo[];
  readonly started: boolean;
}

/**
 * The position as this seat may see it: its own `playerView(state, seat)` (no seed, no
 * generator state, no order of future draws), who must act now, and, only for the seat that
 * must act, its legal actions. Sent after `welcome` once the game has started, and to every
 * connected seat after each accepted action.
 */
export interface StateMessage {
  readonly type: 'state';
  readonly table: string;
  readonly view: PlayerView;
  readonly decision: Decision;
  /** `legalActions(state)` when this seat must act, else `null`. Send one back in an `action`. */
  readonly legal: readonly Action[] | null;
}

/**
 * What one accepted action did, sent to every connected seat before the new `state`. SpellBook
 * has no hidden hands: every token an event moves lands somewhere the next view shows to all, so
 * events go to everyone unfiltered (see the README, "What a client can learn").
 */
export interface EventsMessage {
  readonly type: 'events';
  readonly table: string;
  /** The seat that acted (a human or a server bot). */
  readonly by: number;
  readonly action: Action;
  /** `formatAction(action)`, for logs. */
  readonly notation: string;
  /** `state.step` after the action. */
  readonly step: number;
  readonly events: readonly GameEvent[];
}

/** The game is over: `scoreGame` of the final state. Sent once to every connected seat (and on a late join). */
export interface GameOverMessage {
  readonly type: 'game-over';
  readonly table: string;
  readonly score: ScoreSheet;
}

/** This connection lost its seat to a `hello` with the seat's token; the server then closes it with {@link CLOSE_REPLACED}. */
export interface ReplacedMessage {
  readonly type: 'replaced';
  readonly table: string;
  readonly seat: number;
}

/**
 * Errors of the protocol itself (the engine's {@link ViolationCode}s cover the rules):
 * - `bad-json`: the frame is not JSON; `bad-message`: JSON, but not a {@link ClientMessage};
 * - `unknown-table`, `bad-seat` (not a seat of the table), `bot-seat` (a server bot plays it),
 *   `seat-taken` (claimed by someone else: send its `token` to reclaim it);
 * - `already-joined` (a second `hello` on one connection), `not-joined` (an action before `hello`);
 * - `not-started` (an action before every human seat was claimed);
 * - `not-your-seat`: the action's `player` is another seat than the one this connection holds
 *   (a foreign action; an action for your own seat when someone else must act is the engine's
 *   `not-your-turn`);
 * - `bad-notation`: a `notation` message whose text does not parse (`message` says why and where);
 * - `internal-error`: the server failed; nothing was applied.
 */
export type ProtocolErrorCode =
  | 'bad-json' | 'bad-message' | 'unknown-table' | 'bad-seat' | 'bot-seat' | 'seat-taken'
  | 'already-joined' | 'not-joined' | 'not-started' | 'not-your-seat' | 'bad-notation' | 'internal-error';

/**
 * A refused message. Nothing changed on the server: the game, the seats and this connection are
 * as they were (the connection stays open). `code` is a {@link ProtocolErrorCode} or one of the
 * engine's `RuleViolation` codes (`stale-step`, `malformed-action`, `not-your-turn`, ...).
 */
export interface ErrorMessage {
  readonly type: 'error';
  readonly code: ProtocolErrorCode | ViolationCode;
  /** English, for logs. Branch on `code`. */
  readonly message: string;
  /** The engine's `field` at fault, when it names one. */
  readonly field?: string;
  /** The `ref` of the message refused, when it had one. */
  readonly ref?: string;
}

/** Anything the server may send. */
export type ServerMessage =
  | WelcomeMessage | LobbyMessage | StateMessage | EventsMessage | GameOverMessage | ReplacedMessage | ErrorMessage;

// ---------------------------------------------------------------------------------------------
// Encoding and checking
// ---------------------------------------------------------------------------------------------

/** One frame of text for a message. */
export function encode(message: ClientMessage | ServerMessage): string {
  return JSON.stringify(message);
}

/** The reply for a frame that is not a valid {@link ClientMessage}. */
export type ParseFailure = ErrorMessage & { readonly code: 'bad-json' | 'bad-message' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badMessage(message: string, ref?: string): ParseFailure {
  return ref === undefined ? { type: 'error', code: 'bad-message', message } : { type: 'error', code: 'bad-message', message, ref };
}

function isStep(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * Reads a client's frame, field by field: the server never trusts a client. Returns the message,
 * or the `error` to send back. The `action` of an `action` message is only checked to be an
 * object here: its shape is the engine's business (`applyAction` checks every field first and
 * answers `malformed-action`, naming the `field`), so the server does not duplicate the rules.
 */
export function parseClientMessage(text: string): ClientMessage | ParseFailure {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { type: 'error', code: 'bad-json', message: 'the frame is not JSON' };
  }
  if (!isRecord(value)) return badMessage('a message is a JSON object with a "type"');
  const ref = typeof value.ref === 'string' && value.ref.length <= 64 ? value.ref : undefined;
  if (value.ref !== undefined && ref === undefined) return badMessage('"ref" must be a string of at most 64 characters');
  switch (value.type) {
    case 'hello': {
      const { table, seat, name, token } = value;
      if (typeof table !== 'string' || table.length === 0 || table.length > 64) return badMessage('hello.table: a string of 1 to 64 characters', ref);
      if (typeof seat !== 'number' || !Number.isInteger(seat)) return badMessage('hello.seat: an integer', ref);
      if (typeof name !== 'string' || name.trim().length === 0 || name.length > 40) return badMessage('hello.name: a string of 1 to 40 characters', ref);
      if (token !== undefined && typeof token !== 'string') return badMessage('hello.token: a string', ref);
      return {
        type: 'hello', table, seat, name: name.trim(),
        ...(token === undefined ? {} : { token }),
        ...(ref === undefined ? {} : { ref }),
      };
    }
    case 'action': {
      if (!isStep(value.step)) return badMessage('action.step: the view.step the action was chosen at', ref);
      if (!isRecord(value.action)) return badMessage('action.action: an action object', ref);
      // Deliberately unchecked beyond "an object": the engine validates untrusted actions itself.
      const action = value.action as unknown as Action;
      return ref === undefined ? { type: 'action', step: value.step, action } : { type: 'action', step: value.step, action, ref };
    }
    case 'notation': {
      if (!isStep(value.step)) return badMessage('notation.step: the view.step the action was chosen at', ref);
      if (typeof value.text !== 'string' || value.text.length > 400) return badMessage('notation.text: a string of at most 400 characters', ref);
      return ref === undefined
        ? { type: 'notation', step: value.step, text: value.text }
        : { type: 'notation', step: value.step, text: value.text, ref };
    }
    default:
      return badMessage(`unknown message type ${JSON.stringify(value.type)} (hello, action, notation)`, ref);
  }
}

const SERVER_TYPES: ReadonlySet<string> = new Set(['welcome', 'lobby', 'state', 'events', 'game-over', 'replaced', 'error']);

/**
 * Reads a server frame on the client. The client trusts its server, so this only checks that
 * the frame is an object with a known `type`.
 * @throws Error for anything else (a server bug, or not this server).
 */
export function parseServerMessage(text: string): ServerMessage {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value) || typeof value.type !== 'string' || !SERVER_TYPES.has(value.type)) {
    throw new Error(`not a server message: ${text.slice(0, 200)}`);
  }
  return value as unknown as ServerMessage;
}
