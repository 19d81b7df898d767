/**
 * What the two sides of the distributed mode share: shards of a run as jobs of a BullMQ queue on
 * Redis. Any number of machines run `runQueueWorker` (`spellbook-sim worker`, queue-worker.ts)
 * against one queue; `submitShards` (`spellbook-sim submit`, submit.ts) enqueues a run's shards
 * and merges their reports into the run's report, exactly the one a single process gives.
 *
 * `bullmq` and `ioredis` are optional peer dependencies of spellbook-sim, imported only by this
 * mode and only when it is used.
 * @module
 */
import type { Redis } from 'ioredis';
import { ENGINE_VERSION, RULES_VERSION } from 'spellbook-engine';
import { SimulationOptionsError, type RunSpec } from './options.js';

/** The default queue name. */
export const DEFAULT_QUEUE = 'spellbook-sim';

/**
 * The data of a shard job: the run (its rules whole, with their rules version, included), the
 * shard, and the engine and rules versions that made it.
 */
export interface ShardJob {
  readonly format: 'spellbook-sim-shard';
  readonly engineVersion: string;
  /** The rules version of the engine that made the job (also `run.rules.version`). */
  readonly rulesVersion: number;
  readonly run: RunSpec;
  readonly setupModules: readonly string[];
  readonly shard: { readonly index: number; readonly count: number };
}

/**
 * Why this worker cannot play a job (its games would differ from the submitter's), or `null`:
 * not a shard job, made by another engine version, or a run of another rules version.
 */
export function shardJobProblem(id: string, data: ShardJob): string | null {
  if (data.format !== 'spellbook-sim-shard') return `job ${id} is not a spellbook-sim shard`;
  if (data.engineVersion !== ENGINE_VERSION) return `job ${id} was made by spellbook-engine ${data.engineVersion}; this worker runs ${ENGINE_VERSION}`;
  const rules = (data.run as Partial<RunSpec>).rules?.version;
  if (data.rulesVersion !== RULES_VERSION || rules !== RULES_VERSION) {
    return `job ${id} is a run of rules version ${String(rules ?? data.rulesVersion)}; this worker plays rules version ${RULES_VERSION}`;
  }
  return null;
}

/** The bullmq module. */
export type Bull = typeof import('bullmq');

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
export async function load(): Promise<{ bull: Bull; RedisClass: typeof Redis }> {
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

/**
 * Checks a Redis URL's form (`redis://` or `rediss://`).
 * @throws SimulationOptionsError `invalid-redis` for anything else.
 */
export function checkUrl(url: string): void {
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


/**
 * Checks an optional duration in milliseconds (a timeout): a positive finite number or nothing.
 * @throws SimulationOptionsError `invalid-timeout` otherwise.
 */
export function checkDuration(name: string, ms: number | undefined): void {
  if (ms !== undefined && !(typeof ms === 'number' && Number.isFinite(ms) && ms > 0)) {
    throw new SimulationOptionsError('invalid-timeout', `${name}: expected a positive number of milliseconds, got ${JSON.stringify(ms)}`);
  }
}
