/**
 * The messages between a page (or a Node thread) and a worker that runs bots: plain JSON, so
 * they cross `postMessage`, a `MessagePort` or any JSON channel unchanged.
 * @module
 */
import type { Action, GameState, PlayerView } from '../index.js';
import type { WeightOverrides } from './evaluate.js';
import type { GreedyOptions } from './greedy.js';
import type { SearchOptions } from './search.js';

/**
 * Tags every request and answer, so a worker can share its message channel with other traffic.
 * @group Bots in workers
 */
export const BOT_PROTOCOL = 'spellbook-engine/bots@1';

/**
 * Options of the greedy bot in a worker request: `greedyBot(weights, options)` in one object.
 * @group Bots in workers
 */
export interface GreedyBotOptions extends GreedyOptions {
  /** Evaluation weights; missing ones default to `DEFAULT_WEIGHTS`. */
  readonly weights?: WeightOverrides | undefined;
}

/**
 * The bots every worker serves, by name, with the options each takes in a request:
 * `random` (no options), `greedy` ({@link GreedyBotOptions}) and `search` ({@link SearchOptions}).
 * Extend it with your own bots (`BuiltInBots & { mine: MyOptions }`) and serve them with
 * {@link serveBots}'s `bots` option.
 * @group Bots in workers
 */
export interface BuiltInBots {
  /** `randomBot`: no options. */
  readonly random: Readonly<Record<string, never>>;
  /** `greedyBot(weights, options)`. */
  readonly greedy: GreedyBotOptions;
  /** `searchBot(options)`. */
  readonly search: SearchOptions;
}

/**
 * A request: which bot decides, with which options, for which position.
 * @group Bots in workers
 */
export interface BotRequestMessage {
  /** The protocol tag, {@link BOT_PROTOCOL}. */
  readonly protocol: typeof BOT_PROTOCOL;
  /** Chosen by the sender; the answer carries it back. */
  readonly id: number;
  /** The bot's name, as the worker serves it (`random`, `greedy`, `search` or one of yours). */
  readonly bot: string;
  /** The bot's options (plain JSON), given to its factory in the worker. */
  readonly options?: unknown;
  /** The whole game: the bot decides as `botAction(state, bot)` would. Give this or `view`. */
  readonly state?: GameState | undefined;
  /** What the deciding player sees: the bot decides from it alone. Give this or `state`. */
  readonly view?: PlayerView | undefined;
  /** With `view`: the game seed the bot's generator derives from (default `sfc32:from-view`). */
  readonly seed?: string | undefined;
}

/**
 * Stable codes of {@link BotWorkerError}.
 * @group Bots in workers
 */
export type BotWorkerErrorCode =
  /**
   * The request is malformed: not a state or a view of a valid game, options that are not plain
   * data, or a built-in bot's options beyond `BOT_OPTION_LIMITS`.
   */
  | 'bad-request'
  /** The worker serves no bot of that name. */
  | 'unknown-bot'
  /** The position has no decision left: the game is over. */
  | 'game-over'
  /** The bot (or its factory) threw, or chose an action that is not legal. */
  | 'bot-failed'
  /**
   * The worker could not be started, crashed, exited or sent something that is not an answer
   * (an action that is not legal in the request's position included).
   */
  | 'worker-failed'
  /** The workers were closed before the bot answered. */
  | 'closed';

/**
 * An error as it crosses the channel: its code, its message and the name of the original error.
 * @group Bots in workers
 */
export interface BotErrorMessage {
  /** What kind of failure (see {@link BotWorkerErrorCode}). */
  readonly code: BotWorkerErrorCode;
  /** What happened, in a sentence. */
  readonly message: string;
  /** The `name` of the error raised in the worker (e.g. `LoadError`, `TypeError`). */
  readonly name: string;
}

/**
 * An answer: the action, or why there is none.
 * @group Bots in workers
 */
export type BotAnswerMessage =
  | {
    /** The protocol tag, {@link BOT_PROTOCOL}. */
    readonly protocol: typeof BOT_PROTOCOL;
    /** The request's `id`. */
    readonly id: number;
    /** The bot answered. */
    readonly ok: true;
    /** The bot's action: a plain copy of one of the position's legal actions. */
    readonly action: Action;
  }
  | {
    /** The protocol tag, {@link BOT_PROTOCOL}. */
    readonly protocol: typeof BOT_PROTOCOL;
    /** The request's `id`. */
    readonly id: number;
    /** No action. */
    readonly ok: false;
    /** Why. */
    readonly error: BotErrorMessage;
  };

/**
 * Why a bot in a worker gave no action. Requests that are aborted reject with the signal's
 * reason instead (an `AbortError` for a plain `controller.abort()`).
 * @example
 * ```ts
 * try { await workers.botAction({ state, bot: 'search' }); }
 * catch (e) { if (e instanceof BotWorkerError && e.code === 'unknown-bot') console.log(e.message); }
 * ```
 * @group Bots in workers
 */
export class BotWorkerError extends Error {
  /** A stable code to branch on. */
  readonly code: BotWorkerErrorCode;
  /** The `name` of the error raised in the worker, when it came from one (e.g. `LoadError`). */
  readonly remoteName: string | undefined;

  constructor(code: BotWorkerErrorCode, message: string, remoteName?: string) {
    super(message);
    this.name = 'BotWorkerError';
    this.code = code;
    this.remoteName = remoteName;
  }
}

const CODES: ReadonlySet<string> = new Set<BotWorkerErrorCode>(['bad-request', 'unknown-bot', 'game-over', 'bot-failed', 'worker-failed', 'closed']);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is tagged with {@link BOT_PROTOCOL} (a request or an answer, well formed or not). */
export function isBotMessage(value: unknown): value is Readonly<Record<string, unknown>> {
  return isRecord(value) && value['protocol'] === BOT_PROTOCOL;
}

/**
 * Reads an answer received from a worker: `undefined` when `value` is no message of this
 * protocol (other traffic on the same channel), a `worker-failed` error answer when it is one
 * but malformed. The asking side of a channel of your own (see `answerBotRequest`).
 * @example
 * ```ts
 * socket.addEventListener('message', (event) => {
 *   const answer = readAnswer(JSON.parse(String(event.data)));
 *   if (answer?.ok) console.log(answer.id, answer.action);
 * });
 * ```
 * @group Bots in workers
 */
export function readAnswer(value: unknown): BotAnswerMessage | undefined {
  if (!isBotMessage(value) || typeof value['id'] !== 'number') return undefined;
  const id = value['id'];
  if (value['ok'] === true && isRecord(value['action']) && typeof value['action']['type'] === 'string') {
    return { protocol: BOT_PROTOCOL, id, ok: true, action: value['action'] as unknown as Action };
  }
  const error = value['error'];
  if (value['ok'] === false && isRecord(error)) {
    const code = typeof error['code'] === 'string' && CODES.has(error['code']) ? error['code'] as BotWorkerErrorCode : 'worker-failed';
    const message = typeof error['message'] === 'string' ? error['message'] : 'the worker sent an error without a message';
    const name = typeof error['name'] === 'string' ? error['name'] : 'Error';
    return { protocol: BOT_PROTOCOL, id, ok: false, error: { code, message, name } };
  }
  return { protocol: BOT_PROTOCOL, id, ok: false, error: { code: 'worker-failed', message: 'the worker sent a malformed answer', name: 'BotWorkerError' } };
}
