// The test kit's readers of options refuse a key that is no option, before doing anything, and
// name the nearest option: riggedGame as createRiggedGame does (SetupError unknown-option at the
// key), checkConformance with the RangeError of its other bad options. Every known key is still
// taken.
import { describe, expect, it } from 'vitest';
import { SetupError, createRiggedGame, serialize, type GameState } from '../../src/index.js';
import { checkConformance, checkScenario, copies, rig, riggedGame, type ConformanceOptions, type RiggedGameOptions, type ScenarioSettings } from '../../src/testing/index.js';
import { thrownBy } from '../kit/index.js';

/** Options with a key no type allows (as JavaScript, a spread of a wider object or JSON would give). */
function loose<T>(options: Record<string, unknown>): T {
  return options as unknown as T;
}

describe('riggedGame refuses unknown keys: SetupError unknown-option at the key, with the nearest option', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a mistyped seed', { seeed: 'x' }, 'did you mean seed?'],
    ['a singular for a plural', { player: 3 }, 'did you mean players?'],
    ['a part of the table', { pouh: [] }, 'did you mean pouch?'],
    ['where the left-over tokens go', { rets: 'altar', pouch: [] }, 'did you mean rest?'],
    ['a part of the table, in the wrong case', { nextdraws: ['red-circle'] }, 'did you mean nextDraws?'],
    ['one near nothing: the options are listed', { gamez: 1 }, '(known: players, seed, spells, firstPlayer, solo, rules, altar, pools,'],
  ])('%s', (_name, options, hint) => {
    const key = Object.keys(options).find((k) => k !== 'pouch') ?? '';
    const e = thrownBy(SetupError, () => riggedGame(loose<RiggedGameOptions>(options)));
    expect([e.code, e.path]).toEqual(['unknown-option', key]);
    expect(e.message).toContain(`unknown option "${key}"`);
    expect(e.message).toContain(hint);
  });

  it('the unknown key comes first: before a bad player count, and before rig counts the tokens', () => {
    expect(thrownBy(SetupError, () => riggedGame(loose<RiggedGameOptions>({ players: 9, seeed: 'x' }))).path).toBe('seeed');
    expect(thrownBy(SetupError, () => riggedGame(loose<RiggedGameOptions>({ altar: copies('red-circle', 6), altr: [] }))).path).toBe('altr');
  });

  it('every known option is still taken: the game is the one createRiggedGame builds from the same options', () => {
    const table = {
      altar: ['red-circle', 'blue-square'], pools: [['green-triangle']], familiars: [['yellow-circle']], learned: [[]], discard: ['red-square'],
      nextDraws: ['blue-circle'], active: 0, phase: 'morning', day: 2, opponent: { track: ['red-triangle'], lower: [] },
      pouch: copies('green-circle', 5), rest: 'discard',
    } as const;
    const game = { players: 1, seed: 'keys', spells: 'set2', firstPlayer: 0, solo: { difficulty: 1 }, rules: 'digital' } as const;
    const state: GameState = riggedGame({ ...game, ...table });
    expect(serialize(state)).toBe(serialize(createRiggedGame({ ...game, setup: rig(table) })));
    expect([state.day, state.rules.soloRefill]).toEqual([2, 'fill-and-trim']);
    // Defaults only: nothing given is refused.
    expect(riggedGame().players).toHaveLength(2);
  });
});

describe('rig refuses unknown keys on its own: SetupError unknown-option at the key, before the tokens are counted', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a mistyped part of the table', { pouh: [] }, 'did you mean pouch?'],
    ['a game option, which rig does not take', { seed: 'x' }, '(known: altar, pools, familiars, learned, discard, nextDraws,'],
    ['before six of a kind are counted', { altar: copies('red-circle', 6), nextdraws: [] }, 'did you mean nextDraws?'],
  ])('%s', (_name, options, hint) => {
    const key = Object.keys(options).find((k) => k !== 'altar') ?? '';
    const e = thrownBy(SetupError, () => rig(loose<Parameters<typeof rig>[0]>(options)));
    expect([e.code, e.path]).toEqual(['unknown-option', key]);
    expect(e.message).toContain(hint);
  });

  it('every known key is still taken', () => {
    const setup = rig({ altar: ['red-circle'], pools: [[], []], discard: [], nextDraws: ['blue-circle'], pouch: copies('green-circle', 5), rest: 'altar' });
    expect(setup.altar).toHaveLength(1 + 105 - 1 - 1 - 5);
  });
});

describe('checkConformance refuses unknown keys: a RangeError naming the nearest option, before any game', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a singular for a plural', { numRun: 1 }, 'checkConformance: unknown option "numRun" (did you mean numRuns?)'],
    ['a plural for a singular', { numRuns: 1, skips: ['views'] }, 'checkConformance: unknown option "skips" (did you mean skip?)'],
    ['a mistyped step limit', { numRuns: 1, maxStep: 10 }, 'checkConformance: unknown option "maxStep" (did you mean maxSteps?)'],
    ['one near nothing: the options are listed', { numRuns: 1, gamez: 1 }, 'checkConformance: unknown option "gamez" (known: numRuns, seed, path, players,'],
    ['a mistyped check in skip', { numRuns: 1, skip: ['views', 'termnation'] }, 'checkConformance: skip: no check is named "termnation" (did you mean termination?)'],
    ['a check near none in skip: the checks are listed', { numRuns: 1, skip: ['speed'] }, 'checkConformance: skip: no check is named "speed" (known: legal-actions, refusals,'],
    ['a skip that is no list', { numRuns: 1, skip: 'views' }, 'checkConformance: skip must be a list, got string'],
    ['a mistyped policy', { numRuns: 1, policies: ['uniform', 'bytype'] }, 'checkConformance: policies: no policy is named "bytype" (did you mean by-type?)'],
    ['a policy that is no name', { numRuns: 1, policies: [3] }, 'checkConformance: policies: no policy is named 3 (known: uniform, by-type)'],
  ])('%s', async (_name, options, message) => {
    let built = 0;
    const setup: ConformanceOptions['setup'] = (seed, drawn) => {
      built++;
      return { players: drawn.players, seed };
    };
    const e: unknown = await checkConformance(loose<ConformanceOptions>({ ...options, setup })).then(() => undefined, (err: unknown) => err);
    expect(e).toBeInstanceOf(RangeError);
    expect((e as RangeError).message).toContain(message);
    expect(built).toBe(0); // no game was set up
  });

  it('every known option is still taken', async () => {
    let built = 0;
    const report = await checkConformance({
      numRuns: 1, seed: 11, path: undefined, players: [2], spells: 'set1', rules: 'digital', policies: ['by-type'], maxSteps: 5_000,
      setup: (seed, drawn) => {
        built++;
        return { players: drawn.players, seed, spells: drawn.spells, firstPlayer: 0 };
      },
      skip: ['views'], shrink: false,
    });
    expect([report.games, report.ended, report.byPlayers, report.byRules]).toEqual([1, true, { 2: 1 }, { digital: 1 }]);
    expect(built).toBeGreaterThan(0);
  });
});

describe('checkScenario refuses a skip that names no check, before any step', () => {
  it('a RangeError naming the nearest check; the known ones are taken', () => {
    const scenario = { options: { players: 2 as const, seed: 'skip' }, policy: 'uniform' as const, policySeed: 1, sampleSeed: 2 };
    const e = thrownBy(RangeError, () => checkScenario(scenario, loose<ScenarioSettings>({ skip: ['serialise'] })));
    expect(e.message).toBe('checkScenario: skip: no check is named "serialise" (did you mean serialize?)');
    expect(checkScenario(scenario, { skip: ['views', 'serialize'] }).ended).toBe(true);
  });
});
