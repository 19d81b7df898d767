// The table of permanent triggers (src/spells/triggers.ts, internal): an entry for every trigger
// field of SpellLevel, held so by the compiler (a fourth trigger field without an entry fails
// tsc); `permanent` derived from it (a homebrew level with nothing but one trigger is permanent,
// and fires); each entry's dispatch site named truly. The three printed triggers are played in
// tests/spells/blue (Mirage, Swiftness), tests/spells/yellow.test.ts (Communion) and
// tests/profiles (mirage-*, communion-stores, swiftness-spells).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SpellDefinitionError, defineSpell, getSpell, hasSpell, legalActions, type Level, type MateriaKind, type SpellDefinition,
  type SpellId, type SpellLevel,
} from '../../src/index.js';
import { learnedInfo } from '../../src/spells/memo.js';
import { TRIGGERS, TRIGGER_NAMES, type TriggerName, type TriggersOf } from '../../src/spells/triggers.js';
import { effect, learn, learned, riggedGame, run, spellsWith, take } from '../kit/index.js';

const ROOT = resolve(import.meta.dirname, '../..');

// ── compiled by `npm run typecheck` (tsc over tests/) ──

/** True when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
/** The trigger fields of SpellLevel today, and the names the table lists: the same. */
const TODAY: Equal<TriggerName, 'drawsOnTake' | 'extraActions' | 'keepsLearnDiscards'> = true;
const LISTED: Equal<TriggerName, (typeof TRIGGER_NAMES)[number]> = true;
/** A level type with a fourth trigger field: the table of its triggers needs a fourth entry. */
type PlantedLevel = SpellLevel & { readonly glowsOnDraw?: number };
// @ts-expect-error -- the planted trigger `glowsOnDraw` has no entry
const PLANTED: TriggersOf<PlantedLevel> = TRIGGERS;

/** A value of each trigger (the compiler asks for one for a new trigger too). */
const SAMPLES: { readonly [K in TriggerName]: NonNullable<SpellLevel[K]> } = {
  drawsOnTake: ({ materia }) => (materia === 'red-circle' ? 1 : 0),
  extraActions: { phase: 'morning', count: 1 },
  keepsLearnDiscards: 2,
};

// Not `homebrew-...`: the homebrew tests list the registered spells of that prefix, and the registry is module-global.
const onlyId = (name: TriggerName): SpellId => `triggers-test-only-${name.toLowerCase()}`;

/** A yellow homebrew spell with nothing but the trigger `name` at level 5 (3 and 4: points only). */
function onlyTrigger<K extends TriggerName>(name: K): SpellDefinition {
  const plain: SpellLevel = { kind: 'none', points: 1 };
  const five = { kind: 'permanent', points: 0, [name]: SAMPLES[name] } as SpellLevel;
  return { id: onlyId(name), colour: 'yellow', set: null, phase: null, levels: { 3: plain, 4: plain, 5: five }, names: { en: `Only ${name}` } };
}
for (const name of TRIGGER_NAMES) if (!hasSpell(onlyId(name))) defineSpell(onlyTrigger(name));

describe('the trigger table', () => {
  it('has an entry for every trigger field of SpellLevel, in the order of TRIGGER_NAMES', () => {
    expect(TODAY && LISTED).toBe(true);
    void PLANTED;
    expect(Object.keys(TRIGGERS)).toEqual([...TRIGGER_NAMES]);
    expect(Object.keys(SAMPLES)).toEqual([...TRIGGER_NAMES]);
  });

  it('a fourth optional field of SpellLevel without an entry fails tsc at the table', () => {
    // SpellLevel itself augmented with a planted field, and the table compiled against it.
    const dir = mkdtempSync(join(tmpdir(), 'planted-trigger-'));
    try {
      let types = relative(dir, resolve(ROOT, 'src/spells/types.js')).split('\\').join('/');
      if (!types.startsWith('.')) types = `./${types}`;
      writeFileSync(join(dir, 'planted.ts'),
        `export {};\ndeclare module '${types}' {\n  interface SpellLevel {\n    readonly glowsOnDraw?: number;\n  }\n}\n`);
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
        extends: resolve(ROOT, 'tsconfig.json'),
        compilerOptions: { noEmit: true, types: [] },
        include: [],
        files: ['planted.ts', resolve(ROOT, 'src/spells/triggers.ts'), resolve(ROOT, 'src/spells/memo.ts')],
      }));
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      let output = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], { cwd: ROOT, encoding: 'utf8' });
      } catch (e) {
        output = String((e as { stdout?: unknown }).stdout ?? e);
      }
      const errors = output.split(/\r?\n/).filter((line) => / error TS\d+:/.test(line));
      expect(errors.length, output).toBeGreaterThan(0);
      for (const line of errors) {
        expect(line).toMatch(/src\/spells\/triggers\.ts\(\d+,\d+\): error TS\d+: .*glowsOnDraw/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names each trigger\'s dispatch site truly: the one function of the play layers that reads the field', () => {
    const code = (file: string): string => readFileSync(resolve(ROOT, 'src', file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    const playFiles = ['actions', 'effects'].flatMap((dir) => readdirSync(resolve(ROOT, 'src', dir)).filter((f) => f.endsWith('.ts')).map((f) => `${dir}/${f}`));
    for (const name of TRIGGER_NAMES) {
      const { file, fn } = TRIGGERS[name].firesAt;
      const text = code(file);
      const start = text.search(new RegExp(`\\nexport function ${fn}\\(|\\nfunction ${fn}\\(`));
      expect(start, `${file}: function ${fn}`).toBeGreaterThanOrEqual(0);
      const body = text.slice(start, text.indexOf('\n}\n', start));
      const reads = new RegExp(`\\.${name}\\b`);
      expect(body, `${file} ${fn} reads .${name}`).toMatch(reads);
      expect(playFiles.filter((f) => reads.test(code(f))), name).toEqual([file]);
    }
  });
});

describe('permanent is derived from the table', () => {
  const info = (name: TriggerName, level: Level) => learnedInfo([{ spell: onlyId(name), level, card: 'yellow-circle', day: 0 }]);

  it.each(TRIGGER_NAMES)('a homebrew spell with only %s at level 5 is permanent there, and not at levels 3 and 4', (name) => {
    expect(info(name, 5).permanent).toBe(true);
    expect(info(name, 4).permanent).toBe(false);
    expect(info(name, 3).permanent).toBe(false);
    expect(learnedInfo([]).permanent).toBe(false);
  });

  it('a homebrew trigger function is wrapped with the checks in play; trigger data is kept as given', () => {
    for (const name of TRIGGER_NAMES) {
      const stored = getSpell(onlyId(name)).levels[5][name];
      if (typeof SAMPLES[name] === 'function') {
        expect(stored).not.toBe(SAMPLES[name]);
        expect(TRIGGERS[name].wrap).toBeTypeOf('function');
      } else {
        expect(stored).toEqual(SAMPLES[name]);
        expect(TRIGGERS[name].wrap).toBeUndefined();
      }
    }
    const drawsOnTake = getSpell(onlyId('drawsOnTake')).levels[5].drawsOnTake;
    expect(drawsOnTake?.({ materia: 'red-circle', cardRune: 'circle' })).toBe(1);
    expect(drawsOnTake?.({ materia: 'red-square', cardRune: 'circle' })).toBe(0);
  });

  it('each entry checks its field of a homebrew definition at its path', () => {
    const bad: Record<TriggerName, [unknown, string]> = {
      drawsOnTake: [2, 'levels.5.drawsOnTake'],
      extraActions: [{ phase: 'dusk', count: 1 }, 'levels.5.extraActions.phase'],
      keepsLearnDiscards: [-1, 'levels.5.keepsLearnDiscards'],
    };
    for (const name of TRIGGER_NAMES) {
      const def = onlyTrigger(name);
      const [value, path] = bad[name];
      const faulty = { ...def, id: `${def.id}-faulty`, levels: { ...def.levels, 5: { kind: 'permanent', points: 0, [name]: value } } };
      let error: unknown;
      try {
        defineSpell(faulty as SpellDefinition);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(SpellDefinitionError);
      expect((error as SpellDefinitionError).code).toBe('invalid-spell-definition');
      expect((error as SpellDefinitionError).path).toBe(path);
      expect(hasSpell(faulty.id)).toBe(false);
    }
  });

  it('defining the same trigger spell again is a no-op (the table\'s comparison), a different draw count an error', () => {
    for (const name of TRIGGER_NAMES) expect(() => defineSpell(onlyTrigger(name))).not.toThrow();
    const def = onlyTrigger('drawsOnTake');
    const other = { ...def, levels: { ...def.levels, 5: { kind: 'permanent', points: 0, drawsOnTake: ({ materia }) => (materia === 'red-circle' ? 2 : 0) } } } as SpellDefinition;
    expect(() => defineSpell(other)).toThrow(SpellDefinitionError);
  });
});

describe('a homebrew trigger alone fires', () => {
  const spells = (name: TriggerName) => spellsWith(onlyId(name));
  // spellsWith: sacrifice, levitation, purification, offering, time-travel, transmutation, and the homebrew (yellow)

  it('keepsLearnDiscards: a Learn keeps 2 of its other paid materia (digital)', () => {
    const pay: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];
    const s = riggedGame({
      rules: 'digital', spells: spells('keepsLearnDiscards'), phase: 'evening', altar: ['white-circle'], pools: [[...pay], []],
      learned: [[learned(onlyId('keepsLearnDiscards'), 5, 'yellow-circle')], []],
    });
    const r = run(s, [learn('sacrifice', 3, 'red-circle', pay)]);
    expect(effect(r.state).step).toEqual({ step: 'learn-discards', keep: 2, setAside: ['red-triangle', 'red-square'] });
  });

  it('extraActions: a second Morning action', () => {
    const s = riggedGame({
      spells: spells('extraActions'), phase: 'morning', altar: ['red-circle', 'blue-square'], pools: [[], []],
      learned: [[learned(onlyId('extraActions'), 5, 'yellow-circle')], []],
    });
    const r = run(s, [take('red-circle')]);
    expect(r.state.phase).toBe('morning');
    expect(legalActions(r.state)).toContainEqual(take('blue-square'));
    expect(run(r.state, [take('blue-square')]).state.phase).toBe('midday');
  });

  it('drawsOnTake: a take of a red circle draws one', () => {
    const s = riggedGame({
      spells: spells('drawsOnTake'), phase: 'morning', altar: ['red-circle', 'blue-square'], pools: [[], []], nextDraws: ['green-square'],
      learned: [[learned(onlyId('drawsOnTake'), 5, 'yellow-circle')], []],
    });
    const r = run(s, [take('red-circle')]);
    expect(r.events).toContainEqual({ type: 'spell-triggered', player: 0, spell: onlyId('drawsOnTake'), level: 5 });
    expect(r.events.filter((e) => e.type === 'materia-drawn')).toHaveLength(1);
  });
});
