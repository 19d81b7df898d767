// The bots' fast paths (the memo of potentials, the action keys, the reused lookahead states)
// change no choice: pinned games of the search bot against the greedy bot, and the fast helpers
// checked against the plain ones on the states of real games.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../src/index.js';
import { DEFAULT_WEIGHTS, evaluate, greedyBot, playBots, searchBot } from '../../src/bots/index.js';
import { keyOf } from '../../src/bots/action-key.js';
import { memoEvaluate } from '../../src/bots/memo.js';
import { xorshift } from '../../src/testing/xorshift.js';

/** The states of a uniformly random game (fixed policy seed). */
function statesOf(players: 1 | 2 | 4, seed: string): GameState[] {
  const rand = xorshift(0x5eed1234);
  const states: GameState[] = [];
  let s = createGame(players === 1 ? { players, seed, spells: 'classic', solo: { difficulty: 1 } } : { players, seed, spells: 'classic' });
  while (s.phase !== 'ended') {
    states.push(s);
    const legal = legalActions(s);
    const r = applyAction(s, legal[Math.floor(rand() * legal.length)] as Action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  states.push(s);
  return states;
}

describe('the search bot at a fixed number of iterations', () => {
  it('plays the pinned games (the same digest as bench:search --mode same --games 4)', () => {
    // Pinned from the bots before their fast paths: the same view and generator give the same choice.
    const hash = createHash('sha256');
    for (let i = 0; i < 4; i++) {
      const search = searchBot({ iterations: 30 });
      const seats = i % 2 === 0 ? [search, greedyBot()] : [greedyBot(), search];
      hash.update(JSON.stringify(playBots({ players: 2, seed: `search-same-${String(i)}`, spells: 'classic' }, seats).actions));
    }
    expect(hash.digest('hex').slice(0, 16)).toBe('6f27d55fb4f404cb');
  }, 60_000);
});

describe('the fast helpers', () => {
  const states = [...statesOf(2, 'memo-2'), ...statesOf(4, 'memo-4'), ...statesOf(1, 'memo-1')];

  it('memoEvaluate is evaluate, number for number, also when a state is evaluated again', () => {
    for (const pass of [0, 1]) {
      for (const s of pass === 0 ? states : [...states].reverse()) {
        for (let seat = 0; seat < s.players.length; seat++) {
          expect(memoEvaluate(s, seat, DEFAULT_WEIGHTS)).toBe(evaluate(s, seat, DEFAULT_WEIGHTS));
        }
      }
    }
  });

  it('keyOf tells actions apart exactly as their JSON does', () => {
    for (const s of states) {
      if (s.phase === 'ended') continue;
      const legal = legalActions(s);
      const keys = new Set(legal.map(keyOf));
      const json = new Set(legal.map((a) => JSON.stringify(a)));
      expect(keys.size).toBe(json.size);
      for (const a of legal) expect(keyOf(JSON.parse(JSON.stringify(a)) as Action)).toBe(keyOf(a));
    }
  });
});
