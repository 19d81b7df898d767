// The distributed mode: a local redis-server on loopback, two `spellbook-sim worker` processes,
// and `spellbook-sim submit`, whose merged report must equal a single-process run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate, type SimulationReport } from '../src/index.js';
import { sim, startSim, type Result } from './command.js';
const hasRedis = spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
const inCi = process.env.CI === 'true';

if (!hasRedis) {
  const message = 'packages/sim/tests/bullmq.test.ts: redis-server is not installed, so the BullMQ mode is not tested here (apt-get install redis-server; .ci/run installs it)';
  if (inCi) throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Resolves when `pattern` appears in the child's output (stdout or stderr), rejects if it exits first. */
function waitFor(child: ChildProcess, pattern: RegExp, what: string, ms = 30_000): Promise<void> {
  return new Promise((done, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`${what}: no ${String(pattern)} within ${ms} ms; output: ${seen}`)), ms);
    const listen = (chunk: Buffer): void => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${what} exited (${String(code)}) before ${String(pattern)}; output: ${seen}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((done) => child.once('exit', (code) => done(code)));
}

describe.skipIf(!hasRedis)('BullMQ mode: spellbook-sim worker + submit on a local Redis', { timeout: 120_000 }, () => {
  let redis: ChildProcess;
  let url = '';
  const queue = `spellbook-sim-test-${process.pid}`;
  const workers: { child: ChildProcess; log: string[] }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    await waitFor(redis, /Ready to accept connections/, 'redis-server');
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
    redis?.kill('SIGTERM');
    if (redis !== undefined) await exited(redis);
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

  it('gives up with a clear message when no worker takes the jobs in time', async () => {
    const r = await sim(['submit', '--redis', url, '--queue', `${queue}-idle`, '--games', '2', '--shards', '2', '--timeout', '1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/did not finish within 1000 ms \(0 of 2 done; are workers running on queue/);
  });
});
