// One measured process of `npm run bench` (bench/standing.ts bundles this file with esbuild and
// runs it with plain `node`, one process per measurement, so that no loader and no earlier
// measurement shares its heap or its JIT state). It takes one JSON argument (a `RunSpec`) and
// prints one JSON line (a `SpeedResult` or an `AllocationResult`).
//
//   speed:      the engine's games/s with the README's loop (`legalActions`, then `applyAction`
//               of an action drawn uniformly from that list by a fixed-seed xorshift32 policy)
//   allocation: bytes allocated per decision, of the engine or of the reference (see ALLOCATION_METHOD)
import { xorshift } from '../src/testing/xorshift.js';
import { playUniform, type PlayoutEngine } from './shared.js';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { GameState } from '../src/index.js';
import {
  ALLOCATION_DECISIONS, ALLOCATION_SAMPLING_INTERVAL, type AllocationResult, type RunSpec, type SpeedResult,
} from './run-spec.js';

type Engine = PlayoutEngine & Pick<typeof import('../src/index.js'), 'createGame'>;

/** A game of the engine: `seed` and the game's number (which picks the solo difficulty). */
function newGame(engine: Engine, spec: RunSpec, seed: string, n: number): GameState {
  return spec.players === 1
    ? engine.createGame({ players: 1, seed, spells: spec.spells, solo: { difficulty: (n % 4) as 0 | 1 | 2 | 3 } })
    : engine.createGame({ players: spec.players, seed, spells: spec.spells });
}

/**
 * A source of complete games: `play(n)` plays game `n` of the series `prefix` and returns its
 * number of decisions. The engine's games use the README's loop; the reference's use its own
 * loop (its `playImmutable`: its legal-code list, a uniform draw, its `applyCode`).
 */
type Player = (prefix: 'warm' | 'bench', n: number) => number;

async function enginePlayer(spec: RunSpec): Promise<Player> {
  const engine = (await import(pathToFileURL(spec.path).href)) as Engine;
  // The policy's generator restarts with each series, so every process plays the same games.
  const rands = { warm: xorshift(0x9e3779b9), bench: xorshift(0x2545f491) };
  return (prefix, n) => playUniform(engine, newGame(engine, spec, `${prefix}-${n}`, n), rands[prefix], n).decisions;
}

/** The reference's own playout function and statistics (its dist/play.js and dist/stats-tight.js). */
interface ReferenceModules {
  readonly playImmutable: (players: number, seed: string, botSeed: string, stats: unknown) => unknown;
  readonly TightStats: new () => { summary(players: number): { totalActions: number } };
}

function referencePlayer(spec: RunSpec): Player {
  const load = createRequire(join(spec.path, 'play.js'));
  const { playImmutable } = load(join(spec.path, 'play.js')) as Pick<ReferenceModules, 'playImmutable'>;
  const { TightStats } = load(join(spec.path, 'stats-tight.js')) as Pick<ReferenceModules, 'TightStats'>;
  const stats = new TightStats();
  let counted = 0;
  return (prefix, n) => {
    playImmutable(spec.players, `${prefix === 'warm' ? 'warm-' : 'sb-'}${n}`, `${prefix === 'warm' ? 'warmbot-' : 'bot-'}${n}`, stats);
    const total = stats.summary(spec.players).totalActions;
    const decisions = total - counted;
    counted = total;
    return decisions;
  };
}

/**
 * Plays untimed games for `seconds` of this process's CPU time (its compiler and GC threads
 * included): on a loaded machine a wall-time warm-up would leave the JIT less done.
 */
function warmUp(play: Player, seconds: number): void {
  const used = (): number => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  const end = used() + seconds;
  for (let n = 0; used() < end; n++) play('warm', n);
}

function measureSpeed(play: Player, spec: RunSpec): SpeedResult {
  warmUp(play, spec.warmupSeconds);
  let games = 0;
  let decisions = 0;
  const start = performance.now();
  const end = start + spec.seconds * 1000;
  let now = start;
  while (now < end) {
    decisions += play('bench', games++);
    now = performance.now();
  }
  return { games, decisions, seconds: (now - start) / 1000 };
}

async function measureAllocation(play: Player, spec: RunSpec): Promise<AllocationResult> {
  warmUp(play, spec.warmupSeconds);
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: ALLOCATION_SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  let decisions = 0;
  for (let game = 0; decisions < ALLOCATION_DECISIONS; game++) decisions += play('bench', game);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  // Each node of the profile is a stack; its selfSize is the bytes its samples stand for.
  let bytes = 0;
  const pending = [profile.head];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    bytes += node.selfSize;
    pending.push(...node.children);
  }
  // The protocol lists the samples too (node's typings leave them out).
  const samples = 'samples' in profile && Array.isArray(profile.samples) ? profile.samples.length : 0;
  return { bytesPerDecision: bytes / decisions, decisions, samples };
}

const spec = JSON.parse(process.argv[2] ?? '{}') as RunSpec;
const play = spec.subject === 'engine' ? await enginePlayer(spec) : referencePlayer(spec);
const result = spec.measure === 'speed' ? measureSpeed(play, spec) : await measureAllocation(play, spec);
console.log(JSON.stringify(result));
