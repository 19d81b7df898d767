// `decider`: the seat that must act, or `undefined` once the game is over; the same seat as
// `currentDecision(...).player`, from a state or from any seat's view.
import { describe, expect, it } from 'vitest';
import {
  currentDecision, decider, legalActions, playerView, type GameState, type MateriaKind,
} from '../../src/index.js';
import { cast, forSeat, learned, pass, pick, playRandom, riggedGame, step } from '../kit/index.js';

/** `decider` agrees with `currentDecision` and `legalActions`, on the state and on every view. */
function expectDecider(state: GameState, seat: number | undefined): void {
  expect(decider(state)).toBe(seat);
  const d = currentDecision(state);
  expect(d.kind === 'game-over' ? undefined : d.player).toBe(seat);
  for (const p of state.players.keys()) expect(decider(playerView(state, p))).toBe(seat);
  expect(decider(playerView(state))).toBe(seat);
  if (seat !== undefined) expect(new Set(legalActions(state).map((a) => a.player))).toEqual(new Set([seat]));
}

describe('decider', () => {
  it('a phase decision: the active seat', () => {
    const s = riggedGame({ players: 3, firstPlayer: 1 });
    expect(currentDecision(s)).toMatchObject({ kind: 'phase', player: 1, phase: 'morning' });
    expectDecider(s, 1);
    expectDecider(step(s, pass(1)).state, 1);
  });

  it('an effect decision of another seat: Blaze\'s takes are chosen by the other players in turn', () => {
    const four: MateriaKind[] = ['green-circle', 'green-triangle', 'green-square', 'black-circle'];
    const s = riggedGame({
      players: 3, spells: 'set3', altar: ['red-circle', 'blue-square', 'yellow-triangle'], pools: [[], [], []],
      learned: forSeat(3, 0, [learned('blaze', 4, 'red-triangle')]), nextDraws: four,
    });
    const r1 = step(s, cast('blaze', 4));
    expect(currentDecision(r1.state)).toMatchObject({ kind: 'effect', player: 1, actor: 0, spell: 'blaze' });
    expectDecider(r1.state, 1);
    const r2 = step(r1.state, pick('red-circle', 1));
    expectDecider(r2.state, 2);
    const r3 = step(r2.state, pick('blue-square', 2));
    expect(currentDecision(r3.state)).toMatchObject({ kind: 'phase', player: 0, phase: 'midday' });
    expectDecider(r3.state, 0);
  });

  it('the solo end-of-Day placement: the player, in an effect of no spell', () => {
    const s = riggedGame({
      players: 1, phase: 'evening', altar: ['purple-circle', 'yellow-square'], pools: [[]],
      opponent: { track: [], lower: [] },
    });
    const r = step(s, pass());
    expect(currentDecision(r.state)).toEqual({
      kind: 'effect', player: 0, actor: 0, spell: null, level: null, step: { step: 'opponent-place' },
    });
    expectDecider(r.state, 0);
  });

  it('the end of the game: undefined, on the state and on every view', () => {
    const end = playRandom(riggedGame({ players: 2, seed: 'decider-end' }), 'decider-end');
    expect(end.phase).toBe('ended');
    expect(currentDecision(end)).toEqual({ kind: 'game-over' });
    expectDecider(end, undefined);
  });
});
