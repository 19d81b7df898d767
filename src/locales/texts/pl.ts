/**
 * The printed spells' rules texts in Polish, per level: short card-style texts that state what
 * each level does (rules §7), written from the rulebooks' card appendices and the rules. Plain
 * text with rune words; no markup. The texts read the printed rules; where a rule profile's point
 * reads a spell otherwise (rules §0), {@link PL_SPELL_TEXT_VARIANTS} rewords the clauses it
 * changes. Display text only: the engine never puts it in the state or the events.
 * @module
 */
import type { Level } from '../../state/types.js';
import type { LevelTexts } from '../../spells/types.js';
import type { SpellTextTable, SpellTextVariants } from '../definition.js';
import { atLevels, byRune, every, perMirageLevel } from '../spell-text-helpers.js';

/** The rune of each level (Sacrifice, Levitation, Time Travel) as the texts write it. */
const RUNE: LevelTexts = { 3: '○ (koło)', 4: '△ (trójkąt)', 5: '□ (kwadrat)' };

/** The printed spells' texts in Polish, by spell id: the printed reading of every rule point; English gives the texts of a spell it lacks. */
export const PL_SPELL_TEXTS: Partial<SpellTextTable> = {
  // ---- red ---------------------------------------------------------------------------------
  sacrifice: /* @__PURE__ */ byRune(RUNE, (r) => `Odrzuć 1 ${r}, a następnie wylosuj 4.`),
  eruption: {
    3: 'Losuj, aż w twojej puli znajdą się 4 żetony.',
    4: 'Losuj, aż w twojej puli znajdzie się 5 żetonów.',
    5: 'Losuj, aż w twojej puli znajdzie się 6 żetonów.',
  },
  blaze: /* @__PURE__ */ every('Wylosuj 4. Następnie każdy pozostały gracz po kolei musi wziąć 1 żeton z ołtarza (chyba że ołtarz jest pusty albo jego pula jest pełna).'),
  // ---- purple ------------------------------------------------------------------------------
  levitation: /* @__PURE__ */ byRune(RUNE, (r) => `Weź z ołtarza 2 ${r}.`),
  sharing: {
    3: 'Weź 1 z ołtarza, a następnie wylosuj 1. Potem każdy pozostały gracz losuje 1 (chyba że jego pula jest pełna).',
    4: 'Weź 2 z ołtarza. Potem każdy pozostały gracz losuje 1 (chyba że jego pula jest pełna).',
    5: 'Weź 3 z ołtarza. Potem każdy pozostały gracz losuje 1 (chyba że jego pula jest pełna).',
  },
  divination: {
    3: 'Wylosuj 2 na ołtarz, a następnie weź 2 i odrzuć 1.',
    4: 'Wylosuj 2 na ołtarz, a następnie weź do 2 żetonów tego samego koloru.',
    5: 'Wylosuj 2 na ołtarz, a następnie weź 2.',
  },
  // ---- green -------------------------------------------------------------------------------
  purification: {
    3: 'Zamień 1 żeton ze swojej puli na 1 żeton z ołtarza.',
    4: 'Zamień 2 żetony ze swojej puli na 2 żetony z ołtarza.',
    5: 'Zamień 3 żetony ze swojej puli na 3 żetony z ołtarza.',
  },
  cure: { 3: 'Wylosuj 1, a następnie odrzuć 1.', 4: 'Wylosuj 2, a następnie odrzuć 2.', 5: 'Wylosuj 3, a następnie odrzuć 3.' },
  growth: {
    3: 'Zamień 1 żeton ze swojej puli na 1 żeton ze swojej planszetki chowańca (zajmuje jego pole). Żeton na karcie „Rozwój” się nie przesuwa.',
    4: 'Weź 2 żetony z ołtarza i zmagazynuj je, a następnie obniż „Rozwój” do poziomu 3.',
    5: 'Weź 3 żetony z ołtarza i zmagazynuj je, a następnie obniż „Rozwój” do poziomu 4.',
  },
  // ---- black -------------------------------------------------------------------------------
  offering: {
    3: 'Zmagazynuj 2 żetony jednego koloru ze swojej puli.',
    4: 'Zmagazynuj 3 żetony jednego koloru ze swojej puli.',
    5: 'Zmagazynuj 4 żetony jednego koloru ze swojej puli.',
  },
  focus: {
    3: 'Zmagazynuj 1 żeton z runą karty ze swojej puli.',
    4: 'Zmagazynuj 2 żetony z runą karty ze swojej puli ALBO weź z ołtarza 1 żeton z runą karty.',
    5: 'Zmagazynuj 3 żetony z runą karty ze swojej puli ALBO weź z ołtarza 2 żetony z runą karty.',
  },
  feast: {
    3: 'Weź z ołtarza 1 żeton w kolorze jednego z żetonów na twojej planszetce chowańca.',
    4: 'Weź z ołtarza 1 żeton i zmagazynuj go.',
    5: 'Brak własnej akcji (poziomy 3 i 4 pozostają dostępne). Na koniec gry: +1 punkt za każdy kolor na twojej planszetce chowańca.',
  },
  // ---- white -------------------------------------------------------------------------------
  'time-travel': /* @__PURE__ */ byRune(RUNE, (r) => `Odrzuć 1 ${r}, a następnie podnieś o 1 poziom inne swoje zaklęcie (nie wyżej niż 5).`),
  storm: {
    3: 'Brak efektu.',
    4: 'Odrzuć z ołtarza dowolną liczbę żetonów (również zero) i wylosuj tyle samo na ołtarz. Następnie weź 3. Na koniec obniż „Burzę” do poziomu 3.',
    5: 'Odrzuć z ołtarza dowolną liczbę żetonów (również zero) i wylosuj tyle samo na ołtarz. Następnie weź 3. Na koniec obniż „Burzę” do poziomu 4.',
  },
  clone: {
    3: 'Wykonaj akcję południa tak, jakby była twoja: „Magazynowanie 1 żetonu” albo zaklęcie z akcją południa, którego nauczył się inny gracz (nie „Klonowanie”).',
    4: 'Wykonaj akcję wieczoru tak, jakby była twoja: „Nauczenie się 1 zaklęcia” albo zaklęcie z akcją wieczoru, którego nauczył się inny gracz.',
    5: 'Odrzuć 1 żeton z runą karty, a następnie wykonaj akcję poranka tak, jakby była twoja: „Wzięcie 1 żetonu”, „Wylosowanie 2 żetonów” albo zaklęcie z akcją poranka, którego nauczył się inny gracz.',
  },
  // ---- blue --------------------------------------------------------------------------------
  transmutation: {
    3: 'Brak efektu.',
    4: 'Naucz się 1 zaklęcia: do 1 żetonu z runą karty, w dowolnym kolorze, liczy się jako dzika materia (bez trójek).',
    5: 'Naucz się 1 zaklęcia: każdy z maksymalnie 2 żetonów z runą karty, w dowolnych kolorach, liczy się jako dzika materia (bez trójek).',
  },
  swiftness: {
    3: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia natychmiast wykonaj 1 dodatkową akcję poranka („Wzięcie 1 żetonu”, „Wylosowanie 2 żetonów” albo swoje zaklęcie z akcją poranka poznane w jednym z poprzednich dni).',
    4: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia natychmiast wykonaj 1 dodatkową akcję poranka („Wzięcie 1 żetonu”, „Wylosowanie 2 żetonów” albo swoje zaklęcie z akcją poranka poznane w jednym z poprzednich dni).',
    5: 'Efekt stały: 2 akcje poranka każdego dnia, począwszy od następnego dnia.',
  },
  mirage: {
    3: 'Efekt stały: w twoim dniu za każdym razem, gdy bierzesz z ołtarza żeton z runą karty (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany), od razu wylosuj 1.',
    4: 'Efekt stały: w twoim dniu za każdym razem, gdy bierzesz z ołtarza żeton z runą karty (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany), od razu wylosuj 2.',
    5: 'Efekt stały: w twoim dniu za każdym razem, gdy bierzesz z ołtarza żeton z runą karty (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany), od razu wylosuj 2.',
  },
  // ---- yellow ------------------------------------------------------------------------------
  abundance: {
    3: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 2.',
    4: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 3.',
    5: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 4.',
  },
  knowledge: {
    3: 'Na koniec gry: +1 punkt za każde inne poznane zaklęcie.',
    4: 'Na koniec gry: +2 punkty za każde inne poznane zaklęcie na poziomie 4 lub 5, +1 punkt za każde inne na poziomie 3.',
    5: 'Na koniec gry: +2 punkty za każde inne poznane zaklęcie.',
  },
  communion: {
    3: 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia weź 3 żetony z ołtarza i zmagazynuj je.',
    4: 'Na koniec gry: +1 punkt za każdy żeton z runą karty na twojej planszetce chowańca.',
    5: 'Efekt stały: za każdym razem, gdy uczysz się zaklęcia (również tego), po odrzuceniu zapłaty zmagazynuj 2 spośród odrzuconych żetonów.',
  },
};

/**
 * The rewordings of the texts for the rule points where the digital adaptation reads a spell
 * differently from the printed cards. A new point that changes a text is one entry in English's
 * table, then one here; a rewording missing here shows that level's whole text in English under
 * the point (never a text that misstates the rules).
 */
export const PL_SPELL_TEXT_VARIANTS: SpellTextVariants = {
  // Growth L4/L5, Storm L4/L5 (rules §6): one level down from where the card is.
  lowering: {
    'one-level': {
      growth: { 4: ['obniż „Rozwój” do poziomu 3', 'obniż „Rozwój” o 1 poziom'], 5: ['obniż „Rozwój” do poziomu 4', 'obniż „Rozwój” o 1 poziom'] },
      storm: { 4: ['obniż „Burzę” do poziomu 3', 'obniż „Burzę” o 1 poziom'], 5: ['obniż „Burzę” do poziomu 4', 'obniż „Burzę” o 1 poziom'] },
    },
  },
  // Swiftness L3/L4 (rules §7): the extra action may also use a Morning spell learned this Day.
  swiftnessSpells: {
    'any-day': {
      swiftness: /* @__PURE__ */ atLevels([3, 4], ['swoje zaklęcie z akcją poranka poznane w jednym z poprzednich dni', 'dowolne swoje poznane zaklęcie z akcją poranka']),
    },
  },
  // Mirage (rules §7): the draws wait until the effect has made all the takes of that step.
  mirageDraws: {
    'after-takes': {
      mirage: /* @__PURE__ */ perMirageLevel((n) => [`od razu wylosuj ${n}`, `wylosuj ${n}, gdy efekt zakończy te pobrania`]),
    },
    'after-step': {
      mirage: /* @__PURE__ */ perMirageLevel((n) => [`od razu wylosuj ${n}`, `wylosuj ${n}, gdy efekt zakończy te pobrania i towarzyszące im losowanie`]),
    },
  },
  // Clone L5 (rules §7): the discarded materia waits aside until the copied action ends.
  cloneDiscard: {
    'held-aside': {
      clone: { 5: ['Odrzuć 1 żeton z runą karty, a następnie', 'Odłóż 1 żeton z runą karty (zostanie odrzucony po zakończeniu akcji), a następnie'] },
    },
  },
  // Swiftness L3/L4 (rules §7): the extra action may be declined.
  swiftnessAction: {
    declinable: {
      swiftness: /* @__PURE__ */ atLevels([3, 4], ['natychmiast wykonaj 1 dodatkową akcję poranka', 'możesz wykonać 1 dodatkową akcję poranka']),
    },
  },
  // Mirage (rules §7): only takes into the pool count.
  mirageTakes: {
    'into-pool': {
      mirage: /* @__PURE__ */ atLevels([3, 4, 5], [' (do swojej puli, na swoją planszetkę chowańca lub podczas wymiany)', ' do swojej puli']),
    },
  },
  // Communion L5 (rules §5, §7): the 2 stored materia come from this Learn's payment.
  communionStores: {
    'learn-discards': {
      communion: { 5: ['po odrzuceniu zapłaty zmagazynuj 2 spośród odrzuconych żetonów', 'zmagazynuj 2 spośród żetonów, którymi płacisz'] },
    },
  },
  // Storm L4/L5 (rules §7): 1 to 10 altar materia.
  stormDiscards: {
    'one-to-ten': {
      storm: /* @__PURE__ */ atLevels([4, 5], ['dowolną liczbę żetonów (również zero)', 'od 1 do 10 żetonów']),
    },
  },
};

/** The text of a level of a spell without rules texts: `Żar, poziom 4`. */
export function plLevelText(name: string, level: Level): string {
  return `${name}, poziom ${level}`;
}
