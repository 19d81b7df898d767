/**
 * Effect steps as data. A spell's effect is a list of small steps (draw, take, store, swap, ...)
 * that the engine carries out one at a time; a step that needs a choice waits in the state as a
 * pending decision. Being plain data, an effect in progress survives serialisation.
 * @module
 */
import type { Colour, MateriaKind, Rune } from '../state/materia.js';
import type { Level, Phase, SpellId } from '../state/types.js';

/** Which materia a step may move. Every given field must match. */
export interface MateriaFilter {
  /** Only materia of this rune. */
  readonly rune?: Rune;
  /** Only materia of this colour (set by the first pick of a `sameColour` step). */
  readonly colour?: Colour;
  /** All materia this step moves share one colour (Offering, Divination L4). */
  readonly sameColour?: boolean;
  /** Only colours present on the actor's familiar board (Feast L3). */
  readonly familiarColour?: boolean;
}

/** Draw up to `count` materia from the pouch into the actor's pool (stops at the pool limit). */
export interface DrawStep { readonly step: 'draw'; readonly count: number }
/** Draw until the actor's pool holds `size` materia (Eruption). */
export interface DrawUntilStep { readonly step: 'draw-until'; readonly size: number }
/** Draw `count` materia from the pouch onto the altar (Divination, Storm). */
export interface RevealStep { readonly step: 'reveal'; readonly count: number }
/** Each other player, clockwise from the actor's left, draws 1 unless their pool is full (Sharing). */
export interface OthersDrawStep { readonly step: 'others-draw' }
/**
 * `taker` takes up to `count` altar materia into their pool, one pick at a time (the actor's
 * own takes trigger Mirage). Optional steps may be stopped early.
 */
export interface TakeStep {
  readonly step: 'take';
  readonly count: number;
  readonly taker: number;
  readonly filter?: MateriaFilter;
  readonly optional?: boolean;
}
/** Take up to `count` altar materia straight onto the actor's familiar board (Growth, Feast L4, Communion L3). */
export interface TakeStoreStep { readonly step: 'take-store'; readonly count: number }
/** Store up to `count` pool materia on the actor's familiar board (Offering, Focus). */
export interface StoreStep { readonly step: 'store'; readonly count: number; readonly filter?: MateriaFilter }
/**
 * Discard up to `count` pool materia. A `cost` must be payable in full before the effect may be
 * used (Sacrifice, Time Travel, Clone L5).
 */
export interface DiscardStep {
  readonly step: 'discard';
  readonly count: number;
  readonly filter?: MateriaFilter;
  readonly cost?: boolean;
}
/**
 * Swap up to `count` pool materia with altar materia, one pair at a time; a materia moved by the
 * step is not moved again by it (Purification).
 */
export interface SwapAltarStep {
  readonly step: 'swap-altar';
  readonly count: number;
  /** Materia this step put on the altar (not to be taken back). */
  readonly given: readonly MateriaKind[];
  /** Materia this step put in the pool (not to be given back). */
  readonly received: readonly MateriaKind[];
}
/** Swap 1 pool materia with 1 familiar materia, which takes that space (Growth L3). */
export interface SwapFamiliarStep { readonly step: 'swap-familiar' }
/**
 * Discard any number of altar materia, one pick at a time, until the actor stops; then as many
 * are drawn onto the altar (Storm).
 */
export interface ClearAltarStep { readonly step: 'clear-altar'; readonly discarded: number }
/** Lower the effect's card one level, never below 3 (Growth, Storm; Clone when it copies them). */
export interface LowerStep { readonly step: 'lower' }
/** Raise another learned spell of the actor one level, not above 5 (Time Travel). */
export interface RaiseStep { readonly step: 'raise' }
/** Choose one of several ways to use the effect (Focus: store or take). */
export interface ModeStep {
  readonly step: 'mode';
  readonly modes: readonly { readonly mode: string; readonly steps: readonly EffectStep[] }[];
}
/**
 * Perform one action of `phase` as a copy (Clone) or as an extra action (Swiftness L3/L4,
 * optional): the options are ordinary actions, listed by `legalActions`.
 */
export interface PhaseActionStep {
  readonly step: 'phase-action';
  readonly phase: Phase;
  readonly via: 'clone' | 'swiftness';
  readonly optional?: boolean;
}
/** Learn 1 spell where up to `wild` materia of `rune`, of any colour, count as wild (Transmutation). */
export interface LearnStep { readonly step: 'learn'; readonly wild: number; readonly rune: Rune }
/**
 * The end of a Learn's payment (RULES.md §5 steps 2-3): the actor stores `keep` of this Learn's
 * set-aside materia (Communion L5), then the rest of them are discarded.
 */
export interface LearnDiscardsStep {
  readonly step: 'learn-discards';
  readonly keep: number;
  /** This Learn's other paid materia, still in the pool until stored or discarded. */
  readonly setAside: readonly MateriaKind[];
}

/** Step 5 of a Learn (RULES.md §5): the end is triggered if the actor now has 7 spells or a full board. */
export interface CheckEndStep { readonly step: 'check-end' }

/** One step of an effect. Narrow on `step`. */
export type EffectStep =
  | DrawStep | DrawUntilStep | RevealStep | OthersDrawStep | TakeStep | TakeStoreStep | StoreStep
  | DiscardStep | SwapAltarStep | SwapFamiliarStep | ClearAltarStep | LowerStep | RaiseStep
  | ModeStep | PhaseActionStep | LearnStep | LearnDiscardsStep | CheckEndStep;

/** A card a step may lower or that an effect comes from: a player's learned spell. */
export interface CardRef {
  readonly player: number;
  readonly spell: SpellId;
}

/** An effect in progress: its remaining steps and what they refer to. */
export interface EffectFrame {
  /** The player whose effect it is (the cloner, for a copied spell). */
  readonly actor: number;
  /** The spell whose effect this is, or `null` for a Learn's own steps. */
  readonly spell: SpellId | null;
  /** The level used (for a Learn: the level learned). */
  readonly level: Level;
  /** The card that `lower` lowers and that the effect is not allowed to raise, if any. */
  readonly card: CardRef | null;
  /** When this frame finishes, one action of the current phase is complete. */
  readonly phaseAction: boolean;
  /** The steps still to do; the first is the current one. */
  readonly steps: readonly EffectStep[];
}
