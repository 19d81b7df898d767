// The card table, written out by hand from the printed cards: the tests' independent oracle of
// the spell data. It imports no engine value (only types), so a test that compares the engine
// with it compares two sources, not one source with itself.
import type { Colour, LearnedSpell, Level, Locale, Phase, PlayerState, Rune, SpellId } from '../../src/index.js';

/** What a printed spell card says. */
export interface Card {
  readonly id: SpellId;
  readonly colour: Colour;
  /** The printed set the card belongs to. */
  readonly set: 1 | 2 | 3;
  /** The phase whose action it replaces; `null` for the spells without a phase symbol. */
  readonly phase: Phase | null;
  /** Levels that have no effect of their own. */
  readonly noEffect: readonly Level[];
  /** Levels whose printed effects are word for word the same (Blaze's three), if any. */
  readonly alike?: readonly Level[];
  /** Points at levels 3, 4 and 5; `null` where the points are counted at the end ({@link variablePoints}). */
  readonly points: readonly [number | null, number | null, number | null];
  /** The card's name in each locale (Swiftness in Polish is the project's own rendering). */
  readonly names: Readonly<Record<Locale, string>>;
}

/** The 21 printed spells, in colour order, each colour in set order. */
export const CARDS: readonly Card[] = [
  { id: 'sacrifice', colour: 'red', set: 1, phase: 'morning', noEffect: [], points: [1, 2, 3],
    names: { en: 'Sacrifice', uk: 'Жертвоприношення', 'zh-TW': '犧牲', pl: 'Poświęcenie' } },
  { id: 'eruption', colour: 'red', set: 2, phase: 'morning', noEffect: [], points: [2, 3, 4],
    names: { en: 'Eruption', uk: 'Виверження', 'zh-TW': '爆發', pl: 'Erupcja' } },
  { id: 'blaze', colour: 'red', set: 3, phase: 'morning', noEffect: [], alike: [3, 4, 5], points: [0, 2, 5],
    names: { en: 'Blaze', uk: "Полум'я", 'zh-TW': '烈焰', pl: 'Płomień' } },
  { id: 'levitation', colour: 'purple', set: 1, phase: 'morning', noEffect: [], points: [3, 4, 5],
    names: { en: 'Levitation', uk: 'Левітація', 'zh-TW': '滯空', pl: 'Lewitacja' } },
  { id: 'sharing', colour: 'purple', set: 2, phase: 'morning', noEffect: [], points: [4, 4, 4],
    names: { en: 'Sharing', uk: 'Щедрість', 'zh-TW': '共享', pl: 'Podział' } },
  { id: 'divination', colour: 'purple', set: 3, phase: 'morning', noEffect: [], points: [2, 3, 4],
    names: { en: 'Divination', uk: 'Віщування', 'zh-TW': '占卜', pl: 'Wróżba' } },
  { id: 'purification', colour: 'green', set: 1, phase: 'midday', noEffect: [], points: [1, 2, 3],
    names: { en: 'Purification', uk: 'Очищення', 'zh-TW': '淨化', pl: 'Oczyszczenie' } },
  { id: 'cure', colour: 'green', set: 2, phase: 'midday', noEffect: [], points: [3, 4, 5],
    names: { en: 'Cure', uk: 'Зцілення', 'zh-TW': '治癒', pl: 'Leczenie' } },
  { id: 'growth', colour: 'green', set: 3, phase: 'evening', noEffect: [], points: [3, 4, 6],
    names: { en: 'Growth', uk: 'Буяння', 'zh-TW': '成長', pl: 'Rozwój' } },
  { id: 'offering', colour: 'black', set: 1, phase: 'midday', noEffect: [], points: [2, 4, 6],
    names: { en: 'Offering', uk: 'Підношення', 'zh-TW': '獻祭', pl: 'Ofiara' } },
  { id: 'focus', colour: 'black', set: 2, phase: 'evening', noEffect: [], points: [3, 4, 5],
    names: { en: 'Focus', uk: 'Зосередженість', 'zh-TW': '專注', pl: 'Skupienie' } },
  { id: 'feast', colour: 'black', set: 3, phase: 'midday', noEffect: [5], points: [2, 2, null],
    names: { en: 'Feast', uk: 'Учта', 'zh-TW': '饗宴', pl: 'Uczta' } },
  { id: 'time-travel', colour: 'white', set: 1, phase: 'evening', noEffect: [], points: [2, 4, 6],
    names: { en: 'Time Travel', uk: 'Подорож у часі', 'zh-TW': '時間旅行', pl: 'Podróż w czasie' } },
  { id: 'storm', colour: 'white', set: 2, phase: 'evening', noEffect: [3], points: [4, 6, 8],
    names: { en: 'Storm', uk: 'Шторм', 'zh-TW': '風暴', pl: 'Burza' } },
  { id: 'clone', colour: 'white', set: 3, phase: 'midday', noEffect: [], points: [4, 5, 6],
    names: { en: 'Clone', uk: 'Дублювання', 'zh-TW': '複製', pl: 'Klonowanie' } },
  { id: 'transmutation', colour: 'blue', set: 1, phase: 'evening', noEffect: [3], points: [4, 4, 4],
    names: { en: 'Transmutation', uk: 'Трансмутація', 'zh-TW': '蛻變', pl: 'Transmutacja' } },
  { id: 'swiftness', colour: 'blue', set: 2, phase: null, noEffect: [], points: [3, 6, 0],
    names: { en: 'Swiftness', uk: 'Стрімкість', 'zh-TW': '疾速', pl: 'Szybkość' } },
  { id: 'mirage', colour: 'blue', set: 3, phase: null, noEffect: [], points: [2, 3, 6],
    names: { en: 'Mirage', uk: 'Міраж', 'zh-TW': '幻境', pl: 'Miraż' } },
  { id: 'abundance', colour: 'yellow', set: 1, phase: null, noEffect: [], points: [3, 5, 7],
    names: { en: 'Abundance', uk: 'Достаток', 'zh-TW': '豐收', pl: 'Obfitość' } },
  { id: 'knowledge', colour: 'yellow', set: 2, phase: null, noEffect: [], points: [null, null, null],
    names: { en: 'Knowledge', uk: 'Знання', 'zh-TW': '知識', pl: 'Wiedza' } },
  { id: 'communion', colour: 'yellow', set: 3, phase: null, noEffect: [], points: [0, null, 0],
    names: { en: 'Communion', uk: 'Спілкування', 'zh-TW': '交流', pl: 'Symbioza' } },
];

/** The card of a printed spell; throws for any other id. */
export function card(id: SpellId): Card {
  const c = CARDS.find((x) => x.id === id);
  if (c === undefined) throw new Error(`${id} is not a printed spell`);
  return c;
}

/** The 7 spells of a printed set, in colour order. */
export function printedSet(set: 1 | 2 | 3): SpellId[] {
  return CARDS.filter((c) => c.set === set).map((c) => c.id);
}

/** The fixed points of a card at a level; `null` where they are counted at the end. */
export function fixedPoints(id: SpellId, level: Level): number | null {
  return card(id).points[level - 3] as number | null;
}

/** The rune a level names on the cards (R_L): circle at 3, triangle at 4, square at 5. */
export const RUNE_OF_LEVEL: Readonly<Record<Level, Rune>> = { 3: 'circle', 4: 'triangle', 5: 'square' };

/** The familiar board's value with n materia stored (n = 0 to 14). */
export const FAMILIAR_POINTS: readonly number[] = [0, 1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16, 18];

/**
 * Solo: the opponent track's value with n materia placed (n = 0 to 17): the value of space
 * n + 1 (spaces 1 to 4 carry none, space k from 5 on carries 14 + 2(k − 5)), 40 when full.
 */
export const TRACK_POINTS: readonly number[] = [0, 0, 0, 0, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40];

/**
 * The points counted at the end, from the player's final board: Knowledge (1 per other spell at
 * L3, 1 or 2 by their level at L4, 2 per other spell at L5), Feast L5 (1 per colour on the
 * familiar board) and Communion L4 (1 per board materia of its card's rune); `undefined` for
 * every other card and level.
 */
export function variablePoints(player: Pick<PlayerState, 'spells' | 'familiar'>, spell: LearnedSpell): number | undefined {
  const others = player.spells.filter((o) => o.spell !== spell.spell);
  if (spell.spell === 'knowledge') {
    if (spell.level === 3) return others.length;
    if (spell.level === 5) return 2 * others.length;
    return others.reduce((n, o) => n + (o.level >= 4 ? 2 : 1), 0);
  }
  if (spell.spell === 'feast' && spell.level === 5) return new Set(player.familiar.map((m) => m.split('-')[0])).size;
  if (spell.spell === 'communion' && spell.level === 4) {
    return player.familiar.filter((m) => m.split('-')[1] === spell.card.split('-')[1]).length;
  }
  return undefined;
}

/** The points of a learned spell in a final position: the fixed ones, else {@link variablePoints}. */
export function spellPoints(player: Pick<PlayerState, 'spells' | 'familiar'>, spell: LearnedSpell): number {
  const fixed = fixedPoints(spell.spell, spell.level);
  if (fixed !== null) return fixed;
  const counted = variablePoints(player, spell);
  if (counted === undefined) throw new Error(`no points for ${spell.spell} L${spell.level}`);
  return counted;
}
