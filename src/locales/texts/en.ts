/**
 * The printed spells' rules texts in English, per level: short card-style texts that state what
 * each level does (rules §7), written from the rulebooks' card appendices and the rules. Plain
 * text with rune words; no markup. The texts read the printed rules; where a rule profile's point
 * reads a spell otherwise (rules §0), {@link EN_SPELL_TEXT_VARIANTS} rewords the clauses it
 * changes. Display text only: the engine never puts it in the state or the events.
 * @module
 */
import type { Level } from '../../state/types.js';
import type { LevelTexts } from '../../spells/types.js';
import type { SpellTextTable, SpellTextVariants } from '../definition.js';
import { atLevels, byRune, every, perMirageLevel } from '../spell-text-helpers.js';

/** The rune of each level (Sacrifice, Levitation, Time Travel) as the texts write it. */
const RUNE: LevelTexts = { 3: '○ (circle)', 4: '△ (triangle)', 5: '□ (square)' };

/** The printed spells' texts in English, by spell id: the printed reading of every rule point. */
export const EN_SPELL_TEXTS: SpellTextTable = {
  // ---- red ---------------------------------------------------------------------------------
  sacrifice: /* @__PURE__ */ byRune(RUNE, (r) => `Discard 1 ${r}, then draw 4.`),
  eruption: { 3: 'Draw until your pool holds 4.', 4: 'Draw until your pool holds 5.', 5: 'Draw until your pool holds 6.' },
  blaze: /* @__PURE__ */ every('Draw 4. Then each other player, in turn order, must take 1 from the altar (unless the altar is empty or their pool is full).'),
  // ---- purple ------------------------------------------------------------------------------
  levitation: /* @__PURE__ */ byRune(RUNE, (r) => `Take 2 ${r} from the altar.`),
  sharing: {
    3: 'Take 1, then draw 1. Then each other player draws 1 (unless their pool is full).',
    4: 'Take 2. Then each other player draws 1 (unless their pool is full).',
    5: 'Take 3. Then each other player draws 1 (unless their pool is full).',
  },
  divination: {
    3: 'Draw 2 onto the altar, then take 2, then discard 1.',
    4: 'Draw 2 onto the altar, then take up to 2 of one colour.',
    5: 'Draw 2 onto the altar, then take 2.',
  },
  // ---- green -------------------------------------------------------------------------------
  purification: {
    3: 'Swap 1 pool materia with 1 altar materia.',
    4: 'Swap 2 pool materia with 2 altar materia.',
    5: 'Swap 3 pool materia with 3 altar materia.',
  },
  cure: { 3: 'Draw 1, then discard 1.', 4: 'Draw 2, then discard 2.', 5: 'Draw 3, then discard 3.' },
  growth: {
    3: 'Swap 1 pool materia with 1 materia on your familiar board (it takes that space). Growth does not move.',
    4: 'Take 2 and store them, then move Growth down to level 3.',
    5: 'Take 3 and store them, then move Growth down to level 4.',
  },
  // ---- black -------------------------------------------------------------------------------
  offering: { 3: 'Store 2 pool materia of one colour.', 4: 'Store 3 pool materia of one colour.', 5: 'Store 4 pool materia of one colour.' },
  focus: {
    3: 'Store 1 pool materia of the card rune.',
    4: 'Store 2 pool materia of the card rune, OR take 1 of the card rune.',
    5: 'Store 3 pool materia of the card rune, OR take 2 of the card rune.',
  },
  feast: {
    3: 'Take 1 whose colour matches a materia on your familiar board.',
    4: 'Take 1 and store it.',
    5: 'No action of its own (levels 3 and 4 stay usable). At the end: +1 point per different colour on your familiar board.',
  },
  // ---- white -------------------------------------------------------------------------------
  'time-travel': /* @__PURE__ */ byRune(RUNE, (r) => `Discard 1 ${r}, then raise another of your learned spells one level (not above 5).`),
  storm: {
    3: 'No effect.',
    4: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then move Storm down to level 3.',
    5: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then move Storm down to level 4.',
  },
  clone: {
    3: 'Perform a Midday action as if you had learned it: Store 1, or a Midday spell another player learned (not Clone).',
    4: 'Perform an Evening action as if you had learned it: Learn 1 Spell, or an Evening spell another player learned.',
    5: 'Discard 1 of the card rune, then perform a Morning action as if you had learned it: Take 1, Draw 2, or a Morning spell another player learned.',
  },
  // ---- blue --------------------------------------------------------------------------------
  transmutation: {
    3: 'No effect.',
    4: 'Learn 1 spell: up to 1 single materia of the card rune, of any colour, counts as wild (no triples).',
    5: 'Learn 1 spell: up to 2 single materia of the card rune, of any colour, each count as wild (no triples).',
  },
  swiftness: {
    3: 'When learned: perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
    4: 'When learned: perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
    5: 'Permanent: 2 Morning actions every Day, from the next Day on.',
  },
  mirage: {
    3: 'Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw 1 at once.',
    4: 'Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw 2 at once.',
    5: 'Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw 2 at once.',
  },
  // ---- yellow ------------------------------------------------------------------------------
  abundance: { 3: 'When learned: draw 2.', 4: 'When learned: draw 3.', 5: 'When learned: draw 4.' },
  knowledge: {
    3: 'At the end: +1 point per other learned spell.',
    4: 'At the end: +2 points per other learned spell at level 4 or 5, +1 point per other at level 3.',
    5: 'At the end: +2 points per other learned spell.',
  },
  communion: {
    3: 'When learned: take 3 and store them.',
    4: 'At the end: +1 point per materia of the card rune on your familiar board.',
    5: 'Permanent: at each of your Learns (this one included), once its payment is discarded, store 2 materia from the discard box.',
  },
};

/**
 * The rewordings of the texts for the rule points where the digital adaptation reads a spell
 * differently from the printed cards. A new point that changes a text is one entry here (the
 * other languages follow; until one does, that level's text reads in English under the point).
 */
export const EN_SPELL_TEXT_VARIANTS: SpellTextVariants = {
  // Growth L4/L5, Storm L4/L5 (rules §6): one level down from where the card is.
  lowering: {
    'one-level': {
      growth: { 4: ['move Growth down to level 3', 'lower Growth one level'], 5: ['move Growth down to level 4', 'lower Growth one level'] },
      storm: { 4: ['move Storm down to level 3', 'lower Storm one level'], 5: ['move Storm down to level 4', 'lower Storm one level'] },
    },
  },
  // Swiftness L3/L4 (rules §7): the extra action may also use a Morning spell learned this Day.
  swiftnessSpells: {
    'any-day': {
      swiftness: /* @__PURE__ */ atLevels([3, 4], ['a Morning spell of yours learned on an earlier Day', 'any of your learned Morning spells']),
    },
  },
  // Clone L5 (rules §7): the discarded materia waits aside until the copied action ends.
  cloneDiscard: {
    'held-aside': {
      clone: { 5: ['Discard 1 of the card rune, then perform', 'Set aside 1 of the card rune (discarded once the action ends), then perform'] },
    },
  },
  // Swiftness L3/L4 (rules §7): the extra action may be declined.
  swiftnessAction: {
    declinable: {
      swiftness: /* @__PURE__ */ atLevels([3, 4], ['When learned: perform', 'When learned: you may perform']),
    },
  },
  // Mirage (rules §7): the draws wait until the effect has made all the takes of that step (and,
  // under after-step, the draw that the same step makes).
  mirageDraws: {
    'after-takes': {
      mirage: /* @__PURE__ */ perMirageLevel((n) => [`draw ${n} at once`, `draw ${n} once the effect has made those takes`]),
    },
    'after-step': {
      mirage: /* @__PURE__ */ perMirageLevel((n) => [`draw ${n} at once`, `draw ${n} once the effect has made those takes and the draw that goes with them`]),
    },
  },
  // Mirage (rules §7): only takes into the pool count.
  mirageTakes: {
    'into-pool': {
      mirage: /* @__PURE__ */ atLevels([3, 4, 5], [' (into your pool, onto your familiar board, or in a swap)', ' into your pool']),
    },
  },
  // Communion L5 (rules §5, §7): the 2 stored materia come from this Learn's payment.
  communionStores: {
    'learn-discards': {
      communion: { 5: ['once its payment is discarded, store 2 materia from the discard box', 'store 2 of the materia you paid'] },
    },
  },
  // Storm L4/L5 (rules §7): 1 to 10 altar materia.
  stormDiscards: {
    'one-to-ten': {
      storm: /* @__PURE__ */ atLevels([4, 5], ['any number of altar materia (none allowed)', '1 to 10 altar materia']),
    },
  },
};

/** The text of a level of a spell without rules texts: `Ember, level 4`. */
export function enLevelText(name: string, level: Level): string {
  return `${name}, level ${level}`;
}
