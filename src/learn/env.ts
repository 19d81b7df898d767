/**
 * The vectorised environment: N games stepped together, with observations, masks, rewards,
 * terminations and truncations in flat typed arrays, and Gymnasium's automatic reset.
 * @module
 */
import {
  _UncheckedStepper as UncheckedStepper, applyAction, createGame, decider, scoreGame,
  type Action, type GameState, type PlayerCount, type ScoreSheet,
} from '../index.js';
import { botAction } from '../bots/index.js';
import { ACTION_COUNT } from './action-space.js';
import { ChoiceTable } from './choices.js';
import { readOptions, type ReadOptions, type VectorEnvOptions } from './env-options.js';
import { LearnError } from './errors.js';
import { writeNextDraws } from './full-state.js';
import { FULL_STATE_LAYOUT, OBSERVATION_LAYOUT, type ObservationLayout } from './layout.js';
import { ALL_TOUCHED, Observer } from './observer.js';

/** The unbuilt actions of a decision that has none. */
const NO_ACTIONS: readonly Action[] = Object.freeze([]);

/**
 * What an environment reports at the end of a step about games that ended or were truncated
 * (Gymnasium's `infos`), by game: `null` for a game that goes on.
 * @group Environment
 */
export interface VectorInfos {
  /**
   * For each game that ended or was truncated at this step, the final position's observation
   * of every seat, seat after seat (`players × observationSize` floats: seat s's from
   * `s × observationSize`); the game's row of `observations` is already the next game's first.
   */
  readonly finalObservations: (Float32Array | null)[];
  /** For each game that ended or was truncated at this step, its score sheet (`final` false when truncated). */
  readonly finalScores: (ScoreSheet | null)[];
  /** For each game, the actions its current episode has played (every seat's, bots' included). */
  readonly episodeActions: Int32Array;
  /** For each game, how many episodes it has finished (ended or truncated). */
  readonly episodes: Int32Array;
}

/**
 * One step's output, in flat arrays indexed by game (`i`), seat (`s`) and action index (`a`).
 * The arrays are the environment's own, overwritten by the next `step` or `reset`: copy what
 * you keep.
 * @group Environment
 */
export interface VectorStep {
  /** For each game, the observation of the seat to act: `games × observationSize` floats, game i's from `i × observationSize`. */
  readonly observations: Float32Array;
  /** For each game, its mask: `games × A` bytes, 1 at each legal index of game i (from `i × A`). */
  readonly masks: Uint8Array;
  /** For each game, the seat to act, whose observation and mask these are. */
  readonly seats: Int32Array;
  /**
   * The masks' legal indices, listed: game i's `choiceCounts[i]` indices from `i × A`, in the
   * order of `legalActions` (for a sampler that should not scan `A` bytes).
   */
  readonly choices: Int32Array;
  /** For each game, how many legal indices it has. */
  readonly choiceCounts: Int32Array;
  /**
   * Rewards of this step, `games × players` (game i's seat s at `i × players + s`): 0 until a
   * game ends; then, at the step that ends it, 1 for its only winner, 0.5 for each of several
   * sharing first place, 0 for the others. A solo game: 1 for a win, 0.5 for a tie, 0 for a
   * loss. A truncated game: 0.
   */
  readonly rewards: Float32Array;
  /** For each game, 1 when its game ended at this step (it has been reset since). */
  readonly terminations: Uint8Array;
  /** For each game, 1 when its game reached `maxActions` without ending at this step (it has been reset since). */
  readonly truncations: Uint8Array;
  /** What ended, by game. */
  readonly infos: VectorInfos;
}

/**
 * N games of SpellBook stepped together, for reinforcement learning: `reset()`, then
 * `step(actions)` with one index of the action space per game (legal: its mask's byte is 1),
 * which plays it and returns each game's next observation and mask, the seat to act, the
 * rewards, and which games ended (terminations) or hit the action limit (truncations). A game
 * that ends is reset at once, as Gymnasium's vector environments do: its row then holds the
 * next game's first observation, and `infos.finalObservations` the final position's.
 *
 * `agents: 'all'` (the default) makes every seat an agent: each step names the seat to act in
 * each game. `agents: 'one'` gives each game one agent's seat and plays the other seats with
 * built-in bots (`spellbook-engine/bots`) between the agent's decisions.
 *
 * Seeded: episode e of game i is dealt with the seed `<base>/<i>/<e>`, and the bots draw from
 * their own seeded generators, so the same options and the same actions replay the same games.
 * The agents' actions are played on the engine's playout path (one working copy per game, kept
 * from action to action, each action one the environment listed for that very position: no
 * check, no event and no new state per action), the bots' through `applyAction`; every step is
 * a step of the real game, the same as `legalActions` then `applyAction` (the tests replay the
 * environment's games through them and compare every observation and mask).
 * @example
 * ```ts
 * const env = new VectorEnv({ games: 64, game: { players: 4, spells: 'classic' } });
 * let out = env.reset();
 * const actions = new Int32Array(env.games);
 * for (let t = 0; t < 1000; t++) {
 *   for (let i = 0; i < env.games; i++) actions[i] = out.choices[i * ACTION_COUNT]!; // the first legal index
 *   out = env.step(actions);
 * }
 * ```
 * @group Environment
 */
export class VectorEnv {
  /** N, the number of games. */
  readonly games: number;
  /** The seats of each game. */
  readonly players: PlayerCount;
  /** The observations' layout (the full-state layout with `encoding: 'full-state'`). */
  readonly layout: ObservationLayout;
  /** Floats per observation: `layout.size`. */
  readonly observationSize: number;
  /** `A`: bytes per mask. */
  readonly actionCount: number = ACTION_COUNT;

  readonly #options: ReadOptions;
  #seed: string;
  #started = false;
  /** Each game, played on the engine's unchecked path (every action one its table listed). */
  readonly #games: UncheckedStepper[];
  /** For each game, 1 when its stepper is new (a deal, or bots' moves): its observation is then made whole. */
  readonly #fresh: Uint8Array;
  readonly #tables: ChoiceTable[];
  readonly #observers: Observer[];
  readonly #agentSeats: Int32Array;
  readonly #out: {
    observations: Float32Array; masks: Uint8Array; seats: Int32Array; choices: Int32Array; choiceCounts: Int32Array;
    rewards: Float32Array; terminations: Uint8Array; truncations: Uint8Array; infos: VectorInfos;
  };

  /**
   * Makes the environment; nothing is dealt before {@link VectorEnv.reset}.
   * @throws LearnError `unknown-option` or `bad-option` for options it cannot take.
   */
  constructor(options: VectorEnvOptions) {
    const read = readOptions(options);
    this.#options = read;
    this.#seed = read.seed;
    this.games = read.games;
    this.players = read.players;
    this.layout = (read.fullState ? FULL_STATE_LAYOUT : OBSERVATION_LAYOUT)[read.players];
    this.observationSize = this.layout.size;
    const n = read.games;
    this.#games = [];
    this.#fresh = new Uint8Array(n);
    this.#lists = Array.from({ length: n }, (): Action[] => []);
    this.#choiceBuffer = new Int32Array(n * ACTION_COUNT);
    this.#tables = Array.from({ length: n }, (_, i) => new ChoiceTable(this.#choiceBuffer, i * ACTION_COUNT));
    this.#observers = Array.from({ length: n }, () => new Observer(read.players));
    this.#agentSeats = new Int32Array(n);
    this.#out = {
      observations: new Float32Array(n * this.observationSize),
      masks: new Uint8Array(n * ACTION_COUNT),
      seats: new Int32Array(n),
      choices: this.#choiceBuffer,
      choiceCounts: new Int32Array(n),
      rewards: new Float32Array(n * read.players),
      terminations: new Uint8Array(n),
      truncations: new Uint8Array(n),
      infos: {
        finalObservations: new Array<Float32Array | null>(n).fill(null),
        finalScores: new Array<ScoreSheet | null>(n).fill(null),
        episodeActions: new Int32Array(n),
        episodes: new Int32Array(n),
      },
    };
  }

  readonly #choiceBuffer: Int32Array;
  /** The actions of the step being played, by game (read from the indices before any is played). */
  readonly #picked: Action[] = [];
  /** Each game's list of its decision's listed actions. */
  readonly #lists: Action[][];

  /**
   * Deals every game anew (episode 0 of each; with `seed`, a new base seed) and returns the
   * first observations and masks. In `agents: 'one'` mode the bots play until each game's agent
   * must act.
   * @throws SetupError for game options `createGame` refuses (an unknown key, a bad selection).
   */
  reset(seed?: string): VectorStep {
    if (seed !== undefined && typeof seed !== 'string') throw new LearnError('bad-option', `VectorEnv.reset: the seed must be a string, got ${typeof seed}`, 'seed');
    const base = seed ?? this.#seed;
    const states = Array.from({ length: this.games }, (_, i) => this.#deal(base, i, 0));
    this.#seed = base;
    this.#games.length = 0;
    for (const state of states) this.#games.push(new UncheckedStepper(state));
    this.#fresh.fill(1);
    const out = this.#out;
    out.rewards.fill(0);
    out.terminations.fill(0);
    out.truncations.fill(0);
    out.infos.finalObservations.fill(null);
    out.infos.finalScores.fill(null);
    out.infos.episodes.fill(0);
    out.masks.fill(0);
    for (let i = 0; i < this.games; i++) {
      this.#tables[i]!.clear();
      this.#begin(i);
    }
    this.#started = true;
    return out;
  }

  /**
   * Plays one index per game (`actions[i]` in game i, for its seat to act) and returns what
   * followed. Every index is checked first: one that is not legal in its game (its mask's byte
   * is not 1) refuses the whole step, and nothing is played.
   * @throws LearnError `not-started` before `reset`, `bad-actions` for anything but `games`
   * legal indices; BotError from a bot that fails (`agents: 'one'`).
   */
  step(actions: ArrayLike<number>): VectorStep {
    if (!this.#started) throw new LearnError('not-started', 'VectorEnv.step: call reset() first');
    if (actions === null || typeof actions !== 'object' || actions.length !== this.games) {
      throw new LearnError('bad-actions', `VectorEnv.step: expected ${String(this.games)} action indices, one per game, got ${actions === null || typeof actions !== 'object' ? String(actions) : `${String(actions.length)}`}`);
    }
    const picked = this.#picked;
    for (let i = 0; i < this.games; i++) {
      const action = this.#tables[i]!.actionAt(actions[i] as number);
      if (action === undefined) {
        throw new LearnError('bad-actions', `VectorEnv.step: game ${String(i)}: ${String(actions[i])} is not a legal index (its mask has ${String(this.#tables[i]!.count)})`);
      }
      picked[i] = action;
    }
    const out = this.#out;
    out.rewards.fill(0);
    out.terminations.fill(0);
    out.truncations.fill(0);
    out.infos.finalObservations.fill(null);
    out.infos.finalScores.fill(null);
    for (let i = 0; i < this.games; i++) {
      // Unchecked: the action is one the game's table listed for this very position.
      this.#games[i]!.play(picked[i]!);
      this.#begin(i);
    }
    return out;
  }

  /**
   * The state of game `i` now (read only): made when first asked for after a step, then the
   * same object until the next step.
   */
  state(i: number): GameState {
    const game = this.#games[i];
    if (game === undefined) throw new LearnError(this.#started ? 'bad-option' : 'not-started', `VectorEnv.state: no game ${String(i)}`);
    return game.state();
  }

  /**
   * The action index `index` plays in game `i` now (for a Learn class, its representative), or
   * `undefined` when it is not legal there.
   */
  actionAt(i: number, index: number): Action | undefined {
    return this.#tables[i]?.actionAt(index);
  }

  /** The agent's seat in game `i`'s current episode (`agents: 'one'`), or -1 when every seat is an agent's. */
  agentSeat(i: number): number {
    return this.#options.allAgents ? -1 : (this.#agentSeats[i] ?? -1);
  }

  #deal(base: string, i: number, episode: number): GameState {
    return createGame({ ...this.#options.game, seed: `${base}/${String(i)}/${String(episode)}` });
  }

  /**
   * Game i after an action (or a deal): the bots play their seats (`agents: 'one'`); a game that
   * ended or reached the limit is scored, reported and dealt anew; then its observation and mask.
   */
  #begin(i: number): void {
    const o = this.#options;
    const out = this.#out;
    let game = this.#games[i]!;
    for (;;) {
      const seat = o.allAgents ? -1 : this.#seatOf(i);
      if (seat >= 0) {
        this.#agentSeats[i] = seat;
        if (!game.ended && game.step < o.maxActions && game.decider() !== seat) game = this.#botsPlay(i, game.state(), seat);
      }
      if (!game.ended && game.step < o.maxActions) break;
      this.#finish(i, game);
      const episode = ++out.infos.episodes[i]!;
      game = this.#restart(i, this.#deal(this.#seed, i, episode));
    }
    out.infos.episodeActions[i] = game.step;
    const who = game.decider();
    out.seats[i] = who;
    const size = this.observationSize;
    const observer = this.#observers[i]!;
    const touched = game.takeTouched();
    observer.encode(out.observations, i * size, game.position, who, who, this.#fresh[i] === 1 ? ALL_TOUCHED : touched);
    this.#fresh[i] = 0;
    if (o.fullState) writeNextDraws(out.observations, i * size + observer.plan.size, game.state());
    // The game's own list (the table keeps it until the next decision), the takes or stores
    // left unbuilt: a few actions, so emptying it by pops is cheap.
    const rest = this.#lists[i]!;
    while (rest.length > 0) rest.pop();
    const kinds = game.list(rest);
    const table = this.#tables[i]!;
    table.fillUnbuilt(game.position, kinds, rest, kinds === 0 ? NO_ACTIONS : game.unbuiltActions(), out.masks, i * ACTION_COUNT, observer.spellTable);
    out.choiceCounts[i] = table.count;
  }

  /** Game i goes on from `state` (a deal, or the bots' moves) on a new stepper, observed whole. */
  #restart(i: number, state: GameState): UncheckedStepper {
    const game = new UncheckedStepper(state);
    this.#games[i] = game;
    this.#fresh[i] = 1;
    return game;
  }

  /** The bots play game i's other seats from `state` (each action checked) until `seat` must act, the game ends or reaches the limit. */
  #botsPlay(i: number, state: GameState, seat: number): UncheckedStepper {
    const o = this.#options;
    while (state.phase !== 'ended' && state.step < o.maxActions && decider(state) !== seat) {
      const who = decider(state) as number;
      const r = applyAction(state, botAction(state, o.bots[who]!));
      if (!r.ok) throw new LearnError('bad-actions', `VectorEnv: game ${String(i)}: the engine refused bot ${o.bots[who]!.name}'s action (${r.error.code})`);
      state = r.state;
    }
    return this.#restart(i, state);
  }

  /** The agent's seat of game i's current episode (`agents: 'one'`). */
  #seatOf(i: number): number {
    const o = this.#options;
    return o.agentSeat >= 0 ? o.agentSeat : (i + this.#out.infos.episodes[i]!) % o.players;
  }

  /** Reports the end (or the truncation) of game i's episode, played by `game`. */
  #finish(i: number, game: UncheckedStepper): void {
    const state = game.state();
    const out = this.#out;
    const n = this.players;
    const sheet = scoreGame(state);
    const ended = state.phase === 'ended';
    if (ended) {
      out.terminations[i] = 1;
      if (sheet.solo !== null) out.rewards[i * n] = sheet.solo.result === 'win' ? 1 : sheet.solo.result === 'tie' ? 0.5 : 0;
      else for (const w of sheet.winners) out.rewards[i * n + w] = sheet.winners.length > 1 ? 0.5 : 1;
    } else {
      out.truncations[i] = 1;
    }
    const size = this.observationSize;
    const finals = new Float32Array(n * size);
    // Each seat's observation by the game's observer (encodeObservation's floats), which then
    // rewrites only the ranges that depend on the seat from one seat to the next.
    const observer = this.#observers[i]!;
    const who = decider(state);
    let touched = this.#fresh[i] === 1 ? ALL_TOUCHED : game.takeTouched();
    for (let s = 0; s < n; s++) {
      observer.encode(finals, s * size, state, s, who, touched);
      touched = 0;
      if (this.#options.fullState) writeNextDraws(finals, s * size + observer.plan.size, state);
    }
    out.infos.finalObservations[i] = finals;
    out.infos.finalScores[i] = sheet;
  }
}
