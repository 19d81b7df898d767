// Shared test helpers: apply actions that must be legal, and play seeded random games.
import { applyAction, legalActions, type Action, type GameEvent, type GameState } from '../src/index.js';

/** Applies an action that the test expects to be legal; fails loudly with the violation if not. */
export function mustApply(state: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Applies actions in order, each of which must be legal; returns the final state and all events. */
export function applyAll(state: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  for (const a of actions) {
    const r = mustApply(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A small deterministic generator for test policies (not the game's PRNG). */
export function testRng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** Plays uniformly random legal actions until the game ends or `maxSteps` is reached. */
export function playRandom(
  state: GameState,
  seed: number,
  maxSteps = 100_000,
  onStep?: (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => void,
): GameState {
  const rand = testRng(seed);
  let s = state;
  for (let i = 0; i < maxSteps && s.phase !== 'ended'; i++) {
    const options = legalActions(s);
    const action = options[Math.floor(rand() * options.length)] as Action;
    const r = mustApply(s, action);
    onStep?.(s, action, r.state, r.events);
    s = r.state;
  }
  return s;
}
