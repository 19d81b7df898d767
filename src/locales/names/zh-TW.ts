/**
 * The printed spells' names in Traditional Chinese, as printed on the cards.
 * @module
 */
import type { SpellNameTable } from '../definition.js';

/** The printed spells' names in Traditional Chinese, by spell id; English names any it lacks. */
export const ZH_TW_SPELL_NAMES: Partial<SpellNameTable> = {
  sacrifice: '犧牲',
  eruption: '爆發',
  blaze: '烈焰',
  levitation: '滯空',
  sharing: '共享',
  divination: '占卜',
  purification: '淨化',
  cure: '治癒',
  growth: '成長',
  offering: '獻祭',
  focus: '專注',
  feast: '饗宴',
  'time-travel': '時間旅行',
  storm: '風暴',
  clone: '複製',
  transmutation: '蛻變',
  swiftness: '疾速',
  mirage: '幻境',
  abundance: '豐收',
  knowledge: '知識',
  communion: '交流',
};
