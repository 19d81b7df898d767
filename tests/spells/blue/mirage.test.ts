// Mirage (blue, no phase, permanent): a card-rune materia taken from the altar draws 1 / 2 / 2,
// whatever moved it (rules §7). These tests play the printed profile (draws at once; takes for
// the owner, swaps and take-and-store included) unless they say otherwise; the profile points
// themselves are in tests/profiles/mirage-draws.test.ts and mirage-takes.test.ts.
import { describe, expect, it } from 'vitest';
import {
  currentDecision, kindsOf, legalActions, runeOf, type Action, type GameEvent, type GameState, type MateriaKind,
  type Rune, type SpellId,
} from '../../../src/index.js';
import {
  assertConserved, cast, copies, effect, only, pointsOf, poolOf, riggedGame, run, spellsWith,
} from '../../kit/index.js';

describe('Mirage (no phase, permanent, card rune: draw 1 / 2 / 2 per card-rune materia taken from the altar; printed: at once, takes for the owner)', () => {
  const MI = spellsWith('mirage'); // sacrifice, levitation, purification, offering, time-travel, mirage, abundance
  const mirage = (level: 3 | 4 | 5, card: MateriaKind = 'blue-circle', day = 0) => ({ spell: 'mirage', level, card, day }) as const;

  /**
   * Every materia of `rune` the seat took from the altar (take or swap) is followed at once by
   * Mirage's trigger and `draws` draws of that seat (fewer only when the pool is full); no other
   * materia triggers it. Returns the number of triggers.
   */
  function expectMirageAfterEachTake(events: readonly GameEvent[], seat: number, rune: Rune, draws: number): number {
    let triggers = 0;
    events.forEach((e, i) => {
      const got = e.type === 'materia-taken' && e.player === seat ? e.materia
        : e.type === 'materia-swapped' && e.player === seat && e.with === 'altar' ? e.get : undefined;
      if (got === undefined) return;
      const next = events[i + 1];
      if (runeOf(got) !== rune) {
        expect(next?.type).not.toBe('spell-triggered');
        return;
      }
      triggers++;
      expect(next).toMatchObject({ type: 'spell-triggered', player: seat, spell: 'mirage' });
      for (let k = 0; k < draws; k++) expect(events[i + 2 + k]).toMatchObject({ type: 'materia-drawn', player: seat });
    });
    expect(only(events, 'spell-triggered')).toHaveLength(triggers);
    return triggers;
  }

  it('L3 effect: a primary Take 1 of the card rune draws 1 at once; another rune draws nothing', () => {
    const s = riggedGame({
      spells: MI, altar: ['red-circle', 'red-triangle'], pools: [[], []], learned: [[mirage(3)], []],
      nextDraws: ['green-square', 'black-square'],
    });
    const a = run(s, [{ type: 'take', player: 0, materia: 'red-circle' }]);
    expect(a.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 3 },
      { type: 'materia-drawn', player: 0, materia: 'green-square' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(poolOf(a.state, 0)).toEqual(['red-circle', 'green-square']);
    const b = run(s, [{ type: 'take', player: 0, materia: 'red-triangle' }]);
    expect(b.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-triangle' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(pointsOf(a.state, 'mirage')).toBe(2);
  });

  it('L3 take-and-store (Feast L4, Growth L4): printed, a take for the owner, triggers it; digital (pool takes only) does not', () => {
    const spells = spellsWith('mirage', 'growth', 'feast');
    const setup = (rules: 'printed' | 'digital') => riggedGame({ rules, spells: spells, phase: 'midday', altar: ['red-circle', 'red-circle', 'red-circle'], pools: [['yellow-square'], []],
      learned: [[mirage(3), { spell: 'feast', level: 4, card: 'black-circle' }, { spell: 'growth', level: 4, card: 'green-circle' }], []],
      nextDraws: ['white-square', 'white-square', 'white-square'] });
    for (const rules of ['printed', 'digital'] as const) {
      const r = run(setup(rules), [cast('feast', 4), cast('growth', 4)]);
      expect(only(r.events, 'materia-stored')).toEqual([
        { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 },
        { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 1 },
        { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 2 },
      ]);
      expect(only(r.events, 'materia-taken')).toEqual([]);
      expect(only(r.events, 'spell-triggered')).toHaveLength(rules === 'printed' ? 3 : 0);
      expect(poolOf(r.state, 0)).toEqual(rules === 'printed' ? ['white-square', 'white-square', 'white-square', 'yellow-square'] : ['yellow-square']);
      expect(r.state.players[0]?.spells.find((x) => x.spell === 'growth')?.level).toBe(3);
    }
  });

  it('L4 effect: 2 draws after each take, before the next materia of the same effect moves (Levitation)', () => {
    const s = riggedGame({ spells: MI, altar: ['red-circle', 'green-circle', 'white-square'], pools: [[], []],
      learned: [[mirage(4), { spell: 'levitation', level: 3, card: 'purple-square' }], []],
      nextDraws: ['black-square', 'black-square', 'yellow-square', 'yellow-square'] });
    const c = run(s, [cast('levitation', 3)]);
    expect(effect(c.state).step.step).toBe('take');
    const r = run(c.state, [{ type: 'pick', player: 0, materia: 'red-circle' }]);
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'black-square' },
      { type: 'materia-drawn', player: 0, materia: 'black-square' },
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'yellow-square' },
      { type: 'materia-drawn', player: 0, materia: 'yellow-square' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(pointsOf(r.state, 'mirage')).toBe(3);
  });

  it('L4 limit: the draws obey the pool limit and stop the remaining takes of the effect', () => {
    const six: MateriaKind[] = ['yellow-square', 'yellow-square', 'yellow-square', 'black-square', 'black-square', 'black-square'];
    const s = riggedGame({ spells: MI, altar: ['red-circle', 'green-circle', 'white-square'], pools: [six, []],
      learned: [[mirage(4), { spell: 'levitation', level: 3, card: 'purple-square' }], []],
      nextDraws: ['purple-triangle', 'purple-triangle', 'purple-triangle'] });
    const r = run(s, [cast('levitation', 3), { type: 'pick', player: 0, materia: 'red-circle' }]);
    expect(r.events.slice(1)).toEqual([
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'purple-triangle' },
      { type: 'materia-drawn', player: 0, materia: 'purple-triangle' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(kindsOf(r.state.altar)).toEqual(['green-circle', 'white-square']);
    // with 8 in the pool, a take fills it: the trigger draws nothing
    const eight = riggedGame({
      spells: MI, altar: ['red-circle'], pools: [[...six, 'white-triangle', 'white-triangle'], []],
      learned: [[mirage(4)], []],
    });
    const t = run(eight, [{ type: 'take', player: 0, materia: 'red-circle' }]);
    expect(only(t.events, 'materia-drawn')).toEqual([]);
  });

  it('L5 effect: the altar materia received in a Purification swap triggers it (2 draws at once)', () => {
    const s = riggedGame({ spells: MI, phase: 'midday', altar: ['red-triangle', 'white-square'], pools: [['yellow-circle', 'yellow-triangle'], []],
      learned: [[mirage(5, 'blue-triangle'), { spell: 'purification', level: 4, card: 'green-square' }], []],
      nextDraws: ['black-circle', 'black-circle'] });
    const r = run(s, [cast('purification', 4), { type: 'swap', player: 0, give: 'yellow-circle', get: 'red-triangle' }]);
    expect(r.events.slice(1, 5)).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'yellow-circle', get: 'red-triangle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 5 },
      { type: 'materia-drawn', player: 0, materia: 'black-circle' },
      { type: 'materia-drawn', player: 0, materia: 'black-circle' },
    ]);
    // the second swap gets a square: no trigger (the triangle given back is not taken again)
    expect(legalActions(r.state)).not.toContainEqual(expect.objectContaining({ get: 'yellow-circle' }));
    const r2 = run(r.state, [{ type: 'swap', player: 0, give: 'yellow-triangle', get: 'white-square' }]);
    expect(only(r2.events, 'spell-triggered', 'materia-drawn')).toEqual([]);
    expect(pointsOf(r2.state, 'mirage')).toBe(6);
  });

  it('L5 limit: not for another player\'s Blaze take, which happens during that player\'s Day', () => {
    const spells = spellsWith('mirage', 'blaze');
    const s = riggedGame({ spells: spells, altar: ['red-circle', 'green-circle'], pools: [[], []],
      learned: [[{ spell: 'blaze', level: 3, card: 'red-square' }], [mirage(5)]],
      nextDraws: copies('yellow-square', 4) });
    const c = run(s, [cast('blaze', 3)]);
    expect(currentDecision(c.state)).toMatchObject({ kind: 'effect', player: 1, actor: 0, spell: 'blaze' });
    const r = run(c.state, [{ type: 'pick', player: 1, materia: 'red-circle' }]);
    expect(r.events[0]).toEqual({ type: 'materia-taken', player: 1, materia: 'red-circle' });
    expect(only(r.events, 'spell-triggered', 'materia-drawn')).toEqual([]);
    expect(poolOf(r.state, 1)).toEqual(['red-circle']);
  });

  it('a Clone L5 copy of another player\'s Levitation takes into the cloner\'s pool: the cloner\'s own Mirage triggers', () => {
    const spells = spellsWith('mirage', 'clone');
    const s = riggedGame({ spells: spells, phase: 'midday', altar: ['red-circle', 'red-circle', 'white-square'], pools: [['white-triangle', 'yellow-square'], []],
      learned: [[mirage(4, 'blue-circle'), { spell: 'clone', level: 5, card: 'white-triangle' }], [{ spell: 'levitation', level: 3, card: 'purple-square' }]],
      nextDraws: copies('black-square', 4) });
    const c = run(s, [cast('clone', 5)]);
    // Clone's cost (its card rune, triangle) is paid at once: the only triangle
    expect(only(c.events, 'materia-discarded')).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: 'white-triangle' }]);
    const r = run(c.state, [{ type: 'cast', player: 0, spell: 'levitation', level: 3, from: 1 }]);
    expect(expectMirageAfterEachTake(r.events, 0, 'circle', 2)).toBe(2);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'red-circle', ...copies('black-square', 4), 'yellow-square']);
    expect(poolOf(r.state, 1)).toEqual([]);
  });

  describe('every route from the altar into the owner\'s pool triggers it (L3, circle card)', () => {
    /** Answers every pending step of seat 0: stop Storm's discards, Focus's take mode, circles first. */
    function resolve(state: GameState): { state: GameState; events: GameEvent[] } {
      let s = state;
      const events: GameEvent[] = [];
      for (let i = 0; i < 20; i++) {
        const d = currentDecision(s);
        if (d.kind !== 'effect') break;
        const options = legalActions(s);
        const pick = d.step.step === 'clear-altar' ? options.find((a) => a.type === 'stop')
          : d.step.step === 'mode' ? options.find((a) => a.type === 'mode' && a.mode === 'take')
            : options.find((a) => (a.type === 'pick' && runeOf(a.materia) === 'circle') || (a.type === 'swap' && runeOf(a.get) === 'circle')) ?? options[0];
        const r = run(s, [pick as Action]);
        s = r.state;
        events.push(...r.events);
      }
      return { state: s, events };
    }
    const altar: MateriaKind[] = ['red-circle', 'green-circle', 'black-circle', 'yellow-triangle'];
    const routes: { name: string; spells: SpellId[]; phase: 'morning' | 'midday' | 'evening'; spell: SpellId; level: 3 | 4 | 5; card: MateriaKind; familiar?: MateriaKind[]; takes: number }[] = [
      { name: 'Levitation L3 (take 2 circles)', spells: MI, phase: 'morning', spell: 'levitation', level: 3, card: 'purple-square', takes: 2 },
      { name: 'Sharing L5 (take 3)', spells: spellsWith('mirage', 'sharing'), phase: 'morning', spell: 'sharing', level: 5, card: 'purple-square', takes: 3 },
      { name: 'Divination L5 (reveal 2, take 2)', spells: spellsWith('mirage', 'divination'), phase: 'morning', spell: 'divination', level: 5, card: 'purple-square', takes: 2 },
      { name: 'Storm L4 (take 3)', spells: spellsWith('mirage', 'storm'), phase: 'evening', spell: 'storm', level: 4, card: 'white-square', takes: 3 },
      { name: 'Focus L5 (take 2 of its card rune)', spells: spellsWith('mirage', 'focus'), phase: 'evening', spell: 'focus', level: 5, card: 'black-circle', takes: 2 },
      { name: 'Feast L3 (take 1 of a colour on the board)', spells: spellsWith('mirage', 'feast'), phase: 'midday', spell: 'feast', level: 3, card: 'black-square', familiar: ['red-square'], takes: 1 },
      { name: 'Purification L3 (swap 1)', spells: MI, phase: 'midday', spell: 'purification', level: 3, card: 'green-square', takes: 1 },
    ];
    for (const route of routes) {
      it(route.name, () => {
        const s = riggedGame({ spells: route.spells, phase: route.phase, altar, pools: [['yellow-square'], []],
          familiars: [route.familiar ?? [], []],
          learned: [[mirage(3), { spell: route.spell, level: route.level, card: route.card }], []] });
        const c = run(s, [cast(route.spell, route.level)]);
        const r = resolve(c.state);
        const events = [...c.events, ...r.events];
        expect(expectMirageAfterEachTake(events, 0, 'circle', 1)).toBe(route.takes);
        expect(currentDecision(r.state).kind).toBe('phase');
        assertConserved(r.state);
      });
    }
  });
});
