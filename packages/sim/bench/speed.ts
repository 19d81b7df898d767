// The simulator's speed on one worker against the engine's own loops, in one process, in
// alternating rounds: does `simulate()` play at the engine's speed?
//
//   npm run build && npm run bench:speed --workspace spellbook-sim
//   npm run bench:speed --workspace spellbook-sim -- --rounds 7 --seconds 4 --configs random
//   npm run bench:speed --workspace spellbook-sim -- --record   # also writes bench/README.md and bench/figures.json
//   npm run bench:speed --workspace spellbook-sim -- --results node_modules/.cache/spellbook-sim-bench/speed.mjs.results.json --record
//                                                               # prints (and records) the last run again, measuring nothing
//
// Two configurations, each measured in the same process, same run, rounds alternating which side
// goes first:
// - random-4p-classic: `simulate({ players: 4, spells: 'classic', bots: 'random', workers: 1 })`,
//   timed as a user calls it, against a loop of `createGame` and `playOutBlind` with a uniform
//   pick from a small seeded generator (xorshift32) in this process. Goal: the simulator at
//   ≥ 0.9x, median of the rounds.
// - greedy-3p-classic: `simulate({ players: 3, bots: 'greedy', workers: 1 })` against a plain loop
//   that asks the greedy bot (`botAction`) and applies its action. Goal: ≥ 0.9x.
// Each round times `simulate()` twice: once on a new worker pool (`closeWorkers()` first: the
// thread's start and its engine's warm-up included, as a program's first call pays them) and once
// right after, on the pool that call kept (as a loop of calls pays them); and the loop twice: in
// this thread (warm after the first round: the goal's control) and on a new worker thread of this
// process (its start and warm-up included, as the new pool's are: like against like).
// The games of a run fill about `--seconds` (default 4) of the loop's time, measured warm before the
// rounds. It measures the built packages (see bench/bundle.ts). Run it on a quiet machine: it
// prints the load average at the start and the end, and the cores busy during each side.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { applyAction, createGame, playOutBlind, type GameState } from 'spellbook-engine';
import { botAction, greedyBot } from 'spellbook-engine/bots';
import { closeWorkers, simulate, type SimulationOptions } from '../src/index.js';
import { bundled, writeResults } from './bundle.js';
import { commitOf, grouped, load, machine, machineCpu, median, xorshiftPick } from './record.js';

const SCRIPT = fileURLToPath(import.meta.url);

/** What one configuration measured. */
export interface SpeedRow {
  readonly config: string;
  readonly control: string;
  readonly games: number;
  /** Games per second of each round: the simulator's on a new pool, on the kept pool, and the loop's. */
  readonly sim: readonly number[];
  readonly kept: readonly number[];
  readonly loop: readonly number[];
  /** Games per second of the loop on a new worker thread of this process (its start and warm-up included), per round. */
  readonly freshLoop?: readonly number[];
  /** CPU seconds a game of each round: this process's (every thread: the worker, the calling thread, the collector's and compiler's helpers). */
  readonly simCpu: readonly number[];
  readonly loopCpu: readonly number[];
  /** Cores busy (the whole machine) during each side's runs, medians; `null` off Linux. */
  readonly simBusy: number | null;
  readonly loopBusy: number | null;
  /** Decisions per game of each side (the loop plays other seeds). */
  readonly simDecisions: number;
  readonly loopDecisions: number;
}

/** What a run of the bench measured. */
export interface SpeedResults {
  readonly when: string;
  readonly machine: string;
  readonly commit: string;
  readonly loadStart: string;
  readonly loadEnd: string;
  readonly rounds: number;
  readonly seconds: number;
  readonly startMs: number;
  readonly rows: readonly SpeedRow[];
}

const { values } = parseArgs({
  args: isMainThread ? process.argv.slice(2) : [],
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '4' },
    configs: { type: 'string', default: 'random,greedy' },
    record: { type: 'boolean', default: false },
    results: { type: 'string' },
  },
});
const ROUNDS = Math.max(1, Number(values.rounds));
const SECONDS = Number(values.seconds);

/** A control loop: plays games `0 … n − 1` of its own seeds; returns the decisions made. */
type Loop = (games: number) => number;

/** The engine's fast path: `createGame`, then `playOutBlind` with a uniform pick. */
const blindLoop: Loop = (games) => {
  const pick = xorshiftPick(2463534242);
  let decisions = 0;
  for (let i = 0; i < games; i++) {
    decisions += playOutBlind(createGame({ players: 4, seed: `speed-loop#${i}`, spells: 'classic' }), (n) => pick(n)).actions;
  }
  return decisions;
};

/** A plain loop calling the greedy bot: `botAction`, then `applyAction`, until the game ends. */
const greedyLoop: Loop = (games) => {
  const bot = greedyBot();
  let decisions = 0;
  for (let i = 0; i < games; i++) {
    let state: GameState = createGame({ players: 3, seed: `speed-loop#${i}`, spells: 'classic' });
    while (state.phase !== 'ended') {
      const r = applyAction(state, botAction(state, bot));
      if (!r.ok) throw new Error(`the greedy bot's action was refused: ${r.error.code}`);
      state = r.state;
      decisions++;
    }
  }
  return decisions;
};

interface Config {
  readonly label: string;
  readonly control: string;
  readonly options: Omit<SimulationOptions, 'games' | 'workers'>;
  readonly loop: Loop;
}

const CONFIGS: readonly Config[] = [
  {
    label: 'random-4p-classic', control: 'createGame + playOutBlind, uniform pick from xorshift32',
    options: { players: 4, spells: 'classic', bots: 'random', seed: 'speed' }, loop: blindLoop,
  },
  {
    label: 'greedy-3p-classic', control: 'createGame, then botAction(greedyBot()) + applyAction',
    options: { players: 3, spells: 'classic', bots: 'greedy', seed: 'speed' }, loop: greedyLoop,
  },
];

/** What a new worker thread of this bundle is asked: play `games` of a configuration's loop. */
interface FreshLoopTask {
  readonly config: string;
  readonly games: number;
}

/**
 * The loop of `config` on a new worker thread of this process, timed from the thread's creation
 * to its answer: its start, its loading of the engine and its warm-up included, as simulate()'s
 * on a new pool are.
 */
function loopOnNewThread(config: Config, games: number): Promise<number> {
  return new Promise((done, fail) => {
    const worker = new Worker(SCRIPT, { workerData: { config: config.label, games } satisfies FreshLoopTask });
    worker.once('message', (decisions: number) => {
      done(decisions);
      void worker.terminate();
    });
    worker.once('error', fail);
  });
}

/** Wall seconds of `work`, this process's CPU seconds, and the cores the whole machine kept busy meanwhile. */
async function timed<T>(work: () => T | Promise<T>): Promise<{ seconds: number; cpu: number; busy: number | null; result: T }> {
  const m0 = machineCpu();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await work();
  const seconds = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  const m1 = machineCpu();
  return { seconds, cpu: (c.user + c.system) / 1e6, busy: m0 === null || m1 === null ? null : (m1.busy - m0.busy) / seconds, result };
}

async function measure(): Promise<SpeedResults> {
  const loadStart = load();
  console.log(`spellbook-sim speed: ${machine()}, load average ${loadStart}; ${ROUNDS} alternating rounds, ~${SECONDS} s of the loop's work per run`);
  // The worker pool's start, alone: one game on one worker (the module loading of a fresh thread included).
  await closeWorkers();
  const start = await timed(() => simulate({ players: 4, games: 1, seed: 'speed-start', workers: 1 }));
  const rows: SpeedRow[] = [];
  for (const config of CONFIGS.filter((c) => values.configs.split(',').some((name) => c.label.includes(name)))) {
    // Warm the loop up (its JIT settles in a second or two), then measure how many games fill SECONDS.
    const warmUntil = performance.now() + 3000;
    while (performance.now() < warmUntil) config.loop(16);
    let probe = 8;
    let probeSeconds = 0;
    for (;;) {
      const t = await timed(() => config.loop(probe));
      probeSeconds = t.seconds;
      if (probeSeconds > 1) break;
      probe *= 2;
    }
    const games = Math.max(8, Math.round((probe / probeSeconds) * SECONDS));
    const sim: number[] = [];
    const kept: number[] = [];
    const loop: number[] = [];
    const freshLoop: number[] = [];
    const simBusy: number[] = [];
    const loopBusy: number[] = [];
    const simCpu: number[] = [];
    const loopCpu: number[] = [];
    let simDecisions = 0;
    let loopDecisions = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const sides = [
        async (): Promise<void> => {
          // A new pool (a program's first call), then the pool it kept (a loop of calls).
          await closeWorkers();
          const t = await timed(() => simulate({ ...config.options, games, workers: 1 }));
          sim.push(games / t.seconds);
          simCpu.push(t.cpu / games);
          if (t.busy !== null) simBusy.push(t.busy);
          simDecisions = t.result.decisions.mean?.rate ?? 0;
          const k = await timed(() => simulate({ ...config.options, games, workers: 1 }));
          kept.push(games / k.seconds);
        },
        async (): Promise<void> => {
          const t = await timed(() => config.loop(games));
          loop.push(games / t.seconds);
          loopCpu.push(t.cpu / games);
          if (t.busy !== null) loopBusy.push(t.busy);
          loopDecisions = t.result / games;
          const f = await timed(() => loopOnNewThread(config, games));
          freshLoop.push(games / f.seconds);
        },
      ];
      if (round % 2 === 1) sides.reverse();
      for (const side of sides) await side();
      console.log(`  ${config.label} round ${round + 1}: simulate on a new pool ${grouped(sim.at(-1) as number)} games/s, on the kept pool ` +
        `${grouped(kept.at(-1) as number)}, loop ${grouped(loop.at(-1) as number)} games/s, ratios ${((sim.at(-1) as number) / (loop.at(-1) as number)).toFixed(3)} ` +
        `and ${((kept.at(-1) as number) / (loop.at(-1) as number)).toFixed(3)}; loop on a new thread ${grouped(freshLoop.at(-1) as number)} games/s, ` +
        `new pool ÷ it ${((sim.at(-1) as number) / (freshLoop.at(-1) as number)).toFixed(3)} (load ${load()})`);
    }
    rows.push({
      config: config.label, control: config.control, games, sim, kept, loop, freshLoop, simCpu, loopCpu,
      simBusy: simBusy.length === 0 ? null : median(simBusy), loopBusy: loopBusy.length === 0 ? null : median(loopBusy),
      simDecisions, loopDecisions,
    });
  }
  return {
    when: new Date().toISOString().replace('T', ' ').slice(0, 16), machine: machine(), commit: commitOf(), loadStart, loadEnd: load(),
    rounds: ROUNDS, seconds: SECONDS, startMs: start.seconds * 1000, rows,
  };
}

/** The per-round ratios of a row: the simulator's games/s ÷ the loop's. */
function ratios(row: SpeedRow): number[] {
  return row.sim.map((s, i) => s / (row.loop[i] as number));
}

/** The results as Markdown: a heading, the table, the goal lines. */
export function speedTable(r: SpeedResults): string {
  const lines = [
    `Measured ${r.when} UTC on commit ${r.commit} by \`npm run bench:speed --workspace spellbook-sim\` (the built packages, plain node).`,
    '',
    `Machine: ${r.machine}; load average ${r.loadStart} at the start, ${r.loadEnd} at the end. ${r.rounds} rounds in one process, ` +
      `the side going first alternating; each run ~${r.seconds} s of the loop's work. The worker pool's start alone (one game on one worker): ${Math.round(r.startMs)} ms. ` +
      '"New pool": `simulate()` after `closeWorkers()`, its worker thread\'s start and warm-up included (a program\'s first call, the goal\'s measure); ' +
      '"kept pool": the call right after it, on the threads that call kept (a loop of calls). ' +
      '"Loop on a new thread": the control on a new worker thread of this process, timed from the thread\'s creation (its start, engine loading and warm-up included, as the new pool\'s): the new pool against it is like against like.',
    '',
    '| config | games a run | control | control games/s | simulate(), 1 worker, new pool: games/s | ratio (median) | ratio per round | CPU ratio (median) | kept pool: games/s | ratio (median) | loop on a new thread: games/s | new pool ÷ it (median) | decisions a game sim · control | cores busy sim · control |',
    '|:--|--:|:--|--:|--:|--:|:--|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const goals: string[] = [];
  for (const row of r.rows) {
    const rs = ratios(row);
    const busy = (x: number | null): string => (x === null ? '-' : x.toFixed(2));
    const ks = row.kept.map((k, i) => k / (row.loop[i] as number));
    const fresh = row.freshLoop ?? [];
    const fs = fresh.map((f, i) => (row.sim[i] as number) / f);
    const freshCells = fresh.length === 0 ? '- | -' : `${grouped(median(fresh))} | ${median(fs).toFixed(2)}x`;
    lines.push(`| ${row.config} | ${grouped(row.games)} | ${row.control} | ${grouped(median(row.loop))} | ${grouped(median(row.sim))} | **${median(rs).toFixed(2)}x** | ` +
      `${Math.min(...rs).toFixed(2)}–${Math.max(...rs).toFixed(2)} | ${median(row.loopCpu.map((c, i) => c / (row.simCpu[i] as number))).toFixed(2)}x | ` +
      `${grouped(median(row.kept))} | ${median(ks).toFixed(2)}x | ${freshCells} | ${row.simDecisions.toFixed(1)} · ${row.loopDecisions.toFixed(1)} | ${busy(row.simBusy)} · ${busy(row.loopBusy)} |`);
    goals.push(`- ${row.config}: simulate() on 1 worker, a new pool, at ${median(rs).toFixed(2)}x the control (goal ≥ 0.90x: ${median(rs) >= 0.9 ? 'met' : 'not met'}); ` +
      `on the kept pool ${median(ks).toFixed(2)}x${fresh.length === 0 ? '' : `; a new pool against the loop on a new thread ${median(fs).toFixed(2)}x`}`);
  }
  return [...lines, '', 'CPU ratio: the loop\'s CPU seconds a game ÷ the simulator\'s on a new pool, per round (every thread of this process: the simulator\'s include its worker\'s start and warm-up, the calling thread\'s share, the compiler\'s and collector\'s threads); less sensitive than wall time to other load on the machine.', '', ...goals].join('\n');
}

async function record(r: SpeedResults): Promise<void> {
  if (values.record !== true) return;
  const { recordSection } = await import('./record.js');
  const { recordFigures } = await import('../../../bench/figures.js');
  recordSection('npm run bench:speed', speedTable(r));
  const measured = `${r.when} UTC, commit ${r.commit}: ${r.machine}, load average ${r.loadStart} to ${r.loadEnd}`;
  const figures: Record<string, { value: number; text: string; source: string; measured: string }> = {};
  for (const row of r.rows) {
    const key = row.config.startsWith('random') ? 'random-4p' : 'greedy-3p';
    const ratio = median(ratios(row));
    figures[`sim.speed.${key}.ratio`] = {
      value: Math.round(ratio * 100) / 100, text: `${ratio.toFixed(2)}x`, measured,
      source: `npm run bench:speed --workspace spellbook-sim: ${row.config}, simulate() on 1 worker on a new pool (start and warm-up included) ÷ ${row.control}, median of ${r.rounds} alternating rounds`,
    };
    const keptRatio = median(row.kept.map((k, i) => k / (row.loop[i] as number)));
    figures[`sim.speed.${key}.kept`] = {
      value: Math.round(keptRatio * 100) / 100, text: `${keptRatio.toFixed(2)}x`, measured,
      source: `npm run bench:speed --workspace spellbook-sim: ${row.config}, simulate() on 1 worker on the pool the previous call kept ÷ ${row.control}, median of ${r.rounds} alternating rounds`,
    };
    if (row.freshLoop !== undefined && row.freshLoop.length > 0) {
      const fresh = row.freshLoop;
      const freshRatio = median(row.sim.map((x, i) => x / (fresh[i] as number)));
      figures[`sim.speed.${key}.fresh`] = {
        value: Math.round(freshRatio * 100) / 100, text: `${freshRatio.toFixed(2)}x`, measured,
        source: `npm run bench:speed --workspace spellbook-sim: ${row.config}, simulate() on 1 worker on a new pool ÷ the same control on a new worker thread (start and warm-up included on both sides), median of ${r.rounds} alternating rounds`,
      };
    }
    const rate = median(row.sim);
    const rounded = rate >= 1000 ? Math.round(rate / 100) * 100 : Math.round(rate / 10) * 10;
    figures[`sim.speed.${key}`] = {
      value: rounded, text: `${grouped(rounded)} games/s`, measured,
      source: `npm run bench:speed --workspace spellbook-sim: ${row.config}, simulate() on 1 worker on a new pool, games/s, median of ${r.rounds} rounds`,
    };
  }
  recordFigures(figures);
}

if (isMainThread) {
  await bundled<SpeedResults>(SCRIPT, (r) => {
    console.log(`\n${speedTable(r)}`);
    return record(r);
  });
  writeResults(await measure());
} else {
  const task = workerData as FreshLoopTask;
  const config = CONFIGS.find((c) => c.label === task.config) as Config;
  parentPort?.postMessage(config.loop(task.games));
}
