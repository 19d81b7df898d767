// Playout benchmark: seeded uniform random play over `legalActions`, to the end of the game.
//
//   npm run bench:playout                      # 5 s per configuration
//   BENCH_SECONDS=2 npm run bench:playout      # shorter
//   BENCH_CONFIGS=4p-set1 npm run bench:playout   # only the configurations whose label contains this
//   BENCH_ENGINE=dist npm run bench:playout       # measure the built package (dist/, `npm run build`)
//                                         # instead of the TypeScript sources under tsx
//   BENCH_DIST=/tmp/old/dist npx tsx bench/playout.ts   # measure another build's dist/ folder
//                                         # (bench/compare.sh alternates two builds)
//
// One decision = one `legalActions` call plus the `applyAction` of the action chosen from it.
// A game = `createGame` + decisions until the phase is `ended`. See bench/README.md.
import { xorshift } from '../src/testing/xorshift.js';
import { int, machineLine, playUniform, table } from './shared.js';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { SpellSelection } from '../src/index.js';

type Engine = typeof import('../src/index.js');
/**
 * Which engine to measure: the sources (default; run through tsx, i.e. esbuild with `keepNames`,
 * which wraps every closure created at run time in a `__name()` call) or the tsup build.
 */
const DIST = process.env.BENCH_DIST;
const ENGINE = DIST !== undefined ? DIST : process.env.BENCH_ENGINE === 'dist' ? 'dist' : 'src';
const engineUrl = DIST !== undefined
  ? pathToFileURL(resolve(DIST, 'index.js')).href
  : ENGINE === 'dist' ? new URL('../dist/index.js', import.meta.url).href : '../src/index.js';
const engine = (await import(engineUrl)) as Engine;
const { createGame } = engine;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Math.min(1, SECONDS / 2);
const FILTER = process.env.BENCH_CONFIGS ?? '';
/** Memory is sampled every this many games (and once at the end of each configuration). */
const MEMORY_EVERY = 64;

interface Config {
  readonly label: string;
  readonly players: 2 | 4;
  readonly spells: SpellSelection;
}

const CONFIGS: Config[] = [2, 4].flatMap((players) =>
  (['set1', 'set2', 'set3', 'classic'] as const).map((spells): Config => ({
    label: `${players}p-${spells}`, players: players as 2 | 4, spells,
  })),
);

/** Plays one complete game; returns the number of decisions. */
function playout(config: Config, game: number, rand: () => number): number {
  const start = createGame({ players: config.players, seed: `bench-${game}`, spells: config.spells });
  return playUniform(engine, start, rand, game).decisions;
}

interface Result {
  readonly config: Config;
  readonly games: number;
  readonly decisions: number;
  readonly seconds: number;
  readonly peakRss: number;
  readonly peakHeap: number;
}

function run(config: Config): Result {
  const rand = xorshift(0x2545f491);
  let game = 0;
  // Warm up: let the JIT settle on this configuration (not measured).
  const warmEnd = performance.now() + WARMUP_SECONDS * 1000;
  while (performance.now() < warmEnd) playout(config, game++, rand);
  globalThis.gc?.();

  let peakRss = 0;
  let peakHeap = 0;
  const sample = (): void => {
    const m = process.memoryUsage();
    if (m.rss > peakRss) peakRss = m.rss;
    if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
  };
  sample();
  let games = 0;
  let decisions = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  let now = start;
  while (now < end) {
    decisions += playout(config, game++, rand);
    games++;
    if (games % MEMORY_EVERY === 0) sample();
    now = performance.now();
  }
  sample();
  return { config, games, decisions, seconds: (now - start) / 1000, peakRss, peakHeap };
}

const mb = (bytes: number): string => (bytes / 1048576).toFixed(1);


console.log(machineLine('playout benchmark'));
console.log(`engine: ${DIST !== undefined ? `${DIST} (a build's dist folder)` : ENGINE === 'dist' ? 'dist/ (the tsup build)' : 'src/ (TypeScript sources under tsx)'}; uniform random play over legalActions; ${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured per configuration\n`);

const results: Result[] = [];
for (const config of CONFIGS) {
  if (!config.label.includes(FILTER)) continue;
  if (process.stderr.isTTY) process.stderr.write(`  measuring ${config.label} ...\r`);
  results.push(run(config));
}
if (process.stderr.isTTY) process.stderr.write(`${' '.repeat(40)}\r`);

console.log(table([
  ['config', 'games', 'games/s', 'decisions/s', 'ns/decision', 'decisions/game', 'peak RSS MB', 'peak heap MB'],
  ...results.map((r) => [
    r.config.label,
    int(r.games),
    int(r.games / r.seconds),
    int(r.decisions / r.seconds),
    int((r.seconds * 1e9) / r.decisions),
    (r.decisions / r.games).toFixed(1),
    mb(r.peakRss),
    mb(r.peakHeap),
  ]),
]));

const fourPlayer = results.filter((r) => r.config.players === 4);
if (fourPlayer.length > 0) {
  const worst = Math.min(...fourPlayer.map((r) => r.games / r.seconds));
  console.log(`\ngoal: >= 5,000 complete 4-player games/s on one core (~1 us/decision); slowest 4p configuration: ${int(worst)} games/s -> ${worst >= 5000 ? 'met' : 'NOT met'}`);
}
