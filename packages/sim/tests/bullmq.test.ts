// The distributed mode: a local redis-server on loopback, two `spellbook-sim worker` processes,
// and `spellbook-sim submit`, whose merged report must equal a single-process run.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_PRESETS, RULES_VERSION } from 'spellbook-engine';
import { simulate, type SimulationReport } from '../src/index.js';
import { sim, startSim, type Result } from './command.js';
import { exited, hasRedis, requireRedis, startRedis, waitFor, type TestRedis } from './redis-server.js';

requireRedis('packages/sim/tests/bullmq.test.ts');

describe.skipIf(!hasRedis)('BullMQ mode: spellbook-sim worker + submit on a local Redis', { timeout: 120_000 }, () => {
  let redis: TestRedis | undefined;
  let url = '';
  const queue = `spellbook-sim-test-${process.pid}`;
  const workers: { child: ChildProcess; log: string[] }[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    url = redis.url;
    for (let i = 0; i < 2; i++) {
      const child = startSim(['worker', '--redis', url, '--queue', queue, '--workers', '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
      const log: string[] = [];
      child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      workers.push({ child, log });
      await waitFor(child, /waiting for shard jobs/, `worker ${i}`);
    }
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGTERM');
    const codes = await Promise.all(workers.map((w) => exited(w.child)));
    await redis?.stop();
    expect(codes).toEqual([0, 0]); // the workers stop cleanly on SIGTERM
  });

  function submit(...args: string[]): Promise<Result> {
    return sim(['submit', '--redis', url, '--queue', queue, ...args]);
  }

  it('merges the shards played by two worker processes into the single-process report', async () => {
    const run = ['--players', '3', '--games', '24', '--seed', 'bullmq', '--bots', 'random,greedy:samples=1,random', '--spells', 'classic'];
    const r = await submit(...run, '--shards', '6', '--format', 'json', '--timeout', '100');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const merged = JSON.parse(r.stdout) as SimulationReport;
    const single = await simulate({ players: 3, games: 24, seed: 'bullmq', bots: ['random', 'greedy:samples=1', 'random'], spells: 'classic', workers: 0 });
    expect(merged).toEqual(single);
    expect(merged.shard).toBeNull();
    const done = workers.map((w) => w.log.join('').match(/ done\n/g)?.length ?? 0);
    expect(done[0]! + done[1]!).toBe(6);
    console.info(`shards per worker process: ${done.join(' and ')}`);
  });

  it('plays every shard under the submitted rules: a profile of its own travels whole in the jobs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spellbook-sim-bullmq-'));
    try {
      const profile = { ...RULE_PRESETS.digital, finalAltar: 'left-as-is' as const };
      const file = join(dir, 'profile.json');
      writeFileSync(file, JSON.stringify(profile));
      const r = await submit('--players', '2', '--games', '8', '--seed', 'bullmq-rules', '--rules', file, '--shards', '3', '--format', 'json', '--timeout', '100');
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const merged = JSON.parse(r.stdout) as SimulationReport;
      expect(merged.run.rules).toEqual({ version: RULES_VERSION, preset: null, profile });
      expect(merged).toEqual(await simulate({ players: 2, games: 8, seed: 'bullmq-rules', rules: profile, workers: 0 }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives up with a clear message when no worker takes the jobs in time', async () => {
    const r = await sim(['submit', '--redis', url, '--queue', `${queue}-idle`, '--games', '2', '--shards', '2', '--timeout', '1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/did not finish within 1000 ms \(0 of 2 done; are workers running on queue/);
  });
});
