/**
 * Small numbers packed into one, for the Learn enumeration, which works out thousands of
 * candidate payments per decision: packed values cost no allocation and compare as numbers.
 * This file is the one place that knows the layouts; V8 inlines these one-line functions.
 *
 * - A **colour multiset** of one rune's tokens: 4 bits a colour, colour `c` at bits `4c` to
 *   `4c + 3` (a pool holds at most 9 materia, so 4 bits hold any count; 7 colours use 28 bits).
 * - **Card runes by level**: 3 bits a level, level 3 at bits 0-2, 4 at bits 3-5, 5 at bits 6-8;
 *   bit `r` of a level's three says a card materia of rune `r` can be placed at that level.
 * - A **set of small counts** (`0` to `5`): bit `n` set when `n` is in the set.
 * - A **set of runes**: bit `r` set for rune `r` (circle 0, triangle 1, square 2).
 * @module
 */

/** The colour multiset `multiset` with `k` more tokens of colour `colour`. */
export function addColour(multiset: number, colour: number, k: number): number {
  return multiset + (k << (4 * colour));
}

/** How many tokens of colour `colour` the colour multiset `multiset` holds. */
export function colourCount(multiset: number, colour: number): number {
  return (multiset >> (4 * colour)) & 15;
}

/** The runes (bit `r`: rune `r`) a card materia may have at `level` in a card-runes-by-level value. */
export function cardRunesAt(byLevel: number, level: number): number {
  return (byLevel >> ((level - 3) * 3)) & 7;
}

/** The card-runes-by-level value `byLevel` with rune `rune` possible at `level`. */
export function withCardRune(byLevel: number, level: number, rune: number): number {
  return byLevel | (1 << ((level - 3) * 3 + rune));
}

/** True when the set of small counts `set` holds `n`. */
export function hasCount(set: number, n: number): boolean {
  return (set & (1 << n)) !== 0;
}

/** The set of small counts `set` with `n` in it. */
export function withCount(set: number, n: number): number {
  return set | (1 << n);
}

/** True when the set of runes `runes` (bit `r`: rune `r`) holds rune `rune`. */
export function hasRune(runes: number, rune: number): boolean {
  return (runes & (1 << rune)) !== 0;
}

/**
 * 1 when `n` is at least `k`, else 0, for small non-negative integers, without a branch: the sign
 * bit of `k - 1 - n` (a flag to shift into a bit set of colours).
 */
export function hasAtLeast(n: number, k: number): number {
  return (k - 1 - n) >>> 31;
}
