/**
 * Reports as text: an aligned table for people, CSV for spreadsheets and data frames, JSON.
 * @module
 */
import { botLabel } from './options.js';
import type { Distribution, SimulationReport, WinStats } from './report.js';

/** The output formats of {@link formatReport}. */
export type ReportFormat = 'table' | 'json' | 'csv';

function pct(x: number | null): string {
  return x === null ? '-' : `${(100 * x).toFixed(1)}%`;
}

function signedPct(x: number | null): string {
  return x === null ? '-' : `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
}

function num(x: number | null, digits = 2): string {
  return x === null ? '-' : x.toFixed(digits);
}

function int(x: number): string {
  return x.toLocaleString('en-US');
}

/** Renders rows as columns: the first column left-aligned, the others right-aligned. */
function columns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const DIST_HEADER = ['mean', 'sd', 'min', 'p5', 'p25', 'median', 'p75', 'p95', 'max'];

function distCells(d: Distribution): string[] {
  const q = d.quantiles;
  return [num(d.mean), num(d.sd), num(d.min, 0), num(q?.p5 ?? null, 0), num(q?.p25 ?? null, 0), num(q?.p50 ?? null, 0),
    num(q?.p75 ?? null, 0), num(q?.p95 ?? null, 0), num(d.max, 0)];
}

function winCells(w: WinStats): string[] {
  return [int(w.games), int(w.wins), pct(w.winRate), ...distCells(w.scores)];
}

/** The report as aligned text tables: run, seats, bots, lengths, end triggers, balance table. */
export function reportTable(report: SimulationReport): string {
  const { run } = report;
  const spells = typeof run.spells === 'string' ? run.spells : run.spells.join(',');
  const out: string[] = [];
  const shard = report.shard === null ? '' : `, shard ${report.shard.indices.join('+')} of ${report.shard.count}`;
  out.push(`spellbook-sim report: ${int(report.games)} games of ${int(run.games)}${shard}; ${run.players} player${run.players === 1 ? '' : 's'}; ` +
    `bots ${run.bots.map(botLabel).join(' | ')}${run.rotateSeats ? ' (rotating)' : ''}; spells ${spells}; seed ${JSON.stringify(run.seed)}` +
    `${run.exhaustive ? '; exhaustive rigged starts' : ''}; engine ${report.engineVersion}`);
  out.push('', 'Seats (a shared victory is a win for each seat sharing it)');
  out.push(columns(['seat', 'games', 'wins', 'win rate', ...DIST_HEADER], report.seats.map((s) => [String(s.seat), ...winCells(s)])));
  out.push('', 'Bots');
  out.push(columns(['bot', 'seat-games', 'wins', 'win rate', ...DIST_HEADER], report.bots.map((b) => [b.bot, ...winCells(b)])));
  out.push('', 'Distributions');
  out.push(columns(['per game', 'count', ...DIST_HEADER], [
    ['score (every seat)', int(report.scores.count), ...distCells(report.scores)],
    ['winning score', int(report.winningScores.count), ...distCells(report.winningScores)],
    ['length in Days', int(report.days.count), ...distCells(report.days)],
    ['length in decisions', int(report.decisions.count), ...distCells(report.decisions)],
  ]));
  const triggers = Object.entries(report.endTriggers).map(([r, n]) => `${r} ${int(n)} (${pct(report.games === 0 ? null : n / report.games)})`);
  out.push('', `End triggers: ${triggers.join(', ')}; shared victories ${int(report.sharedVictories)}`);
  if (report.solo !== null) {
    out.push(`Solo: ${int(report.solo.wins)} wins, ${int(report.solo.losses)} losses, ${int(report.solo.ties)} ties (win rate ${pct(report.solo.winRate)}); ` +
      `opponent score mean ${num(report.solo.opponentScores.mean)}, median ${num(report.solo.opponentScores.quantiles?.p50 ?? null, 0)}`);
  }
  out.push('', 'Balance table: per spell@level, seat-games with the spell in play; learned at that level during play; ' +
    'win rate of the seats that had it (learned or rigged) vs the others; lift in percentage points');
  out.push(columns(['spell@level', 'in play', 'learned', 'learn rate', ...(run.exhaustive ? ['rigged'] : []), 'had', 'win with', 'win without', 'lift'],
    report.balance.map((r) => [`${r.spell}@${r.level}`, int(r.seatGames), int(r.learned), pct(r.learnRate),
      ...(run.exhaustive ? [int(r.rigged)] : []), int(r.had), pct(r.winRateWith), pct(r.winRateWithout), signedPct(r.lift)])));
  return `${out.join('\n')}\n`;
}

function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report as tidy CSV, one number a row: `section,subject,metric,value` (for example
 * `balance,sacrifice@3,lift,0.0412` or `seat,0,winRate,0.52`). Empty values are `null`s.
 */
export function reportCsv(report: SimulationReport): string {
  const rows: (string | number | boolean | null)[][] = [['section', 'subject', 'metric', 'value']];
  const add = (section: string, subject: string | number, metric: string, value: string | number | boolean | null): void => {
    rows.push([section, String(subject), metric, value]);
  };
  const { run } = report;
  add('run', '', 'players', run.players);
  add('run', '', 'games', run.games);
  add('run', '', 'spells', typeof run.spells === 'string' ? run.spells : run.spells.join(' '));
  run.bots.forEach((b, i) => add('run', i, 'bot', botLabel(b)));
  add('run', '', 'rotateSeats', run.rotateSeats);
  add('run', '', 'seed', run.seed);
  add('run', '', 'exhaustive', run.exhaustive);
  add('run', '', 'engineVersion', report.engineVersion);
  add('run', '', 'shard', report.shard === null ? null : `${report.shard.indices.join('+')}/${report.shard.count}`);
  add('run', '', 'gamesPlayed', report.games);
  const dist = (section: string, subject: string | number, d: Distribution, prefix = ''): void => {
    add(section, subject, `${prefix}count`, d.count);
    add(section, subject, `${prefix}mean`, d.mean);
    add(section, subject, `${prefix}sd`, d.sd);
    add(section, subject, `${prefix}min`, d.min);
    for (const [q, v] of Object.entries(d.quantiles ?? {})) add(section, subject, `${prefix}${q}`, v);
    add(section, subject, `${prefix}max`, d.max);
  };
  const wins = (section: string, subject: string | number, w: WinStats): void => {
    add(section, subject, 'games', w.games);
    add(section, subject, 'wins', w.wins);
    add(section, subject, 'sharedWins', w.sharedWins);
    add(section, subject, 'winRate', w.winRate);
    dist(section, subject, w.scores, 'score.');
  };
  for (const s of report.seats) wins('seat', s.seat, s);
  for (const b of report.bots) wins('bot', b.bot, b);
  dist('scores', '', report.scores);
  dist('winningScores', '', report.winningScores);
  dist('days', '', report.days);
  dist('decisions', '', report.decisions);
  for (const [reason, n] of Object.entries(report.endTriggers)) add('endTriggers', reason, 'games', n);
  add('sharedVictories', '', 'games', report.sharedVictories);
  if (report.solo !== null) {
    add('solo', '', 'wins', report.solo.wins);
    add('solo', '', 'losses', report.solo.losses);
    add('solo', '', 'ties', report.solo.ties);
    add('solo', '', 'winRate', report.solo.winRate);
    dist('solo', 'opponent', report.solo.opponentScores, 'score.');
  }
  for (const r of report.balance) {
    const subject = `${r.spell}@${r.level}`;
    for (const metric of ['seatGames', 'wins', 'learned', 'learnRate', 'rigged', 'had', 'hadWins', 'winRateWith', 'winRateWithout', 'lift'] as const) {
      add('balance', subject, metric, r[metric]);
    }
  }
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`;
}

/** The report in one of the formats: `table`, `json` (pretty-printed, the report as is) or `csv`. */
export function formatReport(report: SimulationReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'csv') return reportCsv(report);
  return reportTable(report);
}
