// The one source of the figures the docs quote: bench/figures.json. The bench scripts that
// measure a quoted figure record it here (npm run bench, bench/ladder.ts, npm run size:check --
// --update), then fill every marked span of the docs from the file, so that a figure is written
// once, by what measured it, and quoted the same everywhere. `npm run figures:check` (CI) fails
// on a figure of the docs that is neither in a span nor in its allow-list, and on a span whose
// text is not its figure's.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fillDocs } from '../scripts/figure-docs.js';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the figures live. */
export const FIGURES_PATH = join(ROOT, 'bench', 'figures.json');

/** One figure the docs quote. */
export interface Figure {
  /** The measured value in the figure's unit; a range as `[low, high]`. */
  readonly value: number | readonly [number, number];
  /** How the docs print it, unit included: the text of its marked spans. */
  readonly text: string;
  /** What measured it: the command, and the row or line of its output it comes from. */
  readonly source: string;
  /** When and on what it was measured: the date, the commit, the machine. */
  readonly measured: string;
}

/** bench/figures.json: what it is, and the figures by key (`speed.loop.4p`, `size.loop`, ...). */
export interface FiguresFile {
  readonly about: string;
  readonly figures: Readonly<Record<string, Figure>>;
}

const ABOUT = 'The figures the docs quote, each written by the script that measured it (see its source) and copied into the docs\' '
  + 'marked spans (<!-- figure: key -->text<!-- /figure -->) by that script or by `npm run figures -- --write`. '
  + '`npm run figures:check` fails on a figure in the docs outside a span and off the allow-list (scripts/figures-allow.ts).';

function isFigure(x: unknown): x is Figure {
  if (typeof x !== 'object' || x === null) return false;
  const f = x as Record<string, unknown>;
  const value = f['value'];
  const range = Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v));
  return (range || (typeof value === 'number' && Number.isFinite(value)))
    && typeof f['text'] === 'string' && f['text'] !== '' && typeof f['source'] === 'string' && typeof f['measured'] === 'string';
}

/** Reads and checks the figures file. @throws Error naming the first figure that is not one. */
export function readFigures(path: string = FIGURES_PATH): FiguresFile {
  const data = JSON.parse(readFileSync(path, 'utf8')) as { about?: unknown; figures?: unknown };
  if (typeof data.figures !== 'object' || data.figures === null) throw new Error(`${path}: no "figures" object`);
  for (const [key, figure] of Object.entries(data.figures)) {
    if (!/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(key)) throw new Error(`${path}: the key ${JSON.stringify(key)} is not lower-case words joined by . or -`);
    if (!isFigure(figure)) throw new Error(`${path}: ${key} needs a value (a number or [low, high]), a text, a source and a measured line`);
  }
  return { about: typeof data.about === 'string' ? data.about : ABOUT, figures: data.figures as Record<string, Figure> };
}

/**
 * Records measured figures: merges `updates` into bench/figures.json (keys sorted), then fills
 * the docs' spans from it and says which files changed. A bench script calls it at its end.
 */
export function recordFigures(updates: Readonly<Record<string, Figure>>, path: string = FIGURES_PATH): void {
  const current = readFigures(path).figures;
  const merged = { ...current, ...updates };
  const figures = Object.fromEntries(Object.keys(merged).sort().map((k) => [k, merged[k]!]));
  writeFileSync(path, `${JSON.stringify({ about: ABOUT, figures } satisfies FiguresFile, null, 2)}\n`);
  console.log(`bench/figures.json: ${Object.keys(updates).length} figure(s) recorded: ${Object.entries(updates).map(([k, f]) => `${k} = ${f.text}`).join('; ')}`);
  const changed = fillDocs(figures);
  console.log(changed.length === 0 ? 'docs: every span already quotes these figures' : `docs: spans filled in ${changed.join(', ')}`);
}

/** `n` rounded to the nearest multiple of `step`. */
export function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

/** A whole number with thousands separators: 11500 -> "11,500". */
export function grouped(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Games per second as the docs quote them: to the nearest hundred ("11,500 games/s"). */
export function gamesPerSecond(n: number): string {
  return `${grouped(roundTo(n, 100))} games/s`;
}

/** Nanoseconds as microseconds with two decimals ("0.45 µs"). */
export function microseconds(ns: number): string {
  return `${(ns / 1000).toFixed(2)} µs`;
}

/** Milliseconds, whole ("23 ms"). */
export function milliseconds(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** A rate in [0, 1] as a percentage with one decimal ("82.3 %"). */
export function percent(rate: number): string {
  return `${(100 * rate).toFixed(1)} %`;
}

/** An interval of rates as percentages ("79.9-84.6 %"). */
export function percentRange(low: number, high: number, decimals = 1): string {
  return `${(100 * low).toFixed(decimals)}-${(100 * high).toFixed(decimals)} %`;
}

/** Bytes as whole KB of 1,024 bytes ("18 KB"). */
export function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/** A speed-up as the docs say it ("1.8 times"; "2 times" when it rounds to a whole number). */
export function times(ratio: number): string {
  const r = Math.round(ratio * 10) / 10;
  return `${Number.isInteger(r) ? r.toFixed(0) : r.toFixed(1)} times`;
}

/** A ratio to the speed reference ("0.26x"). */
export function ratioText(ratio: number): string {
  return `${ratio.toFixed(2)}x`;
}
