// One measured process of `npm run bench` (bench/standing.ts bundles this file with esbuild and
// runs it with plain `node`, one process per measurement, so that no loader and no earlier
// measurement shares its heap or its JIT state). It takes one JSON argument (a `RunSpec`) and
// prints one JSON line (a `SpeedResult`, an `AllocationResult` or a `SameGamesResult`).
//
//   speed:      games/s of the engine with the README's loop (`legalActions`, then `applyAction`
//               of an action drawn uniformly from that list by a fixed-seed xorshift32 policy),
//               of the engine's `playOut` with the same policy (the same draws, so the same
//               games), of its `playOutBlind` with the same draws (the policy gets the number of
//               legal actions, not the list), or of the reference with its own loop
//   allocation: bytes allocated per decision, of any of the four (see ALLOCATION_METHOD)
//   same-games: whether playOut or playOutBlind (the spec's subject) plays the README loop's
//               games (decisions and final states)
import { xorshift } from '../src/testing/xorshift.js';
import { sampleAllocation } from './allocation.js';
import { playUniform, type PlayoutEngine } from './shared.js';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { BlindPolicy, GameState, PlayoutPolicy, PlayoutResult } from '../src/index.js';
import {
  GAME_LENGTHS_KEPT, SAME_GAMES_CHECKED,
  type AllocationResult, type RunSpec, type SameGamesResult, type SpeedResult,
} from './run-spec.js';

type Engine = PlayoutEngine & Pick<typeof import('../src/index.js'), 'createGame' | 'playOut' | 'playOutBlind'>;

/**
 * The policy's seeds, one per series: its generator restarts with each series, so every process
 * of either engine path plays the same games.
 */
const POLICY_SEEDS = { warm: 0x9e3779b9, bench: 0x2545f491 } as const;

/** A game of the engine: `seed` and the game's number (which picks the solo difficulty). */
function newGame(engine: Engine, spec: RunSpec, seed: string, n: number): GameState {
  return spec.players === 1
    ? engine.createGame({ players: 1, seed, spells: spec.spells, solo: { difficulty: (n % 4) as 0 | 1 | 2 | 3 } })
    : engine.createGame({ players: spec.players, seed, spells: spec.spells });
}

/**
 * A source of complete games: `play(n)` plays game `n` of the series `prefix` and returns its
 * number of decisions. The engine's games use the README's loop, `playOut` or `playOutBlind`
 * with the same uniform draws; the reference's use its own loop (its `playImmutable`: its
 * legal-code list, a uniform draw, its `applyCode`).
 */
type Player = (prefix: 'warm' | 'bench', n: number) => number;

const loadEngine = async (spec: RunSpec): Promise<Engine> => (await import(pathToFileURL(spec.path).href)) as Engine;

async function enginePlayer(spec: RunSpec): Promise<Player> {
  const engine = await loadEngine(spec);
  const rands = { warm: xorshift(POLICY_SEEDS.warm), bench: xorshift(POLICY_SEEDS.bench) };
  return (prefix, n) => playUniform(engine, newGame(engine, spec, `${prefix}-${n}`, n), rands[prefix], n).decisions;
}

/**
 * The README loop's policy for `playOut`: one draw of `rand` per decision, scaled to the list as
 * `playUniform` scales it, so that with the same generator both pick the same actions.
 */
const uniform = (rand: () => number): PlayoutPolicy => (legal) => Math.floor(rand() * legal.length);

/**
 * The same policy for `playOutBlind`, which hands over only the list's length and plays the
 * action at the index returned: the same draw, so the same action.
 */
const uniformBlind = (rand: () => number): BlindPolicy => (count) => Math.floor(rand() * count);

/** The engine's additive paths: the subjects that play whole games in one call. */
type FastSubject = 'playout' | 'blind';

/**
 * Each additive path by its subject: its function's name, and a game player that draws from
 * `rand` (once per decision, as the README loop draws).
 */
const FAST_PATHS: Record<FastSubject, { readonly name: string; readonly play: (engine: Engine, rand: () => number) => (state: GameState) => PlayoutResult }> = {
  playout: {
    name: 'playOut',
    play: (engine, rand) => {
      const choose = uniform(rand);
      return (state) => engine.playOut(state, choose);
    },
  },
  blind: {
    name: 'playOutBlind',
    play: (engine, rand) => {
      const pick = uniformBlind(rand);
      return (state) => engine.playOutBlind(state, pick);
    },
  },
};

/** The additive path that `spec.subject` names; throws for the README loop and the reference. */
function fastPath(spec: RunSpec): (typeof FAST_PATHS)[FastSubject] {
  if (spec.subject !== 'playout' && spec.subject !== 'blind') throw new Error(`${spec.subject} is not an additive path (playout or blind)`);
  return FAST_PATHS[spec.subject];
}

async function fastPlayer(spec: RunSpec): Promise<Player> {
  const path = fastPath(spec);
  const engine = await loadEngine(spec);
  const plays = { warm: path.play(engine, xorshift(POLICY_SEEDS.warm)), bench: path.play(engine, xorshift(POLICY_SEEDS.bench)) };
  return (prefix, n) => plays[prefix](newGame(engine, spec, `${prefix}-${n}`, n)).actions;
}

/**
 * Plays the first games of the measured series through the README's loop and through the
 * additive path of `spec.subject` (`playOut` or `playOutBlind`), each with its own generator from
 * the same seed, and compares each game's decisions and final state (deep equality).
 */
async function sameGames(spec: RunSpec): Promise<SameGamesResult> {
  const path = fastPath(spec);
  const engine = await loadEngine(spec);
  const loopRand = xorshift(POLICY_SEEDS.bench);
  const play = path.play(engine, xorshift(POLICY_SEEDS.bench));
  let decisions = 0;
  for (let n = 0; n < SAME_GAMES_CHECKED; n++) {
    const loop = playUniform(engine, newGame(engine, spec, `bench-${n}`, n), loopRand, n);
    const fast = play(newGame(engine, spec, `bench-${n}`, n));
    decisions += loop.decisions;
    if (fast.actions !== loop.decisions) {
      return { games: n + 1, decisions, difference: `game bench-${n}: ${loop.decisions} decisions in the README loop, ${fast.actions} actions in ${path.name}` };
    }
    if (!isDeepStrictEqual(fast.state, loop.state)) {
      return { games: n + 1, decisions, difference: `game bench-${n}: the final states differ` };
    }
  }
  return { games: SAME_GAMES_CHECKED, decisions, difference: null };
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
  const lengths: number[] = [];
  const start = performance.now();
  const end = start + spec.seconds * 1000;
  let now = start;
  while (now < end) {
    const played = play('bench', games++);
    decisions += played;
    if (lengths.length < GAME_LENGTHS_KEPT) lengths.push(played);
    now = performance.now();
  }
  const seconds = (now - start) / 1000;
  return spec.subject === 'reference' ? { games, decisions, seconds } : { games, decisions, seconds, lengths };
}

async function measureAllocation(play: Player, spec: RunSpec): Promise<AllocationResult> {
  warmUp(play, spec.warmupSeconds);
  const { bytes, decisions, samples } = await sampleAllocation((game) => play('bench', game));
  return { bytesPerDecision: bytes / decisions, decisions, samples };
}

const spec = JSON.parse(process.argv[2] ?? '{}') as RunSpec;
const players: Record<RunSpec['subject'], (spec: RunSpec) => Player | Promise<Player>> = {
  engine: enginePlayer, playout: fastPlayer, blind: fastPlayer, reference: referencePlayer,
};
const result = spec.measure === 'same-games'
  ? await sameGames(spec)
  : spec.measure === 'speed'
    ? measureSpeed(await players[spec.subject](spec), spec)
    : await measureAllocation(await players[spec.subject](spec), spec);
console.log(JSON.stringify(result));
