/**
 * The simulation report: what a run measured, computed from its tally (integer counts and
 * histograms) so that equal tallies give equal reports, and reports of shards merge exactly.
 * @module
 */
import { ENGINE_VERSION, type Level, type SpellId } from 'spellbook-engine';
import { SimulationOptionsError, botLabel, type RunSpec } from './options.js';
import { spellOrder } from './play.js';
import { emptyTally, mergeTally, type BalanceTally, type Histogram, type SeatTally, type Tally } from './tally.js';

/** The `format` of a report. */
export const REPORT_FORMAT = 'spellbook-sim-report';
/** The version of the report's shape; reports of another version do not merge. */
export const REPORT_VERSION = 1;

/** Quantiles of a distribution (nearest rank: the smallest value with at least q of the observations at or below it). */
export interface Quantiles {
  /** 5th percentile. */
  readonly p5: number;
  /** 25th percentile (first quartile). */
  readonly p25: number;
  /** Median. */
  readonly p50: number;
  /** 75th percentile (third quartile). */
  readonly p75: number;
  /** 95th percentile. */
  readonly p95: number;
}

/** A distribution of whole numbers: its summary and its exact histogram. */
export interface Distribution {
  /** Observations. */
  readonly count: number;
  /** Mean, or `null` without observations. */
  readonly mean: number | null;
  /** Standard deviation (population), or `null` without observations. */
  readonly sd: number | null;
  /** Smallest value, or `null`. */
  readonly min: number | null;
  /** Largest value, or `null`. */
  readonly max: number | null;
  /** Quantiles, or `null` without observations. */
  readonly quantiles: Quantiles | null;
  /** Value → count, in increasing order of value. */
  readonly histogram: Histogram;
}

/** Wins and scores of a group of seat-games. */
export interface WinStats {
  /** Seat-games. */
  readonly games: number;
  /** Seat-games won; a shared victory counts as a win for each seat that shares it. */
  readonly wins: number;
  /** Of the wins, those shared with another seat. */
  readonly sharedWins: number;
  /** `wins / games`, or `null`. */
  readonly winRate: number | null;
  /** Final totals. */
  readonly scores: Distribution;
}

/** Results of one seat. */
export interface SeatReport extends WinStats {
  /** The seat (0 is the first seat; the first player of each game is chosen by its seed). */
  readonly seat: number;
}

/** Results of one bot (all seats it played). */
export interface BotReport extends WinStats {
  /** The bot's label, e.g. `greedy` or `search(iterations=200)`. */
  readonly bot: string;
}

/** One row of the balance table: a spell at a level. */
export interface BalanceRow {
  /** The spell. */
  readonly spell: SpellId;
  /** The level. */
  readonly level: Level;
  /** Seat-games in which the spell was one of the game's 7. */
  readonly seatGames: number;
  /** Of those, seat-games won. */
  readonly wins: number;
  /** Seat-games in which the seat learned the spell at this level during play. */
  readonly learned: number;
  /** `learned / seatGames`: how often a seat learns it at this level when it is in play. */
  readonly learnRate: number | null;
  /** Seat-games that started with it at this level (exhaustive runs). */
  readonly rigged: number;
  /** Seat-games that had it at this level (learned or rigged). */
  readonly had: number;
  /** Of those, seat-games won. */
  readonly hadWins: number;
  /** Win rate of the seats that had it: `hadWins / had`. */
  readonly winRateWith: number | null;
  /** Win rate of the other seats of games where it was in play. */
  readonly winRateWithout: number | null;
  /** `winRateWith − winRateWithout`: the win-rate lift of having it. */
  readonly lift: number | null;
}

/** Which shards of a run a report covers. */
export interface ShardCoverage {
  /** How many shards the run is split into. */
  readonly count: number;
  /** The shards covered, in increasing order. */
  readonly indices: readonly number[];
}

/** Solo games (1 player) against the virtual opponent. */
export interface SoloReport {
  /** Games won (a higher total than the opponent's). */
  readonly wins: number;
  /** Games lost. */
  readonly losses: number;
  /** Games tied (nobody wins). */
  readonly ties: number;
  /** `wins / games`, or `null`. */
  readonly winRate: number | null;
  /** The virtual opponent's totals. */
  readonly opponentScores: Distribution;
}

/** The report of {@link simulate}: plain JSON, the same for a seed whatever the number of workers. */
export interface SimulationReport {
  /** Always `spellbook-sim-report`. */
  readonly format: typeof REPORT_FORMAT;
  /** The report shape's version. */
  readonly version: typeof REPORT_VERSION;
  /** The engine that played the games. */
  readonly engineVersion: string;
  /** The run: the options that decide its games. */
  readonly run: RunSpec;
  /** The shards this report covers (`count` and the sorted `indices`), or `null` for a whole run. */
  readonly shard: ShardCoverage | null;
  /** Games played for this report. */
  readonly games: number;
  /** By seat. */
  readonly seats: readonly SeatReport[];
  /** By bot, in the order of first appearance in `run.bots`. */
  readonly bots: readonly BotReport[];
  /** Every seat's final total. */
  readonly scores: Distribution;
  /** The winner's total, per game with a winner. */
  readonly winningScores: Distribution;
  /** Game length in Days (each player's turn is a Day). */
  readonly days: Distribution;
  /** Game length in decisions (actions). */
  readonly decisions: Distribution;
  /** Games by end trigger (`seventh-spell`, `familiar-full`). */
  readonly endTriggers: Readonly<Record<string, number>>;
  /** Games whose victory was shared by tied seats. */
  readonly sharedVictories: number;
  /** Solo games (1 player): results against the virtual opponent and its totals; `null` otherwise. */
  readonly solo: SoloReport | null;
  /** Per spell@level that was in play, in the game's spell order then level. */
  readonly balance: readonly BalanceRow[];
}

function rate(n: number, d: number): number | null {
  return d === 0 ? null : n / d;
}

function sortedHistogram(h: Readonly<Histogram>): Histogram {
  const out: Histogram = {};
  for (const k of Object.keys(h).sort((a, b) => Number(a) - Number(b))) if ((h[k] ?? 0) > 0) out[k] = h[k] as number;
  return out;
}

/** The summary of a histogram, computed from integer sums (exact) in increasing order. */
export function distribution(h: Readonly<Histogram>): Distribution {
  const histogram = sortedHistogram(h);
  const values = Object.keys(histogram).map(Number);
  let count = 0;
  let sum = 0;
  let sumSq = 0;
  for (const v of values) {
    const c = histogram[String(v)] as number;
    count += c;
    sum += c * v;
    sumSq += c * v * v;
  }
  if (count === 0) return { count, mean: null, sd: null, min: null, max: null, quantiles: null, histogram };
  const quantile = (q: number): number => {
    const rank = Math.max(1, Math.ceil(q * count));
    let seen = 0;
    for (const v of values) {
      seen += histogram[String(v)] as number;
      if (seen >= rank) return v;
    }
    return values[values.length - 1] as number;
  };
  return {
    count,
    mean: sum / count,
    sd: Math.sqrt(Math.max(0, count * sumSq - sum * sum)) / count,
    min: values[0] as number,
    max: values[values.length - 1] as number,
    quantiles: { p5: quantile(0.05), p25: quantile(0.25), p50: quantile(0.5), p75: quantile(0.75), p95: quantile(0.95) },
    histogram,
  };
}

function winStats(t: Readonly<SeatTally>): WinStats {
  return { games: t.games, wins: t.wins, sharedWins: t.sharedWins, winRate: rate(t.wins, t.games), scores: distribution(t.scores) };
}

function balanceRow(key: string, b: Readonly<BalanceTally>): BalanceRow {
  const at = key.lastIndexOf('@');
  const winRateWith = rate(b.hadWins, b.had);
  const winRateWithout = rate(b.wins - b.hadWins, b.seatGames - b.had);
  return {
    spell: key.slice(0, at),
    level: Number(key.slice(at + 1)) as Level,
    seatGames: b.seatGames,
    wins: b.wins,
    learned: b.learned,
    learnRate: rate(b.learned, b.seatGames),
    rigged: b.rigged,
    had: b.had,
    hadWins: b.hadWins,
    winRateWith,
    winRateWithout,
    lift: winRateWith === null || winRateWithout === null ? null : winRateWith - winRateWithout,
  };
}

function balanceKeyOrder(a: string, b: string): number {
  const ia = a.lastIndexOf('@');
  const ib = b.lastIndexOf('@');
  return spellOrder(a.slice(0, ia), b.slice(0, ib)) || Number(a.slice(ia + 1)) - Number(b.slice(ib + 1));
}

/** The report of a tally. */
export function buildReport(run: RunSpec, tally: Readonly<Tally>, shard: SimulationReport['shard']): SimulationReport {
  const labels = [...new Set(run.bots.map(botLabel))];
  const zero: SeatTally = { games: 0, wins: 0, sharedWins: 0, scores: {} };
  const endTriggers: Record<string, number> = { 'seventh-spell': 0, 'familiar-full': 0 };
  for (const reason of Object.keys(tally.endTriggers).sort()) endTriggers[reason] = tally.endTriggers[reason] as number;
  const soloGames = tally.solo.wins + tally.solo.losses + tally.solo.ties;
  return {
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    engineVersion: ENGINE_VERSION,
    run,
    shard,
    games: tally.games,
    seats: Array.from({ length: run.players }, (_, seat) => ({ seat, ...winStats(tally.seats[seat] ?? zero) })),
    bots: labels.map((bot) => ({ bot, ...winStats(tally.bots[bot] ?? zero) })),
    scores: distribution(tally.scores),
    winningScores: distribution(tally.winningScores),
    days: distribution(tally.days),
    decisions: distribution(tally.actions),
    endTriggers,
    sharedVictories: tally.sharedVictories,
    solo: run.players !== 1 ? null : {
      wins: tally.solo.wins,
      losses: tally.solo.losses,
      ties: tally.solo.ties,
      winRate: rate(tally.solo.wins, soloGames),
      opponentScores: distribution(tally.solo.opponentScores),
    },
    balance: Object.keys(tally.balance)
      .filter((k) => (tally.balance[k]?.seatGames ?? 0) > 0)
      .sort(balanceKeyOrder)
      .map((k) => balanceRow(k, tally.balance[k] as BalanceTally)),
  };
}

function seatTallyOf(w: WinStats): SeatTally {
  return { games: w.games, wins: w.wins, sharedWins: w.sharedWins, scores: { ...w.scores.histogram } };
}

/** The tally a report was computed from (its counts; the derived numbers are recomputed). */
export function tallyOf(report: SimulationReport): Tally {
  const t = emptyTally(report.run.players);
  t.games = report.games;
  t.seats = report.seats.map(seatTallyOf);
  for (const b of report.bots) t.bots[b.bot] = seatTallyOf(b);
  t.scores = { ...report.scores.histogram };
  t.winningScores = { ...report.winningScores.histogram };
  t.days = { ...report.days.histogram };
  t.actions = { ...report.decisions.histogram };
  t.endTriggers = { ...report.endTriggers };
  t.sharedVictories = report.sharedVictories;
  if (report.solo !== null) {
    t.solo = { wins: report.solo.wins, losses: report.solo.losses, ties: report.solo.ties, opponentScores: { ...report.solo.opponentScores.histogram } };
  }
  for (const r of report.balance) {
    t.balance[`${r.spell}@${r.level}`] = { seatGames: r.seatGames, wins: r.wins, learned: r.learned, rigged: r.rigged, had: r.had, hadWins: r.hadWins };
  }
  return t;
}

/** JSON text with object keys sorted: equal for equal data whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v);
}

function incompatible(message: string): SimulationOptionsError {
  return new SimulationOptionsError('incompatible-reports', message);
}

/**
 * Merges the reports of disjoint shards of one run into one report: exactly the report a single
 * run of those shards gives (all shards of the run: the whole run's report, with `shard: null`).
 * Accepts reports parsed from JSON.
 * @throws SimulationOptionsError `incompatible-reports` for no reports, reports of other runs,
 * engine versions or report versions, shards of different counts, or a shard given twice.
 */
export function mergeReports(reports: readonly SimulationReport[]): SimulationReport {
  const first = reports[0];
  if (first === undefined) throw incompatible('mergeReports: no reports to merge');
  const run = canonicalJson(first.run);
  const indices = new Set<number>();
  let count: number | null = null;
  const tally = emptyTally(first.run.players);
  for (const [i, r] of reports.entries()) {
    if (r.format !== REPORT_FORMAT || r.version !== REPORT_VERSION) {
      throw incompatible(`report ${i}: not a ${REPORT_FORMAT} of version ${REPORT_VERSION}`);
    }
    if (r.engineVersion !== first.engineVersion) throw incompatible(`report ${i}: engine ${r.engineVersion}, not ${first.engineVersion} like report 0`);
    if (canonicalJson(r.run) !== run) throw incompatible(`report ${i}: another run (players, games, spells, bots, seed or mode differ)`);
    if (r.shard === null) throw incompatible(`report ${i} is a whole run: only shards of a run merge`);
    if (count !== null && r.shard.count !== count) throw incompatible(`report ${i}: ${r.shard.count} shards, not ${count}`);
    count = r.shard.count;
    for (const index of r.shard.indices) {
      if (indices.has(index)) throw incompatible(`shard ${index} is in more than one report`);
      indices.add(index);
    }
    mergeTally(tally, tallyOf(r));
  }
  const all = count as number;
  const shard = indices.size === all ? null : { count: all, indices: [...indices].sort((a, b) => a - b) };
  return buildReport(first.run, tally, shard);
}
