/**
 * The comparison mode: one run played under two rule profiles, game `i` from the same seed under
 * both, and every measure of the two reports side by side with the difference and its interval.
 * @module
 */
import { SimulationOptionsError, refuseUnknownOptions } from './errors.js';
import { SIMULATION_OPTION_NAMES, runSpec, type RunSpec, type SimulationOptions, type SimulationProgress } from './options.js';
import type { Tally } from './tally.js';
import { pairedDifference, type PairTally } from './pairs.js';
import {
  REPORT_STATISTICS, canonicalJson, checkSameKind, type Distribution, type LiftTests, type ReportStatistics, type SimulationReport, type WinStats,
} from './report.js';
import type { RulesOption, RunRules } from './rules.js';
import { playGames, playOptionsOf } from './simulate.js';
import { buildReport } from './report.js';
import { corrections, meanDifference, rateDifference, wilson, type Difference, type Estimate, type Sums } from './stats.js';

/** The `format` of a comparison. */
export const COMPARISON_FORMAT = 'spellbook-sim-comparison';
/** The version of the comparison's shape. */
export const COMPARISON_VERSION = 1;

/** The bots {@link compareRules} plays when none are given: greedy bots, which play to win. */
export const COMPARISON_DEFAULT_BOTS = 'greedy';

/**
 * Options of {@link compareRules}: a run's options, with two rule profiles instead of one. The
 * bots default to `greedy` (not `random` as in `simulate`): a rule matters through the choices it
 * changes, which random bots do not weigh.
 */
export interface ComparisonOptions extends Omit<SimulationOptions, 'rules' | 'shard' | 'onProgress'> {
  /** The two rule profiles, A then B (each as `simulate`'s `rules`); differences are B − A. */
  readonly rules: readonly [RulesOption, RulesOption];
  /** Called as games finish: over both runs (`total` is twice the games). */
  readonly onProgress?: (progress: SimulationProgress) => void;
}

/** What a comparison compares: a rate (Wilson intervals, Newcombe's for the difference) or a mean (normal intervals). */
export type MeasureKind = 'rate' | 'mean';

/** One measure under both profiles: A, B, and B − A with its interval and its test. */
export interface ComparisonRow {
  /** The report's part: `game`, `endTrigger`, `seat`, `place`, `bot`, `placeBot`, `solo`, `spell` or `balance`. */
  readonly section: string;
  /** What in that part: a seat, a place (0: the first player), `place:bot`, a spell, `spell@level`, an end trigger; `''` for the game. */
  readonly subject: string;
  /** The measure: `winRate`, `score`, `winningScore`, `days`, `decisions`, `sharedVictory`, `rate`, `pickRate`, `winRateWith`, `learnRate`. */
  readonly measure: string;
  /** A rate or a mean. */
  readonly kind: MeasureKind;
  /** Under profile A, with its 95 % interval. */
  readonly a: Estimate | null;
  /** Under profile B, with its 95 % interval. */
  readonly b: Estimate | null;
  /**
   * B − A with its 95 % interval; `null` when either side has none. From the paired games when
   * `paired`, else as of two independent samples.
   */
  readonly difference: Estimate | null;
  /**
   * The difference comes from the games paired by seed (each game played under both profiles:
   * the mean of the per-game differences and their spread); `false`: the two runs taken as
   * independent samples (two reports compared, or a measure that is no per-game count, such as a
   * win rate among the seats that learned a spell).
   */
  readonly paired: boolean;
  /** The two-sided p-value of "no difference", or `null`. */
  readonly pValue: number | null;
  /** The difference survives Holm's correction over the comparison's tested measures. */
  readonly holm: boolean;
  /** The difference survives Benjamini-Hochberg's correction over the comparison's tested measures. */
  readonly bh: boolean;
}

/** Two reports of one run under two rule profiles, measure by measure. */
export interface ComparisonReport {
  /** Always `spellbook-sim-comparison`. */
  readonly format: typeof COMPARISON_FORMAT;
  /** The comparison shape's version. */
  readonly version: typeof COMPARISON_VERSION;
  /** The engine that played the games. */
  readonly engineVersion: string;
  /** How the intervals and corrections are computed (as in a report). */
  readonly statistics: ReportStatistics;
  /** The two profiles, A then B. */
  readonly rules: readonly [RunRules, RunRules];
  /** The bots were not given: the comparison's default, greedy bots, played. */
  readonly defaultBots: boolean;
  /**
   * The games played under both profiles, and how many of them ended differently (a score, the
   * winners or the length in decisions differ); `null` when two reports were compared.
   */
  readonly pairs: { readonly games: number; readonly differing: number } | null;
  /** Each measure: A, B, B − A. */
  readonly measures: readonly ComparisonRow[];
  /** How many differences were tested, and how many survive each correction. */
  readonly tests: LiftTests;
  /** The report under profile A. */
  readonly a: SimulationReport;
  /** The report under profile B. */
  readonly b: SimulationReport;
}

/** The observations of a distribution as sums (from its histogram, whole numbers). */
function sums(d: Distribution): Sums {
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  for (const [value, count] of Object.entries(d.histogram)) {
    const v = Number(value);
    n += count;
    sum += count * v;
    sumSq += count * v * v;
  }
  return { n, sum, sumSq };
}

/** A measure of one report as what its difference needs: a rate's counts or a mean's sums. */
type Measure =
  | { readonly kind: 'rate'; readonly k: number; readonly n: number; readonly estimate: Estimate | null }
  | { readonly kind: 'mean'; readonly sums: Sums; readonly estimate: Estimate | null };

/** The measures of a report, by `section|subject|measure`, in the report's order. */
function measuresOf(r: SimulationReport): Map<string, Measure> {
  const out = new Map<string, Measure>();
  const rate = (section: string, subject: string | number, measure: string, k: number, n: number, estimate: Estimate | null): void => {
    out.set(`${section}|${subject}|${measure}`, { kind: 'rate', k, n, estimate });
  };
  const mean = (section: string, subject: string | number, measure: string, d: Distribution): void => {
    out.set(`${section}|${subject}|${measure}`, { kind: 'mean', sums: sums(d), estimate: d.mean });
  };
  const wins = (section: string, subject: string | number, w: WinStats): void => rate(section, subject, 'winRate', w.wins, w.games, w.winRate);
  mean('game', '', 'score', r.scores);
  mean('game', '', 'winningScore', r.winningScores);
  mean('game', '', 'days', r.days);
  mean('game', '', 'decisions', r.decisions);
  rate('game', '', 'sharedVictory', r.sharedVictories, r.games, null);
  for (const [reason, e] of Object.entries(r.endTriggers)) rate('endTrigger', reason, 'rate', e.games, r.games, e.rate);
  for (const s of r.seats) {
    wins('seat', s.seat, s);
    mean('seat', s.seat, 'score', s.scores);
  }
  for (const p of r.places) wins('place', p.place, p);
  for (const b of r.bots) {
    wins('bot', b.bot, b);
    mean('bot', b.bot, 'score', b.scores);
  }
  if (r.bots.length > 1) for (const p of r.placeBots) wins('placeBot', `${p.place}:${p.bot}`, p);
  if (r.solo !== null) rate('solo', '', 'winRate', r.solo.wins, r.solo.wins + r.solo.losses + r.solo.ties, r.solo.winRate);
  for (const s of r.spells) {
    rate('spell', s.spell, 'pickRate', s.learned, s.seatGames, s.pickRate);
    rate('spell', s.spell, 'winRateWith', s.hadWins, s.had, s.winRateWith);
  }
  for (const b of r.balance) rate('balance', `${b.spell}@${b.level}`, 'learnRate', b.learned, b.seatGames, b.learnRate);
  return out;
}

/** The estimate of a measure (a rate's Wilson interval where the report gives none). */
function estimateOf(m: Measure | undefined): Estimate | null {
  if (m === undefined) return null;
  if (m.estimate !== null || m.kind === 'mean') return m.estimate;
  return wilson(m.k, m.n);
}

function difference(a: Measure | undefined, b: Measure | undefined): Difference | null {
  if (a === undefined || b === undefined) return null;
  if (a.kind === 'rate' && b.kind === 'rate') return rateDifference(b.k, b.n, a.k, a.n);
  if (a.kind === 'mean' && b.kind === 'mean') return meanDifference(b.sums, a.sums);
  return null;
}

function incompatible(message: string): SimulationOptionsError {
  return new SimulationOptionsError('incompatible-reports', message);
}

/** The run of a report without its rules, as canonical JSON: what two compared reports must share. */
function runWithoutRules(r: SimulationReport): string {
  const { rules: _rules, ...rest } = r.run;
  return canonicalJson(rest);
}

/** The rows of a comparison: every measure of `a` and `b`, the paired difference where `pairs` has it. */
function comparison(a: SimulationReport, b: SimulationReport, defaultBots: boolean, pairs: PairTally | null): ComparisonReport {
  checkSameKind(a, a, 0);
  checkSameKind(b, a, 1);
  if (runWithoutRules(a) !== runWithoutRules(b)) {
    throw incompatible('report 1: another run than report 0 (players, games, spells, bots, seed or mode differ): compare the same run under two rule profiles');
  }
  if (canonicalJson(a.shard) !== canonicalJson(b.shard)) throw incompatible('report 1 covers other shards than report 0');
  const ma = measuresOf(a);
  const mb = measuresOf(b);
  const keys = [...ma.keys(), ...[...mb.keys()].filter((k) => !ma.has(k))];
  const rows = keys.map((key) => {
    const [section = '', subject = '', measure = ''] = key.split('|');
    const sums = pairs?.measures[key];
    const paired = sums === undefined ? null : pairedDifference(sums);
    const d = paired ?? difference(ma.get(key), mb.get(key));
    return {
      section, subject, measure,
      kind: (ma.get(key) ?? mb.get(key))?.kind ?? 'rate',
      a: estimateOf(ma.get(key)),
      b: estimateOf(mb.get(key)),
      difference: d?.estimate ?? null,
      paired: paired !== null,
      pValue: d?.pValue ?? null,
    };
  });
  const { holm, bh } = corrections(rows.map((r) => r.pValue));
  const measures: ComparisonRow[] = rows.map((r, i) => ({ ...r, holm: holm[i] === true, bh: bh[i] === true }));
  return {
    format: COMPARISON_FORMAT,
    version: COMPARISON_VERSION,
    engineVersion: a.engineVersion,
    statistics: REPORT_STATISTICS,
    rules: [a.run.rules, b.run.rules],
    defaultBots,
    pairs: pairs === null ? null : { games: pairs.games, differing: pairs.differing },
    measures,
    tests: { tested: rows.filter((r) => r.pValue !== null).length, holm: holm.filter(Boolean).length, bh: bh.filter(Boolean).length },
    a,
    b,
  };
}

/**
 * Compares two reports of one run played under two rule profiles (or under the same one, an A/A
 * check): every measure of both side by side, with the difference B − A, its 95 % interval and
 * its p-value, and Holm's and Benjamini-Hochberg's verdicts over all the measures tested.
 * Rates: Wilson intervals, Newcombe's for the difference; means: normal intervals. Reports hold
 * no game-by-game results, so the two runs are taken as independent samples (`paired: false`):
 * {@link compareRules}, which plays both, pairs the games and gives narrower intervals.
 * @throws SimulationOptionsError `incompatible-reports` unless both are reports of this version,
 * by the same engine, of the same run (players, games, spells, bots, seed, mode) and shards.
 */
export function compareReports(a: SimulationReport, b: SimulationReport): ComparisonReport {
  return comparison(a, b, false, null);
}

/**
 * Plays one run under two rule profiles and compares them: each game `i` is played from the
 * same seed under both (the same deal), in the same batch, so that besides the two reports
 * ({@link compareReports}) each per-game measure gets its **paired** difference: the mean of the
 * per-game differences B − A, whose interval comes from their spread (`paired: true`). Games
 * that play alike under both profiles add nothing to it, which makes it far narrower than two
 * independent samples' (and says how many games ended differently: `pairs`). The bots default
 * to greedy ones ({@link COMPARISON_DEFAULT_BOTS}); the comparison says so (`defaultBots`).
 * @throws SimulationOptionsError for bad options (`invalid-rules`: `rules` is not two profiles).
 * @example
 * ```ts
 * const c = await compareRules({ players: 3, games: 2000, rules: ['printed', 'digital'], seed: 'study' });
 * for (const m of c.measures.filter((m) => m.bh)) console.log(m.section, m.subject, m.measure, m.difference);
 * ```
 */
export async function compareRules(options: ComparisonOptions): Promise<ComparisonReport> {
  if (typeof options !== 'object' || options === null) throw new SimulationOptionsError('invalid-rules', 'compareRules: expected options');
  refuseUnknownOptions(options, SIMULATION_OPTION_NAMES.filter((k) => k !== 'shard'));
  const { rules, onProgress, workers, runtime, setupModules, ...run } = options;
  if (!Array.isArray(rules) || rules.length !== 2) {
    throw new SimulationOptionsError('invalid-rules', `rules: expected two rule profiles to compare, e.g. ['printed', 'digital'], got ${JSON.stringify(rules)}`);
  }
  const defaultBots = run.bots === undefined;
  const both = { ...run, bots: run.bots ?? COMPARISON_DEFAULT_BOTS };
  // Both runs' options are checked before either is played.
  const runs = (rules as readonly RulesOption[]).map((profile) => runSpec({ ...both, rules: profile }));
  const play = { workers, runtime, setupModules, onProgress };
  playOptionsOf(play);
  const result = await playGames(runs, { from: 0, to: (runs[0] as RunSpec).games }, play);
  const [a, b] = runs.map((r, k) => buildReport(r, result.tallies[k] as Tally, null)) as [SimulationReport, SimulationReport];
  return comparison(a, b, defaultBots, result.pairs);
}
