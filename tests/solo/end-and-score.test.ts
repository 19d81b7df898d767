// Rules §9, End: "when a normal trigger happened during the Day, the game ends right after
// that Day's opponent placement; it also ends right after the placement that fills the 17th
// space. The altar is not refilled or refreshed afterwards (a rules decision, see
// docs/rules-decisions.md). Opponent score = the track's lowest visible value (40 when full,
// Decision) + 1 per materia in the lower part. The player scores normally; the higher total wins;
// a tie means nobody wins."
// The cards: spaces 1-4 carry no value (0); space k (k = 5..17) carries 14 + 2(k - 5); with n
// tokens placed the track scores the value of space n + 1, and 40 when all 17 are filled.
import { describe, expect, it } from 'vitest';
import { SEVEN, copies, effect, pass, passDay, pick, riggedGame, run, step, types } from '../kit/index.js';
import {
  FAMILIAR_VALUES, applyAction, countsOf, currentDecision, legalActions, opponentTrackValue, scoreGame, total,
  pass as passForDecider, // the engine's shorthand; `pass` below builds a pass action
  type Action, type GameState, type MateriaKind, type RiggedSpell,
} from '../../src/index.js';

/** `n` track tokens (on none of the altars, cards, boards and pools below). */
function trackOf(n: number): MateriaKind[] {
  const pool: MateriaKind[] = [...copies('red-circle', 4), ...copies('red-triangle', 4), ...copies('purple-square', 5), ...copies('white-triangle', 3)];
  return pool.slice(0, n);
}

/** set1 without Abundance, all at level 5: 3 + 5 + 3 + 6 + 6 + 4 = 27 points. */
const SIX_AT_5: RiggedSpell[] = [
  { spell: 'sacrifice', level: 5, card: 'red-square' },
  { spell: 'levitation', level: 5, card: 'purple-triangle' },
  { spell: 'purification', level: 5, card: 'green-square' },
  { spell: 'offering', level: 5, card: 'black-circle' },
  { spell: 'time-travel', level: 5, card: 'white-square' },
  { spell: 'transmutation', level: 5, card: 'blue-triangle' },
];

/** 13 familiar materia (value 16), on none of the altars, tracks or pools below. */
const THIRTEEN: MateriaKind[] = [
  ...copies('green-circle', 5), ...copies('black-triangle', 5), 'white-triangle', 'white-triangle', 'blue-square',
];

const LEARN_ABUNDANCE: Action = {
  type: 'learn', player: 0, spell: 'abundance', level: 3, onCard: 'yellow-circle',
  spend: ['yellow-circle', 'yellow-triangle', 'yellow-square'],
};

/** After the end: nothing is legal and every action is refused with `game-over`. */
function expectOver(s: GameState): void {
  expect(s.phase).toBe('ended');
  expect(s.pending).toEqual([]);
  expect(currentDecision(s)).toEqual({ kind: 'game-over' });
  expect(legalActions(s)).toEqual([]);
  const tries: Action[] = [
    { type: 'pass', player: 0 }, { type: 'draw', player: 0 }, { type: 'take', player: 0, materia: 'purple-circle' },
    { type: 'pick', player: 0, materia: 'purple-circle' }, { type: 'stop', player: 0 },
  ];
  for (const a of tries) {
    const r = applyAction(s, a);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('game-over');
  }
  const p = passForDecider(s);
  expect(p.ok).toBe(false);
  if (!p.ok) expect(p.error.code).toBe('game-over');
  expect(scoreGame(s).final).toBe(true);
}

describe('the end after a trigger: right after that Day\'s placement, no refill, no refresh', () => {
  const evening7 = (track: MateriaKind[] = []): GameState => riggedGame({ players: 1, phase: 'evening', altar: SEVEN, pools: [['yellow-circle', 'yellow-triangle', 'yellow-square']], learned: [SIX_AT_5],
      nextDraws: ['blue-circle', 'purple-circle', 'green-triangle', 'black-square', 'white-circle', 'blue-circle', 'purple-circle'],
      opponent: { track, lower: [] } });

  it('the 7th spell triggers the end; the Day still ends with the placement, then the game ends', () => {
    const r1 = step(evening7(), LEARN_ABUNDANCE);
    expect(types(r1.events)).toEqual([
      'spell-learned', 'materia-discarded', 'materia-discarded', 'materia-drawn', 'materia-drawn', 'game-end-triggered', 'day-ended',
    ]);
    expect(r1.events).toContainEqual({ type: 'game-end-triggered', player: 0, reason: 'seventh-spell' });
    expect(r1.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'seventh-spell' });
    expect(r1.state.phase).not.toBe('ended');
    expect(effect(r1.state).step).toEqual({ step: 'opponent-place' });

    const r2 = step(r1.state, pick('white-circle'));
    expect(r2.events).toEqual([
      { type: 'opponent-placed', materia: 'white-circle', space: 1 },
      { type: 'game-ended' },
    ]);
    expect(r2.state.opponent?.track).toEqual(['white-circle']);
    expect(r2.state.altar).toEqual(countsOf(SEVEN.filter((m) => m !== 'white-circle')));
    expect(r2.state.day).toBe(1);
    expectOver(r2.state);
  });

  it('a trigger Day whose placement fills a refresh space (4): no refresh', () => {
    const r1 = step(evening7(trackOf(3)), LEARN_ABUNDANCE);
    const r2 = step(r1.state, pick('yellow-square'));
    expect(r2.events).toEqual([
      { type: 'opponent-placed', materia: 'yellow-square', space: 4 },
      { type: 'game-ended' },
    ]);
    expect(total(r2.state.altar)).toBe(6);
    expect(total(r2.state.discard)).toBe(2); // the Learn's two other materia only
    expectOver(r2.state);
  });

  it('a full familiar board (14th space) in the Midday: the Evening is still played, then the placement, then the end', () => {
    const s0 = riggedGame({
      players: 1, phase: 'midday', altar: SEVEN, pools: [['blue-circle', 'yellow-circle']], familiars: [THIRTEEN],
      opponent: { track: trackOf(8), lower: [] },
    });
    const r1 = step(s0, { type: 'store', player: 0, materia: 'blue-circle' });
    expect(r1.events).toContainEqual({ type: 'game-end-triggered', player: 0, reason: 'familiar-full' });
    expect(r1.state.phase).toBe('evening');
    expect(currentDecision(r1.state)).toEqual({ kind: 'phase', player: 0, phase: 'evening', day: 1, actionsTaken: 0 });
    const r2 = step(r1.state, pass());
    expect(effect(r2.state).step).toEqual({ step: 'opponent-place' });
    const r3 = step(r2.state, pick('purple-circle'));
    expect(r3.events).toEqual([
      { type: 'opponent-placed', materia: 'purple-circle', space: 9 },
      { type: 'game-ended' },
    ]);
    expectOver(r3.state);
    expect(scoreGame(r3.state).players[0]?.familiar).toEqual({ stored: 14, points: 18 });
  });

  it('a trigger Day with an empty altar at the opponent step: nothing placed, the game ends, no refill', () => {
    const s0 = riggedGame({
      players: 1, phase: 'evening', altar: [], pools: [['yellow-circle', 'yellow-triangle', 'yellow-square']],
      learned: [SIX_AT_5], opponent: { track: [], lower: [] },
    });
    const r = step(s0, LEARN_ABUNDANCE);
    expect(types(r.events).slice(-3)).toEqual(['game-end-triggered', 'day-ended', 'game-ended']);
    expect(r.state.opponent?.track).toEqual([]);
    expect(total(r.state.altar)).toBe(0);
    expectOver(r.state);
  });

  it('a trigger with one altar kind: the placement is auto-answered and the game ends within the same action', () => {
    const s0 = riggedGame({
      players: 1, phase: 'evening', altar: copies('purple-circle', 2),
      pools: [['yellow-circle', 'yellow-triangle', 'yellow-square']], learned: [SIX_AT_5],
      opponent: { track: [], lower: [] },
    });
    const r = step(s0, LEARN_ABUNDANCE);
    expect(types(r.events).slice(-4)).toEqual(['game-end-triggered', 'day-ended', 'opponent-placed', 'game-ended']);
    expectOver(r.state);
  });
});

describe('the end by the 17th placement (no trigger needed)', () => {
  it('16 placed: the Day\'s placement fills the 17th space and ends the game, without refill', () => {
    const s0 = riggedGame({ players: 1, altar: SEVEN, pools: [[]], opponent: { track: trackOf(16), lower: [] } });
    const r1 = passDay(s0);
    expect(effect(r1.state).step).toEqual({ step: 'opponent-place' });
    const r2 = step(r1.state, pick('green-triangle'));
    expect(r2.events).toEqual([
      { type: 'opponent-placed', materia: 'green-triangle', space: 17 },
      { type: 'game-ended' },
    ]);
    expect(r2.state.endTrigger).toBeNull();
    expect(r2.state.opponent?.track).toHaveLength(17);
    expect(total(r2.state.altar)).toBe(6);
    expectOver(r2.state);
    expect(scoreGame(r2.state).solo?.opponent).toEqual({ placed: 17, trackPoints: 40, lower: 0, total: 40 });
  });

  it('fewer than 16 placed: a placement without a trigger does not end the game', () => {
    const s0 = riggedGame({ players: 1, altar: SEVEN, pools: [[]], opponent: { track: trackOf(15), lower: [] } });
    const r = step(passDay(s0).state, pick('green-triangle'));
    expect(types(r.events)).not.toContain('game-ended');
    expect(r.state.phase).toBe('morning');
    expect(r.state.day).toBe(2);
  });

  it('a whole game of passes lasts 17 Days and ends with the 17th placement', () => {
    let s = riggedGame({ players: 1, seed: 'seventeen', solo: { difficulty: 2 } });
    let days = 0;
    while (s.phase !== 'ended' && days < 40) {
      const r = passDay(s);
      s = r.state;
      if (s.pending.length > 0) s = step(s, legalActions(s)[0] as Action).state;
      days++;
    }
    expect(days).toBe(17);
    expect(s.day).toBe(17);
    expect(s.opponent?.track).toHaveLength(17);
    expectOver(s);
    const sheet = scoreGame(s);
    expect(sheet.solo).toEqual({ opponent: { placed: 17, trackPoints: 40, lower: 2, total: 42 }, result: 'loss' });
    expect(sheet.winners).toEqual([]);
  });
});

describe('scoring: the opponent\'s track and lower part; win, loss, tie', () => {
  const expectedTrack = (n: number): number => (n >= 17 ? 40 : n <= 3 ? 0 : 14 + 2 * (n + 1 - 5));

  it.each(Array.from({ length: 17 }, (_, n) => n))('%i placed: the track scores the value of the next space', (n) => {
    const s = riggedGame({ players: 1, opponent: { track: trackOf(n), lower: [] } });
    const sheet = scoreGame(s);
    expect(sheet.final).toBe(false);
    expect(sheet.solo?.opponent).toEqual({ placed: n, trackPoints: expectedTrack(n), lower: 0, total: expectedTrack(n) });
    expect(opponentTrackValue(n)).toBe(expectedTrack(n));
  });

  it('the values: 0 on spaces 1-4, then 14, 16, ..., 38, then 40 when full', () => {
    expect(Array.from({ length: 18 }, (_, n) => opponentTrackValue(n))).toEqual([
      0, 0, 0, 0, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40,
    ]);
  });

  it('the lower part scores 1 per materia', () => {
    for (const n of [0, 1, 5, 12]) {
      const lower = [...copies('white-circle', Math.min(n, 5)), ...copies('white-square', Math.max(0, n - 5))].slice(0, n);
      const s = riggedGame({
        players: 1,
        opponent: { track: trackOf(6), lower: n > 10 ? [...lower.slice(0, 10), 'blue-circle', 'blue-circle'] : lower },
      });
      expect(scoreGame(s).solo?.opponent).toEqual({ placed: 6, trackPoints: 18, lower: n, total: 18 + n });
    }
  });

  it('difficulty 3 adds 3 points to the opponent', () => {
    for (const seed of ['d-a', 'd-b']) {
      expect(scoreGame(riggedGame({ players: 1, seed, solo: { difficulty: 3 } })).solo?.opponent.total).toBe(3);
      expect(scoreGame(riggedGame({ players: 1, seed, solo: { difficulty: 0 } })).solo?.opponent.total).toBe(0);
    }
    const ended = (difficulty: 0 | 3): GameState => {
      const s = riggedGame({
        players: 1, seed: 'd-end', solo: { difficulty }, altar: SEVEN, pools: [[]], opponent: { track: trackOf(16) },
      });
      return step(passDay(s).state, pick('purple-circle')).state;
    };
    expect(scoreGame(ended(0)).solo?.opponent).toEqual({ placed: 17, trackPoints: 40, lower: 0, total: 40 });
    expect(scoreGame(ended(3)).solo?.opponent).toEqual({ placed: 17, trackPoints: 40, lower: 3, total: 43 });
  });

  // The player: 27 spell points (set1 without Abundance, all at level 5) + 13 familiar materia
  // (16 points) = 43. The opponent: 16 placed + the final placement = 40, plus the lower part.
  function finalGame(lower: number): GameState {
    const s0 = riggedGame({ players: 1, altar: SEVEN, pools: [[]], learned: [SIX_AT_5], familiars: [THIRTEEN],
        opponent: { track: trackOf(16), lower: copies('yellow-triangle', lower) } });
    const r = passDay(s0);
    return step(r.state, pick('purple-circle')).state;
  }

  it.each([
    [2, 'win', [0]],
    [3, 'tie', []],
    [4, 'loss', []],
  ] as const)('lower part %i → %s (player 43 against opponent 40 + lower)', (lower, result, winners) => {
    const s = finalGame(lower);
    expectOver(s);
    const sheet = scoreGame(s);
    expect(sheet.final).toBe(true);
    expect(sheet.players).toHaveLength(1);
    expect(sheet.players[0]?.total).toBe(43);
    expect(sheet.players[0]?.familiar).toEqual({ stored: 13, points: FAMILIAR_VALUES[13] });
    expect(sheet.players[0]?.spells.map((x) => x.points)).toEqual([3, 5, 3, 6, 6, 4]);
    expect(sheet.solo).toEqual({ opponent: { placed: 17, trackPoints: 40, lower, total: 40 + lower }, result });
    expect(sheet.winners).toEqual(winners);
  });

  it('a provisional sheet during the game already compares the totals', () => {
    const s = riggedGame({ players: 1, learned: [SIX_AT_5], opponent: { track: trackOf(10), lower: [] } });
    const sheet = scoreGame(s);
    expect(sheet.final).toBe(false);
    expect(sheet.players[0]?.total).toBe(27);
    expect(sheet.solo?.opponent.total).toBe(26);
    expect(sheet.solo?.result).toBe('win');
    expect(sheet.winners).toEqual([0]);
  });

  it('scoring is what the sheet says after a real run to the end (run helper sanity)', () => {
    const s0 = riggedGame({ players: 1, seed: 'sanity', altar: SEVEN, pools: [[]], opponent: { track: trackOf(16), lower: [] } });
    const r = run(s0, [pass(), pass(), pass(), pick('black-square')]);
    expect(types(r.events).slice(-2)).toEqual(['opponent-placed', 'game-ended']);
  });
});
