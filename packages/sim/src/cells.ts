/**
 * The text of a report's cells (rates, intervals, lifts, counts) and aligned columns: what the
 * tables of a report and of a comparison share.
 * @module
 */
import type { Estimate } from './stats.js';

/** A share as a percentage with one decimal: `38.0%`; `-` for none. */
export function pct(x: number | null | undefined): string {
  return x === null || x === undefined ? '-' : `${(100 * x).toFixed(1)}%`;
}

/** A signed number of percentage points with one decimal: `+4.1`; `-` for none. */
export function points(x: number | null | undefined): string {
  return x === null || x === undefined ? '-' : `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
}

/** A number with `digits` decimals; `-` for none. */
export function num(x: number | null | undefined, digits = 2): string {
  return x === null || x === undefined ? '-' : x.toFixed(digits);
}

/** A whole number with thousands separators. */
export function int(x: number): string {
  return x.toLocaleString('en-US');
}

/** A rate with its interval: `38.0% (32.7-43.6)`; `-` for none. */
export function rateCell(e: Estimate | null): string {
  if (e === null) return '-';
  return `${pct(e.rate)} (${e.low === null ? '?' : (100 * e.low).toFixed(1)}-${e.high === null ? '?' : (100 * e.high).toFixed(1)})`;
}

/** A mean with its interval: `25.31 (25.02-25.60)`; without bounds (one observation) `25.00 (?)`. */
export function meanCell(e: Estimate | null, digits = 2): string {
  if (e === null) return '-';
  if (e.low === null || e.high === null) return `${e.rate.toFixed(digits)} (?)`;
  return `${e.rate.toFixed(digits)} (${e.low.toFixed(digits)} to ${e.high.toFixed(digits)})`;
}

/** A difference of rates in percentage points with its interval: `+4.1 (+1.2 to +7.0)`. */
export function pointsCell(e: Estimate | null): string {
  if (e === null) return '-';
  return `${points(e.rate)} (${e.low === null ? '?' : points(e.low)} to ${e.high === null ? '?' : points(e.high)})`;
}

/** A difference of means with its interval: `+0.42 (+0.10 to +0.74)`. */
export function differenceCell(e: Estimate | null, digits = 2): string {
  if (e === null) return '-';
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
  return `${signed(e.rate)} (${e.low === null ? '?' : signed(e.low)} to ${e.high === null ? '?' : signed(e.high)})`;
}

/** A p-value: `0.0123`, or `<0.0001`; `-` for none. */
export function pCell(p: number | null): string {
  if (p === null) return '-';
  return p < 0.0001 ? '<0.0001' : p.toFixed(4);
}

/** Which corrections a test survives: `Holm, BH`, `BH` or nothing. */
export function survivesCell(holm: boolean, bh: boolean): string {
  return [holm ? 'Holm' : '', bh ? 'BH' : ''].filter((s) => s !== '').join(', ');
}

/** Renders rows as columns: the first `left` columns left-aligned, the others right-aligned. */
export function columns(header: readonly string[], rows: readonly (readonly string[])[], left = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i < left ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break; empty for `null`. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
