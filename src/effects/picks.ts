/**
 * What the step kinds share: picking one materia of a multiset through a filter, the refusal of
 * an answer that is not an option, and the event of a step cut short by the position.
 * @module
 */
import { afterPick, fits } from '../actions/filter.js';
import { actionsOf } from '../actions/action-pool.js';
import type { Draft } from '../actions/draft.js';
import type { Action, PickAction, RuleViolation } from '../actions/types.js';
import { violation } from '../actions/violation.js';
import { KIND_COUNT, kindIndex, type Counts, type MateriaKind } from '../state/materia.js';
import type { EffectFrame, EffectStep, MateriaFilter } from '../state/steps.js';
import { playerAt, type Table } from '../state/table.js';
import { FAMILIAR_SPACES } from '../state/familiar.js';
import { total } from '../state/multiset.js';
import { errorMessage } from '../state/messages.js';
import { NO_STEPS } from '../spells/effect-steps.js';

/** No steps: what most steps leave behind when they end (the spells' own empty list). */
export { NO_STEPS };

/** True when `counts` holds a materia that passes `filter` for the player at `seat`. */
export function hasFitting(counts: Counts, filter: MateriaFilter | undefined, t: Table, seat: number): boolean {
  const p = playerAt(t, seat);
  for (let i = 0; i < KIND_COUNT; i++) if ((counts[i] as number) > 0 && fits(filter, i, p)) return true;
  return false;
}

/** Appends a `pick` by `seat` of each kind in `counts` that passes `filter`, in kind order. */
export function pushPicks(out: Action[], seat: number, counts: Counts, filter: MateriaFilter | undefined, t: Table): void {
  const p = playerAt(t, seat);
  const picks = actionsOf(seat).pick;
  for (let i = 0; i < KIND_COUNT; i++) if ((counts[i] as number) > 0 && fits(filter, i, p)) out.push(picks[i] as PickAction);
}

/** The refusal of an answer that is not one of the current step's options. */
export function notAnOption(action: Action, step: EffectStep): RuleViolation {
  return violation('not-an-option', undefined, 'not-an-option', { type: action.type, step: step.step });
}

/** An answer the checks should have refused reached a step: a bug, never a player's mistake. */
export function unchecked(action: Action, step: EffectStep): never {
  throw new Error(errorMessage('unchecked answer', 'unchecked-answer', { type: action.type, step: step.step }));
}

/** Reports that a step ended with `remaining` still to do because the position allowed no more. */
export function skipped(d: Draft, seat: number, step: EffectStep & { readonly count: number }, stopped: boolean): readonly EffectStep[] {
  if (step.count > 0 && !stopped) d.eventLog()?.push({ type: 'step-skipped', player: seat, step: step.step, remaining: step.count });
  return NO_STEPS;
}

/** The step with one less to do and, after a pick of `m`, its filter narrowed (a `sameColour` filter takes that colour). */
export function afterPickOf<S extends EffectStep & { readonly count: number; readonly filter?: MateriaFilter }>(step: S, m: MateriaKind): S {
  return { ...step, count: step.count - 1, ...filterField(afterPick(step.filter, kindIndex(m))) };
}

function filterField(filter: MateriaFilter | undefined): { filter?: MateriaFilter } {
  return filter === undefined ? {} : { filter };
}

/** True when `a` and `b` are the same answer to a step (their players already known equal). */
export function sameAnswer(a: Action, b: Action): boolean {
  switch (a.type) {
    case 'pick':
      return b.type === 'pick' && a.materia === b.materia;
    case 'swap':
      return b.type === 'swap' && a.give === b.give && a.get === b.get;
    case 'raise':
      return b.type === 'raise' && a.spell === b.spell;
    case 'mode':
      return b.type === 'mode' && a.mode === b.mode;
    case 'stop':
      return b.type === 'stop';
    default:
      return false;
  }
}

/**
 * The choices of a step that stores materia of `source` (the altar, the discard box) on the
 * actor's familiar board, one `pick` at a time, while `count` is left and the board has room:
 * whether it can move and its options (an answer is checked against the options).
 */
export function boardStorePicks<S extends EffectStep & { readonly count: number }>(source: (t: Table) => Counts): {
  canMove(t: Table, frame: EffectFrame, step: S): boolean;
  options(t: Table, frame: EffectFrame, step: S, out: Action[]): void;
} {
  const open = (t: Table, frame: EffectFrame, step: S): boolean =>
    step.count > 0 && playerAt(t, frame.actor).familiar.length < FAMILIAR_SPACES;
  return {
    canMove: (t, frame, step) => open(t, frame, step) && total(source(t)) > 0,
    options: (t, frame, step, out) => {
      if (open(t, frame, step)) pushPicks(out, frame.actor, source(t), undefined, t);
    },
  };
}
