/**
 * Polish descriptions, in the vocabulary of the Polish rulebook („Księga zaklęć”): żeton
 * materii, ołtarz, sakiewka, pula, planszetka chowańca, pole, przeciwnik i jego tor (solo).
 * @module
 */
import type { MateriaFilter } from '../state/steps.js';
import type { Colour, Rune } from '../state/materia.js';
import type { Phase } from '../state/types.js';
import type { PartialLocaleTable } from './definition.js';

/** Colour adjectives by gender: feminine (materia), neuter (koło), masculine (trójkąt, kwadrat, kolor). */
const COLOUR_FORMS: Readonly<Record<Colour, { readonly f: string; readonly n: string; readonly m: string }>> = {
  red: { f: 'czerwona', n: 'czerwone', m: 'czerwony' },
  purple: { f: 'fioletowa', n: 'fioletowe', m: 'fioletowy' },
  green: { f: 'zielona', n: 'zielone', m: 'zielony' },
  black: { f: 'czarna', n: 'czarne', m: 'czarny' },
  white: { f: 'biała', n: 'białe', m: 'biały' },
  blue: { f: 'niebieska', n: 'niebieskie', m: 'niebieski' },
  yellow: { f: 'żółta', n: 'żółte', m: 'żółty' },
};
const COLOURS: Readonly<Record<Colour, string>> = {
  red: 'czerwona', purple: 'fioletowa', green: 'zielona', black: 'czarna', white: 'biała', blue: 'niebieska', yellow: 'żółta',
};
const RUNES: Readonly<Record<Rune, string>> = { circle: 'koło', triangle: 'trójkąt', square: 'kwadrat' };
/** The gender of each rune noun, for the colour adjective. */
const RUNE_GENDER: Readonly<Record<Rune, 'n' | 'm'>> = { circle: 'n', triangle: 'm', square: 'm' };
const PHASES: Readonly<Record<Phase, string>> = { morning: 'Poranek', midday: 'Południe', evening: 'Wieczór' };
/** Phases in running text (nominative) and in the genitive (faza poranka, akcja poranka). */
const PHASE_NOM: Readonly<Record<Phase, string>> = { morning: 'poranek', midday: 'południe', evening: 'wieczór' };
const PHASE_GEN: Readonly<Record<Phase, string>> = { morning: 'poranka', midday: 'południa', evening: 'wieczoru' };

const player = (n: number): string => `Gracz ${n}`;
/** "Player N" in the genitive, inside a sentence. */
const playerGen = (n: number): string => `Gracza ${n}`;
const quoted = (spell: string): string => `„${spell}”`;

/** The noun form after a number: 1 żeton, 2 żetony, 5 żetonów (also the accusative). */
function plural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const d = n % 10;
  const h = n % 100;
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return few;
  return many;
}
const tokens = (n: number): string => `${n} ${plural(n, 'żeton', 'żetony', 'żetonów')}`;
/** After „do” (up to): do 1 żetonu, do 7 żetonów. */
const tokensGen = (n: number): string => `${n} ${n === 1 ? 'żetonu' : 'żetonów'}`;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} i ${items[items.length - 1] as string}`;
}
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} albo ${items[items.length - 1] as string}`;
}

/** The clause a filter adds to a prompt, with its leading comma, or nothing. */
function filterClause(f: MateriaFilter | null): string {
  if (f === null) return '';
  const parts: string[] = [];
  if (f.colour !== undefined) parts.push(`kolor: ${COLOUR_FORMS[f.colour].m}`);
  if (f.rune !== undefined) parts.push(`runa: ${RUNES[f.rune]}`);
  if (f.sameColour === true && f.colour === undefined) parts.push('wszystkie w jednym kolorze');
  if (f.familiarColour === true) parts.push('tylko w kolorach z twojej planszetki chowańca');
  return parts.map((p) => `, ${p}`).join('');
}
const left = (count: number): string => (count > 1 ? `, pozostało: ${count}` : '');

/** The Polish table: the messages it translates; English gives any it lacks (`npm run locales:table` lists them). */
export const pl: PartialLocaleTable = {
  player,
  actionBy: (who, action) => `${who}: ${action}`,
  colours: COLOURS,
  runes: RUNES,
  materia: (colour, rune) => `${COLOUR_FORMS[colour][RUNE_GENDER[rune]]} ${RUNES[rune]}`,
  phases: PHASES,
  list,
  modes: { store: 'magazynowanie', take: 'wzięcie' },
  stepNames: {
    draw: 'losowanie',
    'draw-until': 'losowanie',
    reveal: 'losowanie na ołtarz',
    'others-draw': 'losowanie',
    take: 'branie żetonów',
    'take-store': 'branie i magazynowanie',
    store: 'magazynowanie',
    discard: 'odrzucanie',
    'swap-altar': 'zamiana z ołtarzem',
    'swap-familiar': 'zamiana z planszetką chowańca',
    'clear-altar': 'odrzucanie z ołtarza',
    lower: 'obniżenie poziomu',
    raise: 'podniesienie poziomu',
    mode: 'wybór sposobu',
    'phase-action': 'dodatkowa akcja',
    learn: 'nauka zaklęcia',
    'learn-discards': 'magazynowanie zapłaty',
    'store-from-discard': 'magazynowanie odrzuconych żetonów',
    'check-end': 'sprawdzenie końca gry',
    'discard-held': 'odrzucanie odłożonych żetonów',
    'opponent-take': 'branie dla przeciwnika',
    'opponent-draw': 'losowanie dla przeciwnika',
    'opponent-place': 'umieszczanie na torze przeciwnika',
    'altar-refill': 'uzupełnianie ołtarza',
    'close-day': 'koniec dnia',
  },
  actions: {
    take: (p) => `weź ${p.materia} z ołtarza`,
    draw: () => 'wylosuj 2 żetony z sakiewki',
    store: (p) => `zmagazynuj ${p.materia} na planszetce chowańca`,
    learn: (p) =>
      `naucz się zaklęcia ${quoted(p.spell)} na poziomie ${p.level} (na kartę: ${p.onCard}; zapłata: ${list(p.spend)})`,
    pass: () => 'zakończ fazę',
    cast: (p) => p.from === null
      ? `użyj zaklęcia ${quoted(p.spell)} na poziomie ${p.level}`
      : `skopiuj zaklęcie ${quoted(p.spell)} ${playerGen(p.from)} na poziomie ${p.level}`,
    pick: (p) => `wybierz ${p.materia}`,
    swap: (p) => `zamień ${p.give} na ${p.get}`,
    raise: (p) => `podnieś zaklęcie ${quoted(p.spell)} o 1 poziom`,
    mode: (p) => `wybierz wariant „${p.mode}”`,
    stop: () => 'przerwij',
  },
  events: {
    'materia-drawn': (p) => `${player(p.player)} losuje ${p.materia}.`,
    'materia-revealed': (p) => `Na ołtarz wylosowano ${p.materia}.`,
    'draw-lost': (p) => {
      const where = p.to === 'pool' ? 'do puli' : p.to === 'altar' ? 'na ołtarz' : 'dla przeciwnika';
      return `Sakiewka jest pusta i nie ma odrzuconych żetonów: losowanie ${where} przepada.`;
    },
    'pouch-refilled': (p) => `Odrzucone żetony wracają do sakiewki (${tokens(p.count)}).`,
    'materia-taken': (p) => `${player(p.player)} bierze ${p.materia} z ołtarza.`,
    'materia-stored': (p) => p.from === 'pool'
      ? `${player(p.player)} magazynuje ${p.materia} na planszetce chowańca (pole ${p.space}).`
      : `${player(p.player)} magazynuje ${p.materia} ${p.from === 'altar' ? 'z ołtarza' : 'spośród odrzuconych żetonów'} na planszetce chowańca (pole ${p.space}).`,
    'materia-discarded': (p) => p.from === 'altar'
      ? `Z ołtarza odrzucono ${p.materia}.`
      : p.from === 'pool'
        ? `${player(p.player)} odrzuca ${p.materia}.`
        : `${player(p.player)} odrzuca odłożony ${p.materia}.`,
    'materia-held': (p) => `${player(p.player)} odkłada ${p.materia}, aby odrzucić go po zakończeniu efektu.`,
    'spell-learned': (p) =>
      `${player(p.player)} uczy się zaklęcia ${quoted(p.spell)} na poziomie ${p.level}; na karcie: ${p.card} (zapłata: ${list(p.spend)}).`,
    passed: (p) => `${player(p.player)} kończy fazę ${PHASE_GEN[p.phase]}.`,
    'phase-started': (p) => `Dzień ${p.day}: ${player(p.player)} rozpoczyna fazę ${PHASE_GEN[p.phase]}.`,
    'altar-resupplied': (p) => {
      switch (p.rule) {
        case 'fill': return `Ołtarz zostaje uzupełniony do ${tokensGen(5)}.`;
        case 'add-one': return 'Na ołtarz trafia 1 dodatkowy żeton.';
        case 'replace': return 'Wszystkie żetony z ołtarza zostają odrzucone, a na ołtarz trafia 5 nowych.';
        case 'solo-fill': return `Ołtarz zostaje uzupełniony do ${tokensGen(7)}.`;
        case 'solo-trim': return `Ołtarz zostaje ograniczony do ${tokensGen(7)}: nadmiarowe żetony zostają odrzucone.`;
      }
    },
    'day-ended': (p) => `${player(p.player)} kończy dzień ${p.day}.`,
    'game-end-triggered': (p) => p.reason === 'seventh-spell'
      ? `Warunek końca gry spełniony: ${player(p.player)} nauczył się 7. zaklęcia.`
      : `Warunek końca gry spełniony: planszetka chowańca ${playerGen(p.player)} jest pełna.`,
    'game-ended': () => 'Gra się zakończyła.',
    'spell-cast': (p) => p.from === null
      ? `${player(p.player)} używa zaklęcia ${quoted(p.spell)} na poziomie ${p.level}.`
      : `${player(p.player)} kopiuje zaklęcie ${quoted(p.spell)} ${playerGen(p.from)} na poziomie ${p.level}.`,
    'spell-level-changed': (p) => `Poziom zaklęcia ${quoted(p.spell)} ${playerGen(p.player)} zmienia się z ${p.from} na ${p.to}.`,
    'materia-swapped': (p) => p.with === 'altar'
      ? `${player(p.player)} zamienia ${p.give} ze swojej puli na ${p.get} z ołtarza.`
      : `${player(p.player)} zamienia ${p.give} ze swojej puli na ${p.get} z planszetki chowańca (pole ${p.space}).`,
    'spell-triggered': (p) => `Działa zaklęcie ${quoted(p.spell)} ${playerGen(p.player)} (poziom ${p.level}).`,
    'step-skipped': (p) => p.step === 'others-draw'
      ? `Pula ${playerGen(p.player)} jest pełna: nic nie losuje.`
      : `${player(p.player)}: ${p.stepName} kończy się wcześniej (nieprzeniesione: ${p.remaining}).`,
    'step-stopped': (p) => p.step === 'phase-action'
      ? `${player(p.player)} rezygnuje z dodatkowej akcji.`
      : `${player(p.player)} przerywa ${p.stepName}.`,
    'mode-chosen': (p) => `${player(p.player)} wybiera wariant „${p.mode}”.`,
    'opponent-placed': (p) => `Na torze przeciwnika umieszczono ${p.materia} (pole ${p.space}).`,
    'opponent-received': (p) =>
      `W dolnej części planszetki przeciwnika umieszczono ${p.materia} ${p.from === 'altar' ? 'z ołtarza' : 'z sakiewki'}.`,
    'altar-refreshed': (p) =>
      `Pole ${p.space} odświeża ołtarz: wszystkie żetony z ołtarza zostają odrzucone, a na ołtarz trafia 7 nowych.`,
  },
  steps: {
    draw: (p) => `wylosuj ${tokens(p.count)} z sakiewki`,
    'draw-until': (p) => {
      const few = plural(p.size, 'one', 'few', 'many') === 'few';
      return `losuj, aż w twojej puli ${few ? 'znajdą się' : 'znajdzie się'} ${tokens(p.size)}`;
    },
    reveal: (p) => `wylosuj ${tokens(p.count)} na ołtarz`,
    'others-draw': () => 'każdy pozostały gracz losuje 1 żeton',
    take: (p) => `wybierz żeton z ołtarza do wzięcia${filterClause(p.filter)}${left(p.count)}${p.optional ? '; możesz też przerwać' : ''}`,
    'take-store': (p) => `wybierz żeton z ołtarza do zmagazynowania na planszetce chowańca${left(p.count)}`,
    store: (p) => `wybierz żeton z puli do zmagazynowania na planszetce chowańca${filterClause(p.filter)}${left(p.count)}`,
    discard: (p) => `wybierz żeton z puli do odrzucenia${p.cost ? ' jako koszt' : ''}${filterClause(p.filter)}${left(p.count)}`,
    'swap-altar': (p) => `wybierz żeton z puli i żeton z ołtarza do zamiany${left(p.count)}`,
    'swap-familiar': () => 'wybierz żeton z puli i żeton z planszetki chowańca do zamiany',
    'clear-altar': (p) => {
      const range = p.max !== null ? ` (łącznie od ${p.min} do ${p.max})` : p.min > 0 ? ` (co najmniej ${p.min})` : '';
      return `wybierz żeton z ołtarza do odrzucenia${p.discarded >= p.min ? ' albo przerwij' : ''}${range}${p.discarded > 0 ? `; odrzucone dotąd: ${p.discarded}` : ''}`;
    },
    lower: (p) => (p.to === null ? 'obniż kartę o 1 poziom' : `obniż kartę do poziomu ${p.to}`),
    raise: () => 'wybierz inne swoje zaklęcie, aby podnieść je o 1 poziom',
    mode: (p) => `wybierz sposób użycia efektu: ${orList(p.modes.map((m) => `„${m}”`))}`,
    'phase-action': (p) => p.as === 'copy'
      ? `wykonaj akcję ${PHASE_GEN[p.phase]} jako kopię`
      : `wykonaj dodatkową akcję ${PHASE_GEN[p.phase]}${p.optional ? ' albo przerwij' : ''}`,
    learn: (p) => p.wild === 1
      ? `naucz się zaklęcia; do 1 żetonu z runą „${RUNES[p.rune]}” w dowolnym kolorze liczy się jako dzika materia`
      : `naucz się zaklęcia; do ${tokensGen(p.wild)} z runą „${RUNES[p.rune]}” w dowolnych kolorach liczy się jako dzika materia`,
    'learn-discards': (p) => p.keep > 0
      ? `wybierz jeden z żetonów zapłaconych za to zaklęcie do zmagazynowania na planszetce chowańca${left(p.keep)}`
      : `odrzuć resztę zapłaty: ${list(p.setAside)}`,
    'store-from-discard': (p) => `wybierz jeden z odrzuconych żetonów do zmagazynowania na planszetce chowańca${left(p.count)}`,
    'check-end': () => 'sprawdź, czy nastąpił koniec gry',
    'discard-held': (p) => `odrzuć odłożone żetony: ${list(p.materia)}`,
    'opponent-take': () => 'wybierz żeton z ołtarza do dolnej części planszetki przeciwnika',
    'opponent-draw': () => 'wylosuj 1 żeton do dolnej części planszetki przeciwnika',
    'opponent-place': () => 'wybierz żeton z ołtarza do umieszczenia na torze przeciwnika',
    'altar-refill': (p) =>
      `uzupełnij ołtarz do ${tokensGen(p.size)}${p.refreshSpace === null ? '' : `, a następnie go odśwież (pole ${p.refreshSpace})`}`,
    'close-day': () => 'zakończ dzień',
  },
  decisions: {
    phase: (p) => {
      const which = p.actionsTaken > 0 ? ` (akcja ${p.actionsTaken + 1})` : '';
      const options = p.phase === 'morning'
        ? 'weź 1 żeton z ołtarza, wylosuj 2, użyj zaklęcia albo zakończ fazę'
        : p.phase === 'midday'
          ? 'zmagazynuj 1 żeton, użyj zaklęcia albo zakończ fazę'
          : 'naucz się zaklęcia, użyj zaklęcia albo zakończ fazę';
      return `${player(p.player)}, ${PHASE_NOM[p.phase]}${which}: ${options}`;
    },
    effect: (p) => `${player(p.player)}: ${p.prompt}${p.spell === null ? '' : ` (${p.spell})`}`,
    'game-over': () => 'Gra się zakończyła',
  },
  violations: {
    'malformed-action': "To nie jest poprawnie zapisana akcja.",
    'game-over': "Gra się zakończyła.",
    'not-your-turn': "To nie twoja kolej.",
    'wrong-phase': "Ta akcja należy do innej fazy.",
    'pool-full': "W puli jest już 9 żetonów materii.",
    'not-on-altar': "Na ołtarzu nie ma takiej materii.",
    'not-in-pool': "W puli nie ma takiej materii.",
    'familiar-full': "Planszetka chowańca jest pełna.",
    'nothing-to-draw': "Sakiewka jest pusta i nie ma odrzuconych żetonów.",
    'spell-not-in-game': "Tego zaklęcia nie ma wśród zaklęć tej gry.",
    'already-learned': "To zaklęcie jest już wyuczone.",
    'invalid-payment': "Ta zapłata nie pozwala nauczyć się zaklęcia na tym poziomie: pojedyncze żetony jego koloru (w tym ten na kartę) oraz trójki z tą samą runą z żetonów w dowolnych kolorach.",
    'not-learned': "To zaklęcie nie zostało wyuczone.",
    'learned-today': "Zaklęcia wyuczonego tego dnia można użyć od następnego dnia.",
    'level-unavailable': "Tego zaklęcia nie można użyć na tym poziomie.",
    'not-usable': "Tego zaklęcia nie można teraz użyć: nie da się zapłacić kosztu, brak celu albo nic by się nie przesunęło.",
    'wrong-step': "Ta akcja nie odpowiada na bieżącą decyzję.",
    'not-an-option': "Tego wyboru nie ma wśród opcji.",
    'stale-step': "Od wybrania tej akcji gra zdążyła się zmienić.",
  },
  violationsUnder: {
    wildTriples: {
      'other-colours': {
        'invalid-payment': "Ta zapłata nie pozwala nauczyć się zaklęcia na tym poziomie: pojedyncze żetony jego koloru (w tym ten na kartę) oraz trójki z tą samą runą z żetonów w innych kolorach niż kolor zaklęcia.",
      },
    },
    usableWhen: {
      'effect-fits': {
        'not-usable': "Tego zaklęcia nie można teraz użyć: nie da się zapłacić kosztu, brak celu, nic by się nie przesunęło albo jego efektu nie da się wykonać w całości.",
      },
    },
  },
};
