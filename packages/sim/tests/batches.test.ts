// How simulate() cuts a run into batches: every game once, in order, large batches first.
import { describe, expect, it } from 'vitest';
import { MAX_BATCH, batches } from '../src/batches.js';

describe('batches', () => {
  it.each([
    [0, 0, 2], [0, 1, 1], [0, 7, 16], [5, 405, 2], [0, 10_000, 1], [0, 10_000, 16], [123, 98_765, 8], [0, 3, 0],
  ])('cover games %i to %i once, in order, for %i workers', (from, to, workers) => {
    const parts = batches(from, to, workers);
    let next = from;
    for (const part of parts) {
      expect(part.from).toBe(next);
      expect(part.to).toBeGreaterThan(part.from);
      expect(part.to - part.from).toBeLessThanOrEqual(MAX_BATCH);
      next = part.to;
    }
    expect(next).toBe(to);
    const sizes = parts.map((p) => p.to - p.from);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('gives every worker work until the end: the last batches are small', () => {
    const parts = batches(0, 10_000, 16);
    expect(parts.at(-1)?.to).toBe(10_000);
    expect(parts.slice(-16).every((p) => p.to - p.from <= 2)).toBe(true);
  });
});
