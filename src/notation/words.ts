/**
 * The words of the action notation: players, kebab-case ids, and near-miss suggestions.
 * Shared by the formatter and the parser so that whatever one writes the other reads.
 * @module
 */

/** The highest seat number a game has (4 players: seats 0 to 3, written `P1` to `P4`). */
export const MAX_SEAT = 3;

/** A kebab-case id, as spell ids and mode names are: `time-travel`, `store`. */
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** True for a kebab-case word. */
export function isKebab(word: string): boolean {
  return KEBAB.test(word);
}

/** True for a seat that has a notation: an integer 0 to {@link MAX_SEAT}. */
export function isWritableSeat(seat: unknown): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat <= MAX_SEAT;
}

/** The notation of a seat: seat 0 is `P1`. */
export function playerWord(seat: number): string {
  return `P${seat + 1}`;
}

/** The seat of a player word (`P1`, case-insensitive), or `undefined` when it is not one. */
export function seatOf(word: string): number | undefined {
  const m = /^[pP]([1-9])$/.exec(word);
  if (m === null) return undefined;
  const seat = Number(m[1]) - 1;
  return seat <= MAX_SEAT ? seat : undefined;
}

// The "did you mean" hint of the parser's messages is the engine's own (state/names.ts).
export { didYouMean } from '../state/names.js';
