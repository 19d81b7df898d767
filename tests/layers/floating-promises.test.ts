/**
 * `npm run lint` (eslint.config.js, typescript-eslint's `no-floating-promises`) catches a promise
 * nobody awaits: the slip that once let a test "pass 15 games" of `checkConformance` while
 * checking nothing. A scratch file plants that slip where the lint looks (tests/scratch/, which
 * the root tsconfig.json covers and git ignores) and must be reported at the planted line; the
 * same file with `await` must lint clean. Only the two scratch files are linted, with the
 * project's own config; type-aware ESLint still loads the whole root project, hence the timeout.
 */
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Not a dot-folder: tsconfig.json's `"include": ["tests"]` skips those, and the lint only reads
 * files a tsconfig covers.
 */
const SCRATCH = join(ROOT, 'tests/scratch');
/** Per process, so that two runs at once do not delete each other's files. */
const FLOATING = join(SCRATCH, `floating-promise-${process.pid}.ts`);
const AWAITED = join(SCRATCH, `awaited-promise-${process.pid}.ts`);
const RULE = '@typescript-eslint/no-floating-promises';

/** The slip as it happened: `checkConformance` called, its promise dropped. */
function source(call: string): string {
  return [
    '// Planted by tests/layers/floating-promises.test.ts, which deletes it: delete it if it was left behind.',
    "import { checkConformance } from '../../src/testing/index.js';",
    '',
    'export async function conforms(): Promise<void> {',
    `  ${call}`,
    '}',
    '',
  ].join('\n');
}
/** The line of the call in `source` (1-based). */
const CALL_LINE = 5;

let results: Map<string, ESLint.LintResult>;

beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  writeFileSync(FLOATING, source('checkConformance({ numRuns: 15 });'));
  writeFileSync(AWAITED, source('await checkConformance({ numRuns: 15 });'));
  const eslint = new ESLint({ cwd: ROOT });
  const linted = await eslint.lintFiles([FLOATING, AWAITED]);
  results = new Map(linted.map((result) => [result.filePath, result]));
}, 120_000);

afterAll(() => {
  rmSync(FLOATING, { force: true });
  rmSync(AWAITED, { force: true });
  try {
    rmdirSync(SCRATCH); // only when empty: another run may still be using it
  } catch {
    // not empty, or already gone
  }
});

/** Each message as `line:column rule (severity)`, for a readable failure. */
function messages(file: string): string[] {
  const result = results.get(file);
  if (result === undefined) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? `(no rule) ${m.message}`} (${m.severity === 2 ? 'error' : 'warning'})`);
}

describe('npm run lint: no floating promises', () => {
  it('reports the un-awaited call as an error at the planted line', () => {
    expect(messages(FLOATING)).toEqual([`${CALL_LINE}:3 ${RULE} (error)`]);
  });

  it('passes the same file with the call awaited', () => {
    expect(messages(AWAITED)).toEqual([]);
  });
});
