/**
 * The game's basic terms: spell levels, the phases of a Day, spell ids.
 * @module
 */

/**
 * A spell level: the number of materia paid to learn it.
 * @group Game state
 */
export type Level = 3 | 4 | 5;
/**
 * All levels, lowest first.
 * @group Game state
 */
export const LEVELS: readonly Level[] = [3, 4, 5];

/**
 * The three phases of a player's Day.
 * @group Game state
 */
export const PHASES = ['morning', 'midday', 'evening'] as const;
/**
 * A phase of a player's Day.
 * @group Game state
 */
export type Phase = (typeof PHASES)[number];

/**
 * The ids of the 21 spells printed in the game (the printed cards).
 * @group Spells
 */
export const BUILTIN_SPELL_IDS = [
  'sacrifice', 'eruption', 'blaze',
  'levitation', 'sharing', 'divination',
  'purification', 'cure', 'growth',
  'offering', 'focus', 'feast',
  'time-travel', 'storm', 'clone',
  'transmutation', 'swiftness', 'mirage',
  'abundance', 'knowledge', 'communion',
] as const;
/**
 * The id of one of the 21 printed spells.
 * @group Spells
 */
export type BuiltinSpellId = (typeof BUILTIN_SPELL_IDS)[number];
/**
 * A spell id: one of the printed spells, or the id of a registered homebrew spell
 * (validated against the registry wherever it enters the engine).
 * @group Spells
 */
export type SpellId = BuiltinSpellId | (string & Record<never, never>);
