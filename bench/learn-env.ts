// The learning environment's speed beside playOutBlind's, in the same run: alternating rounds,
// each measurement its own plain `node` process of bench/learn-env-run.ts on the built package,
// the order reversed every other round; the median decisions per second of each subject and the
// median of the per-round ratios env / playOutBlind. The target (issue: a learning interface) is
// 0.5x or more. Run it on a quiet machine: it refuses to start while the load average is 2 or
// more (`--any-load` to run anyway, and say so with the figures).
//
//   npm run build:engine && npx tsx bench/learn-env.ts            # 5 rounds, 1 s warm-up + 3 s measured
//   npx tsx bench/learn-env.ts --rounds 9 --seconds 2 --scan      # also the mask scanned by the caller
//
// What is measured: VectorEnv with N = 64 four-player classic games, every seat an agent, the
// acting seat's observation and mask made at every step, an index drawn uniformly from the mask
// by a seeded xorshift32 (from the step's listed legal indices; `--scan`: also by scanning the
// mask's bytes); playOutBlind over four-player classic games with the same generator.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { recordFigures, ratioText } from './figures.js';
import { int, machineLine, median } from './shared.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    dist: { type: 'string', default: join(HERE, '..', 'dist') },
    scan: { type: 'boolean', default: false },
    'any-load': { type: 'boolean', default: false },
  },
});
const dist = resolve(opts.dist ?? 'dist');
for (const file of ['index.js', 'learn.js']) if (!existsSync(join(dist, file))) throw new Error(`${dist}/${file} is missing: npm run build:engine first`);
const load = loadavg()[0] ?? 0;
if (load >= 2 && opts['any-load'] !== true) {
  console.error(`the load average is ${load.toFixed(2)} (2 or more): the figures would be noise. Run it on a quiet machine, or pass --any-load and say so.`);
  process.exit(3);
}
const rounds = Number(opts.rounds);
const subjects = ['blind', 'env', ...(opts.scan === true ? ['env-scan'] : [])];

const temp = mkdtempSync(join(tmpdir(), 'spellbook-learn-env-'));
const runner = join(temp, 'learn-env-run.mjs');
await build({ entryPoints: [join(HERE, 'learn-env-run.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: runner, logLevel: 'warning' });

function measure(subject: string): number {
  const spec = { subject, dist, seconds: Number(opts.seconds), warmup: Number(opts.warmup) };
  const child = spawnSync(process.execPath, [runner, JSON.stringify(spec)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) throw new Error(`${subject} failed:\n${child.stderr}${child.stdout}`);
  const r = JSON.parse(last) as { decisions: number; seconds: number };
  return r.decisions / r.seconds;
}

console.log(machineLine('learning environment'));
console.log(`${dist}; ${String(rounds)} rounds, ${String(opts.warmup)} s warm-up + ${String(opts.seconds)} s measured per process`);
const speeds = new Map<string, number[]>(subjects.map((s) => [s, []]));
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 === 1 ? subjects : [...subjects].reverse();
  for (const subject of order) speeds.get(subject)!.push(measure(subject));
  console.log(`round ${String(round)}: ${subjects.map((s) => `${s} ${int(speeds.get(s)!.at(-1)!)} decisions/s`).join(', ')}`);
}
const blind = speeds.get('blind')!;
console.log(`\nload average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end\n`);
console.log('| subject | decisions/s (median) | ÷ playOutBlind, median of rounds | range of rounds |\n|:--|--:|--:|--:|');
for (const s of subjects) {
  const ratios = speeds.get(s)!.map((x, i) => x / blind[i]!);
  console.log(`| ${s} | ${int(median(speeds.get(s)!))} | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)} |`);
}
rmSync(temp, { recursive: true, force: true });

// A full run records the ratio the docs quote (docs/learning.md), with the load it ran under.
if (rounds >= 5) {
  const ratio = median(speeds.get('env')!.map((x, i) => x / blind[i]!));
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  recordFigures({
    'learn.env.ratio': {
      value: ratio, text: ratioText(ratio),
      source: `npx tsx bench/learn-env.ts: VectorEnv (64 four-player classic games, every seat an agent) decisions/s over playOutBlind's, median of ${String(rounds)} alternating rounds`,
      measured: `${new Date().toISOString().slice(0, 10)} for commit ${commit}, the built package: ${machineLine('learning environment').replace(/^spellbook-engine learning environment: /, '')} at the end, ${load.toFixed(2)} at the start${opts['any-load'] === true ? ' (run with --any-load)' : ''}`,
    },
  });
}
