/**
 * The balance table of a simulation report as a chart: one horizontal bar per spell@level, its
 * win-rate lift (the win rate of the seats that had it minus that of the other seats of the same
 * games), green when having it went with winning more, red when with winning less, with the
 * report's 95% interval and the sample size. Pure: a report in, an SVG document (a string) out; no clock, no
 * randomness, so the same report always gives the same bytes.
 *
 * Hand-written SVG keeps the example free of dependencies and shows every number's place; the
 * file is self-contained (no external fonts, styles or scripts) and opens in any browser.
 */
import { getSpell, spellName, type Colour, type Locale } from 'spellbook-engine';
import { botLabel, rulesLabel, type BalanceRow, type SimulationReport } from 'spellbook-sim';

/** One bar of the chart: a balance row with a lift, and its interval. */
export interface ChartRow {
  /** `spell@level`, the key the report's CSV uses. */
  readonly key: string;
  /** The label shown: the spell's name and the level, e.g. `Time Travel L4`. */
  readonly label: string;
  readonly row: BalanceRow;
  /** The row's lift (`row.lift.rate`). */
  readonly lift: number;
  /** The 95% interval of the lift, as the report gives it (Newcombe's hybrid score interval). */
  readonly low: number;
  readonly high: number;
  /** `pos`, `neg` or `zero`: the sign of the lift, and the bar's colour. */
  readonly sign: 'pos' | 'neg' | 'zero';
}

/** Options of {@link balanceChart} and {@link chartRows}. */
export interface ChartOptions {
  /** Leave out rows where fewer than this many seat-games had the spell (default 1: every row with a lift). */
  readonly minHad?: number;
  /** The language of the spell names (default `en`). */
  readonly locale?: Locale;
}

/**
 * The rows the chart draws, best lift first (ties in the report's order): every balance row
 * with a lift (the report gives one when at least `statistics.minGames` seat-games had the spell
 * at that level and as many did not) and at least `minHad` seat-games with it.
 */
export function chartRows(report: SimulationReport, options: ChartOptions = {}): ChartRow[] {
  const minHad = options.minHad ?? 1;
  const rows: ChartRow[] = [];
  for (const row of report.balance) {
    if (row.lift === null || row.had < minHad) continue;
    const lift = row.lift.rate;
    rows.push({
      key: `${row.spell}@${row.level}`,
      label: `${spellName(row.spell, options.locale ?? 'en')} L${row.level}`,
      row,
      lift,
      low: row.lift.low ?? -1,
      high: row.lift.high ?? 1,
      sign: lift > 0 ? 'pos' : lift < 0 ? 'neg' : 'zero',
    });
  }
  // A stable sort keeps the report's order (colour, set, level) among equal lifts.
  return rows.sort((a, b) => b.lift - a.lift);
}

/** The balance rows the chart leaves out, as `spell@level` keys, in the report's order. */
export function omittedRows(report: SimulationReport, options: ChartOptions = {}): string[] {
  const minHad = options.minHad ?? 1;
  return report.balance.filter((r) => r.lift === null || r.had < minHad).map((r) => `${r.spell}@${r.level}`);
}

/** Percentage points with a sign: `+12.3 pp`. */
export function formatLift(lift: number): string {
  const pp = lift * 100;
  return `${pp > 0 ? '+' : pp < 0 ? '−' : '±'}${Math.abs(pp).toFixed(1)} pp`;
}

/** The run's parameters in one line, for the subtitle and the text output. */
export function describeRun(report: SimulationReport): string {
  const run = report.run;
  const spells = typeof run.spells === 'string' ? run.spells : run.spells.join(',');
  return [
    `${report.games} games`,
    `${run.players} players`,
    `bots ${run.bots.map(botLabel).join(' | ')}${run.rotateSeats ? ' (rotated)' : ''}`,
    `spells ${spells}`,
    `rules ${rulesLabel(run.rules)}`,
    `seed "${run.seed}"`,
    ...(run.exhaustive ? ['exhaustive (rigged starts)'] : []),
    `engine ${report.engineVersion}`,
  ].join(' · ');
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Coordinates are rounded to 0.1 px: smaller files, and the same text on every platform. */
function n(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}

/** Fill of the little swatch before each label: the spell's colour. */
const SWATCH: Readonly<Record<Colour, string>> = {
  red: '#d32f2f', purple: '#7b1fa2', green: '#388e3c', black: '#212121', white: '#ffffff', blue: '#1976d2', yellow: '#fbc02d',
};

const BAR = { pos: '#2e7d32', neg: '#c62828', zero: '#757575' } as const;

/** Splits a long note into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

// Layout, in px.
const WIDTH = 1000;
const LABEL_X = 30;
const PLOT_LEFT = 220;
const PLOT_RIGHT = WIDTH - 190;
const VALUE_X = PLOT_RIGHT + 12;
const ROW_H = 18;
const BAR_H = 12;
const TOP = 104;

/**
 * The chart as a standalone SVG document. Each bar is a `<g class="row">` with `data-key`
 * (`spell@level`), `data-lift` and `data-sign`, holding the label, the bar
 * (`<rect class="bar pos|neg|zero">`), the interval's whisker and the value with its sample
 * size, so the file is easy to check or restyle.
 */
export function balanceChart(report: SimulationReport, options: ChartOptions = {}): string {
  const rows = chartRows(report, options);
  const omitted = omittedRows(report, options);
  const minHad = options.minHad ?? 1;

  // A symmetric axis around 0, wide enough for every bar and whisker, in steps of 10 pp.
  const extent = rows.reduce((m, r) => Math.max(m, Math.abs(r.lift), Math.abs(r.low), Math.abs(r.high)), 0.1);
  const max = Math.min(1, Math.ceil(extent * 10 - 1e-9) / 10);
  const tickStep = max > 0.6 ? 0.2 : 0.1;
  const x = (v: number): number => PLOT_LEFT + ((v + max) / (2 * max)) * (PLOT_RIGHT - PLOT_LEFT);
  const zero = x(0);

  const plotBottom = TOP + Math.max(rows.length, 1) * ROW_H;
  const notes = [
    'Lift = win rate of the seats that had the spell at that level (learned during play or rigged at the start) minus the win rate of the other seats of the games it was in. Bars: green when having it went with more wins, red with fewer. Whiskers: the report\'s 95% interval (Newcombe score method); n\u00a0=\u00a0seat-games that had it; * the lift survives the Benjamini-Hochberg correction over the table\'s tested lifts.',
    report.run.exhaustive
      ? 'Exhaustive run: each game gave one seat a spell at a level from the start, so the lift of a rigged spell measures what owning it is worth.'
      : 'Ordinary run: lift is a correlation (a seat that learns many spells tends to win); compare lifts with each other rather than with 0.',
    ...(omitted.length === 0
      ? []
      : [`Left out (${minHad > 1 ? `fewer than ${minHad} seat-games had it, or ` : ''}no lift: fewer than ${report.statistics.minGames} seat-games had it, or did not): ${omitted.join(', ')}.`]),
  ].flatMap((note) => wrap(note, 150));
  const height = plotBottom + 36 + notes.length * 15 + 12;

  const out: string[] = [];
  const title = 'SpellBook balance: win-rate lift by spell and level';
  out.push(`<?xml version="1.0" encoding="UTF-8"?>`);
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${n(height)}" viewBox="0 0 ${WIDTH} ${n(height)}" ` +
      `font-family="'DejaVu Sans', 'Segoe UI', Helvetica, Arial, sans-serif" font-size="12" role="img" aria-labelledby="chart-title chart-desc">`,
  );
  out.push(`<title id="chart-title">${esc(title)}</title>`);
  out.push(`<desc id="chart-desc">${esc(`${describeRun(report)}. ${rows.length} spell@level rows, best lift first.`)}</desc>`);
  out.push(`<rect x="0" y="0" width="${WIDTH}" height="${n(height)}" fill="#ffffff"/>`);
  out.push(`<text x="${LABEL_X - 14}" y="28" font-size="18" font-weight="bold" fill="#212121">${esc(title)}</text>`);
  out.push(`<text x="${LABEL_X - 14}" y="48" fill="#424242">${esc(describeRun(report))}</text>`);

  // Legend.
  const legendY = 68;
  out.push(`<g class="legend" fill="#424242">`);
  out.push(`<rect x="${LABEL_X - 14}" y="${legendY - 9}" width="14" height="10" fill="${BAR.pos}"/>`);
  out.push(`<text x="${LABEL_X + 6}" y="${legendY}">having it: more wins</text>`);
  out.push(`<rect x="${LABEL_X + 150}" y="${legendY - 9}" width="14" height="10" fill="${BAR.neg}"/>`);
  out.push(`<text x="${LABEL_X + 170}" y="${legendY}">having it: fewer wins</text>`);
  out.push(`<line x1="${LABEL_X + 320}" y1="${legendY - 4}" x2="${LABEL_X + 350}" y2="${legendY - 4}" stroke="#212121" stroke-width="1.2"/>`);
  out.push(`<line x1="${LABEL_X + 320}" y1="${legendY - 8}" x2="${LABEL_X + 320}" y2="${legendY}" stroke="#212121" stroke-width="1.2"/>`);
  out.push(`<line x1="${LABEL_X + 350}" y1="${legendY - 8}" x2="${LABEL_X + 350}" y2="${legendY}" stroke="#212121" stroke-width="1.2"/>`);
  out.push(`<text x="${LABEL_X + 358}" y="${legendY}">95% interval</text>`);
  out.push(`<text x="${VALUE_X}" y="${legendY}">lift · n (had it)</text>`);
  out.push(`</g>`);

  // Grid and ticks, labelled above and below the plot.
  out.push(`<g class="axis" fill="#616161" font-size="11" text-anchor="middle">`);
  const steps = Math.round(max / tickStep);
  for (let i = -steps; i <= steps; i++) {
    const v = i * tickStep;
    const gx = n(x(v));
    const label = i === 0 ? '0' : `${v > 0 ? '+' : '−'}${Math.round(Math.abs(v) * 100)}`;
    out.push(`<line x1="${gx}" y1="${TOP - 6}" x2="${gx}" y2="${plotBottom}" stroke="${i === 0 ? '#9e9e9e' : '#eeeeee'}" stroke-width="1"/>`);
    out.push(`<text x="${gx}" y="${TOP - 10}">${label}</text>`);
    out.push(`<text x="${gx}" y="${plotBottom + 14}">${label}</text>`);
  }
  out.push(`<text x="${n(zero)}" y="${plotBottom + 30}" fill="#424242">win-rate lift, percentage points</text>`);
  out.push(`</g>`);

  if (rows.length === 0) {
    out.push(`<text x="${n(zero)}" y="${TOP + 13}" text-anchor="middle" fill="#424242">No spell@level with a lift: play more games.</text>`);
  }
  rows.forEach((r, i) => {
    const y = TOP + i * ROW_H;
    const barY = y + (ROW_H - BAR_H) / 2;
    const mid = y + ROW_H / 2;
    const end = x(r.lift);
    const left = Math.min(zero, end);
    const width = Math.max(Math.abs(end - zero), r.sign === 'zero' ? 2 : 0.5);
    const colour = getSpell(r.row.spell).colour;
    out.push(`<g class="row" data-key="${esc(r.key)}" data-lift="${r.lift}" data-sign="${r.sign}">`);
    if (i % 2 === 1) out.push(`<rect x="${LABEL_X - 16}" y="${y}" width="${WIDTH - 2 * (LABEL_X - 16)}" height="${ROW_H}" fill="#000000" fill-opacity="0.035"/>`);
    out.push(`<circle cx="${LABEL_X - 6}" cy="${n(mid)}" r="4.5" fill="${SWATCH[colour]}" stroke="#616161" stroke-width="0.8"/>`);
    out.push(`<text class="label" x="${LABEL_X + 2}" y="${n(mid + 4)}" fill="#212121">${esc(r.label)}</text>`);
    out.push(
      `<rect class="bar ${r.sign}" x="${n(r.sign === 'zero' ? zero - 1 : left)}" y="${n(barY)}" width="${n(width)}" height="${BAR_H}" fill="${BAR[r.sign]}">` +
        `<title>${esc(`${r.label}: ${formatLift(r.lift)} (95% ${formatLift(r.low)} to ${formatLift(r.high)}${r.row.bh ? '; survives Benjamini-Hochberg' : ''}); ` +
          `won ${r.row.hadWins} of ${r.row.had} with it, ${r.row.wins - r.row.hadWins} of ${r.row.seatGames - r.row.had} without`)}</title></rect>`,
    );
    const lo = n(x(r.low));
    const hi = n(x(r.high));
    // A white halo under the whisker keeps it visible where it crosses a bar.
    out.push(`<line class="halo" x1="${lo}" y1="${n(mid)}" x2="${hi}" y2="${n(mid)}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"/>`);
    out.push(`<g class="whisker" stroke="#212121" stroke-width="1.2">`);
    out.push(`<line x1="${lo}" y1="${n(mid)}" x2="${hi}" y2="${n(mid)}"/>`);
    out.push(`<line x1="${lo}" y1="${n(mid - 4)}" x2="${lo}" y2="${n(mid + 4)}"/>`);
    out.push(`<line x1="${hi}" y1="${n(mid - 4)}" x2="${hi}" y2="${n(mid + 4)}"/>`);
    out.push(`</g>`);
    out.push(`<text class="value" x="${VALUE_X}" y="${n(mid + 4)}" fill="${BAR[r.sign]}">${esc(`${formatLift(r.lift)}${r.row.bh ? ' *' : ''}`)}</text>`);
    out.push(`<text class="n" x="${VALUE_X + 76}" y="${n(mid + 4)}" fill="#616161">n=${r.row.had}</text>`);
    out.push(`</g>`);
  });

  out.push(`<g class="notes" fill="#424242" font-size="11">`);
  notes.forEach((line, i) => out.push(`<text x="${LABEL_X - 14}" y="${n(plotBottom + 52 + i * 15)}">${esc(line)}</text>`));
  out.push(`</g>`);
  out.push(`</svg>`);
  return `${out.join('\n')}\n`;
}
