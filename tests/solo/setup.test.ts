// Rules §3 and §9 (setup): a solo game deals 7 materia onto the altar, 2 into the pool, then
// the difficulty's materia (0-3) into the virtual opponent's lower part; solo options and a
// rigged opponent are refused for 2 to 4 players; a RiggedSetup may fix the opponent's track and
// lower part.
import { describe, expect, it } from 'vitest';
import {
  countsOf, createGame, currentDecision, kindsOf, legalActions, scoreGame, total, type GameState, type MateriaKind,
} from '../../src/index.js';
import { allTokens, assertConserved, copies, everyToken, expectSetupError, riggedGame, without } from '../kit/index.js';

describe('solo setup (rules §3, §9): 7 on the altar, 2 in the pool, difficulty into the lower part', () => {
  it.each([0, 1, 2, 3] as const)('difficulty %i: 7 on the altar, 2 in the pool, %i in the lower part, empty track', (difficulty) => {
    const s = riggedGame({ players: 1, seed: `setup-${difficulty}`, solo: { difficulty } });
    expect(s.players).toHaveLength(1);
    expect(total(s.altar)).toBe(7);
    expect(total(s.players[0]?.pool ?? [])).toBe(2);
    expect(s.players[0]?.familiar).toEqual([]);
    expect(s.players[0]?.spells).toEqual([]);
    expect(s.opponent).not.toBeNull();
    expect(s.opponent?.track).toEqual([]);
    expect(total(s.opponent?.lower ?? [])).toBe(difficulty);
    expect(s.opponent?.difficulty).toBe(difficulty);
    expect(total(s.pouch) + s.pouchTop.length).toBe(105 - 7 - 2 - difficulty);
    expect(total(s.discard)).toBe(0);
    expect(s.firstPlayer).toBe(0);
    expect(s.active).toBe(0);
    expect(s.day).toBe(1);
    expect(s.phase).toBe('morning');
    expect(s.endTrigger).toBeNull();
    expect(s.pending).toEqual([]);
    assertConserved(s);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('without solo options (or with an empty one) the difficulty is 0', () => {
    for (const s of [
      createGame({ players: 1, seed: 'd0' }),
      createGame({ players: 1, seed: 'd0', solo: {} }),
    ]) {
      expect(s.opponent).toEqual({ track: [], lower: new Array<number>(21).fill(0), difficulty: 0 });
      expect(total(s.altar)).toBe(7);
    }
  });

  it('the difficulty materia are drawn last (§3 step 5): the altar and the pool do not depend on the difficulty', () => {
    for (const seed of ['a', 'b', 'c', 'order']) {
      const base = riggedGame({ players: 1, seed, solo: { difficulty: 0 } });
      for (const difficulty of [1, 2, 3] as const) {
        const s = riggedGame({ players: 1, seed, solo: { difficulty } });
        expect(s.altar).toEqual(base.altar);
        expect(s.players[0]?.pool).toEqual(base.players[0]?.pool);
        expect(s.spells).toEqual(base.spells);
        // The lower part's materia came out of the pouch that was left after the altar and the pool.
        const lower = kindsOf(s.opponent?.lower ?? []);
        expect(without(kindsOf(base.pouch), lower).length).toBe(total(base.pouch) - difficulty);
      }
    }
  });

  it('a normal game has no opponent and no solo score', () => {
    const s = createGame({ players: 2, seed: 'x' });
    expect(s.opponent).toBeNull();
    expect(total(s.altar)).toBe(5);
    expect(scoreGame(s).solo).toBeNull();
  });

  it('the first decision is the player\'s Morning: take from the 7 altar kinds, draw, pass', () => {
    const s = riggedGame({ players: 1, seed: 'first' });
    expect(currentDecision(s)).toEqual({ kind: 'phase', player: 0, phase: 'morning', day: 1, actionsTaken: 0 });
    const takes = kindsOf(s.altar).filter((m, i, a) => a.indexOf(m) === i).map((materia) => ({ type: 'take', player: 0, materia }));
    expect(legalActions(s)).toEqual([...takes, { type: 'draw', player: 0 }, { type: 'pass', player: 0 }]);
  });

  it('the provisional solo score sheet already exists at setup (opponent = difficulty)', () => {
    const sheet = scoreGame(riggedGame({ players: 1, seed: 'sheet', solo: { difficulty: 2 } }));
    expect(sheet.final).toBe(false);
    expect(sheet.solo?.opponent).toEqual({ placed: 0, trackPoints: 0, lower: 2, total: 2 });
  });
});

describe('solo setup is deterministic by seed', () => {
  it.each(['set1', 'set2', 'set3', 'classic'] as const)('%s: the same options give the same state', (spells) => {
    for (const difficulty of [0, 1, 2, 3] as const) {
      const a = riggedGame({ players: 1, seed: `det-${spells}`, spells, solo: { difficulty } });
      const b = riggedGame({ players: 1, seed: `det-${spells}`, spells, solo: { difficulty } });
      expect(b).toEqual(a);
    }
  });

  it('different seeds give different deals', () => {
    const deals = new Set(['s1', 's2', 's3', 's4', 's5', 's6'].map((seed) => {
      const s = riggedGame({ players: 1, seed, solo: { difficulty: 3 } });
      return JSON.stringify([s.altar, s.players[0]?.pool, s.opponent?.lower]);
    }));
    expect(deals.size).toBeGreaterThan(1);
  });

  it('classic picks its spells with the seed, one per colour', () => {
    const a = riggedGame({ players: 1, seed: 'classic-1', spells: 'classic' });
    expect(a.spells).toHaveLength(7);
    expect(riggedGame({ players: 1, seed: 'classic-1', spells: 'classic' }).spells).toEqual(a.spells);
  });
});

describe('solo setup errors: SetupError with a stable code and path', () => {
  it.each([4, -1, 1.5, 99, '2', true, [1]])('difficulty %j → invalid-options at solo.difficulty', (difficulty) => {
    expectSetupError({ players: 1, seed: 'x', solo: { difficulty } }, 'invalid-options', 'solo.difficulty');
  });

  // GameOptions.solo is `{ difficulty?: 0 | 1 | 2 | 3 }`; createGame validates untyped input
  // (a string '2' is refused), but `difficulty: null` slips through `?? 0` as difficulty 0.
  it('difficulty null → invalid-options at solo.difficulty', () => {
    expectSetupError({ players: 1, seed: 'x', solo: { difficulty: null } }, 'invalid-options', 'solo.difficulty');
  });

  // `solo: []` passes the `typeof === 'object'` check and is read as difficulty 0.
  it('solo: [] → invalid-options at solo', () => {
    expectSetupError({ players: 1, seed: 'x', solo: [] }, 'invalid-options', 'solo');
  });

  it.each([2, 3, 4])('solo options with %i players → invalid-options at solo', (players) => {
    expectSetupError({ players, seed: 'x', solo: { difficulty: 1 } }, 'invalid-options', 'solo');
    expectSetupError({ players, seed: 'x', solo: {} }, 'invalid-options', 'solo');
  });

  it.each([null, 'hard', 3])('solo: %j with 1 player → invalid-options at solo', (value) => {
    expectSetupError({ players: 1, seed: 'x', solo: value }, 'invalid-options', 'solo');
  });

  it.each([2, 3, 4])('an opponent in the rigged setup with %i players → invalid-rigged-setup at setup.opponent', (players) => {
    expectSetupError({ players, seed: 'x', setup: { opponent: { track: [] } } }, 'invalid-rigged-setup', 'setup.opponent');
    expectSetupError({ players, seed: 'x', setup: { opponent: { lower: ['red-circle'] } } }, 'invalid-rigged-setup', 'setup.opponent');
  });

  it('a malformed rigged opponent is refused with the path of the bad part', () => {
    expectSetupError({ players: 1, seed: 'x', setup: { opponent: null } }, 'invalid-rigged-setup', 'setup.opponent');
    expectSetupError({ players: 1, seed: 'x', setup: { opponent: 'x' } }, 'invalid-rigged-setup', 'setup.opponent');
    expectSetupError({ players: 1, seed: 'x', setup: { opponent: { track: 'red-circle' } } }, 'invalid-rigged-setup', 'setup.opponent.track');
    expectSetupError({ players: 1, seed: 'x', setup: { opponent: { track: ['red-circle', 'red-circles'] } } }, 'invalid-rigged-setup', 'setup.opponent.track.1');
    expectSetupError({ players: 1, seed: 'x', setup: { opponent: { lower: [42] } } }, 'invalid-rigged-setup', 'setup.opponent.lower.0');
    // The track has 17 spaces; a rigged track holds at most 16 (a 17th would have ended the game).
    const seventeen = allTokens().slice(0, 17);
    expectSetupError({ players: 1, seed: 'x', setup: { opponent: { track: seventeen } } }, 'invalid-rigged-setup', 'setup.opponent.track');
    // Track and lower part count towards the 5 copies of each kind.
    expectSetupError(
      { players: 1, seed: 'x', setup: { opponent: { track: copies('red-circle', 3), lower: copies('red-circle', 3) } } },
      'invalid-rigged-setup', 'setup',
    );
    expectSetupError(
      { players: 1, seed: 'x', setup: { altar: copies('red-circle', 4), opponent: { track: copies('red-circle', 2) } } },
      'invalid-rigged-setup', 'setup',
    );
  });

  it('player counts and seats outside solo\'s single seat are refused', () => {
    expectSetupError({ players: 0, seed: 'x' }, 'invalid-player-count', 'players');
    expectSetupError({ players: 5, seed: 'x' }, 'invalid-player-count', 'players');
    expectSetupError({ players: 1, seed: 'x', firstPlayer: 1 }, 'invalid-first-player', 'firstPlayer');
    expectSetupError({ players: 1, seed: 'x', setup: { active: 1 } }, 'invalid-rigged-setup', 'setup.active');
    expectSetupError({ players: 1, seed: 'x', setup: { pools: [[], []] } }, 'invalid-rigged-setup', 'setup.pools');
  });
});

describe('RiggedSetup opponent: { track, lower }', () => {
  const track: MateriaKind[] = ['red-circle', 'blue-square', 'red-circle', 'green-triangle', 'yellow-square'];
  const lower: MateriaKind[] = ['white-circle', 'black-triangle'];

  it('track and lower part are taken as given; the lower part replaces the difficulty\'s deal', () => {
    const s = riggedGame({ players: 1, seed: 'rig', solo: { difficulty: 3 }, opponent: { track, lower } });
    expect(s.opponent?.track).toEqual(track);
    expect(s.opponent?.lower).toEqual(countsOf(lower));
    expect(s.opponent?.difficulty).toBe(3);
    expect(total(s.altar)).toBe(7);
    expect(total(s.players[0]?.pool ?? [])).toBe(2);
    assertConserved(s);
    expect(scoreGame(s).solo?.opponent).toEqual({ placed: 5, trackPoints: 16, lower: 2, total: 18 });
  });

  it('an empty lower part with difficulty 3 deals nothing into it', () => {
    const s = riggedGame({ players: 1, seed: 'rig', solo: { difficulty: 3 }, opponent: { lower: [] } });
    expect(total(s.opponent?.lower ?? [])).toBe(0);
    expect(s.opponent?.track).toEqual([]);
    assertConserved(s);
  });

  it('a track alone keeps the difficulty\'s deal into the lower part', () => {
    const s = riggedGame({ players: 1, seed: 'rig', solo: { difficulty: 2 }, opponent: { track } });
    expect(s.opponent?.track).toEqual(track);
    expect(total(s.opponent?.lower ?? [])).toBe(2);
    assertConserved(s);
  });

  it('a 16-space track is accepted; the pouch holds the rest', () => {
    const sixteen = allTokens().filter((_, i) => i % 5 === 0).slice(0, 16);
    const s = riggedGame({ players: 1, seed: 'rig16', opponent: { track: sixteen, lower: [] } });
    expect(s.opponent?.track).toEqual(sixteen);
    expect(total(s.pouch)).toBe(105 - 16 - 7 - 2);
    expect(everyToken(s)).toHaveLength(105);
  });

  it('the rigged opponent survives with a rigged altar, pool and Day', () => {
    const s: GameState = riggedGame({
      players: 1, seed: 'rig-all', altar: ['red-square'], pools: [['blue-circle']], day: 4, phase: 'evening',
      opponent: { track: ['red-square'], lower: ['red-square'] },
    });
    expect(kindsOf(s.altar)).toEqual(['red-square']);
    expect(kindsOf(s.players[0]?.pool ?? [])).toEqual(['blue-circle']);
    expect(s.day).toBe(4);
    expect(s.phase).toBe('evening');
    expect(s.opponent?.track).toEqual(['red-square']);
    assertConserved(s);
  });
});
