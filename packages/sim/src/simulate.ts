/**
 * {@link simulate}: plays a run's games on worker threads (a tinypool pool) or in the calling
 * thread, and reports.
 * @module
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import {
  SIMULATION_OPTION_NAMES, SimulationOptionsError, checkShard, refuseUnknownOptions, runSpec, shardRange,
  type GameRange, type RunSpec, type SimulationOptions, type SimulationProgress,
} from './options.js';
import { SetupError, createRiggedGame } from 'spellbook-engine';
import { batches } from './batches.js';
import { emptyResult, gameSetup, mergeResult, playRuns, runBots, type BatchResult } from './play.js';
import { buildReport, type SimulationReport } from './report.js';
import { givePool, takePool } from './pool.js';
import type { BatchTask } from './worker.js';

/** Fails early, in this thread, on spells or bots that a game of the run cannot use. */
function checkRun(run: RunSpec, first: number): void {
  try {
    createRiggedGame(gameSetup(run, first).options);
  } catch (e) {
    if (e instanceof SetupError) throw new SimulationOptionsError('invalid-spells', `spells: ${e.message}`);
    throw e;
  }
  runBots(run);
}

/** The default number of worker threads: the machine's cores. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/** The worker file: `dist/sim-worker.js` next to the built module, or the TypeScript source through tsx. */
function workerFile(): string {
  const here = import.meta.url;
  if (/\.[cm]?ts$/.test(here)) return new URL('./worker-tsx.mjs', here).href;
  return new URL('./sim-worker.js', here).href;
}

/** Module specifiers for workers: relative and absolute paths become file URLs. */
function moduleSpecifiers(modules: readonly string[]): string[] {
  return modules.map((m) => (m.startsWith('.') || isAbsolute(m) ? pathToFileURL(resolve(m)).href : m));
}

/** Node flags that worker threads take over from this process: those that load or resolve modules. */
const WORKER_FLAGS_WITH_VALUE = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader', '--conditions', '-C']);
const WORKER_FLAGS = new Set(['--enable-source-maps', '--no-warnings', '--no-deprecation', '--preserve-symlinks']);

/**
 * Node's flags for the worker threads: this process's flags that load or resolve modules (a
 * loader such as tsx, `--conditions`, source maps), and no others: a worker thread refuses
 * process-wide flags (heap sizes), and flags about a main script given as text
 * (`node --input-type=module -e '...'`) break its loading.
 */
function workerExecArgv(): string[] {
  const out: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const eq = a.indexOf('=');
    const name = eq === -1 ? a : a.slice(0, eq);
    if (WORKER_FLAGS_WITH_VALUE.has(name)) {
      if (eq !== -1) out.push(a);
      else if (i + 1 < argv.length) out.push(a, argv[++i] as string);
    } else if (WORKER_FLAGS.has(a) || a.startsWith('--experimental-')) {
      out.push(a);
    } else if (eq === -1 && (a === '-e' || a === '--eval' || a === '-p' || a === '--print' || a === '--input-type')) {
      i++; // skip the flag's value too
    }
  }
  return out;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((done) => setImmediate(done));
}

/** How a set of games is played: where, how many at a time, and who hears of the progress. */
interface PlayOptions {
  readonly workers: number;
  readonly runtime?: 'worker_threads' | 'child_process' | undefined;
  readonly setupModules?: readonly string[] | undefined;
  /** Told the games done over all runs (each game counts once per run) of `total`. */
  readonly onProgress?: ((progress: SimulationProgress) => void) | undefined;
}

async function inThisThread(runs: readonly RunSpec[], parts: readonly GameRange[], options: PlayOptions, total: number): Promise<BatchResult> {
  const bots = runs.map(runBots);
  const result = emptyResult(runs);
  let done = 0;
  for (const part of parts) {
    playRuns(runs, part.from, part.to, result, bots);
    done += (part.to - part.from) * runs.length;
    options.onProgress?.({ done, total });
    await yieldToEventLoop();
  }
  return result;
}

async function onWorkers(runs: readonly RunSpec[], parts: readonly GameRange[], options: PlayOptions, total: number): Promise<BatchResult> {
  const threads = Math.min(options.workers, parts.length);
  const runtime = options.runtime ?? 'worker_threads';
  const filename = workerFile();
  const execArgv = workerExecArgv();
  const setupModules = moduleSpecifiers(options.setupModules ?? []);
  // Worker threads are kept for the next call with the same ones (their engine warm); child
  // processes are not (they would outlive an exit of this process).
  const keep = runtime === 'worker_threads';
  const key = JSON.stringify({ filename, threads, runtime, execArgv, setupModules });
  const pool = await takePool(key, async () => {
    // tinypool is an ES module only: a dynamic import loads it from this package's CommonJS build
    // too, on every Node.js version, where a require() of it needs Node's require(esm).
    const { Tinypool } = await import('tinypool');
    return new Tinypool({
      filename, minThreads: threads, maxThreads: threads, idleTimeout: 1000, execArgv, runtime,
      // Each worker holds its next batch while it plays one: it starts it without waiting for
      // this thread to take its result and send another (a wait that grows with the workers and
      // with the machine's load).
      concurrentTasksPerWorker: 2,
    });
  });
  const result = emptyResult(runs);
  let done = 0;
  let played = false;
  try {
    await Promise.all(parts.map(async (part) => {
      const task: BatchTask = { runs, from: part.from, to: part.to, setupModules };
      mergeResult(result, (await pool.run(task)) as BatchResult);
      done += (part.to - part.from) * runs.length;
      options.onProgress?.({ done, total });
    }));
    played = true;
  } finally {
    givePool(key, pool, keep && played);
  }
  return result;
}

/** The options of {@link simulate} that say how games are played, not which. */
export interface HowToPlay {
  readonly workers?: number | undefined;
  readonly runtime?: 'worker_threads' | 'child_process' | undefined;
  readonly setupModules?: readonly string[] | undefined;
  readonly onProgress?: ((progress: SimulationProgress) => void) | undefined;
}

/** Checks `workers` and `runtime`. @throws SimulationOptionsError `invalid-workers`. */
export function playOptionsOf(options: HowToPlay): PlayOptions {
  const workers = options.workers ?? defaultWorkers();
  if (!Number.isInteger(workers) || workers < 0 || workers > 1024) {
    throw new SimulationOptionsError('invalid-workers', `workers: expected a whole number from 0 to 1024, got ${JSON.stringify(workers)}`);
  }
  const runtime = options.runtime ?? 'worker_threads';
  if (runtime !== 'worker_threads' && runtime !== 'child_process') {
    throw new SimulationOptionsError('invalid-workers', `runtime: expected 'worker_threads' or 'child_process', got ${JSON.stringify(runtime)}`);
  }
  return { workers, runtime, setupModules: options.setupModules, onProgress: options.onProgress };
}

/**
 * Plays games `from` to `to` of each run (one run; or the two runs of a comparison, each game
 * under both) in this thread or on worker threads, and returns their tallies (and pairs).
 */
export async function playGames(runs: readonly RunSpec[], range: GameRange, options: HowToPlay): Promise<BatchResult> {
  const play = playOptionsOf(options);
  const total = (range.to - range.from) * runs.length;
  // The calling thread imports the setup modules too: it checks the runs (homebrew spells must be
  // registered here for that) and, with `workers: 0`, plays them.
  for (const spec of moduleSpecifiers(play.setupModules ?? [])) await import(spec);
  if (total === 0) return emptyResult(runs);
  for (const run of runs) checkRun(run, range.from);
  const parts = batches(range.from, range.to, play.workers);
  return play.workers === 0 ? inThisThread(runs, parts, play, total) : onWorkers(runs, parts, play, total);
}

/**
 * Plays a run of bot games and reports: win rates by seat and by bot, score distributions,
 * game lengths, end triggers and the balance table of every spell@level.
 *
 * Game `i` is set up from the run's seed and `i` alone (seed `<seed>#<i>`) and every number of
 * the report comes from integer counts merged in any order, so the report for a seed is the
 * same whatever `workers` is, and the reports of a run's shards merge into it exactly
 * ({@link mergeReports}). (With a `timeMs` budget for search bots, a game depends on the
 * machine's speed; use `iterations` for reproducible runs.) The worker threads stay, idle, for
 * the next call with the same threads ({@link WORKER_KEEP_ALIVE_MS}; they never keep the
 * process alive, and {@link closeWorkers} ends them): a loop of calls starts them once.
 * @throws SimulationOptionsError for bad options (`unknown-option` for a key that is no option,
 * with the nearest option's name: `workrs` gives "did you mean workers?"); Error when a game
 * fails (with its index and seed).
 * @example
 * ```ts
 * import { simulate } from 'spellbook-sim';
 * const report = await simulate({ players: 3, games: 1000, bots: 'greedy', seed: 'study-1' });
 * console.log(report.seats.map((s) => s.winRate), report.balance[0]);
 * ```
 */
export async function simulate(options: SimulationOptions): Promise<SimulationReport> {
  if (typeof options === 'object' && options !== null) refuseUnknownOptions(options, SIMULATION_OPTION_NAMES);
  const run = runSpec(options);
  const shard = options.shard === undefined ? null : checkShard(options.shard);
  playOptionsOf(options);
  const result = await playGames([run], shardRange(run.games, shard), options);
  return buildReport(run, result.tallies[0] as BatchResult['tallies'][number], shard === null ? null : { count: shard.count, indices: [shard.index] });
}
