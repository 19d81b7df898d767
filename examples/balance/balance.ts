/**
 * Runs bot games with the simulator and charts the balance table: which spell at which level
 * goes with winning. Writes an SVG chart and prints the best and worst rows.
 *
 *   npx tsx balance/balance.ts --games 500 --players 2 --bots greedy --exhaustive --out balance.svg
 *
 * Flags: --games N (200), --players N (3), --bots LIST (greedy; one for all seats or one per
 * seat, e.g. greedy,random or search:iterations=50), --seed S (balance), --workers N (the
 * cores; 0 = this thread), --out FILE (balance.svg), --exhaustive, --rotate, --spells S
 * (classic), --min-had N (1), --top N (8), --quiet.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { SpellSelection } from 'spellbook-engine';
import {
  BOT_NAMES, defaultWorkers, parseBotSpec, simulate,
  type BotConfig, type SimulationOptions, type SimulationReport,
} from 'spellbook-sim';
import { balanceChart, chartRows, describeRun, formatLift, omittedRows } from './chart.js';

/** A bad command line: the message says which flag and why. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** What the command line asks for. */
export interface BalanceArgs {
  readonly games: number;
  readonly players: 1 | 2 | 3 | 4;
  readonly bots: readonly BotConfig[];
  readonly seed: string;
  readonly workers: number;
  readonly out: string;
  readonly exhaustive: boolean;
  readonly rotate: boolean;
  readonly spells: SpellSelection;
  readonly minHad: number;
  readonly top: number;
  readonly quiet: boolean;
}

function int(flag: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const v = Number(value);
  if (!Number.isInteger(v) || v < min) throw new UsageError(`--${flag}: expected a whole number ≥ ${min}, got ${JSON.stringify(value)}`);
  return v;
}

/**
 * `greedy,search:iterations=50,random` -> three bots. A comma starts a new bot only before a bot
 * name, so parameters may be comma-separated too (`search:iterations=50,timeMs=5`), as in the
 * `spellbook-sim` command.
 */
export function parseBots(list: string): BotConfig[] {
  const seat = new RegExp(`,\\s*(?=(?:${BOT_NAMES.join('|')})\\b)`);
  try {
    return list.split(seat).map((s) => parseBotSpec(s.trim()));
  } catch (e) {
    throw new UsageError(`--bots: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function spellsFlag(value: string | undefined): SpellSelection {
  if (value === undefined) return 'classic';
  if (value === 'set1' || value === 'set2' || value === 'set3' || value === 'classic') return value;
  const ids = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (ids.length !== 7) throw new UsageError(`--spells: set1, set2, set3, classic or 7 comma-separated spell ids`);
  return ids;
}

/** Reads the command line (without `node` and the script). @throws UsageError */
export function parseBalanceArgs(argv: readonly string[]): BalanceArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        games: { type: 'string' }, players: { type: 'string' }, bots: { type: 'string' }, seed: { type: 'string' },
        workers: { type: 'string' }, out: { type: 'string' }, exhaustive: { type: 'boolean' }, rotate: { type: 'boolean' },
        spells: { type: 'string' }, 'min-had': { type: 'string' }, top: { type: 'string' }, quiet: { type: 'boolean' },
      },
    }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const players = int('players', values.players, 3, 1);
  if (players !== 1 && players !== 2 && players !== 3 && players !== 4) throw new UsageError('--players: 1 to 4');
  const bots = parseBots(values.bots ?? 'greedy');
  if (bots.length !== 1 && bots.length !== players) throw new UsageError(`--bots: one bot for every seat or one per seat (${players})`);
  return {
    games: int('games', values.games, 200, 1),
    players,
    bots,
    seed: values.seed ?? 'balance',
    workers: int('workers', values.workers, defaultWorkers(), 0),
    out: values.out ?? 'balance.svg',
    exhaustive: values.exhaustive === true,
    rotate: values.rotate === true,
    spells: spellsFlag(values.spells),
    minHad: int('min-had', values['min-had'], 1, 1),
    top: int('top', values.top, 8, 0),
    quiet: values.quiet === true,
  };
}

/** The simulator's options for these arguments. */
export function simulationOptions(args: BalanceArgs, onProgress?: SimulationOptions['onProgress']): SimulationOptions {
  return {
    players: args.players,
    games: args.games,
    bots: args.bots,
    seed: args.seed,
    workers: args.workers,
    exhaustive: args.exhaustive,
    rotateSeats: args.rotate,
    spells: args.spells,
    ...(onProgress === undefined ? {} : { onProgress }),
  };
}

/** The best and worst `top` rows of the chart as aligned text. */
export function summary(report: SimulationReport, top: number, minHad = 1): string {
  const rows = chartRows(report, { minHad });
  const width = Math.max(12, ...rows.map((r) => r.label.length));
  const line = (r: (typeof rows)[number]): string =>
    `  ${r.label.padEnd(width)}  ${formatLift(r.lift).padStart(9)}   95% ${formatLift(r.low).padStart(9)} to ${formatLift(r.high).padStart(9)}   n=${r.row.had}` +
    `${r.row.holm ? '   survives Holm, BH' : r.row.bh ? '   survives BH' : ''}`;
  const best = rows.slice(0, Math.min(top, rows.length));
  const worst = rows.slice(Math.max(best.length, rows.length - top)).reverse();
  const tests = report.liftTests.balance;
  const out = [
    `Balance: ${describeRun(report)}`,
    `${rows.length} spell@level rows with a lift, ${omittedRows(report, { minHad }).length} without (a lift needs ${report.statistics.minGames} seat-games with the spell and as many without); ` +
      `of ${tests.tested} lifts tested, ${tests.holm} survive Holm's correction, ${tests.bh} Benjamini-Hochberg's.`,
  ];
  out.push(`Highest lift:`, ...best.map(line));
  if (worst.length > 0) out.push(`Lowest lift:`, ...worst.map(line));
  return out.join('\n');
}

/** Runs the simulation and makes the chart. */
export async function runBalance(
  args: BalanceArgs,
  onProgress?: SimulationOptions['onProgress'],
): Promise<{ readonly report: SimulationReport; readonly svg: string; readonly text: string }> {
  const report = await simulate(simulationOptions(args, onProgress));
  return { report, svg: balanceChart(report, { minHad: args.minHad }), text: summary(report, args.top, args.minHad) };
}

/** The command: run, write the SVG, print the summary. Returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let args: BalanceArgs;
  try {
    args = parseBalanceArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`balance: ${e.message}`);
    return 2;
  }
  const started = Date.now();
  const progress = args.quiet || !process.stderr.isTTY
    ? undefined
    : ({ done, total }: { done: number; total: number }): void => {
        process.stderr.write(`\r${done}/${total} games`);
      };
  const { svg, text } = await runBalance(args, progress);
  if (progress !== undefined) process.stderr.write('\n');
  writeFileSync(args.out, svg);
  if (!args.quiet) {
    console.log(text);
    console.log(`Chart: ${args.out} (${((Date.now() - started) / 1000).toFixed(1)} s, ${args.workers} worker${args.workers === 1 ? '' : 's'})`);
  }
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
