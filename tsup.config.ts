import { defineConfig, type Options } from 'tsup';

/** An esbuild plugin, typed through tsup (esbuild is tsup's dependency, not ours). */
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * `spellbook-engine/testing` imports the core through `../index.js`. In the build that import
 * becomes the package's own name, so the testing entry uses the very module the app imports
 * (one spell registry: a homebrew spell registered with `defineSpell` from `spellbook-engine`
 * is the one the conformance checks play), instead of a second bundled copy of the engine.
 */
const testingUsesThePackage: Plugin = {
  name: 'testing-uses-the-package',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
      /[\\/]src[\\/]testing[\\/]/.test(args.importer) ? { path: 'spellbook-engine', external: true } : undefined,
    );
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
  // fast-check is an optional peer dependency, loaded by the testing entry only.
  external: ['fast-check'],
  esbuildPlugins: [testingUsesThePackage],
});
