import { defineConfig, type Options } from 'tsup';
import { codesOnly } from './scripts/codes-only.js';

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

/** The languages' entries: dist/locales/<tag>.js, each exporting that language's definition. */
const LOCALE_ENTRIES = Object.fromEntries(['en', 'uk', 'pl', 'zh-TW'].map((tag) => [`locales/${tag}`, `src/locales/packs/${tag}.ts`]));

// The `production` build (dist/index.production.js, .cjs) is the same engine with
// `DETAILED_MESSAGES` false (scripts/codes-only.ts): the message table (src/state/messages.ts)
// builds no sentence and is left out, and refusals and setup errors carry their codes only. That
// is its one difference (no property is renamed: an object a caller sees has the same fields in
// both). Bundlers pick it for production builds through the package's `production` export condition.

const shared = {
  format: ['esm', 'cjs'],
  sourcemap: true,
  target: 'es2022',
  // The package runs anywhere, browsers included: no Node.js built-in modules.
  platform: 'neutral',
  treeshake: true,
  // Two builds write into dist/ at once, so neither cleans it: `npm run build:engine` empties it first.
  clean: false,
  // Each entry is one self-contained file, no shared chunks: a chunk that an entry imports for
  // its order alone (the languages' text helpers) makes bundlers warn about a bare import of a
  // side-effect-free module. The entries share nothing that needs one instance (the subpaths
  // that use the core import it by name, above; a language is plain data).
  splitting: false,
} satisfies Options;

export default defineConfig([{
  ...shared,
  // The simulator and its command are the package spellbook-sim (packages/sim, its own build).
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    bots: 'src/bots/index.ts',
    // One entry per shipped language (`spellbook-engine/locales/uk`): opt-in display text.
    ...LOCALE_ENTRIES,
  },
  dts: { entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', bots: 'src/bots/index.ts', ...LOCALE_ENTRIES } },
  // fast-check is an optional peer dependency, loaded by the testing entry only.
  external: ['fast-check'],
  esbuildPlugins: [entriesUseThePackage],
}, {
  ...shared,
  entry: { 'index.production': 'src/index.ts' },
  // Types are the default build's (dist/index.d.ts): the two builds export the same API.
  dts: false,
  // Its source maps would double the package's size; the default build has them.
  sourcemap: false,
  esbuildPlugins: [codesOnly],
}]);
