/**
 * What the engine keeps asking about the spells of a game: for a player's learned spells, each
 * one's definition and whether any has a permanent effect at its level; for the game's spells,
 * their colours. Each is worked out once per list (see `memo.ts`).
 * @module
 */
import { colourIndex } from '../state/materia.js';
import type { LearnedSpell, SpellId } from '../state/types.js';
import { getSpell } from './registry.js';
import { COLOURS_BY_SPELL_LIST, LEARNED_INFO, type LearnedInfo } from './memo.js';
import type { SpellDefinition } from './types.js';

const NONE: LearnedInfo = { defs: [], permanent: false };

/** The {@link LearnedInfo} of a player's list of learned spells. */
export function learnedInfo(spells: readonly LearnedSpell[]): LearnedInfo {
  if (spells.length === 0) return NONE;
  const cached = LEARNED_INFO.get(spells);
  if (cached !== undefined) return cached;
  const defs: SpellDefinition[] = [];
  let permanent = false;
  for (const s of spells) {
    const def = getSpell(s.spell);
    defs.push(def);
    const l = def.levels[s.level];
    if (l.drawsOnTake !== undefined || l.extraActions !== undefined || l.keepsLearnDiscards !== undefined) permanent = true;
  }
  const info: LearnedInfo = { defs, permanent };
  LEARNED_INFO.set(spells, info);
  return info;
}

/** The colour index of each spell of a game's list of spells, in the list's order. */
export function spellColours(spells: readonly SpellId[]): readonly number[] {
  let colours = COLOURS_BY_SPELL_LIST.get(spells);
  if (colours === undefined) {
    colours = spells.map((id) => colourIndex(getSpell(id).colour));
    COLOURS_BY_SPELL_LIST.set(spells, colours);
  }
  return colours;
}
