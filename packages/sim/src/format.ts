/**
 * Reports as text: an aligned table for people, CSV for spreadsheets and data frames, JSON.
 * @module
 */
import { botLabel } from './options.js';
import type { BalanceRow, Distribution, LiftColumns, SimulationReport, SpellRow, WinStats } from './report.js';
import { rulesLabel } from './rules.js';
import { columns, csvCell, int, meanCell, num, pCell, pointsCell, rateCell, survivesCell } from './cells.js';
import type { Estimate } from './stats.js';

/** The output formats of {@link formatReport}. */
export type ReportFormat = 'table' | 'json' | 'csv';

const DIST_HEADER = ['mean (95% CI)', 'sd', 'min', 'p5', 'p25', 'median', 'p75', 'p95', 'max'];

function distCells(d: Distribution): string[] {
  const q = d.quantiles;
  return [meanCell(d.mean), num(d.sd), num(d.min, 0), num(q?.p5, 0), num(q?.p25, 0), num(q?.p50, 0), num(q?.p75, 0), num(q?.p95, 0), num(d.max, 0)];
}

/** `small` for a figure below the report's minimum of games. */
function note(small: boolean): string {
  return small ? 'small sample' : '';
}

function winCells(w: WinStats): string[] {
  return [int(w.games), int(w.wins), rateCell(w.winRate), ...distCells(w.scores), note(w.smallSample)];
}

/** The first lines: what the run was, and how to read the intervals. */
function heading(report: SimulationReport): string[] {
  const { run, statistics } = report;
  const spells = typeof run.spells === 'string' ? run.spells : run.spells.join(',');
  const shard = report.shard === null ? '' : `, shard ${report.shard.indices.join('+')} of ${report.shard.count}`;
  return [
    `spellbook-sim report: ${int(report.games)} games of ${int(run.games)}${shard}; ${run.players} player${run.players === 1 ? '' : 's'}; ` +
      `rules ${rulesLabel(run.rules)}; bots ${run.bots.map(botLabel).join(' | ')}${run.rotateSeats ? ' (rotating)' : ''}; spells ${spells}; ` +
      `seed ${JSON.stringify(run.seed)}${run.exhaustive ? '; exhaustive rigged starts' : ''}; engine ${report.engineVersion}`,
    `Intervals: ${Math.round(statistics.confidence * 100)}% (rates: Wilson; means: normal). "small sample": fewer than ${statistics.minGames} ` +
      `games (or seat-games), where no lift is given.${report.smallSample ? ` This whole report is one: ${int(report.games)} games.` : ''}`,
  ];
}

function liftCells(r: LiftColumns): string[] {
  return [rateCell(r.winRateWith), rateCell(r.winRateWithout), r.lift === null ? '-' : pointsCell(r.lift), pCell(r.pValue), survivesCell(r.holm, r.bh), note(r.smallSample)];
}

const LIFT_HEADER = ['win with (95% CI)', 'win without (95% CI)', 'lift, points (95% CI)', 'p', 'survives', 'note'];

function testsLine(name: string, t: SimulationReport['liftTests']['spells'], alpha: number): string {
  return `${name}: ${int(t.tested)} lift${t.tested === 1 ? '' : 's'} tested; ${int(t.holm)} survive Holm's correction ` +
    `(family-wise error ${alpha}), ${int(t.bh)} survive Benjamini-Hochberg's (false discovery rate ${alpha}).`;
}

/** The report as aligned text tables: run, seats, turn order, bots, lengths, end triggers, spells, balance table. */
export function reportTable(report: SimulationReport): string {
  const { run } = report;
  const out: string[] = heading(report);
  out.push('', 'Seats (a shared victory is a win for each seat sharing it; the first player of each game is drawn by its seed)');
  out.push(columns(['seat', 'games', 'wins', 'win rate (95% CI)', ...DIST_HEADER, 'note'], report.seats.map((s) => [String(s.seat), ...winCells(s)])));
  out.push('', 'Turn order: place 0 is the first player of each game (the first player\'s advantage), over all bots and by bot');
  out.push(columns(['place', 'bot', 'seat-games', 'wins', 'win rate (95% CI)', ...DIST_HEADER, 'note'], [
    ...report.places.map((p) => [String(p.place), 'all', ...winCells(p)]),
    ...(report.bots.length > 1 ? report.placeBots.map((p) => [String(p.place), p.bot, ...winCells(p)]) : []),
  ], 2));
  out.push('', 'Bots');
  out.push(columns(['bot', 'seat-games', 'wins', 'win rate (95% CI)', ...DIST_HEADER, 'note'], report.bots.map((b) => [b.bot, ...winCells(b)])));
  out.push('', 'Distributions');
  out.push(columns(['per game', 'count', ...DIST_HEADER], [
    ['score (every seat)', int(report.scores.count), ...distCells(report.scores)],
    ['winning score', int(report.winningScores.count), ...distCells(report.winningScores)],
    ['length in Days', int(report.days.count), ...distCells(report.days)],
    ['length in decisions', int(report.decisions.count), ...distCells(report.decisions)],
  ]));
  const triggers = Object.entries(report.endTriggers).map(([r, e]) => `${r} ${int(e.games)} (${rateCell(e.rate)})`);
  out.push('', `End triggers: ${triggers.join(', ')}; shared victories ${int(report.sharedVictories)}`);
  if (report.solo !== null) {
    out.push(`Solo: ${int(report.solo.wins)} wins, ${int(report.solo.losses)} losses, ${int(report.solo.ties)} ties (win rate ${rateCell(report.solo.winRate)}); ` +
      `opponent score mean ${meanCell(report.solo.opponentScores.mean)}, median ${num(report.solo.opponentScores.quantiles?.p50, 0)}`);
  }
  const alpha = report.statistics.familyAlpha;
  out.push('', 'Spells: per spell, seat-games with it in play; learned during play (any level); pick rate; win rate of the seats ' +
    'that had it (learned or rigged) vs the others; lift in percentage points, its p-value, and the corrections it survives');
  out.push(columns(['spell', 'in play', 'learned', 'pick rate (95% CI)', ...(run.exhaustive ? ['rigged'] : []), 'had', ...LIFT_HEADER],
    report.spells.map((r: SpellRow) => [r.spell, int(r.seatGames), int(r.learned), rateCell(r.pickRate), ...(run.exhaustive ? [int(r.rigged)] : []), int(r.had), ...liftCells(r)])));
  out.push(testsLine('Spells', report.liftTests.spells, alpha));
  out.push('', 'Balance table: the same per spell@level (learned at that level during play)');
  out.push(columns(['spell@level', 'in play', 'learned', 'learn rate (95% CI)', ...(run.exhaustive ? ['rigged'] : []), 'had', ...LIFT_HEADER],
    report.balance.map((r: BalanceRow) => [`${r.spell}@${r.level}`, int(r.seatGames), int(r.learned), rateCell(r.learnRate),
      ...(run.exhaustive ? [int(r.rigged)] : []), int(r.had), ...liftCells(r)])));
  out.push(testsLine('Balance table', report.liftTests.balance, alpha));
  return `${out.join('\n')}\n`;
}

/** A row adder for tidy CSV: `section,subject,metric,value`. */
type Add = (section: string, subject: string | number, metric: string, value: string | number | boolean | null) => void;

/** An estimate as three rows: `metric`, `metric.low`, `metric.high` (empty when there is none). */
export function addEstimate(add: Add, section: string, subject: string | number, metric: string, e: Estimate | null): void {
  add(section, subject, metric, e?.rate ?? null);
  add(section, subject, `${metric}.low`, e?.low ?? null);
  add(section, subject, `${metric}.high`, e?.high ?? null);
}

function addDistribution(add: Add, section: string, subject: string | number, d: Distribution, prefix = ''): void {
  add(section, subject, `${prefix}count`, d.count);
  addEstimate(add, section, subject, `${prefix}mean`, d.mean);
  add(section, subject, `${prefix}sd`, d.sd);
  add(section, subject, `${prefix}min`, d.min);
  for (const [q, v] of Object.entries(d.quantiles ?? {})) add(section, subject, `${prefix}${q}`, v);
  add(section, subject, `${prefix}max`, d.max);
}

function addWins(add: Add, section: string, subject: string | number, w: WinStats): void {
  add(section, subject, 'games', w.games);
  add(section, subject, 'wins', w.wins);
  add(section, subject, 'sharedWins', w.sharedWins);
  addEstimate(add, section, subject, 'winRate', w.winRate);
  add(section, subject, 'smallSample', w.smallSample);
  addDistribution(add, section, subject, w.scores, 'score.');
}

function addLift(add: Add, section: string, subject: string, r: LiftColumns): void {
  addEstimate(add, section, subject, 'winRateWith', r.winRateWith);
  addEstimate(add, section, subject, 'winRateWithout', r.winRateWithout);
  addEstimate(add, section, subject, 'lift', r.lift);
  add(section, subject, 'pValue', r.pValue);
  add(section, subject, 'holm', r.holm);
  add(section, subject, 'bh', r.bh);
  add(section, subject, 'smallSample', r.smallSample);
}

/**
 * The report as tidy CSV, one number a row: `section,subject,metric,value` (for example
 * `balance,sacrifice@3,lift,0.0412` or `seat,0,winRate,0.52`); each rate and mean comes with its
 * interval's bounds as `<metric>.low` and `<metric>.high`. Empty values are `null`s.
 */
export function reportCsv(report: SimulationReport): string {
  const rows: (string | number | boolean | null)[][] = [['section', 'subject', 'metric', 'value']];
  const add: Add = (section, subject, metric, value) => {
    rows.push([section, String(subject), metric, value]);
  };
  const { run } = report;
  add('run', '', 'players', run.players);
  add('run', '', 'games', run.games);
  add('run', '', 'spells', typeof run.spells === 'string' ? run.spells : run.spells.join(' '));
  add('run', '', 'rules', rulesLabel(run.rules));
  add('run', '', 'rulesVersion', run.rules.version);
  for (const [point, value] of Object.entries(run.rules.profile)) add('rules', point, 'value', value as string);
  run.bots.forEach((b, i) => add('run', i, 'bot', botLabel(b)));
  add('run', '', 'rotateSeats', run.rotateSeats);
  add('run', '', 'seed', run.seed);
  add('run', '', 'exhaustive', run.exhaustive);
  add('run', '', 'engineVersion', report.engineVersion);
  add('run', '', 'shard', report.shard === null ? null : `${report.shard.indices.join('+')}/${report.shard.count}`);
  add('run', '', 'gamesPlayed', report.games);
  add('run', '', 'smallSample', report.smallSample);
  add('statistics', '', 'confidence', report.statistics.confidence);
  add('statistics', '', 'minGames', report.statistics.minGames);
  add('statistics', '', 'familyAlpha', report.statistics.familyAlpha);
  for (const s of report.seats) addWins(add, 'seat', s.seat, s);
  for (const b of report.bots) addWins(add, 'bot', b.bot, b);
  for (const p of report.places) addWins(add, 'place', p.place, p);
  for (const p of report.placeBots) addWins(add, 'placeBot', `${p.place}:${p.bot}`, p);
  addDistribution(add, 'scores', '', report.scores);
  addDistribution(add, 'winningScores', '', report.winningScores);
  addDistribution(add, 'days', '', report.days);
  addDistribution(add, 'decisions', '', report.decisions);
  for (const [reason, e] of Object.entries(report.endTriggers)) {
    add('endTriggers', reason, 'games', e.games);
    addEstimate(add, 'endTriggers', reason, 'rate', e.rate);
  }
  add('sharedVictories', '', 'games', report.sharedVictories);
  if (report.solo !== null) {
    add('solo', '', 'wins', report.solo.wins);
    add('solo', '', 'losses', report.solo.losses);
    add('solo', '', 'ties', report.solo.ties);
    addEstimate(add, 'solo', '', 'winRate', report.solo.winRate);
    addDistribution(add, 'solo', 'opponent', report.solo.opponentScores, 'score.');
  }
  for (const r of report.spells) {
    for (const metric of ['seatGames', 'wins', 'learned'] as const) add('spell', r.spell, metric, r[metric]);
    addEstimate(add, 'spell', r.spell, 'pickRate', r.pickRate);
    for (const metric of ['rigged', 'had', 'hadWins'] as const) add('spell', r.spell, metric, r[metric]);
    addLift(add, 'spell', r.spell, r);
  }
  for (const [section, t] of Object.entries(report.liftTests)) {
    for (const metric of ['tested', 'holm', 'bh'] as const) add('liftTests', section, metric, t[metric]);
  }
  for (const r of report.balance) {
    const subject = `${r.spell}@${r.level}`;
    for (const metric of ['seatGames', 'wins', 'learned'] as const) add('balance', subject, metric, r[metric]);
    addEstimate(add, 'balance', subject, 'learnRate', r.learnRate);
    for (const metric of ['rigged', 'had', 'hadWins'] as const) add('balance', subject, metric, r[metric]);
    addLift(add, 'balance', subject, r);
  }
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`;
}

/** The report in one of the formats: `table`, `json` (pretty-printed, the report as is) or `csv`. */
export function formatReport(report: SimulationReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'csv') return reportCsv(report);
  return reportTable(report);
}
