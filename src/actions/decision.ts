/**
 * Who must act now, and what kind of choice they face.
 * @module
 */
import type { GameState, Phase } from '../state/types.js';

/** The active player chooses their action for a phase of their Day, or passes. */
export interface PhaseDecision {
  /** Discriminant: `phase`. */
  readonly kind: 'phase';
  /** Who must act. */
  readonly player: number;
  /** The phase being played. */
  readonly phase: Phase;
  /** The Day number. */
  readonly day: number;
  /** Actions already performed in this phase. */
  readonly actionsTaken: number;
}

/** Nobody acts any more: the game is over. */
export interface GameOverDecision {
  /** Discriminant: `game-over`. */
  readonly kind: 'game-over';
}

/** What the game is waiting for. Narrow on `kind`. */
export type Decision = PhaseDecision | GameOverDecision;

/**
 * What the game is waiting for: which player must act and in which kind of choice, or
 * `game-over`. `legalActions` lists that player's options.
 * @example
 * ```ts
 * const d = currentDecision(state);
 * if (d.kind === 'phase') console.log(`player ${d.player}, ${d.phase}`);
 * ```
 */
export function currentDecision(state: GameState): Decision {
  if (state.phase === 'ended') return { kind: 'game-over' };
  return { kind: 'phase', player: state.active, phase: state.phase, day: state.day, actionsTaken: state.phaseActions };
}

/** The seat who must act now, or `undefined` once the game is over. */
export function decider(state: GameState): number | undefined {
  return state.phase === 'ended' ? undefined : state.active;
}
