/**
 * The worker-thread side of {@link simulate}: plays a batch of games of one run, or of two runs
 * for a comparison, and returns their tallies. Built as its own file (`dist/sim-worker.js`),
 * loaded by the pool.
 * @module
 */
import type { Bot } from 'spellbook-engine/bots';
import type { RunSpec } from './options.js';
import { emptyResult, playRuns, runBots, type BatchResult } from './play.js';

/** A batch of games for a worker. */
export interface BatchTask {
  /** The run, or the two runs of a comparison (the same but for their rules). */
  readonly runs: readonly RunSpec[];
  /** First game index. */
  readonly from: number;
  /** Index after the last game. */
  readonly to: number;
  /** Modules to import once before playing. */
  readonly setupModules: readonly string[];
}

const imported = new Set<string>();
let cached: { key: string; bots: Bot[][] } | null = null;

/** Plays games `from` to `to` of the runs and returns their tallies (and pairs). */
export default async function playBatch(task: BatchTask): Promise<BatchResult> {
  for (const spec of task.setupModules) {
    if (!imported.has(spec)) {
      await import(spec);
      imported.add(spec);
    }
  }
  const key = JSON.stringify(task.runs.map((run) => run.bots));
  if (cached === null || cached.key !== key) cached = { key, bots: task.runs.map(runBots) };
  return playRuns(task.runs, task.from, task.to, emptyResult(task.runs), cached.bots);
}
