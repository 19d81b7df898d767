// The ladder's players by name, and how one game of a pairing is played: the seed, the seats, the
// spell selection and the rules of game j are fixed by j alone, so any game can be played again.
//
// Names:
//   random, greedy        randomBot(), greedyBot()
//   search                searchBot(): today's search bot at its default budget (150 playouts)
//   level-1 ... level-5   botForLevel(1 ... 5)
//   draft-<n>             the levels' search with n playouts (20, 150, 400, 1000 or 2500): the five
//                         levels of a first draft, kept on the ladder because their games show where
//                         more playouts stop buying strength (each keeps its draft's name, which
//                         salts its generator, so its stored games replay)
//   baseline-<n>          searchBot({ iterations: n }) of another checkout of this repository (the
//                         build before the levels), loaded from `<baseline>/src/bots/index.ts`
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rulePresetAt, type Action, type PlayerView, type SpellSelection } from '../src/index.js';
import * as Bots from '../src/bots/index.js';
import type { Bot, BotLevel, BotRng } from '../src/bots/index.js';

/** The rules every ladder game is played under: version 2, printed (so later releases replay the same games). */
export const LADDER_RULES_VERSION = 2;
const RULES = rulePresetAt('printed', LADDER_RULES_VERSION);
const SELECTIONS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];

/** A bot factory module: the current sources' `spellbook-engine/bots`, or a baseline checkout's. */
type BotsModule = typeof Bots;

/** Loads the bots of another checkout (its sources, through the loader this script runs under). */
export async function loadBaseline(dir: string): Promise<BotsModule> {
  return (await import(pathToFileURL(resolve(dir, 'src', 'bots', 'index.ts')).href)) as BotsModule;
}

/** The first draft's levels: playouts, and the name each was played under. */
const DRAFTS: Readonly<Record<string, { readonly iterations: number; readonly name: string }>> = {
  'draft-20': { iterations: 20, name: 'level-1' },
  'draft-150': { iterations: 150, name: 'level-2' },
  'draft-400': { iterations: 400, name: 'level-3' },
  'draft-1000': { iterations: 1000, name: 'level-4' },
  'draft-2500': { iterations: 2500, name: 'level-5' },
};

/** Whether `name` is a player of the ladder (baseline players need a baseline checkout). */
export function isPlayerName(name: string): boolean {
  return ['random', 'greedy', 'search'].includes(name) || /^level-[1-5]$/.test(name) || Object.prototype.hasOwnProperty.call(DRAFTS, name) || /^baseline-[1-9]\d*$/.test(name);
}

/** A fresh bot for a player name. */
export function botNamed(name: string, baseline: BotsModule | undefined): Bot {
  if (name === 'random') return Bots.randomBot();
  if (name === 'greedy') return Bots.greedyBot();
  if (name === 'search') return Bots.searchBot();
  const level = /^level-([1-5])$/.exec(name);
  if (level !== null) return Bots.botForLevel(Number(level[1]) as BotLevel);
  const draft = Object.prototype.hasOwnProperty.call(DRAFTS, name) ? DRAFTS[name] : undefined;
  if (draft !== undefined) return Bots.searchBot({ weights: Bots.TUNED_WEIGHTS, value: 'learned', ...draft });
  const base = /^baseline-([1-9]\d*)$/.exec(name);
  if (base !== null) {
    if (baseline === undefined) throw new Error(`${name} needs a baseline checkout: --baseline <dir>`);
    return baseline.searchBot({ iterations: Number(base[1]) });
  }
  throw new Error(`no ladder player is named ${JSON.stringify(name)}`);
}

/** The options of game `j` of any pairing: seed `ladder-⌊j/2⌋`, the selections in turn, rules version 2. */
export function gameOptions(j: number): { readonly players: 2; readonly seed: string; readonly spells: SpellSelection; readonly rules: typeof RULES } {
  const pair = Math.floor(j / 2);
  return { players: 2, seed: `ladder-${pair}`, spells: SELECTIONS[pair % SELECTIONS.length]!, rules: RULES };
}

/** The seat of the pairing's first player in game `j`: each seed is played from both seats. */
export function seatOfA(j: number): number {
  return j % 2;
}

/** What one game gave. */
export interface GameRecord {
  /** 1 when the first player won, 0 when the second won, 0.5 for a tie (shared victory). */
  readonly result: number;
  readonly scoreA: number;
  readonly scoreB: number;
  /** Decisions with two or more legal actions, and the milliseconds spent on them, per player. */
  readonly decisionsA: number;
  readonly msA: number;
  readonly decisionsB: number;
  readonly msB: number;
}

/** A bot that also adds up the time of its decisions with a real choice (its name unchanged). */
function timed(bot: Bot, tally: { decisions: number; ms: number }): Bot {
  return {
    name: bot.name,
    decide(view: PlayerView, legal: readonly Action[], rng: BotRng): Action {
      const start = performance.now();
      const action = bot.decide(view, legal, rng);
      if (legal.length > 1) {
        tally.ms += performance.now() - start;
        tally.decisions++;
      }
      return action;
    },
  };
}

/** Plays game `j` of the pairing `a` against `b`. */
export function playGame(a: Bot, b: Bot, j: number): GameRecord {
  const ta = { decisions: 0, ms: 0 };
  const tb = { decisions: 0, ms: 0 };
  const seat = seatOfA(j);
  const bots = seat === 0 ? [timed(a, ta), timed(b, tb)] : [timed(b, tb), timed(a, ta)];
  const game = Bots.playBots(gameOptions(j), bots);
  const winners = game.score.winners;
  return {
    result: winners.length > 1 ? 0.5 : winners[0] === seat ? 1 : 0,
    scoreA: game.score.players[seat]!.total,
    scoreB: game.score.players[1 - seat]!.total,
    decisionsA: ta.decisions,
    msA: ta.ms,
    decisionsB: tb.decisions,
    msB: tb.ms,
  };
}
