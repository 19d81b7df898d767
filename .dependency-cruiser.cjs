// @ts-check
/**
 * dependency-cruiser rules for spellbook-engine's folder layers (`npm run lint:layers`; also run by
 * tests/layers/layers.test.ts through the JavaScript API).
 *
 * `src/` is a stack of layers, a total order written once in LAYERS below, bottom to top. A file
 * may import files of its own layer and of lower layers only, type-only imports included: a
 * type import upwards couples the lower layer to the upper one just as much (a change up there
 * breaks the build down here), and `import type` cycles are still cycles for a reader. The rules
 * are generated from LAYERS, one per layer, so adding or moving a layer is a one-line change.
 *
 * The top of the stack is an outer ring (bots, testing): published as their own entry points,
 * they see the core only as a package user does, through `src/index.ts`, so the core can move
 * files around without breaking them. The core (everything up to and including `src/index.ts`)
 * runs in browsers, so it imports no Node.js builtin and no npm package.
 *
 * The simulator and its command are the repository's second package, spellbook-sim
 * (`packages/sim/src`, SIM below). It imports the engine by name (`spellbook-engine`,
 * `spellbook-engine/bots`) as any user does, never a file of the engine by path.
 */
'use strict';

/**
 * The layers, bottom to top. `path` is a folder (ending in `/`) or a single file; `outer` marks
 * the outer ring, whose `entries` are the other outer layers' entry files it may import (every
 * outer layer may import `src/index.ts`); `packages` are the npm packages it may import, `node`
 * whether it may import Node.js builtins.
 * @type {ReadonlyArray<{ name: string, path: string, why: string, outer?: boolean,
 *   entries?: readonly string[], packages?: readonly string[], node?: boolean }>}
 */
const LAYERS = [
  { name: 'state', path: 'src/state/', why: 'the plain-data model: types, materia, counts, the seeded generator' },
  { name: 'solo', path: 'src/solo/', why: 'the solo opponent' },
  { name: 'spells', path: 'src/spells/', why: 'the spells and their registry' },
  { name: 'actions', path: 'src/actions/', why: 'the actions and their rules' },
  { name: 'effects', path: 'src/effects/', why: 'the effect runner and its steps' },
  { name: 'game', path: 'src/game/', why: 'whole-game operations: setup, legality, application, saves' },
  { name: 'locales', path: 'src/locales/', why: 'localised names and descriptions' },
  { name: 'notation', path: 'src/notation/', why: 'the action notation' },
  { name: 'records', path: 'src/records/', why: 'game records and replay' },
  { name: 'match', path: 'src/match/', why: 'the stateful Match wrapper' },
  { name: 'entry', path: 'src/index.ts', why: "the package's root entry, re-exporting the core" },
  { name: 'bots', path: 'src/bots/', why: 'the bots, spellbook-engine/bots', outer: true, entries: [] },
  {
    name: 'testing', path: 'src/testing/', why: 'the testing kit, spellbook-engine/testing', outer: true, entries: [],
    packages: ['fast-check'],
  },
  {
    name: 'learn', path: 'src/learn/', why: 'the learning interface, spellbook-engine/learn', outer: true,
    entries: ['src/bots/index.ts'],
  },
];

/**
 * The package spellbook-sim: its sources, the packages they may import besides Node.js builtins,
 * and its development-only files with the devDependencies they may import. The TypeScript worker
 * shim lets tests and benchmarks run the simulator's worker from source through tsx; the built
 * package loads dist/sim-worker.js instead.
 */
const SIM = {
  path: 'packages/sim/src/',
  packages: ['spellbook-engine', 'tinypool', 'cli-progress', 'bullmq', 'ioredis'],
  shims: [{ path: 'packages/sim/src/worker-tsx.mjs', packages: ['tsx'] }],
};

/**
 * Every dependency type of an import of a Node.js builtin or an npm package (not a local file).
 * @type {import('dependency-cruiser').DependencyType[]}
 */
const PACKAGE_TYPES = [
  'core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown',
];

const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A layer's path as a regular expression over paths relative to the repository root. */
const pattern = (/** @type {string} */ path) => (path.endsWith('/') ? `^${escape(path)}` : `^${escape(path)}$`);
/**
 * An npm package's files, its DefinitelyTyped types included (a type import resolves there).
 * Not anchored: a symlinked node_modules (a git worktree's, a temporary copy's) resolves to its
 * real path, which may lie outside the repository (`../../elsewhere/node_modules/...`).
 */
const packagePattern = (/** @type {string} */ name) => `(?:^|/)node_modules/(?:@types/)?${escape(name)}/`;
const list = (/** @type {readonly string[]} */ names) => names.join(', ');

const core = LAYERS.filter((layer) => !layer.outer);
const outer = LAYERS.filter((layer) => layer.outer);
/** The order as the comments print it: `state/ < solo/ < ... < index.ts < bots/ < ...`. */
const order = LAYERS.map((layer) => layer.path.replace(/^src\//, '')).join(' < ');

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layerRules = LAYERS.map((layer, index) => {
  const lower = LAYERS.slice(0, index);
  const own = pattern(layer.path);
  if (index === 0) {
    return {
      name: `layer-${layer.name}-is-a-leaf`,
      severity: 'error',
      comment:
        `${layer.path} (layer 0: ${layer.why}) is the bottom layer: it imports nothing else of the repository, ` +
        'except package.json (the engine version). Layers, bottom to top: ' + order + '.',
      from: { path: own },
      to: { dependencyTypes: ['local'], pathNot: [own, '^package\\.json$'] },
    };
  }
  return {
    name: `no-upward-import-from-${layer.name}`,
    severity: 'error',
    comment:
      `${layer.path} (layer ${index}: ${layer.why}) imports its own files and the layers below it ` +
      `only${layer.outer ? `, those through their entries (outer-ring-uses-the-entry-from-${layer.name})` : ''}: ` +
      'nothing above it, and no file of src/ outside the layers. Type-only imports count. ' +
      `Layers, bottom to top: ${order}.`,
    from: { path: own },
    to: { path: '^src/', pathNot: [own, ...lower.map((l) => pattern(l.path))] },
  };
});

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const entryRules = outer.map((layer) => {
  const index = LAYERS.indexOf(layer);
  const allowed = ['src/index.ts', ...(layer.entries ?? [])];
  return {
    name: `outer-ring-uses-the-entry-from-${layer.name}`,
    severity: 'error',
    comment:
      `${layer.path} is in the outer ring: it reaches the layers below it only through their entry ` +
      `files (${list(allowed)}), as a user of the package would, so the core may move its files ` +
      'freely. Import what you need from src/index.ts (export it there if it is missing).',
    from: { path: pattern(layer.path) },
    to: {
      path: LAYERS.slice(0, index).map((l) => pattern(l.path)),
      pathNot: allowed.map(pattern),
    },
  };
});

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const packageRules = [
  {
    name: 'core-runs-in-browsers',
    severity: 'error',
    comment:
      `The core (${list(core.map((l) => l.path))}) runs in browsers and ships without dependencies: ` +
      'it imports no Node.js builtin (node:*) and no npm package. Those belong to the outer ring ' +
      '(each package to the layer listed for it in LAYERS) or to spellbook-sim (packages/sim).',
    from: { path: core.map((l) => pattern(l.path)) },
    to: { dependencyTypes: PACKAGE_TYPES },
  },
  ...outer.map((layer) => {
    const packages = layer.packages ?? [];
    const allowed = [...(layer.node ? ['node:*'] : []), ...packages];
    /** @type {import('dependency-cruiser').IRegularForbiddenRuleType['to']} */
    const to = { dependencyTypes: PACKAGE_TYPES };
    if (layer.node) to.dependencyTypesNot = ['core'];
    // Only when there is something to leave out: an empty pathNot would leave out everything.
    if (packages.length > 0) to.pathNot = packages.map(packagePattern);
    return {
      name: `only-listed-packages-in-${layer.name}`,
      severity: /** @type {const} */ ('error'),
      comment:
        (allowed.length > 0
          ? `${layer.path} imports these packages only: ${list(allowed)}. `
          : `${layer.path} imports no Node.js builtin and no npm package. `) +
        'Each one is a dependency its users have to install (or, for node:*, a reason it cannot run ' +
        'in a browser), so each is a decision, listed in LAYERS in .dependency-cruiser.cjs.',
      from: { path: pattern(layer.path) },
      to,
    };
  }),
];

/**
 * The package spellbook-sim. An import of the engine by name resolves through the workspace link
 * (node_modules/spellbook-engine, the repository root) to the engine's build, or stays
 * unresolved before a build: either way it is not a `local` dependency, which is what a path
 * into the engine (`../../../src/index.js`) would be.
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const simRules = [
  {
    name: 'sim-uses-the-engine-by-name',
    severity: 'error',
    comment:
      `${SIM.path} (the package spellbook-sim) imports its own files by path and the engine by name only ` +
      "('spellbook-engine', 'spellbook-engine/bots'), as its users' apps do: the published package " +
      "finds the app's engine (its peer dependency) that way, and shares its spell registry.",
    from: { path: '^packages/sim/' },
    to: { dependencyTypes: ['local'], pathNot: '^packages/sim/' },
  },
  {
    name: 'only-listed-packages-in-sim',
    severity: 'error',
    comment:
      `${SIM.path} imports Node.js builtins (node:*) and these packages only: ${list(SIM.packages)} ` +
      '(its dependencies and peer dependencies). Each one is a decision, listed in SIM in .dependency-cruiser.cjs.',
    from: { path: pattern(SIM.path), pathNot: SIM.shims.map((shim) => pattern(shim.path)) },
    to: {
      dependencyTypes: PACKAGE_TYPES,
      dependencyTypesNot: ['core'],
      pathNot: [...SIM.packages.map(packagePattern), '^spellbook-engine(?:/|$)', '^dist/'],
    },
  },
  ...SIM.shims.map((shim) => ({
    name: 'only-listed-packages-in-sim-dev-worker',
    severity: /** @type {const} */ ('error'),
    comment:
      `${shim.path} is a development-only shim that the build leaves out; it imports Node.js builtins and ` +
      `${list(shim.packages)} only (devDependencies, which users do not install).`,
    from: { path: pattern(shim.path) },
    to: { dependencyTypes: PACKAGE_TYPES, dependencyTypesNot: ['core'], pathNot: shim.packages.map(packagePattern) },
  })),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles between files of src/, type-only imports included: a cycle makes the ' +
        'evaluation order matter (a constant read before it is initialised) and means the two files ' +
        'are one unit in disguise. Move what both need into the lower of the two.',
      from: { path: '^(?:src|packages/sim/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        'Every import of src/ resolves to a file: an import the cruiser cannot follow is an import ' +
        'no layer rule can check (and usually a typo or a missing dependency).',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
    ...layerRules,
    ...entryRules,
    {
      name: 'every-file-in-a-layer',
      severity: 'error',
      comment:
        'Every file of src/ belongs to a layer: a top-level folder listed in LAYERS in ' +
        '.dependency-cruiser.cjs, or src/index.ts. Put a new folder or root file into the order ' +
        `there first. Layers, bottom to top: ${order}.`,
      from: { path: '^src/', pathNot: LAYERS.map((l) => pattern(l.path)) },
      to: {},
    },
    {
      name: 'src-stays-in-src',
      severity: 'error',
      comment:
        'src/ is what ships: it imports nothing of the repository outside src/ (tests, scripts, ' +
        'bench). The one exception, package.json for the engine version, is read by src/state only.',
      from: { path: LAYERS.slice(1).map((l) => pattern(l.path)) },
      to: { dependencyTypes: ['local'], pathNot: '^src/' },
    },
    ...packageRules,
    ...simRules,
  ],
  options: {
    // Type-only imports (`import type`, `import { type X }`, `typeof import('x')`) are erased by
    // the compiler; only the TypeScript parser sees them, and the layers count them.
    tsPreCompilationDeps: true,
    // Compiler options for that parser. The imports name `.js` files for `.ts` sources
    // (moduleResolution Bundler); dependency-cruiser resolves those to the `.ts` files itself.
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
    // Packages are leaves: their own imports are not ours to check.
    doNotFollow: { path: ['node_modules'] },
    enhancedResolveOptions: {
      // Resolve packages through their `exports` as the bundlers and Node.js do (tsx/esm/api is
      // only reachable that way).
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
