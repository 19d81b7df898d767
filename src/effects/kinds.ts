/**
 * The table of every effect-step kind: what each kind of step does, in one object per kind
 * (see {@link StepKinds} for the contract). A new step kind is one object here, its type in the
 * step union, its save reader (src/game/step-readers.ts), its place in the invariants
 * (src/game/invariants.ts) and its locale texts; the compiler asks for each of them.
 * @module
 */
import type { StepKinds } from '../actions/step-kind.js';
import { lower, raise } from './cards.js';
import { learnKind, modeKind, phaseActionKind } from './choices.js';
import { draw, drawUntil, othersDraw, reveal } from './draws.js';
import { checkEnd, closeDayKind, discardHeld, learnDiscards } from './engine.js';
import { storeFromDiscard } from './store-from-discard.js';
import { altarRefill, opponentDraw, opponentPlace, opponentTake } from './solo.js';
import { swapAltar, swapFamiliar } from './swaps.js';
import { clearAltar, discard, store, take, takeStore } from './takes.js';

/** Every step kind's behaviour, by the step's name. */
export const STEP_KINDS: StepKinds = {
  'draw': draw,
  'draw-until': drawUntil,
  'reveal': reveal,
  'others-draw': othersDraw,
  'take': take,
  'take-store': takeStore,
  'store': store,
  'discard': discard,
  'swap-altar': swapAltar,
  'swap-familiar': swapFamiliar,
  'clear-altar': clearAltar,
  'lower': lower,
  'raise': raise,
  // The steps that judge further steps close the recursion through this very table.
  'mode': modeKind(() => STEP_KINDS),
  'phase-action': phaseActionKind(() => STEP_KINDS),
  'learn': learnKind(() => STEP_KINDS),
  'learn-discards': learnDiscards,
  'store-from-discard': storeFromDiscard,
  'check-end': checkEnd,
  'discard-held': discardHeld,
  'opponent-take': opponentTake,
  'opponent-draw': opponentDraw,
  'opponent-place': opponentPlace,
  'altar-refill': altarRefill,
  'close-day': closeDayKind,
};
