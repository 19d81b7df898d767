/**
 * Events: what happened during a step, in order, with enough data to animate every token move.
 * Events carry ids and numbers only; display text comes from the locale tables.
 * @module
 */
import type { MateriaKind } from '../state/materia.js';
import type { EndReason, Level, Phase, SpellId } from '../state/types.js';

/**
 * A materia went from the pouch into a player's pool.
 * @group Events
 */
export interface MateriaDrawnEvent {
  /** Discriminant: `materia-drawn`. */
  readonly type: 'materia-drawn';
  /** The seat whose pool received it. */
  readonly player: number;
  /** The kind drawn. */
  readonly materia: MateriaKind;
}
/**
 * A materia went from the pouch onto the altar.
 * @group Events
 */
export interface MateriaRevealedEvent {
  /** Discriminant: `materia-revealed`. */
  readonly type: 'materia-revealed';
  /** The kind now on the altar. */
  readonly materia: MateriaKind;
}
/**
 * A draw found both the pouch and the discard empty, so it was lost (rules §1).
 * @group Events
 */
export interface DrawLostEvent {
  /** Discriminant: `draw-lost`. */
  readonly type: 'draw-lost';
  /** Where the materia would have gone. */
  readonly to: 'pool' | 'altar' | 'opponent';
}
/**
 * The whole discard went back into the pouch because a draw found it empty.
 * @group Events
 */
export interface PouchRefilledEvent {
  /** Discriminant: `pouch-refilled`. */
  readonly type: 'pouch-refilled';
  /** How many materia went back. */
  readonly count: number;
}
/**
 * A materia went from the altar into a player's pool.
 * @group Events
 */
export interface MateriaTakenEvent {
  /** Discriminant: `materia-taken`. */
  readonly type: 'materia-taken';
  /** The seat whose pool received it. */
  readonly player: number;
  /** The kind taken. */
  readonly materia: MateriaKind;
}
/**
 * A materia went onto a player's familiar board, from their pool or straight from the altar.
 * @group Events
 */
export interface MateriaStoredEvent {
  /** Discriminant: `materia-stored`. */
  readonly type: 'materia-stored';
  /** The seat whose familiar board received it. */
  readonly player: number;
  /** The kind stored. */
  readonly materia: MateriaKind;
  /**
   * Where it came from: the pool, straight from the altar, or the discard box (Communion L5's
   * stores under the profile's `communionStores: 'discard-box'`).
   */
  readonly from: 'pool' | 'altar' | 'discard';
  /** The familiar space it fills, 0-based. */
  readonly space: number;
}
/**
 * A materia went to the discard, from a player's pool or from the altar.
 * @group Events
 */
export type MateriaDiscardedEvent =
  | {
      /** Discriminant: `materia-discarded`. */
      readonly type: 'materia-discarded';
      /** From a player's pool. */
      readonly from: 'pool';
      /** The seat whose pool it left. */
      readonly player: number;
      /** The kind discarded. */
      readonly materia: MateriaKind;
    }
  | {
      /** Discriminant: `materia-discarded`. */
      readonly type: 'materia-discarded';
      /** From the altar: the end-of-Day resupply at 10 or more, the solo refresh or trim, or Storm's discards. */
      readonly from: 'altar';
      /** The kind discarded. */
      readonly materia: MateriaKind;
    }
  | {
      /** Discriminant: `materia-discarded`. */
      readonly type: 'materia-discarded';
      /**
       * From where an effect held it aside (a {@link MateriaHeldEvent}): Clone L5's cost once the
       * copied action has ended, under the rule profile's `cloneDiscard: 'held-aside'`.
       */
      readonly from: 'held';
      /** The seat whose effect held it. */
      readonly player: number;
      /** The kind discarded. */
      readonly materia: MateriaKind;
    };
/**
 * A materia left a player's pool to be held aside by the effect in progress, in neither the pool
 * nor the discard, until the effect discards it (a `materia-discarded` event `from: 'held'`):
 * Clone L5's cost under the rule profile's `cloneDiscard: 'held-aside'`. Meanwhile it waits in
 * the effect's `discard-held` step.
 * @group Events
 */
export interface MateriaHeldEvent {
  /** Discriminant: `materia-held`. */
  readonly type: 'materia-held';
  /** The seat whose pool it left. */
  readonly player: number;
  /** The kind held. */
  readonly materia: MateriaKind;
}
/**
 * A player learned a spell: `card` went from their pool onto the spell card at `level`.
 * @group Events
 */
export interface SpellLearnedEvent {
  /** Discriminant: `spell-learned`. */
  readonly type: 'spell-learned';
  /** The seat who learned it. */
  readonly player: number;
  /** The spell learned. */
  readonly spell: SpellId;
  /** The level it was learned at. */
  readonly level: Level;
  /** The materia placed on the card (its rune is the card rune). */
  readonly card: MateriaKind;
  /** Every materia paid, the card's included. */
  readonly spend: readonly MateriaKind[];
}
/**
 * A player passed, ending the phase without (further) action.
 * @group Events
 */
export interface PassedEvent {
  /** Discriminant: `passed`. */
  readonly type: 'passed';
  /** The seat who passed. */
  readonly player: number;
  /** The phase that ended. */
  readonly phase: Phase;
}
/**
 * A phase of a player's Day began.
 * @group Events
 */
export interface PhaseStartedEvent {
  /** Discriminant: `phase-started`. */
  readonly type: 'phase-started';
  /** The active seat. */
  readonly player: number;
  /** The phase that began. */
  readonly phase: Phase;
  /** The Day number. */
  readonly day: number;
}
/**
 * The end-of-Day altar resupply ran (its token moves follow as separate events).
 * @group Events
 */
export interface AltarResuppliedEvent {
  /** Discriminant: `altar-resupplied`. */
  readonly type: 'altar-resupplied';
  /**
   * `fill`: fewer than 5, drawn up to 5; `add-one`: 5 to 9, drew 1; `replace`: 10 or more, all
   * discarded and 5 drawn; `solo-fill`: solo mode, drawn up to 7 (under the `fill` solo refill, an
   * altar holding more keeps them); `solo-trim`: solo mode under the `fill-and-trim` solo refill,
   * an altar holding more than 7 discards its surplus.
   */
  readonly rule: 'fill' | 'add-one' | 'replace' | 'solo-fill' | 'solo-trim';
}
/**
 * A player's Day ended.
 * @group Events
 */
export interface DayEndedEvent {
  /** Discriminant: `day-ended`. */
  readonly type: 'day-ended';
  /** The seat whose Day ended. */
  readonly player: number;
  /** The Day number that ended. */
  readonly day: number;
}
/**
 * The end of the game was triggered (the rest of the round is still played).
 * @group Events
 */
export interface GameEndTriggeredEvent {
  /** Discriminant: `game-end-triggered`. */
  readonly type: 'game-end-triggered';
  /** The active seat who triggered it. */
  readonly player: number;
  /** What triggered it. */
  readonly reason: EndReason;
}
/**
 * The game is over; score it with {@link scoreGame}.
 * @group Events
 */
export interface GameEndedEvent {
  /** Discriminant: `game-ended`. */
  readonly type: 'game-ended';
}

/**
 * A player used a spell as a phase action (`from`: the player whose card a Clone copy uses).
 * @group Events
 */
export interface SpellCastEvent {
  /** Discriminant: `spell-cast`. */
  readonly type: 'spell-cast';
  /** The seat using the spell (the cloner, for a Clone copy); its effect's events follow. */
  readonly player: number;
  /** The spell used. */
  readonly spell: SpellId;
  /** The level whose effect is used (the card's level or a lower one). */
  readonly level: Level;
  /** Clone copies only: the other seat whose card is copied. Absent for a player's own spell. */
  readonly from?: number;
}
/**
 * A spell's card moved up (Time Travel) or down (Growth, Storm, Clone) a level.
 * @group Events
 */
export interface SpellLevelChangedEvent {
  /** Discriminant: `spell-level-changed`. */
  readonly type: 'spell-level-changed';
  /** The seat whose card moved. */
  readonly player: number;
  /** The spell whose card moved (Clone itself when a Clone copy of Growth lowers its card). */
  readonly spell: SpellId;
  /** The card's level before the change. */
  readonly from: Level;
  /** The card's level now: one level up or down from `from`, within 3 to 5. */
  readonly to: Level;
}
/**
 * A pool materia was exchanged with an altar materia or a familiar one (at `space`).
 * @group Events
 */
export type MateriaSwappedEvent =
  | {
      /** Discriminant: `materia-swapped`. */
      readonly type: 'materia-swapped';
      /** The seat whose pool took part. */
      readonly player: number;
      /** With the altar (Purification). */
      readonly with: 'altar';
      /** The kind that went from the pool onto the altar. */
      readonly give: MateriaKind;
      /** The kind that came from the altar into the pool (it may trigger Mirage: `mirageTakes`). */
      readonly get: MateriaKind;
    }
  | {
      /** Discriminant: `materia-swapped`. */
      readonly type: 'materia-swapped';
      /** The seat whose pool and familiar board took part. */
      readonly player: number;
      /** With the familiar board (Growth L3). */
      readonly with: 'familiar';
      /** The kind that went from the pool onto the familiar board, at `space`. */
      readonly give: MateriaKind;
      /** The kind that left the familiar board for the pool. */
      readonly get: MateriaKind;
      /** The familiar space exchanged, 0-based: `get` left it and `give` now fills it. */
      readonly space: number;
    };
/**
 * A permanent effect went off, at the take that triggered it (Mirage's draws follow as
 * `materia-drawn` events: at once, or once the step's takes are done, as `mirageDraws` says).
 * @group Events
 */
export interface SpellTriggeredEvent {
  /** Discriminant: `spell-triggered`. */
  readonly type: 'spell-triggered';
  /** The owner of the permanent effect (always the active player). */
  readonly player: number;
  /** The spell whose permanent effect went off. */
  readonly spell: SpellId;
  /** The card's level at that moment, which sets the effect (Mirage: 1 draw at L3, 2 at L4 and L5). */
  readonly level: Level;
}
/**
 * A step ended before its count because nothing fitting was left (partial completion), or a player was skipped.
 * @group Events
 */
export interface StepSkippedEvent {
  /** Discriminant: `step-skipped`. */
  readonly type: 'step-skipped';
  /** The player who would have chosen or received. */
  readonly player: number;
  /**
   * The kind of step cut short, an {@link EffectStep} `step` value: `take`, `take-store`,
   * `store`, `discard`, `swap-altar`, or `others-draw` for a player whose pool was full.
   */
  readonly step: string;
  /** How many materia the step could not move. */
  readonly remaining: number;
}
/**
 * A player stopped an optional step, or declined an optional action.
 * @group Events
 */
export interface StepStoppedEvent {
  /** Discriminant: `step-stopped`. */
  readonly type: 'step-stopped';
  /** The seat who sent the `stop`. */
  readonly player: number;
  /**
   * The kind of step stopped, an {@link EffectStep} `step` value: `clear-altar` (Storm's
   * discards), `take` (Divination L4) or `phase-action` (Swiftness's extra action declined).
   */
  readonly step: string;
}
/**
 * A player chose how to use an effect (Focus: `store` or `take`).
 * @group Events
 */
export interface ModeChosenEvent {
  /** Discriminant: `mode-chosen`. */
  readonly type: 'mode-chosen';
  /** The seat who chose: the actor of the effect. */
  readonly player: number;
  /** The name of the way chosen (Focus: `store` or `take`); that way's steps follow. */
  readonly mode: string;
}

/**
 * Solo: the player placed an altar materia on the opponent's next track space (1-based `space`).
 * @group Events
 */
export interface OpponentPlacedEvent {
  /** Discriminant: `opponent-placed`. */
  readonly type: 'opponent-placed';
  /** The materia placed. */
  readonly materia: MateriaKind;
  /** The track space it fills, 1 to 17. */
  readonly space: number;
}
/**
 * Solo: a materia went into the opponent's lower part, from the altar (Blaze) or the pouch (Sharing, difficulty).
 * @group Events
 */
export interface OpponentReceivedEvent {
  /** Discriminant: `opponent-received`. */
  readonly type: 'opponent-received';
  /** The materia. */
  readonly materia: MateriaKind;
  /** Where it came from. */
  readonly from: 'altar' | 'pouch';
}
/**
 * Solo: the altar was discarded and 7 drawn, because the space just filled carries the refresh symbol.
 * @group Events
 */
export interface AltarRefreshedEvent {
  /** Discriminant: `altar-refreshed`. */
  readonly type: 'altar-refreshed';
  /** The track space (4, 9 or 14) whose symbol refreshed the altar. */
  readonly space: number;
}

/**
 * Anything that happened during a step. Narrow on `type`.
 * @group Events
 */
export type GameEvent =
  | MateriaDrawnEvent
  | MateriaRevealedEvent
  | DrawLostEvent
  | PouchRefilledEvent
  | MateriaTakenEvent
  | MateriaStoredEvent
  | MateriaDiscardedEvent
  | MateriaHeldEvent
  | SpellLearnedEvent
  | PassedEvent
  | PhaseStartedEvent
  | AltarResuppliedEvent
  | DayEndedEvent
  | GameEndTriggeredEvent
  | GameEndedEvent
  | SpellCastEvent
  | SpellLevelChangedEvent
  | MateriaSwappedEvent
  | SpellTriggeredEvent
  | StepSkippedEvent
  | StepStoppedEvent
  | ModeChosenEvent
  | OpponentPlacedEvent
  | OpponentReceivedEvent
  | AltarRefreshedEvent;
