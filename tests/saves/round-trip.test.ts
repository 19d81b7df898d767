// Saves: every state survives `deserialize(serialize(state))` (setup, random play, solo, game
// over), and `deserialize` throws nothing but LoadError, whatever the text (fast-check).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ENGINE_VERSION, LoadError, SAVE_FORMAT, applyAction, countsOf, createGame, createRiggedGame, deserialize, findInvariantProblem,
  legalActions, serialize,
} from '../../src/index.js';
import { expectRoundTrip, midGame, playRandom, propertyRuns } from '../kit/index.js';
import {
  BLAZE, CLONE_NESTED, COMMUNION, DAY_END, FOCUS, PURIFY, SOLO_BLAZE, SOLO_SHARING, STORM, SWIFT, pendingState,
} from './effects-in-progress.js';

const RUNS = propertyRuns(100);

describe('round trip', () => {
  test.each([2, 3, 4] as const)('at setup with %i players and every spell selection', (players) => {
    for (const spells of ['set1', 'set2', 'set3', 'classic'] as const) {
      expectRoundTrip(createRiggedGame({ players, seed: `setup-${players}-${spells}`, spells }));
    }
    expectRoundTrip(createGame({ players }));
  });

  test('of solo games at setup, at every difficulty and with every spell selection', () => {
    for (const difficulty of [0, 1, 2, 3] as const) {
      for (const spells of ['set1', 'set2', 'set3', 'classic'] as const) {
        const s = createRiggedGame({ players: 1, seed: `solo-setup-${difficulty}-${spells}`, spells, solo: { difficulty } });
        expect(s.opponent?.difficulty).toBe(difficulty);
        expectRoundTrip(s);
      }
    }
    expectRoundTrip(createGame({ players: 1 }));
  });

  test('of a rigged solo setup with the opponent\'s track and lower part', () => {
    const s = createRiggedGame({
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
    expectRoundTrip(createRiggedGame({
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
  ] as const)('after every step of a random %i-player game (seed %i), and at game over', (players, seed) => {
    let s = createGame({ players, seed: `trip-${players}-${seed}`, spells: 'classic' });
    expectRoundTrip(s);
    s = playRandom(s, seed, 100_000, (_before, _action, after) => expectRoundTrip(after));
    expect(s.phase).toBe('ended');
    expectRoundTrip(s);
  });

  test('at game over for more seeds and player counts', () => {
    for (let seed = 10; seed < 22; seed++) {
      const end = playRandom(createGame({ players: (2 + (seed % 3)) as 1 | 2 | 3 | 4, seed: `end-${seed}` }), seed);
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

/** Saves and the paths in them that a mutation may change. */
type Targets = readonly { readonly text: string; readonly paths: readonly (string | number)[][] }[];

/** A property body: one mutation (which save, which path, how, to what) of `targets` loads safely. */
function mutatesSafely(targets: Targets): (which: number, pick: number, how: 'set' | 'delete' | 'add', value: unknown) => boolean {
  return (which, pick, how, value) => {
    const t = targets[which % targets.length] as Targets[number];
    const path = t.paths[pick % t.paths.length] as (string | number)[];
    const mutated = mutate(JSON.parse(t.text), path, how, value);
    return loadsSafely(JSON.stringify(mutated) ?? '');
  };
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
        mutatesSafely(targets),
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
        mutatesSafely(targets),
      ),
      { numRuns: RUNS },
    );
  });

  test('an unchanged save always loads', () => {
    for (const text of saves()) expect(serialize(deserialize(text))).toBe(text);
  });
});

