// The report's statistics against published values: Wilson's interval, Newcombe's interval of a
// difference, the normal interval of a mean from its sums, the normal tail, and the Holm and
// Benjamini-Hochberg corrections.
import { describe, expect, it } from 'vitest';
import { corrections, erfc, meanDifference, meanEstimate, rateDifference, twoSidedP, wilson } from '../src/stats.js';

describe('wilson', () => {
  it('gives the score interval (Newcombe 1998, table I: 81/263, 15/148, 0/20, 1/29)', () => {
    expect(wilson(81, 263)).toMatchObject({ rate: 81 / 263 });
    expect(wilson(81, 263)!.low).toBeCloseTo(0.2553, 4);
    expect(wilson(81, 263)!.high).toBeCloseTo(0.3662, 4);
    expect(wilson(15, 148)!.low).toBeCloseTo(0.0624, 4);
    expect(wilson(15, 148)!.high).toBeCloseTo(0.1605, 4);
    expect(wilson(0, 20)).toEqual({ rate: 0, low: 0, high: expect.closeTo(0.1611, 4) as number });
    expect(wilson(1, 29)!.low).toBeCloseTo(0.0061, 4);
    expect(wilson(1, 29)!.high).toBeCloseTo(0.1718, 4);
  });

  it('stays within 0 and 1, and has none without trials', () => {
    expect(wilson(10, 10)).toEqual({ rate: 1, low: expect.closeTo(0.7225, 4) as number, high: 1 });
    expect(wilson(0, 0)).toBeNull();
  });
});

describe('rateDifference', () => {
  it("gives Newcombe's hybrid score interval (Newcombe 1998, table II: 56/70 − 48/80, 9/10 − 3/10)", () => {
    const a = rateDifference(56, 70, 48, 80)!;
    expect(a.estimate.rate).toBeCloseTo(0.2, 12);
    expect(a.estimate.low).toBeCloseTo(0.0524, 4);
    expect(a.estimate.high).toBeCloseTo(0.3339, 4);
    const b = rateDifference(9, 10, 3, 10)!;
    expect(b.estimate.low).toBeCloseTo(0.1705, 4);
    expect(b.estimate.high).toBeCloseTo(0.8090, 4);
  });

  it("gives the pooled z-test's p-value, 1 when both sides are all wins or all losses", () => {
    // 56/70 vs 48/80: pooled 104/150, z = 0.2 / sqrt(p (1 − p) (1/70 + 1/80)) = 2.6502, p = 0.00805 (χ² = z² = 7.02 on 1 df)
    const p = 104 / 150;
    const z = 0.2 / Math.sqrt(p * (1 - p) * (1 / 70 + 1 / 80));
    expect(rateDifference(56, 70, 48, 80)!.pValue).toBeCloseTo(twoSidedP(z), 15);
    expect(rateDifference(56, 70, 48, 80)!.pValue).toBeCloseTo(0.00805, 5);
    expect(rateDifference(5, 5, 7, 7)!.pValue).toBe(1);
    expect(rateDifference(1, 0, 1, 2)).toBeNull();
  });
});

describe('means from sums', () => {
  it('gives mean ± 1.96 s/√n, s the sample standard deviation', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    const n = xs.length;
    const sum = xs.reduce((a, b) => a + b, 0);
    const sumSq = xs.reduce((a, b) => a + b * b, 0);
    const s = Math.sqrt(32 / 7); // Σ(x − 5)² = 32
    const e = meanEstimate({ n, sum, sumSq })!;
    expect(e.rate).toBe(5);
    expect(e.low).toBeCloseTo(5 - (1.959963984540054 * s) / Math.sqrt(8), 12);
    expect(e.high).toBeCloseTo(5 + (1.959963984540054 * s) / Math.sqrt(8), 12);
    expect(meanEstimate({ n: 0, sum: 0, sumSq: 0 })).toBeNull();
    expect(meanEstimate({ n: 1, sum: 3, sumSq: 9 })).toEqual({ rate: 3, low: null, high: null });
  });

  it('gives the difference of two means with the standard errors combined', () => {
    const d = meanDifference({ n: 100, sum: 2600, sumSq: 100 * 26 * 26 + 99 * 16 }, { n: 100, sum: 2500, sumSq: 100 * 25 * 25 + 99 * 9 })!;
    // variances 16 and 9: se = sqrt(0.16 + 0.09) = 0.5
    expect(d.estimate.rate).toBeCloseTo(1, 12);
    expect(d.estimate.low).toBeCloseTo(1 - 1.959963984540054 * 0.5, 10);
    expect(d.pValue).toBeCloseTo(twoSidedP(2), 12);
    expect(twoSidedP(2)).toBeCloseTo(0.0455003, 7);
  });
});

describe('the normal tail', () => {
  it('erfc matches reference values to 1e-15 relative', () => {
    const reference: [number, number][] = [[0.1, 0.8875370839817152], [0.5, 0.4795001221869535], [1, 0.15729920705028513],
      [2, 0.004677734981047265], [3, 2.2090496998585438e-5], [5, 1.5374597944280351e-12], [10, 2.088487583762545e-45]];
    for (const [x, value] of reference) expect(Math.abs(erfc(x) - value) / value).toBeLessThan(1e-14);
    expect(erfc(-1)).toBeCloseTo(2 - 0.15729920705028513, 15);
    expect(twoSidedP(1.959963984540054)).toBeCloseTo(0.05, 14);
  });
});

describe('corrections', () => {
  it('Holm steps down and Benjamini-Hochberg steps up over the tested p-values', () => {
    // m = 4 tested: sorted 0.005, 0.01, 0.03, 0.04; Holm's thresholds 0.0125, 0.0167, 0.025 (stop);
    // BH's 0.0125, 0.025, 0.0375, 0.05: the largest that passes is the 4th, so all four survive.
    expect(corrections([0.01, 0.04, 0.03, null, 0.005])).toEqual({
      holm: [true, false, false, false, true],
      bh: [true, true, true, false, true],
    });
  });

  it('keeps nothing when the smallest p-value is above its threshold', () => {
    expect(corrections([0.02, 0.03], 0.01)).toEqual({ holm: [false, false], bh: [false, false] });
    expect(corrections([])).toEqual({ holm: [], bh: [] });
  });

  it('BH keeps a test Holm rejects (the classic example of Benjamini and Hochberg 1995, 15 p-values)', () => {
    const p = [0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719, 0.6528, 0.759, 1];
    const { holm, bh } = corrections(p);
    expect(holm.filter(Boolean)).toHaveLength(3);
    expect(bh.filter(Boolean)).toHaveLength(4);
  });
});
