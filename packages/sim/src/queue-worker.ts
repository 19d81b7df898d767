/**
 * The worker side of the distributed mode (`spellbook-sim worker`): plays shard jobs from a
 * BullMQ queue on this machine's worker threads, and survives Redis going away for a while.
 * @module
 */
import type { Job, Worker } from 'bullmq';
import { SimulationOptionsError, refuseUnknownOptions } from './options.js';
import { DEFAULT_QUEUE, checkDuration, checkUrl, load, shardJobProblem, type ShardJob } from './queue-common.js';
import { QUEUE_TIMINGS, openRedisLink, type RedisLinkEvent } from './redis-link.js';
import type { SimulationReport } from './report.js';
import { defaultWorkers, simulate } from './simulate.js';

/** Options of {@link runQueueWorker}. */
export interface QueueWorkerOptions {
  /** The Redis server, e.g. `redis://127.0.0.1:6379`. */
  readonly redis: string;
  /** The queue's name. Default `spellbook-sim`. */
  readonly queue?: string;
  /** Worker threads per shard job. Default: the machine's cores. */
  readonly workers?: number;
  /** Shard jobs processed at the same time. Default 1. */
  readonly concurrency?: number;
  /** How long to wait for the first connection to Redis, in milliseconds, from the call. Default 5 000. */
  readonly connectTimeoutMs?: number;
  /** How long to keep retrying when Redis goes away later, in milliseconds. Default 60 000. */
  readonly reconnectTimeoutMs?: number;
  /**
   * How long this worker's hold on a shard lasts without renewal, in milliseconds (renewed every
   * half of it): the longest a dead worker's shard waits before another worker may take it.
   * Default 10 000. Give every worker of a queue the same value.
   */
  readonly lockDurationMs?: number;
  /** How often this worker looks for shards whose worker died, in milliseconds. Default 5 000. */
  readonly stalledIntervalMs?: number;
  /** Called when a shard job starts, finishes or fails (for logs). */
  readonly onJob?: (event: { readonly id: string; readonly shard: string; readonly state: 'started' | 'done' | 'failed'; readonly error?: string }) => void;
  /** Called when Redis goes away and comes back, and for BullMQ's other errors (for logs). */
  readonly onRedis?: (event: RedisLinkEvent) => void;
}

/** The keys of {@link QueueWorkerOptions} (the compiler asks for every one): any other is refused. */
const QUEUE_WORKER_OPTIONS: { readonly [K in keyof QueueWorkerOptions]-?: true } = {
  redis: true, queue: true, workers: true, concurrency: true, connectTimeoutMs: true, reconnectTimeoutMs: true, lockDurationMs: true,
  stalledIntervalMs: true, onJob: true, onRedis: true,
};
const QUEUE_WORKER_OPTION_NAMES: readonly string[] = Object.keys(QUEUE_WORKER_OPTIONS);

/** A running queue worker. */
export interface QueueWorker {
  /**
   * Resolves once the worker is connected and waiting for jobs; rejects with
   * `RedisUnavailableError` when Redis does not answer within the connect timeout.
   */
  readonly ready: Promise<void>;
  /**
   * Settles when the worker has stopped: resolves after {@link QueueWorker.close}; rejects with
   * `RedisUnavailableError` when it gave up on Redis (unreachable at the start, or away for
   * longer than the reconnect timeout). A shard it was playing then is played again by another
   * worker.
   */
  readonly stopped: Promise<void>;
  /** Stops taking jobs, waits for the running ones, and disconnects. */
  close(): Promise<void>;
}

/** How long a worker that gave up on Redis waits for BullMQ to let go before disconnecting. */
const FORCED_CLOSE_MS = 2_000;

/** Resolves after `ms` milliseconds without holding the process open. */
function pause(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms).unref());
}

/** The processor of shard jobs: plays the job's shard with {@link simulate} on `workers` threads. */
function shardProcessor(workers: number, onJob: QueueWorkerOptions['onJob']) {
  return async (job: Job<ShardJob, SimulationReport>): Promise<SimulationReport> => {
    const data = job.data;
    const shard = `${data.shard.index + 1}/${data.shard.count}`;
    onJob?.({ id: String(job.id), shard, state: 'started' });
    try {
      const problem = shardJobProblem(String(job.id), data);
      if (problem !== null) throw new Error(problem);
      let last = 0;
      // The run's rules travel whole: the worker plays the very profile that was submitted.
      const report = await simulate({
        ...data.run,
        bots: data.run.bots,
        rules: data.run.rules,
        setupModules: data.setupModules,
        shard: data.shard,
        workers,
        onProgress: ({ done, total }) => {
          const now = Date.now();
          if (now - last > 500 || done === total) {
            last = now;
            void job.updateProgress({ done, total }).catch(() => undefined);
          }
        },
      });
      onJob?.({ id: String(job.id), shard, state: 'done' });
      return report;
    } catch (e) {
      onJob?.({ id: String(job.id), shard, state: 'failed', error: e instanceof Error ? e.message : String(e) });
      throw e;
    }
  };
}

/**
 * Processes shard jobs from the queue until closed: each job is one shard of a run, played on
 * this machine's worker threads with {@link simulate}; its report is the job's result. Jobs
 * made by another engine version fail with a message saying so (their games would differ).
 *
 * Faults: a lost Redis is retried (every 0.1 to 1 s) for `reconnectTimeoutMs`, then the worker
 * stops and `stopped` rejects with `RedisUnavailableError`. A worker that dies holding a shard
 * loses it after `lockDurationMs`; the other workers put it back in the queue at their next
 * check (every `stalledIntervalMs`) and play it again. A shard whose worker died 3 times fails.
 *
 * ```ts
 * const worker = await runQueueWorker({ redis: 'redis://127.0.0.1:6379', workers: 2 });
 * await worker.ready;
 * worker.stopped.catch((e) => console.error(e.message)); // Redis gone for good
 * ```
 * @throws SimulationOptionsError for bad options, before any connection to Redis (`unknown-option`
 * for a key that is no option, with the nearest option's name: `worker` gives "did you mean
 * workers?"); Error when bullmq or ioredis is not installed (the message says what to install).
 */
export async function runQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  if (typeof options === 'object' && options !== null) refuseUnknownOptions(options, QUEUE_WORKER_OPTION_NAMES);
  const startedAt = Date.now();
  checkUrl(options.redis);
  const workers = options.workers ?? defaultWorkers();
  if (!Number.isInteger(workers) || workers < 1) {
    throw new SimulationOptionsError('invalid-workers', `workers: a queue worker needs at least 1 worker thread, got ${JSON.stringify(workers)}`);
  }
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new SimulationOptionsError('invalid-workers', `concurrency: expected a whole number ≥ 1, got ${JSON.stringify(concurrency)}`);
  }
  for (const name of ['connectTimeoutMs', 'reconnectTimeoutMs', 'lockDurationMs', 'stalledIntervalMs'] as const) checkDuration(name, options[name]);
  const { bull, RedisClass } = await load();
  const link = openRedisLink(RedisClass, options.redis, {
    connectTimeoutMs: options.connectTimeoutMs ?? QUEUE_TIMINGS.connectTimeoutMs,
    reconnectTimeoutMs: options.reconnectTimeoutMs ?? QUEUE_TIMINGS.reconnectTimeoutMs,
    startedAt,
  }, options.onRedis);
  const worker: Worker<ShardJob, SimulationReport> = new bull.Worker<ShardJob, SimulationReport>(
    options.queue ?? DEFAULT_QUEUE, shardProcessor(workers, options.onJob), {
      connection: link.connection,
      concurrency,
      lockDuration: options.lockDurationMs ?? QUEUE_TIMINGS.lockDurationMs,
      stalledInterval: options.stalledIntervalMs ?? QUEUE_TIMINGS.stalledIntervalMs,
      maxStalledCount: QUEUE_TIMINGS.maxStalledCount,
    },
  );
  link.watch(worker);

  let closing: Promise<void> | undefined;
  const stop = async (force: boolean): Promise<void> => {
    closing ??= worker.close(force).then(() => undefined, () => undefined);
    // With Redis gone, BullMQ may wait for it forever (a graceful close already under way
    // included): give it a moment, then cut the line, which ends BullMQ's waits too.
    await (force ? Promise.race([closing, pause(FORCED_CLOSE_MS)]) : closing);
    link.close();
  };
  const stopped = link.failed.catch(async (e: unknown) => {
    await stop(true);
    throw e;
  });
  let closedByUser!: () => void;
  const userClosed = new Promise<void>((done) => {
    closedByUser = done;
  });
  const settled = Promise.race([stopped, userClosed]);
  settled.catch(() => undefined);
  const ready = link.ready.then(() => Promise.race([worker.waitUntilReady().then(() => undefined), link.failed]));
  ready.catch(() => undefined);
  return {
    ready,
    stopped: settled,
    async close() {
      await stop(false);
      closedByUser();
    },
  };
}
