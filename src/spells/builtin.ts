/**
 * The 21 printed spells (the printed cards), in colour order then set order.
 * @module
 */
import type { SpellDefinition } from './types.js';
import { blaze, eruption, sacrifice } from './red.js';
import { divination, levitation, sharing } from './purple.js';
import { cure, growth, purification } from './green.js';
import { feast, focus, offering } from './black.js';
import { clone, storm, timeTravel } from './white.js';
import { mirage, swiftness, transmutation } from './blue.js';
import { abundance, communion, knowledge } from './yellow.js';

/**
 * The 21 printed spells, in colour order then set order. Their names and rules texts are display
 * text, in the language tables (`spellName`, `spellText`), not here.
 */
export const BUILTIN_SPELLS: readonly SpellDefinition[] = [
  sacrifice, eruption, blaze,
  levitation, sharing, divination,
  purification, cure, growth,
  offering, focus, feast,
  timeTravel, storm, clone,
  transmutation, swiftness, mirage,
  abundance, knowledge, communion,
];
