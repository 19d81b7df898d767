// Every bot returns a legal action in positions of every mode (solo, 2-4 players) and every
// spell selection, phase decisions and effect decisions alike.
import { describe, expect, it } from 'vitest';
import { currentDecision, legalActions, playerView } from '../../src/index.js';
import { botRng, botSalt, greedyBot, randomBot, searchBot, type Bot } from '../../src/bots/index.js';
import { statesOfEveryMode } from '../kit/index.js';

const STATES = statesOfEveryMode();
const BOTS: readonly Bot[] = [randomBot, greedyBot(), searchBot({ iterations: 8, depth: 4 })];

describe('every bot returns a legal action', () => {
  it('samples phase and effect decisions of every mode', () => {
    const kinds = new Set(STATES.map(({ state }) => currentDecision(state).kind));
    expect(kinds).toEqual(new Set(['phase', 'effect']));
    expect(new Set(STATES.map(({ state }) => state.players.length))).toEqual(new Set([1, 2, 3, 4]));
  });

  for (const bot of BOTS) {
    it(`${bot.name} chooses one of the listed actions`, () => {
      for (const { label, state } of STATES) {
        const decision = currentDecision(state);
        if (decision.kind === 'game-over') continue;
        const legal = legalActions(state);
        const action = bot.decide(playerView(state, decision.player), legal, botRng(state.seed, state.step, botSalt(decision.player, bot)));
        expect(legal, label).toContainEqual(action);
      }
    });
  }
});
