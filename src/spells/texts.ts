/**
 * The rules texts of the 21 printed spells, per level, in every supported locale: short
 * card-style texts that state what each level does (rules §7), written from the rulebooks'
 * card appendices (en, uk, zh-TW, pl) and the rules. Plain text with rune words; no markup.
 * The base texts read the printed rules; where a rule profile's point reads a spell otherwise
 * (rules §0), {@link SPELL_TEXT_VARIANTS} rewords the clauses it changes. Display text only:
 * the engine never puts it in the state or the events.
 * @module
 */
import { RULE_POINT_NAMES, type RuleProfile } from '../state/rules.js';
import type { BuiltinSpellId, Level } from '../state/types.js';
import type { Locale } from './types.js';

/** One spell's texts: every locale, every level. */
export type SpellTexts = Readonly<Record<Locale, Readonly<Record<Level, string>>>>;

/** The rune of each level (Sacrifice, Levitation, Time Travel) as it reads in each locale. */
const RUNE: Readonly<Record<Locale, Readonly<Record<Level, string>>>> = {
  en: { 3: '○ (circle)', 4: '△ (triangle)', 5: '□ (square)' },
  uk: { 3: '○ (коло)', 4: '△ (трикутник)', 5: '□ (квадрат)' },
  pl: { 3: '○ (koło)', 4: '△ (trójkąt)', 5: '□ (kwadrat)' },
  'zh-TW': { 3: '○（圓形）', 4: '△（三角形）', 5: '□（方形）' },
};

/** The same text at every level. */
function every(text: string): Readonly<Record<Level, string>> {
  return { 3: text, 4: text, 5: text };
}

/** A text per level built from the level's rune. */
function byRune(locale: Locale, text: (rune: string) => string): Readonly<Record<Level, string>> {
  return { 3: text(RUNE[locale][3]), 4: text(RUNE[locale][4]), 5: text(RUNE[locale][5]) };
}

/** The printed spells' texts, by spell id: the printed reading of every rule point. */
export const SPELL_TEXTS: Readonly<Record<BuiltinSpellId, SpellTexts>> = {
  // ---- red ---------------------------------------------------------------------------------
  sacrifice: {
    en: byRune('en', (r) => `Discard 1 ${r}, then draw 4.`),
    uk: byRune('uk', (r) => `Скиньте 1 ${r}, потім витягніть 4.`),
    pl: byRune('pl', (r) => `Odrzuć 1 ${r}, a następnie wylosuj 4.`),
    'zh-TW': byRune('zh-TW', (r) => `棄掉1個 ${r} 元素，接著抽取4個元素。`),
  },
  eruption: {
    en: { 3: 'Draw until your pool holds 4.', 4: 'Draw until your pool holds 5.', 5: 'Draw until your pool holds 6.' },
    uk: {
      3: 'Витягайте жетони, поки не матимете у своєму запасі 4 жетони.',
      4: 'Витягайте жетони, поки не матимете у своєму запасі 5 жетонів.',
      5: 'Витягайте жетони, поки не матимете у своєму запасі 6 жетонів.',
    },
    pl: {
      3: 'Losuj, aż w twojej puli znajdą się 4 żetony.',
      4: 'Losuj, aż w twojej puli znajdzie się 5 żetonów.',
      5: 'Losuj, aż w twojej puli znajdzie się 6 żetonów.',
    },
    'zh-TW': { 3: '抽取元素，直到你的元素池中有4個元素。', 4: '抽取元素，直到你的元素池中有5個元素。', 5: '抽取元素，直到你的元素池中有6個元素。' },
  },
  blaze: {
    en: every('Draw 4. Then each other player, in turn order, must take 1 from the altar (unless the altar is empty or their pool is full).'),
    uk: every('Витягніть 4. Потім кожен інший гравець по черзі повинен взяти 1 жетон з вівтаря (крім випадків, коли вівтар порожній або його запас повний).'),
    pl: every('Wylosuj 4. Następnie każdy pozostały gracz po kolei musi wziąć 1 żeton z ołtarza (chyba że ołtarz jest pusty albo jego pula jest pełna).'),
    'zh-TW': every('抽取4個元素。接著其他每位玩家依順時鐘順序，必須從祭壇中拿取1個元素（除非祭壇是空的，或其元素池已滿）。'),
  },
  // ---- purple ------------------------------------------------------------------------------
  levitation: {
    en: byRune('en', (r) => `Take 2 ${r} from the altar.`),
    uk: byRune('uk', (r) => `Візьміть з вівтаря 2 ${r}.`),
    pl: byRune('pl', (r) => `Weź z ołtarza 2 ${r}.`),
    'zh-TW': byRune('zh-TW', (r) => `從祭壇中拿取2個 ${r} 元素。`),
  },
  sharing: {
    en: {
      3: 'Take 1, then draw 1. Then each other player draws 1 (unless their pool is full).',
      4: 'Take 2. Then each other player draws 1 (unless their pool is full).',
      5: 'Take 3. Then each other player draws 1 (unless their pool is full).',
    },
    uk: {
      3: 'Візьміть 1 з вівтаря, потім витягніть 1. Потім кожен інший гравець витягає 1 (якщо його запас не повний).',
      4: 'Візьміть 2 з вівтаря. Потім кожен інший гравець витягає 1 (якщо його запас не повний).',
      5: 'Візьміть 3 з вівтаря. Потім кожен інший гравець витягає 1 (якщо його запас не повний).',
    },
    pl: {
      3: 'Weź 1 z ołtarza, a następnie wylosuj 1. Potem każdy pozostały gracz losuje 1 (chyba że jego pula jest pełna).',
      4: 'Weź 2 z ołtarza. Potem każdy pozostały gracz losuje 1 (chyba że jego pula jest pełna).',
      5: 'Weź 3 z ołtarza. Potem każdy pozostały gracz losuje 1 (chyba że jego pula jest pełna).',
    },
    'zh-TW': {
      3: '從祭壇中拿取1個元素，接著抽取1個元素。然後其他每位玩家抽取1個元素（除非其元素池已滿）。',
      4: '從祭壇中拿取2個元素。然後其他每位玩家抽取1個元素（除非其元素池已滿）。',
      5: '從祭壇中拿取3個元素。然後其他每位玩家抽取1個元素（除非其元素池已滿）。',
    },
  },
  divination: {
    en: {
      3: 'Draw 2 onto the altar, then take 2, then discard 1.',
      4: 'Draw 2 onto the altar, then take up to 2 of one colour.',
      5: 'Draw 2 onto the altar, then take 2.',
    },
    uk: {
      3: 'Витягніть 2 на вівтар, потім візьміть 2, а тоді скиньте 1.',
      4: 'Витягніть 2 на вівтар, потім візьміть до 2 жетонів одного кольору.',
      5: 'Витягніть 2 на вівтар, потім візьміть 2.',
    },
    pl: {
      3: 'Wylosuj 2 na ołtarz, a następnie weź 2 i odrzuć 1.',
      4: 'Wylosuj 2 na ołtarz, a następnie weź do 2 żetonów tego samego koloru.',
      5: 'Wylosuj 2 na ołtarz, a następnie weź 2.',
    },
    'zh-TW': {
      3: '從小袋中抽取2個元素放到祭壇上，接著拿取2個元素，然後棄掉1個元素。',
      4: '從小袋中抽取2個元素放到祭壇上，接著最多拿取2個相同顏色的元素。',
      5: '從小袋中抽取2個元素放到祭壇上，接著拿取2個元素。',
    },
  },
  // ---- green -------------------------------------------------------------------------------
  purification: {
    en: {
      3: 'Swap 1 pool materia with 1 altar materia.',
      4: 'Swap 2 pool materia with 2 altar materia.',
      5: 'Swap 3 pool materia with 3 altar materia.',
    },
    uk: {
      3: 'Поміняйте 1 жетон зі свого запасу на 1 жетон з вівтаря.',
      4: 'Поміняйте 2 жетони зі свого запасу на 2 жетони з вівтаря.',
      5: 'Поміняйте 3 жетони зі свого запасу на 3 жетони з вівтаря.',
    },
    pl: {
      3: 'Zamień 1 żeton ze swojej puli na 1 żeton z ołtarza.',
      4: 'Zamień 2 żetony ze swojej puli na 2 żetony z ołtarza.',
      5: 'Zamień 3 żetony ze swojej puli na 3 żetony z ołtarza.',
    },
    'zh-TW': {
      3: '將你元素池中的1個元素與祭壇上的1個元素交換。',
      4: '將你元素池中的2個元素與祭壇上的2個元素交換。',
      5: '將你元素池中的3個元素與祭壇上的3個元素交換。',
    },
  },
  cure: {
    en: { 3: 'Draw 1, then discard 1.', 4: 'Draw 2, then discard 2.', 5: 'Draw 3, then discard 3.' },
    uk: { 3: 'Витягніть 1, потім скиньте 1.', 4: 'Витягніть 2, потім скиньте 2.', 5: 'Витягніть 3, потім скиньте 3.' },
    pl: { 3: 'Wylosuj 1, a następnie odrzuć 1.', 4: 'Wylosuj 2, a następnie odrzuć 2.', 5: 'Wylosuj 3, a następnie odrzuć 3.' },
    'zh-TW': { 3: '抽取1個元素，接著棄掉1個元素。', 4: '抽取2個元素，接著棄掉2個元素。', 5: '抽取3個元素，接著棄掉3個元素。' },
  },
  growth: {
    en: {
      3: 'Swap 1 pool materia with 1 materia on your familiar board (it takes that space). Growth does not move.',
      4: 'Take 2 and store them, then move Growth down to level 3.',
      5: 'Take 3 and store them, then move Growth down to level 4.',
    },
    uk: {
      3: 'Поміняйте 1 жетон зі свого запасу на 1 жетон зі свого планшета фамільяра (він займає ту комірку). Жетон на карті «Буяння» не переміщуйте.',
      4: 'Візьміть 2 жетони з вівтаря й збережіть їх, потім знизьте «Буяння» до 3-го рівня.',
      5: 'Візьміть 3 жетони з вівтаря й збережіть їх, потім знизьте «Буяння» до 4-го рівня.',
    },
    pl: {
      3: 'Zamień 1 żeton ze swojej puli na 1 żeton ze swojej planszetki chowańca (zajmuje jego pole). Żeton na karcie „Rozwój” się nie przesuwa.',
      4: 'Weź 2 żetony z ołtarza i zmagazynuj je, a następnie obniż „Rozwój” do poziomu 3.',
      5: 'Weź 3 żetony z ołtarza i zmagazynuj je, a następnie obniż „Rozwój” do poziomu 4.',
    },
    'zh-TW': {
      3: '將你元素池中的1個元素與你家族圖板上的1個元素交換（放入該空格）。成長卡牌上的元素不移動。',
      4: '從祭壇中拿取2個元素並儲存，接著將成長下降至等級3。',
      5: '從祭壇中拿取3個元素並儲存，接著將成長下降至等級4。',
    },
  },
  // ---- black -------------------------------------------------------------------------------
  offering: {
    en: { 3: 'Store 2 pool materia of one colour.', 4: 'Store 3 pool materia of one colour.', 5: 'Store 4 pool materia of one colour.' },
    uk: {
      3: 'Збережіть 2 жетони одного кольору зі свого запасу.',
      4: 'Збережіть 3 жетони одного кольору зі свого запасу.',
      5: 'Збережіть 4 жетони одного кольору зі свого запасу.',
    },
    pl: {
      3: 'Zmagazynuj 2 żetony jednego koloru ze swojej puli.',
      4: 'Zmagazynuj 3 żetony jednego koloru ze swojej puli.',
      5: 'Zmagazynuj 4 żetony jednego koloru ze swojej puli.',
    },
    'zh-TW': { 3: '從你的元素池中儲存2個相同顏色的元素。', 4: '從你的元素池中儲存3個相同顏色的元素。', 5: '從你的元素池中儲存4個相同顏色的元素。' },
  },
  focus: {
    en: {
      3: 'Store 1 pool materia of the card rune.',
      4: 'Store 2 pool materia of the card rune, OR take 1 of the card rune.',
      5: 'Store 3 pool materia of the card rune, OR take 2 of the card rune.',
    },
    uk: {
      3: 'Збережіть 1 жетон з руною карти зі свого запасу.',
      4: 'Збережіть 2 жетони з руною карти зі свого запасу АБО візьміть з вівтаря 1 жетон з руною карти.',
      5: 'Збережіть 3 жетони з руною карти зі свого запасу АБО візьміть з вівтаря 2 жетони з руною карти.',
    },
    pl: {
      3: 'Zmagazynuj 1 żeton z runą karty ze swojej puli.',
      4: 'Zmagazynuj 2 żetony z runą karty ze swojej puli ALBO weź z ołtarza 1 żeton z runą karty.',
      5: 'Zmagazynuj 3 żetony z runą karty ze swojej puli ALBO weź z ołtarza 2 żetony z runą karty.',
    },
    'zh-TW': {
      3: '從你的元素池中儲存1個與卡牌符文相同的元素。',
      4: '從你的元素池中儲存2個與卡牌符文相同的元素；或者從祭壇中拿取1個與卡牌符文相同的元素。',
      5: '從你的元素池中儲存3個與卡牌符文相同的元素；或者從祭壇中拿取2個與卡牌符文相同的元素。',
    },
  },
  feast: {
    en: {
      3: 'Take 1 whose colour matches a materia on your familiar board.',
      4: 'Take 1 and store it.',
      5: 'No action of its own (levels 3 and 4 stay usable). At the end: +1 point per different colour on your familiar board.',
    },
    uk: {
      3: 'Візьміть з вівтаря 1 жетон того ж кольору, що й один із жетонів на вашому планшеті фамільяра.',
      4: 'Візьміть з вівтаря 1 жетон і збережіть його.',
      5: 'Немає власної дії (рівні 3 і 4 доступні). Наприкінці гри: +1 очко за кожен колір на вашому планшеті фамільяра.',
    },
    pl: {
      3: 'Weź z ołtarza 1 żeton w kolorze jednego z żetonów na twojej planszetce chowańca.',
      4: 'Weź z ołtarza 1 żeton i zmagazynuj go.',
      5: 'Brak własnej akcji (poziomy 3 i 4 pozostają dostępne). Na koniec gry: +1 punkt za każdy kolor na twojej planszetce chowańca.',
    },
    'zh-TW': {
      3: '從祭壇中拿取1個元素，其顏色須與你家族圖板上的某個元素相同。',
      4: '從祭壇中拿取1個元素並儲存。',
      5: '沒有自己的行動（等級3與等級4仍可使用）。遊戲結束時：你的家族圖板上每有一種不同顏色，+1分。',
    },
  },
  // ---- white -------------------------------------------------------------------------------
  'time-travel': {
    en: byRune('en', (r) => `Discard 1 ${r}, then raise another of your learned spells one level (not above 5).`),
    uk: byRune('uk', (r) => `Скиньте 1 ${r}, потім підвищте на 1 рівень інше своє вивчене заклинання (не вище 5-го).`),
    pl: byRune('pl', (r) => `Odrzuć 1 ${r}, a następnie podnieś o 1 poziom inne swoje zaklęcie (nie wyżej niż 5).`),
    'zh-TW': byRune('zh-TW', (r) => `棄掉1個 ${r} 元素，接著將你另一個已學習的法術提升1個等級（最高等級5）。`),
  },
  storm: {
    en: {
      3: 'No effect.',
      4: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then move Storm down to level 3.',
      5: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then move Storm down to level 4.',
    },
    uk: {
      3: 'Немає ефекту.',
      4: 'Скиньте з вівтаря будь-яку кількість жетонів (можна жодного) і витягніть стільки ж на вівтар. Потім візьміть 3. Потім знизьте «Шторм» до 3-го рівня.',
      5: 'Скиньте з вівтаря будь-яку кількість жетонів (можна жодного) і витягніть стільки ж на вівтар. Потім візьміть 3. Потім знизьте «Шторм» до 4-го рівня.',
    },
    pl: {
      3: 'Brak efektu.',
      4: 'Odrzuć z ołtarza dowolną liczbę żetonów (również zero) i wylosuj tyle samo na ołtarz. Następnie weź 3. Na koniec obniż „Burzę” do poziomu 3.',
      5: 'Odrzuć z ołtarza dowolną liczbę żetonów (również zero) i wylosuj tyle samo na ołtarz. Następnie weź 3. Na koniec obniż „Burzę” do poziomu 4.',
    },
    'zh-TW': {
      3: '沒有效果。',
      4: '從祭壇中棄掉任意數量的元素（可以為0個），並從小袋中抽取相同數量的元素放到祭壇上。接著拿取3個元素。最後將風暴下降至等級3。',
      5: '從祭壇中棄掉任意數量的元素（可以為0個），並從小袋中抽取相同數量的元素放到祭壇上。接著拿取3個元素。最後將風暴下降至等級4。',
    },
  },
  clone: {
    en: {
      3: 'Perform a Midday action as if you had learned it: Store 1, or a Midday spell another player learned (not Clone).',
      4: 'Perform an Evening action as if you had learned it: Learn 1 Spell, or an Evening spell another player learned.',
      5: 'Discard 1 of the card rune, then perform a Morning action as if you had learned it: Take 1, Draw 2, or a Morning spell another player learned.',
    },
    uk: {
      3: 'Виконайте полудневу дію, ніби ви її вивчили: «Зберегти 1» або полудневе заклинання, яке вивчив інший гравець (не «Дублювання»).',
      4: 'Виконайте вечірню дію, ніби ви її вивчили: «Вивчити 1 заклинання» або вечірнє заклинання, яке вивчив інший гравець.',
      5: 'Скиньте 1 жетон з руною карти, потім виконайте ранкову дію, ніби ви її вивчили: «Узяти 1», «Витягти 2» або ранкове заклинання, яке вивчив інший гравець.',
    },
    pl: {
      3: 'Wykonaj akcję południa tak, jakby była twoja: „Magazynowanie 1 żetonu” albo zaklęcie z akcją południa, którego nauczył się inny gracz (nie „Klonowanie”).',
      4: 'Wykonaj akcję wieczoru tak, jakby była twoja: „Nauczenie się 1 zaklęcia” albo zaklęcie z akcją wieczoru, którego nauczył się inny gracz.',
      5: 'Odrzuć 1 żeton z runą karty, a następnie wykonaj akcję poranka tak, jakby była twoja: „Wzięcie 1 żetonu”, „Wylosowanie 2 żetonów” albo zaklęcie z akcją poranka, którego nauczył się inny gracz.',
    },
    'zh-TW': {
      3: '如同你已學習般執行1個正午行動：儲存1個元素，或其他玩家已學習的正午法術（複製除外）。',
      4: '如同你已學習般執行1個傍晚行動：學習1個法術，或其他玩家已學習的傍晚法術。',
      5: '棄掉1個與卡牌符文相同的元素，接著如同你已學習般執行1個早晨行動：拿取1個元素、抽取2個元素，或其他玩家已學習的早晨法術。',
    },
  },
  // ---- blue --------------------------------------------------------------------------------
  transmutation: {
    en: {
      3: 'No effect.',
      4: 'Learn 1 spell: up to 1 single materia of the card rune, of any colour, counts as wild (no triples).',
      5: 'Learn 1 spell: up to 2 single materia of the card rune, of any colour, each count as wild (no triples).',
    },
    uk: {
      3: 'Немає ефекту.',
      4: 'Вивчіть 1 заклинання: до 1 жетона з руною карти, будь-якого кольору, вважається матерією-джокером (без трійок).',
      5: 'Вивчіть 1 заклинання: кожен із не більше ніж 2 жетонів з руною карти, будь-якого кольору, вважається матерією-джокером (без трійок).',
    },
    pl: {
      3: 'Brak efektu.',
      4: 'Naucz się 1 zaklęcia: do 1 żetonu z runą karty, w dowolnym kolorze, liczy się jako dzika materia (bez trójek).',
      5: 'Naucz się 1 zaklęcia: każdy z maksymalnie 2 żetonów z runą karty, w dowolnych kolorach, liczy się jako dzika materia (bez trójek).',
    },
    'zh-TW': {
      3: '沒有效果。',
      4: '學習1個法術：最多1個與卡牌符文相同的任意顏色元素可視為萬用元素（不使用三個相同符文的組合）。',
      5: '學習1個法術：最多2個與卡牌符文相同的任意顏色元素各可視為萬用元素（不使用三個相同符文的組合）。',
    },
  },
  swiftness: {
    en: {
      3: 'When learned: you may perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
      4: 'When learned: you may perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
      5: 'Permanent: 2 Morning actions every Day, from the next Day on.',
    },
    uk: {
      3: 'Негайний ефект: вивчивши це заклинання, можете виконати 1 додаткову ранкову дію («Узяти 1», «Витягти 2» або своє ранкове заклинання, вивчене в один із попередніх днів).',
      4: 'Негайний ефект: вивчивши це заклинання, можете виконати 1 додаткову ранкову дію («Узяти 1», «Витягти 2» або своє ранкове заклинання, вивчене в один із попередніх днів).',
      5: 'Постійний ефект: 2 ранкові дії щодня, починаючи з наступного дня.',
    },
    pl: {
      3: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia możesz wykonać 1 dodatkową akcję poranka („Wzięcie 1 żetonu”, „Wylosowanie 2 żetonów” albo swoje zaklęcie z akcją poranka poznane w jednym z poprzednich dni).',
      4: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia możesz wykonać 1 dodatkową akcję poranka („Wzięcie 1 żetonu”, „Wylosowanie 2 żetonów” albo swoje zaklęcie z akcją poranka poznane w jednym z poprzednich dni).',
      5: 'Efekt stały: 2 akcje poranka każdego dnia, począwszy od następnego dnia.',
    },
    'zh-TW': {
      3: '立即：學習這個法術時，你可以執行1個額外的早晨行動（拿取1個元素、抽取2個元素，或你在之前某一天學習的早晨法術）。',
      4: '立即：學習這個法術時，你可以執行1個額外的早晨行動（拿取1個元素、抽取2個元素，或你在之前某一天學習的早晨法術）。',
      5: '永久：從下一天起，每天可以執行2個早晨行動。',
    },
  },
  mirage: {
    en: {
      3: 'Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw 1 at once.',
      4: 'Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw 2 at once.',
      5: 'Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw 2 at once.',
    },
    uk: {
      3: 'Постійний ефект: протягом вашого дня щоразу, коли ви берете з вівтаря жетон з руною карти (у свій запас, на свій планшет фамільяра чи під час обміну), одразу витягніть 1.',
      4: 'Постійний ефект: протягом вашого дня щоразу, коли ви берете з вівтаря жетон з руною карти (у свій запас, на свій планшет фамільяра чи під час обміну), одразу витягніть 2.',
      5: 'Постійний ефект: протягом вашого дня щоразу, коли ви берете з вівтаря жетон з руною карти (у свій запас, на свій планшет фамільяра чи під час обміну), одразу витягніть 2.',
    },
    pl: {
      3: 'Efekt stały: w twoim dniu za każdym razem, gdy bierzesz z ołtarza żeton z runą karty (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany), od razu wylosuj 1.',
      4: 'Efekt stały: w twoim dniu za każdym razem, gdy bierzesz z ołtarza żeton z runą karty (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany), od razu wylosuj 2.',
      5: 'Efekt stały: w twoim dniu za każdym razem, gdy bierzesz z ołtarza żeton z runą karty (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany), od razu wylosuj 2.',
    },
    'zh-TW': {
      3: '永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素（放入你的元素池、放到你的家族圖板上，或在交換中獲得），立即抽取1個元素。',
      4: '永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素（放入你的元素池、放到你的家族圖板上，或在交換中獲得），立即抽取2個元素。',
      5: '永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素（放入你的元素池、放到你的家族圖板上，或在交換中獲得），立即抽取2個元素。',
    },
  },
  // ---- yellow ------------------------------------------------------------------------------
  abundance: {
    en: { 3: 'When learned: draw 2.', 4: 'When learned: draw 3.', 5: 'When learned: draw 4.' },
    uk: {
      3: 'Негайний ефект: вивчивши це заклинання, витягніть 2.',
      4: 'Негайний ефект: вивчивши це заклинання, витягніть 3.',
      5: 'Негайний ефект: вивчивши це заклинання, витягніть 4.',
    },
    pl: {
      3: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 2.',
      4: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 3.',
      5: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 4.',
    },
    'zh-TW': { 3: '立即：學習這個法術時，抽取2個元素。', 4: '立即：學習這個法術時，抽取3個元素。', 5: '立即：學習這個法術時，抽取4個元素。' },
  },
  knowledge: {
    en: {
      3: 'At the end: +1 point per other learned spell.',
      4: 'At the end: +2 points per other learned spell at level 4 or 5, +1 point per other at level 3.',
      5: 'At the end: +2 points per other learned spell.',
    },
    uk: {
      3: 'Наприкінці гри: +1 очко за кожне інше вивчене заклинання.',
      4: 'Наприкінці гри: +2 очки за кожне інше вивчене заклинання 4-го або 5-го рівня, +1 очко за кожне інше 3-го рівня.',
      5: 'Наприкінці гри: +2 очки за кожне інше вивчене заклинання.',
    },
    pl: {
      3: 'Na koniec gry: +1 punkt za każde inne poznane zaklęcie.',
      4: 'Na koniec gry: +2 punkty za każde inne poznane zaklęcie na poziomie 4 lub 5, +1 punkt za każde inne na poziomie 3.',
      5: 'Na koniec gry: +2 punkty za każde inne poznane zaklęcie.',
    },
    'zh-TW': {
      3: '遊戲結束時：每個其他已學習的法術+1分。',
      4: '遊戲結束時：每個其他等級4或等級5的已學習法術+2分，每個其他等級3的法術+1分。',
      5: '遊戲結束時：每個其他已學習的法術+2分。',
    },
  },
  communion: {
    en: {
      3: 'When learned: take 3 and store them.',
      4: 'At the end: +1 point per materia of the card rune on your familiar board.',
      5: 'Permanent: at each of your Learns (this one included), once its payment is discarded, store 2 materia from the discard box.',
    },
    uk: {
      3: 'Негайний ефект: вивчивши це заклинання, візьміть 3 жетони з вівтаря й збережіть їх.',
      4: 'Наприкінці гри: +1 очко за кожен жетон з руною карти на вашому планшеті фамільяра.',
      5: 'Постійний ефект: щоразу, коли ви вивчаєте заклинання (і це також), скиньте оплату, а потім збережіть 2 жетони зі скиду.',
    },
    pl: {
      3: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia weź 3 żetony z ołtarza i zmagazynuj je.',
      4: 'Na koniec gry: +1 punkt za każdy żeton z runą karty na twojej planszetce chowańca.',
      5: 'Efekt stały: za każdym razem, gdy uczysz się zaklęcia (również tego), po odrzuceniu zapłaty zmagazynuj 2 spośród odrzuconych żetonów.',
    },
    'zh-TW': {
      3: '立即：學習這個法術時，從祭壇中拿取3個元素並儲存。',
      4: '遊戲結束時：你的家族圖板上每個與卡牌符文相同的元素+1分。',
      5: '永久：你每次學習法術時（包含這一次），在支付的元素棄掉後，從棄物盒中儲存2個元素。',
    },
  },
};

/**
 * How one value of a rule point rewords the texts of the spell levels it changes: by spell,
 * level and locale, the clause of the printed text and the clause that replaces it. Rewording a
 * clause rather than the whole text lets the points compose: a profile that mixes the presets
 * (Mirage's `mirageDraws` and `mirageTakes`, Storm's `stormDiscards` and `lowering`) reads each
 * point its own way.
 */
export type TextVariant = {
  readonly [S in BuiltinSpellId]?: { readonly [L in Level]?: Readonly<Record<Locale, readonly [printed: string, reworded: string]>> };
};

/** The rule points whose values reword spell texts: the profile field, then the value. */
export type TextVariants = { readonly [P in keyof RuleProfile]?: { readonly [V in RuleProfile[P]]?: TextVariant } };

/** A clause of the printed text and the clause that replaces it, in every locale. */
type Rewording = Readonly<Record<Locale, readonly [printed: string, reworded: string]>>;

/** The same rewording at several levels. */
function atLevels(levels: readonly Level[], value: Rewording): { readonly [L in Level]?: Rewording } {
  const out: { [L in Level]?: Rewording } = {};
  for (const level of levels) out[level] = value;
  return out;
}

/** Mirage's draws clause at each level (1 at L3, 2 at L4 and L5), printed then reworded. */
function perMirageLevel(clause: (n: number) => readonly [string, string]): Partial<Record<Level, readonly [string, string]>> {
  return { 3: clause(1), 4: clause(2), 5: clause(2) };
}

/** Rewordings written locale by locale, turned level by level. */
function byLevel(pairs: Readonly<Record<Locale, Partial<Record<Level, readonly [string, string]>>>>): { readonly [L in Level]?: Rewording } {
  const out: { [L in Level]?: Rewording } = {};
  for (const level of [3, 4, 5] as const) {
    const en = pairs.en[level];
    const uk = pairs.uk[level];
    const pl = pairs.pl[level];
    const zh = pairs['zh-TW'][level];
    if (en !== undefined && uk !== undefined && pl !== undefined && zh !== undefined) out[level] = { en, uk, pl, 'zh-TW': zh };
  }
  return out;
}

/**
 * The texts' rewordings for the rule points where the digital adaptation reads a spell
 * differently from the printed cards (the base texts above are the printed reading). A new
 * point that changes a text is one entry here.
 */
export const SPELL_TEXT_VARIANTS: TextVariants = {
  // Growth L4/L5, Storm L4/L5 (rules §6): one level down from where the card is.
  lowering: {
    'one-level': {
      growth: byLevel({
        en: { 4: ['move Growth down to level 3', 'lower Growth one level'], 5: ['move Growth down to level 4', 'lower Growth one level'] },
        uk: { 4: ['знизьте «Буяння» до 3-го рівня', 'знизьте «Буяння» на 1 рівень'], 5: ['знизьте «Буяння» до 4-го рівня', 'знизьте «Буяння» на 1 рівень'] },
        pl: { 4: ['obniż „Rozwój” do poziomu 3', 'obniż „Rozwój” o 1 poziom'], 5: ['obniż „Rozwój” do poziomu 4', 'obniż „Rozwój” o 1 poziom'] },
        'zh-TW': { 4: ['將成長下降至等級3', '將成長下降1個等級'], 5: ['將成長下降至等級4', '將成長下降1個等級'] },
      }),
      storm: byLevel({
        en: { 4: ['move Storm down to level 3', 'lower Storm one level'], 5: ['move Storm down to level 4', 'lower Storm one level'] },
        uk: { 4: ['знизьте «Шторм» до 3-го рівня', 'знизьте «Шторм» на 1 рівень'], 5: ['знизьте «Шторм» до 4-го рівня', 'знизьте «Шторм» на 1 рівень'] },
        pl: { 4: ['obniż „Burzę” do poziomu 3', 'obniż „Burzę” o 1 poziom'], 5: ['obniż „Burzę” do poziomu 4', 'obniż „Burzę” o 1 poziom'] },
        'zh-TW': { 4: ['將風暴下降至等級3', '將風暴下降1個等級'], 5: ['將風暴下降至等級4', '將風暴下降1個等級'] },
      }),
    },
  },
  // Swiftness L3/L4 (rules §7): the extra action may also use a Morning spell learned this Day.
  swiftnessSpells: {
    'any-day': {
      swiftness: atLevels([3, 4], {
        en: ['a Morning spell of yours learned on an earlier Day', 'any of your learned Morning spells'],
        uk: ['своє ранкове заклинання, вивчене в один із попередніх днів', 'будь-яке своє вивчене ранкове заклинання'],
        pl: ['swoje zaklęcie z akcją poranka poznane w jednym z poprzednich dni', 'dowolne swoje poznane zaklęcie z akcją poranka'],
        'zh-TW': ['你在之前某一天學習的早晨法術', '任何你已學習的早晨法術'],
      }),
    },
  },
  // Mirage (rules §7): the draws wait until the effect has made all the takes of that step.
  mirageDraws: {
    'after-takes': {
      mirage: byLevel({
        en: perMirageLevel((n) => [`draw ${n} at once`, `draw ${n} once the effect has made those takes`]),
        uk: perMirageLevel((n) => [`одразу витягніть ${n}`, `витягніть ${n}, щойно ефект завершить ці взяття`]),
        pl: perMirageLevel((n) => [`od razu wylosuj ${n}`, `wylosuj ${n}, gdy efekt zakończy te pobrania`]),
        'zh-TW': perMirageLevel((n) => [`立即抽取${n}個元素`, `在該效果完成這些拿取後抽取${n}個元素`]),
      }),
    },
  },
  // Mirage (rules §7): only takes into the pool count.
  mirageTakes: {
    'into-pool': {
      mirage: atLevels([3, 4, 5], {
        en: [' (into your pool, onto your familiar board, or in a swap)', ' into your pool'],
        uk: [' (у свій запас, на свій планшет фамільяра чи під час обміну)', ' у свій запас'],
        pl: [' (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany)', ' do swojej puli'],
        'zh-TW': ['（放入你的元素池、放到你的家族圖板上，或在交換中獲得）', '放入你的元素池'],
      }),
    },
  },
  // Communion L5 (rules §5, §7): the 2 stored materia come from this Learn's payment.
  communionStores: {
    'learn-discards': {
      communion: {
        5: {
          en: ['once its payment is discarded, store 2 materia from the discard box', 'store 2 of the materia you paid'],
          uk: ['скиньте оплату, а потім збережіть 2 жетони зі скиду', 'збережіть 2 жетони з тих, якими ви заплатили'],
          pl: ['po odrzuceniu zapłaty zmagazynuj 2 spośród odrzuconych żetonów', 'zmagazynuj 2 spośród żetonów, którymi płacisz'],
          'zh-TW': ['在支付的元素棄掉後，從棄物盒中儲存2個元素', '從該次學習支付的元素中儲存2個'],
        },
      },
    },
  },
  // Storm L4/L5 (rules §7): 1 to 10 altar materia.
  stormDiscards: {
    'one-to-ten': {
      storm: atLevels([4, 5], {
        en: ['any number of altar materia (none allowed)', '1 to 10 altar materia'],
        uk: ['будь-яку кількість жетонів (можна жодного)', 'від 1 до 10 жетонів'],
        pl: ['dowolną liczbę żetonów (również zero)', 'od 1 do 10 żetonów'],
        'zh-TW': ['任意數量的元素（可以為0個）', '1至10個元素'],
      }),
    },
  },
};

/**
 * A printed spell's text under a rule profile: the printed text with the clauses of every point
 * whose value rewords it replaced.
 */
export function textUnder(id: BuiltinSpellId, level: Level, locale: Locale, rules: RuleProfile): string {
  let text = SPELL_TEXTS[id][locale][level];
  for (const point of RULE_POINT_NAMES) {
    const byValue = SPELL_TEXT_VARIANTS[point] as Readonly<Record<string, TextVariant | undefined>> | undefined;
    const pair = byValue?.[rules[point]]?.[id]?.[level]?.[locale];
    if (pair !== undefined) text = text.replace(pair[0], () => pair[1]);
  }
  return text;
}
