// The simulator plays its games with loops of its own (no player view for the random bot, no
// record; `playOut` when every seat is the random bot): they must be exactly the games
// `playBots` plays from the same setup and bots.
import { describe, expect, it } from 'vitest';
import { createRiggedGame, scoreGame } from 'spellbook-engine';
import { playBots, type Bot } from 'spellbook-engine/bots';
import { canonicalJson, runSpec, simulate, type SimulationOptions } from '../src/index.js';
import { gameOutcome, gameSetup, playGame, playRandomOut, playSteps, runBots } from '../src/play.js';
import { buildReport } from '../src/report.js';
import { addToTally, emptyTally } from '../src/tally.js';
import { botLabel } from '../src/options.js';

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

  it('plays random bots\' games with playOut: the games of the step-by-step loop, the same report', { timeout: 60_000 }, async () => {
    const options: SimulationOptions = { players: 3, games: 40, spells: 'classic', bots: 'random', seed: 'loop-playout' };
    const run = runSpec(options);
    const bots = runBots(run);
    const labels = run.bots.map(botLabel);
    const tally = emptyTally(run.players);
    for (let i = 0; i < run.games; i++) {
      const setup = gameSetup(run, i);
      const seats = setup.seatBots.map((b) => bots[b] as Bot);
      const steps = playSteps(createRiggedGame(setup.options), seats, run.maxActions);
      const out = playRandomOut(createRiggedGame(setup.options), seats, run.maxActions);
      expect(out.actions).toBe(steps.actions);
      expect(out.learned).toEqual(steps.learned);
      expect(out.state).toEqual(steps.state);
      expect(playGame(run, i, bots)).toEqual(gameOutcome(setup, steps));
      addToTally(tally, gameOutcome(setup, steps), labels);
    }
    const byLoop = canonicalJson(buildReport(run, tally, null));
    expect(canonicalJson(await simulate({ ...options, workers: 0 }))).toBe(byLoop);
    expect(canonicalJson(await simulate({ ...options, workers: 2 }))).toBe(byLoop);
  });

  it.each([
    { bots: 'random', path: 'playOut' },
    { bots: ['greedy:samples=1', 'random'], path: 'step by step' },
  ] as const)('stops a game at the run\'s action limit ($path)', ({ bots }) => {
    const run = runSpec({ players: 2, games: 1, bots, seed: 'limit', maxActions: 5 });
    expect(() => playGame(run, 0, runBots(run))).toThrow(/did not end within 5 actions/);
  });
});
