// Ratings from match results: a Bradley-Terry model on the Elo scale, fitted by Newton's method
// with a weak Gaussian prior, one player anchored at 0, and intervals by a bootstrap over games.
//
// The model: player i beats player j with probability 1 / (1 + 10^((r_j - r_i) / 400)), a tie
// counting as half a win and half a loss. The prior is a normal distribution of mean 0 and
// standard deviation `priorSd` Elo on every rating but the anchor's: it keeps a rating finite when
// a player won (or lost) every game it played, and moves a rating fitted from hundreds of games by
// a few Elo at most. Pure functions, no files.

import { nextUint32 } from '../src/index.js';
import { solve } from './solve.js';

/** The games of one pairing: `outcomes[g]` is 1 when `a` won game g, 0 when `b` won, 0.5 for a tie. */
export interface MatchOutcomes {
  readonly a: string;
  readonly b: string;
  readonly outcomes: readonly number[];
}

/** How ratings are fitted. */
export interface FitOptions {
  /** The player whose rating is fixed at 0. */
  readonly anchor: string;
  /** The standard deviation, in Elo, of the prior on every other rating (mean 0). */
  readonly priorSd: number;
}

/** Elo points per natural unit of the logistic (400 / ln 10). */
const ELO = 400 / Math.LN10;

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** A pairing reduced to what the fit reads: the two players' indices, the games, `a`'s points. */
interface Tally {
  readonly i: number;
  readonly j: number;
  readonly n: number;
  readonly won: number;
}

function tallies(players: readonly string[], matches: readonly MatchOutcomes[]): Tally[] {
  return matches.map((m) => {
    const i = players.indexOf(m.a);
    const j = players.indexOf(m.b);
    if (i < 0 || j < 0 || i === j) throw new Error(`ratings: the match ${m.a} vs ${m.b} names an unknown player or the same one twice`);
    return { i, j, n: m.outcomes.length, won: m.outcomes.reduce((s, x) => s + x, 0) };
  });
}

/** The maximum a posteriori ratings (Elo) of the tallies, by Newton's method; the anchor's is 0. */
function fitTallies(count: number, anchor: number, data: readonly Tally[], priorSd: number): number[] {
  const beta = new Array<number>(count).fill(0);
  const free = [...Array(count).keys()].filter((k) => k !== anchor);
  const slot = new Map(free.map((k, s) => [k, s]));
  const precision = (ELO / priorSd) ** 2;
  for (let iteration = 0; iteration < 100; iteration++) {
    const g = free.map((k) => -precision * beta[k]!);
    const h = free.map((k, r) => free.map((_, c) => (c === r ? -precision : 0)));
    for (const t of data) {
      const p = logistic(beta[t.i]! - beta[t.j]!);
      const grad = t.won - t.n * p;
      const curv = t.n * p * (1 - p);
      const si = slot.get(t.i);
      const sj = slot.get(t.j);
      if (si !== undefined) {
        g[si]! += grad;
        h[si]![si]! -= curv;
      }
      if (sj !== undefined) {
        g[sj]! -= grad;
        h[sj]![sj]! -= curv;
      }
      if (si !== undefined && sj !== undefined) {
        h[si]![sj]! += curv;
        h[sj]![si]! += curv;
      }
    }
    const step = solve(h, g.map((x) => -x));
    let largest = 0;
    free.forEach((k, s) => {
      beta[k]! += step[s]!;
      largest = Math.max(largest, Math.abs(step[s]!));
    });
    if (largest < 1e-10) break;
  }
  return beta.map((b) => b * ELO);
}

/**
 * The ratings of `players` (Elo, the anchor at 0) that maximise the likelihood of the games times
 * the prior. Every match must name two of `players`.
 */
export function fitRatings(players: readonly string[], matches: readonly MatchOutcomes[], options: FitOptions): Record<string, number> {
  const anchor = players.indexOf(options.anchor);
  if (anchor < 0) throw new Error(`ratings: the anchor ${options.anchor} is not a player`);
  const r = fitTallies(players.length, anchor, tallies(players, matches), options.priorSd);
  return Object.fromEntries(players.map((p, k) => [p, r[k]!]));
}

/** The bootstrap's seeded generator: the engine's sfc32 on four words (the same draws on every machine). */
function generator(seed: number): () => number {
  const state = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 15; i++) nextUint32(state);
  return () => nextUint32(state) / 4294967296;
}

/** Options of {@link bootstrapRatings}. */
export interface BootstrapOptions extends FitOptions {
  /** How many resamples (e.g. 2,000). */
  readonly replicates: number;
  /** The generator's seed: the same seed gives the same intervals. */
  readonly seed: number;
  /** The interval's coverage (default 0.95). */
  readonly level?: number;
  /** A player the `relative` intervals are of the differences to (default: the anchor). */
  readonly relativeTo?: string;
}

/** Bootstrap intervals, `[low, high]` per player: of the ratings, and of their differences to one player. */
export interface RatingIntervals {
  readonly absolute: Record<string, readonly [number, number]>;
  readonly relative: Record<string, readonly [number, number]>;
}

/**
 * Percentile intervals of the ratings: each replicate resamples, match by match, as many games as
 * the match has (with replacement) and fits the ratings again; the interval holds the central
 * `level` of the replicates' ratings (the anchor's is `[0, 0]`), and of their differences to the
 * rating of `relativeTo` (each replicate's difference: an interval of how far apart two players are,
 * narrower than the two players' own intervals when both move together).
 */
export function bootstrapRatings(players: readonly string[], matches: readonly MatchOutcomes[], options: BootstrapOptions): RatingIntervals {
  const anchor = players.indexOf(options.anchor);
  if (anchor < 0) throw new Error(`ratings: the anchor ${options.anchor} is not a player`);
  const base = tallies(players, matches);
  const rand = generator(options.seed);
  const reference = players.indexOf(options.relativeTo ?? options.anchor);
  if (reference < 0) throw new Error(`ratings: ${options.relativeTo ?? ''} is not a player`);
  const samples: number[][] = players.map(() => []);
  const differences: number[][] = players.map(() => []);
  for (let rep = 0; rep < options.replicates; rep++) {
    const data = base.map((t, m) => {
      const outcomes = matches[m]!.outcomes;
      let won = 0;
      for (let g = 0; g < t.n; g++) won += outcomes[Math.floor(rand() * t.n)]!;
      return { ...t, won };
    });
    const r = fitTallies(players.length, anchor, data, options.priorSd);
    r.forEach((x, k) => {
      samples[k]!.push(x);
      differences[k]!.push(x - r[reference]!);
    });
  }
  const level = options.level ?? 0.95;
  const at = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
  const interval = (xs: readonly number[]): readonly [number, number] => {
    const sorted = [...xs].sort((x, y) => x - y);
    return [at(sorted, (1 - level) / 2), at(sorted, (1 + level) / 2)];
  };
  return {
    absolute: Object.fromEntries(players.map((p, k) => [p, interval(samples[k]!)])),
    relative: Object.fromEntries(players.map((p, k) => [p, interval(differences[k]!)])),
  };
}

/** The expected score of a player rated `r` against one rated `s` (Elo scale). */
export function expectedScore(r: number, s: number): number {
  return 1 / (1 + 10 ** ((s - r) / 400));
}

/** Wilson's score interval of a rate `rate` over `n` games (a tie counted half), at 95 % by default. */
export function wilson(rate: number, n: number, z = 1.96): readonly [number, number] {
  const d = 1 + (z * z) / n;
  const centre = (rate + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}
