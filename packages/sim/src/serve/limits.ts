/**
 * The bounds of `spellbook-serve`: how many games one process holds, how long a request line may
 * be, how many actions a game may take. A request past a bound gets an error line, never a crash
 * or an unbounded allocation.
 * @module
 */

/** The protocol's name and version, in every `hello` reply: a client checks it before talking. */
export const SERVE_PROTOCOL = 'spellbook-serve/1';

/**
 * The bounds of one `spellbook-serve` process.
 * @group Serve
 */
export const SERVE_LIMITS = Object.freeze({
  /** Games held at once; `create` and `load` beyond it answer `too-many-games` (close one first). */
  games: 64,
  /** Bytes of one request line, its newline excluded; a longer line answers `line-too-long`. */
  lineBytes: 1_048_576,
  /** Actions one game may take (the engine's own playouts stop there too). */
  actions: 100_000,
});
