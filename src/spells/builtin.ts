/**
 * The 21 printed spells (the printed cards), in colour order then set order.
 * @module
 */
import type { BuiltinSpellId } from '../state/types.js';
import type { SpellDefinition } from './types.js';
import { SPELL_TEXTS } from './texts.js';
import { blaze, eruption, sacrifice } from './red.js';
import { divination, levitation, sharing } from './purple.js';
import { cure, growth, purification } from './green.js';
import { feast, focus, offering } from './black.js';
import { clone, storm, timeTravel } from './white.js';
import { mirage, swiftness, transmutation } from './blue.js';
import { abundance, communion, knowledge } from './yellow.js';

/** A printed spell with its rules texts (texts.ts) attached. */
function withTexts(spell: SpellDefinition): SpellDefinition {
  return { ...spell, texts: SPELL_TEXTS[spell.id as BuiltinSpellId] };
}

/** The 21 printed spells, in colour order then set order, each with its rules texts. */
export const BUILTIN_SPELLS: readonly SpellDefinition[] = [
  sacrifice, eruption, blaze,
  levitation, sharing, divination,
  purification, cure, growth,
  offering, focus, feast,
  timeTravel, storm, clone,
  transmutation, swiftness, mirage,
  abundance, knowledge, communion,
].map(withTexts);
