import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Floors sized for a slow, busy 2-core machine (a test that takes 1 s alone can take ten
    // times that beside other work); heavier tests set their own, larger limits. A limit only
    // ends a test that hangs: it is no speed check (speed is measured in bench/).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Both packages of the repository, from their sources (no build needed): the engine's suite
    // here, and spellbook-sim's (packages/sim/vitest.config.ts maps `spellbook-engine` to src/).
    projects: [
      { extends: true, test: { name: 'spellbook-engine', include: ['tests/**/*.test.ts'] } },
      'packages/sim',
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts', 'packages/sim/src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
