/**
 * The whole example in one command: trains the policy from scratch (learning/train.ts, its
 * defaults: the committed weights come from this), writes learning/weights.json, then plays
 * 1,000 two-player games against the random bot and 1,000 against the greedy bot
 * (learning/evaluate.ts) and prints the win rates with their 95 % Wilson intervals and the times.
 *
 *   npx tsx learning/run.ts              # about 5 minutes on a 2-core machine
 *   npx tsx learning/run.ts --record     # also records the figures the docs quote (bench/figures.json)
 */
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { learnedBot, WEIGHTS_FILE } from './bot.js';
import { describe, evaluate, type Result } from './evaluate.js';
import { main as trainMain } from './train.js';
import { greedyBot, randomBot } from 'spellbook-engine/bots';

/** What the run measured. */
export interface RunResult {
  readonly trainSeconds: number;
  readonly weightsBytes: number;
  readonly results: readonly Result[];
  readonly totalSeconds: number;
}

/** Trains, writes the weights, evaluates them; `games` per opponent (default 1,000). */
export function run(args: readonly string[]): RunResult {
  const start = performance.now();
  const weights = trainMain(args.filter((a) => a !== '--record'));
  const trainSeconds = (performance.now() - start) / 1000;
  const bot = learnedBot(weights);
  const results = [randomBot(), greedyBot()].map((opponent) => {
    const r = evaluate(bot, opponent, 1000);
    console.log(describe(r));
    return r;
  });
  const totalSeconds = (performance.now() - start) / 1000;
  const weightsBytes = statSync(WEIGHTS_FILE).size;
  console.log(`training ${trainSeconds.toFixed(0)} s, training and evaluation ${totalSeconds.toFixed(0)} s in all; weights ${String(weightsBytes)} bytes`);
  return { trainSeconds, weightsBytes, results, totalSeconds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const result = run(args);
  if (args.includes('--record')) {
    const { recordFigures } = await import('./record.js');
    recordFigures(result);
  }
}
