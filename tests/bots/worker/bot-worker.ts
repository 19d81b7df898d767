/**
 * A bot worker for the tests: the built-in bots, plus custom ones: `first` (the first legal
 * action: a custom policy), `spin` (thinks forever: only ending its worker stops it), `explode`
 * (throws) and `picky` (refuses options without `ok`).
 */
import { parentPort } from 'node:worker_threads';
import type { Action } from '../../../src/index.js';
import { serveBots, type Bot } from '../../../src/bots/index.js';

/** The bots this worker serves besides the built-in ones, with their options. */
export interface TestBots {
  readonly first: { readonly name?: string };
  readonly spin: Readonly<Record<string, never>>;
  readonly explode: Readonly<Record<string, never>>;
  readonly picky: { readonly ok?: boolean };
}

const first = (name: string): Bot => ({ name, decide: (_view, legal) => legal[0] as Action });

if (parentPort === null) throw new Error('bot-worker.ts runs in a worker thread');
serveBots<TestBots>(parentPort, {
  bots: {
    first: (options) => first(options.name ?? 'first'),
    spin: () => ({
      name: 'spin',
      decide() {
        for (;;) { /* a bot that never answers: only terminating the worker stops it */ }
      },
    }),
    explode: () => ({ name: 'explode', decide: () => { throw new TypeError('boom'); } }),
    picky: (options) => {
      if (options.ok !== true) throw new RangeError('picky wants { ok: true }');
      return first('picky');
    },
  },
});
