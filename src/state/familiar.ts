/**
 * The familiar board's 14 spaces and their printed values (the printed cards).
 * @module
 */

/**
 * Spaces on a familiar board. Filling the last one triggers the end of the game.
 * @group Game state
 */
export const FAMILIAR_SPACES = 14;

/**
 * The board's score by number of stored materia: index n is the lowest visible value with n
 * materia stored (`18` once all 14 spaces are filled).
 * @group Game state
 */
export const FAMILIAR_VALUES: readonly number[] = [0, 1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16, 18];

/**
 * The points of a familiar board holding `stored` materia.
 * @group Game state
 */
export function familiarValue(stored: number): number {
  return FAMILIAR_VALUES[Math.max(0, Math.min(FAMILIAR_SPACES, stored))] as number;
}

/**
 * The most materia a pool may hold at any moment.
 * @group Game state
 */
export const POOL_LIMIT = 9;
