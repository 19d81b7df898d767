/**
 * The effect runner: carries out pending steps until one needs a real choice, finishing frames
 * and the phase action they belong to. Steps with no choice left end (partial completion,
 * rules §2); a step with exactly one possible answer and no `stop` is answered at once.
 * @module
 */
import type { Draft } from '../actions/draft.js';
import { finishPhaseAction } from '../actions/flow.js';
import { kindOf } from '../actions/step-kind.js';
import type { Action } from '../actions/types.js';
import type { EffectFrame, EffectStep } from '../state/steps.js';
import { answerStep } from './answer.js';
import { replaceStep } from './frames.js';
import { STEP_KINDS } from './kinds.js';
import { NO_STEPS } from './picks.js';

/**
 * Runs pending steps until a step waits for a choice with two or more options, or nothing is
 * pending. Returns when the draft is waiting or idle.
 */
export function runEffects(d: Draft): void {
  for (;;) {
    const pending = d.pending;
    if (pending.length === 0) return;
    const frame = pending[pending.length - 1] as EffectFrame;
    if (frame.steps.length === 0) {
      d.writablePending().pop();
      if (frame.phaseAction) finishPhaseAction(d);
      continue;
    }
    const step = frame.steps[0] as EffectStep;
    const kind = kindOf(STEP_KINDS, step);
    if (kind.automatic) {
      replaceStep(d, frame, NO_STEPS);
      kind.run(d, frame, step);
      continue;
    }
    const options: Action[] = [];
    kind.options(d, frame, step, options);
    let real = 0;
    for (const o of options) if (o.type !== 'stop') real++;
    if (real === 0) {
      replaceStep(d, frame, kind.end(d, frame, step, false));
      continue;
    }
    if (options.length === 1) {
      answerStep(d, options[0] as Action);
      continue;
    }
    return;
  }
}
