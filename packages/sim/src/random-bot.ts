/**
 * The simulator's random bot: every legal action equally likely, each seat of each game drawing
 * its picks, one after another, from one generator seeded once for that game and seat.
 * @module
 */
import type { Action } from 'spellbook-engine';
import { botRng, botSalt, randomBot, type Bot, type BotRng } from 'spellbook-engine/bots';

/** The engine's random bot: what the run's bots hold for a `random` seat (its name salts the generators). */
export const RANDOM_BOT: Bot = randomBot();

/** Whether `bot` is the engine's random bot, which the simulator plays as {@link seatRandomBot}. */
export function isRandomBot(bot: Bot): boolean {
  return bot === RANDOM_BOT || bot === (randomBot as Bot);
}

/**
 * The generator of the random bot of seat `seat` in the game of seed `gameSeed` (the seed the
 * game was set up with, as {@link gameSetup} gives it): `botRng(gameSeed, 0, '<seat>:random')`,
 * seeded once. The seat's picks are its successive `below(n)` draws, one per decision.
 */
export function seatGenerator(gameSeed: string, seat: number): BotRng {
  return botRng(gameSeed, 0, botSalt(seat, RANDOM_BOT));
}

/**
 * The simulator's random bot for seat `seat` of the game of seed `gameSeed`: a uniform pick from
 * the legal actions, drawn from the seat's generator ({@link seatGenerator}), which it keeps from
 * one decision to the next. The engine's `randomBot()` draws each pick from a generator of its
 * own (hashed from the seed, the step and the seat): the same uniform choice, other draws. This
 * bot holds its place in the generator: make one per game and seat ({@link gameBots} does).
 * @example
 * ```ts
 * const seats = [seatRandomBot('study#0', 0), seatRandomBot('study#0', 1)];
 * const game = playBots({ players: 2, seed: 'study#0' }, seats);
 * ```
 */
export function seatRandomBot(gameSeed: string, seat: number): Bot {
  return randomBotDrawingFrom(seatGenerator(gameSeed, seat));
}

/** A random bot that draws every pick from `rng`, in turn (the simulator's, given its seat's generator). */
export function randomBotDrawingFrom(rng: BotRng): Bot {
  return { name: RANDOM_BOT.name, decide: (_view, legal) => legal[rng.below(legal.length)] as Action };
}
