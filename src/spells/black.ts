/**
 * The black spells: Offering, Focus, Feast (rules §7).
 * @module
 */
import type { FitCheck, SpellDefinition, SpellLevel } from './types.js';
import { feastColourPoints } from './end-game.js';
import { boardRoom, mostOfOneColour, ofRune, poolRoom, someWayFits } from './fit.js';
import { action, printed } from './printed.js';
import { playerAt } from '../state/table.js';

const oneColourStoresFit = (n: number): FitCheck => (t, { actor }) => mostOfOneColour(playerAt(t, actor).pool) >= n && boardRoom(t, actor) >= n;

/**
 * Offering (Midday): store 2 / 3 / 4 pool materia of one colour. Fits (digital) with that many of
 * one colour in the pool and room for them on the familiar board.
 */
export const offering: SpellDefinition = printed('offering', 'black', 1, 'midday', [
  action(2, () => [{ step: 'store', count: 2, filter: { sameColour: true } }], oneColourStoresFit(2)),
  action(4, () => [{ step: 'store', count: 3, filter: { sameColour: true } }], oneColourStoresFit(3)),
  action(6, () => [{ step: 'store', count: 4, filter: { sameColour: true } }], oneColourStoresFit(4)),
]);

/** Focus's level 4 or 5: store `stores` pool materia of the card rune, or take `takes` from the altar. */
function focusWays(points: number, stores: number, takes: number): SpellLevel {
  const ways: Readonly<Record<string, FitCheck>> = {
    store: (t, { actor, cardRune }) => ofRune(playerAt(t, actor).pool, cardRune) >= stores && boardRoom(t, actor) >= stores,
    take: (t, { actor, cardRune }) => poolRoom(t, actor) >= takes && ofRune(t.altar, cardRune) >= takes,
  };
  return {
    ...action(points, ({ actor, cardRune }) => [{
      step: 'mode',
      modes: [
        { mode: 'store', steps: [{ step: 'store', count: stores, filter: { rune: cardRune } }] },
        { mode: 'take', steps: [{ step: 'take', count: takes, taker: actor, filter: { rune: cardRune } }] },
      ],
    }], someWayFits(ways)),
    modeFits: ways,
  };
}

/**
 * Focus (Evening), all of the card rune: L5 store 3 or take 2; L4 store 2 or take 1; L3 store 1.
 *
 * At L4 and L5 each way fits (digital) on its own: the store with that many of the rune in the
 * pool and room for them on the familiar board, the take with that many on the altar and room
 * for them in the pool; only the fitting ways are offered. L3 has no check of its own (1 to store
 * and a free space are what a store needs already).
 */
export const focus: SpellDefinition = printed('focus', 'black', 2, 'evening', [
  action(3, ({ cardRune }) => [{ step: 'store', count: 1, filter: { rune: cardRune } }]),
  focusWays(4, 2, 1),
  focusWays(5, 3, 2),
]);

/**
 * Feast (Midday): L4 take 1 and store it; L3 take 1 whose colour is on the familiar board;
 * L5 no action of its own (L3 and L4 stay usable), +1 point per colour on the board at the end.
 * No fit checks: taking or storing 1 fits whenever it moves a materia.
 */
export const feast: SpellDefinition = printed('feast', 'black', 3, 'midday', [
  action(2, ({ actor }) => [{ step: 'take', count: 1, taker: actor, filter: { familiarColour: true } }]),
  action(2, () => [{ step: 'take-store', count: 1 }]),
  { kind: 'end-game', points: feastColourPoints },
]);
