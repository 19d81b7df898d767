// Bot ladder: seeded 2-player games between the bots of `spellbook-engine/bots`, seats
// alternated, with win rates and the search bot's time per decision.
//
//   npx tsx bench/ladder.ts                          # greedy vs random (1000 games), search vs greedy (1000)
//   LADDER_GAMES=200 npx tsx bench/ladder.ts         # games of greedy vs random
//   LADDER_SEARCH_GAMES=1000 npx tsx bench/ladder.ts # games of search vs greedy
//   LADDER_MATCHES=search npx tsx bench/ladder.ts    # only the matches whose label contains this
//   LADDER_SPELLS=set1 npx tsx bench/ladder.ts       # one spell selection (default: cycle set1, set2, set3, classic)
//
// Game j of a match uses the seed `ladder-<⌊j/2⌋>` and puts the first bot in seat j mod 2: each
// seed is played twice, once from each seat, so the first player's advantage and the luck of the
// draws cancel out. A tie counts half a win. The targets: greedy beats random in ≥ 90%
// of games; the search bot at its default budget beats greedy in ≥ 65%, deciding in ≤ 50 ms.
// Bots are deterministic: the same run plays the same games; only the times vary.
//
// A match of at least FIGURE_GAMES games records its figures in bench/figures.json (the win
// rate, its interval, the search bot's time per decision), which fills the docs' spans.
import { execFileSync } from 'node:child_process';
import { milliseconds, percent, percentRange, recordFigures, type Figure } from './figures.js';
import { machineLine } from './shared.js';
import { performance } from 'node:perf_hooks';
import type { Action, PlayerView, SpellSelection } from '../src/index.js';
import { greedyBot, playBots, randomBot, searchBot, type Bot, type BotRng } from '../src/bots/index.js';

const GREEDY_GAMES = Number(process.env.LADDER_GAMES ?? 1000);
const SEARCH_GAMES = Number(process.env.LADDER_SEARCH_GAMES ?? 1000);
const FILTER = process.env.LADDER_MATCHES ?? '';
const SELECTIONS: readonly SpellSelection[] = process.env.LADDER_SPELLS === undefined
  ? ['set1', 'set2', 'set3', 'classic']
  : [process.env.LADDER_SPELLS as SpellSelection];

/** Decision times of one bot, in milliseconds. */
interface Timing {
  readonly all: number[];
  /** Decisions with at least two legal actions (the bot returns at once when there is one). */
  readonly real: number[];
}

/** Wraps a bot to time its decisions (the same name: the bot's generator is unchanged). */
function timed(bot: Bot, timing: Timing): Bot {
  return {
    name: bot.name,
    decide(view: PlayerView, legal: readonly Action[], rng: BotRng): Action {
      const t = performance.now();
      const action = bot.decide(view, legal, rng);
      const ms = performance.now() - t;
      timing.all.push(ms);
      if (legal.length > 1) timing.real.push(ms);
      return action;
    },
  };
}

interface Match {
  readonly label: string;
  readonly a: Bot;
  readonly b: Bot;
  readonly games: number;
  /** The least win rate of `a` the issue asks for. */
  readonly target: number;
}

interface MatchResult {
  readonly match: Match;
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
  readonly scoreA: number;
  readonly scoreB: number;
  readonly decisions: number;
  readonly timeA: Timing;
  readonly timeB: Timing;
  readonly seconds: number;
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}

function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

function play(match: Match): MatchResult {
  const timeA: Timing = { all: [], real: [] };
  const timeB: Timing = { all: [], real: [] };
  const a = timed(match.a, timeA);
  const b = timed(match.b, timeB);
  let wins = 0;
  let ties = 0;
  let losses = 0;
  let scoreA = 0;
  let scoreB = 0;
  let decisions = 0;
  const start = performance.now();
  for (let j = 0; j < match.games; j++) {
    const pair = Math.floor(j / 2);
    const seatA = j % 2;
    const spells = SELECTIONS[pair % SELECTIONS.length] as SpellSelection;
    const game = playBots({ players: 2, seed: `ladder-${pair}`, spells }, seatA === 0 ? [a, b] : [b, a]);
    const winners = game.score.winners;
    if (winners.length === 2) ties++;
    else if (winners[0] === seatA) wins++;
    else losses++;
    scoreA += game.score.players[seatA]?.total ?? 0;
    scoreB += game.score.players[1 - seatA]?.total ?? 0;
    decisions += game.actions.length;
    if ((j + 1) % 50 === 0 || j + 1 === match.games) {
      const s = (performance.now() - start) / 1000;
      process.stderr.write(`  ${match.label}: ${j + 1}/${match.games} games, ${wins} wins ${ties} ties ${losses} losses, ${s.toFixed(0)} s\n`);
    }
  }
  return { match, wins, ties, losses, scoreA, scoreB, decisions, timeA, timeB, seconds: (performance.now() - start) / 1000 };
}

/** The 95% Wilson interval of a rate (ties count half a win, as in the rate). */
function wilson(rate: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const centre = (rate + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const ms = (x: number): string => x.toFixed(x < 1 ? 2 : 1);

const MATCHES: Match[] = [
  { label: 'greedy vs random', a: greedyBot(), b: randomBot, games: GREEDY_GAMES, target: 0.9 },
  { label: 'search vs greedy', a: searchBot(), b: greedyBot(), games: SEARCH_GAMES, target: 0.65 },
].filter((m) => m.label.includes(FILTER) && m.games > 0);

console.log(machineLine('bot ladder'));
console.log(`2 players, seats alternated (each seed played from both seats), spells ${SELECTIONS.map(String).join(', ')} in turn; a tie counts half`);
console.log('');

const results = MATCHES.map(play);

console.log('| match | games | wins | ties | losses | win rate (95% CI) | target | mean score | decisions/game | ms/decision (bot a: mean, mean of real choices, p95, max) | ms/decision (bot b: mean) |');
console.log('|:--|--:|--:|--:|--:|:--|:--|:--|--:|:--|--:|');
for (const r of results) {
  const n = r.match.games;
  const rate = (r.wins + r.ties / 2) / n;
  const [lo, hi] = wilson(rate, n);
  const met = rate >= r.match.target ? 'met' : 'NOT met';
  const t = r.timeA;
  console.log(
    `| ${r.match.label} | ${n} | ${r.wins} | ${r.ties} | ${r.losses} | ${pct(rate)} (${pct(lo)}-${pct(hi)}) | ≥ ${pct(r.match.target)}: ${met} `
    + `| ${(r.scoreA / n).toFixed(1)} - ${(r.scoreB / n).toFixed(1)} | ${(r.decisions / n).toFixed(1)} `
    + `| ${ms(mean(t.all))}, ${ms(mean(t.real))}, ${ms(quantile(t.real, 0.95))}, ${ms(quantile(t.real, 1))} | ${ms(mean(r.timeB.all))} |`,
  );
}
console.log('');
for (const r of results) {
  if (r.match.a.name !== 'search') continue;
  const m = mean(r.timeA.all);
  console.log(`search bot time per decision: ${ms(m)} ms on average over ${r.timeA.all.length} decisions (${ms(mean(r.timeA.real))} ms over the ${r.timeA.real.length} with a real choice; p95 ${ms(quantile(r.timeA.real, 0.95))} ms): target ≤ 50 ms ${m <= 50 ? 'met' : 'NOT met'}`);
}
console.log(`wall time: ${results.map((r) => `${r.match.label} ${r.seconds.toFixed(0)} s`).join(', ')}`);

/** The least games a match needs for its figures to be recorded: a shorter run is a quick look. */
const FIGURE_GAMES = 1000;
const figures: Record<string, Figure> = {};
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const measured = `${new Date().toISOString().slice(0, 10)} for commit ${commit}, the sources under tsx: ${machineLine('bot ladder').replace(/^spellbook-engine bot ladder: /, '')}`;
for (const r of results) {
  if (r.match.games < FIGURE_GAMES) continue;
  const n = r.match.games;
  const rate = (r.wins + r.ties / 2) / n;
  const source = (what: string): string => `npx tsx bench/ladder.ts: ${r.match.label}, ${n} games, ${what}`;
  if (r.match.label === 'greedy vs random') {
    figures['bots.greedy-vs-random'] = { value: rate, text: percent(rate), source: source('win rate (a tie counts half)'), measured };
  } else if (r.match.label === 'search vs greedy') {
    const [lo, hi] = wilson(rate, n);
    const meanMs = mean(r.timeA.all);
    const p95 = quantile(r.timeA.real, 0.95);
    figures['bots.search-vs-greedy'] = { value: rate, text: percent(rate), source: source('win rate (a tie counts half)'), measured };
    figures['bots.search-vs-greedy.ci'] = { value: [lo, hi], text: percentRange(lo, hi), source: source('Wilson 95 % interval of the win rate'), measured };
    figures['bots.search.ms'] = { value: meanMs, text: milliseconds(meanMs), source: source(`the search bot's mean time per decision (${r.timeA.all.length} decisions)`), measured };
    figures['bots.search.ms-p95'] = { value: p95, text: milliseconds(p95), source: source('the 95th percentile of the search bot\'s time per decision with a real choice'), measured };
  }
}
if (Object.keys(figures).length > 0) recordFigures(figures);
else console.log(`bench/figures.json: not written (no match of ${FIGURE_GAMES} games or more)`);
