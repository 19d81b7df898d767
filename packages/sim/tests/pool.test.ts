// The worker threads a call leaves behind are taken by the next call with the same threads (their
// engine warm), end after WORKER_KEEP_ALIVE_MS idle or at closeWorkers(), and never keep the
// process alive.
import { describe, expect, it } from 'vitest';
import { WORKER_KEEP_ALIVE_MS, closeWorkers, simulate, type SimulationOptions } from '../src/index.js';
import { poolCounts } from '../src/pool.js';
import { startSim } from './command.js';

const RUN: SimulationOptions = { players: 3, games: 12, bots: ['random', 'greedy:samples=1', 'random'], seed: 'kept' };

describe('the worker pool kept between calls', () => {
  it('is taken by the next call with the same threads, and the reports do not change', { timeout: 120_000 }, async () => {
    await closeWorkers();
    const before = poolCounts();
    const first = await simulate({ ...RUN, workers: 2 });
    const second = await simulate({ ...RUN, workers: 2 });
    const after = poolCounts();
    expect(after.made - before.made).toBe(1);
    expect(after.reused - before.reused).toBe(1);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(JSON.stringify(first)).toBe(JSON.stringify(await simulate({ ...RUN, workers: 0 })));
    // Other threads make a pool of their own; closeWorkers ends the kept one.
    await simulate({ ...RUN, workers: 1 });
    expect(poolCounts().made - after.made).toBe(1);
    await closeWorkers();
    await simulate({ ...RUN, workers: 1 });
    expect(poolCounts().made - after.made).toBe(2);
    await closeWorkers();
  });

  it('does not keep the command from exiting once its report is written', { timeout: 120_000 }, async () => {
    expect(WORKER_KEEP_ALIVE_MS).toBeGreaterThanOrEqual(5_000);
    const child = startSim(['--games', '8', '--players', '2', '--workers', '2', '--quiet', '--format', 'json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let written = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.trimEnd().endsWith('}')) written = Date.now();
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(0);
    expect(written).toBeGreaterThan(0);
    // Well before the idle threads would end by themselves.
    expect(Date.now() - written).toBeLessThan(WORKER_KEEP_ALIVE_MS / 2);
  });
});
