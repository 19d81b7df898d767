/**
 * Every cache of the rules, in one place. Each one is keyed by the identity of read-only data
 * that is never changed once made, so an answer found in a cache is the answer the engine would
 * work out again; none depends on which call came before, and none keeps a game alive.
 *
 * | cache | key | holds | lifetime |
 * | :-- | :-- | :-- | :-- |
 * | {@link LEVELS_BY_DEFINITION} | a spell definition | its usable levels for each card level | the definition's (a WeakMap) |
 * | {@link STEPS_BY_SPELL_LEVEL} | a spell level | the frozen steps of its effect in each context | the spell level's (a WeakMap) |
 * | {@link spellColours} | a game's list of spells | each spell's colour index | the list's (a WeakMap), and the list asked about last |
 * | {@link learnedInfo} | a player's list of learned spells | their definitions, and whether one has a permanent effect | the 8 lists seen last, and the one asked about last |
 * | {@link PRINTED_BY_COLOUR} | — | the printed spells of each colour | the process (worked out once) |
 *
 * Why they are sound:
 * - A registered spell definition, its levels and their effect functions are never changed: the
 *   printed ones are the engine's own, and `defineSpell` registers a deep-frozen copy of a
 *   homebrew definition (a later change to the caller's object never reaches the registry), and
 *   a registered id never gets another definition (defining it again is a no-op when equal, an
 *   error otherwise). An effect function is a pure function of its context; the steps it
 *   returns are frozen before they are shared (a homebrew effect's are checked and rebuilt as
 *   plain data first).
 * - A game's spell list and a player's list of learned spells are read-only parts of the state:
 *   a Learn or a change of level makes a new list, it never changes the old one.
 * - Homebrew spells have no printed set, so registering one cannot change the printed lists.
 *
 * The learned-spell lists are looked up at nearly every step, so that cache is a ring of a few
 * entries compared by identity, cheaper than a hash lookup (a game has at most 4 current lists).
 *
 * Besides these caches the rules keep two module-level stores, neither of them a cache: the
 * spell registry (`spells/registry.ts`) and the pool of frozen action objects that
 * `legalActions` hands out (`actions/action-pool.ts`).
 * @module
 */
import { colourIndex } from '../state/materia.js';
import type { SpellStep } from '../state/steps.js';
import type { LearnedSpell, Level, SpellId } from '../state/types.js';
import { getSpell } from './registry.js';
import { hasTrigger } from './triggers.js';
import type { SpellDefinition, SpellLevel } from './types.js';

/** The levels at which a card of each level (3, 4, 5: index 0, 1, 2) can be used, by definition. */
export const LEVELS_BY_DEFINITION = new WeakMap<SpellDefinition, readonly (readonly Level[])[]>();

/** The steps of a spell level's effect, by spell level, in slots by context (see `spells/effect-steps.ts`). */
export const STEPS_BY_SPELL_LEVEL = new WeakMap<SpellLevel, (readonly SpellStep[] | undefined)[]>();

/** The colour index of each spell of a game's spell list, by list ({@link spellColours}). */
const COLOURS_BY_SPELL_LIST = new WeakMap<readonly SpellId[], readonly number[]>();

/** The printed spells of each colour in colour order, once worked out. */
export const PRINTED_BY_COLOUR: { lists: readonly (readonly SpellId[])[] | undefined } = { lists: undefined };

/** What the engine keeps asking about a player's list of learned spells ({@link learnedInfo}). */
export interface LearnedInfo {
  /** The definition of each learned spell, in the list's order. */
  readonly defs: readonly SpellDefinition[];
  /**
   * True when some spell, at its level, has a permanent trigger: a field of the trigger table
   * (`spells/triggers.ts`: take draws, extra actions, kept learn discards). Each place that fires
   * one tests this first.
   */
  readonly permanent: boolean;
}

const NO_PERMANENT: LearnedInfo = { defs: [], permanent: false };

// The learned-spell lists seen last and their info: a ring compared by identity, the oldest
// entry replaced first (module-level arrays, read inline: this lookup runs at nearly every step).
const RING = 8;
const ringLists: (readonly LearnedSpell[] | undefined)[] = new Array<undefined>(RING).fill(undefined);
const ringInfos: LearnedInfo[] = new Array<LearnedInfo>(RING).fill(NO_PERMANENT);
let ringNext = 0;

// A fast path that skips the ring: the list asked about last and its info, since a step asks
// about one player's list again and again. It holds that one list (nothing else stays alive) and
// is sound for the ring's reason, lists never change. Measured twice against the ring alone:
// playOutBlind +2.7 % and +3.3 % (9-round A/Bs), beyond the bench's noise of about 2.5 %.
let lastList: readonly LearnedSpell[] | undefined;
let lastInfo = NO_PERMANENT;

/** The {@link LearnedInfo} of a player's list of learned spells. */
export function learnedInfo(spells: readonly LearnedSpell[]): LearnedInfo {
  if (spells === lastList) return lastInfo;
  lastList = spells;
  return (lastInfo = ringInfo(spells));
}

function ringInfo(spells: readonly LearnedSpell[]): LearnedInfo {
  if (spells.length === 0) return NO_PERMANENT;
  for (let i = 0; i < RING; i++) if (ringLists[i] === spells) return ringInfos[i] as LearnedInfo;
  const defs: SpellDefinition[] = [];
  let permanent = false;
  for (const s of spells) {
    const def = getSpell(s.spell);
    defs.push(def);
    if (!permanent && hasTrigger(def.levels[s.level])) permanent = true;
  }
  const info: LearnedInfo = { defs, permanent };
  ringLists[ringNext] = spells;
  ringInfos[ringNext] = info;
  ringNext = (ringNext + 1) % RING;
  return info;
}

// The same fast path before the WeakMap: the game's list asked about last (a process plays one
// game at a time, mostly), measured with the one above.
let lastSpellList: readonly SpellId[] | undefined;
let lastColours: readonly number[] = [];

/** The colour index of each spell of a game's list of spells, in the list's order. */
export function spellColours(spells: readonly SpellId[]): readonly number[] {
  if (spells === lastSpellList) return lastColours;
  lastSpellList = spells;
  return (lastColours = coloursOf(spells));
}

function coloursOf(spells: readonly SpellId[]): readonly number[] {
  let colours = COLOURS_BY_SPELL_LIST.get(spells);
  if (colours === undefined) {
    colours = spells.map((id) => colourIndex(getSpell(id).colour));
    COLOURS_BY_SPELL_LIST.set(spells, colours);
  }
  return colours;
}
