// Versioned saves: the migration chain, and the fixtures of every schema version that must keep loading.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test, vi } from 'vitest';
import {
  ENGINE_VERSION, LoadError, MIGRATIONS, SAVE_FORMAT, SCHEMA_VERSION, applyAction, createGame, currentDecision,
  deserialize, legalActions, migrateSave, serialize, type GameState, type Migration,
} from '../../src/index.js';
import { thrownBy } from '../kit/index.js';


/** A synthetic history: schema 1 had `a`; 2 renamed it `b`; 3 added `c`; 4 doubled `b`. */
const CHAIN: readonly Migration[] = [
  { from: 1, to: 2, migrate: (s) => { const { a, ...rest } = s as { a: number }; return { ...rest, b: a }; } },
  { from: 2, to: 3, migrate: (s) => ({ ...(s as object), c: 'new' }) },
  { from: 3, to: 4, migrate: (s) => ({ ...(s as { b: number }), b: (s as { b: number }).b * 2 }) },
];

describe('migrateSave with a synthetic chain', () => {
  test('applies the steps in order from the save version up to the target', () => {
    expect(migrateSave(1, { a: 5, x: true }, CHAIN, 4)).toEqual({ x: true, b: 10, c: 'new' });
    expect(migrateSave(2, { b: 5 }, CHAIN, 4)).toEqual({ b: 10, c: 'new' });
    expect(migrateSave(3, { b: 5 }, CHAIN, 4)).toEqual({ b: 10 });
    expect(migrateSave(1, { a: 5 }, CHAIN, 2)).toEqual({ b: 5 });
  });

  test('finds the steps whatever their order in the list', () => {
    expect(migrateSave(1, { a: 5 }, [...CHAIN].reverse(), 4)).toEqual({ b: 10, c: 'new' });
  });

  test('returns a state already at the target as is, without running a step', () => {
    const state = { any: 'thing' };
    const throwing: Migration[] = [{ from: 4, to: 5, migrate: () => { throw new Error('must not run'); } }];
    expect(migrateSave(4, state, throwing, 4)).toBe(state);
  });

  test('steps may jump several versions', () => {
    expect(migrateSave(1, 1, [{ from: 1, to: 3, migrate: (n) => (n as number) + 10 }, { from: 3, to: 4, migrate: (n) => (n as number) * 2 }], 4)).toBe(22);
  });

  test.each<[string, number, readonly Migration[], number]>([
    ['a version older than the first step', 0, CHAIN, 4],
    ['a gap in the chain', 1, [CHAIN[0] as Migration, CHAIN[2] as Migration], 4],
    ['a chain that overshoots the target', 1, [{ from: 1, to: 3, migrate: (s) => s }], 2],
    ['a version newer than the target', 5, CHAIN, 4],
    ['an empty chain', 1, [], 2],
  ])('unsupported-schema when there is no path: %s', (_name, version, chain, target) => {
    let ran = false;
    const watched = chain.map((m) => ({ ...m, migrate: (s: unknown) => { ran = true; return m.migrate(s); } }));
    const e = thrownBy(LoadError, () => migrateSave(version, {}, watched, target));
    expect(e.code).toBe('unsupported-schema');
    expect(e.path).toBe('$.schemaVersion');
    expect(ran).toBe(false); // no step runs before the whole path is known
  });

  test('a step that fails is reported as a LoadError on the state; its own LoadError passes through', () => {
    const broken: Migration[] = [{ from: 1, to: 2, migrate: (s) => (s as { a: { b: number } }).a.b }];
    const e = thrownBy(LoadError, () => migrateSave(1, {}, broken, 2));
    expect(e.code).toBe('invalid-state');
    expect(e.path).toBe('$.state');
    expect(e.message).toContain('from schema 1 to 2');
    const own = new LoadError('invalid-state', '$.state.players', 'no players');
    expect(thrownBy(LoadError, () => migrateSave(1, {}, [{ from: 1, to: 2, migrate: () => { throw own; } }], 2))).toBe(own);
  });

  test('a step that goes backwards is an engine bug, not a save problem', () => {
    expect(() => migrateSave(1, {}, [{ from: 1, to: 1, migrate: (s) => s }], 2)).toThrow(/not to a newer schema/);
  });
});

describe("the engine's migration chain", () => {
  test('is ordered and complete: consecutive steps from the first schema up to SCHEMA_VERSION', () => {
    expect(Number.isSafeInteger(SCHEMA_VERSION) && SCHEMA_VERSION >= 1).toBe(true);
    let at = 1; // schema 1 is the first schema
    for (const m of MIGRATIONS) {
      expect(m.from).toBe(at);
      expect(m.to).toBe(at + 1);
      at = m.to;
    }
    expect(at).toBe(SCHEMA_VERSION);
  });

  test('every older version migrates to the current one, and the current one is left alone', () => {
    for (let v = 1; v < SCHEMA_VERSION; v++) expect(() => migrateSave(v, {})).not.toThrow();
    const state = {};
    expect(migrateSave(SCHEMA_VERSION, state)).toBe(state);
    expect(thrownBy(LoadError, () => migrateSave(0, {})).code).toBe('unsupported-schema');
  });

  test('deserialize refuses a newer save, saying a newer engine is needed', () => {
    const save = JSON.parse(serialize(createGame({ players: 2, seed: 'newer' }))) as Record<string, unknown>;
    save['schemaVersion'] = SCHEMA_VERSION + 1;
    save['engineVersion'] = '9.0.0';
    const e = thrownBy(LoadError, () => deserialize(JSON.stringify(save)));
    expect(e.code).toBe('unsupported-schema');
    expect(e.path).toBe('$.schemaVersion');
    expect(e.message).toContain('newer spellbook-engine');
    expect(e.message).toContain('"9.0.0"');
  });

  test('deserialize refuses a version older than the first schema', () => {
    const save = JSON.parse(serialize(createGame({ players: 2, seed: 'older' }))) as Record<string, unknown>;
    save['schemaVersion'] = 0;
    const e = thrownBy(LoadError, () => deserialize(JSON.stringify(save)));
    expect(e.code).toBe('unsupported-schema');
    expect(e.path).toBe('$.schemaVersion');
  });
});

describe('deserialize runs the chain on an older save before validating it', () => {
  test('with a synthetic schema 2 whose step from 1 renames `turn` to `step`', async () => {
    const original = await vi.importActual<typeof import('../../src/game/migrations.js')>('../../src/game/migrations.js');
    let runs = 0;
    const chain: Migration[] = [{
      from: 1,
      to: 2,
      migrate: (s) => {
        runs++;
        const { turn, ...rest } = s as { turn: number };
        return { ...rest, step: turn };
      },
    }];
    vi.resetModules();
    vi.doMock('../../src/game/migrations.js', () => ({
      ...original,
      SCHEMA_VERSION: 2,
      MIGRATIONS: chain,
      migrateSave: (version: number, state: unknown) => original.migrateSave(version, state, chain, 2),
    }));
    try {
      const mocked = await import('../../src/game/serialize.js');
      // The reset module graph has its own LoadError class (the chain's errors come from the actual module's).
      const { LoadError: MockedLoadError } = await import('../../src/state/errors.js');
      const mockedError = (run: () => unknown): LoadError => {
        try {
          run();
        } catch (e) {
          if (e instanceof MockedLoadError || e instanceof LoadError) return e;
          throw e;
        }
        throw new Error('expected a LoadError, nothing was thrown');
      };
      expect(mocked.SCHEMA_VERSION).toBe(2);
      const state = createGame({ players: 2, seed: 'synthetic' });
      // A "schema 1" save: the state's step counter under its old name, in the old key order.
      const { step, ...rest } = state as GameState & Record<string, unknown>;
      const old = JSON.stringify({ format: SAVE_FORMAT, schemaVersion: 1, engineVersion: '0.0.1', state: { ...rest, turn: step } });
      expect(mocked.deserialize(old)).toEqual(state);
      expect(runs).toBe(1);
      // a save of the current schema is not migrated
      const current = mocked.serialize(state);
      expect(JSON.parse(current)).toMatchObject({ schemaVersion: 2 });
      expect(mocked.deserialize(current)).toEqual(state);
      expect(runs).toBe(1);
      // the migrated state is validated like any save
      const broken = JSON.stringify({ format: SAVE_FORMAT, schemaVersion: 1, engineVersion: '0.0.1', state: { ...rest, turn: 'x' } });
      const e = mockedError(() => mocked.deserialize(broken));
      expect([e.code, e.path]).toEqual(['invalid-state', '$.state.step']);
      expect(mockedError(() => mocked.deserialize(old.replace('"schemaVersion":1', '"schemaVersion":0'))).code).toBe('unsupported-schema');
    } finally {
      vi.doUnmock('../../src/game/migrations.js');
      vi.resetModules();
    }
  });
});

const SAVES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'saves');
const FIXTURES = readdirSync(SAVES).filter((f) => /^schema-\d+\.json$/.test(f)).sort();
const read = (file: string): string => readFileSync(join(SAVES, file), 'utf8').replace(/\n$/, '');

describe('save fixtures (tests/fixtures/saves, written by scripts/save-fixture.ts)', () => {
  test('there is a fixture of the current schema version', () => {
    expect(FIXTURES).toContain(`schema-${SCHEMA_VERSION}.json`);
  });

  test.each(FIXTURES)('%s keeps loading and can be played on', (file) => {
    const text = read(file);
    const envelope = JSON.parse(text) as Record<string, unknown>;
    expect(envelope['format']).toBe(SAVE_FORMAT);
    expect(`schema-${String(envelope['schemaVersion'])}.json`).toBe(file);
    const state = deserialize(text);
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    expect(applyAction(state, legal[0]!).ok).toBe(true);
  });

  test('schema-1.json: a 3-player game waiting in the middle of a spell effect', () => {
    const state = deserialize(read('schema-1.json'));
    expect(state.seed).toBe('sfc32:save-fixture');
    expect(state.players).toHaveLength(3);
    expect(state.spells).toEqual(['eruption', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'knowledge']);
    expect(state.day).toBe(37);
    expect(state.active).toBe(2);
    expect(state.phase).toBe('midday');
    expect(state.step).toBe(115);
    expect(state.players.map((p) => p.spells.map((s) => `${s.spell}@${s.level}`))).toEqual([['eruption@3'], [], ['cure@3']]);
    expect(state.pending).toHaveLength(1);
    expect(currentDecision(state)).toMatchObject({ kind: 'effect', player: 2, spell: 'cure', level: 3, step: { step: 'discard', count: 1 } });
  });

  test('the current schema fixture saves back to the same text', () => {
    const text = read(`schema-${SCHEMA_VERSION}.json`);
    // The engine version is the writing engine's, so a re-save names the current one.
    const expected = JSON.stringify({ ...(JSON.parse(text) as object), engineVersion: ENGINE_VERSION });
    expect(serialize(deserialize(text))).toBe(expected);
    if ((JSON.parse(text) as { engineVersion: string }).engineVersion === ENGINE_VERSION) expect(serialize(deserialize(text))).toBe(text);
  });
});
