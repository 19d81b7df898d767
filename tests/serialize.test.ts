import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ENGINE_VERSION, LoadError, MATERIA_KINDS, SAVE_FORMAT, SCHEMA_VERSION, SPELL_SETS, applyAction, countsOf, createGame, currentDecision, deserialize,
  findInvariantProblem, getSpell, kindsOf, legalActions, serialize, type Action, type GameOptions, type GameState,
  type LoadErrorCode, type RiggedSetup,
} from '../src/index.js';
// Not exported by the package entry point (yet): the homebrew registration.
import { defineSpell } from '../src/spells/registry.js';
import type { EffectStep, SpellStep } from '../src/index.js';
import { mustApply, playRandom, testRng } from './helpers.js';

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
    expect(save['schemaVersion']).toBe(2);
    expect(SCHEMA_VERSION).toBe(2);
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

  test('of solo games at setup, at every difficulty and with every spell selection', () => {
    for (const difficulty of [0, 1, 2, 3] as const) {
      for (const spells of ['set1', 'set2', 'set3', 'classic'] as const) {
        const s = createGame({ players: 1, seed: `solo-setup-${difficulty}-${spells}`, spells, solo: { difficulty } });
        expect(s.opponent?.difficulty).toBe(difficulty);
        expectRoundTrip(s);
      }
    }
    expectRoundTrip(createGame({ players: 1 }));
  });

  test('of a rigged solo setup with the opponent\'s track and lower part', () => {
    const s = createGame({
      players: 1,
      seed: 'rigged-solo',
      solo: { difficulty: 2 },
      setup: {
        opponent: { track: ['red-circle', 'blue-square', 'red-circle'], lower: ['green-triangle'] },
        learned: [[{ spell: 'levitation', level: 4, card: 'purple-triangle' }]],
        phase: 'midday',
        day: 5,
      },
    });
    expect(s.opponent).toEqual({ track: ['red-circle', 'blue-square', 'red-circle'], lower: countsOf(['green-triangle']), difficulty: 2 });
    expectRoundTrip(s);
  });

  test.each([1, 2, 3, 4])('after every step of a random solo game (seed %i), and at game over', (seed) => {
    let s = createGame({ players: 1, seed: `trip-solo-${seed}`, spells: 'classic', solo: { difficulty: (seed % 4) as 0 | 1 | 2 | 3 } });
    expectRoundTrip(s);
    let placements = 0;
    s = playRandom(s, seed, 100_000, (_before, _action, after) => {
      if (after.pending[0]?.spell === null) placements++;
      expectRoundTrip(after);
    });
    expect(s.phase).toBe('ended');
    expect(placements).toBeGreaterThan(0);
    expectRoundTrip(s);
  });

  test('at the end of solo games ended both ways: by a trigger, and by a full opponent track', () => {
    const ends = new Set<string>();
    for (let seed = 30; seed < 50; seed++) {
      const end = playRandom(createGame({ players: 1, seed: `end-solo-${seed}`, spells: 'classic' }), seed);
      expect(end.phase).toBe('ended');
      ends.add(end.endTrigger === null ? 'track' : 'trigger');
      expectRoundTrip(end);
    }
    expect([...ends].sort()).toEqual(['track', 'trigger']);
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
    ['schemaVersion 3', () => corrupt((j) => { j['schemaVersion'] = 3; }), 'unsupported-schema', '$.schemaVersion'],
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
    const e = loadError(corrupt((j) => { j['schemaVersion'] = 3; }));
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

/**
 * Either a LoadError, or a valid state that saves back to the same text and that the engine can
 * play on from (its options are listed and each is applied without throwing).
 */
function loadsSafely(text: string): boolean {
  try {
    const s = deserialize(text);
    expect(findInvariantProblem(s)).toBeUndefined();
    expect(deserialize(serialize(s))).toEqual(s);
    for (const action of legalActions(s)) expect(applyAction(s, action).ok).toBe(true);
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

  // Built when the tests run: the saves waiting in an effect come from scenarios defined below.
  const saves = (): string[] => [
    midGame(2, 1, 30), midGame(4, 2, 60), playRandom(createGame({ players: 3, seed: 'over' }), 3),
    pendingState(BLAZE), pendingState(FOCUS), pendingState(PURIFY), pendingState(COMMUNION), pendingState(SWIFT),
    pendingState(CLONE_NESTED), pendingState(STORM), pendingState('a homebrew spell with nested modes'),
    pendingState(DAY_END), pendingState(SOLO_BLAZE), pendingState(SOLO_SHARING),
    playRandom(createGame({ players: 1, seed: 'over-solo', solo: { difficulty: 3 } }), 4),
  ].map(serialize);

  test('over single-field mutations of a valid save, effects in progress included', () => {
    const targets = saves().map((text) => ({ text, paths: paths(JSON.parse(text)) }));
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

  test('over single-field mutations of the effects in progress', () => {
    const targets = saves().map((text) => ({ text, paths: paths(JSON.parse(text)).filter((p) => p[1] === 'pending') }))
      .filter((t) => t.paths.length > 0);
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.constantFrom('set', 'delete', 'add') as fc.Arbitrary<'set' | 'delete' | 'add'>,
        fc.oneof(
          fc.jsonValue(),
          fc.constantFrom(-1, 0, 1, 2, 3, 5, 9, true, false, null, 'red-circle', 'circle', 'red', 'evening', 'clone', 'blaze', 'store'),
          fc.constantFrom(
            { step: 'draw', count: 1 }, { step: 'take', count: 1, taker: 1 }, { step: 'store', count: 2 }, { step: 'raise' },
            { step: 'learn-discards', keep: 1, setAside: ['red-circle'] }, { step: 'swap-familiar' }, { step: 'clear-altar', discarded: 2 },
            { step: 'phase-action', phase: 'morning', as: 'copy' }, { step: 'learn', wild: 2, rune: 'square' },
          ),
        ),
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
    for (const text of saves()) expect(serialize(deserialize(text))).toBe(text);
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

// ---------------------------------------------------------------------------------------------
// Effects in progress: states waiting in the middle of a spell's effect, reached by playing
// rigged games, must save and load like any other state; corrupted frames are refused with the
// JSON path of the first bad value.

/** The first-game set with the given spells in place of the set's spells of their colours. */
function withSpells(...ids: string[]): string[] {
  return SPELL_SETS.set1.map((id) => ids.find((x) => getSpell(x).colour === getSpell(id).colour) ?? id);
}

/** A rigged 2-player game (seat 0 first) with the given spells in the game. */
function rigged(spells: readonly string[], setup: RiggedSetup, options: Partial<GameOptions> = {}): GameState {
  return createGame({ players: 2, seed: 'pending', firstPlayer: 0, ...options, spells: withSpells(...spells), setup });
}

/** A rigged solo game with the given spells in the game. */
function solo(spells: readonly string[], setup: RiggedSetup, difficulty: 0 | 1 | 2 | 3 = 1): GameState {
  return createGame({ players: 1, seed: 'pending-solo', spells: withSpells(...spells), solo: { difficulty }, setup });
}

/** Applies legal actions in order and returns the state after each. */
function playAll(state: GameState, actions: readonly Action[]): GameState[] {
  const out: GameState[] = [];
  let s = state;
  for (const a of actions) {
    s = mustApply(s, a).state;
    out.push(s);
  }
  return out;
}

/** What a state waits for: `step@depth by player`, or the phase decision. */
function waitingFor(s: GameState): string {
  const d = currentDecision(s);
  if (d.kind === 'effect') return `${d.step.step}@${s.pending.length} by ${d.player}`;
  return d.kind === 'phase' ? `${d.phase} of ${d.player}` : 'game over';
}

// A homebrew spell whose modes nest and hold the automatic steps no printed spell leaves waiting
// behind a choice (draw-until, reveal, others-draw).
const DEEP_STEPS: readonly SpellStep[] = [{
  step: 'mode',
  modes: [
    {
      mode: 'deep',
      steps: [{
        step: 'mode',
        modes: [
          { mode: 'fill', steps: [{ step: 'draw-until', size: 6 }] },
          { mode: 'share', steps: [{ step: 'reveal', count: 1 }, { step: 'others-draw' }] },
        ],
      }],
    },
    { mode: 'trade', steps: [{ step: 'discard', count: 1 }, { step: 'draw-until', size: 6 }] },
  ],
}];
defineSpell({
  id: 'test-ember',
  colour: 'red',
  set: null,
  phase: 'morning',
  levels: {
    3: { kind: 'action', points: 1, effect: () => DEEP_STEPS },
    4: { kind: 'action', points: 2, effect: () => DEEP_STEPS },
    5: { kind: 'action', points: 3, effect: () => DEEP_STEPS },
  },
  names: { en: 'Ember', uk: 'Жарина', pl: 'Żar', 'zh-TW': '餘燼' },
});

/**
 * Rigged games that stop in every kind of pending step: for each, the states after each action
 * and what each of them waits for.
 */
const PENDING: Record<string, { play: () => GameState[]; waits: string[] }> = {
  'Blaze with 3 players (the others\' takes)': {
    play: () => playAll(
      createGame({
        players: 3, seed: 'blaze', firstPlayer: 0, spells: withSpells('blaze'),
        setup: {
          altar: ['blue-square', 'green-triangle', 'green-triangle'], pools: [[], [], []],
          learned: [[{ spell: 'blaze', level: 3, card: 'red-circle' }], [], []],
        },
      }),
      [{ type: 'cast', player: 0, spell: 'blaze', level: 3 }, { type: 'pick', player: 1, materia: 'blue-square' }],
    ),
    waits: ['take@1 by 1', 'midday of 0'],
  },
  'Sacrifice (a cost of a rune, then draws)': {
    play: () => playAll(
      rigged([], { pools: [['red-circle', 'blue-circle', 'green-square'], []], learned: [[{ spell: 'sacrifice', level: 3, card: 'red-triangle' }], []] }),
      [{ type: 'cast', player: 0, spell: 'sacrifice', level: 3 }],
    ),
    waits: ['discard@1 by 0'],
  },
  'Sharing (takes, then the others draw)': {
    play: () => playAll(
      rigged(['sharing'], { altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[], []], learned: [[{ spell: 'sharing', level: 4, card: 'purple-square' }], []] }),
      [{ type: 'cast', player: 0, spell: 'sharing', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['take@1 by 0', 'take@1 by 0'],
  },
  'Divination L4 (an optional take of one colour)': {
    play: () => playAll(
      rigged(['divination'], {
        altar: ['red-circle', 'red-square', 'blue-square'], pools: [[], []], nextDraws: ['red-triangle', 'green-circle'],
        learned: [[{ spell: 'divination', level: 4, card: 'purple-square' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'divination', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['take@1 by 0', 'take@1 by 0'],
  },
  'Storm (discards from the altar, then takes, then lowers)': {
    play: () => playAll(
      rigged(['storm'], {
        phase: 'evening', altar: ['red-circle', 'blue-square', 'green-triangle', 'black-square'], pools: [['red-square'], []],
        learned: [[{ spell: 'storm', level: 5, card: 'white-triangle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'storm', level: 5 }, { type: 'pick', player: 0, materia: 'red-circle' }, { type: 'stop', player: 0 }],
    ),
    waits: ['clear-altar@1 by 0', 'clear-altar@1 by 0', 'take@1 by 0'],
  },
  'Clone L4 copying Growth L4 (a copy, then take-and-store, then Clone lowers)': {
    play: () => playAll(
      rigged(['clone', 'growth'], {
        phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle'], []],
        learned: [[{ spell: 'clone', level: 4, card: 'white-triangle' }], [{ spell: 'growth', level: 5, card: 'green-circle' }]],
      }),
      [
        { type: 'cast', player: 0, spell: 'clone', level: 4 },
        { type: 'cast', player: 0, spell: 'growth', level: 4, from: 1 },
        { type: 'pick', player: 0, materia: 'red-circle' },
      ],
    ),
    waits: ['phase-action@1 by 0', 'take-store@2 by 0', 'take-store@2 by 0'],
  },
  'Clone L3 copying Purification L5 (swaps under a copy)': {
    play: () => playAll(
      rigged(['clone', 'purification'], {
        phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle'], []],
        learned: [[{ spell: 'clone', level: 3, card: 'white-triangle' }], [{ spell: 'purification', level: 5, card: 'green-circle' }]],
      }),
      [
        { type: 'cast', player: 0, spell: 'clone', level: 3 },
        { type: 'cast', player: 0, spell: 'purification', level: 5, from: 1 },
        { type: 'swap', player: 0, give: 'red-square', get: 'red-circle' },
      ],
    ),
    waits: ['phase-action@1 by 0', 'swap-altar@2 by 0', 'swap-altar@2 by 0'],
  },
  'Clone L5 (its cost, then a Morning copy)': {
    play: () => playAll(
      rigged(['clone'], {
        phase: 'midday', altar: ['red-circle', 'blue-square'], pools: [['red-triangle', 'blue-triangle', 'green-square'], []],
        learned: [[{ spell: 'clone', level: 5, card: 'white-triangle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'clone', level: 5 }, { type: 'pick', player: 0, materia: 'red-triangle' }],
    ),
    waits: ['discard@1 by 0', 'phase-action@1 by 0'],
  },
  'Purification L5 (swaps with the altar)': {
    play: () => playAll(
      rigged(['purification'], {
        phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle', 'black-circle'], []],
        learned: [[{ spell: 'purification', level: 5, card: 'green-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'purification', level: 5 }, { type: 'swap', player: 0, give: 'red-square', get: 'blue-square' }],
    ),
    waits: ['swap-altar@1 by 0', 'swap-altar@1 by 0'],
  },
  'Cure (draws, then discards)': {
    play: () => playAll(
      rigged(['cure'], { phase: 'midday', pools: [['red-square', 'blue-circle'], []], learned: [[{ spell: 'cure', level: 4, card: 'green-circle' }], []] }),
      [{ type: 'cast', player: 0, spell: 'cure', level: 4 }],
    ),
    waits: ['discard@1 by 0'],
  },
  'Growth L3 (a swap with the familiar board)': {
    play: () => playAll(
      rigged(['growth'], {
        phase: 'evening', pools: [['red-square', 'blue-circle'], []], familiars: [['black-circle', 'white-square'], []],
        learned: [[{ spell: 'growth', level: 3, card: 'green-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'growth', level: 3 }],
    ),
    waits: ['swap-familiar@1 by 0'],
  },
  'Offering L5 (stores of one colour, the colour fixed by the first)': {
    play: () => playAll(
      rigged([], {
        phase: 'midday', pools: [['red-circle', 'red-triangle', 'red-square', 'blue-circle', 'blue-square'], []],
        learned: [[{ spell: 'offering', level: 5, card: 'black-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'offering', level: 5 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['store@1 by 0', 'store@1 by 0'],
  },
  'Focus L5 (its modes, then stores of the card rune)': {
    play: () => playAll(
      rigged(['focus'], {
        phase: 'evening', altar: ['red-circle', 'blue-circle', 'green-triangle'], pools: [['red-circle', 'green-circle', 'blue-circle', 'white-square'], []],
        learned: [[{ spell: 'focus', level: 5, card: 'black-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'focus', level: 5 }, { type: 'mode', player: 0, mode: 'store' }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['mode@1 by 0', 'store@1 by 0', 'store@1 by 0'],
  },
  'Feast L3 (a take of a colour on the board)': {
    play: () => playAll(
      rigged(['feast'], {
        phase: 'midday', altar: ['red-circle', 'red-square', 'blue-square'], pools: [['green-circle'], []], familiars: [['red-triangle'], []],
        learned: [[{ spell: 'feast', level: 3, card: 'black-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'feast', level: 3 }],
    ),
    waits: ['take@1 by 0'],
  },
  'Time Travel (its cost answered alone, then the raise)': {
    play: () => playAll(
      rigged([], {
        phase: 'evening', pools: [['red-circle', 'blue-square'], []],
        learned: [[
          { spell: 'time-travel', level: 3, card: 'white-circle' }, { spell: 'levitation', level: 3, card: 'purple-circle' },
          { spell: 'sacrifice', level: 4, card: 'red-triangle' },
        ], []],
      }),
      [{ type: 'cast', player: 0, spell: 'time-travel', level: 3 }],
    ),
    waits: ['raise@1 by 0'],
  },
  'Transmutation (a learn with wild runes)': {
    play: () => playAll(
      rigged([], {
        phase: 'evening', pools: [['yellow-circle', 'yellow-triangle', 'red-square', 'green-square', 'yellow-square'], []],
        learned: [[{ spell: 'transmutation', level: 5, card: 'blue-square' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'transmutation', level: 5 }],
    ),
    waits: ['learn@1 by 0'],
  },
  'Swiftness L3 (its extra Morning action, then a Morning spell inside the Learn)': {
    play: () => playAll(
      rigged(['swiftness'], {
        phase: 'evening', altar: ['red-circle', 'blue-circle', 'green-triangle'], pools: [['blue-circle', 'blue-triangle', 'blue-square'], []],
        learned: [[{ spell: 'levitation', level: 3, card: 'purple-circle' }], []],
      }),
      [
        { type: 'learn', player: 0, spell: 'swiftness', level: 3, onCard: 'blue-circle', spend: ['blue-circle', 'blue-triangle', 'blue-square'] },
        { type: 'cast', player: 0, spell: 'levitation', level: 3 },
      ],
    ),
    waits: ['phase-action@1 by 0', 'take@2 by 0'],
  },
  'Communion L5 (the Learn\'s discards kept one at a time)': {
    play: () => playAll(
      rigged(['communion'], { phase: 'evening', pools: [['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'], []] }),
      [
        {
          type: 'learn', player: 0, spell: 'communion', level: 5, onCard: 'yellow-square',
          spend: ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'],
        },
        { type: 'pick', player: 0, materia: 'yellow-circle' },
      ],
    ),
    waits: ['learn-discards@1 by 0', 'learn-discards@1 by 0'],
  },
  'Communion L3 (its instant take-and-store)': {
    play: () => playAll(
      rigged(['communion'], {
        phase: 'evening', altar: ['red-circle', 'blue-square'], pools: [['yellow-circle', 'yellow-triangle', 'yellow-square'], []],
      }),
      [{ type: 'learn', player: 0, spell: 'communion', level: 3, onCard: 'yellow-square', spend: ['yellow-circle', 'yellow-triangle', 'yellow-square'] }],
    ),
    waits: ['take-store@1 by 0'],
  },
  'a homebrew spell with nested modes': {
    play: () => playAll(
      rigged(['test-ember'], { pools: [['blue-circle', 'green-square'], []], learned: [[{ spell: 'test-ember', level: 3, card: 'red-circle' }], []] }),
      [{ type: 'cast', player: 0, spell: 'test-ember', level: 3 }, { type: 'mode', player: 0, mode: 'deep' }],
    ),
    waits: ['mode@1 by 0', 'mode@1 by 0'],
  },
  'Solo end of the Day (the placement on the opponent\'s track, then the refill and a refresh)': {
    play: () => playAll(
      solo([], {
        phase: 'evening', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[]],
        opponent: { track: ['black-circle', 'white-circle', 'yellow-circle'] },
      }),
      [{ type: 'pass', player: 0 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['opponent-place@1 by 0', 'morning of 0'],
  },
  'Solo Blaze (the player\'s take for the opponent\'s lower part)': {
    play: () => playAll(
      solo(['blaze'], { altar: ['blue-square', 'green-triangle'], pools: [[]], learned: [[{ spell: 'blaze', level: 3, card: 'red-circle' }]] }),
      [{ type: 'cast', player: 0, spell: 'blaze', level: 3 }, { type: 'pick', player: 0, materia: 'blue-square' }],
    ),
    waits: ['opponent-take@1 by 0', 'midday of 0'],
  },
  'Solo Sharing (takes, then a draw for the opponent)': {
    play: () => playAll(
      solo(['sharing'], {
        altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[]], learned: [[{ spell: 'sharing', level: 4, card: 'purple-square' }]],
      }),
      [{ type: 'cast', player: 0, spell: 'sharing', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['take@1 by 0', 'take@1 by 0'],
  },
};

/** The states of a scenario, computed once. */
const played = new Map<string, GameState[]>();
function reached(name: string): GameState[] {
  let states = played.get(name);
  if (states === undefined) {
    states = (PENDING[name] as (typeof PENDING)[string]).play();
    played.set(name, states);
  }
  return states;
}

/** A state of a scenario that waits in an effect: `name` for the first, `name#i` for the i-th. */
function pendingState(name: string): GameState {
  const [scenario, index] = name.split('#') as [string, string | undefined];
  const s = reached(scenario)[Number(index ?? 0)];
  if (s === undefined || s.pending.length === 0) throw new Error(`${name}: no effect in progress there`);
  return s;
}

describe('round trip of effects in progress', () => {
  test.each(Object.keys(PENDING))('%s', (name) => {
    const states = reached(name);
    expect(states.map(waitingFor)).toEqual(PENDING[name]?.waits);
    for (const s of states) {
      expect(findInvariantProblem(s)).toBeUndefined();
      expectRoundTrip(s);
    }
  });

  test('every kind of step that waits for a choice is covered, and every automatic kind behind one', () => {
    const kinds = new Set<string>();
    const visit = (steps: readonly EffectStep[]): void => {
      for (const step of steps) {
        kinds.add(step.step);
        if (step.step === 'mode') for (const m of step.modes) visit(m.steps);
      }
    };
    for (const name of Object.keys(PENDING)) for (const s of reached(name)) for (const f of s.pending) visit(f.steps);
    // Every kind but altar-refill, the solo refill, which the engine creates and carries out in
    // the same step (after the placement, or at once from an empty altar): it never waits.
    expect([...kinds].sort()).toEqual([
      'check-end', 'clear-altar', 'close-day', 'discard', 'draw', 'draw-until', 'learn', 'learn-discards', 'lower', 'mode',
      'opponent-draw', 'opponent-place', 'opponent-take', 'others-draw', 'phase-action', 'raise', 'reveal', 'store', 'swap-altar',
      'swap-familiar', 'take', 'take-store',
    ]);
  });

  test.each(Object.keys(PENDING))('a loaded game waiting in %s plays on exactly like the original', (name) => {
    for (const s of reached(name).filter((x) => x.pending.length > 0)) {
      const loaded = deserialize(serialize(s));
      expect(currentDecision(loaded)).toEqual(currentDecision(s));
      expect(legalActions(loaded)).toEqual(legalActions(s));
      for (const action of legalActions(s)) expect(applyAction(loaded, action)).toEqual(applyAction(s, action));
      expect(playRandom(loaded, 5)).toEqual(playRandom(s, 5));
    }
  });

  test('after every step of random games with every spell, effects in progress included', () => {
    let waiting = 0;
    for (let seed = 0; seed < 9; seed++) {
      const rand = testRng(seed + 100);
      // Seeds 6 to 8 are solo games, waiting at the end of each Day as well.
      const players = seed < 6 ? 2 + (seed % 3) : 1;
      let s = createGame({ players, seed: `effects-${seed}`, spells: 'classic' });
      for (let i = 0; i < 3000 && s.phase !== 'ended'; i++) {
        const options = legalActions(s);
        const learns = options.filter((a) => a.type === 'learn');
        const casts = options.filter((a) => a.type === 'cast');
        const pool = learns.length > 0 && rand() < 0.9 ? learns : casts.length > 0 && rand() < 0.8 ? casts : options;
        s = mustApply(s, pool[Math.floor(rand() * pool.length)] as Action).state;
        if (s.pending.length > 0) waiting++;
        expectRoundTrip(s);
      }
      expect(s.phase).toBe('ended');
    }
    expect(waiting).toBeGreaterThan(20);
  });
});

type Json = Record<string | number, unknown>;

/** The value at a path of a parsed save's state. */
function valueAt(save: SaveJson, path: readonly (string | number)[]): unknown {
  let v: unknown = save.state;
  for (const k of path) v = (v as Json)[k];
  return v;
}

/** Sets (or, with `undefined`, deletes) the value at a path of a parsed save's state. */
function setAt(save: SaveJson, path: readonly (string | number)[], value: unknown): void {
  const parent = valueAt(save, path.slice(0, -1)) as Json;
  const key = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

const BLAZE = 'Blaze with 3 players (the others\' takes)';
const FOCUS = 'Focus L5 (its modes, then stores of the card rune)';
const PURIFY = 'Purification L5 (swaps with the altar)';
const COMMUNION = 'Communion L5 (the Learn\'s discards kept one at a time)';
const SWIFT = 'Swiftness L3 (its extra Morning action, then a Morning spell inside the Learn)';
const TRANSMUTE = 'Transmutation (a learn with wild runes)';
const STORM = 'Storm (discards from the altar, then takes, then lowers)';
const SACRIFICE = 'Sacrifice (a cost of a rune, then draws)';
const DIVINATION = 'Divination L4 (an optional take of one colour)';
const DAY_END = 'Solo end of the Day (the placement on the opponent\'s track, then the refill and a refresh)';
const SOLO_BLAZE = 'Solo Blaze (the player\'s take for the opponent\'s lower part)';
const SOLO_SHARING = 'Solo Sharing (takes, then a draw for the opponent)';
/** The Clone scenario's second state: the copy of Growth runs inside Clone's frame. */
const CLONE_NESTED = 'Clone L4 copying Growth L4 (a copy, then take-and-store, then Clone lowers)#1';

/** `levels` modes, each the only step of the one before (a homebrew nesting). */
function nestedModes(levels: number): unknown {
  let steps: unknown[] = [{ step: 'draw', count: 1 }];
  for (let i = 0; i < levels; i++) steps = [{ step: 'mode', modes: [{ mode: `m${i}`, steps }] }];
  return steps[0];
}

describe('deserialize refuses corrupted effects in progress with the path of the first bad value', () => {
  // [name, scenario, path in the state, new value (undefined: delete), code, reported path]
  const cases: [string, string, (string | number)[], unknown, LoadErrorCode, string][] = [
    ['pending that is not a list', BLAZE, ['pending'], {}, 'invalid-state', '$.state.pending'],
    ['a missing pending', BLAZE, ['pending'], undefined, 'invalid-state', '$.state.pending'],
    ['a frame that is not an object', BLAZE, ['pending', 0], [], 'invalid-state', '$.state.pending[0]'],
    ['a frame without steps', BLAZE, ['pending', 0, 'steps'], undefined, 'invalid-state', '$.state.pending[0].steps'],
    ['a frame with an unknown key', BLAZE, ['pending', 0, 'owner'], 1, 'invalid-state', '$.state.pending[0].owner'],
    ['an actor out of range', BLAZE, ['pending', 0, 'actor'], 3, 'invalid-state', '$.state.pending[0].actor'],
    ['a negative actor', BLAZE, ['pending', 0, 'actor'], -1, 'invalid-state', '$.state.pending[0].actor'],
    ['a fractional actor', BLAZE, ['pending', 0, 'actor'], 0.5, 'invalid-state', '$.state.pending[0].actor'],
    ['an unknown spell', BLAZE, ['pending', 0, 'spell'], 'fireball', 'invalid-state', '$.state.pending[0].spell'],
    ['an inherited property name as a spell', BLAZE, ['pending', 0, 'spell'], 'constructor', 'invalid-state', '$.state.pending[0].spell'],
    ['a spell that is not a string', BLAZE, ['pending', 0, 'spell'], 7, 'invalid-state', '$.state.pending[0].spell'],
    ['a level 2', BLAZE, ['pending', 0, 'level'], 2, 'invalid-state', '$.state.pending[0].level'],
    ['a level "3"', BLAZE, ['pending', 0, 'level'], '3', 'invalid-state', '$.state.pending[0].level'],
    ['a card that is a string', BLAZE, ['pending', 0, 'card'], 'blaze', 'invalid-state', '$.state.pending[0].card'],
    ['a card without its spell', BLAZE, ['pending', 0, 'card', 'spell'], undefined, 'invalid-state', '$.state.pending[0].card.spell'],
    ['a card with an unknown key', BLAZE, ['pending', 0, 'card', 'level'], 3, 'invalid-state', '$.state.pending[0].card.level'],
    ['a card of a seat out of range', BLAZE, ['pending', 0, 'card', 'player'], 9, 'invalid-state', '$.state.pending[0].card.player'],
    ['a card of an unknown spell', BLAZE, ['pending', 0, 'card', 'spell'], 'toString', 'invalid-state', '$.state.pending[0].card.spell'],
    ['phaseAction that is not a boolean', BLAZE, ['pending', 0, 'phaseAction'], 1, 'invalid-state', '$.state.pending[0].phaseAction'],
    ['steps that are not a list', BLAZE, ['pending', 0, 'steps'], { step: 'take' }, 'invalid-state', '$.state.pending[0].steps'],
    ['a step that is not an object', BLAZE, ['pending', 0, 'steps', 1], 'take', 'invalid-state', '$.state.pending[0].steps[1]'],
    ['a step without its kind', BLAZE, ['pending', 0, 'steps', 0, 'step'], undefined, 'invalid-state', '$.state.pending[0].steps[0].step'],
    ['an unknown step kind', BLAZE, ['pending', 0, 'steps', 0, 'step'], 'teleport', 'invalid-state', '$.state.pending[0].steps[0].step'],
    ['an inherited property name as a step kind', BLAZE, ['pending', 0, 'steps', 0, 'step'], '__proto__', 'invalid-state', '$.state.pending[0].steps[0].step'],
    ['a negative count', BLAZE, ['pending', 0, 'steps', 0, 'count'], -1, 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['a fractional count', BLAZE, ['pending', 0, 'steps', 1, 'count'], 1.5, 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['a count that is a string', BLAZE, ['pending', 0, 'steps', 1, 'count'], '1', 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['a take by a seat out of range', BLAZE, ['pending', 0, 'steps', 1, 'taker'], 3, 'invalid-state', '$.state.pending[0].steps[1].taker'],
    ['a take without its taker', BLAZE, ['pending', 0, 'steps', 0, 'taker'], undefined, 'invalid-state', '$.state.pending[0].steps[0].taker'],
    ['a key of another step kind (a take with cost)', BLAZE, ['pending', 0, 'steps', 0, 'cost'], true, 'invalid-state', '$.state.pending[0].steps[0].cost'],
    ['an optional flag that is a string', BLAZE, ['pending', 0, 'steps', 0, 'optional'], 'yes', 'invalid-state', '$.state.pending[0].steps[0].optional'],
    ['a filter that is a list', BLAZE, ['pending', 0, 'steps', 0, 'filter'], [], 'invalid-state', '$.state.pending[0].steps[0].filter'],
    ['a filter of an unknown rune', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { rune: 'hexagon' }, 'invalid-state', '$.state.pending[0].steps[0].filter.rune'],
    ['a filter of an unknown colour', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { colour: 'pink' }, 'invalid-state', '$.state.pending[0].steps[0].filter.colour'],
    ['a filter with an unknown key', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { size: 2 }, 'invalid-state', '$.state.pending[0].steps[0].filter.size'],
    ['a filter flag that is a number', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { sameColour: 1 }, 'invalid-state', '$.state.pending[0].steps[0].filter.sameColour'],
    ['a discard cost that is a string', SACRIFICE, ['pending', 0, 'steps', 0, 'cost'], 'true', 'invalid-state', '$.state.pending[0].steps[0].cost'],
    ['a draw with a filter', SACRIFICE, ['pending', 0, 'steps', 1, 'filter'], { rune: 'circle' }, 'invalid-state', '$.state.pending[0].steps[1].filter'],
    ['a draw without its count', SACRIFICE, ['pending', 0, 'steps', 1, 'count'], undefined, 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['a take of one colour pinned to an unknown colour', DIVINATION, ['pending', 0, 'steps', 0, 'filter', 'colour'], 'gold', 'invalid-state', '$.state.pending[0].steps[0].filter.colour'],
    ['modes that are not a list', FOCUS, ['pending', 0, 'steps', 0, 'modes'], {}, 'invalid-state', '$.state.pending[0].steps[0].modes'],
    ['a mode without its steps', FOCUS, ['pending', 0, 'steps', 0, 'modes', 1, 'steps'], undefined, 'invalid-state', '$.state.pending[0].steps[0].modes[1].steps'],
    ['a mode name that is not a string', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'mode'], 0, 'invalid-state', '$.state.pending[0].steps[0].modes[0].mode'],
    ['a mode with an unknown key', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'label'], 'x', 'invalid-state', '$.state.pending[0].steps[0].modes[0].label'],
    ['a bad count inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 1, 'steps', 0, 'count'], -2, 'invalid-state', '$.state.pending[0].steps[0].modes[1].steps[0].count'],
    ['a bad taker inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 1, 'steps', 0, 'taker'], 2, 'invalid-state', '$.state.pending[0].steps[0].modes[1].steps[0].taker'],
    ['a bad rune inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'steps', 0, 'filter', 'rune'], 'star', 'invalid-state', '$.state.pending[0].steps[0].modes[0].steps[0].filter.rune'],
    ['modes nested too deep', FOCUS, ['pending', 0, 'steps', 0], nestedModes(9), 'invalid-state', `$.state.pending[0].steps[0]${'.modes[0].steps[0]'.repeat(8)}.modes`],
    ['a swap that gave an unknown materia', PURIFY, ['pending', 0, 'steps', 0, 'given', 0], 'red-hexagon', 'invalid-state', '$.state.pending[0].steps[0].given[0]'],
    ['a swap whose received materia are not a list', PURIFY, ['pending', 0, 'steps', 0, 'received'], 'blue-square', 'invalid-state', '$.state.pending[0].steps[0].received'],
    ['set-aside materia with an inherited property name', COMMUNION, ['pending', 0, 'steps', 0, 'setAside', 1], 'constructor', 'invalid-state', '$.state.pending[0].steps[0].setAside[1]'],
    ['a negative number to keep', COMMUNION, ['pending', 0, 'steps', 0, 'keep'], -1, 'invalid-state', '$.state.pending[0].steps[0].keep'],
    ['a phase action of an unknown phase', SWIFT, ['pending', 0, 'steps', 0, 'phase'], 'night', 'invalid-state', '$.state.pending[0].steps[0].phase'],
    ['a phase action of the ended phase', SWIFT, ['pending', 0, 'steps', 0, 'phase'], 'ended', 'invalid-state', '$.state.pending[0].steps[0].phase'],
    ['a phase action as something else', SWIFT, ['pending', 0, 'steps', 0, 'as'], 'magic', 'invalid-state', '$.state.pending[0].steps[0].as'],
    ['a learn with a negative wild count', TRANSMUTE, ['pending', 0, 'steps', 0, 'wild'], -1, 'invalid-state', '$.state.pending[0].steps[0].wild'],
    ['a learn with an unknown rune', TRANSMUTE, ['pending', 0, 'steps', 0, 'rune'], 'moon', 'invalid-state', '$.state.pending[0].steps[0].rune'],
    ['Storm\'s discards that are not a count', STORM, ['pending', 0, 'steps', 0, 'discarded'], null, 'invalid-state', '$.state.pending[0].steps[0].discarded'],
    ['a lower step with a count', STORM, ['pending', 0, 'steps', 2, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[2].count'],
    ['a bad inner frame', CLONE_NESTED, ['pending', 1, 'card', 'player'], 2, 'invalid-state', '$.state.pending[1].card.player'],
    // Well shaped, but not a state the engine can be in.
    ['an effect of another player than the active one', BLAZE, ['pending', 0, 'actor'], 1, 'broken-invariant', '$.state.pending[0].actor'],
    ['a card its player has not learned', BLAZE, ['pending', 0, 'card', 'player'], 1, 'broken-invariant', '$.state.pending[0].card.spell'],
    ['an effect of a spell not in the game', BLAZE, ['pending', 0, 'spell'], 'eruption', 'broken-invariant', '$.state.pending[0].spell'],
    ['an outermost effect that is not the phase action', BLAZE, ['pending', 0, 'phaseAction'], false, 'broken-invariant', '$.state.pending[0].phaseAction'],
    ['an inner effect that is the phase action', CLONE_NESTED, ['pending', 1, 'phaseAction'], true, 'broken-invariant', '$.state.pending[1].phaseAction'],
    ['an effect waiting on a draw', SACRIFICE, ['pending', 0, 'steps', 0], { step: 'draw', count: 1 }, 'broken-invariant', '$.state.pending[0].steps[0]'],
    ['an effect waiting on a lower', STORM, ['pending', 0, 'steps', 0], { step: 'lower' }, 'broken-invariant', '$.state.pending[0].steps[0]'],
    ['an effect waiting on the end check', COMMUNION, ['pending', 0, 'steps', 0], { step: 'check-end' }, 'broken-invariant', '$.state.pending[0].steps[0]'],
    ['an effect with no step left', BLAZE, ['pending', 0, 'steps'], [], 'broken-invariant', '$.state.pending[0].steps'],
    ['set-aside materia that are not in the pool', COMMUNION, ['pending', 0, 'steps', 0, 'setAside', 0], 'red-circle', 'broken-invariant', '$.state.pending[0].steps[0].setAside'],
  ];

  test.each(cases)('%s', (_name, scenario, path, value, code, expected) => {
    const e = loadError(corrupt((j) => setAt(j, path, value), pendingState(scenario)));
    expect({ code: e.code, path: e.path }).toEqual({ code, path: expected });
    expect(e.message).toContain(expected);
  });

  test('set-aside materia behind another step', () => {
    const e = loadError(corrupt((j) => {
      const steps = valueAt(j, ['pending', 0, 'steps']) as unknown[];
      steps.unshift({ step: 'raise' });
    }, pendingState(COMMUNION)));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'broken-invariant', path: '$.state.pending[0].steps[1]' });
  });

  test('effects in progress after the end of the game', () => {
    const s = pendingState(BLAZE);
    const e = loadError(corrupt((j) => {
      j.state.phase = 'ended';
      j.state.endTrigger = { player: 0, day: s.day, reason: 'familiar-full' };
      // A full board for seat 0, from the pouch, so that the trigger holds.
      const pouch = j.state.pouch;
      const familiar = j.state.players[0]?.familiar as string[];
      for (let i = 0; i < 21 && familiar.length < 14; i++) {
        while ((pouch[i] as number) > 0 && familiar.length < 14) {
          pouch[i] = (pouch[i] as number) - 1;
          familiar.push(MATERIA_KINDS[i] as string);
        }
      }
    }, s));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'broken-invariant', path: '$.state.pending' });
  });

  test('a homebrew spell loads only while it is registered', () => {
    const s = pendingState('a homebrew spell with nested modes');
    expectRoundTrip(s);
    const e = loadError(serialize(s).replaceAll('test-ember', 'test-unregistered'));
    // The game's spell list is checked with the invariants, after the shape of the effects.
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-state', path: '$.state.pending[0].spell' });
  });
});

// ---------------------------------------------------------------------------------------------
// Solo mode: the opponent's data, the end-of-Day frame (an effect of no spell, with no level) and
// the steps of the solo mode.

/** A solo game in the middle of its play (Day 3 or later), with no effect in progress. */
function midSolo(): GameState {
  return playRandom(createGame({ players: 1, seed: 'mid-solo', solo: { difficulty: 2 } }), 3, 25);
}

/** Moves `n` tokens from the pouch onto the opponent's track of a parsed solo save. */
function fillTrack(j: SaveJson, n: number): void {
  const pouch = j.state.pouch;
  const track = (j.state.opponent as { track: string[] }).track;
  for (let i = 0; i < 21 && n > 0; i++) {
    while ((pouch[i] as number) > 0 && n > 0) {
      pouch[i] = (pouch[i] as number) - 1;
      track.push(MATERIA_KINDS[i] as string);
      n--;
    }
  }
}

describe('solo saves', () => {
  test('a loaded solo game waiting at the end of the Day plays on exactly like the original', () => {
    const s = pendingState(DAY_END);
    expect(currentDecision(s)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: null, level: null, step: { step: 'opponent-place' } });
    const loaded = deserialize(serialize(s));
    expect(loaded.pending[0]).toEqual({
      actor: 0, spell: null, level: null, card: null, phaseAction: false, steps: [{ step: 'opponent-place' }, { step: 'close-day' }],
    });
    expect(legalActions(loaded)).toEqual(legalActions(s));
    for (const action of legalActions(s)) expect(applyAction(loaded, action)).toEqual(applyAction(s, action));
    expect(playRandom(loaded, 8)).toEqual(playRandom(s, 8));
  });

  test('a solo game whose end was triggered saves and loads until its last placement', () => {
    let triggered = 0;
    for (let seed = 0; seed < 40 && triggered < 3; seed++) {
      const rand = testRng(seed + 500);
      let s = createGame({ players: 1, seed: `solo-trigger-${seed}`, spells: 'set1' });
      let seen = false;
      while (s.phase !== 'ended') {
        // Always learn when possible, so that the end is often triggered by a 7th spell or a full board.
        const options = legalActions(s);
        const learns = options.filter((a) => a.type === 'learn');
        const pool = learns.length > 0 ? learns : options;
        s = mustApply(s, pool[Math.floor(rand() * pool.length)] as Action).state;
        if (s.endTrigger !== null && s.phase !== 'ended') {
          seen = true;
          expect(s.endTrigger.day).toBe(s.day);
          expectRoundTrip(s);
        }
      }
      if (seen && s.endTrigger !== null) triggered++;
    }
    expect(triggered).toBe(3);
  });

  test('a solo Clone copy in progress (an unlearned spell\'s level 4 inside Clone\'s frame) round-trips', () => {
    // Clone's frame is placed as a cast of Clone L3 would leave it: in solo mode `legalActions`
    // does not offer Clone itself yet (an engine bug, see tests/solo/spells.test.ts).
    const s0 = solo(['clone', 'purification'], {
      phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle']],
      learned: [[{ spell: 'clone', level: 3, card: 'white-triangle' }]],
    });
    const inClone: GameState = {
      ...s0,
      pending: [{ actor: 0, spell: 'clone', level: 3, card: { player: 0, spell: 'clone' }, phaseAction: true, steps: [{ step: 'phase-action', phase: 'midday', as: 'copy' }] }],
    };
    expect(findInvariantProblem(inClone)).toBeUndefined();
    expectRoundTrip(inClone);
    const copying = mustApply(inClone, { type: 'cast', player: 0, spell: 'purification', level: 4 }).state;
    expect(copying.pending.map((f) => [f.spell, f.level])).toEqual([['clone', 3], ['purification', 4]]);
    expect(findInvariantProblem(copying)).toBeUndefined();
    expectRoundTrip(copying);
  });

  const trackOf18 = (j: SaveJson): void => fillTrack(j, 18);
  // [name, state, change, code, reported path]
  const cases: [string, () => GameState, (j: SaveJson) => void, LoadErrorCode, string][] = [
    ['an opponent that is a number', midSolo, (j) => { (j.state as Json)['opponent'] = 5; }, 'invalid-state', '$.state.opponent'],
    ['an opponent that is a list', midSolo, (j) => { (j.state as Json)['opponent'] = []; }, 'invalid-state', '$.state.opponent'],
    ['a missing opponent', midSolo, (j) => { delete (j.state as Json)['opponent']; }, 'invalid-state', '$.state.opponent'],
    ['an opponent without its track', midSolo, (j) => { delete (j.state.opponent as Json)['track']; }, 'invalid-state', '$.state.opponent.track'],
    ['an opponent without its lower part', midSolo, (j) => { delete (j.state.opponent as Json)['lower']; }, 'invalid-state', '$.state.opponent.lower'],
    ['an opponent without its difficulty', midSolo, (j) => { delete (j.state.opponent as Json)['difficulty']; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['an opponent with an unknown key', midSolo, (j) => { (j.state.opponent as Json)['score'] = 12; }, 'invalid-state', '$.state.opponent.score'],
    ['a track that is not a list', midSolo, (j) => { (j.state.opponent as Json)['track'] = 'red-circle'; }, 'invalid-state', '$.state.opponent.track'],
    ['an unknown materia kind on the track', midSolo, (j) => { (j.state.opponent as Json)['track'] = ['red-circle', 'red-hexagon']; }, 'invalid-state', '$.state.opponent.track[1]'],
    ['an inherited property name on the track', midSolo, (j) => { (j.state.opponent as Json)['track'] = ['constructor']; }, 'invalid-state', '$.state.opponent.track[0]'],
    ['a track of 18', midSolo, trackOf18, 'invalid-state', '$.state.opponent.track'],
    ['a lower part of 20 counts', midSolo, (j) => { (j.state.opponent as { lower: number[] }).lower.pop(); }, 'invalid-state', '$.state.opponent.lower'],
    ['a negative count in the lower part', midSolo, (j) => { (j.state.opponent as { lower: number[] }).lower[2] = -1; }, 'invalid-state', '$.state.opponent.lower[2]'],
    ['a fractional count in the lower part', midSolo, (j) => { (j.state.opponent as { lower: number[] }).lower[20] = 0.5; }, 'invalid-state', '$.state.opponent.lower[20]'],
    ['difficulty 4', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = 4; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['difficulty -1', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = -1; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['difficulty 1.5', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = 1.5; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['difficulty "2"', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = '2'; }, 'invalid-state', '$.state.opponent.difficulty'],
    // Well shaped, but not a state the engine can be in.
    ['a solo game without its opponent', midSolo, (j) => { (j.state as Json)['opponent'] = null; }, 'broken-invariant', '$.state.players'],
    ['an opponent in a 2-player game', midGame, (j) => { (j.state as Json)['opponent'] = { track: [], lower: new Array(21).fill(0), difficulty: 0 }; }, 'broken-invariant', '$.state.opponent'],
    ['a second player in a solo game', midSolo, (j) => { j.state.players.push({ pool: new Array(21).fill(0), familiar: [], spells: [] }); }, 'broken-invariant', '$.state.opponent'],
    ['a 106th materia on the track', midSolo, (j) => { (j.state.opponent as { track: string[] }).track.push('red-circle'); }, 'broken-invariant', '$.state'],
    ['a lost materia of the lower part', midSolo, (j) => {
      const lower = (j.state.opponent as { lower: number[] }).lower;
      const i = lower.findIndex((n) => n > 0);
      lower[i] = (lower[i] as number) - 1;
    }, 'broken-invariant', '$.state'],
    ['a full track in a game not over', midSolo, (j) => fillTrack(j, 17 - (j.state.opponent as { track: string[] }).track.length), 'broken-invariant', '$.state.opponent.track'],
    ['a solo game over with neither a trigger nor a full track', midSolo, (j) => { j.state.phase = 'ended'; }, 'broken-invariant', '$.state.endTrigger'],
    ['a solo trigger on an earlier Day', midSolo, (j) => {
      j.state.endTrigger = { player: 0, day: j.state.day - 1, reason: 'familiar-full' };
      const familiar = j.state.players[0]?.familiar as string[];
      const pouch = j.state.pouch;
      for (let i = 0; i < 21 && familiar.length < 14; i++) {
        while ((pouch[i] as number) > 0 && familiar.length < 14) {
          pouch[i] = (pouch[i] as number) - 1;
          familiar.push(MATERIA_KINDS[i] as string);
        }
      }
    }, 'broken-invariant', '$.state.endTrigger.day'],
    ['a frame of another seat than 0', () => pendingState(DAY_END), (j) => { setAt(j, ['pending', 0, 'actor'], 1); }, 'invalid-state', '$.state.pending[0].actor'],
  ];

  test.each(cases)('refuses %s', (_name, state, change, code, path) => {
    const e = loadError(corrupt(change, state()));
    expect({ code: e.code, path: e.path }).toEqual({ code, path });
    expect(e.message).toContain(path);
  });

  test('accepts a solo game over by a full track without a trigger', () => {
    const over = Array.from({ length: 10 }, (_, i) => playRandom(createGame({ players: 1, seed: `full-${i}` }), i))
      .find((x) => x.endTrigger === null);
    expect(over?.opponent?.track).toHaveLength(17);
    expectRoundTrip(over as GameState);
  });
});

describe('deserialize refuses corrupted solo steps and end-of-Day frames with the path of the first bad value', () => {
  const refill = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({ step: 'altar-refill', size: 7, refreshSpace: null, ...extra });
  // [name, scenario, path in the state, new value (undefined: delete), code, reported path]
  const cases: [string, string, (string | number)[], unknown, LoadErrorCode, string][] = [
    ['a level that is a string', DAY_END, ['pending', 0, 'level'], 'none', 'invalid-state', '$.state.pending[0].level'],
    ['a level 6', DAY_END, ['pending', 0, 'level'], 6, 'invalid-state', '$.state.pending[0].level'],
    ['a missing level', DAY_END, ['pending', 0, 'level'], undefined, 'invalid-state', '$.state.pending[0].level'],
    ['a placement with a count', DAY_END, ['pending', 0, 'steps', 0, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['a close-day with an unknown key', DAY_END, ['pending', 0, 'steps', 1, 'day'], 3, 'invalid-state', '$.state.pending[0].steps[1].day'],
    ['a refill without its size', DAY_END, ['pending', 0, 'steps', 0], { step: 'altar-refill', refreshSpace: null }, 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill without its refresh space', DAY_END, ['pending', 0, 'steps', 0], { step: 'altar-refill', size: 7 }, 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refill of size 0', DAY_END, ['pending', 0, 'steps', 0], refill({ size: 0 }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill of size -7', DAY_END, ['pending', 0, 'steps', 0], refill({ size: -7 }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill of size 6.5', DAY_END, ['pending', 0, 'steps', 0], refill({ size: 6.5 }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill of size "7"', DAY_END, ['pending', 0, 'steps', 0], refill({ size: '7' }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refresh on space 5', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: 5 }), 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refresh on space 0', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: 0 }), 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refresh on space "4"', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: '4' }), 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refill with an unknown key', DAY_END, ['pending', 0, 'steps', 0], refill({ count: 2 }), 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['an opponent take with a count', SOLO_BLAZE, ['pending', 0, 'steps', 0, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['an opponent draw with a count', SOLO_SHARING, ['pending', 0, 'steps', 1, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['an opponent take with a taker', SOLO_BLAZE, ['pending', 0, 'steps', 0, 'taker'], 0, 'invalid-state', '$.state.pending[0].steps[0].taker'],
    ['a solo step inside a mode with a bad key', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'steps', 0], { step: 'opponent-draw', size: 1 }, 'invalid-state', '$.state.pending[0].steps[0].modes[0].steps[0].size'],
    // Well shaped, but not a state the engine can be in.
    ['an end of the Day with a level', DAY_END, ['pending', 0, 'level'], 3, 'broken-invariant', '$.state.pending[0].level'],
    ['an end of the Day with a card', DAY_END, ['pending', 0, 'card'], { player: 0, spell: 'levitation' }, 'broken-invariant', '$.state.pending[0].card'],
    ['an end of the Day counted as a phase action', DAY_END, ['pending', 0, 'phaseAction'], true, 'broken-invariant', '$.state.pending[0].phaseAction'],
    ['an end of the Day in the Morning', DAY_END, ['phase'], 'morning', 'broken-invariant', '$.state.phase'],
    ['an end of the Day that does not close the Day', DAY_END, ['pending', 0, 'steps'], [{ step: 'opponent-place' }], 'broken-invariant', '$.state.pending[0].steps'],
    ['an end of the Day waiting on its refill', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: 9 }), 'broken-invariant', '$.state.pending[0].steps'],
    ['an end of the Day that places twice', DAY_END, ['pending', 0, 'steps', 1], { step: 'opponent-place' }, 'broken-invariant', '$.state.pending[0].steps'],
    ['an effect of no spell in a 2-player game', BLAZE, ['pending', 0, 'spell'], null, 'broken-invariant', '$.state.pending[0].spell'],
    ['an effect of a spell without a level', SOLO_BLAZE, ['pending', 0, 'level'], null, 'broken-invariant', '$.state.pending[0].level'],
    ['a placement inside a spell\'s effect', SOLO_BLAZE, ['pending', 0, 'steps', 1], { step: 'opponent-place' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['a Day closed by a spell\'s effect', SOLO_SHARING, ['pending', 0, 'steps', 1], { step: 'close-day' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['a refill inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'steps', 0], refill(), 'broken-invariant', '$.state.pending[0].steps[0].modes[0].steps[0]'],
    ['an opponent take in a 2-player game', BLAZE, ['pending', 0, 'steps', 1], { step: 'opponent-take' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['an opponent draw in a 2-player game', SACRIFICE, ['pending', 0, 'steps', 1], { step: 'opponent-draw' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['a solo Blaze waiting on the opponent\'s draw', SOLO_BLAZE, ['pending', 0, 'steps', 0], { step: 'opponent-draw' }, 'broken-invariant', '$.state.pending[0].steps[0]'],
  ];

  test.each(cases)('%s', (_name, scenario, path, value, code, expected) => {
    const e = loadError(corrupt((j) => setAt(j, path, value), pendingState(scenario)));
    expect({ code: e.code, path: e.path }).toEqual({ code, path: expected });
    expect(e.message).toContain(expected);
  });

  test('an end of the Day behind another effect', () => {
    const e = loadError(corrupt((j) => {
      const pending = valueAt(j, ['pending']) as unknown[];
      pending.unshift({ actor: 0, spell: null, level: null, card: null, phaseAction: false, steps: [{ step: 'opponent-place' }, { step: 'close-day' }] });
    }, pendingState(SOLO_BLAZE)));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'broken-invariant', path: '$.state.pending' });
  });
});
