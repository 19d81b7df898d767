/**
 * The submitting side of the distributed mode (`spellbook-sim submit`): enqueues a run's shards,
 * collects their reports (each shard once, whatever happens to workers and Redis meanwhile) and
 * merges them into the run's report.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { JobsOptions, Queue, QueueEvents } from 'bullmq';
import { ENGINE_VERSION, RULES_VERSION } from 'spellbook-engine';
import { SimulationOptionsError, refuseUnknownOptions, runSpec, type SimulationOptions } from './options.js';
import { DEFAULT_QUEUE, checkDuration, checkUrl, load, type ShardJob } from './queue-common.js';
import { QUEUE_TIMINGS, openRedisLink, type RedisLinkEvent } from './redis-link.js';
import { mergeReports, type SimulationReport } from './report.js';
import { ShardResults, reportOf, shardJobId } from './shard-results.js';

/** Options of {@link submitShards}: a run, how many shards, and where. */
export interface SubmitOptions extends Omit<SimulationOptions, 'shard' | 'workers' | 'onProgress'> {
  /** The Redis server, e.g. `redis://127.0.0.1:6379`. */
  readonly redis: string;
  /** How many shard jobs to split the run into. */
  readonly shards: number;
  /** The queue's name. Default `spellbook-sim`. */
  readonly queue?: string;
  /**
   * Give up after this many milliseconds, counted from the call: connecting, enqueueing and
   * waiting. Default: wait as long as it takes.
   */
  readonly timeoutMs?: number;
  /** How long to wait for the first connection to Redis, in milliseconds, from the call. Default 5 000 (at most `timeoutMs`). */
  readonly connectTimeoutMs?: number;
  /** How long Redis may be away later on, in milliseconds. Default: `timeoutMs` if given, else 60 000. */
  readonly reconnectTimeoutMs?: number;
  /** Called as shards make progress: games done over all shards, and shards finished. */
  readonly onProgress?: (progress: { readonly done: number; readonly total: number; readonly shardsDone: number; readonly shards: number }) => void;
  /** Called when Redis goes away and comes back, and for BullMQ's other errors (for logs). */
  readonly onRedis?: (event: RedisLinkEvent) => void;
}

/** The keys of {@link SubmitOptions} (the compiler asks for every one): any other is refused. */
const SUBMIT_OPTIONS: { readonly [K in keyof SubmitOptions]-?: true } = {
  players: true, games: true, spells: true, rules: true, bots: true, rotateSeats: true, seed: true, exhaustive: true, runtime: true,
  setupModules: true, maxActions: true, redis: true, shards: true, queue: true, timeoutMs: true, connectTimeoutMs: true,
  reconnectTimeoutMs: true, onProgress: true, onRedis: true,
};
const SUBMIT_OPTION_NAMES: readonly string[] = Object.keys(SUBMIT_OPTIONS);

/** How often the submitter asks Redis about the shards it has no report for. */
const POLL_MS = 1_000;
/** How many shards one poll asks about (a long run's shards take turns). */
const POLL_BATCH = 256;
/** How long a submit that gives up tries to withdraw its shards and close, before cutting the line. */
const CLEANUP_MS = 1_000;

/** Resolves after `ms` milliseconds without holding the process open. */
function pause(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms).unref());
}

/**
 * Enqueues the shards of a run as jobs (one per shard), waits for queue workers to play them,
 * and merges their reports: the result equals `simulate()` of the whole run in one process.
 *
 * Faults: each shard's report is kept once, by shard index, from the queue's events or from a
 * poll every second (which also puts back a shard that a Redis restart lost). A lost Redis is
 * retried, commands waiting, for `reconnectTimeoutMs`; a worker that dies is replaced by
 * another (see {@link runQueueWorker}).
 *
 * ```ts
 * const report = await submitShards({ redis: 'redis://127.0.0.1:6379', shards: 4, games: 400, timeoutMs: 600_000 });
 * ```
 * @throws SimulationOptionsError for bad options, before any connection to Redis (`unknown-option`
 * for a key that is no option, in the options or in a bot's `{ bot, params }`, with the nearest
 * option's name: `shard` gives "did you mean shards?"); `RedisUnavailableError` when Redis does not
 * answer within the connect timeout, or is away longer than the reconnect timeout (or is away
 * when `timeoutMs` runs out); Error when a shard fails or on timeout, and when bullmq or ioredis
 * is not installed (the message says what to install).
 */
export async function submitShards(options: SubmitOptions): Promise<SimulationReport> {
  if (typeof options === 'object' && options !== null) refuseUnknownOptions(options, SUBMIT_OPTION_NAMES);
  const started = Date.now();
  checkUrl(options.redis);
  const { onProgress: _onProgress, onRedis: _onRedis, ...runOptions } = options;
  const run = runSpec(runOptions);
  const count = options.shards;
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    throw new SimulationOptionsError('invalid-shard', `shards: expected a whole number from 1 to 100000, got ${JSON.stringify(count)}`);
  }
  for (const name of ['timeoutMs', 'connectTimeoutMs', 'reconnectTimeoutMs'] as const) checkDuration(name, options[name]);
  const { bull, RedisClass } = await load();
  const name = options.queue ?? DEFAULT_QUEUE;
  const timeoutMs = options.timeoutMs;
  const link = openRedisLink(RedisClass, options.redis, {
    connectTimeoutMs: Math.min(options.connectTimeoutMs ?? QUEUE_TIMINGS.connectTimeoutMs, timeoutMs ?? Infinity),
    reconnectTimeoutMs: options.reconnectTimeoutMs ?? timeoutMs ?? QUEUE_TIMINGS.reconnectTimeoutMs,
    startedAt: started,
  }, options.onRedis);
  const queue: Queue<ShardJob, SimulationReport> = new bull.Queue<ShardJob, SimulationReport>(name, { connection: link.connection });
  const events: QueueEvents = new bull.QueueEvents(name, { connection: link.connection });
  link.watch(queue);
  link.watch(events);

  const runId = randomUUID();
  const results = new ShardResults(runId, count);
  const shardJob = (index: number): { name: string; data: ShardJob; opts: JobsOptions } => ({
    name: 'shard',
    data: { format: 'spellbook-sim-shard', engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, run, setupModules: options.setupModules ?? [], shard: { index, count } },
    opts: { jobId: shardJobId(runId, index), attempts: 1, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
  });

  // Games done by the shards still playing; a finished shard counts all its games.
  const playing = new Map<number, number>();
  let gamesDone = 0;
  const tellProgress = (): void => {
    let done = gamesDone;
    for (const n of playing.values()) done += n;
    options.onProgress?.({ done, total: run.games, shardsDone: results.done, shards: count });
  };
  let finish!: () => void;
  let abort!: (e: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    finish = resolve;
    abort = reject;
  });
  finished.catch(() => undefined);
  const fail = (jobId: string, reason: string): void => {
    const index = results.indexOf(jobId);
    if (index === undefined || results.has(index)) return;
    // BullMQ's words when the shard's workers died once too often.
    const why = /stalled more than allowable limit/.test(reason) ? ` (its worker died ${QUEUE_TIMINGS.maxStalledCount + 1} times: does the shard crash it?)` : '';
    abort(new Error(`shard ${index} of ${count} (job ${jobId}) failed: ${reason}${why}`));
  };
  const accept = (jobId: string, result: SimulationReport | string | null): void => {
    const shardReport = reportOf(result);
    if (shardReport === undefined) {
      // A completed job without its report: Redis lost the value when it restarted. The poll
      // plays the shard again (see below).
      return;
    }
    if (!results.accept(jobId, shardReport)) return;
    playing.delete(results.indexOf(jobId) as number);
    gamesDone += shardReport.games;
    tellProgress();
    if (results.complete) finish();
  };
  events.on('completed', ({ jobId, returnvalue }) => accept(jobId, returnvalue as unknown as SimulationReport | string));
  events.on('failed', ({ jobId, failedReason }) => fail(jobId, failedReason));
  events.on('progress', ({ jobId, data }) => {
    const index = results.indexOf(jobId);
    const done = typeof data === 'object' && data !== null ? (data as { done?: unknown }).done : undefined;
    if (index === undefined || results.has(index) || typeof done !== 'number') return;
    playing.set(index, done);
    tellProgress();
  });

  // Events can be missed (before the stream is read, or lost with a Redis restart): a poll
  // asks about the shards without a report, and enqueues again a shard that Redis lost.
  const poll = async (): Promise<void> => {
    await Promise.all(results.pending(POLL_BATCH).map(async (index) => {
      const jobId = shardJobId(runId, index);
      const job = await bull.Job.fromId<ShardJob, SimulationReport>(queue, jobId);
      if (job === undefined) {
        const { name: jobName, data, opts } = shardJob(index);
        await queue.add(jobName, data, opts);
        return;
      }
      const state = await job.getState();
      if (state === 'completed' && reportOf(job.returnvalue) === undefined) {
        // Completed, its report lost with a Redis restart: the shard is played again.
        await job.remove();
        const { name: jobName, data, opts } = shardJob(index);
        await queue.add(jobName, data, opts);
      } else if (state === 'completed') accept(jobId, job.returnvalue);
      else if (state === 'failed') fail(jobId, job.failedReason);
    }));
  };
  let poller: NodeJS.Timeout | undefined;
  let polling = false;
  const work = async (): Promise<SimulationReport> => {
    await link.ready;
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    await queue.addBulk(Array.from({ length: count }, (_, index) => shardJob(index)));
    tellProgress();
    poller = setInterval(() => {
      if (polling) return;
      polling = true;
      poll().catch(() => undefined).finally(() => {
        polling = false;
      });
    }, POLL_MS);
    await finished;
    return mergeReports(results.reports());
  };

  let timer: NodeJS.Timeout | undefined;
  const deadline = timeoutMs === undefined ? new Promise<never>(() => undefined) : new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const where = ` (the submit's timeout; ${results.done} of ${count} shards done)`;
      reject(link.unavailable(where) ?? new Error(
        `submit: the shards did not finish within ${String(timeoutMs)} ms (${results.done} of ${count} done; are workers running on queue ${JSON.stringify(name)}?)`,
      ));
    }, Math.max(0, started + timeoutMs - Date.now()));
  });
  const working = work();
  working.catch(() => undefined);
  let merged = false;
  try {
    const report = await Promise.race([working, link.failed, deadline]);
    merged = true;
    return report;
  } finally {
    clearTimeout(timer);
    clearInterval(poller);
    // On failure or timeout, withdraw the shards no worker has taken (a running one cannot be);
    // with Redis away, they stay queued (workers play them; the results expire after a day).
    if (!merged && link.outage() === undefined) {
      await Promise.race([
        Promise.all(results.pending(count).map((index) => queue.remove(shardJobId(runId, index)).catch(() => undefined))),
        pause(CLEANUP_MS),
      ]);
    }
    const closed = Promise.all([events.close().catch(() => undefined), queue.close().catch(() => undefined)]);
    // With Redis away, BullMQ's close waits for its connections to give up retrying (within a
    // second of the link's close): let that happen in the background.
    if (link.outage() === undefined) await Promise.race([closed, pause(CLEANUP_MS)]);
    link.close();
  }
}
