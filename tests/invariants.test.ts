import { describe, expect, test } from 'vitest';
import {
  COPIES_PER_KIND, TOTAL_MATERIA, countsOf, createGame, kindsOf, total, findInvariantProblem, kindIndex, materiaCensus,
  type GameState, type LearnedSpell, type MateriaKind, type PlayerState,
} from '../src/index.js';
import { playRandom } from './helpers.js';

/** A rigged 2-player game, seat 0 active on Day 3, with one spell learned by each player. */
function base(): GameState {
  return createGame({
    players: 2,
    seed: 'invariants',
    firstPlayer: 0,
    setup: {
      day: 3,
      learned: [
        [{ spell: 'abundance', level: 3, card: 'yellow-circle', day: 1 }],
        [{ spell: 'sacrifice', level: 4, card: 'red-triangle', day: 2 }],
      ],
      familiars: [['blue-square'], []],
    },
  });
}

/** Moves tokens out of the pouch (to keep the census right while placing them elsewhere). */
function pouchWithout(state: GameState, kinds: readonly MateriaKind[]): number[] {
  const pouch = state.pouch.slice();
  for (const k of kinds) {
    const i = kindIndex(k);
    if ((pouch[i] as number) === 0) throw new Error(`no ${k} left in the pouch`);
    pouch[i] = (pouch[i] as number) - 1;
  }
  return pouch;
}

/** The first `n` tokens of the pouch, in kind order. */
function pouchTokens(state: GameState, n: number): MateriaKind[] {
  return kindsOf(state.pouch).slice(0, n);
}

function withPlayer(state: GameState, seat: number, change: Partial<PlayerState>, pouch = state.pouch): GameState {
  const players = state.players.map((p, i) => (i === seat ? { ...p, ...change } : p));
  return { ...state, players, pouch };
}

function pathOf(state: GameState): string | undefined {
  return findInvariantProblem(state)?.path;
}

describe('materiaCensus', () => {
  test.each([
    [2, 11],
    [3, 12],
    [4, 13],
  ])('counts 5 of each kind, 105 in all, after every step of a random %i-player game', (players, seed) => {
    let steps = 0;
    const check = (s: GameState): void => {
      const census = materiaCensus(s);
      expect(census).toHaveLength(21);
      expect(census.every((n) => n === COPIES_PER_KIND)).toBe(true);
      expect(census.reduce((a, b) => a + b, 0)).toBe(TOTAL_MATERIA);
      expect(findInvariantProblem(s)).toBeUndefined();
    };
    const start = createGame({ players, seed: `census-${seed}` });
    check(start);
    const end = playRandom(start, seed, 100_000, (_before, _action, after) => {
      steps++;
      check(after);
    });
    expect(end.phase).toBe('ended');
    expect(steps).toBeGreaterThan(0);
  });

  test('counts the rigged next draws and the learned spells’ cards', () => {
    const s = createGame({
      players: 3,
      seed: 'rigged',
      setup: { nextDraws: ['red-circle', 'red-circle'], learned: [[{ spell: 'sacrifice', level: 3, card: 'red-circle' }], [], []] },
    });
    expect(s.pouchTop).toHaveLength(2);
    expect(materiaCensus(s).every((n) => n === 5)).toBe(true);
    expect(findInvariantProblem(s)).toBeUndefined();
  });
});

describe('findInvariantProblem', () => {
  test('accepts a valid rigged state', () => {
    expect(findInvariantProblem(base())).toBeUndefined();
  });

  const learned = (spell: string, card: MateriaKind, day = 1): LearnedSpell => ({ spell, level: 3, card, day });

  test.each<[string, (s: GameState) => GameState, string]>([
    ['one player', (s) => ({ ...s, players: s.players.slice(0, 1) }), '$.players'],
    ['five players', (s) => ({ ...s, players: [...s.players, ...s.players, s.players[0] as PlayerState] }), '$.players'],
    ['Day 0', (s) => ({ ...s, day: 0 }), '$.day'],
    ['a negative step', (s) => ({ ...s, step: -1 }), '$.step'],
    ['a fractional step', (s) => ({ ...s, step: 1.5 }), '$.step'],
    ['a negative phase action count', (s) => ({ ...s, phaseActions: -1 }), '$.phaseActions'],
    ['an unknown phase', (s) => ({ ...s, phase: 'night' as GameState['phase'] }), '$.phase'],
    ['a first player out of range', (s) => ({ ...s, firstPlayer: 2 }), '$.firstPlayer'],
    ['a negative active seat', (s) => ({ ...s, active: -1 }), '$.active'],
    ['an ended game never triggered', (s) => ({ ...s, phase: 'ended' }), '$.endTrigger'],
    ['a trigger by a seat out of range', (s) => ({ ...s, endTrigger: { player: 5, day: 1, reason: 'familiar-full' } }), '$.endTrigger.player'],
    ['a trigger in the future', (s) => ({ ...s, endTrigger: { player: 0, day: 4, reason: 'familiar-full' } }), '$.endTrigger.day'],
    ['a trigger today by another player', (s) => ({ ...s, endTrigger: { player: 1, day: 3, reason: 'familiar-full' } }), '$.endTrigger.player'],
    ['a seventh-spell trigger without 7 spells', (s) => ({ ...s, endTrigger: { player: 1, day: 2, reason: 'seventh-spell' } }), '$.endTrigger.reason'],
    ['a familiar-full trigger with a free space', (s) => ({ ...s, endTrigger: { player: 0, day: 2, reason: 'familiar-full' } }), '$.endTrigger.reason'],
    ['six spells in the game', (s) => ({ ...s, spells: s.spells.slice(0, 6) }), '$.spells'],
    ['an unknown spell id', (s) => ({ ...s, spells: s.spells.map((id, i) => (i === 2 ? 'fireball' : id)) }), '$.spells[2]'],
    ['two spells of one colour', (s) => ({ ...s, spells: s.spells.map((id, i) => (i === 1 ? 'eruption' : id)) }), '$.spells[1]'],
    ['spells out of colour order', (s) => ({ ...s, spells: [s.spells[1], s.spells[0], ...s.spells.slice(2)] as string[] }), '$.spells[0]'],
    ['a pool of 10', (s) => {
      const extra = pouchTokens(s, 10 - total((s.players[0] as PlayerState).pool));
      return withPlayer(s, 0, { pool: countsOf([...kindsOf((s.players[0] as PlayerState).pool), ...extra]) }, pouchWithout(s, extra));
    }, '$.players[0].pool'],
    ['a familiar board of 15', (s) => {
      const extra = pouchTokens(s, 15);
      return withPlayer(s, 1, { familiar: extra }, pouchWithout(s, extra));
    }, '$.players[1].familiar'],
    ['a learned spell not in the game', (s) => withPlayer(s, 0, { spells: [learned('eruption', 'red-circle')] }, pouchWithout(s, ['red-circle'])), '$.players[0].spells[0].spell'],
    ['a spell learned twice', (s) => withPlayer(s, 1, { spells: [...(s.players[1] as PlayerState).spells, learned('sacrifice', 'red-circle')] }, pouchWithout(s, ['red-circle'])), '$.players[1].spells[1].spell'],
    ['a card of the wrong colour', (s) => withPlayer(s, 0, { spells: [...(s.players[0] as PlayerState).spells, learned('levitation', 'red-circle')] }, pouchWithout(s, ['red-circle'])), '$.players[0].spells[1].card'],
    ['a spell learned in the future', (s) => withPlayer(s, 0, { spells: [learned('abundance', 'yellow-circle', 4)] }), '$.players[0].spells[0].day'],
    ['a spell learned today by another player', (s) => withPlayer(s, 1, { spells: [learned('sacrifice', 'red-triangle', 3)] }), '$.players[1].spells[0].day'],
    ['a 106th materia', (s) => ({ ...s, altar: s.altar.map((n, i) => (i === 0 ? n + 1 : n)) }), '$'],
    ['a lost materia', (s) => ({ ...s, pouch: pouchWithout(s, ['black-square']) }), '$'],
    ['a lost rigged draw', (s) => ({ ...createGame({ players: 2, seed: 'x', setup: { nextDraws: ['red-circle'] } }), pouchTop: [] }), '$'],
  ])('flags %s', (_name, breakIt, path) => {
    const broken = breakIt(base());
    expect(pathOf(broken)).toBe(path);
    expect(findInvariantProblem(broken)?.message).toEqual(expect.any(String));
  });

  test('names the kind whose count is wrong', () => {
    const s = base();
    expect(findInvariantProblem({ ...s, pouch: pouchWithout(s, ['black-square']) })?.message).toMatch(/5 black-square .* holds 4/);
  });

  test('says whether a colour is doubled or only out of order', () => {
    const s = base();
    expect(findInvariantProblem({ ...s, spells: s.spells.map((id, i) => (i === 1 ? 'eruption' : id)) })?.message).toMatch(/two red spells/);
    expect(findInvariantProblem({ ...s, spells: [s.spells[1], s.spells[0], ...s.spells.slice(2)] as string[] })?.message).toMatch(/colour order/);
  });

  test('accepts a spell learned today by the active player and a trigger today by them', () => {
    const s = base();
    const today = withPlayer(s, 0, { spells: [learned('abundance', 'yellow-circle', 3)] });
    expect(findInvariantProblem(today)).toBeUndefined();
    expect(findInvariantProblem({ ...s, endTrigger: null, phase: 'evening' })).toBeUndefined();
  });
});

test('materiaCensus refuses an unknown kind, even an inherited property name', () => {
  const s = base();
  expect(() => materiaCensus({ ...s, pouchTop: ['toString' as MateriaKind] })).toThrow(/unknown materia kind/);
});
