// The blue spells (rules §7 "Blue", with §2 legality, §4 phases, §5 the order of a Learn, §6
// level fallback, §8 the end trigger): Transmutation, Swiftness, Mirage, each at levels 3, 4, 5.
import { describe, expect, it } from 'vitest';
import {
  currentDecision, deserialize, isLegal, kindsOf, legalActions, runeOf, scoreGame, serialize, type Action,
  type GameEvent, type GameState, type MateriaKind, type Rune, type SpellId,
} from '../../src/index.js';
import {
  assertConserved, cast, casts, copies, effect, expectIdle, expectRefused, learn, only, passToEnd, passUntil,
  pointsOf, poolOf, riggedGame, run, spellsWith, types,
} from '../kit/index.js';

const SET1 = spellsWith(); // sacrifice, levitation, purification, offering, time-travel, transmutation, abundance

// ---------------------------------------------------------------------------------------------
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
    const s = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [pool, []],
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
    const s0 = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [pool, []], learned: [[{ spell: 'transmutation', level: 5, card: 'blue-circle' }], []] });
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
    const s = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [pool, []], learned: [[{ spell: 'transmutation', level: 4, card: 'blue-triangle' }], []] });
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
    const s0 = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [pool, []], learned: [[{ spell: 'transmutation', level: 4, card: 'blue-triangle' }], []] });
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
    const s = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [pool, []], learned: [[{ spell: 'transmutation', level: 3, card: 'blue-circle' }], []] });
    expect(legalActions(s).some((a) => a.type === 'cast')).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'learn')).toBe(true);
    expect(pointsOf(s, 'transmutation')).toBe(4);
    expect(scoreGame(s).players[0]?.spells[0]).toEqual({ spell: 'transmutation', level: 3, points: 4, variable: false });
  });

  it('L3 limit: using it at level 3 is refused (level-unavailable), even with a higher card (fallback has no L3 effect)', () => {
    const pool: MateriaKind[] = ['red-circle', 'red-circle', 'red-circle', 'green-circle'];
    const s3 = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [pool, []], learned: [[{ spell: 'transmutation', level: 3, card: 'blue-circle' }], []] });
    expectRefused(s3, cast('transmutation', 3), 'level-unavailable', 'level');
    const s5 = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [pool, []], learned: [[{ spell: 'transmutation', level: 5, card: 'blue-circle' }], []] });
    expectRefused(s5, cast('transmutation', 3), 'level-unavailable', 'level');
    expect(casts(s5)).toEqual([cast('transmutation', 4), cast('transmutation', 5)]);
  });

  it('is not legal when no learn under its rule exists (§2): not-usable, and not listed', () => {
    // Abundance: yellow-square + blue-circle are 2, Sacrifice: red-triangle + blue-circle are 2; red-triangle is no wild
    const s = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [['yellow-square', 'red-triangle', 'blue-circle'], []],
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
    const s = riggedGame({ spells: SET1, phase: 'evening', altar: ['black-square'], pools: [['yellow-square', 'yellow-circle', 'red-circle'], []],
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
    const start = (): GameState => riggedGame({ spells: spells, phase: 'evening', altar: ['white-circle'], pools: [pool, []], learned: [sixLearned, []] });
    const learnCommunion = learn('communion', 5, 'yellow-circle', pool);

    it('learning Communion at 5 (its own Learn included): stores 2 of this Learn\'s paid materia, discards the rest, triggers the end; the game ends after the round', () => {
      const c = run(start(), [cast('transmutation', 5), learnCommunion]);
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
      expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'seventh-spell' });
      expect(r.state.players[0]?.familiar).toEqual(['yellow-square', 'red-circle']);
      expect(r.state.active).toBe(1);
      const end = passToEnd(r.state).state;
      expect(end.day).toBe(2);
      assertConserved(end);
    });

    // Rules §5, "Order of every Learn": "1. ... goes on the card ... 2. if Communion L5 is active
    // for the player ... stores 2 of this Learn's discards ... 3. the rest of this Learn's discards
    // go to the discard; 4. the learned spell's instant effect resolves now ...; 5. if this was the
    // player's 7th spell, or the board is now full, the end is triggered (§8)."
    // A store checks only for a full board, so the 7th spell triggers at step 5, after the stores
    // and the discards.
    it('the end trigger of a 7th spell comes at step 5, after Communion L5\'s stores and the discards', () => {
      const r = run(start(), [
        cast('transmutation', 5), learnCommunion,
        { type: 'pick', player: 0, materia: 'yellow-square' }, { type: 'pick', player: 0, materia: 'red-circle' },
      ]);
      expect(types(r.events).slice(0, 7)).toEqual([
        'spell-cast', 'spell-learned', 'materia-stored', 'materia-stored', 'materia-discarded', 'materia-discarded', 'game-end-triggered',
      ]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
describe('Swiftness (no phase; L3, L4 instant: 1 extra Morning action or decline; L5: 2 Morning actions every Day)', () => {
  const SW = spellsWith('swiftness'); // sacrifice, levitation, purification, offering, time-travel, swiftness, abundance
  const SWIFT_STEP = { step: 'phase-action', phase: 'morning', via: 'swiftness', optional: true } as const;

  it('L3 effect: as it is learned (§5 step 4, after the discards) the player performs 1 extra Morning action: Take 1, Draw 2, or declines', () => {
    const s = riggedGame({ spells: SW, phase: 'evening', altar: ['red-circle', 'green-square'], pools: [['blue-circle', 'blue-triangle', 'blue-square', 'yellow-circle'], []] });
    const l = run(s, [learn('swiftness', 3, 'blue-circle', ['blue-circle', 'blue-triangle', 'blue-square'])]);
    expect(l.events).toEqual([
      { type: 'spell-learned', player: 0, spell: 'swiftness', level: 3, card: 'blue-circle', spend: ['blue-circle', 'blue-triangle', 'blue-square'] },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'blue-triangle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'blue-square' },
    ]);
    expect(currentDecision(l.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'swiftness', level: 3, step: SWIFT_STEP });
    expect(legalActions(l.state)).toEqual([
      { type: 'take', player: 0, materia: 'red-circle' },
      { type: 'take', player: 0, materia: 'green-square' },
      { type: 'draw', player: 0 },
      { type: 'stop', player: 0 },
    ]);
    // a phase action of another phase is not open
    expectRefused(l.state, { type: 'store', player: 0, materia: 'yellow-circle' }, 'wrong-phase', 'type');
    const t = run(l.state, [{ type: 'take', player: 0, materia: 'green-square' }]);
    expect(t.events[0]).toEqual({ type: 'materia-taken', player: 0, materia: 'green-square' });
    expect(t.events[1]).toEqual({ type: 'day-ended', player: 0, day: 1 });
    expect(poolOf(t.state, 0)).toEqual(['green-square', 'yellow-circle']);
    expect(t.state.active).toBe(1);
    // Draw 2 instead
    const d = run(l.state, [{ type: 'draw', player: 0 }]);
    expect(types(d.events).slice(0, 3)).toEqual(['materia-drawn', 'materia-drawn', 'day-ended']);
    expect(pointsOf(t.state, 'swiftness')).toBe(3);
  });

  it('L3 limit: a Morning spell learned the same Day (through Clone) is not offered; declining with stop moves nothing', () => {
    const spells = spellsWith('swiftness', 'clone');
    const s = riggedGame({ spells: spells, day: 3, phase: 'midday', altar: ['green-square'],
      pools: [['red-circle', 'red-circle', 'red-circle', 'red-circle', 'blue-circle', 'blue-circle', 'blue-circle'], []],
      learned: [[{ spell: 'clone', level: 4, card: 'white-circle' }], []] });
    // Midday: Clone L4 copies the Evening's Learn: Sacrifice is learned on Day 3
    const m = run(s, [cast('clone', 4), learn('sacrifice', 3, 'red-circle', copies('red-circle', 3))]);
    expect(m.state.phase).toBe('evening');
    expect(m.state.players[0]?.spells[1]).toEqual({ spell: 'sacrifice', level: 3, card: 'red-circle', day: 3 });
    const l = run(m.state, [learn('swiftness', 3, 'blue-circle', copies('blue-circle', 3))]);
    expect(effect(l.state).step.step).toBe('phase-action');
    expect(legalActions(l.state)).toEqual([
      { type: 'take', player: 0, materia: 'green-square' }, { type: 'draw', player: 0 }, { type: 'stop', player: 0 },
    ]);
    expectRefused(l.state, cast('sacrifice', 3), 'learned-today', 'spell');
    const r = run(l.state, [{ type: 'stop', player: 0 }]);
    expect(r.events[0]).toEqual({ type: 'step-stopped', player: 0, step: 'phase-action' });
    expect(r.events[1]).toEqual({ type: 'day-ended', player: 0, day: 3 });
    expect(poolOf(r.state, 0)).toEqual(['red-circle']);
    expect(only(r.events, 'materia-taken', 'materia-drawn', 'materia-discarded')).toEqual([]);
  });

  it('L3: the pending extra Morning action survives serialize/deserialize, and the game goes on identically', () => {
    const s = riggedGame({ spells: SW, phase: 'evening', altar: ['red-circle', 'green-square'], pools: [['blue-circle', 'blue-triangle', 'blue-square', 'yellow-circle'], []],
      learned: [[{ spell: 'levitation', level: 3, card: 'purple-square' }], []] });
    const l = run(s, [learn('swiftness', 3, 'blue-circle', ['blue-circle', 'blue-triangle', 'blue-square'])]).state;
    expect(effect(l).step.step).toBe('phase-action');
    const loaded = deserialize(serialize(l));
    expect(loaded).toEqual(l);
    expect(currentDecision(loaded)).toEqual(currentDecision(l));
    expect(legalActions(loaded)).toEqual(legalActions(l));
    for (const answer of [{ type: 'draw', player: 0 }, { type: 'stop', player: 0 }, { type: 'take', player: 0, materia: 'red-circle' }] as const) {
      const a = run(l, [answer]);
      const b = run(loaded, [answer]);
      expect(b.events).toEqual(a.events);
      expect(b.state).toEqual(a.state);
    }
  });

  it('L4 effect: the extra action may be a Morning spell learned on an earlier Day, at its level or lower', () => {
    const s = riggedGame({ spells: SW, phase: 'evening', altar: ['red-circle', 'green-circle', 'black-triangle'],
      pools: [['blue-circle', 'blue-triangle', 'blue-square', 'blue-square'], []],
      learned: [[{ spell: 'levitation', level: 4, card: 'purple-triangle' }], []] });
    const l = run(s, [learn('swiftness', 4, 'blue-square', ['blue-circle', 'blue-triangle', 'blue-square', 'blue-square'])]);
    expect(currentDecision(l.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'swiftness', level: 4, step: SWIFT_STEP });
    expect(casts(l.state)).toEqual([cast('levitation', 3), cast('levitation', 4)]);
    const c = run(l.state, [cast('levitation', 3)]);
    expect(c.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'levitation', level: 3 }]);
    expect(legalActions(c.state)).toEqual([{ type: 'pick', player: 0, materia: 'red-circle' }, { type: 'pick', player: 0, materia: 'green-circle' }]);
    const r = run(c.state, [{ type: 'pick', player: 0, materia: 'red-circle' }]);
    // the second circle is the only one left: taken at once
    expect(types(r.events).slice(0, 3)).toEqual(['materia-taken', 'materia-taken', 'day-ended']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'green-circle']);
    expect(kindsOf(r.state.altar)).toContain('black-triangle');
    expect(pointsOf(r.state, 'swiftness')).toBe(6);
  });

  it('L4 limit: not above the spell\'s level; declined, the action cannot be kept for later', () => {
    const s = riggedGame({ spells: SW, phase: 'evening', altar: ['red-circle', 'green-circle', 'black-square', 'white-square'],
      pools: [['blue-circle', 'blue-triangle', 'blue-square', 'blue-square'], []],
      learned: [[{ spell: 'levitation', level: 4, card: 'purple-triangle' }], []] });
    const l = run(s, [learn('swiftness', 4, 'blue-square', ['blue-circle', 'blue-triangle', 'blue-square', 'blue-square'])]);
    expectRefused(l.state, cast('levitation', 5), 'level-unavailable', 'level');
    expectRefused(l.state, cast('sacrifice', 3), 'not-learned', 'spell');
    const declined = run(l.state, [{ type: 'stop', player: 0 }]);
    // the next own Morning has its single action only
    const next = passUntil(declined.state, 0, 'morning').state;
    expect(next.day).toBe(3);
    const altarKind = kindsOf(next.altar)[0] as MateriaKind;
    const t = run(next, [{ type: 'take', player: 0, materia: altarKind }]);
    expect(t.state.phase).toBe('midday');
  });

  it('L5 effect: two Morning actions every Day, the same one may be repeated (Sacrifice twice)', () => {
    const s = riggedGame({ spells: SW, phase: 'morning', altar: ['black-square'], pools: [['red-circle', 'red-circle', 'yellow-square'], []],
      learned: [[{ spell: 'swiftness', level: 5, card: 'blue-circle' }, { spell: 'sacrifice', level: 3, card: 'red-triangle' }], []],
      nextDraws: [...copies('purple-triangle', 4), ...copies('green-square', 4)] });
    const a = run(s, [cast('sacrifice', 3)]);
    expect(types(a.events)).toEqual(['spell-cast', 'materia-discarded', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'materia-drawn']);
    expect(currentDecision(a.state)).toEqual({ kind: 'phase', player: 0, phase: 'morning', day: 1, actionsTaken: 1 });
    const b = run(a.state, [cast('sacrifice', 3)]);
    expect(types(b.events)).toEqual(['spell-cast', 'materia-discarded', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expect(b.state.phase).toBe('midday');
    expect(poolOf(b.state, 0)).toEqual([...copies('purple-triangle', 4), ...copies('green-square', 4), 'yellow-square']);
    expect(pointsOf(b.state, 'swiftness')).toBe(0);
  });

  it('L5 effect: the player may pass after the first Morning action', () => {
    const s = riggedGame({ spells: SW, phase: 'morning', altar: ['black-square', 'red-circle'], pools: [[], []],
      learned: [[{ spell: 'swiftness', level: 5, card: 'blue-circle' }], []] });
    const a = run(s, [{ type: 'take', player: 0, materia: 'black-square' }]);
    expect(a.state.phase).toBe('morning');
    expect(legalActions(a.state)).toContainEqual({ type: 'pass', player: 0 });
    const p = run(a.state, [{ type: 'pass', player: 0 }]);
    expect(p.state.phase).toBe('midday');
    expect(poolOf(p.state, 0)).toEqual(['black-square']);
  });

  it('L5 limit: learned this Evening, it gives no action then (no instant) and the second Morning action starts with the owner\'s next Day', () => {
    const s = riggedGame({ spells: SW, phase: 'evening', altar: ['black-square', 'red-circle', 'green-circle', 'white-circle', 'purple-circle'],
      pools: [['blue-circle', 'blue-circle', 'blue-triangle', 'blue-triangle', 'blue-square'], []] });
    const l = run(s, [learn('swiftness', 5, 'blue-circle', ['blue-circle', 'blue-circle', 'blue-triangle', 'blue-triangle', 'blue-square'])]);
    expectIdle(l.state);
    expect(only(l.events, 'materia-taken', 'materia-drawn')).toEqual([]);
    expect(l.state.active).toBe(1);
    // the other player's Morning: one action
    const o = run(l.state, [{ type: 'take', player: 1, materia: kindsOf(l.state.altar)[0] as MateriaKind }]);
    expect(o.state.phase).toBe('midday');
    // the owner's next Day: two
    const own = passUntil(o.state, 0, 'morning').state;
    const first = run(own, [{ type: 'take', player: 0, materia: kindsOf(own.altar)[0] as MateriaKind }]).state;
    expect(first.phase).toBe('morning');
    const second = run(first, [{ type: 'take', player: 0, materia: kindsOf(first.altar)[0] as MateriaKind }]).state;
    expect(second.phase).toBe('midday');
    expect(pointsOf(second, 'swiftness')).toBe(0);
  });

  // Rules §7 Swiftness: "L5: permanent — 2 Morning actions every Day, from the next Day on."
  // A rigged position (createGame accepts it) where Swiftness L5 was learned on the current Day
  // and it is that Day's Morning: the second action comes only from the next Day. Not reachable
  // through play (a spell is learned in the Midday at the earliest).
  it('L5 limit (rigged): learned on the current Day, it gives no second Morning action that Day', () => {
    const s = riggedGame({ spells: SW, phase: 'morning', altar: ['black-square', 'red-circle'], pools: [[], []],
      learned: [[{ spell: 'swiftness', level: 5, card: 'blue-circle', day: 1 }], []] });
    const a = run(s, [{ type: 'take', player: 0, materia: 'black-square' }]);
    expect(a.state.phase).toBe('midday');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Mirage (no phase, permanent, card rune: draw 1 / 2 / 2 at once per card-rune materia from the altar into the pool)', () => {
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
    const s = riggedGame({ spells: MI, altar: ['red-circle', 'red-triangle'], pools: [[], []], learned: [[mirage(3)], []], nextDraws: ['green-square', 'black-square'] });
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

  it('L3 limit: take-and-store (Feast L4, Growth L4) never triggers it: the materia go to the board, not the pool', () => {
    const spells = spellsWith('mirage', 'growth', 'feast');
    const s = riggedGame({ spells: spells, phase: 'midday', altar: ['red-circle', 'red-circle', 'red-circle'], pools: [['yellow-square'], []],
      learned: [[mirage(3), { spell: 'feast', level: 4, card: 'black-circle' }, { spell: 'growth', level: 4, card: 'green-circle' }], []] });
    const r = run(s, [cast('feast', 4), cast('growth', 4)]);
    expect(only(r.events, 'materia-stored')).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 1 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 2 },
    ]);
    expect(only(r.events, 'spell-triggered', 'materia-drawn', 'materia-taken')).toEqual([]);
    expect(r.state.players[0]?.spells.find((x) => x.spell === 'growth')?.level).toBe(3);
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
    const eight = riggedGame({ spells: MI, altar: ['red-circle'], pools: [[...six, 'white-triangle', 'white-triangle'], []], learned: [[mirage(4)], []] });
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
