/**
 * The typed error of `spellbook-engine/learn`.
 * @module
 */

/**
 * Stable codes of {@link LearnError}:
 * - `unknown-option`: an options object has a key that is no option (`path` names it);
 * - `bad-option`: an option's value is out of its range (`path` names it);
 * - `bad-seat`: a seat that is not one of the game's;
 * - `bad-buffer`: an output array too short for what is written into it;
 * - `unsupported-position`: a position the layouts cannot encode (a player count other than 1
 *   to 4, a rule value or step unknown to this version of the layout);
 * - `unencodable-action`: an action with no index in the action space (a spell not in the game,
 *   a mode beyond the {@link MODE_SLOTS}-th, a Clone copy from a seat that does not exist);
 * - `not-a-choice`: an index that is not a legal choice of the position (outside the mask);
 * - `bad-actions`: `VectorEnv.step` was given anything but one legal index per game (nothing is
 *   played then);
 * - `not-started`: `VectorEnv.step` before `reset`;
 * - `game-over`: a choice asked of a game that is over.
 * @group Errors
 */
export type LearnErrorCode =
  | 'unknown-option' | 'bad-option' | 'bad-seat' | 'bad-buffer' | 'unsupported-position' | 'unencodable-action'
  | 'not-a-choice' | 'bad-actions' | 'not-started' | 'game-over';

/**
 * Thrown by the encoders, the action space and the environment for input they cannot take.
 * Nothing changes when it is thrown: an environment whose `step` refuses its actions is where it was.
 * @example
 * ```ts
 * try { env.step(new Int32Array(env.games)); }
 * catch (e) { if (e instanceof LearnError && e.code === 'bad-actions') console.log(e.message); }
 * ```
 * @group Errors
 */
export class LearnError extends Error {
  /** A stable code to branch on. */
  readonly code: LearnErrorCode;
  /** For `unknown-option` and `bad-option`, the option's key (`games`, `bots.1`); else `''`. */
  readonly path: string;

  constructor(code: LearnErrorCode, message: string, path = '') {
    super(message);
    this.name = 'LearnError';
    this.code = code;
    this.path = path;
  }
}
