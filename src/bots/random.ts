/**
 * The random bot.
 * @module
 */
import type { Action } from '../index.js';
import { refuseUnknownBotOptions } from './errors.js';
import type { BotRng } from './rng.js';
import type { Bot } from './types.js';

/**
 * Options of {@link randomBot}.
 * @group Bots
 */
export interface RandomOptions {
  /** The bot's name (default `random`); it salts the bot's generator. */
  readonly name?: string | undefined;
}

/** The keys of {@link RandomOptions} (the compiler asks for every one). */
const RANDOM_OPTIONS: { readonly [K in keyof RandomOptions]-?: true } = { name: true };

function decideAtRandom(_view: unknown, legal: readonly Action[], rng: BotRng): Action {
  return legal[rng.below(legal.length)] as Action;
}

/** The bot `randomBot()` makes: one frozen object, so that it can be recognised by identity. */
const RANDOM: Bot = /* @__PURE__ */ Object.freeze({ name: 'random', decide: decideAtRandom });

/**
 * The factory of the random bot, which is also (deprecated) the random bot itself.
 * @group Bots
 */
export interface RandomBot {
  /**
   * Makes the random bot: every legal action equally likely, drawn from the bot's own generator.
   * `randomBot()` always returns the same frozen bot; a `name` gives a bot of its own (the name
   * salts its generator).
   * @throws BotError `unknown-option` for a key that is no option.
   */
  (options?: RandomOptions): Bot;
  /**
   * `random`.
   * @deprecated `randomBot` is a factory, as `greedyBot` and `searchBot` are: use `randomBot()`,
   * which plays the same moves. Using `randomBot` itself as a bot still works.
   */
  readonly name: 'random';
  /**
   * The random choice.
   * @deprecated `randomBot` is a factory, as `greedyBot` and `searchBot` are: use
   * `randomBot().decide`. Using `randomBot` itself as a bot still works.
   */
  readonly decide: Bot['decide'];
}

function makeRandomBot(options: RandomOptions = {}): Bot {
  refuseUnknownBotOptions('randomBot', options, Object.keys(RANDOM_OPTIONS));
  return options.name === undefined || options.name === RANDOM.name ? RANDOM : Object.freeze({ name: options.name, decide: decideAtRandom });
}

/**
 * The random bot: every legal action equally likely, drawn from the bot's own generator. A
 * baseline for the ladder and a fuzzer for integrations. A factory, as {@link greedyBot} and
 * {@link searchBot} are: `randomBot()`.
 *
 * Deprecated use: `randomBot` itself, without the call, is still a {@link Bot} (its `name` and
 * `decide` are those of `randomBot()`, so it plays the very same moves), for the programs
 * written when it was a value; new code calls `randomBot()`.
 * @example
 * ```ts
 * const game = playBots({ players: 3, seed: 'x' }, [greedyBot(), randomBot(), searchBot()]);
 * ```
 * @group Bots
 */
export const randomBot: RandomBot = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.defineProperties(makeRandomBot, {
    name: { value: RANDOM.name, enumerable: true },
    decide: { value: decideAtRandom, enumerable: true },
  }) as RandomBot,
);
