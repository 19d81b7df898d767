// What the bot tests share: games played some way in by the random bot, and what a promise rejected with.
import { applyAction, createGame, type GameState } from '../../src/index.js';
import { botAction, randomBot } from '../../src/bots/index.js';

/** A game `steps` actions in, played by the random bot. */
export function midGame(seed: string, steps: number, players: 2 | 3 | 4 = 2): GameState {
  let state = createGame({ players, seed });
  for (let i = 0; i < steps && state.phase !== 'ended'; i++) {
    const r = applyAction(state, botAction(state, randomBot));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/** What a rejected promise rejected with (an error when it resolved instead). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => { throw new Error('the promise resolved'); }, (e: unknown) => e);
}
