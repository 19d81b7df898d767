import { defineConfig, type Options } from 'tsup';

/** An esbuild plugin, typed through tsup (esbuild is tsup's dependency, not ours). */
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The subpath entries use the package's own entries by name instead of bundling copies of them:
 * `spellbook-engine/testing`, `/bots` and `/sim` import the core through `../index.js`, which
 * becomes `spellbook-engine`, so they all use the very module the app imports (one spell
 * registry: a homebrew spell registered with `defineSpell` from `spellbook-engine` is the one
 * the conformance checks and the bots play); likewise `/sim` imports `spellbook-engine/bots`,
 * and the `spellbook-sim` command imports `spellbook-engine/sim`.
 */
const entriesUseThePackage: Plugin = {
  name: 'entries-use-the-package',
  setup(build) {
    const from = (dirs: string, importer: string): boolean => new RegExp(`[\\\\/]src[\\\\/](${dirs})[\\\\/]`).test(importer);
    build.onResolve({ filter: /^\.\.\/(index|bots\/index|sim\/index)\.js$/ }, (args) => {
      if (args.path === '../index.js' && from('testing|bots|sim|cli', args.importer)) return { path: 'spellbook-engine', external: true };
      if (args.path === '../bots/index.js' && from('sim|cli', args.importer)) return { path: 'spellbook-engine/bots', external: true };
      if (args.path === '../sim/index.js' && from('cli', args.importer)) return { path: 'spellbook-engine/sim', external: true };
      return undefined;
    });
  },
};

/** The languages' entries: dist/locales/<tag>.js, each exporting that language's definition. */
const LOCALE_ENTRIES = Object.fromEntries(['en', 'uk', 'pl', 'zh-TW'].map((tag) => [`locales/${tag}`, `src/locales/packs/${tag}.ts`]));

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    bots: 'src/bots/index.ts',
    sim: 'src/sim/index.ts',
    // The simulator's worker threads load this file (next to sim.js / sim.cjs).
    'sim-worker': 'src/sim/worker.ts',
    // The `spellbook-sim` command (package.json `bin`): dist/cli.js, with its shebang.
    cli: 'src/cli/spellbook-sim.ts',
    // One entry per shipped language (`spellbook-engine/locales/uk`): opt-in display text.
    ...LOCALE_ENTRIES,
  },
  format: ['esm', 'cjs'],
  dts: {
    entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', bots: 'src/bots/index.ts', sim: 'src/sim/index.ts', ...LOCALE_ENTRIES },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The core runs anywhere (browsers included); only sim, its worker and the command use Node's
  // built-in modules, kept external below.
  platform: 'neutral',
  // import.meta.url in the CommonJS build of `spellbook-engine/sim` (it locates sim-worker.js).
  shims: true,
  treeshake: true,
  // Each entry is one self-contained file, no shared chunks: a chunk that an entry imports for
  // its order alone (the languages' text helpers) makes bundlers warn about a bare import of a
  // side-effect-free module. The entries share nothing that needs one instance (the subpaths
  // that use the core import it by name, above; a language is plain data).
  splitting: false,
  // fast-check is an optional peer dependency, loaded by the testing entry only; bullmq and
  // ioredis are optional dependencies, loaded by the simulator's distributed mode only.
  external: ['fast-check', 'bullmq', 'ioredis', 'tinypool', 'cli-progress', 'tsx', /^node:/],
  esbuildPlugins: [entriesUseThePackage],
});
