// The ladder's ratings (bench/ratings.ts): the Bradley-Terry fit finds the Elo differences that
// produced the games, the prior keeps a clean sweep finite, the bootstrap's intervals cover the fit
// and come out the same for the same seed, and Wilson's interval is the textbook one.
import { describe, expect, it } from 'vitest';
import { bootstrapRatings, expectedScore, fitRatings, wilson, type MatchOutcomes } from '../../bench/ratings.js';

/** `n` games in which `a` scores `rate` (wins first, then a tie for an odd half, then losses). */
function games(a: string, b: string, n: number, rate: number): MatchOutcomes {
  const points = Math.round(rate * n * 2) / 2;
  const wins = Math.floor(points);
  return { a, b, outcomes: [...Array<number>(wins).fill(1), ...(points > wins ? [0.5] : []), ...Array<number>(n - wins - (points > wins ? 1 : 0)).fill(0)] };
}

describe('fitRatings', () => {
  it('recovers the Elo differences of a chain of pairings, the anchor at 0', () => {
    const truth = { random: 0, greedy: 600, strong: 800, best: 900 };
    const matches = [
      games('greedy', 'random', 4000, expectedScore(truth.greedy, truth.random)),
      games('strong', 'greedy', 4000, expectedScore(truth.strong, truth.greedy)),
      games('best', 'strong', 4000, expectedScore(truth.best, truth.strong)),
      games('best', 'greedy', 4000, expectedScore(truth.best, truth.greedy)),
    ];
    const r = fitRatings(Object.keys(truth), matches, { anchor: 'random', priorSd: 1000 });
    expect(r['random']).toBe(0);
    for (const [name, elo] of Object.entries(truth)) expect(Math.abs(r[name]! - elo)).toBeLessThan(10);
  });

  it('keeps a clean sweep finite: the weak prior', () => {
    const r = fitRatings(['a', 'b'], [games('a', 'b', 400, 1)], { anchor: 'b', priorSd: 1000 });
    expect(r['a']).toBeGreaterThan(800);
    expect(Number.isFinite(r['a'])).toBe(true);
  });

  it('names the match at fault when a player is unknown', () => {
    expect(() => fitRatings(['a'], [games('a', 'z', 10, 0.5)], { anchor: 'a', priorSd: 1000 })).toThrow(/a vs z/);
  });
});

describe('bootstrapRatings', () => {
  const players = ['random', 'greedy', 'strong'];
  const matches = [games('greedy', 'random', 400, 0.99), games('strong', 'greedy', 400, 0.8)];
  const options = { anchor: 'random', priorSd: 1000, replicates: 400, seed: 7, relativeTo: 'greedy' } as const;

  it('gives intervals around the fit, the same for the same seed', () => {
    const fit = fitRatings(players, matches, options);
    const a = bootstrapRatings(players, matches, options);
    expect(bootstrapRatings(players, matches, options)).toEqual(a);
    expect(a.absolute['random']).toEqual([0, 0]);
    for (const p of ['greedy', 'strong']) {
      const [lo, hi] = a.absolute[p]!;
      expect(lo).toBeLessThan(fit[p]!);
      expect(hi).toBeGreaterThan(fit[p]!);
    }
    // strong - greedy: about 240 Elo (80 %), known far better than either rating against random.
    const [lo, hi] = a.relative['strong']!;
    expect(lo).toBeLessThan(fit['strong']! - fit['greedy']!);
    expect(hi).toBeGreaterThan(fit['strong']! - fit['greedy']!);
    expect(hi - lo).toBeLessThan(a.absolute['strong']![1] - a.absolute['strong']![0]);
    expect(a.relative['greedy']).toEqual([0, 0]);
  });
});

describe('wilson', () => {
  it('is the score interval: 0.8 over 100 games gives 0.711 to 0.867', () => {
    const [lo, hi] = wilson(0.8, 100);
    expect(lo).toBeCloseTo(0.7112, 3);
    expect(hi).toBeCloseTo(0.8667, 3);
  });
});
