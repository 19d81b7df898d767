import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** A file of the engine's sources (the repository root's src/). */
const engine = (path: string): string => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

export default defineProject({
  resolve: {
    // The engine by name, from its sources, so that the tests need no build of it. Exact
    // matches: `spellbook-engine` must not catch `spellbook-engine/bots`. Both resolve to one
    // src/index.ts, so the simulator and the tests share the engine's spell registry.
    alias: [
      { find: /^spellbook-engine$/, replacement: engine('index.ts') },
      { find: /^spellbook-engine\/bots$/, replacement: engine('bots/index.ts') },
      { find: /^spellbook-engine\/testing$/, replacement: engine('testing/index.ts') },
      { find: /^spellbook-engine\/learn$/, replacement: engine('learn/index.ts') },
    ],
  },
  test: {
    name: 'spellbook-sim',
    include: ['tests/**/*.test.ts'],
    // As the engine's (the repository's vitest.config.ts): floors for a slow, busy machine;
    // the tests that start processes, workers or Redis set larger ones.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
