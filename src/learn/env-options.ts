/**
 * The options of {@link VectorEnv}, and their reading: every key known, every value in range,
 * or a {@link LearnError} naming the option.
 * @module
 */
import { didYouMean, isPlayerCount, type GameOptions, type PlayerCount } from '../index.js';
import { randomBot, type Bot } from '../bots/index.js';
import { LearnError } from './errors.js';

/**
 * Options of {@link VectorEnv}.
 * @group Environment
 */
export interface VectorEnvOptions {
  /** N: how many games are played side by side (1 to 4096). */
  readonly games: number;
  /**
   * The games' options, as `createGame` takes them (`players` required; `spells`, `rules`,
   * `firstPlayer`, `solo`). Its `seed` is the environment's base seed (default `vector-env`):
   * episode e of game i is dealt with the seed `<base>/<i>/<e>`, so the same options give the
   * same games.
   */
  readonly game: GameOptions;
  /**
   * Who the agents are. `all` (the default): every seat of every game; each step names the seat
   * to act. `one`: one seat per game ({@link VectorEnvOptions.agentSeat}), the others played by
   * `opponents` between the agent's decisions.
   */
  readonly agents?: 'all' | 'one' | undefined;
  /**
   * `agents: 'one'`: the bots of the other seats, one for all of them or one per seat (the
   * agent's entry is not used). Default: `randomBot()` in every other seat.
   */
  readonly opponents?: Bot | readonly Bot[] | undefined;
  /**
   * `agents: 'one'`: the agent's seat. A seat number, or `rotate` (the default): episode e of
   * game i puts the agent in seat (i + e) mod players, so every seat is played as often.
   */
  readonly agentSeat?: number | 'rotate' | undefined;
  /**
   * The truncation limit: a game that has played this many actions (its `step`, the bots'
   * actions counted) without ending is truncated and reset. Default 100 000, `playBots`' limit.
   */
  readonly maxActions?: number | undefined;
  /**
   * What the observations hold: `view` (the default) the seat's observation
   * (`OBSERVATION_LAYOUT`); `full-state` the full-state encoding with the pouch's next draws
   * (`FULL_STATE_LAYOUT`), for perfect-information baselines.
   */
  readonly encoding?: 'view' | 'full-state' | undefined;
}

/** The keys of {@link VectorEnvOptions} (the compiler asks for every one). */
const KEYS: { readonly [K in keyof VectorEnvOptions]-?: true } = {
  games: true, game: true, agents: true, opponents: true, agentSeat: true, maxActions: true, encoding: true,
};

/** The most games an environment steps together. */
export const MAX_GAMES = 4096;

/** The default truncation limit: `playBots`' `maxSteps`. */
export const DEFAULT_MAX_ACTIONS = 100_000;

/** The base seed when the game options have none. */
export const DEFAULT_SEED = 'vector-env';

/** {@link VectorEnvOptions}, read and completed. */
export interface ReadOptions {
  readonly games: number;
  readonly players: PlayerCount;
  readonly game: GameOptions;
  readonly seed: string;
  readonly allAgents: boolean;
  /** Per seat, the bot that plays it when it is not the agent's (`agents: 'one'`). */
  readonly bots: readonly Bot[];
  /** The agent's seat, or -1 for `rotate`. */
  readonly agentSeat: number;
  readonly maxActions: number;
  readonly fullState: boolean;
}

function bad(path: string, message: string): LearnError {
  return new LearnError('bad-option', `VectorEnv: ${path}: ${message}`, path);
}

function isBot(value: unknown): value is Bot {
  return typeof value === 'object' && value !== null && typeof (value as Bot).decide === 'function' && typeof (value as Bot).name === 'string';
}

/**
 * Reads the options (the game options themselves are checked by `createGame` at the first deal).
 * @throws LearnError `unknown-option` or `bad-option`.
 */
export function readOptions(options: VectorEnvOptions): ReadOptions {
  if (typeof options !== 'object' || options === null) throw bad('', 'expected an options object');
  const known = Object.keys(KEYS);
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new LearnError('unknown-option', `VectorEnv: unknown option ${JSON.stringify(key)}${didYouMean(key, known)}`, key);
  }
  const games = options.games;
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) throw bad('games', `expected an integer from 1 to ${String(MAX_GAMES)}, got ${String(games)}`);
  const game = options.game;
  if (typeof game !== 'object' || game === null) throw bad('game', 'expected the games\' options, such as { players: 2 }');
  const players = game.players;
  if (!isPlayerCount(players)) throw bad('game.players', `expected 1, 2, 3 or 4, got ${String(players)}`);
  const agents = options.agents ?? 'all';
  if (agents !== 'all' && agents !== 'one') throw bad('agents', `expected 'all' or 'one', got ${String(agents)}`);
  const allAgents = agents === 'all';
  const opponents = options.opponents ?? randomBot();
  const list: readonly unknown[] = Array.isArray(opponents) ? opponents : Array.from({ length: players }, () => opponents);
  if (list.length !== players) throw bad('opponents', `expected one bot, or one per seat (${String(players)}), got ${String(list.length)}`);
  list.forEach((b, i) => {
    if (!isBot(b)) throw bad(Array.isArray(opponents) ? `opponents.${String(i)}` : 'opponents', 'expected a bot (an object with a name and a decide function)');
  });
  if (options.opponents !== undefined && allAgents) throw bad('opponents', "bots play only with agents: 'one' (every seat is an agent's under 'all')");
  const seat = options.agentSeat ?? 'rotate';
  if (seat !== 'rotate' && !(Number.isInteger(seat) && seat >= 0 && seat < players)) {
    throw bad('agentSeat', `expected 'rotate' or a seat from 0 to ${String(players - 1)}, got ${String(seat)}`);
  }
  if (options.agentSeat !== undefined && allAgents) throw bad('agentSeat', "a seat for the agent is chosen only with agents: 'one'");
  const maxActions = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  if (!Number.isInteger(maxActions) || maxActions < 1) throw bad('maxActions', `expected a positive integer, got ${String(maxActions)}`);
  const encoding = options.encoding ?? 'view';
  if (encoding !== 'view' && encoding !== 'full-state') throw bad('encoding', `expected 'view' or 'full-state', got ${String(encoding)}`);
  return {
    games, players, game, seed: game.seed ?? DEFAULT_SEED, allAgents, bots: list as readonly Bot[],
    agentSeat: seat === 'rotate' ? -1 : seat, maxActions, fullState: encoding === 'full-state',
  };
}
