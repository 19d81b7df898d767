/**
 * The documented size limits of a save. A save is untrusted text, and every operation on a loaded
 * state is bounded by what the state holds, so {@link deserialize} refuses anything larger than a
 * game can be, with a `LoadError` `too-large` at the path of the first value over a limit. Each
 * limit is far above what the engine itself writes (a save of the printed spells is a few
 * kilobytes, with at most a handful of effects and steps in progress).
 * @module
 */

/**
 * The longest save text {@link deserialize} reads, in characters (UTF-16 code units, a string's
 * `length`): 1 MiB. Longer text is refused before it is parsed (`too-large` at `$`).
 * @example
 * ```ts
 * if (text.length > MAX_SAVE_LENGTH) reply(413); // what deserialize would refuse
 * ```
 * @group Saves
 */
export const MAX_SAVE_LENGTH = 1_048_576;

/**
 * The longest seed a game may have, in characters, its `"sfc32:"` tag included: 1024.
 * {@link createGame} refuses a longer seed (`SetupError` `invalid-seed`), and {@link deserialize}
 * a save that holds one (`too-large` at `$.state.seed`).
 * @example
 * ```ts
 * createGame({ players: 2, seed: 'x'.repeat(MAX_SEED_LENGTH) }); // throws SetupError invalid-seed: the tag makes it too long
 * ```
 * @group Saves
 */
export const MAX_SEED_LENGTH = 1024;

export { MAX_PENDING_FRAMES, MAX_PENDING_STEPS } from '../state/pending-limits.js';

/**
 * The longest list a save may hold anywhere else (learned spells, familiar boards, the pouch's
 * rigged next draws, a Learn's set-aside materia, a swap's materia, a frame's steps, a choice's
 * modes, ...): 256 entries. The game itself bounds most lists far lower (a familiar board holds
 * 14, the pouch 105), and those bounds are checked after the shape; this one keeps a save from
 * making the loader read a million entries first. More is refused (`too-large` at the list).
 * @example
 * ```ts
 * state.pouchTop.length <= MAX_SAVE_LIST_LENGTH; // true: the pouch holds 105 materia at most
 * ```
 * @group Saves
 */
export const MAX_SAVE_LIST_LENGTH = 256;
