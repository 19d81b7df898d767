// The `production` build's switch: with DETAILED_MESSAGES false, refusals and setup errors carry
// their codes (and fields, paths) only, and play is unchanged.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/state/dev.js', () => ({ DETAILED_MESSAGES: false }));

const { SetupError, applyAction, createGame, legalActions } = await import('../../src/index.js');

describe('codes only (the production build)', () => {
  it('a refused action: its message is its code, its field is kept', () => {
    const game = createGame({ players: 2, seed: 'codes', firstPlayer: 0 });
    const r = applyAction(game, { type: 'take', player: 1, materia: 'red-circle' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ code: 'not-your-turn', message: 'not-your-turn', field: 'player' });
    const shape = applyAction(game, { type: 'take', player: 0, materia: 'red-circles' } as never);
    expect(shape.ok ? undefined : shape.error).toEqual({ code: 'malformed-action', message: 'malformed-action', field: 'materia' });
  });

  it('a setup error: the code stands in for the sentence, the path is kept', () => {
    let error: unknown;
    try {
      createGame({ players: 7 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect((error as InstanceType<typeof SetupError>).message).toBe('invalid-player-count (players)');
    expect((error as InstanceType<typeof SetupError>).path).toBe('players');
  });

  it('plays as the default build: every listed action is accepted', () => {
    let state = createGame({ players: 3, seed: 'codes-play' });
    for (let n = 0; n < 200 && state.phase !== 'ended'; n++) {
      const legal = legalActions(state);
      const r = applyAction(state, legal[(n * 5) % legal.length] as (typeof legal)[number]);
      expect(r.ok).toBe(true);
      if (r.ok) state = r.state;
    }
    expect(state.step).toBeGreaterThan(100);
  });
});
