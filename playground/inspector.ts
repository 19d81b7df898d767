/**
 * The inspectors: the full state as JSON, and any seat's `playerView` (what a client of that
 * seat would receive), so a front-end developer can check their hidden-information handling.
 *
 * By default the materia counts read as what they mean: a place's 21 counts (`altar`, `pouch`,
 * `discard`, a player's `pool`, the solo opponent's `lower`) are shown as an object of the kinds
 * present, `{ "red-circle": 2, ... }`. The raw form is the state exactly as the engine holds it
 * and as `serialize` writes it: those counts as arrays of 21 numbers in `MATERIA_KINDS` order.
 */
import { MATERIA_KINDS, playerView, type GameState } from 'spellbook-engine';

/** The fields that hold a `Counts` (21 counts, one per kind), wherever they stand in a state or a view. */
export const COUNT_FIELDS: ReadonlySet<string> = new Set(['altar', 'pouch', 'discard', 'pool', 'lower']);

/**
 * JSON with two-space indentation, but arrays of numbers or strings on one line: a familiar
 * board or a list of steps reads as one row instead of one per element.
 */
export function prettyJson(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || v === null)) {
      return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    }
    const inner = `${indent}  `;
    return `[\n${value.map((v) => `${inner}${prettyJson(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    // A counts object (every value a number) stays on one line, like the array it stands for.
    if (entries.every(([, v]) => typeof v === 'number') && entries.length <= MATERIA_KINDS.length) {
      return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
    }
    const inner = `${indent}  `;
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function isCounts(value: unknown): value is readonly number[] {
  return Array.isArray(value) && value.length === MATERIA_KINDS.length && value.every((n) => typeof n === 'number');
}

/** The kinds present in `counts`, with their counts, in `MATERIA_KINDS` order: `{ "red-circle": 2, ... }`. */
export function labelledCounts(counts: readonly number[]): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  MATERIA_KINDS.forEach((kind, i) => {
    const n = counts[i] ?? 0;
    if (n !== 0) out[kind] = n;
  });
  return out;
}

/** A copy of `value` with every counts field (see {@link COUNT_FIELDS}) as {@link labelledCounts}. */
export function withLabelledCounts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withLabelledCounts);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, COUNT_FIELDS.has(k) && isCounts(v) ? labelledCounts(v) : withLabelledCounts(v)]));
}

/** The state as JSON: raw (as the engine holds it) or with its counts labelled. */
export function stateJson(state: GameState, raw: boolean): string {
  return prettyJson(raw ? state : withLabelledCounts(state));
}

/** `playerView(state, seat)` as JSON; `seat` null is the spectator's view. */
export function viewJson(state: GameState, seat: number | null, raw: boolean): string {
  const view = playerView(state, seat === null || seat >= state.players.length ? undefined : seat);
  return prettyJson(raw ? view : withLabelledCounts(view));
}
