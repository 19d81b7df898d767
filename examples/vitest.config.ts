import { defineConfig } from 'vitest/config';

// Every example keeps its tests next to its code. Each test imports the package by its name
// ('spellbook-engine'), so `npm run build` at the repository root must have run first.
export default defineConfig({
  test: {
    include: ['*/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
