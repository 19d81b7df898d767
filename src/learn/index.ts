/**
 * `spellbook-engine/learn`: SpellBook for reinforcement learning. Fixed-length observations
 * with a documented, versioned layout, a fixed action space with masks, and a vectorised
 * environment that steps many games together, in the manner of OpenSpiel and Gymnasium.
 *
 * - {@link OBSERVATION_LAYOUT} and {@link encodeObservation}: a position as one seat sees it
 *   (`playerView`'s contents, nothing hidden), as a `Float32Array` of fixed length per player
 *   count; {@link encodeFullState} adds the pouch's next draws for perfect-information baselines.
 * - {@link ACTION_SPACE}, {@link indexOf}, {@link actionOf} and {@link actionMask}: every choice
 *   numbered once, `A` = {@link ACTION_COUNT} indices, the Learns of one class (spell, level,
 *   card rune, number of wild triples) merged into one index ({@link learnRepresentative}).
 * - {@link VectorEnv}: N games stepped together, every seat an agent or one agent against the
 *   built-in bots, with rewards, terminations, truncations and automatic resets.
 *
 * No dependencies, no Node.js modules: it runs wherever the engine runs.
 *
 * ```ts
 * import { ACTION_COUNT, VectorEnv } from 'spellbook-engine/learn';
 * const env = new VectorEnv({ games: 8, game: { players: 2 }, agents: 'one' });
 * let out = env.reset();
 * const actions = new Int32Array(env.games);
 * for (let t = 0; t < 100; t++) {
 *   for (let i = 0; i < env.games; i++) actions[i] = out.choices[i * ACTION_COUNT]!;
 *   out = env.step(actions);
 * }
 * ```
 * @groupDescription Observations
 * A position as a seat sees it, in floats, and the layout that names them.
 * @groupDescription Action space
 * The fixed action space, its masks, and the way between indices and actions.
 * @groupDescription Environment
 * Many games stepped together.
 * @groupDescription Errors
 * The typed error of this entry.
 * @module spellbook-engine/learn
 */
export {
  OBSERVATION_LAYOUT, OBSERVATION_VERSION, FULL_STATE_LAYOUT, NEXT_DRAWS, MODE_SLOTS,
} from './layout.js';
export type { ObservationLayout, ObservationRange } from './layout.js';
export { encodeObservation } from './observe.js';
export type { Position } from './observe.js';
export { encodeFullState } from './full-state.js';
export { ACTION_SPACE, ACTION_SPACE_VERSION, ACTION_COUNT } from './action-space.js';
export type { ActionRange, ActionSpace } from './action-space.js';
export { indexOf, actionOf, actionMask, learnRepresentative } from './choices.js';
export { VectorEnv } from './env.js';
export type { VectorInfos, VectorStep } from './env.js';
export type { VectorEnvOptions } from './env-options.js';
export { LearnError } from './errors.js';
export type { LearnErrorCode } from './errors.js';
