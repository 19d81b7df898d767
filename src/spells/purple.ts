/**
 * The purple spells: Levitation, Sharing, Divination (rules §7).
 * @module
 */
import type { FitCheck, SpellDefinition, SpellLevel } from './types.js';
import type { SpellStep } from '../state/steps.js';
import { altarSize, ofRune, poolRoom } from './fit.js';
import { RUNE_OF_LEVEL, action, printed } from './printed.js';

const levitationFits: FitCheck = (t, { actor, level }) => poolRoom(t, actor) >= 2 && ofRune(t.altar, RUNE_OF_LEVEL[level]) >= 2;

const levitationLevel = (points: number): SpellLevel => action(points, ({ actor, level }) => [
  { step: 'take', count: 2, taker: actor, filter: { rune: RUNE_OF_LEVEL[level] } },
], levitationFits);

/**
 * Levitation (Morning): level L takes 2 altar materia of L's rune. Fits (digital) with 2 of them
 * on the altar and room for 2 in the pool.
 */
export const levitation: SpellDefinition = printed('levitation', 'purple', 1, 'morning',
  [levitationLevel(3), levitationLevel(4), levitationLevel(5)]);

// Solo (rules §9): instead of the others' draws, 1 materia is drawn into the opponent's lower part.
const sharingOthers = (solo: boolean): SpellStep => (solo ? { step: 'opponent-draw' } : { step: 'others-draw' });

/**
 * Sharing (Morning): L5 take 3, L4 take 2, L3 take 1 then draw 1; then each other player draws 1
 * (solo: 1 is drawn into the opponent's lower part).
 *
 * Fits (digital) with as many altar materia as it takes, and room in the pool for all it takes
 * and draws.
 */
export const sharing: SpellDefinition = printed('sharing', 'purple', 2, 'morning', [
  action(4, ({ actor, solo }) => [{ step: 'take', count: 1, taker: actor }, { step: 'draw', count: 1 }, sharingOthers(solo)],
    (t, { actor }) => altarSize(t) >= 1 && poolRoom(t, actor) >= 2),
  action(4, ({ actor, solo }) => [{ step: 'take', count: 2, taker: actor }, sharingOthers(solo)],
    (t, { actor }) => altarSize(t) >= 2 && poolRoom(t, actor) >= 2),
  action(4, ({ actor, solo }) => [{ step: 'take', count: 3, taker: actor }, sharingOthers(solo)],
    (t, { actor }) => altarSize(t) >= 3 && poolRoom(t, actor) >= 3),
]);

// Divination's 2 revealed materia are on the altar when it takes, so only the pool can lack room.
const divinationTakesFit: FitCheck = (t, { actor }) => poolRoom(t, actor) >= 2;

/**
 * Divination (Morning): draw 2 onto the altar, then L5 take 2; L4 take up to 2 of one colour;
 * L3 take 2, then discard 1.
 *
 * L3 and L5 fit (digital) with room for 2 in the pool; L4, whose takes are optional, always fits.
 */
export const divination: SpellDefinition = printed('divination', 'purple', 3, 'morning', [
  action(2, ({ actor }) => [
    { step: 'reveal', count: 2 }, { step: 'take', count: 2, taker: actor }, { step: 'discard', count: 1 },
  ], divinationTakesFit),
  action(3, ({ actor }) => [
    { step: 'reveal', count: 2 }, { step: 'take', count: 2, taker: actor, filter: { sameColour: true }, optional: true },
  ]),
  action(4, ({ actor }) => [{ step: 'reveal', count: 2 }, { step: 'take', count: 2, taker: actor }], divinationTakesFit),
]);
