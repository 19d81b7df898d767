/**
 * The error of the action notation: what was wrong, and where.
 * @module
 */

/**
 * Stable codes of {@link NotationError}.
 * @group Errors
 */
export type NotationErrorCode =
  /** The text holds no action (only whitespace); `parseActions` skips blank and comment lines. */
  | 'empty'
  /**
   * The first word is not a player `P1` to `P4` (or `from` is not followed by one); or the
   * `player` option of {@link parseAction} is not a seat 0 to 3 (then at column 0).
   */
  | 'bad-player'
  /** The text names a player other than the `player` option of {@link parseAction} (the seat typing it). */
  | 'wrong-player'
  /** The second word is not one of the action types (`take`, `draw`, ... `stop`). */
  | 'unknown-verb'
  /** A word where a materia kind belongs is not one, e.g. `red-circel`. */
  | 'bad-materia'
  /** A word where a spell belongs is not a registered spell id. */
  | 'bad-spell'
  /** A level is not 3, 4 or 5. */
  | 'bad-level'
  /** A `mode` answer is not a kebab-case word. */
  | 'bad-mode'
  /** The text ends before the action is complete. */
  | 'missing'
  /** A word is not the keyword or symbol the grammar expects there (`on`, `spend`, `from`, `@`, `>`). */
  | 'unexpected'
  /** The action is complete but more words follow. */
  | 'extra'
  /** {@link formatAction} was given an action that has no notation (e.g. a player 7, or level 6). */
  | 'unformattable';

/**
 * Every {@link NotationErrorCode}, for exhaustive handling and tests.
 * @group Errors
 */
export const NOTATION_ERROR_CODES = [
  'empty', 'bad-player', 'wrong-player', 'unknown-verb', 'bad-materia', 'bad-spell', 'bad-level', 'bad-mode', 'missing', 'unexpected',
  'extra', 'unformattable',
] as const satisfies readonly NotationErrorCode[];

/**
 * Thrown by {@link parseAction} and {@link parseActions} for text that is not an action, and by
 * {@link formatAction} for an action that cannot be written. `line` and `column` are 1-based
 * and point at the offending word (or, for `missing`, just after the last word), counted in the
 * text as given (with the `player` option, in what the user typed); a {@link parseAction} error
 * is on line 1; a {@link formatAction} error, or a bad `player` option, has column 0 (and
 * line 0, or for {@link formatActions} the action's 1-based index).
 * @example
 * ```ts
 * try { parseAction('P1 take red-circel'); }
 * catch (e) {
 *   if (e instanceof NotationError) console.log(e.code, e.column, e.message);
 *   // 'bad-materia' 9 'not a materia kind: "red-circel" (did you mean red-circle?) (column 9)'
 * }
 * ```
 * @group Errors
 */
export class NotationError extends Error {
  /** A stable code to branch on. */
  readonly code: NotationErrorCode;
  /** The 1-based line of the text (1 for {@link parseAction}); 0 when there is no text position (a bad `player` option, {@link formatAction}). */
  readonly line: number;
  /** The 1-based column in that line (in UTF-16 code units, as a JavaScript string counts). */
  readonly column: number;
  /** The explanation alone, without the position that `message` appends. */
  readonly reason: string;

  /**
   * @param code - the stable code.
   * @param reason - the explanation (English, for logs and bug reports).
   * @param column - the 1-based column (0 when there is no text).
   * @param line - the 1-based line when the text has several lines; left out for a single action.
   */
  constructor(code: NotationErrorCode, reason: string, column: number, line?: number) {
    const where = column === 0
      ? (line === undefined ? '' : ` (action ${line})`)
      : line === undefined ? ` (column ${column})` : ` (line ${line}, column ${column})`;
    super(`${reason}${where}`);
    this.name = 'NotationError';
    this.code = code;
    this.line = line ?? (column === 0 ? 0 : 1);
    this.column = column;
    this.reason = reason;
  }
}
