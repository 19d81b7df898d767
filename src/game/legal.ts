/**
 * `legalActions`: every legal action of the player who must act, each listed once.
 * @module
 */
import { listOptions } from '../effects/steps.js';
import type { GameState, Phase } from '../state/types.js';
import { currentStep, pendingFrame } from './decision.js';
import { listPhaseActions, phaseScope } from '../actions/phase-actions.js';
import type { Action } from '../actions/types.js';
import { actionsOf } from '../actions/action-pool.js';

/**
 * Every legal action of the player who must act now, each distinct choice once (two tokens of
 * one kind are the same choice), in a fixed order. In a phase: the primary actions (take by
 * kind, draw; store by kind; learn by spell, level, payment), then the player's spells
 * (`cast`), then `pass`. In an effect's step: its options (`pick`, `swap`, `raise`, `mode`, or
 * the actions a copy may perform), `stop` last where the step is optional. Empty once the game
 * is over. An action is legal if and only if it is in this list.
 * @example
 * ```ts
 * const options = legalActions(state);
 * const r = applyAction(state, options[0]!);
 * ```
 */
export function legalActions(state: GameState): Action[] {
  if (state.phase === 'ended') return [];
  const out: Action[] = [];
  const frame = pendingFrame(state);
  if (frame !== undefined) {
    listOptions(state, frame, currentStep(frame), out);
  } else {
    const player = state.active;
    listPhaseActions(state, player, phaseScope(state.phase as Phase), out);
    out.push(actionsOf(player).pass);
  }
  listedState = state;
  listed = out.slice();
  return out;
}

// The last state listed and its legal actions (a copy: the caller may change the list returned).
let listedState: GameState | undefined;
let listed: readonly Action[] = [];

/**
 * True when `action` is one of the very action objects that the last {@link legalActions} call
 * listed for this very state, and a shared frozen one (take, draw, store, pass, pick, stop,
 * cast; see `shared.ts`): then it is legal without checking it again, since neither the state
 * nor the action can have changed. The usual loop — list, choose one, apply it — takes this
 * path. The other listed actions (learn, swap, raise, mode) are new objects the caller could
 * have changed, so they are checked in full.
 */
export function wasListed(state: GameState, action: Action): boolean {
  if (state !== listedState || !listed.includes(action)) return false;
  const type = action.type;
  return type !== 'learn' && type !== 'swap' && type !== 'raise' && type !== 'mode';
}
