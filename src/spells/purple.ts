/**
 * The purple spells: Levitation, Sharing, Divination (rules §7).
 * @module
 */
import type { SpellDefinition, SpellLevel } from './types.js';
import type { SpellStep } from '../state/steps.js';
import { RUNE_OF_LEVEL, action, printed } from './printed.js';

const levitationLevel = (points: number): SpellLevel => action(points, ({ actor, level }) => [
  { step: 'take', count: 2, taker: actor, filter: { rune: RUNE_OF_LEVEL[level] } },
]);

/** Levitation (Morning): level L takes 2 altar materia of L's rune. */
export const levitation: SpellDefinition = printed('levitation', 'purple', 1, 'morning',
  [levitationLevel(3), levitationLevel(4), levitationLevel(5)],
  { en: 'Levitation', uk: 'Левітація', zhTW: '滯空', pl: 'Lewitacja' });

// Solo (rules §9): instead of the others' draws, 1 materia is drawn into the opponent's lower part.
const sharingOthers = (solo: boolean): SpellStep => (solo ? { step: 'opponent-draw' } : { step: 'others-draw' });

/**
 * Sharing (Morning): L5 take 3, L4 take 2, L3 take 1 then draw 1; then each other player draws 1
 * (solo: 1 is drawn into the opponent's lower part).
 */
export const sharing: SpellDefinition = printed('sharing', 'purple', 2, 'morning', [
  action(4, ({ actor, solo }) => [{ step: 'take', count: 1, taker: actor }, { step: 'draw', count: 1 }, sharingOthers(solo)]),
  action(4, ({ actor, solo }) => [{ step: 'take', count: 2, taker: actor }, sharingOthers(solo)]),
  action(4, ({ actor, solo }) => [{ step: 'take', count: 3, taker: actor }, sharingOthers(solo)]),
], { en: 'Sharing', uk: 'Щедрість', zhTW: '共享', pl: 'Podział' });

/**
 * Divination (Morning): draw 2 onto the altar, then L5 take 2; L4 take up to 2 of one colour;
 * L3 take 2, then discard 1.
 */
export const divination: SpellDefinition = printed('divination', 'purple', 3, 'morning', [
  action(2, ({ actor }) => [
    { step: 'reveal', count: 2 }, { step: 'take', count: 2, taker: actor }, { step: 'discard', count: 1 },
  ]),
  action(3, ({ actor }) => [
    { step: 'reveal', count: 2 }, { step: 'take', count: 2, taker: actor, filter: { sameColour: true }, optional: true },
  ]),
  action(4, ({ actor }) => [{ step: 'reveal', count: 2 }, { step: 'take', count: 2, taker: actor }]),
], { en: 'Divination', uk: 'Віщування', zhTW: '占卜', pl: 'Wróżba' });
