/**
 * The greedy bot: one action of lookahead with the evaluation of `evaluate.ts`.
 * @module
 */
import { applyAction, type Action, type GameState, type PlayerView } from '../index.js';
import { determinize } from './determinize.js';
import { DEFAULT_WEIGHTS, withDefaults, type EvalWeights, type WeightOverrides } from './evaluate.js';
import { memoEvaluate } from './memo.js';
import type { BotRng } from './rng.js';
import type { Bot } from './types.js';
import { refuseUnknownBotOptions } from './errors.js';

/**
 * Options of {@link greedyBot} beyond the evaluation weights.
 * @group Bots
 */
export interface GreedyOptions {
  /**
   * How many sampled futures an action that draws from the pouch is evaluated on, averaged
   * (a draw's outcome is unknown; actions that draw nothing are evaluated once). Default 4.
   */
  readonly samples?: number | undefined;
  /** The bot's name (default `greedy`); it salts the bot's generator. */
  readonly name?: string | undefined;
}

/** The keys of {@link GreedyOptions} (the compiler asks for every one). */
const GREEDY_OPTIONS: { readonly [K in keyof GreedyOptions]-?: true } = { samples: true, name: true };

/** Two values closer than this are a tie, broken at random by the bot's generator. */
const TIE = 1e-9;

/**
 * The state after `action`, refusing loudly: bots only apply listed actions, so a refusal is
 * an engine or bot bug.
 */
export function after(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`bot lookahead: ${JSON.stringify(action)} was refused: ${r.error.code}: ${r.error.message}`);
  return r.state;
}

/**
 * The evaluation, for the deciding player, of the state after each legal action, on one
 * determinization of `view` (the same for every action: common random numbers), averaged over
 * `samples - 1` more determinizations for the actions that draw from the pouch.
 */
export function actionValues(
  view: PlayerView,
  legal: readonly Action[],
  rng: BotRng,
  weights: EvalWeights,
  samples: number,
): number[] {
  const base = determinize(view, rng);
  const actor = (legal[0] as Action).player;
  const values: number[] = [];
  let more: GameState[] | undefined;
  for (const action of legal) {
    const next = after(base, action);
    let v = memoEvaluate(next, actor, weights);
    // The engine copies the generator state only when it draws: an untouched one means no draw.
    if (samples > 1 && next.rng !== base.rng) {
      more ??= Array.from({ length: samples - 1 }, () => determinize(view, rng));
      for (const s of more) v += memoEvaluate(after(s, action), actor, weights);
      v /= samples;
    }
    values.push(v);
  }
  return values;
}

/** The index of the highest value, ties broken uniformly by `rng`. */
export function argmax(values: readonly number[], rng: BotRng): number {
  let best = -Infinity;
  let chosen = 0;
  let ties = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v > best + TIE) {
      best = v;
      chosen = i;
      ties = 1;
    } else if (v >= best - TIE) {
      // Reservoir sampling over the tied actions.
      ties++;
      if (rng.below(ties) === 0) chosen = i;
    }
  }
  return chosen;
}

/**
 * The greedy bot: for each legal action, applies it to a determinization of the view (a sampled
 * full state, see {@link determinize}) and evaluates the result from the deciding player's
 * point of view ({@link evaluate}); chooses the best, ties broken at random. Actions that draw
 * from the pouch are evaluated on several sampled futures and averaged. An action that opens a
 * decision (a spell's choices) is judged by the state right after it, as it is.
 * @param weights Evaluation weights; missing ones default to {@link DEFAULT_WEIGHTS}.
 * @param options The number of sampled futures and the bot's name.
 * @throws BotError `unknown-option` for a key that is no weight (`path` `weights.<key>`) or no option.
 * @example
 * ```ts
 * const result = playBots({ players: 2, seed: 'x' }, [greedyBot(), randomBot()]);
 * ```
 * @group Bots
 */
export function greedyBot(weights: WeightOverrides = {}, options: GreedyOptions = {}): Bot {
  refuseUnknownBotOptions('greedyBot', weights, Object.keys(DEFAULT_WEIGHTS), 'weights.');
  refuseUnknownBotOptions('greedyBot', options, Object.keys(GREEDY_OPTIONS));
  const w = withDefaults(weights);
  const samples = Math.max(1, Math.floor(options.samples ?? 4));
  return {
    name: options.name ?? 'greedy',
    decide(view, legal, rng) {
      if (legal.length === 1) return legal[0] as Action;
      return legal[argmax(actionValues(view, legal, rng, w, samples), rng)] as Action;
    },
  };
}
