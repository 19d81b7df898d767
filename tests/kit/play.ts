// Steppers: apply actions that must be legal, checked or not, and the passes that move a test
// to the position it is about.
import { expect } from 'vitest';
import {
  applyAction, isLegal, legalActions,
  type Action, type GameEvent, type GameState,
} from '../../src/index.js';
import { actionKey, assertConserved, deepFreeze, xorshift, type Policy } from '../../src/testing/index.js';
import { pass } from './actions.js';

/** A state reached by one or more actions, with every event on the way. */
export interface Played {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/** Applies an action that must be legal, and nothing more; fails with the violation if it is refused. */
export function mustApply(state: GameState, action: Action): Played {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: [...r.events] };
}

/**
 * Applies an action that must be legal, checked: the action is listed and `isLegal`, the input
 * state (deep-frozen, so the engine cannot write to it) is unchanged, and the new state conserves
 * materia (the solo opponent included) and is plain JSON.
 */
export function step(state: GameState, action: Action): Played {
  const before = structuredClone(state);
  deepFreeze(state);
  expect(isLegal(state, action)).toBe(true);
  expect(legalActions(state).map(actionKey)).toContain(actionKey(action));
  const r = mustApply(state, action);
  expect(state).toEqual(before);
  assertConserved(r.state);
  expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
  return r;
}

/** Applies actions one by one with {@link step}. */
export function run(state: GameState, actions: readonly Action[]): Played {
  let s = state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = step(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Passes (checked) with whoever is active until it is `seat`'s `phase`; fails if the game ends first. */
export function passUntil(state: GameState, seat: number, phase: GameState['phase']): Played {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 1000 && !(s.active === seat && s.phase === phase) && s.phase !== 'ended'; i++) {
    const r = step(s, pass(s.active));
    s = r.state;
    events.push(...r.events);
  }
  expect({ active: s.active, phase: s.phase }).toEqual({ active: seat, phase });
  return { state: s, events };
}

/** Passes (checked) with whoever is active until the game is over. */
export function passToEnd(state: GameState): Played {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 1000 && s.phase !== 'ended'; i++) {
    const r = step(s, pass(s.active));
    s = r.state;
    events.push(...r.events);
  }
  expect(s.phase).toBe('ended');
  return { state: s, events };
}

/** Solo: passes the rest of the current Day; stops at the opponent's step (an effect) or the next Day. */
export function passDay(state: GameState): Played {
  let s = state;
  const events: GameEvent[] = [];
  const day = state.day;
  while (s.phase !== 'ended' && s.pending.length === 0 && s.day === day) {
    const r = step(s, pass(0));
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * Plays a game to its end through `legalActions` and `applyAction` alone, with a policy that
 * learns whenever it can (at the highest level offered), rarely stores and otherwise gathers
 * materia, so games end by the 7th spell as well as by a full board. `onStep` sees every step.
 */
export function playLearner(
  state: GameState,
  seed: number,
  onStep?: (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => void,
): GameState {
  const rand = xorshift(seed);
  let s = state;
  for (let i = 0; i < 100_000 && s.phase !== 'ended'; i++) {
    const options = legalActions(s);
    const learns = options.filter((a) => a.type === 'learn');
    const gathers = options.filter((a) => a.type === 'take' || a.type === 'draw');
    const stores = options.filter((a) => a.type === 'store');
    let choice: Action[] = options;
    if (learns.length > 0) {
      const top = Math.max(...learns.map((a) => a.level));
      choice = learns.filter((a) => a.level === top);
    } else if (s.phase === 'midday') {
      choice = stores.length > 0 && rand() < 0.15 ? stores : [pass(s.active)];
    } else if (gathers.length > 0) {
      choice = gathers;
    }
    const action = choice[Math.floor(rand() * choice.length)] as Action;
    const r = mustApply(s, action);
    onStep?.(s, action, r.state, r.events);
    s = r.state;
  }
  return s;
}

/** A seeded policy that favours spells: a listed Learn 9 times in 10, else a listed cast 8 times in 10, else any action. */
export function spellPolicy(seed: number): Policy {
  const rand = xorshift(seed);
  return (_state, legal) => {
    const learns = legal.filter((a) => a.type === 'learn');
    const casts = legal.filter((a) => a.type === 'cast');
    const from = learns.length > 0 && rand() < 0.9 ? learns : casts.length > 0 && rand() < 0.8 ? casts : legal;
    return from[Math.floor(rand() * from.length)] as Action;
  };
}
