/**
 * Whether an effect may be used now: its cost can be paid, every step it needs has an option, and
 * some materia would move. Steps are judged through the step-kind table the caller passes.
 * @module
 */
import { KIND_COUNT, type Rune } from '../state/materia.js';
import type { CardRef, EffectFrame, MateriaFilter } from '../state/steps.js';
import { playerAt, withoutPoolMateria, type Table } from '../state/table.js';
import type { Level } from '../state/types.js';
import { effectSteps } from '../spells/effect-steps.js';
import type { SpellDefinition } from '../spells/types.js';
import { fits } from './filter.js';
import { hasOptions, isRequired, someMove, type StepKinds } from './step-kind.js';

/** The frame an effect would run as. */
export function castFrame(
  t: Table, actor: number, def: SpellDefinition, level: Level, cardRune: Rune, card: CardRef | null, phaseAction: boolean,
): EffectFrame {
  const steps = effectSteps(def.levels[level], level, actor, cardRune, t.players.length);
  return { actor, spell: def.id, level, card, phaseAction, steps };
}

function requiredMet(kinds: StepKinds, t: Table, frame: EffectFrame, from: number): boolean {
  for (let i = from; i < frame.steps.length; i++) {
    const s = frame.steps[i];
    if (s !== undefined && isRequired(kinds, s) && !hasOptions(kinds, t, frame, s)) return false;
  }
  return true;
}

/**
 * True when the effect may be used (rules §2): a leading cost can be paid in full, every
 * required step (a raise target, a copied action, a learn) has an option — judged after the
 * cost — and at least one materia would move.
 */
export function usable(kinds: StepKinds, t: Table, frame: EffectFrame): boolean {
  const first = frame.steps.length > 0 ? frame.steps[0] : undefined;
  if (first?.step === 'discard' && first.cost === true) return payable(kinds, t, frame, first.filter, first.count, 0);
  return requiredMet(kinds, t, frame, 0) && someMove(kinds, t, frame, frame.steps);
}

/**
 * True when `left` more pool materia fitting `filter` can be discarded, kinds taken in index
 * order from `from` (so each multiset is tried once), leaving every later required step an
 * option. The printed costs are one materia; a homebrew cost may ask for more.
 */
function payable(kinds: StepKinds, t: Table, frame: EffectFrame, filter: MateriaFilter | undefined, left: number, from: number): boolean {
  if (left <= 0) return requiredMet(kinds, t, frame, 1);
  const p = playerAt(t, frame.actor);
  for (let i = from; i < KIND_COUNT; i++) {
    if ((p.pool[i] as number) > 0 && fits(filter, i, p) && payable(kinds, withoutPoolMateria(t, frame.actor, i), frame, filter, left - 1, i)) return true;
  }
  return false;
}
