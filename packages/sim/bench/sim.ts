// Simulator benchmark: throughput of `simulate()` on 1 and 2 worker threads (and in the calling
// thread), its scaling, and a check that the reports are identical whatever the worker count.
// Run from packages/sim (or `npm run bench --workspace spellbook-sim` from the repository root):
//
//   npm run build && npm run bench          # the built packages (dist/ of both), as users get them
//   BENCH_SECONDS=10 npm run bench          # aim at ~10 s per measured run (default 6)
//   BENCH_CONFIGS=random npm run bench      # only the configurations whose label contains this
//   npm run bench:src                       # the TypeScript sources of both (workers run them through tsx)
//   BENCH_QUIET_WAIT=0 npm run bench        # do not wait for other processes to quieten (default: up to 300 s per run)
//
// A measured run is one `simulate()` call, worker pool start and shutdown included, with enough
// games to last about BENCH_SECONDS on one worker. Throughput = games / wall seconds. Scaling =
// throughput with 2 workers / throughput with 1. See bench/README.md at the repository root.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { SimulationOptions, SimulationReport } from '../src/index.js';

type Sim = typeof import('../src/index.js');
const distUrl = new URL('../dist/index.js', import.meta.url);
const ENGINE = process.env.BENCH_ENGINE === 'src' || !existsSync(distUrl) ? 'src' : 'dist';
const { simulate, canonicalJson } = (await import(ENGINE === 'dist' ? distUrl.href : '../src/index.js')) as Sim;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const FILTER = process.env.BENCH_CONFIGS ?? '';

interface Config {
  readonly label: string;
  readonly options: Omit<SimulationOptions, 'games' | 'workers'>;
}

const ALL: Config[] = [
  { label: 'random-4p-classic', options: { players: 4, spells: 'classic', bots: 'random', seed: 'bench-sim' } },
  { label: 'random-2p-classic', options: { players: 2, spells: 'classic', bots: 'random', seed: 'bench-sim' } },
  { label: 'greedy-3p-classic', options: { players: 3, spells: 'classic', bots: 'greedy', seed: 'bench-sim' } },
  { label: 'search20-greedy-2p-classic', options: { players: 2, spells: 'classic', bots: ['search:iterations=20', 'greedy'], rotateSeats: true, seed: 'bench-sim' } },
  { label: 'greedy-random-2p-exhaustive', options: { players: 2, bots: ['greedy', 'random'], rotateSeats: true, exhaustive: true, seed: 'bench-sim' } },
];
const CONFIGS = ALL.filter((c) => c.label.includes(FILTER));

/** CPU time of the whole machine (all cores), busy and total, in seconds, from /proc/stat (Linux). */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return null;
  }
}

interface Timed {
  readonly report: SimulationReport;
  /** Wall seconds. */
  readonly seconds: number;
  /** CPU seconds of this process (all its threads). */
  readonly cpu: number;
  /** Cores' worth of CPU that other processes used meanwhile (null off Linux). */
  readonly others: number | null;
}

const QUIET_WAIT = Number(process.env.BENCH_QUIET_WAIT ?? 300);

/**
 * Waits (at most BENCH_QUIET_WAIT seconds, default 300) until other processes use less than a
 * tenth of a core over a second: on a 2-core machine any other load caps the 2-worker figure.
 */
async function waitForQuiet(): Promise<void> {
  const deadline = performance.now() + QUIET_WAIT * 1000;
  let said = false;
  for (;;) {
    const a = machineCpu();
    await new Promise((done) => setTimeout(done, 1000));
    const b = machineCpu();
    if (a === null || b === null) return;
    const others = (b.busy - a.busy) / ((b.total - a.total) / availableParallelism());
    if (others < 0.1) return;
    if (performance.now() > deadline) {
      console.error(`(still ${others.toFixed(2)} cores busy with other processes after ${QUIET_WAIT} s; measuring anyway)`);
      return;
    }
    if (!said) console.error(`(waiting for other processes to quieten: ${others.toFixed(2)} cores busy)`);
    said = true;
  }
}

async function timed(options: SimulationOptions): Promise<Timed> {
  await waitForQuiet();
  const machine0 = machineCpu();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const report = await simulate(options);
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  const machine1 = machineCpu();
  const others = machine0 === null || machine1 === null ? null : Math.max(0, (machine1.busy - machine0.busy - cpu) / seconds);
  return { report, seconds, cpu, others };
}

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

console.log(`spellbook-engine simulator benchmark: node ${process.version}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ` +
  `${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`simulator: ${ENGINE === 'dist' ? 'dist/ (the tsup build)' : 'src/ (TypeScript sources under tsx)'}; spellbook-engine: ${import.meta.resolve('spellbook-engine')}; ~${SECONDS} s per measured run on 1 worker, pool start included`);
console.log('');
console.log('| config | games | decisions/game | games/s in-thread | games/s 1 worker | games/s 2 workers | scaling 2/1 | CPU ms/game 1 → 2 workers | others\' load (cores) 1 / 2 workers | reports equal |');
console.log('|:--|--:|--:|--:|--:|--:|--:|--:|--:|:--|');

const scalings: number[] = [];
for (const config of CONFIGS) {
  // Calibrate in this thread, warm (the first probes warm the JIT up): how many games fill
  // SECONDS on one core?
  let probe = 2;
  let probeSeconds = 0;
  for (let warm = 0; ; ) {
    probeSeconds = (await timed({ ...config.options, games: probe, workers: 0 })).seconds;
    if (probeSeconds > 1 && ++warm >= 2) break;
    if (probeSeconds <= 1) probe *= 2;
  }
  const games = Math.max(8, Math.round((probe / probeSeconds) * SECONDS));
  const inThread = await timed({ ...config.options, games, workers: 0 });
  const one = await timed({ ...config.options, games, workers: 1 });
  const two = await timed({ ...config.options, games, workers: 2 });
  const equal = canonicalJson(one.report) === canonicalJson(two.report) && canonicalJson(inThread.report) === canonicalJson(one.report);
  const scaling = one.seconds / two.seconds;
  scalings.push(scaling);
  const load = (t: Timed): string => (t.others === null ? '-' : t.others.toFixed(2));
  console.log(`| ${config.label} | ${fmt(games)} | ${fmt(one.report.decisions.mean ?? 0, 1)} | ${fmt(games / inThread.seconds, 1)} | ` +
    `${fmt(games / one.seconds, 1)} | ${fmt(games / two.seconds, 1)} | ${scaling.toFixed(2)}x | ` +
    `${fmt((1000 * one.cpu) / games, 2)} → ${fmt((1000 * two.cpu) / games, 2)} | ${load(one)} / ${load(two)} | ${equal ? 'yes' : 'NO'} |`);
  if (!equal) process.exitCode = 1;
}
console.log('');
const worst = Math.min(...scalings);
console.log(`Goal check: 2 workers give ${worst.toFixed(2)}x the throughput of 1 at worst (goal ≥ 1.80x) — ${worst >= 1.8 ? 'met' : 'NOT met'}; ` +
  `load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
