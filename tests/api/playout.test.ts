// playOut, the fast path of bots and simulators: what it returns, its limits and its errors.
// That it reaches the loop's positions and events is a conformance property (tests/properties).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, playOut, scoreGame, type Action, type GameState, type PlayoutPolicy } from '../../src/index.js';
import { deepFreeze, xorshift } from '../kit/index.js';

const first: PlayoutPolicy = () => 0;

function loop(state: GameState, choose: (legal: readonly Action[]) => number, most = Infinity): GameState {
  let s = state;
  for (let n = 0; n < most && s.phase !== 'ended'; n++) {
    const r = applyAction(s, legalActions(s)[choose(legalActions(s))] as Action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}

describe('playOut', () => {
  it('plays a game to its end and says how many actions it played', () => {
    const start = createGame({ players: 3, seed: 'playout-end' });
    const { state, actions } = playOut(start, first);
    expect(state.phase).toBe('ended');
    expect(actions).toBe(state.step - start.step);
    expect(state).toEqual(loop(start, () => 0));
    expect(scoreGame(state).winners.length).toBeGreaterThan(0);
  });

  it('plays a solo game, and a game under the digital rules, as the loop does', () => {
    for (const options of [
      { players: 1, seed: 'playout-solo', solo: { difficulty: 2 } },
      { players: 2, seed: 'playout-digital', rules: 'digital' },
    ] as const) {
      const start = createGame(options);
      const a = xorshift(7);
      const b = xorshift(7);
      expect(playOut(start, (legal) => Math.floor(a() * legal.length)).state).toEqual(loop(start, (legal) => Math.floor(b() * legal.length)));
    }
  });

  it('stops after maxActions, at the position the loop reaches', () => {
    const start = createGame({ players: 4, seed: 'playout-most' });
    const r = playOut(start, first, { maxActions: 25 });
    expect(r.actions).toBe(25);
    expect(r.state.step).toBe(start.step + 25);
    expect(r.state).toEqual(loop(start, () => 0, 25));
  });

  it('returns the very state when nothing is to be played', () => {
    const start = createGame({ players: 2, seed: 'playout-none' });
    expect(playOut(start, first, { maxActions: 0 })).toEqual({ state: start, actions: 0 });
    const end = playOut(start, first).state;
    const again = playOut(end, () => { throw new Error('asked at the end'); });
    expect(again.state).toBe(end);
    expect(again.actions).toBe(0);
  });

  it('gives the policy the list legalActions gives, the deciding seat and the step', () => {
    const start = createGame({ players: 2, seed: 'playout-args' });
    let s = start;
    playOut(start, (legal, player, step) => {
      expect(legal).toEqual(legalActions(s));
      expect(step).toBe(s.step);
      expect(legal.every((a) => a.player === player)).toBe(true);
      s = loop(s, () => 0, 1);
      return 0;
    }, { maxActions: 60 });
  });

  it('never changes the state it starts from (deep-frozen)', () => {
    const start = deepFreeze(createGame({ players: 4, seed: 'playout-frozen' }));
    const copy = structuredClone(start);
    const rand = xorshift(3);
    playOut(start, (legal) => Math.floor(rand() * legal.length));
    expect(start).toEqual(copy);
  });

  it.each([[-1], [99], [0.5], [Number.NaN], ['0' as unknown as number]])('refuses the choice %s with a RangeError, leaving the state as it was', (bad) => {
    const start = deepFreeze(createGame({ players: 2, seed: 'playout-bad' }));
    let n = 0;
    expect(() => playOut(start, () => (n++ < 5 ? 0 : bad))).toThrow(RangeError);
    expect(() => playOut(start, () => bad)).toThrow(/not an index of the \d+ legal actions/);
    expect(start.step).toBe(0);
  });

  it('refuses a policy that changes the length of the list, and plays what a policy that reorders it chose', () => {
    const start = createGame({ players: 2, seed: 'playout-list' });
    const grow: PlayoutPolicy = (legal) => {
      (legal as Action[]).push({ type: 'take', player: 0, materia: 'red-circle' });
      return legal.length - 1;
    };
    expect(() => playOut(start, grow)).toThrow(/changed the list of legal actions/);
    // Reordering is the policy's own business: the index is read in the order it left.
    const last: PlayoutPolicy = (legal) => {
      (legal as Action[]).reverse();
      return 0;
    };
    expect(playOut(start, last, { maxActions: 30 }).state).toEqual(loop(start, (legal) => legal.length - 1, 30));
  });

  it('lets an error of the policy or of onAction through', () => {
    const start = createGame({ players: 2, seed: 'playout-throw' });
    expect(() => playOut(start, () => { throw new TypeError('policy'); })).toThrow('policy');
    expect(() => playOut(start, first, { onAction: () => { throw new TypeError('hook'); } })).toThrow('hook');
  });
});
