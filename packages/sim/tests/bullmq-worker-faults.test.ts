// The distributed mode when workers fail: a worker killed in the middle of a shard, and a worker
// frozen for longer than its hold on a shard and then woken up. Each run must end with exactly
// the one-machine report (no shard lost, none counted twice), within the documented times:
// a dead worker's shard is played again within lockDuration + stalledInterval (15 s) of the
// death, once another worker is running. Real redis-server, real worker processes.
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { QUEUE_TIMINGS, canonicalJson, simulate, type SimulationReport } from '../src/index.js';
import { sim, startLoggedSim, type LoggedSim } from './command.js';
import { exited, hasRedis, requireRedis, startRedis, type TestRedis } from './redis-server.js';

requireRedis('packages/sim/tests/bullmq-worker-faults.test.ts');

/** The run: 2 shards of 8 games each, a couple of seconds per shard on one thread. */
const RUN = ['--players', '2', '--games', '16', '--seed', 'worker-faults', '--bots', 'greedy:samples=1,random'];
/** The documented bound on a dead worker's shard going back to a worker (plus a worker's start-up). */
const RETRY_BOUND_MS = QUEUE_TIMINGS.lockDurationMs + QUEUE_TIMINGS.stalledIntervalMs;
/** A worker's start-up (tsx compiles it) and late timers, on a busy 2-core machine. */
const STARTUP_MS = 15_000;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const started = (jobId: string): RegExp => new RegExp(`\\(job ${escape(jobId)}\\) started`);

// The two tests wait on timers (the lock duration) far more than they compute: they run at once.
describe.skipIf(!hasRedis).concurrent('BullMQ mode: worker faults', { timeout: 120_000 }, () => {
  let redis: TestRedis;
  let single: SimulationReport;

  beforeAll(async () => {
    redis = await startRedis();
    single = await simulate({ players: 2, games: 16, seed: 'worker-faults', bots: ['greedy:samples=1', 'random'], workers: 0 });
  }, 60_000);

  afterAll(async () => {
    await redis?.stop();
  });

  /** A worker process on `queue`, killed when the test ends. */
  function worker(queue: string, test: TestContext): LoggedSim {
    const w = startLoggedSim(['worker', '--redis', redis.url, '--queue', queue, '--workers', '1']);
    test.onTestFinished(async () => {
      w.child.kill('SIGCONT');
      w.child.kill('SIGKILL');
      await exited(w.child);
    });
    return w;
  }

  function submit(queue: string): ReturnType<typeof sim> {
    return sim(['submit', '--redis', redis.url, '--queue', queue, ...RUN, '--shards', '2', '--format', 'json', '--timeout', '80']);
  }

  it('plays again the shard of a worker killed in the middle of it, and the report is the one-machine report', async (test) => {
    const queue = `faults-kill-${process.pid}`;
    const a = worker(queue, test);
    await a.until(/waiting for shard jobs/, 'worker A');
    const run = submit(queue);
    const jobId = (await a.until(/shard \d\/2 \(job (\S+)\) started/, 'worker A'))[1] as string;
    await new Promise((done) => setTimeout(done, 300)); // in the middle of the shard
    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    await exited(a.child);

    const b = worker(queue, test);
    await b.until(started(jobId), 'worker B', RETRY_BOUND_MS + STARTUP_MS + 10_000);
    const retriedAfter = Date.now() - killedAt;
    const r = await run;
    const finishedAfter = Date.now() - killedAt;

    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(canonicalJson(JSON.parse(r.stdout))).toBe(canonicalJson(single));
    expect(retriedAfter).toBeLessThan(RETRY_BOUND_MS + STARTUP_MS);
    // B played both shards and A none to the end. On a busy machine B may play a shard twice (its
    // hold lapsed while it played, so the shard went back to the queue): delivery is at least
    // once, and the report above, equal to the one-machine report, shows it counted once.
    const doneByB = new Set([...b.output().matchAll(/shard (\d)\/2 \(job \S+\) done\n/g)].map((m) => m[1]));
    expect(doneByB).toEqual(new Set(['1', '2']));
    expect(a.output()).not.toMatch(/ done\n/);
    console.info(`worker killed mid-shard: shard started again by another worker ${(retriedAfter / 1000).toFixed(1)} s after the kill; run complete ${(finishedAfter / 1000).toFixed(1)} s after it`);
  });

  it('counts a shard once when its frozen worker wakes up after another worker took it over', async (test) => {
    const queue = `faults-freeze-${process.pid}`;
    const c = worker(queue, test);
    await c.until(/waiting for shard jobs/, 'worker C');
    const run = submit(queue);
    const jobId = (await c.until(/shard \d\/2 \(job (\S+)\) started/, 'worker C'))[1] as string;
    c.child.kill('SIGSTOP'); // frozen with its shard: no lock renewals, its threads stopped too
    const frozenAt = Date.now();

    const b = worker(queue, test);
    await b.until(started(jobId), 'worker B', RETRY_BOUND_MS + STARTUP_MS + 10_000);
    const takenOverAfter = Date.now() - frozenAt;
    c.child.kill('SIGCONT'); // C finishes the same shard while B plays it again
    const r = await run;

    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(canonicalJson(JSON.parse(r.stdout))).toBe(canonicalJson(single));
    expect(takenOverAfter).toBeLessThan(RETRY_BOUND_MS + STARTUP_MS);
    // C's late result for the shard is refused (B holds it now): the shard is completed once.
    await c.until(new RegExp(`BullMQ: .*lock.*${escape(jobId)}`, 'i'), 'worker C', 20_000);
    console.info(`worker frozen mid-shard: shard taken over after ${(takenOverAfter / 1000).toFixed(1)} s; the woken worker's result was not counted`);
  });
});
