/**
 * The folder layers of src/, checked by dependency-cruiser with the rules of
 * .dependency-cruiser.cjs (the ones `npm run lint:layers` uses): the real src/ has no violation,
 * and a planted tree with one violation of each kind is caught, each by the rule meant for it.
 * The planted tree is written into a temporary directory, so that its deliberately wrong imports
 * never reach the type check, the build or the documentation.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TSCONFIG = join(ROOT, 'tsconfig.json');

/** The options of .dependency-cruiser.cjs, as the command line reads them, with its rule set. */
async function loadOptions(): Promise<ICruiseOptions> {
  const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
  // The config names tsconfig.json relative to the working directory; pin it to this repository.
  return { ...options, tsConfig: { fileName: TSCONFIG }, validate: true };
}

/** The folders `npm run lint:layers` cruises: the engine's sources and spellbook-sim's. */
const CRUISED = ['src', 'packages/sim/src'];

/** Cruises the sources under `baseDir` with the repository's rules. */
async function cruiseSrc(baseDir: string, options: ICruiseOptions): Promise<ICruiseResult> {
  const { output } = await cruise(CRUISED, { ...options, baseDir }, {}, { tsConfig: extractTSConfig(TSCONFIG) });
  if (typeof output === 'string') throw new Error(`dependency-cruiser returned text, not a result: ${output}`);
  return output;
}

/**
 * Each violation as one line, `rule: from → to` (a cycle: `from → ... → from`), sorted: a failure
 * prints the list to fix.
 */
function violationLines(result: ICruiseResult): string[] {
  return result.summary.violations
    .map((v) => `${v.rule.name}: ${[v.from, ...(v.cycle?.map((step) => step.name) ?? [v.to])].join(' → ')}`)
    .sort();
}

/**
 * The names of the rules each file violates (a file with none is absent). A cycle is reported
 * once, from whichever of its files the cruiser met first; it counts for every file on it.
 */
function rulesByFile(result: ICruiseResult): Record<string, string[]> {
  const byFile: Record<string, Set<string>> = {};
  for (const v of result.summary.violations) {
    for (const file of [v.from, ...(v.cycle?.map((step) => step.name) ?? [])]) {
      (byFile[file] ??= new Set()).add(v.rule.name);
    }
  }
  return Object.fromEntries(Object.entries(byFile).map(([file, rules]) => [file, [...rules].sort()]));
}

/** Every file under `dir` with one of `extensions`, relative to `base`, with forward slashes. */
function filesUnder(dir: string, base: string, extensions: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

let options: ICruiseOptions;
// dependency-cruiser reads every source file with TypeScript: seconds alone, far longer on a busy machine.
const CRUISE_TIMEOUT = 120_000;

beforeAll(async () => {
  options = await loadOptions();
}, CRUISE_TIMEOUT);

describe('the real src/', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseSrc(ROOT, options);
  }, CRUISE_TIMEOUT);

  it('is actually cruised: every source file, its imports resolved, type-only ones included', () => {
    // A config that finds no edges passes vacuously; these guard against that.
    const cruised = result.modules.map((m) => m.source).filter((source) => CRUISED.some((dir) => source.startsWith(`${dir}/`)));
    expect(cruised.sort()).toEqual(CRUISED.flatMap((dir) => filesUnder(join(ROOT, dir), ROOT, /\.(?:ts|mts|mjs)$/)).sort());
    expect(result.summary.totalCruised).toBeGreaterThan(100);
    expect(result.summary.totalDependenciesCruised).toBeGreaterThan(300);
    const edges = result.modules.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, ...d })));
    // Every import resolves, but spellbook-sim's imports of the engine by name before a build:
    // they resolve through the workspace link to the engine's dist/, which may not exist yet.
    expect(edges.filter((d) => d.couldNotResolve && !/^spellbook-engine(?:\/|$)/.test(d.module))).toEqual([]);
    // `.js` in the import, `.ts` on disk: resolved to the source file.
    const entry = edges.filter((d) => d.from === 'src/index.ts');
    expect(entry.length).toBeGreaterThan(20);
    expect(entry.every((d) => /^src\/.+\.ts$/.test(d.resolved) && /\.js$/.test(d.module))).toBe(true);
    // Type-only imports are edges too (only the TypeScript parser sees them).
    const typeOnly = edges.filter((d) => d.dependencyTypes.includes('type-only'));
    expect(typeOnly.length).toBeGreaterThan(50);
  });

  it('has no cycle, no upward import, no outer-ring shortcut and no package out of place', () => {
    expect(violationLines(result)).toEqual([]);
  });
});

/**
 * The planted tree: `expected` names, for each file, the rules it breaks. Files that break none
 * (imports downward, through an entry, within a folder, of package.json by state/) are listed
 * with [] and must stay clean.
 */
const PLANTED: Record<string, { source: string; expected: string[] }> = {
  'src/state/model.ts': {
    source: "export interface Model { readonly seed: string }\nexport const origin: Model = { seed: '' };\n",
    expected: [],
  },
  'src/state/version.ts': {
    source: "import pkg from '../../package.json';\nimport type { Model } from './model.js';\nexport const VERSION: string = pkg.version;\nexport type Versioned = Model & { version: string };\n",
    expected: [],
  },
  'src/state/leaks-up.ts': {
    source: "import { act } from '../actions/act.js';\nexport const again = act;\n",
    expected: ['layer-state-is-a-leaf'],
  },
  'src/solo/reads-disk.ts': {
    source: "import { readFileSync } from 'node:fs';\nexport const load = (path: string): string => readFileSync(path, 'utf8');\n",
    expected: ['core-runs-in-browsers'],
  },
  'src/spells/tick.ts': {
    source: "import { tock } from './tock.js';\nexport const tick = (): string => tock();\n",
    expected: ['no-circular'],
  },
  'src/spells/tock.ts': {
    source: "import type { tick } from './tick.js';\nexport const tock = (): string => 'tock';\nexport type Tick = typeof tick;\n",
    expected: ['no-circular'],
  },
  'src/actions/act.ts': {
    source: "import type { Model } from '../state/model.js';\nimport { tick } from '../spells/tick.js';\nexport const act = (m: Model): string => m.seed + tick();\n",
    expected: [],
  },
  'src/effects/types-up.ts': {
    source: "import type { Game } from '../game/game.js';\nexport type Effect = (g: Game) => Game;\n",
    expected: ['no-upward-import-from-effects'],
  },
  'src/game/game.ts': {
    source: "import { act } from '../actions/act.js';\nexport interface Game { readonly log: string[] }\nexport const play = act;\n",
    expected: [],
  },
  'src/match/property.ts': {
    source: "import fc from 'fast-check';\nexport const seeds = fc.string();\n",
    expected: ['core-runs-in-browsers'],
  },
  'src/records/typo.ts': {
    source: "import { origin } from '../state/modle.js';\nexport const start = origin;\n",
    expected: ['no-unresolvable'],
  },
  'src/records/version.ts': {
    source: "import pkg from '../../package.json';\nexport const RECORD_VERSION: string = pkg.version;\n",
    expected: ['src-stays-in-src'],
  },
  'src/index.ts': {
    source: "export { act } from './actions/act.js';\nexport type { Game } from './game/game.js';\nexport { VERSION } from './state/version.js';\n",
    expected: [],
  },
  'src/stray.ts': {
    source: "import { origin } from './state/model.js';\nexport const stray = origin;\n",
    expected: ['every-file-in-a-layer'],
  },
  'src/bots/index.ts': {
    source: "import { act } from '../index.js';\nexport const bot = act;\n",
    expected: [],
  },
  'src/bots/reaches-in.ts': {
    source: "import { origin } from '../state/model.js';\nexport const start = origin;\n",
    expected: ['outer-ring-uses-the-entry-from-bots'],
  },
  'src/bots/hash.ts': {
    source: "import { createHash } from 'node:crypto';\nexport const hash = (s: string): string => createHash('sha1').update(s).digest('hex');\n",
    expected: ['only-listed-packages-in-bots'],
  },
  'src/bots/uses-sim.ts': {
    source: "import { run } from '../../packages/sim/src/index.js';\nexport const again = run;\n",
    expected: ['src-stays-in-src'],
  },
  'src/testing/uses-bots.ts': {
    source: "import fc from 'fast-check';\nimport { bot } from '../bots/index.js';\nexport const pick = [fc, bot];\n",
    expected: ['outer-ring-uses-the-entry-from-testing'],
  },
  'src/testing/property.ts': {
    source: "import fc from 'fast-check';\nimport type { Game } from '../index.js';\nexport const games = fc.constant<Game>({ log: [] });\n",
    expected: [],
  },
  'src/learn/index.ts': {
    source: "import { act } from '../index.js';\nimport { bot } from '../bots/index.js';\nexport const learner = [act, bot];\n",
    expected: [],
  },
  'src/learn/reaches-in.ts': {
    source: "import { origin } from '../state/model.js';\nexport const start = origin;\n",
    expected: ['outer-ring-uses-the-entry-from-learn'],
  },
  'src/learn/bot-file.ts': {
    source: "import { bot } from '../bots/hash.js';\nexport const again = bot;\n",
    expected: ['outer-ring-uses-the-entry-from-learn'],
  },
  'src/learn/uses-testing.ts': {
    source: "import { games } from '../testing/property.js';\nexport const again = games;\n",
    expected: ['outer-ring-uses-the-entry-from-learn'],
  },
  'src/learn/worker.ts': {
    source: "import { Worker } from 'node:worker_threads';\nexport const start = (): Worker => new Worker('x');\n",
    expected: ['only-listed-packages-in-learn'],
  },
  'packages/sim/src/index.ts': {
    source: "export { run } from './run.js';\n",
    expected: [],
  },
  'packages/sim/src/run.ts': {
    source: "import { cpus } from 'node:os';\nimport { Tinypool } from 'tinypool';\nexport const run = (): number => cpus().length + [Tinypool].length;\n",
    expected: [],
  },
  'packages/sim/src/worker-tsx.mjs': {
    source: "import { register } from 'tsx/esm/api';\nregister();\nexport default (await import('./run.ts')).run;\n",
    expected: [],
  },
  'packages/sim/src/uses-fast-check.ts': {
    source: "import fc from 'fast-check';\nexport const seeds = fc.string();\n",
    expected: ['only-listed-packages-in-sim'],
  },
  'packages/sim/src/reaches-in.ts': {
    source: "import { act } from '../../../src/index.js';\nexport const again = act;\n",
    expected: ['sim-uses-the-engine-by-name'],
  },
  'packages/sim/src/cli/main.ts': {
    source: "import { run } from '../index.js';\nexport const main = (): string => `${run()}`;\n",
    expected: [],
  },
};

describe('a planted tree', () => {
  let dir: string;
  let result: ICruiseResult;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spellbook-layers-'));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'planted', version: '1.0.0', peerDependencies: { 'fast-check': '*' } }),
    );
    // The packages the planted files import resolve from the repository's own node_modules.
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    for (const [file, { source }] of Object.entries(PLANTED)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), source);
    }
    result = await cruiseSrc(dir, options);
  }, CRUISE_TIMEOUT);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is cruised file by file, with its imports', () => {
    const cruised = result.modules.map((m) => m.source).filter((source) => CRUISED.some((dir) => source.startsWith(`${dir}/`)));
    expect(cruised.sort()).toEqual(Object.keys(PLANTED).sort());
    const act = result.modules.find((m) => m.source === 'src/actions/act.ts');
    expect(act?.dependencies.map((d) => d.resolved).sort()).toEqual(['src/spells/tick.ts', 'src/state/model.ts']);
  });

  it('reports exactly the planted violations, each under the rule meant for it', () => {
    const expected = Object.fromEntries(
      Object.entries(PLANTED)
        .filter(([, { expected }]) => expected.length > 0)
        .map(([file, { expected }]) => [file, [...expected].sort()]),
    );
    expect(rulesByFile(result)).toEqual(expected);
  });

  it('sees a type-only upward import only because the TypeScript parser is on', async () => {
    const upward = result.modules
      .find((m) => m.source === 'src/effects/types-up.ts')
      ?.dependencies.find((d) => d.resolved === 'src/game/game.ts');
    expect(upward?.dependencyTypes).toContain('type-only');
    // Without tsPreCompilationDeps the compiler erases `import type` before the cruise: the same
    // tree then shows no violation there, which is why the config turns it on.
    const erased = await cruiseSrc(dir, { ...options, tsPreCompilationDeps: false });
    expect(rulesByFile(erased)['src/effects/types-up.ts']).toBeUndefined();
  });
});
