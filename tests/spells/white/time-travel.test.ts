// Time Travel (white, Evening) at levels 3, 4 and 5: its cost (a discard of the level's rune),
// the raise of another learned spell and what a raise does (instants, permanents, points), with
// legality, fallback and the learned-today rule.
import { describe, expect, it } from 'vitest';
import {
  availableLevels, countsOf, currentDecision, total, type GameState, type MateriaKind, type RiggedSetup,
  type RiggedSpell,
} from '../../../src/index.js';
import {
  FIVE, cast, casts, effect, expectRefused, learned, levelOf, options, pass, passUntil, pick, pointsOf, poolOf,
  raise, riggedGame, run, step, types,
} from '../../kit/index.js';
import { TT_ABUNDANCE, TT_COMMUNION } from './selections.js';

describe('Time Travel (Evening): discard 1 materia of rune R_L (a cost), then raise another learned spell', () => {
  const evening = (pool: MateriaKind[], mine: RiggedSpell[], extra: Partial<RiggedSetup> = {}): GameState =>
    riggedGame({ spells: TT_ABUNDANCE, phase: 'evening', altar: FIVE, pools: [pool, []], learned: [mine, []], ...extra });

  it('L3: the player picks which circle to discard, then which spell to raise; raising Abundance 3→4 draws nothing', () => {
    const s0 = evening(['red-circle', 'green-circle', 'blue-square'], [
      learned('time-travel', 3, 'white-circle'), learned('abundance', 3, 'yellow-circle'), learned('sacrifice', 4, 'red-triangle'),
    ]);
    expect(casts(s0)).toEqual([cast('time-travel', 3)]);
    let r = step(s0, cast('time-travel', 3));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'time-travel', level: 3 }]);
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'time-travel', level: 3,
      step: { step: 'discard', count: 1, cost: true, filter: { rune: 'circle' } },
    });
    expect(options(r.state)).toEqual([pick('red-circle'), pick('green-circle')]);
    expectRefused(r.state, pick('blue-square'), 'not-an-option');
    expectRefused(r.state, raise('abundance'), 'wrong-step', 'type');
    expectRefused(r.state, pass(), 'wrong-step', 'type');

    r = step(r.state, pick('green-circle'));
    expect(r.events).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: 'green-circle' }]);
    expect(effect(r.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'time-travel', level: 3, step: { step: 'raise' } });
    // Time Travel itself is never a target.
    expect(options(r.state)).toEqual([raise('abundance'), raise('sacrifice')]);
    expectRefused(r.state, raise('time-travel'), 'not-an-option');
    expectRefused(r.state, raise('levitation'), 'not-an-option');

    r = step(r.state, raise('abundance'));
    expect(r.events[0]).toEqual({ type: 'spell-level-changed', player: 0, spell: 'abundance', from: 3, to: 4 });
    // No instant: Abundance L4 would draw 3; the only draw is the altar resupply's reveal.
    expect(types(r.events)).toEqual(['spell-level-changed', 'day-ended', 'altar-resupplied', 'materia-revealed', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'blue-square']);
    expect(r.state.discard).toEqual(countsOf(['green-circle']));
    expect(r.state.players[0]?.spells).toEqual([
      { spell: 'time-travel', level: 3, card: 'white-circle', day: 0 },
      { spell: 'abundance', level: 4, card: 'yellow-circle', day: 0 },
      { spell: 'sacrifice', level: 4, card: 'red-triangle', day: 0 },
    ]);
    expect(pointsOf(r.state, 'abundance')).toBe(5);
  });

  it('L3 limit: without a circle the cost cannot be paid, so it is not legal; a level above the card is unavailable', () => {
    const s = evening(['red-triangle', 'red-square', 'blue-triangle'], [learned('time-travel', 3, 'white-circle'), learned('abundance', 3, 'yellow-circle')]);
    expectRefused(s, cast('time-travel', 3), 'not-usable');
    expectRefused(s, cast('time-travel', 4), 'level-unavailable', 'level');
    expectRefused(s, cast('time-travel', 5), 'level-unavailable', 'level');
    expect(casts(s)).toEqual([]);
    expect(availableLevels(s, 0, 'time-travel')).toEqual([3]);
  });

  it('L4: a single triangle and a single target are chosen automatically; raising Swiftness 3→4 gives no extra Morning action', () => {
    const s = evening(['blue-triangle', 'red-circle'], [learned('time-travel', 4, 'white-triangle'), learned('swiftness', 3, 'blue-circle')]);
    // Fallback: the L4 card can also be used at level 3, paying a circle.
    expect(casts(s)).toEqual([cast('time-travel', 3), cast('time-travel', 4)]);
    const r = step(s, cast('time-travel', 4));
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'time-travel', level: 4 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'blue-triangle' },
      { type: 'spell-level-changed', player: 0, spell: 'swiftness', from: 3, to: 4 },
    ]);
    expect(types(r.events).slice(3)).toEqual(['day-ended', 'altar-resupplied', 'materia-revealed', 'phase-started']);
    expect(r.state.pending).toEqual([]);
    expect(currentDecision(r.state)).toEqual({ kind: 'phase', player: 1, phase: 'morning', day: 2, actionsTaken: 0 });
    expect(poolOf(r.state, 0)).toEqual(['red-circle']);
    expect(levelOf(r.state, 'swiftness')).toBe(4);
  });

  it('L4 limit: no other spell below level 5 means no target, so it is not legal (even with the rune)', () => {
    const alone = evening(['blue-triangle'], [learned('time-travel', 4, 'white-triangle')]);
    expectRefused(alone, cast('time-travel', 4), 'not-usable');
    const maxed = evening(['blue-triangle', 'red-circle'], [
      learned('time-travel', 4, 'white-triangle'), learned('sacrifice', 5, 'red-square'), learned('abundance', 5, 'yellow-square'),
    ]);
    expectRefused(maxed, cast('time-travel', 4), 'not-usable');
    expectRefused(maxed, cast('time-travel', 3), 'not-usable');
    expect(casts(maxed)).toEqual([]);
  });

  it('L4 limit: a spell already at level 5 is not a target (never above 5)', () => {
    const s = evening(['blue-triangle'], [
      learned('time-travel', 4, 'white-triangle'), learned('sacrifice', 5, 'red-square'),
      learned('levitation', 4, 'purple-circle'), learned('purification', 3, 'green-circle'),
    ]);
    const r = step(s, cast('time-travel', 4));
    expect(effect(r.state).step).toEqual({ step: 'raise' });
    expect(options(r.state)).toEqual([raise('levitation'), raise('purification')]);
    expectRefused(r.state, raise('sacrifice'), 'not-an-option');
    const done = step(r.state, raise('levitation'));
    expect(levelOf(done.state, 'levitation')).toBe(5);
    expect(levelOf(done.state, 'sacrifice')).toBe(5);
  });

  it('L5: discards a square; raising Feast 4→5 replaces its 2 fixed points by +1 per colour on the board', () => {
    const s = evening(['red-square', 'red-circle'], [learned('time-travel', 5, 'white-square'), learned('feast', 4, 'black-circle')], {
      familiars: [['red-circle', 'green-circle', 'blue-triangle', 'blue-circle'], []],
    });
    expect(pointsOf(s, 'feast')).toBe(2);
    expect(casts(s)).toEqual([cast('time-travel', 3), cast('time-travel', 5)]);
    const r = step(s, cast('time-travel', 5));
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'time-travel', level: 5 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-square' },
      { type: 'spell-level-changed', player: 0, spell: 'feast', from: 4, to: 5 },
    ]);
    expect(levelOf(r.state, 'feast')).toBe(5);
    expect(pointsOf(r.state, 'feast')).toBe(3);
    // Feast at level 5 has no action of its own, but its levels 3 and 4 stay usable.
    expect(availableLevels(r.state, 0, 'feast')).toEqual([3, 4]);
  });

  it('L5 limit: level 5 needs a square; by fallback the level-5 card may pay a circle (level 3) or a triangle (level 4)', () => {
    const s = evening(['red-circle', 'green-triangle'], [learned('time-travel', 5, 'white-square'), learned('sacrifice', 3, 'red-triangle')]);
    expectRefused(s, cast('time-travel', 5), 'not-usable');
    expect(casts(s)).toEqual([cast('time-travel', 3), cast('time-travel', 4)]);
    const r3 = step(s, cast('time-travel', 3));
    expect(r3.events[1]).toEqual({ type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-circle' });
    expect(levelOf(r3.state, 'sacrifice')).toBe(4);
    const r4 = step(s, cast('time-travel', 4));
    expect(r4.events[1]).toEqual({ type: 'materia-discarded', from: 'pool', player: 0, materia: 'green-triangle' });
    expect(levelOf(r4.state, 'sacrifice')).toBe(4);
    // The level used does not change Time Travel's own card.
    expect(levelOf(r4.state, 'time-travel')).toBe(5);
  });

  it('raising Swiftness 4→5 gives two Morning actions from the next Day (not re-firing its instant)', () => {
    const s = evening(['red-triangle', 'red-circle'], [learned('time-travel', 4, 'white-triangle'), learned('swiftness', 4, 'blue-circle')], {
      nextDraws: ['yellow-circle', 'yellow-triangle', 'yellow-square', 'green-circle'],
    });
    let state = step(s, cast('time-travel', 4)).state;
    expect(levelOf(state, 'swiftness')).toBe(5);
    // Player 1 plays a Day with one Morning action.
    expect(currentDecision(state)).toEqual({ kind: 'phase', player: 1, phase: 'morning', day: 2, actionsTaken: 0 });
    state = passUntil(state, 0, 'morning').state;
    expect(currentDecision(state)).toEqual({ kind: 'phase', player: 0, phase: 'morning', day: 3, actionsTaken: 0 });
    let r = step(state, { type: 'draw', player: 0 });
    expect(currentDecision(r.state)).toEqual({ kind: 'phase', player: 0, phase: 'morning', day: 3, actionsTaken: 1 });
    expect(options(r.state)).toContainEqual(pass());
    r = step(r.state, { type: 'draw', player: 0 });
    expect(r.state.phase).toBe('midday');
    expect(total(r.state.players[0]?.pool ?? [])).toBe(5);

    // Control: with Swiftness left at level 4, one Morning action.
    const control = passUntil(step(s, pass()).state, 0, 'morning').state;
    expect(step(control, { type: 'draw', player: 0 }).state.phase).toBe('midday');
  });

  it('raising Communion 3→4→5 over several Days: no take-and-store again, L4 end points on the card rune, then L5 keeps 2 of each later Learn\'s discards', () => {
    // The digital profile's Communion L5 (2 of the Learn's own discards), whose step shows the keep.
    const s0 = riggedGame({ rules: 'digital', spells: TT_COMMUNION, phase: 'evening', altar: FIVE,
      pools: [['red-circle', 'yellow-circle', 'purple-circle', 'purple-triangle', 'purple-square'], []],
      familiars: [['red-triangle', 'green-triangle', 'blue-circle'], []],
      learned: [[learned('time-travel', 5, 'white-square'), learned('communion', 3, 'yellow-triangle'), learned('sacrifice', 5, 'red-square')], []] });
    expect(pointsOf(s0, 'communion')).toBe(0);
    // Day 1: raise to 4 (Sacrifice is at 5, so Communion is the only target).
    let r = step(s0, cast('time-travel', 3));
    expect(effect(r.state).step).toEqual({ step: 'discard', count: 1, cost: true, filter: { rune: 'circle' } });
    expect(options(r.state)).toEqual([pick('red-circle'), pick('purple-circle'), pick('yellow-circle')]);
    r = step(r.state, pick('red-circle'));
    expect(r.events[1]).toEqual({ type: 'spell-level-changed', player: 0, spell: 'communion', from: 3, to: 4 });
    expect(r.events.some((e) => e.type === 'materia-stored')).toBe(false);
    expect(r.state.players[0]?.familiar).toEqual(['red-triangle', 'green-triangle', 'blue-circle']);
    // L4: +1 per familiar materia of the card rune (triangle).
    expect(pointsOf(r.state, 'communion')).toBe(2);

    // Day 3: raise to 5.
    let state = passUntil(r.state, 0, 'evening').state;
    expect(state.day).toBe(3);
    r = run(state, [cast('time-travel', 3), pick('yellow-circle')]);
    expect(levelOf(r.state, 'communion')).toBe(5);
    expect(pointsOf(r.state, 'communion')).toBe(0);
    expect(r.state.players[0]?.familiar).toHaveLength(3);

    // Day 5: a Learn now stores 2 of its discards (compulsory; the player picks the order).
    state = passUntil(r.state, 0, 'evening').state;
    expect(state.day).toBe(5);
    expect(poolOf(state, 0)).toEqual(['purple-circle', 'purple-triangle', 'purple-square']);
    const discardBefore = state.discard;
    r = step(state, {
      type: 'learn', player: 0, spell: 'levitation', level: 3, onCard: 'purple-circle',
      spend: ['purple-circle', 'purple-triangle', 'purple-square'],
    });
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'levitation', level: 3,
      step: { step: 'learn-discards', keep: 2, setAside: ['purple-triangle', 'purple-square'] },
    });
    expect(options(r.state)).toEqual([pick('purple-triangle'), pick('purple-square')]);
    r = step(r.state, pick('purple-square'));
    expect(r.state.players[0]?.familiar).toEqual(['red-triangle', 'green-triangle', 'blue-circle', 'purple-square', 'purple-triangle']);
    expect(r.events.some((e) => e.type === 'materia-discarded' && e.from === 'pool')).toBe(false);
    expect(r.state.discard).toEqual(discardBefore);
    expect(poolOf(r.state, 0)).toEqual([]);
  });

  it('can raise a spell learned earlier the same Day (rigged); Time Travel learned today is not usable', () => {
    const s = evening(['red-circle'], [learned('time-travel', 3, 'white-circle'), learned('levitation', 3, 'purple-circle', 1)]);
    const r = step(s, cast('time-travel', 3));
    expect(levelOf(r.state, 'levitation')).toBe(4);
    const today = evening(['red-circle'], [learned('time-travel', 3, 'white-circle', 1), learned('levitation', 3, 'purple-circle')]);
    expectRefused(today, cast('time-travel', 3), 'learned-today', 'spell');
    expect(casts(today)).toEqual([]);
  });
});
