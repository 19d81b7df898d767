/**
 * The solo end of a Day (rules §9): after the player places an altar materia on the
 * opponent's track, the altar is refilled to 7 and, on a refresh space, replaced; how exactly is
 * the rule profile's `soloRefill`.
 * @module
 */
import type { Draft } from './draft.js';
import { KIND_COUNT, MATERIA_KINDS, type MateriaKind } from '../state/materia.js';
import { OPPONENT_SPACES } from '../solo/board.js';

/** True when a solo game ends with the current Day: the end was triggered, or the track is full. */
export function soloGameOver(d: Draft): boolean {
  return d.endTrigger !== null || (d.opponent?.track.length ?? 0) >= OPPONENT_SPACES;
}

/**
 * Brings the altar to `size` after the placement, then, when `refreshSpace` was just filled,
 * discards the whole altar and draws `size`. Under `fill` the altar is only ever drawn up to
 * `size` (never trimmed) and the refresh follows that refill; under `fill-and-trim` a refresh
 * space gets the refresh alone, and elsewhere an altar holding more than `size` loses its surplus,
 * chosen with the game's generator. Under `fill` nothing happens once the game is over; under
 * `fill-and-trim` the altar is still brought to `size` on the game's last Day.
 */
export function refillSoloAltar(d: Draft, size: number, refreshSpace: number | null): void {
  const trim = d.rules.soloRefill === 'fill-and-trim';
  if (!trim && soloGameOver(d)) return;
  // Under `fill-and-trim` a refresh replaces the refill: nothing is drawn only to be discarded.
  if (refreshSpace === null || !trim) {
    if (trim && d.altarSize() > size) {
      d.eventLog()?.push({ type: 'altar-resupplied', rule: 'solo-trim' });
      // The digital version discards the altar's oldest materia, which nobody chose; the engine's
      // altar keeps no order, so an unbiased random choice stands in for that age.
      for (let n = d.altarSize() - size; n > 0; n--) d.discardFromAltar(d.randomAltarMateria());
    } else {
      d.eventLog()?.push({ type: 'altar-resupplied', rule: 'solo-fill' });
      while (d.altarSize() < size) if (d.drawToAltar() === undefined) break;
    }
  }
  if (refreshSpace === null) return;
  d.eventLog()?.push({ type: 'altar-refreshed', space: refreshSpace });
  discardAll(d);
  for (let n = 0; n < size; n++) if (d.drawToAltar() === undefined) break;
}

/** Discards the whole altar, kind by kind. */
function discardAll(d: Draft): void {
  const altar = d.altar;
  for (let i = 0; i < KIND_COUNT; i++) {
    for (let n = altar[i] as number; n > 0; n--) d.discardFromAltar(MATERIA_KINDS[i] as MateriaKind);
  }
}
