/**
 * The distributed mode's link to Redis: one ioredis connection per process, given to BullMQ (which
 * copies it for its blocking reads, copies the link keeps), watched so that a Redis that never answers, or goes away
 * for too long, ends the command with one clear error instead of endless retries.
 *
 * ioredis retries a lost connection and holds the commands meanwhile; this link bounds how long:
 * `connectTimeoutMs` for the first connection, `reconnectTimeoutMs` for any later outage.
 * @module
 */
import type { Redis, RedisOptions } from 'ioredis';

/** The timings of the distributed mode, in milliseconds: its defaults, which the docs state. */
export const QUEUE_TIMINGS = Object.freeze({
  /** How long a command waits for its first connection to Redis. */
  connectTimeoutMs: 5_000,
  /** How long a worker keeps retrying a lost Redis (a submit: its `timeoutMs`, else this). */
  reconnectTimeoutMs: 60_000,
  /**
   * How long a worker's hold on a shard lasts without renewal (renewed every half of it): a
   * dead worker's shard is free again at most this long after its death.
   */
  lockDurationMs: 10_000,
  /** How often the workers look for shards whose worker died, and put them back in the queue. */
  stalledIntervalMs: 5_000,
  /** How many times a shard may lose its worker and still be played again; one more fails the run. */
  maxStalledCount: 2,
  /** The longest wait between two connection attempts. */
  retryDelayMaxMs: 1_000,
  /** How often the link asks Redis whether it is there (PING), and how long an answer may take. */
  heartbeatMs: 1_000,
  heartbeatTimeoutMs: 3_000,
});

/** Why Redis could not be used: never reached, or lost for too long. */
export type RedisUnavailableReason = 'unreachable' | 'lost';

/**
 * Redis could not be reached within the connect timeout, or was lost for longer than the
 * reconnect timeout (or the submit's timeout). The message is one line, with the URL (its
 * password hidden), the last connection error and how long it waited:
 * `cannot reach Redis at redis://127.0.0.1:6379 (ECONNREFUSED) after 5 s`. The command exits
 * with code 3 for it.
 *
 * ```ts
 * try { await submitShards({ redis, shards: 4, games: 400 }); }
 * catch (e) { if (e instanceof RedisUnavailableError) console.error('Redis is down:', e.message); }
 * ```
 */
export class RedisUnavailableError extends Error {
  /** `RedisUnavailableError`. */
  override readonly name = 'RedisUnavailableError';
  /** `unreachable`: never connected; `lost`: connected once, then gone for too long. */
  readonly reason: RedisUnavailableReason;
  /** The Redis URL, with its password replaced by `***`. */
  readonly url: string;
  /** The last connection error: a code such as `ECONNREFUSED`, else its message. */
  readonly lastError: string;
  /** How long Redis had been away when the command gave up, in milliseconds. */
  readonly waitedMs: number;

  /** `url` as shown (password hidden); `context` is added to the message (e.g. which timeout). */
  constructor(reason: RedisUnavailableReason, url: string, lastError: string, waitedMs: number, context = '') {
    const waited = seconds(waitedMs);
    super(reason === 'unreachable'
      ? `cannot reach Redis at ${url} (${lastError}) after ${waited}${context}`
      : `lost Redis at ${url} (${lastError}) for ${waited}${context}`);
    this.reason = reason;
    this.url = url;
    this.lastError = lastError;
    this.waitedMs = waitedMs;
  }
}

/** `5 s`, `2.4 s`, `75 s`: tenths of a second under 10 s (none when whole), whole seconds above. */
export function seconds(ms: number): string {
  const s = ms / 1000;
  return `${s >= 10 ? Math.round(s) : Math.round(s * 10) / 10} s`;
}

/** The URL as messages show it: its password (and a user name's password) replaced by `***`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

/** What a link reports to a log: Redis lost, back after an outage, or another error of BullMQ. */
export type RedisLinkEvent =
  | { readonly kind: 'lost'; readonly error: string }
  | { readonly kind: 'back'; readonly downMs: number }
  | { readonly kind: 'error'; readonly error: string };

/** The bounds of a link, in milliseconds. */
export interface RedisLinkTimings {
  readonly connectTimeoutMs: number;
  readonly reconnectTimeoutMs: number;
  /** When the command started waiting for Redis (`Date.now()`); default: now. */
  readonly startedAt?: number;
}

/** Anything that reports errors as `'error'` events: ioredis connections, BullMQ's classes. */
interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** An open link: the connection to give BullMQ, and how it is going. */
export interface RedisLink {
  /** The connection (BullMQ copies it for its blocking reads; the copies share its options). */
  readonly connection: Redis;
  /** Resolves at the first connection; rejects like `failed` if there is none in time. */
  readonly ready: Promise<void>;
  /** Never resolves; rejects with {@link RedisUnavailableError} when Redis is unreachable or lost too long. */
  readonly failed: Promise<never>;
  /** Listens for the errors of a BullMQ queue, worker or event stream (so none goes unhandled). */
  watch(source: ErrorSource): void;
  /** Since when Redis has been away, and why; `undefined` while it is there. */
  outage(): { readonly sinceMs: number; readonly error: string; readonly everConnected: boolean } | undefined;
  /** The error to report when Redis is away now (with `context` after it); `undefined` while it is there. */
  unavailable(context?: string): RedisUnavailableError | undefined;
  /** Stops retrying and disconnects this connection and, through their retry strategy, its copies. */
  close(): void;
}

/** The error code of a connection error (`ECONNREFUSED`), else its message. */
function errorName(e: Error): string {
  return 'code' in e && typeof e.code === 'string' ? e.code : e.message;
}

/**
 * Whether an error says that Redis cannot be used right now (refused, reset, timed out, still
 * loading its data): news about the link, not about a job.
 */
function isConnectionError(e: Error): boolean {
  const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
  return /^E[A-Z]+$/.test(code) || /connect|Connection|LOADING|timed out|ETIMEDOUT/.test(e.message);
}

/** ioredis' own words for a connection that this process closes: no news about Redis. */
const CLOSED = /^Connection is closed\.?$/;

/**
 * Opens a connection to `url` and watches it. Retries come every 0.1 to 1 s; the link gives up
 * (`failed` rejects, and retrying stops) when the first connection takes longer than
 * `connectTimeoutMs`, or when Redis is away for longer than `reconnectTimeoutMs` later on.
 */
export function openRedisLink(
  RedisClass: typeof Redis, url: string, timings: RedisLinkTimings, onEvent?: (event: RedisLinkEvent) => void,
): RedisLink {
  const shownUrl = redactUrl(url);
  const opened = timings.startedAt ?? Date.now();
  let closed = false;
  let everConnected = false;
  let downSince: number = opened;
  let up = false;
  let lastError = 'no answer';
  let giveUp: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let fail!: (e: RedisUnavailableError) => void;
  let connected!: () => void;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  // Nobody may be listening yet (or ever): a rejection here must not crash the process.
  failed.catch(() => undefined);
  const readyOrFailed = Promise.race([ready, failed]);
  readyOrFailed.catch(() => undefined);

  const options: RedisOptions = {
    // BullMQ needs it for its blocking reads; commands wait through an outage, which the
    // link bounds below.
    maxRetriesPerRequest: null,
    connectTimeout: Math.max(1, Math.min(timings.connectTimeoutMs, 10_000)),
    // Copied into BullMQ's copies of the connection, so closing the link stops them all.
    retryStrategy: (times: number) => (closed ? null : Math.min(100 * times, QUEUE_TIMINGS.retryDelayMaxMs)),
  };
  const connection = new RedisClass(url, options);
  const unavailable = (context = ''): RedisUnavailableError | undefined => {
    if (up) return undefined;
    return new RedisUnavailableError(everConnected ? 'lost' : 'unreachable', shownUrl, lastError, Date.now() - downSince, context);
  };
  const giveUpAt = (budgetMs: number): void => {
    clearTimeout(giveUp);
    giveUp = setTimeout(() => {
      const error = unavailable();
      if (error === undefined) return;
      close();
      fail(error);
    }, Math.max(0, downSince + budgetMs - Date.now()));
  };
  const goDown = (error?: string): void => {
    if (!up || closed) return;
    // The next connection attempt says more (ECONNREFUSED…).
    lastError = error ?? 'connection closed';
    up = false;
    downSince = Date.now();
    onEvent?.({ kind: 'lost', error: lastError });
    giveUpAt(timings.reconnectTimeoutMs);
  };
  const goUp = (): void => {
    if (up || closed) return;
    up = true;
    clearTimeout(giveUp);
    if (everConnected) onEvent?.({ kind: 'back', downMs: Date.now() - downSince });
    everConnected = true;
    connected();
  };
  const record = (e: Error): void => {
    if (CLOSED.test(e.message)) return;
    if (isConnectionError(e)) lastError = errorName(e);
    else onEvent?.({ kind: 'error', error: e.message });
  };

  // BullMQ copies the connection for its blocking reads: keep the copies, to hear their errors
  // and to end them with the link (a copy retrying a Redis that is away would keep the process
  // alive and BullMQ's close waiting).
  const copies: Redis[] = [];
  const duplicate = connection.duplicate.bind(connection);
  connection.duplicate = (override) => {
    const copy = duplicate(override);
    copy.on('error', record);
    if (closed) copy.disconnect();
    else copies.push(copy);
    return copy;
  };

  connection.on('error', record);
  connection.on('ready', goUp);
  connection.on('close', () => goDown());
  connection.on('end', () => goDown());
  giveUpAt(timings.connectTimeoutMs);

  // A PING every second: a connection that stays open while Redis says nothing (a network
  // that drops packets) counts as an outage too.
  let pinging = false;
  heartbeat = setInterval(() => {
    if (pinging || connection.status !== 'ready') return;
    pinging = true;
    let answered = false;
    const silence = setTimeout(() => {
      if (!answered) goDown('ETIMEDOUT: no answer to PING');
    }, QUEUE_TIMINGS.heartbeatTimeoutMs);
    connection.ping().then(() => {
      answered = true;
      goUp();
    }, () => undefined).finally(() => {
      clearTimeout(silence);
      pinging = false;
    });
  }, QUEUE_TIMINGS.heartbeatMs);
  heartbeat.unref();

  function close(): void {
    if (closed) return;
    closed = true;
    clearTimeout(giveUp);
    clearInterval(heartbeat);
    heartbeat = undefined;
    // Not twice: ioredis would arm a 2 s timer on the closed socket, holding the process.
    for (const c of [connection, ...copies]) if (c.status !== 'end') c.disconnect();
  }

  return {
    connection,
    ready: readyOrFailed,
    failed,
    watch(source) {
      source.on('error', record);
    },
    outage() {
      return up ? undefined : { sinceMs: downSince, error: lastError, everConnected };
    },
    unavailable,
    close,
  };
}
