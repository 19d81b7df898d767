// Allocation per decision by V8's sampling heap profiler (the method ALLOCATION_METHOD describes),
// shared by `npm run bench`'s measured processes and bench/floor.ts.
import { Session } from 'node:inspector/promises';
import { ALLOCATION_DECISIONS, ALLOCATION_SAMPLING_INTERVAL } from './run-spec.js';

/** What one sampled run found. */
export interface SampledAllocation {
  /** Bytes the profile's samples stand for. */
  readonly bytes: number;
  /** Decisions played while sampling (whole games, at least ALLOCATION_DECISIONS). */
  readonly decisions: number;
  /** Allocations sampled (the more, the finer the estimate). */
  readonly samples: number;
}

/** Plays games `play(0)`, `play(1)`, ... (each returns its decisions) under the sampling profiler. */
export async function sampleAllocation(play: (game: number) => number): Promise<SampledAllocation> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: ALLOCATION_SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  let decisions = 0;
  for (let game = 0; decisions < ALLOCATION_DECISIONS; game++) decisions += play(game);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  // Each node of the profile is a stack; its selfSize is the bytes its samples stand for.
  let bytes = 0;
  const pending = [profile.head];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    bytes += node.selfSize;
    pending.push(...node.children);
  }
  // The protocol lists the samples too (node's typings leave them out).
  const samples = 'samples' in profile && Array.isArray(profile.samples) ? profile.samples.length : 0;
  return { bytes, decisions, samples };
}
