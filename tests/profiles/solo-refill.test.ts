// P8, the solo altar after the end-of-Day placement (rules §9). The printed profile draws until
// the altar holds 7, never discarding, then refreshes it (all discarded, 7 drawn) when the space
// just filled carries the symbol. The digital profile brings the altar to exactly 7, discarding
// the surplus of a bigger one automatically (the first materia in kind order), and on a refresh
// space only refreshes it, drawing nothing before. Each test plays one position under both
// profiles.
import { describe, expect, it } from 'vitest';
import { MATERIA_KINDS, RULE_PRESETS, countsOf, total, type GameState, type MateriaKind, type RulePresetName } from '../../src/index.js';
import { SEVEN, copies, discardOf, effect, pass, pick, riggedGame, run, step, store, types } from '../kit/index.js';

const PROFILES: readonly RulePresetName[] = ['printed', 'digital'];

/** The next draws, in order (none of them on the altars or the track below). */
const NEXT: MateriaKind[] = [
  'green-circle', 'green-square', 'black-circle', 'black-triangle', 'white-triangle', 'white-square', 'blue-circle',
  'blue-square', 'yellow-triangle', 'purple-triangle',
];

/** 12 altar materia: 11 of kinds on neither NEXT nor the track, then the one to place (`blue-triangle`). */
const TWELVE: MateriaKind[] = [
  ...copies('purple-circle', 3), ...copies('white-circle', 3), ...copies('yellow-circle', 3), ...copies('black-square', 2), 'blue-triangle',
];

/** `n` track tokens (red, then purple squares). */
const trackOf = (n: number): MateriaKind[] => [...copies('red-circle', 5), ...copies('red-triangle', 5), ...copies('red-square', 5), ...copies('purple-square', 2)].slice(0, n);

/** A solo Evening under `rules` with `altar`, an empty pool and `placed` materia on the track; passing it waits for the placement. */
function evening(rules: RulePresetName, altar: readonly MateriaKind[], placed = 0): GameState {
  const s = riggedGame({
    players: 1, rules, phase: 'evening', altar: [...altar], pools: [[]], nextDraws: NEXT,
    opponent: { track: trackOf(placed), lower: [] },
  });
  const r = step(s, pass());
  expect(effect(r.state).step).toEqual({ step: 'opponent-place' });
  return r.state;
}

describe('P8 solo refill: the profiles', () => {
  it('the presets: printed fill, digital fill-and-trim', () => {
    expect(RULE_PRESETS.printed.soloRefill).toBe('fill');
    expect(RULE_PRESETS.digital.soloRefill).toBe('fill-and-trim');
  });
});

describe('P8 solo refill: the altar after the placement on a space without the refresh symbol', () => {
  it('printed: an altar of 11 after the placement: nothing is drawn and nothing discarded, 11 stay', () => {
    const r = step(evening('printed', TWELVE), pick('blue-triangle'));
    expect(r.events).toEqual([
      { type: 'opponent-placed', materia: 'blue-triangle', space: 1 },
      { type: 'altar-resupplied', rule: 'solo-fill' },
      { type: 'phase-started', player: 0, phase: 'morning', day: 2 },
    ]);
    expect(total(r.state.altar)).toBe(11);
    expect(total(r.state.discard)).toBe(0);
  });

  it('digital: an altar of 11 after the placement: a surplus of 4, chosen by the generator, is discarded at once: 7 stay', () => {
    const before = evening('digital', TWELVE);
    const r = step(before, pick('blue-triangle'));
    expect(types(r.events)).toEqual([
      'opponent-placed', 'altar-resupplied', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'phase-started',
    ]);
    expect(r.events[1]).toEqual({ type: 'altar-resupplied', rule: 'solo-trim' });
    const discarded = r.events.flatMap((e) => (e.type === 'materia-discarded' && e.from === 'altar' ? [e.materia] : []));
    expect(discardOf(r.state)).toEqual([...discarded].sort((a, b) => MATERIA_KINDS.indexOf(a) - MATERIA_KINDS.indexOf(b)));
    // What stays is the altar after the placement less exactly the discarded materia.
    const left = TWELVE.filter((m, i) => i !== TWELVE.indexOf('blue-triangle'));
    for (const m of discarded) left.splice(left.indexOf(m), 1);
    expect(r.state.altar).toEqual(countsOf(left));
    expect(total(r.state.altar)).toBe(7);
    // No decision was asked: the trim is automatic and the next Day has begun; the choice came
    // from the game's generator, so the same game discards the same materia.
    expect(r.state.pending).toEqual([]);
    expect(step(before, pick('blue-triangle')).events).toEqual(r.events);
    expect(r.state.rng).not.toEqual(before.rng);
  });

  it.each(PROFILES)('%s: an altar of exactly 7 after the placement is left as it is', (rules) => {
    const eight: MateriaKind[] = [...SEVEN, 'blue-triangle'];
    const r = step(evening(rules, eight), pick('blue-triangle'));
    expect(types(r.events)).toEqual(['opponent-placed', 'altar-resupplied', 'phase-started']);
    expect(r.state.altar).toEqual(countsOf(SEVEN));
  });

  it.each(PROFILES)('%s: an altar of fewer than 7 after the placement is drawn up to 7', (rules) => {
    const r = step(evening(rules, SEVEN), pick('yellow-circle'));
    expect(r.events).toContainEqual({ type: 'altar-resupplied', rule: 'solo-fill' });
    expect(r.state.altar).toEqual(countsOf([...SEVEN.filter((m) => m !== 'yellow-circle'), 'green-circle']));
  });
});

describe('P8 solo refill: a refresh space', () => {
  it('printed: the altar is first drawn up to 7, then all 7 are discarded and 7 drawn', () => {
    const r = step(evening('printed', SEVEN, 3), pick('yellow-circle'));
    const refilled = [...SEVEN.filter((m) => m !== 'yellow-circle'), 'green-circle'] as MateriaKind[];
    expect(types(r.events)).toEqual([
      'opponent-placed', 'altar-resupplied', 'materia-revealed', 'altar-refreshed',
      ...copies('materia-discarded' as MateriaKind, 7), ...copies('materia-revealed' as MateriaKind, 7), 'phase-started',
    ]);
    expect(r.state.discard).toEqual(countsOf(refilled));
    expect(r.state.altar).toEqual(countsOf(NEXT.slice(1, 8)));
  });

  it('digital: nothing is drawn before the refresh: the 6 left are discarded and 7 drawn', () => {
    const r = step(evening('digital', SEVEN, 3), pick('yellow-circle'));
    expect(types(r.events)).toEqual([
      'opponent-placed', 'altar-refreshed',
      ...copies('materia-discarded' as MateriaKind, 6), ...copies('materia-revealed' as MateriaKind, 7), 'phase-started',
    ]);
    expect(r.events[1]).toEqual({ type: 'altar-refreshed', space: 4 });
    expect(r.state.discard).toEqual(countsOf(SEVEN.filter((m) => m !== 'yellow-circle')));
    expect(r.state.altar).toEqual(countsOf(NEXT.slice(0, 7)));
  });

  it.each(PROFILES)('%s: a big altar on a refresh space is discarded whole (no trim first) and 7 are drawn', (rules) => {
    const r = step(evening(rules, TWELVE, 8), pick('blue-triangle'));
    expect(types(r.events).filter((t) => t === 'materia-discarded')).toHaveLength(11);
    expect(r.events).not.toContainEqual({ type: 'altar-resupplied', rule: 'solo-trim' });
    expect(r.events).toContainEqual({ type: 'altar-refreshed', space: 9 });
    expect(r.state.altar).toEqual(countsOf(NEXT.slice(0, 7)));
  });
});

describe('P8 solo refill: the end of the game', () => {
  it('printed: the placement that fills the 17th space ends the game: the altar is neither trimmed nor refilled', () => {
    const r = step(evening('printed', TWELVE, 16), pick('blue-triangle'));
    expect(types(r.events)).not.toContain('altar-resupplied');
    expect(types(r.events)).toContain('game-ended');
    expect(r.state.altar).toEqual(countsOf(TWELVE.slice(0, 11)));
  });

  it('digital: the placement that fills the 17th space ends the game after the altar is trimmed to 7', () => {
    const r = step(evening('digital', TWELVE, 16), pick('blue-triangle'));
    expect(r.events).toContainEqual({ type: 'altar-resupplied', rule: 'solo-trim' });
    expect(types(r.events)).toContain('game-ended');
    expect(total(r.state.altar)).toBe(7);
  });

  it.each([
    ['printed', 6],
    ['digital', 7],
  ] as const)('%s: a Day that triggered the end (a full familiar board) leaves an altar of %i', (rules, size) => {
    const s = riggedGame({
      players: 1, rules, phase: 'midday', altar: SEVEN, pools: [['red-square']], nextDraws: NEXT,
      familiars: [[...copies('red-circle', 5), ...copies('red-triangle', 5), ...copies('red-square', 3)]],
      opponent: { track: [], lower: [] },
    });
    const stored = run(s, [store('red-square'), pass()]);
    expect(types(stored.events)).toContain('game-end-triggered');
    const r = step(stored.state, pick('yellow-circle'));
    expect(types(r.events)).toContain('game-ended');
    expect(total(r.state.altar)).toBe(size);
  });
});
