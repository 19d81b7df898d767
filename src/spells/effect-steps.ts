/**
 * The steps of a spell level's effect for a context, computed once and shared (see `memo.ts`):
 * one frozen copy per context instead of new steps at every legality check.
 * @module
 */
import { runeIndex, type Rune } from '../state/materia.js';
import type { Level } from '../state/types.js';
import { STEPS_BY_SPELL_LEVEL } from './memo.js';
import type { SpellLevel } from './types.js';
import type { SpellStep } from '../state/steps.js';
import { othersFrom } from '../state/table.js';

/** No steps: the effect of a level without one, and what is left of a finished step (engine internal). */
export const NO_STEPS: readonly SpellStep[] = Object.freeze([]);
const MAX_SEATS = 4;
const SLOTS = MAX_SEATS * 3 * 3 * (MAX_SEATS + 1);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The steps of `spellLevel`'s effect used at `level` by `actor` with a card of `cardRune`, in a
 * game of `players` (1: solo mode).
 */
export function effectSteps(spellLevel: SpellLevel, level: Level, actor: number, cardRune: Rune, players: number): readonly SpellStep[] {
  const effect = spellLevel.effect;
  if (effect === undefined) return NO_STEPS;
  if (actor >= MAX_SEATS || players > MAX_SEATS) return stepsOf(effect, level, actor, cardRune, players);
  let slots = STEPS_BY_SPELL_LEVEL.get(spellLevel);
  if (slots === undefined) {
    slots = new Array<readonly SpellStep[] | undefined>(SLOTS).fill(undefined);
    STEPS_BY_SPELL_LEVEL.set(spellLevel, slots);
  }
  const key = ((actor * 3 + runeIndex(cardRune)) * 3 + (level - 3)) * (MAX_SEATS + 1) + players;
  let steps = slots[key];
  if (steps === undefined) {
    steps = stepsOf(effect, level, actor, cardRune, players);
    slots[key] = steps;
  }
  return steps;
}

function stepsOf(effect: NonNullable<SpellLevel['effect']>, level: Level, actor: number, cardRune: Rune, players: number): readonly SpellStep[] {
  return deepFreeze(effect({ actor, level, cardRune, others: othersFrom(actor, players), solo: players === 1 }));
}
