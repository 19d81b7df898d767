/**
 * `Match`: a small stateful wrapper over the pure functions, for user interfaces and servers.
 * It keeps the current state, the history of the line played, undo and redo under the rules of
 * a fair table, and event listeners. Everything it does goes through {@link applyAction}; undo
 * and redo only move between states it has kept (states are immutable and share their parts, so
 * keeping every one of them is cheap), never through hand-written inverse operations.
 * @module
 */
import { applyAction, type ActionResult, type ApplyOptions } from '../game/apply.js';
import { currentDecision, decider, type Decision } from '../game/decision.js';
import type { GameEvent } from '../actions/events.js';
import { legalActions } from '../game/legal.js';
import type { Action } from '../actions/types.js';
import { isPooled } from '../actions/action-pool.js';
import { readAction } from '../actions/shape.js';
import type { RiggedOptions } from '../state/options.js';
import { recordOf, type GameRecord, type RecordOptions } from '../records/record.js';
import { deserialize, serialize } from '../game/serialize.js';
import { createRiggedGame } from '../game/rigged.js';
import type { GameState } from '../state/types.js';
import { revealsDraw } from './policy.js';

/**
 * One step of a {@link Match}'s history: an action that was applied, and what it did.
 * @group Match
 */
export interface MatchStep {
  /** The action applied (a frozen copy of the one played). */
  readonly action: Action;
  /** The events it produced, in order, exactly as {@link applyAction} returned them. */
  readonly events: readonly GameEvent[];
  /** The state's `step` counter before the action: the step it was made at (its `expectedStep`). */
  readonly step: number;
}

/**
 * Why {@link Match.undo} refused.
 * @group Match
 */
export type UndoRefusalCode =
  /** There is no step to undo: the history is empty (a new or resumed match, or everything undone). */
  | 'nothing-to-undo'
  /**
   * The step to undo drew from the pouch: one of its events is `materia-drawn`,
   * `materia-revealed`, `pouch-refilled`, `draw-lost`, or `opponent-received` from the pouch.
   * Undoing it would let a player look at a random draw and choose again.
   */
  | 'draw-revealed'
  /**
   * The step to undo was not made by the undoing player: it was another player's decision
   * (their Blaze take, their Day), or the player asking is not the one who made it.
   */
  | 'other-player';

/**
 * A refused undo: a stable `code` and a message for logs (not display text).
 * @group Match
 */
export interface UndoRefusal {
  /** Why. */
  readonly code: UndoRefusalCode;
  /** An English explanation for developers. */
  readonly message: string;
}

/**
 * The result of {@link Match.undo}.
 * @group Match
 */
export type UndoResult =
  | {
      /** The step was undone. */
      readonly ok: true;
      /** The match's state now: the kept state from before the step. */
      readonly state: GameState;
      /** The step undone (it can be redone with {@link Match.redo}). */
      readonly undone: MatchStep;
    }
  | {
      /** Nothing changed. */
      readonly ok: false;
      /** Why the undo was refused. */
      readonly error: UndoRefusal;
    };

/**
 * Why {@link Match.redo} refused.
 * @group Match
 */
export type RedoRefusalCode =
  /** There is no step to redo: none has been undone since the last play. */
  | 'nothing-to-redo'
  /**
   * The step to redo was not made by the player asking: only the player who made a step may
   * play it again, as only they may take it back.
   */
  | 'other-player';

/**
 * A refused redo.
 * @group Match
 */
export interface RedoRefusal {
  /** Why. */
  readonly code: RedoRefusalCode;
  /** An English explanation for developers. */
  readonly message: string;
}

/**
 * The result of {@link Match.redo}.
 * @group Match
 */
export type RedoResult =
  | {
      /** The step was redone. */
      readonly ok: true;
      /** The match's state now: the kept state from after the step. */
      readonly state: GameState;
      /** The step redone. */
      readonly redone: MatchStep;
    }
  | {
      /** Nothing changed. */
      readonly ok: false;
      /** Why the redo was refused. */
      readonly error: RedoRefusal;
    };

/**
 * What a `'state'` listener receives: the match's state changed.
 * @group Match
 */
export interface MatchChange {
  /** What changed it. */
  readonly cause: 'play' | 'undo' | 'redo';
  /** The match's state now. */
  readonly state: GameState;
  /** The step played, undone or redone. */
  readonly entry: MatchStep;
}

/**
 * The listeners {@link Match.on} accepts, by name: one per {@link GameEvent} `type` (the
 * listener receives that event, narrowed), `'*'` for every game event, and `'state'` for every
 * change of the match's state (play, undo, redo).
 * @group Match
 */
export type MatchListeners = {
  readonly [T in GameEvent['type']]: (event: Extract<GameEvent, { readonly type: T }>) => void;
} & {
  /** Every game event, in order. */
  readonly '*': (event: GameEvent) => void;
  /** The state changed (after the step's game events have been delivered). */
  readonly state: (change: MatchChange) => void;
};

/**
 * A name {@link Match.on} accepts: a {@link GameEvent} `type`, `'*'` or `'state'`.
 * @group Match
 */
export type MatchEventName = keyof MatchListeners;

interface Subscription {
  readonly type: MatchEventName;
  readonly fn: (value: never) => void;
  live: boolean;
}

const NO_SUBSCRIPTIONS: readonly Subscription[] = [];

function copyAction(action: Action): Action {
  return Object.freeze(action.type === 'learn' ? { ...action, spend: Object.freeze([...action.spend]) } : { ...action });
}

/**
 * A game at a table: the current state, the history of the line played, undo and redo, and
 * event listeners, over the pure functions ({@link createGame}, {@link applyAction},
 * {@link legalActions}, {@link currentDecision}, {@link serialize}).
 *
 * ## Undo: the rules of a fair table
 * A player may take back their own moves, as long as nobody learned anything from them:
 * 1. **Undo never crosses a random draw from the pouch.** A step whose events include
 *    `materia-drawn`, `materia-revealed`, `pouch-refilled`, `draw-lost`, or `opponent-received`
 *    from the pouch cannot be undone (`draw-revealed`): a Draw 2, a spell that draws, a Mirage
 *    trigger, the end of a Day whose altar resupply drew. Otherwise a player could look at the
 *    draw and choose again (the Terraforming Mars undo exploit).
 * 2. **Undo never crosses another player's decision.** Only the player who made a step may
 *    undo it (`other-player`). By default the undoing player is the one who must decide now, so
 *    once the decision has passed to someone else (another player's Blaze take, the next
 *    player's Day) the earlier steps are theirs to keep. A front-end can name the undoing player
 *    explicitly (`undo(seat)`): a player may take back their own last step while the next
 *    decision, not yet made, belongs to someone else.
 * 3. Steps are undone one at a time, last first; each is checked on its own, so a run of
 *    undoes stops at the first step the rules protect (`nothing-to-undo` when none is left).
 * 4. **Redo follows the same seat rule.** Only the player who made an undone step may redo it
 *    (`other-player`); `redo(seat)` names the player, by default the one who must decide now.
 *
 * Undo restores the state kept from before the step; redo restores the state kept from after
 * it. Nothing is recomputed, so undo followed by redo gives back the identical state. A new
 * {@link Match.play} clears the steps that could be redone.
 *
 * Game events are delivered only by {@link Match.play}; undo and redo report a `'state'`
 * change. The save ({@link Match.serialize}) holds the state only: a reloaded match starts with
 * an empty history, so nothing played before the save can be undone.
 *
 * `options` and {@link Match.record} hold the seed, which with the actions predicts every draw:
 * keep them on the server until the game is over, and send clients `playerView`s.
 *
 * @example
 * ```ts
 * const match = Match.create({ players: 2, seed: 'friday' });
 * const off = match.on('materia-taken', (e) => console.log(`P${e.player + 1} took ${e.materia}`));
 * match.play({ type: 'take', player: match.decision().player, materia: 'red-circle' });
 * if (match.canUndo()) match.undo();
 * off();
 * ```
 * @group Match
 */
export class Match {
  /**
   * The game's options with the tagged seed (frozen), so that `createRiggedGame(options)` deals this
   * game again; `undefined` for a match resumed from a state or a save, whose start is unknown.
   */
  readonly options: RecordOptions | undefined;

  // states[i] is the state before entries[i]; states[cursor] is the current state. Entries and
  // states past the cursor are the steps that can be redone.
  private readonly states: GameState[];
  private readonly entries: MatchStep[] = [];
  private cursor = 0;
  private historyCache: readonly MatchStep[] | undefined;
  private subscriptions: readonly Subscription[] = NO_SUBSCRIPTIONS;

  private constructor(initial: GameState, options: RecordOptions | undefined) {
    this.states = [initial];
    this.options = options;
  }

  /**
   * Creates a game with {@link createRiggedGame} (a rigged `setup` allowed) and wraps it. The match's `options` are a frozen
   * copy of `options` with the seed tagged (a random one when `options` have none), so that
   * `createRiggedGame(match.options)` deals the same game.
   * @throws SetupError on bad options, as {@link createRiggedGame}.
   */
  static create(options: RiggedOptions): Match {
    const state = createRiggedGame(options);
    const kept: RecordOptions = deepFreeze({ ...structuredClone(options), seed: state.seed });
    return new Match(state, kept);
  }

  /**
   * Wraps a game in progress. The history starts empty (nothing before it can be undone) and
   * `options` are unknown, so {@link Match.record} is `undefined`.
   */
  static resume(state: GameState): Match {
    return new Match(state, undefined);
  }

  /**
   * Loads a save written by {@link Match.serialize} or {@link serialize} and wraps it, as
   * {@link Match.resume}.
   * @throws LoadError when the text is not a valid save, as {@link deserialize}.
   */
  static fromSave(text: string): Match {
    return new Match(deserialize(text), undefined);
  }

  /** The current state. */
  get state(): GameState {
    return this.states[this.cursor] as GameState;
  }

  /** The steps of the line played, oldest first (undone steps are not in it). A frozen list. */
  get history(): readonly MatchStep[] {
    if (this.historyCache === undefined) this.historyCache = Object.freeze(this.entries.slice(0, this.cursor));
    return this.historyCache;
  }

  /** What the game waits for now: {@link currentDecision} of the current state. */
  decision(): Decision {
    return currentDecision(this.state);
  }

  /** Every legal action of the player who must act now: {@link legalActions} of the current state. */
  legalActions(): Action[] {
    return legalActions(this.state);
  }

  /**
   * Plays an action: returns exactly what {@link applyAction} returns. When it is legal, the
   * match moves to the new state, records the step in the history, clears the steps that
   * could be redone, then delivers the step's events to the listeners, in order, and a
   * `'state'` change. A refused action changes nothing.
   * @param opts `expectedStep`: the `state.step` the action was chosen at; if the match has
   *   moved on since (another client played, or a step was undone), it is refused with `stale-step`.
   */
  play(action: Action, opts?: ApplyOptions): ActionResult {
    const before = this.state;
    // Read once: the history records the very action applied, whatever a getter returns later.
    const read = isPooled(action) ? action : readAction(action);
    const result = applyAction(before, 'code' in read ? action : read, opts);
    if (!result.ok) return result;
    const entry: MatchStep = Object.freeze({ action: copyAction(read as Action), events: result.events, step: before.step });
    const n = this.cursor + 1;
    this.entries.length = this.cursor;
    this.states.length = n;
    this.entries.push(entry);
    this.states.push(result.state);
    this.cursor = n;
    this.historyCache = undefined;
    this.emit(result.events, 'play', entry);
    return result;
  }

  /**
   * Why the last step cannot be undone by `player` now, or `undefined` when it can.
   * @param player The seat undoing; default: the player who must decide now (at the end of
   *   the game, the player who made the last step).
   */
  checkUndo(player?: number): UndoRefusal | undefined {
    const entry = this.entries[this.cursor - 1];
    if (entry === undefined) return { code: 'nothing-to-undo', message: 'no step has been played that could be undone' };
    if (revealsDraw(entry.events)) {
      return {
        code: 'draw-revealed',
        message: `step ${entry.step} (${entry.action.type}) drew from the pouch: undo never crosses a random draw`,
      };
    }
    const undoer = player ?? decider(this.state) ?? entry.action.player;
    if (undoer !== entry.action.player) {
      return {
        code: 'other-player',
        message: `step ${entry.step} (${entry.action.type}) was seat ${entry.action.player}'s decision, not seat ${undoer}'s: `
          + `undo never crosses another player's decision`,
      };
    }
    return undefined;
  }

  /** True when {@link Match.undo} would succeed for `player` (default: the player who must decide now). */
  canUndo(player?: number): boolean {
    return this.checkUndo(player) === undefined;
  }

  /**
   * Takes back the last step, restoring the state kept from before it, if the rules of a fair
   * table allow (see the class documentation): refused with `nothing-to-undo`,
   * `draw-revealed` or `other-player`, and then nothing changes. On success the step can be
   * redone, and `'state'` listeners hear of it.
   * @param player The seat undoing; default: the player who must decide now.
   */
  undo(player?: number): UndoResult {
    const error = this.checkUndo(player);
    if (error !== undefined) return { ok: false, error };
    this.cursor -= 1;
    this.historyCache = undefined;
    const undone = this.entries[this.cursor] as MatchStep;
    const state = this.state;
    this.emit(undefined, 'undo', undone);
    return { ok: true, state, undone };
  }

  /**
   * Why the step last undone cannot be redone by `player` now, or `undefined` when it can.
   * @param player The seat redoing; default: the player who must decide now (who, right after
   *   an undo, is the player who made the undone step).
   */
  checkRedo(player?: number): RedoRefusal | undefined {
    const entry = this.entries[this.cursor];
    if (entry === undefined) return { code: 'nothing-to-redo', message: 'no step has been undone since the last play' };
    // The same seat rule as undo: a step is its maker's to take back and to play again.
    const redoer = player ?? decider(this.state) ?? entry.action.player;
    if (redoer !== entry.action.player) {
      return {
        code: 'other-player',
        message: `step ${entry.step} (${entry.action.type}) was seat ${entry.action.player}'s decision, not seat ${redoer}'s: `
          + `only the player who made a step may redo it`,
      };
    }
    return undefined;
  }

  /**
   * True when {@link Match.redo} would succeed for `player` (default: the player who must decide
   * now): a step has been undone since the last play, and `player` made it.
   */
  canRedo(player?: number): boolean {
    return this.checkRedo(player) === undefined;
  }

  /**
   * Plays again the step last undone, restoring the state kept from after it (identical to the
   * state before the undo), if `player` made that step. Refused with `nothing-to-redo` when no
   * step has been undone since the last play, and with `other-player` when another seat made
   * it; then nothing changes. Game events are not delivered again; `'state'` listeners hear of it.
   * @param player The seat redoing; default: the player who must decide now.
   * @example
   * ```ts
   * const match = Match.create({ players: 2, seed: 'redo', firstPlayer: 0 });
   * match.play(match.legalActions().find((a) => a.type === 'take')!);
   * match.undo(0);
   * match.redo(1); // { ok: false, error: { code: 'other-player', ... } }: seat 0's take
   * match.redo(0); // { ok: true, ... }
   * ```
   */
  redo(player?: number): RedoResult {
    const error = this.checkRedo(player);
    if (error !== undefined) return { ok: false, error };
    const redone = this.entries[this.cursor] as MatchStep;
    this.cursor += 1;
    this.historyCache = undefined;
    const state = this.state;
    this.emit(undefined, 'redo', redone);
    return { ok: true, state, redone };
  }

  /**
   * Listens to the match: `type` is a {@link GameEvent} type (the listener gets that event),
   * `'*'` (every game event) or `'state'` (every state change, with its cause). For each step,
   * the game events are delivered first, in the order they happened; for each event the
   * listeners it concerns are called in the order they subscribed; then the `'state'`
   * listeners. Listeners run after the match has moved, so they read the new state. A listener
   * subscribed during a delivery hears from the next step on; one unsubscribed during a
   * delivery hears nothing more.
   * @returns A function that unsubscribes this listener (calling it again does nothing).
   */
  on<K extends MatchEventName>(type: K, listener: MatchListeners[K]): () => void {
    const sub: Subscription = { type, fn: listener as (value: never) => void, live: true };
    this.subscriptions = [...this.subscriptions, sub];
    return () => {
      if (!sub.live) return;
      sub.live = false;
      this.subscriptions = this.subscriptions.filter((s) => s !== sub);
    };
  }

  /**
   * The game's record ({@link recordOf}): its options (with the seed) and the actions of the
   * line played, undone steps left out, so that `replay` (or `createRiggedGame(options)` and
   * each action in turn) gives the current state. A fresh plain-JSON copy. `undefined` for a
   * match resumed from a state or a save, whose start is unknown.
   */
  record(): GameRecord | undefined {
    if (this.options === undefined) return undefined;
    const actions: Action[] = [];
    for (let i = 0; i < this.cursor; i++) actions.push((this.entries[i] as MatchStep).action);
    return recordOf(this.options, this.states[0] as GameState, actions);
  }

  /** The current state as a save: {@link serialize}. The history is not saved. */
  serialize(): string {
    return serialize(this.state);
  }

  private emit(events: readonly GameEvent[] | undefined, cause: MatchChange['cause'], entry: MatchStep): void {
    const subs = this.subscriptions;
    if (subs.length === 0) return;
    const state = this.state;
    if (events !== undefined) {
      for (const event of events) {
        for (const sub of subs) {
          if (sub.live && (sub.type === event.type || sub.type === '*')) (sub.fn as (e: GameEvent) => void)(event);
        }
      }
    }
    let change: MatchChange | undefined;
    for (const sub of subs) {
      if (sub.live && sub.type === 'state') {
        change ??= { cause, state, entry };
        (sub.fn as (c: MatchChange) => void)(change);
      }
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
