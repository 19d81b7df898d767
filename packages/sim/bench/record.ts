// Where the simulator's benchmarks record what they measured: their table in bench/README.md
// (between markers of their own, replaced on each recorded run) and the figures the docs quote
// in bench/figures.json (through the root bench's recordFigures, which fills the docs' spans).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { xorshift } from 'spellbook-engine/testing';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The benchmark notes, where the tables go. */
export const BENCH_README = join(ROOT, 'bench', 'README.md');

/** The markers of a recorded section: `<!-- <name>: start -->` and `<!-- <name>: end -->`. */
function markers(name: string): readonly [string, string] {
  return [`<!-- ${name}: start (written by the script; what is between these markers is replaced) -->`, `<!-- ${name}: end -->`];
}

/** Replaces what stands between the markers of `name` in bench/README.md with `text`. */
export function recordSection(name: string, text: string): void {
  const [start, end] = markers(name);
  const before = readFileSync(BENCH_README, 'utf8');
  const i = before.indexOf(start);
  const j = before.indexOf(end);
  if (i === -1 || j < i) throw new Error(`bench/README.md has no section ${JSON.stringify(name)}: add the markers ${start} and ${end}`);
  writeFileSync(BENCH_README, `${before.slice(0, i + start.length)}\n${text.trimEnd()}\n${before.slice(j)}`);
  console.log(`bench/README.md: the section ${JSON.stringify(name)} rewritten`);
}

/** The commit the measured build came from (`HEAD`, with `+` when the working tree differs). */
export function commitOf(): string {
  try {
    // From the working directory (a bundle's own folder is no guide to the repository's).
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'packages/sim/src'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}+ (uncommitted changes in the sources)` : head;
  } catch {
    return 'unknown';
  }
}

/** The machine, for a table's heading: node, CPU model, cores. */
export function machine(): string {
  return `node ${process.version}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores`;
}

/** The load averages (1, 5 and 15 minutes). */
export function load(): string {
  return loadavg().map((l) => l.toFixed(2)).join(' ');
}

/** The median of some numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** A whole number with thousands separators. */
export function grouped(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** CPU time of the whole machine (all cores), busy and total, in seconds, from /proc/stat (Linux); `null` elsewhere. */
export function machineCpu(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return null;
  }
}

/** A uniform pick below `n` from the project's xorshift32 seeded with `seed`: the controls' small seeded generator. */
export function xorshiftPick(seed: number): (n: number) => number {
  const rand = xorshift(seed);
  return (n) => Math.floor(rand() * n);
}
