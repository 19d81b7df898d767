// What merging a Learn's payments into classes costs a player (spellbook-engine/learn's action
// space gives one index per spell, level, card rune and number of wild triples, played by its
// representative). Two measures:
//   1. how often it merges: over the positions of seeded random 2-player games, the positions with
//      Learns, those where some class holds several payments, and the payments per class; and
//      the same over the decisions of the greedy bot below;
//   2. what it costs in play: the greedy bot choosing among all legal actions against the same bot
//      choosing only among the actions an agent can play (every action but a Learn, and each
//      class's representative), seats alternated as on the bots' ladder, a tie counting half.
//
//   npx tsx bench/learn-classes.ts                     # 1,000 games of each
//   LEARN_CLASSES_GAMES=200 npx tsx bench/learn-classes.ts
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { applyAction, createGame, legalActions, type Action, type GameState, type LearnAction, type SpellSelection } from '../src/index.js';
import { greedyBot, playBots, type Bot } from '../src/bots/index.js';
import { indexOf, learnRepresentative } from '../src/learn/index.js';
import { xorshift } from '../src/testing/xorshift.js';
import { percent, percentRange, recordFigures, type Figure } from './figures.js';
import { machineLine } from './shared.js';

const GAMES = Number(process.env.LEARN_CLASSES_GAMES ?? 1000);
const SELECTIONS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];

/** The actions an agent of the action space can play: every one but a Learn, and each class's representative. */
function agentChoices(view: Parameters<Bot['decide']>[0], legal: readonly Action[]): Action[] {
  const out: Action[] = [];
  const classes = new Set<number>();
  for (const a of legal) {
    if (a.type !== 'learn') {
      out.push(a);
      continue;
    }
    const index = indexOf(view, a);
    if (classes.has(index)) continue;
    classes.add(index);
    const r = learnRepresentative(view, a as LearnAction)!;
    out.push(legal.find((b) => JSON.stringify(b) === JSON.stringify(r))!);
  }
  return out;
}

/** The restricted bot's decisions: those with Learns, and those where a class holds several payments. */
const played = { withLearns: 0, withMerges: 0 };

/** The greedy bot, choosing among the agent's choices only. */
function merged(bot: Bot): Bot {
  return {
    name: 'greedy-classes',
    decide: (view, legal, rng) => {
      const choices = agentChoices(view, legal);
      if (legal.some((a) => a.type === 'learn')) played.withLearns++;
      if (choices.length < legal.length) played.withMerges++;
      return bot.decide(view, choices, rng);
    },
  };
}

/** 1. How often classes merge payments, over random games. */
function census(games: number): { positions: number; withLearns: number; withMerges: number; learns: number; classes: number } {
  const c = { positions: 0, withLearns: 0, withMerges: 0, learns: 0, classes: 0 };
  const rand = xorshift(7);
  for (let g = 0; g < games; g++) {
    let s: GameState = createGame({ players: 2, seed: `classes-${String(g)}`, spells: SELECTIONS[g % 4]! });
    while (s.phase !== 'ended') {
      const legal = legalActions(s);
      const learns = legal.filter((a) => a.type === 'learn');
      c.positions++;
      if (learns.length > 0) {
        const classes = new Set(learns.map((a) => indexOf(s, a)));
        c.withLearns++;
        c.learns += learns.length;
        c.classes += classes.size;
        if (classes.size < learns.length) c.withMerges++;
      }
      const r = applyAction(s, legal[Math.floor(rand() * legal.length)]!);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
  }
  return c;
}

/** 95 % Wilson interval. */
function wilson(rate: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const centre = (rate + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}

console.log(machineLine('Learn classes'));
const t0 = performance.now();
const c = census(GAMES);
console.log(`census of ${String(GAMES)} random 2-player games: ${String(c.positions)} positions; ${String(c.withLearns)} with Learns, ${String(c.withMerges)} of them (${percent(c.withMerges / c.withLearns)}) with a class of several payments; ${String(c.learns)} Learns in ${String(c.classes)} classes (${(c.learns / c.classes).toFixed(2)} payments per class)`);

const full = greedyBot();
const restricted = merged(greedyBot());
let score = 0;
let ties = 0;
for (let j = 0; j < GAMES; j++) {
  const pair = Math.floor(j / 2);
  const seat = j % 2;
  const game = playBots({ players: 2, seed: `classes-${String(pair)}`, spells: SELECTIONS[pair % 4]! }, seat === 0 ? [restricted, full] : [full, restricted]);
  const w = game.score.winners;
  if (w.length > 1) {
    ties++;
    score += 0.5;
  } else if (w[0] === seat) score++;
}
const rate = score / GAMES;
const [low, high] = wilson(rate, GAMES);
console.log(`greedy over the agent's choices against greedy over all legal actions: ${percent(rate)} (95 % interval ${percentRange(low, high)}), ${String(GAMES)} games, ${String(ties)} ties; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
console.log(`in those games, the restricted bot's decisions with Learns: ${String(played.withLearns)}, ${String(played.withMerges)} of them (${percent(played.withMerges / played.withLearns)}) with a class of several payments`);

if (GAMES >= 1000) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const measured = `${new Date().toISOString().slice(0, 10)} for commit ${commit}, the sources under tsx: node ${process.version}, ${String(cpus().length)} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`;
  const source = (what: string): string => `npx tsx bench/learn-classes.ts: ${what}`;
  const figures: Record<string, Figure> = {
    'learn.classes.merged': { value: c.withMerges / c.withLearns, text: percent(c.withMerges / c.withLearns), source: source(`of the positions with Learns in ${String(GAMES)} random 2-player games, those with a class of several payments`), measured },
    'learn.classes.merged-greedy': { value: played.withMerges / played.withLearns, text: percent(played.withMerges / played.withLearns), source: source(`of the restricted greedy bot's decisions with Learns in the ${String(GAMES)} games, those with a class of several payments`), measured },
    'learn.classes.cost': { value: rate, text: percent(rate), source: source(`greedy choosing among the agent's choices against greedy choosing among all, ${String(GAMES)} 2-player games, win rate`), measured },
    'learn.classes.cost.ci': { value: [low, high], text: percentRange(low, high), source: source('the same, Wilson 95 % interval'), measured },
  };
  recordFigures(figures);
}
