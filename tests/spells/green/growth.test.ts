// Growth (green, Evening). L5: take 3 and store them, then lower Growth one level. L4: take 2 and
// store them, then lower Growth one level. L3: swap 1 pool materia with 1 familiar materia (it
// takes that space); Growth does not move. Then the green spells with Mirage, same-kind swaps
// (no choice) and the green cards' points.
import { describe, expect, it } from 'vitest';
import { LEVELS, RULE_PRESETS, countsOf, legalActions, scoreGame, type MateriaKind } from '../../../src/index.js';
import { card, fixedPoints, printedSet } from '../../oracle/cards.js';
import {
  NINE_PURPLE, THIRTEEN_WHITE, altarOf, board, cast, casts, copies, effect, expectRefused, learned, levelOf, pick,
  poolOf, riggedGame, run, step, swap, types,
} from '../../kit/index.js';
import { growth, purification } from './positions.js';

describe('Growth L5: take 3 and store them, then lower Growth to 4', () => {
  it('stores straight from the altar (never via the pool, even a full one), then lowers the card; the Day ends', () => {
    const resupply: MateriaKind[] = ['black-circle', 'black-triangle', 'black-square', 'white-circle'];
    const s = growth(5, {
      pools: [NINE_PURPLE, []],
      altar: ['red-circle', 'blue-square', 'yellow-triangle', 'green-circle'],
      nextDraws: resupply,
    });
    const c = step(s, cast('growth', 5));
    expect(c.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'growth', level: 5 }]);
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'growth', level: 5, step: { step: 'take-store', count: 3 } });
    expect(legalActions(c.state)).toEqual([
      pick('red-circle'), pick('green-circle'), pick('blue-square'), pick('yellow-triangle'),
    ]);
    const one = step(c.state, pick('red-circle'));
    expect(one.events).toEqual([{ type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 }]);
    expect(effect(one.state).step).toEqual({ step: 'take-store', count: 2 });
    expect(poolOf(one.state, 0)).toEqual(NINE_PURPLE);
    const two = step(one.state, pick('yellow-triangle'));
    const three = step(two.state, pick('blue-square'));
    expect(three.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'blue-square', from: 'altar', space: 2 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'fill' },
      ...resupply.map((materia) => ({ type: 'materia-revealed', materia })),
      { type: 'phase-started', player: 1, phase: 'morning', day: 2 },
    ]);
    expect(board(three.state)).toEqual(['red-circle', 'yellow-triangle', 'blue-square']);
    expect(poolOf(three.state, 0)).toEqual(NINE_PURPLE);
    expect(levelOf(three.state, 'growth')).toBe(4);
    expect(three.state.altar).toEqual(countsOf(['green-circle', ...resupply]));
    expect([...one.events, ...two.events, ...three.events].some((e) => e.type === 'materia-taken')).toBe(false);
  });

  it('stops when the altar is empty: 2 stored, 1 skipped, Growth still lowered', () => {
    const s = growth(5, { altar: ['red-circle', 'red-circle'] });
    const r = step(s, cast('growth', 5));
    expect(r.events.slice(0, 6)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'growth', level: 5 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 1 },
      { type: 'step-skipped', player: 0, step: 'take-store', remaining: 1 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(board(r.state)).toEqual(['red-circle', 'red-circle']);
    expect(levelOf(r.state, 'growth')).toBe(4);
  });

  it('filling the 14th space triggers the end; the rest stays on the altar; Growth is lowered and the Day goes on to its end', () => {
    const resupply: MateriaKind[] = ['black-circle', 'black-triangle', 'black-square', 'yellow-circle'];
    const s = growth(5, { familiars: [THIRTEEN_WHITE, []], altar: ['red-circle', 'blue-square'], nextDraws: resupply });
    const c = step(s, cast('growth', 5));
    const r = step(c.state, pick('red-circle'));
    expect(r.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 13 },
      { type: 'game-end-triggered', player: 0, reason: 'familiar-full' },
      { type: 'step-skipped', player: 0, step: 'take-store', remaining: 2 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'fill' },
      ...resupply.map((materia) => ({ type: 'materia-revealed', materia })),
      { type: 'phase-started', player: 1, phase: 'morning', day: 2 },
    ]);
    expect(board(r.state)).toEqual([...THIRTEEN_WHITE, 'red-circle']);
    expect(r.state.altar).toEqual(countsOf(['blue-square', ...resupply]));
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
    expect(levelOf(r.state, 'growth')).toBe(4);
  });

  it('when the last seat fills the board with Growth, the action finishes (lowering included) and the game ends', () => {
    const s = riggedGame({ spells: 'set3', active: 1, phase: 'evening', pools: [[], []], familiars: [[], THIRTEEN_WHITE], altar: ['red-circle', 'red-circle', 'red-circle'],
      learned: [[], [{ spell: 'growth', level: 5, card: 'green-triangle' }]] });
    const r = step(s, cast('growth', 5, 1));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 1, spell: 'growth', level: 5 },
      { type: 'materia-stored', player: 1, materia: 'red-circle', from: 'altar', space: 13 },
      { type: 'game-end-triggered', player: 1, reason: 'familiar-full' },
      { type: 'step-skipped', player: 1, step: 'take-store', remaining: 2 },
      { type: 'spell-level-changed', player: 1, spell: 'growth', from: 5, to: 4 },
      { type: 'day-ended', player: 1, day: 1 },
      { type: 'game-ended' },
    ]);
    expect(r.state.phase).toBe('ended');
    expect(altarOf(r.state)).toEqual(['red-circle', 'red-circle']);
    expect(levelOf(r.state, 'growth', 1)).toBe(4);
  });

  it('used at level 4 from a level-5 card: takes 2 and moves the card down to level 3, as the level-4 effect prints (5 → 3)', () => {
    const s = growth(5, { altar: ['red-circle', 'blue-square', 'yellow-triangle'] });
    // empty pool and board: no L3 swap is possible
    expect(casts(s)).toEqual([cast('growth', 4), cast('growth', 5)]);
    const c = step(s, cast('growth', 4));
    expect(effect(c.state).step).toEqual({ step: 'take-store', count: 2 });
    let r = step(c.state, pick('yellow-triangle'));
    r = step(r.state, pick('red-circle'));
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 1 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 3 },
    ]);
    expect(board(r.state)).toEqual(['yellow-triangle', 'red-circle']);
    expect(levelOf(r.state, 'growth')).toBe(3);
  });

  it('limits: empty altar → not-usable; learned today; wrong phase', () => {
    expectRefused(growth(5, { altar: [], pools: [['red-circle'], []], familiars: [['blue-circle'], []] }),
      { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'not-usable', null);
    const today = growth(5, { altar: ['red-circle'], learned: [[{ spell: 'growth', level: 5, card: 'green-triangle', day: 1 }], []] });
    expectRefused(today, { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'learned-today', 'spell');
    expectRefused(growth(5, { altar: ['red-circle'], phase: 'midday' }), { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'wrong-phase', 'spell');
    expectRefused(growth(5, { altar: ['red-circle'], phase: 'morning' }), { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'wrong-phase', 'spell');
  });
});

describe('Growth L4: take 2 and store them, then lower Growth to 3', () => {
  it('stores 2 chosen altar materia on the next spaces and lowers the card to 3', () => {
    const s = growth(4, { familiars: [['green-circle'], []], altar: ['red-circle', 'blue-square', 'yellow-triangle'], pools: [['red-square'], []] });
    const c = step(s, cast('growth', 4));
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'growth', level: 4, step: { step: 'take-store', count: 2 } });
    const one = step(c.state, pick('blue-square'));
    const two = step(one.state, pick('yellow-triangle'));
    expect(two.events.slice(0, 3)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'yellow-triangle', from: 'altar', space: 2 },
      { type: 'spell-level-changed', player: 0, spell: 'growth', from: 4, to: 3 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(board(two.state)).toEqual(['green-circle', 'blue-square', 'yellow-triangle']);
    expect(poolOf(two.state, 0)).toEqual(['red-square']);
    expect(levelOf(two.state, 'growth')).toBe(3);
  });

  it('1 space left: stores 1, triggers the end, skips the other, lowers to 3', () => {
    const s = growth(4, { familiars: [THIRTEEN_WHITE, []], altar: ['red-circle', 'red-circle'] });
    const r = step(s, cast('growth', 4));
    expect(types(r.events).slice(0, 6)).toEqual([
      'spell-cast', 'materia-stored', 'game-end-triggered', 'step-skipped', 'spell-level-changed', 'day-ended',
    ]);
    expect(r.events[3]).toEqual({ type: 'step-skipped', player: 0, step: 'take-store', remaining: 1 });
    expect(altarOf(r.state).filter((m) => m === 'red-circle').length).toBeGreaterThanOrEqual(1);
    expect(levelOf(r.state, 'growth')).toBe(3);
  });

  it('limits: a full board refuses L4 (nothing would move) but still allows the L3 swap; level 5 on a level-4 card', () => {
    // store the 14th materia at Midday; Growth is then tried in the Evening of the same Day
    const s = growth(4, { phase: 'midday', familiars: [THIRTEEN_WHITE, []], pools: [['black-circle', 'yellow-circle'], []], altar: ['red-circle'] });
    const full = step(s, { type: 'store', player: 0, materia: 'black-circle' }).state;
    expect(board(full)).toHaveLength(14);
    expect(full.phase).toBe('evening');
    expectRefused(full, { type: 'cast', player: 0, spell: 'growth', level: 4 }, 'not-usable', null);
    expect(casts(full)).toEqual([cast('growth', 3)]);
    expectRefused(full, { type: 'cast', player: 0, spell: 'growth', level: 5 }, 'level-unavailable', 'level');
    const c = step(full, cast('growth', 3));
    expect(legalActions(c.state)).toEqual([
      swap('yellow-circle', 'black-circle'),
      swap('yellow-circle', 'white-circle'),
      swap('yellow-circle', 'white-triangle'),
      swap('yellow-circle', 'white-square'),
    ]);
  });

  it('limits: empty altar → not-usable at L4 (L3 is offered instead when a swap is possible)', () => {
    const s = growth(4, { altar: [], familiars: [['blue-circle'], []], pools: [['red-circle'], []] });
    expectRefused(s, { type: 'cast', player: 0, spell: 'growth', level: 4 }, 'not-usable', null);
    expect(casts(s)).toEqual([cast('growth', 3)]);
  });
});

describe('Growth L3: swap 1 pool materia with 1 familiar materia; Growth does not move', () => {
  it('the pool materia takes the familiar materia\'s space', () => {
    const s = growth(3, { pools: [['red-circle', 'blue-square'], []], familiars: [['green-circle', 'yellow-triangle', 'green-circle'], []] });
    const c = step(s, cast('growth', 3));
    expect(effect(c.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'growth', level: 3, step: { step: 'swap-familiar' } });
    expect(legalActions(c.state)).toEqual([
      swap('red-circle', 'green-circle'),
      swap('red-circle', 'yellow-triangle'),
      swap('blue-square', 'green-circle'),
      swap('blue-square', 'yellow-triangle'),
    ]);
    const r = step(c.state, swap('blue-square', 'yellow-triangle'));
    expect(r.events[0]).toEqual({ type: 'materia-swapped', player: 0, with: 'familiar', give: 'blue-square', get: 'yellow-triangle', space: 1 });
    expect(r.events[1]).toEqual({ type: 'day-ended', player: 0, day: 1 });
    expect(board(r.state)).toEqual(['green-circle', 'blue-square', 'green-circle']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'yellow-triangle']);
    expect(levelOf(r.state, 'growth')).toBe(3);
    expect(types(r.events)).not.toContain('spell-level-changed');
  });

  it('used from a level-5 card with a full pool: the swap is allowed, the pool stays 9, Growth stays at 5', () => {
    const s = growth(5, { pools: [NINE_PURPLE, []], familiars: [['green-circle', 'red-square'], []], altar: [] });
    expect(casts(s)).toEqual([cast('growth', 3)]);
    const c = step(s, cast('growth', 3));
    const r = step(c.state, swap('purple-triangle', 'red-square'));
    expect(board(r.state)).toEqual(['green-circle', 'purple-triangle']);
    expect(poolOf(r.state, 0)).toEqual(['red-square', ...copies('purple-circle', 5), ...copies('purple-triangle', 3)]);
    expect(levelOf(r.state, 'growth')).toBe(5);
    expect(types(r.events)).not.toContain('spell-level-changed');
  });

  it('limits: empty board or empty pool → not-usable; level 4 on a level-3 card; learned today; wrong phase', () => {
    expectRefused(growth(3, { pools: [['red-circle'], []], familiars: [[], []] }), { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'not-usable', null);
    expectRefused(growth(3, { pools: [[], []], familiars: [['red-circle'], []] }), { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'not-usable', null);
    expectRefused(growth(3, { pools: [['red-circle'], []], familiars: [['blue-circle'], []], altar: ['yellow-circle'] }),
      { type: 'cast', player: 0, spell: 'growth', level: 4 }, 'level-unavailable', 'level');
    const today = growth(3, {
      pools: [['red-circle'], []], familiars: [['blue-circle'], []],
      learned: [[{ spell: 'growth', level: 3, card: 'green-triangle', day: 1 }], []],
    });
    expectRefused(today, { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'learned-today', 'spell');
    expectRefused(growth(3, { phase: 'midday', pools: [['red-circle'], []], familiars: [['blue-circle'], []] }),
      { type: 'cast', player: 0, spell: 'growth', level: 3 }, 'wrong-phase', 'spell');
  });
});

// ---------------------------------------------------------------------------------------------
// Interactions of the green spells with Mirage (rules §7 Mirage; profile point P5: the printed
// rules count the materia received in a Purification swap and those taken and stored, the
// digital reading counts takes into the pool only), and the swap of a materia for one of its own
// kind, which is no choice (rules §1).
// ---------------------------------------------------------------------------------------------

describe('green spells and Mirage', () => {
  it('Purification (printed): a received altar materia of the Mirage card rune makes the owner draw at once, before the next swap', () => {
    const s = riggedGame({ spells: ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'mirage', 'abundance'], phase: 'midday',
      learned: [[{ spell: 'purification', level: 4, card: 'green-circle' }, { spell: 'mirage', level: 3, card: 'blue-circle' }], []],
      pools: [['red-square', 'red-triangle'], []],
      altar: ['yellow-circle', 'yellow-square'],
      nextDraws: ['black-triangle'] });
    const c = step(s, cast('purification', 4));
    const one = step(c.state, swap('red-square', 'yellow-circle'));
    expect(one.events).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-square', get: 'yellow-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 3 },
      { type: 'materia-drawn', player: 0, materia: 'black-triangle' },
    ]);
    // the drawn materia was not moved by Purification, so it may be given; the received one may not
    expect(legalActions(one.state)).toEqual([
      swap('red-triangle', 'yellow-square'),
      swap('black-triangle', 'yellow-square'),
    ]);
  });

  it('Growth L5: materia stored straight from the altar trigger Mirage in the printed rules (draws at once), never in the digital reading', () => {
    const setup = (rules: 'printed' | 'digital') => riggedGame({ rules, spells: 'set3', phase: 'evening',
      learned: [[{ spell: 'growth', level: 5, card: 'green-triangle' }, { spell: 'mirage', level: 5, card: 'blue-circle' }], []],
      pools: [[], []],
      altar: ['red-circle', 'red-circle', 'red-square'],
      nextDraws: ['black-triangle', 'black-triangle', 'black-square', 'black-square'] });
    const printed = run(setup('printed'), [cast('growth', 5), pick('red-circle'), pick('red-circle')]);
    expect(types(printed.events).slice(0, 8)).toEqual([
      'spell-cast', 'materia-stored', 'spell-triggered', 'materia-drawn', 'materia-drawn', 'materia-stored', 'spell-triggered', 'materia-drawn',
    ]);
    expect(poolOf(printed.state, 0)).toEqual(['black-triangle', 'black-triangle', 'black-square', 'black-square']);
    const digital = run(setup('digital'), [cast('growth', 5), pick('red-circle'), pick('red-circle')]);
    expect(types(digital.events).slice(0, 4)).toEqual(['spell-cast', 'materia-stored', 'materia-stored', 'materia-stored']);
    expect(types(digital.events)).not.toContain('spell-triggered');
    expect(poolOf(digital.state, 0)).toEqual([]);
    for (const r of [printed, digital]) expect(board(r.state)).toEqual(['red-circle', 'red-circle', 'red-square']);
  });
});

describe('same-kind swaps are no choice (rules §1: a swap pair is of two different kinds; printed, and any profile with sameKindSwaps refused)', () => {
  for (const rules of ['printed', { ...RULE_PRESETS.digital, sameKindSwaps: 'refused' }] as const) {
    it(`${typeof rules === 'string' ? rules : 'digital with sameKindSwaps refused'}: Growth L3 with one kind in the pool and the same kind alone on the board is not usable; with another kind on the board only that pair is offered`, () => {
      const same = growth(3, { rules, pools: [['red-circle', 'red-circle'], []], familiars: [['red-circle'], []] });
      expect(casts(same)).toEqual([]);
      expectRefused(same, cast('growth', 3), 'not-usable', null);
      const s = growth(3, { rules, pools: [['red-circle'], []], familiars: [['red-circle', 'blue-square'], []] });
      const c = step(s, cast('growth', 3));
      // one pair is left, so it is made at once
      expect(c.events[1]).toEqual({ type: 'materia-swapped', player: 0, with: 'familiar', give: 'red-circle', get: 'blue-square', space: 1 });
      expect(board(c.state)).toEqual(['red-circle', 'red-circle']);
      expect(poolOf(c.state, 0)).toEqual(['blue-square']);
    });

    it(`${typeof rules === 'string' ? rules : 'digital with sameKindSwaps refused'}: Growth L3 refuses a same-kind pair with a message saying why`, () => {
      const s = growth(3, { rules, pools: [['red-circle', 'yellow-square'], []], familiars: [['red-circle', 'blue-square'], []] });
      const c = step(s, cast('growth', 3));
      expect(legalActions(c.state)).toEqual([
        swap('red-circle', 'blue-square'),
        swap('yellow-square', 'red-circle'),
        swap('yellow-square', 'blue-square'),
      ]);
      const refused = expectRefused(c.state, swap('red-circle', 'red-circle'), 'not-an-option', 'get');
      expect(refused.message).toMatch(/different kinds/);
    });

    it(`${typeof rules === 'string' ? rules : 'digital with sameKindSwaps refused'}: Purification with a pool and an altar of one same kind is not usable; the pair of one kind is never offered or accepted`, () => {
      const same = purification(4, ['red-circle', 'red-circle'], ['red-circle'], { rules });
      expect(casts(same)).toEqual([]);
      expectRefused(same, cast('purification', 3), 'not-usable', null);
      const s = purification(4, ['red-circle', 'red-circle'], ['red-circle', 'blue-square'], { rules });
      const c = step(s, cast('purification', 4));
      // the one pair of two kinds is made at once; then only red circles are left on both sides: the second swap is skipped
      expect(c.events.slice(1)).toEqual([
        { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'blue-square' },
        { type: 'step-skipped', player: 0, step: 'swap-altar', remaining: 1 },
        { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
      ]);
      expect(poolOf(c.state, 0)).toEqual(['red-circle', 'blue-square']);
      expect(altarOf(c.state)).toEqual(['red-circle', 'red-circle']);
    });

    it(`${typeof rules === 'string' ? rules : 'digital with sameKindSwaps refused'}: Purification refuses a same-kind pair with a message saying why`, () => {
      const s = purification(3, ['red-circle', 'yellow-square'], ['red-circle', 'blue-square'], { rules });
      const c = step(s, cast('purification', 3));
      expect(legalActions(c.state)).toEqual([
        swap('red-circle', 'blue-square'),
        swap('yellow-square', 'red-circle'),
        swap('yellow-square', 'blue-square'),
      ]);
      const refused = expectRefused(c.state, swap('red-circle', 'red-circle'), 'not-an-option', 'get');
      expect(refused.message).toMatch(/different kinds/);
    });
  }
});

describe('green points (the cards: Purification 1/2/3, Cure 3/4/5, Growth 3/4/6; final level counts)', () => {
  it('each level scores its printed points', () => {
    for (const spell of ['purification', 'cure', 'growth'] as const) {
      for (const level of LEVELS) {
        const s = riggedGame({
          spells: printedSet(card(spell).set), learned: [[learned(spell, level, 'green-circle')], []],
          familiars: [[], []],
        });
        expect(scoreGame(s).players[0]?.spells).toEqual([{ spell, level, points: fixedPoints(spell, level), variable: false }]);
      }
    }
  });

  it('Growth used at level 5 scores at its lowered final level (4 points, not 6)', () => {
    const s = growth(5, { altar: ['red-circle', 'red-circle', 'red-circle'] });
    expect(scoreGame(s).players[0]?.spells[0]?.points).toBe(6);
    const r = step(s, cast('growth', 5));
    expect(scoreGame(r.state).players[0]?.spells[0]).toEqual({ spell: 'growth', level: 4, points: 4, variable: false });
    expect(scoreGame(r.state).players[0]?.familiar).toEqual({ stored: 3, points: 3 });
  });
});
