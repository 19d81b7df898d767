/**
 * The swap steps: a pool materia for an altar materia (each moved materia stays moved), or a
 * pool materia for a familiar materia.
 * @module
 */
import { afterTakeIntoPool } from '../actions/take.js';
import { KIND_COUNT, MATERIA_KINDS, kindIndex, type Counts, type MateriaKind } from '../state/materia.js';
import type { SwapAltarStep, SwapFamiliarStep } from '../state/steps.js';
import { bump, total } from '../state/multiset.js';
import { playerAt } from '../state/table.js';
import { choiceKind } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, skipped, unchecked } from './picks.js';

/** `counts` without one token of each of `kinds`. */
function minus(counts: Counts, kinds: readonly MateriaKind[]): number[] {
  const out = counts.slice();
  for (const m of kinds) bump(out, kindIndex(m), -1);
  return out;
}

/** A copy of `list` with `m` at the end (a loop: `list` may be a frozen array, slow to spread). */
function appended(list: readonly MateriaKind[], m: MateriaKind): MateriaKind[] {
  const out: MateriaKind[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i] as MateriaKind);
  out.push(m);
  return out;
}

/** `swap-altar`: up to `count` pairs, pool for altar; what it moved is not moved back. */
export const swapAltar = choiceKind<SwapAltarStep>({
  answers: ['swap'],
  // What this step moved is still where it put it, so the counts can simply be subtracted.
  canMove: (t, frame, step) =>
    step.count > 0 && total(playerAt(t, frame.actor).pool) > step.received.length && total(t.altar) > step.given.length,
  options: (t, frame, step, out) => {
    if (step.count === 0) return;
    const actor = frame.actor;
    const gives = minus(playerAt(t, actor).pool, step.received);
    const gets = minus(t.altar, step.given);
    for (let g = 0; g < KIND_COUNT; g++) {
      if ((gives[g] as number) <= 0) continue;
      for (let x = 0; x < KIND_COUNT; x++) {
        if ((gets[x] as number) > 0) out.push({ type: 'swap', player: actor, give: MATERIA_KINDS[g] as MateriaKind, get: MATERIA_KINDS[x] as MateriaKind });
      }
    }
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'swap') unchecked(action, step);
    replaceStep(d, frame, step.count > 1
      ? [{ ...step, count: step.count - 1, given: appended(step.given, action.give), received: appended(step.received, action.get) }]
      : NO_STEPS);
    d.swapWithAltar(frame.actor, action.give, action.get);
    // The altar materia received comes into the pool like a take (rules §7, Mirage).
    afterTakeIntoPool(d, frame.actor, action.get);
  },
  end: (d, frame, step, stopped) => skipped(d, frame.actor, step, stopped),
});

/** `swap-familiar`: 1 pool materia for 1 familiar materia, which takes that space. */
export const swapFamiliar = choiceKind<SwapFamiliarStep>({
  answers: ['swap'],
  canMove: (t, frame) => total(playerAt(t, frame.actor).pool) > 0 && playerAt(t, frame.actor).familiar.length > 0,
  options: (t, frame, _step, out) => {
    const actor = frame.actor;
    const me = playerAt(t, actor);
    const onBoard = new Array<number>(KIND_COUNT).fill(0);
    for (const m of me.familiar) onBoard[kindIndex(m)] = 1;
    for (let g = 0; g < KIND_COUNT; g++) {
      if ((me.pool[g] as number) === 0) continue;
      for (let x = 0; x < KIND_COUNT; x++) {
        if (onBoard[x] === 1) out.push({ type: 'swap', player: actor, give: MATERIA_KINDS[g] as MateriaKind, get: MATERIA_KINDS[x] as MateriaKind });
      }
    }
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'swap') unchecked(action, step);
    replaceStep(d, frame, NO_STEPS);
    d.swapWithFamiliar(frame.actor, action.give, action.get);
  },
});
