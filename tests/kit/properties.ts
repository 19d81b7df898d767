// The frame of the fast-check suites: how many runs, how to replay a failure, and a pause
// between runs. PROPERTY_RUNS sets the runs of every property (`npm run test:heavy` uses 1000);
// PROPERTY_SEED and PROPERTY_PATH replay what fast-check printed.
import type { Parameters } from 'fast-check';

/** The runs per property: PROPERTY_RUNS, else `fallback`. */
export function propertyRuns(fallback: number): number {
  return Number(process.env.PROPERTY_RUNS ?? fallback);
}

/** The seed and path of a failure to replay: PROPERTY_SEED and PROPERTY_PATH, when set. */
export function replaySettings(): { seed?: number; path?: string } {
  const seed = process.env.PROPERTY_SEED;
  const path = process.env.PROPERTY_PATH;
  return { ...(seed === undefined ? {} : { seed: Number(seed) }), ...(path === undefined ? {} : { path }) };
}

/** fast-check parameters: `numRuns` runs, the fixed `examples` first, and the seed and path to replay. */
export function propertyParams<T>(numRuns: number, examples: T[] = []): Parameters<T> {
  return { numRuns, examples, ...replaySettings() };
}

/**
 * Lets the event loop run between two runs of a property: a long synchronous `fc.assert` (minutes
 * under `test:heavy`) would starve vitest's worker RPC, which then fails with "Timeout calling
 * onTaskUpdate".
 */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
