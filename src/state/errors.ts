/**
 * Errors the engine throws for bad setup options and bad saves. (Rule violations are never
 * thrown: {@link applyAction} returns them.)
 * @module
 */

/**
 * Stable codes of {@link SetupError}.
 * @group Errors
 */
export type SetupErrorCode =
  | 'invalid-options'
  | 'unknown-option'
  | 'invalid-player-count'
  | 'invalid-seed'
  | 'invalid-first-player'
  | 'invalid-spells'
  | 'invalid-rules'
  | 'invalid-rigged-setup';

/**
 * Thrown by {@link createGame} and {@link createRiggedGame} when the options are not a valid game,
 * a key that no option has included (`unknown-option`, at that key's path, with the nearest
 * option's name: `sead` gives "did you mean seed?"). Nothing is created. The message explains in English and ends with the path; the `production`
 * build leaves the explanation out (the code stands in for it).
 * @example
 * ```ts
 * try { createGame({ players: 7 as never }); }
 * catch (e) { if (e instanceof SetupError) console.log(e.code, e.path); } // 'invalid-player-count' 'players'
 * ```
 * @group Errors
 */
export class SetupError extends Error {
  /** A stable code to branch on. */
  readonly code: SetupErrorCode;
  /** The option at fault, as a dotted path such as `setup.pools.1`. */
  readonly path: string;

  /** `message`: the explanation, or `false` for none (the `production` build): the code stands in. */
  constructor(code: SetupErrorCode, path: string, message: string | false) {
    super(`${message === false ? code : message} (${path})`);
    this.name = 'SetupError';
    this.code = code;
    this.path = path;
  }
}

/**
 * Stable codes of {@link LoadError}: `too-large` is a save over one of the documented size
 * limits (such as {@link MAX_SAVE_LENGTH}).
 * @group Errors
 */
export type LoadErrorCode =
  | 'invalid-json'
  | 'invalid-envelope'
  | 'unsupported-schema'
  | 'invalid-state'
  | 'broken-invariant'
  | 'too-large';

/**
 * Thrown by {@link deserialize} when a save cannot be loaded. Nothing is loaded.
 * @example
 * ```ts
 * try { deserialize(text); }
 * catch (e) { if (e instanceof LoadError) console.log(e.code, e.path); } // 'invalid-state' '$.state.players[1].pool'
 * ```
 * @group Errors
 */
export class LoadError extends Error {
  /** A stable code to branch on. */
  readonly code: LoadErrorCode;
  /** The JSON path of the value at fault, such as `$.state.players[0].pool`. */
  readonly path: string;

  constructor(code: LoadErrorCode, path: string, message: string) {
    super(`${message} (at ${path})`);
    this.name = 'LoadError';
    this.code = code;
    this.path = path;
  }
}
