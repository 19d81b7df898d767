// Rules §9 for spells: "Blaze: instead of the others' takes, the player takes 1 altar materia
// of their choice and puts it in the opponent's lower part (if the altar is not empty). Sharing:
// instead of the others' draws, 1 materia is drawn from the pouch into the lower part.
// Clone: copies exactly the level-4 effect (no lower level) of one of the game's 7 spells that the
// player has not learned, whose phase symbol matches the Clone level used (L3 Midday, L4 Evening,
// L5 Morning after Clone's discard); a card rune needed by the copied effect is Clone's card rune;
// no primary actions; copying Growth lowers Clone as usual."
// §2: an action is legal only if at least one materia would move between pouch, altar, pools,
// familiar boards, discard and the solo opponent. §7 Mirage: materia going from the altar to the
// solo opponent (end-of-Day placement, solo Blaze) never trigger.
import { describe, expect, it } from 'vitest';
import {
  LEVELS, applyAction, checkAction, countsOf, currentDecision, distinctKinds, isLegal, kindsOf, legalActions,
  scoreGame, total, type Action, type EffectFrame, type GameState, type Level, type MateriaKind, type RiggedSetup,
  type RiggedSpell, type SpellId,
} from '../../src/index.js';
import {
  SEVEN, cast, castFrom, casts, copies, effect, expectRefused, learned, pass, pick, picks, riggedGame, run, step,
  stop, types,
} from '../kit/index.js';

const DRAWS: MateriaKind[] = ['yellow-circle', 'yellow-triangle', 'yellow-square', 'white-square', 'white-circle'];

// ---------------------------------------------------------------------------------------------
describe('solo Blaze (Morning): draw 4, then the player takes 1 altar materia into the opponent\'s lower part', () => {
  const SET3: SpellId[] = ['blaze', 'divination', 'growth', 'feast', 'clone', 'mirage', 'communion'];
  const at = (level: Level, altar: MateriaKind[], pool: MateriaKind[] = [], extra: Partial<RiggedSetup> = {}): GameState => riggedGame({ players: 1, spells: SET3, altar, pools: [pool], nextDraws: DRAWS,
      // Mirage with a circle card: a circle taken from the altar into the pool would draw 1.
      learned: [[learned('blaze', level, 'red-triangle'), learned('mirage', 3, 'blue-circle')]],
      opponent: { track: [], lower: [] }, ...extra });

  it.each(LEVELS)('L%i: the player chooses which altar materia goes to the lower part; Mirage does not trigger', (level) => {
    const altar: MateriaKind[] = ['purple-circle', 'purple-circle', 'green-triangle', 'black-square'];
    const s = at(level, altar);
    expect(casts(s)).toContainEqual(cast('blaze', level));
    const r1 = step(s, cast('blaze', level));
    expect(r1.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'blaze', level },
      ...DRAWS.slice(0, 4).map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
    ]);
    expect(currentDecision(r1.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'blaze', level, step: { step: 'opponent-take' },
    });
    expect(legalActions(r1.state)).toEqual(picks(distinctKinds(countsOf(altar))));
    expectRefused(r1.state, stop(), 'wrong-step', 'type');
    expectRefused(r1.state, pass(), 'wrong-step', 'type');
    expectRefused(r1.state, pick('red-circle'), 'not-an-option');
    expectRefused(r1.state, { type: 'take', player: 0, materia: 'purple-circle' }, 'wrong-step', 'type');

    const r2 = step(r1.state, pick('purple-circle'));
    expect(r2.events).toEqual([
      { type: 'opponent-received', materia: 'purple-circle', from: 'altar' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(kindsOf(r2.state.opponent?.lower ?? [])).toEqual(['purple-circle']);
    expect(kindsOf(r2.state.altar)).toEqual(['purple-circle', 'green-triangle', 'black-square']);
    expect(total(r2.state.players[0]?.pool ?? [])).toBe(4);
    expect(scoreGame(r2.state).solo?.opponent.lower).toBe(1);
  });

  it('one kind on the altar: the materia goes to the lower part at once', () => {
    const r = step(at(3, copies('green-square', 2)), cast('blaze', 3));
    expect(types(r.events)).toEqual(['spell-cast', ...copies('materia-drawn' as MateriaKind, 4), 'opponent-received', 'phase-started']);
    expect(r.events).toContainEqual({ type: 'opponent-received', materia: 'green-square', from: 'altar' });
    expect(kindsOf(r.state.opponent?.lower ?? [])).toEqual(['green-square']);
  });

  it('an empty altar: the draws happen and the opponent\'s take is skipped', () => {
    const s = at(3, []);
    expect(casts(s)).toContainEqual(cast('blaze', 3));
    const r = step(s, cast('blaze', 3));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'blaze', level: 3 },
      ...DRAWS.slice(0, 4).map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      { type: 'step-skipped', player: 0, step: 'opponent-take', remaining: 1 },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(total(r.state.opponent?.lower ?? [])).toBe(0);
  });

  it('a full pool: nothing is drawn, but a materia still moves to the opponent, so Blaze is legal (§2)', () => {
    const pool: MateriaKind[] = [...copies('black-circle', 5), ...copies('black-triangle', 4)];
    const s = at(3, ['green-triangle', 'black-square'], pool);
    expect(casts(s)).toContainEqual(cast('blaze', 3));
    const r1 = step(s, cast('blaze', 3));
    expect(r1.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'blaze', level: 3 }]);
    const r2 = step(r1.state, pick('black-square'));
    expect(kindsOf(r2.state.opponent?.lower ?? [])).toEqual(['black-square']);
    expect(total(r2.state.players[0]?.pool ?? [])).toBe(9);
  });

  it('a full pool and an empty altar: nothing would move, Blaze is not legal', () => {
    const pool: MateriaKind[] = [...copies('black-circle', 5), ...copies('black-triangle', 4)];
    const s = at(3, [], pool);
    for (const level of LEVELS) expect(casts(s)).not.toContainEqual(cast('blaze', level));
    expectRefused(s, cast('blaze', 3), 'not-usable');
  });
});

// ---------------------------------------------------------------------------------------------
describe('solo Sharing (Morning): after the player\'s takes (and draw), 1 is drawn into the opponent\'s lower part', () => {
  const SET2: SpellId[] = ['eruption', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'knowledge'];
  const at = (level: Level, altar: MateriaKind[], pool: MateriaKind[] = [], setup: Partial<RiggedSetup> = {}): GameState => riggedGame({
    players: 1, spells: SET2, altar, pools: [pool], nextDraws: DRAWS,
    learned: [[learned('sharing', level, 'purple-square')]], opponent: { track: [], lower: [] }, ...setup,
  });
  const ALTAR: MateriaKind[] = ['green-circle', 'black-triangle', 'blue-square', 'red-circle'];

  it('L5: take 3, then 1 from the pouch into the lower part', () => {
    const r = run(at(5, ALTAR), [cast('sharing', 5), pick('green-circle'), pick('blue-square'), pick('red-circle')]);
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sharing', level: 5 },
      { type: 'materia-taken', player: 0, materia: 'green-circle' },
      { type: 'materia-taken', player: 0, materia: 'blue-square' },
      { type: 'materia-taken', player: 0, materia: 'red-circle' },
      { type: 'opponent-received', materia: DRAWS[0], from: 'pouch' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(kindsOf(r.state.opponent?.lower ?? [])).toEqual([DRAWS[0]]);
  });

  it('L4: take 2, then 1 into the lower part', () => {
    const r = run(at(4, ALTAR), [cast('sharing', 4), pick('black-triangle'), pick('red-circle')]);
    expect(types(r.events)).toEqual(['spell-cast', 'materia-taken', 'materia-taken', 'opponent-received', 'phase-started']);
    expect(kindsOf(r.state.opponent?.lower ?? [])).toEqual([DRAWS[0]]);
  });

  it('L3: take 1, draw 1 into the pool, then 1 into the lower part', () => {
    const r = run(at(3, ALTAR), [cast('sharing', 3), pick('blue-square')]);
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'sharing', level: 3 },
      { type: 'materia-taken', player: 0, materia: 'blue-square' },
      { type: 'materia-drawn', player: 0, materia: DRAWS[0] },
      { type: 'opponent-received', materia: DRAWS[1], from: 'pouch' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(kindsOf(r.state.players[0]?.pool ?? [])).toEqual(kindsOf(countsOf(['blue-square', DRAWS[0] as MateriaKind])));
  });

  it('a full pool: the takes are skipped, the opponent\'s draw still makes Sharing legal (§2)', () => {
    const pool: MateriaKind[] = [...copies('black-circle', 5), ...copies('red-triangle', 4)];
    const s = at(4, ALTAR, pool);
    expect(casts(s)).toContainEqual(cast('sharing', 4));
    const r = step(s, cast('sharing', 4));
    expect(r.events).toContainEqual({ type: 'opponent-received', materia: DRAWS[0], from: 'pouch' });
    expect(types(r.events)).not.toContain('materia-taken');
    expect(total(r.state.opponent?.lower ?? [])).toBe(1);
  });

  it('pouch and discard empty: the opponent\'s draw is lost', () => {
    const s = riggedGame({
      players: 1, spells: SET2, altar: ALTAR, pools: [[]], learned: [[learned('sharing', 4, 'purple-square')]],
      opponent: { track: [] }, pouch: [], rest: 'lower',
    });
    const lowerBefore = total(s.opponent?.lower ?? []);
    const r = run(s, [cast('sharing', 4), pick('green-circle'), pick('red-circle')]);
    expect(r.events).toContainEqual({ type: 'draw-lost', to: 'opponent' });
    expect(total(r.state.opponent?.lower ?? [])).toBe(lowerBefore);
  });
});

// ---------------------------------------------------------------------------------------------
// Clone. Rules §9: "Clone: copies exactly the level-4 effect (no lower level) of one of the
// game's 7 spells that the player has not learned, whose phase symbol matches the Clone level
// used"; §7: "Clone is legal only if the copied action is legal, judged after Clone L5's discard".
// The copy's rules are also tested by placing Clone's pending frame in the state exactly as a
// cast of Clone leaves it, so each copy can be checked on its own.

/** Clone's frame as `cast clone L` pushes it (rules §7 White: L5 pays its discard first). */
function cloneFrame(level: Level, rune: 'circle' | 'triangle' | 'square'): EffectFrame {
  const steps: EffectFrame['steps'] = level === 3
    ? [{ step: 'phase-action', phase: 'midday', as: 'copy' }]
    : level === 4
      ? [{ step: 'phase-action', phase: 'evening', as: 'copy' }]
      : [{ step: 'discard', count: 1, cost: true, filter: { rune } }, { step: 'phase-action', phase: 'morning', as: 'copy' }];
  return { actor: 0, spell: 'clone', level, card: { player: 0, spell: 'clone' }, phaseAction: true, steps };
}

/**
 * The state inside a Clone of `level` (injected frame). With a single option the engine would
 * have answered it at once; the injected state then simply waits for that one answer.
 */
function inClone(s: GameState, level: Level): GameState {
  const card = s.players[0]?.spells.find((l) => l.spell === 'clone')?.card as MateriaKind;
  const rune = card.split('-')[1] as 'circle' | 'triangle' | 'square';
  const inside: GameState = { ...s, pending: [cloneFrame(level, rune)] };
  expect(legalActions(inside).length).toBeGreaterThan(0);
  return inside;
}

/** Expects `a` refused (any code), in agreement with `checkAction`, `isLegal` and `legalActions`. */
function expectNotLegal(s: GameState, a: Action): void {
  const r = applyAction(s, a);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).not.toBe('malformed-action');
  expect(checkAction(s, a)).toEqual(r.error);
  expect(isLegal(s, a)).toBe(false);
  expect(legalActions(s)).not.toContainEqual(a);
}

const CLONE_MID: SpellId[] = ['sacrifice', 'sharing', 'purification', 'offering', 'clone', 'mirage', 'abundance'];
const CLONE_EVE: SpellId[] = ['blaze', 'divination', 'growth', 'focus', 'clone', 'transmutation', 'communion'];
const CLONE_MOR: SpellId[] = ['eruption', 'levitation', 'cure', 'feast', 'clone', 'swiftness', 'knowledge'];

describe('solo Clone L3 (Midday): the level-4 effect of an unlearned Midday spell', () => {
  const POOL: MateriaKind[] = ['green-circle', 'green-triangle', 'black-square', 'blue-square'];
  const mid = (mine: RiggedSpell[] = [learned('clone', 3, 'white-circle')], pool = POOL): GameState =>
    riggedGame({
      players: 1, spells: CLONE_MID, phase: 'midday', altar: SEVEN, pools: [pool], learned: [mine],
      opponent: { track: [], lower: [] },
    });

  it('Clone L3 is offered and legal when an unlearned Midday spell could be copied', () => {
    const s = mid();
    expect(casts(s)).toEqual([cast('clone', 3)]);
    const r = step(s, cast('clone', 3));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'clone', level: 3 }]);
    expect(effect(r.state).step).toEqual({ step: 'phase-action', phase: 'midday', as: 'copy' });
    expect(legalActions(r.state)).toEqual([cast('purification', 4), cast('offering', 4)]);
  });

  it('inside the copy: only unlearned Midday spells, at level 4 exactly; no primary Store', () => {
    const s = inClone(mid(), 3);
    expect(effect(s)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'clone', level: 3, step: { step: 'phase-action', phase: 'midday', as: 'copy' },
    });
    expect(legalActions(s)).toEqual([cast('purification', 4), cast('offering', 4)]);
    expectRefused(s, { type: 'store', player: 0, materia: 'green-circle' }, 'wrong-step', 'type');
    expectRefused(s, { type: 'take', player: 0, materia: 'purple-circle' }, 'wrong-phase', 'type');
    expectRefused(s, pass(), 'wrong-step', 'type');
    expectRefused(s, stop(), 'wrong-step', 'type');
    expectRefused(s, cast('purification', 3), 'level-unavailable', 'level');
    expectRefused(s, cast('purification', 5), 'level-unavailable', 'level');
    expectRefused(s, cast('sacrifice', 4), 'wrong-phase', 'spell');
    expectRefused(s, cast('cure', 4), 'spell-not-in-game', 'spell');
    expectRefused(s, cast('clone', 4), 'already-learned', 'spell');
    expectRefused(s, castFrom('purification', 4, 0), 'wrong-step', 'from');
  });

  it('a learned Midday spell is not offered (the player\'s own card is not copied)', () => {
    const s = inClone(mid([learned('clone', 3, 'white-circle'), learned('offering', 5, 'black-circle')]), 3);
    expect(legalActions(s)).toEqual([cast('purification', 4)]);
    expectRefused(s, cast('offering', 4), 'already-learned', 'spell');
  });

  it('copying Purification swaps 2 (its level 4); the copy is the Midday action, Clone is not lowered', () => {
    const s = inClone(mid(), 3);
    let r = step(s, cast('purification', 4));
    expect(r.events).toEqual([{ type: 'spell-cast', player: 0, spell: 'purification', level: 4 }]);
    expect(effect(r.state)).toMatchObject({ spell: 'purification', level: 4, step: { step: 'swap-altar', count: 2 } });
    r = step(r.state, { type: 'swap', player: 0, give: 'green-circle', get: 'purple-circle' });
    r = step(r.state, { type: 'swap', player: 0, give: 'blue-square', get: 'black-square' });
    expect(r.state.phase).toBe('evening');
    expect(r.state.pending).toEqual([]);
    expect(r.state.players[0]?.spells).toEqual([{ spell: 'clone', level: 3, card: 'white-circle', day: 0 }]);
  });

  it('copying Offering stores 3 of one colour (its level 4)', () => {
    const s = inClone(mid(undefined, ['green-circle', 'green-triangle', 'green-square', 'green-square', 'blue-square']), 3);
    const r = run(s, [cast('offering', 4), pick('green-square'), pick('green-circle'), pick('green-square')]);
    expect(r.state.players[0]?.familiar).toEqual(['green-square', 'green-circle', 'green-square']);
    expect(r.state.phase).toBe('evening');
  });

  it('no copy possible (empty pool: neither Purification nor Offering would move anything) → Clone L3 is not legal', () => {
    const s = mid(undefined, []);
    expect(casts(s)).toEqual([]);
    expectRefused(s, cast('clone', 3), 'not-usable');
  });

  it('…while one materia in the pool makes a copy possible, so Clone L3 becomes legal', () => {
    const s = mid(undefined, ['green-circle']);
    expect(casts(s)).toEqual([cast('clone', 3)]);
  });
});

describe('solo Clone L4 (Evening): the level-4 effect of an unlearned Evening spell, with Clone\'s card rune', () => {
  const POOL: MateriaKind[] = ['black-circle', 'black-triangle', 'blue-triangle', 'green-circle', 'red-triangle', 'yellow-circle'];
  const ALTAR: MateriaKind[] = ['purple-circle', 'purple-triangle', 'green-square', 'white-triangle', 'yellow-circle'];
  const eve = (clone: RiggedSpell, pool = POOL, extra: RiggedSpell[] = []): GameState => riggedGame({
    players: 1, spells: CLONE_EVE, phase: 'midday', altar: ALTAR, pools: [pool], learned: [[clone, ...extra]],
    opponent: { track: [], lower: [] },
  });

  it('Clone L4 is offered and legal (Growth, Focus and Transmutation are unlearned Evening spells)', () => {
    const s = eve(learned('clone', 4, 'white-triangle'));
    expect(casts(s)).toContainEqual(cast('clone', 4));
    const r = step(s, cast('clone', 4));
    expect(legalActions(r.state)).toEqual([cast('growth', 4), cast('focus', 4), cast('transmutation', 4)]);
  });

  it('inside the copy: Growth, Focus, Transmutation at level 4; no primary Learn; every other cast refused', () => {
    const s = inClone(eve(learned('clone', 4, 'white-triangle')), 4);
    expect(legalActions(s)).toEqual([cast('growth', 4), cast('focus', 4), cast('transmutation', 4)]);
    const learn: Action = {
      type: 'learn', player: 0, spell: 'focus', level: 3, onCard: 'black-circle', spend: ['red-triangle', 'black-circle', 'black-triangle'],
    };
    expectRefused(s, learn, 'wrong-step', 'type');
    expectRefused(s, { type: 'store', player: 0, materia: 'black-circle' }, 'wrong-phase', 'type');
    expectRefused(s, cast('growth', 3), 'level-unavailable', 'level');
    expectRefused(s, cast('focus', 5), 'level-unavailable', 'level');
    expectRefused(s, cast('blaze', 4), 'wrong-phase', 'spell');
    expectRefused(s, cast('storm', 4), 'spell-not-in-game', 'spell');
  });

  it('Focus copied uses Clone\'s card rune: Clone on a triangle stores triangles only', () => {
    const s = inClone(eve(learned('clone', 4, 'white-triangle')), 4);
    let r = step(s, cast('focus', 4));
    expect(effect(r.state).step).toMatchObject({ step: 'mode' });
    expect(legalActions(r.state)).toEqual([{ type: 'mode', player: 0, mode: 'store' }, { type: 'mode', player: 0, mode: 'take' }]);
    r = step(r.state, { type: 'mode', player: 0, mode: 'store' });
    expect(effect(r.state).step).toEqual({ step: 'store', count: 2, filter: { rune: 'triangle' } });
    expect(legalActions(r.state)).toEqual([pick('red-triangle'), pick('black-triangle'), pick('blue-triangle')]);
    r = step(r.state, pick('blue-triangle'));
    r = step(r.state, pick('red-triangle'));
    expect(r.state.players[0]?.familiar).toEqual(['blue-triangle', 'red-triangle']);
    expect(r.state.phase).toBe('evening');
  });

  it('Focus copied uses Clone\'s card rune: Clone on a circle takes a circle from the altar', () => {
    const s = inClone(eve(learned('clone', 4, 'white-circle')), 4);
    let r = step(s, cast('focus', 4));
    r = step(r.state, { type: 'mode', player: 0, mode: 'take' });
    expect(effect(r.state).step).toEqual({ step: 'take', count: 1, taker: 0, filter: { rune: 'circle' } });
    expect(legalActions(r.state)).toEqual([pick('purple-circle'), pick('yellow-circle')]);
  });

  it('Focus copied with no materia of Clone\'s rune anywhere is not offered', () => {
    const s = inClone(eve(learned('clone', 4, 'white-square'), ['black-circle', 'blue-triangle', 'green-circle']), 4);
    // The altar holds one square (green-square): Focus's take of 1 square is possible, its store is
    // not; the only way and the only square are chosen at once.
    const r = step(s, cast('focus', 4));
    expect(r.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'focus', level: 4 },
      { type: 'mode-chosen', player: 0, mode: 'take' },
      { type: 'materia-taken', player: 0, materia: 'green-square' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    const noSquare = riggedGame({
      players: 1, spells: CLONE_EVE, phase: 'midday', altar: ['purple-circle', 'yellow-circle'],
      pools: [['black-circle', 'blue-triangle']], learned: [[learned('clone', 4, 'white-square')]],
    });
    const inside = inClone(noSquare, 4);
    expect(legalActions(inside)).not.toContainEqual(cast('focus', 4));
    expectRefused(inside, cast('focus', 4), 'not-usable');
  });

  it.each([
    [4, 3], [5, 3],
  ] as const)('Growth copied (take 2 and store them) lowers Clone down to level 3, as the level-4 effect prints: a card at %i goes to %i; Growth stays unlearned', (from, to) => {
    const s = inClone(eve(learned('clone', from, 'white-triangle')), 4);
    let r = step(s, cast('growth', 4));
    expect(effect(r.state).step).toEqual({ step: 'take-store', count: 2 });
    r = step(r.state, pick('green-square'));
    const r2 = step(r.state, pick('purple-circle'));
    expect(r2.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'purple-circle', from: 'altar', space: 1 },
      { type: 'spell-level-changed', player: 0, spell: 'clone', from, to },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(r2.state.players[0]?.spells).toEqual([{ spell: 'clone', level: to, card: 'white-triangle', day: 0 }]);
    expect(r2.state.players[0]?.familiar).toEqual(['green-square', 'purple-circle']);
    expect(scoreGame(r2.state).players[0]?.spells).toEqual([{ spell: 'clone', level: to, points: to === 3 ? 4 : 5, variable: false }]);
  });

  it('Transmutation copied: a Learn where 1 single of Clone\'s card rune counts as wild', () => {
    const s = inClone(eve(learned('clone', 4, 'white-triangle')), 4);
    const r = step(s, cast('transmutation', 4));
    expect(effect(r.state).step).toEqual({ step: 'learn', wild: 1, rune: 'triangle' });
    // Focus (black) at level 3: black-circle + black-triangle + 1 wild triangle (blue or red).
    const spend = ['black-circle', 'black-triangle', 'red-triangle'].sort().join();
    const options = legalActions(r.state);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((a) => a.type === 'learn')).toBe(true);
    const chosen = options.find((a) => a.type === 'learn' && a.spell === 'focus' && a.level === 3 && a.onCard === 'black-circle'
      && [...a.spend].sort().join() === spend);
    expect(chosen).toBeDefined();
    const r2 = step(r.state, chosen as Action);
    expect(r2.state.players[0]?.spells.map((l) => l.spell)).toEqual(['clone', 'focus']);
    expect(r2.state.phase).toBe('evening');
  });

  it('every Evening spell learned → nothing to copy → Clone L4 is not legal; Clone L3 has no Midday spell here either', () => {
    const s = eve(learned('clone', 5, 'white-triangle'), POOL, [
      learned('growth', 3, 'green-triangle'), learned('focus', 3, 'black-square'), learned('transmutation', 3, 'blue-circle'),
    ]);
    // Level 5 stays legal here: after its triangle discard it copies an unlearned Morning spell (Blaze, Divination).
    expect(casts(s).filter((a) => (a as { spell: string }).spell === 'clone')).toEqual([cast('clone', 5)]);
    expectRefused(s, cast('clone', 4), 'not-usable');
    expectRefused(s, cast('clone', 3), 'not-usable');
  });
});

describe('solo Clone L5 (Morning, after Clone\'s discard): the level-4 effect of an unlearned Morning spell', () => {
  const ALTAR: MateriaKind[] = ['purple-triangle', 'green-triangle', 'black-circle', 'yellow-square'];
  const mor = (pool: MateriaKind[], spells: SpellId[] = CLONE_MOR, extra: RiggedSpell[] = []): GameState => riggedGame({ players: 1, spells, phase: 'midday', altar: ALTAR, pools: [pool], nextDraws: DRAWS,
      learned: [[learned('clone', 5, 'white-square'), ...extra]], opponent: { track: [], lower: [] } });

  it('Clone L5 is offered and legal; its discard of Clone\'s rune comes first', () => {
    const s = mor(['red-square', 'blue-square', 'green-circle']);
    expect(casts(s)).toContainEqual(cast('clone', 5));
    const r = step(s, cast('clone', 5));
    expect(effect(r.state).step).toEqual({ step: 'discard', count: 1, cost: true, filter: { rune: 'square' } });
  });

  it('inside: the discard of Clone\'s rune first, then Eruption and Levitation at level 4; no Take or Draw', () => {
    const s = inClone(mor(['red-square', 'blue-square', 'green-circle']), 5);
    expect(effect(s).step).toEqual({ step: 'discard', count: 1, cost: true, filter: { rune: 'square' } });
    expect(legalActions(s)).toEqual([pick('red-square'), pick('blue-square')]);
    expectRefused(s, cast('eruption', 4), 'wrong-step', 'type');
    const r = step(s, pick('blue-square'));
    expect(r.events).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: 'blue-square' }]);
    expect(effect(r.state).step).toEqual({ step: 'phase-action', phase: 'morning', as: 'copy' });
    expect(legalActions(r.state)).toEqual([cast('eruption', 4), cast('levitation', 4)]);
    expectRefused(r.state, { type: 'take', player: 0, materia: 'green-triangle' }, 'wrong-step', 'type');
    expectRefused(r.state, { type: 'draw', player: 0 }, 'wrong-step', 'type');
    expectRefused(r.state, cast('eruption', 3), 'level-unavailable', 'level');
    expectRefused(r.state, cast('eruption', 5), 'level-unavailable', 'level');
    expectRefused(r.state, cast('cure', 4), 'wrong-phase', 'spell');
    // Eruption L4: draw until the pool holds 5 (2 left after the discard → 3 drawn).
    const r2 = step(r.state, cast('eruption', 4));
    expect(r2.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'eruption', level: 4 },
      ...DRAWS.slice(0, 3).map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(total(r2.state.players[0]?.pool ?? [])).toBe(5);
  });

  it('Levitation copied takes 2 triangles (the rune of its level 4)', () => {
    const s = inClone(mor(['red-square', 'blue-square', 'green-circle']), 5);
    const r = run(s, [pick('red-square'), cast('levitation', 4), pick('purple-triangle')]);
    expect(kindsOf(r.state.players[0]?.pool ?? [])).toEqual(['purple-triangle', 'green-circle', 'green-triangle', 'blue-square']);
    expect(r.state.phase).toBe('evening');
  });

  it('Sacrifice copied: its triangle cost is judged after Clone\'s discard (Clone on a triangle)', () => {
    const spells: SpellId[] = ['sacrifice', 'levitation', 'cure', 'feast', 'clone', 'swiftness', 'knowledge'];
    const clone3 = (pool: MateriaKind[]): GameState => riggedGame({
      players: 1, spells, phase: 'midday', altar: ['black-circle', 'yellow-square'], pools: [pool], nextDraws: DRAWS,
      learned: [[learned('clone', 5, 'white-triangle')]],
    });
    // Two triangles: after Clone's discard one is left for Sacrifice L4's cost. Sacrifice is the
    // only copy and blue-triangle the only triangle left, so both are answered at once.
    const r = step(inClone(clone3(['red-triangle', 'blue-triangle', 'green-circle']), 5), pick('red-triangle'));
    expect(r.events).toEqual([
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-triangle' },
      { type: 'spell-cast', player: 0, spell: 'sacrifice', level: 4 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'blue-triangle' },
      ...DRAWS.slice(0, 4).map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    // One triangle: Clone's discard takes it, Sacrifice could not pay; no other Morning copy either
    // (Levitation L4 needs altar triangles) → Clone L5 is not legal.
    const one = clone3(['red-triangle', 'green-circle']);
    expect(casts(one)).not.toContainEqual(cast('clone', 5));
    expectRefused(one, cast('clone', 5), 'not-usable');
  });

  it('no materia of Clone\'s rune: Clone L5 cannot pay its discard and is not legal', () => {
    const s = mor(['red-circle', 'blue-triangle', 'green-circle']);
    expect(casts(s)).not.toContainEqual(cast('clone', 5));
    expectRefused(s, cast('clone', 5), 'not-usable');
  });

  it('Blaze and Sharing copied by Clone L5 feed the opponent as in solo', () => {
    const spells: SpellId[] = ['blaze', 'sharing', 'cure', 'feast', 'clone', 'swiftness', 'knowledge'];
    const s0 = riggedGame({
      players: 1, spells, phase: 'midday', altar: ALTAR, pools: [['red-square', 'blue-square']], nextDraws: DRAWS,
      learned: [[learned('clone', 5, 'white-square')]], opponent: { track: [], lower: [] },
    });
    const inside = step(inClone(s0, 5), pick('red-square')).state;
    expect(legalActions(inside)).toEqual([cast('blaze', 4), cast('sharing', 4)]);
    const blaze = run(inside, [cast('blaze', 4), pick('black-circle')]);
    expect(blaze.events).toContainEqual({ type: 'opponent-received', materia: 'black-circle', from: 'altar' });
    const sharing = run(inside, [cast('sharing', 4), pick('black-circle'), pick('yellow-square')]);
    expect(sharing.events).toContainEqual({ type: 'opponent-received', materia: DRAWS[0], from: 'pouch' });
  });
});

describe('solo Clone: listed copies and refusals agree', () => {
  it.each([
    [CLONE_MID, 3], [CLONE_EVE, 4], [CLONE_MOR, 5],
  ] as const)('%j at Clone L%i: a cast is legal inside the copy exactly when it is listed', (spells, level) => {
    const s0 = riggedGame({ players: 1, spells: [...spells], phase: 'midday', altar: ['purple-triangle', 'green-triangle', 'black-circle', 'yellow-square', 'red-circle'],
        pools: [['red-square', 'blue-square', 'green-circle', 'black-circle', 'green-square']], learned: [[learned('clone', 5, 'white-square')]] });
    let s = inClone(s0, level);
    if (level === 5) s = step(s, pick('red-square')).state;
    const listed = casts(s);
    expect(listed.length).toBeGreaterThan(0);
    expect(legalActions(s)).toEqual(listed);
    for (const a of listed) expect((a as { level: number }).level).toBe(4);
    for (const id of s.spells) {
      for (const l of LEVELS) {
        const a = cast(id, l);
        if (!listed.some((x) => JSON.stringify(x) === JSON.stringify(a))) expectNotLegal(s, a);
      }
    }
  });
});
