/**
 * The typed error of the bots run in this thread: their factories' options, and the games
 * {@link playBots} and {@link botAction} play.
 * @module
 */
import { didYouMean } from '../index.js';

/**
 * Stable codes of {@link BotError}:
 * - `unknown-option`: an options object of `randomBot`, `greedyBot`, `searchBot` or `playBots`
 *   has a key that is no option (`path` names it; the message names the nearest option);
 * - `bot-count`: `playBots` was given a number of bots other than the number of seats;
 * - `game-over`: `botAction` was asked for an action in a game that is over;
 * - `illegal-action`: a bot chose an action that is not one of the legal actions;
 * - `refused-action`: the engine refused the action a bot chose (a bug of the engine: a listed
 *   action is always applied);
 * - `too-many-steps`: the game did not end within `playBots`' `maxSteps` actions;
 * - `invalid-option`: an option has a value the bot does not take (`searchBot`'s `value` other
 *   than `lead` or `learned`; `path` names it);
 * - `invalid-level`: `botForLevel` was given anything but the integers 1 to 5.
 * @group Playing bots
 */
export type BotErrorCode =
  | 'unknown-option' | 'bot-count' | 'game-over' | 'illegal-action' | 'refused-action' | 'too-many-steps' | 'invalid-option' | 'invalid-level';

/**
 * Thrown by the bot factories for an unknown option, and by {@link playBots} and
 * {@link botAction} when a game between bots cannot go on. Nothing is played after it.
 * @example
 * ```ts
 * try {
 *   playBots({ players: 3, seed: 'x' }, [greedyBot(), randomBot()]);
 * } catch (e) {
 *   if (e instanceof BotError && e.code === 'bot-count') console.log(e.message); // 3 seats need 3 bots, got 2
 * }
 * ```
 * @group Playing bots
 */
export class BotError extends Error {
  /** A stable code to branch on. */
  readonly code: BotErrorCode;
  /**
   * For `unknown-option` and `invalid-option`, the key at fault as a dotted path from the options
   * object given (`samples`, `weights.tempo`, `maxStep`, `value`); for the other codes, `''`.
   */
  readonly path: string;

  constructor(code: BotErrorCode, message: string, path = '') {
    super(message);
    this.name = 'BotError';
    this.code = code;
    this.path = path;
  }
}

/** The nearest known name, or the list of them when none is near. */
function hint(key: string, known: readonly string[]): string {
  const near = didYouMean(key, known);
  if (near !== '') return near;
  return known.length === 0 ? ' (it takes none)' : ` (known: ${known.join(', ')})`;
}

/**
 * Refuses the first key of `options` that is not one of `known`: a {@link BotError}
 * `unknown-option` at `prefix` + the key, naming `reader` and the nearest known key.
 */
export function refuseUnknownBotOptions(reader: string, options: object, known: readonly string[], prefix = ''): void {
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const path = `${prefix}${key}`;
    throw new BotError('unknown-option', `${reader}: unknown option ${JSON.stringify(path)}${hint(key, known)}`, path);
  }
}
