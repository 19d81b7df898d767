import { useMemo, useReducer } from 'react';
import {
  applyAction, createGame, currentDecision, legalActions,
  type Action, type Decision, type GameOptions, type GameState,
} from 'spellbook-engine';

/** A game held by a component: the state, what it waits for, and how to play. */
export interface Game {
  /** The current state (replaced, never changed, by every action). */
  readonly state: GameState;
  /** Who must decide now, and what kind of choice it is; `game-over` at the end. */
  readonly decision: Decision;
  /** Every legal action of the deciding player, in the engine's order (none at the end). */
  readonly actions: readonly Action[];
  /** Plays an action; one that is not legal in the current state (a stale click) changes nothing. */
  readonly apply: (action: Action) => void;
}

/** The reducer: the engine's `applyAction`, keeping the state when it refuses the action. */
function play(state: GameState, action: Action): GameState {
  const result = applyAction(state, action);
  return result.ok ? result.state : state;
}

/**
 * Holds a game of SpellBook created from `options` (read once, on the first render).
 * @example
 * ```tsx
 * const { decision, actions, apply } = useGame({ players: 2, seed: 'first-ui' });
 * return actions.map((a, i) => <button key={i} onClick={() => apply(a)}>{describeAction(a)}</button>);
 * ```
 */
export function useGame(options: GameOptions): Game {
  const [state, apply] = useReducer(play, options, createGame);
  // Both are pure functions of the state: recomputed only when an action replaced it.
  const decision = useMemo(() => currentDecision(state), [state]);
  const actions = useMemo(() => legalActions(state), [state]);
  return { state, decision, actions, apply };
}
