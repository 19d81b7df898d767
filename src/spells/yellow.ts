/**
 * The yellow spells: Abundance, Knowledge, Communion (rules §7).
 * @module
 */
import type { SpellDefinition, SpellLevel } from './types.js';
import { communionRunePoints, knowledgePoints } from './end-game.js';
import { printed } from './printed.js';

const abundanceLevel = (points: number, draws: number): SpellLevel => ({
  kind: 'instant',
  points,
  effect: () => [{ step: 'draw', count: draws }],
});

/** Abundance (no phase, instant): draw 2 / 3 / 4. */
export const abundance: SpellDefinition = printed('abundance', 'yellow', 1, null,
  [abundanceLevel(3, 2), abundanceLevel(5, 3), abundanceLevel(7, 4)]);

/** Knowledge (no phase, end-game points): see {@link knowledgePoints}. */
export const knowledge: SpellDefinition = printed('knowledge', 'yellow', 2, null, [
  { kind: 'end-game', points: knowledgePoints(3) },
  { kind: 'end-game', points: knowledgePoints(4) },
  { kind: 'end-game', points: knowledgePoints(5) },
]);

/**
 * Communion (no phase): L3 instant, take 3 and store them (0 points); L4 +1 point per familiar
 * materia of the card rune; L5 permanent, at every Learn store 2 of that Learn's other paid
 * materia (0 points).
 */
export const communion: SpellDefinition = printed('communion', 'yellow', 3, null, [
  { kind: 'instant', points: 0, effect: () => [{ step: 'take-store', count: 3 }] },
  { kind: 'end-game', points: communionRunePoints },
  { kind: 'permanent', points: 0, keepsLearnDiscards: 2 },
]);
