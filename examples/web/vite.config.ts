import { defineConfig } from 'vite';

// Run from /work/main/examples: `npx vite web` (dev server), `npx vite build web` (to web/dist).
// No aliases are needed: 'spellbook-engine' and 'spellbook-engine/bots' resolve through
// examples/node_modules/spellbook-engine (a link to the repository) and the package's
// `exports`, exactly as in an app that installed the package. `spellbook-engine/bots` imports
// the package by its own name, and that resolves to the same dist/index.js, so the bundle holds
// a single copy of the engine.
export default defineConfig({
  // Relative asset URLs, so dist/ works wherever it is served from (a sub-path, a file server).
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
