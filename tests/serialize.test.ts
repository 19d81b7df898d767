import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ENGINE_VERSION, LoadError, SAVE_FORMAT, SCHEMA_VERSION, applyAction, createGame, deserialize, findInvariantProblem,
  kindsOf, legalActions, serialize, type GameState, type LoadErrorCode,
} from '../src/index.js';
import { mustApply, playRandom } from './helpers.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);

type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;
/** A parsed save, open to corruption. */
interface SaveJson {
  [key: string]: unknown;
  state: DeepMutable<GameState> & Record<string, unknown>;
}

function midGame(players = 2, seed = 7, steps = 40): GameState {
  return playRandom(createGame({ players, seed: `mid-${players}-${seed}` }), seed, steps);
}

/** A valid save of a mid-game 2-player state, corrupted by `change`. */
function corrupt(change: (save: SaveJson) => void, state: GameState = midGame()): string {
  const save = JSON.parse(serialize(state)) as SaveJson;
  change(save);
  return JSON.stringify(save);
}

function loadError(text: string): LoadError {
  try {
    deserialize(text);
  } catch (e) {
    if (e instanceof LoadError) return e;
    throw new Error(`deserialize threw a non-LoadError: ${String(e)}`);
  }
  throw new Error('deserialize accepted the text');
}

function expectRoundTrip(s: GameState): void {
  const text = serialize(s);
  const back = deserialize(text);
  expect(back).toEqual(s);
  expect(serialize(back)).toBe(text);
}

describe('serialize', () => {
  test('wraps the state in the envelope', () => {
    const s = createGame({ players: 3, seed: 'envelope' });
    const save = JSON.parse(serialize(s)) as Record<string, unknown>;
    expect(Object.keys(save)).toEqual(['format', 'schemaVersion', 'engineVersion', 'state']);
    expect(save['format']).toBe('spellbook-engine/game');
    expect(SAVE_FORMAT).toBe('spellbook-engine/game');
    expect(save['schemaVersion']).toBe(1);
    expect(SCHEMA_VERSION).toBe(1);
    expect(save['engineVersion']).toBe(ENGINE_VERSION);
    expect(save['state']).toEqual(s);
  });
});

describe('round trip', () => {
  test.each([2, 3, 4])('at setup with %i players and every spell selection', (players) => {
    for (const spells of ['set1', 'set2', 'set3', 'classic'] as const) {
      expectRoundTrip(createGame({ players, seed: `setup-${players}-${spells}`, spells }));
    }
    expectRoundTrip(createGame({ players }));
  });

  test('of a rigged setup with next draws and spells learned before the game', () => {
    expectRoundTrip(createGame({
      players: 2,
      seed: 'rigged',
      setup: {
        nextDraws: ['red-circle', 'blue-square', 'red-circle'],
        learned: [[{ spell: 'abundance', level: 5, card: 'yellow-square' }], []],
        familiars: [[], ['green-circle', 'green-circle']],
        discard: ['black-triangle'],
        phase: 'evening',
        day: 4,
      },
    }));
  });

  test.each([
    [2, 1],
    [3, 2],
    [4, 3],
    [2, 4],
  ])('after every step of a random %i-player game (seed %i), and at game over', (players, seed) => {
    let s = createGame({ players, seed: `trip-${players}-${seed}`, spells: 'classic' });
    expectRoundTrip(s);
    s = playRandom(s, seed, 100_000, (_before, _action, after) => expectRoundTrip(after));
    expect(s.phase).toBe('ended');
    expectRoundTrip(s);
  });

  test('at game over for more seeds and player counts', () => {
    for (let seed = 10; seed < 22; seed++) {
      const end = playRandom(createGame({ players: 2 + (seed % 3), seed: `end-${seed}` }), seed);
      expect(end.phase).toBe('ended');
      expectRoundTrip(end);
    }
  });

  test('a loaded game plays on exactly like the original', () => {
    const s = midGame(3, 5, 25);
    const loaded = deserialize(serialize(s));
    expect(legalActions(loaded)).toEqual(legalActions(s));
    for (const action of legalActions(s).slice(0, 20)) {
      expect(applyAction(loaded, action)).toEqual(applyAction(s, action));
    }
    expect(playRandom(loaded, 99)).toEqual(playRandom(s, 99));
  });

  test('builds a fresh plain state that shares nothing with the input', () => {
    const s = midGame();
    const a = deserialize(serialize(s));
    const b = deserialize(serialize(s));
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(a.players[0]?.pool).not.toBe(b.players[0]?.pool);
    (a.players[0]?.pool as number[])[0] = 99;
    expect(b).toEqual(s);
  });
});

describe('deserialize refuses a bad save with a LoadError and the path of the first bad value', () => {
  const cases: [string, () => string, LoadErrorCode, string][] = [
    ['non-JSON', () => '{"format": ', 'invalid-json', '$'],
    ['an empty text', () => '', 'invalid-json', '$'],
    ['a text that is not a string', () => 42 as unknown as string, 'invalid-json', '$'],
    ['null', () => 'null', 'invalid-envelope', '$'],
    ['a list', () => '[1, 2]', 'invalid-envelope', '$'],
    ['a number', () => '3', 'invalid-envelope', '$'],
    ['another format', () => corrupt((j) => { j['format'] = 'chess/game'; }), 'invalid-envelope', '$.format'],
    ['a missing format', () => corrupt((j) => { delete j['format']; }), 'invalid-envelope', '$.format'],
    ['schemaVersion 2', () => corrupt((j) => { j['schemaVersion'] = 2; }), 'unsupported-schema', '$.schemaVersion'],
    ['schemaVersion 0', () => corrupt((j) => { j['schemaVersion'] = 0; }), 'unsupported-schema', '$.schemaVersion'],
    ['schemaVersion 1.5', () => corrupt((j) => { j['schemaVersion'] = 1.5; }), 'invalid-envelope', '$.schemaVersion'],
    ['schemaVersion "1"', () => corrupt((j) => { j['schemaVersion'] = '1'; }), 'invalid-envelope', '$.schemaVersion'],
    ['an unknown envelope key', () => corrupt((j) => { j['comment'] = 'hi'; }), 'invalid-envelope', '$.comment'],
    ['a missing engine version', () => corrupt((j) => { delete j['engineVersion']; }), 'invalid-envelope', '$.engineVersion'],
    ['an engine version that is not a string', () => corrupt((j) => { j['engineVersion'] = 1; }), 'invalid-envelope', '$.engineVersion'],
    ['a missing state', () => corrupt((j) => { delete (j as Record<string, unknown>)['state']; }), 'invalid-envelope', '$.state'],
    ['a null state', () => corrupt((j) => { (j as Record<string, unknown>)['state'] = null; }), 'invalid-state', '$.state'],
    ['an unknown state key', () => corrupt((j) => { j.state['extra'] = 1; }), 'invalid-state', '$.state.extra'],
    ['an unknown key with odd characters', () => corrupt((j) => { j.state['a b'] = 1; }), 'invalid-state', '$.state["a b"]'],
    ['an unknown player key', () => corrupt((j) => { (j.state.players[1] as unknown as Record<string, unknown>)['hand'] = []; }), 'invalid-state', '$.state.players[1].hand'],
    ['a missing state key', () => corrupt((j) => { delete (j.state as Record<string, unknown>)['step']; }), 'invalid-state', '$.state.step'],
    ['a missing player key', () => corrupt((j) => { delete (j.state.players[1] as unknown as Record<string, unknown>)['familiar']; }), 'invalid-state', '$.state.players[1].familiar'],
    ['a count list of 20', () => corrupt((j) => { j.state.altar.pop(); }), 'invalid-state', '$.state.altar'],
    ['a count list of 22', () => corrupt((j) => { j.state.discard.push(0); }), 'invalid-state', '$.state.discard'],
    ['a negative count', () => corrupt((j) => { (j.state.players[0] as { pool: number[] }).pool[3] = -1; }), 'invalid-state', '$.state.players[0].pool[3]'],
    ['a fractional count', () => corrupt((j) => { j.state.pouch[20] = 0.5; }), 'invalid-state', '$.state.pouch[20]'],
    ['a count that is a string', () => corrupt((j) => { (j.state.pouch as unknown[])[1] = '2'; }), 'invalid-state', '$.state.pouch[1]'],
    ['5 generator words', () => corrupt((j) => { j.state.rng.push(1); }), 'invalid-state', '$.state.rng'],
    ['a generator word of 2^32', () => corrupt((j) => { j.state.rng[2] = 2 ** 32; }), 'invalid-state', '$.state.rng[2]'],
    ['a bad seed tag', () => corrupt((j) => { j.state.seed = 'mt19937:abc'; }), 'invalid-state', '$.state.seed'],
    ['an unknown materia kind', () => corrupt((j) => { (j.state.pouchTop as string[]).push('red-hexagon'); }), 'invalid-state', '$.state.pouchTop[0]'],
    ['an inherited property name as a materia kind', () => corrupt((j) => { (j.state.pouchTop as string[]).push('toString'); }), 'invalid-state', '$.state.pouchTop[0]'],
    ['__proto__ as a card materia', () => corrupt((j) => { (j.state.players[0]?.spells[0] as { card: string }).card = '__proto__'; }, learnedState()), 'invalid-state', '$.state.players[0].spells[0].card'],
    ['constructor on a familiar board', () => corrupt((j) => { (j.state.players[1]?.familiar as string[]).unshift('constructor'); }), 'invalid-state', '$.state.players[1].familiar[0]'],
    ['an unknown phase', () => corrupt((j) => { (j.state as Record<string, unknown>)['phase'] = 'night'; }), 'invalid-state', '$.state.phase'],
    ['a fractional day', () => corrupt((j) => { j.state.day = 2.5; }), 'invalid-state', '$.state.day'],
    ['a spell id that is not a string', () => corrupt((j) => { (j.state.spells as unknown[])[4] = 4; }), 'invalid-state', '$.state.spells[4]'],
    ['a level 6', () => corrupt((j) => { (j.state.players[0]?.spells[0] as { level: number }).level = 6; }, learnedState()), 'invalid-state', '$.state.players[0].spells[0].level'],
    ['an unknown end reason', () => corrupt((j) => { (j.state as Record<string, unknown>)['endTrigger'] = { player: 0, day: 1, reason: 'boredom' }; }), 'invalid-state', '$.state.endTrigger.reason'],
    ['a pool of 10', () => corrupt((j) => {
      const pool = (j.state.players[0] as { pool: number[] }).pool;
      for (let i = 0; i < 21 && pool.reduce((a, b) => a + b, 0) < 10; i++) {
        while ((j.state.pouch[i] as number) > 0 && pool.reduce((a, b) => a + b, 0) < 10) {
          j.state.pouch[i] = (j.state.pouch[i] as number) - 1;
          pool[i] = (pool[i] as number) + 1;
        }
      }
    }), 'broken-invariant', '$.state.players[0].pool'],
    ['a 106th materia', () => corrupt((j) => { j.state.altar[0] = (j.state.altar[0] as number) + 1; }), 'broken-invariant', '$.state'],
    ['an unknown spell id', () => corrupt((j) => { j.state.spells[3] = 'fireball'; }), 'broken-invariant', '$.state.spells[3]'],
    ['an inherited property name as a spell id', () => corrupt((j) => { j.state.spells[0] = 'constructor'; }), 'broken-invariant', '$.state.spells[0]'],
    ['two spells of one colour', () => corrupt((j) => { j.state.spells[1] = 'eruption'; }), 'broken-invariant', '$.state.spells[1]'],
    ['phase ended without an end trigger', () => corrupt((j) => { j.state.phase = 'ended'; }), 'broken-invariant', '$.state.endTrigger'],
    ['an active seat out of range', () => corrupt((j) => { j.state.active = 2; }), 'broken-invariant', '$.state.active'],
    ['a first player out of range', () => corrupt((j) => { j.state.firstPlayer = -1; }), 'broken-invariant', '$.state.firstPlayer'],
    ['a trigger by a seat out of range', () => corrupt((j) => { j.state.endTrigger = { player: 3, day: 1, reason: 'seventh-spell' }; }), 'broken-invariant', '$.state.endTrigger.player'],
    ['one player', () => corrupt((j) => { j.state.players.pop(); }), 'broken-invariant', '$.state.players'],
  ];

  test.each(cases)('%s', (_name, text, code, path) => {
    const e = loadError(text());
    expect({ code: e.code, path: e.path }).toEqual({ code, path });
    expect(e.message).toContain(path);
  });

  test('says that a newer save needs a newer engine', () => {
    const e = loadError(corrupt((j) => { j['schemaVersion'] = 2; }));
    expect(e.message).toMatch(/newer/);
  });

  test('treats __proto__ as an unknown key and pollutes nothing', () => {
    const text = serialize(midGame()).replace('"state":{', '"state":{"__proto__":{"polluted":true},');
    const e = loadError(text);
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-state', path: '$.state.__proto__' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(loadError('{"__proto__":{"format":"spellbook-engine/game"}}').path).toBe('$.format');
  });

  test('survives absurd nesting', () => {
    const deep = 200_000;
    expect(loadError('['.repeat(deep) + ']'.repeat(deep)).code).toBe('invalid-envelope');
    expect(loadError('['.repeat(deep)).code).toBe('invalid-json');
    const nestedState = `{"format":"${SAVE_FORMAT}","schemaVersion":1,"engineVersion":"x","state":${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}}`;
    const e = loadError(nestedState);
    expect(['invalid-json', 'invalid-state']).toContain(e.code);
  });
});

/** Every path of a JSON value, with a setter and a deleter for it. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

function mutate(root: unknown, path: readonly (string | number)[], how: 'set' | 'delete' | 'add', value: unknown): unknown {
  if (path.length === 0) return how === 'delete' ? undefined : value;
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (how === 'set') parent[last] = value;
  else if (how === 'delete') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (Array.isArray(target)) target.push(value);
    else if (typeof target === 'object' && target !== null) (target as Record<string, unknown>)['zz'] = value;
    else parent[last] = [target, value];
  }
  return root;
}

/** Either a LoadError, or a valid state that saves back to the same text. */
function loadsSafely(text: string): boolean {
  try {
    const s = deserialize(text);
    expect(findInvariantProblem(s)).toBeUndefined();
    expect(deserialize(serialize(s))).toEqual(s);
    return true;
  } catch (e) {
    if (e instanceof LoadError) return true;
    throw e;
  }
}

describe('deserialize throws nothing but LoadError (property)', () => {
  test('over arbitrary JSON values and texts', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => loadsSafely(JSON.stringify(v) ?? 'null')), { numRuns: RUNS });
    fc.assert(fc.property(fc.string(), (t) => loadsSafely(t)), { numRuns: RUNS });
    fc.assert(
      fc.property(fc.jsonValue(), (state) =>
        loadsSafely(JSON.stringify({ format: SAVE_FORMAT, schemaVersion: 1, engineVersion: ENGINE_VERSION, state }))),
      { numRuns: RUNS },
    );
  });

  const saves = [midGame(2, 1, 30), midGame(4, 2, 60), playRandom(createGame({ players: 3, seed: 'over' }), 3)].map(serialize);

  test('over single-field mutations of a valid save', () => {
    const targets = saves.map((text) => ({ text, paths: paths(JSON.parse(text)) }));
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.constantFrom('set', 'delete', 'add') as fc.Arbitrary<'set' | 'delete' | 'add'>,
        fc.oneof(fc.jsonValue(), fc.integer(), fc.constantFrom(-1, 0, 1, 5, 9, 10, 2 ** 32, 1e300, 'red-circle', 'sfc32:x', null)),
        (which, pick, how, value) => {
          const t = targets[which % targets.length] as (typeof targets)[number];
          const path = t.paths[pick % t.paths.length] as (string | number)[];
          const mutated = mutate(JSON.parse(t.text), path, how, value);
          return loadsSafely(JSON.stringify(mutated) ?? '');
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('an unchanged save always loads', () => {
    for (const text of saves) expect(serialize(deserialize(text))).toBe(text);
  });
});

function learnedState(): GameState {
  return createGame({
    players: 2,
    seed: 'learned',
    setup: { learned: [[{ spell: 'abundance', level: 4, card: 'yellow-triangle' }], []] },
  });
}

test('mustApply keeps the loaded state usable', () => {
  const s = deserialize(serialize(createGame({ players: 2, seed: 'use', firstPlayer: 0 })));
  const r = mustApply(s, { type: 'draw', player: 0 });
  expect(kindsOf(r.state.players[0]?.pool ?? [])).toHaveLength(4);
});
