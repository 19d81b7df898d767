// `npm run demo`'s command line: --help prints the usage and exits 0; a mistake prints one line
// with a hint and the usage, and exits 2, never a stack trace.
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USAGE, readDemoArgs } from '../../scripts/demo-args.js';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');

describe('readDemoArgs', () => {
  it('reads a seed, --solo and --difficulty', () => {
    expect(readDemoArgs([])).toEqual({ kind: 'play', seed: 'demo', solo: false, difficulty: 1 });
    expect(readDemoArgs(['other-seed'])).toEqual({ kind: 'play', seed: 'other-seed', solo: false, difficulty: 1 });
    expect(readDemoArgs(['--solo', '--difficulty=3', 's'])).toEqual({ kind: 'play', seed: 's', solo: true, difficulty: 3 });
  });

  it('--help and -h ask for the usage, whatever else is given', () => {
    expect(readDemoArgs(['--help'])).toEqual({ kind: 'help' });
    expect(readDemoArgs(['seed', '-h'])).toEqual({ kind: 'help' });
    expect(readDemoArgs(['--gmaes', '--help'])).toEqual({ kind: 'help' });
  });

  it.each<[string[], string]>([
    [['--slo'], 'unknown option --slo (did you mean --solo?)'],
    [['--difficulty=2'], '--difficulty is for a solo game (add --solo)'],
    [['--solo', '--difficulty=7'], 'the difficulty must be 0, 1, 2 or 3, got "7"'],
    [['--solo', '--difficulty='], 'the difficulty must be 0, 1, 2 or 3, got ""'],
    [['a', 'b'], 'one seed at most, got 2: "a" "b"'],
    [['-x'], 'unknown option -x'],
  ])('refuses %j: %s', (args, message) => {
    expect(readDemoArgs(args)).toEqual({ kind: 'error', message });
  });
});

describe('scripts/demo.ts', () => {
  it('--help prints the usage on stdout and exits 0; a mistyped flag exits 2 with one line and the usage on stderr', () => {
    const help = execFileSync(process.execPath, [TSX, 'scripts/demo.ts', '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(help.trim()).toBe(DEMO_USAGE);
    const bad = spawnSync(process.execPath, [TSX, 'scripts/demo.ts', '--slo'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.split('\n')[0]).toBe('demo: unknown option --slo (did you mean --solo?)');
    expect(bad.stderr).toContain(DEMO_USAGE);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
