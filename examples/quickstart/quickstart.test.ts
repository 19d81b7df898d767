import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

describe('quickstart', () => {
  it('is the README quick start, verbatim', () => {
    const readme = readFileSync(here('../../README.md'), 'utf8');
    const block = /^## Quick start[\s\S]*?^```ts\n([\s\S]*?)^```$/m.exec(readme)?.[1];
    expect(block, 'README.md has a "## Quick start" section with a ts code block').toBeDefined();
    expect(readFileSync(here('quickstart.ts'), 'utf8')).toBe(block);
    expect(block!.trim().split('\n').filter((line) => line.trim() !== '')).toHaveLength(8);
  });

  it('plays a complete 3-player game and prints the score of every seat', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', here('quickstart.ts')], { encoding: 'utf8' });
    const seats = [...out.matchAll(/seat (\d): (\d+) points, rank ([1-3])/g)];
    expect(seats.map((m) => m[1])).toEqual(['0', '1', '2']);
    expect(seats.some((m) => m[3] === '1')).toBe(true);
  });
});
