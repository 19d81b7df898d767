/**
 * Stepping a game without {@link applyAction}'s check and events, and listing its choices
 * without building the Morning's takes and the Midday's stores: the engine's playout path, one
 * action at a time with a state in between, for `spellbook-engine/learn`'s environment (which
 * plays only actions it listed itself). Engine internal, not documented for users.
 * @module
 */
import { actionsOf } from '../actions/action-pool.js';
import { Draft } from '../actions/draft.js';
import type { Action } from '../actions/types.js';
import type { GameState } from '../state/types.js';
import { perform } from './apply.js';
import { listLegal } from './legal.js';

/**
 * Appends the legal actions of `state` (a game not over) to `out` (empty) in
 * {@link legalActions}' order, except the Morning's takes or the Midday's stores, which come
 * first in that order and are left unbuilt: returns their kinds as a bit mask (bit k for
 * `MATERIA_KINDS[k]`; 0 when there are none). {@link unbuiltAction} gives the action of a bit.
 * Skips: the game-over check (`state.phase` must not be `'ended'`) and the deferred actions'
 * building; the list holds the engine's shared actions, which must not be changed.
 * @internal
 */
export function listLegalUnbuilt(state: GameState, out: Action[]): number {
  return listLegal(state, out, true);
}

/**
 * The take (Morning) or store (Midday) of the kind `kind` (an index of `MATERIA_KINDS`) for the
 * seat to act in `state`: the action of a bit that {@link listLegalUnbuilt} returned for the
 * same state (the engine's shared action: change nothing). Skips every check: a kind that was
 * not among the bits gives an action that is not legal.
 * @internal
 */
export function unbuiltAction(state: GameState, kind: number): Action {
  const pooled = actionsOf(state.active);
  return (state.phase === 'morning' ? pooled.take : pooled.store)[kind] as Action;
}

/**
 * The state after `action`, like {@link applyAction}'s, with no check and no event: the action
 * must be one of `state`'s legal actions as listed by the engine ({@link legalActions},
 * {@link listLegalUnbuilt} or {@link unbuiltAction} on this very state). Danger: any other action
 * is carried out unchecked and may leave a state that breaks the rules (materia made or lost) or
 * throw halfway; `state` itself is never changed.
 * @internal
 */
export function applyUnchecked(state: GameState, action: Action): GameState {
  const d = new Draft(state, false);
  perform(d, action);
  return d.finish();
}
