// The bots' rating ladder: seeded 2-player games between the built-in bots and the five levels,
// played in resumable chunks, fitted into Elo ratings (bench/ratings.ts), written to
// bench/ladder.json and to the docs' figures.
//
//   nice -n 19 npx tsx bench/ladder.ts run --procs 2                # the ladder (bench/ladder-plan.ts)
//   nice -n 19 npx tsx bench/ladder.ts run --top 400 --baseline ../base-b4d9fb3 --procs 2
//                                                                    # the top level's two 1,000-game matches
//   npx tsx bench/ladder.ts status                                  # games played so far, per pairing
//   npx tsx bench/ladder.ts fit                                     # ratings -> bench/ladder.json, figures
//   npx tsx bench/ladder.ts replay --a level-3 --b greedy --game 17 # plays one game again and compares it
//
// Each pairing is split into chunks of `--chunk` games (default 20), each played by a child process
// (`--procs` at a time, default 1) that writes `<dir>/<a>--<b>/<from>-<to>.json` when it is done:
// an interrupted run loses at most the chunks in progress, and `run` again plays only what is
// missing. `--only <text>` runs the pairings whose label contains it. Game j of a pairing is fixed
// by j (seed `ladder-⌊j/2⌋`, the first player in seat j mod 2, set1, set2, set3, classic in turn,
// the printed rules of version 2): bots are deterministic, so a game played again gives the same
// result on any machine; only the times differ.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { botNamed, isPlayerName, loadBaseline, playGame, type GameRecord } from './ladder-bots.js';
import { LADDER, topMatches, type Pairing } from './ladder-plan.js';
import { readLadder, writeLadder } from './ladder-report.js';

const USAGE = `npx tsx bench/ladder.ts <run|status|fit|replay|chunk> [options]

  run                 plays the games not yet played, in chunks, then fits (as fit does)
    --top <n>         the top level's matches instead of the ladder: level 5 against greedy, and against
                      baseline-<n> (today's search bot with n playouts, from --baseline)
    --procs <n>       child processes at once (default 1; each plays one chunk at a time)
    --chunk <n>       games per chunk (default 20)
    --only <text>     only the pairings whose label ("a--b") contains the text
  status              games played per pairing, and the compute they took
  fit                 ratings and intervals from every chunk played: bench/ladder.json, bench/figures.json
  replay              plays game --game of --a against --b again and compares it with bench/ladder.json
  --dir <dir>         where the chunks are kept (default .ladder, ignored by git)
  --baseline <dir>    a checkout of the build before the levels (for baseline-<n> players)
  --help`;

const HERE = fileURLToPath(import.meta.url);
const ROOT = resolve(HERE, '..', '..');

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string' },
    procs: { type: 'string', default: '1' },
    chunk: { type: 'string', default: '20' },
    only: { type: 'string', default: '' },
    dir: { type: 'string', default: join(ROOT, '.ladder') },
    baseline: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    game: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

/** One chunk's file: its games' records, and what playing them cost. */
export interface Chunk {
  readonly a: string;
  readonly b: string;
  readonly from: number;
  readonly to: number;
  readonly games: readonly GameRecord[];
  /** CPU time of the process for these games (user + system), in seconds. */
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  /** The 1-minute load average when the chunk started and ended. */
  readonly load: readonly [number, number];
}

const label = (p: { readonly a: string; readonly b: string }): string => `${p.a}--${p.b}`;

/** Every chunk stored under `dir`, by pairing label. */
export function readChunks(dir: string): Map<string, Chunk[]> {
  const out = new Map<string, Chunk[]>();
  if (!existsSync(dir)) return out;
  for (const pairing of readdirSync(dir)) {
    const chunks = readdirSync(join(dir, pairing))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, pairing, f), 'utf8')) as Chunk)
      .sort((x, y) => x.from - y.from);
    out.set(pairing, chunks);
  }
  return out;
}

/** The chunks a pairing still needs: `[from, to)` ranges of `size` games not yet stored. */
function missing(pairing: Pairing, stored: readonly Chunk[], size: number): [number, number][] {
  const done = new Set(stored.map((c) => c.from));
  const out: [number, number][] = [];
  for (let from = 0; from < pairing.games; from += size) if (!done.has(from)) out.push([from, Math.min(pairing.games, from + size)]);
  return out;
}

/** The child process's work: plays games [from, to) of a pairing and writes the chunk. */
async function playChunk(a: string, b: string, from: number, to: number): Promise<void> {
  const baseline = opts.baseline === undefined ? undefined : await loadBaseline(opts.baseline);
  const botA = botNamed(a, baseline);
  const botB = botNamed(b, baseline);
  const load0 = loadavg()[0]!;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const games: GameRecord[] = [];
  for (let j = from; j < to; j++) games.push(playGame(botA, botB, j));
  const used = process.cpuUsage(cpu);
  const chunk: Chunk = {
    a, b, from, to, games,
    cpuSeconds: (used.user + used.system) / 1e6,
    wallSeconds: (performance.now() - wall) / 1000,
    load: [load0, loadavg()[0]!],
  };
  const folder = join(opts.dir, label({ a, b }));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${String(from).padStart(5, '0')}-${String(to).padStart(5, '0')}.json`), `${JSON.stringify(chunk)}\n`);
}

/** Runs `jobs` as child processes of this script, `procs` at a time. */
async function runJobs(jobs: readonly (readonly string[])[], procs: number): Promise<void> {
  let next = 0;
  let finished = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const args = jobs[next++]!;
      await new Promise<void>((done, fail) => {
        const child = spawn(process.execPath, [...process.execArgv, HERE, 'chunk', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
        child.on('error', fail);
        child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`chunk ${args.join(' ')} exited with ${String(code)}`))));
      });
      finished++;
      process.stderr.write(`  ${finished}/${jobs.length} chunks, ${((performance.now() - started) / 60_000).toFixed(1)} min: ${args.join(' ')}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(procs, jobs.length) }, worker));
}

function plan(): readonly Pairing[] {
  const all = opts.top === undefined ? LADDER : topMatches(Number(opts.top));
  for (const p of all) {
    if (!isPlayerName(p.a) || !isPlayerName(p.b)) throw new Error(`the plan names an unknown player: ${label(p)}`);
  }
  return all.filter((p) => label(p).includes(opts.only));
}

function status(): void {
  const chunks = readChunks(opts.dir);
  let cpu = 0;
  for (const [pairing, list] of chunks) {
    const games = list.reduce((s, c) => s + c.games.length, 0);
    const points = list.reduce((s, c) => s + c.games.reduce((t, g) => t + g.result, 0), 0);
    const seconds = list.reduce((s, c) => s + c.cpuSeconds, 0);
    cpu += seconds;
    console.log(`${pairing.padEnd(28)} ${String(games).padStart(5)} games, first player ${(100 * points / Math.max(1, games)).toFixed(1)} %, ${(seconds / 60).toFixed(1)} core-min`);
  }
  console.log(`total: ${(cpu / 60).toFixed(1)} core-minutes`);
}

async function replay(): Promise<void> {
  const a = opts.a ?? '';
  const b = opts.b ?? '';
  const j = Number(opts.game);
  if (!Number.isInteger(j) || j < 0) throw new Error('replay needs --a, --b and --game <j>');
  const baseline = opts.baseline === undefined ? undefined : await loadBaseline(opts.baseline);
  const game = playGame(botNamed(a, baseline), botNamed(b, baseline), j);
  console.log(`game ${j} of ${a} against ${b}: result ${game.result} for ${a}, scores ${game.scoreA}-${game.scoreB}`);
  // The committed data, not the local chunks: anyone with a clone can check any game.
  const pairing = readLadder()?.pairings.find((p) => p.a === a && p.b === b);
  const result = pairing?.results[j];
  const scores = pairing?.scores[j];
  if (result === undefined || scores === undefined) {
    console.log(`bench/ladder.json holds no game ${j} of ${a} against ${b}`);
    process.exitCode = 1;
    return;
  }
  const resultOf = game.result === 1 ? 'W' : game.result === 0 ? 'L' : 'T';
  if (result === resultOf && scores[0] === game.scoreA && scores[1] === game.scoreB) console.log('the same as in bench/ladder.json');
  else {
    console.log(`DIFFERENT from bench/ladder.json: ${result} ${scores[0]}-${scores[1]}`);
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const command = positionals[0];
  if (opts.help || command === undefined) {
    console.log(USAGE);
    return;
  }
  if (command === 'chunk') {
    await playChunk(opts.a ?? '', opts.b ?? '', Number(opts.from), Number(opts.to));
  } else if (command === 'status') {
    status();
  } else if (command === 'fit') {
    writeLadder(readChunks(opts.dir));
  } else if (command === 'replay') {
    await replay();
  } else if (command === 'run') {
    const size = Number(opts.chunk);
    const stored = readChunks(opts.dir);
    const jobs: string[][] = [];
    for (const p of plan()) {
      for (const [from, to] of missing(p, stored.get(label(p)) ?? [], size)) {
        const args = ['--a', p.a, '--b', p.b, '--from', String(from), '--to', String(to), '--dir', opts.dir];
        if (opts.baseline !== undefined) args.push('--baseline', opts.baseline);
        jobs.push(args);
      }
    }
    console.log(`${jobs.length} chunks to play on ${opts.procs} process(es)`);
    await runJobs(jobs, Number(opts.procs));
    writeLadder(readChunks(opts.dir));
  } else {
    console.log(USAGE);
    process.exitCode = 2;
  }
}

await main();
