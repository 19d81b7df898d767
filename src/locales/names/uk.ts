/**
 * The printed spells' names in Ukrainian, as printed on the cards.
 * @module
 */
import type { SpellNameTable } from '../definition.js';

/** The printed spells' names in Ukrainian, by spell id; English names any it lacks. */
export const UK_SPELL_NAMES: Partial<SpellNameTable> = {
  sacrifice: 'Жертвоприношення',
  eruption: 'Виверження',
  blaze: "Полум'я",
  levitation: 'Левітація',
  sharing: 'Щедрість',
  divination: 'Віщування',
  purification: 'Очищення',
  cure: 'Зцілення',
  growth: 'Буяння',
  offering: 'Підношення',
  focus: 'Зосередженість',
  feast: 'Учта',
  'time-travel': 'Подорож у часі',
  storm: 'Шторм',
  clone: 'Дублювання',
  transmutation: 'Трансмутація',
  swiftness: 'Стрімкість',
  mirage: 'Міраж',
  abundance: 'Достаток',
  knowledge: 'Знання',
  communion: 'Спілкування',
};
