/**
 * The step function: `applyAction` checks an action completely, then carries it out on a
 * copy-on-write draft. A refused action returns a violation and changes nothing.
 * @module
 */
import { isPooled } from '../actions/action-pool.js';
import { Draft } from '../actions/draft.js';
import type { GameEvent } from '../actions/events.js';
import { endPhase } from '../actions/flow.js';
import { checkPhaseAction, performPhaseAction } from '../actions/phase-actions.js';
import { phaseScope } from '../actions/scope.js';
import { readAction } from '../actions/shape.js';
import type { Action, RuleViolation } from '../actions/types.js';
import { violation } from '../actions/violation.js';
import { answerStep, checkAnswer } from '../effects/answer.js';
import { STEP_KINDS } from '../effects/kinds.js';
import { runEffects } from '../effects/run.js';
import type { GameState, Phase } from '../state/types.js';
import { currentStep, decider, deciderWith, pendingFrame } from './decision.js';

/**
 * The result of {@link applyAction}: the next state and its events, or why nothing happened.
 * @group Actions
 */
export type ActionResult =
  | {
      /** The action was legal and has been applied. */
      readonly ok: true;
      /** The next state (the input state is unchanged). */
      readonly state: GameState;
      /** What happened, in order. */
      readonly events: readonly GameEvent[];
    }
  | {
      /** The action was refused; nothing changed. */
      readonly ok: false;
      /** Why it was refused. */
      readonly error: RuleViolation;
    };

/**
 * The action to check and carry out: the engine's own pooled actions are frozen and well formed
 * from birth (only their legality in the state is left to check); any other object is untrusted
 * input, read once into a checked plain copy, or refused as `malformed-action`.
 */
function actionOf(action: Action): Action | RuleViolation {
  return isPooled(action) ? action : readAction(action);
}

/**
 * Checks `action` against the rules for `state` without applying it.
 * Returns the violation, or `undefined` when the action is legal. Never throws, whatever the
 * object: what JSON cannot express is `malformed-action`.
 * @example
 * ```ts
 * checkAction(state, { type: 'draw', player: 9 })?.code; // 'not-your-turn'
 * ```
 * @group Actions
 */
export function checkAction(state: GameState, action: Action): RuleViolation | undefined {
  const read = actionOf(action);
  return 'code' in read ? read : checkRead(state, read);
}

/** Checks an action already read (see {@link actionOf}) against the rules for `state`. */
function checkRead(state: GameState, action: Action): RuleViolation | undefined {
  if (state.phase === 'ended') return violation('game-over', undefined, 'game-over');
  // The innermost effect is looked up once: it gives both who decides and what is asked.
  const frame = pendingFrame(state);
  const who = deciderWith(state, frame);
  if (action.player !== who) return violation('not-your-turn', 'player', 'not-your-turn', { decider: who, player: action.player });
  if (frame !== undefined) return checkAnswer(state, frame, currentStep(frame), action);
  if (action.type === 'pass') return undefined;
  return checkPhaseAction(STEP_KINDS, state, who, phaseScope(state.phase), action);
}

/**
 * Options of {@link applyAction}.
 * @group Actions
 */
export interface ApplyOptions {
  /**
   * Optimistic concurrency for servers: the `state.step` the client saw when it chose the
   * action. When the game has moved on since, the action is refused with `stale-step`.
   */
  readonly expectedStep?: number | undefined;
}

/**
 * Applies one action: returns the next state and the events, in order, or a
 * {@link RuleViolation} if the action is illegal. Never throws for a rule violation or a
 * malformed action, and never modifies `state`. The action's own fields are read once, into a
 * plain copy that is checked and carried out: a getter or a proxy cannot make it carry out
 * anything but what was checked, and what JSON cannot express (a list with holes, a BigInt, a
 * symbol, a cycle, a getter or proxy that throws) is refused as `malformed-action`.
 * @example
 * ```ts
 * const r = applyAction(state, { type: 'draw', player: state.active });
 * if (r.ok) state = r.state; else console.error(r.error.code, r.error.message);
 * // a server checking that the client acted on the current position:
 * applyAction(state, action, { expectedStep: clientStep });
 * ```
 * @group Start here
 */
export function applyAction(state: GameState, action: Action, options?: ApplyOptions): ActionResult {
  if (options?.expectedStep !== undefined && options.expectedStep !== state.step) {
    return {
      ok: false,
      error: violation('stale-step', 'step', 'stale-step', { expected: options.expectedStep, step: state.step }),
    };
  }
  // The engine's own pooled actions, nearly every action a bot plays, skip the copy and its
  // refusal check (an `in` on the many action shapes is a slow, megamorphic lookup).
  const pooled = isPooled(action);
  const read = pooled ? action : readAction(action);
  const error = pooled ? checkRead(state, action) : 'code' in read ? read : checkRead(state, read);
  if (error !== undefined) return { ok: false, error };
  const draft = new Draft(state);
  perform(draft, read as Action);
  return { ok: true, state: draft.finish(), events: draft.events as GameEvent[] };
}

/** Carries out a checked action on a draft, and the effects it starts until the next choice. */
export function perform(d: Draft, a: Action): void {
  if (d.pending.length > 0) {
    answerStep(d, a);
  } else if (a.type === 'pass') {
    d.eventLog()?.push({ type: 'passed', player: a.player, phase: d.phase as Phase });
    endPhase(d);
  } else {
    performPhaseAction(d, a.player, a, true, null);
  }
  runEffects(d);
}

/**
 * True when {@link applyAction} would accept `action` in `state`.
 * @group Actions
 */
export function isLegal(state: GameState, action: Action): boolean {
  return checkAction(state, action) === undefined;
}

/**
 * Passes: ends the current phase for the player who must act. Shorthand for
 * `applyAction(state, { type: 'pass', player })` with the current decider.
 * @group Actions
 */
export function pass(state: GameState): ActionResult {
  const who = decider(state);
  if (who === undefined) return { ok: false, error: violation('game-over', undefined, 'game-over') };
  return applyAction(state, { type: 'pass', player: who });
}
