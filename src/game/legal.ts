/**
 * `legalActions`: every legal action of the player who must act, each listed once.
 * @module
 */
import { actionsOf } from '../actions/action-pool.js';
import { listPhaseActions } from '../actions/phase-actions.js';
import { phaseScope } from '../actions/scope.js';
import type { Action } from '../actions/types.js';
import { listOptions } from '../effects/answer.js';
import { STEP_KINDS } from '../effects/kinds.js';
import type { GameState, Phase } from '../state/types.js';
import type { Table } from '../state/table.js';
import { currentStep, pendingFrame } from './decision.js';

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
 * @group Start here
 */
export function legalActions(state: GameState): Action[] {
  const out: Action[] = [];
  if (state.phase !== 'ended') listLegal(state, out);
  return out;
}

/** What {@link listLegal} reads: a table with its flow (a state, or a draft between two actions). */
export type Position = Table & Pick<GameState, 'phase' | 'pending'>;

/**
 * Appends the legal actions of a position whose game is not over to `out` (empty), in
 * {@link legalActions}' order, and returns the kinds of the Morning's takes or the Midday's
 * stores as a bit mask (0 when there are none). `defer`: those takes or stores, which come
 * first in the list, are left out of `out`.
 */
export function listLegal(p: Position, out: Action[], defer?: boolean): number {
  const frame = pendingFrame(p);
  if (frame !== undefined) {
    listOptions(p, frame, currentStep(frame), out);
    return 0;
  }
  const player = p.active;
  const present = listPhaseActions(STEP_KINDS, p, player, phaseScope(p.phase as Phase), out, defer);
  out.push(actionsOf(player).pass);
  return present;
}
