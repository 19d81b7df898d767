/**
 * The printed spells' names in English, as printed on the cards.
 * @module
 */
import type { SpellNameTable } from '../definition.js';

/** The printed spells' names in English, by spell id. */
export const EN_SPELL_NAMES: SpellNameTable = {
  sacrifice: 'Sacrifice',
  eruption: 'Eruption',
  blaze: 'Blaze',
  levitation: 'Levitation',
  sharing: 'Sharing',
  divination: 'Divination',
  purification: 'Purification',
  cure: 'Cure',
  growth: 'Growth',
  offering: 'Offering',
  focus: 'Focus',
  feast: 'Feast',
  'time-travel': 'Time Travel',
  storm: 'Storm',
  clone: 'Clone',
  transmutation: 'Transmutation',
  swiftness: 'Swiftness',
  mirage: 'Mirage',
  abundance: 'Abundance',
  knowledge: 'Knowledge',
  communion: 'Communion',
};
