import { defineConfig, type Options } from 'tsup';

/** An esbuild plugin, typed through tsup (esbuild is tsup's dependency, not ours). */
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The subpath entries use the package's own root entry by name instead of bundling copies of
 * it: `spellbook-engine/testing` and `/bots` import the core through `../index.js`, which
 * becomes `spellbook-engine`, so they all use the very module the app imports (one spell
 * registry: a homebrew spell registered with `defineSpell` from `spellbook-engine` is the one
 * the conformance checks and the bots play).
 */
const entriesUseThePackage: Plugin = {
  name: 'entries-use-the-package',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
      /[\\/]src[\\/](testing|bots)[\\/]/.test(args.importer) ? { path: 'spellbook-engine', external: true } : undefined);
  },
};

export default defineConfig({
  // The simulator and its command are the package spellbook-sim (packages/sim, its own build).
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    bots: 'src/bots/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', bots: 'src/bots/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The package runs anywhere, browsers included: no Node.js built-in modules.
  platform: 'neutral',
  treeshake: true,
  // fast-check is an optional peer dependency, loaded by the testing entry only.
  external: ['fast-check'],
  esbuildPlugins: [entriesUseThePackage],
});
