/**
 * The black spells: Offering, Focus, Feast (rules §7).
 * @module
 */
import type { SpellDefinition } from './types.js';
import { feastColourPoints } from './end-game.js';
import { action, printed } from './printed.js';

/** Offering (Midday): store 2 / 3 / 4 pool materia of one colour. */
export const offering: SpellDefinition = printed('offering', 'black', 1, 'midday', [
  action(2, () => [{ step: 'store', count: 2, filter: { sameColour: true } }]),
  action(4, () => [{ step: 'store', count: 3, filter: { sameColour: true } }]),
  action(6, () => [{ step: 'store', count: 4, filter: { sameColour: true } }]),
], { en: 'Offering', uk: 'Підношення', zhTW: '獻祭', pl: 'Ofiara' });

/**
 * Focus (Evening), all of the card rune: L5 store 3 or take 2; L4 store 2 or take 1; L3 store 1.
 */
export const focus: SpellDefinition = printed('focus', 'black', 2, 'evening', [
  action(3, ({ cardRune }) => [{ step: 'store', count: 1, filter: { rune: cardRune } }]),
  action(4, ({ actor, cardRune }) => [{
    step: 'mode',
    modes: [
      { mode: 'store', steps: [{ step: 'store', count: 2, filter: { rune: cardRune } }] },
      { mode: 'take', steps: [{ step: 'take', count: 1, taker: actor, filter: { rune: cardRune } }] },
    ],
  }]),
  action(5, ({ actor, cardRune }) => [{
    step: 'mode',
    modes: [
      { mode: 'store', steps: [{ step: 'store', count: 3, filter: { rune: cardRune } }] },
      { mode: 'take', steps: [{ step: 'take', count: 2, taker: actor, filter: { rune: cardRune } }] },
    ],
  }]),
], { en: 'Focus', uk: 'Зосередженість', zhTW: '專注', pl: 'Skupienie' });

/**
 * Feast (Midday): L4 take 1 and store it; L3 take 1 whose colour is on the familiar board;
 * L5 no action of its own (L3 and L4 stay usable), +1 point per colour on the board at the end.
 */
export const feast: SpellDefinition = printed('feast', 'black', 3, 'midday', [
  action(2, ({ actor }) => [{ step: 'take', count: 1, taker: actor, filter: { familiarColour: true } }]),
  action(2, () => [{ step: 'take-store', count: 1 }]),
  { kind: 'end-game', points: feastColourPoints },
], { en: 'Feast', uk: 'Учта', zhTW: '饗宴', pl: 'Uczta' });
