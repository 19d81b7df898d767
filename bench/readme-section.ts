// The part of bench/README.md that `npm run bench` writes: everything between two marker
// comments, so that the rest of the file (the other benchmarks, the bundle sizes, older tables)
// stays as people wrote it.
import { readFileSync, writeFileSync } from 'node:fs';

/** The comment that opens the written section. */
export const SECTION_START = '<!-- npm run bench: start (written by bench/standing.ts; what is between these markers is replaced) -->';
/** The comment that closes it. */
export const SECTION_END = '<!-- npm run bench: end -->';

/**
 * Replaces what lies between the two markers of `file` with `body`. Throws, writing nothing,
 * when the file does not hold each marker exactly once, start before end.
 */
export function replaceSection(file: string, body: string): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  if (start < 0 || end < start || text.indexOf(SECTION_START, start + 1) >= 0 || text.indexOf(SECTION_END, end + 1) >= 0) {
    throw new Error(`${file} must hold the markers once each, in order:\n${SECTION_START}\n${SECTION_END}`);
  }
  const before = text.slice(0, start + SECTION_START.length);
  writeFileSync(file, `${before}\n${body.trim()}\n${text.slice(end)}`);
}
