/**
 * The steps that move one chosen materia at a time: take from the altar into a pool, take and
 * store it on the familiar board, store from the pool, discard from the pool, and clear the altar.
 * @module
 */
import { actionsOf } from '../actions/action-pool.js';
import { checkEndTrigger } from '../actions/flow.js';
import type { Draft } from '../actions/draft.js';
import { afterTake, type TakeRoute } from '../actions/take.js';
import { FAMILIAR_SPACES } from '../state/familiar.js';
import type { MateriaKind } from '../state/materia.js';
import type { ClearAltarStep, DiscardStep, EffectFrame, EffectStep, StoreStep, TakeStep, TakeStoreStep } from '../state/steps.js';
import { total } from '../state/multiset.js';
import { playerAt, poolHasRoom, type Table } from '../state/table.js';
import { choiceKind } from './choice.js';
import { holdAside, insertStep, replaceStep } from './frames.js';
import { NO_STEPS, afterPickOf, boardStorePicks, hasFitting, pushPicks, skipped, unchecked } from './picks.js';

/**
 * Runs the take triggers (Mirage) of a materia that `seat` just took by the current step of the
 * top frame, already replaced by what is left of it (`continues`: the step itself, to take
 * again). Under the profile's `mirageDraws` `at-once` the draws are made now, so that they
 * obey the pool limit before the next materia moves; under `after-takes` they wait in a draw
 * step right behind this step, and so come once its takes are all done, before the effect's
 * next step, within the pool limit as it then stands; under `after-step` they wait behind the
 * draws that follow this step at once too (Sharing L3's own draw, which the same card step
 * makes), so those come first.
 */
export function triggerTake(d: Draft, seat: number, m: MateriaKind, route: TakeRoute, continues: boolean): void {
  const draws = d.rules.mirageDraws;
  const owed = afterTake(d, seat, m, route, draws === 'at-once');
  if (owed === 0) return;
  let at = continues ? 1 : 0;
  if (draws === 'after-step') at = pastDraws(d, at);
  insertStep(d, at, { step: 'draw', count: owed });
}

/** The index of the top frame's first step from `at` on that is not a draw. */
function pastDraws(d: Draft, at: number): number {
  const steps = (d.pending[d.pending.length - 1] as EffectFrame).steps;
  let i = at;
  while (i < steps.length && (steps[i] as EffectStep).step === 'draw') i++;
  return i;
}

/** `take`: the taker takes altar materia into their pool, one pick at a time (Mirage triggers on the active player's own takes). */
export const take = choiceKind<TakeStep>({
  answers: ['pick', 'stop'],
  decider: (_frame, step) => step.taker,
  optional: (step) => step.optional === true,
  canMove: (t, _frame, step) => step.count > 0 && poolHasRoom(t, step.taker) && hasFitting(t.altar, step.filter, t, step.taker),
  options: (t, _frame, step, out) => {
    if (step.count > 0 && poolHasRoom(t, step.taker)) pushPicks(out, step.taker, t.altar, step.filter, t);
    if (step.optional === true) out.push(actionsOf(step.taker).stop);
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    const continues = step.count > 1;
    replaceStep(d, frame, continues ? [afterPickOf(step, action.materia)] : NO_STEPS);
    d.takeToPool(step.taker, action.materia);
    triggerTake(d, step.taker, action.materia, 'pool', continues);
  },
  end: (d, _frame, step, stopped) => skipped(d, step.taker, step, stopped),
});

/**
 * `take-store`: the actor takes altar materia straight onto their familiar board (no pool limit);
 * a take for themselves, so it may trigger Mirage (as the profile's `mirageTakes` says).
 */
export const takeStore = choiceKind<TakeStoreStep>({
  answers: ['pick'],
  ...boardStorePicks<TakeStoreStep>((t) => t.altar),
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    const continues = step.count > 1;
    replaceStep(d, frame, continues ? [{ ...step, count: step.count - 1 }] : NO_STEPS);
    d.storeFromAltar(frame.actor, action.materia);
    // The end is triggered the moment the board fills; Mirage's draws still follow (rules §8).
    checkEndTrigger(d, true);
    triggerTake(d, frame.actor, action.materia, 'store', continues);
  },
  end: (d, frame, step, stopped) => skipped(d, frame.actor, step, stopped),
});

/** `store`: the actor stores pool materia on their familiar board; the rest stays in the pool. */
export const store = choiceKind<StoreStep>({
  answers: ['pick'],
  canMove: (t, frame, step) => {
    const me = playerAt(t, frame.actor);
    return step.count > 0 && me.familiar.length < FAMILIAR_SPACES && hasFitting(me.pool, step.filter, t, frame.actor);
  },
  options: (t, frame, step, out) => {
    const me = playerAt(t, frame.actor);
    if (step.count > 0 && me.familiar.length < FAMILIAR_SPACES) pushPicks(out, frame.actor, me.pool, step.filter, t);
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    replaceStep(d, frame, step.count > 1 ? [afterPickOf(step, action.materia)] : NO_STEPS);
    d.storeFromPool(frame.actor, action.materia);
    checkEndTrigger(d, true);
  },
  end: (d, frame, step, stopped) => skipped(d, frame.actor, step, stopped),
});

/**
 * True when the current step of `frame` is a cost paid for the copied action that follows it at
 * once (Clone L5's discard of its card rune before a copied Morning action).
 */
function paysForCopy(frame: EffectFrame, step: DiscardStep): boolean {
  const next = frame.steps[1];
  return step.cost === true && next !== undefined && next.step === 'phase-action' && next.as === 'copy';
}

/**
 * `discard`: the actor discards pool materia (a `cost` is judged before the effect is used). A
 * cost paid for a copied action (Clone L5's) is held aside instead under the profile's
 * `cloneDiscard: 'held-aside'`, to be discarded when the effect's other steps are done (its
 * `discard-held` step).
 */
export const discard = choiceKind<DiscardStep>({
  answers: ['pick'],
  canMove: (t, frame, step) => step.count > 0 && hasFitting(playerAt(t, frame.actor).pool, step.filter, t, frame.actor),
  options: (t, frame, step, out) => {
    if (step.count > 0) pushPicks(out, frame.actor, playerAt(t, frame.actor).pool, step.filter, t);
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    replaceStep(d, frame, step.count > 1 ? [{ ...step, count: step.count - 1 }] : NO_STEPS);
    if (d.rules.cloneDiscard === 'held-aside' && paysForCopy(frame, step)) {
      d.holdFromPool(frame.actor, action.materia);
      holdAside(d, action.materia);
    } else {
      d.discardFromPool(frame.actor, action.materia);
    }
  },
  end: (d, frame, step, stopped) => skipped(d, frame.actor, step, stopped),
});

/** The most altar materia Storm discards under `one-to-ten` (its card text's "1 to 10"). */
export const MOST_STORM_DISCARDS = 10;

/** True when the clear-altar step may discard another altar materia: under `one-to-ten`, at most 10. */
function mayDiscardMore(t: Table, step: ClearAltarStep): boolean {
  return t.rules.stormDiscards !== 'one-to-ten' || step.discarded < MOST_STORM_DISCARDS;
}

/** True when the clear-altar step may stop now: under `one-to-ten`, not before the first discard. */
function mayStop(step: ClearAltarStep, t: Table): boolean {
  return t.rules.stormDiscards !== 'one-to-ten' || step.discarded > 0;
}

/**
 * `clear-altar`: the actor discards altar materia until they stop (how many: the rule profile's
 * `stormDiscards`); then as many are drawn onto the altar.
 */
export const clearAltar = choiceKind<ClearAltarStep>({
  answers: ['pick', 'stop'],
  optional: mayStop,
  canMove: (t, _frame, step) => total(t.altar) > 0 && mayDiscardMore(t, step),
  options: (t, frame, step, out) => {
    if (mayDiscardMore(t, step)) pushPicks(out, frame.actor, t.altar, undefined, t);
    if (mayStop(step, t)) out.push(actionsOf(frame.actor).stop);
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    replaceStep(d, frame, [{ ...step, discarded: step.discarded + 1 }]);
    d.discardFromAltar(action.materia);
  },
  end: (_d, _frame, step) => (step.discarded > 0 ? [{ step: 'reveal', count: step.discarded }] : NO_STEPS),
});
