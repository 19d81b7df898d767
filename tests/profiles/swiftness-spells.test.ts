// Profile point `swiftnessSpells` (rules §4, §7): which of the player's Morning spells Swiftness
// L3/L4's extra Morning action may use. `earlier-days` (printed): those learned on an earlier Day;
// `any-day` (digital): also one learned the same Day. No Morning action learns, and a Swiftness
// learned at Midday (a Clone-copied Learn) finds no Morning spell learned earlier that Day, so the
// one route is: Clone L4 copies the Learn at Midday and learns a Morning spell, then the Evening's
// Learn learns Swiftness. (Transmutation cannot learn Swiftness: both are blue, and a game has one
// spell of each colour.)
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, type MateriaKind } from '../../src/index.js';
import {
  cast, casts, copies, draw, effect, expectRefused, learn, learned, poolOf, riggedGame, run, spellsWith, stop, take, types,
} from '../kit/index.js';

type Preset = 'printed' | 'digital';

// sacrifice (red, Morning), levitation, purification, offering, clone, swiftness, abundance
const SPELLS = spellsWith('swiftness', 'clone');

/**
 * Day 3, Midday: Clone L4 copies the Evening's Learn and learns Sacrifice; then the Evening's
 * Learn learns Swiftness at `level`: the position waiting for the extra Morning action.
 */
function extraActionAfterSameDayLearn(rules: Preset, level: 3 | 4 = 3): GameState {
  const blues: MateriaKind[] = copies('blue-circle', level);
  const s = riggedGame({
    rules, spells: SPELLS, day: 3, phase: 'midday', altar: ['green-square'],
    pools: [[...copies('red-circle', 4), ...blues], []],
    learned: [[learned('clone', 4, 'white-circle')], []],
    nextDraws: copies('yellow-triangle', 4),
  });
  const m = run(s, [cast('clone', 4), learn('sacrifice', 3, 'red-circle', copies('red-circle', 3))]);
  expect(m.state.phase).toBe('evening');
  expect(m.state.players[0]?.spells[1]).toEqual({ spell: 'sacrifice', level: 3, card: 'red-circle', day: 3 });
  const l = run(m.state, [learn('swiftness', level, 'blue-circle', blues)]);
  expect(effect(l.state).step).toEqual({ step: 'phase-action', phase: 'morning', as: 'extra', optional: true });
  return l.state;
}

describe('P3 Swiftness extra action', () => {
  it('printed: a Morning spell learned the same Day (through Clone) is not offered', () => {
    const s = extraActionAfterSameDayLearn('printed');
    // No stop: under printed the extra action is compulsory (`swiftnessAction`).
    expect(legalActions(s)).toEqual([take('green-square'), draw()]);
    expectRefused(s, cast('sacrifice', 3), 'learned-today', 'spell');
  });

  it('digital: the same Morning spell learned the same Day is offered and used as the extra action', () => {
    const s = extraActionAfterSameDayLearn('digital');
    expect(legalActions(s)).toEqual([take('green-square'), draw(), cast('sacrifice', 3), stop()]);
    const r = run(s, [cast('sacrifice', 3)]);
    expect(types(r.events).slice(0, 7)).toEqual([
      'spell-cast', 'materia-discarded', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'day-ended',
    ]);
    expect(poolOf(r.state, 0)).toEqual(copies('yellow-triangle', 4));
  });

  it('digital: Swiftness L4 offers the same Day\'s spell at its level or lower, never above', () => {
    const s = extraActionAfterSameDayLearn('digital', 4);
    expect(casts(s)).toEqual([cast('sacrifice', 3)]);
    expectRefused(s, cast('sacrifice', 4), 'level-unavailable', 'level');
  });

  it('both: outside Swiftness\'s extra action, a spell learned this Day is not usable this Day', () => {
    // Focus (Evening) learned through Clone's copied Learn at Midday, then the Evening.
    for (const rules of ['printed', 'digital'] as const) {
      const s = riggedGame({
        rules, spells: spellsWith('swiftness', 'clone', 'focus'), day: 3, phase: 'midday', altar: ['green-square'],
        pools: [['black-circle', 'black-circle', 'black-circle', 'black-circle'], []], learned: [[learned('clone', 4, 'white-circle')], []],
      });
      const m = run(s, [cast('clone', 4), learn('focus', 3, 'black-circle', copies('black-circle', 3))]);
      expect(m.state.phase, rules).toBe('evening');
      expectRefused(m.state, cast('focus', 3), 'learned-today', 'spell');
      expect(casts(m.state), rules).toEqual([]);
    }
  });
});

describe('Swiftness extra action: a Morning spell already used that Day (both profiles)', () => {
  it.each(['printed', 'digital'] as const)('%s: the extra action may use again the Morning spell the player used this Morning', (rules) => {
    // Day 3: Sacrifice (learned on Day 1) was used this Morning; in the Evening the Learn of
    // Swiftness L3 offers the extra action, and Sacrifice is among its options again.
    const s = riggedGame({
      rules, spells: SPELLS, day: 3, phase: 'morning', altar: ['green-square'],
      pools: [['red-circle', 'red-circle', ...copies('blue-triangle', 3)], []],
      learned: [[learned('sacrifice', 3, 'red-triangle', 1)], []],
      nextDraws: [...copies('yellow-triangle', 4), ...copies('yellow-square', 4)],
    });
    const morning = run(s, [cast('sacrifice', 3)]);
    expect(morning.state.phase).toBe('midday');
    const evening = run(morning.state, [{ type: 'pass', player: 0 }]);
    expect(evening.state.phase).toBe('evening');
    const l = run(evening.state, [learn('swiftness', 3, 'blue-triangle', copies('blue-triangle', 3))]);
    expect(effect(l.state).step).toEqual({ step: 'phase-action', phase: 'morning', as: 'extra', optional: true });
    expect(casts(l.state)).toEqual([cast('sacrifice', 3)]);
    const r = run(l.state, [cast('sacrifice', 3)]);
    expect(types(r.events)).toContain('day-ended');
  });
});
