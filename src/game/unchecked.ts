/**
 * Stepping a game without {@link applyAction}'s check and events, on one working copy kept
 * from action to action (the engine's playout path, with the position readable between two
 * decisions): for `spellbook-engine/learn`'s environment, which plays only actions it listed
 * itself. Engine internal, not documented for users.
 * @module
 */
import { actionsOf } from '../actions/action-pool.js';
import { Draft, TOUCHED } from '../actions/draft.js';
import type { Action } from '../actions/types.js';
import { stepDecider } from '../effects/answer.js';
import type { GameState } from '../state/types.js';
import { perform } from './apply.js';
import { currentStep } from './decision.js';
import { listLegal } from './legal.js';

/**
 * One game played action after action on one working copy, with no check and no event (what
 * {@link playOutBlind} does inside, one decision at a time, the position readable in between).
 * Skips: {@link applyAction}'s check of each action (danger: an action that is not one this
 * stepper listed for the current position is carried out unchecked, and may break the rules'
 * invariants or throw halfway, leaving the game unusable), its events, and a new state per
 * action (a state is made only when {@link UncheckedStepper.state} asks for one).
 * @group Actions
 * @internal
 */
export class UncheckedStepper {
  /**
   * The bits of {@link UncheckedStepper.takeTouched}: seat s's pool, familiar board and learned
   * spells are `1`, `2` and `4` shifted by `3 × s`; then the shared parts.
   */
  static readonly TOUCHED: { readonly altar: number; readonly pouch: number; readonly discard: number; readonly pending: number; readonly opponent: number } = TOUCHED;

  #draft: Draft;
  /** Actions played on the draft since its base, and the base's `step`. */
  #played = 0;
  #baseStep: number;
  /** The state of the position now, once made (undefined after an action). */
  #state: GameState | undefined;

  /** Starts from `state` (never changed). */
  constructor(state: GameState) {
    this.#draft = new Draft(state, false);
    this.#state = state;
    this.#baseStep = state.step;
  }

  /** The number of actions played in the game so far (the `step` of its state). */
  get step(): number {
    return this.#baseStep + this.#played;
  }

  /**
   * The position now: the parts of its state that a player view shows, and its flow (read
   * only; they change as it plays: read a part, never keep it).
   */
  get position(): Pick<
    GameState,
    'spells' | 'rules' | 'firstPlayer' | 'players' | 'active' | 'day' | 'phase' | 'phaseActions' | 'altar' | 'pouch' |
    'pouchTop' | 'discard' | 'endTrigger' | 'opponent' | 'pending'
  > {
    return this.#draft;
  }

  /** True once the game is over. */
  get ended(): boolean {
    return this.#draft.phase === 'ended';
  }

  /** The seat to act (the game must not be over): `decider` of the position. */
  decider(): number {
    const d = this.#draft;
    const n = d.pending.length;
    if (n === 0) return d.active;
    const frame = d.pending[n - 1]!;
    return stepDecider(frame, currentStep(frame));
  }

  /**
   * Appends the legal actions (the game must not be over) to `out` (empty), in
   * `legalActions`' order, except the Morning's takes or the Midday's stores, which come first
   * in that order: returns their kinds as bits (bit k for `MATERIA_KINDS[k]`), whose actions
   * are {@link UncheckedStepper.unbuiltActions}' entries k. The actions are the engine's shared
   * ones: change nothing.
   */
  list(out: Action[]): number {
    return listLegal(this.#draft, out, true);
  }

  /** The takes (Morning) or stores (Midday) of the seat to act, by kind: the actions of {@link UncheckedStepper.list}'s bits. */
  unbuiltActions(): readonly Action[] {
    const d = this.#draft;
    const pooled = actionsOf(d.active);
    return d.phase === 'morning' ? pooled.take : pooled.store;
  }

  /**
   * Plays `action`, unchecked: it must be one of the current position's legal actions as this
   * stepper listed them (see the class for the danger).
   */
  play(action: Action): void {
    const d = this.#draft;
    d.nextAction();
    perform(d, action);
    this.#played++;
    this.#state = undefined;
  }

  /** The parts asked for writing since the last call (the bits of `TOUCHED`), and clears them. */
  takeTouched(): number {
    const bits = this.#draft.touched;
    this.#draft.touched = 0;
    return bits;
  }

  /**
   * The state of the position now: made on the first call after an action (the working copy
   * then starts anew from it, so that the state is never changed), the same object until the
   * next action.
   */
  state(): GameState {
    if (this.#state === undefined) {
      const s = this.#draft.finish(this.#played);
      const touched = this.#draft.touched;
      this.#draft = new Draft(s, false);
      this.#draft.touched = touched;
      this.#baseStep = s.step;
      this.#played = 0;
      this.#state = s;
    }
    return this.#state;
  }
}
