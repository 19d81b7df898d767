/**
 * The engine's own steps, which no spell returns: the end of a Learn's payment, its end check,
 * the discard of materia an effect held aside, and the rest of the end of a Day.
 * @module
 */
import { checkEndTrigger, closeDay } from '../actions/flow.js';
import type { AutomaticStepKind } from '../actions/step-kind.js';
import type { Action } from '../actions/types.js';
import { actionsOf } from '../actions/action-pool.js';
import { FAMILIAR_SPACES } from '../state/familiar.js';
import { kindIndex, type MateriaKind } from '../state/materia.js';
import type { CheckEndStep, CloseDayStep, DiscardHeldStep, LearnDiscardsStep } from '../state/steps.js';
import { playerAt } from '../state/table.js';
import { pushKinds } from '../state/multiset.js';
import { choiceKind } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, unchecked } from './picks.js';

/**
 * `learn-discards`: the actor stores `keep` of the Learn's set-aside materia (Communion L5), one
 * pick at a time; when the step ends, the rest of them are discarded.
 */
export const learnDiscards = choiceKind<LearnDiscardsStep>({
  answers: ['pick'],
  canMove: (_t, _frame, step) => step.setAside.length > 0,
  options: (t, frame, step, out) => {
    if (step.keep === 0 || playerAt(t, frame.actor).familiar.length >= FAMILIAR_SPACES) return;
    // Each kind set aside once, in kind order.
    let kinds = 0;
    for (const m of step.setAside) kinds |= 1 << kindIndex(m);
    pushKinds<Action>(kinds, actionsOf(frame.actor).pick, out);
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    const left: MateriaKind[] = [...step.setAside];
    left.splice(left.indexOf(action.materia), 1);
    replaceStep(d, frame, [{ ...step, keep: step.keep - 1, setAside: left }]);
    d.storeFromPool(frame.actor, action.materia);
    checkEndTrigger(d, true);
  },
  end: (d, frame, step) => {
    for (const m of step.setAside) d.discardFromPool(frame.actor, m);
    return NO_STEPS;
  },
});

/** `discard-held`: the materia the effect held aside go to the discard, once its other steps are done. */
export const discardHeld: AutomaticStepKind<DiscardHeldStep> = {
  automatic: true,
  canMove: (_t, _frame, step) => step.materia.length > 0,
  run: (d, frame, step) => {
    for (const m of step.materia) d.discardHeld(frame.actor, m);
  },
};

/** `check-end`: step 5 of a Learn, the end is triggered by a seventh spell or a full board. */
export const checkEnd: AutomaticStepKind<CheckEndStep> = {
  automatic: true,
  canMove: () => false,
  run: (d) => checkEndTrigger(d),
};

/** `close-day`: the end of the game, or the next Day. */
export const closeDayKind: AutomaticStepKind<CloseDayStep> = {
  automatic: true,
  canMove: () => false,
  run: (d) => closeDay(d),
};
