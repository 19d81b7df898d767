/**
 * Communion L5's stores at a Learn as the printed rules read them (the profile's
 * `communionStores: 'discard-box'`, rules §5 step 2): once this Learn's other paid materia are in
 * the discard box, the actor stores 2 materia of their choice from it.
 * @module
 */
import { checkEndTrigger } from '../actions/flow.js';
import { FAMILIAR_SPACES } from '../state/familiar.js';
import { total } from '../state/multiset.js';
import type { StoreFromDiscardStep } from '../state/steps.js';
import { playerAt } from '../state/table.js';
import { choiceKind } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, canPick, notAnOption, pushPicks, skipped, unchecked } from './picks.js';

/**
 * `store-from-discard`: the actor stores discard-box materia on their familiar board, one pick
 * (of a kind the discard holds) at a time; compulsory, it ends early when the board is full or
 * the discard is empty. The end is checked at each store, since filling the board triggers it
 * at that moment.
 */
export const storeFromDiscard = choiceKind<StoreFromDiscardStep>({
  answers: ['pick'],
  canMove: (t, frame, step) => step.count > 0 && playerAt(t, frame.actor).familiar.length < FAMILIAR_SPACES && total(t.discard) > 0,
  options: (t, frame, step, out) => {
    if (step.count > 0 && playerAt(t, frame.actor).familiar.length < FAMILIAR_SPACES) pushPicks(out, frame.actor, t.discard, undefined, t);
  },
  check: (t, frame, step, action) =>
    action.type === 'pick' && step.count > 0 && playerAt(t, frame.actor).familiar.length < FAMILIAR_SPACES
      && canPick(action.materia, t.discard, undefined, t, frame.actor)
      ? undefined
      : notAnOption(action, step),
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    replaceStep(d, frame, step.count > 1 ? [{ step: 'store-from-discard', count: step.count - 1 }] : NO_STEPS);
    d.storeFromDiscard(frame.actor, action.materia);
    checkEndTrigger(d, true);
  },
  end: (d, frame, step, stopped) => skipped(d, frame.actor, step, stopped),
});
