/**
 * The simulator's random bot: every legal action equally likely, each seat of each game drawing
 * its picks, one after another, from one generator seeded once for that game and seat.
 * @module
 */
import type { Action } from 'spellbook-engine';
import { botRng, randomBot, type Bot, type BotRng } from 'spellbook-engine/bots';

/** The engine's random bot: what the run's bots hold for a `random` seat. */
export const RANDOM_BOT: Bot = randomBot();

/** Whether `bot` is the engine's random bot, which the simulator plays as {@link seatRandomBot}. */
export function isRandomBot(bot: Bot): boolean {
  return bot === RANDOM_BOT || bot === (randomBot as Bot);
}

/**
 * sfc32, the engine's generator, on four 32-bit fields (a random pick is a handful of integer
 * operations, the simulator's most frequent call): the same algorithm as `botRng`'s generators.
 */
class SeatRng implements BotRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    // A few rounds decorrelate the first outputs from the seed words, as the engine's do.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    const c = (this.c << 21) | (this.c >>> 11);
    this.c = (c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.uint32() / 4294967296;
  }

  below(n: number): number {
    return Math.floor((this.uint32() / 4294967296) * n);
  }
}

/**
 * The generators of the random bot's seats in the game of seed `gameSeed` (the seed the game
 * was set up with, as {@link gameSetup} gives it), seat 0 first: the game's generator,
 * `botRng(gameSeed, 0, 'random')`, seeded once, forks one for each seat in turn
 * (`forkRng(game)`: sfc32, as the engine's). A seat's picks are its generator's successive
 * `below(n)` draws, one per decision.
 */
export function seatGenerators(gameSeed: string, players: number): BotRng[] {
  const game = botRng(gameSeed, 0, RANDOM_BOT.name);
  const out: BotRng[] = [];
  // forkRng's seeding: the same generators as forkRng(game) for each seat in turn, on fields.
  for (let seat = 0; seat < players; seat++) out.push(new SeatRng(game.uint32(), game.uint32(), game.uint32(), game.uint32() | 1));
  return out;
}

/** The generator of seat `seat`'s random bot in the game of seed `gameSeed` (see {@link seatGenerators}). */
export function seatGenerator(gameSeed: string, seat: number): BotRng {
  return seatGenerators(gameSeed, seat + 1)[seat] as BotRng;
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
