// The simulator plays its games with loops of its own (no player view for the random bot, no
// record; `playOutBlind` when every seat is the random bot): they must be exactly the games
// `playBots` plays from the same setup with the game's bots (`gameBots`), the random seats drawing
// their picks from one generator per game and seat.
import { describe, expect, it } from 'vitest';
import { createRiggedGame, legalActions, applyAction, decider, scoreGame, type GameState } from 'spellbook-engine';
import { botAction, botRng, forkRng, playBots } from 'spellbook-engine/bots';
import { canonicalJson, gameBots, runSpec, seatGenerator, seatGenerators, seatRandomBot, simulate, type SimulationOptions } from '../src/index.js';
import { gameOutcome, gameSeats, gameSetup, playGame, playRandomOut, playSteps, runBots } from '../src/play.js';
import { buildReport } from '../src/report.js';
import { addToTally, emptyTally } from '../src/tally.js';
import { botLabel } from '../src/options.js';

const RUNS: SimulationOptions[] = [
  { players: 1, games: 6, bots: 'random', seed: 'loop-solo' },
  { players: 2, games: 6, spells: 'set2', bots: 'random', seed: 'loop-2p' },
  { players: 4, games: 4, spells: 'classic', bots: 'random', seed: 'loop-4p' },
  { players: 3, games: 6, bots: ['random', 'greedy:samples=1', 'random'], rotateSeats: true, seed: 'loop-mixed' },
  { players: 2, games: 6, bots: ['greedy:samples=1', 'random'], rotateSeats: true, exhaustive: true, seed: 'loop-exhaustive' },
  { players: 3, games: 4, bots: 'random', rules: 'digital', seed: 'loop-digital' },
  { players: 2, games: 4, bots: ['random', 'greedy:samples=1'], rules: 'digital', seed: 'loop-digital-mixed' },
];

describe('the simulator\'s game loop', () => {
  it.each(RUNS)('plays the games playBots plays ($players players, $bots)', { timeout: 60_000 }, (options) => {
    const run = runSpec(options);
    const bots = runBots(run);
    for (let i = 0; i < run.games; i++) {
      const setup = gameSetup(run, i);
      const learned: { spell: string; level: number }[][] = Array.from({ length: run.players }, () => []);
      const reference = playBots(setup.options, gameBots(run, i), {
        onStep: ({ events }) => {
          for (const e of events) if (e.type === 'spell-learned') learned[e.player]!.push({ spell: e.spell, level: e.level });
        },
      });
      expect(reference.state.rules).toBe(run.rules.profile);
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

  it('plays random bots\' games with playOutBlind: the games of the step-by-step loop, the same report', { timeout: 60_000 }, async () => {
    const options: SimulationOptions = { players: 3, games: 40, spells: 'classic', bots: 'random', seed: 'loop-playout' };
    const run = runSpec(options);
    const bots = runBots(run);
    const labels = run.bots.map(botLabel);
    const tally = emptyTally(run.players);
    for (let i = 0; i < run.games; i++) {
      const setup = gameSetup(run, i);
      const steps = playSteps(createRiggedGame(setup.options), gameSeats(setup, bots), run.maxActions);
      const out = playRandomOut(createRiggedGame(setup.options), gameSeats(setup, bots), run.maxActions);
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
    { bots: 'random', path: 'playOutBlind' },
    { bots: ['greedy:samples=1', 'random'], path: 'step by step' },
  ] as const)('stops a game at the run\'s action limit ($path)', ({ bots }) => {
    const run = runSpec({ players: 2, games: 1, bots, seed: 'limit', maxActions: 5 });
    expect(() => playGame(run, 0, runBots(run))).toThrow(/did not end within 5 actions/);
  });
});

describe("the simulator's random bot", () => {
  it('draws each seat\'s picks in turn from one generator per game and seat, seeded once', () => {
    const run = runSpec({ players: 3, games: 2, bots: 'random', seed: 'one-generator' });
    const setup = gameSetup(run, 1);
    const seed = setup.options.seed as string;
    expect(seed).toBe('one-generator#1');
    // the seats' generators: the game's generator, botRng(seed, 0, 'random'), forks one per seat in turn
    const generators = seatGenerators(seed, 3);
    const gameRng = botRng(seed, 0, 'random');
    const reference = [0, 1, 2].map(() => forkRng(gameRng));
    for (let k = 0; k < 50; k++) expect(generators.map((g) => g.uint32())).toEqual(reference.map((g) => g.uint32()));
    expect(seatGenerator(seed, 2).below(1000)).toBe(seatGenerators(seed, 3)[2]!.below(1000));
    // a loop of legalActions and applyAction with those draws plays the simulator's game
    const draws = seatGenerators(seed, 3);
    let state: GameState = createRiggedGame(setup.options);
    let actions = 0;
    while (state.phase !== 'ended') {
      const legal = legalActions(state);
      const r = applyAction(state, legal[draws[decider(state)!]!.below(legal.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      actions++;
    }
    const game = playGame(run, 1, runBots(run));
    expect(game.actions).toBe(actions);
    expect(game.scores).toEqual(scoreGame(state).players.map((p) => p.total));
  });

  it('is a bot: seatRandomBot plays under botAction as the simulator does', () => {
    const run = runSpec({ players: 2, games: 1, bots: 'random', seed: 'bot-action' });
    const setup = gameSetup(run, 0);
    const seats = [seatRandomBot('bot-action#0', 0), seatRandomBot('bot-action#0', 1)];
    let state: GameState = createRiggedGame(setup.options);
    let actions = 0;
    while (state.phase !== 'ended') {
      const r = applyAction(state, botAction(state, seats[decider(state)!]!));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      actions++;
    }
    expect(playGame(run, 0, runBots(run)).actions).toBe(actions);
  });

  it('plays other games than the engine\'s randomBot() of the same seeds (each pick from its own hash)', () => {
    const run = runSpec({ players: 2, games: 3, bots: 'random', seed: 'not-the-engine' });
    const lengths = [0, 1, 2].map((i) => playGame(run, i, runBots(run)).actions);
    const engine = [0, 1, 2].map((i) => playBots(gameSetup(run, i).options, runBots(run)).actions.length);
    expect(lengths).not.toEqual(engine);
  });
});
