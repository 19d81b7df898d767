// The report for a seed is the same whatever the number of workers, and the reports of a run's
// shards merge exactly into the single-run report.
import { describe, expect, it } from 'vitest';
import { SimulationOptionsError, mergeReports, simulate, type SimulationOptions, type SimulationReport } from '../src/index.js';

const RUN: SimulationOptions = { players: 3, games: 30, spells: 'classic', bots: ['random', 'greedy:samples=1', 'random'], rotateSeats: true, seed: 'determinism' };

describe('determinism across worker counts', () => {
  let single: SimulationReport;

  it('gives the same report with 0 (this thread), 1 and 2 worker threads', { timeout: 60_000 }, async () => {
    single = await simulate({ ...RUN, workers: 0 });
    const one = await simulate({ ...RUN, workers: 1 });
    const two = await simulate({ ...RUN, workers: 2 });
    expect(one).toEqual(single);
    expect(two).toEqual(single);
    expect(JSON.stringify(two)).toBe(JSON.stringify(single));
  });

  it('gives the same report with 3 and 5 worker threads and with child processes', { timeout: 60_000 }, async () => {
    // Other worker counts cut the run into other batches; child processes run the same worker file.
    for (const options of [{ workers: 3 }, { workers: 5 }, { workers: 2, runtime: 'child_process' as const }]) {
      expect(JSON.stringify(await simulate({ ...RUN, ...options }))).toBe(JSON.stringify(single));
    }
  });

  it('refuses an unknown runtime', async () => {
    await expect(simulate({ ...RUN, runtime: 'fibers' as 'child_process' })).rejects.toThrow(SimulationOptionsError);
  });

  it('reports progress up to every game', { timeout: 60_000 }, async () => {
    const seen: number[] = [];
    await simulate({ ...RUN, games: 12, workers: 2, onProgress: ({ done, total }) => { expect(total).toBe(12); seen.push(done); } });
    expect(seen.at(-1)).toBe(12);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('differs with another seed', async () => {
    const other = await simulate({ ...RUN, games: 10, seed: 'another', workers: 0 });
    const same = await simulate({ ...RUN, games: 10, workers: 0 });
    expect(other.scores.histogram).not.toEqual(same.scores.histogram);
  });

  describe('shards', () => {
    it('merge exactly into the single-run report, in any order, also through JSON', { timeout: 60_000 }, async () => {
      const shards = await Promise.all([0, 1, 2, 3].map((index) => simulate({ ...RUN, shard: { index, count: 4 }, workers: index % 2 })));
      expect(shards.map((s) => s.games)).toEqual([7, 8, 7, 8]);
      expect(mergeReports(shards)).toEqual(single);
      const viaJson = shards.map((s) => JSON.parse(JSON.stringify(s)) as SimulationReport).reverse();
      expect(JSON.stringify(mergeReports(viaJson))).toBe(JSON.stringify(single));
      // partial merges merge further
      const halves = [mergeReports([shards[3]!, shards[0]!]), mergeReports([shards[1]!, shards[2]!])];
      expect(halves[0]?.shard).toEqual({ count: 4, indices: [0, 3] });
      expect(mergeReports(halves)).toEqual(single);
    });

    it('refuse to merge with a clear error when they do not belong together', async () => {
      const a = await simulate({ ...RUN, games: 4, shard: { index: 0, count: 2 }, workers: 0 });
      const b = await simulate({ ...RUN, games: 4, shard: { index: 1, count: 2 }, workers: 0, seed: 'other' });
      const c = await simulate({ ...RUN, games: 4, shard: { index: 0, count: 3 }, workers: 0 });
      const whole = await simulate({ ...RUN, games: 4, workers: 0 });
      const code = (f: () => unknown): string | undefined => {
        try {
          f();
        } catch (e) {
          return e instanceof SimulationOptionsError ? e.code : 'other';
        }
        return undefined;
      };
      expect(code(() => mergeReports([]))).toBe('incompatible-reports');
      expect(code(() => mergeReports([a, b]))).toBe('incompatible-reports');
      expect(code(() => mergeReports([a, a]))).toBe('incompatible-reports');
      expect(code(() => mergeReports([a, c]))).toBe('incompatible-reports');
      expect(code(() => mergeReports([whole]))).toBe('incompatible-reports');
      expect(code(() => mergeReports([{ ...a, version: 1 } as unknown as SimulationReport]))).toBe('incompatible-reports');
      expect(code(() => mergeReports([a]))).toBeUndefined();
    });
  });
});
