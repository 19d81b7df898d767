/**
 * Starting an effect: the one place where a frame is put on `pending` by an action (a cast, a
 * Learn), held to the save limits of the effects in progress, so that every state play reaches
 * can be saved and loaded.
 * @module
 */
import { MAX_PENDING_FRAMES, MAX_PENDING_STEPS } from '../state/pending-limits.js';
import type { EffectFrame, EffectStep } from '../state/steps.js';
import { SpellDefinitionError } from '../spells/definition-error.js';
import { errorMessage } from '../state/messages.js';
import type { Draft } from './draft.js';

/** The steps and modes of `steps` as a save counts them: each step, each way of a `mode`, and the steps inside. */
function counted(steps: readonly EffectStep[]): number {
  let n = steps.length;
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i] as EffectStep;
    if (s.step === 'mode') for (const m of s.modes) n += 1 + counted(m.steps);
  }
  return n;
}

/**
 * Puts `frame` on top of the draft's effects in progress. Only a homebrew effect can take them
 * past the save limits ({@link MAX_PENDING_STEPS} steps and modes, {@link MAX_PENDING_FRAMES}
 * frames: an effect returns at most 256 steps, and an effect started inside another adds its
 * own); then nothing is started, and the action throws a `SpellDefinitionError`
 * `effects-too-large` naming the spell whose effect would not fit, the convention of every fault
 * of a homebrew spell in play (the draft is dropped, so the state given is left as it was).
 */
export function startFrame(d: Draft, frame: EffectFrame): void {
  const pending = d.writablePending();
  let steps = counted(frame.steps);
  for (let i = 0; i < pending.length; i++) steps += counted((pending[i] as EffectFrame).steps);
  if (steps > MAX_PENDING_STEPS || pending.length >= MAX_PENDING_FRAMES) {
    const spell = frame.spell ?? '';
    throw new SpellDefinitionError('effects-too-large', `levels.${frame.level ?? 3}.effect`,
      errorMessage('effects-too-large', 'effects-too-large', { steps, effects: pending.length + 1 }), spell);
  }
  pending.push(frame);
}
