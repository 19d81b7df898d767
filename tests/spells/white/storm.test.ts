// Storm (white, Evening) at levels 3, 4 and 5: the altar discards, the draws onto the altar, the
// takes and the lowering of Storm, with legality, partial completion and the learned-today rule.
// These games use the printed profile (the default); the digital reading of the discards (1 to
// 10): tests/profiles/storm-discards.test.ts.
import { describe, expect, it } from 'vitest';
import {
  availableLevels, countsOf, kindsOf, total, type GameState, type Level, type MateriaKind, type RiggedSetup,
  type RiggedSpell,
} from '../../../src/index.js';
import {
  cast, casts, copies, effect, expectRefused, learned, levelOf, options, passUntil, pick, pointsOf, poolOf,
  riggedGame, run, step, stop, take, types,
} from '../../kit/index.js';
import { STORM_SET } from './selections.js';

describe('Storm (Evening): L5/L4 discard any number of altar materia, draw as many onto the altar, take 3, lower Storm', () => {
  const evening = (storm: Level, setup: Partial<RiggedSetup> = {}, mine: RiggedSpell[] = []): GameState =>
    riggedGame({
      spells: STORM_SET, phase: 'evening', pools: [[], []],
      learned: [[learned('storm', storm, 'white-circle'), ...mine], []], ...setup,
    });

  it('L5: discards the altar materia picked one at a time, draws as many onto the altar, takes 3, then drops to level 4', () => {
    const s = evening(5, {
      altar: ['red-circle', 'red-circle', 'blue-square', 'green-triangle'],
      nextDraws: ['yellow-circle', 'yellow-square', 'black-triangle'],
    });
    expect(casts(s)).toEqual([cast('storm', 4), cast('storm', 5)]);
    let r = step(s, cast('storm', 5));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'storm', level: 5 }]);
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'storm', level: 5, step: { step: 'clear-altar', discarded: 0 },
    });
    expect(options(r.state)).toEqual([pick('red-circle'), pick('green-triangle'), pick('blue-square'), stop()]);
    expectRefused(r.state, pick('yellow-circle'), 'not-an-option');
    expectRefused(r.state, take('red-circle'), 'wrong-step', 'type');

    r = step(r.state, pick('red-circle'));
    expect(r.events).toEqual([{ type: 'materia-discarded', from: 'altar', materia: 'red-circle' }]);
    expect(effect(r.state).step).toEqual({ step: 'clear-altar', discarded: 1 });
    expect(options(r.state)).toEqual([pick('red-circle'), pick('green-triangle'), pick('blue-square'), stop()]);
    r = step(r.state, pick('blue-square'));
    expect(effect(r.state).step).toEqual({ step: 'clear-altar', discarded: 2 });
    r = step(r.state, stop());
    // As many as were discarded are drawn onto the altar, then the take waits for a choice.
    expect(r.events).toEqual([
      { type: 'step-stopped', player: 0, step: 'clear-altar' },
      { type: 'materia-revealed', materia: 'yellow-circle' },
      { type: 'materia-revealed', materia: 'yellow-square' },
    ]);
    expect(r.state.discard).toEqual(countsOf(['red-circle', 'blue-square']));
    expect(kindsOf(r.state.altar)).toEqual(['red-circle', 'green-triangle', 'yellow-circle', 'yellow-square']);
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'storm', level: 5, step: { step: 'take', count: 3, taker: 0 },
    });
    expect(options(r.state)).toEqual([pick('red-circle'), pick('green-triangle'), pick('yellow-circle'), pick('yellow-square')]);
    // The take of Storm is not optional.
    expectRefused(r.state, stop(), 'wrong-step', 'type');
    r = step(r.state, pick('yellow-square'));
    expect(effect(r.state).step).toEqual({ step: 'take', count: 2, taker: 0 });
    r = step(r.state, pick('yellow-circle'));
    r = step(r.state, pick('green-triangle'));
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'materia-taken', player: 0, materia: 'green-triangle' },
      { type: 'spell-level-changed', player: 0, spell: 'storm', from: 5, to: 4 },
    ]);
    expect(types(r.events).slice(2, 3)).toEqual(['day-ended']);
    expect(poolOf(r.state, 0)).toEqual(['green-triangle', 'yellow-circle', 'yellow-square']);
    expect(levelOf(r.state, 'storm')).toBe(4);
    expect(pointsOf(r.state, 'storm')).toBe(6);
  });

  it('L5 card used at level 4 (fallback): same steps, and the card goes down to level 3, as the level-4 effect prints (5→3)', () => {
    const s = evening(5, { altar: ['red-circle', 'blue-square', 'green-triangle'] });
    const r = run(s, [cast('storm', 4), stop(), pick('red-circle'), pick('blue-square')]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'green-triangle', 'blue-square']);
    expect(r.events).toContainEqual({ type: 'spell-level-changed', player: 0, spell: 'storm', from: 5, to: 3 });
    expect(levelOf(r.state, 'storm')).toBe(3);
  });

  it('L5 limit: with an empty altar nothing would move, so Storm is not legal at either level', () => {
    const s = evening(5, { altar: [] });
    expectRefused(s, cast('storm', 5), 'not-usable');
    expectRefused(s, cast('storm', 4), 'not-usable');
    expect(casts(s)).toEqual([]);
  });

  it('L4: 0 discards is allowed (no draw onto the altar); the takes trigger the player\'s Mirage; Storm drops to 3', () => {
    const s = evening(4, {
      altar: ['red-circle', 'blue-square', 'green-triangle', 'green-circle'],
      nextDraws: ['black-square', 'black-triangle'],
    }, [learned('mirage', 3, 'blue-circle')]);
    expect(casts(s)).toEqual([cast('storm', 4)]);
    let r = step(s, cast('storm', 4));
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'storm', level: 4, step: { step: 'clear-altar', discarded: 0 },
    });
    r = step(r.state, stop());
    expect(r.events).toEqual([{ type: 'step-stopped', player: 0, step: 'clear-altar' }]);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
    r = step(r.state, pick('red-circle'));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 3 },
      { type: 'materia-drawn', player: 0, materia: 'black-square' },
    ]);
    r = run(r.state, [pick('blue-square'), pick('green-circle')]);
    expect(r.events).toContainEqual({ type: 'spell-level-changed', player: 0, spell: 'storm', from: 4, to: 3 });
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'green-circle', 'black-triangle', 'black-square', 'blue-square']);
    expect(kindsOf(r.state.altar)).toContain('green-triangle');
    expect(levelOf(r.state, 'storm')).toBe(3);
    expect(pointsOf(r.state, 'storm')).toBe(4);
  });

  it('L4 limit: once lowered to 3, Storm can no longer be cast (next Day)', () => {
    const s = evening(4, { altar: ['red-circle', 'blue-square', 'green-triangle', 'green-circle'] });
    let state = run(s, [cast('storm', 4), stop(), pick('red-circle'), pick('blue-square'), pick('green-circle')]).state;
    expect(levelOf(state, 'storm')).toBe(3);
    state = passUntil(state, 0, 'evening').state;
    expect(state.day).toBe(3);
    expect(total(state.altar)).toBeGreaterThan(0);
    expectRefused(state, cast('storm', 3), 'level-unavailable', 'level');
    expectRefused(state, cast('storm', 4), 'level-unavailable', 'level');
    expect(casts(state)).toEqual([]);
    expect(availableLevels(state, 0, 'storm')).toEqual([]);
  });

  it('L4 limit: a level-4 card cannot be used at level 5; an empty altar makes it not legal', () => {
    const s = evening(4, { altar: ['red-circle'] });
    expectRefused(s, cast('storm', 5), 'level-unavailable', 'level');
    expectRefused(evening(4, { altar: [] }), cast('storm', 4), 'not-usable');
  });

  it('the discarded materia may come back: the draws onto the altar refill the empty pouch from the discard', () => {
    // Pouch and discard empty; every token not named is on the altar.
    const s = riggedGame({
      spells: STORM_SET, phase: 'evening', pools: [[], []], learned: [[learned('storm', 4, 'white-circle')], []], pouch: [], rest: 'altar',
    });
    expect(total(s.pouch) + total(s.discard)).toBe(0);
    const altarBefore = s.altar;
    let r = run(s, [cast('storm', 4), pick('blue-square'), pick('blue-square')]);
    r = step(r.state, stop());
    expect(r.events).toEqual([
      { type: 'step-stopped', player: 0, step: 'clear-altar' },
      { type: 'pouch-refilled', count: 2 },
      { type: 'materia-revealed', materia: 'blue-square' },
      { type: 'materia-revealed', materia: 'blue-square' },
    ]);
    expect(r.state.altar).toEqual(altarBefore);
    expect(total(r.state.pouch) + total(r.state.discard)).toBe(0);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
  });

  it('discarding the whole altar ends the discards by itself; the draws refill it', () => {
    const s = evening(5, { altar: ['red-circle', 'blue-square'], nextDraws: ['yellow-circle', 'yellow-triangle'] });
    let r = run(s, [cast('storm', 5), pick('red-circle')]);
    expect(options(r.state)).toEqual([pick('blue-square'), stop()]);
    r = step(r.state, pick('blue-square'));
    expect(types(r.events)).toEqual(['materia-discarded', 'materia-revealed', 'materia-revealed']);
    expect(effect(r.state).step).toEqual({ step: 'take', count: 3, taker: 0 });
    // Only 2 materia to take: after the first pick the last one is taken automatically, the rest is skipped.
    r = step(r.state, pick('yellow-circle'));
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'materia-taken', player: 0, materia: 'yellow-circle' },
      { type: 'materia-taken', player: 0, materia: 'yellow-triangle' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
    ]);
    expect(levelOf(r.state, 'storm')).toBe(4);
  });

  it('L3: no effect — no level to use, any cast is refused (level-unavailable); the card still scores 4', () => {
    const s = evening(3, { altar: ['red-circle', 'blue-square'] });
    expect(availableLevels(s, 0, 'storm')).toEqual([]);
    expect(casts(s)).toEqual([]);
    expectRefused(s, cast('storm', 3), 'level-unavailable', 'level');
    expectRefused(s, cast('storm', 4), 'level-unavailable', 'level');
    expectRefused(s, cast('storm', 5), 'level-unavailable', 'level');
    expect(pointsOf(s, 'storm')).toBe(4);
  });

  it('Storm learned today is not usable today', () => {
    const s = riggedGame({
      spells: STORM_SET, phase: 'evening', altar: ['red-circle'], pools: [[], []],
      learned: [[learned('storm', 5, 'white-circle', 1)], []],
    });
    expectRefused(s, cast('storm', 5), 'learned-today', 'spell');
  });
});

describe('Storm: a doubtful corner', () => {
  it('with a full pool Storm is still legal (its discards would move materia); stopping at 0 moves nothing and still lowers it', () => {
    const nine: MateriaKind[] = [...copies('red-circle', 4), ...copies('red-triangle', 4), 'red-square'];
    const s = riggedGame({
      spells: STORM_SET, phase: 'evening', altar: ['blue-circle', 'green-square'], pools: [nine, []],
      learned: [[learned('storm', 5, 'white-circle')], []],
    });
    expect(casts(s)).toEqual([cast('storm', 4), cast('storm', 5)]);
    const r = run(s, [cast('storm', 5), stop()]);
    expect(r.events).toContainEqual({ type: 'step-skipped', player: 0, step: 'take', remaining: 3 });
    expect(levelOf(r.state, 'storm')).toBe(4);
    expect(poolOf(r.state, 0)).toEqual(nine);
  });
});
