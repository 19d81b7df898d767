// Fits the search bot's learned value (src/bots/value.ts) and writes src/bots/value-model.ts.
//
//   npx tsx bench/value-fit.ts                  # 20,000 games, then the fit; writes the model
//   npx tsx bench/value-fit.ts --games 2000     # a quick look (prints, writes nothing)
//   npx tsx bench/value-fit.ts --no-write       # prints the fit only
//
// The games: 2 players, seeds `value-<g>`, spell selections set1, set2, set3 and classic in turn,
// rules version 2 (printed). Each seat is played by the greedy bot with DEFAULT_WEIGHTS or with
// TUNED_WEIGHTS (the four pairings in turn), and each of its decisions is a uniformly random legal
// action instead with a chance of 3 %, 7 % or 11 % (in turn by game), so that the positions vary.
// Every third position of a game (by step) is a row: the differences of seat 0's terms and seat
// 1's (src/bots/features.ts), those differences × the share of the game played, the same once the
// end is triggered, and the next mover's edge by phase; its target is seat 0's result (1 won,
// 0 lost, 0.5 tied). Every fifth game is held out: the log-loss on those games is printed for the
// model, a constant 50 %, and the plain search bot's leaf (a logistic of the potential lead).
// Everything is seeded: the same command writes the same numbers on any machine.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyAction, createGame, decider, legalActions, playerView, rulePresetAt, scoreGame,
  type Action, type GameState, type SpellSelection,
} from '../src/index.js';
import { DEFAULT_WEIGHTS, botRng, greedyBot, potential, remainingShare, type Bot } from '../src/bots/index.js';
import { TUNED_WEIGHTS } from '../src/bots/levels.js';
import { TERMS, TERM_COUNT, playerTerms } from '../src/bots/features.js';
import { fitLogistic, logLoss, predict, type Rows } from './logistic.js';

const { values: opts } = parseArgs({
  options: {
    games: { type: 'string', default: '20000' },
    ridge: { type: 'string', default: '1' },
    'no-write': { type: 'boolean', default: false },
  },
});
const GAMES = Number(opts.games);
const RIDGE = Number(opts.ridge);
const WRITE = !opts['no-write'] && GAMES >= 20_000;
const SELECTIONS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];
const RULES = rulePresetAt('printed', 2);
const PHASES: readonly string[] = ['morning', 'midday', 'evening'];
const WIDTH = 3 * TERM_COUNT + 3;

/** The row of `state` from seat 0's side, written into `x` at `at`. */
function rowOf(state: GameState, x: Float64Array, at: number, scratch: Float64Array): void {
  playerTerms(state, state.players[0]!, scratch, 0);
  playerTerms(state, state.players[1]!, scratch, TERM_COUNT);
  const progress = 1 - remainingShare(state);
  const triggered = state.endTrigger === null ? 0 : 1;
  for (let k = 0; k < TERM_COUNT; k++) {
    const d = scratch[k]! - scratch[TERM_COUNT + k]!;
    x[at + k] = d;
    x[at + TERM_COUNT + k] = d * progress;
    x[at + 2 * TERM_COUNT + k] = d * triggered;
  }
  const mover = decider(state);
  const turn = mover === 0 ? 1 : -1;
  const phase = PHASES.indexOf(state.phase);
  for (let p = 0; p < 3; p++) x[at + 3 * TERM_COUNT + p] = phase === p ? turn : 0;
}

const players: readonly Bot[] = [greedyBot(DEFAULT_WEIGHTS), greedyBot(TUNED_WEIGHTS, { name: 'greedy' })];
const positions: GameState[][] = [];
const results: number[] = [];
const started = performance.now();
for (let g = 0; g < GAMES; g++) {
  let state = createGame({ players: 2, seed: `value-${g}`, spells: SELECTIONS[g % 4]!, rules: RULES });
  const bots = [players[g % 2]!, players[(g >> 1) % 2]!];
  const epsilon = [0.03, 0.07, 0.11][(g >> 2) % 3]!;
  const kept: GameState[] = [];
  while (state.phase !== 'ended') {
    const legal = legalActions(state);
    const seat = legal[0]!.player;
    const rng = botRng(state.seed, state.step, `value:${seat}`);
    const action: Action = rng.next() < epsilon ? legal[rng.below(legal.length)]! : bots[seat]!.decide(playerView(state, seat), legal, rng);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`value-fit: a listed action was refused in game ${g}: ${r.error.code}`);
    state = r.state;
    if (state.step % 3 === g % 3 && state.phase !== 'ended') kept.push(state);
  }
  const winners = scoreGame(state).winners;
  results.push(winners.includes(0) ? 1 / winners.length : 0);
  positions.push(kept);
  if ((g + 1) % 2000 === 0) process.stderr.write(`  ${g + 1}/${GAMES} games, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const count = positions.reduce((s, p) => s + p.length, 0);
const rows: Rows = { x: new Float64Array(count * WIDTH), y: new Float64Array(count), width: WIDTH, count };
const gameOf = new Int32Array(count);
const lead: number[] = [];
const scratch = new Float64Array(2 * TERM_COUNT);
let i = 0;
positions.forEach((kept, g) => {
  for (const s of kept) {
    rowOf(s, rows.x, i * WIDTH, scratch);
    rows.y[i] = results[g]!;
    gameOf[i] = g;
    lead.push(potential(s, 0) - potential(s, 1));
    i++;
  }
});
const train = (r: number): boolean => gameOf[r]! % 5 !== 0;
const test = (r: number): boolean => gameOf[r]! % 5 === 0;
const theta = fitLogistic(rows, train, RIDGE);
const loss = logLoss(rows, test, (r) => predict(rows, r, theta));
const constant = logLoss(rows, test, () => 0.5);
const plain = logLoss(rows, test, (r) => 1 / (1 + Math.exp(-lead[r]! / 3)));
console.log(`${GAMES} games, ${count} positions (${Math.round(count / GAMES)} a game), ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`held-out log-loss (every fifth game): model ${loss.toFixed(4)}, a constant 50 % ${constant.toFixed(4)}, the plain leaf (logistic of the potential lead / 3) ${plain.toFixed(4)}`);

const round = (x: number): number => Number(x.toPrecision(5));
const part = (from: number): number[] => theta.slice(from, from + TERM_COUNT).map(round);
const list = (xs: readonly number[]): string => `[${xs.join(', ')}]`;
console.log(TERMS.map((t, k) => `${t}: ${round(theta[k]!)} + ${round(theta[TERM_COUNT + k]!)} × played + ${round(theta[2 * TERM_COUNT + k]!)} after the trigger`).join('\n'));
console.log(`the mover's edge: morning ${round(theta[3 * TERM_COUNT]!)}, midday ${round(theta[3 * TERM_COUNT + 1]!)}, evening ${round(theta[3 * TERM_COUNT + 2]!)}`);

if (WRITE) {
  const source = `npx tsx bench/value-fit.ts (${GAMES} games, ${count} positions; held-out log-loss ${loss.toFixed(4)}, a constant ${constant.toFixed(4)}, the plain leaf ${plain.toFixed(4)})`;
  const text = `/**
 * The learned value's coefficients, written by \`npx tsx bench/value-fit.ts\` (do not edit by hand):
 * see \`value.ts\` for what they weigh (its \`ValueModel\`) and that script for the games they were
 * fitted to.
 * @module
 */

/** The fitted model (the terms in \`TERMS\` order). */
export const VALUE_MODEL = /* @__PURE__ */ Object.freeze({
  source: ${JSON.stringify(source)},
  base: Object.freeze(${list(part(0))}),
  byProgress: Object.freeze(${list(part(TERM_COUNT))}),
  afterTrigger: Object.freeze(${list(part(2 * TERM_COUNT))}),
  turn: Object.freeze([${round(theta[3 * TERM_COUNT]!)}, ${round(theta[3 * TERM_COUNT + 1]!)}, ${round(theta[3 * TERM_COUNT + 2]!)}] as const),
});
`;
  const path = resolve(import.meta.dirname, '..', 'src', 'bots', 'value-model.ts');
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
} else {
  console.log('src/bots/value-model.ts: not written (a run of 20,000 games or more writes it; --no-write never does)');
}
