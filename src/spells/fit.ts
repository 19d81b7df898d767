/**
 * What the spells' fit checks count (rule profile `usableWhen: 'effect-fits'`): room in a pool
 * or on a familiar board, materia of a rune, materia of one colour. Read-only and allocation-free.
 * @module
 */
import { FAMILIAR_SPACES, POOL_LIMIT } from '../state/familiar.js';
import { KIND_COUNT, runeIndex, type Counts, type Rune } from '../state/materia.js';
import { total } from '../state/multiset.js';
import { playerAt, type Table } from '../state/table.js';
import type { FitCheck } from './types.js';

/** How many more materia the pool of `seat` can hold (9 at most in a pool). */
export function poolRoom(t: Table, seat: number): number {
  return POOL_LIMIT - total(playerAt(t, seat).pool);
}

/** How many materia the pool of `seat` holds. */
export function poolSize(t: Table, seat: number): number {
  return total(playerAt(t, seat).pool);
}

/** How many materia the altar holds. */
export function altarSize(t: Table): number {
  return total(t.altar);
}

/** How many free spaces the familiar board of `seat` has (14 spaces). */
export function boardRoom(t: Table, seat: number): number {
  return FAMILIAR_SPACES - playerAt(t, seat).familiar.length;
}

/** How many materia of `rune`, any colour, a multiset holds. */
export function ofRune(counts: Counts, rune: Rune): number {
  let n = 0;
  for (let i = runeIndex(rune); i < KIND_COUNT; i += 3) n += counts[i] as number;
  return n;
}

/** The most materia of one colour in a multiset. */
export function mostOfOneColour(counts: Counts): number {
  let most = 0;
  for (let i = 0; i < KIND_COUNT; i += 3) {
    const n = (counts[i] as number) + (counts[i + 1] as number) + (counts[i + 2] as number);
    if (n > most) most = n;
  }
  return most;
}

/**
 * A level's check made of its ways' checks (`SpellLevel.modeFits`): true when one of them holds.
 * @example
 * ```ts
 * const fits = someWayFits({ store: storeFits, take: takeFits });
 * ```
 */
export function someWayFits(ways: Readonly<Record<string, FitCheck>>): FitCheck {
  const checks = Object.values(ways);
  return (t, context) => {
    for (let i = 0; i < checks.length; i++) if ((checks[i] as FitCheck)(t, context)) return true;
    return false;
  };
}
