/**
 * `playOut` and `playOutBlind`: the fast paths of bots and simulators. They play many actions on
 * one working copy of the game, with no state, event or check in between, and return only the
 * position they reach.
 * @module
 */
import { actionsOf } from '../actions/action-pool.js';
import { Draft } from '../actions/draft.js';
import type { GameEvent } from '../actions/events.js';
import type { Action } from '../actions/types.js';
import { errorMessage } from '../state/messages.js';
import { kindCount, nthKind } from '../state/multiset.js';
import type { GameState } from '../state/types.js';
import { perform } from './apply.js';
import { listLegal } from './legal.js';

/**
 * How {@link playOut} chooses: given the legal actions of the decision (the list
 * {@link legalActions} would give, in its order), the seat that must act and the number of
 * actions played in the game so far (the `step` the position would have), returns the index of
 * the action to play. The list is a new one at each decision and may be kept; its actions are
 * the engine's own: change nothing (the types say so). The action at the index returned is
 * played as it is, unchecked; a list whose length changed during the call is refused with a
 * `RangeError`.
 * @group Actions
 */
export type PlayoutPolicy = (legal: readonly Action[], player: number, step: number) => number;

/**
 * How {@link playOutBlind} chooses: given how many legal actions the decision has, the seat that
 * must act and the number of actions played in the game so far, returns the index of the action
 * to play in {@link legalActions}' list (from 0 to `count - 1`).
 * @group Actions
 */
export type BlindPolicy = (count: number, player: number, step: number) => number;

/**
 * Options of {@link playOut} and {@link playOutBlind}.
 * @group Actions
 */
export interface PlayoutOptions {
  /** The most actions to play (default: until the game ends). */
  readonly maxActions?: number | undefined;
  /**
   * Called after each action with the action played and its events, the same events as
   * {@link applyAction} reports. Without it the events are not made at all, which saves about a
   * tenth of a playout's time.
   */
  readonly onAction?: ((action: Action, events: readonly GameEvent[]) => void) | undefined;
  /**
   * `false`: no event is made even with `onAction`, which then gets an empty list: for a hook
   * that needs only the actions (default `true`).
   */
  readonly events?: boolean | undefined;
}

/**
 * Where a {@link playOut} or a {@link playOutBlind} stopped.
 * @group Actions
 */
export interface PlayoutResult {
  /** The position reached: the end of the game, or the one after `maxActions` actions. */
  readonly state: GameState;
  /** The actions played. */
  readonly actions: number;
}

/**
 * Plays on from `state`, asking `choose` for each decision, until the game ends (or for
 * `maxActions` actions), and returns the position reached: the same position as the loop of
 * {@link legalActions} then {@link applyAction} with the same choices, about 1.6 times as
 * fast. The actions are not checked (each comes from the list), no position in between is
 * built, and the events go to `onAction` if given, else nowhere: it is for random playouts,
 * simulations and search, not for a game someone watches. `state` is never changed, whatever
 * happens.
 *
 * @throws RangeError when `choose` returns anything but an index of the list, or changes the
 * list's length; an error thrown by `choose` or `onAction` passes through. Either way the playout is abandoned.
 * @example
 * ```ts
 * const random: PlayoutPolicy = (legal) => Math.floor(Math.random() * legal.length);
 * const { state: end } = playOut(createGame({ players: 4, seed: 'x' }), random);
 * console.log(scoreGame(end).winners);
 * ```
 * @group Actions
 */
export function playOut(state: GameState, choose: PlayoutPolicy, options?: PlayoutOptions): PlayoutResult {
  return play(state, options, choose, undefined);
}

/**
 * Plays on from `state` like {@link playOut}, for a policy that chooses without looking at the
 * actions (a uniform random playout): `pick` gets how many legal actions there are and returns
 * an index into {@link legalActions}' list, and only the action at that index is made. The
 * Morning's takes and the Midday's stores, most of a list, are then never built, which makes it
 * 10 to 15 % faster than {@link playOut} in games of 2 to 4 players. Same choices, same
 * position: `pick(n, player, step)` returning `i` plays `legalActions(position)[i]`; `onAction`
 * gets that action and its events.
 *
 * @throws RangeError when `pick` returns anything but an index below the count; an error thrown
 * by `pick` or `onAction` passes through. Either way the playout is abandoned.
 * @example
 * ```ts
 * const { state: end } = playOutBlind(createGame({ players: 4, seed: 'x' }), (n) => Math.floor(Math.random() * n));
 * console.log(scoreGame(end).winners);
 * ```
 * @group Actions
 */
export function playOutBlind(state: GameState, pick: BlindPolicy, options?: PlayoutOptions): PlayoutResult {
  return play(state, options, undefined, pick);
}

/** What `onAction` gets when no event is made: one list for every action, never a new one. */
const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

/** The playout of {@link playOut} (with `choose`) and of {@link playOutBlind} (with `pick`). */
function play(state: GameState, options: PlayoutOptions | undefined, choose: PlayoutPolicy | undefined, pick: BlindPolicy | undefined): PlayoutResult {
  const most = options?.maxActions ?? Infinity;
  const onAction = options?.onAction;
  if (state.phase === 'ended' || !(most >= 1)) return { state, actions: 0 };
  // Without onAction, or with events: false, nobody reads the events: the draft does not build them.
  const record = onAction !== undefined && options?.events !== false;
  const d = new Draft(state, record);
  let played = 0;
  // A blind playout's list: the engine's own, with only the actions not left out (a few), so
  // emptying it by pops is cheap.
  const rest: Action[] = [];
  while (d.phase !== 'ended' && played < most) {
    let legal: Action[];
    let kinds = 0;
    if (pick === undefined) {
      // A new list each decision: emptying one list (by pops, or by setting its length, a
      // runtime call) measured slower than the young-generation allocation of a fresh one.
      legal = [];
      listLegal(d, legal);
    } else {
      legal = rest;
      while (rest.length > 0) rest.pop();
      kinds = listLegal(d, rest, true);
    }
    const listed = legal.length;
    const n = kindCount(kinds) + listed;
    // Who decides, from the draft where it can be: the active seat, or while an effect waits the
    // first option's player (a field of an action, in many shapes, is a megamorphic load).
    const who = d.pending.length > 0 ? (legal[0] as Action).player : d.active;
    const i = pick === undefined ? (choose as PlayoutPolicy)(legal, who, state.step + played) : pick(n, who, state.step + played);
    if (legal.length !== listed) {
      throw new RangeError(errorMessage('not an index', 'policy-changed-list', { count: n, now: legal.length }));
    }
    if (!(Number.isInteger(i) && i >= 0 && i < n)) {
      throw new RangeError(errorMessage('not an index', 'policy-not-an-index', { blind: pick !== undefined, chosen: i, count: n }));
    }
    // The takes or stores a blind playout left out (k of them) come first in the full list, in kind order.
    const k = n - listed;
    let a: Action;
    if (i < k) {
      const pooled = actionsOf(d.active);
      a = (d.phase === 'morning' ? pooled.take : pooled.store)[nthKind(kinds, i)] as Action;
    } else a = legal[i - k] as Action;
    d.nextAction();
    // The events of each action go to onAction in a list of their own.
    if (record) d.events = [];
    perform(d, a);
    played++;
    if (onAction !== undefined) onAction(a, d.events ?? NO_EVENTS);
  }
  return { state: d.finish(played), actions: played };
}
