/**
 * `legalActions`: every legal action of the player who must act, each listed once.
 * @module
 */
import type { GameState } from '../state/types.js';
import { PRIMARY_BY_PHASE } from './primary.js';
import type { Action } from './types.js';

/**
 * Every legal action of the player who must act now, each distinct choice once (two tokens of
 * one kind are the same choice), in a fixed order: the phase's actions (take by kind, draw;
 * store by kind; learn by spell, level, payment), then `pass`. Empty once the game is over.
 * An action is legal if and only if it is in this list.
 * @example
 * ```ts
 * const options = legalActions(state);
 * state = applyAction(state, options[0]!).state; // (check `ok` in real code)
 * ```
 */
export function legalActions(state: GameState): Action[] {
  if (state.phase === 'ended') return [];
  const player = state.active;
  const out: Action[] = [];
  for (const enumerate of PRIMARY_BY_PHASE[state.phase]) enumerate(state, player, out);
  out.push({ type: 'pass', player });
  return out;
}
