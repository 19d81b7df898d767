/**
 * Determinization: a full, valid {@link GameState} sampled from what a player may see.
 *
 * SpellBook hides nothing on the table: every token's place is open information. The only
 * unknown is the future, that is the order in which the pouch will yield its tokens (the game's
 * generator state, its seed, and in rigged games the next draws laid out in order). A player
 * view therefore fixes everything but that, and a determinization fills the gap with a fresh
 * generator: the same table, with the pouch's contents as the view shows them (counts, no
 * rigged order) and future draws sampled from a generator seeded by the bot's own rng. Each
 * call with a different rng is another equally likely future: this is the engine's documented
 * way to search a position "as the player sees it" (Monte Carlo over determinized futures).
 * @module
 */
import { stateFromView, type GameState, type PlayerView } from '../index.js';
import type { BotRng } from './rng.js';

/**
 * The seed recorded in a determinized state. A view carries no seed (with the action log it
 * would predict every draw), so a determinization gets this placeholder; the engine never reads
 * the seed after setup, so it changes nothing in play (a record of a game started from a
 * determinized state would need its own seed).
 * @group Building blocks
 */
export const DETERMINIZED_SEED = 'sfc32:determinized';

/**
 * Rebuilds a full game state from a player view, with a fresh generator state (four words from
 * `rng`) and no rigged next draws, so that every future draw is sampled afresh: the core's
 * `stateFromView` with those hidden parts. Everything else is the view's: spells, seats, pools,
 * familiar boards, learned spells, altar, pouch contents, discard, Day, phase, end trigger, solo
 * opponent, effects in progress and step counter. The result passes `findInvariantProblem`, and
 * `legalActions` on it lists exactly the actions of the real game (legality never depends on the
 * order of the pouch).
 *
 * The state shares the view's arrays (treat both as read-only, as with every state). Use it to
 * look ahead with `legalActions` and `applyAction` as if the draws were known: bots call it
 * once per sampled future.
 * @param view The view of the deciding player (or a spectator's view).
 * @param rng A bot's generator; four words are drawn from it.
 * @example
 * ```ts
 * const sample = determinize(playerView(state, 0), botRng(state.seed, state.step, 'me'));
 * const next = applyAction(sample, { type: 'draw', player: 0 }); // a possible future draw
 * ```
 * @group Building blocks
 */
export function determinize(view: PlayerView, rng: BotRng): GameState {
  const words = [rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32()];
  // sfc32 copes with any words, but an all-zero start gives a poor first stretch.
  if ((words[0] as number) === 0 && (words[1] as number) === 0 && (words[2] as number) === 0) words[2] = 0x9e3779b9;
  return stateFromView(view, { seed: DETERMINIZED_SEED, rng: words });
}
