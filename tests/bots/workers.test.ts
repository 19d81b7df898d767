// Bots in worker threads: botWorkers on this thread, serveBots in real Node worker threads
// (tests/bots/worker/bot-worker.ts). The answers equal botAction's on this thread; the thread
// that asks keeps running while a bot thinks; aborts, bad requests and two requests in flight.
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, test } from 'vitest';
import { applyAction, createGame, currentDecision, legalActions, playerView, type GameState } from '../../src/index.js';
import {
  BOT_PROTOCOL, BotWorkerError, answerBotRequest, botAction, botWorkers, greedyBot, randomBot, searchBot,
  type BotWorkers, type BuiltInBots,
} from '../../src/bots/index.js';
import type { TestBots } from './worker/bot-worker.js';
import { midGame, rejection } from './shared.js';

type Bots = BuiltInBots & TestBots;
const SCRIPT = new URL('./worker/bot-worker.mjs', import.meta.url);
const spawn = (): Worker => new Worker(SCRIPT);

/** Every pool a test opens, closed after it (ending its threads). */
const opened: BotWorkers<Bots>[] = [];
function workers(size = 1): BotWorkers<Bots> {
  const w = botWorkers<Bots>(spawn, { size });
  opened.push(w);
  return w;
}
afterEach(() => {
  for (const w of opened.splice(0)) w.close();
});

async function workerError(promise: Promise<unknown>): Promise<BotWorkerError> {
  const e = await rejection(promise);
  expect(e).toBeInstanceOf(BotWorkerError);
  return e as BotWorkerError;
}

// Workers start a thread each (a second or more on a busy machine) and search bots think in them.
describe('bots in worker threads', { timeout: 120_000 }, () => {
  test('the search bot in a worker chooses what botAction chooses here, and this thread keeps running meanwhile', async () => {
    const w = workers();
    const states = [createGame({ players: 2, seed: 'w-1' }), midGame('w-2', 25), midGame('w-3', 60, 3)];
    const options = { iterations: 60, depth: 6 };
    for (const state of states) {
      expect(await w.botAction({ state, bot: 'search', options })).toEqual(botAction(state, searchBot(options)));
    }

    // A long think (the worker is warm now): a timer on this thread keeps ticking throughout.
    // 6,000 playouts take about 0.35 s on a quiet machine (1,500 took under the 100 ms below).
    const state = states[1] as GameState;
    const heavy = { iterations: 6000 };
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 2);
    const started = performance.now();
    const action = await w.botAction({ state, bot: 'search', options: heavy });
    const thought = performance.now() - started;
    clearInterval(timer);
    expect(action).toEqual(botAction(state, searchBot(heavy)));
    // On this thread the same search would have been one gap as long as the whole think.
    expect(thought).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(10);
    expect(longestGap).toBeLessThan(thought / 2);
  });

  test('from a player view: with the game seed, the same action as on the full state; custom bots and options', async () => {
    const w = workers();
    const state = midGame('view-1', 31, 3);
    const decision = currentDecision(state);
    if (decision.kind === 'game-over') throw new Error('the game ended early');
    const seat = decision.player;
    const view = playerView(state, seat);
    expect(await w.botAction({ view, seed: state.seed, bot: 'greedy', options: { samples: 2 } }))
      .toEqual(botAction(state, greedyBot({}, { samples: 2 })));
    expect(await w.botAction({ view, seed: state.seed, bot: 'random' })).toEqual(botAction(state, randomBot));
    // Without a seed the bot still chooses a legal action (from its own generator).
    const own = await w.botAction({ view, bot: 'random' });
    expect(legalActions(state)).toContainEqual(own);
    // A custom policy served by the worker script, with its own options.
    expect(await w.botAction({ state, bot: 'first', options: { name: 'mine' } })).toEqual(botAction(state, { name: 'mine', decide: (_v, l) => l[0]! }));
    expect(await w.botAction({ state, bot: 'picky', options: { ok: true } })).toEqual(botAction(state, { name: 'picky', decide: (_v, l) => l[0]! }));
  });

  test('abort: a waiting request is dropped, a thinking bot is stopped, and the next request gets a fresh worker', async () => {
    const w = workers();
    const state = midGame('abort', 10);

    // Already aborted: rejects at once with the signal's reason.
    const gone = new AbortController();
    gone.abort();
    expect(await rejection(w.botAction({ state, bot: 'random', signal: gone.signal }))).toBe(gone.signal.reason);

    const spinning = new AbortController();
    const queued = new AbortController();
    const spin = w.botAction({ state, bot: 'spin', signal: spinning.signal });
    const waiting = w.botAction({ state, bot: 'random', signal: queued.signal });
    expect(w.pending).toBe(2);
    queued.abort();
    const dropped = await rejection(waiting);
    expect(dropped).toBeInstanceOf(Error);
    expect((dropped as Error).name).toBe('AbortError');
    expect(w.pending).toBe(1);
    await new Promise((r) => setTimeout(r, 300)); // the bot is deep in its endless think
    spinning.abort();
    expect((await rejection(spin) as Error).name).toBe('AbortError');
    expect(w.pending).toBe(0);
    // The spinning worker was ended: a new one answers.
    expect(await w.botAction({ state, bot: 'random' })).toEqual(botAction(state, randomBot));
    // A timeout signal rejects with its own reason (a TimeoutError).
    expect((await rejection(w.botAction({ state, bot: 'spin', signal: AbortSignal.timeout(200) })) as Error).name).toBe('TimeoutError');
    expect(await w.botAction({ state, bot: 'first' })).toEqual(legalActions(state)[0]);
  });

  test('bad requests are typed errors, and the worker goes on serving', async () => {
    const w = workers();
    const state = midGame('bad', 12);
    const unknown = await workerError(w.botAction({ state, bot: 'serach' as 'search' }));
    expect(unknown.code).toBe('unknown-bot');
    expect(unknown.message).toMatch(/no bot named "serach" \(it serves random, greedy, search, first, spin, explode, picky\)/);

    const broken = await workerError(w.botAction({ state: { ...state, players: 'two' as never }, bot: 'random' }));
    expect(broken).toMatchObject({ code: 'bad-request', remoteName: 'LoadError' });
    expect(broken.message).toMatch(/the state is not a valid game/);
    const both = await workerError(w.botAction({ state, view: playerView(state, 0), bot: 'random' } as never));
    expect(both.code).toBe('bad-request');
    const badView = await workerError(w.botAction({ view: { ...playerView(state, 0), players: [] }, bot: 'random' }));
    expect(badView.code).toBe('bad-request');

    const picky = await workerError(w.botAction({ state, bot: 'picky' }));
    expect(picky).toMatchObject({ code: 'bad-request', remoteName: 'RangeError', message: 'bot picky refused its options: picky wants { ok: true }' });
    const explode = await workerError(w.botAction({ state, bot: 'explode' }));
    expect(explode).toMatchObject({ code: 'bot-failed', remoteName: 'TypeError', message: 'bot explode failed: boom' });

    let over = state;
    while (over.phase !== 'ended') over = (applyAction(over, botAction(over, randomBot)) as { state: GameState }).state;
    expect((await workerError(w.botAction({ state: over, bot: 'random' }))).code).toBe('game-over');
    // Options that are not plain data never leave this thread.
    const clone = await workerError(w.botAction({ state, bot: 'search', options: { name: (() => 'x') as unknown as string } }));
    expect(clone.code).toBe('bad-request');

    expect(await w.botAction({ state, bot: 'greedy' })).toEqual(botAction(state, greedyBot()));
  });

  test('a worker that cannot start or that dies rejects its request with worker-failed', async () => {
    const state = midGame('dead', 5);
    const missing = botWorkers(() => new Worker(new URL('./worker/no-such-worker.mjs', import.meta.url)));
    expect((await workerError(missing.botAction({ state, bot: 'random' }))).code).toBe('worker-failed');
    missing.close();
    const throwing = botWorkers(() => { throw new Error('no threads here'); });
    const e = await workerError(throwing.botAction({ state, bot: 'random' }));
    expect(e).toMatchObject({ code: 'worker-failed', message: 'could not start a bot worker: no threads here' });
    expect(() => botWorkers(spawn, { size: 0 })).toThrow(RangeError);
  });

  test('two requests in flight: one worker answers them in turn, two workers at once; close rejects the rest', async () => {
    const a = midGame('two-a', 14);
    const b = midGame('two-b', 40, 4);
    const options = { iterations: 40 };
    const expected = [botAction(a, searchBot(options)), botAction(b, searchBot(options))];

    const one = workers(1);
    const inTurn = [one.botAction({ state: a, bot: 'search', options }), one.botAction({ state: b, bot: 'search', options })];
    expect(one.pending).toBe(2);
    expect(await Promise.all(inTurn)).toEqual(expected);

    const two = workers(2);
    const atOnce = [two.botAction({ state: a, bot: 'search', options }), two.botAction({ state: b, bot: 'search', options })];
    expect(await Promise.all(atOnce)).toEqual(expected);
    // Two endless thinkers on two workers: both are being thought about, neither blocks the other's slot.
    const spins = [two.botAction({ state: a, bot: 'spin' }), two.botAction({ state: b, bot: 'spin' }), two.botAction({ state: a, bot: 'random' })];
    expect(two.pending).toBe(3);
    two.close();
    for (const e of await Promise.all(spins.map(workerError))) expect(e.code).toBe('closed');
    expect((await workerError(two.botAction({ state: a, bot: 'random' }))).code).toBe('closed');
  });

  test('one worker answers requests posted back to back, by id (the protocol without botWorkers)', async () => {
    const worker = spawn();
    try {
      const state = midGame('raw', 8);
      const answers = new Promise<unknown[]>((resolve) => {
        const got: unknown[] = [];
        worker.on('message', (m: unknown) => {
          got.push(m);
          if (got.length === 2) resolve(got);
        });
      });
      worker.postMessage({ protocol: 'someone-else', id: 1 }); // other traffic: no answer
      worker.postMessage({ protocol: BOT_PROTOCOL, id: 7, bot: 'random', state });
      worker.postMessage({ protocol: BOT_PROTOCOL, id: 8, bot: 'nobody', state });
      const [first, second] = await answers;
      expect(first).toEqual({ protocol: BOT_PROTOCOL, id: 7, ok: true, action: botAction(state, randomBot) });
      expect(second).toMatchObject({ protocol: BOT_PROTOCOL, id: 8, ok: false, error: { code: 'unknown-bot', name: 'BotWorkerError' } });
    } finally {
      await worker.terminate();
    }
  });
});

describe('answerBotRequest (the worker side on this thread)', () => {
  test('answers requests of its protocol only, JSON in and out', () => {
    const state = midGame('answer', 9);
    expect(answerBotRequest({ protocol: 'other', id: 1 })).toBeUndefined();
    expect(answerBotRequest({ protocol: BOT_PROTOCOL, bot: 'random', state })).toBeUndefined(); // no id to answer to
    const text = JSON.stringify({ protocol: BOT_PROTOCOL, id: 3, bot: 'greedy', options: { weights: { points: 2 } }, state });
    const answer = answerBotRequest(JSON.parse(text));
    expect(JSON.parse(JSON.stringify(answer))).toEqual({ protocol: BOT_PROTOCOL, id: 3, ok: true, action: botAction(state, greedyBot({ points: 2 })) });
    expect(answerBotRequest({ protocol: BOT_PROTOCOL, id: 4, bot: 'random', state, options: [1] })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(answerBotRequest({ protocol: BOT_PROTOCOL, id: 5, bot: 'random', state, seed: 'x' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(answerBotRequest({ protocol: BOT_PROTOCOL, id: 6, bot: 7, state })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });
});
