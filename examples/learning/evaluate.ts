/**
 * Evaluates a policy the way the repository's bot ladder does: 2-player games against a bot,
 * game j with the seed `ladder-⌊j/2⌋` (the ladder's) and the policy in seat j mod 2 (each seed from both
 * seats), spell selections set1, set2, set3 and classic in turn; a tie counts half a win. Prints
 * the win rate with its 95 % Wilson interval.
 *
 *   npx tsx learning/evaluate.ts                       # the committed weights, 1000 games against random, 1000 against greedy
 *   npx tsx learning/evaluate.ts --games 200 --against random
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { SpellSelection } from 'spellbook-engine';
import { greedyBot, playBots, randomBot, type Bot } from 'spellbook-engine/bots';
import { learnedBot, readWeights } from './bot.js';
import { flag } from './train.js';

/** A match's result. */
export interface Result {
  readonly against: string;
  readonly games: number;
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
  /** Wins plus half the ties, over the games. */
  readonly rate: number;
  /** The 95 % Wilson interval of the rate. */
  readonly low: number;
  readonly high: number;
  readonly seconds: number;
}

const SELECTIONS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];

/** The 95 % Wilson score interval of a rate over n games. */
export function wilson(rate: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const centre = (rate + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}

/** Plays `games` 2-player games of `policy` against `opponent`, seats alternated. */
export function evaluate(policy: Bot, opponent: Bot, games: number): Result {
  const start = performance.now();
  let wins = 0;
  let ties = 0;
  let losses = 0;
  for (let j = 0; j < games; j++) {
    const pair = Math.floor(j / 2);
    const seat = j % 2;
    const spells = SELECTIONS[pair % SELECTIONS.length]!;
    const game = playBots({ players: 2, seed: `ladder-${String(pair)}`, spells }, seat === 0 ? [policy, opponent] : [opponent, policy]);
    const winners = game.score.winners;
    if (winners.length > 1) ties++;
    else if (winners[0] === seat) wins++;
    else losses++;
  }
  const rate = (wins + ties / 2) / games;
  const [low, high] = wilson(rate, games);
  return { against: opponent.name, games, wins, ties, losses, rate, low, high, seconds: (performance.now() - start) / 1000 };
}

/** One line of a result. */
export function describe(r: Result): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
  return `against ${r.against}: ${pct(r.rate)} (95 % Wilson interval ${pct(r.low)} to ${pct(r.high)}) over ${String(r.games)} games: ${String(r.wins)} wins, ${String(r.ties)} ties, ${String(r.losses)} losses, ${r.seconds.toFixed(1)} s`;
}

/**
 * The command: `--games` (default 1000), `--against random|greedy|both` (default both),
 * `--weights <file>`, `--min <rate>` (exit code 1 when a rate is below it).
 */
export function main(args: readonly string[]): Result[] {
  const games = Number(flag(args, 'games') ?? 1000);
  const against = flag(args, 'against') ?? 'both';
  const file = flag(args, 'weights');
  const policy = learnedBot(file === undefined ? readWeights() : readWeights(file));
  const opponents = [...(against !== 'greedy' ? [randomBot()] : []), ...(against !== 'random' ? [greedyBot()] : [])];
  return opponents.map((opponent) => {
    const r = evaluate(policy, opponent, games);
    console.log(describe(r));
    return r;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const least = Number(flag(args, 'min') ?? 0);
  const below = main(args).filter((r) => r.rate < least);
  if (below.length > 0) {
    console.error(`below the least rate ${String(least)}: ${below.map((r) => `against ${r.against} ${r.rate.toFixed(3)}`).join(', ')}`);
    process.exit(1);
  }
}
