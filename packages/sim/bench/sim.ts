// Simulator benchmark: `simulate()` on 1, 2, 4, ... worker threads against a control of as many
// independent single-threaded processes playing the same games with a plain loop, and the raw
// playout speed of those games. Run from packages/sim (or `npm run bench --workspace spellbook-sim`
// from the repository root):
//
//   npm run build && npm run bench          # the built packages (dist/ of both), as users get them
//   BENCH_SECONDS=10 npm run bench          # aim at ~10 s per run on one core (default 4)
//   BENCH_ROUNDS=5 npm run bench            # alternating rounds, medians reported (default 3)
//   BENCH_WORKERS=1,2,4 npm run bench       # worker counts (default 1, 2, 4, 8, 16 up to the cores)
//   BENCH_CONFIGS=random npm run bench      # only the configurations whose label contains this
//   BENCH_RUNTIME=child_process npm run bench  # tinypool's child processes instead of worker threads
//   npm run bench:src                       # the TypeScript sources of both (workers run them through tsx)
//
// See bench/README.md at the repository root for what is measured and how to read it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { applyAction, createRiggedGame, decider, legalActions, type Action, type GameState } from 'spellbook-engine';
import { botAction, greedyBot, randomBot, searchBot, type Bot, type BotRng } from 'spellbook-engine/bots';
import type { BotConfig, SimulationOptions, SimulationReport } from '../src/index.js';

type Sim = typeof import('../src/index.js');
const distUrl = new URL('../dist/index.js', import.meta.url);
const ENGINE = process.env.BENCH_ENGINE === 'src' || !existsSync(distUrl) ? 'src' : 'dist';
const { simulate, canonicalJson, gameSetup, runSpec, seatGenerator } = (await import(ENGINE === 'dist' ? distUrl.href : '../src/index.js')) as Sim;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const FILTER = process.env.BENCH_CONFIGS ?? '';
const CORES = availableParallelism();
const WORKERS = (process.env.BENCH_WORKERS ?? [1, 2, 4, 8, 16].filter((n) => n <= CORES).join(','))
  .split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 1);
if (!WORKERS.includes(1)) WORKERS.unshift(1);
const RUNTIME = process.env.BENCH_RUNTIME === 'child_process' ? 'child_process' : 'worker_threads';

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

// ---------------------------------------------------------------------------------------------
// The plain loop: the same games as the simulator's (same setups, same bots, same generators),
// played with the engine's public API and nothing else: no report, no statistics, no pool.

/** The bench's bots, from the public API (the parameters of the configurations above). */
function plainBot(config: BotConfig): Bot {
  if (config.bot === 'random') return randomBot;
  if (config.bot === 'greedy') return greedyBot({}, config.params ?? {});
  return searchBot(config.params ?? {});
}

/** Plays games `from` to `to` of a run with a plain loop; returns the decisions made. */
function playPlain(options: Config['options'], from: number, to: number): number {
  const run = runSpec({ ...options, games: to });
  const bots = run.bots.map(plainBot);
  let decisions = 0;
  for (let i = from; i < to; i++) {
    const setup = gameSetup(run, i);
    const seats = setup.seatBots.map((b) => bots[b] as Bot);
    // The random bot draws its picks in turn from one generator per game and seat.
    const draws = seats.map((_bot, seat) => seatGenerator(setup.options.seed as string, seat));
    let state: GameState = createRiggedGame(setup.options);
    while (state.phase !== 'ended') {
      const seat = decider(state) as number;
      const bot = seats[seat] as Bot;
      let action: Action;
      if (bot === randomBot) {
        // The random bot reads no view: the README's loop, with the bot's own generator.
        const legal = legalActions(state);
        action = legal[(draws[seat] as BotRng).below(legal.length)] as Action;
      } else {
        action = botAction(state, bot);
      }
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
      state = r.state;
      decisions++;
    }
  }
  return decisions;
}

/** What a control process reports. */
interface ControlResult {
  /** When it started and finished playing (epoch milliseconds). */
  readonly start: number;
  readonly end: number;
  /** CPU seconds it used playing (all its threads: the garbage collector's helpers too). */
  readonly cpu: number;
  /** Decisions made. */
  readonly decisions: number;
}

// A control process: `sim.ts --control <config> <from> <to>` says `ready` once loaded, plays its
// games when told `go` (so that the processes of a control start playing together, none of them
// slowed by another's start-up), and prints a ControlResult.
if (process.argv[2] === '--control') {
  const config = ALL.find((c) => c.label === process.argv[3]);
  if (config === undefined) throw new Error(`no configuration ${String(process.argv[3])}`);
  process.stdout.write('ready\n');
  await new Promise((go) => process.stdin.once('data', go));
  process.stdin.destroy();
  const start = performance.timeOrigin + performance.now();
  const cpu0 = process.cpuUsage();
  const decisions = playPlain(config.options, Number(process.argv[4]), Number(process.argv[5]));
  const used = process.cpuUsage(cpu0);
  const end = performance.timeOrigin + performance.now();
  process.stdout.write(JSON.stringify({ start, end, cpu: (used.user + used.system) / 1e6, decisions } satisfies ControlResult));
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// Measuring.

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

/** One measured run. */
interface Timed {
  /** Wall seconds. */
  readonly seconds: number;
  /** CPU seconds of the run's own threads and processes. */
  readonly cpu: number;
  /** Cores' worth of CPU that the whole machine used meanwhile (null off Linux): this run plus others' load. */
  readonly busy: number | null;
}

async function measure<T>(work: () => Promise<T>): Promise<Timed & { readonly result: T }> {
  const machine0 = machineCpu();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu0);
  const machine1 = machineCpu();
  const busy = machine0 === null || machine1 === null ? null : (machine1.busy - machine0.busy) / seconds;
  return { result, seconds, cpu: (used.user + used.system) / 1e6, busy };
}

/** `simulate()` on `workers` workers (0: this thread). */
async function simRun(config: Config, games: number, workers: number): Promise<Timed & { readonly report: SimulationReport }> {
  const options = { ...config.options, games, workers, ...(RUNTIME === 'child_process' ? { runtime: RUNTIME } : {}) } as SimulationOptions;
  const t = await measure(() => simulate(options));
  return { ...t, report: t.result };
}

/** A started control process: `go()` lets it play; `result` is its report. */
interface ControlProcess {
  readonly ready: Promise<void>;
  readonly go: () => void;
  readonly result: Promise<ControlResult>;
}

/** Starts one control process on games `from` to `to`. */
function controlProcess(config: Config, from: number, to: number): ControlProcess {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--control', config.label, String(from), String(to)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let said: () => void = () => undefined;
  const ready = new Promise<void>((done) => (said = done));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) said();
  });
  const result = new Promise<ControlResult>((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out.slice('ready\n'.length)) as ControlResult) : fail(new Error(`control exited with ${String(code)}`))));
  });
  return { ready, go: () => child.stdin.end('go\n'), result };
}

/**
 * The control: `n` processes, each playing its share of the games with the plain loop, started
 * together once all have loaded. Timed from the first process's first game to the last
 * process's last game (process start-up and module loading are left out: the control is the
 * machine's best case).
 */
async function controlRun(config: Config, games: number, n: number): Promise<Timed & { readonly decisions: number }> {
  const children = Array.from({ length: n }, (_, k) => controlProcess(config, Math.floor((games * k) / n), Math.floor((games * (k + 1)) / n)));
  await Promise.all(children.map((c) => c.ready));
  const machine0 = machineCpu();
  for (const c of children) c.go();
  const parts = await Promise.all(children.map((c) => c.result));
  const machine1 = machineCpu();
  const seconds = (Math.max(...parts.map((p) => p.end)) - Math.min(...parts.map((p) => p.start))) / 1000;
  const wall = machine0 === null || machine1 === null ? null : machine1.total - machine0.total;
  const busy = wall === null || machine0 === null || machine1 === null ? null : ((machine1.busy - machine0.busy) / wall) * CORES;
  return { seconds, busy, cpu: parts.reduce((a, p) => a + p.cpu, 0), decisions: parts.reduce((a, p) => a + p.decisions, 0) };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');

console.log(`spellbook-engine simulator benchmark: node ${process.version}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${CORES} cores, load average ${load()}`);
console.log(`simulator: ${ENGINE === 'dist' ? 'dist/ (the tsup build)' : 'src/ (TypeScript sources under tsx)'} on ${RUNTIME}; ` +
  `spellbook-engine: ${import.meta.resolve('spellbook-engine')}; ~${SECONDS} s per run on one core, ${ROUNDS} alternating rounds, medians`);
console.log('');
console.log('| config | workers | games | sim games/s | sim speed-up | control games/s | control speed-up | speed-up ratio | CPU ms/game sim / control | machine busy (cores) sim / control | reports equal |');
console.log('|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|:--|');

const goals: string[] = [];
let failed = false;
for (const config of ALL.filter((c) => c.label.includes(FILTER))) {
  // Calibrate with the plain loop in this thread, warm: how many games fill SECONDS on one core?
  let probe = 2;
  let probeSeconds = 0;
  for (let warm = 0; ; ) {
    const t0 = performance.now();
    playPlain(config.options, 0, probe);
    probeSeconds = (performance.now() - t0) / 1000;
    if (probeSeconds > 0.5 && ++warm >= 2) break;
    if (probeSeconds <= 0.5) probe *= 2;
  }
  const games = Math.max(8, Math.round((probe / probeSeconds) * SECONDS));

  const sim = new Map<number, Timed[]>(WORKERS.map((n) => [n, []]));
  const control = new Map<number, Timed[]>(WORKERS.map((n) => [n, []]));
  const reports: string[] = [];
  let plainDecisions = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so that a drift of the machine's speed hits both alike.
    for (const n of WORKERS) {
      const runs = [
        async (): Promise<void> => {
          const s = await simRun(config, games, n);
          sim.get(n)?.push(s);
          reports.push(canonicalJson(s.report));
        },
        async (): Promise<void> => {
          const c = await controlRun(config, games, n);
          control.get(n)?.push(c);
          plainDecisions = c.decisions;
        },
      ];
      if (round % 2 === 1) runs.reverse();
      for (const run of runs) await run();
    }
  }
  const equal = reports.every((r) => r === reports[0]);
  const report = JSON.parse(reports[0] as string) as SimulationReport;
  const sameGames = Math.round((report.decisions.mean?.rate ?? 0) * games) === plainDecisions;
  if (!equal || !sameGames) failed = true;

  const rate = (t: Timed): number => games / t.seconds;
  const perRound = (m: Map<number, Timed[]>, n: number, r: number): Timed => (m.get(n) as Timed[])[r] as Timed;
  const rounds = Array.from({ length: ROUNDS }, (_, r) => r);
  const busy = (ts: Timed[]): string => (ts.some((t) => t.busy === null) ? '-' : median(ts.map((t) => t.busy as number)).toFixed(2));
  // A process's CPU time leaves its child processes out: none for tinypool's child processes.
  const cpuPerGame = (ts: Timed[], sim = false): string => (sim && RUNTIME === 'child_process' ? '-' : fmt(median(ts.map((t) => (1000 * t.cpu) / games)), 3));
  for (const n of WORKERS) {
    const simSpeedUp = rounds.map((r) => rate(perRound(sim, n, r)) / rate(perRound(sim, 1, r)));
    const controlSpeedUp = rounds.map((r) => rate(perRound(control, n, r)) / rate(perRound(control, 1, r)));
    const ratio = median(rounds.map((r) => (simSpeedUp[r] as number) / (controlSpeedUp[r] as number)));
    console.log(`| ${config.label} | ${n} | ${fmt(games)} | ${fmt(median((sim.get(n) as Timed[]).map(rate)), 1)} | ${median(simSpeedUp).toFixed(2)}x | ` +
      `${fmt(median((control.get(n) as Timed[]).map(rate)), 1)} | ${median(controlSpeedUp).toFixed(2)}x | ${n === 1 ? '-' : ratio.toFixed(2)} | ` +
      `${cpuPerGame(sim.get(n) as Timed[], true)} / ${cpuPerGame(control.get(n) as Timed[])} | ${busy(sim.get(n) as Timed[])} / ${busy(control.get(n) as Timed[])} | ${equal && sameGames ? 'yes' : equal ? 'yes (NOT the plain loop\'s games)' : 'NO'} |`);
    if (n > 1) goals.push(`${config.label}, ${n} workers: speed-up ${median(simSpeedUp).toFixed(2)}x vs control ${median(controlSpeedUp).toFixed(2)}x, ratio ${ratio.toFixed(2)} (goal ≥ 0.85)`);
  }
  const rawRatio = median(rounds.map((r) => rate(perRound(sim, 1, r)) / rate(perRound(control, 1, r))));
  const cpuRatio = median(rounds.map((r) => perRound(control, 1, r).cpu / perRound(sim, 1, r).cpu));
  goals.push(`${config.label}: 1 worker at ${rawRatio.toFixed(2)}x the raw playout speed (the control's single process)` +
    (config.label.startsWith('random') ? ' (goal ≥ 0.8)' : '') +
    (RUNTIME === 'child_process' ? '' : `; games per CPU second ${cpuRatio.toFixed(2)}x the raw loop's`));
}
console.log('');
for (const g of goals) console.log(`- ${g}`);
console.log(`Load average at the end: ${load()}`);
if (failed) process.exitCode = 1;
