import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
