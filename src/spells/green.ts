/**
 * The green spells: Purification, Cure, Growth (rules §7).
 * @module
 */
import type { FitCheck, SpellDefinition } from './types.js';
import { altarSize, boardRoom, poolRoom, poolSize } from './fit.js';
import { action, printed } from './printed.js';

const swapsFit = (n: number): FitCheck => (t, { actor }) => poolSize(t, actor) >= n && altarSize(t) >= n;

/**
 * Purification (Midday): swap 1 / 2 / 3 pool materia with altar materia. L4 and L5 fit (digital)
 * with as many materia in the pool and on the altar as they swap; L3 has no check of its own (1 on
 * each side is what any swap needs).
 */
export const purification: SpellDefinition = printed('purification', 'green', 1, 'midday', [
  action(1, () => [{ step: 'swap-altar', count: 1, given: [], received: [] }]),
  action(2, () => [{ step: 'swap-altar', count: 2, given: [], received: [] }], swapsFit(2)),
  action(3, () => [{ step: 'swap-altar', count: 3, given: [], received: [] }], swapsFit(3)),
]);

const drawsFit = (n: number): FitCheck => (t, { actor }) => poolRoom(t, actor) >= n;

/**
 * Cure (Midday): draw 1 / 2 / 3, then discard as many (all the pool if it holds fewer). Fits
 * (digital) with room in the pool for all it draws.
 */
export const cure: SpellDefinition = printed('cure', 'green', 2, 'midday', [
  action(3, () => [{ step: 'draw', count: 1 }, { step: 'discard', count: 1 }], drawsFit(1)),
  action(4, () => [{ step: 'draw', count: 2 }, { step: 'discard', count: 2 }], drawsFit(2)),
  action(5, () => [{ step: 'draw', count: 3 }, { step: 'discard', count: 3 }], drawsFit(3)),
]);

const takeStoresFit = (n: number): FitCheck => (t, { actor }) => altarSize(t) >= n && boardRoom(t, actor) >= n;

/**
 * Growth (Evening): L5 take 3 and store them, then lower the card (down to level 4); L4 take 2
 * and store them, then lower the card (down to level 3); L3 swap 1 pool materia with 1 familiar
 * materia.
 *
 * L4 and L5 fit (digital) with as many altar materia as they store and room for them on the
 * familiar board; L3 has no check of its own (a swap needs a materia on each side already).
 */
export const growth: SpellDefinition = printed('growth', 'green', 3, 'evening', [
  action(3, () => [{ step: 'swap-familiar' }]),
  action(4, () => [{ step: 'take-store', count: 2 }, { step: 'lower', to: 3 }], takeStoresFit(2)),
  action(6, () => [{ step: 'take-store', count: 3 }, { step: 'lower', to: 4 }], takeStoresFit(3)),
]);
