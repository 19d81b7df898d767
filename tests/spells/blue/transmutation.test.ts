// Transmutation (blue, Evening): L5 / L4 learn with 2 / 1 wild single of the card rune; L3 has no
// effect; with the order of a Learn (rules §5) and the level fallback (§6).
import { describe, expect, it } from 'vitest';
import {
  currentDecision, isLegal, legalActions, runeOf, scoreGame, type GameState, type MateriaKind, type Rune,
} from '../../../src/index.js';
import {
  assertConserved, cast, casts, copies, expectRefused, learn, only, passToEnd, pointsOf, poolOf, riggedGame, run,
  spellsWith, types,
} from '../../kit/index.js';

describe('Transmutation (Evening; L5 / L4: learn with 2 / 1 wild single of the card rune; L3: no effect)', () => {
  /** Every `learn` option of the pending Transmutation step obeys its payment rule. */
  function expectWildRuneOptions(s: GameState, wild: number, rune: Rune, spellColour: Record<string, string>): void {
    const options = legalActions(s);
    expect(options.length).toBeGreaterThan(1);
    for (const a of options) {
      expect(a.type).toBe('learn');
      if (a.type !== 'learn') continue;
      // no triples: exactly `level` materia, one per level
      expect(a.spend).toHaveLength(a.level);
      const colour = spellColour[a.spell] as string;
      expect(a.onCard.startsWith(`${colour}-`)).toBe(true);
      const others = a.spend.filter((m) => !m.startsWith(`${colour}-`));
      expect(others.length).toBeLessThanOrEqual(wild);
      for (const m of others) expect(runeOf(m)).toBe(rune);
    }
  }

  it('L5 effect: learns 1 spell with up to 2 single materia of the card rune of any colours as wild; a full Learn whose instant fires; it is the Evening action', () => {
    const pool: MateriaKind[] = ['yellow-triangle', 'yellow-square', 'red-circle', 'green-circle', 'white-triangle'];
    const s = riggedGame({ spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [pool, []],
      learned: [[{ spell: 'transmutation', level: 5, card: 'blue-circle' }], []],
      nextDraws: ['purple-square', 'purple-square', 'purple-square'] });
    const cast5 = run(s, [cast('transmutation', 5)]);
    expect(cast5.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'transmutation', level: 5 }]);
    expect(currentDecision(cast5.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'transmutation', level: 5, step: { step: 'learn', wild: 2, rune: 'circle' },
    });
    expectWildRuneOptions(cast5.state, 2, 'circle', { sacrifice: 'red', levitation: 'purple', purification: 'green', offering: 'black', 'time-travel': 'white', abundance: 'yellow' });
    // Abundance at level 4: 2 yellow singles + red-circle and green-circle, each worth 1 (no triple)
    const a = learn('abundance', 4, 'yellow-triangle', ['yellow-triangle', 'yellow-square', 'red-circle', 'green-circle']);
    expect(legalActions(cast5.state)).toContainEqual({ ...a, spend: ['red-circle', 'green-circle', 'yellow-triangle', 'yellow-square'] });
    const r = run(cast5.state, [a]);
    // §5: card placed, this Learn's discards, then the instant (Abundance L4 draws 3), then the Day goes on
    expect(r.events.slice(0, 7)).toEqual([
      { type: 'spell-learned', player: 0, spell: 'abundance', level: 4, card: 'yellow-triangle', spend: ['red-circle', 'green-circle', 'yellow-triangle', 'yellow-square'] },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'green-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-square' },
      { type: 'materia-drawn', player: 0, materia: 'purple-square' },
      { type: 'materia-drawn', player: 0, materia: 'purple-square' },
      { type: 'materia-drawn', player: 0, materia: 'purple-square' },
    ]);
    expect(r.events[7]).toEqual({ type: 'day-ended', player: 0, day: 1 });
    expect(r.state.players[0]?.spells).toEqual([
      { spell: 'transmutation', level: 5, card: 'blue-circle', day: 0 },
      { spell: 'abundance', level: 4, card: 'yellow-triangle', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['purple-square', 'purple-square', 'purple-square', 'white-triangle']);
    // the Evening action is used up: no primary Learn follows, the next player's Day begins
    expect(r.state.active).toBe(1);
    expect(r.state.phase).toBe('morning');
    assertConserved(r.state);
  });

  it('L5 limit: a 3rd wild, a wild of another rune, a wild triple, or a payment without the spell\'s colour is refused', () => {
    const pool: MateriaKind[] = [
      'yellow-triangle', 'yellow-square', 'red-circle', 'green-circle', 'purple-circle', 'white-triangle', 'white-triangle', 'white-triangle',
    ];
    const s0 = riggedGame({
      spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [pool, []],
      learned: [[{ spell: 'transmutation', level: 5, card: 'blue-circle' }], []],
    });
    // the triple payment is a valid primary Learn (2 yellow singles + 1 wild triple of triangles) ...
    const triple = learn('abundance', 3, 'yellow-triangle', ['yellow-triangle', 'yellow-square', 'white-triangle', 'white-triangle', 'white-triangle']);
    expect(isLegal(s0, triple)).toBe(true);
    const s = run(s0, [cast('transmutation', 5)]).state;
    // ... but not under Transmutation's rule
    expectRefused(s, triple, 'invalid-payment', 'spend');
    expectRefused(s, learn('abundance', 5, 'yellow-triangle', ['yellow-triangle', 'yellow-square', 'red-circle', 'green-circle', 'purple-circle']), 'invalid-payment', 'spend');
    expectRefused(s, learn('abundance', 3, 'yellow-triangle', ['yellow-triangle', 'yellow-square', 'white-triangle']), 'invalid-payment', 'spend');
    // at least one materia of the learned spell's colour: 3 circles of other colours cannot learn Abundance
    expectRefused(s, learn('abundance', 3, 'red-circle', ['red-circle', 'green-circle', 'purple-circle']), 'invalid-payment', 'onCard');
    expectRefused(s, learn('abundance', 3, 'yellow-triangle', ['red-circle', 'green-circle', 'purple-circle']), 'invalid-payment', 'onCard');
    // the same 3 circles learn Sacrifice or Levitation: 1 single of the spell's colour + 2 wild
    expect(legalActions(s)).toContainEqual(learn('sacrifice', 3, 'red-circle', ['red-circle', 'purple-circle', 'green-circle']));
    expect(legalActions(s)).toContainEqual(learn('levitation', 3, 'purple-circle', ['red-circle', 'purple-circle', 'green-circle']));
    // pass is not an answer to the pending learn
    expectRefused(s, { type: 'pass', player: 0 }, 'wrong-step', 'type');
    assertConserved(s);
  });

  it('L4 effect: learns with 1 wild single of the card rune, of any colour (even blue); the card rune is the chosen spell-colour materia', () => {
    const pool: MateriaKind[] = ['red-circle', 'red-circle', 'red-square', 'blue-triangle', 'yellow-circle'];
    const s = riggedGame({
      spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [pool, []],
      learned: [[{ spell: 'transmutation', level: 4, card: 'blue-triangle' }], []],
    });
    const c = run(s, [cast('transmutation', 4)]);
    expect(currentDecision(c.state)).toMatchObject({ kind: 'effect', spell: 'transmutation', level: 4, step: { step: 'learn', wild: 1, rune: 'triangle' } });
    expectWildRuneOptions(c.state, 1, 'triangle', { sacrifice: 'red', levitation: 'purple', purification: 'green', offering: 'black', 'time-travel': 'white', abundance: 'yellow' });
    const r = run(c.state, [learn('sacrifice', 4, 'red-square', ['red-circle', 'red-circle', 'red-square', 'blue-triangle'])]);
    expect(r.state.players[0]?.spells[1]).toEqual({ spell: 'sacrifice', level: 4, card: 'red-square', day: 1 });
    expect(only(r.events, 'materia-discarded')).toEqual((['red-circle', 'red-circle', 'blue-triangle'] as const).map((materia) => ({ type: 'materia-discarded', from: 'pool', player: 0, materia })));
    expect(poolOf(r.state, 0)).toEqual(['yellow-circle']);
    expect(r.state.active).toBe(1);
    assertConserved(r.state);
  });

  it('L4 limit: only 1 wild; the Evening\'s Learn is Transmutation\'s, never mixed with the primary Learn', () => {
    const pool: MateriaKind[] = ['red-square', 'red-circle', 'blue-triangle', 'yellow-triangle', 'green-circle', 'black-circle', 'white-circle'];
    const s0 = riggedGame({
      spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [pool, []],
      learned: [[{ spell: 'transmutation', level: 4, card: 'blue-triangle' }], []],
    });
    const primary = learn('sacrifice', 3, 'red-square', ['red-square', 'red-circle', 'green-circle', 'black-circle', 'white-circle']);
    expect(isLegal(s0, primary)).toBe(true);
    const s = run(s0, [cast('transmutation', 4)]).state;
    expectRefused(s, learn('sacrifice', 4, 'red-square', ['red-square', 'red-circle', 'blue-triangle', 'yellow-triangle']), 'invalid-payment', 'spend');
    expectRefused(s, learn('sacrifice', 3, 'red-square', ['red-square', 'blue-triangle', 'yellow-triangle']), 'invalid-payment', 'spend');
    // a primary Learn's wild triple is not open inside Transmutation's Learn
    expectRefused(s, primary, 'invalid-payment', 'spend');
    const one = learn('sacrifice', 3, 'red-square', ['red-square', 'red-circle', 'blue-triangle']);
    expect(isLegal(s, one)).toBe(true);
    const r = run(s, [one]);
    // the Evening is over: no second Learn this Day
    expect(r.state.active).toBe(1);
    expect(types(r.events)).toContain('day-ended');
    expect(r.state.players[0]?.spells.map((x) => x.spell)).toEqual(['transmutation', 'sacrifice']);
    // and the other way round: after a primary Learn, Transmutation cannot also be used that Evening
    const afterPrimary = run(s0, [primary]).state;
    expect(afterPrimary.active).toBe(1);
    expectRefused(afterPrimary, cast('transmutation', 4), 'not-your-turn', 'player');
  });

  it('L3 effect: no effect, only its 4 points (no cast is offered; the primary Learn stays)', () => {
    const pool: MateriaKind[] = ['red-circle', 'red-circle', 'red-circle', 'green-circle'];
    const s = riggedGame({
      spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [pool, []],
      learned: [[{ spell: 'transmutation', level: 3, card: 'blue-circle' }], []],
    });
    expect(legalActions(s).some((a) => a.type === 'cast')).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'learn')).toBe(true);
    expect(pointsOf(s, 'transmutation')).toBe(4);
    expect(scoreGame(s).players[0]?.spells[0]).toEqual({ spell: 'transmutation', level: 3, points: 4, variable: false });
  });

  it('L3 limit: using it at level 3 is refused (level-unavailable), even with a higher card (fallback has no L3 effect)', () => {
    const pool: MateriaKind[] = ['red-circle', 'red-circle', 'red-circle', 'green-circle'];
    const s3 = riggedGame({
      spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [pool, []],
      learned: [[{ spell: 'transmutation', level: 3, card: 'blue-circle' }], []],
    });
    expectRefused(s3, cast('transmutation', 3), 'level-unavailable', 'level');
    const s5 = riggedGame({
      spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [pool, []],
      learned: [[{ spell: 'transmutation', level: 5, card: 'blue-circle' }], []],
    });
    expectRefused(s5, cast('transmutation', 3), 'level-unavailable', 'level');
    expect(casts(s5)).toEqual([cast('transmutation', 4), cast('transmutation', 5)]);
  });

  it('is not legal when no learn under its rule exists (§2): not-usable, and not listed', () => {
    // Abundance: yellow-square + blue-circle are 2, Sacrifice: red-triangle + blue-circle are 2; red-triangle is no wild
    const s = riggedGame({ spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [['yellow-square', 'red-triangle', 'blue-circle'], []],
      learned: [[{ spell: 'transmutation', level: 5, card: 'blue-circle' }], []] });
    expectRefused(s, cast('transmutation', 5), 'not-usable');
    expectRefused(s, cast('transmutation', 4), 'not-usable');
    expect(legalActions(s)).toEqual([{ type: 'pass', player: 0 }]);
  });

  it('copied by Clone L4 from another player: that card\'s rune and level; a separate Learn, so the primary Learn stays open that Evening', () => {
    const spells = spellsWith('clone');
    const s = riggedGame({ spells: spells, phase: 'midday', altar: ['green-circle'], pools: [['yellow-circle', 'red-square', 'green-square', 'red-circle', 'red-circle', 'red-circle'], []],
      learned: [[{ spell: 'clone', level: 4, card: 'white-circle' }], [{ spell: 'transmutation', level: 5, card: 'blue-square' }]],
      nextDraws: ['black-triangle', 'black-triangle'] });
    const c = run(s, [cast('clone', 4)]);
    expect(casts(c.state)).toEqual([
      { type: 'cast', player: 0, spell: 'transmutation', level: 4, from: 1 },
      { type: 'cast', player: 0, spell: 'transmutation', level: 5, from: 1 },
    ]);
    const t = run(c.state, [{ type: 'cast', player: 0, spell: 'transmutation', level: 5, from: 1 }]);
    expect(currentDecision(t.state)).toMatchObject({ kind: 'effect', actor: 0, spell: 'transmutation', level: 5, step: { step: 'learn', wild: 2, rune: 'square' } });
    // a circle is no wild on player 1's square card
    expectRefused(t.state, learn('abundance', 3, 'yellow-circle', ['yellow-circle', 'red-circle', 'red-circle']), 'invalid-payment', 'spend');
    const l = run(t.state, [learn('abundance', 3, 'yellow-circle', ['yellow-circle', 'red-square', 'green-square'])]);
    expect(only(l.events, 'materia-drawn')).toHaveLength(2);
    expect(l.state.phase).toBe('evening');
    const e = run(l.state, [learn('sacrifice', 3, 'red-circle', copies('red-circle', 3))]);
    expect(e.state.players[0]?.spells.map((x) => x.spell)).toEqual(['clone', 'abundance', 'sacrifice']);
    expect(e.state.players[1]?.spells).toEqual([{ spell: 'transmutation', level: 5, card: 'blue-square', day: 0 }]);
  });

  it('learned this Day it is not usable this Day (learned-today)', () => {
    const s = riggedGame({ spells: 'set1', phase: 'evening', altar: ['black-square'], pools: [['yellow-square', 'yellow-circle', 'red-circle'], []],
      learned: [[{ spell: 'transmutation', level: 5, card: 'blue-circle', day: 1 }], []] });
    expectRefused(s, cast('transmutation', 5), 'learned-today', 'spell');
  });

  describe('a full Learn (§5): Communion L5 stores, the 7th spell triggers the end', () => {
    const spells = spellsWith('communion');
    const sixLearned = [
      { spell: 'sacrifice', level: 3, card: 'red-square' },
      { spell: 'levitation', level: 3, card: 'purple-square' },
      { spell: 'purification', level: 3, card: 'green-square' },
      { spell: 'offering', level: 3, card: 'black-square' },
      { spell: 'time-travel', level: 3, card: 'white-square' },
      { spell: 'transmutation', level: 5, card: 'blue-circle' },
    ] as const;
    const pool: MateriaKind[] = ['yellow-circle', 'yellow-triangle', 'yellow-square', 'red-circle', 'green-circle'];
    const start = (rules: 'printed' | 'digital' = 'printed'): GameState => riggedGame({
      rules, spells: spells, phase: 'evening', altar: ['white-circle'], pools: [pool, []], learned: [sixLearned, []],
    });
    const learnCommunion = learn('communion', 5, 'yellow-circle', pool);

    it('learning Communion at 5 (its own Learn included): discards this Learn\'s other paid materia, stores 2 from the discard box, triggers the end; the game ends after the round', () => {
      const c = run(start(), [cast('transmutation', 5), learnCommunion]);
      expect(currentDecision(c.state)).toMatchObject({ kind: 'effect', spell: 'communion', level: 5, step: { step: 'store-from-discard', count: 2 } });
      expect(legalActions(c.state)).toEqual((['red-circle', 'green-circle', 'yellow-triangle', 'yellow-square'] as const).map((materia) => ({ type: 'pick', player: 0, materia })));
      const r = run(c.state, [{ type: 'pick', player: 0, materia: 'yellow-square' }, { type: 'pick', player: 0, materia: 'red-circle' }]);
      const events = [...c.events, ...r.events];
      expect(only(events, 'materia-discarded')).toEqual((['red-circle', 'green-circle', 'yellow-triangle', 'yellow-square'] as const).map((materia) => ({ type: 'materia-discarded', from: 'pool', player: 0, materia })));
      expect(only(events, 'materia-stored')).toEqual([
        { type: 'materia-stored', player: 0, materia: 'yellow-square', from: 'discard', space: 0 },
        { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'discard', space: 1 },
      ]);
      expect(only(events, 'game-end-triggered')).toEqual([{ type: 'game-end-triggered', player: 0, reason: 'seventh-spell' }]);
      expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'seventh-spell' });
      expect(r.state.players[0]?.familiar).toEqual(['yellow-square', 'red-circle']);
      expect(r.state.active).toBe(1);
      const end = passToEnd(r.state).state;
      expect(end.day).toBe(2);
      assertConserved(end);
    });

    it('digital profile: learning Communion at 5 stores 2 of this Learn\'s paid materia, discards the rest, triggers the end', () => {
      const c = run(start('digital'), [cast('transmutation', 5), learnCommunion]);
      expect(currentDecision(c.state)).toMatchObject({ kind: 'effect', spell: 'communion', level: 5, step: { step: 'learn-discards', keep: 2 } });
      expect(legalActions(c.state)).toEqual((['red-circle', 'green-circle', 'yellow-triangle', 'yellow-square'] as const).map((materia) => ({ type: 'pick', player: 0, materia })));
      const r = run(c.state, [{ type: 'pick', player: 0, materia: 'yellow-square' }, { type: 'pick', player: 0, materia: 'red-circle' }]);
      const events = [...c.events, ...r.events];
      expect(only(events, 'materia-stored')).toEqual([
        { type: 'materia-stored', player: 0, materia: 'yellow-square', from: 'pool', space: 0 },
        { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'pool', space: 1 },
      ]);
      expect(only(events, 'materia-discarded')).toEqual((['green-circle', 'yellow-triangle'] as const).map((materia) => ({ type: 'materia-discarded', from: 'pool', player: 0, materia })));
      expect(only(events, 'game-end-triggered')).toEqual([{ type: 'game-end-triggered', player: 0, reason: 'seventh-spell' }]);
      expect(r.state.players[0]?.familiar).toEqual(['yellow-square', 'red-circle']);
      assertConserved(passToEnd(r.state).state);
    });

    // Rules §5, "Order of every Learn": the card first, then Communion L5's stores and this
    // Learn's other discards (printed: the discards first, then 2 stored from the discard box;
    // digital: 2 of them stored, then the rest discarded), the instant, and last "if this was the
    // player's 7th spell, or the board is now full, the end is triggered". A store checks only
    // for a full board, so the 7th spell triggers at step 5, after the stores and the discards.
    it('the end trigger of a 7th spell comes at step 5, after the discards and Communion L5\'s stores (both profiles)', () => {
      const answers = [
        cast('transmutation', 5), learnCommunion,
        { type: 'pick', player: 0, materia: 'yellow-square' }, { type: 'pick', player: 0, materia: 'red-circle' },
      ] as const;
      expect(types(run(start('printed'), answers).events).slice(0, 9)).toEqual([
        'spell-cast', 'spell-learned', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'materia-discarded',
        'materia-stored', 'materia-stored', 'game-end-triggered',
      ]);
      expect(types(run(start('digital'), answers).events).slice(0, 7)).toEqual([
        'spell-cast', 'spell-learned', 'materia-stored', 'materia-stored', 'materia-discarded', 'materia-discarded', 'game-end-triggered',
      ]);
    });
  });
});

