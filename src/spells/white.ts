/**
 * The white spells: Time Travel, Storm, Clone (rules §7).
 * @module
 */
import type { Level } from '../state/types.js';
import type { SpellDefinition, SpellLevel } from './types.js';
import { altarSize, poolRoom } from './fit.js';
import { RUNE_OF_LEVEL, action, pointsOnly, printed } from './printed.js';

const timeTravelLevel = (points: number): SpellLevel => action(points, ({ level }) => [
  { step: 'discard', count: 1, cost: true, filter: { rune: RUNE_OF_LEVEL[level] } },
  { step: 'raise' },
]);

/**
 * Time Travel (Evening): level L discards 1 materia of L's rune (a cost), then raises another
 * learned spell one level. No fit check: its cost and its target are its conditions.
 */
export const timeTravel: SpellDefinition = printed('time-travel', 'white', 1, 'evening',
  [timeTravelLevel(2), timeTravelLevel(4), timeTravelLevel(6)]);

const stormLevel = (points: number, to: Level): SpellLevel => action(points, ({ actor }) => [
  { step: 'clear-altar', discarded: 0 },
  { step: 'take', count: 3, taker: actor },
  { step: 'lower', to },
], (t, { actor }) => altarSize(t) >= 1 && poolRoom(t, actor) >= 1);

/**
 * Storm (Evening), L4 and L5: discard any number of altar materia, draw as many onto the altar,
 * take 3, then lower the card (L5: down to level 4; L4: down to level 3). L3: no effect.
 * Fits (digital) with a materia on the altar and room for 1 in the pool (its take is cut to the
 * room there is).
 */
export const storm: SpellDefinition = printed('storm', 'white', 2, 'evening',
  [pointsOnly(4), stormLevel(6, 3), stormLevel(8, 4)]);

/**
 * Clone (Midday): copy an action as if learned — L3 a Midday action, L4 an Evening action, L5
 * (after discarding 1 materia of the card rune: paid first, or held aside until the copy ends, as
 * the rule profile's `cloneDiscard` says) a Morning action: the phase's primary action or
 * another player's spell of that phase, at that card's level or lower.
 * No fit check of its own: a copy is offered only when it may be used, the copied level's fit
 * check read for the cloner.
 */
export const clone: SpellDefinition = printed('clone', 'white', 3, 'midday', [
  action(4, () => [{ step: 'phase-action', phase: 'midday', as: 'copy' }]),
  action(5, () => [{ step: 'phase-action', phase: 'evening', as: 'copy' }]),
  action(6, ({ cardRune }) => [
    { step: 'discard', count: 1, cost: true, filter: { rune: cardRune } },
    { step: 'phase-action', phase: 'morning', as: 'copy' },
  ]),
], false);
