/**
 * Matching materia against a step's {@link MateriaFilter}.
 * @module
 */
import { COLOURS, RUNES, colourOfIndex, kindIndex, type MateriaKind } from '../state/materia.js';
import type { PlayerState } from '../state/types.js';
import type { MateriaFilter } from '../state/steps.js';

/** True when the materia at `kindIdx` passes the filter for `player` (whose familiar board Feast reads). */
export function fits(filter: MateriaFilter | undefined, kindIdx: number, player: PlayerState): boolean {
  if (filter === undefined) return true;
  if (filter.rune !== undefined && RUNES[kindIdx % 3] !== filter.rune) return false;
  const colour = COLOURS[colourOfIndex(kindIdx)];
  if (filter.colour !== undefined && colour !== filter.colour) return false;
  if (filter.familiarColour === true && !onBoard(player.familiar, colourOfIndex(kindIdx))) return false;
  return true;
}

/** True when the familiar board holds a materia of the colour at index `colour`. */
function onBoard(familiar: readonly MateriaKind[], colour: number): boolean {
  for (let i = 0; i < familiar.length; i++) if (colourOfIndex(kindIndex(familiar[i] as MateriaKind)) === colour) return true;
  return false;
}

/** The filter after a pick of `kindIdx`: a `sameColour` filter is pinned to the colour picked. */
export function afterPick(filter: MateriaFilter | undefined, kindIdx: number): MateriaFilter | undefined {
  if (filter?.sameColour !== true || filter.colour !== undefined) return filter;
  return { ...filter, colour: COLOURS[colourOfIndex(kindIdx)] as (typeof COLOURS)[number] };
}
