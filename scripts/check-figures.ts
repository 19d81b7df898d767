/**
 * One source for figures. Every number followed by a unit (games/s, ns, µs, ms, B, bytes, kB,
 * KB, KiB, MB, MiB, %) in README.md, docs/*.md and packages/sim/README.md must stand in a marked
 * span, `<!-- figure: key -->text<!-- /figure -->`, whose text is the figure `key` of
 * bench/figures.json (written by the bench scripts that measure it), or be listed in
 * scripts/figures-allow.ts with the reason it is not measured.
 *
 *   npm run figures:check                 (CI) exit code 1 on a figure outside both, a span that
 *                                         names no figure or quotes another text, a stale entry
 *   npm run figures -- --write            fill every span from bench/figures.json, then check
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readFigures } from '../bench/figures.js';
import { bareFigures, figureDocs, fillDocs, spansOf } from './figure-docs.js';
import { ALLOWED, type AllowedFigures } from './figures-allow.js';

const ROOT = resolve(import.meta.dirname, '..');

/** What is wrong with the docs' figures (empty when nothing), and what was checked. */
export interface FigureReport {
  readonly problems: readonly string[];
  readonly spans: number;
  readonly allowed: number;
  readonly unquoted: readonly string[];
}

/** Checks the docs (their current text) against the figures and the allow-list. */
export function checkFigures(
  docs: readonly string[],
  read: (doc: string) => string,
  figures: Readonly<Record<string, { readonly text: string }>>,
  allowed: readonly AllowedFigures[],
): FigureReport {
  const problems: string[] = [];
  const used = new Set<AllowedFigures>();
  const quoted = new Set<string>();
  let spans = 0;
  let allowedCount = 0;
  for (const doc of docs) {
    const text = read(doc);
    for (const span of spansOf(text)) {
      spans++;
      quoted.add(span.key);
      const figure = figures[span.key];
      if (figure === undefined) problems.push(`${doc}:${span.line}: the span names ${span.key}, which bench/figures.json does not hold`);
      else if (figure.text !== span.text) {
        problems.push(`${doc}:${span.line}: the span of ${span.key} says "${span.text}", bench/figures.json "${figure.text}" (npm run figures -- --write)`);
      }
    }
    for (const bare of bareFigures(text)) {
      const entry = allowed.find((a) => a.file === doc && bare.text.includes(a.near) && a.figures.includes(bare.figure));
      if (entry === undefined) {
        problems.push(`${doc}:${bare.line}: "${bare.figure}" is a figure outside a span: quote it from bench/figures.json `
          + `(<!-- figure: key -->${bare.figure}<!-- /figure -->) or list it in scripts/figures-allow.ts with the reason`);
      } else {
        used.add(entry);
        allowedCount++;
      }
    }
  }
  for (const entry of allowed) {
    if (!used.has(entry)) problems.push(`scripts/figures-allow.ts: the entry for ${entry.file} near "${entry.near}" (${entry.figures.join(', ')}) matches no figure: remove it`);
  }
  const unquoted = Object.keys(figures).filter((k) => !quoted.has(k));
  return { problems, spans, allowed: allowedCount, unquoted };
}

function main(): void {
  const { figures } = readFigures();
  if (process.argv.includes('--write')) {
    const changed = fillDocs(figures);
    console.log(changed.length === 0 ? 'figures: every span already quotes bench/figures.json' : `figures: spans filled in ${changed.join(', ')}`);
  }
  const docs = figureDocs();
  const report = checkFigures(docs, (doc) => readFileSync(join(ROOT, doc), 'utf8'), figures, ALLOWED);
  for (const p of report.problems) console.error(p);
  if (report.problems.length > 0) {
    console.error(`\nfigures: ${report.problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`figures ok: ${report.spans} spans in ${docs.length} docs quote ${Object.keys(figures).length - report.unquoted.length} of the `
    + `${Object.keys(figures).length} figures of bench/figures.json; ${report.allowed} figures stand by ${ALLOWED.length} entries of the allow-list`
    + (report.unquoted.length > 0 ? `; not quoted in the docs: ${report.unquoted.join(', ')}` : ''));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
