// Game records: recordOf / startRecord make them, replay / replaySteps rebuild any point of the game.
import { describe, expect, test } from 'vitest';
import {
  ENGINE_VERSION, RNG_ALGORITHM, RULES_VERSION, RULE_PRESETS, ReplayError, SetupError, createGame, legalActions, recordOf, replay, replaySteps,
  startRecord, type Action, type GameEvent, type GameOptions, type RiggedOptions, type GameRecord, type GameState, type ReplayErrorCode,
} from '../../src/index.js';
import { mustApply, thrownBy, xorshift } from '../kit/index.js';

interface Played {
  readonly options: GameOptions;
  /** states[i] is the state after i actions. */
  readonly states: GameState[];
  readonly actions: Action[];
  readonly events: (readonly GameEvent[])[];
}

/** Plays a seeded game that favours learning and casting (so effects wait for choices), up to `max` actions. */
function playGame(options: GameOptions, policySeed: number, max = 100_000): Played {
  const rand = xorshift(policySeed);
  const states = [createGame(options)];
  const actions: Action[] = [];
  const events: (readonly GameEvent[])[] = [];
  for (let s = states[0] as GameState; s.phase !== 'ended' && actions.length < max;) {
    const legal = legalActions(s);
    const spells = legal.filter((a) => a.type === 'learn' || a.type === 'cast');
    const from = spells.length > 0 && rand() < 0.7 ? spells : legal;
    const action = from[Math.floor(rand() * from.length)] as Action;
    const r = mustApply(s, action);
    s = r.state;
    states.push(s);
    actions.push(action);
    events.push(r.events);
  }
  return { options, states, actions, events };
}

const last = <T>(list: readonly T[]): T => list[list.length - 1] as T;


const GAMES: readonly GameOptions[] = [
  { players: 2, seed: 'replay-2', spells: 'set1' },
  { players: 3, seed: 'replay-3', spells: 'classic' },
  { players: 4, seed: 'replay-4', spells: 'set3' },
  { players: 1, seed: 'replay-solo', spells: 'set2', solo: { difficulty: 2 } },
];

describe('recordOf and startRecord', () => {
  test('a record is plain JSON with the engine version, the options with the tagged seed and the rules, and the actions', () => {
    const game = playGame({ players: 2, seed: 'plain', spells: 'set2' }, 1, 30);
    const record = recordOf(game.options, last(game.states), game.actions);
    expect(record).toStrictEqual({
      engineVersion: ENGINE_VERSION,
      // The rules version and the default profile are written too, so the record keeps its rules if the default changes.
      rulesVersion: RULES_VERSION,
      options: { players: 2, seed: `${RNG_ALGORITHM}:plain`, rules: 'printed', spells: 'set2' },
      actions: game.actions,
    });
    expect(JSON.parse(JSON.stringify(record))).toStrictEqual(record);
    expect(Object.keys(record)).toEqual(['engineVersion', 'rulesVersion', 'options', 'actions']);
  });

  test('takes the seed from the state, so a game created without a seed is reproducible', () => {
    const options: GameOptions = { players: 3, spells: 'classic' };
    const game = playGame(options, 2, 60);
    const record = recordOf(options, last(game.states), game.actions);
    expect(record.options.seed).toBe(last(game.states).seed);
    expect(record.options.seed.startsWith(`${RNG_ALGORITHM}:`)).toBe(true);
    expect(Object.keys(record.options)).toEqual(['players', 'seed', 'rules', 'spells']);
    expect(replay(record)).toStrictEqual(last(game.states));
    // the initial state names the same seed as the current one
    expect(recordOf(options, game.states[0] as GameState, game.actions)).toStrictEqual(record);
  });

  test('keeps every option, puts the seed and the rules after the player count, and accepts an already tagged seed', () => {
    const options: RiggedOptions = {
      setup: { nextDraws: ['red-circle'] }, firstPlayer: 1, spells: ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
      rules: 'digital', seed: `${RNG_ALGORITHM}:tagged`, players: 2,
    };
    const { record, state } = startRecord(options);
    expect(Object.keys(record.options)).toEqual(['players', 'seed', 'rules', 'setup', 'firstPlayer', 'spells']);
    expect(record.options.rules).toBe('digital');
    expect(record.options.seed).toBe(state.seed);
    expect(record.options).toMatchObject({ setup: { nextDraws: ['red-circle'] }, firstPlayer: 1 });
    expect(replay(record)).toStrictEqual(state);
  });

  test('copies its input: later changes to the options or actions do not touch the record', () => {
    const game = playGame({ players: 2, seed: 'copy' }, 3, 10);
    const options = { players: 2, seed: 'copy', setup: { nextDraws: [] as string[] } };
    const actions = [...game.actions];
    const record = recordOf(options as RiggedOptions, last(game.states), actions);
    actions.pop();
    options.setup.nextDraws.push('red-circle');
    expect(record.actions).toHaveLength(10);
    expect(record.options.setup).toEqual({ nextDraws: [] });
    expect(record.actions[0]).not.toBe(game.actions[0]);
  });

  test('refuses a state of another game: another seed, or other rules', () => {
    const other = createGame({ players: 2, seed: 'other' });
    expect(() => recordOf({ players: 2, seed: 'mine' }, other, [])).toThrow(/not this game's seed/);
    expect(() => recordOf({ players: 2, seed: 'other', rules: 'digital' }, other, [])).toThrow(/not the rule profile of this game/);
  });

  test('startRecord creates the game and the record of its start', () => {
    const { state, record } = startRecord({ players: 1, solo: { difficulty: 2 } });
    expect(record.actions).toEqual([]);
    expect(record.options).toStrictEqual({ players: 1, seed: state.seed, rules: 'printed', solo: { difficulty: 2 } });
    expect(replay(record)).toStrictEqual(state);
    expect(() => startRecord({ players: 9 as never })).toThrow(SetupError);
  });
});

describe('replay', () => {
  test.each(GAMES)('to each prefix equals the intermediate state of the played game ($players players)', (options) => {
    const game = playGame(options, options.players * 11);
    expect(last(game.states).phase).toBe('ended');
    // the game went through effects waiting for a choice, which the prefixes cover
    expect(game.states.some((s) => s.pending.length > 0)).toBe(true);
    const record = recordOf(options, last(game.states), game.actions);
    for (let to = 0; to <= game.actions.length; to++) {
      expect(replay(record, { to })).toStrictEqual(game.states[to]);
    }
    expect(replay(record)).toStrictEqual(last(game.states));
  });

  test('replaySteps yields every step with the states and events of the played game, and returns the final state', () => {
    const game = playGame({ players: 3, seed: 'steps', spells: 'set3' }, 5);
    const record = recordOf(game.options, last(game.states), game.actions);
    const it = replaySteps(record);
    let index = 0;
    for (let r = it.next(); ; r = it.next(), index++) {
      if (r.done === true) {
        expect(r.value).toStrictEqual(last(game.states));
        break;
      }
      expect(r.value.index).toBe(index);
      expect(r.value.action).toStrictEqual(game.actions[index]);
      expect(r.value.before).toStrictEqual(game.states[index]);
      expect(r.value.state).toStrictEqual(game.states[index + 1]);
      expect(r.value.events).toStrictEqual(game.events[index]);
    }
    expect(index).toBe(game.actions.length);
    expect([...replaySteps(record)]).toHaveLength(game.actions.length);
  });

  test('to: 0 gives the state createGame made, the default all actions; bounds are checked', () => {
    const game = playGame({ players: 2, seed: 'bounds' }, 7, 25);
    const record = recordOf(game.options, last(game.states), game.actions);
    expect(replay(record, { to: 0 })).toStrictEqual(createGame({ players: 2, seed: 'bounds' }));
    expect(replay(record, { to: 25 })).toStrictEqual(replay(record));
    expect(replay(record, {})).toStrictEqual(last(game.states));
    for (const to of [-1, 26, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3' as unknown as number]) {
      const e = thrownBy(ReplayError, () => replay(record, { to }));
      expect(e.code).toBe('out-of-range');
      expect(e.path).toBe('to');
      expect(e.message).toContain('from 0 to 25');
    }
    expect(replay({ ...record, actions: [] }, { to: 0 })).toStrictEqual(game.states[0]);
    expect(thrownBy(ReplayError, () => replay({ ...record, actions: [] }, { to: 1 })).code).toBe('out-of-range');
  });

  test('is deterministic: the same record always gives the same state, even after a JSON round trip', () => {
    const game = playGame({ players: 4, seed: 'determinism', spells: 'classic' }, 9);
    const record = recordOf(game.options, last(game.states), game.actions);
    const a = replay(record);
    const b = replay(JSON.parse(JSON.stringify(record)) as GameRecord);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).toBe(JSON.stringify(last(game.states)));
    const events = (r: GameRecord): string => JSON.stringify([...replaySteps(r)].map((s) => s.events));
    expect(events(record)).toBe(events(JSON.parse(JSON.stringify(record)) as GameRecord));
  });

  test('never modifies the record (a deeply frozen record replays)', () => {
    const game = playGame({ players: 2, seed: 'frozen', spells: 'set3' }, 4);
    const record = recordOf(game.options, last(game.states), game.actions);
    const text = JSON.stringify(record);
    const freeze = (v: unknown): void => {
      if (typeof v === 'object' && v !== null) {
        Object.freeze(v);
        Object.values(v).forEach(freeze);
      }
    };
    freeze(record);
    expect(replay(record)).toStrictEqual(last(game.states));
    expect(JSON.stringify(record)).toBe(text);
  });

  test('replays a record written by another engine version with the current rules', () => {
    const game = playGame({ players: 2, seed: 'version' }, 8, 40);
    const record = { ...recordOf(game.options, last(game.states), game.actions), engineVersion: '99.0.0' };
    expect(replay(record)).toStrictEqual(last(game.states));
  });
});

describe('ReplayError', () => {
  const game = playGame({ players: 2, seed: 'errors', spells: 'set1' }, 6, 40);
  const good = recordOf(game.options, last(game.states), game.actions);
  const bad = (change: (r: Record<string, unknown>) => void): GameRecord => {
    const r = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
    change(r);
    return r as unknown as GameRecord;
  };
  const options = (r: Record<string, unknown>): Record<string, unknown> => r['options'] as Record<string, unknown>;

  test.each<[string, () => GameRecord, ReplayErrorCode, string]>([
    ['not an object', () => null as unknown as GameRecord, 'invalid-record', '$'],
    ['a list', () => [] as unknown as GameRecord, 'invalid-record', '$'],
    ['no engine version', () => bad((r) => { delete r['engineVersion']; }), 'invalid-record', '$.engineVersion'],
    ['an engine version that is not a string', () => bad((r) => { r['engineVersion'] = 1; }), 'invalid-record', '$.engineVersion'],
    ['no options', () => bad((r) => { delete r['options']; }), 'invalid-record', '$.options'],
    ['options that are not an object', () => bad((r) => { r['options'] = 'set1'; }), 'invalid-record', '$.options'],
    ['no actions', () => bad((r) => { delete r['actions']; }), 'invalid-record', '$.actions'],
    ['actions that are not a list', () => bad((r) => { r['actions'] = {}; }), 'invalid-record', '$.actions'],
    ['an unknown key', () => bad((r) => { r['comment'] = 'hi'; }), 'invalid-record', '$["comment"]'],
    ['no seed', () => bad((r) => { delete options(r)['seed']; }), 'invalid-record', '$.options.seed'],
    ['a seed that is not a string', () => bad((r) => { options(r)['seed'] = 42; }), 'invalid-record', '$.options.seed'],
    ['a seed that is not a string', () => bad((r) => { options(r)['seed'] = 42; }), 'invalid-record', '$.options.seed'],
    ['no seed', () => bad((r) => { delete options(r)['seed']; }), 'invalid-record', '$.options.seed'],
    ['a mistyped option', () => bad((r) => { options(r)['firstPlayr'] = 0; }), 'invalid-record', '$.options.firstPlayr'],
    ['a bad player count', () => bad((r) => { options(r)['players'] = 7; }), 'invalid-record', '$.options.players'],
    ['an unknown spell set', () => bad((r) => { options(r)['spells'] = 'set9'; }), 'invalid-record', '$.options.spells'],
    ['a bad rigged setup', () => bad((r) => { options(r)['setup'] = { altar: ['gold-circle'] }; }), 'invalid-record', '$.options.setup.altar.0'],
    ['an unknown rule preset', () => bad((r) => { options(r)['rules'] = 'house'; }), 'invalid-record', '$.options.rules'],
    ['a rule point with an unknown value', () => bad((r) => { options(r)['rules'] = { ...RULE_PRESETS.printed, mirageDraws: 'never' }; }), 'invalid-record', '$.options.rules.mirageDraws'],
  ])('invalid-record: %s', (_name, make, code, path) => {
    const e = thrownBy(ReplayError, () => replay(make()));
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ReplayError');
    expect(e.code).toBe(code);
    expect(e.path).toBe(path);
    expect(e.index).toBeNull();
    expect(e.violation).toBeNull();
    // replaySteps checks the record at once, before the first step
    expect(thrownBy(ReplayError, () => replaySteps(make())).code).toBe(code);
  });

  test('options createGame refuses keep its SetupError as the cause', () => {
    const e = thrownBy(ReplayError, () => replay(bad((r) => { options(r)['firstPlayer'] = 5; })));
    expect(e.path).toBe('$.options.firstPlayer');
    expect(e.cause).toBeInstanceOf(SetupError);
    expect((e.cause as SetupError).code).toBe('invalid-first-player');
  });

  test('illegal-action names the index and the violation, and gives no half result', () => {
    const k = 17;
    const wrong = game.actions[k] as Action;
    const record = bad((r) => {
      (r['actions'] as Action[])[k] = { ...wrong, player: (wrong.player + 1) % 2 };
    });
    const e = thrownBy(ReplayError, () => replay(record));
    expect(e.code).toBe('illegal-action');
    expect(e.index).toBe(k);
    expect(e.path).toBe(`$.actions[${k}]`);
    expect(e.violation?.code).toBe('not-your-turn');
    expect(e.message).toContain('not-your-turn');
    // a replay that stops before the bad action is fine: later actions are not looked at
    expect(replay(record, { to: k })).toStrictEqual(game.states[k]);
    expect(thrownBy(ReplayError, () => replay(record, { to: k + 1 })).index).toBe(k);
    // replaySteps yields the legal steps before it, then throws
    const seen: number[] = [];
    const e2 = thrownBy(ReplayError, () => {
      for (const s of replaySteps(record)) seen.push(s.index);
    });
    expect(seen).toEqual(Array.from({ length: k }, (_, i) => i));
    expect(e2.index).toBe(k);
  });

  test.each<[string, unknown, string]>([
    ['null', null, 'malformed-action'],
    ['a string', 'draw', 'malformed-action'],
    ['an unknown type', { type: 'fly', player: 0 }, 'malformed-action'],
    ['a missing field', { type: 'take', player: 0 }, 'malformed-action'],
  ])('a malformed action (%s) is an illegal-action with the malformed-action violation', (_name, action, violation) => {
    const record = bad((r) => { (r['actions'] as unknown[])[0] = action; });
    const e = thrownBy(ReplayError, () => replay(record));
    expect(e.code).toBe('illegal-action');
    expect(e.index).toBe(0);
    expect(e.violation?.code).toBe(violation);
  });

  test('an action after the end of the game is refused with game-over', () => {
    const ended = playGame({ players: 2, seed: 'after-end' }, 12);
    const record = recordOf(ended.options, last(ended.states), [...ended.actions, { type: 'pass', player: 0 }]);
    const e = thrownBy(ReplayError, () => replay(record));
    expect(e.index).toBe(ended.actions.length);
    expect(e.violation?.code).toBe('game-over');
  });
});
