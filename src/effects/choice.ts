/**
 * Building a choice step kind from what is particular to it; the rest takes the common default,
 * so that every kind object has the same shape (V8 then calls through them fastest).
 * @module
 */
import type { ChoiceStepKind } from '../actions/step-kind.js';
import type { Action } from '../actions/types.js';
import type { EffectFrame, EffectStep } from '../state/steps.js';
import { NO_STEPS, notAnOption, sameAnswer } from './picks.js';

/** What a choice step kind must say; the other parts default as {@link choiceKind} says. */
export type ChoiceSpec<S extends EffectStep> =
  Pick<ChoiceStepKind<S>, 'answers' | 'canMove' | 'options' | 'answer'>
  & Partial<Pick<ChoiceStepKind<S>, 'decider' | 'required' | 'optional' | 'check' | 'end'>>;

const actorDecides = (frame: EffectFrame): number => frame.actor;
const no = (): boolean => false;
const leavesNothing = (): readonly EffectStep[] => NO_STEPS;

/**
 * A choice step kind. Defaults: the actor decides; not required; no `stop`; an answer is checked
 * by listing the options and looking for it; the step leaves nothing when it ends.
 */
export function choiceKind<S extends EffectStep>(spec: ChoiceSpec<S>): ChoiceStepKind<S> {
  const options = spec.options;
  return {
    automatic: false,
    answers: spec.answers,
    decider: spec.decider ?? actorDecides,
    required: spec.required ?? no,
    optional: spec.optional ?? no,
    canMove: spec.canMove,
    options,
    check: spec.check ?? ((t, frame, step, action) => {
      const out: Action[] = [];
      options(t, frame, step, out);
      for (let i = 0; i < out.length; i++) if (sameAnswer(out[i] as Action, action)) return undefined;
      return notAnOption(action, step);
    }),
    answer: spec.answer,
    end: spec.end ?? leavesNothing,
  };
}
