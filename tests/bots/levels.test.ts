// The levels of play: fixed budgets (playouts, never a clock), so a level chooses the same action
// on any machine and under any load; the same bot through a worker request; typed errors for a
// level that is none; and the learned value and terms they read.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame, legalActions, playerView, type Action, type GameState } from '../../src/index.js';
import {
  BOT_LEVELS, BOT_OPTION_LIMITS, BOT_PROTOCOL, BotError, DEFAULT_WEIGHTS, answerBotRequest, botAction, botForLevel, botRng, greedyBot,
  playBots, potential, searchBot, type BotLevel, type EvalWeights,
} from '../../src/bots/index.js';
import { TERMS, TERM_COUNT, playerTerms } from '../../src/bots/features.js';
import { winChance } from '../../src/bots/value.js';
import { thrownBy } from '../kit/index.js';
import { midGame } from './shared.js';

const LEVELS: readonly BotLevel[] = [1, 2, 3, 4, 5];

/** The positions of a greedy game with a real choice, every `every`-th one. */
function positions(seed: string, every: number): GameState[] {
  const out: GameState[] = [];
  playBots({ players: 2, seed, spells: 'set2' }, [greedyBot(), greedyBot()], {
    onStep: ({ before }) => {
      if (before.step % every === 0 && legalActions(before).length > 1) out.push(before);
    },
  });
  return out;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BOT_LEVELS: budgets, not times', () => {
  it('each level is a number of playouts, more at each level, with no clock, within the worker limits', () => {
    let previous = 0;
    for (const level of LEVELS) {
      const options = BOT_LEVELS[level];
      expect(options.timeMs).toBeUndefined();
      expect(options.iterations).toBeGreaterThan(previous);
      expect(options.iterations).toBeLessThanOrEqual(BOT_OPTION_LIMITS.search.iterations);
      expect(options.name).toBe(`level-${String(level)}`);
      expect(options.value).toBe('learned');
      expect(Object.isFrozen(options)).toBe(true);
      previous = options.iterations ?? 0;
    }
    expect(Object.isFrozen(BOT_LEVELS)).toBe(true);
  });

  it('botForLevel(n) is searchBot(BOT_LEVELS[n]), and a worker request with those options answers the same action', () => {
    for (const state of positions('levels-same', 9).slice(0, 4)) {
      for (const level of [1, 2, 3] as const) {
        const action = botAction(state, botForLevel(level));
        expect(botAction(state, searchBot(BOT_LEVELS[level]))).toEqual(action);
        const answer = answerBotRequest({ protocol: BOT_PROTOCOL, id: level, bot: 'search', options: BOT_LEVELS[level], state });
        expect(answer).toEqual({ protocol: BOT_PROTOCOL, id: level, ok: true, action });
      }
    }
  });
});

describe('a level plays the same on any machine', () => {
  it('the same view and generator give the same action, whatever the clock says', () => {
    const states = positions('levels-clock', 11).slice(0, 3);
    const levels: readonly BotLevel[] = [1, 2, 3, 5];
    const chosen = states.map((s) => levels.map((level) => botAction(s, botForLevel(level))));
    // A machine a thousand times slower, or a clock that jumps: a budget of playouts never reads it.
    let t = 0;
    vi.spyOn(globalThis.performance, 'now').mockImplementation(() => (t += 1_000_000));
    const again = states.map((s) => levels.map((level) => botAction(s, botForLevel(level))));
    expect(again).toEqual(chosen);
  });

  it('each level plays its pinned game against the greedy bot (a change of any level\'s play is deliberate)', () => {
    const pinned: Record<BotLevel, string> = {
      1: '52036d1951d2f1da', 2: 'a9bb3b6288217b0f', 3: 'e5ac03931f4afe05', 4: '80f68606a03a0212', 5: 'b0c0ae883eb18b16',
    };
    const digests = Object.fromEntries(LEVELS.map((level) => {
      const game = playBots({ players: 2, seed: 'levels-pinned', spells: 'classic' }, [botForLevel(level), greedyBot()]);
      return [level, createHash('sha256').update(JSON.stringify(game.actions)).digest('hex').slice(0, 16)];
    }));
    expect(digests).toEqual(pinned);
  });

  it('every level plays 3-player and solo games to the end', () => {
    const three = playBots({ players: 3, seed: 'levels-three' }, [botForLevel(1), botForLevel(2), greedyBot()]);
    expect(three.state.phase).toBe('ended');
    const solo = playBots({ players: 1, seed: 'levels-solo', solo: { difficulty: 1 } }, [botForLevel(1)]);
    expect(solo.state.phase).toBe('ended');
  });
});

describe('botForLevel refuses a level that is none', () => {
  it.each<unknown>([0, 6, 2.5, Number.NaN, '3', undefined])('%s: BotError invalid-level', (level) => {
    const e = thrownBy(BotError, () => botForLevel(level as BotLevel));
    expect(e.code).toBe('invalid-level');
    expect(e.message).toMatch(/^botForLevel: the level must be an integer from 1 to 5, got /);
  });

  it('searchBot refuses a value it does not know: BotError invalid-option at value', () => {
    const e = thrownBy(BotError, () => searchBot({ value: 'learnt' as never }));
    expect(e.code).toBe('invalid-option');
    expect(e.path).toBe('value');
    const answer = answerBotRequest({ protocol: BOT_PROTOCOL, id: 1, bot: 'search', options: { value: 'learnt' }, state: midGame('value', 4) });
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-request', message: /option value of bot search must be one of "lead", "learned"/ } });
  });
});

describe('the learned value and its terms', () => {
  const states = positions('levels-value', 3);

  it('two players: the chances of the two seats add up to 1; a finished game is its result', () => {
    for (const s of states) expect(winChance(s, 0) + winChance(s, 1)).toBeCloseTo(1, 12);
    const end = playBots({ players: 2, seed: 'levels-end' }, [greedyBot(), greedyBot()]);
    const winners = end.score.winners;
    for (const seat of [0, 1]) expect(winChance(end.state, seat)).toBe(winners.includes(seat) ? 1 / winners.length : 0);
    expect(winChance(createGame({ players: 1, seed: 'solo', solo: { difficulty: 1 } }), 0)).toBe(0.5);
  });

  it('the terms are the parts the potential adds up', () => {
    // With no value for a spell's use, the pool counted up to 9 and no end triggered, the potential
    // is the weighted sum of the terms.
    const w: EvalWeights = { ...DEFAULT_WEIGHTS, spellUse: 0, poolCap: 9, ready: 0.7, progress: 0.4, spread: 0.3, colour: 0.2, triple: 0.15, pool: 0.1, fullPool: 0.5 };
    const t = new Float64Array(TERM_COUNT);
    const at = (name: (typeof TERMS)[number]): number => t[TERMS.indexOf(name)]!;
    let checked = 0;
    for (const s of states) {
      if (s.endTrigger !== null) continue;
      for (let seat = 0; seat < 2; seat++) {
        playerTerms(s, s.players[seat]!, t, 0);
        const sum = w.points * at('points') + w.familiar * at('familiar') + w.ready * at('ready') + w.progress * (at('progress') + w.spread * at('spread'))
          + w.colour * at('colour') + w.triple * at('triples') + w.pool * at('pool') - w.fullPool * at('full');
        expect(sum).toBeCloseTo(potential(s, seat, w), 9);
        expect(at('spells')).toBe(s.players[seat]!.spells.length);
        expect(at('stored')).toBe(s.players[seat]!.familiar.length);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a level\'s leaves read it: the learned value changes choices of the plain search bot', () => {
    const plain = searchBot({ iterations: 40 });
    const learned = searchBot({ iterations: 40, value: 'learned' });
    const differ = states.slice(0, 30).filter((s) => {
      const seat = legalActions(s)[0]!.player;
      const rng = (): ReturnType<typeof botRng> => botRng(s.seed, s.step, 'same');
      const a = plain.decide(playerView(s, seat), legalActions(s), rng()) as Action;
      const b = learned.decide(playerView(s, seat), legalActions(s), rng()) as Action;
      return JSON.stringify(a) !== JSON.stringify(b);
    });
    expect(differ.length).toBeGreaterThan(0);
  });
});
