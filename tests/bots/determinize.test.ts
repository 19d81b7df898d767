// determinize: a valid full state from a player view, equal to the real game except for what
// predicts draws (seed, generator state, the order of the pouch).
import { describe, expect, it } from 'vitest';
import {
  applyAction, findInvariantProblem, legalActions, playerView, type GameState,
} from '../../src/index.js';
import { DETERMINIZED_SEED, botRng, determinize } from '../../src/bots/index.js';
import { riggedGame, statesOfEveryMode } from '../kit/index.js';

const STATES = statesOfEveryMode(3, 3);

/** The state without its secrets, the pouch as counts with the rigged next draws merged in. */
function open(state: GameState): Omit<GameState, 'seed' | 'rng' | 'pouchTop'> {
  const { seed: _seed, rng: _rng, pouchTop: _top, ...rest } = state;
  return { ...rest, pouch: playerView(state).pouch };
}

describe('determinize', () => {
  it('gives valid states equal to the real one except the generator and the pouch order', () => {
    STATES.forEach(({ label, state }, i) => {
      const viewer = i % state.players.length;
      const view = playerView(state, viewer);
      const d = determinize(view, botRng(state.seed, state.step, label));
      expect(findInvariantProblem(d), label).toBeUndefined();
      expect(d.seed).toBe(DETERMINIZED_SEED);
      expect(d.pouchTop).toEqual([]);
      expect(d.rng).toHaveLength(4);
      expect(JSON.parse(JSON.stringify(open(d))), label).toEqual(JSON.parse(JSON.stringify(open(state))));
      // It agrees with the view: the view of the sample is the view it came from.
      expect(playerView(d, viewer), label).toEqual(view);
      // Legality never depends on the order of the pouch.
      expect(legalActions(d), label).toEqual(legalActions(state));
    });
  });

  it('merges rigged next draws into the pouch and forgets their order', () => {
    const state = riggedGame({ players: 2, nextDraws: ['red-circle', 'blue-square', 'red-circle'] });
    expect(state.pouchTop).toHaveLength(3);
    const d = determinize(playerView(state, 0), botRng('x', 0, 'y'));
    expect(findInvariantProblem(d)).toBeUndefined();
    expect(d.pouchTop).toEqual([]);
    expect(d.pouch).toEqual(playerView(state, 0).pouch);
  });

  it('samples different futures from different generators, and the same from the same', () => {
    const { state } = STATES.find((s) => s.state.players.length === 2 && s.state.phase === 'morning'
      && legalActions(s.state).some((a) => a.type === 'draw')) as { state: GameState };
    const view = playerView(state, state.active);
    const draw = { type: 'draw', player: state.active } as const;
    const pools = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const r = applyAction(determinize(view, botRng('seed', k, 'salt')), draw);
      if (!r.ok) throw new Error(r.error.message);
      pools.add(JSON.stringify(r.state.players[state.active]?.pool));
    }
    expect(pools.size).toBeGreaterThan(1);
    expect(determinize(view, botRng('a', 1, 'b'))).toEqual(determinize(view, botRng('a', 1, 'b')));
  });

  it('plays on: a determinized state can be played to the end', () => {
    const { state } = STATES.find((s) => s.state.players.length === 3) as { state: GameState };
    let s = determinize(playerView(state, 0), botRng('p', 0, 'q'));
    while (s.phase !== 'ended') {
      const r = applyAction(s, legalActions(s)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(findInvariantProblem(s)).toBeUndefined();
  });
});
