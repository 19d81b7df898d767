// Solo playout benchmark: complete random solo games (players: 1, rules §9) per second, with a
// seeded uniform policy over `legalActions`, for set1, set2, set3 and classic.
//
//   npx tsx bench/solo.ts                     # 0.5 s warm-up + 3 s measured per configuration
//   BENCH_SECONDS=5 npx tsx bench/solo.ts     # longer
//   BENCH_CONFIGS=set3 npx tsx bench/solo.ts  # only the configurations whose label contains this
//   BENCH_ENGINE=dist npx tsx bench/solo.ts   # measure dist/ (after `npm run build`)
//
// One decision = one `legalActions` call plus the `applyAction` of an action drawn uniformly from
// it. A game = `createGame({ players: 1, seed: 'solo-bench-<n>', spells, solo: { difficulty } })`
// (difficulty cycling 0-3) + decisions until the phase is `ended`.
import { xorshift } from '../src/testing/xorshift.js';
import { int, machineLine, playUniform, table } from './shared.js';
import { performance } from 'node:perf_hooks';
import type { SpellSelection } from '../src/index.js';

type Engine = typeof import('../src/index.js');
const ENGINE = process.env.BENCH_ENGINE === 'dist' ? 'dist' : 'src';
const engineUrl = ENGINE === 'dist' ? new URL('../dist/index.js', import.meta.url).href : '../src/index.js';
const engine = (await import(engineUrl)) as Engine;
const { createGame, scoreGame } = engine;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = Math.min(0.5, SECONDS / 2);
const FILTER = process.env.BENCH_CONFIGS ?? '';
const CONFIGS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];

interface Game {
  readonly decisions: number;
  readonly days: number;
  readonly placed: number;
  readonly triggered: boolean;
  readonly result: 'win' | 'loss' | 'tie';
}

function playout(spells: SpellSelection, game: number, rand: () => number): Game {
  const difficulty = (game % 4) as 0 | 1 | 2 | 3;
  const start = createGame({ players: 1, seed: `solo-bench-${game}`, spells, solo: { difficulty } });
  const { state, decisions } = playUniform(engine, start, rand, game);
  const solo = scoreGame(state).solo!;
  return { decisions, days: state.day, placed: solo.opponent.placed, triggered: state.endTrigger !== null, result: solo.result };
}

interface Result {
  readonly label: string;
  readonly games: number;
  readonly decisions: number;
  readonly seconds: number;
  readonly days: number;
  readonly triggered: number;
  readonly wins: number;
  readonly ties: number;
}

function run(spells: SpellSelection): Result {
  const rand = xorshift(0x2545f491);
  let game = 0;
  const warmEnd = performance.now() + WARMUP_SECONDS * 1000;
  while (performance.now() < warmEnd) playout(spells, game++, rand);
  globalThis.gc?.();
  let games = 0;
  let decisions = 0;
  let days = 0;
  let triggered = 0;
  let wins = 0;
  let ties = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  let now = start;
  while (now < end) {
    const g = playout(spells, game++, rand);
    games++;
    decisions += g.decisions;
    days += g.days;
    if (g.triggered) triggered++;
    if (g.result === 'win') wins++;
    if (g.result === 'tie') ties++;
    now = performance.now();
  }
  return { label: `solo-${String(spells)}`, games, decisions, seconds: (now - start) / 1000, days, triggered, wins, ties };
}

const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`;


console.log(machineLine('solo benchmark'));
console.log(`engine: ${ENGINE === 'dist' ? 'dist/' : 'src/ (tsx)'}; uniform random play over legalActions; difficulty cycling 0-3; ${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured per configuration\n`);

const results: Result[] = [];
for (const spells of CONFIGS) {
  if (!`solo-${spells}`.includes(FILTER)) continue;
  results.push(run(spells));
}

console.log(table([
  ['config', 'games', 'games/s', 'decisions/s', 'ns/decision', 'decisions/game', 'days/game', 'ended by trigger', 'player wins', 'ties'],
  ...results.map((r) => [
    r.label,
    int(r.games),
    int(r.games / r.seconds),
    int(r.decisions / r.seconds),
    int((r.seconds * 1e9) / r.decisions),
    (r.decisions / r.games).toFixed(1),
    (r.days / r.games).toFixed(1),
    pct(r.triggered, r.games),
    pct(r.wins, r.games),
    pct(r.ties, r.games),
  ]),
]));
