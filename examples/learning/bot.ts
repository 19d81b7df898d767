/**
 * The trained policy as a bot of spellbook-engine/bots: it encodes the view it is given with
 * `encodeObservation`, numbers the legal actions with `indexOf`, and plays the legal index its
 * network finds most likely (a Learn class by its representative, as the environment does).
 */
import { readFileSync } from 'node:fs';
import type { Action, LearnAction } from 'spellbook-engine';
import type { Bot } from 'spellbook-engine/bots';
import { encodeObservation, indexOf, learnRepresentative } from 'spellbook-engine/learn';
import { Model, PLAYERS, best, forward, sparse, type Weights } from './model.js';

/** The committed weights' file. */
export const WEIGHTS_FILE = new URL('./weights.json', import.meta.url);

/** Reads weights from a JSON file (default: the committed ones). */
export function readWeights(file: URL | string = WEIGHTS_FILE): Weights {
  return JSON.parse(readFileSync(file, 'utf8')) as Weights;
}

/**
 * A bot that plays `weights` in 2-player games: deterministic (it takes the most likely index,
 * and never draws from its generator).
 * @throws Error for weights of another layout or action space, and, when it decides, for a game of another player count.
 */
export function learnedBot(weights: Weights = readWeights(), name = 'learned'): Bot {
  const model = Model.fromWeights(weights);
  return {
    name,
    decide(view, legal): Action {
      if (view.players.length !== PLAYERS || view.viewer === null) throw new Error(`${name}: plays a seat of 2-player games only`);
      const x = sparse(encodeObservation(view, view.viewer), 0);
      const byIndex = new Map<number, Action>();
      for (const a of legal) if (!byIndex.has(indexOf(view, a))) byIndex.set(indexOf(view, a), a);
      const indices = [...byIndex.keys()];
      const chosen = byIndex.get(best(forward(model, x, indices, indices.length), indices))!;
      return chosen.type === 'learn' ? (learnRepresentative(view, chosen as LearnAction) ?? chosen) : chosen;
    },
  };
}
