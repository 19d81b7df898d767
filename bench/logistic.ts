// Logistic regression by iteratively reweighted least squares (Newton's method), with a ridge
// penalty: what bench/value-fit.ts fits the search bot's learned value with. Pure functions.

import { solve } from './solve.js';

/** Rows of a design matrix, `width` numbers each, stored one after the other. */
export interface Rows {
  readonly x: Float64Array;
  /** The target of each row: 1, 0, or a share in between (a tie is 0.5). */
  readonly y: Float64Array;
  readonly width: number;
  readonly count: number;
}

/** The model's probability for row `i`: the logistic of the row times the coefficients. */
export function predict(rows: Rows, i: number, theta: readonly number[]): number {
  let z = 0;
  const at = i * rows.width;
  for (let k = 0; k < rows.width; k++) z += theta[k]! * rows.x[at + k]!;
  return 1 / (1 + Math.exp(-z));
}

/**
 * The coefficients that maximise the log-likelihood of the rows `use` selects minus
 * `ridge` / 2 × the sum of their squares (no intercept: the design carries its own columns).
 */
export function fitLogistic(rows: Rows, use: (i: number) => boolean, ridge: number): number[] {
  const p = rows.width;
  let theta = new Array<number>(p).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const g = theta.map((t) => -ridge * t);
    const h = theta.map((_, r) => theta.map((__, c) => (r === c ? -ridge : 0)));
    for (let i = 0; i < rows.count; i++) {
      if (!use(i)) continue;
      const q = predict(rows, i, theta);
      const e = rows.y[i]! - q;
      const wgt = q * (1 - q);
      const at = i * p;
      for (let a = 0; a < p; a++) {
        const xa = rows.x[at + a]!;
        if (xa === 0) continue;
        g[a]! += e * xa;
        const hx = xa * wgt;
        const row = h[a]!;
        for (let b = 0; b < p; b++) row[b]! -= hx * rows.x[at + b]!;
      }
    }
    const step = solve(h, g.map((v) => -v));
    let largest = 0;
    theta = theta.map((t, k) => {
      largest = Math.max(largest, Math.abs(step[k]!));
      return t + step[k]!;
    });
    if (largest < 1e-9) break;
  }
  return theta;
}

/** The mean log-loss (natural log) of `predictOf` over the rows `use` selects. */
export function logLoss(rows: Rows, use: (i: number) => boolean, predictOf: (i: number) => number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < rows.count; i++) {
    if (!use(i)) continue;
    const q = Math.min(1 - 1e-12, Math.max(1e-12, predictOf(i)));
    const y = rows.y[i]!;
    sum -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
    n++;
  }
  return sum / n;
}
