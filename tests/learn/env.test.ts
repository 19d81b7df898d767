// The vectorised environment of spellbook-engine/learn, with the public functions as the
// reference: at every step each game's observation is encodeObservation(playerView(state, seat),
// seat), its mask actionMask(state), the seat to act decider(state); an ended game is reported
// (terminations, rewards 1 / 0.5 / 0, its final observations and score sheet) and dealt anew
// in the same step, as Gymnasium's vector environments do; a game at the action limit is
// truncated. Seeded replays, single-agent mode with bots, and refusals that change nothing.
import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, decider, playerView, scoreGame,
  type Action, type PlayerCount, type ScoreSheet,
} from './shared.js';
import { greedyBot, randomBot, type Bot } from '../../src/bots/index.js';
import {
  ACTION_COUNT, ACTION_SPACE, FULL_STATE_LAYOUT, LearnError, OBSERVATION_LAYOUT, VectorEnv, actionMask, encodeFullState, encodeObservation,
  type VectorStep,
} from '../../src/learn/index.js';
import { xorshift } from '../kit/index.js';

/** Uniform picks from each game's listed choices, by a seeded generator. */
function picker(seed: number): (env: VectorEnv, out: VectorStep) => Int32Array {
  const rand = xorshift(seed);
  return (env, out) => {
    const actions = new Int32Array(env.games);
    for (let i = 0; i < env.games; i++) actions[i] = out.choices[i * ACTION_COUNT + Math.floor(rand() * out.choiceCounts[i]!)]!;
    return actions;
  };
}

/** Checks one game's row of a step against the public functions. */
function checkRow(env: VectorEnv, out: VectorStep, i: number): void {
  const s = env.state(i);
  const seat = out.seats[i]!;
  expect(seat).toBe(decider(s));
  const size = env.observationSize;
  expect(out.observations.subarray(i * size, (i + 1) * size)).toEqual(encodeObservation(playerView(s, seat), seat));
  const mask = out.masks.subarray(i * ACTION_COUNT, (i + 1) * ACTION_COUNT);
  expect(mask).toEqual(actionMask(s));
  const listed = Array.from(out.choices.subarray(i * ACTION_COUNT, i * ACTION_COUNT + out.choiceCounts[i]!)).sort((a, b) => a - b);
  expect(listed).toEqual([...mask.keys()].filter((k) => mask[k] === 1));
}

const error = (f: () => unknown): LearnError => {
  try {
    f();
  } catch (e) {
    if (e instanceof LearnError) return e;
    throw e;
  }
  throw new Error('no error');
};

describe('VectorEnv, every seat an agent', () => {
  it.each([1, 2, 3, 4] as const)('%i players: every row equals the public functions at every step, through several episodes', (players) => {
    const env = new VectorEnv({ games: 5, game: { players, spells: 'classic', seed: `rows-${String(players)}` } });
    expect(env.observationSize).toBe(OBSERVATION_LAYOUT[players].size);
    let out = env.reset();
    const pick = picker(players);
    let ended = 0;
    for (let t = 0; t < 900; t++) {
      if (t % 4 === 0) for (let i = 0; i < env.games; i++) checkRow(env, out, i);
      const before = Array.from({ length: env.games }, (_, i) => env.state(i));
      const actions = pick(env, out);
      const chosen: Action[] = Array.from(actions, (a, i) => env.actionAt(i, a)!);
      out = env.step(actions);
      for (let i = 0; i < env.games; i++) {
        if (out.terminations[i] === 1) {
          ended++;
          // The step ended the game: the final observations and score are the game's, the row a new game's first.
          const sheet = out.infos.finalScores[i] as ScoreSheet;
          expect(sheet.final).toBe(true);
          const finals = out.infos.finalObservations[i]!;
          expect(finals).toHaveLength(players * env.observationSize);
          expect(env.state(i).step).toBe(0);
          expect(out.infos.episodeActions[i]).toBe(0);
          const rewards = Array.from(out.rewards.subarray(i * players, (i + 1) * players));
          if (players === 1) expect(rewards[0]).toBe(sheet.solo!.result === 'win' ? 1 : sheet.solo!.result === 'tie' ? 0.5 : 0);
          else expect(rewards).toEqual(sheet.players.map((p) => (sheet.winners.includes(p.player) ? (sheet.winners.length > 1 ? 0.5 : 1) : 0)));
        } else {
          expect(out.infos.finalObservations[i]).toBeNull();
          expect(Array.from(out.rewards.subarray(i * players, (i + 1) * players)).every((r) => r === 0)).toBe(true);
          expect(env.state(i).step).toBe(before[i]!.step + 1);
          expect(env.state(i)).not.toBe(before[i]);
        }
        expect(out.truncations[i]).toBe(0);
        expect(chosen[i]).toBeDefined();
      }
    }
    expect(ended).toBeGreaterThan(3);
    expect(out.infos.episodes.reduce((a, b) => a + b, 0)).toBe(ended);
  }, 120_000);

  it("the final observations are each seat's observation of the final position, the final score its sheet", () => {
    const env = new VectorEnv({ games: 2, game: { players: 3, seed: 'finals' } });
    let out = env.reset();
    const pick = picker(9);
    for (let t = 0; t < 20_000; t++) {
      const actions = pick(env, out);
      // What each game will be after its action, by the public functions.
      const after = Array.from({ length: env.games }, (_, i) => {
        const r = applyAction(env.state(i), env.actionAt(i, actions[i]!)!);
        if (!r.ok) throw new Error(r.error.code);
        return r.state;
      });
      out = env.step(actions);
      const i = out.terminations.indexOf(1);
      if (i < 0) continue;
      const final = after[i]!;
      expect(final.phase).toBe('ended');
      expect(out.infos.finalScores[i]).toEqual(scoreGame(final));
      const size = env.observationSize;
      for (let seat = 0; seat < 3; seat++) {
        expect(out.infos.finalObservations[i]!.subarray(seat * size, (seat + 1) * size)).toEqual(encodeObservation(playerView(final, seat), seat));
      }
      return;
    }
    throw new Error('no game ended');
  });

  it('the same seed and the same actions replay the same games; another seed deals others', () => {
    const run = (seed: string): string[] => {
      const env = new VectorEnv({ games: 3, game: { players: 2, seed } });
      let out = env.reset();
      const pick = picker(5);
      const log: string[] = [];
      for (let t = 0; t < 300; t++) {
        out = env.step(pick(env, out));
        log.push(`${Array.from(out.seats).join()}|${Array.from(out.rewards).join()}|${String(out.observations.reduce((a, b) => a + b, 0))}`);
      }
      return log;
    };
    expect(run('same')).toEqual(run('same'));
    expect(run('same')).not.toEqual(run('other'));
    const env = new VectorEnv({ games: 2, game: { players: 2, seed: 'base' } });
    env.reset();
    expect(env.state(1)).toEqual(createGame({ players: 2, seed: 'base/1/0' }));
    env.reset('again');
    expect(env.state(0)).toEqual(createGame({ players: 2, seed: 'again/0/0' }));
  });

  it('truncates a game at maxActions, with no reward, and deals the next', () => {
    const env = new VectorEnv({ games: 2, game: { players: 2, seed: 'short' }, maxActions: 25 });
    let out = env.reset();
    const pick = picker(3);
    for (let t = 1; t <= 25; t++) {
      out = env.step(pick(env, out));
      if (t < 25) expect(Array.from(out.truncations)).toEqual([0, 0]);
    }
    expect(Array.from(out.truncations)).toEqual([1, 1]);
    expect(Array.from(out.terminations)).toEqual([0, 0]);
    expect(Array.from(out.rewards).every((r) => r === 0)).toBe(true);
    expect(out.infos.finalScores[0]!.final).toBe(false);
    expect(env.state(0)).toEqual(createGame({ players: 2, seed: 'short/0/1' }));
    expect(out.infos.episodes[1]).toBe(1);
  });

  it('refuses an index that is not legal, or the wrong number of them, and plays nothing', () => {
    const env = new VectorEnv({ games: 3, game: { players: 2, seed: 'refuse' } });
    expect(error(() => env.step(new Int32Array(3))).code).toBe('not-started');
    const out = env.reset();
    const states = [0, 1, 2].map((i) => env.state(i));
    const observations = out.observations.slice();
    const good = picker(1)(env, out);
    const bad = good.slice();
    bad[2] = ACTION_SPACE.range['store']!.start;
    expect(error(() => env.step(bad)).code).toBe('bad-actions');
    expect(error(() => env.step(good.subarray(0, 2))).code).toBe('bad-actions');
    expect(error(() => env.step([good[0]!, good[1]!, 1.5])).code).toBe('bad-actions');
    expect(error(() => env.step(null as unknown as Int32Array)).code).toBe('bad-actions');
    expect([0, 1, 2].map((i) => env.state(i))).toEqual(states);
    expect(out.observations).toEqual(observations);
    env.step(good);
    expect(env.state(0).step).toBe(1);
  });

  it('the full-state encoding adds the next draws', () => {
    const env = new VectorEnv({ games: 2, game: { players: 4, seed: 'full' }, encoding: 'full-state' });
    let out = env.reset();
    expect(env.observationSize).toBe(FULL_STATE_LAYOUT[4].size);
    const pick = picker(2);
    for (let t = 0; t < 300; t++) {
      for (let i = 0; i < 2; i++) {
        const s = env.state(i);
        expect(out.observations.subarray(i * env.observationSize, (i + 1) * env.observationSize)).toEqual(encodeFullState(s, out.seats[i]!));
      }
      out = env.step(pick(env, out));
    }
  });
});

describe('VectorEnv, one agent against bots', () => {
  it('names the agent\'s seat at every step; the bots play the others; the seat rotates with the episodes', () => {
    const env = new VectorEnv({ games: 4, game: { players: 3, seed: 'one' }, agents: 'one' });
    let out = env.reset();
    const pick = picker(4);
    const seatsPlayed = new Set<number>();
    let ended = 0;
    for (let t = 0; t < 1200; t++) {
      for (let i = 0; i < env.games; i++) {
        expect(out.seats[i]).toBe(env.agentSeat(i));
        expect(env.agentSeat(i)).toBe((i + out.infos.episodes[i]!) % 3);
        seatsPlayed.add(out.seats[i]!);
        if (t % 8 === 0) checkRow(env, out, i);
      }
      out = env.step(pick(env, out));
      ended += out.terminations.reduce((a, b) => a + b, 0);
    }
    expect(ended).toBeGreaterThan(5);
    expect(seatsPlayed).toEqual(new Set([0, 1, 2]));
  }, 120_000);

  it('plays the given bots, by seat, and a fixed seat', () => {
    const asked: number[] = [];
    const spy = (inner: Bot): Bot => ({ name: 'spy', decide: (view, legal, rng) => { asked.push(view.viewer ?? -1); return inner.decide(view, legal, rng); } });
    const env = new VectorEnv({ games: 2, game: { players: 2, seed: 'bots' }, agents: 'one', agentSeat: 1, opponents: [spy(greedyBot()), randomBot()] });
    let out = env.reset();
    const pick = picker(6);
    for (let t = 0; t < 200; t++) {
      expect(Array.from(out.seats)).toEqual([1, 1]);
      out = env.step(pick(env, out));
    }
    expect(asked.length).toBeGreaterThan(50);
    expect(new Set(asked)).toEqual(new Set([0]));
  });

  it('a greedy opponent beats an agent that always plays the first legal index', () => {
    const env = new VectorEnv({ games: 8, game: { players: 2, seed: 'greedy' }, agents: 'one', opponents: greedyBot() });
    let out = env.reset();
    let agent = 0;
    let bots = 0;
    while (agent + bots < 16) {
      const actions = new Int32Array(env.games);
      for (let i = 0; i < env.games; i++) actions[i] = out.choices[i * ACTION_COUNT]!;
      const seats = Array.from({ length: env.games }, (_, i) => env.agentSeat(i));
      out = env.step(actions);
      for (let i = 0; i < env.games; i++) {
        if (out.terminations[i] !== 1) continue;
        const mine = out.rewards[i * 2 + seats[i]!]!;
        agent += mine;
        bots += out.rewards[i * 2 + 1 - seats[i]!]!;
      }
    }
    expect(bots).toBeGreaterThan(agent);
  }, 120_000);
});

describe('VectorEnv options', () => {
  const game = { players: 2 as PlayerCount };
  it.each([
    [{ games: 0, game }, 'bad-option', 'games'],
    [{ games: 1.5, game }, 'bad-option', 'games'],
    [{ games: 5000, game }, 'bad-option', 'games'],
    [{ games: 1, game: { players: 5 } }, 'bad-option', 'game.players'],
    [{ games: 1 }, 'bad-option', 'game'],
    [{ games: 1, game, agents: 'some' }, 'bad-option', 'agents'],
    [{ games: 1, game, opponents: randomBot() }, 'bad-option', 'opponents'],
    [{ games: 1, game, agents: 'one', opponents: [randomBot()] }, 'bad-option', 'opponents'],
    [{ games: 1, game, agents: 'one', opponents: [randomBot(), {}] }, 'bad-option', 'opponents.1'],
    [{ games: 1, game, agents: 'one', agentSeat: 2 }, 'bad-option', 'agentSeat'],
    [{ games: 1, game, agentSeat: 0 }, 'bad-option', 'agentSeat'],
    [{ games: 1, game, maxActions: 0 }, 'bad-option', 'maxActions'],
    [{ games: 1, game, encoding: 'state' }, 'bad-option', 'encoding'],
    [{ games: 1, game, seed: 'x' }, 'unknown-option', 'seed'],
    [{ games: 1, game, agent: 'one' }, 'unknown-option', 'agent'],
  ])('%j: %s at %s', (options, code, path) => {
    const e = error(() => new VectorEnv(options as never));
    expect(e.code).toBe(code);
    expect(e.path).toBe(path);
  });

  it('names the nearest option of an unknown key', () => {
    expect(error(() => new VectorEnv({ games: 1, game, agent: 'one' } as never)).message).toContain('agents');
  });

  it('passes the game options to createGame, which checks them at reset', () => {
    const env = new VectorEnv({ games: 1, game: { players: 2, spells: 'set9' as never } });
    expect(() => env.reset()).toThrow(/spells/);
    expect(error(() => env.reset(5 as never)).code).toBe('bad-option');
  });
});
