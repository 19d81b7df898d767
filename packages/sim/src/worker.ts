/**
 * The worker-thread side of {@link simulate}: plays a batch of games of a run and returns its
 * tally. Built as its own file (`dist/sim-worker.js`), loaded by the pool.
 * @module
 */
import type { Bot } from 'spellbook-engine/bots';
import type { RunSpec } from './options.js';
import { playRange, runBots } from './play.js';
import { emptyTally, type Tally } from './tally.js';

/** A batch of games for a worker. */
export interface BatchTask {
  /** The run. */
  readonly run: RunSpec;
  /** First game index. */
  readonly from: number;
  /** Index after the last game. */
  readonly to: number;
  /** Modules to import once before playing. */
  readonly setupModules: readonly string[];
}

const imported = new Set<string>();
let cached: { key: string; bots: Bot[] } | null = null;

/** Plays games `from` to `to` of the run and returns their tally. */
export default async function playBatch(task: BatchTask): Promise<Tally> {
  for (const spec of task.setupModules) {
    if (!imported.has(spec)) {
      await import(spec);
      imported.add(spec);
    }
  }
  const key = JSON.stringify(task.run.bots);
  if (cached === null || cached.key !== key) cached = { key, bots: runBots(task.run) };
  return playRange(task.run, task.from, task.to, emptyTally(task.run.players), cached.bots);
}
