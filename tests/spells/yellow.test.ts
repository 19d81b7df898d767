// The yellow spells (rules §7 "Yellow", with §5 the order of a Learn, §6 instants and
// permanents, §8 the end and scoring): Abundance, Knowledge, Communion, each at levels 3, 4, 5.
import { describe, expect, it } from 'vitest';
import {
  countsOf, currentDecision, deserialize, kindsOf, legalActions, scoreGame, serialize, type Action, type GameState,
  type MateriaKind, type RiggedSpell,
} from '../../src/index.js';
import {
  assertConserved, cast, copies, effect, expectIdle, expectRefused, learn, only, passToEnd, passUntil, pick,
  pointsOf, poolOf, rig, riggedGame, run, spellsWith, types,
} from '../kit/index.js';

// ---------------------------------------------------------------------------------------------
describe('Abundance (no phase, instant: draw 2 / 3 / 4 as it is learned, never again)', () => {
  const AB = spellsWith(); // set1: sacrifice, levitation, purification, offering, time-travel, transmutation, abundance

  it('L3 effect: draws 2 as it is learned, after this Learn\'s discards (§5 steps 3-4)', () => {
    const s = riggedGame({ spells: AB, phase: 'evening', altar: ['black-square'], pools: [['yellow-circle', 'yellow-triangle', 'yellow-square'], []],
      nextDraws: ['red-triangle', 'green-square'] });
    const r = run(s, [learn('abundance', 3, 'yellow-square', ['yellow-circle', 'yellow-triangle', 'yellow-square'])]);
    expect(r.events.slice(0, 6)).toEqual([
      { type: 'spell-learned', player: 0, spell: 'abundance', level: 3, card: 'yellow-square', spend: ['yellow-circle', 'yellow-triangle', 'yellow-square'] },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-triangle' },
      { type: 'materia-drawn', player: 0, materia: 'red-triangle' },
      { type: 'materia-drawn', player: 0, materia: 'green-square' },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-triangle', 'green-square']);
    expect(pointsOf(r.state, 'abundance')).toBe(3);
  });

  it('L3 limit: the instant fires only at its own Learn: a later Learn of another spell draws nothing; it is no action', () => {
    const s = riggedGame({ spells: AB, phase: 'evening', altar: ['black-square'], pools: [['red-circle', 'red-circle', 'red-circle', 'yellow-circle'], []],
      learned: [[{ spell: 'abundance', level: 3, card: 'yellow-square' }], []] });
    expectRefused(s, cast('abundance', 3), 'wrong-phase', 'spell');
    const r = run(s, [learn('sacrifice', 3, 'red-circle', copies('red-circle', 3))]);
    expect(only(r.events, 'materia-drawn')).toEqual([]);
    expect(poolOf(r.state, 0)).toEqual(['yellow-circle']);
  });

  it('L4 effect: draws 3 as it is learned', () => {
    const pool: MateriaKind[] = ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-square', 'white-square'];
    const s = riggedGame({
      spells: AB, phase: 'evening', altar: ['black-square'], pools: [pool, []],
      nextDraws: ['red-triangle', 'red-triangle', 'green-square'],
    });
    const r = run(s, [learn('abundance', 4, 'yellow-circle', pool.slice(0, 4))]);
    expect(types(r.events).slice(0, 8)).toEqual([
      'spell-learned', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'day-ended',
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-triangle', 'red-triangle', 'green-square', 'white-square']);
    expect(pointsOf(r.state, 'abundance')).toBe(5);
  });

  it('L4 limit: raising it to 5 (Time Travel) does not fire the instant again; it scores 7 at its final level', () => {
    const s = riggedGame({ spells: AB, phase: 'evening', altar: ['black-square'], pools: [['red-circle', 'yellow-triangle'], []],
      learned: [[{ spell: 'abundance', level: 4, card: 'yellow-square' }, { spell: 'time-travel', level: 3, card: 'white-square' }], []] });
    const r = run(s, [cast('time-travel', 3)]);
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'spell-cast', player: 0, spell: 'time-travel', level: 3 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-circle' },
      { type: 'spell-level-changed', player: 0, spell: 'abundance', from: 4, to: 5 },
    ]);
    expect(only(r.events, 'materia-drawn')).toEqual([]);
    expect(poolOf(r.state, 0)).toEqual(['yellow-triangle']);
    expect(pointsOf(r.state, 'abundance')).toBe(7);
  });

  it('L5 effect: draws 4; with the pouch empty, the discard (holding this Learn\'s discards, §5 step 3 before step 4) refills it', () => {
    const pool: MateriaKind[] = ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-square', 'yellow-square'];
    const s = riggedGame({ spells: AB, ...rig({ phase: 'evening', pools: [pool, []], pouch: [], rest: 'altar' }) });
    expect(s.pouch).toEqual(countsOf([]));
    const r = run(s, [learn('abundance', 5, 'yellow-circle', pool)]);
    expect(r.events.slice(0, 6)).toEqual([
      { type: 'spell-learned', player: 0, spell: 'abundance', level: 5, card: 'yellow-circle', spend: pool },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-triangle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-square' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-square' },
      { type: 'pouch-refilled', count: 4 },
    ]);
    expect(types(r.events).slice(6, 10)).toEqual(['materia-drawn', 'materia-drawn', 'materia-drawn', 'materia-drawn']);
    // it drew back exactly this Learn's 4 discards
    expect(poolOf(r.state, 0)).toEqual(['yellow-circle', 'yellow-triangle', 'yellow-square', 'yellow-square']);
    expect(pointsOf(r.state, 'abundance')).toBe(7);
  });

  it('L5 limit: never again — the owner\'s later Days draw nothing by it, and it cannot be used as an action', () => {
    const s = riggedGame({
      spells: AB, phase: 'evening', altar: ['black-square', 'red-circle'], pools: [copies('yellow-circle', 5), []],
    });
    const l = run(s, [learn('abundance', 5, 'yellow-circle', copies('yellow-circle', 5))]);
    expect(only(l.events, 'materia-drawn')).toHaveLength(4);
    const next = passUntil(l.state, 0, 'morning');
    expect(only(next.events, 'materia-drawn')).toEqual([]);
    for (const level of [3, 4, 5] as const) expectRefused(next.state, cast('abundance', level), 'wrong-phase', 'spell');
    const day = passUntil(next.state, 1, 'morning');
    expect(only(day.events, 'materia-drawn', 'materia-taken')).toEqual([]);
    expect(poolOf(day.state, 0)).toEqual(poolOf(l.state, 0));
  });
});

// ---------------------------------------------------------------------------------------------
describe('Knowledge (no phase, end-game points on final levels)', () => {
  const KN = spellsWith('knowledge', 'growth'); // sacrifice, levitation, growth, offering, time-travel, transmutation, knowledge
  const others: RiggedSpell[] = [
    { spell: 'sacrifice', level: 3, card: 'red-circle' },
    { spell: 'levitation', level: 4, card: 'purple-circle' },
    { spell: 'growth', level: 5, card: 'green-circle' },
    { spell: 'offering', level: 5, card: 'black-circle' },
  ];
  const withKnowledge = (level: 3 | 4 | 5, list: RiggedSpell[] = others): GameState =>
    riggedGame({
      spells: KN, altar: ['white-circle'], pools: [[], []],
      learned: [[{ spell: 'knowledge', level, card: 'yellow-circle' }, ...list], [others[0] as RiggedSpell]],
    });

  it('L3 effect: +1 per other learned spell', () => {
    const sheet = scoreGame(withKnowledge(3));
    expect(sheet.players[0]?.spells[0]).toEqual({ spell: 'knowledge', level: 3, points: 4, variable: true });
  });

  it('L3 limit: it does not count itself nor other players\' spells; alone it scores 0; learning it moves nothing more', () => {
    expect(pointsOf(withKnowledge(3, []), 'knowledge')).toBe(0);
    const s = riggedGame({
      spells: KN, phase: 'evening', altar: ['white-circle'],
      pools: [['yellow-circle', 'yellow-circle', 'yellow-circle'], []],
    });
    const r = run(s, [learn('knowledge', 3, 'yellow-circle', copies('yellow-circle', 3))]);
    expect(types(r.events).slice(0, 4)).toEqual(['spell-learned', 'materia-discarded', 'materia-discarded', 'day-ended']);
    expect(pointsOf(r.state, 'knowledge')).toBe(0);
  });

  it('L4 effect: +2 per other spell at level 4 or 5, +1 per other at level 3', () => {
    expect(scoreGame(withKnowledge(4)).players[0]?.spells[0]).toEqual({ spell: 'knowledge', level: 4, points: 1 + 2 + 2 + 2, variable: true });
  });

  it('L4 limit: the levels counted are the final ones (Growth lowered from 4 to 3 by its use counts +1)', () => {
    const twelve = [...copies('red-square', 5), ...copies('green-square', 5), 'white-triangle', 'white-triangle'] as MateriaKind[];
    const s = riggedGame({ spells: KN, phase: 'evening', altar: ['purple-square', 'purple-square'], pools: [[], []], familiars: [twelve, []],
      learned: [[{ spell: 'knowledge', level: 4, card: 'yellow-circle' }, { spell: 'growth', level: 4, card: 'green-circle' }, { spell: 'sacrifice', level: 4, card: 'red-circle' }], []] });
    expect(pointsOf(s, 'knowledge')).toBe(4);
    const r = run(s, [cast('growth', 4)]);
    expect(only(r.events, 'game-end-triggered')).toEqual([{ type: 'game-end-triggered', player: 0, reason: 'familiar-full' }]);
    expect(only(r.events, 'spell-level-changed')).toEqual([{ type: 'spell-level-changed', player: 0, spell: 'growth', from: 4, to: 3 }]);
    const end = passToEnd(r.state).state;
    const sheet = scoreGame(end);
    expect(sheet.final).toBe(true);
    expect(sheet.players[0]?.spells[0]).toEqual({ spell: 'knowledge', level: 4, points: 1 + 2, variable: true });
    assertConserved(end);
  });

  it('L5 effect: +2 per other learned spell, whatever its level', () => {
    expect(scoreGame(withKnowledge(5)).players[0]?.spells[0]).toEqual({ spell: 'knowledge', level: 5, points: 8, variable: true });
  });

  it('L5 limit: Knowledge raised from 4 to 5 (Time Travel) scores at its final level 5, never counting itself', () => {
    const thirteen = [...copies('red-square', 5), ...copies('green-square', 5), 'white-triangle', 'white-triangle', 'white-triangle'] as MateriaKind[];
    const s = riggedGame({ spells: KN, phase: 'midday', altar: ['purple-square'], pools: [['black-square', 'purple-circle'], []], familiars: [thirteen, []],
      learned: [[{ spell: 'knowledge', level: 4, card: 'yellow-circle' }, { spell: 'time-travel', level: 3, card: 'white-circle' }, { spell: 'sacrifice', level: 3, card: 'red-circle' }], []] });
    expect(pointsOf(s, 'knowledge')).toBe(2);
    // Midday: the 14th store triggers the end; Evening: Time Travel raises Knowledge
    const r = run(s, [{ type: 'store', player: 0, materia: 'black-square' }, cast('time-travel', 3)]);
    expect(effect(r.state).step.step).toBe('raise');
    const raised = run(r.state, [{ type: 'raise', player: 0, spell: 'knowledge' }]);
    expect(raised.events[0]).toEqual({ type: 'spell-level-changed', player: 0, spell: 'knowledge', from: 4, to: 5 });
    const end = passToEnd(raised.state).state;
    expect(scoreGame(end).players[0]?.spells[0]).toEqual({ spell: 'knowledge', level: 5, points: 4, variable: true });
  });
});

// ---------------------------------------------------------------------------------------------
describe('Communion (no phase; L3 instant take 3 and store, 0 points; L4 +1 per familiar materia of the card rune; L5 store 2 at every Learn, 0 points)', () => {
  const CO = spellsWith('communion', 'mirage'); // sacrifice, levitation, purification, offering, time-travel, mirage, communion
  const YELLOW3: MateriaKind[] = ['yellow-circle', 'yellow-triangle', 'yellow-square'];

  it('L3 effect: takes 3 altar materia of the player\'s choice straight onto the board (not the pool: digital, no Mirage), 0 points', () => {
    const s = riggedGame({ rules: 'digital', spells: CO, phase: 'evening', altar: ['red-circle', 'green-circle', 'black-square', 'white-circle'], pools: [[...YELLOW3, 'purple-square'], []],
      learned: [[{ spell: 'mirage', level: 5, card: 'blue-circle' }], []] });
    const l = run(s, [learn('communion', 3, 'yellow-triangle', YELLOW3)]);
    expect(types(l.events)).toEqual(['spell-learned', 'materia-discarded', 'materia-discarded']);
    expect(currentDecision(l.state)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: 'communion', level: 3, step: { step: 'take-store', count: 3 } });
    expect(legalActions(l.state)).toEqual((['red-circle', 'green-circle', 'black-square', 'white-circle'] as const).map((m) => pick(m)));
    const r = run(l.state, [pick('white-circle'), pick('red-circle'), pick('black-square')]);
    expect(only(r.events, 'materia-stored')).toEqual([
      { type: 'materia-stored', player: 0, materia: 'white-circle', from: 'altar', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 1 },
      { type: 'materia-stored', player: 0, materia: 'black-square', from: 'altar', space: 2 },
    ]);
    expect(only(r.events, 'materia-taken', 'spell-triggered', 'materia-drawn')).toEqual([]);
    expect(poolOf(r.state, 0)).toEqual(['purple-square']);
    expect(r.state.players[0]?.familiar).toEqual(['white-circle', 'red-circle', 'black-square']);
    expect(pointsOf(r.state, 'communion')).toBe(0);
  });

  it('L3 limit: fewer when the altar runs out; fewer when the board fills (the end is triggered, the rest stays on the altar)', () => {
    const short = riggedGame({ spells: CO, phase: 'evening', altar: ['red-circle', 'green-circle'], pools: [YELLOW3, []] });
    const a = run(short, [learn('communion', 3, 'yellow-triangle', YELLOW3), pick('green-circle')]);
    expect(only(a.events, 'materia-stored')).toHaveLength(2);
    expect(only(a.events, 'step-skipped')).toEqual([{ type: 'step-skipped', player: 0, step: 'take-store', remaining: 1 }]);
    expect(a.state.players[0]?.familiar).toEqual(['green-circle', 'red-circle']);

    const twelve = [...copies('red-square', 5), ...copies('green-square', 5), 'white-triangle', 'white-triangle'] as MateriaKind[];
    const full = riggedGame({
      spells: CO, phase: 'evening', altar: ['purple-circle', 'purple-circle', 'purple-circle'], pools: [YELLOW3, []],
      familiars: [twelve, []],
    });
    const b = run(full, [learn('communion', 3, 'yellow-triangle', YELLOW3)]);
    expect(only(b.events, 'materia-stored')).toHaveLength(2);
    expect(only(b.events, 'game-end-triggered')).toEqual([{ type: 'game-end-triggered', player: 0, reason: 'familiar-full' }]);
    expect(kindsOf(b.state.altar).filter((m) => m === 'purple-circle')).toHaveLength(1);
    expect(b.state.players[0]?.familiar).toHaveLength(14);
  });

  it('L4 effect: +1 point at the end per familiar materia of the card rune; learning it takes nothing', () => {
    const board: MateriaKind[] = ['red-triangle', 'green-triangle', 'black-circle', 'yellow-triangle', 'white-square'];
    const s = riggedGame({
      spells: CO, phase: 'evening', altar: ['red-circle', 'green-circle'],
      pools: [[...YELLOW3, 'yellow-triangle'], []], familiars: [board, []],
    });
    const r = run(s, [learn('communion', 4, 'yellow-triangle', [...YELLOW3, 'yellow-triangle'])]);
    expect(only(r.events, 'materia-stored', 'materia-taken')).toEqual([]);
    expectIdle(r.state);
    expect(scoreGame(r.state).players[0]?.spells[0]).toEqual({ spell: 'communion', level: 4, points: 3, variable: true });
  });

  it('L4 limit: only the card rune counts; raised from 3 to 4 (Time Travel) it does not take again, and scores by the L4 rule', () => {
    const spells = spellsWith('communion');
    const board: MateriaKind[] = ['red-triangle', 'green-triangle', 'black-circle', 'white-square'];
    const s = riggedGame({ spells: spells, phase: 'evening', altar: ['red-circle', 'green-circle'], pools: [['purple-circle'], []], familiars: [board, []],
      learned: [[{ spell: 'communion', level: 3, card: 'yellow-square' }, { spell: 'time-travel', level: 3, card: 'white-circle' }], []] });
    expect(pointsOf(s, 'communion')).toBe(0);
    const r = run(s, [cast('time-travel', 3)]);
    expect(only(r.events, 'spell-level-changed')).toEqual([{ type: 'spell-level-changed', player: 0, spell: 'communion', from: 3, to: 4 }]);
    expect(only(r.events, 'materia-stored', 'materia-taken')).toEqual([]);
    // card rune square: only white-square counts, not the triangles or the circle
    expect(pointsOf(r.state, 'communion')).toBe(1);
  });

  it('L5 effect: at its own Learn, this Learn\'s other paid materia go to the discard, then 2 materia of the player\'s choice are stored from the discard box; 0 points', () => {
    const pay: MateriaKind[] = ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-square', 'yellow-square'];
    const s = riggedGame({ spells: CO, phase: 'evening', altar: ['red-circle'], pools: [[...pay, 'purple-square'], []], discard: ['green-circle'] });
    const l = run(s, [learn('communion', 5, 'yellow-circle', pay)]);
    expect(l.events).toEqual([
      { type: 'spell-learned', player: 0, spell: 'communion', level: 5, card: 'yellow-circle', spend: pay },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-triangle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-square' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-square' },
    ]);
    expect(currentDecision(l.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'communion', level: 5, step: { step: 'store-from-discard', count: 2 },
    });
    // any kind in the discard box, the materia discarded earlier included
    expect(legalActions(l.state)).toEqual([pick('green-circle'), pick('yellow-circle'), pick('yellow-triangle'), pick('yellow-square')]);
    const r = run(l.state, [pick('green-circle'), pick('yellow-square')]);
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'green-circle', from: 'discard', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'yellow-square', from: 'discard', space: 1 },
      { type: 'day-ended', player: 0, day: 1 },
    ]);
    expect(r.state.players[0]?.familiar).toEqual(['green-circle', 'yellow-square']);
    expect(poolOf(r.state, 0)).toEqual(['purple-square']);
    expect(kindsOf(r.state.discard)).toEqual(['yellow-circle', 'yellow-triangle', 'yellow-square']);
    expect(pointsOf(r.state, 'communion')).toBe(0);
    assertConserved(r.state);
  });

  it('L5 effect: at a later Learn, §5 order: card placed, the rest discarded, 2 stored from the discard box, then the instant (Swiftness L3), then the Day goes on', () => {
    const spells = spellsWith('communion', 'swiftness');
    const pay: MateriaKind[] = ['blue-circle', 'blue-triangle', 'red-square', 'red-square', 'red-square'];
    const s = riggedGame({ spells: spells, phase: 'evening', altar: ['green-circle', 'black-circle'], pools: [[...pay, 'white-square'], []],
      learned: [[{ spell: 'communion', level: 5, card: 'yellow-circle' }], []] });
    // Swiftness at level 3: 2 blue singles + a wild triple of squares
    const l = run(s, [learn('swiftness', 3, 'blue-circle', pay)]);
    expect(types(l.events)).toEqual(['spell-learned', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'materia-discarded']);
    expect(effect(l.state).step).toEqual({ step: 'store-from-discard', count: 2 });
    expect(legalActions(l.state)).toEqual([pick('red-square'), pick('blue-triangle')]);
    const k = run(l.state, [pick('red-square'), pick('blue-triangle')]);
    expect(k.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-square', from: 'discard', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'blue-triangle', from: 'discard', space: 1 },
    ]);
    // step 4: Swiftness's extra Morning action waits; step 5 and the end of the Day come after it
    expect(currentDecision(k.state)).toMatchObject({ kind: 'effect', spell: 'swiftness', step: { step: 'phase-action', as: 'extra' } });
    const t = run(k.state, [{ type: 'take', player: 0, materia: 'black-circle' }]);
    expect(types(t.events).slice(0, 2)).toEqual(['materia-taken', 'day-ended']);
    expect(t.state.players[0]?.familiar).toEqual(['red-square', 'blue-triangle']);
    expect(poolOf(t.state, 0)).toEqual(['black-circle', 'white-square']);
    assertConserved(t.state);
  });

  it.each([
    ['printed', { step: 'store-from-discard', count: 1 }],
    ['digital', { step: 'learn-discards', keep: 1 }],
  ] as const)('L5 (%s): a pending Communion store survives serialize/deserialize mid-Learn, and the game goes on identically', (rules, pending) => {
    const spells = spellsWith('communion', 'swiftness');
    const pay: MateriaKind[] = ['blue-circle', 'blue-triangle', 'red-square', 'red-square', 'red-square'];
    const s = riggedGame({ rules, spells: spells, phase: 'evening', altar: ['green-circle', 'black-circle'], pools: [[...pay, 'white-square'], []],
      learned: [[{ spell: 'communion', level: 5, card: 'yellow-circle' }], []] });
    const l = run(s, [learn('swiftness', 3, 'blue-circle', pay), pick('red-square')]).state;
    expect(currentDecision(l)).toMatchObject({ kind: 'effect', spell: 'swiftness', step: pending });
    const loaded = deserialize(serialize(l));
    expect(loaded).toEqual(l);
    expect(currentDecision(loaded)).toEqual(currentDecision(l));
    expect(legalActions(loaded)).toEqual(legalActions(l));
    const rest: Action[] = [pick('blue-triangle'), { type: 'draw', player: 0 }];
    const a = run(l, rest);
    const b = run(loaded, rest);
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
  });

  it('L5 limit: compulsory, only from the discard box, fewer with fewer free spaces (the 14th triggers the end), automatic when the discard holds one kind', () => {
    const spells = spellsWith('communion');
    const pay: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];
    const base = { phase: 'evening' as const, altar: ['green-circle'] as MateriaKind[], learned: [[{ spell: 'communion', level: 5, card: 'yellow-circle' }], []] as RiggedSpell[][] };
    const s = riggedGame({ spells: spells, ...base, pools: [[...pay, 'white-square'], []] });
    const l = run(s, [learn('sacrifice', 3, 'red-circle', pay)]);
    expect(effect(l.state).step.step).toBe('store-from-discard');
    expectRefused(l.state, { type: 'stop', player: 0 }, 'wrong-step', 'type');
    // the pool's materia and the card's are not in the discard box
    expectRefused(l.state, pick('white-square'), 'not-an-option');
    expectRefused(l.state, pick('red-circle'), 'not-an-option');
    expectRefused(l.state, { type: 'pass', player: 0 }, 'wrong-step', 'type');

    const thirteen = [...copies('green-square', 5), ...copies('black-square', 5), ...copies('white-triangle', 3)] as MateriaKind[];
    const f = riggedGame({ spells: spells, ...base, pools: [pay, []], familiars: [thirteen, []] });
    const fl = run(f, [learn('sacrifice', 3, 'red-circle', pay), pick('red-square')]);
    // the discards first (step 3), then the store that fills the 14th space triggers the end at once
    expect(types(fl.events).slice(0, 6)).toEqual([
      'spell-learned', 'materia-discarded', 'materia-discarded', 'materia-stored', 'game-end-triggered', 'step-skipped',
    ]);
    expect(only(fl.events, 'materia-stored')).toEqual([{ type: 'materia-stored', player: 0, materia: 'red-square', from: 'discard', space: 13 }]);
    expect(only(fl.events, 'game-end-triggered')).toEqual([{ type: 'game-end-triggered', player: 0, reason: 'familiar-full' }]);
    expect(only(fl.events, 'step-skipped')).toEqual([{ type: 'step-skipped', player: 0, step: 'store-from-discard', remaining: 1 }]);
    expect(fl.state.players[0]?.familiar).toHaveLength(14);
    expect(kindsOf(fl.state.discard)).toEqual(['red-triangle']);

    // 4 alike in the discard box: the 2 stored need no choice
    const alike = riggedGame({ spells: spells, ...base, pools: [copies('red-circle', 5), []] });
    const al = run(alike, [learn('sacrifice', 5, 'red-circle', copies('red-circle', 5))]);
    expect(types(al.events).slice(0, 9)).toEqual([
      'spell-learned', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'materia-stored', 'materia-stored', 'day-ended', 'altar-resupplied',
    ]);
    expect(al.state.players[0]?.familiar).toEqual(['red-circle', 'red-circle']);
  });

  it('L5 effect (digital profile): at its own Learn, 2 of this Learn\'s other paid materia are stored (the player picks), the rest discarded; 0 points', () => {
    const pay: MateriaKind[] = ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-square', 'yellow-square'];
    const s = riggedGame({ rules: 'digital', spells: CO, phase: 'evening', altar: ['red-circle'], pools: [[...pay, 'purple-square'], []] });
    const l = run(s, [learn('communion', 5, 'yellow-circle', pay)]);
    expect(l.events).toEqual([{ type: 'spell-learned', player: 0, spell: 'communion', level: 5, card: 'yellow-circle', spend: pay }]);
    expect(currentDecision(l.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: 'communion', level: 5,
      step: { step: 'learn-discards', keep: 2, setAside: ['yellow-circle', 'yellow-triangle', 'yellow-square', 'yellow-square'] },
    });
    expect(legalActions(l.state)).toEqual([pick('yellow-circle'), pick('yellow-triangle'), pick('yellow-square')]);
    const r = run(l.state, [pick('yellow-square'), pick('yellow-square')]);
    expect(r.events.slice(0, 4)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'yellow-square', from: 'pool', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'yellow-square', from: 'pool', space: 1 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-triangle' },
    ]);
    expect(r.events[4]).toEqual({ type: 'day-ended', player: 0, day: 1 });
    expect(poolOf(r.state, 0)).toEqual(['purple-square']);
    expect(pointsOf(r.state, 'communion')).toBe(0);
  });

  it('L5 effect (digital profile): at a later Learn, §5 order: card placed, 2 stored, the rest discarded, then the instant (Swiftness L3), then the Day goes on', () => {
    const spells = spellsWith('communion', 'swiftness');
    const pay: MateriaKind[] = ['blue-circle', 'blue-triangle', 'red-square', 'red-square', 'red-square'];
    const s = riggedGame({ rules: 'digital', spells: spells, phase: 'evening', altar: ['green-circle', 'black-circle'], pools: [[...pay, 'white-square'], []],
      learned: [[{ spell: 'communion', level: 5, card: 'yellow-circle' }], []] });
    // Swiftness at level 3: 2 blue singles + a wild triple of squares
    const l = run(s, [learn('swiftness', 3, 'blue-circle', pay)]);
    expect(l.events).toEqual([{ type: 'spell-learned', player: 0, spell: 'swiftness', level: 3, card: 'blue-circle', spend: ['red-square', 'red-square', 'red-square', 'blue-circle', 'blue-triangle'] }]);
    expect(legalActions(l.state)).toEqual([pick('red-square'), pick('blue-triangle')]);
    const k = run(l.state, [pick('red-square'), pick('blue-triangle')]);
    expect(k.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-square', from: 'pool', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'blue-triangle', from: 'pool', space: 1 },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-square' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-square' },
    ]);
    // step 4: Swiftness's extra Morning action waits; step 5 and the end of the Day come after it
    expect(currentDecision(k.state)).toMatchObject({ kind: 'effect', spell: 'swiftness', step: { step: 'phase-action', as: 'extra' } });
    const t = run(k.state, [{ type: 'take', player: 0, materia: 'black-circle' }]);
    expect(types(t.events).slice(0, 2)).toEqual(['materia-taken', 'day-ended']);
    expect(t.state.players[0]?.familiar).toEqual(['red-square', 'blue-triangle']);
    expect(poolOf(t.state, 0)).toEqual(['black-circle', 'white-square']);
    assertConserved(t.state);
  });


  it('L5 limit (digital profile): compulsory, only this Learn\'s discards, fewer with fewer free spaces (the 14th triggers the end), automatic when they are alike', () => {
    const spells = spellsWith('communion');
    const pay: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];
    const base = { rules: 'digital' as const, phase: 'evening' as const, altar: ['green-circle'] as MateriaKind[], learned: [[{ spell: 'communion', level: 5, card: 'yellow-circle' }], []] as RiggedSpell[][] };
    const s = riggedGame({ spells: spells, ...base, pools: [[...pay, 'white-square'], []] });
    const l = run(s, [learn('sacrifice', 3, 'red-circle', pay)]);
    expect(effect(l.state).step.step).toBe('learn-discards');
    expectRefused(l.state, { type: 'stop', player: 0 }, 'wrong-step', 'type');
    expectRefused(l.state, pick('white-square'), 'not-an-option');
    expectRefused(l.state, pick('red-circle'), 'not-an-option');
    expectRefused(l.state, { type: 'pass', player: 0 }, 'wrong-step', 'type');

    const thirteen = [...copies('green-square', 5), ...copies('black-square', 5), ...copies('white-triangle', 3)] as MateriaKind[];
    const f = riggedGame({ spells: spells, ...base, pools: [pay, []], familiars: [thirteen, []] });
    const fl = run(f, [learn('sacrifice', 3, 'red-circle', pay), pick('red-square')]);
    // (where the trigger falls between the store and the discard is left open: §8 says "at the
    // moment" the 14th space fills, §5 lists it as step 5)
    expect(only(fl.events, 'materia-stored')).toEqual([{ type: 'materia-stored', player: 0, materia: 'red-square', from: 'pool', space: 13 }]);
    expect(only(fl.events, 'materia-discarded')).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-triangle' }]);
    expect(only(fl.events, 'game-end-triggered')).toEqual([{ type: 'game-end-triggered', player: 0, reason: 'familiar-full' }]);
    expect(fl.state.players[0]?.familiar).toHaveLength(14);

    // 4 alike set aside: the 2 stored need no choice
    const alike = riggedGame({ spells: spells, ...base, pools: [copies('red-circle', 5), []] });
    const al = run(alike, [learn('sacrifice', 5, 'red-circle', copies('red-circle', 5))]);
    expect(types(al.events).slice(0, 5)).toEqual(['spell-learned', 'materia-stored', 'materia-stored', 'materia-discarded', 'materia-discarded']);
    expect(al.state.players[0]?.familiar).toEqual(['red-circle', 'red-circle']);
  });

  it('L5 at 3 or 4 does not apply: a Communion at level 4 keeps nothing of a Learn', () => {
    const spells = spellsWith('communion');
    const s = riggedGame({ spells: spells, phase: 'evening', altar: ['green-circle'], pools: [copies('red-circle', 3), []],
      learned: [[{ spell: 'communion', level: 4, card: 'yellow-circle' }], []] });
    const r = run(s, [learn('sacrifice', 3, 'red-circle', copies('red-circle', 3))]);
    expect(types(r.events).slice(0, 3)).toEqual(['spell-learned', 'materia-discarded', 'materia-discarded']);
    expect(r.state.players[0]?.familiar).toEqual([]);
  });

  // Rules §5, "Order of every Learn": "4. the learned spell's instant effect resolves now ...;
  // 5. if this was the player's 7th spell, or the board is now full, the end is triggered (§8)."
  // A store checks only for a full board, so the 7th spell triggers at step 5, after the
  // instant's three stores.
  it('Communion L3 learned as the 7th spell: the end is triggered at step 5, after its take-and-store', () => {
    const spells = spellsWith('communion');
    const six: RiggedSpell[] = [
      { spell: 'sacrifice', level: 3, card: 'red-square' },
      { spell: 'levitation', level: 3, card: 'purple-square' },
      { spell: 'purification', level: 3, card: 'green-square' },
      { spell: 'offering', level: 3, card: 'black-square' },
      { spell: 'time-travel', level: 3, card: 'white-square' },
      { spell: 'transmutation', level: 3, card: 'blue-square' },
    ];
    const s = riggedGame({
      spells: spells, phase: 'evening', altar: copies('red-circle', 3), pools: [YELLOW3, []], learned: [six, []],
    });
    const r = run(s, [learn('communion', 3, 'yellow-triangle', YELLOW3)]);
    expect(types(r.events).slice(0, 7)).toEqual([
      'spell-learned', 'materia-discarded', 'materia-discarded', 'materia-stored', 'materia-stored', 'materia-stored', 'game-end-triggered',
    ]);
  });
});
