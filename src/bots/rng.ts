/**
 * The bots' own pseudo-random generator. A bot never touches the game's generator (whose state
 * a player view does not even contain): it draws from a {@link BotRng} derived from the game
 * seed, the number of actions played so far and a salt, so a game between bots is replayed
 * exactly from its options and its bots, and a bot's choices never change the game's draws.
 * @module
 */
import { hashSeed, nextUint32 } from '../index.js';

/**
 * A bot's source of randomness: a small seeded generator (sfc32) that belongs to the bot for
 * one decision. Same seed words, same sequence, on every platform.
 * @group Building blocks
 */
export interface BotRng {
  /** The next unsigned 32-bit integer. */
  uint32(): number;
  /** A number in `[0, 1)`, like `Math.random()`. */
  next(): number;
  /** An integer in `[0, n)` (`n` ≥ 1, at most 2^32). */
  below(n: number): number;
}

/** The game's sfc32 over four words of its own (a class: one object, no closures, fast in hot loops). */
class Sfc32 implements BotRng {
  private readonly words: number[];

  constructor(words: readonly [number, number, number, number]) {
    this.words = [words[0] >>> 0, words[1] >>> 0, words[2] >>> 0, words[3] >>> 0];
    // A few rounds decorrelate the first outputs from the seed words.
    for (let i = 0; i < 12; i++) nextUint32(this.words);
  }

  uint32(): number {
    return nextUint32(this.words);
  }

  next(): number {
    return this.uint32() / 4294967296;
  }

  below(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/**
 * A bot's generator for one decision, derived deterministically from the game seed (the tagged
 * seed in `GameState.seed`), the number of actions played so far (`GameState.step`) and a salt
 * (say, the seat and the bot's name), by hashing the three into 128 bits (cyrb128) that seed an
 * sfc32 generator. Never the game's generator: a bot's choices cannot move the game's draws, and
 * the same game with the same bots replays exactly.
 * @example
 * ```ts
 * const rng = botRng(state.seed, state.step, `0:${bot.name}`);
 * const action = bot.decide(playerView(state, 0), legalActions(state), rng);
 * ```
 * @group Building blocks
 */
export function botRng(gameSeed: string, actionsSoFar: number, salt: string): BotRng {
  return new Sfc32(hashSeed(`${gameSeed}\u0000${String(actionsSoFar)}\u0000${salt}`));
}

/**
 * A generator seeded by four words of another one: an independent stream for a sub-task.
 * @group Building blocks
 */
export function forkRng(rng: BotRng): BotRng {
  return new Sfc32([rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32() | 1]);
}
