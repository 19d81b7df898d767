// Rules §8 scoring and ranking; the cards' points per level and the familiar board's values;
// the variable points of Knowledge, Feast L5 and Communion L4 (§7).
import { describe, expect, it } from 'vitest';
import {
  FAMILIAR_VALUES, createGame, scoreGame, total, type GameState, type Level, type MateriaKind, type RiggedSpell,
  type Rune, type SpellId,
} from '../../src/index.js';
import { FAMILIAR_POINTS, card, fixedPoints, spellPoints } from '../oracle/cards.js';
import { assertConserved, copies, learned, playLearner, playRandom, riggedGame, step } from '../kit/index.js';

/** A learned spell of the table, its card of the given rune (circle by default). */
function spell(id: SpellId, level: Level, rune: Rune = 'circle'): RiggedSpell {
  return learned(id, level, `${card(id).colour}-${rune}`);
}

/** A hand computation of a player's points from the final state, from the card table. */
function handScore(p: GameState['players'][number]): { spells: number[]; familiar: number; total: number } {
  const spells = p.spells.map((s) => spellPoints(p, s));
  const familiar = FAMILIAR_POINTS[p.familiar.length] as number;
  return { spells, familiar, total: spells.reduce((a, b) => a + b, familiar) };
}

/** Ranks by hand: points, then spells learned, then pool size; equal players share the place. */
function handRanks(s: GameState): number[] {
  const keys = s.players.map((p) => [handScore(p).total, p.spells.length, total(p.pool)] as const);
  const better = (a: readonly number[], b: readonly number[]): boolean =>
    a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! > b[2]!)));
  return keys.map((k) => 1 + keys.filter((o) => better(o, k)).length);
}

describe('the rulebook\'s scoring example (26 points)', () => {
  it('Sacrifice L4 2 + Levitation L5 5 + Purification L3 1 + Time Travel L4 4 + Abundance L5 7 + familiar 7 = 26', () => {
    const spells = [
      spell('sacrifice', 4, 'triangle'), spell('levitation', 5, 'square'), spell('purification', 3),
      spell('time-travel', 4, 'triangle'), spell('abundance', 5, 'square'),
    ];
    const familiar: MateriaKind[] = ['red-circle', 'blue-square', 'green-triangle', 'yellow-circle', 'black-square', 'white-circle'];
    const s = riggedGame({ learned: [spells, []], familiars: [familiar, []], pools: [['red-square'], []] });
    const sheet = scoreGame(s);
    expect(sheet.final).toBe(false);
    expect(sheet.players[0]).toEqual({
      player: 0,
      spells: [
        { spell: 'sacrifice', level: 4, points: 2, variable: false },
        { spell: 'levitation', level: 5, points: 5, variable: false },
        { spell: 'purification', level: 3, points: 1, variable: false },
        { spell: 'time-travel', level: 4, points: 4, variable: false },
        { spell: 'abundance', level: 5, points: 7, variable: false },
      ],
      familiar: { stored: 6, points: 7 },
      total: 26,
      spellsLearned: 5,
      poolSize: 1,
      rank: 1,
    });
    expect(sheet.players[1]).toMatchObject({ total: 0, spellsLearned: 0, poolSize: 0, rank: 2 });
    expect(sheet.winners).toEqual([0]);
  });
});

describe('the familiar board (the cards)', () => {
  it('scores its lowest visible value for every number of stored materia', () => {
    expect(FAMILIAR_VALUES).toEqual(FAMILIAR_POINTS);
    const tokens: MateriaKind[] = [...copies('red-circle', 5), ...copies('blue-square', 5), ...copies('green-triangle', 4)];
    for (let n = 0; n <= 13; n++) {
      const sheet = scoreGame(riggedGame({ familiars: [tokens.slice(0, n), []], pools: [[], []] }));
      expect(sheet.players[0]?.familiar).toEqual({ stored: n, points: FAMILIAR_POINTS[n] });
      expect(sheet.players[0]?.total).toBe(FAMILIAR_POINTS[n]);
    }
  });

  it('a full board (14) scores 18', () => {
    const s = riggedGame({
      phase: 'midday',
      familiars: [[...copies('red-circle', 5), ...copies('blue-square', 5), ...copies('green-triangle', 3)], []],
      pools: [['green-triangle'], []],
    });
    const r = step(s, { type: 'store', player: 0, materia: 'green-triangle' });
    expect(scoreGame(r.state).players[0]?.familiar).toEqual({ stored: 14, points: 18 });
  });
});

describe('spell points per level (the cards)', () => {
  const sets = [
    ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
    ['eruption', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'knowledge'],
    ['blaze', 'divination', 'growth', 'feast', 'clone', 'mirage', 'communion'],
  ] as const;
  for (const ids of sets) {
    for (const level of [3, 4, 5] as const) {
      it(`${ids.join(', ')} at level ${level}`, () => {
        const fixed = ids.filter((id) => fixedPoints(id, level) !== null);
        const s = riggedGame({
          spells: [...ids],
          learned: [fixed.slice(0, 6).map((id) => spell(id, level)), fixed.slice(6).map((id) => spell(id, level))],
          pools: [[], []],
        });
        const sheet = scoreGame(s);
        const scored = sheet.players.flatMap((p) => p.spells);
        expect(scored).toEqual(fixed.map((id) => ({ spell: id, level, points: fixedPoints(id, level), variable: false })));
      });
    }
  }

  it('Swiftness at level 5 is worth 0 points', () => {
    const s = riggedGame({ spells: 'set2', learned: [[spell('swiftness', 5)], []], pools: [[], []] });
    expect(scoreGame(s).players[0]?.spells).toEqual([{ spell: 'swiftness', level: 5, points: 0, variable: false }]);
  });
});

describe('variable points (§7)', () => {
  const others = [spell('eruption', 3), spell('sharing', 4), spell('cure', 5), spell('focus', 3)];

  it('Knowledge L3: +1 per other learned spell', () => {
    const s = riggedGame({
      spells: 'set2', learned: [[...others, spell('knowledge', 3)], [spell('knowledge', 3)]], pools: [[], []],
    });
    const sheet = scoreGame(s);
    expect(sheet.players[0]?.spells.at(-1)).toEqual({ spell: 'knowledge', level: 3, points: 4, variable: true });
    expect(sheet.players[1]?.spells).toEqual([{ spell: 'knowledge', level: 3, points: 0, variable: true }]);
  });

  it('Knowledge L4: +2 per other spell at level 4 or 5, +1 per other at level 3', () => {
    const s = riggedGame({ spells: 'set2', learned: [[spell('knowledge', 4), ...others], []], pools: [[], []] });
    expect(scoreGame(s).players[0]?.spells[0]).toEqual({ spell: 'knowledge', level: 4, points: 1 + 2 + 2 + 1, variable: true });
    expect(scoreGame(s).players[0]?.total).toBe(6 + 2 + 4 + 5 + 3);
  });

  it('Knowledge L5: +2 per other learned spell', () => {
    const s = riggedGame({ spells: 'set2', learned: [[...others, spell('knowledge', 5)], []], pools: [[], []] });
    expect(scoreGame(s).players[0]?.spells.at(-1)).toEqual({ spell: 'knowledge', level: 5, points: 8, variable: true });
  });

  it('Feast L5: +1 per different colour on the familiar board (0 to 7); L3 and L4 are 2', () => {
    const cases: [MateriaKind[], number][] = [
      [[], 0],
      [['red-circle', 'red-square', 'red-circle'], 1],
      [['red-circle', 'blue-square', 'yellow-circle', 'blue-circle'], 3],
      [['red-circle', 'purple-circle', 'green-circle', 'black-circle', 'white-circle', 'blue-circle', 'yellow-circle', 'yellow-square'], 7],
    ];
    for (const [familiar, points] of cases) {
      const s = riggedGame({
        spells: 'set3', learned: [[spell('feast', 5)], [spell('feast', 4)]], familiars: [familiar, familiar],
        pools: [[], []],
      });
      const sheet = scoreGame(s);
      expect(sheet.players[0]?.spells).toEqual([{ spell: 'feast', level: 5, points, variable: true }]);
      expect(sheet.players[0]?.total).toBe(points + (FAMILIAR_POINTS[familiar.length] as number));
      expect(sheet.players[1]?.spells).toEqual([{ spell: 'feast', level: 4, points: 2, variable: false }]);
    }
  });

  it('Communion L4: +1 per familiar materia of the card rune; L3 and L5 are 0', () => {
    const familiar: MateriaKind[] = ['red-square', 'blue-circle', 'yellow-square', 'green-triangle', 'white-square'];
    const s = riggedGame({
      spells: 'set3', learned: [[spell('communion', 4, 'square')], [spell('communion', 4, 'triangle')]],
      familiars: [familiar, familiar], pools: [[], []],
    });
    const sheet = scoreGame(s);
    expect(sheet.players[0]?.spells).toEqual([{ spell: 'communion', level: 4, points: 3, variable: true }]);
    expect(sheet.players[1]?.spells).toEqual([{ spell: 'communion', level: 4, points: 1, variable: true }]);
    for (const level of [3, 5] as const) {
      const t = riggedGame({
        spells: 'set3', learned: [[spell('communion', level, 'square')], []], familiars: [familiar, []],
        pools: [[], []],
      });
      expect(scoreGame(t).players[0]?.spells).toEqual([{ spell: 'communion', level, points: 0, variable: false }]);
    }
  });
});

describe('ranking (§8)', () => {
  it('most points wins', () => {
    const s = riggedGame({
      players: 3, learned: [[spell('sacrifice', 3)], [spell('abundance', 5)], [spell('levitation', 4)]],
      pools: [[], [], []],
    });
    const sheet = scoreGame(s);
    expect(sheet.players.map((p) => [p.total, p.rank])).toEqual([[1, 3], [7, 1], [4, 2]]);
    expect(sheet.winners).toEqual([1]);
  });

  it('a tie on points is broken by most spells learned', () => {
    // seat 0: Sacrifice L5 = 3; seat 1: Sacrifice L3 1 + Purification L4 2 = 3
    const s = riggedGame({
      learned: [[spell('sacrifice', 5)], [spell('sacrifice', 3), spell('purification', 4)]],
      pools: [copies('red-triangle', 4), []],
    });
    const sheet = scoreGame(s);
    expect(sheet.players.map((p) => [p.total, p.spellsLearned, p.poolSize, p.rank])).toEqual([[3, 1, 4, 2], [3, 2, 0, 1]]);
    expect(sheet.winners).toEqual([1]);
  });

  it('then by most materia in the pool', () => {
    const s = riggedGame({
      learned: [[spell('sacrifice', 5)], [spell('purification', 5)]],
      pools: [['red-circle'], ['red-circle', 'blue-circle']],
    });
    const sheet = scoreGame(s);
    expect(sheet.players.map((p) => [p.total, p.spellsLearned, p.poolSize, p.rank])).toEqual([[3, 1, 1, 2], [3, 1, 2, 1]]);
    expect(sheet.winners).toEqual([1]);
  });

  it('players still tied share the place (ranks 1, 1, 3)', () => {
    const s = riggedGame({
      players: 3,
      learned: [[spell('sacrifice', 5)], [spell('purification', 5)], [spell('purification', 3)]], pools: [['red-circle'], ['blue-circle'], ['blue-square']],
    });
    const sheet = scoreGame(s);
    expect(sheet.players.map((p) => p.rank)).toEqual([1, 1, 3]);
    expect(sheet.winners).toEqual([0, 1]);
  });

  it('a shared second place (ranks 1, 2, 2, 4)', () => {
    const s = riggedGame({
      players: 4,
      learned: [[spell('abundance', 5)], [spell('sacrifice', 5)], [spell('purification', 5)], []], pools: [[], ['red-circle'], ['blue-circle'], []],
    });
    expect(scoreGame(s).players.map((p) => p.rank)).toEqual([1, 2, 2, 4]);
    expect(scoreGame(s).winners).toEqual([0]);
  });

  it('everybody tied at the start: all share the first place', () => {
    const s = riggedGame({ players: 4, pools: [[], [], [], []] });
    const sheet = scoreGame(s);
    expect(sheet.players.map((p) => p.rank)).toEqual([1, 1, 1, 1]);
    expect(sheet.winners).toEqual([0, 1, 2, 3]);
  });
});

describe('score sheets', () => {
  it('is provisional (final: false) before the end, final after it', () => {
    const s = riggedGame();
    expect(scoreGame(s).final).toBe(false);
    const end = playRandom(s, 11);
    expect(end.phase).toBe('ended');
    expect(scoreGame(end).final).toBe(true);
  });

  function expectHandScore(end: GameState): void {
    expect(end.phase).toBe('ended');
    assertConserved(end);
    const sheet = scoreGame(end);
    expect(sheet.final).toBe(true);
    const ranks = handRanks(end);
    end.players.forEach((p, seat) => {
      const hand = handScore(p);
      const row = sheet.players[seat];
      expect(row?.player).toBe(seat);
      expect(row?.spells.map((x) => x.points)).toEqual(hand.spells);
      expect(row?.spells.map((x) => [x.spell, x.level])).toEqual(p.spells.map((x) => [x.spell, x.level]));
      expect(row?.familiar).toEqual({ stored: p.familiar.length, points: hand.familiar });
      expect(row?.total).toBe(hand.total);
      expect(row?.spellsLearned).toBe(p.spells.length);
      expect(row?.poolSize).toBe(total(p.pool));
      expect(row?.rank).toBe(ranks[seat]);
    });
    expect(sheet.winners).toEqual(ranks.flatMap((r, seat) => (r === 1 ? [seat] : [])));
  }

  const games = [
    [2, 'set1', 1], [2, 'set2', 2], [2, 'set3', 3], [3, 'set1', 4], [3, 'set2', 5], [3, 'set3', 6],
    [4, 'set1', 7], [4, 'set2', 8], [4, 'set3', 9], [4, 'classic', 10], [3, 'classic', 11], [2, 'classic', 12],
  ] as const;

  it.each(games)('a complete %i-player %s game (random policy %i) scores as recomputed by hand from the final state', (players, spells, policy) => {
    expectHandScore(playRandom(createGame({ players, seed: `score-${players}-${spells}-${policy}`, spells }), policy));
  });

  it.each(games)('a complete %i-player %s game (learning policy %i) scores as recomputed by hand from the final state', (players, spells, policy) => {
    expectHandScore(playLearner(createGame({ players, seed: `learner-${players}-${spells}-${policy}`, spells }), policy));
  });

  it('the learning games end by the 7th spell and score variable points', () => {
    const reasons = new Set<string>();
    const variable = new Set<string>();
    for (const [players, spells, policy] of games) {
      const end = playLearner(createGame({ players, seed: `learner-${players}-${spells}-${policy}`, spells }), policy);
      reasons.add(end.endTrigger?.reason ?? 'none');
      for (const p of scoreGame(end).players) for (const x of p.spells) if (x.variable) variable.add(x.spell);
    }
    expect(reasons.has('seventh-spell')).toBe(true);
    expect(variable.has('knowledge')).toBe(true);
  });
});
