// The simulator on 1, 2, 4, 8 and 16 workers against as many independent processes of the
// engine's own loops: does a worker gain what a process gains?
//
//   npm run build && npm run bench --workspace spellbook-sim
//   npm run bench --workspace spellbook-sim -- --workers 1,2,4,8,16 --rounds 3 --seconds 4
//   npm run bench --workspace spellbook-sim -- --record    # also writes bench/README.md and bench/figures.json
//   npm run bench --workspace spellbook-sim -- --results node_modules/.cache/spellbook-sim-bench/scaling.mjs.results.json --record
//                                                          # prints (and records) the last run again, measuring nothing
//
// Two configurations: random-4p-classic, whose control process loops `createGame` and
// `playOutBlind` with a uniform pick from xorshift32, and greedy-3p-classic, whose control process
// loops `botAction(greedyBot())` and `applyAction` (it plays the simulator's very games: the same
// seeds, and the greedy bot draws nothing at random, so the decisions must add up alike). For each
// worker count N (default 1, 2, 4, 8, 16 up to the cores): `simulate({ workers: N })` on new
// worker threads (`closeWorkers()` first) and N new control processes, each side timed from the
// call or the processes' spawn to the last game (start-up included, as a user pays it), the side going first alternating between rounds. A run has N times
// the games of a 1-worker run (up to the cores), about `--seconds` each, so that start-up stays
// under 5 % of it; the table gives both sides' start-up share. Speed-up: games/s with N ÷ with 1
// in the same round; the ratio of the simulator's speed-up to the control's, median of the rounds,
// is the figure (goal ≥ 0.9). One run of the defaults stays within 6 minutes on 16 cores.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { applyAction, createRiggedGame, playOutBlind, type GameState } from 'spellbook-engine';
import { botAction, greedyBot } from 'spellbook-engine/bots';
import { canonicalJson, closeWorkers, gameSetup, runSpec, simulate, type SimulationOptions } from '../src/index.js';
import { bundled, inBundle, writeResults } from './bundle.js';
import { commitOf, grouped, load, machine, machineCpu, median, xorshiftPick } from './record.js';

const SCRIPT = fileURLToPath(import.meta.url);
const CORES = availableParallelism();

interface Config {
  readonly label: string;
  readonly control: string;
  readonly options: Omit<SimulationOptions, 'games' | 'workers'>;
  /** Whether the control plays the simulator's very games (its decisions must add up alike). */
  readonly sameGames: boolean;
}

const CONFIGS: readonly Config[] = [
  {
    label: 'random-4p-classic', control: 'createGame + playOutBlind, uniform pick from xorshift32', sameGames: false,
    options: { players: 4, spells: 'classic', bots: 'random', seed: 'scaling' },
  },
  {
    label: 'greedy-3p-classic', control: 'createGame, then botAction(greedyBot()) + applyAction', sameGames: true,
    options: { players: 3, spells: 'classic', bots: 'greedy', seed: 'scaling' },
  },
];

/** The control's loop over games `from` to `to` of the run (the simulator's seeds); returns the decisions. */
function playControl(config: Config, from: number, to: number): number {
  const run = runSpec({ ...config.options, games: to });
  let decisions = 0;
  if (config.label.startsWith('random')) {
    const pick = xorshiftPick(2463534242 + from);
    for (let i = from; i < to; i++) decisions += playOutBlind(createRiggedGame(gameSetup(run, i).options), (n) => pick(n)).actions;
    return decisions;
  }
  const bot = greedyBot();
  for (let i = from; i < to; i++) {
    let state: GameState = createRiggedGame(gameSetup(run, i).options);
    while (state.phase !== 'ended') {
      const r = applyAction(state, botAction(state, bot));
      if (!r.ok) throw new Error(`the greedy bot's action was refused: ${r.error.code}`);
      state = r.state;
      decisions++;
    }
  }
  return decisions;
}

/** What a control process says when done. */
interface ControlDone {
  readonly decisions: number;
}

// A control process: `--control <config> <from> <to>`: says `ready` once loaded, waits for `go`,
// plays, prints its decisions.
if (inBundle() && process.argv[2] === '--control') {
  const config = CONFIGS.find((c) => c.label === process.argv[3]);
  if (config === undefined) throw new Error(`no configuration ${String(process.argv[3])}`);
  process.stdout.write('ready\n');
  await new Promise((go) => process.stdin.once('data', go));
  process.stdin.destroy();
  const decisions = playControl(config, Number(process.argv[4]), Number(process.argv[5]));
  process.stdout.write(JSON.stringify({ decisions } satisfies ControlDone));
  process.exit(0);
}

/** One side's run: wall seconds (start-up included), the start-up, the cores busy, the decisions. */
interface Run {
  readonly seconds: number;
  readonly startup: number;
  readonly busy: number | null;
  readonly decisions: number;
}

/** `n` control processes on `games` games, started together: timed from the spawn to the last one's end. */
async function controlRun(config: Config, games: number, n: number): Promise<Run> {
  const m0 = machineCpu();
  const t0 = performance.now();
  let lastReady = 0;
  const children = Array.from({ length: n }, (_, k) => {
    const from = Math.floor((games * k) / n);
    const to = Math.floor((games * (k + 1)) / n);
    // The bundle runs this very file: the control processes run it too.
    const child = spawn(process.execPath, [process.argv[1] as string, '--control', config.label, String(from), String(to)], {
      stdio: ['pipe', 'pipe', 'inherit'], env: process.env,
    });
    let out = '';
    const ready = new Promise<void>((said) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const wasReady = out.startsWith('ready\n');
        out += chunk.toString();
        if (!wasReady && out.startsWith('ready\n')) {
          lastReady = Math.max(lastReady, performance.now() - t0);
          said();
        }
      });
    });
    const done = new Promise<ControlDone>((ok, fail) => {
      child.on('error', fail);
      child.on('exit', (code) => (code === 0 ? ok(JSON.parse(out.slice('ready\n'.length)) as ControlDone) : fail(new Error(`a control process exited with ${String(code)}`))));
    });
    return { child, ready, done };
  });
  // The processes play once all are loaded, together (none slowed by another's start-up).
  await Promise.all(children.map((c) => c.ready));
  for (const c of children) c.child.stdin.end('go\n');
  const parts = await Promise.all(children.map((c) => c.done));
  const seconds = (performance.now() - t0) / 1000;
  const m1 = machineCpu();
  return {
    seconds, startup: lastReady / 1000, busy: m0 === null || m1 === null ? null : (m1.busy - m0.busy) / seconds,
    decisions: parts.reduce((a, p) => a + p.decisions, 0),
  };
}

/** `simulate()` on `n` workers: timed as a user calls it, on new worker threads (as the control's processes are new). */
async function simRun(config: Config, games: number, n: number, startup: number): Promise<Run & { readonly report: string }> {
  await closeWorkers();
  const m0 = machineCpu();
  const t0 = performance.now();
  const report = await simulate({ ...config.options, games, workers: n });
  const seconds = (performance.now() - t0) / 1000;
  const m1 = machineCpu();
  return {
    seconds, startup, busy: m0 === null || m1 === null ? null : (m1.busy - m0.busy) / seconds,
    decisions: Math.round((report.decisions.mean?.rate ?? 0) * report.games), report: canonicalJson(report),
  };
}

/** What one configuration and worker count measured, per round. */
export interface ScalingRow {
  readonly config: string;
  readonly control: string;
  readonly workers: number;
  readonly games: number;
  readonly sim: readonly Run[];
  readonly loop: readonly Run[];
  readonly reportsEqual: boolean;
  readonly sameGames: boolean | null;
}

/** What a run of the bench measured. */
export interface ScalingResults {
  readonly when: string;
  readonly machine: string;
  readonly commit: string;
  readonly loadStart: string;
  readonly loadEnd: string;
  readonly rounds: number;
  readonly seconds: number;
  readonly wallSeconds: number;
  readonly rows: readonly ScalingRow[];
}

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
}

async function measure(): Promise<ScalingResults> {
  const started = performance.now();
  const rounds = Math.max(1, Number(option('rounds', '3')));
  const seconds = Number(option('seconds', '4'));
  const counts = option('workers', [1, 2, 4, 8, 16].filter((n) => n <= CORES).join(',')).split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 1);
  if (!counts.includes(1)) counts.unshift(1);
  const only = option('configs', 'random,greedy').split(',');
  const loadStart = load();
  console.log(`spellbook-sim scaling: ${machine()}, load average ${loadStart}; workers ${counts.join(', ')}; ${rounds} rounds; ~${seconds} s a run`);
  const rows: ScalingRow[] = [];
  for (const config of CONFIGS.filter((c) => only.some((name) => c.label.includes(name)))) {
    // Calibration (warm, in this process): games/s of the control's loop on one core, after a
    // warm-up long enough for its JIT to settle.
    const warmUntil = performance.now() + 3000;
    for (let i = 0; performance.now() < warmUntil; i += 8) playControl(config, i, i + 8);
    let probe = 4;
    let probeSeconds = 0;
    for (;;) {
      const t0 = performance.now();
      playControl(config, 0, probe);
      probeSeconds = (performance.now() - t0) / 1000;
      if (probeSeconds > 1) break;
      probe *= 2;
    }
    const perCore = probe / probeSeconds;
    for (const n of counts) {
      const games = Math.max(n, Math.round(perCore * seconds * Math.min(n, CORES)));
      // The simulator's start-up: the pool's start and one game on each worker.
      await closeWorkers();
      const t0 = performance.now();
      await simulate({ ...config.options, games: n, workers: n });
      const simStartup = (performance.now() - t0) / 1000;
      const sim: (Run & { report: string })[] = [];
      const loop: Run[] = [];
      for (let round = 0; round < rounds; round++) {
        const sides = [
          async (): Promise<void> => { sim.push(await simRun(config, games, n, simStartup)); },
          async (): Promise<void> => { loop.push(await controlRun(config, games, n)); },
        ];
        if (round % 2 === 1) sides.reverse();
        for (const side of sides) await side();
        const s = sim.at(-1) as Run;
        const c = loop.at(-1) as Run;
        console.log(`  ${config.label}, ${n} worker${n === 1 ? '' : 's'}, round ${round + 1}: simulate ${grouped(games / s.seconds)} games/s, ` +
          `${n} process${n === 1 ? '' : 'es'} ${grouped(games / c.seconds)} games/s (load ${load()})`);
      }
      rows.push({
        config: config.label, control: config.control, workers: n, games,
        sim: sim.map(({ report: _report, ...run }) => run), loop,
        reportsEqual: sim.every((s) => s.report === sim[0]?.report),
        sameGames: config.sameGames ? sim.every((s, i) => s.decisions === loop[i]?.decisions) : null,
      });
    }
  }
  return {
    when: new Date().toISOString().replace('T', ' ').slice(0, 16), machine: machine(), commit: commitOf(), loadStart, loadEnd: load(),
    rounds: Number(option('rounds', '3')), seconds: Number(option('seconds', '4')), wallSeconds: (performance.now() - started) / 1000, rows,
  };
}

/** Per round, the speed-ups of a row against its configuration's 1-worker row. */
function speedUps(r: ScalingResults, row: ScalingRow): { sim: number[]; loop: number[]; ratio: number[] } {
  const one = r.rows.find((x) => x.config === row.config && x.workers === 1) as ScalingRow;
  const rate = (games: number, run: Run): number => games / run.seconds;
  const sim = row.sim.map((s, i) => rate(row.games, s) / rate(one.games, one.sim[i] as Run));
  const loop = row.loop.map((c, i) => rate(row.games, c) / rate(one.games, one.loop[i] as Run));
  return { sim, loop, ratio: sim.map((s, i) => s / (loop[i] as number)) };
}

/** The results as Markdown: a heading, the table, the goal lines. */
export function scalingTable(r: ScalingResults): string {
  const lines = [
    `Measured ${r.when} UTC on commit ${r.commit} by \`npm run bench --workspace spellbook-sim\` (packages/sim/bench/scaling.ts: the built packages, plain node), ` +
      `in ${Math.round(r.wallSeconds)} s.`,
    '',
    `Machine: ${r.machine}; load average ${r.loadStart} at the start, ${r.loadEnd} at the end. ${r.rounds} rounds, the side going first alternating; ` +
      `each run ~${r.seconds} s of one core's work per worker (up to the cores), start-up included on both sides; medians of the rounds.`,
    '',
    '| config | workers | games | sim games/s | sim speed-up | control games/s | control speed-up | speed-up ratio | start-up share sim · control | cores busy sim · control | reports equal | same games |',
    '|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|:--|:--|',
  ];
  const goals: string[] = [];
  for (const row of r.rows) {
    const up = speedUps(r, row);
    const rate = (runs: readonly Run[]): number => median(runs.map((x) => row.games / x.seconds));
    const share = (runs: readonly Run[]): string => `${(100 * median(runs.map((x) => x.startup / x.seconds))).toFixed(1)} %`;
    const busy = (runs: readonly Run[]): string => (runs.some((x) => x.busy === null) ? '-' : median(runs.map((x) => x.busy as number)).toFixed(2));
    const ratio = median(up.ratio);
    lines.push(`| ${row.config} | ${row.workers} | ${grouped(row.games)} | ${grouped(rate(row.sim))} | ${median(up.sim).toFixed(2)}x | ${grouped(rate(row.loop))}${row.workers === 1 ? ' (one process)' : ''} | ` +
      `${median(up.loop).toFixed(2)}x | ${row.workers === 1 ? '-' : `**${ratio.toFixed(2)}**`} | ${share(row.sim)} · ${share(row.loop)} | ${busy(row.sim)} · ${busy(row.loop)} | ` +
      `${row.reportsEqual ? 'yes' : 'NO'} | ${row.sameGames === null ? 'other picks' : row.sameGames ? 'yes' : 'NO'} |`);
    if (row.workers > 1) {
      goals.push(`- ${row.config}, ${row.workers} workers: speed-up ${median(up.sim).toFixed(2)}x against ${median(up.loop).toFixed(2)}x for ${row.workers} processes, ` +
        `ratio ${ratio.toFixed(2)} (goal ≥ 0.90: ${ratio >= 0.9 ? 'met' : 'not met'}; per round ${Math.min(...up.ratio).toFixed(2)}–${Math.max(...up.ratio).toFixed(2)})`);
    }
    const worst = Math.max(...row.sim.map((x) => x.startup / x.seconds), ...row.loop.map((x) => x.startup / x.seconds));
    if (worst >= 0.05) goals.push(`- ${row.config}, ${row.workers} worker${row.workers === 1 ? "" : "s"}: start-up took ${(100 * worst).toFixed(1)} % of a run (goal < 5 %): give --seconds more`);
  }
  return [...lines, '', ...goals].join('\n');
}

async function record(r: ScalingResults): Promise<void> {
  if (!process.argv.includes('--record')) return;
  const { recordSection } = await import('./record.js');
  const { recordFigures } = await import('../../../bench/figures.js');
  recordSection('npm run bench (spellbook-sim)', scalingTable(r));
  const measured = `${r.when} UTC, commit ${r.commit}: ${r.machine}, load average ${r.loadStart} to ${r.loadEnd}`;
  const figures: Record<string, { value: number; text: string; source: string; measured: string }> = {};
  for (const row of r.rows.filter((x) => x.workers === 2)) {
    const key = row.config.startsWith('random') ? 'random-4p' : 'greedy-3p';
    const ratio = median(speedUps(r, row).ratio);
    figures[`sim.scaling.${key}.2`] = {
      value: Math.round(ratio * 100) / 100, text: `${ratio.toFixed(2)}x`, measured,
      source: `npm run bench --workspace spellbook-sim (packages/sim/bench/scaling.ts): ${row.config}, 2 workers' speed-up ÷ 2 control processes' speed-up, median of ${r.rounds} rounds`,
    };
  }
  recordFigures(figures);
}

await bundled<ScalingResults>(SCRIPT, (r) => {
  console.log(`\n${scalingTable(r)}`);
  return record(r);
});
writeResults(await measure());
