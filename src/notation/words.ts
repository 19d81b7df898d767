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

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two short words. */
function distance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * The hint that ends the engine's messages about a mistyped word: ` (did you mean X?)` for the
 * candidate closest to `word` within a small edit distance (insertions, deletions, substitutions
 * and swaps of adjacent letters: at most 2, or 1 for words of up to 4 letters), or `''` when no
 * candidate is that close. The first of equally close candidates wins. It never throws.
 *
 * Front-ends and tools use it to word their own errors the way the engine does, e.g. for a
 * command's unknown flag or a chat command's unknown spell.
 * @example
 * ```ts
 * import { BUILTIN_SPELL_IDS, didYouMean } from 'spellbook-engine';
 * `unknown spell "levitaton"${didYouMean('levitaton', BUILTIN_SPELL_IDS)}`; // 'unknown spell "levitaton" (did you mean levitation?)'
 * didYouMean('fireball', BUILTIN_SPELL_IDS); // ''
 * ```
 * @group Notation
 */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const limit = word.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    const d = distance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best === undefined ? '' : ` (did you mean ${best}?)`;
}
