/**
 * Playing whole games between bots, through the public API only.
 * @module
 */
import {
  applyAction, createRiggedGame, decider, legalActions, playerView, recordOf, scoreGame,
  type Action, type GameEvent, type GameRecord, type GameState, type RiggedOptions, type ScoreSheet,
} from '../index.js';
import { botRng } from './rng.js';
import type { Bot } from './types.js';
import { BotError, refuseUnknownBotOptions } from './errors.js';

/**
 * The salt of a seat's bot generator: the seat and the bot's name.
 * @group Playing bots
 */
export function botSalt(seat: number, bot: Bot): string {
  return `${String(seat)}:${bot.name}`;
}

/**
 * The action `bot` chooses for the player who must act in `state`: it sees
 * `playerView(state, seat)` and `legalActions(state)` and draws from
 * `botRng(state.seed, state.step, botSalt(seat, bot))`. The one step {@link playBots} repeats;
 * use it to drive bots from a loop of your own (a server, a simulator).
 * @throws BotError `game-over` when the game is over, `illegal-action` when the bot returns an
 * action that is not legal (bots fail loudly: a bot that papers over errors hides bugs).
 * @group Playing bots
 */
export function botAction(state: GameState, bot: Bot): Action {
  const seat = decider(state);
  if (seat === undefined) throw new BotError('game-over', 'botAction: the game is over');
  const legal = legalActions(state);
  const action = bot.decide(playerView(state, seat), legal, botRng(state.seed, state.step, botSalt(seat, bot)));
  if (!legal.includes(action)) {
    const key = JSON.stringify(action);
    const listed = legal.find((a) => JSON.stringify(a) === key);
    if (listed === undefined) {
      throw new BotError('illegal-action', `bot ${bot.name} (seat ${String(seat)}) chose an action that is not legal at step ${String(state.step)}: ${key}`);
    }
    return listed;
  }
  return action;
}

/**
 * What {@link playBots} reports after each action.
 * @group Playing bots
 */
export interface BotStep {
  /** The seat who acted. */
  readonly player: number;
  /** The bot that chose. */
  readonly bot: Bot;
  /** The state before the action. */
  readonly before: GameState;
  /** The action chosen. */
  readonly action: Action;
  /** The state after the action. */
  readonly after: GameState;
  /** What happened. */
  readonly events: readonly GameEvent[];
}

/**
 * Options of {@link playBots}.
 * @group Playing bots
 */
export interface PlayBotsOptions {
  /** Called after every action (for narration, logs or statistics). */
  readonly onStep?: ((step: BotStep) => void) | undefined;
  /** The most actions to play before giving up with an error; default 100 000. */
  readonly maxSteps?: number | undefined;
}

/** The keys of {@link PlayBotsOptions} (the compiler asks for every one). */
const PLAY_OPTIONS: { readonly [K in keyof PlayBotsOptions]-?: true } = { onStep: true, maxSteps: true };

/**
 * The result of {@link playBots}.
 * @group Playing bots
 */
export interface BotGame {
  /** The final state (`phase === 'ended'`). */
  readonly state: GameState;
  /** Every action played, in order. */
  readonly actions: readonly Action[];
  /** The final score sheet. */
  readonly score: ScoreSheet;
  /** The game's record (options with the tagged seed, and the actions): `replay(record)` gives `state`. */
  readonly record: GameRecord;
}

/**
 * Plays a whole game between bots: `createGame(options)`, then, until the game is over, asks the
 * bot of the seat that must decide ({@link botAction}) and applies its action. Bots are given by
 * seat (one for a solo game). The game is replayed exactly by the same options (with a seed)
 * and bots: each decision's generator comes from the game seed, the number of actions so far
 * and the seat's salt.
 * @throws SetupError on bad game options (from `createRiggedGame`, an unknown key included);
 * BotError `unknown-option` for a key of `play` that is no option, `bot-count` when the number
 * of bots is not the number of seats, `illegal-action` when a bot chooses an action that is not
 * legal, `too-many-steps` after `maxSteps` actions. Nothing is played when the options or the
 * bots are wrong.
 * @example
 * ```ts
 * const game = playBots({ players: 2, seed: 'duel' }, [greedyBot(), searchBot()]);
 * console.log(game.score.winners, game.actions.length);
 * ```
 * @group Playing bots
 */
export function playBots(options: RiggedOptions, bots: readonly Bot[], play: PlayBotsOptions = {}): BotGame {
  refuseUnknownBotOptions('playBots', play, Object.keys(PLAY_OPTIONS));
  let state = createRiggedGame(options);
  if (bots.length !== state.players.length) {
    const seats = state.players.length;
    throw new BotError('bot-count', `playBots: ${seats === 1 ? 'a solo game needs 1 bot' : `${String(seats)} seats need ${String(seats)} bots`}, got ${String(bots.length)}`);
  }
  const maxSteps = play.maxSteps ?? 100_000;
  const actions: Action[] = [];
  while (state.phase !== 'ended') {
    if (actions.length >= maxSteps) throw new BotError('too-many-steps', `playBots: the game did not end within ${String(maxSteps)} actions`);
    const player = decider(state) ?? 0; // the loop runs only while the game is not over
    const bot = bots[player] as Bot;
    const action = botAction(state, bot);
    const r = applyAction(state, action);
    if (!r.ok) throw new BotError('refused-action', `playBots: ${JSON.stringify(action)} was refused: ${r.error.code}: ${r.error.message}`);
    actions.push(action);
    play.onStep?.({ player, bot, before: state, action, after: r.state, events: r.events });
    state = r.state;
  }
  return { state, actions, score: scoreGame(state), record: recordOf(options, state, actions) };
}
