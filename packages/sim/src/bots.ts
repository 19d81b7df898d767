/**
 * The simulator's bots, built from their plain-data description ({@link BotConfig}) through
 * `spellbook-engine/bots`.
 * @module
 */
import { DEFAULT_SEARCH, DEFAULT_WEIGHTS, greedyBot, randomBot, searchBot, type Bot, type EvalWeights, type SearchOptions } from 'spellbook-engine/bots';
import { SimulationOptionsError, type BotConfig } from './options.js';

/** `greedy` parameters that are options of the bot rather than evaluation weights. */
const GREEDY_OPTIONS = ['samples'] as const;
/**
 * `search` parameters that are options of the bot; the others are evaluation weights. Taken
 * from the bot's own defaults, so that every numeric option of `searchBot` is reachable here.
 */
const SEARCH_OPTIONS: readonly string[] = ['timeMs', ...Object.keys(DEFAULT_SEARCH)];
const WEIGHTS = Object.keys(DEFAULT_WEIGHTS);

/** Splits a bot's parameters into its options and its evaluation weights; refuses unknown names. */
function split(config: BotConfig, options: readonly string[]): { options: Record<string, number>; weights: Partial<EvalWeights> } {
  const out: Record<string, number> = {};
  const weights: Record<string, number> = {};
  for (const [key, value] of Object.entries(config.params ?? {})) {
    if (options.includes(key)) out[key] = value;
    else if (WEIGHTS.includes(key)) weights[key] = value;
    else {
      throw new SimulationOptionsError('invalid-bots', `${config.bot}: unknown parameter ${JSON.stringify(key)} (options: ${options.join(', ')}; weights: ${WEIGHTS.join(', ')})`);
    }
  }
  return { options: out, weights: weights as Partial<EvalWeights> };
}

/**
 * The bot a {@link BotConfig} describes: `randomBot()`, `greedyBot(weights, { samples })` or
 * `searchBot({ iterations, timeMs, depth, candidates, exploration, epsilon, width, expandAfter,
 * scale, weights })`,
 * where any parameter named like an evaluation weight is a weight.
 * @throws SimulationOptionsError `invalid-bots` for an unknown parameter.
 */
export function makeBot(config: BotConfig): Bot {
  switch (config.bot) {
    case 'random':
      return randomBot();
    case 'greedy': {
      const { options, weights } = split(config, GREEDY_OPTIONS);
      return greedyBot(weights, options);
    }
    case 'search': {
      const { options, weights } = split(config, SEARCH_OPTIONS);
      const search: SearchOptions = { ...options, ...(Object.keys(weights).length > 0 ? { weights } : {}) };
      return searchBot(search);
    }
  }
}
