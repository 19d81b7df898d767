/**
 * One simulated game: how game `i` of a run is set up (derived from the run's seed and the
 * index alone, so any process can play any game), played by the bots, and counted.
 * @module
 */
import {
  BUILTIN_SPELL_IDS, COLOURS, LEVELS, RUNES, applyAction, createRiggedGame, getSpell, legalActions, listSpells, materiaOf, playOutBlind, scoreGame,
  decider, type Action, type Colour, type EndReason, type GameState, type RiggedOptions, type Level, type SpellId,
} from 'spellbook-engine';
import { botAction, type Bot, type BotRng } from 'spellbook-engine/bots';
import { makeBot } from './bots.js';
import { botLabel, type RunSpec } from './options.js';
import { addPair, emptyPairs, mergePairs, type PairTally } from './pairs.js';
import { isRandomBot, randomBotDrawingFrom, seatGenerators } from './random-bot.js';
import { rulesLabel } from './rules.js';
import { addToTally, emptyTally, mergeTally, type GameOutcome, type LearnedSpell, type Tally } from './tally.js';

/** A spell at a level: `sacrifice@3`. */
export type SpellLevelKey = `${string}@${Level}`;

/** The key of a spell at a level. */
export function spellLevelKey(spell: SpellId, level: Level): SpellLevelKey {
  return `${spell}@${level}`;
}

/** The seed of game `index` of a run. */
export function gameSeed(runSeed: string, index: number): string {
  return `${runSeed}#${index}`;
}

/** The spells the exhaustive cycle goes through, in registry order (colour, then set). */
export function exhaustiveSpells(run: RunSpec): SpellId[] {
  const selection = run.spells;
  if (selection === 'classic') return listSpells().filter((s) => s.set !== null).map((s) => s.id);
  const ids: readonly SpellId[] = typeof selection === 'string'
    ? listSpells({ set: selection === 'set1' ? 1 : selection === 'set2' ? 2 : 3 }).map((s) => s.id)
    : selection;
  return [...ids].sort((a, b) => COLOURS.indexOf(getSpell(a).colour) - COLOURS.indexOf(getSpell(b).colour));
}

/** A spell at a level. */
export interface SpellAtLevel {
  /** The spell. */
  readonly spell: SpellId;
  /** The level. */
  readonly level: Level;
}

/** The spell@level combinations of the exhaustive cycle, in order. */
export function exhaustiveCycle(run: RunSpec): SpellAtLevel[] {
  return exhaustiveSpells(run).flatMap((spell) => LEVELS.map((level) => ({ spell, level })));
}

/** The rigged spell of an exhaustive game: which seat starts with which spell at which level. */
export interface RiggedStart {
  /** The seat. */
  readonly seat: number;
  /** The spell. */
  readonly spell: SpellId;
  /** Its level. */
  readonly level: Level;
}

/** How game `index` of a run is set up: the game's options, its rigged start (exhaustive runs) and the bot of each seat. */
export interface GameSetup {
  /** The options given to `createRiggedGame`. */
  readonly options: RiggedOptions;
  /** The rigged start, or `null`. */
  readonly rigged: RiggedStart | null;
  /** The index in `run.bots` of each seat's bot. */
  readonly seatBots: readonly number[];
}

/**
 * The setup of game `index`: seed `<run seed>#<index>`, the run's rules; in an exhaustive run, spell@level
 * number `index mod C` of the cycle (C = spells × 3) learned at the start by seat
 * `⌊index / C⌋ mod players`, its card's rune cycling too, and a selection that holds the spell
 * (with `classic`, the other colours' spells cycle with the index).
 */
export function gameSetup(run: RunSpec, index: number): GameSetup {
  const seed = gameSeed(run.seed, index);
  const seatBots: number[] = [];
  for (let s = 0; s < run.players; s++) seatBots.push(run.rotateSeats ? (s + index) % run.players : s);
  // A preset by its name (the same profile: run.rules is of this engine's rules version), which
  // createGame reads without checking every point again; a profile of its own as it is.
  const rules = run.rules.preset ?? run.rules.profile;
  if (!run.exhaustive) return { options: { players: run.players, seed, spells: run.spells, rules }, rigged: null, seatBots };
  const cycle = exhaustiveCycle(run);
  const { spell, level } = cycle[index % cycle.length] as SpellAtLevel;
  const round = Math.floor(index / cycle.length);
  const seat = round % run.players;
  const rune = RUNES[Math.floor(round / run.players) % RUNES.length] as (typeof RUNES)[number];
  const colour = getSpell(spell).colour;
  let spells: readonly SpellId[];
  if (run.spells === 'classic') {
    spells = COLOURS.map((c: Colour, k) => {
      if (c === colour) return spell;
      const printed = listSpells({ colour: c }).filter((s) => s.set !== null);
      return (printed[(index + k) % printed.length] as (typeof printed)[number]).id;
    });
  } else {
    spells = exhaustiveSpells(run);
  }
  const learned = Array.from({ length: run.players }, (_, s) => (s === seat ? [{ spell, level, card: materiaOf(colour, rune) }] : []));
  return { options: { players: run.players, seed, spells, rules, setup: { learned } }, rigged: { seat, spell, level }, seatBots };
}

/** A game played to its end: the final position, the actions played, and each seat's learns in order. */
export interface PlayedGame {
  /** The final position. */
  readonly state: GameState;
  /** The actions played. */
  readonly actions: number;
  /** The spells learned, by seat, in the order of the game, at the level each was learned at. */
  readonly learned: LearnedSpell[][];
}

/**
 * Adds the learn `action` played, if it is one, to `learned` (by seat). Every spell learned is a
 * learn action played (a Learn, or the answer to an effect's learn step) and only that, so the
 * actions tell the learns: their `spell-learned` events need not be read, nor made.
 */
function countLearn(action: Action, learned: LearnedSpell[][]): void {
  if (action.type === 'learn') learned[action.player]?.push({ spell: action.spell, level: action.level });
}

/** The error of a game that did not end within the run's action limit. */
function tooLong(maxActions: number): Error {
  return new Error(`the game did not end within ${maxActions} actions`);
}

/**
 * The seats of a game as the simulator plays them: `draws[s]`, for a seat of the random bot, is
 * its generator (its picks are made without asking a bot: a random pick reads no player view, and
 * a view costs more than the pick), else `null`; `bots[s]` is the bot of any other seat.
 */
export interface GameSeats {
  /** The bot of each seat that is not the random bot's; `null` for a random seat. */
  readonly bots: readonly (Bot | null)[];
  /** The generator of each random seat, else `null`. */
  readonly draws: readonly (BotRng | null)[];
}

/**
 * The seats of game `index` of a run, its bots given by entry of `run.bots` ({@link runBots}):
 * the bot of each seat after rotation, and each random seat's generator.
 */
export function gameSeats(setup: GameSetup, bots: readonly Bot[]): GameSeats {
  const seats: (Bot | null)[] = [];
  const draws: (BotRng | null)[] = [];
  let generators: BotRng[] | null = null;
  const players = setup.seatBots.length;
  for (let seat = 0; seat < players; seat++) {
    const bot = bots[setup.seatBots[seat] as number] as Bot;
    if (!isRandomBot(bot)) {
      seats.push(bot);
      draws.push(null);
      continue;
    }
    generators ??= seatGenerators(setup.options.seed as string, players);
    seats.push(null);
    draws.push(generators[seat] as BotRng);
  }
  return { bots: seats, draws };
}

/**
 * The bots of each seat of game `index` of a run, as the simulator plays them: with them,
 * `playBots(gameSetup(run, index).options, gameBots(run, index))` plays the very game the
 * simulator played (a random seat's bot draws from the seat's generator, as `seatRandomBot`).
 * Each call makes new bots (a random seat's bot keeps its place in its generator: use them for
 * one game).
 * @example
 * ```ts
 * const run = runSpec({ players: 3, games: 100, bots: ['greedy', 'random', 'random'], seed: 'study' });
 * const game = playBots(gameSetup(run, 7).options, gameBots(run, 7)); // game 7 of the report
 * ```
 */
export function gameBots(run: RunSpec, index: number): Bot[] {
  const game = gameSeats(gameSetup(run, index), runBots(run));
  return game.bots.map((bot, seat) => bot ?? randomBotDrawingFrom(game.draws[seat] as BotRng));
}

/**
 * Plays a game from `start` one position at a time: the same game as `playBots(options,
 * gameBots(run, index))` (each decision by `botAction`, a random seat's pick drawn from its
 * generator without a view), without what a simulation does not count (no record, no per-step callback).
 * @throws Error when the game has not ended after `maxActions` actions.
 */
export function playSteps(start: GameState, game: GameSeats, maxActions: number): PlayedGame {
  const learned: LearnedSpell[][] = game.draws.map(() => []);
  let state = start;
  let actions = 0;
  while (state.phase !== 'ended') {
    if (actions >= maxActions) throw tooLong(maxActions);
    const seat = decider(state) as number; // the loop runs only while the game is not over
    const draw = game.draws[seat];
    let action: Action;
    if (draw === null || draw === undefined) action = botAction(state, game.bots[seat] as Bot);
    else {
      const legal = legalActions(state);
      action = legal[draw.below(legal.length)] as Action;
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} was refused: ${r.error.code}: ${r.error.message}`);
    countLearn(action, learned);
    state = r.state;
    actions++;
  }
  return { state, actions, learned };
}

/**
 * Plays a game from `start` in which every seat is the random bot, with `playOutBlind`: one
 * working copy for the whole game, no position in between, and only the action picked is made.
 * The pick is the seat's own draw (`below(n)` from its generator, an index into the legal list),
 * so it is the game {@link playSteps} plays, at the playout's speed.
 * @throws Error when the game has not ended after `maxActions` actions, or when a seat is another bot.
 */
export function playRandomOut(start: GameState, game: GameSeats, maxActions: number): PlayedGame {
  const draws = game.draws;
  if (!draws.every((d) => d !== null)) throw new Error('playRandomOut: every seat must be the random bot');
  const learned: LearnedSpell[][] = draws.map(() => []);
  const end = playOutBlind(start, (count, player) => (draws[player] as BotRng).below(count), {
    maxActions,
    events: false,
    onAction: (action) => countLearn(action, learned),
  });
  if (end.state.phase !== 'ended') throw tooLong(maxActions);
  return { state: end.state, actions: end.actions, learned };
}

/** What the tally counts of a game set up by `setup` and played to `played`. */
export function gameOutcome(setup: GameSetup, played: PlayedGame): GameOutcome {
  const { state } = played;
  const score = scoreGame(state);
  const trigger = state.endTrigger;
  return {
    seatBots: setup.seatBots,
    firstPlayer: state.firstPlayer,
    scores: score.players.map((p) => p.total),
    winners: score.winners,
    days: state.day,
    actions: played.actions,
    endReason: trigger === null ? null : (trigger.reason satisfies EndReason),
    spells: state.spells,
    learned: played.learned,
    rigged: setup.rigged,
    solo: score.solo === null ? null : { opponent: score.solo.opponent.total, result: score.solo.result },
  };
}

/**
 * Plays game `index` of a run with the given bots (one per entry of `run.bots`) and returns what
 * the tally counts: with `playOutBlind` when every seat is the random bot ({@link playRandomOut}),
 * else one position at a time ({@link playSteps}); the same game either way.
 */
export function playGame(run: RunSpec, index: number, bots: readonly Bot[]): GameOutcome {
  const setup = gameSetup(run, index);
  const game = gameSeats(setup, bots);
  const play = game.draws.every((d) => d !== null) ? playRandomOut : playSteps;
  return gameOutcome(setup, play(createRiggedGame(setup.options), game, run.maxActions));
}

/** The bots of a run, one per entry of `run.bots` (one object per distinct configuration). */
export function runBots(run: RunSpec): Bot[] {
  const made = new Map<string, Bot>();
  return run.bots.map((config) => {
    const label = botLabel(config);
    let bot = made.get(label);
    if (bot === undefined) made.set(label, (bot = makeBot(config)));
    return bot;
  });
}

/** What a batch of games adds up to: a tally per run (the same games under each run's rules) and, for two runs, their pairs. */
export interface BatchResult {
  /** One tally per run, in the order of the runs. */
  readonly tallies: Tally[];
  /** For two runs (a comparison), each game's differences B − A; else `null`. */
  readonly pairs: PairTally | null;
}

/** An empty batch result for `runs`. */
export function emptyResult(runs: readonly RunSpec[]): BatchResult {
  return { tallies: runs.map((run) => emptyTally(run.players)), pairs: runs.length === 2 ? emptyPairs() : null };
}

/** Adds the counts of `from` to `into`. */
export function mergeResult(into: BatchResult, from: Readonly<BatchResult>): BatchResult {
  into.tallies.forEach((t, k) => mergeTally(t, from.tallies[k] as Tally));
  if (into.pairs !== null && from.pairs !== null) mergePairs(into.pairs, from.pairs);
  return into;
}

/**
 * Plays games `from` to `to` (excluded) of each run into `result`: game `i` under each run in
 * turn (runs that differ only in their rules, for a comparison: then each game's differences
 * are added to the pairs). `bots` holds each run's bots ({@link runBots}).
 */
export function playRuns(runs: readonly RunSpec[], from: number, to: number, result: BatchResult, bots: readonly (readonly Bot[])[] = runs.map(runBots)): BatchResult {
  const labels = runs.map((run) => run.bots.map(botLabel));
  for (let i = from; i < to; i++) {
    const outcomes: GameOutcome[] = [];
    for (const [k, run] of runs.entries()) {
      try {
        outcomes.push(playGame(run, i, bots[k] as readonly Bot[]));
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        const rules = runs.length > 1 ? ` under ${rulesLabel(run.rules)}` : '';
        throw new Error(`game ${i} (seed ${JSON.stringify(gameSeed(run.seed, i))})${rules} failed: ${message}`, { cause: e });
      }
      addToTally(result.tallies[k] as Tally, outcomes[k] as GameOutcome, labels[k] as string[]);
    }
    if (result.pairs !== null) addPair(result.pairs, outcomes[0] as GameOutcome, outcomes[1] as GameOutcome, labels[0] as string[]);
  }
  return result;
}

/** The order of spells in reports: the printed ones in the game's order, then others by id. */
export function spellOrder(a: SpellId, b: SpellId): number {
  const ia = (BUILTIN_SPELL_IDS as readonly string[]).indexOf(a);
  const ib = (BUILTIN_SPELL_IDS as readonly string[]).indexOf(b);
  if (ia !== ib) return ia === -1 ? 1 : ib === -1 ? -1 : ia - ib;
  return a < b ? -1 : a > b ? 1 : 0;
}
