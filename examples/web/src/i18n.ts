/**
 * The words of the page itself (headings, buttons, form labels) in the engine's four locales.
 *
 * Everything about the game — action labels, event lines, prompts, spell names and texts,
 * materia, players, phases — comes from the engine (`describeAction`, `describeEvent`,
 * `describeDecision`, `spellName`, `spellText`, `describeMateria`, `describePlayer`,
 * `localeTable(locale).phases`), so this table stays small: only the chrome around the game.
 * The vocabulary follows the engine's locale tables (altar / вівтар / ołtarz / 祭壇, ...).
 */
import { registerLocale, type Action, type Locale, type UndoRefusalCode } from 'spellbook-engine';
import { pl } from 'spellbook-engine/locales/pl';
import { uk } from 'spellbook-engine/locales/uk';
import { zhTW } from 'spellbook-engine/locales/zh-TW';
import type { BotKind, Selection } from './settings';

// The page speaks the engine's four languages: English is built in, the other three are opt-in
// (each its own entry point, so a page that offers fewer bundles fewer).
for (const language of [uk, pl, zhTW]) registerLocale(language);

export interface UiText {
  readonly title: string;
  readonly newGame: string;
  readonly start: string;
  readonly cancel: string;
  readonly players: string;
  readonly spells: string;
  readonly seed: string;
  readonly randomSeed: string;
  readonly language: string;
  readonly bots: Readonly<Record<BotKind, string>>;
  readonly selections: Readonly<Record<Selection, string>>;
  readonly you: string;
  readonly altar: string;
  readonly pouch: string;
  readonly discard: string;
  readonly pool: string;
  readonly familiar: string;
  readonly learned: string;
  readonly none: string;
  readonly spellsInGame: string;
  readonly noPhase: string;
  readonly log: string;
  readonly decision: string;
  readonly undo: string;
  readonly redo: string;
  readonly undoRefused: Readonly<Record<UndoRefusalCode, string>>;
  readonly day: (n: number) => string;
  readonly points: (n: number) => string;
  readonly level: (n: number) => string;
  readonly newThisDay: string;
  readonly waiting: (who: string) => string;
  readonly yourTurn: string;
  readonly groups: Readonly<Record<Action['type'], string>>;
  readonly endTriggered: (who: string) => string;
  readonly gameOver: string;
  readonly rank: string;
  readonly player: string;
  readonly spellPoints: string;
  readonly familiarPoints: string;
  readonly total: string;
  readonly winners: (names: readonly string[]) => string;
  readonly record: string;
  readonly undone: (what: string) => string;
  readonly redone: (what: string) => string;
  readonly clickHint: string;
}

export const UI: Readonly<Record<Locale, UiText>> = {
  en: {
    title: 'SpellBook',
    newGame: 'New game',
    start: 'Start',
    cancel: 'Cancel',
    players: 'Players',
    spells: 'Spells',
    seed: 'Seed',
    randomSeed: 'random',
    language: 'Language',
    bots: { greedy: 'greedy bot', random: 'random bot', search: 'search bot' },
    selections: { set1: 'Set 1 (first game)', set2: 'Set 2', set3: 'Set 3', classic: 'Classic (random per colour)' },
    you: 'you',
    altar: 'Altar',
    pouch: 'pouch',
    discard: 'discard',
    pool: 'Pool',
    familiar: 'Familiar board',
    learned: 'Spells',
    none: '—',
    spellsInGame: 'Spells in this game',
    noPhase: 'no phase',
    log: 'Game log',
    decision: 'Your decision',
    undo: 'Undo',
    redo: 'Redo',
    undoRefused: {
      'nothing-to-undo': 'Nothing to undo',
      'draw-revealed': 'Cannot undo: it revealed a draw',
      'other-player': "Cannot undo another player's move",
    },
    day: (n) => `Day ${n}`,
    points: (n) => `${n} pt${n === 1 ? '' : 's'}`,
    level: (n) => `L${n}`,
    newThisDay: 'learned today: usable from the next Day',
    waiting: (who) => `Waiting for ${who}…`,
    yourTurn: 'Your turn',
    groups: {
      take: 'Take from the altar', draw: 'Draw', store: 'Store', learn: 'Learn a spell', cast: 'Use a spell',
      pick: 'Choose a materia', swap: 'Swap', raise: 'Raise a spell', mode: 'Choose how', stop: 'Stop', pass: 'Pass',
    },
    endTriggered: (who) => `${who} triggered the end: the round is finished, then the game ends.`,
    gameOver: 'Game over',
    rank: '#',
    player: 'Player',
    spellPoints: 'Spells',
    familiarPoints: 'Familiar',
    total: 'Total',
    winners: (names) => `${names.length > 1 ? 'Winners' : 'Winner'}: ${names.join(', ')}`,
    record: 'Game record (JSON, replay with replay())',
    undone: (what) => `Undone: ${what}`,
    redone: (what) => `Redone: ${what}`,
    clickHint: 'Highlighted materia on the table can be clicked too.',
  },
  uk: {
    title: 'Книга заклять',
    newGame: 'Нова гра',
    start: 'Почати',
    cancel: 'Скасувати',
    players: 'Гравці',
    spells: 'Закляття',
    seed: 'Зерно',
    randomSeed: 'випадкове',
    language: 'Мова',
    bots: { greedy: 'жадібний бот', random: 'випадковий бот', search: 'бот-пошуковець' },
    selections: { set1: 'Набір 1 (перша гра)', set2: 'Набір 2', set3: 'Набір 3', classic: 'Класичний (випадково за кольором)' },
    you: 'ви',
    altar: 'Вівтар',
    pouch: 'мішечок',
    discard: 'скид',
    pool: 'Запас',
    familiar: 'Планшет фамільяра',
    learned: 'Закляття',
    none: '—',
    spellsInGame: 'Закляття цієї гри',
    noPhase: 'без фази',
    log: 'Журнал гри',
    decision: 'Ваше рішення',
    undo: 'Скасувати хід',
    redo: 'Повторити',
    undoRefused: {
      'nothing-to-undo': 'Нічого скасовувати',
      'draw-revealed': 'Не можна скасувати: хід відкрив витягнуті жетони',
      'other-player': 'Не можна скасувати хід іншого гравця',
    },
    day: (n) => `День ${n}`,
    points: (n) => `${n} ПО`,
    level: (n) => `Р${n}`,
    newThisDay: 'вивчено сьогодні: діє з наступного дня',
    waiting: (who) => `Чекаємо: ${who}…`,
    yourTurn: 'Ваш хід',
    groups: {
      take: 'Узяти з вівтаря', draw: 'Витягти', store: 'Зберегти', learn: 'Вивчити закляття', cast: 'Використати закляття',
      pick: 'Вибрати жетон', swap: 'Обміняти', raise: 'Підвищити закляття', mode: 'Вибрати спосіб', stop: 'Зупинитися', pass: 'Завершити фазу',
    },
    endTriggered: (who) => `${who} запускає кінець гри: коло дограють до кінця.`,
    gameOver: 'Гру завершено',
    rank: '№',
    player: 'Гравець',
    spellPoints: 'Закляття',
    familiarPoints: 'Фамільяр',
    total: 'Разом',
    winners: (names) => `${names.length > 1 ? 'Переможці' : 'Переможець'}: ${names.join(', ')}`,
    record: 'Запис гри (JSON, відтворення через replay())',
    undone: (what) => `Скасовано: ${what}`,
    redone: (what) => `Повторено: ${what}`,
    clickHint: 'Підсвічені жетони на столі теж можна натискати.',
  },
  pl: {
    title: 'Księga zaklęć',
    newGame: 'Nowa gra',
    start: 'Start',
    cancel: 'Anuluj',
    players: 'Gracze',
    spells: 'Zaklęcia',
    seed: 'Ziarno',
    randomSeed: 'losowe',
    language: 'Język',
    bots: { greedy: 'bot zachłanny', random: 'bot losowy', search: 'bot przeszukujący' },
    selections: { set1: 'Zestaw 1 (pierwsza gra)', set2: 'Zestaw 2', set3: 'Zestaw 3', classic: 'Klasyczny (losowo z każdego koloru)' },
    you: 'ty',
    altar: 'Ołtarz',
    pouch: 'sakiewka',
    discard: 'odrzucone',
    pool: 'Pula',
    familiar: 'Planszetka chowańca',
    learned: 'Zaklęcia',
    none: '—',
    spellsInGame: 'Zaklęcia w tej grze',
    noPhase: 'bez fazy',
    log: 'Dziennik gry',
    decision: 'Twoja decyzja',
    undo: 'Cofnij',
    redo: 'Ponów',
    undoRefused: {
      'nothing-to-undo': 'Nie ma czego cofnąć',
      'draw-revealed': 'Nie można cofnąć: ruch odsłonił losowanie',
      'other-player': 'Nie można cofnąć ruchu innego gracza',
    },
    day: (n) => `Dzień ${n}`,
    points: (n) => `${n} pkt`,
    level: (n) => `P${n}`,
    newThisDay: 'nauczone dziś: działa od następnego dnia',
    waiting: (who) => `Czekamy na: ${who}…`,
    yourTurn: 'Twój ruch',
    groups: {
      take: 'Weź z ołtarza', draw: 'Losuj', store: 'Zmagazynuj', learn: 'Naucz się zaklęcia', cast: 'Użyj zaklęcia',
      pick: 'Wybierz żeton', swap: 'Zamień', raise: 'Podnieś zaklęcie', mode: 'Wybierz wariant', stop: 'Przerwij', pass: 'Zakończ fazę',
    },
    endTriggered: (who) => `${who} wywołuje koniec gry: runda zostanie dokończona.`,
    gameOver: 'Koniec gry',
    rank: '#',
    player: 'Gracz',
    spellPoints: 'Zaklęcia',
    familiarPoints: 'Chowaniec',
    total: 'Razem',
    winners: (names) => `${names.length > 1 ? 'Zwycięzcy' : 'Zwycięzca'}: ${names.join(', ')}`,
    record: 'Zapis gry (JSON, odtwarzany przez replay())',
    undone: (what) => `Cofnięto: ${what}`,
    redone: (what) => `Ponowiono: ${what}`,
    clickHint: 'Podświetlone żetony na stole też można klikać.',
  },
  'zh-TW': {
    title: '魔法秘笈',
    newGame: '新遊戲',
    start: '開始',
    cancel: '取消',
    players: '玩家人數',
    spells: '咒語',
    seed: '種子',
    randomSeed: '隨機',
    language: '語言',
    bots: { greedy: '貪婪機器人', random: '隨機機器人', search: '搜尋機器人' },
    selections: { set1: '第 1 組（首次遊戲）', set2: '第 2 組', set3: '第 3 組', classic: '經典（每色隨機）' },
    you: '你',
    altar: '祭壇',
    pouch: '小袋',
    discard: '棄物盒',
    pool: '元素池',
    familiar: '家族圖板',
    learned: '咒語',
    none: '—',
    spellsInGame: '本局咒語',
    noPhase: '無階段',
    log: '遊戲紀錄',
    decision: '你的決定',
    undo: '悔棋',
    redo: '重做',
    undoRefused: {
      'nothing-to-undo': '沒有可以悔的步驟',
      'draw-revealed': '無法悔棋：這一步揭露了抽取的元素',
      'other-player': '無法悔回其他玩家的步驟',
    },
    day: (n) => `第 ${n} 天`,
    points: (n) => `${n} 分`,
    level: (n) => `${n}級`,
    newThisDay: '今天學會：從下一天起可以使用',
    waiting: (who) => `等待${who}…`,
    yourTurn: '輪到你了',
    groups: {
      take: '從祭壇拿取', draw: '抽取', store: '儲存', learn: '學習咒語', cast: '使用咒語',
      pick: '選擇元素', swap: '交換', raise: '提升咒語', mode: '選擇方式', stop: '停止', pass: '結束此階段',
    },
    endTriggered: (who) => `${who}觸發了遊戲結束：完成本輪後遊戲結束。`,
    gameOver: '遊戲結束',
    rank: '名次',
    player: '玩家',
    spellPoints: '咒語',
    familiarPoints: '家族',
    total: '總分',
    winners: (names) => `勝者：${names.join('、')}`,
    record: '遊戲紀錄（JSON，可用 replay() 重播）',
    undone: (what) => `已悔棋：${what}`,
    redone: (what) => `已重做：${what}`,
    clickHint: '桌上標示的元素也可以直接點擊。',
  },
};
