/**
 * One simulated game: how game `i` of a run is set up (derived from the run's seed and the
 * index alone, so any process can play any game), played by the bots, and counted.
 * @module
 */
import {
  BUILTIN_SPELL_IDS, COLOURS, LEVELS, RUNES, applyAction, createRiggedGame, decider, getSpell, legalActions, listSpells, materiaOf, playOutBlind, scoreGame,
  type Action, type Colour, type EndReason, type GameState, type RiggedOptions, type Level, type SpellId,
} from 'spellbook-engine';
import { botAction, botRng, botSalt, randomBot, type Bot } from 'spellbook-engine/bots';

/** The random bot (`randomBot()` is always this one object; the deprecated value `randomBot` plays as it). */
const RANDOM_BOT = randomBot();

/** Whether `bot` is the random bot, which the fast paths below play without asking it. */
function isRandomBot(bot: Bot): boolean {
  return bot === RANDOM_BOT || bot === (randomBot as Bot);
}
import { makeBot } from './bots.js';
import { botLabel, type RunSpec } from './options.js';
import { addToTally, type GameOutcome, type Tally } from './tally.js';

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
 * The setup of game `index`: seed `<run seed>#<index>`; in an exhaustive run, spell@level
 * number `index mod C` of the cycle (C = spells × 3) learned at the start by seat
 * `⌊index / C⌋ mod players`, its card's rune cycling too, and a selection that holds the spell
 * (with `classic`, the other colours' spells cycle with the index).
 */
export function gameSetup(run: RunSpec, index: number): GameSetup {
  const seed = gameSeed(run.seed, index);
  const seatBots = Array.from({ length: run.players }, (_, s) => (run.rotateSeats ? (s + index) % run.players : s));
  if (!run.exhaustive) return { options: { players: run.players, seed, spells: run.spells }, rigged: null, seatBots };
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
  return { options: { players: run.players, seed, spells, setup: { learned } }, rigged: { seat, spell, level }, seatBots };
}

/** A game played to its end: the final position, the actions played, and each seat's learns in order. */
export interface PlayedGame {
  /** The final position. */
  readonly state: GameState;
  /** The actions played. */
  readonly actions: number;
  /** The spell@level of each spell learned, by seat, in the order of the game. */
  readonly learned: SpellLevelKey[][];
}

/**
 * Adds the learn `action` played, if it is one, to `learned` (by seat). Every spell learned is a
 * learn action played (a Learn, or the answer to an effect's learn step) and only that, so the
 * actions tell the learns: their `spell-learned` events need not be read, nor made.
 */
function countLearn(action: Action, learned: SpellLevelKey[][]): void {
  if (action.type === 'learn') learned[action.player]?.push(spellLevelKey(action.spell, action.level));
}

/** The error of a game that did not end within the run's action limit. */
function tooLong(maxActions: number): Error {
  return new Error(`the game did not end within ${maxActions} actions`);
}

/**
 * The random bot's choice (`randomBot().decide`): a uniform draw from the legal actions with the
 * bot's generator for this decision. The random bot reads no view, so the simulator builds none
 * for it: a player view copies the whole table, which costs more than the decision itself.
 */
function randomChoice(state: GameState, salt: string): Action {
  const legal = legalActions(state);
  return legal[botRng(state.seed, state.step, salt).below(legal.length)] as Action;
}

/**
 * Plays a game from `start` one position at a time, `seats[s]` deciding for seat `s`: the same
 * game as `playBots(options, seats)` (each decision by `botAction`, the random bot's without a
 * view), without what a simulation does not count (no record, no per-step callback).
 * @throws Error when the game has not ended after `maxActions` actions.
 */
export function playSteps(start: GameState, seats: readonly Bot[], maxActions: number): PlayedGame {
  const salts = seats.map((bot, seat) => botSalt(seat, bot));
  const learned: SpellLevelKey[][] = seats.map(() => []);
  let state = start;
  let actions = 0;
  while (state.phase !== 'ended') {
    if (actions >= maxActions) throw tooLong(maxActions);
    const seat = decider(state) as number; // the loop runs only while the game is not over
    const bot = seats[seat] as Bot;
    const action = isRandomBot(bot) ? randomChoice(state, salts[seat] as string) : botAction(state, bot);
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
 * The pick is the random bot's own choice (`botRng(seed, step, salt).below(n)`, `salt` by seat,
 * an index into the legal list), so it is the game {@link playSteps} plays, at the playout's
 * speed.
 * @throws Error when the game has not ended after `maxActions` actions, or when a seat is another bot.
 */
export function playRandomOut(start: GameState, seats: readonly Bot[], maxActions: number): PlayedGame {
  if (!seats.every(isRandomBot)) throw new Error('playRandomOut: every seat must be the random bot');
  const salts = seats.map((bot, seat) => botSalt(seat, bot));
  const learned: SpellLevelKey[][] = seats.map(() => []);
  const seed = start.seed;
  const end = playOutBlind(start, (count, player, step) => botRng(seed, step, salts[player] as string).below(count), {
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
    scores: score.players.map((p) => p.total),
    winners: score.winners,
    days: state.day,
    actions: played.actions,
    endReason: trigger === null ? null : (trigger.reason satisfies EndReason),
    spells: state.spells,
    learned: played.learned,
    rigged: setup.rigged === null ? null : { seat: setup.rigged.seat, key: spellLevelKey(setup.rigged.spell, setup.rigged.level) },
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
  const seats = setup.seatBots.map((b) => bots[b] as Bot);
  const play = seats.every(isRandomBot) ? playRandomOut : playSteps;
  return gameOutcome(setup, play(createRiggedGame(setup.options), seats, run.maxActions));
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

/** Plays games `from` to `to` (excluded) of a run into `tally`. */
export function playRange(run: RunSpec, from: number, to: number, tally: Tally, bots: readonly Bot[] = runBots(run)): Tally {
  const labels = run.bots.map(botLabel);
  for (let i = from; i < to; i++) {
    try {
      addToTally(tally, playGame(run, i, bots), labels);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      throw new Error(`game ${i} (seed ${JSON.stringify(gameSeed(run.seed, i))}) failed: ${message}`, { cause: e });
    }
  }
  return tally;
}

/** The order of spells in reports: the printed ones in the game's order, then others by id. */
export function spellOrder(a: SpellId, b: SpellId): number {
  const ia = (BUILTIN_SPELL_IDS as readonly string[]).indexOf(a);
  const ib = (BUILTIN_SPELL_IDS as readonly string[]).indexOf(b);
  if (ia !== ib) return ia === -1 ? 1 : ib === -1 ? -1 : ia - ib;
  return a < b ? -1 : a > b ? 1 : 0;
}
