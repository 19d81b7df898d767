import { describe, expect, test } from 'vitest';
import {
  RULE_PRESETS, applyAction, countsOf, createGame, createRiggedGame, currentDecision, kindIndex, legalActions, playerView, total,
  type GameState, type PlayerView,
} from '../../src/index.js';
import { mixedRules, playRandom, type RulesOption, randomPolicy } from '../kit/index.js';

/** A 3-player mid-game with rigged next draws still waiting in the pouch. */
function rigged(): GameState {
  return createRiggedGame({
    players: 3,
    seed: 'secret-seed-text',
    firstPlayer: 1,
    setup: { nextDraws: ['red-circle', 'blue-square', 'red-circle'] },
  });
}

/** Every key at any depth of a JSON value. */
function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      allKeys(v, out);
    }
  }
  return out;
}

function expectNoSecrets(state: GameState, view: PlayerView): void {
  const keys = allKeys(view);
  for (const secret of ['rng', 'seed', 'pouchTop']) expect(keys.has(secret)).toBe(false);
  const text = JSON.stringify(view);
  expect(text).not.toContain(state.seed);
  expect(text).not.toContain(state.seed.slice('sfc32:'.length));
  for (const word of state.rng) expect(text).not.toContain(String(word));
}

describe('playerView', () => {
  test('holds no generator state, seed or draw order, at any depth', () => {
    const s = rigged();
    expectNoSecrets(s, playerView(s));
    expectNoSecrets(s, playerView(s, 2));
    const played = playRandom(createGame({ players: 4, seed: 'another-secret' }), 5);
    for (let seat = 0; seat < 4; seat++) expectNoSecrets(played, playerView(played, seat));
  });

  test('shows the pouch as counts merged with the rigged next draws', () => {
    const s = rigged();
    const v = playerView(s, 0);
    expect(v.pouch).toHaveLength(21);
    s.pouch.forEach((n, i) => {
      const extra = s.pouchTop.filter((m) => kindIndex(m) === i).length;
      expect(v.pouch[i]).toBe(n + extra);
    });
    expect(v.pouch[kindIndex('red-circle')]).toBe((s.pouch[kindIndex('red-circle')] as number) + 2);
    expect(v.pouchSize).toBe(total(s.pouch) + 3);
  });

  test('shows everything on the table', () => {
    const s = playRandom(createGame({ players: 3, seed: 'table' }), 8, 50);
    const v = playerView(s, 1);
    expect(v.viewer).toBe(1);
    expect(playerView(s).viewer).toBeNull();
    expect(v).toMatchObject({
      spells: s.spells, rules: RULE_PRESETS.printed, firstPlayer: s.firstPlayer, active: s.active, day: s.day, phase: s.phase,
      phaseActions: s.phaseActions, altar: s.altar, discard: s.discard, endTrigger: s.endTrigger, step: s.step,
      pending: s.pending, opponent: null,
    });
    v.players.forEach((p, seat) => {
      const real = s.players[seat];
      expect(p).toEqual({ pool: real?.pool, poolSize: total(real?.pool ?? []), familiar: real?.familiar, spells: real?.spells });
    });
    expect(Object.keys(v).sort()).toEqual([
      'active', 'altar', 'day', 'discard', 'endTrigger', 'firstPlayer', 'opponent', 'pending', 'phase', 'phaseActions', 'players',
      'pouch', 'pouchSize', 'rules', 'spells', 'step', 'viewer',
    ]);
  });

  test('is a copy: changing the view never changes the state', () => {
    const s = createRiggedGame({
      players: 2,
      seed: 'copy',
      setup: { learned: [[{ spell: 'abundance', level: 3, card: 'yellow-circle' }], []], familiars: [['red-circle'], []] },
    });
    const before = JSON.stringify(s);
    const v = playerView(s, 0);
    const p0 = v.players[0] as unknown as { pool: number[]; familiar: string[]; spells: { level: number }[] };
    p0.pool[0] = 42;
    p0.familiar.push('blue-square');
    (p0.spells[0] as { level: number }).level = 5;
    (v.altar as number[]).fill(9);
    (v.pouch as number[]).fill(9);
    (v.discard as number[]).fill(9);
    (v.spells as string[]).reverse();
    (v.players as unknown[]).pop();
    expect(JSON.stringify(s)).toBe(before);
  });

  test('is equal for states that differ only in generator state, seed and draw order', () => {
    const s = rigged();
    const other: GameState = {
      ...s,
      seed: 'sfc32:something-else',
      rng: [1, 2, 3, 4],
      pouchTop: ['blue-square', 'red-circle', 'red-circle'],
    };
    expect(playerView(other, 1)).toEqual(playerView(s, 1));
    // The same tokens known in order or left to chance look the same from the table.
    const pouch = s.pouch.slice();
    for (const m of s.pouchTop) pouch[kindIndex(m)] = (pouch[kindIndex(m)] as number) + 1;
    expect(playerView({ ...s, pouch, pouchTop: [] })).toEqual(playerView(s));
  });

  test.each([-1, 3, 1.5, Number.NaN])('throws a RangeError for viewer %s in a 3-player game', (seat) => {
    expect(() => playerView(rigged(), seat)).toThrow(RangeError);
  });
});

describe('playerView and the rule profile', () => {
  test.each<[string, RulesOption]>([
    ['printed', 'printed'],
    ['digital', 'digital'],
    ['a mixed profile', mixedRules('digital', ['wildTriples'])],
  ])('carries a copy of the rules the game is played under (%s), for every viewer', (_name, rules) => {
    const s = createGame({ players: 3, seed: 'view-rules', rules });
    for (const seat of [undefined, 0, 1, 2]) {
      const v = playerView(s, seat);
      expect(v.rules).toEqual(s.rules);
      expect(Object.keys(v.rules)).toEqual(Object.keys(s.rules));
      // A copy: the state's profile (shared by every state of the game) is not handed out.
      expect(v.rules).not.toBe(s.rules);
    }
    const v = playerView(s, 0);
    (v.rules as { mirageDraws: string }).mirageDraws = 'changed';
    expect(s.rules).toEqual(typeof rules === 'string' ? RULE_PRESETS[rules] : rules);
  });
});

describe('playerView with an effect in progress', () => {
  test('shows the pending effect, as a detached copy', () => {
    const s0 = createRiggedGame({
      players: 3, seed: 'pending-view', spells: 'set3', firstPlayer: 0,
      setup: { learned: [[{ spell: 'blaze', level: 3, card: 'red-circle' }], [], []], altar: ['blue-square', 'green-circle'] },
    });
    const r = applyAction(s0, { type: 'cast', player: 0, spell: 'blaze', level: 3 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pending.length).toBe(1);
    const v = playerView(r.state, 1);
    expect(v.pending).toEqual(r.state.pending);
    expect(v.pending).not.toBe(r.state.pending);
    (v.pending[0] as { actor: number }).actor = 2;
    expect(r.state.pending[0]?.actor).toBe(0);
  });
});

describe('playerView in solo mode', () => {
  /** A rigged solo game at the end of a Day, waiting for the placement on the opponent's track. */
  function soloDayEnd(): GameState {
    const s0 = createRiggedGame({
      players: 1, seed: 'solo-view-secret', solo: { difficulty: 3 },
      setup: {
        phase: 'evening', altar: ['red-circle', 'blue-square'], nextDraws: ['green-circle'],
        opponent: { track: ['black-circle', 'white-square'], lower: ['yellow-triangle', 'yellow-triangle'] },
      },
    });
    const r = applyAction(s0, { type: 'pass', player: 0 });
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  }

  test('shows the opponent: track, lower part and difficulty', () => {
    const s = soloDayEnd();
    const v = playerView(s, 0);
    expect(v.opponent).toEqual({ track: ['black-circle', 'white-square'], lower: countsOf(['yellow-triangle', 'yellow-triangle']), difficulty: 3 });
    expect(v.opponent).toEqual(s.opponent);
    expect(playerView(s).opponent).toEqual(s.opponent);
    expect(v.players).toHaveLength(1);
    expect(v.pending).toEqual(s.pending);
    expect(v.pending[0]).toMatchObject({ spell: null, level: null, steps: [{ step: 'opponent-place' }, { step: 'close-day' }] });
  });

  test('shows no opponent in a game of 2 to 4 players', () => {
    for (const players of [2, 3, 4] as const) expect(playerView(createGame({ players, seed: 'no-opponent' })).opponent).toBeNull();
  });

  test('holds no secret, and only seat 0 may view', () => {
    const s = soloDayEnd();
    expectNoSecrets(s, playerView(s, 0));
    expectNoSecrets(s, playerView(s));
    const played = playRandom(createGame({ players: 1, seed: 'solo-secret-2' }), 6);
    expectNoSecrets(played, playerView(played, 0));
    expect(() => playerView(s, 1)).toThrow(RangeError);
  });

  test('is a detached copy of the opponent', () => {
    const s = soloDayEnd();
    const before = JSON.stringify(s);
    const v = playerView(s, 0);
    expect(v.opponent).not.toBe(s.opponent);
    const o = v.opponent as unknown as { track: string[]; lower: number[]; difficulty: number };
    expect(o.track).not.toBe(s.opponent?.track);
    expect(o.lower).not.toBe(s.opponent?.lower);
    o.track.push('red-circle');
    o.lower.fill(5);
    o.difficulty = 0;
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('currentDecision of a view', () => {
  test('is the state\'s decision, for every seat, at every step of whole games (effects and Blaze included)', () => {
    for (const [players, spells] of [[2, 'set1'], [3, 'set2'], [4, 'set3'], [1, 'classic']] as const) {
      let s = createGame({ players, seed: `view-decision-${players}`, spells, ...(players === 1 ? { solo: { difficulty: 1 } } : {}) });
      let effects = 0;
      const policy = randomPolicy(`view-decision-${players}`, 'by-type');
      for (let i = 0; s.phase !== 'ended' && i < 2000; i++) {
        const expected = currentDecision(s);
        if (expected.kind === 'effect') effects++;
        for (let seat = 0; seat < players; seat++) expect(currentDecision(playerView(s, seat))).toEqual(expected);
        expect(currentDecision(playerView(s))).toEqual(expected);
        const legal = legalActions(s);
        const r = applyAction(s, policy(s, legal));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(s.phase).toBe('ended');
      expect(currentDecision(playerView(s, 0))).toEqual({ kind: 'game-over' });
      expect(effects).toBeGreaterThan(0);
    }
  });
});
