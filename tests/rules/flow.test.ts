// Rules §4 (a player's Day: phases, one action or pass per phase, altar resupply, next player)
// and §2 (passing is always legal), plus the action validation every phase shares.
import { describe, expect, it } from 'vitest';
import {
  actionKey, allTokens, copies, expectRefused, pass, passUntil, playRandom, riggedGame, step, types, without,
} from '../kit/index.js';
import {
  MATERIA_KINDS, countsOf, createGame, currentDecision, isLegal, kindsOf, legalActions, total,
  pass as passForDecider, // the engine's shorthand; `pass` below builds a pass action
  type Action, type GameState, type MateriaKind, type RiggedSetup, type RiggedSpell,
} from '../../src/index.js';

describe('the phases of a Day', () => {
  it('Morning → Midday → Evening, then the Day ends, the altar is resupplied and the next seat begins', () => {
    let s = riggedGame({ altar: copies('blue-circle', 5), nextDraws: ['red-square'] });
    let r = step(s, pass());
    expect(r.events).toEqual([
      { type: 'passed', player: 0, phase: 'morning' },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    s = r.state;
    r = step(s, pass());
    expect(r.events).toEqual([
      { type: 'passed', player: 0, phase: 'midday' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    s = r.state;
    r = step(s, pass());
    expect(r.events).toEqual([
      { type: 'passed', player: 0, phase: 'evening' },
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'add-one' },
      { type: 'materia-revealed', materia: 'red-square' },
      { type: 'phase-started', player: 1, phase: 'morning', day: 2 },
    ]);
    s = r.state;
    expect([s.active, s.phase, s.day, s.phaseActions]).toEqual([1, 'morning', 2, 0]);
    expect(kindsOf(s.altar)).toEqual([...copies('red-square', 1), ...copies('blue-circle', 5)]);
  });

  it('the next player is seat + 1, wrapping around, from any first player', () => {
    let s = riggedGame({ players: 4, firstPlayer: 2 });
    const order: number[] = [];
    for (let d = 0; d < 6; d++) {
      order.push(s.active);
      expect(s.day).toBe(d + 1);
      s = passUntil(s, (s.active + 1) % 4, 'morning').state;
    }
    expect(order).toEqual([2, 3, 0, 1, 2, 3]);
  });

  it('the Day counter grows by one per player Day; every event of a Day carries it', () => {
    let s = riggedGame({ players: 3 });
    for (let d = 1; d <= 7; d++) {
      expect(s.day).toBe(d);
      const r = passUntil(s, (s.active + 1) % 3, 'morning');
      expect(r.events.filter((e) => e.type === 'phase-started').map((e) => (e as { day: number }).day)).toEqual([d, d, d + 1]);
      expect(r.events.find((e) => e.type === 'day-ended')).toEqual({ type: 'day-ended', player: (d - 1) % 3, day: d });
      s = r.state;
    }
  });

  it('every applied action counts one step', () => {
    let s = riggedGame();
    expect(s.step).toBe(0);
    s = step(s, { type: 'draw', player: 0 }).state;
    expect(s.step).toBe(1);
    s = step(s, pass()).state;
    expect(s.step).toBe(2);
  });

  it('currentDecision names the active player, phase and Day', () => {
    const s = riggedGame({ active: 1, phase: 'midday', day: 6 });
    expect(currentDecision(s)).toEqual({ kind: 'phase', player: 1, phase: 'midday', day: 6, actionsTaken: 0 });
  });
});

describe('pass (§2: always legal)', () => {
  it('is listed last in every phase and ends the phase', () => {
    for (const phase of ['morning', 'midday', 'evening'] as const) {
      const s = riggedGame({ phase, pools: [copies('red-circle', 5), []] });
      expect(legalActions(s).at(-1)).toEqual(pass());
      const r = step(s, pass());
      expect(r.events[0]).toEqual({ type: 'passed', player: 0, phase });
    }
  });

  it('is legal when nothing else is: a full pool (Morning), an empty pool (Midday), no payable spell (Evening)', () => {
    const nine: MateriaKind[] = [...copies('red-circle', 5), ...copies('blue-square', 4)];
    expect(legalActions(riggedGame({ pools: [nine, []] }))).toEqual([pass()]);
    expect(legalActions(riggedGame({ phase: 'midday', pools: [[], []] }))).toEqual([pass()]);
    expect(legalActions(riggedGame({ phase: 'evening', pools: [['red-circle', 'red-square'], []] }))).toEqual([pass()]);
  });

  it('the pass() shorthand passes for the player who must act', () => {
    const s = riggedGame({ active: 1 });
    const r = passForDecider(s);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.events[0]).toEqual({ type: 'passed', player: 1, phase: 'morning' });
  });

  it('changes nothing but the phase', () => {
    const s = riggedGame();
    const r = step(s, pass());
    expect(r.state.players).toBe(s.players);
    expect(r.state.altar).toBe(s.altar);
    expect(r.state.pouch).toBe(s.pouch);
    expect(r.state.rng).toBe(s.rng);
  });
});

describe('refused actions', () => {
  it('an action of another phase is refused with wrong-phase', () => {
    const morning = riggedGame({ pools: [['red-circle', 'red-circle', 'red-circle'], []] });
    expectRefused(morning, { type: 'store', player: 0, materia: 'red-circle' }, 'wrong-phase', 'type');
    expectRefused(morning, { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: copies('red-circle', 3) }, 'wrong-phase', 'type');
    const midday = riggedGame({
      phase: 'midday', altar: ['blue-circle'], pools: [['red-circle', 'red-circle', 'red-circle'], []],
    });
    expectRefused(midday, { type: 'take', player: 0, materia: 'blue-circle' }, 'wrong-phase', 'type');
    expectRefused(midday, { type: 'draw', player: 0 }, 'wrong-phase', 'type');
    expectRefused(midday, { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: copies('red-circle', 3) }, 'wrong-phase', 'type');
    const evening = riggedGame({ phase: 'evening', altar: ['blue-circle'], pools: [['red-circle'], []] });
    expectRefused(evening, { type: 'take', player: 0, materia: 'blue-circle' }, 'wrong-phase', 'type');
    expectRefused(evening, { type: 'draw', player: 0 }, 'wrong-phase', 'type');
    expectRefused(evening, { type: 'store', player: 0, materia: 'red-circle' }, 'wrong-phase', 'type');
  });

  it('an action of a player who is not active is refused with not-your-turn (before the phase is checked)', () => {
    const s = riggedGame({
      players: 3, active: 1, altar: ['blue-circle'], pools: [['red-circle'], ['red-circle'], ['red-circle']],
    });
    expectRefused(s, pass(), 'not-your-turn', 'player');
    expectRefused(s, pass(2), 'not-your-turn', 'player');
    expectRefused(s, { type: 'draw', player: 0 }, 'not-your-turn', 'player');
    expectRefused(s, { type: 'take', player: 2, materia: 'blue-circle' }, 'not-your-turn', 'player');
    expectRefused(s, { type: 'store', player: 0, materia: 'red-circle' }, 'not-your-turn', 'player');
    expectRefused(s, { type: 'draw', player: 7 }, 'not-your-turn', 'player');
  });

  it.each([
    ['null', null, null],
    ['a string', 'pass', null],
    ['an array', [], null],
    ['an empty object', {}, 'player'],
    ['a negative player', { type: 'pass', player: -1 }, 'player'],
    ['a fractional player', { type: 'pass', player: 0.5 }, 'player'],
    ['a string player', { type: 'pass', player: '0' }, 'player'],
    ['an unknown type', { type: 'fly', player: 0 }, 'type'],
    ['a missing type', { player: 0 }, 'type'],
    ['a bad materia string', { type: 'take', player: 0, materia: 'red-star' }, 'materia'],
    ['a missing materia', { type: 'store', player: 0 }, 'materia'],
    ['a non-string spell', { type: 'learn', player: 0, spell: 7, level: 3, onCard: 'red-circle', spend: [] }, 'spell'],
    ['level 6', { type: 'learn', player: 0, spell: 'sacrifice', level: 6, onCard: 'red-circle', spend: copies('red-circle', 6) }, 'level'],
    ['level "3"', { type: 'learn', player: 0, spell: 'sacrifice', level: '3', onCard: 'red-circle', spend: copies('red-circle', 3) }, 'level'],
    ['a bad onCard', { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red', spend: copies('red-circle', 3) }, 'onCard'],
    ['spend not an array', { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: 'red-circle' }, 'spend'],
    ['a bad kind in spend', { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: ['red-circle', 'red-circle', 'rouge'] }, 'spend'],
    ['an extra field on a take', { type: 'take', player: 0, materia: 'red-circle', ref: 'client-7' }, 'ref'],
    ['an extra field on a pass', { type: 'pass', player: 0, note: '<b>hi</b>' }, 'note'],
    ['a take with a spell', { type: 'take', player: 0, materia: 'red-circle', spell: 'sacrifice' }, 'spell'],
    ['a learn with from', { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: copies('red-circle', 3), from: 1 }, 'from'],
  ])('a malformed action (%s) is refused with malformed-action', (_name, action, field) => {
    const s = riggedGame({ pools: [copies('red-circle', 3), []] });
    expectRefused(s, action, 'malformed-action', field);
    // malformed is reported whoever's turn and whatever the phase
    expectRefused(riggedGame({ phase: 'evening', active: 1 }), action, 'malformed-action', field);
  });
});

/** A rigged Evening of seat 0 whose altar holds `altar`; the pouch yields `nextDraws` first. */
function eveningWithAltar(altar: MateriaKind[], nextDraws: MateriaKind[] = [], extra: RiggedSetup = {}): GameState {
  return riggedGame({ phase: 'evening', altar, nextDraws, ...extra });
}

describe('altar resupply at the end of every Day (§4)', () => {
  const five: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square', 'blue-circle', 'blue-triangle'];

  it.each([0, 1, 3, 4])('fewer than 5 (%i): draws until there are 5', (n) => {
    const altar = copies('green-square', n);
    const draws = five.slice(0, 5 - n);
    const r = step(eveningWithAltar(altar, draws), pass());
    expect(r.events.slice(1, -1)).toEqual([
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'fill' },
      ...draws.map((m) => ({ type: 'materia-revealed', materia: m })),
    ]);
    expect(r.state.altar).toEqual(countsOf([...altar, ...draws]));
  });

  it.each([5, 6, 9])('5 to 9 (%i): draws 1 onto it', (n) => {
    const altar = copies('white-circle', 5).concat(copies('yellow-square', n - 5));
    const r = step(eveningWithAltar(altar, ['black-circle', 'black-square']), pass());
    expect(r.events.slice(2, -1)).toEqual([
      { type: 'altar-resupplied', rule: 'add-one' },
      { type: 'materia-revealed', materia: 'black-circle' },
    ]);
    expect(total(r.state.altar)).toBe(n + 1);
    expect(r.state.pouchTop).toEqual(['black-square']);
  });

  it.each([10, 11, 15])('10 or more (%i): discards them all, then draws 5', (n) => {
    const altar = [...copies('white-circle', 5), ...copies('yellow-square', 5), ...copies('purple-triangle', n - 10)];
    const s = eveningWithAltar(altar, five);
    const r = step(s, pass());
    const sorted = kindsOf(countsOf(altar));
    expect(r.events.slice(2, -1)).toEqual([
      { type: 'altar-resupplied', rule: 'replace' },
      ...sorted.map((m) => ({ type: 'materia-discarded', from: 'altar', materia: m })),
      ...five.map((m) => ({ type: 'materia-revealed', materia: m })),
    ]);
    expect(r.state.altar).toEqual(countsOf(five));
    expect(r.state.discard).toEqual(countsOf([...kindsOf(s.discard), ...altar]));
  });

  it('the 10 limit is only checked at the end of the Day: an altar of 12 is played from normally', () => {
    const altar: MateriaKind[] = [...copies('white-circle', 5), ...copies('yellow-square', 5), 'red-circle', 'red-circle'];
    let s = riggedGame({ altar, pools: [[], []] });
    s = step(s, { type: 'take', player: 0, materia: 'red-circle' }).state;
    expect(total(s.altar)).toBe(11);
    const r = passUntil(s, 1, 'morning');
    expect(r.events).toContainEqual({ type: 'altar-resupplied', rule: 'replace' });
    expect(total(r.state.altar)).toBe(5);
  });

  it('draws at random with the seeded generator when nothing is rigged', () => {
    const s = eveningWithAltar([]);
    const a = step(s, pass());
    const b = step(s, pass());
    expect(a).toEqual(b);
    expect(total(a.state.altar)).toBe(5);
    expect(total(a.state.pouch)).toBe(total(s.pouch) - 5);
  });

  it('a replace with an empty pouch refills it from the discard, which now holds the old altar', () => {
    // All tokens but the 2 pools are on the altar: pouch and discard are empty.
    const s = riggedGame({ phase: 'evening', pools: [['red-circle'], ['red-square']], pouch: [], rest: 'altar' });
    expect(total(s.altar)).toBe(103);
    const r = step(s, pass());
    expect(types(r.events.slice(2, 4))).toEqual(['altar-resupplied', 'materia-discarded']);
    const refill = r.events.findIndex((e) => e.type === 'pouch-refilled');
    expect(r.events[refill]).toEqual({ type: 'pouch-refilled', count: 103 });
    expect(types(r.events.slice(refill + 1))).toEqual([...copies('red-circle', 5).map(() => 'materia-revealed'), 'phase-started']);
    expect(total(r.state.altar)).toBe(5);
    expect(total(r.state.pouch)).toBe(98);
    expect(total(r.state.discard)).toBe(0);
  });

  it('a fill with pouch and discard both empty loses the missing draws (one draw-lost to the altar, Decision §1)', () => {
    // 4 players hold all but 3 tokens in pools, familiars and spell cards.
    const altar: MateriaKind[] = ['yellow-circle', 'yellow-circle', 'yellow-triangle'];
    const cardsOf = (seat: number): RiggedSpell[] =>
      ([['sacrifice', 'red'], ['levitation', 'purple'], ['purification', 'green'], ['offering', 'black'], ['time-travel', 'white'], ['transmutation', 'blue']] as const)
        .map(([spell, colour]) => ({ spell, level: 3 as const, card: `${colour}-${(['circle', 'triangle', 'square', 'circle'] as const)[seat]}` as MateriaKind }));
    const learned = [0, 1, 2, 3].map(cardsOf);
    let rest = without(allTokens(), [...altar, ...learned.flat().map((l) => l.card)]);
    const pools = [0, 1, 2, 3].map(() => rest.splice(0, 9));
    const familiars = [0, 1, 2, 3].map(() => rest.splice(0, 13));
    expect(rest).toEqual([]);
    rest = [];
    const s = riggedGame({ players: 4, phase: 'evening', altar, pools, familiars, learned });
    expect(total(s.pouch) + total(s.discard)).toBe(0);
    const r = step(s, pass());
    expect(r.events.slice(1)).toEqual([
      { type: 'day-ended', player: 0, day: 1 },
      { type: 'altar-resupplied', rule: 'fill' },
      { type: 'draw-lost', to: 'altar' },
      { type: 'phase-started', player: 1, phase: 'morning', day: 2 },
    ]);
    expect(r.state.altar).toBe(s.altar);
  });
});

describe('after the game is over', () => {
  function ended(): GameState {
    // seat 1 is the last seat; it fills its board, so its Day is the last of the game.
    const fam = [...copies('red-circle', 5), ...copies('red-triangle', 5), ...copies('red-square', 3)];
    let s = riggedGame({ active: 1, phase: 'midday', pools: [[], ['blue-circle']], familiars: [[], fam] });
    s = step(s, { type: 'store', player: 1, materia: 'blue-circle' }).state;
    s = step(s, pass(1)).state;
    expect(s.phase).toBe('ended');
    return s;
  }

  it('no action is legal: legalActions is empty and every action is refused with game-over', () => {
    const s = ended();
    expect(legalActions(s)).toEqual([]);
    expect(currentDecision(s)).toEqual({ kind: 'game-over' });
    for (const player of [0, 1]) {
      expectRefused(s, pass(player), 'game-over');
      expectRefused(s, { type: 'draw', player }, 'game-over');
      expectRefused(s, { type: 'take', player, materia: 'red-circle' }, 'game-over');
      expectRefused(s, { type: 'store', player, materia: 'red-circle' }, 'game-over');
      expectRefused(s, { type: 'learn', player, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: copies('red-circle', 3) }, 'game-over');
    }
    const r = passForDecider(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('game-over');
  });
});

describe('legalActions agrees with isLegal', () => {
  it.each([[2, 1], [3, 2], [4, 3]] as const)('%i players: every take, draw, store and pass of every seat is legal iff listed', (players, seed) => {
    playRandom(createGame({ players, seed: `iff-${players}` }), seed, 100_000, (before) => {
      const listed = new Set(legalActions(before).map(actionKey));
      for (let player = 0; player < players; player++) {
        const candidates: Action[] = [{ type: 'pass', player }, { type: 'draw', player }];
        for (const materia of MATERIA_KINDS) candidates.push({ type: 'take', player, materia }, { type: 'store', player, materia });
        for (const a of candidates) expect(isLegal(before, a), actionKey(a)).toBe(listed.has(actionKey(a)));
      }
    });
  });
});
