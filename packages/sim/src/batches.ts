/**
 * How {@link simulate} cuts a run's games into batches for its workers.
 * @module
 */
import type { GameRange } from './options.js';

/** The most games in a batch: a batch's end is when progress is reported. */
export const MAX_BATCH = 250;

/**
 * Batches of game indices `from` to `to`, in order, covering each index once: guided
 * scheduling, each batch a share of the games left (`⌈left / (2 × workers)⌉`, at most
 * {@link MAX_BATCH}). Large batches first keep the calling thread's work per game small (each
 * batch is one message each way and one merge of a tally), and the small ones at the end keep
 * every worker busy until the last game. The tally does not depend on the batches: counts merge
 * exactly in any grouping, so the report is the same for any number of workers.
 */
export function batches(from: number, to: number, workers: number): GameRange[] {
  const share = 2 * Math.max(1, workers);
  const out: GameRange[] = [];
  for (let i = from; i < to;) {
    const size = Math.min(MAX_BATCH, Math.ceil((to - i) / share));
    out.push({ from: i, to: i + size });
    i += size;
  }
  return out;
}
