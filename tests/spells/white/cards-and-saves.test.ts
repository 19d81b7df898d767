// The white cards' points, and white effects in progress that survive a save and a load.
import { describe, expect, it } from 'vitest';
import {
  LEVELS, currentDecision, deserialize, legalActions, serialize, type Action, type GameState,
} from '../../../src/index.js';
import { card, fixedPoints, printedSet } from '../../oracle/cards.js';
import {
  cast, castFrom, effect, learned, levelOf, pick, pointsOf, riggedGame, run, step, stop,
} from '../../kit/index.js';
import { CLONE_A, STORM_SET } from './selections.js';

describe('card data (the cards) and points per level', () => {
  it('Time Travel, Storm and Clone: white, sets 1/2/3, phases, points 2/4/6, 4/6/8, 4/5/6', () => {
    for (const spell of ['time-travel', 'storm', 'clone'] as const) {
      expect(card(spell).colour).toBe('white');
      for (const level of LEVELS) {
        const s = riggedGame({
          spells: printedSet(card(spell).set), pools: [[], []],
          learned: [[learned(spell, level, 'white-circle')], []],
        });
        expect(pointsOf(s, spell)).toBe(fixedPoints(spell, level));
      }
    }
  });
});

describe('a pending white effect survives a save and a load', () => {
  // deserialize(serialize(s)) equals s mid-effect, and play goes on identically from the copy.
  function roundTrip(s: GameState): GameState {
    const loaded = deserialize(serialize(s));
    expect(loaded).toEqual(s);
    expect(currentDecision(loaded)).toEqual(currentDecision(s));
    expect(legalActions(loaded)).toEqual(legalActions(s));
    return loaded;
  }

  it('Storm in the middle of its discards', () => {
    const s = riggedGame({ spells: STORM_SET, phase: 'evening', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[], []],
      learned: [[learned('storm', 5, 'white-circle')], []], nextDraws: ['yellow-square'] });
    const mid = run(s, [cast('storm', 5), pick('blue-square')]).state;
    expect(effect(mid).step).toEqual({ step: 'clear-altar', discarded: 1 });
    const loaded = roundTrip(mid);
    const rest: Action[] = [stop(), pick('red-circle'), pick('green-triangle')];
    const a = run(mid, rest);
    const b = run(loaded, rest);
    expect(b.state).toEqual(a.state);
    expect(b.events).toEqual(a.events);
    expect(levelOf(b.state, 'storm')).toBe(4);
  });

  it('Clone with a copied effect nested in it (Clone L5 → another player\'s Levitation)', () => {
    const s = riggedGame({ spells: CLONE_A, phase: 'midday', altar: ['red-circle', 'green-circle', 'blue-triangle'], pools: [['red-triangle', 'blue-triangle'], []],
      learned: [[learned('clone', 5, 'white-triangle')], [learned('levitation', 4, 'purple-square')]] });
    let mid = step(s, cast('clone', 5)).state;
    expect(effect(mid).step).toEqual({ step: 'discard', count: 1, cost: true, filter: { rune: 'triangle' } });
    roundTrip(mid);
    mid = step(mid, pick('red-triangle')).state;
    expect(effect(mid).step).toEqual({ step: 'phase-action', phase: 'morning', as: 'copy' });
    roundTrip(mid);
    mid = step(mid, castFrom('levitation', 3, 1)).state;
    expect(mid.pending).toHaveLength(2);
    const loaded = roundTrip(mid);
    const a = step(mid, pick('green-circle'));
    const b = step(loaded, pick('green-circle'));
    expect(b.state).toEqual(a.state);
    expect(b.state.phase).toBe('evening');
  });
});
