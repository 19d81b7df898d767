/**
 * The 21 printed spells' card data (CARDS.md): colour, set, phase, points per level, names.
 * @module
 */
import type { Level } from '../state/types.js';
import type { EffectKind, Points, SpellDefinition, SpellLevel, SpellSet } from './types.js';
import type { Colour } from '../state/materia.js';
import type { BuiltinSpellId, Phase } from '../state/types.js';
import { knowledgePoints, feastColourPoints, communionRunePoints } from './end-game.js';

function levels(
  kinds: readonly [EffectKind, EffectKind, EffectKind],
  points: readonly [Points, Points, Points],
): Readonly<Record<Level, SpellLevel>> {
  return {
    3: { kind: kinds[0], points: points[0] },
    4: { kind: kinds[1], points: points[1] },
    5: { kind: kinds[2], points: points[2] },
  };
}

const ACTION = ['action', 'action', 'action'] as const;

function spell(
  id: BuiltinSpellId,
  colour: Colour,
  set: SpellSet,
  phase: Phase | null,
  lv: Readonly<Record<Level, SpellLevel>>,
  en: string,
  uk: string,
  zhTW: string,
  pl: string,
): SpellDefinition {
  return { id, colour, set, phase, levels: lv, names: { en, uk, pl, 'zh-TW': zhTW } };
}

/** The card data of the 21 printed spells, in colour order then set order. */
export const BUILTIN_SPELLS: readonly SpellDefinition[] = [
  spell('sacrifice', 'red', 1, 'morning', levels(ACTION, [1, 2, 3]), 'Sacrifice', 'Жертвоприношення', '犧牲', 'Poświęcenie'),
  spell('eruption', 'red', 2, 'morning', levels(ACTION, [2, 3, 4]), 'Eruption', 'Виверження', '爆發', 'Erupcja'),
  spell('blaze', 'red', 3, 'morning', levels(ACTION, [0, 2, 5]), 'Blaze', "Полум'я", '烈焰', 'Płomień'),
  spell('levitation', 'purple', 1, 'morning', levels(ACTION, [3, 4, 5]), 'Levitation', 'Левітація', '滯空', 'Lewitacja'),
  spell('sharing', 'purple', 2, 'morning', levels(ACTION, [4, 4, 4]), 'Sharing', 'Щедрість', '共享', 'Podział'),
  spell('divination', 'purple', 3, 'morning', levels(ACTION, [2, 3, 4]), 'Divination', 'Віщування', '占卜', 'Wróżba'),
  spell('purification', 'green', 1, 'midday', levels(ACTION, [1, 2, 3]), 'Purification', 'Очищення', '淨化', 'Oczyszczenie'),
  spell('cure', 'green', 2, 'midday', levels(ACTION, [3, 4, 5]), 'Cure', 'Зцілення', '治癒', 'Leczenie'),
  spell('growth', 'green', 3, 'evening', levels(ACTION, [3, 4, 6]), 'Growth', 'Буяння', '成長', 'Rozwój'),
  spell('offering', 'black', 1, 'midday', levels(ACTION, [2, 4, 6]), 'Offering', 'Підношення', '獻祭', 'Ofiara'),
  spell('focus', 'black', 2, 'evening', levels(ACTION, [3, 4, 5]), 'Focus', 'Зосередженість', '專注', 'Skupienie'),
  spell('feast', 'black', 3, 'midday', levels(['action', 'action', 'end-game'], [2, 2, feastColourPoints]), 'Feast', 'Учта', '饗宴', 'Uczta'),
  spell('time-travel', 'white', 1, 'evening', levels(ACTION, [2, 4, 6]), 'Time Travel', 'Подорож у часі', '時間旅行', 'Podróż w czasie'),
  spell('storm', 'white', 2, 'evening', levels(['none', 'action', 'action'], [4, 6, 8]), 'Storm', 'Шторм', '風暴', 'Burza'),
  spell('clone', 'white', 3, 'midday', levels(ACTION, [4, 5, 6]), 'Clone', 'Дублювання', '複製', 'Klonowanie'),
  spell('transmutation', 'blue', 1, 'evening', levels(['none', 'action', 'action'], [4, 4, 4]), 'Transmutation', 'Трансмутація', '蛻變', 'Transmutacja'),
  spell('swiftness', 'blue', 2, null, levels(['instant', 'instant', 'permanent'], [3, 6, 0]), 'Swiftness', 'Стрімкість', '疾速', 'Szybkość'),
  spell('mirage', 'blue', 3, null, levels(['permanent', 'permanent', 'permanent'], [2, 3, 6]), 'Mirage', 'Міраж', '幻境', 'Miraż'),
  spell('abundance', 'yellow', 1, null, levels(['instant', 'instant', 'instant'], [3, 5, 7]), 'Abundance', 'Достаток', '豐收', 'Obfitość'),
  spell('knowledge', 'yellow', 2, null, levels(['end-game', 'end-game', 'end-game'], [knowledgePoints(3), knowledgePoints(4), knowledgePoints(5)]), 'Knowledge', 'Знання', '知識', 'Wiedza'),
  spell('communion', 'yellow', 3, null, levels(['instant', 'end-game', 'permanent'], [0, communionRunePoints, 0]), 'Communion', 'Спілкування', '交流', 'Symbioza'),
];
