/**
 * The learned value of a position: the chance that a player wins from it, by a logistic model of
 * the differences between their {@link TERMS} and an opponent's, fitted to the results of
 * thousands of bot games (`bench/value-fit.ts` writes `value-model.ts`). The search bot's leaves
 * read it (`searchBot({ value: 'learned' })`, the levels of {@link botForLevel}).
 * @module
 */
import { decider, scoreGame, type GameState } from '../index.js';
import { remainingShare } from './evaluate.js';
import { TERM_COUNT, playerTerms } from './features.js';
import { VALUE_MODEL } from './value-model.js';

/**
 * A fitted value model: the weight of each term difference (own term minus the opponent's, in
 * {@link TERMS} order) at every stage, plus a share of the game played and once the end is
 * triggered, and the edge of the seat that moves next, by phase.
 */
export interface ValueModel {
  /** What made it: the command, the games, the held-out log-loss. */
  readonly source: string;
  /** Per term difference, whatever the stage. */
  readonly base: readonly number[];
  /** Per term difference, × the share of the game played (1 − `remainingShare`). */
  readonly byProgress: readonly number[];
  /** Per term difference, once the end is triggered. */
  readonly afterTrigger: readonly number[];
  /** The next mover's edge in the Morning, at Midday and in the Evening (− for the other seat). */
  readonly turn: readonly [number, number, number];
}

/** The model the bots use: the one bench/value-fit.ts fitted (checked against {@link ValueModel} here). */
const FITTED: ValueModel = VALUE_MODEL;

const PHASES: readonly string[] = ['morning', 'midday', 'evening'];

// The terms of every seat, reused (four seats at most).
const terms = new Float64Array(4 * TERM_COUNT);

/** The logit of `seat`'s chance against seat `o`, their terms already in `terms`. */
function logitAgainst(model: ValueModel, seat: number, o: number, progress: number, triggered: boolean, mover: number | undefined, phase: number): number {
  let z = 0;
  const a = seat * TERM_COUNT;
  const b = o * TERM_COUNT;
  for (let k = 0; k < TERM_COUNT; k++) {
    const d = (terms[a + k] as number) - (terms[b + k] as number);
    if (d === 0) continue;
    z += d * ((model.base[k] as number) + progress * (model.byProgress[k] as number) + (triggered ? (model.afterTrigger[k] as number) : 0));
  }
  if (phase >= 0 && mover !== undefined) z += (mover === seat ? 1 : mover === o ? -1 : 0) * (model.turn[phase] as number);
  return z;
}

/**
 * Each seat's chance, from 0 to 1, of winning from `state`, for games of two or more players: a
 * finished game gives 1, 0, or an equal share for tied winners; otherwise the logistic of the
 * model against the opponent it rates strongest (the fit saw 2-player games; with more players,
 * beating the strongest opponent stands for winning). A solo game has no opponent seat: 0.5.
 * Every seat's terms are read once, for all the chances.
 */
export function winChances(state: GameState, model: ValueModel = FITTED): number[] {
  const seats = state.players.length;
  if (state.phase === 'ended') {
    const winners = scoreGame(state).winners;
    return state.players.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
  }
  if (seats < 2) return [0.5];
  for (let s = 0; s < seats; s++) playerTerms(state, state.players[s]!, terms, s * TERM_COUNT);
  const progress = 1 - remainingShare(state);
  const triggered = state.endTrigger !== null;
  const mover = decider(state);
  const phase = PHASES.indexOf(state.phase);
  const out: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    let worst = Infinity;
    for (let o = 0; o < seats; o++) {
      if (o === seat) continue;
      const z = logitAgainst(model, seat, o, progress, triggered, mover, phase);
      if (z < worst) worst = z;
    }
    out.push(1 / (1 + Math.exp(-worst)));
  }
  return out;
}

/** `seat`'s chance of winning from `state` (see {@link winChances}). */
export function winChance(state: GameState, seat: number, model: ValueModel = FITTED): number {
  return winChances(state, model)[seat] as number;
}
