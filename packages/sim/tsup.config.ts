import { defineConfig, type Options } from 'tsup';

/** An esbuild plugin, typed through tsup (esbuild is tsup's dependency, not ours). */
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The `spellbook-sim` command imports the simulator by the package's own name instead of
 * bundling a second copy of it: `../index.js` from `src/cli/` becomes `spellbook-sim`.
 */
const commandUsesThePackage: Plugin = {
  name: 'command-uses-the-package',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
      /[\\/]src[\\/]cli[\\/]/.test(args.importer) ? { path: 'spellbook-sim', external: true } : undefined);
  },
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The worker threads load this file (next to index.js / index.cjs).
    'sim-worker': 'src/worker.ts',
    // The `spellbook-sim` command (package.json `bin`): dist/cli.js, with its shebang.
    cli: 'src/cli/spellbook-sim.ts',
    // The `spellbook-serve` command: the JSON-lines protocol on stdin and stdout.
    serve: 'src/cli/spellbook-serve.ts',
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  // Keep `node:` in the imports of Node's built-in modules, as the sources write them.
  removeNodeProtocol: false,
  // import.meta.url in the CommonJS build (it locates sim-worker.js).
  shims: true,
  // The engine is a peer dependency: the app's own copy, never a bundled one (tsconfig.json
  // maps the name to the engine's sources for development only). bullmq and ioredis are
  // optional peer dependencies, loaded by the BullMQ mode only.
  external: [/^spellbook-engine(\/.*)?$/, 'spellbook-sim', 'tinypool', 'cli-progress', 'bullmq', 'ioredis', 'tsx', /^node:/],
  esbuildPlugins: [commandUsesThePackage],
});
