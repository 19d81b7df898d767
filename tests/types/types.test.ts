// Options for apps compiled with `exactOptionalPropertyTypes`: every optional property of the
// public options accepts an explicit `undefined` (checked by compiling exact-optional.ts with
// the setting on, and by reading the API reports), and `undefined` behaves as left out at run
// time (tests/api/undefined-options.test.ts). The same compilation checks the type edges of
// api-edges.ts: `players` is 1 | 2 | 3 | 4 (a 5 or a bare number is a compile error), and every
// bot comes from a factory, with the deprecated value `randomBot` still a Bot.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The public option and input types: every optional property must say `| undefined`. */
const OPTION_TYPES: Readonly<Record<string, readonly string[]>> = {
  'spellbook-engine.api.md': [
    'GameOptions', 'RiggedSetup', 'RiggedSpell', 'ApplyOptions', 'ReplayOptions', 'HiddenParts', 'SpellFilter', 'ParseOptions',
  ],
  'spellbook-engine-bots.api.md': ['RandomOptions', 'GreedyOptions', 'SearchOptions', 'PlayBotsOptions'],
  'spellbook-engine-learn.api.md': ['VectorEnvOptions'],
  'spellbook-engine-testing.api.md': [
    'ConformanceOptions', 'ScenarioSettings', 'ViewSecrecyOptions', 'RigOptions', 'RiggedGameOptions',
  ],
};

/** The lines of `export interface name` in an API report, up to its closing brace. */
function interfaceLines(report: string, name: string): string[] {
  const lines = report.split(/\r?\n/);
  const start = lines.findIndex((l) => new RegExp(`^export interface ${name}\\b`).test(l));
  if (start < 0) throw new Error(`interface ${name} is not in the report`);
  const end = lines.indexOf('}', start);
  return lines.slice(start + 1, end);
}

describe('exactOptionalPropertyTypes', () => {
  it('an app compiled with it may pass undefined for every optional option, and players: 5 is a compile error (tsc -p tests/types)', () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', resolve(ROOT, 'tests/types/tsconfig.json')], { cwd: ROOT, encoding: 'utf8' });
    } catch (e) {
      output = String((e as { stdout?: unknown }).stdout ?? e);
    }
    expect(output).toBe('');
    const config = JSON.parse(readFileSync(resolve(ROOT, 'tests/types/tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
    expect(config.compilerOptions['exactOptionalPropertyTypes']).toBe(true);
  }, 120_000);

  it.each(Object.entries(OPTION_TYPES))('every optional property of the options in etc/%s says | undefined', (file, names) => {
    const report = readFileSync(resolve(ROOT, 'etc', file), 'utf8');
    for (const name of names) {
      const optional = interfaceLines(report, name).filter((l) => /^\s+readonly \w+\?:/.test(l));
      expect(optional.length, name).toBeGreaterThan(0);
      const closes = interfaceLines(report, name).filter((l) => /^\s+}/.test(l));
      for (const line of optional) {
        if (line.trimEnd().endsWith('{')) continue; // a nested object: its closing line is checked below
        // `?: undefined` is a property that must be left out (GameOptions.setup): undefined is all it takes.
        expect(line, name).toMatch(/(\| undefined|\?: undefined);$/);
      }
      for (const line of closes) expect(line, name).toMatch(/^\s+} \| undefined;$/);
    }
  });
});
