/**
 * The distributed mode: shards of a run as jobs of a BullMQ queue on Redis. Any number of
 * machines run {@link runQueueWorker} (`spellbook-sim worker`) against one queue;
 * {@link submitShards} (`spellbook-sim submit`) enqueues a run's shards and merges their reports
 * into the run's report, exactly the one a single process gives.
 *
 * `bullmq` and `ioredis` are optional peer dependencies of spellbook-sim, imported only here and
 * only when this mode is used.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Job, Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { ENGINE_VERSION } from 'spellbook-engine';
import { SimulationOptionsError, runSpec, type RunSpec, type SimulationOptions } from './options.js';
import { mergeReports, type SimulationReport } from './report.js';
import { defaultWorkers, simulate } from './simulate.js';

/** The default queue name. */
export const DEFAULT_QUEUE = 'spellbook-sim';

/** The data of a shard job. */
interface ShardJob {
  readonly format: 'spellbook-sim-shard';
  readonly engineVersion: string;
  readonly run: RunSpec;
  readonly setupModules: readonly string[];
  readonly shard: { readonly index: number; readonly count: number };
}

type Bull = typeof import('bullmq');

/** The optional peer dependencies of this mode. */
const PEERS = ['bullmq', 'ioredis'] as const;

/** The peer that a "cannot find" error of Node's ESM or CommonJS loader names; else `undefined`. */
function missingPeer(e: unknown): (typeof PEERS)[number] | undefined {
  if (!(e instanceof Error) || !('code' in e) || (e.code !== 'ERR_MODULE_NOT_FOUND' && e.code !== 'MODULE_NOT_FOUND')) return undefined;
  return PEERS.find((name) => e.message.includes(`'${name}'`));
}

/**
 * Loads bullmq and ioredis, the optional peer dependencies of this mode. When either is not
 * installed, the error says which and what to install; any other failure keeps its own message.
 */
async function load(): Promise<{ bull: Bull; RedisClass: typeof Redis }> {
  const [bull, ioredis] = await Promise.allSettled([import('bullmq'), import('ioredis')]);
  if (bull.status === 'fulfilled' && ioredis.status === 'fulfilled') return { bull: bull.value, RedisClass: ioredis.value.Redis };
  const errors: unknown[] = [bull, ioredis].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  const other = errors.find((e) => missingPeer(e) === undefined);
  if (other !== undefined) {
    throw new Error(`the BullMQ mode could not load bullmq and ioredis: ${other instanceof Error ? other.message : String(other)}`, { cause: other });
  }
  const missing = PEERS.filter((name) => errors.some((e) => missingPeer(e) === name));
  throw new Error(
    `the BullMQ mode (spellbook-sim worker and submit) needs bullmq and ioredis, optional peer dependencies ` +
    `of spellbook-sim; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not installed. ` +
    'Install them next to spellbook-sim: npm install bullmq ioredis',
    { cause: errors[0] },
  );
}

function checkUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SimulationOptionsError('invalid-redis', `redis: expected a URL such as redis://127.0.0.1:6379, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new SimulationOptionsError('invalid-redis', `redis: expected a redis:// or rediss:// URL, got ${JSON.stringify(url)}`);
  }
}

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
  /** Called when a shard job starts, finishes or fails (for logs). */
  readonly onJob?: (event: { readonly id: string; readonly shard: string; readonly state: 'started' | 'done' | 'failed'; readonly error?: string }) => void;
}

/** A running queue worker. */
export interface QueueWorker {
  /** Resolves once the worker is connected and waiting for jobs. */
  readonly ready: Promise<void>;
  /** Stops taking jobs, waits for the running ones, and disconnects. */
  close(): Promise<void>;
}

/**
 * Processes shard jobs from the queue until closed: each job is one shard of a run, played on
 * this machine's worker threads with {@link simulate}; its report is the job's result. Jobs
 * made by another engine version fail with a message saying so (their games would differ).
 * @throws SimulationOptionsError for bad options; Error when bullmq or ioredis is not installed
 * (the message says what to install).
 */
export async function runQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  checkUrl(options.redis);
  const workers = options.workers ?? defaultWorkers();
  if (!Number.isInteger(workers) || workers < 1) {
    throw new SimulationOptionsError('invalid-workers', `workers: a queue worker needs at least 1 worker thread, got ${JSON.stringify(workers)}`);
  }
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new SimulationOptionsError('invalid-workers', `concurrency: expected a whole number ≥ 1, got ${JSON.stringify(concurrency)}`);
  }
  const { bull, RedisClass } = await load();
  const connection = new RedisClass(options.redis, { maxRetriesPerRequest: null });
  const processor = async (job: Job<ShardJob, SimulationReport>): Promise<SimulationReport> => {
    const data = job.data;
    const shard = `${data.shard.index + 1}/${data.shard.count}`;
    options.onJob?.({ id: String(job.id), shard, state: 'started' });
    try {
      if (data.format !== 'spellbook-sim-shard') throw new Error(`job ${String(job.id)} is not a spellbook-sim shard`);
      if (data.engineVersion !== ENGINE_VERSION) {
        throw new Error(`job ${String(job.id)} was made by spellbook-engine ${data.engineVersion}; this worker runs ${ENGINE_VERSION}`);
      }
      let last = 0;
      const report = await simulate({
        ...data.run,
        bots: data.run.bots,
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
      options.onJob?.({ id: String(job.id), shard, state: 'done' });
      return report;
    } catch (e) {
      options.onJob?.({ id: String(job.id), shard, state: 'failed', error: e instanceof Error ? e.message : String(e) });
      throw e;
    }
  };
  const worker: Worker<ShardJob, SimulationReport> = new bull.Worker<ShardJob, SimulationReport>(
    options.queue ?? DEFAULT_QUEUE, processor, { connection, concurrency },
  );
  worker.on('error', () => undefined); // connection errors are retried by ioredis; jobs report their own
  return {
    ready: worker.waitUntilReady().then(() => undefined),
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}

/** Options of {@link submitShards}: a run, how many shards, and where. */
export interface SubmitOptions extends Omit<SimulationOptions, 'shard' | 'workers' | 'onProgress'> {
  /** The Redis server, e.g. `redis://127.0.0.1:6379`. */
  readonly redis: string;
  /** How many shard jobs to split the run into. */
  readonly shards: number;
  /** The queue's name. Default `spellbook-sim`. */
  readonly queue?: string;
  /** Give up after this many milliseconds. Default: wait as long as it takes. */
  readonly timeoutMs?: number;
  /** Called as shards make progress: games done over all shards, and shards finished. */
  readonly onProgress?: (progress: { readonly done: number; readonly total: number; readonly shardsDone: number; readonly shards: number }) => void;
}

/**
 * Enqueues the shards of a run as jobs (one per shard), waits for queue workers to play them,
 * and merges their reports: the result equals `simulate()` of the whole run in one process.
 * @throws SimulationOptionsError for bad options; Error when a shard fails or on timeout, and
 * when bullmq or ioredis is not installed (the message says what to install).
 */
export async function submitShards(options: SubmitOptions): Promise<SimulationReport> {
  checkUrl(options.redis);
  const { onProgress: _onProgress, ...runOptions } = options;
  const run = runSpec(runOptions);
  const count = options.shards;
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    throw new SimulationOptionsError('invalid-shard', `shards: expected a whole number from 1 to 100000, got ${JSON.stringify(count)}`);
  }
  const { bull, RedisClass } = await load();
  const name = options.queue ?? DEFAULT_QUEUE;
  const queueConnection = new RedisClass(options.redis, { maxRetriesPerRequest: null });
  const eventsConnection = new RedisClass(options.redis, { maxRetriesPerRequest: null });
  const queue: Queue<ShardJob, SimulationReport> = new bull.Queue<ShardJob, SimulationReport>(name, { connection: queueConnection });
  const events: QueueEvents = new bull.QueueEvents(name, { connection: eventsConnection });
  const runId = randomUUID();
  const progress = new Map<string, number>();
  let shardsDone = 0;
  const report = (): void => {
    let done = 0;
    for (const n of progress.values()) done += n;
    options.onProgress?.({ done, total: run.games, shardsDone, shards: count });
  };
  let timer: NodeJS.Timeout | undefined;
  let jobs: Job<ShardJob, SimulationReport>[] = [];
  let merged = false;
  try {
    await events.waitUntilReady();
    events.on('progress', ({ jobId, data }) => {
      if (!progress.has(jobId) || typeof data !== 'object' || data === null) return;
      const done = (data as { done?: unknown }).done;
      if (typeof done === 'number') {
        progress.set(jobId, done);
        report();
      }
    });
    jobs = await queue.addBulk(Array.from({ length: count }, (_, index) => ({
      name: 'shard',
      data: { format: 'spellbook-sim-shard', engineVersion: ENGINE_VERSION, run, setupModules: options.setupModules ?? [], shard: { index, count } },
      opts: { jobId: `${runId}-${index}`, attempts: 1, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
    })));
    for (const job of jobs) progress.set(String(job.id), 0);
    report();
    const finished = Promise.all(jobs.map(async (job) => {
      let result: SimulationReport;
      try {
        result = await job.waitUntilFinished(events);
      } catch (e) {
        throw new Error(`shard ${String(job.data.shard.index)} of ${count} (job ${String(job.id)}) failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      progress.set(String(job.id), result.games);
      shardsDone++;
      report();
      return typeof result === 'string' ? (JSON.parse(result) as SimulationReport) : result;
    }));
    const reports = options.timeoutMs === undefined ? await finished : await Promise.race([
      finished,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`submit: the shards did not finish within ${String(options.timeoutMs)} ms (${shardsDone} of ${count} done; are workers running on queue ${JSON.stringify(name)}?)`)), options.timeoutMs);
      }),
    ]);
    const result = mergeReports(reports);
    merged = true;
    return result;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    // On failure or timeout, withdraw the shards no worker has taken (a running one cannot be).
    if (!merged) await Promise.all(jobs.map((job) => job.remove().catch(() => undefined)));
    await events.close().catch(() => undefined);
    await queue.close().catch(() => undefined);
    queueConnection.disconnect();
    eventsConnection.disconnect();
  }
}
