// The floor of the README loop: what a step must allocate and cost, with no rules at all, when it
// returns the public shapes (`legalActions` a new list, `applyAction` a new `GameState` with its
// copies, an event list and a result object). It plays "takes" over real states: each decision
// lists the altar's kinds (pooled actions, as the engine does), then builds the next state the way
// a copy-on-write step must for a take: new altar counts, a new players list holding a new
// player with new pool counts, one event, the 18-field state, the result. Nothing is checked and
// no rule runs. Beside it, in the same process, the engine's README loop and its playOut and
// playOutBlind paths.
//
//   npm run bench:floor                    # 3 rounds of 1.5 s each, after a warm-up
//   npm run bench:floor -- --rounds 5 --seconds 3
//
// Allocation comes from V8's sampling heap profiler, as in `npm run bench` (bench/run-spec.ts).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  MATERIA_KINDS, applyAction, createGame, legalActions, playOut, playOutBlind, type Action, type GameEvent, type GameState, type PlayerState,
} from '../src/index.js';
import { xorshift } from '../src/testing/xorshift.js';
import { sampleAllocation } from './allocation.js';
import { machineLine, median, table } from './shared.js';

const { values: opts } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '1.5' } } });
const ROUNDS = Math.max(1, Number(opts.rounds));
const SECONDS = Number(opts.seconds);

// Frozen take actions of one seat, as the engine pools them.
const TAKES: readonly Action[] = MATERIA_KINDS.map((materia) => Object.freeze({ type: 'take', player: 0, materia }) as Action);

interface Result { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }

/** The public shapes of one take, without its rules: the list, then the next state and its result. */
function floorStep(s: GameState, rand: () => number): Result {
  const legal: Action[] = [];
  const altar = s.altar;
  for (let i = 0; i < 21; i++) if ((altar[i] as number) > 0) legal.push(TAKES[i] as Action);
  const a = legal[Math.floor(rand() * legal.length)] as Action & { materia: string };
  const k = MATERIA_KINDS.indexOf(a.materia as (typeof MATERIA_KINDS)[number]);
  const seat = s.active;
  // The altar's new counts: the token taken and, standing in for the refill a rule would make,
  // one of the same kind put back (so that the altar never runs out over a long "game").
  const nextAltar = altar.slice();
  nextAltar[k] = (altar[k] as number) - 1 + 1;
  const players = s.players.slice();
  const p = players[seat] as PlayerState;
  const pool = p.pool.slice();
  pool[k] = (pool[k] as number) + 1;
  players[seat] = { pool, familiar: p.familiar, spells: p.spells };
  const events: GameEvent[] = [{ type: 'materia-taken', player: seat, materia: a.materia } as GameEvent];
  const state: GameState = {
    seed: s.seed, rng: s.rng, spells: s.spells, rules: s.rules, firstPlayer: s.firstPlayer, players, active: (seat + 1) % players.length,
    day: s.day, phase: s.phase, phaseActions: s.phaseActions, altar: nextAltar, pouch: s.pouch, pouchTop: s.pouchTop, discard: s.discard,
    endTrigger: s.endTrigger, opponent: s.opponent, pending: s.pending, step: s.step + 1,
  };
  return { ok: true, state, events };
}

type Side = 'floor' | 'loop' | 'playOut' | 'playOutBlind';
const PER_GAME = 195; // decisions of a floor "game" (a 4-player random game has about 195)

/** Plays game `n` of a side; returns its decisions. */
function play(side: Side, n: number, rand: () => number): number {
  const start = createGame({ players: 4, seed: `floor-${n}`, spells: 'classic' });
  if (side === 'playOut') return playOut(start, (legal) => Math.floor(rand() * legal.length)).actions;
  if (side === 'playOutBlind') return playOutBlind(start, (count) => Math.floor(rand() * count)).actions;
  let s = start;
  let d = 0;
  if (side === 'floor') {
    for (; d < PER_GAME; d++) s = floorStep(s, rand).state;
    return d;
  }
  while (s.phase !== 'ended') {
    const legal = legalActions(s);
    const r = applyAction(s, legal[Math.floor(rand() * legal.length)] as Action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    d++;
  }
  return d;
}

function speed(side: Side): number {
  const rand = xorshift(0x2545f491);
  let decisions = 0;
  const t0 = performance.now();
  for (let n = 0; performance.now() - t0 < SECONDS * 1000; n++) decisions += play(side, n, rand);
  return ((performance.now() - t0) * 1e6) / decisions;
}

async function bytes(side: Side): Promise<number> {
  const rand = xorshift(0x9e3779b9);
  const sampled = await sampleAllocation((n) => play(side, n, rand));
  return sampled.bytes / sampled.decisions;
}

const SIDES: readonly Side[] = ['floor', 'loop', 'playOut', 'playOutBlind'];
console.log(machineLine('bench:floor'));
for (const side of SIDES) speed(side); // warm-up
const ns = new Map<Side, number[]>(SIDES.map((s) => [s, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 === 0 ? SIDES : [...SIDES].reverse()) ns.get(side)!.push(speed(side));
}
const rows: string[][] = [['side', 'ns/decision (median)', 'per round', 'KB/decision']];
for (const side of SIDES) {
  const runs = ns.get(side)!;
  rows.push([side, median(runs).toFixed(0), runs.map((r) => r.toFixed(0)).join(' · '), ((await bytes(side)) / 1024).toFixed(2)]);
}
console.log(table(rows));
console.log('floor: 4-player states, a take a decision with the public shapes and no rules (see the top of bench/floor.ts); loop: the README loop; playOut: the same games by playOut; playOutBlind: the same games by playOutBlind; the engine from its sources through tsx');
