/**
 * Levels of play for front-ends: five search bots of fixed budgets, from level 1 (fast, weakest)
 * to level 5 (strongest), each playing the same moves on any machine.
 * @module
 */
import type { EvalWeights } from './evaluate.js';
import { BotError } from './errors.js';
import { searchBot, type SearchOptions } from './search.js';
import type { Bot } from './types.js';

/**
 * A level of play, from 1 (weakest, fastest) to 5 (strongest).
 * @group Bots
 */
export type BotLevel = 1 | 2 | 3 | 4 | 5;

/**
 * The evaluation weights the levels play with: {@link DEFAULT_WEIGHTS} tuned against the greedy
 * bot by a coordinate search over 1,000-game matches (a greedy bot with these weights wins about
 * three games in four against one with the defaults). No value for a spell's future use or for a
 * Learn ready in the pool, less for the progress towards one, a little more for the pool.
 * @group Bots
 */
export const TUNED_WEIGHTS: EvalWeights = /* @__PURE__ */ Object.freeze({
  points: 1,
  familiar: 1,
  spellUse: 0,
  ready: 0,
  progress: 0.075,
  spread: 0.1,
  colour: 0.133,
  triple: 0.05,
  pool: 0.133,
  poolCap: 7,
  fullPool: 0.5,
  endgame: 0.2,
  opponent: 0.3,
  win: 10,
});

/** The search options of every level (each level adds its budget and its name). */
const COMMON: SearchOptions = { weights: TUNED_WEIGHTS, value: 'learned' };

/**
 * The search options of each level, by level: a fixed number of playouts per decision (no clock),
 * the tuned weights ({@link TUNED_WEIGHTS}) and the learned value at the leaves. Pass them to
 * `searchBot`, or to a bot worker (`{ bot: 'search', options: BOT_LEVELS[3] }`), to get exactly
 * the bot {@link botForLevel} returns. The budgets (8, 20, 50, 150 and 400 playouts) make steps of
 * strength on one rating scale; beyond 400 playouts this search grows no stronger (1,000 and
 * 2,500 rated level with 400 on the ladder), so level 5 stops there.
 * @group Bots
 */
export const BOT_LEVELS: Readonly<Record<BotLevel, Readonly<SearchOptions>>> = /* @__PURE__ */ Object.freeze({
  1: Object.freeze({ ...COMMON, iterations: 8, name: 'level-1' }),
  2: Object.freeze({ ...COMMON, iterations: 20, name: 'level-2' }),
  3: Object.freeze({ ...COMMON, iterations: 50, name: 'level-3' }),
  4: Object.freeze({ ...COMMON, iterations: 150, name: 'level-4' }),
  5: Object.freeze({ ...COMMON, iterations: 400, name: 'level-5' }),
});

/**
 * The bot of a level of play: `searchBot(BOT_LEVELS[level])`. Its budget is a number of playouts,
 * never a time, so a level plays the same moves on a phone as on a server (only slower), and a
 * game between levels replays exactly from its options and its bots.
 * @param level 1 (weakest, fastest) to 5 (strongest).
 * @throws BotError `invalid-level` for anything but the integers 1 to 5.
 * @example
 * ```ts
 * const game = playBots({ players: 2, seed: 'evening' }, [botForLevel(3), greedyBot()]);
 * ```
 * @group Bots
 */
export function botForLevel(level: BotLevel): Bot {
  if (!(typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 5)) {
    throw new BotError('invalid-level', `botForLevel: the level must be an integer from 1 to 5, got ${typeof level === 'number' ? String(level) : typeof level}`);
  }
  return searchBot(BOT_LEVELS[level]);
}
