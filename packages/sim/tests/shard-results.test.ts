// The submitter keeps shard reports by shard index: a shard reported twice (by the queue's event
// and by the poll, or played again after its worker stalled) is merged once, and reports of
// other runs sharing the queue are ignored. No Redis needed.
import { describe, expect, it } from 'vitest';
import { canonicalJson, mergeReports, simulate, type SimulationOptions, type SimulationReport } from '../src/index.js';
import { ShardResults, reportOf, shardJobId } from '../src/shard-results.js';

const RUN = { players: 2, games: 9, seed: 'counted-once', bots: ['random', 'greedy:samples=1'], workers: 0 } satisfies SimulationOptions;

describe('the shard reports of a submitted run', () => {
  it('merges a shard finished twice once: the report is the one-machine report', async () => {
    const shards: SimulationReport[] = [];
    for (let index = 0; index < 3; index++) shards.push(await simulate({ ...RUN, shard: { index, count: 3 } }));
    const results = new ShardResults('run-1', 3);
    expect(results.accept(shardJobId('run-1', 1), shards[1]!)).toBe(true);
    expect(results.accept(shardJobId('run-1', 1), JSON.stringify(shards[1]))).toBe(false); // the poll sees it too
    expect(results.accept(shardJobId('run-1', 0), JSON.stringify(shards[0]))).toBe(true);
    expect(results.complete).toBe(false);
    expect(results.accept(shardJobId('run-1', 0), shards[0]!)).toBe(false); // played again after a stall
    expect(results.accept(shardJobId('run-1', 2), shards[2]!)).toBe(true);
    expect(results.complete).toBe(true);
    expect(results.done).toBe(3);
    const single = await simulate(RUN);
    expect(canonicalJson(mergeReports(results.reports()))).toBe(canonicalJson(single));
  });

  it('ignores the jobs of other runs and indices out of range', () => {
    const results = new ShardResults('run-1', 2);
    for (const id of ['run-2-0', 'run-1-2', 'run-1-01', 'run-1-', 'run-1-x', 'run-10', 'run-1-1-0']) {
      expect(results.indexOf(id)).toBeUndefined();
      expect(results.accept(id, '{}')).toBe(false);
    }
    expect(results.indexOf('run-1-1')).toBe(1);
    expect(results.done).toBe(0);
  });

  it('hands out the shards without a report in turns, so that a poll of a long run reaches them all', () => {
    const results = new ShardResults('r', 5);
    expect(results.pending(2)).toEqual([0, 1]);
    expect(results.pending(2)).toEqual([2, 3]);
    expect(results.pending(2)).toEqual([4, 0]);
    results.accept('r-1', '{}');
    results.accept('r-2', '{}');
    expect(results.pending(10)).toEqual([3, 4, 0]);
  });
});

describe('a shard job\'s return value', () => {
  it('is its report, as an object or as JSON; a value Redis lost (null, or anything else) is no report, so the shard is played again', async () => {
    const report = await simulate({ players: 2, games: 2, seed: 'return-value', workers: 0, shard: { index: 0, count: 2 } });
    expect(reportOf(report)).toBe(report);
    expect(reportOf(JSON.stringify(report))).toEqual(report);
    for (const lost of [null, undefined, 'null', '', '{', 42, {}, { format: 'something else' }]) expect(reportOf(lost), JSON.stringify(lost)).toBeUndefined();
  });
});
