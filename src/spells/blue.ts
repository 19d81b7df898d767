/**
 * The blue spells: Transmutation, Swiftness, Mirage (rules §7).
 * @module
 */
import type { SpellDefinition, SpellLevel } from './types.js';
import { action, pointsOnly, printed } from './printed.js';

/**
 * Transmutation (Evening), L5 / L4: learn 1 spell where up to 2 / 1 single materia of the card
 * rune, of any colour, count as wild (no triples). L3: no effect.
 */
export const transmutation: SpellDefinition = printed('transmutation', 'blue', 1, 'evening', [
  pointsOnly(4),
  action(4, ({ cardRune }) => [{ step: 'learn', wild: 1, rune: cardRune }]),
  action(4, ({ cardRune }) => [{ step: 'learn', wild: 2, rune: cardRune }]),
]);

const swiftnessInstant = (points: number): SpellLevel => ({
  kind: 'instant',
  points,
  effect: () => [{ step: 'phase-action', phase: 'morning', as: 'extra', optional: true }],
});

/**
 * Swiftness (no phase): L3 and L4, as it is learned, one extra Morning action (compulsory when
 * one is legal, or declinable, as the rule profile's `swiftnessAction` says); L5, two Morning
 * actions every Day.
 */
export const swiftness: SpellDefinition = printed('swiftness', 'blue', 2, null, [
  swiftnessInstant(3),
  swiftnessInstant(6),
  { kind: 'permanent', points: 0, extraActions: { phase: 'morning', count: 1 } },
]);

const mirageLevel = (points: number, draws: number): SpellLevel => ({
  kind: 'permanent',
  points,
  drawsOnTake: ({ materia, cardRune }) => (materia.endsWith(`-${cardRune}`) ? draws : 0),
});

/**
 * Mirage (no phase, permanent): during the owner's Day, each materia of the card rune that they
 * take from the altar makes them draw 1 (L3) or 2 (L4, L5); which takes count and when the draws
 * come are the rule profile's `mirageTakes` and `mirageDraws`.
 */
export const mirage: SpellDefinition = printed('mirage', 'blue', 3, null,
  [mirageLevel(2, 1), mirageLevel(3, 2), mirageLevel(6, 2)]);
