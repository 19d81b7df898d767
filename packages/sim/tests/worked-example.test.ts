// docs/simulation.md reads a report line by line in its worked example: the lines it quotes
// must be what the simulator prints for that run, so that the reading stays true.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportTable, simulate } from '../src/index.js';

const DOC = new URL('../../../docs/simulation.md', import.meta.url);

/** The quoted lines: the code block between the worked example's markers, without its `$` command and `...` cuts. */
function quoted(): { command: string; lines: string[] } {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf('<!-- worked-example: start -->');
  const end = text.indexOf('<!-- worked-example: end -->');
  expect(start, 'docs/simulation.md has the worked example\'s markers').toBeGreaterThan(-1);
  const block = text.slice(start, end).split('\n').filter((l) => !l.startsWith('<!--') && !l.startsWith('```'));
  const command = block.find((l) => l.startsWith('$ ')) ?? '';
  return { command, lines: block.filter((l) => !l.startsWith('$ ') && l !== '...' && l.trim() !== '') };
}

describe('the worked example of docs/simulation.md', () => {
  it('quotes the table that its command prints', { timeout: 120_000 }, async () => {
    const { command, lines } = quoted();
    expect(command).toBe('$ npx spellbook-sim --players 3 --bots greedy --games 400 --seed worked-example');
    const table = reportTable(await simulate({ players: 3, bots: 'greedy', games: 400, seed: 'worked-example', workers: 2 })).split('\n');
    expect(lines.length).toBeGreaterThan(15);
    for (const line of lines) {
      // When the rules or the bots change, so do the games: run the command, quote its lines
      // again, check the reading below the block and the figures allow-list (scripts/figures-allow.ts).
      expect(table, `docs/simulation.md quotes a line the simulator no longer prints:\n${line}`).toContain(line);
    }
  });
});
