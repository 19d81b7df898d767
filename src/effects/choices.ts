/**
 * The steps whose options are other things than materia: a `mode` of the effect, an ordinary
 * phase action (a copy or an extra action), a `learn`. The first two judge further steps, so they
 * are made with the step-kind table they belong to.
 * @module
 */
import { checkLearn, enumerateLearns } from '../actions/learn.js';
import { startLearn } from '../actions/learning.js';
import { checkPhaseAction, listPhaseActions, performPhaseAction } from '../actions/phase-actions.js';
import { actionsOf } from '../actions/action-pool.js';
import { mayDecline, scopeOf } from '../actions/scope.js';
import { hasOptions, someMove, type ChoiceStepKind, type StepKinds } from '../actions/step-kind.js';
import type { LearnAction } from '../actions/types.js';
import type { LearnStep, ModeStep, PhaseActionStep } from '../state/steps.js';
import { choiceKind } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, notAnOption, unchecked } from './picks.js';

/** `mode`: one of several ways to use the effect; only ways that would move a materia are offered. */
export function modeKind(kinds: () => StepKinds): ChoiceStepKind<ModeStep> {
  return choiceKind<ModeStep>({
    answers: ['mode'],
    canMove: (t, frame, step) => {
      for (let i = 0; i < step.modes.length; i++) if (someMove(kinds(), t, frame, (step.modes[i] as ModeStep['modes'][number]).steps)) return true;
      return false;
    },
    options: (t, frame, step, out) => {
      for (const m of step.modes) if (someMove(kinds(), t, frame, m.steps)) out.push({ type: 'mode', player: frame.actor, mode: m.mode });
    },
    answer: (d, frame, step, action) => {
      const chosen = action.type === 'mode' ? step.modes.find((m) => m.mode === action.mode) : undefined;
      if (chosen === undefined) unchecked(action, step);
      d.eventLog()?.push({ type: 'mode-chosen', player: frame.actor, mode: chosen.mode });
      replaceStep(d, frame, chosen.steps);
    },
  });
}

/**
 * `phase-action`: one ordinary action of a phase, as a copy or as an extra action; `stop` declines
 * it where the step is optional and the rule profile lets it be declined (see `mayDecline`).
 */
export function phaseActionKind(kinds: () => StepKinds): ChoiceStepKind<PhaseActionStep> {
  return choiceKind<PhaseActionStep>({
    answers: ['take', 'draw', 'store', 'learn', 'cast', 'stop'],
    required: (step) => step.optional !== true,
    optional: (step, t) => mayDecline(step, t.rules),
    canMove: (t, frame, step) => hasOptions(kinds(), t, frame, step),
    options: (t, frame, step, out) => {
      listPhaseActions(kinds(), t, frame.actor, scopeOf(step, frame, t), out);
      if (mayDecline(step, t.rules)) out.push(actionsOf(frame.actor).stop);
    },
    check: (t, frame, step, action) => checkPhaseAction(kinds(), t, frame.actor, scopeOf(step, frame, t), action),
    answer: (d, frame, step, action) => {
      replaceStep(d, frame, NO_STEPS);
      performPhaseAction(d, frame.actor, action, false, step.as === 'copy' ? frame.card : null);
    },
  });
}

/** `learn`: a Learn where some single materia of the card's rune count as wild (required). */
export function learnKind(kinds: () => StepKinds): ChoiceStepKind<LearnStep> {
  return choiceKind<LearnStep>({
    answers: ['learn'],
    required: () => true,
    canMove: (t, frame, step) => hasOptions(kinds(), t, frame, step),
    options: (t, frame, step, out) => enumerateLearns(t, frame.actor, out as LearnAction[], { wild: step.wild, rune: step.rune }),
    check: (t, _frame, step, action) => (action.type === 'learn' ? checkLearn(t, action, { wild: step.wild, rune: step.rune }) : notAnOption(action, step)),
    answer: (d, frame, step, action) => {
      if (action.type !== 'learn') unchecked(action, step);
      replaceStep(d, frame, NO_STEPS);
      startLearn(d, action, false);
    },
  });
}
