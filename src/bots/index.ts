/**
 * `spellbook-engine/bots`: bots that play SpellBook through the public API, behind one
 * {@link Bot} interface.
 *
 * A bot decides from what its player may see (the core's `PlayerView`: no generator state, no
 * seed) and the legal actions, plus a generator of its own ({@link botRng}, derived from the game
 * seed, the number of actions so far and a salt), so bot games replay exactly and no bot can
 * peek at future draws.
 *
 * - {@link randomBot}: uniform over the legal actions.
 * - {@link greedyBot}: one action of lookahead with a documented evaluation ({@link DEFAULT_WEIGHTS}).
 * - {@link searchBot}: Monte Carlo tree search over determinized futures ({@link determinize}),
 *   with greedy-guided playouts.
 * - {@link botForLevel}: five levels of play for front-ends, search bots of fixed budgets
 *   ({@link BOT_LEVELS}), from fast and weak to the strongest.
 *
 * Each is made by its factory (`randomBot()`, `greedyBot()`, `searchBot()`), whose unknown
 * options are refused with a {@link BotError}, as are games {@link playBots} cannot play.
 *
 * - {@link botWorkers} and {@link serveBots}: any bot in a Web Worker or a Node worker thread,
 *   behind a promise with an abort signal, so a searching bot never blocks the page.
 *
 * ```ts
 * import { greedyBot, playBots, searchBot } from 'spellbook-engine/bots';
 * const game = playBots({ players: 2, seed: 'duel' }, [searchBot(), greedyBot()]);
 * console.log(game.score.winners, game.score.players.map((p) => p.total));
 * ```
 * @module spellbook-engine/bots
 */
export type { Bot } from './types.js';
export { botRng, forkRng } from './rng.js';
export type { BotRng } from './rng.js';
export { determinize, DETERMINIZED_SEED } from './determinize.js';
export { DEFAULT_WEIGHTS, evaluate, potential, remainingShare } from './evaluate.js';
export type { EvalWeights, WeightOverrides } from './evaluate.js';
export { randomBot } from './random.js';
export type { RandomBot, RandomOptions } from './random.js';
export { BotError } from './errors.js';
export type { BotErrorCode } from './errors.js';
export { greedyBot } from './greedy.js';
export type { GreedyOptions } from './greedy.js';
export { searchBot, DEFAULT_SEARCH } from './search.js';
export type { SearchOptions } from './search.js';
export { botForLevel, BOT_LEVELS, TUNED_WEIGHTS } from './levels.js';
export type { BotLevel } from './levels.js';
export { playBots, botAction, botSalt } from './play.js';
export type { BotGame, BotStep, PlayBotsOptions } from './play.js';
export { botWorkers } from './workers.js';
export type { AbortSignalLike, BotChoice, BotPosition, BotRequest, BotWorkers, BotWorkersOptions } from './workers.js';
export { answerBotRequest, serveBots, BUILT_IN_BOTS } from './serve.js';
export { BOT_OPTION_LIMITS } from './limits.js';
export type { BotFactories, ServeBotsOptions } from './serve.js';
export { BOT_PROTOCOL, BotWorkerError, readAnswer } from './protocol.js';
export type { BotAnswerMessage, BotErrorMessage, BotRequestMessage, BotWorkerErrorCode, BuiltInBots, GreedyBotOptions } from './protocol.js';
export type {
  BotPort, BotWorkerHandle, ErrorEventLike, MessageEventLike, NodeBotPort, NodeBotWorker, WebBotPort, WebBotWorker,
} from './ports.js';
