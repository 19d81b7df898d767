/**
 * Ukrainian descriptions, in the vocabulary of the Ukrainian rulebook («Книга магії»): жетон
 * матерії, вівтар, мішечок, запас, планшет фамільяра, комірка, скид, конкурент (solo).
 * @module
 */
import type { MateriaFilter } from '../state/steps.js';
import type { Colour, Rune } from '../state/materia.js';
import type { Phase } from '../state/types.js';
import type { PartialLocaleTable } from './definition.js';

/** Colour adjectives by gender: feminine (матерія), neuter (коло), masculine (трикутник, квадрат, колір). */
const COLOUR_FORMS: Readonly<Record<Colour, { readonly f: string; readonly n: string; readonly m: string }>> = {
  red: { f: 'червона', n: 'червоне', m: 'червоний' },
  purple: { f: 'фіолетова', n: 'фіолетове', m: 'фіолетовий' },
  green: { f: 'зелена', n: 'зелене', m: 'зелений' },
  black: { f: 'чорна', n: 'чорне', m: 'чорний' },
  white: { f: 'біла', n: 'біле', m: 'білий' },
  blue: { f: 'синя', n: 'синє', m: 'синій' },
  yellow: { f: 'жовта', n: 'жовте', m: 'жовтий' },
};
const COLOURS: Readonly<Record<Colour, string>> = {
  red: 'червона', purple: 'фіолетова', green: 'зелена', black: 'чорна', white: 'біла', blue: 'синя', yellow: 'жовта',
};
const RUNES: Readonly<Record<Rune, string>> = { circle: 'коло', triangle: 'трикутник', square: 'квадрат' };
/** The gender of each rune noun, for the colour adjective. */
const RUNE_GENDER: Readonly<Record<Rune, 'n' | 'm'>> = { circle: 'n', triangle: 'm', square: 'm' };
const PHASES: Readonly<Record<Phase, string>> = { morning: 'Ранок', midday: 'Полудень', evening: 'Вечір' };
/** Phases in running text (nominative) and in the genitive (фаза ранку). */
const PHASE_NOM: Readonly<Record<Phase, string>> = { morning: 'ранок', midday: 'полудень', evening: 'вечір' };
const PHASE_GEN: Readonly<Record<Phase, string>> = { morning: 'ранку', midday: 'полудня', evening: 'вечора' };
/** Phase adjectives in the feminine accusative (ранкову дію). */
const PHASE_ADJ_ACC: Readonly<Record<Phase, string>> = { morning: 'ранкову', midday: 'полудневу', evening: 'вечірню' };

const player = (n: number): string => `Гравець ${n}`;
/** "Player N" in the genitive, inside a sentence. */
const playerGen = (n: number): string => `Гравця ${n}`;
/** A spell in running text: `заклинання «X»`, so that the name stays in the nominative (as in the rulebook). */
const quoted = (spell: string): string => `заклинання «${spell}»`;

/** The noun form after a number: 1 жетон, 2 жетони, 5 жетонів (also the accusative). */
function plural(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const h = n % 100;
  if (d === 1 && h !== 11) return one;
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return few;
  return many;
}
const tokens = (n: number): string => `${n} ${plural(n, 'жетон', 'жетони', 'жетонів')}`;
/** After «до» (up to): до 1 жетона, до 7 жетонів. */
const tokensGen = (n: number): string => `${n} ${plural(n, 'жетона', 'жетонів', 'жетонів')}`;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} і ${items[items.length - 1] as string}`;
}
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} або ${items[items.length - 1] as string}`;
}

/** The clause a filter adds to a prompt, with its leading comma, or nothing. */
function filterClause(f: MateriaFilter | null): string {
  if (f === null) return '';
  const parts: string[] = [];
  if (f.colour !== undefined) parts.push(`колір: ${COLOUR_FORMS[f.colour].m}`);
  if (f.rune !== undefined) parts.push(`руна: ${RUNES[f.rune]}`);
  if (f.sameColour === true && f.colour === undefined) parts.push('усі одного кольору');
  if (f.familiarColour === true) parts.push('лише кольори, що є на вашому планшеті фамільяра');
  return parts.map((p) => `, ${p}`).join('');
}
const left = (count: number): string => (count > 1 ? `, залишилося: ${count}` : '');

/** The Ukrainian table: the messages it translates; English gives any it lacks (`npm run locales:table` lists them). */
export const uk: PartialLocaleTable = {
  player,
  actionBy: (who, action) => `${who}: ${action}`,
  colours: COLOURS,
  runes: RUNES,
  materia: (colour, rune) => `${COLOUR_FORMS[colour][RUNE_GENDER[rune]]} ${RUNES[rune]}`,
  phases: PHASES,
  list,
  modes: { store: 'збереження', take: 'взяття' },
  stepNames: {
    draw: 'витягування',
    'draw-until': 'витягування',
    reveal: 'витягування на вівтар',
    'others-draw': 'витягування',
    take: 'взяття',
    'take-store': 'взяття й збереження',
    store: 'збереження',
    discard: 'скидання',
    'swap-altar': 'обмін з вівтарем',
    'swap-familiar': 'обмін із планшетом фамільяра',
    'clear-altar': 'скидання з вівтаря',
    lower: 'зниження рівня',
    raise: 'підвищення рівня',
    mode: 'вибір способу',
    'phase-action': 'додаткова дія',
    learn: 'вивчення',
    'learn-discards': 'збереження оплати',
    'store-from-discard': 'збереження зі скиду',
    'check-end': 'перевірка кінця гри',
    'discard-held': 'скидання відкладеного',
    'opponent-take': 'взяття для конкурента',
    'opponent-draw': 'витягування для конкурента',
    'opponent-place': 'розміщення на планшеті конкурента',
    'altar-refill': 'поповнення вівтаря',
    'close-day': 'завершення дня',
  },
  actions: {
    take: (p) => `узяти ${p.materia} з вівтаря`,
    draw: () => 'витягти 2 жетони з мішечка',
    store: (p) => `зберегти ${p.materia} на планшеті фамільяра`,
    learn: (p) =>
      `вивчити ${quoted(p.spell)} ${p.level}-го рівня (на карту: ${p.onCard}; оплата: ${list(p.spend)})`,
    pass: () => 'завершити фазу',
    cast: (p) => p.from === null
      ? `використати ${quoted(p.spell)} (рівень ${p.level})`
      : `скопіювати ${quoted(p.spell)} ${playerGen(p.from)} (рівень ${p.level})`,
    pick: (p) => `вибрати ${p.materia}`,
    swap: (p) => `обміняти ${p.give} на ${p.get}`,
    raise: (p) => `підвищити ${quoted(p.spell)} на 1 рівень`,
    mode: (p) => `обрати варіант «${p.mode}»`,
    stop: () => 'зупинитися',
  },
  events: {
    'materia-drawn': (p) => `${player(p.player)} витягає ${p.materia}.`,
    'materia-revealed': (p) => `На вівтар витягнуто ${p.materia}.`,
    'draw-lost': (p) => {
      const where = p.to === 'pool' ? 'у запас' : p.to === 'altar' ? 'на вівтар' : 'для конкурента';
      return `Мішечок і скид порожні: жетон ${where} не витягнуто.`;
    },
    'pouch-refilled': (p) => `Скинуті жетони повертаються в мішечок (${tokens(p.count)}).`,
    'materia-taken': (p) => `${player(p.player)} бере ${p.materia} з вівтаря.`,
    'materia-stored': (p) => p.from === 'pool'
      ? `${player(p.player)} зберігає ${p.materia} на планшеті фамільяра (комірка ${p.space}).`
      : `${player(p.player)} зберігає ${p.materia} ${p.from === 'altar' ? 'з вівтаря' : 'зі скиду'} на планшеті фамільяра (комірка ${p.space}).`,
    'materia-discarded': (p) => p.from === 'altar'
      ? `З вівтаря скинуто ${p.materia}.`
      : p.from === 'pool'
        ? `${player(p.player)} скидає ${p.materia}.`
        : `${player(p.player)} скидає відкладений ${p.materia}.`,
    'materia-held': (p) => `${player(p.player)} відкладає ${p.materia}, щоб скинути його, коли ефект завершиться.`,
    'spell-learned': (p) =>
      `${player(p.player)} вивчає ${quoted(p.spell)} ${p.level}-го рівня; на карті: ${p.card} (оплата: ${list(p.spend)}).`,
    passed: (p) => `${player(p.player)} завершує фазу ${PHASE_GEN[p.phase]}.`,
    'phase-started': (p) => `День ${p.day}: у ${playerGen(p.player)} починається ${PHASE_NOM[p.phase]}.`,
    'altar-resupplied': (p) => {
      switch (p.rule) {
        case 'fill': return `Вівтар поповнено до ${tokensGen(5)}.`;
        case 'add-one': return 'На вівтар додано 1 жетон.';
        case 'replace': return 'Усі жетони з вівтаря скинуто, на вівтар витягнуто 5 нових.';
        case 'solo-fill': return `Вівтар поповнено до ${tokensGen(7)}.`;
        case 'solo-trim': return `Вівтар зменшено до ${tokensGen(7)}: зайві жетони скинуто.`;
      }
    },
    'day-ended': (p) => `${player(p.player)} завершує день ${p.day}.`,
    'game-end-triggered': (p) => p.reason === 'seventh-spell'
      ? `Умову кінця гри виконано: ${player(p.player)} вивчив 7-ме заклинання.`
      : `Умову кінця гри виконано: планшет фамільяра ${playerGen(p.player)} заповнено.`,
    'game-ended': () => 'Гру завершено.',
    'spell-cast': (p) => p.from === null
      ? `${player(p.player)} використовує ${quoted(p.spell)} (рівень ${p.level}).`
      : `${player(p.player)} копіює ${quoted(p.spell)} ${playerGen(p.from)} (рівень ${p.level}).`,
    'spell-level-changed': (p) => `Рівень ${quoted(p.spell)} ${playerGen(p.player)} змінюється з ${p.from} на ${p.to}.`,
    'materia-swapped': (p) => p.with === 'altar'
      ? `${player(p.player)} міняє ${p.give} із запасу на ${p.get} з вівтаря.`
      : `${player(p.player)} міняє ${p.give} із запасу на ${p.get} з планшета фамільяра (комірка ${p.space}).`,
    'spell-triggered': (p) => `Спрацьовує ${quoted(p.spell)} ${playerGen(p.player)} (рівень ${p.level}).`,
    'step-skipped': (p) => p.step === 'others-draw'
      ? `Запас ${playerGen(p.player)} повний: він нічого не витягає.`
      : `${player(p.player)}: ${p.stepName} завершено достроково (не переміщено: ${p.remaining}).`,
    'step-stopped': (p) => p.step === 'phase-action'
      ? `${player(p.player)} відмовляється від додаткової дії.`
      : `${player(p.player)} припиняє ${p.stepName}.`,
    'mode-chosen': (p) => `${player(p.player)} обирає варіант «${p.mode}».`,
    'opponent-placed': (p) => `На планшет конкурента покладено ${p.materia} (комірка ${p.space}).`,
    'opponent-received': (p) =>
      `У нижню частину планшета конкурента покладено ${p.materia} ${p.from === 'altar' ? 'з вівтаря' : 'з мішечка'}.`,
    'altar-refreshed': (p) => `Комірка ${p.space} оновлює вівтар: усі жетони з вівтаря скинуто, витягнуто 7 нових.`,
  },
  steps: {
    draw: (p) => `витягніть з мішечка ${tokens(p.count)}`,
    'draw-until': (p) => `витягайте жетони, поки не матимете у своєму запасі ${tokens(p.size)}`,
    reveal: (p) => `витягніть ${tokens(p.count)} на вівтар`,
    'others-draw': () => 'кожен інший гравець витягає 1 жетон',
    take: (p) => `виберіть, який жетон узяти з вівтаря${filterClause(p.filter)}${left(p.count)}${p.optional ? ', або зупиніться' : ''}`,
    'take-store': (p) => `виберіть, який жетон узяти з вівтаря й зберегти на планшеті фамільяра${left(p.count)}`,
    store: (p) => `виберіть, який жетон із запасу зберегти на планшеті фамільяра${filterClause(p.filter)}${left(p.count)}`,
    discard: (p) => `виберіть, який жетон із запасу скинути${p.cost ? ' як плату' : ''}${filterClause(p.filter)}${left(p.count)}`,
    'swap-altar': (p) => `виберіть жетон із запасу й жетон з вівтаря для обміну${left(p.count)}`,
    'swap-familiar': () => 'виберіть жетон із запасу й жетон з планшета фамільяра для обміну',
    'clear-altar': (p) => {
      const range = p.max !== null ? ` (загалом від ${p.min} до ${p.max})` : p.min > 0 ? ` (щонайменше ${p.min})` : '';
      return `виберіть, який жетон скинути з вівтаря${p.discarded >= p.min ? ', або зупиніться' : ''}${range}${p.discarded > 0 ? `; уже скинуто: ${p.discarded}` : ''}`;
    },
    lower: (p) => (p.to === null ? 'знизьте рівень карти на 1' : `знизьте карту до ${p.to}-го рівня`),
    raise: () => 'виберіть інше своє заклинання, щоб підвищити його на 1 рівень',
    mode: (p) => `виберіть, як використати ефект: ${orList(p.modes.map((m) => `«${m}»`))}`,
    'phase-action': (p) => p.as === 'copy'
      ? `виконайте ${PHASE_ADJ_ACC[p.phase]} дію як копію`
      : `виконайте додаткову ${PHASE_ADJ_ACC[p.phase]} дію${p.optional ? ' або зупиніться' : ''}`,
    learn: (p) => p.wild === 1
      ? `вивчіть заклинання; до 1 жетона з руною «${RUNES[p.rune]}» будь-якого кольору вважається джокером`
      : `вивчіть заклинання; до ${tokensGen(p.wild)} з руною «${RUNES[p.rune]}» будь-якого кольору вважаються джокерами`,
    'learn-discards': (p) => p.keep > 0
      ? `виберіть, який зі сплачених за це заклинання жетонів зберегти на планшеті фамільяра${left(p.keep)}`
      : `скиньте решту оплати: ${list(p.setAside)}`,
    'store-from-discard': (p) => `виберіть, який жетон зі скиду зберегти на планшеті фамільяра${left(p.count)}`,
    'check-end': () => 'перевірте, чи настає кінець гри',
    'discard-held': (p) => `скиньте відкладені жетони: ${list(p.materia)}`,
    'opponent-take': () => 'виберіть жетон з вівтаря для нижньої частини планшета конкурента',
    'opponent-draw': () => 'витягніть 1 жетон у нижню частину планшета конкурента',
    'opponent-place': () => 'виберіть жетон з вівтаря, щоб покласти його на планшет конкурента',
    'altar-refill': (p) =>
      `поповніть вівтар до ${tokensGen(p.size)}${p.refreshSpace === null ? '' : `, потім оновіть його (комірка ${p.refreshSpace})`}`,
    'close-day': () => 'завершіть день',
  },
  decisions: {
    phase: (p) => {
      const which = p.actionsTaken > 0 ? ` (дія ${p.actionsTaken + 1})` : '';
      const options = p.phase === 'morning'
        ? 'візьміть 1 жетон з вівтаря, витягніть 2, використайте заклинання або завершіть фазу'
        : p.phase === 'midday'
          ? 'збережіть 1 жетон, використайте заклинання або завершіть фазу'
          : 'вивчіть заклинання, використайте заклинання або завершіть фазу';
      return `${player(p.player)}, ${PHASE_NOM[p.phase]}${which}: ${options}`;
    },
    effect: (p) => `${player(p.player)}: ${p.prompt}${p.spell === null ? '' : ` (${p.spell})`}`,
    'game-over': () => 'Гру завершено',
  },
  violations: {
    'malformed-action': "Це не коректна дія.",
    'game-over': "Гру завершено.",
    'not-your-turn': "Зараз не ваша черга діяти.",
    'wrong-phase': "Ця дія належить до іншої фази.",
    'pool-full': "У запасі вже 9 жетонів матерії.",
    'not-on-altar': "На вівтарі немає такої матерії.",
    'not-in-pool': "У запасі немає такої матерії.",
    'familiar-full': "Планшет фамільяра заповнено.",
    'nothing-to-draw': "Мішечок і скид порожні.",
    'spell-not-in-game': "Цього заклинання немає серед заклинань цієї гри.",
    'already-learned': "Це заклинання вже вивчено.",
    'invalid-payment': "Така оплата не вивчає заклинання на цьому рівні: окремі жетони його кольору (серед них той, що йде на карту) і трійки з однаковою руною з жетонів будь-яких кольорів.",
    'not-learned': "Це заклинання не вивчено.",
    'learned-today': "Заклинання, вивчене цього дня, можна використовувати з наступного дня.",
    'level-unavailable': "Заклинання не можна використати на цьому рівні.",
    'not-usable': "Заклинання зараз не можна використати: плату не сплатити, немає цілі або нічого не зрушить.",
    'wrong-step': "Ця дія не відповідає на поточне рішення.",
    'not-an-option': "Такого варіанта немає серед доступних.",
    'stale-step': "Відколи цю дію обрали, гра вже пішла далі.",
  },
  violationsUnder: {
    wildTriples: {
      'other-colours': {
        'invalid-payment': "Така оплата не вивчає заклинання на цьому рівні: окремі жетони його кольору (серед них той, що йде на карту) і трійки з однаковою руною з жетонів інших кольорів.",
      },
    },
    usableWhen: {
      'effect-fits': {
        'not-usable': "Заклинання зараз не можна використати: плату не сплатити, немає цілі, нічого не зрушить або його дію не вдасться виконати повністю.",
      },
    },
  },
};
