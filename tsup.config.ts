import { defineConfig, type Options } from 'tsup';
import { codesOnly } from './scripts/codes-only.js';

/** An esbuild plugin, typed through tsup (esbuild is tsup's dependency, not ours). */
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The subpath entries use the package's own root entry by name instead of bundling copies of
 * it: `spellbook-engine/testing`, `/bots` and `/learn` import the core through `../index.js`,
 * which becomes `spellbook-engine`, so they all use the very module the app imports (one spell
 * registry: a homebrew spell registered with `defineSpell` from `spellbook-engine` is the one
 * the conformance checks and the bots play). `/learn` imports the bots through
 * `../bots/index.js`, which becomes `spellbook-engine/bots` the same way.
 */
const entriesUseThePackage: Plugin = {
  name: 'entries-use-the-package',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
      /[\\/]src[\\/](testing|bots|learn)[\\/]/.test(args.importer) ? { path: 'spellbook-engine', external: true } : undefined);
    build.onResolve({ filter: /^\.\.\/bots\/index\.js$/ }, (args) =>
      /[\\/]src[\\/]learn[\\/]/.test(args.importer) ? { path: 'spellbook-engine/bots', external: true } : undefined);
  },
};

/** The languages' entries: dist/locales/<tag>.js, each exporting that language's definition. */
const LOCALE_ENTRIES = Object.fromEntries(['en', 'uk', 'pl', 'zh-TW'].map((tag) => [`locales/${tag}`, `src/locales/packs/${tag}.ts`]));

/** The entries whose declarations the package ships. */
const DECLARATION_ENTRIES = {
  index: 'src/index.ts', testing: 'src/testing/index.ts', bots: 'src/bots/index.ts', learn: 'src/learn/index.ts', ...LOCALE_ENTRIES,
};

// The `production` build (dist/index.production.js, .cjs) is the same engine with
// `DETAILED_MESSAGES` false (scripts/codes-only.ts): the message table (src/state/messages.ts)
// builds no sentence and is left out, and refusals and setup errors carry their codes only. That
// is its one difference (no property is renamed: an object a caller sees has the same fields in
// both). Bundlers pick it for production builds through the package's `production` export condition.

const shared = {
  format: ['esm', 'cjs'],
  // No source maps: the default build is not minified (its code reads as the sources, each part
  // headed by its source file's path), and maps of it weighed three times the code.
  sourcemap: false,
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
  // The texts as UTF-8, not as \u escapes: a Cyrillic letter is 2 bytes instead of 6, a Chinese
  // character 3 instead of 6 (the languages' files are less than half as large).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
} satisfies Options;

export default defineConfig([{
  ...shared,
  // The simulator and its command are the package spellbook-sim (packages/sim, its own build).
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    bots: 'src/bots/index.ts',
    learn: 'src/learn/index.ts',
    // One entry per shipped language (`spellbook-engine/locales/uk`): opt-in display text.
    ...LOCALE_ENTRIES,
  },
  // The declarations are written once, as CommonJS (below).
  dts: false,
  // fast-check is an optional peer dependency, loaded by the testing entry only.
  external: ['fast-check'],
  esbuildPlugins: [entriesUseThePackage],
}, {
  ...shared,
  entry: { 'index.production': 'src/index.ts' },
  // Types are the default build's (dist/index.d.ts): the two builds export the same API.
  dts: false,
  // Bundlers pick this build for production and minify it again: its names and syntax come
  // minified (a quarter smaller). Not its whitespace: esbuild then tree-shakes it less well (the
  // game loop's bundle grew by 1.5 KB min+gzip when tried).
  esbuildOptions(options) {
    options.charset = 'utf8';
    options.minifySyntax = true;
    options.minifyIdentifiers = true;
  },
  esbuildPlugins: [codesOnly],
}, {
  // The declarations, once: dist/<entry>.d.cts. scripts/esm-declarations.ts then writes each
  // entry's dist/<entry>.d.ts as `export * from './<entry>.cjs'`, so that `import` and `require`
  // share one set of types (half the weight of two copies, and one identity for each class).
  entry: DECLARATION_ENTRIES,
  format: ['cjs'],
  target: 'es2022',
  platform: 'neutral',
  clean: false,
  external: ['fast-check'],
  dts: { only: true, entry: DECLARATION_ENTRIES },
  esbuildPlugins: [entriesUseThePackage],
}]);
