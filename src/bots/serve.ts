/**
 * The worker's side: answering bot requests, and serving them on a worker's channel.
 * @module
 */
import { currentDecision, deserialize, serialize, stateFromView, type GameState, type PlayerView } from '../index.js';
import { greedyBot } from './greedy.js';
import { isBuiltInName, optionsProblem, quoteName } from './limits.js';
import { botAction } from './play.js';
import { onPortMessage, type BotPort } from './ports.js';
import {
  BOT_PROTOCOL, isBotMessage,
  type BotAnswerMessage, type BotWorkerErrorCode, type BuiltInBots, type GreedyBotOptions,
} from './protocol.js';
import { randomBot } from './random.js';
import { searchBot } from './search.js';
import type { SearchOptions } from './search.js';
import type { Bot } from './types.js';

/**
 * How a worker builds each bot it serves, by name: a function from the request's options to a
 * bot. A request without options gives the factory `{}`. The options come from the other end
 * of the channel as plain JSON: check them if you do not trust that end.
 * @group Bots in workers
 */
export type BotFactories<R extends object> = { readonly [K in keyof R]: (options: R[K]) => Bot };

/**
 * The factories of {@link BuiltInBots}: `randomBot`, `greedyBot(weights, options)`, `searchBot(options)`.
 * @group Bots in workers
 */
export const BUILT_IN_BOTS: BotFactories<BuiltInBots> = /* @__PURE__ */ Object.freeze({
  // Marked pure: a page that only asks workers (botWorkers) leaves the bots out of its bundle.
  random: () => randomBot(),
  greedy: ({ weights, ...options }: GreedyBotOptions) => greedyBot(weights, options),
  search: (options: SearchOptions) => searchBot(options),
});

/**
 * Options of {@link serveBots} and {@link answerBotRequest}.
 * @group Bots in workers
 */
export interface ServeBotsOptions<R extends object> {
  /** Bots of your own (a custom policy), served besides the built-in ones; a built-in name is replaced. */
  readonly bots?: BotFactories<R> | undefined;
}

/** The view's seed when a request gives none: `stateFromView`'s own default. */
const VIEW_SEED = 'sfc32:from-view';

/** A failed answer: the code, the message, and the name of the error that caused it. */
class Refusal {
  constructor(readonly code: BotWorkerErrorCode, readonly message: string, readonly name = 'BotWorkerError') {}
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'Error';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The position to decide in, checked as a save is: the request's `state`, or a state rebuilt
 * from its `view` (with the given seed, which the bot's generator derives from). A round trip
 * through `serialize`/`deserialize` checks the shape and the invariants, so a malformed position
 * is a `bad-request`, never a crash halfway through a search.
 */
function positionOf(request: Readonly<Record<string, unknown>>): GameState {
  const { state, view, seed } = request;
  if ((state === undefined) === (view === undefined)) throw new Refusal('bad-request', 'a request gives either a state or a view, not both or neither');
  let candidate: unknown = state;
  if (view !== undefined) {
    if (seed !== undefined && typeof seed !== 'string') throw new Refusal('bad-request', `seed must be a string, got ${typeof seed}`);
    if (!isRecord(view)) throw new Refusal('bad-request', 'view must be a player view (an object)');
    try {
      candidate = stateFromView(view as unknown as PlayerView, { seed: seed ?? VIEW_SEED });
    } catch (e) {
      throw new Refusal('bad-request', `the view is not a player view of a valid game: ${errorText(e)}`, errorName(e));
    }
  } else if (seed !== undefined) {
    throw new Refusal('bad-request', "seed goes with a view (a state has its own seed)");
  }
  try {
    return deserialize(serialize(candidate as GameState));
  } catch (e) {
    throw new Refusal('bad-request', `the ${view === undefined ? 'state' : 'view'} is not a valid game: ${errorText(e)}`, errorName(e));
  }
}

function decide(request: Readonly<Record<string, unknown>>, factories: Readonly<Record<string, (options: never) => Bot>>): BotAnswerMessage {
  const id = request['id'] as number;
  const name = request['bot'];
  if (typeof name !== 'string') throw new Refusal('bad-request', 'bot must be the name of a bot (a string)');
  const factory = Object.hasOwn(factories, name) ? factories[name] : undefined;
  if (factory === undefined) {
    throw new Refusal('unknown-bot', `this worker serves no bot named ${quoteName(name)} (it serves ${Object.keys(factories).join(', ')})`);
  }
  const options = request['options'] ?? {};
  if (!isRecord(options)) throw new Refusal('bad-request', `the options of bot ${name} must be an object`);
  // A built-in bot (unless the worker serves its own under that name) takes its options within
  // BOT_OPTION_LIMITS: a request sent with {"timeMs": null} or {"iterations": 1e9} would think forever.
  if (isBuiltInName(name) && factory === (BUILT_IN_BOTS as Readonly<Record<string, unknown>>)[name]) {
    const problem = optionsProblem(name, options);
    if (problem !== undefined) throw new Refusal('bad-request', problem);
  }
  const state = positionOf(request);
  if (currentDecision(state).kind === 'game-over') throw new Refusal('game-over', 'the game is over: no bot has anything to decide');
  let bot: Bot;
  try {
    bot = factory(options as never);
  } catch (e) {
    throw new Refusal('bad-request', `bot ${name} refused its options: ${errorText(e)}`, errorName(e));
  }
  try {
    return { protocol: BOT_PROTOCOL, id, ok: true, action: botAction(state, bot) };
  } catch (e) {
    throw new Refusal('bot-failed', `bot ${name} failed: ${errorText(e)}`, errorName(e));
  }
}

/**
 * Answers one request: builds the named bot from its options and lets it decide, exactly as
 * `botAction(state, bot)` does on the main thread (same view, same legal actions, same
 * generator, so the same action). Given a view instead of a state, the bot decides from the
 * view alone, with its generator derived from the request's `seed` (the game's seed gives the
 * action `botAction` gives on the full state). Never throws: every failure is an error answer
 * with a code ({@link BotWorkerErrorCode}). Use it to serve bots over a channel of your own (a
 * WebSocket, a queue); {@link serveBots} uses it on a worker's channel.
 * @returns The answer to post back, or `undefined` when `message` is not a request of this
 * protocol (other traffic, or one without an `id` to answer to).
 * @example
 * ```ts
 * socket.on('message', (text) => {
 *   const answer = answerBotRequest(JSON.parse(String(text)));
 *   if (answer !== undefined) socket.send(JSON.stringify(answer));
 * });
 * ```
 * @group Bots in workers
 */
export function answerBotRequest<R extends object = Record<never, never>>(message: unknown, options: ServeBotsOptions<R> = {}): BotAnswerMessage | undefined {
  if (!isBotMessage(message) || typeof message['id'] !== 'number' || 'ok' in message) return undefined;
  const factories = { ...BUILT_IN_BOTS, ...options.bots } as Readonly<Record<string, (options: never) => Bot>>;
  try {
    return decide(message, factories);
  } catch (e) {
    const refusal = e instanceof Refusal ? e : new Refusal('bot-failed', errorText(e), errorName(e));
    return { protocol: BOT_PROTOCOL, id: message['id'], ok: false, error: { code: refusal.code, message: refusal.message, name: refusal.name } };
  }
}

/**
 * Serves bot requests on a worker's channel: the one call a bot worker script makes. Each
 * request names a bot (`random`, `greedy`, `search` or one of `options.bots`), its options and a
 * position (a state, or a player view); the answer is the bot's action or a typed error (see
 * {@link answerBotRequest}). Messages of other protocols are left alone. Requests are answered
 * one at a time, in order. Pair it with {@link botWorkers} on the other side.
 * @param port The worker's channel: `self` in a Web Worker, `parentPort` in a Node worker thread.
 * @returns A function that stops serving.
 * @example
 * ```ts
 * // bot-worker.ts, started with new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' })
 * import { serveBots } from 'spellbook-engine/bots';
 * serveBots(self);
 * // In Node: serveBots(parentPort!), with parentPort from node:worker_threads.
 * ```
 * @group Bots in workers
 */
export function serveBots<R extends object = Record<never, never>>(port: BotPort, options: ServeBotsOptions<R> = {}): () => void {
  return onPortMessage(port, (message) => {
    const answer = answerBotRequest(message, options);
    if (answer !== undefined) port.postMessage(answer);
  });
}
