/**
 * The swap steps: a pool materia for an altar materia (each moved materia stays moved), or a
 * pool materia for a familiar materia. Whether the two materia of a pair may be of one kind is the
 * rule profile's `sameKindSwaps`: under `refused` such an exchange changes nothing on the table,
 * so it is no choice; under `allowed` (the digital version) it is an exchange like any other.
 * @module
 */
import type { Action, RuleViolation } from '../actions/types.js';
import { violation } from '../actions/violation.js';
import { KIND_COUNT, MATERIA_KINDS, kindIndex, type Counts, type MateriaKind } from '../state/materia.js';
import type { EffectFrame, SwapAltarStep, SwapFamiliarStep } from '../state/steps.js';
import { bump } from '../state/multiset.js';
import { playerAt, type Table } from '../state/table.js';
import { choiceKind } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, notAnOption, sameAnswer, skipped, unchecked } from './picks.js';
import { triggerTake } from './takes.js';

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

/** No materia to take out. */
const NO_KINDS: readonly MateriaKind[] = Object.freeze([]);

/** What {@link kindsLeft} says when no kind is left. */
const NONE = -1;
/** What {@link kindsLeft} says when two kinds or more are left. */
const SEVERAL = -2;

/**
 * The kinds `counts` holds once one token of each of `less` is taken out, without building the
 * difference: {@link NONE}, the index of the one kind left, or {@link SEVERAL}.
 */
function kindsLeft(counts: Counts, less: readonly MateriaKind[]): number {
  let one = NONE;
  for (let i = 0; i < KIND_COUNT; i++) {
    let n = counts[i] as number;
    if (n === 0) continue;
    for (let k = 0; k < less.length; k++) if (kindIndex(less[k] as MateriaKind) === i) n--;
    if (n <= 0) continue;
    if (one !== NONE) return SEVERAL;
    one = i;
  }
  return one;
}

/** The kinds on a familiar board, as {@link kindsLeft} says them. */
function kindsOn(familiar: readonly MateriaKind[]): number {
  let one = NONE;
  for (let k = 0; k < familiar.length; k++) {
    const i = kindIndex(familiar[k] as MateriaKind);
    if (one === NONE) one = i;
    else if (one !== i) return SEVERAL;
  }
  return one;
}

/** True when one side's kinds and the other's allow a pair: of two different kinds unless `sameKind` pairs count. */
function somePair(gives: number, gets: number, sameKind: boolean): boolean {
  return gives !== NONE && gets !== NONE && (sameKind || gives === SEVERAL || gets === SEVERAL || gives !== gets);
}

/** True when the game's profile lets a swap exchange two materia of one kind. */
function sameKindAllowed(t: Table): boolean {
  return t.rules.sameKindSwaps === 'allowed';
}

/**
 * The check of a swap answer: a pair of one kind is refused as such (it would change nothing),
 * any other answer must be one of the step's options.
 */
function checkSwap<S extends SwapAltarStep | SwapFamiliarStep>(
  options: (t: Table, frame: EffectFrame, step: S, out: Action[]) => void,
): (t: Table, frame: EffectFrame, step: S, action: Action) => RuleViolation | undefined {
  return (t, frame, step, action) => {
    if (action.type === 'swap' && action.give === action.get && !sameKindAllowed(t)) {
      return violation('not-an-option', 'get', 'swap-of-one-kind', { give: action.give, get: action.get });
    }
    const out: Action[] = [];
    options(t, frame, step, out);
    for (let i = 0; i < out.length; i++) if (sameAnswer(out[i] as Action, action)) return undefined;
    return notAnOption(action, step);
  };
}

function swapAltarOptions(t: Table, frame: EffectFrame, step: SwapAltarStep, out: Action[]): void {
  if (step.count === 0) return;
  const actor = frame.actor;
  const gives = minus(playerAt(t, actor).pool, step.received);
  const gets = minus(t.altar, step.given);
  const sameKind = sameKindAllowed(t);
  for (let g = 0; g < KIND_COUNT; g++) {
    if ((gives[g] as number) <= 0) continue;
    for (let x = 0; x < KIND_COUNT; x++) {
      if ((x !== g || sameKind) && (gets[x] as number) > 0) out.push({ type: 'swap', player: actor, give: MATERIA_KINDS[g] as MateriaKind, get: MATERIA_KINDS[x] as MateriaKind });
    }
  }
}

/**
 * `swap-altar`: up to `count` pairs, pool for altar (of two different kinds unless the profile
 * allows one kind); what it moved is not moved back.
 */
export const swapAltar = choiceKind<SwapAltarStep>({
  answers: ['swap'],
  // What this step moved is still where it put it, so the counts can simply be subtracted.
  canMove: (t, frame, step) =>
    step.count > 0 && somePair(kindsLeft(playerAt(t, frame.actor).pool, step.received), kindsLeft(t.altar, step.given), sameKindAllowed(t)),
  options: swapAltarOptions,
  check: checkSwap(swapAltarOptions),
  answer: (d, frame, step, action) => {
    if (action.type !== 'swap') unchecked(action, step);
    const continues = step.count > 1;
    replaceStep(d, frame, continues
      ? [{ ...step, count: step.count - 1, given: appended(step.given, action.give), received: appended(step.received, action.get) }]
      : NO_STEPS);
    d.swapWithAltar(frame.actor, action.give, action.get);
    // The altar materia received is taken for the actor: Mirage may count it (rules §7).
    triggerTake(d, frame.actor, action.get, 'swap', continues);
  },
  end: (d, frame, step, stopped) => skipped(d, frame.actor, step, stopped),
});

function swapFamiliarOptions(t: Table, frame: EffectFrame, _step: SwapFamiliarStep, out: Action[]): void {
  const actor = frame.actor;
  const me = playerAt(t, actor);
  const onBoard = new Array<number>(KIND_COUNT).fill(0);
  for (const m of me.familiar) onBoard[kindIndex(m)] = 1;
  const sameKind = sameKindAllowed(t);
  for (let g = 0; g < KIND_COUNT; g++) {
    if ((me.pool[g] as number) === 0) continue;
    for (let x = 0; x < KIND_COUNT; x++) {
      if ((x !== g || sameKind) && onBoard[x] === 1) out.push({ type: 'swap', player: actor, give: MATERIA_KINDS[g] as MateriaKind, get: MATERIA_KINDS[x] as MateriaKind });
    }
  }
}

/** `swap-familiar`: 1 pool materia for 1 familiar materia (of another kind unless the profile allows one kind), which takes that space. */
export const swapFamiliar = choiceKind<SwapFamiliarStep>({
  answers: ['swap'],
  canMove: (t, frame) => {
    const me = playerAt(t, frame.actor);
    return somePair(kindsLeft(me.pool, NO_KINDS), kindsOn(me.familiar), sameKindAllowed(t));
  },
  options: swapFamiliarOptions,
  check: checkSwap(swapFamiliarOptions),
  answer: (d, frame, step, action) => {
    if (action.type !== 'swap') unchecked(action, step);
    replaceStep(d, frame, NO_STEPS);
    d.swapWithFamiliar(frame.actor, action.give, action.get);
  },
});
