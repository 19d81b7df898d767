/**
 * Who must act now, and what kind of choice they face.
 * @module
 */
import type { EffectFrame, EffectStep } from '../state/steps.js';
import { stepDecider } from '../effects/answer.js';
import type { GameState, Level, Phase, SpellId } from '../state/types.js';
import type { PlayerView } from './view.js';

/**
 * The active player chooses their action for a phase of their Day, or passes.
 * @group Decisions
 */
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

/**
 * A step of an effect waits for a choice: which materia to take, store, discard or keep, which
 * pair to swap, which spell to raise, which mode, or which action to perform as a copy (Clone)
 * or as an extra action (Swiftness). `step` says which, with its remaining count and filter.
 * @group Decisions
 */
export interface EffectDecision {
  /** Discriminant: `effect`. */
  readonly kind: 'effect';
  /** Who must choose (for Blaze's takes, another player than the actor). */
  readonly player: number;
  /** Whose effect it is. */
  readonly actor: number;
  /** The spell whose effect it is (for the steps of a Learn: the spell learned). */
  readonly spell: SpellId | null;
  /** The level used, or `null` for steps of no spell (the solo end-of-Day placement). */
  readonly level: Level | null;
  /** The step waiting for the choice. */
  readonly step: EffectStep;
}

/**
 * Nobody acts any more: the game is over.
 * @group Decisions
 */
export interface GameOverDecision {
  /** Discriminant: `game-over`. */
  readonly kind: 'game-over';
}

/**
 * What the game is waiting for. Narrow on `kind`.
 * @group Decisions
 */
export type Decision = PhaseDecision | EffectDecision | GameOverDecision;

/**
 * The innermost effect in progress, if any; its first step is the one waiting for a choice (at
 * rest the engine never leaves a frame without steps on top).
 */
export function pendingFrame(state: { readonly pending: readonly EffectFrame[] }): EffectFrame | undefined {
  // Check the length first: reading index -1 of an empty array is a slow out-of-bounds lookup.
  const n = state.pending.length;
  return n === 0 ? undefined : state.pending[n - 1];
}

/** The step of `frame` waiting for a choice. */
export function currentStep(frame: EffectFrame): EffectStep {
  return frame.steps[0] as EffectStep;
}

/**
 * What the game is waiting for: which player must act and in which kind of choice, or
 * `game-over`. `legalActions` lists that player's options.
 *
 * It reads only what every player sees, so it takes a {@link PlayerView} as well as a state and
 * gives the same decision: a client holding only its view knows whose turn it is and which step
 * of an effect is waiting (for Blaze, another player's choice) without asking the server.
 * @example
 * ```ts
 * const d = currentDecision(state);
 * if (d.kind === 'phase') console.log(`player ${d.player}, ${d.phase}`);
 * else if (d.kind === 'effect') console.log(`player ${d.player} chooses for ${d.step.step}`);
 * ```
 * @group Start here
 */
export function currentDecision(state: GameState | PlayerView): Decision {
  if (state.phase === 'ended') return { kind: 'game-over' };
  const frame = pendingFrame(state);
  if (frame !== undefined) {
    const step = currentStep(frame);
    return { kind: 'effect', player: stepDecider(frame, step), actor: frame.actor, spell: frame.spell, level: frame.level, step };
  }
  return { kind: 'phase', player: state.active, phase: state.phase, day: state.day, actionsTaken: state.phaseActions };
}

/**
 * The seat that must act now, or `undefined` once the game is over: the `player` of
 * {@link currentDecision} without narrowing the union first. During a phase it is the active
 * seat; during an effect it is the seat that answers the waiting step, which is not always the
 * actor (Blaze's takes are chosen by the other players in turn). Like `currentDecision`, it
 * reads only what every player sees, so it takes a {@link PlayerView} as well as a state.
 * `legalActions` lists this seat's options, and only this seat's actions are accepted.
 * @example
 * ```ts
 * const seat = decider(state);
 * if (seat === undefined) console.log('game over');
 * else if (seat === mySeat) console.log(legalActions(state).map(formatAction));
 * else console.log(`waiting for ${describePlayer(seat)}`);
 * ```
 * @group Decisions
 */
export function decider(state: GameState | PlayerView): number | undefined {
  return state.phase === 'ended' ? undefined : deciderWith(state, pendingFrame(state));
}

/** The seat who must act in a game not over, given its innermost effect (`pendingFrame(state)`). */
export function deciderWith(state: GameState | PlayerView, frame: EffectFrame | undefined): number {
  return frame === undefined ? state.active : stepDecider(frame, currentStep(frame));
}
