// How long each level thinks: the wall time of its decisions with a real choice (two or more legal
// actions), mean and 95th percentile, on one core of a quiet machine. Written into
// bench/ladder.json (thinkTimes) and the docs' figures.
//
//   npx tsx bench/think-time.ts                               # level-1 ... level-5 and search, 600 decisions each
//   npx tsx bench/think-time.ts --players level-5,baseline-400 --baseline ../base-b4d9fb3
//   npx tsx bench/think-time.ts --decisions 100 --no-write    # a quick look
//
// Each player plays 2-player games against the greedy bot (the ladder's games, from game 0 on,
// in its seats in turn) until it has made `--decisions` decisions with a real choice; only its
// own decisions are timed. Before every game the script reads the 1-minute load average and waits
// (30 s at a time) while it is at or above `--max-load` (default 2): a busy machine makes the
// times longer, never the choices different. Run nothing else meanwhile. The CPU time of the
// same decisions is recorded beside the wall time.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Action, PlayerView } from '../src/index.js';
import { greedyBot, playBots, type Bot, type BotRng } from '../src/bots/index.js';
import { botNamed, gameOptions, isPlayerName, loadBaseline, seatOfA } from './ladder-bots.js';
import { LADDER_PATH, readLadder, type LadderFile, type ThinkTime } from './ladder-report.js';
import { milliseconds, recordFigures, type Figure } from './figures.js';
import { machineLine } from './shared.js';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const { values: opts } = parseArgs({
  options: {
    players: { type: 'string', default: 'level-1,level-2,level-3,level-4,level-5,search' },
    decisions: { type: 'string', default: '600' },
    'max-load': { type: 'string', default: '2' },
    baseline: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const DECISIONS = Number(opts.decisions);
const MAX_LOAD = Number(opts['max-load']);

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Waits until the 1-minute load average is below the limit; returns it. */
async function quiet(): Promise<number> {
  for (;;) {
    const load = loadavg()[0]!;
    if (load < MAX_LOAD) return load;
    process.stderr.write(`  load ${load.toFixed(2)} ≥ ${MAX_LOAD}: waiting 30 s\n`);
    await sleep(30_000);
  }
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measure(name: string, bot: Bot): Promise<ThinkTime> {
  const wall: number[] = [];
  const cpu: number[] = [];
  const timed: Bot = {
    name: bot.name,
    decide(view: PlayerView, legal: readonly Action[], rng: BotRng): Action {
      const c = process.cpuUsage();
      const t = performance.now();
      const action = bot.decide(view, legal, rng);
      if (legal.length > 1) {
        wall.push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu.push((used.user + used.system) / 1000);
      }
      return action;
    },
  };
  const loads: number[] = [];
  const greedy = greedyBot();
  for (let j = 0; wall.length < DECISIONS; j++) {
    loads.push(await quiet());
    const seat = seatOfA(j);
    playBots(gameOptions(j), seat === 0 ? [timed, greedy] : [greedy, timed]);
  }
  const sorted = [...wall].sort((x, y) => x - y);
  const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
  const round = (x: number): number => Number(x.toFixed(2));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const result: ThinkTime = {
    decisions: wall.length,
    meanMs: round(mean(wall)),
    p95Ms: round(quantile(sorted, 0.95)),
    meanCpuMs: round(mean(cpu)),
    load: [round(Math.min(...loads)), round(Math.max(...loads))],
    measured: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, the sources under tsx, one process; ${machineLine('think time').replace(/^spellbook-engine think time: /, '')}`,
  };
  console.log(`${name}: ${result.decisions} decisions, mean ${result.meanMs} ms (CPU ${result.meanCpuMs} ms), p95 ${result.p95Ms} ms, load ${result.load[0]}-${result.load[1]}`);
  return result;
}

const baseline = opts.baseline === undefined ? undefined : await loadBaseline(opts.baseline);
const names = opts.players.split(',').filter((n) => n !== '');
for (const n of names) if (!isPlayerName(n)) throw new Error(`no ladder player is named ${JSON.stringify(n)}`);
const times: Record<string, ThinkTime> = {};
for (const n of names) times[n] = await measure(n, botNamed(n, baseline));

if (!opts['no-write'] && DECISIONS >= 500) {
  const ladder = readLadder();
  if (ladder === undefined) throw new Error('bench/ladder.json does not exist yet: run the ladder first');
  const file: LadderFile = { ...ladder, thinkTimes: { ...ladder.thinkTimes, ...times } };
  writeFileSync(LADDER_PATH, `${JSON.stringify(file, null, 1)}\n`);
  const figures: Record<string, Figure> = {};
  for (const [n, t] of Object.entries(times)) {
    if (!/^(level-[1-5]|draft-\d+)$/.test(n) && n !== 'search') continue;
    const source = (what: string): string => `npx tsx bench/think-time.ts: ${n}, ${t.decisions} decisions with a real choice, ${what}`;
    figures[`bots.${n}.ms`] = { value: t.meanMs, text: milliseconds(t.meanMs), source: source('the mean wall time'), measured: t.measured };
    figures[`bots.${n}.ms-p95`] = { value: t.p95Ms, text: milliseconds(t.p95Ms), source: source('the 95th percentile of the wall time'), measured: t.measured };
  }
  if (Object.keys(figures).length > 0) recordFigures(figures);
  console.log('bench/ladder.json: think times written');
} else {
  console.log('bench/ladder.json: not written (--no-write, or fewer than 500 decisions)');
}
