// Saves for the load tests: a mid-game state, a save's JSON opened for corruption, the LoadError
// a text gets, and the round trip every state must survive.
import { expect } from 'vitest';
import { LoadError, createGame, deserialize, serialize, type GameOptions, type GameState } from '../../src/index.js';
import { playRandom } from '../../src/testing/index.js';
import { thrownBy } from './expect.js';

type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;

/** A parsed save, open to corruption. */
export interface SaveJson {
  [key: string]: unknown;
  state: DeepMutable<GameState> & Record<string, unknown>;
}

/**
 * A game of `players` after `steps` random actions (policy `seed`), with no spell learned in
 * advance, under the rule profile `rules` (default the engine's, `printed`).
 */
export function midGame(players: 1 | 2 | 3 | 4 = 2, seed = 7, steps = 40, rules?: GameOptions['rules']): GameState {
  const options: GameOptions = { players, seed: `mid-${players}-${seed}`, ...(rules === undefined ? {} : { rules }) };
  return playRandom(createGame(options), seed, steps);
}

/** The save of `state` (by default a 2-player {@link midGame}), corrupted by `change`. */
export function corrupt(change: (save: SaveJson) => void, state: GameState = midGame()): string {
  const save = JSON.parse(serialize(state)) as SaveJson;
  change(save);
  return JSON.stringify(save);
}

/** The LoadError `deserialize` throws for `text`; fails the test if it loads or throws anything else. */
export function loadError(text: string): LoadError {
  return thrownBy(LoadError, () => deserialize(text));
}

/** Expects a state to load back equal from its save, and to save back to the same text. */
export function expectRoundTrip(s: GameState): void {
  const text = serialize(s);
  const back = deserialize(text);
  expect(back).toEqual(s);
  expect(serialize(back)).toBe(text);
}

/** The value at a path of a parsed save's state. */
export function valueAt(save: SaveJson, path: readonly (string | number)[]): unknown {
  let v: unknown = save.state;
  for (const k of path) v = (v as Record<string | number, unknown>)[k];
  return v;
}

/** Sets (or, with `undefined`, deletes) the value at a path of a parsed save's state. */
export function setAt(save: SaveJson, path: readonly (string | number)[], value: unknown): void {
  const parent = valueAt(save, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}
