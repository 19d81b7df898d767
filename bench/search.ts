// `npm run bench:search`: the search bot's speed (playouts per decision) and strength (its
// score against the greedy bot), measured on BUILT packages, so that one script measures an older
// build and a newer one side by side (see bench/README.md).
//
//   npm run bench:search -- --engine /tmp/before --engine dist            # playouts, alternating rounds
//   npm run bench:search -- --mode match --games 1000 --procs 16 --time-ms 20
//   npm run bench:search -- --mode same --engine /tmp/before --engine dist # same choices at fixed iterations?
//   npm run bench:search -- --bundle search-bench.mjs                     # one file that plain node runs
//
// An engine folder holds a build's `index.js` and `bots.js` (a `dist/`). Each process copies the
// two into a temporary `node_modules/spellbook-engine/` and loads them from there, because
// `bots.js` imports the core by the package's name: the copy makes it find its own build's core
// (and not whichever `spellbook-engine` a `node_modules` above the folder links to).
import type * as Core from '../src/index.js';
import type * as Bots from '../src/bots/index.js';
import { int, machineLine, median, table } from './shared.js';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `npm run bench:search -- [options]    (or: node <bundle.mjs> [options])

  --mode <m>          playouts (default), match or same
  --engine <dir>      a built package's folder holding index.js and bots.js (default dist); repeat it to
                      compare builds (playouts and same alternate them; match plays each in turn)
  --rounds <n>        playouts: alternating rounds, one process per engine and round (default 5)
  --iterations <n>    playouts: the larger fixed budget timed (default 400, about a 20 ms decision; the slope runs from 10 to n)
                      same: the search bot's iterations (default 30)
  --budgets <list>    playouts: time budgets (ms) whose playouts per decision are estimated and counted (default 20)
  --positions <n>     playouts: greedy-vs-greedy games whose decisions are the positions (default 3)
  --games <n>         match: games (default 40); same: games (default 20)
  --procs <n>         match: child processes, one per core (default: the number of cores)
  --time-ms <ms>      match: the search bot's budget per decision (default 20)
  --bundle <out.mjs>  write this script bundled with esbuild into one file that plain node runs, and stop
  --help`;

const { values: opts } = parseArgs({
  options: {
    mode: { type: 'string', default: 'playouts' },
    engine: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '5' },
    iterations: { type: 'string' },
    budgets: { type: 'string', default: '20' },
    positions: { type: 'string', default: '3' },
    games: { type: 'string' },
    procs: { type: 'string' },
    'time-ms': { type: 'string', default: '20' },
    bundle: { type: 'string' },
    child: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

/** A positive whole number option, or exit with the usage. */
function whole(name: string, text: string): number {
  const n = Number(text);
  if (!(Number.isInteger(n) && n > 0)) {
    console.error(`--${name} must be a positive whole number, not ${text}\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Loading a build.

/** A build's core and bots, loaded from a private copy. */
interface Engine {
  readonly dir: string;
  readonly core: typeof Core;
  readonly bots: typeof Bots;
}

const copies: string[] = [];
process.on('exit', () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** Loads `dir`'s index.js and bots.js from a temporary `node_modules/spellbook-engine/` (see the header). */
async function loadEngine(dir: string): Promise<Engine> {
  const from = resolve(dir);
  for (const file of ['index.js', 'bots.js']) {
    if (!existsSync(join(from, file))) throw new Error(`${join(from, file)} is missing: --engine names a built package's folder (npm run build:engine makes dist/)`);
  }
  const temp = mkdtempSync(join(tmpdir(), 'spellbook-search-'));
  copies.push(temp);
  const pkg = join(temp, 'node_modules', 'spellbook-engine');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'spellbook-engine', type: 'module', exports: { '.': './index.js', './bots': './bots.js' } }));
  copyFileSync(join(from, 'index.js'), join(pkg, 'index.js'));
  copyFileSync(join(from, 'bots.js'), join(pkg, 'bots.js'));
  const core = (await import(pathToFileURL(join(pkg, 'index.js')).href)) as typeof Core;
  const bots = (await import(pathToFileURL(join(pkg, 'bots.js')).href)) as typeof Bots;
  return { dir, core, bots };
}

// The search bot reads the clock with `globalThis.performance.now()`, once when a decision starts
// and once before every playout after the first: counting the calls during a decision counts the
// playouts a time budget allowed, without any change to the bot's API (calls − 1 = playouts,
// when the budget, not the iterations, ended the search).
const clock = globalThis.performance;
const realNow = clock.now.bind(clock);
let clockReads = 0;
clock.now = (): number => {
  clockReads++;
  return realNow();
};

// ---------------------------------------------------------------------------------------------
// Positions: the decisions of fixed greedy-vs-greedy games.

/** One decision to search: what the bot is given. */
interface Position {
  readonly view: Core.PlayerView;
  readonly legal: readonly Core.Action[];
  readonly seed: string;
  readonly step: number;
}

/**
 * Every third decision with two or more legal actions of `games` 2-player greedy-vs-greedy games
 * (seeds `search-bench-<g>`, `classic` spells), and a digest of their actions: the same positions
 * for every build whose greedy bot and engine behave the same (the digest shows it).
 */
function positionsOf(engine: Engine, games: number): { positions: Position[]; digest: string } {
  const { core, bots } = engine;
  const positions: Position[] = [];
  const hash = createHash('sha256');
  let seen = 0;
  for (let g = 0; g < games; g++) {
    const game = bots.playBots({ players: 2, seed: `search-bench-${g}`, spells: 'classic' }, [bots.greedyBot(), bots.greedyBot()], {
      onStep: ({ before, player }) => {
        const legal = core.legalActions(before);
        if (legal.length < 2) return;
        if (seen++ % 3 !== 0) return;
        positions.push({ view: core.playerView(before, player), legal, seed: before.seed, step: before.step });
      },
    });
    hash.update(JSON.stringify(game.actions));
  }
  return { positions, digest: hash.digest('hex').slice(0, 12) };
}

/** The generator a position's decision gets (the same for every build and budget). */
function rngOf(engine: Engine, p: Position): Bots.BotRng {
  return engine.bots.botRng(p.seed, p.step, '0:search');
}

// ---------------------------------------------------------------------------------------------
// Child processes: one measurement each, one JSON line on stdout.

/** What a playouts child measured over all its positions. */
interface PlayoutsResult {
  readonly kind: 'playouts';
  readonly engine: string;
  readonly positions: number;
  readonly positionsDigest: string;
  readonly iterations: number;
  /** Mean ms per decision at 10 iterations and at `iterations`. */
  readonly msAt10: number;
  readonly msAtN: number;
  /** ms per playout: the slope between the two. */
  readonly msPerPlayout: number;
  /** ms per decision outside the playouts (the root's ranking): the intercept. */
  readonly overheadMs: number;
  /** Per budget (ms): the playouts counted per decision of `searchBot({ timeMs })`, mean and median. */
  readonly counted: Readonly<Record<string, { readonly mean: number; readonly median: number; readonly msPerDecision: number }>>;
}

/**
 * Times `searchBot(options)` over every position; the mean ms per decision, in the process's CPU
 * time (user + system): on a shared machine other processes stretch the wall time of a pass, not
 * the CPU time it needs. On an idle core the two agree.
 */
function timeDecisions(engine: Engine, positions: readonly Position[], options: Bots.SearchOptions): number {
  const bot = engine.bots.searchBot(options);
  const start = process.cpuUsage();
  for (const p of positions) bot.decide(p.view, p.legal, rngOf(engine, p));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / positions.length;
}

/** What a child is asked to measure (the JSON of its `--child` argument). */
type ChildSpec =
  | { readonly mode: 'playouts'; readonly engine: string; readonly iterations: number; readonly budgets: readonly number[]; readonly games: number }
  | { readonly mode: 'match'; readonly engine: string; readonly games: number; readonly procs: number; readonly index: number; readonly timeMs: number }
  | { readonly mode: 'same'; readonly engine: string; readonly games: number; readonly iterations: number };

async function playoutsChild(spec: Extract<ChildSpec, { mode: 'playouts' }>): Promise<PlayoutsResult> {
  const engine = await loadEngine(spec.engine);
  const { positions, digest } = positionsOf(engine, spec.games);
  const n = spec.iterations;
  // Warm-up: the JIT settles on the same work as is measured.
  timeDecisions(engine, positions, { iterations: n });
  timeDecisions(engine, positions, { iterations: 10 });
  // Two passes of each budget, alternating; the faster of each (a busy machine only slows a pass).
  let msAt10 = Infinity;
  let msAtN = Infinity;
  for (let pass = 0; pass < 2; pass++) {
    msAt10 = Math.min(msAt10, timeDecisions(engine, positions, { iterations: 10 }));
    msAtN = Math.min(msAtN, timeDecisions(engine, positions, { iterations: n }));
  }
  const msPerPlayout = (msAtN - msAt10) / (n - 10);
  const counted: Record<string, { mean: number; median: number; msPerDecision: number }> = {};
  for (const budget of spec.budgets) {
    const bot = engine.bots.searchBot({ timeMs: budget });
    const made: number[] = [];
    const start = realNow();
    for (const p of positions) {
      const before = clockReads;
      bot.decide(p.view, p.legal, rngOf(engine, p));
      made.push(Math.max(0, clockReads - before - 1));
    }
    counted[String(budget)] = {
      mean: made.reduce((a, b) => a + b, 0) / made.length,
      median: median(made),
      msPerDecision: (realNow() - start) / positions.length,
    };
  }
  return {
    kind: 'playouts', engine: spec.engine, positions: positions.length, positionsDigest: digest, iterations: n,
    msAt10, msAtN, msPerPlayout, overheadMs: msAt10 - 10 * msPerPlayout, counted,
  };
}

/** What a match child played: its share of the games. */
interface MatchResult {
  readonly kind: 'match-share';
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
  readonly games: number;
  /** The search bot's decisions with two or more legal actions, and the playouts they made. */
  readonly decisions: number;
  readonly playouts: number;
  readonly searchMs: number;
  /** Per game, in game order: 1 won, 0.5 tied, 0 lost. */
  readonly scores: readonly number[];
}

async function matchChild(spec: Extract<ChildSpec, { mode: 'match' }>): Promise<MatchResult> {
  const engine = await loadEngine(spec.engine);
  const { bots } = engine;
  const search = bots.searchBot({ timeMs: spec.timeMs });
  let decisions = 0;
  let playouts = 0;
  let searchMs = 0;
  // The same bot, counted: its name (which salts its generator) and its choices are the search bot's.
  const counted: Bots.Bot = {
    name: search.name,
    decide(view, legal, rng) {
      if (legal.length < 2) return search.decide(view, legal, rng);
      const reads = clockReads;
      const start = realNow();
      const action = search.decide(view, legal, rng);
      searchMs += realNow() - start;
      decisions++;
      playouts += Math.max(0, clockReads - reads - 1);
      return action;
    },
  };
  const greedy = bots.greedyBot();
  let wins = 0;
  let ties = 0;
  let losses = 0;
  const scores: number[] = [];
  for (let i = spec.index; i < spec.games; i += spec.procs) {
    const seat = i % 2;
    const game = bots.playBots({ players: 2, seed: `search-match-${i}`, spells: 'classic' }, seat === 0 ? [counted, greedy] : [greedy, counted]);
    const winners = game.score.winners;
    if (!winners.includes(seat)) {
      losses++;
      scores.push(0);
    } else if (winners.length > 1) {
      ties++;
      scores.push(0.5);
    } else {
      wins++;
      scores.push(1);
    }
  }
  return { kind: 'match-share', wins, ties, losses, games: scores.length, decisions, playouts, searchMs, scores };
}

/** What a `same` child found: a digest of every action of its games. */
interface SameResult {
  readonly kind: 'same';
  readonly engine: string;
  readonly games: number;
  readonly iterations: number;
  readonly actions: number;
  readonly digest: string;
  readonly seconds: number;
}

async function sameChild(spec: Extract<ChildSpec, { mode: 'same' }>): Promise<SameResult> {
  const engine = await loadEngine(spec.engine);
  const { bots } = engine;
  const hash = createHash('sha256');
  let actions = 0;
  const start = realNow();
  for (let i = 0; i < spec.games; i++) {
    const search = bots.searchBot({ iterations: spec.iterations });
    const seats = i % 2 === 0 ? [search, bots.greedyBot()] : [bots.greedyBot(), search];
    const game = bots.playBots({ players: 2, seed: `search-same-${i}`, spells: 'classic' }, seats);
    hash.update(JSON.stringify(game.actions));
    actions += game.actions.length;
  }
  return {
    kind: 'same', engine: spec.engine, games: spec.games, iterations: spec.iterations, actions,
    digest: hash.digest('hex').slice(0, 16), seconds: (realNow() - start) / 1000,
  };
}

/** Runs this script as a child with `spec`; resolves with its last stdout line, parsed. */
function runChild<T>(spec: ChildSpec): Promise<T> {
  // process.execArgv carries a loader when the script runs under tsx, and nothing in the bundle.
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] as string, '--child', JSON.stringify(spec)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((done, fail) => {
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) fail(new Error(`a child failed (exit ${String(code)}):\n${err}${out}`));
      else done(JSON.parse(last) as T);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The modes.

const fixed = (x: number, d: number): string => x.toFixed(d);
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');

async function playoutsMode(engines: readonly string[]): Promise<void> {
  const rounds = whole('rounds', opts.rounds);
  const iterations = whole('iterations', opts.iterations ?? '400');
  if (iterations <= 10) throw new Error('--iterations must be above 10 (the slope runs from 10 to it)');
  const budgets = opts.budgets.split(',').map((b) => Number(b.trim()));
  if (budgets.some((b) => !(b > 0))) throw new Error(`--budgets is a list of positive numbers, not ${opts.budgets}`);
  const games = whole('positions', opts.positions);
  console.log(`${rounds} rounds; each engine its own process per round (order reversed every other round); searchBot defaults but the budget`);
  const results = new Map<string, PlayoutsResult[]>(engines.map((e) => [e, []]));
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? engines : [...engines].reverse();
    for (const engine of order) {
      const result = await runChild<PlayoutsResult>({ mode: 'playouts', engine, iterations, budgets, games });
      results.get(engine)!.push(result);
      console.log(JSON.stringify({ ...result, round: r }));
    }
  }
  const first = results.get(engines[0] as string)!;
  const digests = new Set([...results.values()].flat().map((x) => x.positionsDigest));
  if (digests.size > 1) console.log(`warning: the builds searched different positions (digests ${[...digests].join(', ')}): their greedy games differ`);
  const rows: string[][] = [['engine', 'positions', `ms/decision at ${String(iterations)}`, 'ms/playout', 'overhead ms', ...budgets.flatMap((b) => [`playouts/${String(b)} ms est.`, `counted (median)`]), 'speed ×']];
  const base = median(first.map((x) => x.msPerPlayout));
  for (const engine of engines) {
    const rs = results.get(engine)!;
    const perPlayout = median(rs.map((x) => x.msPerPlayout));
    const overhead = median(rs.map((x) => x.overheadMs));
    const summary = {
      kind: 'playouts-summary', engine, rounds: rs.length, positions: rs[0]!.positions, positionsDigest: rs[0]!.positionsDigest,
      msAtN: median(rs.map((x) => x.msAtN)), msPerPlayout: perPlayout, overheadMs: overhead,
      perBudget: Object.fromEntries(budgets.map((b) => [String(b), {
        estimated: (b - overhead) / perPlayout,
        naive: b / (median(rs.map((x) => x.msAtN)) / iterations),
        countedMean: median(rs.map((x) => x.counted[String(b)]!.mean)),
        countedMedian: median(rs.map((x) => x.counted[String(b)]!.median)),
        msPerDecision: median(rs.map((x) => x.counted[String(b)]!.msPerDecision)),
      }])),
      speedup: base / perPlayout,
      speedupPerRound: rs.map((x, i) => (first[i]!.msPerPlayout / x.msPerPlayout)),
    };
    console.log(JSON.stringify(summary));
    rows.push([
      engine, String(summary.positions), fixed(summary.msAtN, 2), fixed(perPlayout, 4), fixed(overhead, 2),
      ...budgets.flatMap((b) => {
        const s = summary.perBudget[String(b)]!;
        return [fixed(s.estimated, 1), `${fixed(s.countedMean, 1)} (${fixed(s.countedMedian, 0)})`];
      }),
      `${fixed(summary.speedup, 2)}x (${fixed(Math.min(...summary.speedupPerRound), 2)}–${fixed(Math.max(...summary.speedupPerRound), 2)})`,
    ]);
  }
  console.log(`\n${table(rows)}\n`);
  console.log(`medians of ${String(rounds)} rounds; ms/playout = the slope of the CPU ms per decision from 10 to ${String(iterations)} iterations (the faster of two passes), overhead = its intercept (the root's ranking);`);
  console.log(`"est." = (budget − overhead) ÷ ms/playout; "counted" = the playouts searchBot({ timeMs }) made per decision (clock reads), mean (median);`);
  console.log(`speed × = the first engine's ms/playout ÷ this one's (range over rounds, each round's processes side by side). Load average at the end: ${load()}`);
}

async function matchMode(engines: readonly string[]): Promise<void> {
  const games = whole('games', opts.games ?? '40');
  const procs = Math.min(games, whole('procs', opts.procs ?? String(cpus().length)));
  const timeMs = Number(opts['time-ms']);
  if (!(timeMs > 0)) throw new Error(`--time-ms must be a positive number, not ${opts['time-ms']}`);
  for (const engine of engines) {
    const started = realNow();
    const shares = await Promise.all(Array.from({ length: procs }, (_, index) =>
      runChild<MatchResult>({ mode: 'match', engine, games, procs, index, timeMs })));
    const sum = (f: (m: MatchResult) => number): number => shares.reduce((a, m) => a + f(m), 0);
    const wins = sum((m) => m.wins);
    const ties = sum((m) => m.ties);
    const losses = sum((m) => m.losses);
    const n = wins + ties + losses;
    const scores = shares.flatMap((m) => m.scores);
    const score = scores.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(scores.reduce((a, b) => a + (b - score) ** 2, 0) / Math.max(1, n - 1));
    const p = wins / n;
    // Wilson's 95 % interval for the share of wins.
    const z = 1.96;
    const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
    const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
    const decisions = sum((m) => m.decisions);
    const summary = {
      kind: 'match', engine, timeMs, games: n, procs, wins, ties, losses,
      winRate: p, winRate95: [centre - half, centre + half],
      score, score95: [score - (z * sd) / Math.sqrt(n), score + (z * sd) / Math.sqrt(n)],
      decisions, playoutsPerDecision: sum((m) => m.playouts) / decisions, msPerDecision: sum((m) => m.searchMs) / decisions,
      seconds: (realNow() - started) / 1000, load: load(),
    };
    console.log(JSON.stringify(summary));
    console.log(table([
      ['engine', 'games', 'wins', 'ties', 'losses', 'win rate (95 %)', 'score (95 %)', 'search decisions', 'playouts/decision', 'ms/decision'],
      [engine, String(n), String(wins), String(ties), String(losses),
        `${fixed(100 * p, 1)} % (${fixed(100 * summary.winRate95[0]!, 1)}–${fixed(100 * summary.winRate95[1]!, 1)})`,
        `${fixed(score, 3)} (${fixed(summary.score95[0]!, 3)}–${fixed(summary.score95[1]!, 3)})`,
        int(decisions), fixed(summary.playoutsPerDecision, 1), fixed(summary.msPerDecision, 1)],
    ]));
    console.log(`searchBot({ timeMs: ${String(timeMs)} }) vs greedyBot(), 2 players, classic, seeds search-match-<i>, search in seat i % 2; ${String(procs)} processes, ${fixed(summary.seconds, 1)} s; score: win 1, tie ½; load average at the end ${summary.load}\n`);
  }
}

async function sameMode(engines: readonly string[]): Promise<void> {
  const games = whole('games', opts.games ?? '20');
  const iterations = whole('iterations', opts.iterations ?? '30');
  const results: SameResult[] = [];
  for (const engine of engines) {
    const result = await runChild<SameResult>({ mode: 'same', engine, games, iterations });
    results.push(result);
    console.log(JSON.stringify(result));
    console.log(`${engine}: ${String(games)} games of searchBot({ iterations: ${String(iterations)} }) vs greedyBot() (both seats), ${int(result.actions)} actions, digest ${result.digest}, ${fixed(result.seconds, 1)} s`);
  }
  if (results.length > 1) {
    const same = new Set(results.map((r) => r.digest)).size === 1;
    console.log(same ? 'same: every build chose the same actions' : 'DIFFERENT: the builds chose different actions');
    if (!same) process.exitCode = 1;
  }
}

async function bundle(out: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [process.argv[1] as string], bundle: true, platform: 'node', format: 'esm', target: 'node20',
    outfile: out, logLevel: 'warning',
    // Only --bundle loads esbuild: the bundle itself never needs it.
    external: ['esbuild'],
  });
  console.log(`wrote ${out}: run it with plain node, e.g. node ${out} --engine <dist folder> --mode match --games 1000 --procs 16`);
}

async function main(): Promise<void> {
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  if (opts.child !== undefined) {
    const spec = JSON.parse(opts.child) as ChildSpec;
    const result = spec.mode === 'playouts' ? await playoutsChild(spec) : spec.mode === 'match' ? await matchChild(spec) : await sameChild(spec);
    console.log(JSON.stringify(result));
    return;
  }
  if (opts.bundle !== undefined) {
    await bundle(opts.bundle);
    return;
  }
  const engines = opts.engine ?? ['dist'];
  console.log(machineLine(`bench:search (${opts.mode})`));
  if (opts.mode === 'playouts') await playoutsMode(engines);
  else if (opts.mode === 'match') await matchMode(engines);
  else if (opts.mode === 'same') await sameMode(engines);
  else {
    console.error(`--mode is playouts, match or same, not ${opts.mode}\n\n${USAGE}`);
    process.exit(2);
  }
}

await main();
