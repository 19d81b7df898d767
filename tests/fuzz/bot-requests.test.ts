// The seeded fuzz suite for bot requests at CI size: hostile messages to answerBotRequest (the
// worker side of the bot protocol, as a WebSocket or a job queue feeds it). Size, seed and time
// bound from the environment: FUZZ_BOT_REQUESTS (default 400), FUZZ_SEED, FUZZ_BOT_REQUEST_MS
// (default 5,000: generous, so a loaded machine passes; a request at every documented maximum
// with a small clock budget takes milliseconds, a refusal microseconds).
import { describe, expect, it } from 'vitest';
import { fuzzBotRequests } from './bot-requests.js';
import { SEED, size } from './sizes.js';

const REQUESTS = size('FUZZ_BOT_REQUESTS', 400);
const BOUND_MS = size('FUZZ_BOT_REQUEST_MS', 5_000);

describe('fuzz: hostile bot requests', () => {
  it('answerBotRequest never throws, answers every request with a typed answer and its id, answers only legal actions, and returns within the bound', () => {
    const { breaks, figures } = fuzzBotRequests(SEED, REQUESTS, BOUND_MS);
    expect(figures.requests).toBe(REQUESTS);
    if (REQUESTS >= 400) {
      expect(figures.answeredOk).toBeGreaterThan(0);
      expect(figures.ignored).toBeGreaterThan(0);
      for (const code of ['bad-request', 'unknown-bot', 'game-over']) expect(figures.refused[code] ?? 0, code).toBeGreaterThan(0);
    }
    expect(breaks.slice(0, 10)).toEqual([]);
  }, 120_000);
});
