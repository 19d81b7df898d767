// How TUNED_WEIGHTS (src/bots/levels.ts) were found: a coordinate search over the greedy bot's
// evaluation weights, each candidate judged by 1,000 games of greedyBot(candidate) against
// greedyBot() (DEFAULT_WEIGHTS).
//
//   nice -n 19 npx tsx bench/tune-weights.ts              # 3 sweeps, 1,000 games per candidate (about 15 core-minutes)
//   npx tsx bench/tune-weights.ts --games 200 --sweeps 1  # a quick look
//
// A sweep tries each weight but `points` (the scale) and `win` in turn, at 0.5, 0.75, 1.33 and 2
// times its value and at 0 (a weight at 0: 0.1 and 0.3 instead; `poolCap`: 2 less to 2 more,
// from 3 to 9), and keeps a value whose score rate beats the best so far by more than 1 point of
// percentage (a tie counts half). Game j of a candidate's match: seed `tune<s>-⌊j/2⌋` (s: the
// sweep's seed set, `tune` in the first sweep), the candidate in seat j mod 2, spells set1, set2,
// set3, classic in turn, the printed rules of version 2. After each sweep the best weights are
// measured again on a fresh seed set (`tune1`, `tune2`, ...), the rate to beat in the next sweep.
// Everything is seeded: the same command prints the same weights.
import { parseArgs } from 'node:util';
import { rulePresetAt, type SpellSelection } from '../src/index.js';
import { DEFAULT_WEIGHTS, greedyBot, playBots, type EvalWeights } from '../src/bots/index.js';

const { values: opts } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    sweeps: { type: 'string', default: '3' },
  },
});
const GAMES = Number(opts.games);
const SWEEPS = Number(opts.sweeps);
const SELECTIONS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];
const RULES = rulePresetAt('printed', 2);

type Weights = Record<keyof EvalWeights, number>;

/** The candidate's score rate in `GAMES` games against the default greedy bot, on the seed set `tag`. */
function rate(w: Weights, tag: string): number {
  const a = greedyBot(w);
  const b = greedyBot(DEFAULT_WEIGHTS);
  let points = 0;
  for (let j = 0; j < GAMES; j++) {
    const pair = Math.floor(j / 2);
    const seat = j % 2;
    const game = playBots({ players: 2, seed: `${tag}-${pair}`, spells: SELECTIONS[pair % 4]!, rules: RULES }, seat === 0 ? [a, b] : [b, a]);
    const winners = game.score.winners;
    points += winners.length > 1 ? 0.5 : winners[0] === seat ? 1 : 0;
  }
  return points / GAMES;
}

let best: Weights = { ...DEFAULT_WEIGHTS };
let bestRate = rate(best, 'tune');
console.log(`defaults: ${bestRate.toFixed(4)}`);
const keys = (Object.keys(DEFAULT_WEIGHTS) as (keyof EvalWeights)[]).filter((k) => k !== 'points' && k !== 'win');
for (let sweep = 0; sweep < SWEEPS; sweep++) {
  for (const k of keys) {
    const v = best[k];
    const tries = k === 'poolCap'
      ? [v - 2, v - 1, v + 1, v + 2].filter((x) => x >= 3 && x <= 9)
      : [v * 0.5, v * 0.75, v * 1.33, v * 2, ...(v === 0 ? [0.1, 0.3] : [0])];
    for (const t of tries) {
      const candidate = { ...best, [k]: Number(t.toFixed(4)) };
      const r = rate(candidate, 'tune');
      const kept = r > bestRate + 0.01;
      console.log(`  ${k} = ${t.toFixed(3)}: ${r.toFixed(4)}${kept ? ' (kept)' : ''}`);
      if (kept) {
        best = candidate;
        bestRate = r;
      }
    }
  }
  bestRate = rate(best, `tune${sweep + 1}`);
  console.log(`sweep ${sweep + 1}: ${bestRate.toFixed(4)} on fresh seeds, ${JSON.stringify(best)}`);
}
