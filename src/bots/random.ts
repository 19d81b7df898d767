/**
 * The random bot.
 * @module
 */
import type { Action } from '../index.js';
import type { Bot } from './types.js';

/**
 * The random bot: every legal action equally likely, drawn from the bot's own generator. A
 * baseline for the ladder and a fuzzer for integrations.
 * @group Bots
 */
export const randomBot: Bot = Object.freeze({
  name: 'random',
  decide(_view, legal, rng) {
    return legal[rng.below(legal.length)] as Action;
  },
} satisfies Bot);
