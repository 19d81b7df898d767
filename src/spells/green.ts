/**
 * The green spells: Purification, Cure, Growth (rules §7).
 * @module
 */
import type { SpellDefinition } from './types.js';
import { action, printed } from './printed.js';

/** Purification (Midday): swap 1 / 2 / 3 pool materia with altar materia. */
export const purification: SpellDefinition = printed('purification', 'green', 1, 'midday', [
  action(1, () => [{ step: 'swap-altar', count: 1, given: [], received: [] }]),
  action(2, () => [{ step: 'swap-altar', count: 2, given: [], received: [] }]),
  action(3, () => [{ step: 'swap-altar', count: 3, given: [], received: [] }]),
], { en: 'Purification', uk: 'Очищення', zhTW: '淨化', pl: 'Oczyszczenie' });

/** Cure (Midday): draw 1 / 2 / 3, then discard as many (all the pool if it holds fewer). */
export const cure: SpellDefinition = printed('cure', 'green', 2, 'midday', [
  action(3, () => [{ step: 'draw', count: 1 }, { step: 'discard', count: 1 }]),
  action(4, () => [{ step: 'draw', count: 2 }, { step: 'discard', count: 2 }]),
  action(5, () => [{ step: 'draw', count: 3 }, { step: 'discard', count: 3 }]),
], { en: 'Cure', uk: 'Зцілення', zhTW: '治癒', pl: 'Leczenie' });

/**
 * Growth (Evening): L5 take 3 and store them, then lower the card (down to level 4); L4 take 2
 * and store them, then lower the card (down to level 3); L3 swap 1 pool materia with 1 familiar
 * materia.
 */
export const growth: SpellDefinition = printed('growth', 'green', 3, 'evening', [
  action(3, () => [{ step: 'swap-familiar' }]),
  action(4, () => [{ step: 'take-store', count: 2 }, { step: 'lower', to: 3 }]),
  action(6, () => [{ step: 'take-store', count: 3 }, { step: 'lower', to: 4 }]),
], { en: 'Growth', uk: 'Буяння', zhTW: '成長', pl: 'Rozwój' });
