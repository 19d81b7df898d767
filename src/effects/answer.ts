/**
 * Answering the current step of an effect: who decides it, what its options are, whether an
 * answer fits, and carrying a checked answer out.
 * @module
 */
import type { Draft } from '../actions/draft.js';
import { kindOf } from '../actions/step-kind.js';
import type { Action, RuleViolation } from '../actions/types.js';
import { violation } from '../actions/violation.js';
import type { EffectFrame, EffectStep } from '../state/steps.js';
import type { Table } from '../state/table.js';
import { replaceStep } from './frames.js';
import { STEP_KINDS } from './kinds.js';
import { errorMessage } from '../state/messages.js';

/** The seat who chooses for a step: the taker of a take, else the effect's actor. */
export function stepDecider(frame: EffectFrame, step: EffectStep): number {
  const kind = kindOf(STEP_KINDS, step);
  return kind.automatic ? frame.actor : kind.decider(frame, step);
}

/** Appends the step's options for its decider to `out`, in a fixed order (`stop` last); none for an automatic step. */
export function listOptions(t: Table, frame: EffectFrame, step: EffectStep, out: Action[]): void {
  const kind = kindOf(STEP_KINDS, step);
  if (!kind.automatic) kind.options(t, frame, step, out);
}

/** Checks an answer to the current step (its player already checked). */
export function checkAnswer(t: Table, frame: EffectFrame, step: EffectStep, action: Action): RuleViolation | undefined {
  const kind = kindOf(STEP_KINDS, step);
  if (kind.automatic || !kind.answers.includes(action.type)) {
    return violation('wrong-step', 'type', 'not-this-step', { type: action.type, step: step.step });
  }
  if (action.type === 'stop') {
    return kind.optional(step, t) ? undefined : violation('wrong-step', 'type', 'step-not-stoppable', { step: step.step });
  }
  return kind.check(t, frame, step, action);
}

/**
 * Carries out a checked answer to the top frame's current step: a `stop` ends the step, any
 * other answer is the step kind's to carry out.
 */
export function answerStep(d: Draft, action: Action): void {
  const pending = d.pending;
  const frame = pending[pending.length - 1] as EffectFrame;
  const step = frame.steps[0] as EffectStep;
  const kind = kindOf(STEP_KINDS, step);
  if (kind.automatic) throw new Error(errorMessage('automatic step', 'automatic-step', { step: step.step }));
  if (action.type === 'stop') {
    d.eventLog()?.push({ type: 'step-stopped', player: action.player, step: step.step });
    replaceStep(d, frame, kind.end(d, frame, step, true));
    return;
  }
  kind.answer(d, frame, step, action);
}
