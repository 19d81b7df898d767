// The move-count table (like chess engines' perft): for each named position of
// tests/kit/move-count-positions.ts, the leaves of the tree of legal actions at depths 1, 2 and 3
// and their divide by first action. Prints a table (position, counts, time);
// with --write, rewrites tests/fixtures/move-counts.json, which tests/rules/move-counts.test.ts
// checks.
//
//   npx tsx scripts/move-counts.ts           # print, and say which positions differ from the file
//   npx tsx scripts/move-counts.ts --write   # rewrite the file
//
// Write only when a change is MEANT to change the legal lists, and review the diff of the file:
// each changed count names a position, a depth and a first action.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MOVE_COUNT_POSITIONS, buildPosition } from '../tests/kit/move-count-positions.js';
import {
  MOVE_COUNT_FILE, countMoves, formatMoveCountTable, moveCountDifferences, moveCountEntry, type MoveCountEntry, type MoveCountTable,
} from '../tests/kit/move-count.js';

const write = process.argv.includes('--write');
const unknown = process.argv.slice(2).filter((a) => a !== '--write');
if (unknown.length > 0) {
  console.error(`unknown argument(s): ${unknown.join(' ')}\nusage: npx tsx scripts/move-counts.ts [--write]`);
  process.exit(2);
}

const file = fileURLToPath(MOVE_COUNT_FILE);
const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MoveCountTable) : undefined;
const known = new Map((before?.positions ?? []).map((e) => [e.name, e]));

const rows: MoveCountEntry[] = [];
const width = Math.max(...MOVE_COUNT_POSITIONS.map((p) => p.name.length));
let changed = 0;
let total = 0;
console.log(`${'position'.padEnd(width)}  ${'depth 1'.padStart(8)} ${'depth 2'.padStart(8)} ${'depth 3'.padStart(8)} ${'ms'.padStart(7)}`);
for (const position of MOVE_COUNT_POSITIONS) {
  const start = performance.now();
  const row = moveCountEntry(position, countMoves(buildPosition(position)));
  const ms = performance.now() - start;
  total += ms;
  const was = known.get(position.name);
  const differences = was === undefined ? ['not in the file'] : moveCountDifferences(was, row);
  if (differences.length > 0) changed++;
  rows.push(row);
  const counts = row.counts.map((c) => String(c).padStart(8)).join(' ');
  console.log(`${position.name.padEnd(width)}  ${counts} ${ms.toFixed(1).padStart(7)}${differences.length > 0 ? '  (differs)' : ''}`);
  for (const line of differences.slice(0, 10)) console.log(`    ${line}`);
  if (differences.length > 10) console.log(`    … and ${differences.length - 10} more`);
}
const dropped = [...known.keys()].filter((name) => !MOVE_COUNT_POSITIONS.some((p) => p.name === name));
for (const name of dropped) console.log(`${name}: in the file, no longer a position`);
console.log(`${rows.length} positions, ${total.toFixed(0)} ms; ${changed + dropped.length} differ from ${file}`);

if (write) {
  const text = formatMoveCountTable(rows);
  writeFileSync(file, text);
  console.log(`wrote ${file} (${Buffer.byteLength(text)} bytes)`);
}
