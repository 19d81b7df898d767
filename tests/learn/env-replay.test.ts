// The vectorised environment against games it does not hold: each of its games is replayed,
// action by action, from createGame with the episode's seed through applyAction, and at every
// step the environment's observation, mask, listed choices, seat, rewards and the action of the
// index played are the public functions' on the replayed state (encodeObservation of the
// playerView, actionMask, legalActions through indexOf, actionOf, scoreGame). The environment
// steps its games on the engine's unchecked path, one working copy per game kept from action to
// action, and updates its observations from what each action touched; this pins that path to
// the public one.
import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, decider, legalActions, playerView, scoreGame,
  type GameState, type PlayerCount,
} from './shared.js';
import { ACTION_COUNT, VectorEnv, actionMask, actionOf, encodeObservation, indexOf } from '../../src/learn/index.js';
import { xorshift } from '../kit/index.js';

/** Where two arrays first differ (-1 when they are equal): a plain loop, cheaper than a matcher at every step. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let k = 0; k < a.length; k++) if (!Object.is(a[k], b[k])) return k;
  return -1;
}

/** The indices of `state`'s legal actions, each once, in the order of `legalActions`. */
function listedIndices(state: GameState): number[] {
  const seen: number[] = [];
  for (const a of legalActions(state)) {
    const i = indexOf(state, a);
    if (!seen.includes(i)) seen.push(i);
  }
  return seen;
}

describe('VectorEnv replayed through the public functions', () => {
  it.each([
    [4, 'classic', 'replay-4'],
    [2, 'default', 'replay-2'],
    [3, 'classic', 'replay-3'],
  ] as const)('%i players (%s spells): 2,000 steps, every row the replayed state\'s', (players: PlayerCount, selection, seed) => {
    const games = 6;
    const spells = selection === 'default' ? undefined : selection;
    const env = new VectorEnv({ games, game: { players, seed, ...(spells === undefined ? {} : { spells }) } });
    const deal = (i: number, episode: number): GameState => createGame({ players, seed: `${seed}/${String(i)}/${String(episode)}`, ...(spells === undefined ? {} : { spells }) });
    const replayed = Array.from({ length: games }, (_, i) => deal(i, 0));
    const episodes = new Array<number>(games).fill(0);
    const size = env.observationSize;
    const rand = xorshift(0x5eed + players);
    let out = env.reset();
    let ended = 0;
    for (let t = 0; t < 2000; t++) {
      const actions = new Int32Array(games);
      for (let i = 0; i < games; i++) {
        const s = replayed[i]!;
        const seat = decider(s)!;
        expect(out.seats[i]).toBe(seat);
        const where = `step ${String(t)}, game ${String(i)}`;
        expect(firstDifference(out.observations.subarray(i * size, (i + 1) * size), encodeObservation(playerView(s, seat), seat)), `${where}: observation`).toBe(-1);
        expect(firstDifference(out.masks.subarray(i * ACTION_COUNT, (i + 1) * ACTION_COUNT), actionMask(s)), `${where}: mask`).toBe(-1);
        expect(firstDifference(out.choices.subarray(i * ACTION_COUNT, i * ACTION_COUNT + out.choiceCounts[i]!), listedIndices(s)), `${where}: choices`).toBe(-1);
        actions[i] = out.choices[i * ACTION_COUNT + Math.floor(rand() * out.choiceCounts[i]!)]!;
        expect(JSON.stringify(env.actionAt(i, actions[i]!)), where).toBe(JSON.stringify(actionOf(s, actions[i]!)));
      }
      out = env.step(actions);
      for (let i = 0; i < games; i++) {
        const r = applyAction(replayed[i]!, actionOf(replayed[i]!, actions[i]!));
        if (!r.ok) throw new Error(`game ${String(i)}: ${r.error.code}`);
        let next = r.state;
        const rewards = Array.from(out.rewards.subarray(i * players, (i + 1) * players));
        if (next.phase === 'ended') {
          ended++;
          expect(out.terminations[i]).toBe(1);
          const sheet = scoreGame(next);
          expect(out.infos.finalScores[i]).toEqual(sheet);
          for (let seat = 0; seat < players; seat++) {
            expect(firstDifference(out.infos.finalObservations[i]!.subarray(seat * size, (seat + 1) * size), encodeObservation(playerView(next, seat), seat))).toBe(-1);
          }
          const expected = players === 1
            ? [sheet.solo!.result === 'win' ? 1 : sheet.solo!.result === 'tie' ? 0.5 : 0]
            : sheet.players.map((p) => (sheet.winners.includes(p.player) ? (sheet.winners.length > 1 ? 0.5 : 1) : 0));
          expect(rewards).toEqual(expected);
          next = deal(i, ++episodes[i]!);
        } else {
          expect(out.terminations[i]).toBe(0);
          expect(rewards.every((x) => x === 0)).toBe(true);
        }
        // The environment's own state is the replayed one, field by field (the step counter too):
        // asked for now and then only, since asking makes one, and the steps in between must
        // run on the environment's working copies alone.
        if (t % 97 === 96) expect(JSON.stringify(env.state(i)), `step ${String(t)}, game ${String(i)}: state`).toBe(JSON.stringify(next));
        replayed[i] = next;
      }
    }
    expect(ended).toBeGreaterThan(20);
  }, 120_000);
});
