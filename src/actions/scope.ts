/**
 * Which phase actions are open to a player at a moment: the phase's own scope, an extra action
 * (its primary actions and the player's own spells), or a copy (the primary action or another
 * player's spell; in solo mode an unlearned spell's level 4).
 * @module
 */
import { runeOf, type Rune } from '../state/materia.js';
import type { RuleProfile } from '../state/rules.js';
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
  /**
   * For a phase action inside an effect: the spells already being cast in its frame chain (the
   * pending frames above it, and the effects being judged for a listing), which it leaves out, so
   * that an effect offering an action that could reach its own spell again (a homebrew extra
   * action of its own phase, a copy of a copyable spell another seat holds, two spells calling
   * each other) never recurses; `null` for the phase's own scope, where nothing is being cast.
   */
  readonly beingCast: readonly string[] | null;
}

/** The scope of the active player's own phase. */
export function phaseScope(phase: Phase): PhaseScope {
  return phase === 'morning' ? PHASE_SCOPES.morning : phase === 'midday' ? PHASE_SCOPES.midday : PHASE_SCOPES.evening;
}

const PHASE_SCOPES: Readonly<Record<Phase, PhaseScope>> = {
  morning: Object.freeze({ phase: 'morning', primary: true, own: true, sameDay: false, others: false, unlearnedRune: null, copier: null, beingCast: null }),
  midday: Object.freeze({ phase: 'midday', primary: true, own: true, sameDay: false, others: false, unlearnedRune: null, copier: null, beingCast: null }),
  evening: Object.freeze({ phase: 'evening', primary: true, own: true, sameDay: false, others: false, unlearnedRune: null, copier: null, beingCast: null }),
};

/**
 * The level a solo Clone copies (rules §9: exactly the level-4 effect).
 * @group Solo
 */
export const SOLO_CLONE_LEVEL: Level = 4;

/**
 * True when the player may decline a phase-action step with `stop`: a step marked `optional`,
 * except an extra action (`as: 'extra'`, Swiftness L3/L4) under the profile's
 * `swiftnessAction: 'compulsory'`, which is performed whenever a phase action is legal and lost
 * when none is (rules §7).
 */
export function mayDecline(step: PhaseActionStep, rules: RuleProfile): boolean {
  return step.optional === true && (step.as !== 'extra' || rules.swiftnessAction === 'declinable');
}

/**
 * The scope of a phase-action step: an extra action (`as: 'extra'`, Swiftness), whose own spells
 * include those learned this Day when the profile's `swiftnessSpells` is `any-day`; a copy
 * (`as: 'copy'`, Clone) of the phase's primary action or another player's card; in solo mode a
 * copy of an unlearned spell's level 4.
 */
export function scopeOf(step: PhaseActionStep, frame: EffectFrame, t: Table): PhaseScope {
  const beingCast = chainOf(frame, t);
  if (step.as === 'extra') {
    return { phase: step.phase, primary: true, own: true, sameDay: t.rules.swiftnessSpells === 'any-day', others: false, unlearnedRune: null, copier: null, beingCast };
  }
  if (t.opponent === null) return { phase: step.phase, primary: true, own: false, sameDay: false, others: true, unlearnedRune: null, copier: frame.card, beingCast };
  const clone = frame.card === null ? undefined : learnedBy(t, frame.card.player, frame.card.spell);
  return {
    phase: step.phase, primary: false, own: false, sameDay: false, others: false, unlearnedRune: clone === undefined ? null : runeOf(clone.card),
    copier: frame.card, beingCast,
  };
}

/**
 * The frame chains of the effects judged inside a phase action of an effect (a cast listed or
 * checked within a scope whose `beingCast` is set): each such frame, made for the judgement
 * only and never stored, with the spells being cast above it and its own. A WeakMap: the frames
 * are dropped with the judgement.
 */
const NESTED_CHAINS = new WeakMap<EffectFrame, readonly string[]>();

/**
 * Records the chain of a frame judged within `scope` (see `castUsable`): nothing for the phase's
 * own scope, whose frames fall back to {@link chainOf}'s reading of `pending`.
 */
export function noteJudged(frame: EffectFrame, scope: PhaseScope | undefined): void {
  if (scope?.beingCast != null) NESTED_CHAINS.set(frame, [...scope.beingCast, frame.spell as string]);
}

/**
 * The spells being cast in the frame chain of `frame`, itself included: recorded for a frame
 * judged inside a nested phase action; otherwise the spells of every pending frame and its own
 * (the frame is the top pending frame, or judged for a listing of the phase's own actions on top
 * of them). Frames of no spell (the end of a Day) add nothing.
 */
function chainOf(frame: EffectFrame, t: Table): readonly string[] {
  const noted = NESTED_CHAINS.get(frame);
  if (noted !== undefined) return noted;
  // A state or a draft holds `pending`; a table made for a judgement (a cost paid in advance)
  // does not, and is only made where nothing is pending or the frame was noted.
  const pending = (t as { readonly pending?: readonly EffectFrame[] }).pending ?? [];
  const out: string[] = [];
  for (let i = 0; i < pending.length; i++) {
    const spell = (pending[i] as EffectFrame).spell;
    if (spell !== null) out.push(spell);
  }
  if (frame.spell !== null) out.push(frame.spell);
  return out;
}
