// For apps compiled with `exactOptionalPropertyTypes` (and plain JavaScript), an option given as
// `undefined` is the same as an option left out, everywhere the public API takes options.
import { describe, expect, it } from 'vitest';
import {
  Match, RULE_PRESETS, SPELL_SETS, applyAction, createGame, createRiggedGame, legalActions, listSpells, playerView, recordOf, replay,
  startRecord, stateFromView, type Action, type GameOptions, type RiggedOptions,
} from '../../src/index.js';
import { botAction, greedyBot, playBots, searchBot } from '../../src/bots/index.js';
import { assertViewSecrecy, checkScenario, playRandom, rig, riggedGame } from '../kit/index.js';

/** Every optional game option, given as `undefined`. */
const UNDEFINED_OPTIONS = {
  seed: undefined, spells: undefined, rules: undefined, firstPlayer: undefined, solo: undefined, setup: undefined,
} as const;

/** Every part of a rigged setup, given as `undefined`. */
const UNDEFINED_SETUP = {
  altar: undefined, pools: undefined, familiars: undefined, learned: undefined, discard: undefined, nextDraws: undefined,
  active: undefined, phase: undefined, day: undefined, opponent: undefined,
} as const;

describe('createGame: undefined is left out', () => {
  it.each([1, 2, 3, 4] as const)('%i player(s): every option undefined but the seed deals the same game as none given', (players) => {
    const plain = createGame({ players, seed: 'undefined-options' });
    expect(createGame({ ...UNDEFINED_OPTIONS, players, seed: 'undefined-options' })).toStrictEqual(plain);
    expect(createRiggedGame({ players, seed: 'undefined-options', setup: UNDEFINED_SETUP })).toStrictEqual(plain);
  });

  it('each default holds: firstPlayer seeded, rules printed, spells set1, no rigged setup, solo difficulty 0', () => {
    const s = createRiggedGame({ players: 2, seed: 'defaults', firstPlayer: undefined, rules: undefined, spells: undefined, setup: undefined });
    expect(s.firstPlayer).toBe(createGame({ players: 2, seed: 'defaults' }).firstPlayer);
    expect(s.rules).toStrictEqual(RULE_PRESETS.printed);
    expect(s.spells).toStrictEqual([...SPELL_SETS.set1]);
    const solo = createGame({ players: 1, seed: 'solo', solo: { difficulty: undefined } });
    expect(solo.opponent?.difficulty).toBe(0);
    expect(solo).toStrictEqual(createGame({ players: 1, seed: 'solo' }));
    // `solo: undefined` is no solo option at all, so it is allowed with 2 players.
    expect(() => createGame({ players: 2, solo: undefined })).not.toThrow();
  });

  it('seed: undefined is a random seed, as when it is left out', () => {
    const a = createGame({ players: 2, seed: undefined });
    const b = createGame({ players: 2, seed: undefined });
    expect(a.seed).toMatch(/^sfc32:/);
    expect(a.seed).not.toBe(b.seed);
  });

  it('rigged parts given as undefined are dealt as usual; a rigged spell without a day is learned on Day 0', () => {
    const opts: RiggedOptions = { players: 1, seed: 'rig', setup: { opponent: { track: undefined, lower: undefined } } };
    const s = createRiggedGame(opts);
    expect(s.opponent?.track).toEqual([]);
    const learned = createRiggedGame({
      players: 2, seed: 'rig', setup: { learned: [[{ spell: 'sacrifice', level: 3, card: 'red-square', day: undefined }], []] },
    });
    expect(learned.players[0]?.spells).toEqual([{ spell: 'sacrifice', level: 3, card: 'red-square', day: 0 }]);
  });
});

describe('the other options of the core', () => {
  const start = createGame({ players: 2, seed: 'others', firstPlayer: 0 });

  it('applyAction: expectedStep undefined is no check', () => {
    const action = legalActions(start)[0]!;
    expect(applyAction(start, action, { expectedStep: undefined })).toStrictEqual(applyAction(start, action));
  });

  it('records: options with undefined members give a plain-JSON record that replays; replay to: undefined is the end', () => {
    const options: GameOptions = { players: 2, ...UNDEFINED_OPTIONS, firstPlayer: 0 };
    const state = createGame({ ...options, seed: 'records' });
    const actions: Action[] = [];
    playRandom(state, 3, 40, (_before, action) => actions.push(action));
    const record = recordOf({ ...options, seed: 'records' }, state, actions);
    expect(JSON.parse(JSON.stringify(record))).toStrictEqual(record);
    expect(Object.values(record.options)).not.toContain(undefined);
    expect(replay(record, { to: undefined })).toStrictEqual(replay(record));
    const started = startRecord({ players: 3, seed: undefined, rules: undefined });
    expect(replay(started.record)).toStrictEqual(started.state);
  });

  it('Match.create: undefined options deal the same game, and its record replays', () => {
    const m = Match.create({ players: 2, ...UNDEFINED_OPTIONS, seed: 'match' });
    expect(m.state).toStrictEqual(createGame({ players: 2, seed: 'match' }));
    expect(m.play(m.legalActions()[0]!, { expectedStep: undefined }).ok).toBe(true);
    expect(replay(m.record()!)).toStrictEqual(m.state);
  });

  it('stateFromView: hidden parts given as undefined are the defaults', () => {
    const view = playerView(start, 1);
    expect(stateFromView(view, { seed: undefined, rng: undefined, nextDraws: undefined })).toStrictEqual(stateFromView(view));
  });

  it('listSpells: a filter of undefined members lists every spell', () => {
    expect(listSpells({ colour: undefined, phase: undefined, set: undefined })).toEqual(listSpells());
    expect(listSpells({ colour: 'red', set: undefined })).toEqual(listSpells({ colour: 'red' }));
  });
});

describe('bots and the test kit', () => {
  const start = createGame({ players: 2, seed: 'bots', firstPlayer: 0 });

  it('greedyBot: undefined weights and options are the defaults', () => {
    const a = playBots({ players: 2, seed: 'greedy' }, [greedyBot({ points: undefined, pool: undefined }, { samples: undefined, name: undefined }), greedyBot()]);
    const b = playBots({ players: 2, seed: 'greedy' }, [greedyBot(), greedyBot()], { onStep: undefined, maxSteps: undefined });
    expect(a.actions).toStrictEqual(b.actions);
  });

  it('searchBot: undefined options are the defaults', () => {
    const given = searchBot({
      iterations: 12, timeMs: undefined, depth: undefined, candidates: undefined, exploration: undefined, epsilon: undefined,
      expandAfter: undefined, width: undefined, scale: undefined, weights: { opponent: undefined }, name: undefined,
    });
    const plain = searchBot({ iterations: 12 });
    let s = start;
    for (let i = 0; i < 12 && s.phase !== 'ended'; i++) {
      const action = botAction(s, given);
      expect(action).toStrictEqual(botAction(s, plain));
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });

  it('riggedGame, rig, checkScenario and assertViewSecrecy: undefined is left out', () => {
    expect(riggedGame({
      players: undefined, seed: undefined, spells: undefined, firstPlayer: undefined, solo: undefined, rules: undefined,
      pouch: undefined, rest: undefined,
    })).toStrictEqual(riggedGame());
    expect(rig({ altar: ['red-circle'], pouch: undefined, rest: undefined })).toStrictEqual(rig({ altar: ['red-circle'] }));
    const scenario = { options: { players: 2, ...UNDEFINED_OPTIONS, seed: 'scenario' }, policy: 'uniform', policySeed: 1, sampleSeed: 2 } as const;
    expect(checkScenario(scenario, { maxSteps: undefined, skip: undefined })).toStrictEqual(
      checkScenario({ ...scenario, options: { players: 2, seed: 'scenario' } }),
    );
    expect(assertViewSecrecy(start, { action: undefined, seed: undefined, twins: undefined })).toStrictEqual(assertViewSecrecy(start));
  });
});
