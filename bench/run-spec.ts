// What bench/standing.ts asks of one measured process (bench/one-run.ts) and what it answers;
// a module of its own so that the orchestrator can read it without running a measurement.
import type { SpellSelection } from '../src/index.js';

/** What one process measures. */
export interface RunSpec {
  readonly measure: 'speed' | 'allocation';
  /** `engine`: the built package's entry file; `reference`: the built reference's dist folder. */
  readonly subject: 'engine' | 'reference';
  readonly path: string;
  /** 1 = solo (`players: 1` with the solo opponent, difficulty cycling 0-3). */
  readonly players: 1 | 2 | 4;
  readonly spells: SpellSelection;
  /** Wall time of untimed warm-up games, so that the JIT settles first. */
  readonly warmupSeconds: number;
  /** Wall time of measured games (speed). */
  readonly seconds: number;
}

/** A speed run's answer. */
export interface SpeedResult {
  readonly games: number;
  readonly decisions: number;
  readonly seconds: number;
}

/** An allocation run's answer. */
export interface AllocationResult {
  /** Median over the kept windows; null when every window saw a GC. */
  readonly bytesPerDecision: number | null;
  readonly windows: number;
  readonly kept: number;
  readonly decisionsPerWindow: number;
}

/** Windows per allocation run. */
export const ALLOCATION_WINDOWS = 20;

/** Decisions (at least, in whole games) per allocation window. */
export const ALLOCATION_WINDOW_DECISIONS = 5_000;

/** The node flags of an allocation process (see ALLOCATION_METHOD). */
export const ALLOCATION_FLAGS = ['--expose-gc', '--min-semi-space-size=64', '--max-semi-space-size=64'];

/** How the allocation figures are measured: printed by the benchmark and written with its table. */
export const ALLOCATION_METHOD =
  `heap growth between forced GCs. A separate process (\`node ${ALLOCATION_FLAGS.join(' ')}\`) plays 1 s of warm-up ` +
  `games, then ${ALLOCATION_WINDOWS} windows of whole games of at least ${ALLOCATION_WINDOW_DECISIONS.toLocaleString('en-US')} ` +
  'decisions each; a window starts right after `gc()`, and its bytes are the growth of `process.memoryUsage().heapUsed` ' +
  'across it; a window during which V8 reports a collection (a PerformanceObserver `gc` entry) is dropped. The figure is ' +
  "the median of bytes ÷ decisions over the kept windows (`createGame`'s share included, as in games/s); 1 KB = 1,024 bytes";
