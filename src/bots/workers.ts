/**
 * The page's side (or the Node thread's): asking bots in workers for actions, with promises
 * and abort signals, so that a searching bot never blocks the thread that asks.
 * @module
 */
import { legalActions, stateFromView, type Action, type GameState, type PlayerView } from '../index.js';
import { keyOf } from './action-key.js';
import { isBuiltInName, optionsProblem, quoteName } from './limits.js';
import { listenToWorker, type BotWorkerHandle } from './ports.js';
import { BOT_PROTOCOL, BotWorkerError, readAnswer, type BotRequestMessage, type BuiltInBots } from './protocol.js';

/**
 * The part of an `AbortSignal` {@link BotWorkers.botAction} uses (a browser's or Node's
 * `AbortSignal` fits, e.g. `new AbortController().signal` or `AbortSignal.timeout(2000)`).
 * @group Bots in workers
 */
export interface AbortSignalLike {
  /** Whether it was aborted already. */
  readonly aborted: boolean;
  /** Why: what the request rejects with (an `AbortError` unless the caller gave another reason). */
  readonly reason: unknown;
  /** Listens for the abort. */
  addEventListener(type: 'abort', listener: () => void): void;
  /** Stops listening (once the request is settled). */
  removeEventListener(type: 'abort', listener: () => void): void;
}

/**
 * Which bot decides, with its options (plain JSON), for each bot name a worker serves.
 * @group Bots in workers
 */
export type BotChoice<R extends object> = {
  readonly [K in keyof R & string]: {
    /** The bot's name, as the worker serves it. */
    readonly bot: K;
    /** Its options (plain JSON); left out, the worker's factory gets `{}`. */
    readonly options?: R[K] | undefined;
  };
}[keyof R & string];

/**
 * The position a bot decides in: the whole state (the bot sees what `botAction(state, bot)`
 * shows it), or only the deciding player's view, with the seed the bot's generator derives
 * from (give the game's seed, `state.seed`, to get the action `botAction` would choose).
 * @group Bots in workers
 */
export type BotPosition =
  | {
    /** The whole game, as `botAction(state, bot)` takes it. */
    readonly state: GameState;
    /** Not with a state. */
    readonly view?: never;
    /** Not with a state (it has its own seed). */
    readonly seed?: never;
  }
  | {
    /** What the deciding player sees: `playerView(state, seat)`. */
    readonly view: PlayerView;
    /** The game seed the bot's generator derives from (default `sfc32:from-view`). */
    readonly seed?: string | undefined;
    /** Not with a view. */
    readonly state?: never;
  };

/**
 * One request to {@link BotWorkers.botAction}: a bot, a position, and an optional abort signal.
 * @group Bots in workers
 */
export type BotRequest<R extends object = BuiltInBots> = BotChoice<R> & BotPosition & {
  /** Aborting rejects the promise with the signal's reason and stops the bot (its worker is ended). */
  readonly signal?: AbortSignalLike | undefined;
};

/**
 * Options of {@link botWorkers}.
 * @group Bots in workers
 */
export interface BotWorkersOptions {
  /**
   * How many workers may think at once (default 1): requests beyond that wait in order. Each
   * worker is started on first need and kept for the next requests.
   */
  readonly size?: number | undefined;
}

/**
 * Bots in workers, from {@link botWorkers}.
 * @group Bots in workers
 */
export interface BotWorkers<R extends object = BuiltInBots> {
  /**
   * The action the named bot chooses in a position, computed in a worker. The action is a
   * plain copy of one of `legalActions(state)` (`applyAction` and `match.play` take it).
   * @throws (rejects with) the signal's reason when `signal` aborts (an `AbortError` for
   * `controller.abort()`); {@link BotWorkerError} when the worker refuses the request
   * (`bad-request`, `unknown-bot`, `game-over`), when the bot fails (`bot-failed`), when the
   * worker cannot start, dies or answers an action that is not legal in the position
   * (`worker-failed`), or after {@link BotWorkers.close} (`closed`).
   */
  botAction(request: BotRequest<R>): Promise<Action>;
  /** Requests waiting or being thought about. */
  readonly pending: number;
  /** Ends every worker and rejects every pending request with a `closed` error. Idempotent. */
  close(): void;
}

/** A request on its way: its message, its promise's settlers, and its signal. */
interface Pending {
  readonly message: BotRequestMessage;
  readonly resolve: (action: Action) => void;
  readonly reject: (reason: unknown) => void;
  readonly signal: AbortSignalLike | undefined;
}

/** One signal's listener and the requests it stops: one listener per signal, however many requests share it. */
interface Watch {
  readonly onAbort: () => void;
  readonly requests: Set<Pending>;
}

/** A worker and the request it thinks about. */
interface Slot {
  worker: BotWorkerHandle | undefined;
  busy: Pending | undefined;
}

/** The view's seed when a request gives none, as the worker takes it (`stateFromView`'s own default). */
const VIEW_SEED = 'sfc32:from-view';

/**
 * The legal action of the request's position equal to `action`, or why there is none: a
 * worker's answer is checked before a promise resolves to it (the worker may misbehave).
 */
function legalCopy(message: BotRequestMessage, action: Action): Action | string {
  let legal: readonly Action[];
  try {
    const state = message.state ?? stateFromView(message.view as PlayerView, { seed: message.seed ?? VIEW_SEED });
    legal = legalActions(state);
  } catch (e) {
    return `the worker answered a request whose position has no legal actions here: ${e instanceof Error ? e.message : String(e)}`;
  }
  let key: string;
  try {
    key = keyOf(action);
  } catch {
    key = '';
  }
  const found = legal.find((a) => keyOf(a) === key);
  if (found !== undefined) return found;
  let text: string;
  try {
    text = JSON.stringify(action);
  } catch {
    text = 'an action';
  }
  return `the worker answered ${text.length > 200 ? `${text.slice(0, 200)}…` : text}, which is not a legal action of the position`;
}

/**
 * Runs bots in workers (Web Workers or Node worker threads) so that the thread that asks
 * stays free: the page keeps drawing and answering clicks while a search bot thinks. The
 * workers run a script that calls {@link serveBots}; `spawn` starts one (you construct the
 * worker, so a bundler sees the script and Node's `worker_threads` stays out of this package).
 *
 * Requests are plain JSON (the state is JSON), so the worker's bot sees exactly what it would
 * see on the main thread and chooses the same action: `botAction(state, searchBot(options))`.
 * Aborting a request that waits drops it; aborting one being thought about ends its worker
 * (a bot cannot be interrupted mid-search otherwise), and a new worker starts for the next request.
 * @param spawn Starts a worker that serves bots.
 * @example
 * ```ts
 * const workers = botWorkers(() => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }));
 * const controller = new AbortController();
 * const action = await workers.botAction({ state, bot: 'search', options: { iterations: 300 }, signal: controller.signal });
 * ```
 * @group Bots in workers
 */
export function botWorkers<R extends object = BuiltInBots>(spawn: () => BotWorkerHandle, options: BotWorkersOptions = {}): BotWorkers<R> {
  const size = options.size ?? 1;
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be a positive integer, got ${String(size)}`);
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: undefined, busy: undefined }));
  const queue: Pending[] = [];
  // One abort listener per signal, removed when its last request settles: requests that share a
  // long-lived signal (a page's "New game" controller) add no listener each, so none pile up.
  const watches = new Map<AbortSignalLike, Watch>();
  let nextId = 1;
  let closed = false;

  const watch = (p: Pending): void => {
    const signal = p.signal;
    if (signal === undefined) return;
    let w = watches.get(signal);
    if (w === undefined) {
      const requests = new Set<Pending>();
      w = { requests, onAbort: () => { for (const q of [...requests]) abort(q); } };
      watches.set(signal, w);
      signal.addEventListener('abort', w.onAbort);
    }
    w.requests.add(p);
  };

  /** The request is settled (or about to be): its signal no longer concerns it. */
  const settle = (p: Pending): void => {
    const signal = p.signal;
    if (signal === undefined) return;
    const w = watches.get(signal);
    if (w === undefined || !w.requests.delete(p) || w.requests.size > 0) return;
    watches.delete(signal);
    signal.removeEventListener('abort', w.onAbort);
  };

  /** Ends a slot's worker (aborted, failed or closed); a later request starts a new one. */
  const retire = (slot: Slot): void => {
    const worker = slot.worker;
    slot.worker = undefined;
    slot.busy = undefined;
    if (worker !== undefined) void worker.terminate();
  };

  const start = (slot: Slot): BotWorkerHandle => {
    const worker = spawn();
    slot.worker = worker;
    listenToWorker(worker, {
      message(value) {
        // Late news from a worker that was retired (aborted, failed) concerns nobody.
        if (slot.worker !== worker) return;
        const answer = readAnswer(value);
        const p = slot.busy;
        if (answer === undefined || p === undefined || answer.id !== p.message.id) return;
        slot.busy = undefined;
        settle(p);
        if (answer.ok) {
          const action = legalCopy(p.message, answer.action);
          if (typeof action === 'string') {
            // A worker that answers an action that is not legal misbehaves: it is ended, and a
            // fresh one starts for the next request.
            retire(slot);
            p.reject(new BotWorkerError('worker-failed', `bot ${quoteName(p.message.bot)}: ${action}`));
          } else {
            p.resolve(action);
          }
        } else {
          p.reject(new BotWorkerError(answer.error.code, answer.error.message, answer.error.name));
        }
        pump();
      },
      failure(reason) {
        if (slot.worker !== worker) return;
        const p = slot.busy;
        retire(slot);
        if (p !== undefined) {
          settle(p);
          p.reject(new BotWorkerError('worker-failed', `bot ${quoteName(p.message.bot)}: ${reason}`));
        }
        pump();
      },
    });
    return worker;
  };

  /** Hands waiting requests to free workers. */
  const pump = (): void => {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => s.busy === undefined);
      if (slot === undefined) return;
      const p = queue.shift() as Pending;
      let worker: BotWorkerHandle;
      try {
        worker = slot.worker ?? start(slot);
      } catch (e) {
        retire(slot);
        settle(p);
        p.reject(new BotWorkerError('worker-failed', `could not start a bot worker: ${e instanceof Error ? e.message : String(e)}`));
        continue;
      }
      try {
        worker.postMessage(p.message);
      } catch (e) {
        // Structured cloning refused the message (a function or a class instance in the options).
        settle(p);
        p.reject(new BotWorkerError('bad-request', `the request is not plain data: ${e instanceof Error ? e.message : String(e)}`));
        continue;
      }
      slot.busy = p;
    }
  };

  const abort = (p: Pending): void => {
    settle(p);
    const waiting = queue.indexOf(p);
    if (waiting >= 0) queue.splice(waiting, 1);
    const slot = slots.find((s) => s.busy === p);
    if (slot !== undefined) retire(slot);
    p.reject(p.signal?.reason);
    pump();
  };

  return {
    botAction(request) {
      if (closed) return Promise.reject(new BotWorkerError('closed', 'the bot workers are closed'));
      const { signal } = request;
      if (signal?.aborted === true) return Promise.reject(signal.reason);
      // The built-in bots' options are checked here as the worker checks them, by name (a bot
      // of your own served under a built-in name takes options within the same limits here:
      // give it a name of its own).
      const bot: unknown = request.bot;
      if (typeof bot !== 'string') return Promise.reject(new BotWorkerError('bad-request', 'bot must be the name of a bot (a string)'));
      if (isBuiltInName(bot)) {
        const problem = optionsProblem(bot, request.options);
        if (problem !== undefined) return Promise.reject(new BotWorkerError('bad-request', problem));
      }
      const message: BotRequestMessage = {
        protocol: BOT_PROTOCOL,
        id: nextId++,
        bot: request.bot,
        ...(request.options === undefined ? {} : { options: request.options }),
        ...(request.state === undefined ? {} : { state: request.state }),
        ...(request.view === undefined ? {} : { view: request.view }),
        ...(request.seed === undefined ? {} : { seed: request.seed }),
      };
      return new Promise<Action>((resolve, reject) => {
        const p: Pending = { message, resolve, reject, signal };
        watch(p);
        queue.push(p);
        pump();
      });
    },
    get pending() {
      return queue.length + slots.filter((s) => s.busy !== undefined).length;
    },
    close() {
      if (closed) return;
      closed = true;
      const dropped = [...slots.flatMap((s) => (s.busy === undefined ? [] : [s.busy])), ...queue.splice(0)];
      for (const slot of slots) retire(slot);
      for (const p of dropped) {
        settle(p);
        p.reject(new BotWorkerError('closed', `the bot workers were closed before bot ${quoteName(p.message.bot)} answered`));
      }
    },
  };
}
