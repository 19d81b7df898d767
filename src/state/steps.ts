/**
 * Effect steps as data. A spell's effect is a list of small steps (draw, take, store, swap, ...)
 * that the engine carries out one at a time; a step that needs a choice waits in the state as a
 * pending decision. Being plain data, an effect in progress survives serialisation.
 * @module
 */
import type { Colour, MateriaKind, Rune } from './materia.js';
import type { Level, Phase, SpellId } from './terms.js';

/**
 * Which materia a step may move. Every given field must match.
 * @group Homebrew
 */
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

/**
 * Draw up to `count` materia from the pouch into the actor's pool (stops at the pool limit).
 * @group Homebrew
 */
export interface DrawStep {
  /** Discriminant: `draw`. */
  readonly step: 'draw';
  /** How many to draw at most: the draws stop early when the pool reaches 9 (or pouch and discard are empty). */
  readonly count: number;
}
/**
 * Draw until the actor's pool holds `size` materia (Eruption).
 * @group Homebrew
 */
export interface DrawUntilStep {
  /** Discriminant: `draw-until`. */
  readonly step: 'draw-until';
  /** The pool size to reach (Eruption: 4, 5 or 6); nothing is drawn if the pool already holds that many. */
  readonly size: number;
}
/**
 * Draw `count` materia from the pouch onto the altar (Divination, Storm).
 * @group Homebrew
 */
export interface RevealStep {
  /** Discriminant: `reveal`. */
  readonly step: 'reveal';
  /** How many go onto the altar (Divination: 2; Storm: as many as it discarded from the altar). */
  readonly count: number;
}
/**
 * Each other player, clockwise from the actor's left, draws 1 unless their pool is full (Sharing).
 * @group Homebrew
 */
export interface OthersDrawStep {
  /** Discriminant: `others-draw`. */
  readonly step: 'others-draw';
}
/**
 * `taker` takes up to `count` altar materia into their pool, one pick at a time (the active
 * player's own takes trigger Mirage). Optional steps may be stopped early.
 * @group Homebrew
 */
export interface TakeStep {
  /** Discriminant: `take`. */
  readonly step: 'take';
  /**
   * How many are still to take: one less after each `pick`. The step ends early when the altar
   * has no fitting materia or the taker's pool is full (a `step-skipped` event says how many).
   */
  readonly count: number;
  /**
   * The seat who takes and chooses (the decision's `player`): the actor, or, for Blaze, each
   * other player in turn, who must take 1 of their choice.
   */
  readonly taker: number;
  /**
   * Which altar materia may be taken: a rune (Levitation, Focus), one colour (Divination L4) or a
   * colour on the familiar board (Feast L3). Absent: any.
   */
  readonly filter?: MateriaFilter;
  /** True when the taker may `stop` before taking `count` (Divination L4: "up to 2"). */
  readonly optional?: boolean;
}
/**
 * Take up to `count` altar materia straight onto the actor's familiar board (Growth, Feast L4,
 * Communion L3); a take for the actor, which Mirage counts under `mirageTakes: 'for-self'`.
 * @group Homebrew
 */
export interface TakeStoreStep {
  /** Discriminant: `take-store`. */
  readonly step: 'take-store';
  /**
   * How many are still to take and store: one less after each `pick`. The pool limit does not
   * apply; the step ends early when the altar is empty or the familiar board is full.
   */
  readonly count: number;
}
/**
 * Store up to `count` pool materia on the actor's familiar board (Offering, Focus).
 * @group Homebrew
 */
export interface StoreStep {
  /** Discriminant: `store`. */
  readonly step: 'store';
  /**
   * How many are still to store: one less after each `pick`. The step ends early when the
   * familiar board is full or the pool has no fitting materia; the rest stays in the pool.
   */
  readonly count: number;
  /** Which pool materia may be stored: all of one colour (Offering) or the card rune (Focus). Absent: any. */
  readonly filter?: MateriaFilter;
}
/**
 * Discard up to `count` pool materia. A `cost` must be payable in full before the effect may be
 * used (Sacrifice, Time Travel, Clone L5).
 * @group Homebrew
 */
export interface DiscardStep {
  /** Discriminant: `discard`. */
  readonly step: 'discard';
  /**
   * How many are still to discard: one less after each `pick`. Cure discards its full number
   * even if it drew fewer; a pool holding fewer is discarded entirely.
   */
  readonly count: number;
  /** Which pool materia may be discarded: for a cost, the rune of the level or of the card. Absent: any. */
  readonly filter?: MateriaFilter;
  /**
   * True for a cost written before "then": the spell may be used only if the discard can be paid
   * in full and what follows is still possible after it; it is paid first.
   */
  readonly cost?: boolean;
}
/**
 * Swap up to `count` pool materia with altar materia, one pair at a time (of two different kinds
 * unless the rule profile's `sameKindSwaps` allows one kind); a materia moved by the step is not
 * moved again by it (Purification).
 * @group Homebrew
 */
export interface SwapAltarStep {
  /** Discriminant: `swap-altar`. */
  readonly step: 'swap-altar';
  /** How many pairs are still to swap: one less after each `swap`; allowed with a full pool. */
  readonly count: number;
  /** Materia this step put on the altar (not to be taken back). */
  readonly given: readonly MateriaKind[];
  /** Materia this step put in the pool (not to be given back). */
  readonly received: readonly MateriaKind[];
}
/**
 * Swap 1 pool materia with 1 familiar materia (of another kind unless the profile allows one kind), which takes that space (Growth L3).
 * @group Homebrew
 */
export interface SwapFamiliarStep {
  /** Discriminant: `swap-familiar`. */
  readonly step: 'swap-familiar';
}
/**
 * Discard altar materia, one pick at a time, until the actor stops (how many they may: the rule
 * profile's `stormDiscards`); then as many are drawn onto the altar (Storm).
 * @group Homebrew
 */
export interface ClearAltarStep {
  /** Discriminant: `clear-altar`. */
  readonly step: 'clear-altar';
  /**
   * How many altar materia the actor has discarded so far (0 when it starts). When they `stop`,
   * or the altar is empty, this many are drawn from the pouch onto the altar.
   */
  readonly discarded: number;
}
/**
 * Lower the effect's card (Growth, Storm; Clone when it copies them): to the level `to` that the
 * effect names, or one level down, as the game's rule profile reads it (`lowering`); never up,
 * never below 3.
 * @group Homebrew
 */
export interface LowerStep {
  /** Discriminant: `lower`. */
  readonly step: 'lower';
  /** The level the effect names ("down to level 3" under level 4, "down to level 4" under level 5). */
  readonly to: Level;
}
/**
 * Raise another learned spell of the actor one level, not above 5 (Time Travel).
 * @group Homebrew
 */
export interface RaiseStep {
  /** Discriminant: `raise`. */
  readonly step: 'raise';
}
/**
 * Choose one of several ways to use the effect (Focus: store or take).
 * @group Homebrew
 */
export interface ModeStep {
  /** Discriminant: `mode`. */
  readonly step: 'mode';
  /**
   * The ways to choose from, in order. `legalActions` offers a `mode` action only for the ways
   * whose steps would move a materia now. Under the rule profile's `usableWhen: 'effect-fits'`
   * a cast starts with only the ways that fit (`SpellLevel.modeFits`).
   */
  readonly modes: readonly {
    /** The way's name, sent back in the `mode` action and reported by `mode-chosen` (Focus: `store`, `take`). */
    readonly mode: string;
    /** The steps that replace this `mode` step once the way is chosen. */
    readonly steps: readonly SpellStep[];
  }[];
}
/**
 * Perform one action of `phase` as a copy (Clone) or as an extra action (Swiftness L3/L4,
 * optional): the options are ordinary actions, listed by `legalActions`. `as` says which.
 * @group Homebrew
 */
export interface PhaseActionStep {
  /** Discriminant: `phase-action`. */
  readonly step: 'phase-action';
  /** The phase whose actions are offered: Clone L3 Midday, L4 Evening, L5 Morning; Swiftness Morning. */
  readonly phase: Phase;
  /**
   * What the action is. `copy`: a copy of the phase's primary action or of another player's
   * spell of that phase (a `cast` with `from`), never of the actor's own spells; in solo mode,
   * the level-4 effect of a spell nobody has learned; a `lower` inside the copy lowers the
   * copying card (Clone). `extra`: an extra action, the phase's primary action or one of the
   * actor's own spells of that phase learned on an earlier Day, or this Day too under the
   * profile's `swiftnessSpells: 'any-day'` (Swiftness). Every extra action, a homebrew spell's
   * too, follows the profile's Swiftness points (`swiftnessSpells`, `swiftnessAction`).
   * (Schema 1 saves spelled it `via: 'clone' | 'swiftness'`; loading migrates them.)
   */
  readonly as: 'copy' | 'extra';
  /**
   * True when the player may decline with `stop` (Swiftness), as far as the rule profile allows:
   * an extra action is declinable only under `swiftnessAction: 'declinable'`, and under
   * `compulsory` it is performed whenever a phase action is legal. A copy cannot be declined.
   */
  readonly optional?: boolean;
}
/**
 * Learn 1 spell where up to `wild` materia of `rune`, of any colour, count as wild (Transmutation).
 * @group Homebrew
 */
export interface LearnStep {
  /** Discriminant: `learn`. */
  readonly step: 'learn';
  /**
   * How many single materia of `rune`, of any colour, may count as wild in the payment
   * (Transmutation L4: 1, L5: 2). No wild triples in this payment.
   */
  readonly wild: number;
  /** The rune whose single materia count as wild: Transmutation's card rune. */
  readonly rune: Rune;
}
/**
 * The end of a Learn's payment (rules §5 steps 2-3): the actor stores `keep` of this Learn's
 * set-aside materia (Communion L5 under the profile's `communionStores: 'learn-discards'`; else
 * `keep` is 0), then the rest of them are discarded.
 * @group Homebrew
 */
export interface LearnDiscardsStep {
  /** Discriminant: `learn-discards`. */
  readonly step: 'learn-discards';
  /**
   * How many of `setAside` the actor still stores, one `pick` at a time: 2 with Communion L5,
   * else 0 (fewer if the familiar board fills). Compulsory: there is no `stop`.
   */
  readonly keep: number;
  /** This Learn's other paid materia, still in the pool until stored or discarded. */
  readonly setAside: readonly MateriaKind[];
}

/**
 * Communion L5's stores at a Learn under the profile's `communionStores: 'discard-box'` (rules §5
 * step 2, after this Learn's other paid materia went to the discard): the actor stores `count`
 * materia of their choice from the discard box, one `pick` at a time. Compulsory (no `stop`); it
 * ends early when the familiar board is full or the discard box is empty.
 * @group Homebrew
 */
export interface StoreFromDiscardStep {
  /** Discriminant: `store-from-discard`. */
  readonly step: 'store-from-discard';
  /** How many are still to store: one less after each `pick` (2 when it starts). */
  readonly count: number;
}

/**
 * The end of an effect that held materia aside (a cost paid right before a copied action, Clone
 * L5's, under the rule profile's `cloneDiscard: 'held-aside'`): they go to the discard now. It stands last in its
 * effect, after every step the held materia waited for, and it is carried out as soon as it is
 * reached; until then the materia are in neither the pool nor the discard.
 * @group Homebrew
 */
export interface DiscardHeldStep {
  /** Discriminant: `discard-held`. */
  readonly step: 'discard-held';
  /** The materia held aside, in the order they left the pool. */
  readonly materia: readonly MateriaKind[];
}

/**
 * Step 5 of a Learn (rules §5): the end is triggered if the actor now has 7 spells or a full board.
 * @group Homebrew
 */
export interface CheckEndStep {
  /** Discriminant: `check-end`. */
  readonly step: 'check-end';
}

/**
 * Solo: the actor takes 1 altar materia of their choice into the opponent's lower part (Blaze).
 * @group Homebrew
 */
export interface OpponentTakeStep {
  /** Discriminant. */
  readonly step: 'opponent-take';
}
/**
 * Solo: 1 materia is drawn from the pouch into the opponent's lower part (Sharing).
 * @group Homebrew
 */
export interface OpponentDrawStep {
  /** Discriminant. */
  readonly step: 'opponent-draw';
}
/**
 * Solo, end of the Day: the player places 1 altar materia on the opponent's next track space.
 * @group Homebrew
 */
export interface OpponentPlaceStep {
  /** Discriminant. */
  readonly step: 'opponent-place';
}
/**
 * Solo, end of the Day: the altar is refilled to `size`, and refreshed (all discarded, `size`
 * drawn) when the space just filled (`refreshSpace`, 1-based) carries the symbol; whether an
 * altar holding more is trimmed, and whether the refill comes before a refresh, is the rule
 * profile's `soloRefill`, and so is whether anything happens when the game ends with this Day.
 * @group Homebrew
 */
export interface AltarRefillStep {
  /** Discriminant. */
  readonly step: 'altar-refill';
  /** The altar's size after the refill: 7. */
  readonly size: number;
  /** The refresh space just filled, or `null`. */
  readonly refreshSpace: number | null;
}
/**
 * The rest of the end of a Day once its steps are done: the end of the game, or the next Day.
 * @group Homebrew
 */
export interface CloseDayStep {
  /** Discriminant. */
  readonly step: 'close-day';
}

/**
 * The steps a spell's effect may return (a {@link SpellLevel}'s `effect`, a homebrew spell's
 * included). Narrow on `step`.
 * @group Homebrew
 */
export type SpellStep =
  | DrawStep | DrawUntilStep | RevealStep | OthersDrawStep | TakeStep | TakeStoreStep | StoreStep
  | DiscardStep | SwapAltarStep | SwapFamiliarStep | ClearAltarStep | LowerStep | RaiseStep
  | ModeStep | PhaseActionStep | LearnStep | OpponentTakeStep | OpponentDrawStep;

/**
 * The steps only the engine starts: the end of a Learn's payment (Communion L5's stores among
 * it) and its end check, the discard of materia an effect held aside, and the end of a Day (the
 * solo placement and refill, then the next Day or the end of the game). A spell cannot return
 * them: the type of an effect keeps them out.
 * @group Homebrew
 */
export type EngineStep =
  | LearnDiscardsStep | StoreFromDiscardStep | CheckEndStep | DiscardHeldStep | OpponentPlaceStep | AltarRefillStep | CloseDayStep;

/**
 * One step of an effect in progress. Narrow on `step`.
 * @group Homebrew
 */
export type EffectStep = SpellStep | EngineStep;

/**
 * The name of a step kind: an {@link EffectStep}'s `step`.
 * @group Homebrew
 */
export type StepName = EffectStep['step'];

/**
 * A card a step may lower or that an effect comes from: a player's learned spell.
 * @group Homebrew
 */
export interface CardRef {
  /** The seat who owns the card. */
  readonly player: number;
  /** The learned spell whose card it is. */
  readonly spell: SpellId;
}

/**
 * An effect in progress: its remaining steps and what they refer to.
 * @group Homebrew
 */
export interface EffectFrame {
  /** The player whose effect it is (the cloner, for a copied spell). */
  readonly actor: number;
  /** The spell whose effect this is (for the steps of a Learn: the spell learned), or `null` for steps of no spell. */
  readonly spell: SpellId | null;
  /** The level used (for a Learn: the level learned), or `null` for steps of no spell. */
  readonly level: Level | null;
  /** The card that `lower` lowers and that the effect is not allowed to raise, if any. */
  readonly card: CardRef | null;
  /** When this frame finishes, one action of the current phase is complete. */
  readonly phaseAction: boolean;
  /** The steps still to do; the first is the current one. */
  readonly steps: readonly EffectStep[];
}
