// `npm run bench`: where the engine stands against the speed reference, a pure
// `(state, action) => state` engine of the primary-action game (see bench/README.md).
//
//   npm run bench -- --reference <dir>       # or SPELLBOOK_REFERENCE=<dir> npm run bench
//   npm run bench -- --rounds 9 --seconds 4  # a longer, steadier run
//   npm run bench -- --help                  # every option
//
// It builds the package (`npm run build:engine`, `build:playground`) and a copy of the
// reference in a temporary folder, then plays alternating rounds: in each, for each
// configuration, one process of the engine's README loop, one of the engine's `playOut` path (the
// same games, played on one working copy), one of its `playOutBlind` path (the same games again,
// the policy given only the number of legal actions) and one of the reference (and one of the
// reference's mutable variant), each its own `node` process. It prints each configuration's
// median games/s, the ratios, the allocation per decision, and writes the table to
// bench/README.md between its markers. It measures and never judges: no test asserts a speed.
import {
  ALLOCATION_METHOD, ALLOCATION_WARMUP_SECONDS, SAME_GAMES_CHECKED,
  type AllocationResult, type RunSpec, type SameGamesResult, type SpeedResult,
} from './run-spec.js';
import { HOW_TO_ADD_THE_REFERENCE, buildReference, type BuiltReference } from './reference.js';
import { gamesPerSecond, microseconds, percentRange, ratioText, recordFigures, times, type Figure } from './figures.js';
import { replaceSection } from './readme-section.js';
import { int, median, table } from './shared.js';
import { build } from 'esbuild';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');

const USAGE = `npm run bench -- [options]

  --reference <dir>   the speed reference's folder (default: $SPELLBOOK_REFERENCE); without it the engine runs alone
  --rounds <n>        alternating rounds per configuration, each process measured once (default 5)
  --seconds <s>       measured wall time per process (default 1.5)
  --warmup <s>        untimed warm-up per process, so that the JIT settles (default 1.5; the engine's in CPU time)
  --configs <list>    comma-separated labels or parts of them: 4p-classic, 2p-classic, solo-classic (default all)
  --entry <build>     default (dist/index.js) or production (dist/index.production.js) (default: default)
  --no-mutable        leave out the reference's mutable variant (context only)
  --no-playout        leave out the playOut and playOutBlind rows (the engine's additive fast paths: the same
                      games as the README loop on one working copy; checked first to play the same games)
  --allocation-runs <n>  allocation processes per configuration and side, after the rounds (default 3; 0 leaves them out)
  --no-build          measure the dist/ that is there instead of building it first (npm run build:engine, build:playground)
  --no-readme         do not write the table to bench/README.md
  --keep              keep the temporary folder (the reference's build and the bundled runner)`;

const { values: opts } = parseArgs({
  options: {
    reference: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '1.5' },
    warmup: { type: 'string', default: '1.5' },
    configs: { type: 'string', default: '' },
    entry: { type: 'string', default: 'default' },
    'no-mutable': { type: 'boolean', default: false },
    'no-playout': { type: 'boolean', default: false },
    'allocation-runs': { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}

/** A positive number option, or exit with the usage. */
function positive(name: string, text: string): number {
  const n = Number(text);
  if (!(n > 0)) {
    console.error(`--${name} must be a positive number, not ${text}\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}
const ROUNDS = Math.floor(positive('rounds', opts.rounds));
const ALLOCATION_RUNS = opts['allocation-runs'] === '0' ? 0 : Math.floor(positive('allocation-runs', opts['allocation-runs']));
const SECONDS = positive('seconds', opts.seconds);
const WARMUP = positive('warmup', opts.warmup);
if (opts.entry !== 'default' && opts.entry !== 'production') {
  console.error(`--entry is default or production\n\n${USAGE}`);
  process.exit(2);
}
const ENTRY = opts.entry === 'production' ? 'dist/index.production.js' : 'dist/index.js';
const REFERENCE_DIR = opts.reference ?? process.env.SPELLBOOK_REFERENCE;
/** Whether the engine is also measured through `playOut` and `playOutBlind` (its additive fast paths). */
const PLAYOUT = !opts['no-playout'];

/**
 * The engine's paths: the README's loop (what the goals are about), `playOut` and
 * `playOutBlind`.
 */
type EnginePath = 'engine' | 'playout' | 'blind';
/** The additive paths, which play the README loop's games beside it (none with --no-playout). */
type AdditivePath = Exclude<EnginePath, 'engine'>;
const ADDITIVE_PATHS: readonly AdditivePath[] = PLAYOUT ? ['playout', 'blind'] : [];
const ENGINE_PATHS: readonly EnginePath[] = ['engine', ...ADDITIVE_PATHS];
const PATH_NAMES: Record<EnginePath, string> = { engine: 'README loop', playout: 'playOut', blind: 'playOutBlind' };
const isEnginePath = (side: string): side is EnginePath => (ENGINE_PATHS as readonly string[]).includes(side);

/** One configuration: the engine's games against the reference's games with as many players. */
interface Config {
  readonly label: string;
  readonly players: 1 | 2 | 4;
}
const ALL_CONFIGS: readonly Config[] = [
  { label: '4p-classic', players: 4 },
  { label: '2p-classic', players: 2 },
  { label: 'solo-classic', players: 1 },
];
const wanted = opts.configs.split(',').map((c) => c.trim()).filter((c) => c !== '');
const CONFIGS = ALL_CONFIGS.filter((c) => wanted.length === 0 || wanted.some((w) => c.label.includes(w)));
if (CONFIGS.length === 0) {
  console.error(`no configuration matches --configs ${opts.configs}\n\n${USAGE}`);
  process.exit(2);
}

/** What a reference variant reported for one process (its dist/bench-one.js JSON line). */
interface ReferenceLine {
  readonly gamesPerSec: number;
  readonly elapsedMs: number;
  readonly games: number;
  readonly totalActions: number;
}

/** One measured process, either side: games, decisions and measured seconds. */
type Measured = SpeedResult;

/** The last line of a child's stdout as JSON; throws with its stderr when it failed. */
function runJson<T>(args: readonly string[], what: string): T {
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24, timeout: 600_000 });
  const last = child.stdout?.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) {
    throw new Error(`${what} failed (exit ${child.status ?? child.signal}):\n${child.stderr}${child.stdout}`);
  }
  return JSON.parse(last) as T;
}

const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');
const git = (...args: string[]): string => {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

// ---------------------------------------------------------------------------------------------
// Set-up: the machine, the package's build, the bundled runner, the reference's build.

const startedAt = new Date();
const loadAtStart = load();
const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
/** The last commit that changed the engine's sources, and whether they have changes since. */
const sourcesCommit = git('log', '-1', '--format=%h', '--', 'src') || 'unknown';
const sourcesDirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src') !== '';
const commitLine = `commit ${commit}${dirty ? ' with uncommitted changes' : ''} (the engine's sources, src/: as of ${sourcesCommit}${sourcesDirty ? ' with uncommitted changes' : ''})`;
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const machine = `node ${process.version}, ${cpu}, ${cpus().length} cores`;
console.log(`spellbook-engine bench: ${machine}; load average ${loadAtStart} at the start`);
console.log(`${commitLine}; ${ROUNDS} rounds; ${WARMUP} s warm-up + ${SECONDS} s measured per process`);
if (ROUNDS < 5) console.log('note: fewer than 5 rounds; quote figures from 5 rounds or more');

const temp = mkdtempSync(join(tmpdir(), 'spellbook-bench-'));
try {
  if (!opts['no-build']) {
    // What `npm pack` builds (prepack): the engine, and the playground that shares dist/, so
    // that the folder is left as complete as it was.
    for (const script of ['build:engine', 'build:playground']) {
      process.stderr.write(`  building the package: npm run ${script}\n`);
      const built = spawnSync('npm', ['run', script], { cwd: ROOT, encoding: 'utf8' });
      if (built.status !== 0) throw new Error(`npm run ${script} failed:\n${built.stdout}${built.stderr}`);
    }
  }
  const enginePath = join(ROOT, ENTRY);
  if (!existsSync(enginePath)) throw new Error(`${ENTRY} is missing: run npm run build:engine (or leave out --no-build)`);

  // The measured processes run plain `node` on a bundle of bench/one-run.ts: no loader in them.
  const runner = join(temp, 'one-run.mjs');
  await build({
    entryPoints: [join(HERE, 'one-run.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20',
    outfile: runner, logLevel: 'warning',
  });

  let reference: BuiltReference | null = null;
  if (REFERENCE_DIR === undefined || REFERENCE_DIR === '') {
    console.log(`reference: not given, so the engine runs alone; ${HOW_TO_ADD_THE_REFERENCE}`);
  } else {
    const into = join(temp, 'reference');
    mkdirSync(into);
    reference = buildReference(REFERENCE_DIR, into);
    console.log(`reference: ${reference.name} (sources ${reference.digest}), built in a temporary copy`);
  }
  const variants = reference === null ? [] : opts['no-mutable'] ? ['immutable'] : ['immutable', 'mutable'];
  console.log(`engine: ${ENTRY} (the built package), the README's loop: legalActions(state), then applyAction of an action drawn uniformly from that list (xorshift32, fixed seed)`);
  if (PLAYOUT) {
    // The playOut and playOutBlind rows are only worth reading if they play the README loop's
    // games: their policies make the same draw per decision from the same generator, and this
    // says they pick the same.
    for (const subject of ADDITIVE_PATHS) {
      for (const config of CONFIGS) {
        const same = runJson<SameGamesResult>([runner, JSON.stringify({
          measure: 'same-games', subject, path: enginePath, players: config.players, spells: 'classic',
          warmupSeconds: 0, seconds: 0,
        } satisfies RunSpec)], `the ${config.label} ${PATH_NAMES[subject]} same-games check`);
        if (same.difference !== null) throw new Error(`${PATH_NAMES[subject]} does not play the README loop's ${config.label} games: ${same.difference}`);
      }
    }
    console.log('engine: also playOut(state, policy) and playOutBlind(state, pick), the same draws on one working copy (playOutBlind\'s policy ' +
      `given only the number of legal actions); with each, the first ${SAME_GAMES_CHECKED} games of each configuration ` +
      'end in the same states with the same decisions as in the README loop, and every round checks its game lengths against the loop\'s');
  }
  console.log('');

  const engineRun = (config: Config, subject: EnginePath): Measured => runJson<SpeedResult>([runner, JSON.stringify({
    measure: 'speed', subject, path: enginePath, players: config.players, spells: 'classic',
    warmupSeconds: WARMUP, seconds: SECONDS,
  } satisfies RunSpec)], `the engine's ${PATH_NAMES[subject]} ${config.label} run`);

  /** Throws unless the two runs' first games (those both played) had the same lengths. */
  const checkSameLengths = (config: Config, path: AdditivePath, loop: Measured, fast: Measured): void => {
    const a = loop.lengths ?? [];
    const b = fast.lengths ?? [];
    const n = Math.min(a.length, b.length);
    const first = a.slice(0, n).findIndex((d, i) => d !== b[i]);
    if (n === 0 || first >= 0) {
      throw new Error(`the ${config.label} ${PATH_NAMES[path]} run did not play the README loop's games (game bench-${first}: ${a[first]} decisions against ${b[first]})`);
    }
  };

  /** Runs the reference's own runner for `games` measured games after `warmup` untimed ones. */
  const referenceRun = (variant: string, players: number, games: number, warmup: number): Measured => {
    const line = runJson<ReferenceLine>([join(reference!.dist, 'bench-one.js'), '--variant', variant, '--players', String(players),
      '--games', String(games), '--warmup', String(warmup)], `the reference's ${variant} ${players}-player run`);
    return { games: line.games, decisions: line.totalActions, seconds: line.elapsedMs / 1000 };
  };

  // The reference's runner plays a number of games, not a time: a short run per variant and
  // configuration tells how many games fill the warm-up and the measured time.
  const gamesPerSecond = new Map<string, number>();
  for (const config of CONFIGS) {
    for (const variant of variants) {
      const probe = referenceRun(variant, config.players, 2000, 500);
      gamesPerSecond.set(`${variant}/${config.label}`, probe.games / probe.seconds);
    }
  }

  // -------------------------------------------------------------------------------------------
  // The rounds: in each, for each configuration, every side once, the order reversed every
  // other round, so that the machine's drift falls on all sides alike.
  const results = new Map<string, Measured[]>();
  const record = (key: string, m: Measured): Measured => {
    results.set(key, [...(results.get(key) ?? []), m]);
    return m;
  };
  const gps = (m: Measured): number => m.games / m.seconds;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const config of CONFIGS) {
      const sides = [...ENGINE_PATHS, ...variants];
      if (round % 2 === 0) sides.reverse();
      const line: string[] = [];
      const ran = new Map<string, Measured>();
      for (const side of sides) {
        if (isEnginePath(side)) {
          const m = record(`${side}/${config.label}`, engineRun(config, side));
          ran.set(side, m);
          line.push(`${side === 'engine' ? 'engine' : PATH_NAMES[side]} ${int(gps(m))}`);
        } else {
          const rate = gamesPerSecond.get(`${side}/${config.label}`)!;
          const m = record(`${side}/${config.label}`, referenceRun(side, config.players,
            Math.max(1000, Math.round(rate * SECONDS)), Math.max(500, Math.round(rate * WARMUP))));
          line.push(`reference ${side} ${int(gps(m))}`);
        }
      }
      for (const path of ADDITIVE_PATHS) checkSameLengths(config, path, ran.get('engine')!, ran.get(path)!);
      console.log(`round ${round}/${ROUNDS}  ${config.label.padEnd(12)}  ${line.join('  ')}  games/s  (load ${load()})`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Allocation, after the timed rounds (a profiler slows its processes down).
  // Several processes each: the same games can allocate 10-15 % more in one process than in
  // another, as V8's allocation-site feedback happens to settle.
  const allocation = new Map<string, AllocationResult[]>();
  for (let run = 0; run < ALLOCATION_RUNS; run++) {
    for (const config of CONFIGS) {
      const subjects = reference === null ? ENGINE_PATHS : [...ENGINE_PATHS, 'reference'] as const;
      for (const subject of subjects) {
        const key = `${subject}/${config.label}`;
        allocation.set(key, [...(allocation.get(key) ?? []), runJson<AllocationResult>([runner, JSON.stringify({
          measure: 'allocation', subject, path: subject === 'reference' ? reference!.dist : enginePath,
          players: config.players, spells: 'classic', warmupSeconds: ALLOCATION_WARMUP_SECONDS, seconds: 0,
        } satisfies RunSpec)], `the ${subject}'s ${config.label} allocation run`)]);
      }
    }
  }
  const loadAtEnd = load();

  // -------------------------------------------------------------------------------------------
  // The report.
  const rate = (key: string): number | null => {
    const runs = results.get(key);
    return runs === undefined ? null : median(runs.map(gps));
  };
  const nsPerDecision = (key: string): number | null => {
    const runs = results.get(key);
    return runs === undefined ? null : median(runs.map((m) => (m.seconds * 1e9) / m.decisions));
  };
  const perGame = (key: string): string => {
    const runs = results.get(key);
    return runs === undefined ? '—' : (runs.reduce((s, m) => s + m.decisions, 0) / runs.reduce((s, m) => s + m.games, 0)).toFixed(1);
  };
  const ratio = (config: Config, path: EnginePath = 'engine'): number | null => {
    const engine = rate(`${path}/${config.label}`);
    const ref = rate(`immutable/${config.label}`);
    return engine === null || ref === null ? null : engine / ref;
  };
  const roundRatios = (config: Config, path: EnginePath): string => {
    const engine = results.get(`${path}/${config.label}`);
    const ref = results.get(`immutable/${config.label}`);
    if (engine === undefined || ref === undefined) return '—';
    const each = engine.map((m, i) => gps(m) / gps(ref[i]!));
    return `${Math.min(...each).toFixed(2)}–${Math.max(...each).toFixed(2)}`;
  };
  const show = (n: number | null, format: (n: number) => string): string => (n === null ? '—' : format(n));
  const allocated = (key: string): number | null => {
    const runs = allocation.get(key);
    return runs === undefined ? null : median(runs.map((a) => a.bytesPerDecision));
  };
  const kb = (key: string): string => {
    const runs = allocation.get(key)?.map((a) => a.bytesPerDecision / 1024);
    if (runs === undefined) return '—';
    const range = runs.length > 1 ? ` (${Math.min(...runs).toFixed(2)}–${Math.max(...runs).toFixed(2)})` : '';
    return `${median(runs).toFixed(2)} KB${range}`;
  };

  // One row per configuration and engine path: the README loop's row first, as the goals are
  // about it, then playOut's and playOutBlind's beside it, with the same reference figures (the
  // same processes).
  const rows = CONFIGS.flatMap((c) => ENGINE_PATHS.map((path) => ({ c, path, key: `${path}/${c.label}` })));
  const pathColumn = (path: EnginePath): string[] => (PLAYOUT ? [PATH_NAMES[path]] : []);
  const pathHeader = PLAYOUT ? ['engine path'] : [];
  /** The left-aligned columns: the configuration, and the path when there are several. */
  const labels = PLAYOUT ? 2 : 1;
  const speedTable = table(reference === null
    ? [
      ['config', ...pathHeader, 'engine games/s', 'engine ns/decision', 'decisions/game'],
      ...rows.map(({ c, path, key }) => [c.label, ...pathColumn(path), show(rate(key), int), show(nsPerDecision(key), int), perGame(key)]),
    ]
    : [
      ['config', ...pathHeader, 'engine games/s', 'reference games/s (immutable)', 'ratio', 'ratio per round', 'reference mutable games/s',
        'engine ns/decision', 'reference ns/decision', 'decisions/game engine · reference'],
      ...rows.map(({ c, path, key }) => [
        c.label,
        ...pathColumn(path),
        show(rate(key), int),
        show(rate(`immutable/${c.label}`), int),
        show(ratio(c, path), (r) => `${r.toFixed(2)}x`),
        roundRatios(c, path),
        show(rate(`mutable/${c.label}`), int),
        show(nsPerDecision(key), int),
        show(nsPerDecision(`immutable/${c.label}`), int),
        `${perGame(key)} · ${perGame(`immutable/${c.label}`)}`,
      ]),
    ], labels);
  const samples = (key: string): string => {
    const runs = allocation.get(key);
    return runs === undefined ? '—' : int(median(runs.map((a) => a.samples)));
  };
  const allocationTable = ALLOCATION_RUNS === 0 ? '' : table(reference === null
    ? [
      ['config', ...pathHeader, 'engine per decision (range)', 'samples per process'],
      ...rows.map(({ c, path, key }) => [c.label, ...pathColumn(path), kb(key), samples(key)]),
    ]
    : [
      ['config', ...pathHeader, 'engine per decision (range)', 'reference per decision (immutable)', 'samples per process engine · reference'],
      ...rows.map(({ c, path, key }) => [c.label, ...pathColumn(path), kb(key), kb(`reference/${c.label}`), `${samples(key)} · ${samples(`reference/${c.label}`)}`]),
    ], labels);

  // The goals are about the README loop; playOut's and playOutBlind's figures are stated beside
  // them, not judged.
  const goals: string[] = [];
  for (const c of CONFIGS.filter((config) => config.players !== 1)) {
    const r = ratio(c);
    if (r !== null) goals.push(`${c.label} ratio ${r.toFixed(2)}x (goal ≥ 0.50x: ${r >= 0.5 ? 'met' : 'not met'})`);
  }
  const fourPlayer = allocated('engine/4p-classic');
  if (fourPlayer !== null) {
    goals.push(`4p-classic allocation ${(fourPlayer / 1024).toFixed(2)} KB/decision (goal ≤ 0.60 KB: ${fourPlayer <= 0.6 * 1024 ? 'met' : 'not met'})`);
  }
  const beside: string[] = [];
  /** What each additive path is, in its line beside the goals. */
  const besideWhat: Record<AdditivePath, string> = {
    playout: 'the additive fast path',
    blind: 'the additive fast path given only the number of legal actions',
  };
  for (const c of CONFIGS.filter((config) => config.players !== 1)) {
    for (const path of ADDITIVE_PATHS) {
      const r = ratio(c, path);
      const bytes = allocated(`${path}/${c.label}`);
      const fast = rate(`${path}/${c.label}`);
      const loop = rate(`engine/${c.label}`);
      const figures = [
        ...(r === null ? [] : [`ratio ${r.toFixed(2)}x`]),
        ...(fast === null || loop === null ? [] : [`${(fast / loop).toFixed(2)}x the README loop's games/s`]),
        ...(bytes === null ? [] : [`${(bytes / 1024).toFixed(2)} KB/decision`]),
      ];
      beside.push(`${c.label} ${PATH_NAMES[path]}: ${figures.join(', ')} (${besideWhat[path]}, beside the goals, which are about the README loop)`);
    }
  }

  const allocationMethod = `${ALLOCATION_METHOD}; the median of ${ALLOCATION_RUNS} such process${ALLOCATION_RUNS === 1 ? '' : 'es'} per configuration and side, their range in brackets`;
  const when = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const measuredWith = `${ROUNDS} alternating round${ROUNDS === 1 ? '' : 's'}, each side its own \`node\` process per round (${WARMUP} s of warm-up, CPU time for the engine, then ${SECONDS} s measured), medians`;
  console.log(`\n${speedTable}\n`);
  if (allocationTable !== '') console.log(`${allocationTable}\n\nallocation method: ${allocationMethod}\n`);
  // A load average above about half a core per core leaves every figure low and noisy.
  const busiest = Math.max(Number(loadAtStart.split(' ')[0]), Number(loadAtEnd.split(' ')[0]));
  const loaded = busiest > cpus().length / 2
    ? `The machine was busy (1-minute load average up to ${busiest.toFixed(2)} on ${cpus().length} cores): every figure is low and noisy, the ratios less so; rerun on a quiet machine for firm figures.`
    : '';
  for (const g of goals) console.log(`goal: ${g}`);
  for (const b of beside) console.log(`beside: ${b}`);
  if (loaded !== '') console.log(`note: ${loaded}`);
  console.log(`load average ${loadAtStart} at the start, ${loadAtEnd} at the end`);
  if (reference === null) console.log(`\nreference: not measured; ${HOW_TO_ADD_THE_REFERENCE}`);

  if (opts['no-readme']) {
    console.log('bench/README.md: not written (--no-readme)');
  } else if (reference === null) {
    console.log('bench/README.md: not written, as its table compares with the reference');
  } else {
    const options = process.argv.slice(2).filter((a, i, all) => a !== '--reference' && all[i - 1] !== '--reference' && !a.startsWith('--reference='));
    const body = [
      `Measured ${when} on ${commitLine} by \`npm run bench -- --reference <dir>${options.length > 0 ? ` ${options.join(' ')}` : ''}\`.`,
      '',
      `Machine: ${machine}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end (1, 5 and 15 minutes).`,
      `Engine: \`${ENTRY}\`, the README's loop${PLAYOUT ? ` and, in the playOut and playOutBlind rows, \`playOut\` and \`playOutBlind\` with the same draws (the same games: the first ${SAME_GAMES_CHECKED} of each configuration checked to end in the same states, every round's game lengths compared)` : ''}, ` +
        `\`classic\` spells (solo: difficulty cycling 0-3). Reference: ${reference.name} ` +
        `(sources ${reference.digest}), its own runner (\`dist/bench-one.js\`), its 1-player game for solo. ${measuredWith}.`,
      '',
      speedTable,
      '',
      ...(allocationTable === '' ? [] : [allocationTable, '', `Allocation method: ${allocationMethod}.`, '']),
      ...goals.map((g) => `- ${g}`),
      ...beside.map((b) => `- ${b}`),
      ...(loaded === '' ? [] : ['', loaded]),
    ].join('\n');
    replaceSection(join(HERE, 'README.md'), body);
    console.log('bench/README.md: the table is written between its markers');
    recordFigures(speedFigures({ rate, ratio, nsPerDecision }, `${when} on ${commitLine}: ${machine}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end`));
  }
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (opts.keep) console.log(`kept ${temp}`);
  else rmSync(temp, { recursive: true, force: true });
}

/** What the speed figures are read from: the run's medians (null where a side did not run). */
interface SpeedReadings {
  readonly rate: (key: string) => number | null;
  readonly ratio: (config: Config, path?: EnginePath) => number | null;
  readonly nsPerDecision: (key: string) => number | null;
}

/**
 * The figures the docs quote from this run (bench/figures.json): the README loop's time per
 * decision and games/s, playOut's and playOutBlind's games/s, their ratios to the reference and
 * to each other, for the 4- and 2-player `classic` configurations that ran.
 */
function speedFigures(read: SpeedReadings, measured: string): Record<string, Figure> {
  const figures: Record<string, Figure> = {};
  const source = (row: string): string => `npm run bench -- --reference <dir> (bench/standing.ts): ${row}`;
  const put = (key: string, value: number | null, text: (v: number) => string, row: string): void => {
    if (value !== null) figures[key] = { value, text: text(value), source: source(row), measured };
  };
  const names: Record<EnginePath, string> = { engine: 'loop', playout: 'playout', blind: 'blind' };
  put('speed.loop.decision', read.nsPerDecision('engine/4p-classic'), microseconds, '4p-classic, README loop, engine ns/decision');
  for (const config of CONFIGS.filter((c) => c.players === 4 || c.players === 2)) {
    for (const path of ENGINE_PATHS) {
      put(`speed.${names[path]}.${config.players}p`, read.rate(`${path}/${config.label}`), gamesPerSecond, `${config.label}, ${PATH_NAMES[path]}, engine games/s`);
      if (config.players === 4) {
        put(`speed.ratio.${names[path]}.4p`, read.ratio(config, path), ratioText, `${config.label}, ${PATH_NAMES[path]}, ratio to the reference (immutable)`);
      }
    }
  }
  const of = (path: EnginePath, label: string): number | null => read.rate(`${path}/${label}`);
  const over = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a / b);
  put('speed.playout.vs-loop', over(of('playout', '4p-classic'), of('engine', '4p-classic')), times, '4p-classic, playOut games/s ÷ README loop games/s');
  put('speed.blind.vs-loop', over(of('blind', '4p-classic'), of('engine', '4p-classic')), times, '4p-classic, playOutBlind games/s ÷ README loop games/s');
  const gains = ['2p-classic', '4p-classic'].map((label) => over(of('blind', label), of('playout', label))).filter((g): g is number => g !== null).map((g) => g - 1);
  if (gains.length > 0) {
    const [low, high] = [Math.min(...gains), Math.max(...gains)];
    figures['speed.blind.vs-playout'] = {
      value: [low, high], text: percentRange(low, high, 0), measured,
      source: source('playOutBlind games/s ÷ playOut games/s − 1, 2p-classic and 4p-classic'),
    };
  }
  return figures;
}
