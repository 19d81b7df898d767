// Two builds of the engine measured against each other in the same run: alternating rounds, each
// measurement its own plain `node` process of bench/one-run.ts (as `npm run bench` runs them), the
// order of the two builds reversed every other round so that the machine's drift falls on both.
// Given the same build twice it is an A/A run: its spread is the benchmark's noise, the bar a
// speed change must clear (CONTRIBUTING, "Speed and size").
//
//   npx tsx bench/ab.ts <A dist> <B dist> [--rounds 9] [--seconds 2] [--warmup 1]
//                       [--subjects engine,blind] [--configs 4p]
//   # e.g. the parent commit against this one:
//   git worktree add /tmp/parent HEAD~1 && ln -s "$PWD/node_modules" /tmp/parent/node_modules
//   (cd /tmp/parent && npx tsup) && npm run build:engine && npx tsx bench/ab.ts /tmp/parent/dist dist
//
// Subjects: `engine` is the README's loop (legalActions, then applyAction of a uniformly drawn
// action), `playout` the same games by playOut, `blind` by playOutBlind. Configurations: 4p, 2p,
// solo (classic spells). It prints each round's games/s, then per subject and configuration the
// median games/s of each build, the median of the per-round ratios B/A and their range.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { RunSpec, SpeedResult } from './run-spec.js';
import { median } from './shared.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '9' },
    seconds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '1' },
    subjects: { type: 'string', default: 'engine,blind' },
    configs: { type: 'string', default: '4p' },
  },
});
const [distA, distB] = positionals.map((p) => resolve(p));
if (distA === undefined || distB === undefined) {
  console.error('usage: npx tsx bench/ab.ts <A dist> <B dist> [--rounds 9] [--seconds 2] [--warmup 1] [--subjects engine,blind] [--configs 4p]');
  process.exit(2);
}
for (const dist of [distA, distB]) if (!existsSync(join(dist, 'index.js'))) throw new Error(`${dist}/index.js is missing: build it first`);

type Subject = 'engine' | 'playout' | 'blind';
const PLAYERS: Readonly<Record<string, 1 | 2 | 4>> = { '4p': 4, '2p': 2, solo: 1 };
const rounds = Number(opts.rounds);
const seconds = Number(opts.seconds);
const warmup = Number(opts.warmup);
const subjects = (opts.subjects ?? '').split(',') as Subject[];
const configs = (opts.configs ?? '').split(',');
for (const c of configs) if (PLAYERS[c] === undefined) throw new Error(`unknown configuration ${c}: 4p, 2p or solo`);

const temp = mkdtempSync(join(tmpdir(), 'spellbook-ab-'));
const runner = join(temp, 'one-run.mjs');
await build({ entryPoints: [join(HERE, 'one-run.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: runner, logLevel: 'warning' });

function measure(dist: string, subject: Subject, config: string): number {
  const spec: RunSpec = {
    measure: 'speed', subject, path: join(dist, 'index.js'), players: PLAYERS[config] as 1 | 2 | 4, spells: 'classic',
    warmupSeconds: warmup, seconds,
  };
  const child = spawnSync(process.execPath, [runner, JSON.stringify(spec)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) throw new Error(`${dist} ${subject} ${config} failed:\n${child.stderr}${child.stdout}`);
  const r = JSON.parse(last) as SpeedResult;
  return r.games / r.seconds;
}

console.log(`A: ${distA}\nB: ${distB}\n${rounds} rounds, ${warmup} s warm-up + ${seconds} s measured per process; load average ${loadavg()[0]?.toFixed(2)} at the start`);
const results = new Map<string, { a: number[]; b: number[] }>();
for (let round = 1; round <= rounds; round++) {
  for (const config of configs) {
    for (const subject of subjects) {
      const key = `${config} ${subject}`;
      const r = results.get(key) ?? { a: [], b: [] };
      results.set(key, r);
      const order = round % 2 === 1 ? (['a', 'b'] as const) : (['b', 'a'] as const);
      for (const side of order) r[side].push(measure(side === 'a' ? distA : distB, subject, config));
      console.log(`round ${round} ${key}: A ${Math.round(r.a.at(-1) as number)} games/s, B ${Math.round(r.b.at(-1) as number)} games/s`);
    }
  }
}
console.log(`\nload average ${loadavg()[0]?.toFixed(2)} at the end\n\n| configuration, subject | A games/s (median) | B games/s (median) | B/A, median of rounds | B/A, range of rounds |\n|:--|--:|--:|--:|--:|`);
for (const [key, { a, b }] of results) {
  const ratios = a.map((x, i) => (b[i] as number) / x);
  console.log(`| ${key} | ${Math.round(median(a))} | ${Math.round(median(b))} | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)} |`);
}
rmSync(temp, { recursive: true, force: true });
