// playOut, the fast path of bots and simulators: what it returns, its limits and its errors.
// That it reaches the loop's positions and events is a conformance property (tests/properties).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, playOut, playOutBlind, scoreGame, type Action, type GameState, type PlayoutPolicy } from '../../src/index.js';
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
    expect(() => playOut(start, () => bad)).toThrow(/not an index below the \d+ legal actions/);
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

describe('playOutBlind', () => {
  it('plays the game the loop plays with the same indices, 2 to 4 players, solo and the digital rules', () => {
    for (const options of [
      { players: 4, seed: 'blind-4' },
      { players: 2, seed: 'blind-digital', rules: 'digital' },
      { players: 1, seed: 'blind-solo', solo: { difficulty: 3 } },
    ] as const) {
      const start = createGame(options);
      const a = xorshift(11);
      const b = xorshift(11);
      const { state, actions } = playOutBlind(start, (count) => Math.floor(a() * count));
      expect(state.phase).toBe('ended');
      expect(actions).toBe(state.step - start.step);
      expect(state).toEqual(loop(start, (legal) => Math.floor(b() * legal.length)));
    }
  });

  it('gives the pick the number of legal actions, the deciding seat and the step, and plays the one picked', () => {
    let s = createGame({ players: 3, seed: 'blind-args' });
    let last = 0;
    const played: Action[] = [];
    playOutBlind(s, (count, player, step) => {
      const legal = legalActions(s);
      expect(count).toBe(legal.length);
      expect(step).toBe(s.step);
      expect(legal.every((a) => a.player === player)).toBe(true);
      // The last index: the pass, or the last take or store when only kinds are listed.
      last = count - 1;
      played.push(legal[last] as Action);
      s = loop(s, () => last, 1);
      return last;
    }, { maxActions: 80, onAction: (action) => expect(action).toEqual(played[played.length - 1]) });
    expect(played).toHaveLength(80);
  });

  it('stops after maxActions and returns the very state when nothing is to be played', () => {
    const start = createGame({ players: 4, seed: 'blind-most' });
    const r = playOutBlind(start, () => 0, { maxActions: 40 });
    expect(r.actions).toBe(40);
    expect(r.state).toEqual(loop(start, () => 0, 40));
    expect(playOutBlind(start, () => 0, { maxActions: 0 })).toEqual({ state: start, actions: 0 });
    const end = playOutBlind(start, () => 0).state;
    expect(playOutBlind(end, () => { throw new Error('asked at the end'); }).state).toBe(end);
  });

  it('never changes the state it starts from (deep-frozen)', () => {
    const start = deepFreeze(createGame({ players: 4, seed: 'blind-frozen' }));
    const copy = structuredClone(start);
    const rand = xorshift(5);
    playOutBlind(start, (count) => Math.floor(rand() * count));
    expect(start).toEqual(copy);
  });

  it.each([[-1], [0.5], [Number.NaN], [Infinity], ['0' as unknown as number]])('refuses the pick %s with a RangeError', (bad) => {
    const start = deepFreeze(createGame({ players: 2, seed: 'blind-bad' }));
    let n = 0;
    expect(() => playOutBlind(start, () => (n++ < 5 ? 0 : bad))).toThrow(RangeError);
    expect(() => playOutBlind(start, () => bad)).toThrow(/not an index below the \d+ legal actions/);
  });

  it('refuses the count itself as an index, in the Morning (takes) and past the Morning', () => {
    const start = createGame({ players: 2, seed: 'blind-count' });
    expect(() => playOutBlind(start, (count) => count)).toThrow(RangeError);
    expect(() => playOutBlind(start, (count, _p, step) => (step < 1 ? 0 : count))).toThrow(RangeError);
  });

  it('makes no event with events: false, and onAction then gets each action and an empty list', () => {
    const start = createGame({ players: 4, seed: 'blind-quiet' });
    const a = xorshift(13);
    const b = xorshift(13);
    const withEvents: Action[] = [];
    const without: Action[] = [];
    let eventsSeen = 0;
    const loud = playOutBlind(start, (count) => Math.floor(a() * count), { onAction: (action, events) => { withEvents.push(action); eventsSeen += events.length; } });
    const quiet = playOutBlind(start, (count) => Math.floor(b() * count), {
      events: false,
      onAction: (action, events) => {
        expect(events).toEqual([]);
        without.push(action);
      },
    });
    expect(eventsSeen).toBeGreaterThan(0);
    expect(without).toEqual(withEvents);
    expect(quiet.state).toEqual(loud.state);
    const c = xorshift(13);
    expect(playOut(start, (legal) => Math.floor(c() * legal.length), { events: false, onAction: (_a, events) => expect(events).toHaveLength(0) }).state).toEqual(loud.state);
  });

  it('lets an error of the pick or of onAction through', () => {
    const start = createGame({ players: 2, seed: 'blind-throw' });
    expect(() => playOutBlind(start, () => { throw new TypeError('pick'); })).toThrow('pick');
    expect(() => playOutBlind(start, () => 0, { onAction: () => { throw new TypeError('hook'); } })).toThrow('hook');
  });
});
