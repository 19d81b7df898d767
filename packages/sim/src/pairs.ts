/**
 * Paired differences: the same game (the same seed, so the same deal) played under two rule
 * profiles, A and B, gives each measure a difference per game. Summed as whole numbers (the
 * difference `d`, the measure's weight `m`, their squares and product), they give the mean
 * difference B − A and its interval, far narrower than two independent samples' when most games
 * play alike under both profiles; and they merge exactly, in any order.
 * @module
 */
import { LEVELS } from 'spellbook-engine';
import type { GameOutcome } from './tally.js';
import { Z95, twoSidedP, type Difference } from './stats.js';

/**
 * The sums of one measure over paired games: per game `g`, its weight `m` (1 for a per-game
 * measure, the seat-games it counts otherwise) and the difference `d` of its count or total
 * (B − A), over the games where `m` is not 0.
 */
export interface PairSums {
  /** Games where the measure counts. */
  n: number;
  /** Σ m. */
  m: number;
  /** Σ m². */
  mm: number;
  /** Σ d. */
  d: number;
  /** Σ d². */
  dd: number;
  /** Σ d·m. */
  dm: number;
}

/** The paired sums of a comparison. */
export interface PairTally {
  /** Games played under both profiles. */
  games: number;
  /** Of those, the games whose outcome differs: a score, the winners, or the length in decisions. */
  differing: number;
  /** By measure, keyed `section|subject|measure` as the comparison's rows. */
  measures: Record<string, PairSums>;
}

/** An empty tally of pairs. */
export function emptyPairs(): PairTally {
  return { games: 0, differing: 0, measures: {} };
}

/** The end triggers every game counts (a rate over all games). */
const END_REASONS = ['seventh-spell', 'familiar-full'] as const;

function add(pairs: PairTally, key: string, d: number, m: number): void {
  if (m === 0) return;
  const s = pairs.measures[key] ?? (pairs.measures[key] = { n: 0, m: 0, mm: 0, d: 0, dd: 0, dm: 0 });
  s.n++;
  s.m += m;
  s.mm += m * m;
  s.d += d;
  s.dd += d * d;
  s.dm += d * m;
}

function sum(xs: readonly number[]): number {
  let t = 0;
  for (const x of xs) t += x;
  return t;
}

/** Per seat: the spells learned during play, and the spell@level keys (each once). */
function learnedBySeat(game: GameOutcome): { spells: Set<string>; keys: Set<string> }[] {
  return game.scores.map((_, s) => {
    const spells = new Set<string>();
    const keys = new Set<string>();
    for (const { spell, level } of game.learned[s] ?? []) {
      spells.add(spell);
      keys.add(`${spell}@${level}`);
    }
    return { spells, keys };
  });
}

/**
 * Adds one game played under A (`a`) and under B (`b`), from the same setup, to `pairs`.
 * `labels` are the run's bot labels by entry of `run.bots`.
 */
export function addPair(pairs: PairTally, a: GameOutcome, b: GameOutcome, labels: readonly string[]): void {
  pairs.games++;
  const players = a.scores.length;
  const differs = a.actions !== b.actions || a.scores.some((x, s) => x !== b.scores[s]) || a.winners.join() !== b.winners.join();
  if (differs) pairs.differing++;
  const won = (g: GameOutcome, s: number): number => (g.winners.includes(s) ? 1 : 0);
  add(pairs, 'game||score', sum(b.scores) - sum(a.scores), players);
  if (a.winners.length > 0 && b.winners.length > 0) {
    add(pairs, 'game||winningScore', (b.scores[b.winners[0] as number] as number) - (a.scores[a.winners[0] as number] as number), 1);
  }
  add(pairs, 'game||days', b.days - a.days, 1);
  add(pairs, 'game||decisions', b.actions - a.actions, 1);
  add(pairs, 'game||sharedVictory', (b.winners.length > 1 ? 1 : 0) - (a.winners.length > 1 ? 1 : 0), 1);
  const reasons = new Set<string>([...END_REASONS, a.endReason ?? 'none', b.endReason ?? 'none']);
  for (const r of reasons) add(pairs, `endTrigger|${r}|rate`, ((b.endReason ?? 'none') === r ? 1 : 0) - ((a.endReason ?? 'none') === r ? 1 : 0), 1);
  const distinct = new Set(labels).size;
  const bots = new Map<string, { d: number; score: number; m: number }>();
  for (let s = 0; s < players; s++) {
    const dWin = won(b, s) - won(a, s);
    const dScore = (b.scores[s] as number) - (a.scores[s] as number);
    const place = (s - a.firstPlayer + players) % players;
    const label = labels[a.seatBots[s] as number] as string;
    add(pairs, `seat|${s}|winRate`, dWin, 1);
    add(pairs, `seat|${s}|score`, dScore, 1);
    add(pairs, `place|${place}|winRate`, dWin, 1);
    if (distinct > 1) add(pairs, `placeBot|${place}:${label}|winRate`, dWin, 1);
    const bot = bots.get(label) ?? { d: 0, score: 0, m: 0 };
    bots.set(label, { d: bot.d + dWin, score: bot.score + dScore, m: bot.m + 1 });
  }
  for (const [label, t] of bots) {
    add(pairs, `bot|${label}|winRate`, t.d, t.m);
    add(pairs, `bot|${label}|score`, t.score, t.m);
  }
  if (players === 1 && a.solo !== null && b.solo !== null) {
    add(pairs, 'solo||winRate', (b.solo.result === 'win' ? 1 : 0) - (a.solo.result === 'win' ? 1 : 0), 1);
  }
  const la = learnedBySeat(a);
  const lb = learnedBySeat(b);
  for (const spell of a.spells) {
    let d = 0;
    for (let s = 0; s < players; s++) d += (lb[s]?.spells.has(spell) ? 1 : 0) - (la[s]?.spells.has(spell) ? 1 : 0);
    add(pairs, `spell|${spell}|pickRate`, d, players);
    for (const level of LEVELS) {
      const key = `${spell}@${level}`;
      let dl = 0;
      for (let s = 0; s < players; s++) dl += (lb[s]?.keys.has(key) ? 1 : 0) - (la[s]?.keys.has(key) ? 1 : 0);
      add(pairs, `balance|${key}|learnRate`, dl, players);
    }
  }
}

/** Adds the sums of `from` to `into` (exact and order-independent: integer sums). */
export function mergePairs(into: PairTally, from: Readonly<PairTally>): PairTally {
  into.games += from.games;
  into.differing += from.differing;
  for (const [key, s] of Object.entries(from.measures)) {
    const t = into.measures[key] ?? (into.measures[key] = { n: 0, m: 0, mm: 0, d: 0, dd: 0, dm: 0 });
    t.n += s.n;
    t.m += s.m;
    t.mm += s.mm;
    t.d += s.d;
    t.dd += s.dd;
    t.dm += s.dm;
  }
  return into;
}

/**
 * The mean paired difference of a measure, `Σd / Σm` (B − A), with its 95 % interval from the
 * spread of the per-game differences (the ratio estimator's variance,
 * `Σ(d − D·m)² / (Σm)² · n / (n − 1)`) and the p-value of "no difference"; `null` without games,
 * and no interval from one game.
 */
export function pairedDifference(s: Readonly<PairSums>): Difference | null {
  if (s.n <= 0 || s.m <= 0) return null;
  const diff = s.d / s.m;
  if (s.n < 2) return { estimate: { rate: diff, low: null, high: null }, pValue: null };
  const spread = Math.max(0, s.dd - 2 * diff * s.dm + diff * diff * s.mm);
  const se = Math.sqrt((spread / (s.m * s.m)) * (s.n / (s.n - 1)));
  // Every game alike under both profiles (or differing by one same amount): no spread at all.
  const pValue = se === 0 ? (diff === 0 ? 1 : 0) : twoSidedP(diff / se);
  return { estimate: { rate: diff, low: diff - Z95 * se, high: diff + Z95 * se }, pValue };
}
