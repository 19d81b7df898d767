// Versioned saves: the migration chain, the schemas that load (3, the first with rule profiles,
// and later) and those refused (1 and 2), and the fixtures of each.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  ENGINE_VERSION, FIRST_LOADABLE_SCHEMA, LoadError, MIGRATIONS, RULES_VERSION, RULE_PRESETS, SAVE_FORMAT, SCHEMA_VERSION, applyAction,
  createGame, currentDecision, deserialize, legalActions, migrateSave, rulePresetAt, serialize, type Migration,
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
  test('is empty: the current schema is the first loadable one, the first with rule profiles', () => {
    expect(SCHEMA_VERSION).toBe(3);
    expect(FIRST_LOADABLE_SCHEMA).toBe(3);
    expect(MIGRATIONS).toEqual([]);
  });

  test('is ordered and complete: consecutive steps from the first loadable schema up to SCHEMA_VERSION', () => {
    expect(Number.isSafeInteger(FIRST_LOADABLE_SCHEMA) && FIRST_LOADABLE_SCHEMA <= SCHEMA_VERSION).toBe(true);
    let at = FIRST_LOADABLE_SCHEMA;
    for (const m of MIGRATIONS) {
      expect(m.from).toBe(at);
      expect(m.to).toBe(at + 1);
      at = m.to;
    }
    expect(at).toBe(SCHEMA_VERSION);
  });

  test('the current schema is left alone; no chain leads from an older one', () => {
    const state = {};
    expect(migrateSave(SCHEMA_VERSION, state)).toBe(state);
    for (const v of [0, 1, 2]) expect(thrownBy(LoadError, () => migrateSave(v, {})).code).toBe('unsupported-schema');
  });

  test('deserialize loads a save of the current schema', () => {
    const state = createGame({ players: 2, seed: 'current', rules: 'digital' });
    const text = serialize(state);
    expect(JSON.parse(text)).toMatchObject({ schemaVersion: SCHEMA_VERSION });
    expect(deserialize(text)).toEqual(state);
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

  test.each([0, 1, 2])('deserialize refuses schema %i, older than rule profiles, before reading the state', (version) => {
    // A save of today's shape under an old number, and one whose state is not even an object:
    // the refusal comes from the version alone.
    for (const state of [createGame({ players: 2, seed: 'older' }), null]) {
      const save = { format: SAVE_FORMAT, schemaVersion: version, engineVersion: '0.0.1', state };
      const e = thrownBy(LoadError, () => deserialize(JSON.stringify(save)));
      expect(e.code).toBe('unsupported-schema');
      expect(e.path).toBe('$.schemaVersion');
      expect(e.message).toContain('rule profile');
      expect(e.message).toContain(`schema version ${version}`);
    }
  });
});

const SAVES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'saves');
const FIXTURES = readdirSync(SAVES).filter((f) => /^schema-\d+\.json$/.test(f)).sort();
const schemaOf = (file: string): number => Number(/^schema-(\d+)\.json$/.exec(file)?.[1]);
const LOADABLE = FIXTURES.filter((f) => schemaOf(f) >= FIRST_LOADABLE_SCHEMA);
const REFUSED = FIXTURES.filter((f) => schemaOf(f) < FIRST_LOADABLE_SCHEMA);
const read = (file: string): string => readFileSync(join(SAVES, file), 'utf8').replace(/\n$/, '');

describe('save fixtures (tests/fixtures/saves, written by scripts/save-fixture.ts)', () => {
  test('there is a fixture of the current schema version, and the fixtures of schemas 1 and 2 are kept', () => {
    expect(FIXTURES).toContain(`schema-${SCHEMA_VERSION}.json`);
    expect(REFUSED).toEqual(['schema-1.json', 'schema-2.json']);
    for (const file of FIXTURES) expect(`schema-${String((JSON.parse(read(file)) as Record<string, unknown>)['schemaVersion'])}.json`).toBe(file);
  });

  test.each(LOADABLE)('%s keeps loading and can be played on', (file) => {
    const text = read(file);
    const envelope = JSON.parse(text) as Record<string, unknown>;
    expect(envelope['format']).toBe(SAVE_FORMAT);
    const state = deserialize(text);
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    expect(applyAction(state, legal[0]!).ok).toBe(true);
  });

  test.each(REFUSED)('%s (a save from before rule profiles) is refused with unsupported-schema, naming rule profiles', (file) => {
    const text = read(file);
    const envelope = JSON.parse(text) as Record<string, unknown>;
    expect(envelope['format']).toBe(SAVE_FORMAT);
    // The evidence is a real save of its time: a state without a rule profile.
    expect(Object.keys(envelope['state'] as object)).not.toContain('rules');
    const e = thrownBy(LoadError, () => deserialize(text));
    expect(e.code).toBe('unsupported-schema');
    expect(e.path).toBe('$.schemaVersion');
    expect(e.message).toMatch(/older than rule profiles \(schema 3\)/);
    expect(e.message).toContain('no rule profile reproduces');
  });

  test(`schema-${SCHEMA_VERSION}.json: a 3-player digital game waiting in the middle of a spell effect`, () => {
    const state = deserialize(read(`schema-${SCHEMA_VERSION}.json`));
    expect(state.seed).toBe('sfc32:save-fixture');
    // The digital preset as rules version 1 read it.
    expect(state.rules).toEqual(rulePresetAt('digital', 1));
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
    // The engine version is the writing engine's, so a re-save names the current one; the fixture
    // was written before rules versions (version 1), and a re-save names the current version, its
    // profile gaining each later point at the legacy value (what version 1 played), in the
    // profile's order.
    const { format, schemaVersion, state } = JSON.parse(text) as { format: string; schemaVersion: number; state: { rules: object } };
    expect(RULES_VERSION).toBe(2);
    const rules = { ...RULE_PRESETS.digital, mirageDraws: 'after-takes', cloneDiscard: 'paid-first', finalAltar: 'left-as-is' };
    expect(rules).toEqual(rulePresetAt('digital', 1));
    const expected = JSON.stringify({ format, schemaVersion, rulesVersion: RULES_VERSION, engineVersion: ENGINE_VERSION, state: { ...state, rules } });
    expect(serialize(deserialize(text))).toBe(expected);
  });
});
