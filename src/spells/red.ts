/**
 * The red spells: Sacrifice, Eruption, Blaze (rules §7).
 * @module
 */
import type { SpellDefinition, SpellLevel } from './types.js';
import { poolRoom } from './fit.js';
import { RUNE_OF_LEVEL, action, printed } from './printed.js';

const sacrificeLevel = (points: number): SpellLevel => action(points, ({ level }) => [
  { step: 'discard', count: 1, cost: true, filter: { rune: RUNE_OF_LEVEL[level] } },
  { step: 'draw', count: 4 },
]);

/**
 * Sacrifice (Morning): level L discards 1 materia of L's rune (a cost), then draws 4. No fit
 * check: its cost is its condition, and the draws are cut to the room the discard leaves.
 */
export const sacrifice: SpellDefinition = printed('sacrifice', 'red', 1, 'morning',
  [sacrificeLevel(1), sacrificeLevel(2), sacrificeLevel(3)]);

/** Eruption (Morning): draw until the pool holds 4 / 5 / 6. No fit check: it fits whenever it draws. */
export const eruption: SpellDefinition = printed('eruption', 'red', 2, 'morning', [
  action(2, () => [{ step: 'draw-until', size: 4 }]),
  action(3, () => [{ step: 'draw-until', size: 5 }]),
  action(4, () => [{ step: 'draw-until', size: 6 }]),
]);

const blazeEffect = action(0, ({ others, solo }) => [
  { step: 'draw', count: 4 },
  // Solo (rules §9): instead, the player takes 1 altar materia into the opponent's lower part.
  ...(solo ? [{ step: 'opponent-take' as const }] : others.map((taker) => ({ step: 'take' as const, count: 1, taker }))),
], (t, { actor }) => poolRoom(t, actor) >= 1);

/**
 * Blaze (Morning), every level: draw 4; then each other player in turn order from the actor's
 * left must take 1 altar materia of their choice (skipped with an empty altar or a full pool).
 * Solo: the player takes 1 altar materia of their choice into the opponent's lower part.
 * Fits (digital) with room for 1 in the pool (its draws are cut to the room there is).
 */
export const blaze: SpellDefinition = printed('blaze', 'red', 3, 'morning', [
  blazeEffect,
  { ...blazeEffect, points: 2 },
  { ...blazeEffect, points: 5 },
]);
