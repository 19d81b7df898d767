/**
 * The simulation report: what a run measured, computed from its tally (integer counts and
 * histograms) so that equal tallies give equal reports, and reports of shards merge exactly.
 * @module
 */
import { ENGINE_VERSION, type Level, type SpellId } from 'spellbook-engine';
import { SimulationOptionsError, botLabel, type RunSpec } from './options.js';
import { spellOrder } from './play.js';
import { rulesLabel } from './rules.js';
import { CONFIDENCE, FAMILY_ALPHA, MIN_GAMES, corrections, meanEstimate, rateDifference, wilson, type Estimate } from './stats.js';
import { emptySeat, emptyTally, mergeTally, type BalanceTally, type Histogram, type SeatTally, type Tally } from './tally.js';

/** The `format` of a report. */
export const REPORT_FORMAT = 'spellbook-sim-report';
/**
 * The version of the report's shape; reports of another version do not merge. Version 2: the
 * run's rules, intervals on every rate and mean, small-sample flags, the spell table, the lifts'
 * tests and the turn-order tables.
 */
export const REPORT_VERSION = 2;

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
  /**
   * The mean and its 95 % interval (normal, from the sum and the sum of squares; no bounds with
   * fewer than 2 observations), or `null` without observations.
   */
  readonly mean: Estimate | null;
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
  /** `wins / games` with its 95 % Wilson interval, or `null` without games. */
  readonly winRate: Estimate | null;
  /** Final totals. */
  readonly scores: Distribution;
  /** Fewer seat-games than `statistics.minGames`: the interval is wide, read it before the rate. */
  readonly smallSample: boolean;
}

/** Results of one seat. */
export interface SeatReport extends WinStats {
  /** The seat (0 is the first seat; the first player of each game is chosen by its seed: see `places`). */
  readonly seat: number;
}

/** Results of one bot (all seats it played). */
export interface BotReport extends WinStats {
  /** The bot's label, e.g. `greedy` or `search(iterations=200)`. */
  readonly bot: string;
}

/** Results of one place in turn order, over all bots. */
export interface PlaceReport extends WinStats {
  /** The place in turn order: 0 for the first player of each game, 1 for the second, ... */
  readonly place: number;
}

/** Results of one bot at one place in turn order: the seat × bot table. */
export interface PlaceBotReport extends WinStats {
  /** The place in turn order: 0 for the first player of each game. */
  readonly place: number;
  /** The bot's label. */
  readonly bot: string;
}

/** An end trigger: how many games it ended, and their share. */
export interface EndTriggerReport {
  /** Games it ended. */
  readonly games: number;
  /** Their share of the games, with its 95 % Wilson interval; `null` without games. */
  readonly rate: Estimate | null;
}

/**
 * The lift of having a spell: the win rate of the seats that had it against the other seats of
 * the games where it was in play, with its test.
 */
export interface LiftColumns {
  /** Win rate of the seats that had it: `hadWins / had`, with its 95 % Wilson interval. */
  readonly winRateWith: Estimate | null;
  /** Win rate of the other seats of games where it was in play, with its 95 % Wilson interval. */
  readonly winRateWithout: Estimate | null;
  /**
   * `winRateWith − winRateWithout` with its 95 % interval (Newcombe's, from the two Wilson
   * intervals); `null` when either side has fewer seat-games than `statistics.minGames`.
   */
  readonly lift: Estimate | null;
  /** The two-sided p-value of "no lift" (the pooled two-proportion z-test), `null` when no lift is given. */
  readonly pValue: number | null;
  /** The lift survives Holm's correction over the table's tested lifts (family-wise error ≤ `statistics.familyAlpha`). */
  readonly holm: boolean;
  /** The lift survives Benjamini-Hochberg's correction over the table's tested lifts (false discovery rate ≤ `statistics.familyAlpha`). */
  readonly bh: boolean;
  /** Fewer than `statistics.minGames` seat-games with it, or without it: no lift is given. */
  readonly smallSample: boolean;
}

/** One row of the balance table: a spell at a level. */
export interface BalanceRow extends LiftColumns {
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
  /** `learned / seatGames`, with its 95 % Wilson interval: how often a seat learns it at this level when it is in play. */
  readonly learnRate: Estimate | null;
  /** Seat-games that started with it at this level (exhaustive runs). */
  readonly rigged: number;
  /** Seat-games that had it at this level (learned or rigged). */
  readonly had: number;
  /** Of those, seat-games won. */
  readonly hadWins: number;
}

/** One row of the spell table: a spell at any level. */
export interface SpellRow extends LiftColumns {
  /** The spell. */
  readonly spell: SpellId;
  /** Seat-games in which the spell was one of the game's 7. */
  readonly seatGames: number;
  /** Of those, seat-games won. */
  readonly wins: number;
  /** Seat-games in which the seat learned the spell, at any level, during play. */
  readonly learned: number;
  /** `learned / seatGames`, with its 95 % Wilson interval: how often a seat picks it when it is in play. */
  readonly pickRate: Estimate | null;
  /** Seat-games that started with it (exhaustive runs). */
  readonly rigged: number;
  /** Seat-games that had it (learned or rigged). */
  readonly had: number;
  /** Of those, seat-games won. */
  readonly hadWins: number;
}

/** How many lifts of a table were tested, and how many survive each correction. */
export interface LiftTests {
  /** Lifts tested: the rows with a lift (no small sample). The corrections' family. */
  readonly tested: number;
  /** Of those, how many survive Holm's correction. */
  readonly holm: number;
  /** Of those, how many survive Benjamini-Hochberg's correction. */
  readonly bh: number;
}

/** How a report's statistics are computed: the same for every report of a version. */
export interface ReportStatistics {
  /** The confidence level of every interval: 0.95. */
  readonly confidence: number;
  /** Below this many (seat-)games a figure is flagged `smallSample` and no lift is given: 30. */
  readonly minGames: number;
  /** The level of the Holm and Benjamini-Hochberg corrections: 0.05. */
  readonly familyAlpha: number;
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
  /** `wins / games` with its 95 % Wilson interval, or `null`. */
  readonly winRate: Estimate | null;
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
  /** The run: the options that decide its games, its rules (whole profile, rules version) included. */
  readonly run: RunSpec;
  /** The shards this report covers (`count` and the sorted `indices`), or `null` for a whole run. */
  readonly shard: ShardCoverage | null;
  /** Games played for this report. */
  readonly games: number;
  /** How the intervals, flags and corrections are computed. */
  readonly statistics: ReportStatistics;
  /** Fewer games than `statistics.minGames`. */
  readonly smallSample: boolean;
  /** By seat. */
  readonly seats: readonly SeatReport[];
  /** By bot, in the order of first appearance in `run.bots`. */
  readonly bots: readonly BotReport[];
  /** By place in turn order (0: the first player of each game), over all bots: the first player's advantage. */
  readonly places: readonly PlaceReport[];
  /** By place in turn order and bot (bots in the order of `bots`, then places): each bot's first-player advantage. */
  readonly placeBots: readonly PlaceBotReport[];
  /** Every seat's final total. */
  readonly scores: Distribution;
  /** The winner's total, per game with a winner. */
  readonly winningScores: Distribution;
  /** Game length in Days (each player's turn is a Day). */
  readonly days: Distribution;
  /** Game length in decisions (actions). */
  readonly decisions: Distribution;
  /** Games by end trigger (`seventh-spell`, `familiar-full`), with their share. */
  readonly endTriggers: Readonly<Record<string, EndTriggerReport>>;
  /** Games whose victory was shared by tied seats. */
  readonly sharedVictories: number;
  /** Solo games (1 player): results against the virtual opponent and its totals; `null` otherwise. */
  readonly solo: SoloReport | null;
  /** Per spell@level that was in play, in the game's spell order then level. */
  readonly balance: readonly BalanceRow[];
  /** Per spell that was in play, at any level, in the game's spell order: pick rate, win rate when learned, lift. */
  readonly spells: readonly SpellRow[];
  /** How many lifts each table tested, and how many survive the corrections. */
  readonly liftTests: { readonly balance: LiftTests; readonly spells: LiftTests };
}

/** The statistics of every report of this version. */
export const REPORT_STATISTICS: ReportStatistics = Object.freeze({ confidence: CONFIDENCE, minGames: MIN_GAMES, familyAlpha: FAMILY_ALPHA });

function sortedHistogram(h: Readonly<Histogram>): Histogram {
  const out: Histogram = {};
  for (const k of Object.keys(h).sort((a, b) => Number(a) - Number(b))) if ((h[k] ?? 0) > 0) out[k] = h[k] as number;
  return out;
}

/**
 * The summary of a histogram, computed from integer sums (exact) in increasing order: the mean
 * with its 95 % interval (normal, from the sum and the sum of squares), the population standard
 * deviation, nearest-rank quantiles.
 */
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
    mean: meanEstimate({ n: count, sum, sumSq }),
    sd: Math.sqrt(Math.max(0, count * sumSq - sum * sum)) / count,
    min: values[0] as number,
    max: values[values.length - 1] as number,
    quantiles: { p5: quantile(0.05), p25: quantile(0.25), p50: quantile(0.5), p75: quantile(0.75), p95: quantile(0.95) },
    histogram,
  };
}

function winStats(t: Readonly<SeatTally>): WinStats {
  return {
    games: t.games, wins: t.wins, sharedWins: t.sharedWins, winRate: wilson(t.wins, t.games), scores: distribution(t.scores),
    smallSample: t.games < MIN_GAMES,
  };
}

/** The lift columns of a row before the corrections (`holm`, `bh` false). */
function liftColumns(b: Readonly<BalanceTally>): LiftColumns {
  const without = b.seatGames - b.had;
  const small = b.had < MIN_GAMES || without < MIN_GAMES;
  const lift = small ? null : rateDifference(b.hadWins, b.had, b.wins - b.hadWins, without);
  return {
    winRateWith: wilson(b.hadWins, b.had),
    winRateWithout: wilson(b.wins - b.hadWins, without),
    lift: lift?.estimate ?? null,
    pValue: lift?.pValue ?? null,
    holm: false,
    bh: false,
    smallSample: small,
  };
}

/** The rows with the corrections' verdicts, and the family's counts. */
function corrected<R extends LiftColumns>(rows: readonly R[]): { rows: R[]; tests: LiftTests } {
  const { holm, bh } = corrections(rows.map((r) => r.pValue));
  const out = rows.map((r, i) => ({ ...r, holm: holm[i] === true, bh: bh[i] === true }));
  return {
    rows: out,
    tests: { tested: rows.filter((r) => r.pValue !== null).length, holm: holm.filter(Boolean).length, bh: bh.filter(Boolean).length },
  };
}

function balanceRow(key: string, b: Readonly<BalanceTally>): BalanceRow {
  const at = key.lastIndexOf('@');
  const { winRateWith, winRateWithout, lift, pValue, holm, bh, smallSample } = liftColumns(b);
  return {
    spell: key.slice(0, at),
    level: Number(key.slice(at + 1)) as Level,
    seatGames: b.seatGames,
    wins: b.wins,
    learned: b.learned,
    learnRate: wilson(b.learned, b.seatGames),
    rigged: b.rigged,
    had: b.had,
    hadWins: b.hadWins,
    winRateWith, winRateWithout, lift, pValue, holm, bh, smallSample,
  };
}

function spellRow(spell: string, b: Readonly<BalanceTally>): SpellRow {
  const { winRateWith, winRateWithout, lift, pValue, holm, bh, smallSample } = liftColumns(b);
  return {
    spell,
    seatGames: b.seatGames,
    wins: b.wins,
    learned: b.learned,
    pickRate: wilson(b.learned, b.seatGames),
    rigged: b.rigged,
    had: b.had,
    hadWins: b.hadWins,
    winRateWith, winRateWithout, lift, pValue, holm, bh, smallSample,
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
  const zero = emptySeat();
  const endTriggers: Record<string, EndTriggerReport> = {};
  const reasons = ['seventh-spell', 'familiar-full', ...Object.keys(tally.endTriggers).filter((r) => r !== 'seventh-spell' && r !== 'familiar-full').sort()];
  for (const reason of reasons) {
    const games = tally.endTriggers[reason] ?? 0;
    endTriggers[reason] = { games, rate: wilson(games, tally.games) };
  }
  const soloGames = tally.solo.wins + tally.solo.losses + tally.solo.ties;
  const balance = corrected(Object.keys(tally.balance)
    .filter((k) => (tally.balance[k]?.seatGames ?? 0) > 0)
    .sort(balanceKeyOrder)
    .map((k) => balanceRow(k, tally.balance[k] as BalanceTally)));
  const spells = corrected(Object.keys(tally.spells)
    .filter((k) => (tally.spells[k]?.seatGames ?? 0) > 0)
    .sort(spellOrder)
    .map((k) => spellRow(k, tally.spells[k] as BalanceTally)));
  const places = Array.from({ length: run.players }, (_, place) => place);
  return {
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    engineVersion: ENGINE_VERSION,
    run,
    shard,
    games: tally.games,
    statistics: REPORT_STATISTICS,
    smallSample: tally.games < MIN_GAMES,
    seats: places.map((seat) => ({ seat, ...winStats(tally.seats[seat] ?? zero) })),
    bots: labels.map((bot) => ({ bot, ...winStats(tally.bots[bot] ?? zero) })),
    places: places.map((place) => ({ place, ...winStats(tally.places[place] ?? zero) })),
    placeBots: labels.flatMap((bot) => places.map((place) => ({ place, bot, ...winStats(tally.placeBots[bot]?.[place] ?? zero) }))),
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
      winRate: wilson(tally.solo.wins, soloGames),
      opponentScores: distribution(tally.solo.opponentScores),
    },
    balance: balance.rows,
    spells: spells.rows,
    liftTests: { balance: balance.tests, spells: spells.tests },
  };
}

function seatTallyOf(w: WinStats): SeatTally {
  return { games: w.games, wins: w.wins, sharedWins: w.sharedWins, scores: { ...w.scores.histogram } };
}

function balanceTallyOf(r: BalanceRow | SpellRow): BalanceTally {
  return { seatGames: r.seatGames, wins: r.wins, learned: r.learned, rigged: r.rigged, had: r.had, hadWins: r.hadWins };
}

/** The tally a report was computed from (its counts; the derived numbers are recomputed). */
export function tallyOf(report: SimulationReport): Tally {
  const t = emptyTally(report.run.players);
  t.games = report.games;
  t.seats = report.seats.map(seatTallyOf);
  for (const b of report.bots) t.bots[b.bot] = seatTallyOf(b);
  t.places = report.places.map(seatTallyOf);
  for (const p of report.placeBots) (t.placeBots[p.bot] ??= report.places.map(() => emptySeat()))[p.place] = seatTallyOf(p);
  t.scores = { ...report.scores.histogram };
  t.winningScores = { ...report.winningScores.histogram };
  t.days = { ...report.days.histogram };
  t.actions = { ...report.decisions.histogram };
  t.endTriggers = Object.fromEntries(Object.entries(report.endTriggers).filter(([, e]) => e.games > 0).map(([reason, e]) => [reason, e.games]));
  t.sharedVictories = report.sharedVictories;
  if (report.solo !== null) {
    t.solo = { wins: report.solo.wins, losses: report.solo.losses, ties: report.solo.ties, opponentScores: { ...report.solo.opponentScores.histogram } };
  }
  for (const r of report.balance) t.balance[`${r.spell}@${r.level}`] = balanceTallyOf(r);
  for (const r of report.spells) t.spells[r.spell] = balanceTallyOf(r);
  return t;
}

/** JSON text with object keys sorted: equal for equal data whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v);
}

/** A run's rules for a message, whatever a report read from JSON holds. */
function rulesOf(run: RunSpec): string {
  try {
    return rulesLabel(run.rules);
  } catch {
    return canonicalJson(run.rules ?? null);
  }
}

function incompatible(message: string): SimulationOptionsError {
  return new SimulationOptionsError('incompatible-reports', message);
}

/**
 * Checks that `r` is a report of this version, made by the same engine under the same rules as
 * `first` (report `i` of a list).
 * @throws SimulationOptionsError `incompatible-reports` otherwise.
 */
export function checkSameKind(r: SimulationReport, first: SimulationReport, i: number): void {
  if (typeof r !== 'object' || r === null || r.format !== REPORT_FORMAT || r.version !== REPORT_VERSION) {
    throw incompatible(`report ${i}: not a ${REPORT_FORMAT} of version ${REPORT_VERSION} (made by another release of spellbook-sim?)`);
  }
  if (r.engineVersion !== first.engineVersion) throw incompatible(`report ${i}: engine ${r.engineVersion}, not ${first.engineVersion} like report 0`);
}

/**
 * Merges the reports of disjoint shards of one run into one report: exactly the report a single
 * run of those shards gives (all shards of the run: the whole run's report, with `shard: null`).
 * Accepts reports parsed from JSON.
 * @throws SimulationOptionsError `incompatible-reports` for no reports, reports of other runs
 * (played under another rule profile included), engine versions or report versions, shards of
 * different counts, or a shard given twice.
 */
export function mergeReports(reports: readonly SimulationReport[]): SimulationReport {
  const first = reports[0];
  if (first === undefined) throw incompatible('mergeReports: no reports to merge');
  checkSameKind(first, first, 0);
  const run = canonicalJson(first.run);
  const rules = canonicalJson(first.run.rules);
  const indices = new Set<number>();
  let count: number | null = null;
  const tally = emptyTally(first.run.players);
  for (const [i, r] of reports.entries()) {
    checkSameKind(r, first, i);
    if (canonicalJson(r.run.rules) !== rules) {
      throw incompatible(`report ${i}: played under another rule profile (${rulesOf(r.run)}), not ${rulesOf(first.run)} like report 0`);
    }
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
