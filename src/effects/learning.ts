/**
 * Every Learn (primary, Transmutation, or copied by Clone) in the order of RULES.md §5.
 * @module
 */
import { kindIndex, runeOf, type MateriaKind } from '../state/materia.js';
import { getSpell } from '../spells/registry.js';
import type { Draft } from '../actions/draft.js';
import type { LearnAction } from '../actions/types.js';
import type { EffectStep } from './ops.js';
import { effectSteps } from './effect-steps.js';

/**
 * Starts a checked Learn: the card materia goes on the card at the level paid (step 1), then a
 * frame carries out steps 2-5: Communion L5's storing of this Learn's other paid materia, their
 * discard, the learned spell's instant, and the end trigger (also checked at every store, since
 * filling the board triggers it at that moment).
 */
export function startLearn(d: Draft, action: LearnAction, phaseAction: boolean): void {
  const { player, spell, level, onCard } = action;
  d.placeOnCard(player, { spell, level, card: onCard, day: d.day });
  const spend = [...action.spend].sort((a, b) => kindIndex(a) - kindIndex(b));
  d.events.push({ type: 'spell-learned', player, spell, level, card: onCard, spend });
  const setAside: MateriaKind[] = [...spend];
  setAside.splice(setAside.indexOf(onCard), 1);
  let keep = 0;
  for (const s of d.player(player).spells) keep += getSpell(s.spell).levels[s.level].keepsLearnDiscards ?? 0;
  const steps: EffectStep[] = [{ step: 'learn-discards', keep, setAside }];
  const learned = getSpell(spell).levels[level];
  if (learned.kind === 'instant') steps.push(...effectSteps(learned, level, player, runeOf(onCard), d.playerCount));
  steps.push({ step: 'check-end' });
  d.writablePending().push({ actor: player, spell, level, card: { player, spell }, phaseAction, steps });
}
