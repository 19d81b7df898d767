// What bench/standing.ts asks of one measured process (bench/one-run.ts) and what it answers;
// a module of its own so that the orchestrator can read it without running a measurement.
import type { SpellSelection } from '../src/index.js';

/** What one process measures. */
export interface RunSpec {
  /**
   * `speed` and `allocation` measure; `same-games` checks that the additive path `subject` names
   * (`playout` or `blind`) plays the README loop's games (the same decisions and final states of
   * the first {@link SAME_GAMES_CHECKED} games of the measured series).
   */
  readonly measure: 'speed' | 'allocation' | 'same-games';
  /**
   * `engine`: the README's loop of the built package (`path` is its entry file); `playout`: the
   * same package's `playOut` with the same policy; `blind`: the same package's `playOutBlind`
   * with the same draws (the policy gets only the number of legal actions and returns an index
   * into `legalActions`' list); `reference`: the built reference (`path` is its dist folder).
   */
  readonly subject: 'engine' | 'playout' | 'blind' | 'reference';
  readonly path: string;
  /** 1 = solo (`players: 1` with the solo opponent, difficulty cycling 0-3). */
  readonly players: 1 | 2 | 4;
  readonly spells: SpellSelection;
  /** CPU time of untimed warm-up games, so that the JIT settles first. */
  readonly warmupSeconds: number;
  /** Wall time of measured games (speed). */
  readonly seconds: number;
}

/** A speed run's answer. */
export interface SpeedResult {
  readonly games: number;
  readonly decisions: number;
  readonly seconds: number;
  /**
   * The decisions of each of the first {@link GAME_LENGTHS_KEPT} measured games (or fewer, as
   * many as were played) of the engine's subjects, so that the README loop's, playOut's and
   * playOutBlind's runs can be seen to play the same games; absent for the reference.
   */
  readonly lengths?: readonly number[];
}

/** A `same-games` run's answer. */
export interface SameGamesResult {
  /** Games played both ways. */
  readonly games: number;
  /** Decisions of those games (the README loop's count). */
  readonly decisions: number;
  /** The first game where the two differ (its decisions or its final state), or null. */
  readonly difference: string | null;
}

/** Measured games whose lengths a speed run reports (see `SpeedResult.lengths`). */
export const GAME_LENGTHS_KEPT = 100;

/** Games of each configuration that the `same-games` check plays both ways. */
export const SAME_GAMES_CHECKED = 20;

/** An allocation run's answer. */
export interface AllocationResult {
  /** Estimated bytes allocated per decision (the sampled bytes ÷ the decisions). */
  readonly bytesPerDecision: number;
  /** Decisions played while the profiler sampled. */
  readonly decisions: number;
  /** Allocations the profiler sampled (the more, the finer the estimate). */
  readonly samples: number;
}

/** Warm-up of an allocation run: the optimised code allocates less than the first tiers. */
export const ALLOCATION_WARMUP_SECONDS = 2;

/** Decisions (at least, in whole games) an allocation run samples. */
export const ALLOCATION_DECISIONS = 100_000;

/** The sampling profiler's mean interval between samples, in bytes. */
export const ALLOCATION_SAMPLING_INTERVAL = 1024;

/** How the allocation figures are measured: printed by the benchmark and written with its table. */
export const ALLOCATION_METHOD =
  `V8's sampling heap profiler (\`HeapProfiler.startSampling\` through \`node:inspector\`, a sample every ${ALLOCATION_SAMPLING_INTERVAL.toLocaleString('en-US')} ` +
  'allocated bytes on average, objects collected by minor and major GCs included) in a process of its own with default ' +
  `GC settings, over ${ALLOCATION_DECISIONS.toLocaleString('en-US')} decisions (whole games) after ${ALLOCATION_WARMUP_SECONDS} s (CPU time) of warm-up: ` +
  "the profile's total bytes (V8 scales each sample to the bytes it stands for) ÷ the decisions, `createGame`'s share " +
  'included as in games/s; 1 KB = 1,024 bytes';
