/**
 * The solo opponent's board (the printed card, reverse of a familiar board): a 17-space track filled in
 * order, three spaces with the altar-refresh symbol, and a lower part worth 1 point a materia.
 * @module
 */

/**
 * Spaces on the opponent's track. Filling the last one ends the game.
 * @group Solo
 */
export const OPPONENT_SPACES = 17;

/**
 * The 1-based track spaces that carry the altar-refresh symbol.
 * @group Solo
 */
export const REFRESH_SPACES: readonly number[] = [4, 9, 14];

/**
 * Materia on the altar at setup and after each solo refill.
 * @group Solo
 */
export const SOLO_ALTAR = 7;

/**
 * The highest difficulty: that many materia start in the opponent's lower part.
 * @group Solo
 */
export const MAX_DIFFICULTY = 3;

/**
 * A solo difficulty: the number of materia drawn into the opponent's lower part at setup.
 * @group Solo
 */
export type Difficulty = 0 | 1 | 2 | 3;

/**
 * The track's points with `placed` materia on it: the value of space `placed + 1` — 0 on
 * spaces 1 to 4, then 14, 16, ..., 38 on spaces 5 to 17 — and 40 once all 17 are filled.
 * @example
 * ```ts
 * opponentTrackValue(3);  // 0
 * opponentTrackValue(4);  // 14
 * opponentTrackValue(17); // 40
 * ```
 * @group Solo
 */
export function opponentTrackValue(placed: number): number {
  if (placed >= OPPONENT_SPACES) return 40;
  const space = placed + 1;
  return space <= 4 ? 0 : 14 + 2 * (space - 5);
}
