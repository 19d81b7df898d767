// Where the simulator's random games spend their time beyond the engine's: two measurements that
// the speed benchmark's ratios cannot separate (it prints them; it records nothing).
//
//   npm run build && npx tsx packages/sim/bench/per-game.ts
//   npx tsx packages/sim/bench/per-game.ts --games 20000 --rounds 4 --threads 3
//
// - Per game, warm, in one thread: the CPU time a random 4-player `classic` game costs in a loop
//   of `createGame` and `playOutBlind` (a uniform pick from xorshift32: the speed benchmark's
//   control), and in `simulate({ workers: 0 })` (the simulator's own loop, in this thread: its
//   setup, seat generators, learn hook, scoring and tallies included), rounds alternating, after
//   two untimed runs of each.
// - A new thread's warm-up: new worker threads of this process, each playing the control loop by
//   blocks of 250 games, timed block by block from the first game (the engine loaded first): how
//   long V8 takes to compile the engine's hot paths, against the thread's last blocks.
// It measures the built packages (see bench/bundle.ts). Run it on a quiet machine.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { createGame, playOutBlind } from 'spellbook-engine';
import { simulate } from '../src/index.js';
import { bundled } from './bundle.js';
import { load, machine, median, xorshiftPick } from './record.js';

const SCRIPT = fileURLToPath(import.meta.url);
const BLOCK = 250;
const BLOCKS = 40;

/** The control: `games` random 4-player classic games, `createGame` then `playOutBlind`. */
function loop(games: number, from = 0): void {
  const pick = xorshiftPick(2463534242);
  for (let i = from; i < from + games; i++) playOutBlind(createGame({ players: 4, seed: `per-game#${i}`, spells: 'classic' }), (n) => pick(n));
}

/** CPU microseconds a game of `work(games)`. */
async function cpuPerGame(games: number, work: (games: number) => unknown): Promise<number> {
  const c = process.cpuUsage();
  await work(games);
  const used = process.cpuUsage(c);
  return (used.user + used.system) / games;
}

/** The block times (ms) of a new worker thread playing the control. */
function newThreadBlocks(): Promise<number[]> {
  return new Promise((done, fail) => {
    const worker = new Worker(SCRIPT);
    worker.once('message', (blocks: number[]) => {
      done(blocks);
      void worker.terminate();
    });
    worker.once('error', fail);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { games: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '4' }, threads: { type: 'string', default: '3' } } });
  const games = Number(values.games);
  const rounds = Number(values.rounds);
  console.log(`spellbook-sim per game: ${machine()}, load average ${load()}`);
  const sim = (n: number): Promise<unknown> => simulate({ players: 4, spells: 'classic', bots: 'random', seed: 'per-game', games: n, workers: 0 });
  for (let i = 0; i < 2; i++) {
    loop(games);
    await sim(games);
  }
  const loopUs: number[] = [];
  const simUs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const sides = [async () => loopUs.push(await cpuPerGame(games, loop)), async () => simUs.push(await cpuPerGame(games, sim))];
    if (r % 2 === 1) sides.reverse();
    for (const side of sides) await side();
    console.log(`  round ${r + 1}: loop ${(loopUs.at(-1) as number).toFixed(1)} µs a game, simulate (workers: 0) ${(simUs.at(-1) as number).toFixed(1)} µs, ratio ${((loopUs.at(-1) as number) / (simUs.at(-1) as number)).toFixed(3)}`);
  }
  console.log(`warm, one thread, ${games} games a run: loop ${median(loopUs).toFixed(1)} µs a game, simulate ${median(simUs).toFixed(1)} µs; ` +
    `ratio (median of rounds) ${median(loopUs.map((l, i) => l / (simUs[i] as number))).toFixed(3)}`);
  for (let t = 0; t < Number(values.threads); t++) {
    const blocks = await newThreadBlocks();
    const warm = median(blocks.slice(-10));
    const early = blocks.slice(0, 10);
    const excess = early.reduce((n, b) => n + b - warm, 0);
    console.log(`new thread ${t + 1}, ms per ${BLOCK} games: ${blocks.map((b) => b.toFixed(0)).join(' ')}`);
    console.log(`  first block ${(blocks[0] as number).toFixed(0)} ms, warm ${warm.toFixed(1)} ms (median of the last 10); the first ${early.length * BLOCK} games took ${excess.toFixed(0)} ms more than warm ones`);
  }
  console.log(`load average at the end ${load()}`);
}

if (isMainThread) {
  await bundled(SCRIPT);
  await main();
} else {
  const blocks: number[] = [];
  for (let b = 0; b < BLOCKS; b++) {
    const t = performance.now();
    loop(BLOCK, b * BLOCK);
    blocks.push(performance.now() - t);
  }
  parentPort?.postMessage(blocks);
}
