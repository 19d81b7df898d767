/**
 * The steps that change a card's level: `lower` the effect's own card, `raise` another of the
 * actor's spells.
 * @module
 */
import type { AutomaticStepKind } from '../actions/step-kind.js';
import type { LowerStep, RaiseStep } from '../state/steps.js';
import { playerAt } from '../state/table.js';
import { loweredLevel } from '../spells/levels.js';
import { choiceKind } from './choice.js';
import { replaceStep } from './frames.js';
import { NO_STEPS, unchecked } from './picks.js';

/** `lower`: the effect's card goes down to the step's level or one level, as the rule profile reads it (never up, never below 3). */
export const lower: AutomaticStepKind<LowerStep> = {
  automatic: true,
  canMove: () => false,
  run: (d, frame, step) => {
    const lowering = d.rules.lowering;
    if (frame.card !== null) d.changeLevel(frame.card.player, frame.card.spell, (current) => loweredLevel(current, step.to, lowering));
  },
};

/** `raise`: another learned spell of the actor goes up one level, not above 5 (required: no target, no effect). */
export const raise = choiceKind<RaiseStep>({
  answers: ['raise'],
  required: () => true,
  canMove: () => false,
  options: (t, frame, _step, out) => {
    const actor = frame.actor;
    for (const s of playerAt(t, actor).spells) {
      if (s.level < 5 && s.spell !== frame.spell) out.push({ type: 'raise', player: actor, spell: s.spell });
    }
  },
  answer: (d, frame, step, action) => {
    if (action.type !== 'raise') unchecked(action, step);
    replaceStep(d, frame, NO_STEPS);
    d.changeLevel(frame.actor, action.spell, (current) => current + 1);
  },
});
