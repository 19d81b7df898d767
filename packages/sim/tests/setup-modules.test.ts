// setupModules: a module that registers a homebrew spell through `spellbook-engine` is imported
// by every worker thread, and the games there play the spell with the very engine the simulator
// uses (one spell registry per thread).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulate, type SimulationOptions } from '../src/index.js';

const KINDLING = fileURLToPath(new URL('./fixtures/kindling.ts', import.meta.url));
const RUN: SimulationOptions = {
  players: 2,
  games: 12,
  seed: 'homebrew',
  bots: 'greedy:samples=1',
  exhaustive: true,
  spells: ['kindling', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
  setupModules: [KINDLING],
};

describe('setupModules', { timeout: 60_000 }, () => {
  it('registers a homebrew spell in every worker thread, with the same report as in this thread', async () => {
    const threads = await simulate({ ...RUN, workers: 2 });
    const here = await simulate({ ...RUN, workers: 0 });
    expect(threads).toEqual(here);
    const kindling = threads.balance.filter((row) => row.spell === 'kindling');
    expect(kindling.map((row) => row.level)).toEqual([3, 4, 5]);
    expect(kindling.reduce((n, row) => n + row.rigged, 0)).toBeGreaterThan(0);
  });

  it('a setup module evaluated twice in one thread (one file under two URLs) defines its spell again harmlessly', async () => {
    const again = `${pathToFileURL(KINDLING).href}?again`;
    const once = await simulate({ ...RUN, games: 3, workers: 0 });
    const twice = await simulate({ ...RUN, games: 3, workers: 0, setupModules: [KINDLING, again] });
    expect(twice).toEqual(once);
    const onThreads = await simulate({ ...RUN, games: 3, workers: 1, setupModules: [KINDLING, again] });
    expect(onThreads).toEqual(once);
  });
});
