/**
 * The figures of the user docs (README.md, docs/*.md, packages/sim/README.md): where a measured
 * number stands, and the marked spans that quote bench/figures.json.
 *
 * A figure is a number followed by one of {@link UNITS} (a range such as `25 to 50 ms` is one
 * figure). A span is `<!-- figure: key -->text<!-- /figure -->` on one line: invisible where
 * Markdown is rendered (GitHub, npm, the docs site), and filled with the figure's text by
 * {@link fillDocs}.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** The docs whose figures must come from bench/figures.json or the allow-list, relative to the root. */
export function figureDocs(): string[] {
  const guides = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`);
  return ['README.md', ...guides, 'packages/sim/README.md'];
}

/**
 * The units that make a number a figure: speeds, times, sizes, rates. (`x`, a ratio, is not a
 * unit here: ratios may stand anywhere, though the speed ratios are quoted from spans too.)
 */
export const UNITS = ['games/s', 'games per second', 'games a second', 'ns', 'µs', 'ms', 'bytes', 'B', 'kB', 'KB', 'KiB', 'MB', 'MiB', '%'] as const;

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const SPACE = '[ \\u00a0\\u202f]?';
const UNIT = UNITS.map((u) => u.replace(/[/]/g, '\\/')).sort((a, b) => b.length - a.length).join('|');
/** A figure: a number (or a range of two) and a unit, not inside a word. */
const FIGURE = new RegExp(`(?<![\\w.,])(?:${NUMBER}${SPACE}(?:-|–|to)${SPACE})?${NUMBER}${SPACE}(?:${UNIT})(?![\\w/])`, 'gu');
/** A marked span. */
const SPAN = /<!-- figure: ([a-z0-9.-]+) -->(.*?)<!-- \/figure -->/g;

/** A figure standing outside any span. */
export interface BareFigure {
  /** 1-based line number. */
  readonly line: number;
  /** The figure as written, e.g. `25 to 50 ms`. */
  readonly figure: string;
  /** The whole line, to match an allow-list entry's `near`. */
  readonly text: string;
}

/** A marked span: its figure's key and the text it holds now. */
export interface Span {
  readonly line: number;
  readonly key: string;
  readonly text: string;
}

/** Every span of a Markdown text. */
export function spansOf(markdown: string): Span[] {
  return markdown.split('\n').flatMap((text, i) => [...text.matchAll(SPAN)].map((m) => ({ line: i + 1, key: m[1]!, text: m[2]! })));
}

/** Every figure of a Markdown text that no span holds. */
export function bareFigures(markdown: string): BareFigure[] {
  return markdown.split('\n').flatMap((text, i) => {
    const outside = text.replace(SPAN, (span) => ' '.repeat(span.length));
    return [...outside.matchAll(FIGURE)].map((m) => ({ line: i + 1, figure: m[0], text }));
  });
}

/** The figure texts that `text` would hold as a span (for tests and messages): every figure in it. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => m[0]);
}

/** `markdown` with every span whose key is in `figures` holding that figure's text. */
export function fillSpans(markdown: string, figures: Readonly<Record<string, { readonly text: string }>>): string {
  return markdown.replace(SPAN, (span, key: string) => {
    const figure = figures[key];
    return figure === undefined ? span : `<!-- figure: ${key} -->${figure.text}<!-- /figure -->`;
  });
}

/** Fills the spans of every figure doc from `figures`; returns the docs that changed. */
export function fillDocs(figures: Readonly<Record<string, { readonly text: string }>>): string[] {
  const changed: string[] = [];
  for (const doc of figureDocs()) {
    const path = join(ROOT, doc);
    const before = readFileSync(path, 'utf8');
    const after = fillSpans(before, figures);
    if (after !== before) {
      writeFileSync(path, after);
      changed.push(doc);
    }
  }
  return changed;
}
