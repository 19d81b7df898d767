/**
 * Communion L5's stores at a Learn as the printed rules read them (the profile's
 * `communionStores: 'discard-box'`, rules §5 step 2): once this Learn's other paid materia are in
 * the discard box, the actor stores 2 materia of their choice from it.
 * @module
 */
import { checkEndTrigger } from '../actions/flow.js';
import type { StoreFromDiscardStep } from '../state/steps.js';
import { choiceKind } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, boardStorePicks, skipped, unchecked } from './picks.js';

/**
 * `store-from-discard`: the actor stores discard-box materia on their familiar board, one pick
 * (of a kind the discard holds) at a time; compulsory, it ends early when the board is full or
 * the discard is empty. The end is checked at each store, since filling the board triggers it
 * at that moment.
 */
export const storeFromDiscard = choiceKind<StoreFromDiscardStep>({
  answers: ['pick'],
  ...boardStorePicks<StoreFromDiscardStep>((t) => t.discard),
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    replaceStep(d, frame, step.count > 1 ? [{ step: 'store-from-discard', count: step.count - 1 }] : NO_STEPS);
    d.storeFromDiscard(frame.actor, action.materia);
    checkEndTrigger(d, true);
  },
  end: (d, frame, step, stopped) => skipped(d, frame.actor, step, stopped),
});
