/**
 * What the engine keeps asking about a player's learned spells — each one's definition, and
 * whether any has a permanent effect at its level — worked out once per list of learned spells.
 * A player's list is read-only data shared by every state until it changes (a Learn, a level
 * change), so most steps find it here instead of looking each spell up again.
 * @module
 */
import type { LearnedSpell } from '../state/types.js';
import { getSpell } from './registry.js';
import type { SpellDefinition } from './types.js';

/** The definitions of a list of learned spells, and its permanent effects. */
export interface LearnedInfo {
  /** The definition of each learned spell, in the list's order. */
  readonly defs: readonly SpellDefinition[];
  /** True when some spell, at its level, has a permanent effect (take triggers, extra actions, kept learn discards). */
  readonly permanent: boolean;
}

const NONE: LearnedInfo = { defs: [], permanent: false };

// The lists seen last and their info: a few entries compared by identity (a game has at most 4
// players, each with one current list), cheaper than a hash lookup; the oldest entry goes first.
const CACHED = 8;
const lists: (readonly LearnedSpell[] | undefined)[] = new Array<undefined>(CACHED).fill(undefined);
const infos: LearnedInfo[] = new Array<LearnedInfo>(CACHED).fill(NONE);
let next = 0;

/** The {@link LearnedInfo} of a player's list of learned spells. */
export function learnedInfo(spells: readonly LearnedSpell[]): LearnedInfo {
  if (spells.length === 0) return NONE;
  for (let i = 0; i < CACHED; i++) if (lists[i] === spells) return infos[i] as LearnedInfo;
  const defs: SpellDefinition[] = [];
  let permanent = false;
  for (const s of spells) {
    const def = getSpell(s.spell);
    defs.push(def);
    const l = def.levels[s.level];
    if (l.drawsOnTake !== undefined || l.extraActions !== undefined || l.keepsLearnDiscards !== undefined) permanent = true;
  }
  const info: LearnedInfo = { defs, permanent };
  lists[next] = spells;
  infos[next] = info;
  next = (next + 1) % CACHED;
  return info;
}
