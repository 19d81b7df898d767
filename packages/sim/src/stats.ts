/**
 * The report's statistics: 95 % intervals for rates (Wilson) and means (normal, from a sum and a
 * sum of squares), the interval of a difference of two rates (Newcombe) or two means, a test's
 * p-value, and the Holm and Benjamini-Hochberg corrections for many tests. Every function reads
 * whole-number counts and sums only, so a report computed from merged tallies is the same, bit
 * for bit, however the games were grouped.
 * @module
 */

/**
 * A rate or a mean with its 95 % interval. For a rate (a proportion of games), `rate` is the
 * share and `low`–`high` its Wilson score interval; for a mean, `rate` is the mean and
 * `low`–`high` its normal interval (mean ± 1.96 standard errors), `null` with fewer than 2
 * observations (one value says nothing of the spread).
 */
export interface Estimate {
  /** The rate (a share from 0 to 1), or the mean. */
  readonly rate: number;
  /** The lower bound of the 95 % interval (`null`: a mean of fewer than 2 observations). */
  readonly low: number | null;
  /** The upper bound of the 95 % interval (`null`: a mean of fewer than 2 observations). */
  readonly high: number | null;
}

/** The two-sided 95 % quantile of the standard normal distribution. */
export const Z95 = 1.959963984540054;

/** The confidence level of every interval of a report. */
export const CONFIDENCE = 0.95;

/**
 * Below this many games (or seat-games) a figure is flagged `smallSample`, and no lift is
 * given: its interval is wide and the approximations behind it are rough.
 */
export const MIN_GAMES = 30;

/** The level of the Holm and Benjamini-Hochberg corrections (family-wise error, false discovery rate). */
export const FAMILY_ALPHA = 0.05;

/** `k` successes in `n` trials: the share and its Wilson score interval; `null` when `n` is 0. */
export function wilson(k: number, n: number): Estimate | null {
  if (n <= 0) return null;
  const p = k / n;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (Z95 / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0 and 1 the interval touches the bound exactly (rounding could leave it a hair off).
  return { rate: p, low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

/** Observations summed: how many, their sum and the sum of their squares (whole numbers). */
export interface Sums {
  /** Observations. */
  readonly n: number;
  /** Their sum. */
  readonly sum: number;
  /** The sum of their squares. */
  readonly sumSq: number;
}

/** The unbiased variance of the observations, or `null` with fewer than 2. */
function variance(s: Sums): number | null {
  if (s.n < 2) return null;
  return Math.max(0, s.sumSq - (s.sum * s.sum) / s.n) / (s.n - 1);
}

/** The mean and its normal 95 % interval (mean ± z·s/√n); `null` without observations. */
export function meanEstimate(s: Sums): Estimate | null {
  if (s.n <= 0) return null;
  const mean = s.sum / s.n;
  const v = variance(s);
  if (v === null) return { rate: mean, low: null, high: null };
  const half = Z95 * Math.sqrt(v / s.n);
  return { rate: mean, low: mean - half, high: mean + half };
}

/** A difference with its interval and the p-value of "no difference". */
export interface Difference {
  /** The difference and its 95 % interval (`rate` is the difference). */
  readonly estimate: Estimate;
  /** The two-sided p-value of a test of no difference, or `null` when no test applies. */
  readonly pValue: number | null;
}

/**
 * The difference of two rates, `k1/n1 − k2/n2`, with Newcombe's hybrid score interval (from the
 * two Wilson intervals) and the pooled two-proportion z-test's p-value; `null` when either `n`
 * is 0.
 */
export function rateDifference(k1: number, n1: number, k2: number, n2: number): Difference | null {
  const a = wilson(k1, n1);
  const b = wilson(k2, n2);
  if (a === null || b === null) return null;
  const d = a.rate - b.rate;
  const [al, ah, bl, bh] = [a.low as number, a.high as number, b.low as number, b.high as number];
  const low = d - Math.sqrt((a.rate - al) ** 2 + (bh - b.rate) ** 2);
  const high = d + Math.sqrt((ah - a.rate) ** 2 + (b.rate - bl) ** 2);
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  // Both groups all wins or all losses: no evidence of a difference.
  const pValue = se === 0 ? 1 : twoSidedP(d / se);
  return { estimate: { rate: d, low, high }, pValue };
}

/**
 * The difference of two means, `mean1 − mean2`, with its normal interval (the two standard
 * errors combined, as for independent samples) and the z-test's p-value; `null` when either
 * side has no observation, and no interval (nor p-value) with fewer than 2 on a side.
 */
export function meanDifference(s1: Sums, s2: Sums): Difference | null {
  if (s1.n <= 0 || s2.n <= 0) return null;
  const d = s1.sum / s1.n - s2.sum / s2.n;
  const v1 = variance(s1);
  const v2 = variance(s2);
  if (v1 === null || v2 === null) return { estimate: { rate: d, low: null, high: null }, pValue: null };
  const se = Math.sqrt(v1 / s1.n + v2 / s2.n);
  return { estimate: { rate: d, low: d - Z95 * se, high: d + Z95 * se }, pValue: se === 0 ? (d === 0 ? 1 : 0) : twoSidedP(d / se) };
}

/** `2 × (1 − Φ(|z|))`: the two-sided p-value of a standard normal statistic. */
export function twoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/**
 * The complementary error function, to about 1e-15 relative accuracy: W. J. Cody's rational
 * approximations (1969), as in most numerical libraries.
 */
export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x < 0.5) return 1 - erfSmall(x);
  if (x < 4) {
    const p = [3.004592610201616e2, 4.519189537118729e2, 3.393208167343437e2, 1.529892850469404e2,
      4.316222722205674e1, 7.211758250883094, 5.641955174789740e-1, -1.368648573827167e-7];
    const q = [3.004592609569833e2, 7.909509253278980e2, 9.313540948506096e2, 6.389802644656312e2,
      2.775854447439876e2, 7.700015293522947e1, 1.278272731962942e1, 1];
    return Math.exp(-x * x) * poly(p, x) / poly(q, x);
  }
  if (x > 27) return 0;
  const p = [-2.99610707703542174e-3, -4.94730910623250734e-2, -2.26956593539686930e-1, -2.78661308609647788e-1, -2.23192459734184686e-2];
  const q = [1.06209230528467918e-2, 1.91308926107829841e-1, 1.05167510706793207, 1.98733201817135256, 1];
  const y = 1 / (x * x);
  return (Math.exp(-x * x) / x) * (1 / Math.sqrt(Math.PI) + y * poly(p, y) / poly(q, y));
}

function erfSmall(x: number): number {
  const p = [3.209377589138469472562e3, 3.774852376853020208137e2, 1.138641541510501556495e2, 3.161123743870565596947, 1.857777061846031526730e-1];
  const q = [2.844236833439170622273e3, 1.282616526077372275645e3, 2.440246379344441733056e2, 2.360129095234412093499e1, 1];
  const y = x * x;
  return x * poly(p, y) / poly(q, y);
}

/** `c[0] + c[1]·x + c[2]·x² + …`. */
function poly(c: readonly number[], x: number): number {
  let r = 0;
  for (let i = c.length - 1; i >= 0; i--) r = r * x + (c[i] as number);
  return r;
}

/** Which tests of a family survive each correction, by index. */
export interface Corrections {
  /** Holm's step-down correction: the family-wise error stays at most `alpha`. */
  readonly holm: readonly boolean[];
  /** Benjamini-Hochberg's step-up correction: the false discovery rate stays at most `alpha`. */
  readonly bh: readonly boolean[];
}

/**
 * Holm and Benjamini-Hochberg over a family of p-values (`null`: not tested, never survives and
 * does not count in the family's size).
 */
export function corrections(pValues: readonly (number | null)[], alpha = FAMILY_ALPHA): Corrections {
  const tested = pValues.flatMap((p, i) => (p === null ? [] : [{ p, i }])).sort((a, b) => a.p - b.p || a.i - b.i);
  const m = tested.length;
  const holm = pValues.map(() => false);
  const bh = pValues.map(() => false);
  for (let r = 0; r < m; r++) {
    const t = tested[r] as { p: number; i: number };
    if (t.p > alpha / (m - r)) break;
    holm[t.i] = true;
  }
  let last = -1;
  for (let r = 0; r < m; r++) if ((tested[r] as { p: number }).p <= ((r + 1) / m) * alpha) last = r;
  for (let r = 0; r <= last; r++) bh[(tested[r] as { i: number }).i] = true;
  return { holm, bh };
}
