// What the learn tests share: the engine's public API, and the names of the step kinds written
// out from the step types (src/state/steps.ts), independently of the layout that numbers them.
import type { StepName } from '../../src/index.js';

export * from '../../src/index.js';

/** Every step kind: a record over StepName, so that the compiler asks for a new one here too. */
const STEPS: { readonly [K in StepName]: true } = {
  draw: true, 'draw-until': true, reveal: true, 'others-draw': true, take: true, 'take-store': true, store: true, discard: true,
  'swap-altar': true, 'swap-familiar': true, 'clear-altar': true, lower: true, raise: true, mode: true, 'phase-action': true,
  learn: true, 'opponent-take': true, 'opponent-draw': true, 'learn-discards': true, 'store-from-discard': true, 'check-end': true,
  'discard-held': true, 'opponent-place': true, 'altar-refill': true, 'close-day': true,
};

/** The names of the step kinds. */
export const STEP_KIND_NAMES: readonly StepName[] = Object.keys(STEPS) as StepName[];
