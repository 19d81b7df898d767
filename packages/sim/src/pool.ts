/**
 * The worker pool kept between calls. A fresh worker thread loads the engine and runs it slowly
 * until V8 has compiled its hot paths: about a second of a core for random games, more for the
 * greedy bot's. So when {@link simulate} is done with its worker threads, they stay, idle, for
 * {@link WORKER_KEEP_ALIVE_MS}, and the next call with the same threads takes them as they are:
 * a loop of calls (a sweep over profiles or bot weights, a queue worker's shard jobs) pays the
 * start once. Idle threads never keep the process alive, and {@link closeWorkers} ends them at
 * once. One pool is kept at most: another call's pool replaces it.
 * @module
 */

/** A tinypool pool (the type only: tinypool, an ES module only, is imported dynamically). */
export type Pool = InstanceType<Awaited<typeof import('tinypool')>['Tinypool']>;

/** How long idle worker threads wait for the next call, in milliseconds. */
export const WORKER_KEEP_ALIVE_MS = 10_000;

interface Kept {
  readonly key: string;
  readonly pool: Pool;
  readonly timer: NodeJS.Timeout;
}

let kept: Kept | null = null;
/** Pools made and pools taken again, for the tests. */
const counts = { made: 0, reused: 0 };

function end(pool: Pool): void {
  pool.destroy().catch(() => undefined);
}

/**
 * The kept pool if it was made for `key` (the worker file, threads, runtime, Node flags and
 * setup modules), else a new one from `make`.
 */
export async function takePool(key: string, make: () => Promise<Pool>): Promise<Pool> {
  if (kept !== null && kept.key === key) {
    const { pool, timer } = kept;
    clearTimeout(timer);
    kept = null;
    counts.reused++;
    return pool;
  }
  counts.made++;
  return make();
}

/**
 * Hands back a pool after a call: kept for the next call when `keep` (its games all played),
 * in place of any pool kept before; ended otherwise (a failed call may leave batches running).
 */
export function givePool(key: string, pool: Pool, keep: boolean): void {
  if (!keep) {
    end(pool);
    return;
  }
  if (kept !== null) {
    clearTimeout(kept.timer);
    end(kept.pool);
  }
  const timer = setTimeout(() => {
    if (kept?.pool !== pool) return;
    kept = null;
    end(pool);
  }, WORKER_KEEP_ALIVE_MS);
  timer.unref();
  kept = { key, pool, timer };
}

/**
 * Ends the worker threads that {@link simulate} keeps for its next call (they end by themselves
 * after {@link WORKER_KEEP_ALIVE_MS} idle, and never keep the process alive): for a program
 * that wants them gone now.
 * @example
 * ```ts
 * import { closeWorkers, simulate } from 'spellbook-sim';
 * const report = await simulate({ players: 3, games: 1000 });
 * await closeWorkers();
 * ```
 */
export async function closeWorkers(): Promise<void> {
  const k = kept;
  kept = null;
  if (k === null) return;
  clearTimeout(k.timer);
  await k.pool.destroy();
}

/** How many pools were made and how many taken again (for the tests). */
export function poolCounts(): { readonly made: number; readonly reused: number } {
  return { ...counts };
}
