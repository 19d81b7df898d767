// P9, swaps of one kind: Purification (pool for altar) and Growth L3 (pool for familiar board)
// exchange materia pair by pair. The printed profile refuses a pair of one kind (it changes
// nothing on the table, so it is no choice); the digital version lets the two tokens change places
// like any pair. Each test plays one position under both profiles.
import { describe, expect, it } from 'vitest';
import { RULE_PRESETS, legalActions, type RuleProfile } from '../../src/index.js';
import {
  altarOf, board, cast, casts, expectRefused, learned, poolOf, riggedGame, step, swap, types,
} from '../kit/index.js';
import { growth, purification } from '../spells/green/positions.js';

describe('P9 swaps of one kind: Purification', () => {
  it('printed: a pool and an altar of one kind leave no pair, so Purification is not legal', () => {
    const s = purification(3, ['red-circle', 'red-circle'], ['red-circle'], { rules: 'printed' });
    expect(casts(s)).toEqual([]);
    expectRefused(s, cast('purification', 3), 'not-usable', null);
  });

  it('digital: the same position is legal, and the swap exchanges the two red circles', () => {
    const s = purification(3, ['red-circle', 'red-circle'], ['red-circle'], { rules: 'digital' });
    expect(casts(s)).toEqual([cast('purification', 3)]);
    const r = step(s, cast('purification', 3));
    expect(r.events[1]).toEqual({ type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'red-circle' });
    expect(poolOf(r.state)).toEqual(['red-circle', 'red-circle']);
    expect(altarOf(r.state)).toEqual(['red-circle']);
    expect(types(r.events)).toContain('phase-started');
  });

  it('printed lists only pairs of two kinds; digital lists the pair of one kind too, and accepts it', () => {
    const position = (rules: 'printed' | 'digital') => step(purification(3, ['red-circle', 'yellow-square'], ['red-circle', 'blue-square'], { rules }), cast('purification', 3)).state;
    const printed = position('printed');
    const digital = position('digital');
    expect(legalActions(printed)).toEqual([swap('red-circle', 'blue-square'), swap('yellow-square', 'red-circle'), swap('yellow-square', 'blue-square')]);
    expect(legalActions(digital)).toEqual([
      swap('red-circle', 'red-circle'), swap('red-circle', 'blue-square'), swap('yellow-square', 'red-circle'), swap('yellow-square', 'blue-square'),
    ]);
    expect(expectRefused(printed, swap('red-circle', 'red-circle'), 'not-an-option', 'get').message).toMatch(/different kinds/);
    expect(step(digital, swap('red-circle', 'red-circle')).events[0]).toEqual({ type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'red-circle' });
  });

  it('a mixed profile (printed with sameKindSwaps allowed): a swap of one kind counts as a take for Mirage (for-self), so it draws', () => {
    const rules: RuleProfile = { ...RULE_PRESETS.printed, sameKindSwaps: 'allowed' };
    const s = riggedGame({
      rules, phase: 'midday', spells: ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'mirage', 'abundance'],
      pools: [['red-circle'], []], altar: ['red-circle'], nextDraws: ['yellow-square', 'yellow-triangle'],
      learned: [[learned('purification', 3, 'green-circle'), learned('mirage', 5, 'blue-circle')], []],
    });
    const r = step(s, cast('purification', 3));
    expect(r.events.slice(1, 5)).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 5 },
      { type: 'materia-drawn', player: 0, materia: 'yellow-square' },
      { type: 'materia-drawn', player: 0, materia: 'yellow-triangle' },
    ]);
  });
});

describe('P9 swaps of one kind: Growth L3', () => {
  it('printed: one kind in the pool and the same kind alone on the board: Growth L3 is not legal', () => {
    const s = growth(3, { rules: 'printed', pools: [['red-circle'], []], familiars: [['red-circle'], []] });
    expect(casts(s)).toEqual([]);
    expectRefused(s, cast('growth', 3), 'not-usable', null);
  });

  it('digital: the same position is legal; the two red circles change places and the board keeps its space', () => {
    const s = growth(3, { rules: 'digital', pools: [['red-circle'], []], familiars: [['red-circle'], []] });
    expect(casts(s)).toEqual([cast('growth', 3)]);
    const r = step(s, cast('growth', 3));
    expect(r.events[1]).toEqual({ type: 'materia-swapped', player: 0, with: 'familiar', give: 'red-circle', get: 'red-circle', space: 0 });
    expect(board(r.state)).toEqual(['red-circle']);
    expect(poolOf(r.state)).toEqual(['red-circle']);
  });
});
