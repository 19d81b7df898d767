// One shape for bots: every bot comes from its factory, randomBot() included, and the deprecated
// value randomBot still plays (the same moves). The factories and playBots refuse options they do
// not have, and a game between bots that cannot go on fails with a typed BotError.
import { describe, expect, it } from 'vitest';
import { SetupError, serialize } from '../../src/index.js';
import {
  BOT_PROTOCOL, BotError, BUILT_IN_BOTS, answerBotRequest, botAction, greedyBot, playBots, randomBot, searchBot, type Bot, type BotErrorCode,
} from '../../src/bots/index.js';
import { riggedGame, thrownBy } from '../kit/index.js';

const quick = (): Bot => searchBot({ iterations: 4, depth: 2 });

/** Calls `run` and expects a BotError with this code (and path); returns it. */
function botError(run: () => unknown, code: BotErrorCode, path = ''): BotError {
  const e = thrownBy(BotError, run);
  expect(e.name).toBe('BotError');
  expect(e.code).toBe(code);
  expect(e.path).toBe(path);
  return e;
}

describe('randomBot is a factory', () => {
  it('randomBot() is the random bot: named random, one frozen object, uniform over the legal actions', () => {
    const bot = randomBot();
    expect(bot.name).toBe('random');
    expect(randomBot()).toBe(bot);
    expect(Object.isFrozen(bot)).toBe(true);
    expect(typeof bot).toBe('object');
    const named = randomBot({ name: 'chaos' });
    expect(named.name).toBe('chaos');
    expect(named).not.toBe(bot);
  });

  it('the deprecated value randomBot still works as a bot, and plays the very moves of randomBot()', () => {
    const options = { players: 3, seed: 'legacy', spells: 'classic' } as const;
    const legacy = playBots(options, [randomBot, greedyBot(), randomBot]);
    const now = playBots(options, [randomBot(), greedyBot(), randomBot()]);
    expect(legacy.actions).toEqual(now.actions);
    expect(serialize(legacy.state)).toBe(serialize(now.state));
    expect(randomBot.name).toBe('random');
    expect(Object.isFrozen(randomBot)).toBe(true);
    const state = riggedGame({ players: 2, seed: 'one-step' });
    expect(botAction(state, randomBot)).toEqual(botAction(state, randomBot()));
  });

  it('bot workers build the random bot with the factory', () => {
    expect(BUILT_IN_BOTS.random({})).toBe(randomBot());
    const state = riggedGame({ players: 2, seed: 'worker' });
    const answer = answerBotRequest({ protocol: BOT_PROTOCOL, id: 1, bot: 'random', state });
    expect(answer).toMatchObject({ ok: true, id: 1, action: botAction(state, randomBot()) });
  });
});

describe('the factories and playBots refuse options they do not have: BotError unknown-option at the key, with the nearest name', () => {
  it.each<[string, () => unknown, string, string]>([
    ['randomBot', () => randomBot({ nmae: 'x' } as never), 'nmae', 'did you mean name?'],
    ['greedyBot, an option', () => greedyBot({}, { sample: 2 } as never), 'sample', 'did you mean samples?'],
    ['greedyBot, a weight', () => greedyBot({ tempp: 1 } as never), 'weights.tempp', 'known:'],
    ['searchBot, an option', () => searchBot({ iteration: 10 } as never), 'iteration', 'did you mean iterations?'],
    ['searchBot, in its weights', () => searchBot({ weights: { pointz: 1 } } as never), 'weights.pointz', ''],
    ['searchBot, a far-off key', () => searchBot({ budget: 10 } as never), 'budget', 'known: iterations, timeMs,'],
    ['playBots', () => playBots({ players: 2, seed: 'x' }, [randomBot(), randomBot()], { maxStep: 10 } as never), 'maxStep', 'did you mean maxSteps?'],
  ])('%s', (_name, run, path, hint) => {
    const e = botError(run, 'unknown-option', path);
    expect(e.message).toContain(`unknown option "${path}"`);
    expect(e.message).toContain(hint);
  });

  it('playBots: an unknown key of the game options is createRiggedGame\'s SetupError, with its hint', () => {
    const e = thrownBy(SetupError, () => playBots({ players: 2, sead: 'x' } as never, [randomBot(), randomBot()]));
    expect([e.code, e.path]).toEqual(['unknown-option', 'sead']);
    expect(e.message).toContain('did you mean seed?');
  });

  it('every known option is still taken', () => {
    expect(greedyBot({ points: 2 }, { samples: 2, name: 'g' }).name).toBe('g');
    expect(searchBot({ iterations: 5, timeMs: 10, depth: 2, candidates: 3, exploration: 1, epsilon: 0, expandAfter: 2, width: 4, scale: 2, weights: { points: 1 }, name: 's' }).name).toBe('s');
    expect(playBots({ players: 2, seed: 'known' }, [randomBot(), randomBot()], { maxSteps: 100_000, onStep: undefined }).state.phase).toBe('ended');
  });
});

describe('playBots and botAction fail with a typed BotError', () => {
  it('bot-count: a bot per seat, whatever the count', () => {
    expect(botError(() => playBots({ players: 3, seed: 'n' }, [greedyBot(), randomBot()]), 'bot-count').message)
      .toBe('playBots: 3 seats need 3 bots, got 2');
    expect(botError(() => playBots({ players: 1, seed: 'n' }, [randomBot(), randomBot()]), 'bot-count').message)
      .toBe('playBots: a solo game needs 1 bot, got 2');
  });

  it('illegal-action: a bot that returns an action that is not legal', () => {
    const cheat: Bot = { name: 'cheat', decide: (_view, legal) => ({ ...legal[0]!, player: 9 } as never) };
    botError(() => playBots({ players: 2, seed: 'n' }, [cheat, cheat]), 'illegal-action');
  });

  it('too-many-steps: a game that does not end within maxSteps', () => {
    expect(botError(() => playBots({ players: 2, seed: 'n' }, [quick(), quick()], { maxSteps: 5 }), 'too-many-steps').message)
      .toContain('within 5 actions');
  });

  it('game-over: botAction on a game that is over', () => {
    const over = playBots({ players: 2, seed: 'over' }, [randomBot(), randomBot()]).state;
    botError(() => botAction(over, randomBot()), 'game-over');
  });
});
