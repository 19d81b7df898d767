/**
 * Replacing the current step of an effect frame. Frames and their steps are read-only data
 * shared between states, so a frame moves on by being replaced, never changed.
 * @module
 */
import type { Draft } from '../actions/draft.js';
import type { MateriaKind } from '../state/materia.js';
import type { EffectFrame, EffectStep } from '../state/steps.js';

/**
 * The steps of a frame once its current step is replaced by `head`: a new array, built by plain
 * loops (the shared steps of an effect are frozen arrays, which V8 slices and spreads slowly).
 */
export function nextSteps(steps: readonly EffectStep[], head: readonly EffectStep[]): EffectStep[] {
  const out: EffectStep[] = [];
  for (let i = 0; i < head.length; i++) out.push(head[i] as EffectStep);
  for (let i = 1; i < steps.length; i++) out.push(steps[i] as EffectStep);
  return out;
}

/**
 * A frame like `frame` with other steps. Written out field by field, in the order every frame
 * the engine makes has, rather than spread: frames come in several shapes (from casts, Learns,
 * the solo end of a Day, saves), and a spread over them is slow. (A frame loaded from a save
 * with its keys in another order gets the engine's order back at its next step.)
 */
export function withSteps(frame: EffectFrame, steps: readonly EffectStep[]): EffectFrame {
  return { actor: frame.actor, spell: frame.spell, level: frame.level, card: frame.card, phaseAction: frame.phaseAction, steps };
}

/**
 * Replaces the current step of the top frame (`frame`, as read before any change) by `head`.
 * A step's answer does this before anything that may start another frame on top.
 */
export function replaceStep(d: Draft, frame: EffectFrame, head: readonly EffectStep[]): void {
  const pending = d.writablePending();
  pending[pending.length - 1] = withSteps(frame, nextSteps(frame.steps, head));
}

/**
 * Puts `step` into the top frame after its first `after` steps: how a step being answered (already
 * replaced by what is left of it, `after` steps long) leaves a step to follow it.
 */
export function insertStep(d: Draft, after: number, step: EffectStep): void {
  const pending = d.writablePending();
  const frame = pending[pending.length - 1] as EffectFrame;
  const steps: EffectStep[] = [];
  for (let i = 0; i < frame.steps.length; i++) {
    if (i === after) steps.push(step);
    steps.push(frame.steps[i] as EffectStep);
  }
  if (after >= frame.steps.length) steps.push(step);
  pending[pending.length - 1] = withSteps(frame, steps);
}

/**
 * Keeps `m`, just taken out of the actor's pool, in the top frame's `discard-held` step, its last
 * step (made when the first materia is held): the materia go to the discard when the effect gets
 * there, after every other step it has.
 */
export function holdAside(d: Draft, m: MateriaKind): void {
  const pending = d.writablePending();
  const frame = pending[pending.length - 1] as EffectFrame;
  const steps = frame.steps.slice();
  const last = steps[steps.length - 1];
  if (last !== undefined && last.step === 'discard-held') steps[steps.length - 1] = { step: 'discard-held', materia: [...last.materia, m] };
  else steps.push({ step: 'discard-held', materia: [m] });
  pending[pending.length - 1] = withSteps(frame, steps);
}
