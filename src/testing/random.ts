/**
 * Seeded randomness for tests: a small generator of its own (never the game's), the random
 * policies the conformance properties play with, and a random playout.
 * @module
 */
import { applyAction, legalActions, type Action, type GameEvent, type GameState } from '../index.js';
import { xorshift } from './xorshift.js';

/**
 * A generator of numbers in [0, 1), like `Math.random`, but seeded and reproducible.
 * @group Random play
 */
export type RandomSource = () => number;

/** Turns a string seed into a 32-bit integer (FNV-1a). */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A seeded generator of numbers in [0, 1): {@link xorshift} of the number, or of a hash of the
 * string (FNV-1a). The same seed always gives the same sequence. For test policies and sampling
 * only; the game draws from its own generator.
 * @example
 * ```ts
 * const rand = seededRandom('my-test');
 * rand(); // the same number on every run
 * ```
 * @group Random play
 */
export function seededRandom(seed: number | string): RandomSource {
  return xorshift(typeof seed === 'string' ? hashSeed(seed) : seed);
}

/**
 * How a random policy chooses among the legal actions:
 * - `uniform`: every legal action equally likely (games mostly end by a full familiar board);
 * - `by-type`: first an action type, uniformly, then an action of that type (passes and casts
 *   far more often: full pools, big altars, pouch refills, spell effects).
 * @group Random play
 */
export type PolicyMode = 'uniform' | 'by-type';

/**
 * The policy modes, in a fixed order.
 * @group Random play
 */
export const POLICY_MODES: readonly PolicyMode[] = ['uniform', 'by-type'];

/**
 * Chooses one of `legal` (never empty) for `state`: a bot reduced to its decision. A policy
 * must return one of the listed actions.
 * @group Random play
 */
export type Policy = (state: GameState, legal: readonly Action[]) => Action;

/**
 * A seeded random policy: chooses among the legal actions with its own generator, so the same
 * seed on the same game always makes the same choices.
 * @param seed Seed of the policy's generator (any number or string).
 * @param mode How to choose; default `uniform`.
 * @example
 * ```ts
 * const policy = randomPolicy(7, 'by-type');
 * const action = policy(state, legalActions(state));
 * ```
 * @group Random play
 */
export function randomPolicy(seed: number | string, mode: PolicyMode = 'uniform'): Policy {
  const rand = seededRandom(seed);
  if (mode === 'by-type') {
    return (_state, legal) => {
      const types = [...new Set(legal.map((a) => a.type))];
      const type = types[Math.floor(rand() * types.length)];
      const ofType = legal.filter((a) => a.type === type);
      return ofType[Math.floor(rand() * ofType.length)] as Action;
    };
  }
  return (_state, legal) => legal[Math.floor(rand() * legal.length)] as Action;
}

/**
 * What {@link playRandom} reports after each action.
 * @group Random play
 */
export type StepListener = (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => void;

/**
 * Plays legal actions chosen by a policy until the game ends or `maxSteps` actions have been
 * played, and returns the last state (check `phase === 'ended'` to know which). Uses only
 * `legalActions` and `applyAction`, and fails loudly: it throws when a game that is not over
 * lists no action, or when the action chosen is refused.
 * @param state Where to start (any state, e.g. a {@link riggedGame}).
 * @param seed The seed of a uniform {@link randomPolicy}, or a policy of your own.
 * @param maxSteps The most actions to play; default 10 000.
 * @param onStep Called after each action with the states before and after and the events.
 * @throws Error as described above.
 * @example
 * ```ts
 * const end = playRandom(createGame({ players: 3, seed: 'x' }), 42);
 * end.phase; // 'ended'
 * ```
 * @group Random play
 */
export function playRandom(
  state: GameState,
  seed: number | string | Policy,
  maxSteps = 10_000,
  onStep?: StepListener,
): GameState {
  const policy = typeof seed === 'function' ? seed : randomPolicy(seed);
  let s = state;
  for (let i = 0; i < maxSteps && s.phase !== 'ended'; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`step ${s.step}: the game is not over but no action is legal`);
    const action = policy(s, legal);
    const r = applyAction(s, action);
    if (!r.ok) {
      throw new Error(`step ${s.step}: ${JSON.stringify(action)} was refused: ${r.error.code}: ${r.error.message}`);
    }
    onStep?.(s, action, r.state, r.events);
    s = r.state;
  }
  return s;
}
