/**
 * A comparison as text: an aligned table for people, CSV (one measure a row), JSON.
 * @module
 */
import type { ComparisonReport, ComparisonRow } from './compare.js';
import { columns, csvCell, differenceCell, int, meanCell, pCell, pointsCell, rateCell, survivesCell } from './cells.js';
import type { ReportFormat } from './format.js';
import { botLabel } from './options.js';
import { rulesLabel } from './rules.js';

/** Section titles of the table, in its order. */
const SECTIONS: readonly (readonly [string, string])[] = [
  ['game', 'Games'],
  ['endTrigger', 'End triggers'],
  ['seat', 'Seats'],
  ['place', 'Turn order (place 0 is the first player)'],
  ['bot', 'Bots'],
  ['placeBot', 'Turn order by bot (place:bot)'],
  ['solo', 'Solo'],
  ['spell', 'Spells (any level)'],
  ['balance', 'Spells by level'],
];

function cells(r: ComparisonRow): string[] {
  const one = r.kind === 'rate' ? rateCell : meanCell;
  return [r.subject, r.measure, one(r.a), one(r.b), r.kind === 'rate' ? pointsCell(r.difference) : differenceCell(r.difference),
    r.paired ? 'paired' : 'independent', pCell(r.pValue), survivesCell(r.holm, r.bh)];
}

/** The comparison as aligned text: the runs, then each section's measures under A and B and B − A. */
export function comparisonTable(c: ComparisonReport): string {
  const { run } = c.a;
  const spells = typeof run.spells === 'string' ? run.spells : run.spells.join(',');
  const shard = c.a.shard === null ? '' : `, shard ${c.a.shard.indices.join('+')} of ${c.a.shard.count}`;
  const bots = `${run.bots.map(botLabel).join(' | ')}${run.rotateSeats ? ' (rotating)' : ''}`;
  const alpha = c.statistics.familyAlpha;
  const out: string[] = [
    `spellbook-sim comparison: ${int(c.a.games)} games${shard} under each of two rule profiles; ${run.players} player${run.players === 1 ? '' : 's'}; ` +
      `spells ${spells}; seed ${JSON.stringify(run.seed)}${run.exhaustive ? '; exhaustive rigged starts' : ''}; engine ${c.engineVersion}`,
    `  A: ${rulesLabel(c.rules[0])}`,
    `  B: ${rulesLabel(c.rules[1])}`,
    `Bots: ${bots}${c.defaultBots ? ' (the comparison\'s default: greedy bots, which play to win; --bots to change)' : ''}`,
    `Intervals ${Math.round(c.statistics.confidence * 100)}%: rates Wilson, means normal; B - A in percentage points for rates.`,
    c.pairs === null
      ? 'Two reports compared: B - A takes the runs as independent samples (Newcombe\'s interval for rates, normal for means).'
      : `Game i was played from the same seed under both profiles; ${int(c.pairs.differing)} of ${int(c.pairs.games)} games ended differently ` +
        `(${(100 * c.pairs.differing / Math.max(1, c.pairs.games)).toFixed(1)}%). B - A is paired (the mean of the per-game differences, ` +
        'its interval from their spread) for every per-game count; independent samples for win rates among the seats that learned a spell.',
    `${int(c.tests.tested)} differences tested: ${int(c.tests.holm)} survive Holm's correction (family-wise error ${alpha}), ` +
      `${int(c.tests.bh)} survive Benjamini-Hochberg's (false discovery rate ${alpha}).`,
  ];
  const header = ['subject', 'measure', 'A (95% CI)', 'B (95% CI)', 'B - A (95% CI)', 'B - A from', 'p', 'survives'];
  for (const [section, title] of SECTIONS) {
    const rows = c.measures.filter((m) => m.section === section);
    if (rows.length === 0) continue;
    out.push('', title, columns(header, rows.map(cells), 2));
  }
  return `${out.join('\n')}\n`;
}

/**
 * The comparison as CSV, one measure a row: `section,subject,measure,kind,a,a.low,a.high,b,...,
 * difference,difference.low,difference.high,paired,pValue,holm,bh` (rates as shares, differences
 * of rates as differences of shares).
 */
export function comparisonCsv(c: ComparisonReport): string {
  const header = ['section', 'subject', 'measure', 'kind', 'a', 'a.low', 'a.high', 'b', 'b.low', 'b.high',
    'difference', 'difference.low', 'difference.high', 'paired', 'pValue', 'holm', 'bh'];
  const rows = c.measures.map((m) => [m.section, m.subject, m.measure, m.kind,
    m.a?.rate ?? null, m.a?.low ?? null, m.a?.high ?? null, m.b?.rate ?? null, m.b?.low ?? null, m.b?.high ?? null,
    m.difference?.rate ?? null, m.difference?.low ?? null, m.difference?.high ?? null, m.paired, m.pValue, m.holm, m.bh]);
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n')}\n`;
}

/** The comparison in one of the formats: `table`, `json` (the comparison as is, both reports included) or `csv`. */
export function formatComparison(c: ComparisonReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(c, null, 2)}\n`;
  if (format === 'csv') return comparisonCsv(c);
  return comparisonTable(c);
}
