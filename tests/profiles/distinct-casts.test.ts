// Distinct choices, under both profiles: levels of one card whose effects do the same thing from
// the current position (the same steps with the same parameters and the same lowering) are one
// choice, listed and accepted at the highest such level; levels whose effects differ stay
// separate even where their outcomes happen to coincide.
import { describe, expect, it } from 'vitest';
import { type RulePresetName } from '../../src/index.js';
import {
  cast, castFrom, expectRefused, learned, levelsListed, options, riggedGame, step,
} from '../kit/index.js';

const PROFILES: readonly RulePresetName[] = ['printed', 'digital'];

describe('distinct choices: Blaze, whose three levels are alike', () => {
  it.each(PROFILES)('%s: a level-5 card is listed once, at 5; 3 and 4 are refused as the same choice', (rules) => {
    const s = riggedGame({ spells: 'set3', rules, pools: [[], []], learned: [[learned('blaze', 5, 'red-square')], []] });
    expect(levelsListed(s, 'blaze')).toEqual([5]);
    const refused = expectRefused(s, cast('blaze', 3), 'level-unavailable', 'level');
    expect(refused.message).toMatch(/level 5/);
    expectRefused(s, cast('blaze', 4), 'level-unavailable', 'level');
  });

  it.each(PROFILES)('%s: a level-3 card is listed at 3, its only level', (rules) => {
    const s = riggedGame({ spells: 'set3', rules, pools: [[], []], learned: [[learned('blaze', 3, 'red-circle')], []] });
    expect(levelsListed(s, 'blaze')).toEqual([3]);
  });

  it.each(PROFILES)('%s: a Clone L5 copy of another player\'s level-5 Blaze is one choice too', (rules) => {
    const s = riggedGame({
      spells: ['blaze', 'divination', 'growth', 'focus', 'clone', 'transmutation', 'communion'], rules, phase: 'midday',
      altar: ['purple-circle', 'purple-square'], pools: [['white-circle'], []],
      learned: [[learned('clone', 5, 'white-circle')], [learned('blaze', 5, 'red-square')]],
    });
    const copying = step(s, cast('clone', 5)).state;
    expect(options(copying).filter((a) => a.type === 'cast')).toEqual([castFrom('blaze', 5, 1)]);
    expectRefused(copying, castFrom('blaze', 4, 1), 'level-unavailable', 'level');
  });
});

describe('distinct choices: levels whose effects differ stay separate', () => {
  // Under the digital preset Offering L4 needs 3 of one colour (usableWhen 'effect-fits', P10, see
  // usable-when.test.ts), so only the printed one can list it with 2.
  it('printed: Offering L3 and L4 are both listed even when only 2 of one colour can be stored', () => {
    const s = riggedGame({
      rules: 'printed', phase: 'midday', pools: [['black-circle', 'black-triangle'], []],
      spells: ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'swiftness', 'abundance'],
      learned: [[learned('offering', 4, 'black-square')], []],
    });
    expect(levelsListed(s, 'offering')).toEqual([3, 4]);
  });

  it.each(PROFILES)('%s: Sacrifice lists every level (each discards another rune)', (rules) => {
    const s = riggedGame({ rules, pools: [['red-circle', 'red-triangle', 'red-square'], []], learned: [[learned('sacrifice', 5, 'red-square')], []] });
    expect(levelsListed(s, 'sacrifice')).toEqual([3, 4, 5]);
  });
});
