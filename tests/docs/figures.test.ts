/**
 * One source for figures: the docs quote bench/figures.json in marked spans, and the check finds
 * a figure outside both the spans and the allow-list, a stale span, an unknown key and an unused
 * allow-list entry. The repository's docs pass it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gamesPerSecond, kilobytes, microseconds, milliseconds, percent, percentRange, readFigures, times } from '../../bench/figures.js';
import { checkFigures } from '../../scripts/check-figures.js';
import { bareFigures, figureDocs, fillSpans, spansOf } from '../../scripts/figure-docs.js';
import { ALLOWED, type AllowedFigures } from '../../scripts/figures-allow.js';

const ROOT = resolve(import.meta.dirname, '../..');
const FIGURES = { 'speed.loop.4p': { text: '11,500 games/s' }, 'bots.search.ms': { text: '23 ms' } };

function check(doc: string, allowed: readonly AllowedFigures[] = []) {
  return checkFigures(['doc.md'], () => doc, FIGURES, allowed);
}

describe('figures in the docs', () => {
  it('finds every number with a unit, ranges as one figure, and none inside a word or a span', () => {
    const text = 'about 0.45 µs, 11,500 games/s, 25 to 50 ms, 79.9-84.6 %, 18 KB, 40 bytes, 2.4 MB, 90% and 12 games per second; '
      + 'not P2B, v20.19 or 0.26x; <!-- figure: bots.search.ms -->23 ms<!-- /figure -->';
    expect(bareFigures(text).map((f) => f.figure)).toEqual(
      ['0.45 µs', '11,500 games/s', '25 to 50 ms', '79.9-84.6 %', '18 KB', '40 bytes', '2.4 MB', '90%', '12 games per second']);
    expect(spansOf(text)).toEqual([{ line: 1, key: 'bots.search.ms', text: '23 ms' }]);
  });

  it('passes a doc whose figures are all quoted, and fails each way a figure can go wrong', () => {
    expect(check('speed: <!-- figure: speed.loop.4p -->11,500 games/s<!-- /figure -->').problems).toEqual([]);
    expect(check('speed: about 10,000 games/s').problems.join()).toMatch(/"10,000 games\/s" is a figure outside a span/);
    expect(check('<!-- figure: speed.loop.4p -->10,000 games/s<!-- /figure -->').problems.join()).toMatch(/says "10,000 games\/s", bench\/figures.json "11,500 games\/s"/);
    expect(check('<!-- figure: speed.nowhere -->1 ms<!-- /figure -->').problems.join()).toMatch(/names speed.nowhere, which bench\/figures.json does not hold/);
    const target: AllowedFigures = { file: 'doc.md', near: 'target', figures: ['50 ms'], why: 'a target' };
    expect(check('the target: at most 50 ms', [target]).problems).toEqual([]);
    expect(check('at most 50 ms', [target]).problems.join()).toMatch(/"50 ms" is a figure outside a span/);
    expect(check('nothing here', [target]).problems.join()).toMatch(/matches no figure: remove it/);
  });

  it('fills spans from the figures, and leaves unknown keys and the rest of the text alone', () => {
    const doc = 'a <!-- figure: speed.loop.4p -->old<!-- /figure --> b <!-- figure: other -->keep<!-- /figure -->';
    expect(fillSpans(doc, FIGURES)).toBe('a <!-- figure: speed.loop.4p -->11,500 games/s<!-- /figure --> b <!-- figure: other -->keep<!-- /figure -->');
  });

  it('writes each kind of figure the way the docs quote it', () => {
    expect([gamesPerSecond(11_494), microseconds(447), milliseconds(23.04), percent(0.823), percentRange(0.799, 0.846), kilobytes(18_408), times(1.79), times(2.03)])
      .toEqual(['11,500 games/s', '0.45 µs', '23 ms', '82.3 %', '79.9-84.6 %', '18 KB', '1.8 times', '2 times']);
  });

  it('holds for the repository: every figure of the docs comes from bench/figures.json or the allow-list', () => {
    const { figures } = readFigures();
    const report = checkFigures(figureDocs(), (doc) => readFileSync(join(ROOT, doc), 'utf8'), figures, ALLOWED);
    expect(report.problems).toEqual([]);
    expect(report.spans).toBeGreaterThan(30);
    for (const entry of ALLOWED) expect(entry.why.length).toBeGreaterThan(10);
  });
});
