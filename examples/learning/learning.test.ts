/**
 * The learning example: the committed weights load (versions, sizes, under 1 MB) and play legal,
 * deterministic moves through the Bot interface; they beat the random bot; a short training run
 * is deterministic (the same seed gives the same weights) and learns (it beats the random bot
 * more often than a fresh network does).
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playBots, randomBot } from 'spellbook-engine/bots';
import { ACTION_SPACE_VERSION, OBSERVATION_VERSION } from 'spellbook-engine/learn';
import { WEIGHTS_FILE, learnedBot, readWeights } from './bot.js';
import { evaluate } from './evaluate.js';
import { Model, Rng } from './model.js';
import { train } from './train.js';

describe('the committed weights', () => {
  it('are a 2-player MLP of this engine\'s layout and action space, under 1 MB', () => {
    const w = readWeights();
    expect(w.observationVersion).toBe(OBSERVATION_VERSION);
    expect(w.actionSpaceVersion).toBe(ACTION_SPACE_VERSION);
    expect(statSync(WEIGHTS_FILE).size).toBeLessThan(1_000_000);
    expect(() => Model.fromWeights({ ...w, observationVersion: 99 })).toThrow(/observation layout/);
  });

  it('play legal moves, the same ones every time, and beat the random bot', () => {
    const bot = learnedBot();
    const a = playBots({ players: 2, seed: 'learning-test' }, [bot, randomBot()]);
    const b = playBots({ players: 2, seed: 'learning-test' }, [bot, randomBot()]);
    expect(a.actions).toEqual(b.actions);
    const r = evaluate(bot, randomBot(), 40);
    expect(r.rate).toBeGreaterThanOrEqual(0.9);
  });

  it('refuse a game of another player count', () => {
    expect(() => playBots({ players: 3, seed: 'three' }, [learnedBot(), randomBot(), randomBot()])).toThrow(/2-player/);
  });
});

describe('training', () => {
  it('is deterministic, and a few hundred games teach it to beat the random bot more often', () => {
    const settings = { randomEpisodes: 320, selfPlayEpisodes: 64, games: 16, batch: 32 };
    const one = train({ seed: 5, ...settings }).model.toWeights({});
    const two = train({ seed: 5, ...settings }).model.toWeights({});
    expect(one).toEqual(two);
    const fresh = Model.initial(32, new Rng(5)).toWeights({});
    const before = evaluate(learnedBot(fresh), randomBot(), 40).rate;
    const after = evaluate(learnedBot(one), randomBot(), 40).rate;
    expect(after).toBeGreaterThan(before);
  }, 120_000);
});
