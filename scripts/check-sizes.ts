// The bundle sizes against the committed record of them (bench/sizes.json): every check of
// .size-limit.json, measured by size-limit on the built dist/, must be within 100 bytes of its
// recorded size, so that any growth (or shrinkage) shows up as a reviewed change of that file.
// The limits themselves stay in .size-limit.json (`npm run size`).
//
//   npm run build && npm run size:check           # compare, print the changes, fail past 100 B
//   npm run build && npm run size:check -- --update   # record the current sizes
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { kilobytes, recordFigures, type Figure } from '../bench/figures.js';

/** How far a size may drift from its record before the check fails (bytes, gzip). */
const TOLERANCE = 100;
const FILE = new URL('../bench/sizes.json', import.meta.url);

interface Measured { readonly name: string; readonly size: number; readonly sizeLimit: number }
interface Recorded { readonly sizes: Readonly<Record<string, number>> }

const bin = new URL('../node_modules/.bin/size-limit', import.meta.url).pathname;
/** size-limit's JSON, also when it exits 1 for a check over its limit (`npm run size` reports that one). */
function sizeLimitJson(): string {
  try {
    return execFileSync(bin, ['--json'], { encoding: 'utf8' });
  } catch (e) {
    const stdout = (e as { stdout?: unknown }).stdout;
    if (typeof stdout === 'string' && stdout.trim().startsWith('[')) return stdout;
    throw e;
  }
}
/** The sizes the docs quote (bench/figures.json), by the start of their check's name: the production build's. */
const FIGURE_OF: readonly (readonly [key: string, prefix: string, build: string])[] = [
  ['size.loop', 'game loop:', '(production build)'],
  ['size.ui', 'UI set:', '(production build)'],
  ['size.core', 'all of the core:', '(production build)'],
  ['size.locale', 'one opt-in language:', ''],
];

function sizeFigures(sizes: readonly Measured[]): Record<string, Figure> {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const measured = `${new Date().toISOString().slice(0, 10)} for commit ${commit}: size-limit's esbuild plugin, min+gzip (the same on any machine)`;
  const figures: Record<string, Figure> = {};
  for (const [key, prefix, build] of FIGURE_OF) {
    const m = sizes.find((s) => s.name.startsWith(prefix) && s.name.endsWith(build));
    if (m !== undefined) figures[key] = { value: m.size, text: kilobytes(m.size), source: `npm run size:check -- --update (scripts/check-sizes.ts): ${m.name}, bytes`, measured };
  }
  return figures;
}

const measured = JSON.parse(sizeLimitJson()) as readonly Measured[];
const update = process.argv.includes('--update');

if (update) {
  const sizes = Object.fromEntries(measured.map((m) => [m.name, m.size]));
  writeFileSync(FILE, `${JSON.stringify({ command: 'npm run build && npm run size:check -- --update', tolerance: TOLERANCE, sizes }, null, 2)}\n`);
  console.log(`bench/sizes.json: ${measured.length} sizes recorded`);
  recordFigures(sizeFigures(measured));
  process.exit(0);
}

const recorded = (JSON.parse(readFileSync(FILE, 'utf8')) as Recorded).sizes;
const rows: string[] = [];
const problems: string[] = [];
for (const m of measured) {
  const was = recorded[m.name];
  const change = was === undefined ? undefined : m.size - was;
  rows.push(`| ${m.name} | ${was ?? '(none)'} | ${m.size} | ${change === undefined ? '' : `${change > 0 ? '+' : ''}${change}`} | ${m.sizeLimit} |`);
  if (was === undefined) problems.push(`${m.name}: no recorded size`);
  else if (Math.abs(m.size - was) > TOLERANCE) problems.push(`${m.name}: ${was} B recorded, ${m.size} B now (${change! > 0 ? '+' : ''}${change} B)`);
}
for (const name of Object.keys(recorded)) if (!measured.some((m) => m.name === name)) problems.push(`${name}: recorded, but no longer a check`);
console.log(['| check | recorded (B) | now (B) | change | limit (B) |', '|:--|--:|--:|--:|--:|', ...rows].join('\n'));
if (problems.length > 0) {
  console.error(`\nThe bundle sizes moved by more than ${TOLERANCE} B from bench/sizes.json:\n- ${problems.join('\n- ')}\n` +
    'If the change is meant, record it (npm run size:check -- --update) and say why in the commit.');
  process.exit(1);
}
console.log(`\nEvery size is within ${TOLERANCE} B of bench/sizes.json.`);
