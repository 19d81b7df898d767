/**
 * The solo opponent's score and the solo result (rules §9).
 * @module
 */
import { total } from '../state/multiset.js';
import type { OpponentState } from '../state/types.js';
import { opponentTrackValue } from './board.js';

/**
 * The virtual opponent's score sheet.
 * @group Solo
 */
export interface OpponentScore {
  /** Materia on the track (0 to 17). */
  readonly placed: number;
  /** The track's lowest visible value (40 when full). */
  readonly trackPoints: number;
  /** Materia in the lower part, 1 point each. */
  readonly lower: number;
  /** Track points plus lower part. */
  readonly total: number;
}

/**
 * The solo result, from the player's side: a tie means nobody wins.
 * @group Solo
 */
export type SoloResult = 'win' | 'loss' | 'tie';

/**
 * Scores the virtual opponent.
 * @group Solo
 */
export function scoreOpponent(opponent: OpponentState): OpponentScore {
  const placed = opponent.track.length;
  const trackPoints = opponentTrackValue(placed);
  const lower = total(opponent.lower);
  return { placed, trackPoints, lower, total: trackPoints + lower };
}

/** The solo result for the player's total against the opponent's. */
export function soloResult(playerTotal: number, opponentTotal: number): SoloResult {
  return playerTotal > opponentTotal ? 'win' : playerTotal < opponentTotal ? 'loss' : 'tie';
}
