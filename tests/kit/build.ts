// Builders of the parts of a rigged table: learned spells, seat-indexed lists, spell selections.
import { SPELL_SETS, getSpell, type Level, type MateriaKind, type RiggedSpell, type SpellId } from '../../src/index.js';

/** A learned spell for a rigged table (learned on Day `day`, or before the game when left out). */
export function learned(spell: SpellId, level: Level, card: MateriaKind, day?: number): RiggedSpell {
  return day === undefined ? { spell, level, card } : { spell, level, card, day };
}

/** A list per seat of `players`: `mine` for `seat`, an empty list for every other seat. */
export function forSeat<T>(players: number, seat: number, mine: readonly T[]): T[][] {
  return Array.from({ length: players }, (_, i) => (i === seat ? [...mine] : []));
}

/** An empty list per seat of `players` (empty pools, boards, learned spells). */
export function emptySeats<T>(players: number): T[][] {
  return Array.from({ length: players }, () => []);
}

/** The first-game set (set1) with each of `ids` in place of the set1 spell of its colour. */
export function spellsWith(...ids: SpellId[]): SpellId[] {
  return SPELL_SETS.set1.map((base) => ids.find((id) => getSpell(id).colour === getSpell(base).colour) ?? base);
}
