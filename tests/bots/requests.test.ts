// Bot requests from the other end of a channel: the built-in bots' options are checked against
// BOT_OPTION_LIMITS (refused with bad-request, never clamped) by answerBotRequest, serveBots and
// botWorkers, so that no request thinks forever; botWorkers checks a worker's answer against the
// position's legal actions; unknown bot names are quoted short; requests that share one abort
// signal add one listener to it. Workers here are in-process channels (no threads), so the tests
// are quick.
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, test } from 'vitest';
import { legalActions, playerView, type Action } from '../../src/index.js';
import {
  BOT_OPTION_LIMITS, BOT_PROTOCOL, BotWorkerError, answerBotRequest, botAction, botWorkers, greedyBot, randomBot, searchBot, serveBots,
  type BotAnswerMessage, type BotWorkers, type WebBotWorker,
} from '../../src/bots/index.js';
import { midGame, rejection } from './shared.js';

/** Generous: a refusal takes microseconds, a capped answer well under a second on a quiet machine. */
const PROMPT_MS = 2_000;

/** The answer to a request as a client sends it (JSON text), and how long it took. */
function ask(request: Record<string, unknown>): { answer: BotAnswerMessage | undefined; ms: number } {
  const text = JSON.stringify({ protocol: BOT_PROTOCOL, id: 1, ...request });
  const started = performance.now();
  const answer = answerBotRequest(JSON.parse(text));
  return { answer, ms: performance.now() - started };
}

/**
 * A worker on this thread: `serveBots` on one end of an in-process channel (answers posted on a
 * later task, as a real worker's are), or `answer` standing in for a misbehaving worker.
 */
function channelWorker(answer?: (request: Record<string, unknown>) => unknown): WebBotWorker & { readonly posted: number } {
  const toPage: ((event: { data?: unknown }) => void)[] = [];
  const toWorker: ((event: { data?: unknown }) => void)[] = [];
  let terminated = false;
  let posted = 0;
  const deliver = (listeners: typeof toPage, data: unknown): void => {
    setTimeout(() => {
      if (!terminated) for (const l of listeners) l({ data: structuredClone(data) });
    }, 0);
  };
  if (answer === undefined) {
    serveBots({
      postMessage: (message) => deliver(toPage, message),
      addEventListener: (_type, listener) => void toWorker.push(listener),
      removeEventListener: () => undefined,
    });
  } else {
    toWorker.push((event) => {
      const reply = answer(event.data as Record<string, unknown>);
      if (reply !== undefined) deliver(toPage, reply);
    });
  }
  return {
    get posted() { return posted; },
    postMessage(message) {
      posted++;
      deliver(toWorker, message);
    },
    addEventListener(type, listener) {
      if (type === 'message') toPage.push(listener);
    },
    terminate() {
      terminated = true;
    },
  };
}

const opened: BotWorkers[] = [];
function pool(spawn: () => WebBotWorker): BotWorkers {
  const w = botWorkers(spawn);
  opened.push(w);
  return w;
}
afterEach(() => {
  for (const w of opened.splice(0)) w.close();
});

describe('bot requests are bounded: options within BOT_OPTION_LIMITS', () => {
  const state = midGame('limits', 12);

  test('{"timeMs": null}, {"iterations": 1e9} and greedy {"samples": 1e9} are refused at once with bad-request', () => {
    const shapes = [
      { bot: 'search', options: { timeMs: null }, message: /option timeMs of bot search must be a number from 0 to 10000, got null/ },
      { bot: 'search', options: { iterations: 1e9 }, message: /option iterations of bot search must be an integer from 1 to 20000, got 1000000000/ },
      { bot: 'greedy', options: { samples: 1e9 }, message: /option samples of bot greedy must be an integer from 1 to 64, got 1000000000/ },
    ];
    for (const { bot, options, message } of shapes) {
      const { answer, ms } = ask({ bot, options, state });
      expect(answer).toMatchObject({ protocol: BOT_PROTOCOL, id: 1, ok: false, error: { code: 'bad-request', name: 'BotWorkerError', message } });
      expect(ms).toBeLessThan(PROMPT_MS);
    }
  });

  test('the limits are exported, frozen, and a request at a limit is answered', () => {
    expect(BOT_OPTION_LIMITS).toEqual({
      search: { iterations: 20_000, timeMs: 10_000, depth: 32, candidates: 64, width: 64, expandAfter: 100_000, exploration: 100, scale: 1_000_000 },
      greedy: { samples: 64 },
      weight: 1_000_000,
      name: 64,
    });
    expect(Object.isFrozen(BOT_OPTION_LIMITS) && Object.isFrozen(BOT_OPTION_LIMITS.search) && Object.isFrozen(BOT_OPTION_LIMITS.greedy)).toBe(true);

    const samples = BOT_OPTION_LIMITS.greedy.samples;
    const greedy = ask({ bot: 'greedy', options: { samples }, state });
    expect(greedy.answer).toEqual({ protocol: BOT_PROTOCOL, id: 1, ok: true, action: botAction(state, greedyBot({}, { samples })) });
    expect(greedy.ms).toBeLessThan(PROMPT_MS);
    // A clock budget stops the search by itself (iterations alone is Infinity then).
    const timed = ask({ bot: 'search', options: { timeMs: 30 }, state });
    expect(timed.answer?.ok).toBe(true);
    expect(timed.ms).toBeLessThan(PROMPT_MS);
    const deep = { iterations: 20, depth: BOT_OPTION_LIMITS.search.depth, width: BOT_OPTION_LIMITS.search.width, candidates: BOT_OPTION_LIMITS.search.candidates };
    expect(ask({ bot: 'search', options: deep, state }).answer).toEqual({ protocol: BOT_PROTOCOL, id: 1, ok: true, action: botAction(state, searchBot(deep)) });
  });

  test('out of range, wrong types, null, NaN and unknown options are bad-request; absent and undefined ones take defaults', () => {
    const refused: [string, Record<string, unknown>][] = [
      ['search', { iterations: 0 }], ['search', { iterations: 20_001 }], ['search', { iterations: 1.5 }], ['search', { iterations: '150' }],
      ['search', { iterations: null }], ['search', { timeMs: -1 }], ['search', { timeMs: 10_001 }], ['search', { depth: 33 }],
      ['search', { depth: -1 }], ['search', { candidates: 0 }], ['search', { width: 1e6 }], ['search', { expandAfter: 0 }],
      ['search', { exploration: -0.1 }], ['search', { epsilon: 2 }], ['search', { scale: 0 }], ['search', { weights: [] }],
      ['search', { weights: { points: 1e7 } }], ['search', { weights: { nope: 1 } }], ['search', { name: 'x'.repeat(65) }],
      ['search', { name: 7 }], ['search', { samples: 4 }], ['greedy', { samples: 0 }], ['greedy', { samples: null }],
      ['greedy', { samples: true }], ['greedy', { iterations: 10 }], ['greedy', { weights: { points: null } }], ['random', { seed: 1 }],
    ];
    for (const [bot, options] of refused) {
      const { answer, ms } = ask({ bot, options, state });
      expect(answer, `${bot} ${JSON.stringify(options)}`).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      expect(ms).toBeLessThan(PROMPT_MS);
    }
    // NaN and Infinity cannot cross JSON; a caller on this thread can still pass them.
    for (const options of [{ timeMs: Number.NaN }, { timeMs: Infinity }, { iterations: Infinity }, { scale: Number.NaN }]) {
      expect(answerBotRequest({ protocol: BOT_PROTOCOL, id: 2, bot: 'search', options, state })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
    const defaults = { iterations: 30, timeMs: undefined };
    expect(answerBotRequest({ protocol: BOT_PROTOCOL, id: 3, bot: 'search', options: defaults, state }))
      .toEqual({ protocol: BOT_PROTOCOL, id: 3, ok: true, action: botAction(state, searchBot({ iterations: 30 })) });
    expect(ask({ bot: 'random', options: {}, state }).answer?.ok).toBe(true);
  });

  test("a worker's own bots take their options unchecked, even under a built-in name", () => {
    const first = (): { name: string; decide: (_v: unknown, legal: readonly Action[]) => Action } => ({ name: 'first', decide: (_v, legal) => legal[0] as Action });
    const bots = { search: first, mine: first };
    for (const bot of ['search', 'mine']) {
      expect(answerBotRequest({ protocol: BOT_PROTOCOL, id: 1, bot, options: { iterations: 1e9 }, state }, { bots }))
        .toEqual({ protocol: BOT_PROTOCOL, id: 1, ok: true, action: legalActions(state)[0] });
    }
  });

  test('serveBots and botWorkers refuse the same options, botWorkers before posting anything', async () => {
    let worker: ReturnType<typeof channelWorker> | undefined;
    const w = pool(() => (worker = channelWorker()));
    for (const options of [{ timeMs: null }, { iterations: 1e9 }]) {
      const e = await rejection(w.botAction({ state, bot: 'search', options: options as never }));
      expect(e).toBeInstanceOf(BotWorkerError);
      expect(e).toMatchObject({ code: 'bad-request' });
    }
    expect(await rejection(w.botAction({ state, bot: 'greedy', options: { samples: 1e9 } }))).toMatchObject({ code: 'bad-request' });
    expect(worker).toBeUndefined(); // refused on this side: no worker was even started

    // The worker's side (serveBots) refuses them too, for a client that is not botWorkers.
    const raw = channelWorker();
    const answers: unknown[] = [];
    raw.addEventListener('message', (event) => answers.push(event.data));
    raw.postMessage({ protocol: BOT_PROTOCOL, id: 5, bot: 'search', options: { timeMs: null }, state });
    raw.postMessage({ protocol: BOT_PROTOCOL, id: 6, bot: 'greedy', options: { samples: 1e9 }, state });
    await new Promise((r) => setTimeout(r, 20));
    expect(answers).toMatchObject([{ id: 5, ok: false, error: { code: 'bad-request' } }, { id: 6, ok: false, error: { code: 'bad-request' } }]);

    expect(await w.botAction({ state, bot: 'search', options: { iterations: 25 } })).toEqual(botAction(state, searchBot({ iterations: 25 })));
  });
});

describe('unknown bot names are quoted short', () => {
  test('a 100,000-character name is quoted by its first 40 characters and an ellipsis', async () => {
    const state = midGame('names', 4);
    const name = `${'n'.repeat(39)}é${'z'.repeat(100_000 - 40)}`;
    const { answer } = ask({ bot: name, state });
    expect(answer).toMatchObject({ ok: false, error: { code: 'unknown-bot' } });
    const message = answer?.ok === false ? answer.error.message : '';
    expect(message).toBe(`this worker serves no bot named ${JSON.stringify(`${name.slice(0, 40)}…`)} (it serves random, greedy, search)`);
    expect(message.length).toBeLessThan(120);
    expect(ask({ bot: 'serach', state }).answer).toMatchObject({ error: { message: 'this worker serves no bot named "serach" (it serves random, greedy, search)' } });

    const w = pool(() => channelWorker());
    const e = await rejection(w.botAction({ state, bot: name as 'search' }));
    expect(e).toMatchObject({ code: 'unknown-bot' });
    expect((e as Error).message.length).toBeLessThan(120);
  });
});

describe("botWorkers checks a worker's answer", () => {
  const state = midGame('answers', 10);

  test('an action that is not legal in the position rejects with worker-failed, and a fresh worker serves the next request', async () => {
    let spawned = 0;
    const liar = (request: Record<string, unknown>): unknown => ({ protocol: BOT_PROTOCOL, id: request['id'], ok: true, action: { type: 'take', player: 9, materia: 'nope' } });
    const w = pool(() => (spawned++ === 0 ? channelWorker(liar) : channelWorker()));
    const e = await rejection(w.botAction({ state, bot: 'random' }));
    expect(e).toBeInstanceOf(BotWorkerError);
    expect(e).toMatchObject({ code: 'worker-failed' });
    expect((e as Error).message).toMatch(/bot "random": the worker answered \{"type":"take","player":9,"materia":"nope"\}, which is not a legal action of the position/);
    expect(await w.botAction({ state, bot: 'random' })).toEqual(botAction(state, randomBot));
    expect(spawned).toBe(2);
    expect(w.pending).toBe(0);
  });

  test('a legal action is resolved as the position lists it (extra fields dropped); for a view, by its legal actions', async () => {
    const legal = legalActions(state);
    const chosen = legal[legal.length - 1] as Action;
    const padded = (request: Record<string, unknown>): unknown => ({ protocol: BOT_PROTOCOL, id: request['id'], ok: true, action: { ...chosen, extra: 'x'.repeat(1000) } });
    const w = pool(() => channelWorker(padded));
    expect(await w.botAction({ state, bot: 'random' })).toEqual(chosen);
    const seat = chosen.player;
    expect(await w.botAction({ view: playerView(state, seat), seed: state.seed, bot: 'random' })).toEqual(chosen);
    const malformed = (request: Record<string, unknown>): unknown => ({ protocol: BOT_PROTOCOL, id: request['id'], ok: true, action: { type: 'learn', player: 0, spend: 7 } });
    const m = pool(() => channelWorker(malformed));
    expect(await rejection(m.botAction({ state, bot: 'random' }))).toMatchObject({ code: 'worker-failed' });
  });
});

describe('requests that share one abort signal', () => {
  test('100 queued requests on one signal add one listener, print no warning, and leave none once settled', async () => {
    const state = midGame('signal', 6);
    const warnings: Error[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning);
    process.on('warning', onWarning);
    try {
      // A worker that never answers: the requests wait until they are aborted.
      const silent = (): undefined => undefined;
      const w = pool(() => channelWorker(silent));
      const controller = new AbortController();
      const requests = Array.from({ length: 100 }, () => rejection(w.botAction({ state, bot: 'random', signal: controller.signal })));
      expect(w.pending).toBe(100);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
      controller.abort();
      for (const e of await Promise.all(requests)) expect((e as Error).name).toBe('AbortError');
      expect(w.pending).toBe(0);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);

      // Requests that settle one by one remove the listener with the last of them.
      const long = new AbortController();
      const answered = pool(() => channelWorker());
      const actions = await Promise.all(Array.from({ length: 30 }, () => answered.botAction({ state, bot: 'random', signal: long.signal })));
      expect(actions).toHaveLength(30);
      expect(getEventListeners(long.signal, 'abort')).toHaveLength(0);
      // Closing settles the rest the same way.
      const closing = pool(() => channelWorker(silent));
      const dropped = Array.from({ length: 20 }, () => rejection(closing.botAction({ state, bot: 'random', signal: long.signal })));
      expect(getEventListeners(long.signal, 'abort')).toHaveLength(1);
      closing.close();
      for (const e of await Promise.all(dropped)) expect(e).toMatchObject({ code: 'closed' });
      expect(getEventListeners(long.signal, 'abort')).toHaveLength(0);
      await new Promise((r) => setTimeout(r, 10)); // warnings are emitted on a later tick
      expect(warnings.filter((x) => x.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
