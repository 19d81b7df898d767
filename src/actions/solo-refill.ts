/**
 * The solo end of a Day (rules §9): after the player places an altar materia on the
 * opponent's track, the altar is refilled to 7 and, on a refresh space, replaced.
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
 * Refills the altar to `size` without ever trimming it, then, when `refreshSpace` was just
 * filled, discards the whole altar and draws `size`. Neither happens once the game is over.
 */
export function refillSoloAltar(d: Draft, size: number, refreshSpace: number | null): void {
  if (soloGameOver(d)) return;
  d.events.push({ type: 'altar-resupplied', rule: 'solo-fill' });
  while (d.altarSize() < size) if (d.drawToAltar() === undefined) break;
  if (refreshSpace === null) return;
  d.events.push({ type: 'altar-refreshed', space: refreshSpace });
  const altar = d.altar;
  const all: MateriaKind[] = [];
  for (let i = 0; i < KIND_COUNT; i++) for (let n = altar[i] as number; n > 0; n--) all.push(MATERIA_KINDS[i] as MateriaKind);
  for (const m of all) d.discardFromAltar(m);
  for (let n = 0; n < size; n++) if (d.drawToAltar() === undefined) break;
}
