// One measurement of bench/learn-env.ts, in a process of its own (bundled by it with esbuild):
// the built package's VectorEnv or playOutBlind, decisions per second. Prints one JSON line.
//
//   node <bundle> '{"subject":"env","dist":"/abs/dist","seconds":2,"warmup":1}'
//
// `env`: 64 four-player classic games, every seat an agent; each step, in each game, an index
// drawn uniformly from the seat's legal indices (the step's listed mask, `choices`) by a seeded
// xorshift32, then `step`. `env-scan`: the same, the legal indices found by scanning the mask's
// A bytes instead. `blind`: playOutBlind over four-player classic games, the same generator
// picking uniformly by count. A decision is one index played (env) or one action (blind).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { xorshift } from '../src/testing/xorshift.js';

interface Spec {
  readonly subject: 'env' | 'env-scan' | 'blind';
  readonly dist: string;
  readonly seconds: number;
  readonly warmup: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;
const engine = (await import(pathToFileURL(join(spec.dist, 'index.js')).href)) as typeof import('../src/index.js');
const learn = (await import(pathToFileURL(join(spec.dist, 'learn.js')).href)) as typeof import('../src/learn/index.js');
const GAMES = 64;
const rand = xorshift(0x2545f491);

/** Runs `work` (which returns the decisions it made) for `seconds`; returns decisions and seconds. */
function timed(seconds: number, work: () => number): { decisions: number; seconds: number } {
  let decisions = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) decisions += work();
  return { decisions, seconds: (performance.now() - start) / 1000 };
}

let work: () => number;
if (spec.subject === 'blind') {
  let game = 0;
  const pick = (n: number): number => Math.floor(rand() * n);
  work = () => engine.playOutBlind(engine.createGame({ players: 4, seed: `bench-${String(game++)}`, spells: 'classic' }), pick).actions;
} else {
  const A = learn.ACTION_COUNT;
  const env = new learn.VectorEnv({ games: GAMES, game: { players: 4, spells: 'classic', seed: 'bench' } });
  let out = env.reset();
  const actions = new Int32Array(GAMES);
  const scan = spec.subject === 'env-scan';
  const legal = new Int32Array(A);
  work = () => {
    for (let i = 0; i < GAMES; i++) {
      if (scan) {
        let n = 0;
        for (let a = 0, at = i * A; a < A; a++) if (out.masks[at + a] === 1) legal[n++] = a;
        actions[i] = legal[Math.floor(rand() * n)]!;
      } else {
        actions[i] = out.choices[i * A + Math.floor(rand() * out.choiceCounts[i]!)]!;
      }
    }
    out = env.step(actions);
    return GAMES;
  };
}
timed(spec.warmup, work);
console.log(JSON.stringify(timed(spec.seconds, work)));
