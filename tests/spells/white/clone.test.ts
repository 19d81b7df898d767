// Clone (white, Midday) at levels 3, 4 and 5: the copy of another player's Midday, Evening or
// Morning action (a full action, with its own legality; a copied Learn is a full Learn), Clone L5's
// discard first, and the learned-today rule.
import { describe, expect, it } from 'vitest';
import {
  currentDecision, total, type Action, type GameState, type MateriaKind, type RiggedSetup, type RiggedSpell,
  type SpellId,
} from '../../../src/index.js';
import {
  FIVE, cast, castFrom, casts, copies, effect, expectRefused, learned, levelOf, options, pass, pick, poolOf,
  riggedGame, run, step, stop, store, take, types,
} from '../../kit/index.js';
import { CLONE_A, CLONE_B, CLONE_C } from './selections.js';

describe('Clone L3 (Midday): copies a Midday action', () => {
  const midday = (pool: MateriaKind[], mine: RiggedSpell[], theirs: RiggedSpell[], extra: Partial<RiggedSetup> = {}, spells = CLONE_A): GameState =>
    riggedGame({ spells: spells, phase: 'midday', altar: FIVE, pools: [pool, []], learned: [mine, theirs], ...extra });

  const theirsA = [
    learned('offering', 4, 'black-triangle'), learned('purification', 3, 'green-circle'),
    learned('levitation', 5, 'purple-square'), learned('abundance', 3, 'yellow-circle'), learned('clone', 5, 'white-square'),
  ];

  it('offers Store 1 and the other player\'s Midday spells (never the player\'s own), and Store 1 stores', () => {
    const s = midday(['red-circle', 'blue-square'], [learned('clone', 3, 'white-circle'), learned('offering', 4, 'black-circle')], theirsA);
    expect(casts(s)).toEqual([cast('clone', 3), cast('offering', 3), cast('offering', 4)]);
    let r = step(s, cast('clone', 3));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'clone', level: 3 }]);
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'clone', level: 3, step: { step: 'phase-action', phase: 'midday', as: 'copy' },
    });
    expect(options(r.state)).toEqual([
      store('red-circle'), store('blue-square'),
      castFrom('offering', 3, 1), castFrom('offering', 4, 1), castFrom('purification', 3, 1),
    ]);
    r = step(r.state, store('blue-square'));
    expect(r.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'blue-square', from: 'pool', space: 0 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(r.state.pending).toEqual([]);
  });

  it('copies another player\'s Offering at that card\'s level or lower, on the cloner\'s pool and board', () => {
    const s = midday(['red-circle', 'red-triangle', 'red-square', 'blue-square'], [learned('clone', 3, 'white-circle')], theirsA);
    let r = run(s, [cast('clone', 3)]);
    expectRefused(r.state, castFrom('offering', 5, 1), 'level-unavailable', 'level');
    r = step(r.state, castFrom('offering', 4, 1));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'offering', level: 4, from: 1 }]);
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'offering', level: 4, step: { step: 'store', count: 3, filter: { sameColour: true } },
    });
    expect(options(r.state)).toEqual([pick('red-circle'), pick('red-triangle'), pick('red-square'), pick('blue-square')]);
    r = step(r.state, pick('red-square'));
    expect(options(r.state)).toEqual([pick('red-circle'), pick('red-triangle')]);
    r = step(r.state, pick('red-circle'));
    // The last red is stored automatically (one option left).
    expect(r.state.players[0]?.familiar).toEqual(['red-square', 'red-circle', 'red-triangle']);
    expect(poolOf(r.state, 0)).toEqual(['blue-square']);
    expect(r.state.players[1]?.familiar).toEqual([]);
    expect(r.state.phase).toBe('evening');
    // Nothing changed on the copied card.
    expect(r.state.players[1]?.spells).toEqual(s.players[1]?.spells);
  });

  it('copies Purification: the altar materia received triggers the cloner\'s own Mirage', () => {
    const s = midday(['red-circle'], [learned('clone', 3, 'white-circle'), learned('mirage', 3, 'blue-square')],
      [learned('purification', 4, 'green-circle'), learned('mirage', 4, 'blue-circle')],
      { altar: ['yellow-square', 'green-circle'], nextDraws: ['black-triangle'] });
    let r = run(s, [cast('clone', 3)]);
    expect(options(r.state)).toEqual([store('red-circle'), castFrom('purification', 3, 1), castFrom('purification', 4, 1)]);
    r = step(r.state, castFrom('purification', 4, 1));
    expect(effect(r.state).step).toEqual({ step: 'swap-altar', count: 2, given: [], received: [] });
    r = step(r.state, { type: 'swap', player: 0, give: 'red-circle', get: 'yellow-square' });
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-circle', get: 'yellow-square' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 3 },
      { type: 'materia-drawn', player: 0, materia: 'black-triangle' },
    ]);
    expect(r.events.some((e) => e.type === 'spell-triggered' && e.player === 1)).toBe(false);
  });

  it('copies Feast: L4 takes 1 and stores it; L3 takes only a colour on the CLONER\'s board; L5 has no action', () => {
    const mine = [learned('clone', 3, 'white-circle')];
    const theirs = [learned('feast', 5, 'black-circle'), learned('cure', 3, 'green-circle')];
    const s = midday([], mine, theirs, { altar: ['red-circle', 'blue-square', 'yellow-triangle'], familiars: [['blue-circle'], ['red-square']] }, CLONE_C);
    let r = run(s, [cast('clone', 3)]);
    // Empty pool: no Store 1; Cure L3 draws then discards, so it is listed.
    expect(options(r.state)).toEqual([castFrom('feast', 3, 1), castFrom('feast', 4, 1), castFrom('cure', 3, 1)]);
    expectRefused(r.state, castFrom('feast', 5, 1), 'level-unavailable', 'level');
    const l3 = step(r.state, castFrom('feast', 3, 1));
    // Only blue is on the cloner's board (red is on the owner's): the one fitting take is automatic.
    expect(l3.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'feast', level: 3, from: 1 },
      { type: 'materia-taken', player: 0, materia: 'blue-square' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    r = step(r.state, castFrom('feast', 4, 1));
    expect(effect(r.state).step).toEqual({ step: 'take-store', count: 1 });
    r = step(r.state, pick('yellow-triangle'));
    expect(r.state.players[0]?.familiar).toEqual(['blue-circle', 'yellow-triangle']);
  });

  it('copies Cure: draws, then discards the full number from the cloner\'s pool', () => {
    const s = midday(['red-circle'], [learned('clone', 3, 'white-circle')], [learned('cure', 4, 'green-circle')],
      { nextDraws: ['yellow-circle', 'yellow-square'] }, CLONE_C);
    let r = run(s, [cast('clone', 3), castFrom('cure', 4, 1)]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'yellow-circle', 'yellow-square']);
    expect(effect(r.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'cure', level: 4, step: { step: 'discard', count: 2 } });
    r = run(r.state, [pick('red-circle'), pick('yellow-square')]);
    expect(poolOf(r.state, 0)).toEqual(['yellow-circle']);
    expect(r.state.phase).toBe('evening');
  });

  it('with one option only (one pool kind, nothing to copy), the copy is chosen automatically', () => {
    const s = midday(['red-circle', 'red-circle'], [learned('clone', 3, 'white-circle')], []);
    const r = step(s, cast('clone', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'clone', level: 3 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'pool', space: 0 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
  });

  it('limit: never the player\'s own spell, never a spell of another phase or without phase, never Clone', () => {
    const s = midday(['red-circle', 'blue-square'], [learned('clone', 3, 'white-circle'), learned('offering', 4, 'black-circle')], theirsA);
    const at = step(s, cast('clone', 3)).state;
    expectRefused(at, cast('offering', 3), 'wrong-step', 'from');
    expectRefused(at, cast('clone', 3), 'wrong-step', 'from');
    expectRefused(at, castFrom('offering', 3, 0), 'not-learned', 'from');
    expectRefused(at, castFrom('offering', 3, 2), 'not-learned', 'from');
    expectRefused(at, castFrom('sacrifice', 3, 1), 'not-learned', 'spell');
    expectRefused(at, castFrom('levitation', 3, 1), 'wrong-phase', 'spell');
    expectRefused(at, castFrom('abundance', 3, 1), 'wrong-phase', 'spell');
    expectRefused(at, castFrom('clone', 3, 1), 'not-usable', 'spell');
    expectRefused(at, castFrom('clone', 5, 1), 'not-usable', 'spell');
    expectRefused(at, take('green-square'), 'wrong-phase', 'type');
    expectRefused(at, { type: 'draw', player: 0 }, 'wrong-phase', 'type');
    expectRefused(at, {
      type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: ['red-circle', 'red-circle', 'red-circle'],
    }, 'wrong-phase', 'type');
    expectRefused(at, pass(), 'wrong-step', 'type');
    expectRefused(at, stop(), 'wrong-step', 'type');
  });

  it('limit: with an empty pool and nothing to copy, Clone L3 is not legal; a level above the card is unavailable', () => {
    const s = midday([], [learned('clone', 3, 'white-circle')], [learned('levitation', 5, 'purple-square')]);
    expectRefused(s, cast('clone', 3), 'not-usable');
    expectRefused(s, cast('clone', 4), 'level-unavailable', 'level');
    expect(casts(s)).toEqual([]);
  });

  it('limit: Clone learned today is not usable today', () => {
    const s = midday(['red-circle'], [learned('clone', 3, 'white-circle', 1)], theirsA);
    expectRefused(s, cast('clone', 3), 'learned-today', 'spell');
    expect(casts(s)).toEqual([]);
  });

  it('with 3 players, lists each other player\'s card separately, clockwise from the cloner\'s left', () => {
    const s = riggedGame({ players: 3, spells: CLONE_A, phase: 'midday', altar: FIVE, pools: [[], ['red-circle'], []], active: 1,
      learned: [[learned('offering', 3, 'black-circle')], [learned('clone', 3, 'white-circle')], [learned('offering', 4, 'black-square')]] });
    const r = step(s, cast('clone', 3, 1));
    expect(options(r.state)).toEqual([
      store('red-circle', 1), castFrom('offering', 3, 2, 1), castFrom('offering', 4, 2, 1), castFrom('offering', 3, 0, 1),
    ]);
  });
});

describe('Clone L4 (Midday): copies an Evening action', () => {
  const midday = (pool: MateriaKind[], mine: RiggedSpell[], theirs: RiggedSpell[], spells: SpellId[], extra: Partial<RiggedSetup> = {}): GameState =>
    riggedGame({ spells: spells, phase: 'midday', altar: FIVE, pools: [pool, []], learned: [mine, theirs], ...extra });

  it('a copied Learn is a full Learn: the player learns two spells in one Day (at Midday and in the Evening)', () => {
    const pool: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square', 'yellow-circle', 'yellow-triangle', 'yellow-square'];
    const s = midday(pool, [learned('clone', 4, 'white-circle')], [], CLONE_A, { nextDraws: ['green-circle', 'green-triangle'] });
    let r = step(s, cast('clone', 4));
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'clone', level: 4, step: { step: 'phase-action', phase: 'evening', as: 'copy' },
    });
    const opts = options(r.state);
    expect(opts.length).toBeGreaterThan(0);
    expect(opts.every((a) => a.type === 'learn')).toBe(true);
    const sacrifice: Action = {
      type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-square', spend: ['red-circle', 'red-triangle', 'red-square'],
    };
    expect(opts).toContainEqual(sacrifice);
    expectRefused(r.state, store('red-circle'), 'wrong-phase', 'type');
    expectRefused(r.state, { ...sacrifice, level: 4 } as Action, 'invalid-payment', 'spend');
    r = step(r.state, sacrifice);
    expect(r.events).toEqual([
      { type: 'spell-learned', player: 0, spell: 'sacrifice', level: 3, card: 'red-square', spend: ['red-circle', 'red-triangle', 'red-square'] },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-triangle' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(r.state.players[0]?.spells[1]).toEqual({ spell: 'sacrifice', level: 3, card: 'red-square', day: 1 });
    // Evening: the primary Learn is still open; Abundance's instant resolves as usual.
    r = step(r.state, {
      type: 'learn', player: 0, spell: 'abundance', level: 3, onCard: 'yellow-circle', spend: ['yellow-circle', 'yellow-triangle', 'yellow-square'],
    });
    expect(r.events.filter((e) => e.type === 'materia-drawn')).toEqual([
      { type: 'materia-drawn', player: 0, materia: 'green-circle' },
      { type: 'materia-drawn', player: 0, materia: 'green-triangle' },
    ]);
    expect(r.state.players[0]?.spells.map((l) => [l.spell, l.day])).toEqual([['clone', 0], ['sacrifice', 1], ['abundance', 1]]);
    expect(r.state.active).toBe(1);
  });

  it('copying Growth L4 or L5 lowers CLONE, never the other player\'s Growth', () => {
    const altar: MateriaKind[] = ['red-circle', 'blue-square', 'yellow-triangle', 'black-circle'];
    const theirs = [learned('growth', 5, 'green-square')];
    const s4 = midday([], [learned('clone', 4, 'white-circle')], theirs, CLONE_B, { altar });
    let r = step(s4, cast('clone', 4));
    // Growth L3 (a familiar swap) would move nothing with an empty pool and board.
    expect(options(r.state)).toEqual([castFrom('growth', 4, 1), castFrom('growth', 5, 1)]);
    r = step(r.state, castFrom('growth', 4, 1));
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'growth', level: 4, step: { step: 'take-store', count: 2 },
    });
    r = run(r.state, [pick('blue-square'), pick('red-circle')]);
    expect(r.events).toContainEqual({ type: 'spell-level-changed', player: 0, spell: 'clone', from: 4, to: 3 });
    expect(r.state.players[0]?.familiar).toEqual(['blue-square', 'red-circle']);
    expect(levelOf(r.state, 'clone')).toBe(3);
    expect(levelOf(r.state, 'growth', 1)).toBe(5);
    expect(r.events.some((e) => e.type === 'spell-level-changed' && e.player === 1)).toBe(false);

    // A level-5 Clone used at level 4 copying Growth L5: takes and stores 3, Clone 5→4.
    const s5 = midday([], [learned('clone', 5, 'white-circle')], theirs, CLONE_B, { altar });
    r = run(s5, [cast('clone', 4), castFrom('growth', 5, 1), pick('blue-square'), pick('red-circle'), pick('black-circle')]);
    expect(r.state.players[0]?.familiar).toEqual(['blue-square', 'red-circle', 'black-circle']);
    expect(levelOf(r.state, 'clone')).toBe(4);
    expect(levelOf(r.state, 'growth', 1)).toBe(5);
  });

  it('copying Focus uses the OTHER player\'s card rune', () => {
    const s = midday(['red-circle', 'red-square', 'green-circle', 'blue-square'],
      [learned('clone', 4, 'white-circle'), learned('focus', 3, 'black-circle')],
      [learned('focus', 5, 'black-square')], CLONE_B, { altar: ['yellow-square', 'yellow-circle', 'purple-circle'] });
    let r = step(s, cast('clone', 4));
    expect(options(r.state)).toEqual([castFrom('focus', 3, 1), castFrom('focus', 4, 1), castFrom('focus', 5, 1)]);
    r = step(r.state, castFrom('focus', 5, 1));
    const d = effect(r.state);
    expect(d).toMatchObject({ kind: 'effect', player: 0, actor: 0, spell: 'focus', level: 5, step: { step: 'mode' } });
    expect(options(r.state)).toEqual([{ type: 'mode', player: 0, mode: 'store' }, { type: 'mode', player: 0, mode: 'take' }]);
    const stored = step(r.state, { type: 'mode', player: 0, mode: 'store' });
    expect(effect(stored.state).step).toEqual({ step: 'store', count: 3, filter: { rune: 'square' } });
    expect(options(stored.state)).toEqual([pick('red-square'), pick('blue-square')]);
    const done = step(stored.state, pick('blue-square'));
    expect(done.state.players[0]?.familiar).toEqual(['blue-square', 'red-square']);
    expect(done.events).toContainEqual({ type: 'step-skipped', player: 0, step: 'store', remaining: 1 });
    // Take mode: only squares; the one square on the altar is taken automatically.
    const taken = step(r.state, { type: 'mode', player: 0, mode: 'take' });
    expect(taken.events).toEqual([
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'yellow-square' },
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
  });

  it('limit: only Evening actions (no Store, no Midday spell); a copied level above the other card is unavailable', () => {
    const s = midday(['red-circle'], [learned('clone', 4, 'white-circle')],
      [learned('growth', 4, 'green-square'), learned('focus', 3, 'black-circle')], CLONE_B, { altar: ['red-square', 'blue-circle'] });
    const at = step(s, cast('clone', 4)).state;
    expectRefused(at, store('red-circle'), 'wrong-phase', 'type');
    expectRefused(at, castFrom('growth', 5, 1), 'level-unavailable', 'level');
    expectRefused(at, castFrom('focus', 4, 1), 'level-unavailable', 'level');
    expectRefused(at, castFrom('clone', 4, 1), 'not-learned', 'spell');
    // Growth L3 (a familiar swap) needs a materia on the CLONER's board: none here.
    expect(options(at)).toEqual([castFrom('growth', 4, 1), castFrom('focus', 3, 1)]);
  });

  it('limit: not legal when no Learn is possible and no other player\'s Evening spell is usable', () => {
    const s = midday(['red-circle'], [learned('clone', 4, 'white-circle')], [learned('focus', 3, 'black-square')], CLONE_B);
    expectRefused(s, cast('clone', 4), 'not-usable');
    // Clone L3 (fallback) is still possible: Store 1.
    expect(casts(s)).toEqual([cast('clone', 3)]);
    expectRefused(s, cast('clone', 5), 'level-unavailable', 'level');
  });

  it('copying Transmutation learns with the other card\'s rune as the wild rune', () => {
    const s = midday(['green-circle', 'green-triangle', 'red-square', 'blue-square'], [learned('clone', 4, 'white-circle')],
      [learned('transmutation', 5, 'blue-square')], CLONE_B);
    let r = step(s, cast('clone', 4));
    expect(options(r.state)).toEqual([castFrom('transmutation', 4, 1), castFrom('transmutation', 5, 1)]);
    r = step(r.state, castFrom('transmutation', 5, 1));
    expect(effect(r.state).step).toEqual({ step: 'learn', wild: 2, rune: 'square' });
    const growth: Action = {
      type: 'learn', player: 0, spell: 'growth', level: 3, onCard: 'green-circle', spend: ['red-square', 'green-circle', 'blue-square'],
    };
    expect(options(r.state)).toContainEqual(growth);
    // Two square wilds at L5 (the other card's rune), never a circle or triangle of another colour.
    expect(options(r.state)).toContainEqual({ ...growth, level: 4, spend: ['red-square', 'green-circle', 'green-triangle', 'blue-square'] });
    expect(options(r.state).every((a) => a.type === 'learn' && a.spend.every((m) => m.startsWith('green-') || m.endsWith('-square')))).toBe(true);
    r = step(r.state, growth);
    expect(r.state.players[0]?.spells[1]).toEqual({ spell: 'growth', level: 3, card: 'green-circle', day: 1 });
  });
});

describe('Clone L4: a copied primary Learn keeps the wild-triple rule', () => {
  it('the cloner\'s own Transmutation does not change a Learn copied by Clone; Transmutation L3 cannot be copied', () => {
    const s = riggedGame({ spells: CLONE_B, phase: 'midday', altar: FIVE, pools: [['green-circle', 'red-square', 'blue-square'], []],
      learned: [[learned('clone', 4, 'white-circle'), learned('transmutation', 5, 'blue-square')],
        [learned('focus', 4, 'black-circle'), learned('transmutation', 3, 'blue-circle')]] });
    const at = step(s, cast('clone', 4)).state;
    // No Learn is possible under the wild-triple rule (2 square wilds would do under Transmutation L5).
    expect(options(at)).toEqual([castFrom('focus', 3, 1), castFrom('focus', 4, 1)]);
    expectRefused(at, {
      type: 'learn', player: 0, spell: 'growth', level: 3, onCard: 'green-circle', spend: ['red-square', 'green-circle', 'blue-square'],
    }, 'invalid-payment', 'spend');
    expectRefused(at, castFrom('transmutation', 3, 1), 'level-unavailable', 'level');
    expectRefused(at, cast('transmutation', 5), 'wrong-step', 'from');
  });
});

describe('Clone L5 (Midday): discard 1 materia of Clone\'s card rune, then copy a Morning action', () => {
  const midday = (pool: MateriaKind[], mine: RiggedSpell[], theirs: RiggedSpell[], spells: SpellId[], extra: Partial<RiggedSetup> = {}): GameState =>
    riggedGame({ spells: spells, phase: 'midday', altar: FIVE, pools: [pool, []], learned: [mine, theirs], ...extra });

  const theirsA = [learned('levitation', 5, 'purple-square'), learned('sacrifice', 4, 'red-circle'), learned('purification', 3, 'green-circle')];

  it('pays the card-rune cost first (player\'s choice), then offers Take 1, Draw 2 and the other player\'s Morning spells', () => {
    const s = midday(['red-triangle', 'blue-triangle', 'yellow-circle'], [learned('clone', 5, 'white-triangle')], theirsA, CLONE_A,
      { altar: ['red-circle', 'green-circle', 'blue-triangle', 'yellow-square', 'black-square'] });
    // Fallback: level 3 (Store 1) and level 4 (an Evening action: no Learn or Evening spell here) — so 3 and 5.
    expect(casts(s)).toEqual([cast('clone', 3), cast('clone', 5)]);
    let r = step(s, cast('clone', 5));
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'clone', level: 5,
      step: { step: 'discard', count: 1, cost: true, filter: { rune: 'triangle' } },
    });
    expect(options(r.state)).toEqual([pick('red-triangle'), pick('blue-triangle')]);
    r = step(r.state, pick('blue-triangle'));
    expect(r.events).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: 'blue-triangle' }]);
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'clone', level: 5, step: { step: 'phase-action', phase: 'morning', as: 'copy' },
    });
    expect(options(r.state)).toEqual([
      take('red-circle'), take('green-circle'), take('black-square'), take('blue-triangle'), take('yellow-square'),
      { type: 'draw', player: 0 },
      castFrom('levitation', 3, 1), castFrom('levitation', 4, 1), castFrom('levitation', 5, 1),
      castFrom('sacrifice', 3, 1), castFrom('sacrifice', 4, 1),
    ]);
    expectRefused(r.state, castFrom('purification', 3, 1), 'wrong-phase', 'spell');
    expectRefused(r.state, store('red-triangle'), 'wrong-phase', 'type');
    const took = step(r.state, take('black-square'));
    expect(took.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'black-square' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    const drew = step(r.state, { type: 'draw', player: 0 });
    expect(types(drew.events)).toEqual(['materia-drawn', 'materia-drawn', 'phase-started']);
    // Copying Sacrifice L4: its own cost (a triangle) is paid after Clone's.
    const sac = step(r.state, castFrom('sacrifice', 4, 1));
    expect(sac.events[0]).toEqual({ type: 'spell-cast', player: 0, spell: 'sacrifice', level: 4, from: 1 });
    expect(sac.events[1]).toEqual({ type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-triangle' });
    expect(types(sac.events).filter((t) => t === 'materia-drawn')).toHaveLength(4);
  });

  it('copying Levitation at level 3 takes only circles (the copied level\'s rune), and the takes trigger the CLONER\'s Mirage', () => {
    const s = midday(['red-triangle'], [learned('clone', 5, 'white-triangle'), learned('mirage', 4, 'blue-circle')],
      [learned('levitation', 5, 'purple-square'), learned('mirage', 3, 'blue-triangle')], CLONE_A, {
        altar: ['red-circle', 'green-circle', 'blue-triangle', 'yellow-square'],
        nextDraws: ['black-circle', 'black-triangle', 'black-square', 'white-circle', 'white-square'],
      });
    let r = step(s, cast('clone', 5));
    // One triangle kind: the cost is paid automatically.
    expect(r.events[1]).toEqual({ type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-triangle' });
    r = step(r.state, castFrom('levitation', 3, 1));
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'levitation', level: 3,
      step: { step: 'take', count: 2, taker: 0, filter: { rune: 'circle' } },
    });
    expect(options(r.state)).toEqual([pick('red-circle'), pick('green-circle')]);
    expectRefused(r.state, pick('blue-triangle'), 'not-an-option');
    expectRefused(r.state, pick('yellow-square'), 'not-an-option');
    r = step(r.state, pick('green-circle'));
    expect(r.events).toEqual([
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'black-circle' },
      { type: 'materia-drawn', player: 0, materia: 'black-triangle' },
      // The last circle is taken automatically.
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 },
      { type: 'materia-drawn', player: 0, materia: 'black-square' },
      { type: 'materia-drawn', player: 0, materia: 'white-circle' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'green-circle', 'black-circle', 'black-triangle', 'black-square', 'white-circle']);
    expect(poolOf(r.state, 1)).toEqual([]);
  });

  it('legal only if the copied action is legal after the discard: a full pool can Clone (Take 1 after paying)', () => {
    const nine: MateriaKind[] = ['red-triangle', ...copies('yellow-circle', 4), ...copies('yellow-square', 4)];
    const s = midday(nine, [learned('clone', 5, 'white-triangle')], [], CLONE_A, { altar: ['green-circle', 'black-square'] });
    expect(casts(s)).toContainEqual(cast('clone', 5));
    const r = step(s, cast('clone', 5));
    expect(total(r.state.players[0]?.pool ?? [])).toBe(8);
    expect(options(r.state)).toEqual([take('green-circle'), take('black-square'), { type: 'draw', player: 0 }]);
    const t = step(r.state, take('green-circle'));
    expect(total(t.state.players[0]?.pool ?? [])).toBe(9);
  });

  it('judged after the discard: Eruption L3 (pool of 4) becomes copyable; a Sacrifice needing the discarded rune does not', () => {
    const s = midday(['red-circle', 'blue-square', 'blue-triangle', 'yellow-square'], [learned('clone', 5, 'white-circle')],
      [learned('eruption', 3, 'red-square'), learned('sharing', 3, 'purple-circle')], CLONE_C,
      { altar: ['green-square'], nextDraws: ['black-circle'] });
    let r = step(s, cast('clone', 5));
    // Before the discard the pool holds 4: Eruption L3 would move nothing; after it holds 3.
    expect(options(r.state)).toContainEqual(castFrom('eruption', 3, 1));
    r = step(r.state, castFrom('eruption', 3, 1));
    expect(total(r.state.players[0]?.pool ?? [])).toBe(4);
    expect(poolOf(r.state, 0)).toContain('black-circle');

    const a = midday(['red-circle', 'red-square'], [learned('clone', 5, 'white-circle')], [learned('sacrifice', 3, 'red-triangle')], CLONE_A,
      { altar: ['green-square'] });
    const after = step(a, cast('clone', 5)).state;
    expect(options(after)).toEqual([take('green-square'), { type: 'draw', player: 0 }]);
    expectRefused(after, castFrom('sacrifice', 3, 1), 'not-usable');
  });

  it('limit: without a materia of Clone\'s card rune level 5 is not legal; levels 3 and 4 need no discard', () => {
    const s = midday(['red-circle', 'blue-square'], [learned('clone', 5, 'white-triangle')], theirsA, CLONE_A);
    expectRefused(s, cast('clone', 5), 'not-usable');
    expect(casts(s)).toEqual([cast('clone', 3)]);
    const r = step(s, cast('clone', 3));
    expect(effect(r.state).step).toEqual({ step: 'phase-action', phase: 'midday', as: 'copy' });
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'blue-square']);
  });

  it('limit: the copy is of another player\'s card only; the player\'s own Levitation is not offered', () => {
    const s = midday(['red-triangle'], [learned('clone', 5, 'white-triangle'), learned('levitation', 5, 'purple-circle')], [], CLONE_A,
      { altar: ['red-circle', 'green-circle'] });
    const at = step(s, cast('clone', 5)).state;
    expect(options(at)).toEqual([take('red-circle'), take('green-circle'), { type: 'draw', player: 0 }]);
    expectRefused(at, cast('levitation', 3), 'wrong-step', 'from');
    expectRefused(at, castFrom('levitation', 3, 0), 'not-learned', 'from');
    expectRefused(at, castFrom('levitation', 3, 1), 'not-learned', 'spell');
  });
});

describe('Clone: more copies and the learned-today rule', () => {
  it('a spell learned through Clone at Midday is not usable in the same Day\'s Evening', () => {
    const s = riggedGame({ spells: CLONE_B, phase: 'midday', altar: FIVE,
      pools: [['black-circle', 'black-triangle', 'black-square', 'red-square'], []],
      learned: [[learned('clone', 4, 'white-circle')], []] });
    let r = step(s, cast('clone', 4));
    r = step(r.state, {
      type: 'learn', player: 0, spell: 'focus', level: 3, onCard: 'black-square', spend: ['black-circle', 'black-triangle', 'black-square'],
    });
    expect(r.state.phase).toBe('evening');
    expect(r.state.players[0]?.spells[1]).toEqual({ spell: 'focus', level: 3, card: 'black-square', day: 1 });
    expectRefused(r.state, cast('focus', 3), 'learned-today', 'spell');
    expect(casts(r.state)).toEqual([]);
  });

  it('a copied Learn with Communion L5 active stores 2 of its discards (§5 step 2; digital profile)', () => {
    const s = riggedGame({ rules: 'digital', spells: CLONE_B, phase: 'midday', altar: FIVE,
      pools: [['red-circle', 'red-triangle', 'red-square', 'blue-circle'], []],
      learned: [[learned('clone', 4, 'white-circle'), learned('communion', 5, 'yellow-circle')], []] });
    let r = step(s, cast('clone', 4));
    r = step(r.state, {
      type: 'learn', player: 0, spell: 'blaze', level: 3, onCard: 'red-circle', spend: ['red-circle', 'red-triangle', 'red-square'],
    });
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'blaze', level: 3,
      step: { step: 'learn-discards', keep: 2, setAside: ['red-triangle', 'red-square'] },
    });
    r = step(r.state, pick('red-triangle'));
    expect(r.state.players[0]?.familiar).toEqual(['red-triangle', 'red-square']);
    expect(poolOf(r.state, 0)).toEqual(['blue-circle']);
    expect(r.state.phase).toBe('evening');
  });

  it('a copied Learn of Swiftness L3 offers its extra Morning action at once: own actions only (no copy), compulsory (printed)', () => {
    const s = riggedGame({ spells: CLONE_C, phase: 'midday', altar: ['red-circle', 'green-square'],
      pools: [['blue-circle', 'blue-triangle', 'blue-square'], []],
      learned: [[learned('clone', 4, 'white-circle'), learned('eruption', 3, 'red-square')], [learned('sharing', 5, 'purple-circle')]] });
    let r = step(s, cast('clone', 4));
    r = step(r.state, {
      type: 'learn', player: 0, spell: 'swiftness', level: 3, onCard: 'blue-circle', spend: ['blue-circle', 'blue-triangle', 'blue-square'],
    });
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'swiftness', level: 3,
      step: { step: 'phase-action', phase: 'morning', as: 'extra', optional: true },
    });
    expect(options(r.state)).toEqual([
      take('red-circle'), take('green-square'), { type: 'draw', player: 0 }, cast('eruption', 3),
    ]);
    expectRefused(r.state, castFrom('sharing', 3, 1), 'wrong-step', 'from');
    expectRefused(r.state, stop(), 'wrong-step', 'type');
    const erupted = step(r.state, cast('eruption', 3));
    expect(total(erupted.state.players[0]?.pool ?? [])).toBe(4);
    expect(erupted.state.phase).toBe('evening');
  });

  it('a copied Learn of the 7th spell triggers the end; the Day goes on (the Evening is still played)', () => {
    const s = riggedGame({ spells: CLONE_C, phase: 'midday', altar: FIVE,
      pools: [['yellow-circle', 'yellow-triangle', 'yellow-square', 'purple-circle', 'purple-triangle', 'purple-square'], []],
      learned: [[
        learned('clone', 4, 'white-circle'), learned('eruption', 3, 'red-square'), learned('cure', 3, 'green-square'),
        learned('feast', 3, 'black-square'), learned('swiftness', 5, 'blue-square'), learned('knowledge', 3, 'yellow-circle'),
      ], []] });
    let r = step(s, cast('clone', 4));
    r = step(r.state, {
      type: 'learn', player: 0, spell: 'sharing', level: 3, onCard: 'purple-circle', spend: ['purple-circle', 'purple-triangle', 'purple-square'],
    });
    expect(r.events).toContainEqual({ type: 'game-end-triggered', player: 0, reason: 'seventh-spell' });
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'seventh-spell' });
    expect(currentDecision(r.state)).toEqual({ kind: 'phase', player: 0, phase: 'evening', day: 1, actionsTaken: 0 });
  });

  it('Clone L5 copying Blaze: the other players must each take 1 (their decision, Clone\'s actor), nobody\'s Mirage', () => {
    const s = riggedGame({ players: 3, spells: CLONE_B, phase: 'midday', altar: ['blue-circle', 'green-square', 'red-circle'],
      pools: [['white-circle'], [], []],
      learned: [[learned('clone', 5, 'white-circle')], [learned('blaze', 3, 'red-circle'), learned('divination', 4, 'purple-circle')], []],
      nextDraws: ['yellow-circle', 'yellow-triangle', 'yellow-square', 'black-circle'] });
    let r = step(s, cast('clone', 5));
    r = step(r.state, castFrom('blaze', 3, 1));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'blaze', level: 3, from: 1 },
      { type: 'materia-drawn', player: 0, materia: 'yellow-circle' },
      { type: 'materia-drawn', player: 0, materia: 'yellow-triangle' },
      { type: 'materia-drawn', player: 0, materia: 'yellow-square' },
      { type: 'materia-drawn', player: 0, materia: 'black-circle' },
    ]);
    expect(effect(r.state)).toEqual({ kind: 'effect', player: 1, actor: 0, spell: 'blaze', level: 3, step: { step: 'take', count: 1, taker: 1 } });
    expect(options(r.state)).toEqual([pick('red-circle', 1), pick('green-square', 1), pick('blue-circle', 1)]);
    expectRefused(r.state, pick('red-circle'), 'not-your-turn', 'player');
    expectRefused(r.state, stop(1), 'wrong-step', 'type');
    r = step(r.state, pick('blue-circle', 1));
    expect(effect(r.state)).toMatchObject({ player: 2, actor: 0, step: { taker: 2 } });
    r = step(r.state, pick('red-circle', 2));
    expect(poolOf(r.state, 1)).toEqual(['blue-circle']);
    expect(poolOf(r.state, 2)).toEqual(['red-circle']);
    expect(r.state.phase).toBe('evening');
    expect(r.state.active).toBe(0);
  });

  it('Clone L5 copying Divination L4: the optional take may be stopped', () => {
    const s = riggedGame({ spells: CLONE_B, phase: 'midday', altar: ['blue-circle'], pools: [['white-circle'], []],
      learned: [[learned('clone', 5, 'white-circle')], [learned('divination', 4, 'purple-circle')]],
      nextDraws: ['yellow-circle', 'yellow-triangle'] });
    let r = run(s, [cast('clone', 5), castFrom('divination', 4, 1)]);
    expect(effect(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'divination', level: 4,
      step: { step: 'take', count: 2, taker: 0, filter: { sameColour: true }, optional: true },
    });
    r = step(r.state, pick('yellow-triangle'));
    expect(options(r.state)).toEqual([pick('yellow-circle'), stop()]);
    r = step(r.state, stop());
    expect(poolOf(r.state, 0)).toEqual(['yellow-triangle']);
    expect(r.state.phase).toBe('evening');
  });

  it('Clone L4 copying Growth L3 swaps with the CLONER\'s familiar board; Clone does not move', () => {
    const s = riggedGame({ spells: CLONE_B, phase: 'midday', altar: FIVE, pools: [['red-circle'], []], familiars: [['blue-square'], ['green-circle']],
      learned: [[learned('clone', 4, 'white-circle')], [learned('growth', 3, 'green-square')]] });
    const r = step(s, cast('clone', 4));
    // One option (Growth L3), then one swap: both automatic.
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'clone', level: 4 },
      { type: 'spell-cast', player: 0, spell: 'growth', level: 3, from: 1 },
      { type: 'materia-swapped', player: 0, with: 'familiar', give: 'red-circle', get: 'blue-square', space: 0 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(levelOf(r.state, 'clone')).toBe(4);
    expect(r.state.players[1]?.familiar).toEqual(['green-circle']);
  });

  it('outside Clone, `from` is refused; a phase action names no other player', () => {
    const s = riggedGame({ spells: CLONE_A, phase: 'midday', altar: FIVE, pools: [['red-circle'], []],
      learned: [[learned('clone', 3, 'white-circle')], [learned('offering', 4, 'black-triangle')]] });
    expectRefused(s, castFrom('offering', 3, 1), 'wrong-step', 'from');
    expectRefused(s, castFrom('clone', 3, 1), 'wrong-step', 'from');
  });
});
