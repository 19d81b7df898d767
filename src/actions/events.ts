/**
 * Events: what happened during a step, in order, with enough data to animate every token move.
 * Events carry ids and numbers only; display text comes from the locale tables.
 * @module
 */
import type { MateriaKind } from '../state/materia.js';
import type { EndReason, Level, Phase, SpellId } from '../state/types.js';

/** A materia went from the pouch into a player's pool. */
export interface MateriaDrawnEvent {
  /** Discriminant: `materia-drawn`. */
  readonly type: 'materia-drawn';
  /** The seat whose pool received it. */
  readonly player: number;
  /** The kind drawn. */
  readonly materia: MateriaKind;
}
/** A materia went from the pouch onto the altar. */
export interface MateriaRevealedEvent {
  /** Discriminant: `materia-revealed`. */
  readonly type: 'materia-revealed';
  /** The kind now on the altar. */
  readonly materia: MateriaKind;
}
/** A draw found both the pouch and the discard empty, so it was lost (RULES.md §1). */
export interface DrawLostEvent {
  /** Discriminant: `draw-lost`. */
  readonly type: 'draw-lost';
  /** Where the materia would have gone. */
  readonly to: 'pool' | 'altar';
}
/** The whole discard went back into the pouch because a draw found it empty. */
export interface PouchRefilledEvent {
  /** Discriminant: `pouch-refilled`. */
  readonly type: 'pouch-refilled';
  /** How many materia went back. */
  readonly count: number;
}
/** A materia went from the altar into a player's pool. */
export interface MateriaTakenEvent {
  /** Discriminant: `materia-taken`. */
  readonly type: 'materia-taken';
  /** The seat whose pool received it. */
  readonly player: number;
  /** The kind taken. */
  readonly materia: MateriaKind;
}
/** A materia went onto a player's familiar board, from their pool or straight from the altar. */
export interface MateriaStoredEvent {
  /** Discriminant: `materia-stored`. */
  readonly type: 'materia-stored';
  /** The seat whose familiar board received it. */
  readonly player: number;
  /** The kind stored. */
  readonly materia: MateriaKind;
  /** Where it came from: the pool, or straight from the altar. */
  readonly from: 'pool' | 'altar';
  /** The familiar space it fills, 0-based. */
  readonly space: number;
}
/** A materia went to the discard, from a player's pool or from the altar. */
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
      /** From the altar (the end-of-Day resupply at 10 or more). */
      readonly from: 'altar';
      /** The kind discarded. */
      readonly materia: MateriaKind;
    };
/** A player learned a spell: `card` went from their pool onto the spell card at `level`. */
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
/** A player passed, ending the phase without (further) action. */
export interface PassedEvent {
  /** Discriminant: `passed`. */
  readonly type: 'passed';
  /** The seat who passed. */
  readonly player: number;
  /** The phase that ended. */
  readonly phase: Phase;
}
/** A phase of a player's Day began. */
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
/** The end-of-Day altar resupply ran (its token moves follow as separate events). */
export interface AltarResuppliedEvent {
  /** Discriminant: `altar-resupplied`. */
  readonly type: 'altar-resupplied';
  /** `fill`: fewer than 5, drawn up to 5; `add-one`: 5 to 9, drew 1; `replace`: 10 or more, all discarded and 5 drawn. */
  readonly rule: 'fill' | 'add-one' | 'replace';
}
/** A player's Day ended. */
export interface DayEndedEvent {
  /** Discriminant: `day-ended`. */
  readonly type: 'day-ended';
  /** The seat whose Day ended. */
  readonly player: number;
  /** The Day number that ended. */
  readonly day: number;
}
/** The end of the game was triggered (the rest of the round is still played). */
export interface GameEndTriggeredEvent {
  /** Discriminant: `game-end-triggered`. */
  readonly type: 'game-end-triggered';
  /** The active seat who triggered it. */
  readonly player: number;
  /** What triggered it. */
  readonly reason: EndReason;
}
/** The game is over; score it with {@link scoreGame}. */
export interface GameEndedEvent {
  /** Discriminant: `game-ended`. */
  readonly type: 'game-ended';
}

/** A player used a spell as a phase action (`from`: the player whose card a Clone copy uses). */
export interface SpellCastEvent {
  readonly type: 'spell-cast';
  readonly player: number;
  readonly spell: SpellId;
  readonly level: Level;
  readonly from?: number;
}
/** A spell's card moved up (Time Travel) or down (Growth, Storm, Clone) a level. */
export interface SpellLevelChangedEvent {
  readonly type: 'spell-level-changed';
  readonly player: number;
  readonly spell: SpellId;
  readonly from: Level;
  readonly to: Level;
}
/** A pool materia was exchanged with an altar materia or a familiar one (at `space`). */
export type MateriaSwappedEvent =
  | { readonly type: 'materia-swapped'; readonly player: number; readonly with: 'altar'; readonly give: MateriaKind; readonly get: MateriaKind }
  | {
    readonly type: 'materia-swapped'; readonly player: number; readonly with: 'familiar'; readonly give: MateriaKind;
    readonly get: MateriaKind; readonly space: number;
  };
/** A permanent effect went off (Mirage's draws follow as `materia-drawn` events). */
export interface SpellTriggeredEvent {
  readonly type: 'spell-triggered';
  readonly player: number;
  readonly spell: SpellId;
  readonly level: Level;
}
/** A step ended before its count because nothing fitting was left (partial completion), or a player was skipped. */
export interface StepSkippedEvent {
  readonly type: 'step-skipped';
  /** The player who would have chosen or received. */
  readonly player: number;
  readonly step: string;
  /** How many materia the step could not move. */
  readonly remaining: number;
}
/** A player stopped an optional step, or declined an optional action. */
export interface StepStoppedEvent {
  readonly type: 'step-stopped';
  readonly player: number;
  readonly step: string;
}
/** A player chose how to use an effect (Focus: `store` or `take`). */
export interface ModeChosenEvent {
  readonly type: 'mode-chosen';
  readonly player: number;
  readonly mode: string;
}

/** Anything that happened during a step. Narrow on `type`. */
export type GameEvent =
  | MateriaDrawnEvent
  | MateriaRevealedEvent
  | DrawLostEvent
  | PouchRefilledEvent
  | MateriaTakenEvent
  | MateriaStoredEvent
  | MateriaDiscardedEvent
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
  | ModeChosenEvent;
