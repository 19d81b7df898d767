// Actions from JavaScript callers are read once: applyAction takes a plain copy of the action's own
// fields, checks it and carries out exactly that copy. Whatever JSON cannot express (holes, BigInt,
// symbols, cycles, getters, proxies) is refused as malformed-action, and nothing is thrown.
import { describe, expect, test } from 'vitest';
import {
  MATERIA_KINDS, applyAction, checkAction, createGame, createRiggedGame, findInvariantProblem, isLegal, kindIndex, legalActions,
  type Action, type GameState, type MateriaKind,
} from '../../src/index.js';
import { deepFreeze, riggedGame } from '../kit/index.js';

/** Seat 0's Evening with three red materia to learn Sacrifice with. */
function evening(): GameState {
  return riggedGame({ seed: 'untrusted-evening', phase: 'evening', pools: [['red-circle', 'red-triangle', 'red-square'], []] });
}

/** Seat 0's Morning with a red circle on the altar and empty pools. */
function morning(): GameState {
  return riggedGame({ seed: 'untrusted-morning', altar: ['red-circle'], pools: [[], []] });
}

/** An object whose field `key` is a getter answering `values` in turn (then the last one), counting its reads. */
function changing(fields: Record<string, unknown>, key: string, values: readonly unknown[]): { action: Action; reads: () => number } {
  let n = 0;
  const action = { ...fields };
  Object.defineProperty(action, key, { enumerable: true, get: () => values[Math.min(n++, values.length - 1)] });
  return { action: action as unknown as Action, reads: () => n };
}

const fail = (): never => {
  throw new Error('trap');
};

/** Expects `action` to be refused as malformed-action by applyAction, checkAction and isLegal, none of them throwing. */
function expectMalformed(state: GameState, action: unknown): void {
  const r = applyAction(state, action as Action);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe('malformed-action');
  expect(checkAction(state, action as Action)?.code).toBe('malformed-action');
  expect(isLegal(state, action as Action)).toBe(false);
}

describe('an action that JSON cannot express is refused as malformed-action, never thrown', () => {
  const learn = { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle' };
  const withHole: unknown[] = ['red-circle', 'red-triangle', 'red-square'];
  delete withHole[1];
  const revoked = Proxy.revocable({ type: 'pass', player: 0 }, {});
  revoked.revoke();
  const cyclic: Record<string, unknown> = { type: 'take', player: 0 };
  cyclic['materia'] = cyclic;
  const cyclicSpend: unknown[] = ['red-circle'];
  cyclicSpend.push(cyclicSpend);

  test.each<[string, () => unknown]>([
    ['a spend of three holes', () => ({ ...learn, spend: new Array(3) })],
    ['a spend with a hole', () => ({ ...learn, spend: withHole })],
    ['a spend holding itself', () => ({ ...learn, spend: cyclicSpend })],
    ['a spend whose length throws', () => ({ ...learn, spend: new Proxy([], { get: (t, k) => (k === 'length' ? fail() : Reflect.get(t, k)) }) })],
    ['a BigInt type', () => ({ type: 10n, player: 0 })],
    ['a BigInt player', () => ({ type: 'pass', player: 0n })],
    ['a BigInt level', () => ({ ...learn, level: 3n, spend: ['red-circle', 'red-triangle', 'red-square'] })],
    ['a symbol type', () => ({ type: Symbol('pass'), player: 0 })],
    ['a symbol materia', () => ({ type: 'take', player: 0, materia: Symbol.iterator })],
    ['a materia that only turns into a kind as text', () => ({ type: 'take', player: 0, materia: { toString: () => 'red-circle' } })],
    ['a String object as the type', () => ({ type: new String('pass'), player: 0 })],
    ['a Number object as the player', () => ({ type: 'pass', player: new Number(0) })],
    ['a function as the materia', () => ({ type: 'take', player: 0, materia: () => 'red-circle' })],
    ['an action holding itself', () => cyclic],
    ['a getter that throws', () => Object.defineProperty({ type: 'pass' }, 'player', { enumerable: true, get: fail })],
    ['a proxy whose every trap throws', () => new Proxy({}, { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail })],
    ['a revoked proxy', () => revoked.proxy],
    ['fields inherited from a prototype, none of its own', () => Object.create({ type: 'pass', player: 0 }) as unknown],
    ['an own __proto__ field (from JSON.parse)', () => JSON.parse('{"__proto__": 1, "type": "pass", "player": 0}') as unknown],
  ])('%s', (_name, make) => {
    const s = deepFreeze(evening());
    expect(() => expectMalformed(s, make())).not.toThrow();
    expectMalformed(s, make());
  });

  test("a cast's from left undefined is no copy; any other field is refused even when undefined; symbol keys are not fields", () => {
    const s = evening();
    const tagged = { type: 'pass', player: 0, from: undefined, [Symbol('meta')]: 1 };
    expect(applyAction(s, { type: 'pass', player: 0, [Symbol('meta')]: 1 } as Action).ok).toBe(true);
    expect(applyAction(s, tagged as unknown as Action)).toMatchObject({ ok: false, error: { code: 'malformed-action', field: 'from' } });
    const c = createRiggedGame({ players: 2, seed: 'undefined-field', firstPlayer: 0, setup: { learned: [[{ spell: 'sacrifice', level: 3, card: 'red-circle' }], []], pools: [['blue-circle'], []] } });
    const cast = { type: 'cast', player: 0, spell: 'sacrifice', level: 3, from: undefined } as unknown as Action;
    expect(applyAction(c, cast)).toEqual(applyAction(c, { type: 'cast', player: 0, spell: 'sacrifice', level: 3 }));
  });
});

describe('an action is checked and carried out from one reading of its fields', () => {
  test('a materia getter that changes after the check', () => {
    const s = deepFreeze(morning());
    const { action, reads } = changing({ type: 'take', player: 0 }, 'materia', ['red-circle', 'red-circle', 'blue-square']);
    const r = applyAction(s, action);
    expect(reads()).toBe(1);
    expect(r).toEqual(applyAction(s, { type: 'take', player: 0, materia: 'red-circle' }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.altar[kindIndex('blue-square')]).toBe(0);
    expect(findInvariantProblem(r.state)).toBeUndefined();
  });

  test('a player getter that names another seat after the check', () => {
    const s = deepFreeze(morning());
    const { action, reads } = changing({ type: 'take', materia: 'red-circle' }, 'player', [0, 0, 1]);
    const r = applyAction(s, action);
    expect(reads()).toBe(1);
    expect(r.ok && r.events[0]).toEqual({ type: 'materia-taken', player: 0, materia: 'red-circle' });
  });

  test('a proxy that answers differently at every read', () => {
    const s = deepFreeze(morning());
    let n = 0;
    const action = new Proxy({ type: 'take', player: 0, materia: 'red-circle' }, {
      get: (t, k) => (k === 'materia' && n++ > 0 ? MATERIA_KINDS[n % 21] : Reflect.get(t, k)),
    });
    const r = applyAction(s, action as Action);
    expect(r).toEqual(applyAction(s, { type: 'take', player: 0, materia: 'red-circle' }));
  });

  test('a spend whose entries change after the check', () => {
    const s = deepFreeze(evening());
    const spend: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];
    let n = 0;
    Object.defineProperty(spend, 2, { enumerable: true, get: () => (n++ === 0 ? 'red-square' : 'blue-square') });
    const r = applyAction(s, { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend });
    expect(n).toBe(1);
    expect(r).toEqual(applyAction(s, { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: ['red-circle', 'red-triangle', 'red-square'] }));
  });

  test('changing the action after applyAction changes nothing it returned', () => {
    const s = evening();
    const spend: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];
    const r = applyAction(s, { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend });
    const before = structuredClone(r);
    spend[0] = 'blue-circle';
    expect(r).toEqual(before);
  });
});

describe('an action listed for a state is checked again when the state was changed in place', () => {
  test('a listed take of a kind moved off the altar', () => {
    const s = createGame({ players: 2, seed: 'listed-take', spells: 'set1' });
    const take = legalActions(s).find((a) => a.type === 'take');
    if (take?.type !== 'take') throw new Error('no take listed');
    const k = kindIndex(take.materia);
    const open = s as unknown as { altar: number[]; discard: number[] };
    open.discard[k] = (open.discard[k] as number) + (open.altar[k] as number);
    open.altar[k] = 0;
    const listed = applyAction(s, take);
    expect(listed).toMatchObject({ ok: false, error: { code: 'not-on-altar' } });
    expect(listed).toEqual(applyAction(s, { ...take }));
  });

  test('a listed draw with the pool filled in place', () => {
    const s = riggedGame({ seed: 'listed-draw', pools: [['red-circle'], []] });
    const draw = legalActions(s).find((a) => a.type === 'draw');
    if (draw === undefined) throw new Error('no draw listed');
    const open = s as unknown as { pouch: number[]; players: { pool: number[] }[] };
    let moved = 0;
    for (let i = 0; i < open.pouch.length && moved < 8; i++) {
      const n = Math.min(open.pouch[i] as number, 8 - moved);
      open.pouch[i] = (open.pouch[i] as number) - n;
      open.players[0]!.pool[i] = (open.players[0]!.pool[i] as number) + n;
      moved += n;
    }
    expect(applyAction(s, draw)).toMatchObject({ ok: false, error: { code: 'pool-full' } });
  });
});
