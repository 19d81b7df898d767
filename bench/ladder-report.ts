// The ladder's data and ratings: from the stored chunks to bench/ladder.json (every game's result
// and scores, each pairing's tally, the ratings with their intervals, the compute), a printed
// table, and the figures the docs quote (bench/figures.json).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Chunk } from './ladder.js';
import { LADDER_RULES_VERSION, type GameRecord } from './ladder-bots.js';
import { LADDER, LADDER_PLAYERS } from './ladder-plan.js';
import { bootstrapRatings, fitRatings, wilson, type MatchOutcomes } from './ratings.js';
import { grouped, percent, percentRange, recordFigures, type Figure } from './figures.js';
import { machineLine, table } from './shared.js';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the ladder's data lives. */
export const LADDER_PATH = join(ROOT, 'bench', 'ladder.json');

/** The fit's settings: random anchored at 0, a normal prior of 1,000 Elo on the others, 2,000 resamples. */
const ANCHOR = 'random';
const PRIOR_SD = 1000;
const REPLICATES = 2000;
const BOOTSTRAP_SEED = 33;

/** One pairing as bench/ladder.json holds it. */
export interface PairingData {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  /** a's wins, ties and losses. */
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
  /** a's score rate (a tie counts half) and its Wilson 95 % interval. */
  readonly rate: number;
  readonly interval: readonly [number, number];
  readonly meanScoreA: number;
  readonly meanScoreB: number;
  /** Mean milliseconds per decision with a real choice, per player, as the games ran (load varied). */
  readonly msA: number;
  readonly msB: number;
  readonly coreMinutes: number;
  /** Game j's result for a: `W`, `L` or `T`, in order of j. */
  readonly results: string;
  /** Game j's final scores, a's then b's. */
  readonly scores: readonly (readonly [number, number])[];
}

/** A player's rating (Elo, random at 0) with its bootstrap 95 % interval, and the same relative to greedy. */
export interface Rating {
  readonly elo: number;
  readonly interval: readonly [number, number];
  readonly overGreedy: number;
  readonly overGreedyInterval: readonly [number, number];
}

/** The thinking time of a level, measured alone on one core (bench/think-time.ts). */
export interface ThinkTime {
  readonly decisions: number;
  readonly meanMs: number;
  readonly p95Ms: number;
  readonly meanCpuMs: number;
  readonly load: readonly [number, number];
  readonly measured: string;
}

/** bench/ladder.json. */
export interface LadderFile {
  readonly about: string;
  readonly commands: readonly string[];
  readonly measured: string;
  readonly games: string;
  readonly fit: string;
  readonly ratings: Readonly<Record<string, Rating>>;
  readonly compute: {
    /** The levels' ladder: every pairing of the plan but the first draft's. */
    readonly ladderCoreMinutes: number;
    /** The first draft's pairings (20 to 2,500 playouts), played before the levels were chosen. */
    readonly draftCoreMinutes: number;
    /** The top level against today's search bot. */
    readonly topCoreMinutes: number;
    readonly totalCoreMinutes: number;
  };
  readonly pairings: readonly PairingData[];
  readonly thinkTimes: Readonly<Record<string, ThinkTime>>;
}

const ABOUT = 'The bots\' rating ladder: every game\'s result and scores, each pairing\'s tally, Bradley-Terry ratings on the Elo scale '
  + 'with bootstrap intervals, the compute, and the levels\' think times. Written by bench/ladder.ts (fit) and bench/think-time.ts; '
  + 'game j of a pairing is played again by `npx tsx bench/ladder.ts replay --a <a> --b <b> --game <j>`.';

const COMMANDS = [
  'nice -n 19 npx tsx bench/ladder.ts run --procs 2',
  'git worktree add ../base-b4d9fb3 b4d9fb3',
  'nice -n 19 npx tsx bench/ladder.ts run --top 400 --baseline ../base-b4d9fb3 --procs 2',
  'npx tsx bench/ladder.ts fit',
  'npx tsx bench/think-time.ts --players level-1,level-2,level-3,level-4,level-5,search,draft-2500,baseline-400 --baseline ../base-b4d9fb3',
];

/** Reads bench/ladder.json, or undefined when there is none yet. */
export function readLadder(path: string = LADDER_PATH): LadderFile | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as LadderFile) : undefined;
}

function pairingData(a: string, b: string, games: readonly GameRecord[], cpuSeconds: number): PairingData {
  const n = games.length;
  const wins = games.filter((g) => g.result === 1).length;
  const ties = games.filter((g) => g.result === 0.5).length;
  const rate = (wins + ties / 2) / n;
  const sum = (f: (g: GameRecord) => number): number => games.reduce((s, g) => s + f(g), 0);
  const ms = (time: number, decisions: number): number => (decisions === 0 ? 0 : time / decisions);
  const round = (x: number, d = 2): number => Number(x.toFixed(d));
  return {
    a, b, games: n, wins, ties, losses: n - wins - ties,
    rate: round(rate, 4),
    interval: wilson(rate, n).map((x) => round(x, 4)) as unknown as readonly [number, number],
    meanScoreA: round(sum((g) => g.scoreA) / n),
    meanScoreB: round(sum((g) => g.scoreB) / n),
    msA: round(ms(sum((g) => g.msA), sum((g) => g.decisionsA))),
    msB: round(ms(sum((g) => g.msB), sum((g) => g.decisionsB))),
    coreMinutes: round(cpuSeconds / 60),
    results: games.map((g) => (g.result === 1 ? 'W' : g.result === 0 ? 'L' : 'T')).join(''),
    scores: games.map((g) => [g.scoreA, g.scoreB] as const),
  };
}

/** The games of every pairing stored, in order of j (a pairing with a gap keeps its games up to the gap). */
function gather(chunks: ReadonlyMap<string, readonly Chunk[]>): PairingData[] {
  const out: PairingData[] = [];
  for (const list of chunks.values()) {
    const games: GameRecord[] = [];
    let cpu = 0;
    for (const c of list) {
      if (c.from !== games.length) break;
      games.push(...c.games);
      cpu += c.cpuSeconds;
    }
    if (games.length > 0) out.push(pairingData(list[0]!.a, list[0]!.b, games, cpu));
  }
  const order = (p: string): number => (LADDER_PLAYERS.includes(p) ? LADDER_PLAYERS.indexOf(p) : LADDER_PLAYERS.length);
  return out.sort((x, y) => order(x.a) - order(y.a) || order(x.b) - order(y.b));
}

function ratingsOf(pairings: readonly PairingData[]): Record<string, Rating> {
  const names = [...new Set(pairings.flatMap((p) => [p.a, p.b]))];
  const matches: MatchOutcomes[] = pairings.map((p) => ({ a: p.a, b: p.b, outcomes: [...p.results].map((r) => (r === 'W' ? 1 : r === 'L' ? 0 : 0.5)) }));
  const fit = fitRatings(names, matches, { anchor: ANCHOR, priorSd: PRIOR_SD });
  const boot = bootstrapRatings(names, matches, { anchor: ANCHOR, priorSd: PRIOR_SD, replicates: REPLICATES, seed: BOOTSTRAP_SEED, relativeTo: 'greedy' });
  const out: Record<string, Rating> = {};
  for (const n of names) {
    out[n] = {
      elo: Math.round(fit[n]!),
      interval: boot.absolute[n]!.map(Math.round) as unknown as readonly [number, number],
      overGreedy: Math.round(fit[n]! - (fit['greedy'] ?? 0)),
      overGreedyInterval: boot.relative[n]!.map(Math.round) as unknown as readonly [number, number],
    };
  }
  return out;
}

/** Writes bench/ladder.json from the stored chunks (the think times already there are kept) and prints the tables. */
export function writeLadder(chunks: ReadonlyMap<string, readonly Chunk[]>): void {
  const pairings = gather(chunks);
  if (pairings.length === 0) {
    console.log('no games stored yet');
    return;
  }
  const ratings = ratingsOf(pairings);
  const planned = (p: PairingData): boolean => LADDER.some((l) => l.a === p.a && l.b === p.b);
  const draft = (p: PairingData): boolean => p.a.startsWith('draft-');
  const sum = (ps: readonly PairingData[]): number => Number(ps.reduce((s, p) => s + p.coreMinutes, 0).toFixed(1));
  const previous = readLadder();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const file: LadderFile = {
    about: ABOUT,
    commands: COMMANDS,
    measured: `${new Date().toISOString().slice(0, 10)}, commit ${commit}, the sources under tsx; ${machineLine('ladder').replace(/^spellbook-engine ladder: /, '')}`,
    games: `2 players; game j of a pairing: seed ladder-⌊j/2⌋, the first player in seat j mod 2, spells set1, set2, set3, classic by ⌊j/2⌋ mod 4, rules version ${LADDER_RULES_VERSION} printed; a tie counts half`,
    fit: `Bradley-Terry on the Elo scale (P(i beats j) = 1 / (1 + 10^((r_j - r_i) / 400))), maximum a posteriori with a normal prior of mean 0 and sd ${PRIOR_SD} Elo on every rating but ${ANCHOR}'s (anchored at 0); intervals: 2.5th and 97.5th percentiles of ${REPLICATES} bootstrap fits, each resampling every pairing's games with replacement (seed ${BOOTSTRAP_SEED})`,
    ratings,
    compute: {
      ladderCoreMinutes: sum(pairings.filter((p) => planned(p) && !draft(p))),
      draftCoreMinutes: sum(pairings.filter(draft)),
      topCoreMinutes: sum(pairings.filter((p) => !planned(p))),
      totalCoreMinutes: sum(pairings),
    },
    pairings,
    thinkTimes: previous?.thinkTimes ?? {},
  };
  writeFileSync(LADDER_PATH, `${JSON.stringify(file, null, 1)}\n`);
  printLadder(file);
  recordFigures(ladderFigures(file));
}

/** The figures the docs quote from the ladder: ratings, and the rates of pairings against greedy. */
function ladderFigures(file: LadderFile): Record<string, Figure> {
  const figures: Record<string, Figure> = {};
  const measured = file.measured;
  const elo = (n: number): string => (n < 0 ? `−${grouped(-n)}` : grouped(n));
  for (const [name, r] of Object.entries(file.ratings)) {
    if (!LADDER_PLAYERS.includes(name) || name === 'random') continue;
    const source = (what: string): string => `npx tsx bench/ladder.ts fit: ${name}, ${what}`;
    figures[`bots.${name}.elo`] = { value: r.elo, text: elo(r.elo), source: source('its rating (Elo, random at 0)'), measured };
    figures[`bots.${name}.elo-ci`] = { value: r.interval, text: `${elo(r.interval[0])} to ${elo(r.interval[1])}`, source: source('the bootstrap 95 % interval of its rating'), measured };
  }
  const rate = (p: PairingData, key: string): void => {
    const source = (what: string): string => `npx tsx bench/ladder.ts fit: ${p.a} against ${p.b}, ${p.games} games, ${what}`;
    figures[key] = { value: p.rate, text: percent(p.rate), source: source(`${p.a}'s score rate (a tie counts half)`), measured };
    figures[`${key}.ci`] = { value: p.interval, text: percentRange(p.interval[0], p.interval[1]), source: source('the Wilson 95 % interval of the rate'), measured };
  };
  for (const p of file.pairings) {
    if (p.b === 'greedy' && LADDER_PLAYERS.includes(p.a)) rate(p, `bots.${p.a}.vs-greedy`);
    if (p.a === 'level-5' && p.b.startsWith('baseline-')) rate(p, 'bots.level-5.vs-search');
    // The names the README quotes since the first ladder.
    if (p.a === 'greedy' && p.b === 'random') rate(p, 'bots.greedy-vs-random');
    if (p.a === 'search' && p.b === 'greedy') rate(p, 'bots.search-vs-greedy');
  }
  return figures;
}

/** Prints the ratings and the pairings as Markdown tables. */
export function printLadder(file: LadderFile): void {
  const players = Object.keys(file.ratings).sort((x, y) => file.ratings[x]!.elo - file.ratings[y]!.elo);
  const think = (p: string): string => {
    const t = file.thinkTimes[p];
    return t === undefined ? '' : `${t.meanMs.toFixed(1)} / ${t.p95Ms.toFixed(1)}`;
  };
  console.log(table([
    ['player', 'Elo (random 0)', '95 % interval', 'over greedy', '95 % interval', 'ms per decision: mean / p95'],
    ...players.map((p) => {
      const r = file.ratings[p]!;
      return [p, String(r.elo), `${r.interval[0]} to ${r.interval[1]}`, String(r.overGreedy), `${r.overGreedyInterval[0]} to ${r.overGreedyInterval[1]}`, think(p)];
    }),
  ]));
  console.log('');
  console.log(table([
    ['pairing', 'games', 'a won', 'ties', 'a lost', 'a\'s rate (95 % Wilson)', 'mean scores', 'ms a / b', 'core-min'],
    ...file.pairings.map((p) => [
      `${p.a} vs ${p.b}`, String(p.games), String(p.wins), String(p.ties), String(p.losses),
      `${(100 * p.rate).toFixed(1)} % (${(100 * p.interval[0]).toFixed(1)}-${(100 * p.interval[1]).toFixed(1)})`,
      `${p.meanScoreA.toFixed(1)} - ${p.meanScoreB.toFixed(1)}`, `${p.msA.toFixed(1)} / ${p.msB.toFixed(1)}`, p.coreMinutes.toFixed(1),
    ]),
  ]));
  console.log(`\ncompute: the levels' ladder ${file.compute.ladderCoreMinutes} core-minutes, the first draft's ${file.compute.draftCoreMinutes}, the top level against today's search bot ${file.compute.topCoreMinutes}, in all ${file.compute.totalCoreMinutes}`);
}
