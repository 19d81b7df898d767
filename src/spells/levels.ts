/**
 * The one level resolver: at which levels a learned card can be used.
 * @module
 */
import { LEVELS, type GameState, type Level, type SpellId } from '../state/types.js';
import { learnedBy } from '../state/table.js';
import { LEVELS_BY_DEFINITION } from './memo.js';
import { getSpell } from './registry.js';
import type { SpellDefinition } from './types.js';
import type { RuleProfile } from '../state/rules.js';

/**
 * The levels at which a card at `cardLevel` can be used: for a phase spell its level or any
 * lower level that has an effect; for a spell without a phase symbol its level only (rules §6).
 */
export function levelsOf(def: SpellDefinition, cardLevel: Level): readonly Level[] {
  let byLevel = LEVELS_BY_DEFINITION.get(def);
  if (byLevel === undefined) {
    byLevel = LEVELS.map((card) => Object.freeze(def.phase === null
      ? [card]
      : LEVELS.filter((l) => l <= card && def.levels[l].kind === 'action' && def.levels[l].effect !== undefined)));
    LEVELS_BY_DEFINITION.set(def, byLevel);
  }
  return byLevel[cardLevel - 3] as readonly Level[];
}

/**
 * Where a `lower` step puts a card now at `card` whose effect names level `to` (rules §6): to
 * `to` under the printed reading (from wherever the card is), one level down under the digital
 * one; never up, never below 3.
 * @example
 * ```ts
 * loweredLevel(5, 3, 'to-printed-level'); // 3: Growth's level-4 effect used from a level-5 card
 * loweredLevel(5, 3, 'one-level');        // 4
 * ```
 */
export function loweredLevel(card: Level, to: Level, lowering: RuleProfile['lowering']): Level {
  return Math.max(3, Math.min(card, lowering === 'one-level' ? card - 1 : to)) as Level;
}

/**
 * The levels at which `player` can use their learned `spell` (the one level-fallback resolver,
 * rules §6): a phase spell at its current level or any lower level that has an effect
 * (Feast L5 and Storm/Transmutation L3 have none); a spell without a phase symbol at its current
 * level only. Empty when the player has not learned the spell. It does not judge whether the
 * spell can be used right now (see `legalActions`).
 * @example
 * ```ts
 * availableLevels(state, 0, 'sacrifice'); // e.g. [3, 4] for a card at level 4
 * ```
 * @group Actions
 */
export function availableLevels(state: GameState, player: number, spell: SpellId): Level[] {
  const learned = learnedBy(state, player, spell);
  return learned === undefined ? [] : [...levelsOf(getSpell(spell), learned.level)];
}
