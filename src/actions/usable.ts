/**
 * Whether an effect may be used now: its cost can be paid, every step it needs has an option, and
 * some materia would move; under the rule profile's `usableWhen: 'effect-fits'`, also its level's
 * fit check. Steps are judged through the step-kind table the caller passes.
 * @module
 */
import { KIND_COUNT, type Rune } from '../state/materia.js';
import type { CardRef, EffectFrame, EffectStep, MateriaFilter, ModeStep } from '../state/steps.js';
import { playerAt, withoutPoolMateria, type Table } from '../state/table.js';
import type { Level } from '../state/types.js';
import { effectSteps } from '../spells/effect-steps.js';
import type { FitCheck, SpellDefinition } from '../spells/types.js';
import { fits } from './filter.js';
import { noteJudged, type PhaseScope } from './scope.js';
import { hasOptions, isRequired, someMove, type StepKinds } from './step-kind.js';

/** The frame an effect would run as. */
export function castFrame(
  t: Table, actor: number, def: SpellDefinition, level: Level, cardRune: Rune, card: CardRef | null, phaseAction: boolean,
): EffectFrame {
  const steps = effectSteps(def.levels[level], level, actor, cardRune, t.players.length);
  return { actor, spell: def.id, level, card, phaseAction, steps };
}

/**
 * True unless the rule profile reads `usableWhen: 'effect-fits'` and the level's fit check
 * (`SpellLevel.fits`) fails for `actor` with a card of `cardRune` (rules §2): a level without a
 * check, and every level under `something-moves`, passes. For a Clone copy, `def` and `level` are
 * the copied spell's and `actor` the cloner.
 */
export function effectFits(t: Table, actor: number, def: SpellDefinition, level: Level, cardRune: Rune): boolean {
  if (t.rules.usableWhen !== 'effect-fits') return true;
  const check = def.levels[level].fits;
  return check === undefined || check(t, { actor, level, cardRune });
}

/**
 * True when `actor` may cast `def` at `level` now (the listing and the check both ask this):
 * its effect fits where the profile asks ({@link effectFits}) and it is {@link usable}.
 * `card` is what the frame would name (see `castFrame`); `scope`, the scope it is cast within
 * (its `beingCast` follows the judged frame into the phase actions its steps offer).
 */
export function castUsable(
  kinds: StepKinds, t: Table, actor: number, def: SpellDefinition, level: Level, cardRune: Rune, card: CardRef | null, scope?: PhaseScope,
): boolean {
  if (!effectFits(t, actor, def, level, cardRune)) return false;
  const frame = castFrame(t, actor, def, level, cardRune, card, false);
  // Inside an effect's phase action, the frame's chain of spells being cast goes with it.
  if (scope?.beingCast != null) noteJudged(frame, scope);
  return usable(kinds, t, frame);
}

/**
 * The frame a cast starts as: {@link castFrame}, where under `usableWhen: 'effect-fits'` each
 * of its `mode` steps keeps only the ways whose check (`SpellLevel.modeFits`) holds as the cast
 * starts (Focus); a way without a check stays. The checks read the same context as the level's.
 */
export function startingFrame(
  t: Table, actor: number, def: SpellDefinition, level: Level, cardRune: Rune, card: CardRef | null, phaseAction: boolean,
): EffectFrame {
  const frame = castFrame(t, actor, def, level, cardRune, card, phaseAction);
  const ways = def.levels[level].modeFits;
  if (ways === undefined || t.rules.usableWhen !== 'effect-fits') return frame;
  const context = { actor, level, cardRune };
  const fitting = (s: EffectStep): EffectStep => (s.step !== 'mode' ? s : {
    ...s,
    modes: s.modes.filter((m: ModeStep['modes'][number]) => {
      const check: FitCheck | undefined = ways[m.mode];
      return check === undefined || check(t, context);
    }),
  });
  return { ...frame, steps: frame.steps.map(fitting) };
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
