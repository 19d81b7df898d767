// The BullMQ mode's options, from code: submitShards and runQueueWorker refuse a key that is no
// option as simulate does (SimulationOptionsError unknown-option, naming the nearest option; in a
// bot's { bot, params } too), before any connection to Redis is opened; every known option is
// still taken (a run on a local redis-server equals the single-process report).
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SimulationOptionsError, runQueueWorker, simulate, submitShards, type QueueWorkerOptions, type SubmitOptions,
} from '../src/index.js';
import { hasRedis, requireRedis, startRedis } from './redis-server.js';

requireRedis('packages/sim/tests/queue-options.test.ts');

/** What a call rejected with, or `undefined`. */
async function rejection(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(() => undefined, (e: unknown) => e);
}

describe('submitShards and runQueueWorker refuse unknown keys before connecting to Redis', () => {
  // A TCP server posing as Redis: it counts the connections, and answers nothing.
  let server: Server;
  let connections = 0;
  let url = '';
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    url = `redis://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const run = { players: 2, games: 2, shards: 2, connectTimeoutMs: 200 } as const;
  it.each<[string, Record<string, unknown>, string]>([
    ['a mistyped count of games', { gamez: 4 }, 'unknown option "gamez" (did you mean games?)'],
    ["simulate's shard, for submit's shards", { shard: 2 }, 'unknown option "shard" (did you mean shards?)'],
    ['a mistyped timeout', { timeoutMS: 1_000 }, 'unknown option "timeoutMS" (did you mean timeoutMs?)'],
    ["in a bot's description", { bots: [{ bot: 'greedy', param: { samples: 1 } }, 'random'] }, 'bots[0]: unknown option "param" (did you mean params?)'],
    ['one near nothing: the options are listed', { colour: 'red' }, 'unknown option "colour" (known: players, games, spells, rules, bots,'],
  ])('submitShards: %s', async (_name, extra, message) => {
    const e = await rejection(() => submitShards({ redis: url, ...run, ...extra } as unknown as SubmitOptions));
    expect(e).toBeInstanceOf(SimulationOptionsError);
    expect([(e as SimulationOptionsError).code, (e as SimulationOptionsError).message]).toEqual(['unknown-option', expect.stringContaining(message)]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a singular for a plural', { worker: 2 }, 'unknown option "worker" (did you mean workers?)'],
    ['a mistyped lock', { lockDuration: 5_000 }, 'unknown option "lockDuration" (did you mean lockDurationMs?)'],
    ['one near nothing: the options are listed', { games: 4 }, 'unknown option "games" (known: redis, queue, workers, concurrency,'],
  ])('runQueueWorker: %s', async (_name, extra, message) => {
    const e = await rejection(() => runQueueWorker({ redis: url, workers: 1, connectTimeoutMs: 200, ...extra } as unknown as QueueWorkerOptions));
    expect(e).toBeInstanceOf(SimulationOptionsError);
    expect([(e as SimulationOptionsError).code, (e as SimulationOptionsError).message]).toEqual(['unknown-option', expect.stringContaining(message)]);
  });

  it('the unknown key is named before any other problem, and no connection was ever opened', async () => {
    const bad = (await rejection(() => submitShards({ redis: 'http://nowhere', shards: 0, players: 2, games: 2, sead: 'x' } as unknown as SubmitOptions))) as SimulationOptionsError;
    expect([bad.code, bad.message]).toEqual(['unknown-option', expect.stringContaining('"sead" (did you mean seed?)')]);
    const worker = (await rejection(() => runQueueWorker({ redis: 'http://nowhere', concurrency: 0, queu: 'q' } as unknown as QueueWorkerOptions))) as SimulationOptionsError;
    expect([worker.code, worker.message]).toEqual(['unknown-option', expect.stringContaining('"queu" (did you mean queue?)')]);
    // Long enough for a connection that had been started to reach the server.
    await new Promise((done) => setTimeout(done, 300));
    expect(connections).toBe(0);
  });
});

describe.skipIf(!hasRedis)('submitShards and runQueueWorker still take every known option', { timeout: 120_000 }, () => {
  it('a run with every option given equals the single-process report', async () => {
    const redis = await startRedis();
    const queue = `queue-options-${process.pid}`;
    const jobs: string[] = [];
    const worker = await runQueueWorker({
      redis: redis.url, queue, workers: 1, concurrency: 1, connectTimeoutMs: 10_000, reconnectTimeoutMs: 30_000, lockDurationMs: 10_000,
      stalledIntervalMs: 5_000, onJob: ({ shard, state }) => jobs.push(`${shard} ${state}`), onRedis: () => undefined,
    });
    try {
      await worker.ready;
      const runOptions = {
        players: 2, games: 4, spells: 'set2', rules: 'digital', bots: [{ bot: 'greedy', params: { samples: 1 } }, 'random'], rotateSeats: true,
        seed: 'queue-options', exhaustive: false, maxActions: 100_000,
      } as const;
      let progress = 0;
      const report = await submitShards({
        ...runOptions, runtime: 'worker_threads', setupModules: [], redis: redis.url, shards: 2, queue, timeoutMs: 100_000,
        connectTimeoutMs: 10_000, reconnectTimeoutMs: 30_000, onProgress: () => progress++, onRedis: () => undefined,
      });
      expect(report).toEqual(await simulate({ ...runOptions, workers: 0 }));
      expect(progress).toBeGreaterThan(0);
      expect(jobs.filter((j) => j.endsWith(' done')).sort()).toEqual(['1/2 done', '2/2 done']);
    } finally {
      await worker.close();
      await redis.stop();
    }
  });
});
