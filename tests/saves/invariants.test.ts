import { describe, expect, test } from 'vitest';
import {
  COPIES_PER_KIND, TOTAL_MATERIA, countsOf, createGame, createRiggedGame, emptyCounts, findInvariantProblem, kindIndex, kindsOf,
  legalActions, materiaCensus, total, type EffectFrame, type EffectStep, type GameState, type LearnedSpell,
  type MateriaKind, type PlayerState, type SpellStep,
} from '../../src/index.js';
import { mustApply, playRandom, run, spellPolicy, spellsWith } from '../kit/index.js';

/** A rigged 2-player game, seat 0 active on Day 3, with one spell learned by each player. */
function base(): GameState {
  return createRiggedGame({
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
  ] as const)('counts 5 of each kind, 105 in all, after every step of a random %i-player game', (players, seed) => {
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
    const s = createRiggedGame({
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
    ['a lost rigged draw', (s) => ({ ...createRiggedGame({ players: 2, seed: 'x', setup: { nextDraws: ['red-circle'] } }), pouchTop: [] }), '$'],
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

// ---------------------------------------------------------------------------------------------
// Effects in progress.

/** Blaze cast by seat 0 of 3: seat 1 must take (then seat 2). */
function blazing(): GameState {
  const s = createRiggedGame({
    players: 3, seed: 'blaze', firstPlayer: 0, spells: spellsWith('blaze'),
    setup: { altar: ['blue-square', 'green-triangle'], pools: [[], [], []], learned: [[{ spell: 'blaze', level: 3, card: 'red-circle' }], [], []] },
  });
  return mustApply(s, { type: 'cast', player: 0, spell: 'blaze', level: 3 }).state;
}

/** Communion learned at level 5 by seat 0: 2 of the Learn's 4 other materia to keep. */
function communing(): GameState {
  const spend: MateriaKind[] = ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'];
  const s = createRiggedGame({ players: 2, seed: 'communion', firstPlayer: 0, spells: spellsWith('communion'), setup: { phase: 'evening', pools: [spend, []] } });
  return mustApply(s, { type: 'learn', player: 0, spell: 'communion', level: 5, onCard: 'yellow-square', spend }).state;
}

/** Clone L3 of seat 0 copying seat 1's Purification: a copy's frame inside Clone's. */
function cloning(): GameState {
  const s = createRiggedGame({
    players: 2, seed: 'clone', firstPlayer: 0, spells: spellsWith('clone', 'purification'),
    setup: {
      phase: 'midday', altar: ['red-circle', 'blue-square'], pools: [['red-square', 'blue-circle'], []],
      learned: [[{ spell: 'clone', level: 3, card: 'white-triangle' }], [{ spell: 'purification', level: 4, card: 'green-circle' }]],
    },
  });
  return run(s, [
    { type: 'cast', player: 0, spell: 'clone', level: 3 },
    { type: 'cast', player: 0, spell: 'purification', level: 4, from: 1 },
  ]).state;
}

/** `state` with the frame at `index` changed. */
function withFrame(state: GameState, index: number, change: (f: EffectFrame) => EffectFrame): GameState {
  return { ...state, pending: state.pending.map((f, i) => (i === index ? change(f) : f)) };
}

/** `state` with the steps of the frame at `index` replaced. */
function withSteps(state: GameState, index: number, steps: readonly EffectStep[]): GameState {
  return withFrame(state, index, (f) => ({ ...f, steps }));
}

/** A full familiar board for seat 0 from the pouch, the end triggered by it and the game over. */
function endedWithFullBoard(state: GameState): GameState {
  const board = kindsOf(state.pouch).slice(0, 14);
  const ended = withPlayer(state, 0, { familiar: board }, pouchWithout(state, board));
  return { ...ended, phase: 'ended', endTrigger: { player: 0, day: state.day, reason: 'familiar-full' } };
}

describe('findInvariantProblem with effects in progress', () => {
  test('accepts the states of effects waiting for a choice', () => {
    for (const s of [blazing(), communing(), cloning()]) {
      expect(s.pending.length).toBeGreaterThan(0);
      expect(findInvariantProblem(s)).toBeUndefined();
    }
  });

  test.each([
    [2, 21],
    [3, 22],
    [4, 23],
  ] as const)('holds after every step of %i-player games where the players learn and cast (seed %i)', (players, seed) => {
    let waiting = 0;
    for (let game = 0; game < 3; game++) {
      const policy = spellPolicy(seed * 10 + game);
      let s = createGame({ players, seed: `effects-${seed}-${game}`, spells: 'classic' });
      for (let i = 0; i < 5000 && s.phase !== 'ended'; i++) {
        s = mustApply(s, policy(s, legalActions(s))).state;
        if (s.pending.length > 0) waiting++;
        expect(findInvariantProblem(s)).toBeUndefined();
        expect(materiaCensus(s).every((n) => n === COPIES_PER_KIND)).toBe(true);
      }
      expect(s.phase).toBe('ended');
    }
    expect(waiting).toBeGreaterThan(0);
  });

  test.each<[string, () => GameState, string]>([
    ['effects in progress after the end of the game', () => endedWithFullBoard(blazing()), '$.pending'],
    ['an actor out of range', () => withFrame(blazing(), 0, (f) => ({ ...f, actor: 3 })), '$.pending[0].actor'],
    ['an actor that is not the active player', () => withFrame(blazing(), 0, (f) => ({ ...f, actor: 2 })), '$.pending[0].actor'],
    ['an effect of a spell not in the game', () => withFrame(blazing(), 0, (f) => ({ ...f, spell: 'sharing' })), '$.pending[0].spell'],
    ['an outermost effect that is not the phase action', () => withFrame(blazing(), 0, (f) => ({ ...f, phaseAction: false })), '$.pending[0].phaseAction'],
    ['an inner effect that is the phase action', () => withFrame(cloning(), 1, (f) => ({ ...f, phaseAction: true })), '$.pending[1].phaseAction'],
    ['a card of a seat out of range', () => withFrame(blazing(), 0, (f) => ({ ...f, card: { player: -1, spell: 'blaze' } })), '$.pending[0].card.player'],
    ['a card its player has not learned', () => withFrame(blazing(), 0, (f) => ({ ...f, card: { player: 2, spell: 'blaze' } })), '$.pending[0].card.spell'],
    ['a card of a spell the actor has not learned', () => withFrame(cloning(), 1, (f) => ({ ...f, card: { player: 0, spell: 'purification' } })), '$.pending[1].card.spell'],
    ['a take by a seat out of range', () => withSteps(blazing(), 0, [{ step: 'take', count: 1, taker: 1 }, { step: 'take', count: 1, taker: 3 }]), '$.pending[0].steps[1].taker'],
    ['a take by a seat out of range inside a mode', () => withSteps(blazing(), 0, [
      { step: 'take', count: 1, taker: 1 },
      { step: 'mode', modes: [{ mode: 'a', steps: [] }, { mode: 'b', steps: [{ step: 'take', count: 1, taker: 7 }] }] },
    ]), '$.pending[0].steps[1].modes[1].steps[0].taker'],
    ['an innermost effect with no step left', () => withSteps(blazing(), 0, []), '$.pending[0].steps'],
    ['an innermost effect waiting on a draw', () => withSteps(blazing(), 0, [{ step: 'draw', count: 1 }]), '$.pending[0].steps[0]'],
    ['an innermost effect waiting on a draw-until', () => withSteps(blazing(), 0, [{ step: 'draw-until', size: 6 }]), '$.pending[0].steps[0]'],
    ['an innermost effect waiting on a reveal', () => withSteps(blazing(), 0, [{ step: 'reveal', count: 2 }]), '$.pending[0].steps[0]'],
    ['an innermost effect waiting on the others\' draws', () => withSteps(blazing(), 0, [{ step: 'others-draw' }]), '$.pending[0].steps[0]'],
    ['an innermost effect waiting on a lower', () => withSteps(blazing(), 0, [{ step: 'lower', to: 3 }]), '$.pending[0].steps[0]'],
    ['an innermost effect waiting on the end check', () => withSteps(communing(), 0, [{ step: 'check-end' }]), '$.pending[0].steps[0]'],
    ['set-aside materia not in the actor\'s pool', () => withSteps(communing(), 0, [
      // keep 0: Communion's printed stores come from the discard box, after this step.
      { step: 'learn-discards', keep: 0, setAside: ['yellow-circle', 'yellow-circle', 'yellow-circle'] }, { step: 'check-end' },
    ]), '$.pending[0].steps[0].setAside'],
    ['set-aside materia behind another step', () => withSteps(communing(), 0, [
      { step: 'raise' }, { step: 'learn-discards', keep: 2, setAside: ['yellow-circle'] },
    ]), '$.pending[0].steps[1]'],
    ['set-aside materia in an outer effect', () => withSteps(cloning(), 0, [{ step: 'learn-discards', keep: 0, setAside: [] }]), '$.pending[0].steps[0]'],
  ])('flags %s', (_name, breakIt, path) => {
    const broken = breakIt();
    expect(pathOf(broken)).toBe(path);
    expect(findInvariantProblem(broken)?.message).toEqual(expect.any(String));
  });

  test('the waiting step of an outer effect may be anything: only the innermost one waits', () => {
    const s = cloning();
    expect(s.pending[0]?.steps).toEqual([]);
    expect(findInvariantProblem(withSteps(s, 0, [{ step: 'draw', count: 1 }]))).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Solo mode: the virtual opponent, the end of the game, the end-of-Day frame.

/** A rigged solo game on Day 3: a spell learned, 3 materia on the opponent's track, 2 below it. */
function soloBase(): GameState {
  return createRiggedGame({
    players: 1,
    seed: 'invariants-solo',
    solo: { difficulty: 2 },
    setup: {
      day: 3,
      learned: [[{ spell: 'abundance', level: 3, card: 'yellow-circle', day: 1 }]],
      opponent: { track: ['red-circle', 'blue-square', 'green-triangle'], lower: ['black-circle', 'white-square'] },
    },
  });
}

/** `state` with `n` more materia from the pouch on the opponent's track. */
function withTrack(state: GameState, n: number): GameState {
  const o = state.opponent as NonNullable<GameState['opponent']>;
  const extra = pouchTokens(state, n);
  return { ...state, pouch: pouchWithout(state, extra), opponent: { ...o, track: [...o.track, ...extra] } };
}

/** The solo end-of-Day frame as the engine makes it. */
const DAY_END: EffectFrame = {
  actor: 0, spell: null, level: null, card: null, phaseAction: false, steps: [{ step: 'opponent-place' }, { step: 'close-day' }],
};

/** A solo game waiting for the end-of-Day placement (after passing in the Evening). */
function dayEnd(): GameState {
  const s = mustApply({ ...soloBase(), phase: 'evening' }, { type: 'pass', player: 0 }).state;
  expect(s.pending).toEqual([DAY_END]);
  return s;
}

/** A solo game waiting in Blaze's take for the opponent's lower part. */
function soloBlazing(): GameState {
  const s = createRiggedGame({
    players: 1, seed: 'solo-blaze', spells: spellsWith('blaze'),
    setup: { altar: ['blue-square', 'green-triangle'], pools: [[]], learned: [[{ spell: 'blaze', level: 3, card: 'red-circle' }]] },
  });
  return mustApply(s, { type: 'cast', player: 0, spell: 'blaze', level: 3 }).state;
}

describe('materiaCensus and findInvariantProblem in solo mode', () => {
  test('the census counts the opponent\'s track and lower part', () => {
    const s = soloBase();
    expect(materiaCensus(s).every((n) => n === COPIES_PER_KIND)).toBe(true);
    const o = s.opponent as NonNullable<GameState['opponent']>;
    const census = materiaCensus({ ...s, opponent: { ...o, track: o.track.slice(1) } });
    expect(census[kindIndex('red-circle')]).toBe(COPIES_PER_KIND - 1);
    const lower = o.lower.slice();
    lower[kindIndex('white-square')] = 0;
    expect(materiaCensus({ ...s, opponent: { ...o, lower } })[kindIndex('white-square')]).toBe(COPIES_PER_KIND - 1);
  });

  test('accepts solo states at setup, waiting at the end of the Day and in an opponent step', () => {
    for (const difficulty of [0, 1, 2, 3] as const) {
      expect(findInvariantProblem(createGame({ players: 1, seed: `solo-${difficulty}`, solo: { difficulty } }))).toBeUndefined();
    }
    for (const s of [soloBase(), dayEnd(), soloBlazing()]) expect(findInvariantProblem(s)).toBeUndefined();
  });

  test('holds after every step of solo games where the player learns and casts, ended both ways', () => {
    const ends = new Set<string>();
    let placements = 0;
    let waiting = 0;
    for (let game = 0; game < 12; game++) {
      const policy = spellPolicy(700 + game);
      let s = createGame({ players: 1, seed: `solo-effects-${game}`, spells: 'classic', solo: { difficulty: (game % 4) as 0 | 1 | 2 | 3 } });
      for (let i = 0; i < 5000 && s.phase !== 'ended'; i++) {
        s = mustApply(s, policy(s, legalActions(s))).state;
        if (s.pending[0]?.spell === null) placements++;
        else if (s.pending.length > 0) waiting++;
        expect(findInvariantProblem(s)).toBeUndefined();
        expect(materiaCensus(s).every((n) => n === COPIES_PER_KIND)).toBe(true);
      }
      expect(s.phase).toBe('ended');
      ends.add(s.endTrigger === null ? 'full track' : 'trigger');
      if (s.endTrigger !== null) expect(s.endTrigger.day).toBe(s.day);
    }
    expect([...ends].sort()).toEqual(['full track', 'trigger']);
    expect(placements).toBeGreaterThan(50);
    expect(waiting).toBeGreaterThan(0);
  });

  test('accepts a solo game over by a full track without a trigger, and a trigger today in a game going on', () => {
    const full = withTrack(soloBase(), 14);
    expect(findInvariantProblem({ ...full, phase: 'ended' })).toBeUndefined();
    const board = pouchTokens(soloBase(), 14);
    const triggered = withPlayer(soloBase(), 0, { familiar: board }, pouchWithout(soloBase(), board));
    expect(findInvariantProblem({ ...triggered, endTrigger: { player: 0, day: 3, reason: 'familiar-full' } })).toBeUndefined();
    expect(findInvariantProblem({ ...triggered, endTrigger: { player: 0, day: 3, reason: 'familiar-full' }, phase: 'ended' })).toBeUndefined();
  });

  test.each<[string, () => GameState, string]>([
    ['a solo game without its opponent', () => ({ ...soloBase(), opponent: null }), '$.players'],
    ['an opponent in a 2-player game', () => ({ ...base(), opponent: { track: [], lower: emptyCounts(), difficulty: 0 } }), '$.opponent'],
    ['a second player in a solo game', () => ({ ...soloBase(), players: [...soloBase().players, { pool: emptyCounts(), familiar: [], spells: [] }] }), '$.opponent'],
    ['five players with an opponent', () => {
      const s = soloBase();
      const p = s.players[0] as PlayerState;
      return { ...s, players: [p, p, p, p, p] };
    }, '$.players'],
    ['no player with an opponent', () => ({ ...soloBase(), players: [] }), '$.players'],
    ['a track of 18', () => withTrack(soloBase(), 15), '$.opponent.track'],
    ['a full track in a game not over', () => withTrack(soloBase(), 14), '$.opponent.track'],
    ['a full track with the end-of-Day placement still to come', () => withTrack(dayEnd(), 14), '$.opponent.track'],
    ['difficulty 4', () => ({ ...soloBase(), opponent: { ...(soloBase().opponent as NonNullable<GameState['opponent']>), difficulty: 4 as 3 } }), '$.opponent.difficulty'],
    ['a solo game over with neither a trigger nor a full track', () => ({ ...soloBase(), phase: 'ended' }), '$.endTrigger'],
    ['a solo trigger on an earlier Day', () => {
      const s = soloBase();
      const board = pouchTokens(s, 14);
      return { ...withPlayer(s, 0, { familiar: board }, pouchWithout(s, board)), endTrigger: { player: 0, day: 2, reason: 'familiar-full' } };
    }, '$.endTrigger.day'],
    ['a 106th materia in the lower part', () => {
      const s = soloBase();
      const o = s.opponent as NonNullable<GameState['opponent']>;
      return { ...s, opponent: { ...o, lower: o.lower.map((n, i) => (i === 0 ? n + 1 : n)) } };
    }, '$'],
    ['a frame of seat 1 in a solo game', () => withFrame(soloBlazing(), 0, (f) => ({ ...f, actor: 1 })), '$.pending[0].actor'],
    ['an effect of a spell without a level', () => withFrame(soloBlazing(), 0, (f) => ({ ...f, level: null })), '$.pending[0].level'],
    ['an effect of no spell in a 2-player game', () => withFrame(blazing(), 0, (f) => ({ ...f, spell: null, level: null, card: null })), '$.pending[0].spell'],
    ['an end of the Day with a level', () => withFrame(dayEnd(), 0, (f) => ({ ...f, level: 3 })), '$.pending[0].level'],
    ['an end of the Day with a card', () => withFrame(dayEnd(), 0, (f) => ({ ...f, card: { player: 0, spell: 'abundance' } })), '$.pending[0].card'],
    ['an end of the Day counted as a phase action', () => withFrame(dayEnd(), 0, (f) => ({ ...f, phaseAction: true })), '$.pending[0].phaseAction'],
    ['an end of the Day in the Midday', () => ({ ...dayEnd(), phase: 'midday' }), '$.phase'],
    ['an end of the Day behind a spell\'s effect', () => ({ ...soloBlazing(), pending: [DAY_END, ...soloBlazing().pending] }), '$.pending'],
    ['a spell\'s effect behind the end of the Day', () => ({ ...dayEnd(), pending: [DAY_END, { ...(soloBlazing().pending[0] as EffectFrame), phaseAction: false }] }), '$.pending'],
    ['an end of the Day waiting on its refill', () => withSteps(dayEnd(), 0, [{ step: 'altar-refill', size: 7, refreshSpace: null }, { step: 'close-day' }]), '$.pending[0].steps'],
    ['an end of the Day that never closes the Day', () => withSteps(dayEnd(), 0, [{ step: 'opponent-place' }]), '$.pending[0].steps'],
    ['an end of the Day with no step left', () => withSteps(dayEnd(), 0, []), '$.pending[0].steps'],
    ['a placement inside a spell\'s effect', () => withSteps(soloBlazing(), 0, [{ step: 'opponent-take' }, { step: 'opponent-place' }]), '$.pending[0].steps[1]'],
    ['a Day closed inside a mode', () => withSteps(soloBlazing(), 0, [
      // A save can hold what the types forbid: an engine step inside a mode's way.
      { step: 'opponent-take' }, { step: 'mode', modes: [{ mode: 'a', steps: [{ step: 'close-day' } as unknown as SpellStep] }] },
    ]), '$.pending[0].steps[1].modes[0].steps[0]'],
    ['an opponent take in a 2-player game', () => withSteps(blazing(), 0, [{ step: 'take', count: 1, taker: 1 }, { step: 'opponent-take' }]), '$.pending[0].steps[1]'],
    ['an opponent draw in a 2-player game', () => withSteps(blazing(), 0, [{ step: 'take', count: 1, taker: 1 }, { step: 'opponent-draw' }]), '$.pending[0].steps[1]'],
    ['an innermost effect waiting on the opponent\'s draw', () => withSteps(soloBlazing(), 0, [{ step: 'opponent-draw' }]), '$.pending[0].steps[0]'],
  ])('flags %s', (_name, breakIt, path) => {
    const broken = breakIt();
    expect(pathOf(broken)).toBe(path);
    expect(findInvariantProblem(broken)?.message).toEqual(expect.any(String));
  });
});
