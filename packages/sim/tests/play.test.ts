// The simulator plays its games with a loop of its own (no player view for the random bot, no
// record): they must be exactly the games `playBots` plays from the same setup and bots.
import { describe, expect, it } from 'vitest';
import { scoreGame } from 'spellbook-engine';
import { playBots } from 'spellbook-engine/bots';
import { runSpec, type SimulationOptions } from '../src/index.js';
import { gameSetup, playGame, runBots } from '../src/play.js';

const RUNS: SimulationOptions[] = [
  { players: 1, games: 6, bots: 'random', seed: 'loop-solo' },
  { players: 2, games: 6, spells: 'set2', bots: 'random', seed: 'loop-2p' },
  { players: 4, games: 4, spells: 'classic', bots: 'random', seed: 'loop-4p' },
  { players: 3, games: 6, bots: ['random', 'greedy:samples=1', 'random'], rotateSeats: true, seed: 'loop-mixed' },
  { players: 2, games: 6, bots: ['greedy:samples=1', 'random'], rotateSeats: true, exhaustive: true, seed: 'loop-exhaustive' },
];

describe('the simulator\'s game loop', () => {
  it.each(RUNS)('plays the games playBots plays ($players players, $bots)', { timeout: 60_000 }, (options) => {
    const run = runSpec(options);
    const bots = runBots(run);
    for (let i = 0; i < run.games; i++) {
      const setup = gameSetup(run, i);
      const learned: string[][] = Array.from({ length: run.players }, () => []);
      const reference = playBots(setup.options, setup.seatBots.map((b) => bots[b]!), {
        onStep: ({ events }) => {
          for (const e of events) if (e.type === 'spell-learned') learned[e.player]!.push(`${e.spell}@${e.level}`);
        },
      });
      const score = scoreGame(reference.state);
      const game = playGame(run, i, bots);
      expect(game.actions).toBe(reference.actions.length);
      expect(game.scores).toEqual(score.players.map((p) => p.total));
      expect(game.winners).toEqual(score.winners);
      expect(game.days).toBe(reference.state.day);
      expect(game.learned).toEqual(learned);
      expect(game.endReason).toBe(reference.state.endTrigger?.reason ?? null);
    }
  });

  it('stops a game at the run\'s action limit', () => {
    const run = runSpec({ players: 2, games: 1, bots: 'random', seed: 'limit', maxActions: 5 });
    expect(() => playGame(run, 0, runBots(run))).toThrow(/did not end within 5 actions/);
  });
});
