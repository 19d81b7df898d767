// What the benchmarks share. It loads no engine (only types): each benchmark loads the engine it
// measures, the sources or the build, and hands its functions in.
import { cpus, loadavg } from 'node:os';
import type { Action, ActionResult, GameState } from '../src/index.js';

/** The engine functions a random playout needs. */
export interface PlayoutEngine {
  readonly legalActions: (state: GameState) => Action[];
  readonly applyAction: (state: GameState, action: Action) => ActionResult;
}

/**
 * Plays uniformly random legal actions (drawn with `rand`) from `state` to the end of the game;
 * returns the final state and the number of decisions. Throws when a listed action is refused or
 * the game runs past 100,000 decisions.
 */
export function playUniform(engine: PlayoutEngine, state: GameState, rand: () => number, game: number): { state: GameState; decisions: number } {
  let s = state;
  let decisions = 0;
  while (s.phase !== 'ended') {
    const options = engine.legalActions(s);
    const r = engine.applyAction(s, options[Math.floor(rand() * options.length)]!);
    if (!r.ok) throw new Error(`a listed action was refused: ${r.error.code} (game ${game}, decision ${decisions})`);
    s = r.state;
    decisions++;
    if (decisions > 100_000) throw new Error(`game ${game} did not end`);
  }
  return { state: s, decisions };
}

/** The first line of a benchmark's report: what ran, on which machine, under which load. */
export function machineLine(benchmark: string): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `spellbook-engine ${benchmark}: node ${process.version}, ${cpu}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
}

/** A whole number with thousands separators. */
export const int = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * A Markdown table: the first row is the header, the first `left` columns (default 1: the labels)
 * left-aligned, the others right-aligned.
 */
export function table(rows: readonly (readonly string[])[], left = 1): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: readonly string[]): string => `| ${r.map((cell, c) => (c < left ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (c < left ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
