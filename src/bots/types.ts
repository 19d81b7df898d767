/**
 * The one interface every bot implements.
 * @module
 */
import type { Action, PlayerView } from '../index.js';
import type { BotRng } from './rng.js';

/**
 * A bot: chooses one of the legal actions from what its player may see.
 *
 * A bot decides only from the player view (everything on the table, with no generator state, no
 * seed and no order of future draws), the list of legal actions (never empty; every entry has
 * the deciding seat as `player`) and its own generator for this decision. It must return one of
 * the listed actions (the very object, or an equal one). Since the three inputs are all it
 * knows, a bot game is replayed exactly from the game options and the bots, and no bot can
 * peek at future draws.
 * @example
 * ```ts
 * const firstBot: Bot = { name: 'first', decide: (_view, legal) => legal[0]! };
 * ```
 * @group Bots
 */
export interface Bot {
  /** A short name for reports and for the salt of the bot's generator (e.g. `greedy`). */
  readonly name: string;
  /**
   * Chooses an action.
   * @param view What the deciding player may see (`playerView(state, seat)`).
   * @param legal Every legal action of the deciding player (`legalActions(state)`), never empty.
   * @param rng The bot's own generator for this decision (see {@link botRng}).
   */
  decide(view: PlayerView, legal: readonly Action[], rng: BotRng): Action;
}
