// The documented size limits of a save: anything larger than a game can be is refused with a
// LoadError `too-large` at the path of the first value over a limit, and the largest save that is
// accepted loads and plays on quickly.
import { describe, expect, test } from 'vitest';
import {
  MAX_PENDING_FRAMES, MAX_PENDING_STEPS, MAX_SAVE_LENGTH, MAX_SAVE_LIST_LENGTH, MAX_SEED_LENGTH, SetupError,
  applyAction, createGame, deserialize, legalActions, serialize, type GameState,
} from '../../src/index.js';
import { corrupt, loadError, riggedGame, thrownBy, type SaveJson } from '../kit/index.js';

/** Seat 0 waits in Sacrifice's effect to take from an altar of two kinds, with empty pools. */
function takingFromTwo(seed = 'limits'): GameState {
  return riggedGame({ seed, firstPlayer: 0, altar: ['red-circle', 'blue-circle'], pools: [[], []] });
}

/** A frame of seat 0's Sacrifice holding `steps` (the outermost one is the phase's action). */
function frame(steps: readonly unknown[], outermost: boolean): unknown {
  return { actor: 0, spell: 'sacrifice', level: 3, card: null, phaseAction: outermost, steps };
}

const take = { step: 'take', count: 1, taker: 0 };
const takes = (n: number): unknown[] => Array.from({ length: n }, () => take);

/** The save of `state` with its effects in progress replaced. */
function withPending(state: GameState, pending: readonly unknown[]): string {
  return corrupt((save: SaveJson) => {
    save.state.pending = pending as never;
  }, state);
}

/** Milliseconds taken by `run`. */
function timed(run: () => void): number {
  const t = performance.now();
  run();
  return performance.now() - t;
}

describe('a save over a documented size limit is refused with too-large at its path', () => {
  test('a text longer than MAX_SAVE_LENGTH characters, before it is parsed', () => {
    const text = serialize(createGame({ players: 2, seed: 'long-text' }));
    expect(deserialize(text.padEnd(MAX_SAVE_LENGTH, ' ')).seed).toBe('sfc32:long-text');
    const e = loadError(text.padEnd(MAX_SAVE_LENGTH + 1, ' '));
    expect([e.code, e.path]).toEqual(['too-large', '$']);
    expect(e.message).toContain(String(MAX_SAVE_LENGTH));
  });

  test('a seed longer than MAX_SEED_LENGTH characters, in a save and in createGame', () => {
    const longest = 'x'.repeat(MAX_SEED_LENGTH - 'sfc32:'.length);
    const s = createGame({ players: 2, seed: longest });
    expect(s.seed).toHaveLength(MAX_SEED_LENGTH);
    expect(deserialize(serialize(s)).seed).toBe(s.seed);
    const e = loadError(corrupt((save) => { save.state.seed = `${s.seed}x`; }, s));
    expect([e.code, e.path]).toEqual(['too-large', '$.state.seed']);
    const setup = thrownBy(SetupError, () => createGame({ players: 2, seed: `${longest}x` }));
    expect([setup.code, setup.path]).toEqual(['invalid-seed', 'seed']);
    // The review's 10 MB seed.
    expect(loadError(corrupt((save) => { save.state.seed = `sfc32:${'x'.repeat(10_000_000)}`; })).code).toBe('too-large');
  });

  test('more than MAX_PENDING_FRAMES effects in progress', () => {
    const frames = Array.from({ length: MAX_PENDING_FRAMES + 1 }, (_, i) => frame([take], i === 0));
    const e = loadError(withPending(takingFromTwo(), frames));
    expect([e.code, e.path]).toEqual(['too-large', '$.state.pending']);
  });

  test('more than MAX_PENDING_STEPS steps in all, at the first step over the limit', () => {
    const e = loadError(withPending(takingFromTwo(), [frame(takes(200), true), frame(takes(200), false)]));
    expect([e.code, e.path]).toEqual(['too-large', `$.state.pending[1].steps[${MAX_PENDING_STEPS - 200}]`]);
  });

  test('modes count towards MAX_PENDING_STEPS, and so do the steps inside them', () => {
    // The mode step is the 1st; mode i is the (2i + 2)th, its step the (2i + 3)th: the 257th is mode 127's step.
    const modes = Array.from({ length: 200 }, (_, i) => ({ mode: `m${i}`, steps: [{ step: 'draw', count: 1 }] }));
    const e = loadError(withPending(takingFromTwo(), [frame([{ step: 'mode', modes }], true)]));
    expect([e.code, e.path]).toEqual(['too-large', '$.state.pending[0].steps[0].modes[127].steps[0]']);
  });

  test.each<[string, (save: SaveJson) => void, string]>([
    ['a familiar board of 10,000 materia', (save) => { save.state.players[0]!.familiar = new Array(10_000).fill('red-circle'); }, '$.state.players[0].familiar'],
    ['257 rigged next draws', (save) => { save.state.pouchTop = new Array(MAX_SAVE_LIST_LENGTH + 1).fill('red-circle'); }, '$.state.pouchTop'],
    ['257 learned spells', (save) => { save.state.players[1]!.spells = new Array(MAX_SAVE_LIST_LENGTH + 1).fill(null); }, '$.state.players[1].spells'],
    ['100,000 players', (save) => { save.state.players = new Array(100_000).fill(0) as never; }, '$.state.players'],
    ['257 steps in one frame', (save) => { save.state.pending = [frame(takes(MAX_SAVE_LIST_LENGTH + 1), true)] as never; }, '$.state.pending[0].steps'],
  ])('a list longer than MAX_SAVE_LIST_LENGTH: %s', (_name, change, path) => {
    const e = loadError(corrupt(change, takingFromTwo()));
    expect([e.code, e.path]).toEqual(['too-large', path]);
  });
});

describe('no save makes an operation slow', () => {
  // Generous bounds for a slow shared machine: the work takes a few milliseconds, and the
  // quadratic cost these tests guard against took seconds.
  const BOUND_MS = 1000;

  test('a save as long as allowed, full of pending takes that all end in the next action, is refused or played quickly', () => {
    // As many takes as MAX_SAVE_LENGTH holds: ending each used to copy every step left.
    const base = withPending(takingFromTwo(), [frame([], true)]);
    const n = Math.floor((MAX_SAVE_LENGTH - base.length) / (JSON.stringify(take).length + 1));
    const text = withPending(takingFromTwo(), [frame(takes(n), true)]);
    expect(text.length).toBeLessThanOrEqual(MAX_SAVE_LENGTH);
    expect(n).toBeGreaterThan(20_000);
    const ms = timed(() => {
      let s: GameState;
      try {
        s = deserialize(text);
      } catch {
        return;
      }
      applyAction(s, { type: 'pick', player: 0, materia: 'red-circle' });
    });
    expect(ms).toBeLessThan(BOUND_MS);
    expect(loadError(text).code).toBe('too-large');
  });

  test('the largest save accepted loads, plays a step and saves again quickly', () => {
    // Every limit at once: the longest seed, the most frames, the most steps (all of which end in
    // the next action), and the text padded to the longest length.
    const state = riggedGame({ seed: 'x'.repeat(MAX_SEED_LENGTH - 'sfc32:'.length), firstPlayer: 0, altar: ['red-circle', 'blue-circle'], pools: [[], []] });
    const perFrame = MAX_PENDING_STEPS / MAX_PENDING_FRAMES;
    const frames = Array.from({ length: MAX_PENDING_FRAMES }, (_, i) => frame(takes(perFrame), i === 0));
    const text = withPending(state, frames).padEnd(MAX_SAVE_LENGTH, ' ');
    let after: GameState | undefined;
    const ms = timed(() => {
      const s = deserialize(text);
      expect(legalActions(s)).toHaveLength(2);
      const r = applyAction(s, { type: 'pick', player: 0, materia: 'red-circle' });
      if (!r.ok) throw new Error(r.error.message);
      after = r.state;
      deserialize(serialize(r.state));
    });
    expect(ms).toBeLessThan(BOUND_MS);
    // Both takes were made (the second answered at once), every other take ended with the altar empty.
    expect(after?.pending).toEqual([]);
    expect(after?.players[0]?.pool.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
