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
import type { LinkErrorCode } from './link.js';
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
  /** Why a shared link cannot be opened, by the reader's code; `not-a-game` is followed by the engine's `ReplayError`. */
  readonly linkProblem: Readonly<Record<LinkErrorCode | 'not-a-game', string>>;
  /** Under the prompt when a bot must decide and the bots are paused. */
  readonly botsPaused: (who: string) => string;
  /** Under the prompt when `pass` is the only legal action: the reasons, joined. */
  readonly onlyPass: (reasons: readonly string[]) => string;
  readonly nothingToLearn: (why: string) => string;
  readonly nothingToStore: string;
  readonly nothingToCast: (why: string) => string;
  readonly noOtherAction: string;
  readonly learnWhy: {
    readonly allLearned: string;
    readonly emptyPool: string;
    readonly cannotPay: (n: number) => string;
  };
  readonly castWhy: {
    readonly none: (phase: string) => string;
    readonly today: (names: string) => string;
    readonly notNow: (names: string) => string;
  };
  /** The result panel: its title, its columns, and how ties on points were broken. */
  readonly ranking: string;
  readonly scoreHead: Readonly<Record<'rank' | 'player' | 'total' | 'spells' | 'familiar' | 'learnedCount' | 'pool', string>>;
  readonly tieBroken: (ahead: string, behind: string, points: number, by: 'spells' | 'pool', a: number, b: number) => string;
  readonly tieShared: (names: readonly string[], points: number) => string;
  /** The inspectors' toggle: the state as the engine holds it (counts as arrays of 21). */
  readonly rawJson: string;
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
  badLink: 'This link cannot be opened',
  linkProblem: {
    'unknown-encoding': 'it is not a link to a game of this page (after “#record=” it starts with “z:” or “j:”). “Share link” makes one.',
    'bad-characters': 'it holds characters a shared link never has: it was changed by hand or by the program it came through. Copy it again from “Share link”.',
    'cut-short': 'it is cut short or damaged: the game record in it does not unpack. Copy the whole link again (chat and mail programs often cut long links).',
    'not-json': 'it is cut short or damaged: the game record in it is incomplete. Copy the whole link again.',
    'bad-step': 'the step after “&step=” is not a whole number from 0.',
    'not-a-game': 'it holds a record, but not one of a game the engine can replay:',
  },
  botsPaused: (who) => `${who} is a bot and the bots are paused: tick “Bots play” or press “One bot move”.`,
  onlyPass: (reasons) => `Only “pass” is legal: ${reasons.join(', and ')}.`,
  nothingToLearn: (why) => `nothing can be learned (${why})`,
  nothingToStore: 'nothing can be stored (the pool is empty)',
  nothingToCast: (why) => `no spell can be used (${why})`,
  noOtherAction: 'no other action is possible now',
  learnWhy: {
    allLearned: 'every spell of this game is learned',
    emptyPool: 'the pool is empty',
    cannotPay: (n) => `the pool's ${n} materia pay for no spell not yet learned`,
  },
  castWhy: {
    none: (phase) => `no ${phase} spell is learned`,
    today: (names) => `${names}: learned today, usable from the next Day`,
    notNow: (names) => `${names}: no effect possible now`,
  },
  ranking: 'Ranking',
  scoreHead: { rank: 'Rank', player: 'Player', total: 'Total', spells: 'Spells', familiar: 'Familiar', learnedCount: 'Spells learned', pool: 'Materia in pool' },
  tieBroken: (ahead, behind, points, by, a, b) =>
    `${ahead} and ${behind} both scored ${points}: ${ahead} ranks higher with more ${by === 'spells' ? 'spells learned' : 'materia in the pool'} (${a} against ${b}).`,
  tieShared: (names, points) => `${names.join(' and ')} scored ${points} with as many spells learned and materia in the pool: they share the place.`,
  rawJson: 'Raw (counts as arrays of 21)',
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
  badLink: 'Це посилання не вдається відкрити',
  linkProblem: {
    'unknown-encoding': 'це не посилання на гру цієї сторінки (після «#record=» має стояти «z:» або «j:»). Його створює кнопка «Посилання».',
    'bad-characters': 'воно містить символи, яких у посиланні на гру не буває: його змінили вручну або програма, через яку воно прийшло. Скопіюйте його знову з «Посилання».',
    'cut-short': 'воно обрізане або пошкоджене: запис гри в ньому не розпаковується. Скопіюйте посилання повністю (чати й пошта часто обрізають довгі посилання).',
    'not-json': 'воно обрізане або пошкоджене: запис гри в ньому неповний. Скопіюйте посилання повністю.',
    'bad-step': 'крок після «&step=» не є цілим числом від 0.',
    'not-a-game': 'у ньому є запис, але не запис гри, яку рушій може відтворити:',
  },
  botsPaused: (who) => `${who} — бот, а боти на паузі: позначте «Боти грають» або натисніть «Один хід бота».`,
  onlyPass: (reasons) => `Дозволено лише «пас»: ${reasons.join(', і ')}.`,
  nothingToLearn: (why) => `вивчити нічого не можна (${why})`,
  nothingToStore: 'покласти нічого не можна (запас порожній)',
  nothingToCast: (why) => `використати жодне закляття не можна (${why})`,
  noOtherAction: 'інших дій зараз немає',
  learnWhy: {
    allLearned: 'усі закляття цієї гри вже вивчено',
    emptyPool: 'запас порожній',
    cannotPay: (n) => `${n} матерії в запасі не вистачає на жодне ще не вивчене закляття`,
  },
  castWhy: {
    none: (phase) => `не вивчено жодного закляття фази «${phase}»`,
    today: (names) => `${names}: вивчено сьогодні, можна використати з наступного дня`,
    notNow: (names) => `${names}: зараз немає можливого ефекту`,
  },
  ranking: 'Підсумок',
  scoreHead: { rank: 'Місце', player: 'Гравець', total: 'Разом', spells: 'Закляття', familiar: 'Фамільяр', learnedCount: 'Вивчено заклять', pool: 'Матерії в запасі' },
  tieBroken: (ahead, behind, points, by, a, b) =>
    `${ahead} і ${behind} набрали по ${points}: ${ahead} вище, бо має більше ${by === 'spells' ? 'вивчених заклять' : 'матерії в запасі'} (${a} проти ${b}).`,
  tieShared: (names, points) => `${names.join(' і ')} набрали по ${points} і мають порівну вивчених заклять і матерії в запасі: вони ділять місце.`,
  rawJson: 'Сирий стан (лічильники як масиви з 21)',
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
  badLink: 'Nie można otworzyć tego linku',
  linkProblem: {
    'unknown-encoding': 'to nie jest link do gry z tej strony (po „#record=” powinno być „z:” albo „j:”). Tworzy go przycisk „Link”.',
    'bad-characters': 'zawiera znaki, których link do gry nigdy nie ma: zmieniono go ręcznie albo zrobił to program, którym przyszedł. Skopiuj go ponownie przyciskiem „Link”.',
    'cut-short': 'jest ucięty albo uszkodzony: zapisanej w nim gry nie da się rozpakować. Skopiuj cały link jeszcze raz (czaty i poczta często ucinają długie linki).',
    'not-json': 'jest ucięty albo uszkodzony: rekord gry w nim jest niepełny. Skopiuj cały link jeszcze raz.',
    'bad-step': 'krok po „&step=” nie jest liczbą całkowitą od 0.',
    'not-a-game': 'zawiera rekord, ale nie gry, którą silnik umie odtworzyć:',
  },
  botsPaused: (who) => `${who} to bot, a boty są wstrzymane: zaznacz „Boty grają” albo naciśnij „Jeden ruch bota”.`,
  onlyPass: (reasons) => `Dozwolone jest tylko „pas”: ${reasons.join(', a ')}.`,
  nothingToLearn: (why) => `nie można niczego poznać (${why})`,
  nothingToStore: 'nie można niczego odłożyć (pula jest pusta)',
  nothingToCast: (why) => `nie można użyć żadnego zaklęcia (${why})`,
  noOtherAction: 'żadna inna akcja nie jest teraz możliwa',
  learnWhy: {
    allLearned: 'wszystkie zaklęcia tej gry są już poznane',
    emptyPool: 'pula jest pusta',
    cannotPay: (n) => `materia w puli (${n}) nie wystarcza na żadne jeszcze niepoznane zaklęcie`,
  },
  castWhy: {
    none: (phase) => `nie poznano żadnego zaklęcia fazy „${phase}”`,
    today: (names) => `${names}: poznane dziś, do użycia od następnego dnia`,
    notNow: (names) => `${names}: żaden efekt nie jest teraz możliwy`,
  },
  ranking: 'Ranking',
  scoreHead: { rank: 'Miejsce', player: 'Gracz', total: 'Razem', spells: 'Zaklęcia', familiar: 'Chowaniec', learnedCount: 'Poznane zaklęcia', pool: 'Materia w puli' },
  tieBroken: (ahead, behind, points, by, a, b) =>
    `${ahead} i ${behind} mają po ${points}: ${ahead} jest wyżej, bo ma więcej ${by === 'spells' ? 'poznanych zaklęć' : 'materii w puli'} (${a} wobec ${b}).`,
  tieShared: (names, points) => `${names.join(' i ')} mają po ${points} i tyle samo poznanych zaklęć i materii w puli: dzielą miejsce.`,
  rawJson: 'Surowy stan (liczniki jako tablice 21 liczb)',
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
  badLink: '無法開啟此連結',
  linkProblem: {
    'unknown-encoding': '這不是本頁的遊戲連結（「#record=」之後應為「z:」或「j:」）。請用「分享連結」產生。',
    'bad-characters': '連結含有遊戲連結不會有的字元：它被手動或被傳送它的程式改動過。請重新從「分享連結」複製。',
    'cut-short': '連結被截斷或已損壞：其中的遊戲紀錄無法解壓縮。請重新複製完整連結（聊天與郵件程式常會截斷長連結）。',
    'not-json': '連結被截斷或已損壞：其中的遊戲紀錄不完整。請重新複製完整連結。',
    'bad-step': '「&step=」之後的步數不是從 0 起的整數。',
    'not-a-game': '其中有紀錄，但不是引擎能重播的遊戲：',
  },
  botsPaused: (who) => `${who}是機器人，而機器人已暫停：請勾選「機器人自動下」或按「機器人走一步」。`,
  onlyPass: (reasons) => `只能「跳過」：${reasons.join('，且')}。`,
  nothingToLearn: (why) => `無法學習任何咒語（${why}）`,
  nothingToStore: '無法存放任何元素（元素池是空的）',
  nothingToCast: (why) => `無法使用任何咒語（${why}）`,
  noOtherAction: '現在沒有其他可行的行動',
  learnWhy: {
    allLearned: '本局所有咒語都已學會',
    emptyPool: '元素池是空的',
    cannotPay: (n) => `元素池中的 ${n} 個元素付不起任何尚未學會的咒語`,
  },
  castWhy: {
    none: (phase) => `沒有學會任何${phase}咒語`,
    today: (names) => `${names}：今天才學會，下一天起才能使用`,
    notNow: (names) => `${names}：現在沒有可行的效果`,
  },
  ranking: '排名',
  scoreHead: { rank: '名次', player: '玩家', total: '總分', spells: '咒語', familiar: '家族', learnedCount: '已學咒語數', pool: '元素池元素數' },
  tieBroken: (ahead, behind, points, by, a, b) =>
    `${ahead}與${behind}同為 ${points} 分：${ahead}因${by === 'spells' ? '學會的咒語較多' : '元素池中的元素較多'}而排名較前（${a} 對 ${b}）。`,
  tieShared: (names, points) => `${names.join('與')}同為 ${points} 分，學會的咒語與元素池元素也一樣多：並列同一名次。`,
  rawJson: '原始狀態（計數為 21 個數字的陣列）',
};

/** The page's words, by locale. */
export const UI: Readonly<Record<Locale, UiText>> = { en, uk: ukText, pl: plText, 'zh-TW': zhText };
