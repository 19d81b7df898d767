// Rules §9, end of each Day: "the player chooses 1 altar materia and places it on the
// opponent's first free space (none if the altar is empty, Decision). Then the altar is refilled
// to 7 (drawing until it holds 7; if it already holds 7 or more nothing is added, a rules decision;
// the 5/9/10 rule of section 4 does not apply). Then, if the space just filled carries the
// refresh symbol, the whole altar is discarded and 7 are drawn onto it." The cards: spaces 4, 9
// and 14 carry the altar-refresh symbol. These games use the printed profile (the default); how the
// digital one's refill differs: tests/profiles/solo-refill.test.ts.
import { describe, expect, it } from 'vitest';
import {
  countsOf, currentDecision, distinctKinds, kindsOf, legalActions, total, type GameEvent, type GameState,
  type MateriaKind,
} from '../../src/index.js';
import {
  SEVEN, copies, effect, expectRefused, pass, passDay, pick, picks, riggedGame, run, step, stop, types,
} from '../kit/index.js';

/** `n` track tokens (none of them on SEVEN's or the refill's kinds: red and a few purples). */
function trackOf(n: number): MateriaKind[] {
  const pool: MateriaKind[] = [...copies('red-circle', 5), ...copies('red-triangle', 5), ...copies('red-square', 5), ...copies('purple-square', 2)];
  return pool.slice(0, n);
}

/** Draws the refill and the refresh come from, in order (none of them on the altar or the track). */
const NEXT: MateriaKind[] = [
  'green-circle', 'green-square', 'black-circle', 'black-triangle', 'white-triangle', 'white-square', 'blue-circle',
  'blue-square', 'yellow-triangle', 'purple-triangle',
];

/** Up to 15 altar tokens of kinds on neither NEXT nor the track. */
const BIG: MateriaKind[] = [...copies('purple-circle', 5), ...copies('white-circle', 5), ...copies('yellow-circle', 5)];

/** A solo Evening with `altar`, an empty pool, `track` placed, and NEXT as the next draws. */
function evening(altar: readonly MateriaKind[], track: readonly MateriaKind[] = [], extra: { nextDraws?: MateriaKind[] } = {}): GameState {
  return riggedGame({
    players: 1, phase: 'evening', altar: [...altar], pools: [[]], nextDraws: extra.nextDraws ?? NEXT,
    opponent: { track: [...track], lower: [] },
  });
}

/** Passes the Evening; the game must then wait for the opponent placement. */
function toPlacement(s: GameState): { state: GameState; events: readonly GameEvent[] } {
  const r = step(s, pass());
  expect(effect(r.state).step).toEqual({ step: 'opponent-place' });
  return r;
}

describe('the opponent step: a pending decision of the player after the Evening', () => {
  it('after the Evening the player must pick an altar materia for the opponent: each distinct kind once, in kind order', () => {
    const altar: MateriaKind[] = ['yellow-square', 'purple-circle', 'purple-circle', 'black-square', 'yellow-square', 'green-triangle', 'blue-triangle'];
    const s0 = evening(altar);
    const r = toPlacement(s0);
    expect(r.events).toEqual([
      { type: 'passed', player: 0, phase: 'evening' },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(currentDecision(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: null, level: null, step: { step: 'opponent-place' },
    });
    expect(r.state.phase).toBe('evening');
    expect(r.state.day).toBe(1);
    expect(legalActions(r.state)).toEqual(picks(distinctKinds(countsOf(altar))));
    expect(legalActions(r.state)).toHaveLength(5);
  });

  it('it cannot be passed, stopped or answered with another materia or by another seat', () => {
    const s = toPlacement(evening(SEVEN)).state;
    expectRefused(s, pass(), 'wrong-step', 'type');
    expectRefused(s, stop(), 'wrong-step', 'type');
    expectRefused(s, { type: 'take', player: 0, materia: 'purple-circle' }, 'wrong-step', 'type');
    expectRefused(s, { type: 'draw', player: 0 }, 'wrong-step', 'type');
    expectRefused(s, pick('red-circle'), 'not-an-option');
    expectRefused(s, pick('purple-circle', 1), 'not-your-turn', 'player');
  });

  it('the pick places that materia on space 1; the altar is refilled to 7; the next Day begins', () => {
    const s = toPlacement(evening(SEVEN)).state;
    const r = step(s, pick('black-square'));
    expect(r.events).toEqual([
      { type: 'opponent-placed', materia: 'black-square', space: 1 },
      { type: 'altar-resupplied', rule: 'solo-fill' },
      { type: 'materia-revealed', materia: NEXT[0] },
      { type: 'phase-started', player: 0, phase: 'morning', day: 2 },
    ]);
    expect(r.state.opponent?.track).toEqual(['black-square']);
    expect(r.state.altar).toEqual(countsOf([...SEVEN.filter((m) => m !== 'black-square'), NEXT[0] as MateriaKind]));
    expect(r.state.day).toBe(2);
    expect(r.state.phase).toBe('morning');
    expect(r.state.pending).toEqual([]);
    expect(currentDecision(r.state)).toEqual({ kind: 'phase', player: 0, phase: 'morning', day: 2, actionsTaken: 0 });
  });

  it('the placement follows an Evening action as well as a pass (here: a Learn)', () => {
    const s0 = riggedGame({
      players: 1, phase: 'evening', altar: SEVEN, pools: [['yellow-circle', 'yellow-triangle', 'yellow-square']],
      nextDraws: NEXT,
    });
    const learn = {
      type: 'learn', player: 0, spell: 'abundance', level: 3, onCard: 'yellow-circle',
      spend: ['yellow-circle', 'yellow-triangle', 'yellow-square'],
    } as const;
    const r = step(s0, learn);
    expect(types(r.events).slice(-1)).toEqual(['day-ended']);
    expect(effect(r.state).step).toEqual({ step: 'opponent-place' });
  });

  it('with one kind on the altar the placement is made at once (auto-answered)', () => {
    const s0 = evening(copies('purple-circle', 3));
    const r = step(s0, pass());
    expect(r.events).toEqual([
      { type: 'passed', player: 0, phase: 'evening' },
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'opponent-placed', materia: 'purple-circle', space: 1 },
      { type: 'altar-resupplied', rule: 'solo-fill' },
      ...NEXT.slice(0, 5).map((materia) => ({ type: 'materia-revealed', materia })),
      { type: 'phase-started', player: 0, phase: 'morning', day: 2 },
    ]);
    expect(r.state.opponent?.track).toEqual(['purple-circle']);
    expect(total(r.state.altar)).toBe(7);
  });

  it.each([0, 1, 5, 10, 15])('with %i placed, the pick fills the next space', (n) => {
    const s = toPlacement(evening(SEVEN, trackOf(n))).state;
    const r = step(s, pick('white-circle'));
    expect(r.events[0]).toEqual({ type: 'opponent-placed', materia: 'white-circle', space: n + 1 });
    expect(r.state.opponent?.track).toEqual([...trackOf(n), 'white-circle']);
  });

  it('one placement per Day over several Days, the Day number going up', () => {
    let s = riggedGame({ players: 1, seed: 'days', solo: { difficulty: 1 } });
    for (let day = 1; day <= 6; day++) {
      expect(s.day).toBe(day);
      const r = passDay(s);
      const altar = kindsOf(r.state.altar);
      const m = altar[altar.length - 1] as MateriaKind;
      s = r.state.pending.length > 0 ? step(r.state, pick(m)).state : r.state;
      expect(s.opponent?.track).toHaveLength(day);
      expect(total(s.altar)).toBe(7);
    }
  });
});

describe('the refill to 7: drawing up to 7, never trimming', () => {
  it.each([
    [7, 1], [5, 3], [3, 5], [1, 7],
  ])('an altar of %i: after the placement %i are drawn (refill to 7)', (size, drawn) => {
    const altar = SEVEN.slice(0, size);
    // SEVEN's kinds are distinct: with one materia the placement is auto-answered by the pass.
    const r = size === 1 ? step(evening(altar), pass()) : step(toPlacement(evening(altar)).state, pick(altar[0] as MateriaKind));
    const revealed = r.events.filter((e) => e.type === 'materia-revealed');
    expect(revealed).toHaveLength(drawn);
    expect(revealed.map((e) => (e as { materia: MateriaKind }).materia)).toEqual(NEXT.slice(0, drawn));
    expect(total(r.state.altar)).toBe(7);
    expect(r.events).toContainEqual({ type: 'altar-resupplied', rule: 'solo-fill' });
  });

  it.each([8, 9, 10, 12, 15])('an altar of %i: after the placement nothing is added and nothing is discarded (no §4 resupply)', (size) => {
    const altar = BIG.slice(0, size);
    const s = toPlacement(evening(altar)).state;
    const r = step(s, pick(altar[0] as MateriaKind));
    expect(r.events).toEqual([
      { type: 'opponent-placed', materia: altar[0], space: 1 },
      { type: 'altar-resupplied', rule: 'solo-fill' },
      { type: 'phase-started', player: 0, phase: 'morning', day: 2 },
    ]);
    expect(total(r.state.altar)).toBe(size - 1);
    expect(total(r.state.discard)).toBe(0);
  });

  it('the refill refills the pouch from the discard when the pouch is empty', () => {
    // Pouch empty; every token not named is in the discard.
    const s0 = riggedGame({
      players: 1, phase: 'evening', altar: SEVEN, pools: [[]], opponent: { track: [], lower: [] }, pouch: [],
      rest: 'discard',
    });
    expect(total(s0.pouch)).toBe(0);
    const s = toPlacement(s0).state;
    const r = step(s, pick('white-circle'));
    expect(types(r.events)).toEqual([
      'opponent-placed', 'altar-resupplied', 'pouch-refilled', 'materia-revealed', 'phase-started',
    ]);
    expect(r.events[2]).toEqual({ type: 'pouch-refilled', count: 105 - 7 });
    expect(total(r.state.altar)).toBe(7);
  });

  it('with pouch and discard both empty the refill\'s draws are lost (rules §1) and the game goes on', () => {
    const s0 = riggedGame({
      players: 1, phase: 'evening', altar: SEVEN, pools: [[]], opponent: { track: [] }, pouch: [], rest: 'lower',
    });
    expect(total(s0.pouch) + total(s0.discard)).toBe(0);
    const s = toPlacement(s0).state;
    const r = step(s, pick('white-circle'));
    expect(r.events).toEqual([
      { type: 'opponent-placed', materia: 'white-circle', space: 1 },
      { type: 'altar-resupplied', rule: 'solo-fill' },
      { type: 'draw-lost', to: 'altar' },
      { type: 'phase-started', player: 0, phase: 'morning', day: 2 },
    ]);
    expect(total(r.state.altar)).toBe(6);
  });
});

describe('the altar refresh on spaces 4, 9 and 14', () => {
  it.each([3, 8, 13])('with %i placed, filling the next space (a refresh space) discards the whole altar and draws 7', (n) => {
    const s = toPlacement(evening(SEVEN, trackOf(n))).state;
    const r = step(s, pick('yellow-square'));
    const afterRefill = [...SEVEN.filter((m) => m !== 'yellow-square'), NEXT[0] as MateriaKind];
    expect(r.events).toEqual([
      { type: 'opponent-placed', materia: 'yellow-square', space: n + 1 },
      { type: 'altar-resupplied', rule: 'solo-fill' },
      { type: 'materia-revealed', materia: NEXT[0] },
      { type: 'altar-refreshed', space: n + 1 },
      ...kindsOf(countsOf(afterRefill)).map((materia) => ({ type: 'materia-discarded', from: 'altar', materia })),
      ...NEXT.slice(1, 8).map((materia) => ({ type: 'materia-revealed', materia })),
      { type: 'phase-started', player: 0, phase: 'morning', day: 2 },
    ]);
    expect(r.state.altar).toEqual(countsOf(NEXT.slice(1, 8)));
    expect(r.state.discard).toEqual(countsOf(afterRefill));
    expect(r.state.opponent?.track).toHaveLength(n + 1);
  });

  it('a refresh after an untrimmed big altar discards all of it and draws 7', () => {
    const altar = BIG.slice(0, 12);
    const s = toPlacement(evening(altar, trackOf(3))).state;
    const r = step(s, pick(altar[0] as MateriaKind));
    expect(types(r.events)).toEqual([
      'opponent-placed', 'altar-resupplied', 'altar-refreshed',
      ...copies('materia-discarded' as MateriaKind, 11), ...copies('materia-revealed' as MateriaKind, 7), 'phase-started',
    ]);
    expect(total(r.state.altar)).toBe(7);
    expect(total(r.state.discard)).toBe(11);
  });

  it.each(Array.from({ length: 16 }, (_, n) => n).filter((n) => ![3, 8, 13].includes(n)))(
    'with %i placed, the next space carries no refresh symbol: no refresh',
    (n) => {
      const s = toPlacement(evening(SEVEN, trackOf(n))).state;
      const r = step(s, pick('yellow-square'));
      expect(types(r.events)).not.toContain('altar-refreshed');
      expect(types(r.events).filter((t) => t === 'materia-discarded')).toEqual([]);
      expect(r.state.altar).toEqual(countsOf([...SEVEN.filter((m) => m !== 'yellow-square'), NEXT[0] as MateriaKind]));
    },
  );

  it('a refresh space reached over real play refreshes each time (spaces 4, 9, 14 over 14 Days)', () => {
    let s = riggedGame({ players: 1, seed: 'refresh-run', solo: { difficulty: 0 } });
    const refreshed: number[] = [];
    for (let day = 1; day <= 14; day++) {
      const r = passDay(s);
      const altar = kindsOf(r.state.altar);
      const done = r.state.pending.length > 0 ? step(r.state, pick(altar[0] as MateriaKind)) : r;
      for (const e of [...r.events, ...(done === r ? [] : done.events)]) if (e.type === 'altar-refreshed') refreshed.push(e.space);
      s = done.state;
    }
    expect(refreshed).toEqual([4, 9, 14]);
    expect(s.opponent?.track).toHaveLength(14);
  });
});

describe('an empty altar at the opponent step (Decision: nothing is placed)', () => {
  it('no decision, nothing placed; the refill to 7 still happens and the next Day begins', () => {
    const s0 = evening([]);
    const r = step(s0, pass());
    expect(r.events).toEqual([
      { type: 'passed', player: 0, phase: 'evening' },
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'solo-fill' },
      ...NEXT.slice(0, 7).map((materia) => ({ type: 'materia-revealed', materia })),
      { type: 'phase-started', player: 0, phase: 'morning', day: 2 },
    ]);
    expect(r.state.opponent?.track).toEqual([]);
    expect(r.state.altar).toEqual(countsOf(NEXT.slice(0, 7)));
    expect(r.state.day).toBe(2);
  });

  it('with 3 placed, an empty altar fills no space, so no refresh either', () => {
    const r = step(evening([], trackOf(3)), pass());
    expect(types(r.events)).not.toContain('opponent-placed');
    expect(types(r.events)).not.toContain('altar-refreshed');
    expect(r.state.opponent?.track).toHaveLength(3);
    expect(r.state.altar).toEqual(countsOf(NEXT.slice(0, 7)));
  });

  it('with 16 placed, an empty altar does not end the game', () => {
    const r = step(evening([], trackOf(16)), pass());
    expect(r.state.phase).toBe('morning');
    expect(r.state.opponent?.track).toHaveLength(16);
    expect(types(r.events)).not.toContain('game-ended');
  });

  it('the player empties the altar during the Day (takes) → nothing placed at its end', () => {
    const s0 = riggedGame({
      players: 1, phase: 'morning', altar: ['blue-circle'], pools: [[]], nextDraws: NEXT,
      opponent: { track: [], lower: [] },
    });
    const r = run(s0, [{ type: 'take', player: 0, materia: 'blue-circle' }, pass(), pass()]);
    expect(types(r.events)).not.toContain('opponent-placed');
    expect(r.state.opponent?.track).toEqual([]);
    expect(r.state.day).toBe(2);
    expect(total(r.state.altar)).toBe(7);
  });
});
