/**
 * The one way to build a {@link GameState}: from named fields, into an object whose keys always
 * come in the same order. Every state the engine makes (a step's result, a new game, a loaded
 * save, a bot's sampled future) goes through {@link makeState}, so all states share one object
 * shape: V8 keeps property reads on them fast (one hidden class, monomorphic access), and a saved
 * state's JSON lists its keys in one order whatever built it.
 * @module
 */
import type { GameState } from './types.js';

/**
 * The fields of a {@link GameState}, by name: what {@link makeState} is built from. Named
 * rather than positional, so that two fields of one type (two counters, two multisets) cannot
 * be swapped unnoticed; the compiler asks for each of them.
 */
export type GameStateFields = { readonly [K in keyof GameState]: GameState[K] };

/**
 * Builds a state from its fields, with the engine's fixed key order (the order of this literal,
 * which {@link STATE_KEYS} reads back). The fields are taken as they are: nothing is copied or
 * checked (a loaded save is checked before it gets here, and the engine's own steps keep the
 * invariants).
 * @example
 * ```ts
 * // A state is its own fields: a spread in any order comes out in the engine's order.
 * const later = makeState({ step: state.step + 1, ...state });
 * ```
 */
export function makeState(f: GameStateFields): GameState {
  // A literal, not a copy loop: one allocation with its final shape, which Draft.finish needs
  // once per action. The compiler checks that it names every field of GameState and no other.
  return {
    seed: f.seed,
    rng: f.rng,
    spells: f.spells,
    rules: f.rules,
    firstPlayer: f.firstPlayer,
    players: f.players,
    active: f.active,
    day: f.day,
    phase: f.phase,
    phaseActions: f.phaseActions,
    altar: f.altar,
    pouch: f.pouch,
    pouchTop: f.pouchTop,
    discard: f.discard,
    endTrigger: f.endTrigger,
    opponent: f.opponent,
    pending: f.pending,
    step: f.step,
  };
}

/**
 * The keys of every state, in their order: read back from {@link makeState}'s literal (built
 * once from no fields, whose values are all `undefined` but whose keys are all present), so the
 * save reader and the builder cannot disagree on a field or its place. (Marked pure so that a
 * bundle without the save reader leaves it out.)
 */
export const STATE_KEYS: readonly (keyof GameState)[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(/* @__PURE__ */ makeState({} as GameStateFields)) as (keyof GameState)[],
);
