// The distributed mode when Redis fails: killed and started again in the middle of a run (with
// its append-only file, or empty), gone for good in the middle of a run, and never there. A
// restart must not change the report; an absence longer than the command allows must end it,
// within that time, with exit code 3 and one line saying so. Real redis-server, real processes.
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import {
  QUEUE_TIMINGS, RedisUnavailableError, canonicalJson, runQueueWorker, simulate, submitShards, type SimulationReport,
} from '../src/index.js';
import { sim, startLoggedSim, type LoggedSim } from './command.js';
import { exited, freePort, hasRedis, requireRedis, startRedis, type TestRedis } from './redis-server.js';

requireRedis('packages/sim/tests/bullmq-redis-faults.test.ts');

/**
 * How long the command may take to start (tsx compiles it) and to stop, and a timer may fire
 * late, on a busy 2-core machine: generous, yet far below the runs' own timeouts (80-100 s), so
 * a command that does not end at its timeout still fails.
 */
const MARGIN_MS = 15_000;
const seconds = (ms: number): string => (ms / 1000).toFixed(1);

/** Runs the command, and how long it took. */
async function timed(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const t0 = performance.now();
  const r = await sim(args);
  return { ...r, ms: performance.now() - t0 };
}

// Each test has its own redis-server, and they mostly wait: they run at once.
describe.skipIf(!hasRedis).concurrent('BullMQ mode: Redis faults', { timeout: 90_000 }, () => {
  /** A redis-server for the test, stopped when it ends. */
  async function redisFor(test: TestContext, options: { appendonly?: boolean } = {}): Promise<TestRedis> {
    const redis = await startRedis(options);
    test.onTestFinished(() => redis.stop());
    return redis;
  }

  /** A worker process, killed when the test ends. */
  function worker(test: TestContext, url: string, queue: string, ...extra: string[]): LoggedSim {
    const w = startLoggedSim(['worker', '--redis', url, '--queue', queue, '--workers', '1', ...extra]);
    test.onTestFinished(async () => {
      w.child.kill('SIGKILL');
      await exited(w.child);
    });
    return w;
  }

  describe('Redis killed and started again in the middle of a run', () => {
    let single: SimulationReport;
    beforeAll(async () => {
      single = await simulate({ players: 3, games: 24, seed: 'redis-restart', bots: ['greedy:samples=1', 'random', 'random'], workers: 0 });
    }, 60_000);

    it.for([
      ['with its append-only file', true],
      ['empty: everything it held is lost, yet the submitter puts the lost shards back', false],
    ] as const)('completes with the one-machine report when it comes back %s', async ([what, appendonly], test) => {
      const redis = await redisFor(test, { appendonly });
      const queue = `faults-restart-${process.pid}`;
      const ws = [worker(test, redis.url, queue), worker(test, redis.url, queue)];
      await Promise.all(ws.map((w, i) => w.until(/waiting for shard jobs/, `worker ${i}`)));
      const run = sim([
        'submit', '--redis', redis.url, '--queue', queue, '--players', '3', '--games', '24', '--seed', 'redis-restart',
        '--bots', 'greedy:samples=1,random,random', '--shards', '6', '--format', 'json', '--timeout', '80',
      ]);
      await Promise.race(ws.map((w, i) => w.until(/\) done\n/, `worker ${i}`))); // the run is under way
      await redis.kill('SIGKILL');
      const killedAt = performance.now();
      await new Promise((done) => setTimeout(done, 1_500));
      await redis.restart();
      const restartedAt = performance.now();
      const r = await run;
      const finishedAt = performance.now();

      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(canonicalJson(JSON.parse(r.stdout))).toBe(canonicalJson(single));
      for (const [i, w] of ws.entries()) {
        await w.until(/Redis is back after/, `worker ${i}`);
        expect(w.output()).toMatch(/lost Redis \([^)]+\); retrying for up to 60 s\n/);
        expect(w.child.exitCode).toBeNull(); // still working
      }
      console.info(`Redis killed and restarted ${what.split(':')[0]}: away ${seconds(restartedAt - killedAt)} s; run complete ${seconds(finishedAt - restartedAt)} s after the restart`);
    });
  });

  it('ends a run whose Redis is gone for good at the submit\'s timeout, and a worker at its reconnect timeout, exit code 3', async (test) => {
    const redis = await redisFor(test);
    const queue = `faults-gone-${process.pid}`;
    const w = worker(test, redis.url, queue, '--reconnect-timeout', '2');
    await w.until(/waiting for shard jobs/, 'worker');
    const run = timed([
      'submit', '--redis', redis.url, '--queue', queue, '--players', '2', '--games', '4000', '--seed', 'gone', '--shards', '2', '--timeout', '8',
    ]);
    await w.until(/started/, 'worker');
    await redis.kill('SIGKILL');
    const killedAt = performance.now();
    const workerCode = await exited(w.child);
    const workerGone = performance.now() - killedAt;
    const r = await run;

    expect(workerCode).toBe(3);
    expect(w.output()).toMatch(/lost Redis \([^)]+\); retrying for up to 2 s\n/);
    expect(w.output()).toMatch(new RegExp(`\\nspellbook-sim: lost Redis at redis://127\\.0\\.0\\.1:${redis.port} \\(ECONNREFUSED\\) for 2(\\.\\d)? s\\n$`));
    expect(workerGone).toBeLessThan(2_000 + MARGIN_MS);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(
      `^spellbook-sim: lost Redis at redis://127\\.0\\.0\\.1:${redis.port} \\(ECONNREFUSED\\) for [\\d.]+ s \\(the submit's timeout; 0 of 2 shards done\\)\\n$`,
    ));
    expect(r.ms).toBeLessThan(8_000 + MARGIN_MS);
    console.info(`Redis gone for good: worker (--reconnect-timeout 2) exited ${seconds(workerGone)} s after the kill; submit (--timeout 8) exited after ${seconds(r.ms)} s`);
  });

  it('ends with one line when Redis is not there at all: submit at its --timeout, worker at the connect timeout', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    // The same from code, timed without the command's start-up.
    const inProcess = async (start: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> => {
      const t0 = performance.now();
      const error = await start().then(() => undefined, (e: unknown) => e);
      return { error, ms: performance.now() - t0 };
    };
    const [submit, work, submitShardsCall, workerReady] = await Promise.all([
      timed(['submit', '--redis', url, '--games', '2', '--shards', '2', '--timeout', '3']),
      timed(['worker', '--redis', url]),
      inProcess(() => submitShards({ redis: url, players: 2, games: 2, shards: 2, timeoutMs: 3_000 })),
      inProcess(async () => (await runQueueWorker({ redis: url, workers: 1 })).ready),
    ]);
    for (const [call, ms] of [[submitShardsCall, 3_000], [workerReady, QUEUE_TIMINGS.connectTimeoutMs]] as const) {
      expect(call.error).toBeInstanceOf(RedisUnavailableError);
      expect((call.error as RedisUnavailableError).reason).toBe('unreachable');
      expect(call.ms).toBeGreaterThanOrEqual(ms - 50);
      expect(call.ms).toBeLessThan(ms + MARGIN_MS);
    }
    const refused = new RegExp(
      `^spellbook-sim: cannot reach Redis at ${url.replace(/\./g, '\\.')} \\(ECONNREFUSED\\) after (\\d+(?:\\.\\d)?) s( \\(the submit's timeout; 0 of 2 shards done\\))?\\n$`,
    );
    // The line says how long it waited: the timeout, or more on a busy machine (whose timers
    // fire late), in the seconds the message writes (`3 s`, `3.4 s`, `12 s`).
    const expectRefusedAfter = (stderr: string, timeoutMs: number): void => {
      expect(stderr).toMatch(refused);
      const waited = Number(refused.exec(stderr)?.[1]) * 1000;
      expect(waited).toBeGreaterThanOrEqual(timeoutMs);
      expect(waited).toBeLessThan(timeoutMs + MARGIN_MS);
    };
    expect(submit.code).toBe(3);
    expectRefusedAfter(submit.stderr, 3_000);
    expect(submit.ms).toBeLessThan(3_000 + MARGIN_MS);
    expect(work.code).toBe(3);
    expectRefusedAfter(work.stderr, QUEUE_TIMINGS.connectTimeoutMs);
    expect(work.ms).toBeLessThan(QUEUE_TIMINGS.connectTimeoutMs + MARGIN_MS);
    console.info(
      `Redis never there: submitShards (timeoutMs 3000) failed after ${seconds(submitShardsCall.ms)} s, a worker's ready after ${seconds(workerReady.ms)} s; ` +
      `the commands exited after ${seconds(submit.ms)} s (submit --timeout 3) and ${seconds(work.ms)} s (worker), their start-up included`,
    );
  });
});
