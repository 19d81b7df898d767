/**
 * The inspectors: the full state as JSON, and any seat's `playerView` (what a client of that
 * seat would receive), so a front-end developer can check their hidden-information handling.
 */
import { playerView, type GameState } from 'spellbook-engine';

/**
 * JSON with two-space indentation, but arrays of numbers or strings on one line: the 21 counts
 * of a place or a familiar board read as one row instead of 21.
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
    const inner = `${indent}  `;
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The state as JSON. */
export function stateJson(state: GameState): string {
  return prettyJson(state);
}

/** `playerView(state, seat)` as JSON; `seat` null is the spectator's view. */
export function viewJson(state: GameState, seat: number | null): string {
  return prettyJson(playerView(state, seat === null || seat >= state.players.length ? undefined : seat));
}
