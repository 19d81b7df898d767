/**
 * The shapes of the two ends of a bot worker's channel, written structurally so that both a
 * browser's `Worker` / `self` and Node's `worker_threads` `Worker` / `parentPort` fit without
 * this package importing either (the bots run in browsers and in Node alike).
 * @module
 */

/**
 * What a message listener receives from `addEventListener('message', …)`: the message is `data`.
 * @group Bots in workers
 */
export interface MessageEventLike {
  /** The message, as posted. */
  readonly data?: unknown;
}

/**
 * A browser's end of a channel inside a worker: `self` in a Web Worker.
 * @group Bots in workers
 */
export interface WebBotPort {
  /** Sends an answer to the page. */
  postMessage(message: unknown): void;
  /** Listens to the page's requests. */
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  /** Stops listening. */
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

/**
 * Node's end of a channel inside a worker thread: `parentPort` of `node:worker_threads`.
 * @group Bots in workers
 */
export interface NodeBotPort {
  /** Sends an answer to the parent thread. */
  postMessage(message: unknown): void;
  /** Listens to the parent thread's requests. */
  on(type: 'message', listener: (message: unknown) => void): unknown;
  /** Stops listening. */
  off(type: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * Where {@link serveBots} listens for requests and posts its answers.
 * @group Bots in workers
 */
export type BotPort = WebBotPort | NodeBotPort;

/**
 * What a Web Worker's `error` event carries (an `ErrorEvent`).
 * @group Bots in workers
 */
export interface ErrorEventLike {
  /** What went wrong in the worker. */
  readonly message?: string;
}

/**
 * A browser's `Worker` as the page sees it.
 * @group Bots in workers
 */
export interface WebBotWorker {
  /** Sends a request to the worker. */
  postMessage(message: unknown): void;
  /** Listens to the worker's answers (`message`) and failures (`error`, `messageerror`). */
  addEventListener(type: 'message' | 'messageerror' | 'error', listener: (event: MessageEventLike & ErrorEventLike) => void): void;
  /** Ends the worker at once, whatever it is doing. */
  terminate(): void;
}

/**
 * Node's `Worker` of `node:worker_threads` as the parent thread sees it.
 * @group Bots in workers
 */
export interface NodeBotWorker {
  /** Sends a request to the worker thread. */
  postMessage(message: unknown): void;
  /** Listens to the thread's answers (`message`) and failures (`error`, `messageerror`, `exit`). */
  on(type: 'message' | 'messageerror' | 'error' | 'exit', listener: (value: unknown) => void): unknown;
  /** Ends the thread at once, whatever it is doing. */
  terminate(): unknown;
}

/**
 * A worker that serves bots, as {@link botWorkers} starts it: a Web Worker or a Node worker thread.
 * @group Bots in workers
 */
export type BotWorkerHandle = WebBotWorker | NodeBotWorker;

/** Listens to `port`'s messages; returns the function that stops listening. */
export function onPortMessage(port: BotPort, listener: (message: unknown) => void): () => void {
  if ('on' in port && typeof port.on === 'function') {
    const node = port;
    node.on('message', listener);
    return () => void node.off('message', listener);
  }
  const web = port as WebBotPort;
  const handler = (event: MessageEventLike): void => listener(event.data);
  web.addEventListener('message', handler);
  return () => web.removeEventListener('message', handler);
}

/** What a worker reports: a message, or a failure (with a sentence saying what failed). */
export interface WorkerListeners {
  readonly message: (message: unknown) => void;
  readonly failure: (reason: string) => void;
}

/** Listens to a worker's messages and failures (errors, undecodable messages, and in Node its exit). */
export function listenToWorker(worker: BotWorkerHandle, on: WorkerListeners): void {
  if ('on' in worker && typeof worker.on === 'function') {
    const node = worker;
    node.on('message', on.message);
    node.on('error', (e) => on.failure(`the worker threw: ${e instanceof Error ? e.message : String(e)}`));
    node.on('messageerror', () => on.failure('a message from the worker could not be decoded'));
    node.on('exit', (code) => on.failure(`the worker exited (code ${String(code)})`));
    return;
  }
  const web = worker as WebBotWorker;
  web.addEventListener('message', (event) => on.message(event.data));
  web.addEventListener('error', (event) => on.failure(`the worker failed: ${event.message ?? 'it could not be loaded, or it threw'}`));
  web.addEventListener('messageerror', () => on.failure('a message from the worker could not be decoded'));
}
