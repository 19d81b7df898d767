/**
 * The variable end-game points of Knowledge, Feast L5 and Communion L4 (rules §7),
 * always computed on final levels.
 * @module
 */
import { colourOf, runeOf } from '../state/materia.js';
import type { Level } from '../state/types.js';
import type { ScoreContext } from './types.js';

/**
 * Knowledge at a level: L3 +1 per other learned spell; L4 +2 per other spell at level 4 or 5
 * and +1 per other at level 3; L5 +2 per other learned spell.
 */
export function knowledgePoints(level: Level): (context: ScoreContext) => number {
  return ({ player, spell }) => {
    let points = 0;
    for (const other of player.spells) {
      if (other.spell === spell.spell) continue;
      if (level === 3) points += 1;
      else if (level === 5) points += 2;
      else points += other.level >= 4 ? 2 : 1;
    }
    return points;
  };
}

/** Feast L5: +1 per different colour on the owner's familiar board (0 to 7). */
export function feastColourPoints({ player }: ScoreContext): number {
  return new Set(player.familiar.map(colourOf)).size;
}

/** Communion L4: +1 per materia of the card rune on the owner's familiar board. */
export function communionRunePoints({ player, cardRune }: ScoreContext): number {
  let points = 0;
  for (const m of player.familiar) if (runeOf(m) === cardRune) points++;
  return points;
}
