/**
 * Helpers over {@link Counts}, the 21-count multisets of materia.
 * @module
 */
import { KIND_COUNT, MATERIA_KINDS, kindIndex, type Counts, type MateriaKind } from './materia.js';

/**
 * A multiset with no materia.
 * @group Materia
 */
export function emptyCounts(): number[] {
  // A literal, not `new Array(21).fill(0)`: V8 keeps it a packed array of small integers, the
  // same elements kind as a parsed or sliced one, so the engine's loops over counts see one kind.
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/** Adds `n` tokens (a negative `n` removes them) of the kind at index `i` to a writable multiset. */
export function bump(counts: number[], i: number, n: number): void {
  counts[i] = (counts[i] as number) + n;
}

/**
 * The number of tokens in a multiset.
 * @group Materia
 */
export function total(counts: Counts): number {
  // A colour's three counts at each step: as fast as the sum written out in a random playout
  // (A/B over 9 rounds), in a third of the bytes.
  let n = 0;
  for (let i = 0; i < KIND_COUNT; i += 3) n += (counts[i] as number) + (counts[i + 1] as number) + (counts[i + 2] as number);
  return n;
}

/**
 * Builds a multiset from a list of kinds.
 * @example
 * ```ts
 * countsOf(['red-circle', 'red-circle', 'blue-square']); // 2 red circles, 1 blue square
 * ```
 * @group Materia
 */
export function countsOf(kinds: readonly MateriaKind[]): number[] {
  const c = emptyCounts();
  for (const k of kinds) bump(c, kindIndex(k), 1);
  return c;
}

/**
 * Lists the tokens of a multiset in kind order, one entry per token.
 * @group Materia
 */
export function kindsOf(counts: Counts): MateriaKind[] {
  const out: MateriaKind[] = [];
  for (let i = 0; i < KIND_COUNT; i++) {
    for (let n = counts[i] as number; n > 0; n--) out.push(MATERIA_KINDS[i] as MateriaKind);
  }
  return out;
}

/**
 * How many tokens of `kind` the multiset holds.
 * @group Materia
 */
export function countOf(counts: Counts, kind: MateriaKind): number {
  return counts[kindIndex(kind)] as number;
}

/**
 * The distinct kinds present in a multiset, in kind order.
 * @group Materia
 */
export function distinctKinds(counts: Counts): MateriaKind[] {
  const out: MateriaKind[] = [];
  pushKinds(presentKinds(counts), MATERIA_KINDS, out);
  return out;
}

/**
 * The kinds a multiset holds as a bit mask, bit `i` for kind `i` (engine internal: the listing
 * of takes, stores and picks). Which kinds are present is unpredictable, so the mask is gathered
 * without a branch: a test per kind is mispredicted so often that it costs more than the rest of
 * the listing. A colour's three kinds go in at each step: a third of the loop's steps, which
 * made a whole random playout 2-4 % faster.
 */
export function presentKinds(counts: Counts): number {
  let present = 0;
  for (let i = 0; i < KIND_COUNT; i += 3) {
    present |= ((-(counts[i] as number) >>> 31) | ((-(counts[i + 1] as number) >>> 31) << 1) | ((-(counts[i + 2] as number) >>> 31) << 2)) << i;
  }
  return present;
}

/** Appends `items[i]` to `out` for each bit `i` set in `kinds`, lowest first (engine internal). */
export function pushKinds<T>(kinds: number, items: readonly T[], out: T[]): void {
  for (; kinds !== 0; kinds &= kinds - 1) out.push(items[31 - Math.clz32(kinds & -kinds)] as T);
}

/** How many bits of `kinds` are set (engine internal): a population count without a loop. */
export function kindCount(kinds: number): number {
  const pairs = kinds - ((kinds >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return (Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** The `n`-th set bit of `kinds` (0 for the lowest), which must have more than `n` set (engine internal). */
export function nthKind(kinds: number, n: number): number {
  for (; n > 0; n--) kinds &= kinds - 1;
  return 31 - Math.clz32(kinds & -kinds);
}

/**
 * True when `part` is contained in `whole` (each count of `part` at most that of `whole`).
 * @group Materia
 */
export function contains(whole: Counts, part: Counts): boolean {
  for (let i = 0; i < KIND_COUNT; i++) if ((part[i] as number) > (whole[i] as number)) return false;
  return true;
}
