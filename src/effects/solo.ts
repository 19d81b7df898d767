/**
 * The solo opponent's steps: a spell's take or draw for the opponent, and the end of the Day's
 * placement on the opponent's track with the altar refill that follows it.
 * @module
 */
import { refillSoloAltar } from '../actions/solo-refill.js';
import type { AutomaticStepKind } from '../actions/step-kind.js';
import { REFRESH_SPACES, SOLO_ALTAR } from '../solo/board.js';
import type { AltarRefillStep, OpponentDrawStep, OpponentPlaceStep, OpponentTakeStep } from '../state/steps.js';
import { total } from '../state/multiset.js';
import { canDraw } from '../state/table.js';
import { choiceKind, type ChoiceSpec } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, pushPicks, unchecked } from './picks.js';

/** What the opponent's take and the placement share: the actor picks any altar materia. */
function anyAltarMateria<S extends OpponentTakeStep | OpponentPlaceStep>(): Pick<ChoiceSpec<S>, 'answers' | 'canMove' | 'options'> {
  return {
    answers: ['pick'],
    canMove: (t) => total(t.altar) > 0,
    options: (t, frame, _step, out) => pushPicks(out, frame.actor, t.altar, undefined, t),
  };
}

/** `opponent-take`: the actor takes 1 altar materia of their choice into the opponent's lower part. */
export const opponentTake = choiceKind<OpponentTakeStep>({
  ...anyAltarMateria<OpponentTakeStep>(),
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    replaceStep(d, frame, NO_STEPS);
    d.altarToLower(action.materia);
  },
  end: (d, frame, step) => {
    d.eventLog()?.push({ type: 'step-skipped', player: frame.actor, step: step.step, remaining: 1 });
    return NO_STEPS;
  },
});

/** `opponent-draw`: 1 materia from the pouch into the opponent's lower part. */
export const opponentDraw: AutomaticStepKind<OpponentDrawStep> = {
  automatic: true,
  canMove: (t) => canDraw(t),
  run: (d) => {
    d.drawToLower();
  },
};

/** `opponent-place`: the player places 1 altar materia on the opponent's next track space; the refill follows. */
export const opponentPlace = choiceKind<OpponentPlaceStep>({
  ...anyAltarMateria<OpponentPlaceStep>(),
  answer: (d, frame, step, action) => {
    if (action.type !== 'pick') unchecked(action, step);
    const space = d.placeOnTrack(action.materia);
    replaceStep(d, frame, [{ step: 'altar-refill', size: SOLO_ALTAR, refreshSpace: REFRESH_SPACES.includes(space) ? space : null }]);
  },
  // An empty altar: nothing is placed, the refill still comes.
  end: () => [{ step: 'altar-refill', size: SOLO_ALTAR, refreshSpace: null }],
});

/** `altar-refill`: the solo altar is brought to `size`, and replaced on a refresh space (as the profile's `soloRefill` reads it). */
export const altarRefill: AutomaticStepKind<AltarRefillStep> = {
  automatic: true,
  canMove: () => false,
  run: (d, _frame, step) => refillSoloAltar(d, step.size, step.refreshSpace),
};
