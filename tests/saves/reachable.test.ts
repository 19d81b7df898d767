// A save is a position the engine could reach at rest: someone can always act in a game that is
// not over, pending steps agree with the game's rule profile, and no count is negative.
import { describe, expect, test } from 'vitest';
import {
  RULE_PRESETS, applyAction, createGame, currentDecision, deserialize, findInvariantProblem, kindIndex,
  legalActions, serialize, type EffectFrame, type GameState,
} from '../../src/index.js';
import { corrupt, loadError, riggedGame } from '../kit/index.js';

/** A 2-player save of `state` whose only effect in progress (of Sacrifice, by the active seat) waits on `steps`. */
function waitingOn(state: GameState, steps: readonly unknown[]): string {
  return corrupt((save) => {
    save.state.pending = [{ actor: state.active, spell: 'sacrifice', level: 3, card: null, phaseAction: true, steps }] as never;
  }, state);
}

describe('a save in which nobody can act is refused', () => {
  const heads: [string, unknown][] = [
    ['a take of nothing', { step: 'take', count: 0, taker: 0 }],
    ['a choice of no mode', { step: 'mode', modes: [] }],
    ['a raise with no spell to raise', { step: 'raise' }],
    ["a Learn's discards with nothing set aside", { step: 'learn-discards', keep: 1, setAside: [] }],
    ['a store of nothing', { step: 'store', count: 0 }],
    ['a discard of nothing', { step: 'discard', count: 0 }],
  ];
  // Under the digital profile every one of these steps may exist; only its lack of an answer is wrong.
  test.each(heads)('%s', (_name, head) => {
    const s0 = createGame({ players: 2, seed: 'nobody-can-act', spells: 'set1', firstPlayer: 0, rules: 'digital' });
    const e = loadError(waitingOn(s0, [head]));
    expect(e.code).toBe('broken-invariant');
    expect(e.path).toBe('$.state.pending[0].steps[0]');
    expect(e.message).toMatch(/no possible answer/);
  });

  test.each(heads)('%s, under the printed profile', (_name, head) => {
    const s0 = createGame({ players: 2, seed: 'nobody-can-act', spells: 'set1', firstPlayer: 0 });
    const e = loadError(waitingOn(s0, [head]));
    expect(e.code).toBe('broken-invariant');
    expect(e.path.startsWith('$.state.pending[0].steps[0]')).toBe(true);
  });

  test('one token moved into a full pool leaves a pending take without an answer', () => {
    // Seat 0 waits to take 1 from the altar; a ninth materia moved from the altar into its pool fills it.
    const s = riggedGame({ seed: 'full-pool', firstPlayer: 0, altar: ['red-circle', 'blue-circle'], pools: [['green-circle', 'green-circle', 'green-circle', 'green-square', 'green-square', 'green-square', 'yellow-circle', 'yellow-circle'], []] });
    const playable = waitingOn(s, [{ step: 'take', count: 1, taker: 0 }, { step: 'draw', count: 1 }]);
    expect(legalActions(deserialize(playable)).length).toBeGreaterThan(1);
    const moved = corrupt((save) => {
      save.state.pending = JSON.parse(playable).state.pending;
      const red = kindIndex('red-circle');
      save.state.altar[red] = (save.state.altar[red] as number) - 1;
      const pool = save.state.players[0]!.pool;
      pool[red] = (pool[red] as number) + 1;
    }, s);
    const e = loadError(moved);
    expect([e.code, e.path]).toEqual(['broken-invariant', '$.state.pending[0].steps[0]']);
  });

  test('a step left with one answer (which the engine would have given at once) is refused', () => {
    const s = riggedGame({ seed: 'one-answer', firstPlayer: 0, altar: ['red-circle'], pools: [[], []] });
    const e = loadError(waitingOn(s, [{ step: 'take', count: 1, taker: 0 }, { step: 'draw', count: 1 }]));
    expect([e.code, e.path]).toEqual(['broken-invariant', '$.state.pending[0].steps[0]']);
  });

  test('every accepted save of random play gives its decider a legal action', () => {
    for (let seed = 0; seed < 6; seed++) {
      let s = createGame({ players: (2 + (seed % 3)) as 1 | 2 | 3 | 4, seed: `someone-acts-${seed}`, spells: 'classic' });
      for (let i = 0; i < 400 && s.phase !== 'ended'; i++) {
        const loaded = deserialize(serialize(s));
        const legal = legalActions(loaded);
        expect(legal.length).toBeGreaterThan(0);
        const decision = currentDecision(loaded);
        if (decision.kind === 'game-over') throw new Error('a game that is not over has a decision');
        expect(legal.every((a) => a.player === decision.player)).toBe(true);
        const r = applyAction(s, legal[(i * 7 + seed) % legal.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
  });
});

describe("a save's effects in progress must agree with its rule profile", () => {
  test("Communion's stores from the discard box exist only under communionStores: discard-box", () => {
    const digital = riggedGame({ seed: 'profile-steps', firstPlayer: 0, rules: 'digital', discard: ['red-circle', 'blue-circle'] });
    const text = waitingOn(digital, [{ step: 'store-from-discard', count: 2 }]);
    const e = loadError(text);
    expect([e.code, e.path]).toEqual(['broken-invariant', '$.state.pending[0].steps[0]']);
    expect(e.message).toContain('communionStores');
    // The same position under the printed profile is one the engine reaches.
    const printed = riggedGame({ seed: 'profile-steps', firstPlayer: 0, rules: 'printed', discard: ['red-circle', 'blue-circle'] });
    expect(deserialize(waitingOn(printed, [{ step: 'store-from-discard', count: 2 }])).pending).toHaveLength(1);
  });

  test("a Learn keeps some of its discards only under communionStores: learn-discards", () => {
    const s = riggedGame({ seed: 'profile-keep', firstPlayer: 0, rules: 'printed', pools: [['red-circle', 'blue-circle'], []] });
    const steps = [{ step: 'learn-discards', keep: 2, setAside: ['red-circle', 'blue-circle'] }];
    const e = loadError(waitingOn(s, steps));
    expect([e.code, e.path]).toEqual(['broken-invariant', '$.state.pending[0].steps[0].keep']);
    const digital = riggedGame({ seed: 'profile-keep', firstPlayer: 0, rules: 'digital', pools: [['red-circle', 'blue-circle'], []] });
    expect(deserialize(waitingOn(digital, steps)).rules).toEqual(RULE_PRESETS.digital);
  });

  test('Storm discards at most 10 altar materia under stormDiscards: one-to-ten', () => {
    const s = riggedGame({ seed: 'profile-storm', firstPlayer: 0, rules: 'digital', altar: ['red-circle', 'blue-circle', 'green-circle'] });
    const e = loadError(waitingOn(s, [{ step: 'clear-altar', discarded: 11 }]));
    expect([e.code, e.path]).toEqual(['broken-invariant', '$.state.pending[0].steps[0].discarded']);
    const printed = riggedGame({ seed: 'profile-storm', firstPlayer: 0, rules: 'printed', altar: ['red-circle', 'blue-circle', 'green-circle'] });
    expect(deserialize(waitingOn(printed, [{ step: 'clear-altar', discarded: 11 }])).pending).toHaveLength(1);
  });
});

describe('findInvariantProblem reports a negative count', () => {
  const base = createGame({ players: 2, seed: 'negative-counts', firstPlayer: 0 });
  const k = base.altar.findIndex((n) => n > 0);
  type Place = 'pouch' | 'altar' | 'discard' | 'pool 0' | 'pool 1';
  const countsAt = (s: GameState, place: Place): number[] =>
    (place === 'pool 0' ? s.players[0]!.pool : place === 'pool 1' ? s.players[1]!.pool : s[place]) as number[];

  test.each<[string, Place, Place, number, string]>([
    ['the altar', 'altar', 'pool 0', k, `$.altar[${k}]`],
    ['a pool', 'pool 1', 'pouch', 3, '$.players[1].pool[3]'],
    ['the pouch', 'pouch', 'discard', 0, '$.pouch[0]'],
    ['the discard', 'discard', 'pouch', 5, '$.discard[5]'],
  ])('in %s, though the census nets it out', (_name, from, to, kind, path) => {
    // One token more than `from` holds moves to `to`: `from` shows -1, and every kind still counts 5.
    const s = structuredClone(base);
    const a = countsAt(s, from);
    const b = countsAt(s, to);
    b[kind] = (b[kind] as number) + (a[kind] as number) + 1;
    a[kind] = -1;
    expect(findInvariantProblem(s)).toEqual({ path, message: expect.stringMatching(/non-negative/) as unknown as string });
    const e = loadError(serialize(s));
    expect(e.code).toBe('invalid-state'); // a save is refused by the shape check first, at the same place
    expect(e.path).toBe(`$.state${path.slice(1)}`);
  });

  test("in the solo opponent's lower part", () => {
    const solo = createGame({ players: 1, seed: 'negative-lower', solo: { difficulty: 1 } });
    const s = structuredClone(solo);
    const lower = s.opponent!.lower as number[];
    const pouch = s.pouch as number[];
    pouch[2] = (pouch[2] as number) + (lower[2] as number) + 1;
    lower[2] = -1;
    expect(findInvariantProblem(s)?.path).toBe('$.opponent.lower[2]');
  });

  test('a frame of a state changed in place is still checked (no cached verdict)', () => {
    const frame: EffectFrame = { actor: 0, spell: 'sacrifice', level: 3, card: null, phaseAction: true, steps: [{ step: 'take', count: 0, taker: 0 }] };
    expect(findInvariantProblem({ ...base, pending: [frame] })?.path).toBe('$.pending[0].steps[0]');
  });
});
