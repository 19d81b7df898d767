/**
 * The words of the page itself (panel titles, buttons, form labels) in the engine's four locales.
 *
 * Everything about the game (action labels, event lines, prompts, spell names and texts, materia,
 * players, phases) comes from the engine: `describeAction`, `describeEvent`, `describeDecision`,
 * `spellName`, `spellText`, `describeMateria`, `describePlayer`, `localeTable(locale).phases`.
 * So this table holds only the chrome around the game. The vocabulary follows the engine's
 * locale tables (altar / вівтар / ołtarz / 祭壇, ...).
 */
import { registerLocale, type Locale, type UndoRefusalCode } from 'spellbook-engine';
import { pl } from 'spellbook-engine/locales/pl';
import { uk } from 'spellbook-engine/locales/uk';
import { zhTW } from 'spellbook-engine/locales/zh-TW';

// English is built into the engine; the other three are opt-in, registered once here.
for (const language of [uk, pl, zhTW]) registerLocale(language);

/** The page's languages, in the order of the language menu. */
export const PAGE_LOCALES: readonly Locale[] = ['en', 'uk', 'pl', 'zh-TW'];

/** Who plays a seat: a person clicking, or one of the built-in bots (in the worker). */
export type SeatControl = 'human' | 'random' | 'greedy' | 'search';
/** The spell selections of the setup form: the engine's four, or 7 ids typed in. */
export type SpellChoice = 'set1' | 'set2' | 'set3' | 'classic' | 'ids';

/** The page's own words in one language. */
export interface UiText {
  readonly title: string;
  readonly tagline: string;
  readonly language: string;
  readonly setup: string;
  readonly players: string;
  readonly soloLabel: string;
  readonly spells: string;
  readonly choices: Readonly<Record<SpellChoice, string>>;
  readonly idsHint: string;
  readonly seed: string;
  readonly randomSeed: string;
  readonly rules: string;
  readonly presets: Readonly<Record<'printed' | 'digital', string>>;
  readonly difficulty: string;
  readonly seat: (n: number) => string;
  readonly controls: Readonly<Record<SeatControl, string>>;
  readonly start: string;
  readonly botsPlay: string;
  readonly botMove: string;
  readonly delay: string;
  readonly thinking: (who: string) => string;
  readonly table: string;
  readonly altar: string;
  readonly pouch: string;
  readonly discard: string;
  readonly pool: string;
  readonly familiar: string;
  readonly learned: string;
  readonly spellsInGame: string;
  readonly none: string;
  readonly day: (n: number) => string;
  readonly level: (n: number) => string;
  readonly cardRune: string;
  readonly endTriggered: (who: string) => string;
  readonly opponent: string;
  readonly track: string;
  readonly lower: string;
  readonly points: (n: number) => string;
  readonly gameOver: string;
  readonly winners: (names: readonly string[]) => string;
  readonly total: string;
  readonly soloResult: Readonly<Record<'win' | 'loss' | 'tie', string>>;
  readonly decision: string;
  readonly legal: (n: number) => string;
  readonly notYours: (who: string) => string;
  readonly pastStep: string;
  readonly log: string;
  readonly stateJson: string;
  readonly viewJson: string;
  readonly spectator: string;
  readonly history: string;
  readonly step: (at: number, of: number) => string;
  readonly live: string;
  readonly undo: string;
  readonly redo: string;
  readonly undoRefused: Readonly<Record<UndoRefusalCode | 'nothing-to-redo', string>>;
  readonly exchange: string;
  readonly exportSave: string;
  readonly exportRecord: string;
  readonly exportNotation: string;
  readonly shareLink: string;
  readonly loadSave: string;
  readonly loadRecord: string;
  readonly openFile: string;
  readonly pasteHere: string;
  readonly noRecord: string;
  readonly loadedSave: string;
  readonly loadedRecord: (n: number) => string;
  readonly linkReady: string;
  readonly badLink: string;
}

const en: UiText = {
  title: 'SpellBook playground',
  tagline: 'Play, inspect and replay any position of spellbook-engine, in the browser.',
  language: 'Language',
  setup: 'New game',
  players: 'Players',
  soloLabel: '1 (solo)',
  spells: 'Spells',
  choices: { set1: 'Set 1', set2: 'Set 2', set3: 'Set 3', classic: 'Classic (random per colour)', ids: '7 spell ids' },
  idsHint: 'blaze, ..., one per colour',
  seed: 'Seed',
  randomSeed: 'random',
  rules: 'Rule profile',
  presets: { printed: 'printed', digital: 'digital' },
  difficulty: 'Solo difficulty',
  seat: (n) => `Seat ${n}`,
  controls: { human: 'human (click)', random: 'random bot', greedy: 'greedy bot', search: 'search bot' },
  start: 'Start',
  botsPlay: 'Bots play',
  botMove: 'One bot move',
  delay: 'Delay (ms)',
  thinking: (who) => `${who} is thinking…`,
  table: 'Table',
  altar: 'Altar',
  pouch: 'Pouch',
  discard: 'Discard',
  pool: 'Pool',
  familiar: 'Familiar board',
  learned: 'Spells learned',
  spellsInGame: 'Spells in this game',
  none: '—',
  day: (n) => `Day ${n}`,
  level: (n) => `L${n}`,
  cardRune: 'card rune',
  endTriggered: (who) => `${who} triggered the end of the game.`,
  opponent: 'Virtual opponent',
  track: 'Track',
  lower: 'Lower part',
  points: (n) => `${n} pt${n === 1 ? '' : 's'}`,
  gameOver: 'Game over',
  winners: (names) => `${names.length > 1 ? 'Winners' : 'Winner'}: ${names.join(', ')}`,
  total: 'Total',
  soloResult: { win: 'You beat the virtual opponent', loss: 'The virtual opponent wins', tie: 'A tie with the virtual opponent' },
  decision: 'Decision',
  legal: (n) => `Legal actions (${n})`,
  notYours: (who) => `${who} is a bot: clicking plays for it.`,
  pastStep: 'You are looking at an earlier step: an action played here starts a new line from it.',
  log: 'Event log',
  stateJson: 'State (JSON)',
  viewJson: 'playerView',
  spectator: 'spectator',
  history: 'History',
  step: (at, of) => `step ${at} of ${of}`,
  live: 'Latest',
  undo: 'Undo',
  redo: 'Redo',
  undoRefused: {
    'nothing-to-undo': 'Nothing to undo.',
    'draw-revealed': 'Undo refused: that step drew from the pouch.',
    'other-player': "Undo refused: that step was another player's decision.",
    'nothing-to-redo': 'Nothing to redo.',
  },
  exchange: 'Saves, records, notation',
  exportSave: 'Export save',
  exportRecord: 'Export record',
  exportNotation: 'Export notation',
  shareLink: 'Share link',
  loadSave: 'Load as save',
  loadRecord: 'Load as record',
  openFile: 'Open a file…',
  pasteHere: 'Paste a save (serialize) or a GameRecord (JSON) here, or export the current game.',
  noRecord: 'A game resumed from a save has no record: export its save instead.',
  loadedSave: 'Save loaded.',
  loadedRecord: (n) => `Record replayed: ${n} actions.`,
  linkReady: 'Link to this game and step (the record is in the URL fragment):',
  badLink: 'The link holds no readable record',
};

const ukText: UiText = {
  title: 'Пісочниця «Книги заклять»',
  tagline: 'Грайте, досліджуйте і відтворюйте будь-яку позицію spellbook-engine просто в браузері.',
  language: 'Мова',
  setup: 'Нова гра',
  players: 'Гравці',
  soloLabel: '1 (соло)',
  spells: 'Закляття',
  choices: { set1: 'Набір 1', set2: 'Набір 2', set3: 'Набір 3', classic: 'Класичний (випадково за кольором)', ids: '7 ідентифікаторів' },
  idsHint: 'blaze, ..., по одному на колір',
  seed: 'Зерно',
  randomSeed: 'випадкове',
  rules: 'Профіль правил',
  presets: { printed: 'друковані', digital: 'цифрові' },
  difficulty: 'Складність соло',
  seat: (n) => `Місце ${n}`,
  controls: { human: 'людина (клік)', random: 'випадковий бот', greedy: 'жадібний бот', search: 'бот-пошуковець' },
  start: 'Почати',
  botsPlay: 'Боти грають',
  botMove: 'Один хід бота',
  delay: 'Затримка (мс)',
  thinking: (who) => `${who} думає…`,
  table: 'Стіл',
  altar: 'Вівтар',
  pouch: 'Мішечок',
  discard: 'Скид',
  pool: 'Запас',
  familiar: 'Планшет фамільяра',
  learned: 'Вивчені закляття',
  spellsInGame: 'Закляття цієї гри',
  none: '—',
  day: (n) => `День ${n}`,
  level: (n) => `Р${n}`,
  cardRune: 'руна картки',
  endTriggered: (who) => `${who} запускає кінець гри.`,
  opponent: 'Віртуальний суперник',
  track: 'Доріжка',
  lower: 'Нижня частина',
  points: (n) => `${n} ПО`,
  gameOver: 'Гру завершено',
  winners: (names) => `${names.length > 1 ? 'Переможці' : 'Переможець'}: ${names.join(', ')}`,
  total: 'Разом',
  soloResult: { win: 'Ви перемогли віртуального суперника', loss: 'Віртуальний суперник переміг', tie: 'Нічия з віртуальним суперником' },
  decision: 'Рішення',
  legal: (n) => `Дозволені дії (${n})`,
  notYours: (who) => `${who} — бот: клік зіграє за нього.`,
  pastStep: 'Ви дивитеся на попередній крок: дія, зіграна тут, почне з нього нову лінію.',
  log: 'Журнал подій',
  stateJson: 'Стан (JSON)',
  viewJson: 'playerView',
  spectator: 'глядач',
  history: 'Історія',
  step: (at, of) => `крок ${at} з ${of}`,
  live: 'Останній',
  undo: 'Скасувати хід',
  redo: 'Повторити',
  undoRefused: {
    'nothing-to-undo': 'Нічого скасовувати.',
    'draw-revealed': 'Скасування відхилено: той крок тягнув із мішечка.',
    'other-player': 'Скасування відхилено: той крок був рішенням іншого гравця.',
    'nothing-to-redo': 'Нічого повторювати.',
  },
  exchange: 'Збереження, записи, нотація',
  exportSave: 'Експорт збереження',
  exportRecord: 'Експорт запису',
  exportNotation: 'Експорт нотації',
  shareLink: 'Посилання',
  loadSave: 'Завантажити як збереження',
  loadRecord: 'Завантажити як запис',
  openFile: 'Відкрити файл…',
  pasteHere: 'Вставте сюди збереження (serialize) або GameRecord (JSON) чи експортуйте поточну гру.',
  noRecord: 'Гра, відновлена зі збереження, не має запису: експортуйте її збереження.',
  loadedSave: 'Збереження завантажено.',
  loadedRecord: (n) => `Запис відтворено: ${n} дій.`,
  linkReady: 'Посилання на цю гру і крок (запис — у фрагменті URL):',
  badLink: 'Посилання не містить придатного запису',
};

const plText: UiText = {
  title: 'Piaskownica „Księgi zaklęć”',
  tagline: 'Graj, badaj i odtwarzaj dowolną pozycję spellbook-engine w przeglądarce.',
  language: 'Język',
  setup: 'Nowa gra',
  players: 'Gracze',
  soloLabel: '1 (solo)',
  spells: 'Zaklęcia',
  choices: { set1: 'Zestaw 1', set2: 'Zestaw 2', set3: 'Zestaw 3', classic: 'Klasyczny (losowo z każdego koloru)', ids: '7 identyfikatorów' },
  idsHint: 'blaze, ..., po jednym z koloru',
  seed: 'Ziarno',
  randomSeed: 'losowe',
  rules: 'Profil zasad',
  presets: { printed: 'drukowane', digital: 'cyfrowe' },
  difficulty: 'Poziom solo',
  seat: (n) => `Miejsce ${n}`,
  controls: { human: 'człowiek (klik)', random: 'bot losowy', greedy: 'bot zachłanny', search: 'bot przeszukujący' },
  start: 'Start',
  botsPlay: 'Boty grają',
  botMove: 'Jeden ruch bota',
  delay: 'Opóźnienie (ms)',
  thinking: (who) => `${who} myśli…`,
  table: 'Stół',
  altar: 'Ołtarz',
  pouch: 'Sakiewka',
  discard: 'Odrzucone',
  pool: 'Pula',
  familiar: 'Planszetka chowańca',
  learned: 'Poznane zaklęcia',
  spellsInGame: 'Zaklęcia w tej grze',
  none: '—',
  day: (n) => `Dzień ${n}`,
  level: (n) => `P${n}`,
  cardRune: 'runa karty',
  endTriggered: (who) => `${who} wywołuje koniec gry.`,
  opponent: 'Wirtualny przeciwnik',
  track: 'Tor',
  lower: 'Dolna część',
  points: (n) => `${n} pkt`,
  gameOver: 'Koniec gry',
  winners: (names) => `${names.length > 1 ? 'Zwycięzcy' : 'Zwycięzca'}: ${names.join(', ')}`,
  total: 'Razem',
  soloResult: { win: 'Wygrywasz z wirtualnym przeciwnikiem', loss: 'Wirtualny przeciwnik wygrywa', tie: 'Remis z wirtualnym przeciwnikiem' },
  decision: 'Decyzja',
  legal: (n) => `Dozwolone akcje (${n})`,
  notYours: (who) => `${who} to bot: kliknięcie zagra za niego.`,
  pastStep: 'Oglądasz wcześniejszy krok: akcja zagrana tutaj rozpocznie od niego nową linię.',
  log: 'Dziennik zdarzeń',
  stateJson: 'Stan (JSON)',
  viewJson: 'playerView',
  spectator: 'widz',
  history: 'Historia',
  step: (at, of) => `krok ${at} z ${of}`,
  live: 'Najnowszy',
  undo: 'Cofnij',
  redo: 'Ponów',
  undoRefused: {
    'nothing-to-undo': 'Nie ma czego cofnąć.',
    'draw-revealed': 'Cofnięcie odrzucone: ten krok losował z sakiewki.',
    'other-player': 'Cofnięcie odrzucone: ten krok był decyzją innego gracza.',
    'nothing-to-redo': 'Nie ma czego ponowić.',
  },
  exchange: 'Zapisy gry, rekordy, notacja',
  exportSave: 'Eksportuj zapis',
  exportRecord: 'Eksportuj rekord',
  exportNotation: 'Eksportuj notację',
  shareLink: 'Link',
  loadSave: 'Wczytaj jako zapis',
  loadRecord: 'Wczytaj jako rekord',
  openFile: 'Otwórz plik…',
  pasteHere: 'Wklej tu zapis (serialize) lub GameRecord (JSON) albo wyeksportuj bieżącą grę.',
  noRecord: 'Gra wznowiona z zapisu nie ma rekordu: wyeksportuj jej zapis.',
  loadedSave: 'Zapis wczytany.',
  loadedRecord: (n) => `Rekord odtworzony: ${n} akcji.`,
  linkReady: 'Link do tej gry i kroku (rekord jest we fragmencie URL):',
  badLink: 'Link nie zawiera czytelnego rekordu',
};

const zhText: UiText = {
  title: '魔法秘笈 試玩台',
  tagline: '在瀏覽器中遊玩、檢視並重播 spellbook-engine 的任何局面。',
  language: '語言',
  setup: '新遊戲',
  players: '玩家人數',
  soloLabel: '1（單人）',
  spells: '咒語',
  choices: { set1: '第 1 組', set2: '第 2 組', set3: '第 3 組', classic: '經典（每色隨機）', ids: '7 個咒語 id' },
  idsHint: 'blaze, ...，每色一個',
  seed: '種子',
  randomSeed: '隨機',
  rules: '規則設定',
  presets: { printed: '紙本', digital: '數位' },
  difficulty: '單人難度',
  seat: (n) => `座位 ${n}`,
  controls: { human: '玩家（點擊）', random: '隨機機器人', greedy: '貪婪機器人', search: '搜尋機器人' },
  start: '開始',
  botsPlay: '機器人自動下',
  botMove: '機器人走一步',
  delay: '延遲（毫秒）',
  thinking: (who) => `${who}思考中…`,
  table: '桌面',
  altar: '祭壇',
  pouch: '小袋',
  discard: '棄物盒',
  pool: '元素池',
  familiar: '家族圖板',
  learned: '已學咒語',
  spellsInGame: '本局咒語',
  none: '—',
  day: (n) => `第 ${n} 天`,
  level: (n) => `${n}級`,
  cardRune: '卡片符文',
  endTriggered: (who) => `${who}觸發了遊戲結束。`,
  opponent: '虛擬對手',
  track: '軌道',
  lower: '下半部',
  points: (n) => `${n} 分`,
  gameOver: '遊戲結束',
  winners: (names) => `勝者：${names.join('、')}`,
  total: '總分',
  soloResult: { win: '你擊敗了虛擬對手', loss: '虛擬對手獲勝', tie: '與虛擬對手平手' },
  decision: '當前決定',
  legal: (n) => `合法行動（${n}）`,
  notYours: (who) => `${who}是機器人：點擊會替它行動。`,
  pastStep: '你正在檢視較早的步驟：在此執行行動會從這一步開始新的分支。',
  log: '事件紀錄',
  stateJson: '狀態（JSON）',
  viewJson: 'playerView',
  spectator: '觀眾',
  history: '歷史',
  step: (at, of) => `第 ${at} / ${of} 步`,
  live: '最新',
  undo: '悔棋',
  redo: '重做',
  undoRefused: {
    'nothing-to-undo': '沒有可以悔的步驟。',
    'draw-revealed': '無法悔棋：那一步從小袋抽取了元素。',
    'other-player': '無法悔棋：那一步是其他玩家的決定。',
    'nothing-to-redo': '沒有可以重做的步驟。',
  },
  exchange: '存檔、紀錄、記譜',
  exportSave: '匯出存檔',
  exportRecord: '匯出紀錄',
  exportNotation: '匯出記譜',
  shareLink: '分享連結',
  loadSave: '作為存檔載入',
  loadRecord: '作為紀錄載入',
  openFile: '開啟檔案…',
  pasteHere: '在此貼上存檔（serialize）或 GameRecord（JSON），或匯出目前的遊戲。',
  noRecord: '從存檔恢復的遊戲沒有紀錄：請改為匯出存檔。',
  loadedSave: '存檔已載入。',
  loadedRecord: (n) => `紀錄已重播：${n} 個行動。`,
  linkReady: '此遊戲與此步驟的連結（紀錄在 URL 片段中）：',
  badLink: '連結中沒有可讀取的紀錄',
};

/** The page's words, by locale. */
export const UI: Readonly<Record<Locale, UiText>> = { en, uk: ukText, pl: plText, 'zh-TW': zhText };
