/**
 * The printed spells' names in Polish, as printed on the cards.
 * @module
 */
import type { SpellNameTable } from '../definition.js';

/** The printed spells' names in Polish, by spell id; English names any it lacks. */
export const PL_SPELL_NAMES: Partial<SpellNameTable> = {
  sacrifice: 'Poświęcenie',
  eruption: 'Erupcja',
  blaze: 'Płomień',
  levitation: 'Lewitacja',
  sharing: 'Podział',
  divination: 'Wróżba',
  purification: 'Oczyszczenie',
  cure: 'Leczenie',
  growth: 'Rozwój',
  offering: 'Ofiara',
  focus: 'Skupienie',
  feast: 'Uczta',
  'time-travel': 'Podróż w czasie',
  storm: 'Burza',
  clone: 'Klonowanie',
  transmutation: 'Transmutacja',
  swiftness: 'Szybkość',
  mirage: 'Miraż',
  abundance: 'Obfitość',
  knowledge: 'Wiedza',
  communion: 'Symbioza',
};
