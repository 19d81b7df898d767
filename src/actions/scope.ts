/**
 * Which phase actions are open to a player at a moment: the phase's own scope, an extra action
 * (its primary actions and the player's own spells), or a copy (the primary action or another
 * player's spell; in solo mode an unlearned spell's level 4).
 * @module
 */
import { runeOf, type Rune } from '../state/materia.js';
import type { CardRef, EffectFrame, PhaseActionStep } from '../state/steps.js';
import { learnedBy, type Table } from '../state/table.js';
import type { Level, Phase } from '../state/types.js';

/** The phase each primary action belongs to. */
export const PRIMARY_PHASE = { take: 'morning', draw: 'morning', store: 'midday', learn: 'evening' } as const satisfies Record<string, Phase>;

/** Which phase actions are open to a player at a moment. */
export interface PhaseScope {
  /** The phase whose actions are open. */
  readonly phase: Phase;
  /** The primary actions of that phase. */
  readonly primary: boolean;
  /** The player's own spells of that phase, learned on an earlier Day. */
  readonly own: boolean;
  /**
   * With `own`: also the player's own spells learned this Day (Swiftness's extra action under
   * the profile's `swiftnessSpells: 'any-day'`; rules §4, §7).
   */
  readonly sameDay: boolean;
  /** Other players' spells of that phase, copied (Clone). */
  readonly others: boolean;
  /**
   * Solo Clone (rules §9): the level-4 effect of a game spell of that phase the player has not
   * learned, with this card rune (Clone's); `null` otherwise.
   */
  readonly unlearnedRune: Rune | null;
  /** For a copy: the Clone card, which a `lower` in the copied effect lowers; `null` otherwise. */
  readonly copier: CardRef | null;
}

/** The scope of the active player's own phase. */
export function phaseScope(phase: Phase): PhaseScope {
  return phase === 'morning' ? PHASE_SCOPES.morning : phase === 'midday' ? PHASE_SCOPES.midday : PHASE_SCOPES.evening;
}

const PHASE_SCOPES: Readonly<Record<Phase, PhaseScope>> = {
  morning: Object.freeze({ phase: 'morning', primary: true, own: true, sameDay: false, others: false, unlearnedRune: null, copier: null }),
  midday: Object.freeze({ phase: 'midday', primary: true, own: true, sameDay: false, others: false, unlearnedRune: null, copier: null }),
  evening: Object.freeze({ phase: 'evening', primary: true, own: true, sameDay: false, others: false, unlearnedRune: null, copier: null }),
};

/**
 * The level a solo Clone copies (rules §9: exactly the level-4 effect).
 * @group Solo
 */
export const SOLO_CLONE_LEVEL: Level = 4;

/**
 * The scope of a phase-action step: an extra action (`as: 'extra'`, Swiftness), whose own spells
 * include those learned this Day when the profile's `swiftnessSpells` is `any-day`; a copy
 * (`as: 'copy'`, Clone) of the phase's primary action or another player's card; in solo mode a
 * copy of an unlearned spell's level 4.
 */
export function scopeOf(step: PhaseActionStep, frame: EffectFrame, t: Table): PhaseScope {
  if (step.as === 'extra') {
    return { phase: step.phase, primary: true, own: true, sameDay: t.rules.swiftnessSpells === 'any-day', others: false, unlearnedRune: null, copier: null };
  }
  if (t.opponent === null) return { phase: step.phase, primary: true, own: false, sameDay: false, others: true, unlearnedRune: null, copier: frame.card };
  const clone = frame.card === null ? undefined : learnedBy(t, frame.card.player, frame.card.spell);
  return {
    phase: step.phase, primary: false, own: false, sameDay: false, others: false, unlearnedRune: clone === undefined ? null : runeOf(clone.card),
    copier: frame.card,
  };
}
