// docs/learning.md's tables of the observation's ranges (2 players) and of the action space
// against the layouts themselves: every range listed once, in order, with its size.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_SPACE, OBSERVATION_LAYOUT } from '../../src/learn/index.js';

const DOC = readFileSync(resolve(import.meta.dirname, '../../docs/learning.md'), 'utf8');

/** The rows of the Markdown table whose header starts with `header`. */
function tableRows(header: string): string[][] {
  const lines = DOC.split('\n');
  const start = lines.findIndex((l) => l.startsWith(header));
  if (start < 0) throw new Error(`no table headed ${header}`);
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!.split('|').slice(1, -1).map((c) => c.trim()));
  return rows;
}

/** The ranges a row's first cell names: `a`, `.b` (a's prefix), `a … b`, `p.*` (the prefix's ranges not named elsewhere). */
function named(cell: string, all: readonly string[], explicit: ReadonlySet<string>): string[] {
  const tokens = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const out: string[] = [];
  let prefix = '';
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.endsWith('.*')) {
      out.push(...all.filter((n) => n.startsWith(t.slice(0, -1)) && !explicit.has(n)));
    } else if (t.startsWith('.')) {
      out.push(prefix + t.slice(1));
    } else {
      prefix = t.slice(0, t.lastIndexOf('.') + 1);
      if (cell.includes(`\`${t}\` … `) ) {
        const end = tokens[++k]!;
        out.push(...all.slice(all.indexOf(t), all.indexOf(end) + 1));
      } else out.push(t);
    }
  }
  return out;
}

describe('docs/learning.md', () => {
  it('lists every range of the 2-player observation once, in order, with its size', () => {
    const layout = OBSERVATION_LAYOUT[2];
    const all = layout.ranges.map((r) => r.name);
    const rows = tableRows('| range | floats |');
    const explicit = new Set(rows.flatMap((r) => [...r[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)).filter((t) => !t.endsWith('.*')));
    const listed: string[] = [];
    for (const [cell, floats] of rows) {
      const names = named(cell!, all, explicit);
      expect(names.length, cell).toBeGreaterThan(0);
      expect(names.reduce((s, n) => s + layout.range[n]!.size, 0), cell).toBe(Number(floats));
      listed.push(...names);
    }
    expect(listed).toEqual(all);
  });

  it('lists the action space by its ranges and sizes', () => {
    const sizes: [string, number][] = [];
    for (const [cell, count] of tableRows('| range | indices |')) {
      const names = [...cell!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      if (!count!.endsWith(' each')) expect(names, cell).toHaveLength(1);
      for (const name of names) sizes.push([name, Number(count!.replace(' each', ''))]);
    }
    expect(sizes).toEqual(ACTION_SPACE.ranges.map((r) => [r.name, r.size]));
    expect(DOC).toContain(`\`ACTION_COUNT\` = ${String(ACTION_SPACE.size)}`);
    for (const p of [1, 2, 3, 4] as const) expect(DOC).toContain(String(OBSERVATION_LAYOUT[p].size));
  });
});
