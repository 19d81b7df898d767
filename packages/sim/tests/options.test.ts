// simulate's options: a key that is no option is refused with a typed error naming the nearest
// option (in the options, a bot's description and the shard), before any game is played; and
// the CommonJS build needs no require(esm): tinypool, an ES module only, is imported dynamically.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SimulationOptionsError, simulate, type SimulationOptions } from '../src/index.js';

/** Expects `simulate(options)` to reject with `unknown-option` and a message containing `text`. */
async function refused(options: Record<string, unknown>, text: string): Promise<void> {
  const e: unknown = await simulate(options as unknown as SimulationOptions).then(() => undefined, (err: unknown) => err);
  expect(e).toBeInstanceOf(SimulationOptionsError);
  expect((e as SimulationOptionsError).code).toBe('unknown-option');
  expect((e as SimulationOptionsError).message).toContain(text);
}

describe('simulate refuses unknown keys with SimulationOptionsError unknown-option and the nearest name', () => {
  it('in the options', async () => {
    await refused({ players: 2, games: 2, workrs: 0 }, 'unknown option "workrs" (did you mean workers?)');
    await refused({ players: 2, games: 2, sead: 'x', workers: 0 }, 'unknown option "sead" (did you mean seed?)');
    await refused({ players: 2, game: 2, workers: 0 }, 'unknown option "game" (did you mean games?)');
    await refused({ players: 2, games: 2, workers: 0, colour: 'red' }, 'unknown option "colour" (known: players, games, spells, rules, bots,');
  });

  it("in a bot's description and in the shard", async () => {
    await refused({ players: 2, games: 2, workers: 0, bots: [{ bot: 'greedy', param: { samples: 1 } }, 'random'] }, 'bots[0]: unknown option "param" (did you mean params?)');
    await refused({ players: 2, games: 2, workers: 0, shard: { index: 0, cout: 2 } }, 'shard: unknown option "cout" (did you mean count?)');
  });

  it('every known option is still taken', async () => {
    const report = await simulate({
      players: 2, games: 2, spells: 'set1', rules: 'digital', bots: [{ bot: 'greedy', params: { samples: 1 } }, 'random'], rotateSeats: true, seed: 'known',
      exhaustive: false, shard: { index: 0, count: 1 }, workers: 0, runtime: 'worker_threads', setupModules: [], maxActions: 100_000,
      onProgress: () => undefined,
    });
    expect(report.games).toBe(2);
  });
});

describe("the simulator's sources", () => {
  it('import tinypool (an ES module only) dynamically, so that the CommonJS build loads without require(esm)', () => {
    const dir = resolve(import.meta.dirname, '../src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const staticImports = files.filter((f) => /^\s*import\s[^;]*from\s+['"]tinypool['"]/m.test(readFileSync(join(dir, f), 'utf8')));
    expect(staticImports).toEqual([]);
    expect(files.some((f) => readFileSync(join(dir, f), 'utf8').includes("await import('tinypool')"))).toBe(true);
  });
});
