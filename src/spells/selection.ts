/**
 * Resolving a {@link SpellSelection} to the game's 7 spells.
 * @module
 */
import { COLOURS } from '../state/materia.js';
import { nextBelow } from '../state/rng.js';
import { SetupError } from '../state/errors.js';
import type { SpellSelection } from '../state/options.js';
import type { SpellId } from '../state/types.js';
import { PRINTED_BY_COLOUR } from './memo.js';
import { getSpell, hasSpell, listSpells } from './registry.js';
import { explain } from '../state/messages.js';

/**
 * The named selections of printed sets.
 * @group Setup
 */
export const SPELL_SETS = {
  /** The first-game set (♦). */
  set1: ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
  /** The ♦♦ set. */
  set2: ['eruption', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'knowledge'],
  /** The ♦♦♦ set. */
  set3: ['blaze', 'divination', 'growth', 'feast', 'clone', 'mirage', 'communion'],
} as const satisfies Record<string, readonly SpellId[]>;

/**
 * The 7 spells of a selection, in colour order. `classic` draws from the mutable generator
 * state `rng`, one draw per colour in colour order.
 * @throws SetupError `invalid-spells` for an unknown name, an unknown id, or a list that is not
 * one spell per colour.
 */
export function resolveSpells(selection: SpellSelection, rng: number[]): SpellId[] {
  if (selection === 'set1' || selection === 'set2' || selection === 'set3') return [...SPELL_SETS[selection]];
  if (selection === 'classic') {
    const byColour = printedByColour();
    const spells: SpellId[] = [];
    for (const printed of byColour) spells.push(printed[nextBelow(rng, printed.length)] as SpellId);
    return spells;
  }
  if (!Array.isArray(selection) || selection.length !== 7) {
    throw new SetupError('invalid-spells', 'spells', Array.isArray(selection) ? explain('spell-count', { count: selection.length }) : explain('not-a-selection'));
  }
  const byColour = new Map<string, SpellId>();
  selection.forEach((id, i) => {
    if (!hasSpell(id)) throw new SetupError('invalid-spells', `spells.${i}`, explain('unknown-spell-id', { spell: id }));
    const colour = getSpell(id).colour;
    const other = byColour.get(colour);
    if (other !== undefined) {
      throw new SetupError('invalid-spells', `spells.${i}`, explain('colour-twice', { spell: id, other, colour }));
    }
    byColour.set(colour, id);
  });
  return COLOURS.map((c) => byColour.get(c) as SpellId);
}

/** The printed spells of each colour, in registry order (worked out once: see `memo.ts`). */
function printedByColour(): readonly (readonly SpellId[])[] {
  PRINTED_BY_COLOUR.lists ??= COLOURS.map((colour) => listSpells({ colour }).filter((s) => s.set !== null).map((s) => s.id));
  return PRINTED_BY_COLOUR.lists;
}
