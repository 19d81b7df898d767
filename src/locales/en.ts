/**
 * English descriptions.
 * @module
 */
import type { MateriaFilter } from '../state/steps.js';
import type { Colour, Rune } from '../state/materia.js';
import type { Phase } from '../state/types.js';
import type { LocaleTable } from './types.js';

const COLOURS: Readonly<Record<Colour, string>> = {
  red: 'red', purple: 'purple', green: 'green', black: 'black', white: 'white', blue: 'blue', yellow: 'yellow',
};
const RUNES: Readonly<Record<Rune, string>> = { circle: 'circle', triangle: 'triangle', square: 'square' };
const PHASES: Readonly<Record<Phase, string>> = { morning: 'Morning', midday: 'Midday', evening: 'Evening' };

const player = (n: number): string => `Player ${n}`;
const possessive = (n: number): string => `Player ${n}'s`;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] as string}`;
}
/** `2 materia` (materia is both singular and plural). */
const materia = (n: number): string => `${n} materia`;

/** The clause a filter adds to a prompt, with its leading comma, or nothing. */
function filterClause(f: MateriaFilter | null): string {
  if (f === null) return '';
  const parts: string[] = [];
  if (f.colour !== undefined && f.rune !== undefined) parts.push(`${COLOURS[f.colour]} ${RUNES[f.rune]} only`);
  else if (f.colour !== undefined) parts.push(`${COLOURS[f.colour]} only`);
  else if (f.rune !== undefined) parts.push(`${RUNES[f.rune]} only`);
  if (f.sameColour === true && f.colour === undefined) parts.push('all of one colour');
  if (f.familiarColour === true) parts.push('of a colour on your familiar board');
  return parts.map((p) => `, ${p}`).join('');
}
const left = (count: number): string => (count > 1 ? `, ${count} left` : '');

/** The English table. */
export const en: LocaleTable = {
  locale: 'en',
  player,
  actionBy: (who, action) => `${who}: ${action}`,
  colours: COLOURS,
  runes: RUNES,
  materia: (colour, rune) => `${COLOURS[colour]} ${RUNES[rune]}`,
  phases: PHASES,
  list,
  modes: { store: 'store', take: 'take' },
  stepNames: {
    draw: 'drawing',
    'draw-until': 'drawing',
    reveal: 'drawing onto the altar',
    'others-draw': 'drawing',
    take: 'taking',
    'take-store': 'taking and storing',
    store: 'storing',
    discard: 'discarding',
    'swap-altar': 'swapping with the altar',
    'swap-familiar': 'swapping with the familiar board',
    'clear-altar': 'discarding from the altar',
    lower: 'lowering the card',
    raise: 'raising a spell',
    mode: 'choosing a way',
    'phase-action': 'the extra action',
    learn: 'learning',
    'learn-discards': 'storing the payment',
    'store-from-discard': 'storing from the discard',
    'check-end': 'checking the end of the game',
    'discard-held': 'discarding what was held aside',
    'opponent-take': "taking for the opponent",
    'opponent-draw': "drawing for the opponent",
    'opponent-place': "placing on the opponent's track",
    'altar-refill': 'refilling the altar',
    'close-day': 'ending the Day',
  },
  actions: {
    take: (p) => `take a ${p.materia} from the altar`,
    draw: () => 'draw 2 materia from the pouch',
    store: (p) => `store a ${p.materia} on the familiar board`,
    learn: (p) => `learn ${p.spell} at level ${p.level}, ${p.onCard} on the card, paying ${list(p.spend)}`,
    pass: () => 'pass',
    cast: (p) => p.from === null
      ? `use ${p.spell} at level ${p.level}`
      : `copy ${possessive(p.from)} ${p.spell} at level ${p.level}`,
    pick: (p) => `choose a ${p.materia}`,
    swap: (p) => `swap a ${p.give} for a ${p.get}`,
    raise: (p) => `raise ${p.spell} one level`,
    mode: (p) => `choose to ${p.mode}`,
    stop: () => 'stop',
  },
  events: {
    'materia-drawn': (p) => `${player(p.player)} draws a ${p.materia}.`,
    'materia-revealed': (p) => `A ${p.materia} is drawn onto the altar.`,
    'draw-lost': (p) => {
      const where = p.to === 'pool' ? 'into a pool' : p.to === 'altar' ? 'onto the altar' : 'for the opponent';
      return `The pouch and the discard are empty: a draw ${where} is lost.`;
    },
    'pouch-refilled': (p) => `The discard goes back into the pouch (${materia(p.count)}).`,
    'materia-taken': (p) => `${player(p.player)} takes a ${p.materia} from the altar.`,
    'materia-stored': (p) => p.from === 'pool'
      ? `${player(p.player)} stores a ${p.materia} on the familiar board (space ${p.space}).`
      : `${player(p.player)} stores a ${p.materia} from the ${p.from} on the familiar board (space ${p.space}).`,
    'materia-discarded': (p) => p.from === 'altar'
      ? `A ${p.materia} is discarded from the altar.`
      : p.from === 'pool'
        ? `${player(p.player)} discards a ${p.materia}.`
        : `${player(p.player)} discards the ${p.materia} held aside.`,
    'materia-held': (p) => `${player(p.player)} sets a ${p.materia} aside, to be discarded when the effect ends.`,
    'spell-learned': (p) =>
      `${player(p.player)} learns ${p.spell} at level ${p.level}, with a ${p.card} on the card (paid: ${list(p.spend)}).`,
    passed: (p) => `${player(p.player)} passes, ending the ${PHASES[p.phase]}.`,
    'phase-started': (p) => `Day ${p.day}: ${possessive(p.player)} ${PHASES[p.phase]} begins.`,
    'altar-resupplied': (p) => {
      switch (p.rule) {
        case 'fill': return 'The altar is refilled to 5 materia.';
        case 'add-one': return 'The altar gets 1 more materia.';
        case 'replace': return 'The altar is cleared and 5 new materia are drawn onto it.';
        case 'solo-fill': return 'The altar is refilled to 7 materia.';
        case 'solo-trim': return 'The altar is cut down to 7 materia: the surplus is discarded.';
      }
    },
    'day-ended': (p) => `${possessive(p.player)} Day ${p.day} ends.`,
    'game-end-triggered': (p) => p.reason === 'seventh-spell'
      ? `${player(p.player)} has learned their 7th spell: the end of the game is triggered.`
      : `${possessive(p.player)} familiar board is full: the end of the game is triggered.`,
    'game-ended': () => 'The game is over.',
    'spell-cast': (p) => p.from === null
      ? `${player(p.player)} uses ${p.spell} at level ${p.level}.`
      : `${player(p.player)} copies ${possessive(p.from)} ${p.spell} at level ${p.level}.`,
    'spell-level-changed': (p) => `${possessive(p.player)} ${p.spell} goes from level ${p.from} to level ${p.to}.`,
    'materia-swapped': (p) => p.with === 'altar'
      ? `${player(p.player)} swaps a ${p.give} from the pool for a ${p.get} from the altar.`
      : `${player(p.player)} swaps a ${p.give} from the pool for a ${p.get} from the familiar board (space ${p.space}).`,
    'spell-triggered': (p) => `${possessive(p.player)} ${p.spell} (level ${p.level}) goes off.`,
    'step-skipped': (p) => p.step === 'others-draw'
      ? `${possessive(p.player)} pool is full: no draw.`
      : `${player(p.player)}: ${p.stepName} ends early, ${materia(p.remaining)} not moved.`,
    'step-stopped': (p) => p.step === 'phase-action'
      ? `${player(p.player)} declines the extra action.`
      : `${player(p.player)} stops ${p.stepName}.`,
    'mode-chosen': (p) => `${player(p.player)} chooses to ${p.mode}.`,
    'opponent-placed': (p) => `A ${p.materia} is placed on the opponent's track (space ${p.space}).`,
    'opponent-received': (p) => `The opponent receives a ${p.materia} from the ${p.from === 'altar' ? 'altar' : 'pouch'}.`,
    'altar-refreshed': (p) => `Space ${p.space} refreshes the altar: all its materia are discarded and 7 new ones drawn.`,
  },
  steps: {
    draw: (p) => `draw ${materia(p.count)} from the pouch`,
    'draw-until': (p) => `draw until your pool holds ${materia(p.size)}`,
    reveal: (p) => `draw ${materia(p.count)} onto the altar`,
    'others-draw': () => 'each other player draws 1 materia',
    take: (p) => `choose an altar materia to take${filterClause(p.filter)}${left(p.count)}${p.optional ? ', or stop' : ''}`,
    'take-store': (p) => `choose an altar materia to store on your familiar board${left(p.count)}`,
    store: (p) => `choose a pool materia to store on your familiar board${filterClause(p.filter)}${left(p.count)}`,
    discard: (p) => `choose a pool materia to discard${p.cost ? ' as the cost' : ''}${filterClause(p.filter)}${left(p.count)}`,
    'swap-altar': (p) => `choose a pool materia and an altar materia to swap${left(p.count)}`,
    'swap-familiar': () => 'choose a pool materia and a familiar board materia to swap',
    'clear-altar': (p) => {
      const range = p.max !== null ? ` (${p.min} to ${p.max} in all)` : p.min > 0 ? ` (at least ${p.min})` : '';
      return `choose an altar materia to discard${p.discarded >= p.min ? ', or stop' : ''}${range}${p.discarded > 0 ? `; ${p.discarded} discarded so far` : ''}`;
    },
    lower: (p) => (p.to === null ? 'lower the card one level' : `move the card down to level ${p.to}`),
    raise: () => 'choose another of your spells to raise one level',
    mode: (p) => `choose how to use the effect: ${orList(p.modes)}`,
    'phase-action': (p) => p.as === 'copy'
      ? `perform ${p.phase === 'evening' ? 'an' : 'a'} ${PHASES[p.phase]} action as a copy`
      : `perform an extra ${PHASES[p.phase]} action${p.optional ? ', or stop' : ''}`,
    learn: (p) => p.wild === 1
      ? `learn a spell; up to 1 ${RUNES[p.rune]} of any colour counts as wild`
      : `learn a spell; up to ${p.wild} ${RUNES[p.rune]}s of any colour count as wild`,
    'learn-discards': (p) => p.keep > 0
      ? `choose a materia paid for this spell to store on your familiar board${left(p.keep)}`
      : `discard the rest of the payment: ${list(p.setAside)}`,
    'store-from-discard': (p) => `choose a materia from the discard to store on your familiar board${left(p.count)}`,
    'check-end': () => 'check whether the end of the game is triggered',
    'discard-held': (p) => `discard the materia held aside: ${list(p.materia)}`,
    'opponent-take': () => "choose an altar materia for the opponent's lower part",
    'opponent-draw': () => "draw 1 materia for the opponent's lower part",
    'opponent-place': () => "choose an altar materia to place on the opponent's track",
    'altar-refill': (p) => `refill the altar to ${materia(p.size)}${p.refreshSpace === null ? '' : `, then refresh it (space ${p.refreshSpace})`}`,
    'close-day': () => 'end the Day',
  },
  decisions: {
    phase: (p) => {
      const which = p.actionsTaken > 0 ? ` (action ${p.actionsTaken + 1})` : '';
      const options = p.phase === 'morning'
        ? 'take 1 materia from the altar, draw 2, use a spell, or pass'
        : p.phase === 'midday'
          ? 'store 1 materia, use a spell, or pass'
          : 'learn a spell, use a spell, or pass';
      return `${player(p.player)}, ${PHASES[p.phase]}${which}: ${options}`;
    },
    effect: (p) => `${player(p.player)}: ${p.prompt}${p.spell === null ? '' : ` (${p.spell})`}`,
    'game-over': () => 'The game is over',
  },
  violations: {
    'malformed-action': "That is not a well-formed action.",
    'game-over': "The game is over.",
    'not-your-turn': "It is not your turn to act.",
    'wrong-phase': "That action belongs to another phase.",
    'pool-full': "The pool already holds 9 materia.",
    'not-on-altar': "The altar holds no such materia.",
    'not-in-pool': "The pool does not hold that materia.",
    'familiar-full': "The familiar board is full.",
    'nothing-to-draw': "The pouch and the discard are both empty.",
    'spell-not-in-game': "That spell is not one of this game's spells.",
    'already-learned': "That spell is already learned.",
    'invalid-payment': "That payment does not learn the spell at that level: singles of its colour, the card's among them, plus wild triples of one rune in any colours.",
    'not-learned': "That spell has not been learned.",
    'learned-today': "A spell learned this Day can be used from the next Day.",
    'level-unavailable': "The spell cannot be used at that level.",
    'not-usable': "The spell cannot be used now: its cost cannot be paid, it has no target, or nothing would move.",
    'wrong-step': "That action does not answer the current decision.",
    'not-an-option': "That choice is not one of the options.",
    'stale-step': "The game has moved on since that action was chosen.",
  },
  violationsUnder: {
    wildTriples: {
      'other-colours': {
        'invalid-payment': "That payment does not learn the spell at that level: singles of its colour, the card's among them, plus wild triples of one rune in colours other than the spell's.",
      },
    },
    usableWhen: {
      'effect-fits': {
        'not-usable': "The spell cannot be used now: its cost cannot be paid, it has no target, nothing would move, or its effect would not be carried out in full.",
      },
    },
  },
};
