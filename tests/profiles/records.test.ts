// The rule profile in game records: recordOf writes it (a preset's name, or the whole profile of a
// mixed one), refuses options whose rules are not the game's, and replay plays a record under the
// profile it names.
import { describe, expect, test } from 'vitest';
import {
  RULE_PRESETS, ReplayError, SetupError, createGame, legalActions, recordOf, replay, replaySteps, startRecord,
  type Action, type GameOptions, type GameRecord, type GameState,
} from '../../src/index.js';
import { mixedRules, mustApply, spellPolicy, thrownBy } from '../kit/index.js';

/** Plays a game to its end with a policy that favours spells; returns the states and the actions. */
function played(options: GameOptions, policySeed: number): { states: GameState[]; actions: Action[] } {
  const policy = spellPolicy(policySeed);
  const states = [createGame(options)];
  const actions: Action[] = [];
  for (let s = states[0] as GameState; s.phase !== 'ended';) {
    const action = policy(s, legalActions(s));
    s = mustApply(s, action).state;
    states.push(s);
    actions.push(action);
  }
  return { states, actions };
}

const last = <T>(list: readonly T[]): T => list[list.length - 1] as T;

const MIXED = mixedRules('digital', ['wildTriples', 'lowering']);

describe('records under a rule profile', () => {
  test.each([
    ['digital', { players: 3, seed: 'record-digital', spells: 'set3', rules: 'digital' }],
    ['digital, solo', { players: 1, seed: 'record-digital-solo', spells: 'set2', rules: 'digital', solo: { difficulty: 2 } }],
    ['printed, named', { players: 2, seed: 'record-printed', spells: 'set2', rules: 'printed' }],
  ] as const)('a record of a %s game names the preset and replays, at every prefix, to the states played', (_name, options) => {
    const game = played(options, 3);
    const record = recordOf(options, last(game.states), game.actions);
    expect(record.options.rules).toBe(options.rules);
    for (let to = 0; to <= game.actions.length; to += 7) expect(replay(record, { to })).toStrictEqual(game.states[to]);
    expect(replay(record)).toStrictEqual(last(game.states));
    // A JSON round trip (a file, a database row) changes nothing.
    expect(replay(JSON.parse(JSON.stringify(record)) as GameRecord)).toStrictEqual(last(game.states));
  });

  test('a record of a mixed profile carries the whole profile, and replays under it', () => {
    const options: GameOptions = { players: 4, seed: 'record-mixed', spells: 'set3', rules: MIXED };
    const game = played(options, 5);
    const record = recordOf(options, last(game.states), game.actions);
    expect(record.options.rules).toStrictEqual(MIXED);
    expect(record.options.rules).not.toBe(MIXED);
    const text = JSON.stringify(record);
    const again = JSON.parse(text) as GameRecord;
    expect(replay(again)).toStrictEqual(last(game.states));
    expect(replay(again).rules).toStrictEqual(MIXED);
    // replaySteps plays under the same profile at every step.
    for (const step of replaySteps(again)) expect(step.state.rules).toStrictEqual(MIXED);
  });

  test('the rules are written even when the options leave them out, so the record keeps them if the default changes', () => {
    const { state, record } = startRecord({ players: 2, seed: 'record-default' });
    expect(record.options.rules).toBe('printed');
    expect(replay(record)).toStrictEqual(state);
    // A profile object equal to a preset is written as the preset's name.
    const named = startRecord({ players: 2, seed: 'record-default', rules: { ...RULE_PRESETS.digital } }).record;
    expect(named.options.rules).toBe('digital');
  });

  test('a record without rules (written before rule profiles) replays under the default, printed', () => {
    const { record } = startRecord({ players: 2, seed: 'record-old' });
    const { rules: _rules, ...old } = record.options;
    const state = replay({ ...record, options: old });
    expect(state.rules).toBe(RULE_PRESETS.printed);
  });

  test('the profile is part of the record: the same record under the other preset starts from the same deal under other rules', () => {
    const { record } = startRecord({ players: 2, seed: 'record-swap', spells: 'set3', rules: 'digital' });
    const asPrinted: GameRecord = { ...record, options: { ...record.options, rules: 'printed' } };
    // The opening deal does not depend on the rules.
    const { rules: _a, ...digitalStart } = replay(record, { to: 0 });
    const { rules: _b, ...printedStart } = replay(asPrinted, { to: 0 });
    expect(printedStart).toStrictEqual(digitalStart);
    expect(replay(record, { to: 0 }).rules).toBe(RULE_PRESETS.digital);
    expect(replay(asPrinted, { to: 0 }).rules).toBe(RULE_PRESETS.printed);
  });

  test('recordOf refuses options whose rules are not the game\'s (another profile, another point, not a profile)', () => {
    const digital = createGame({ players: 2, seed: 'record-refuse', rules: 'digital' });
    const mixed = createGame({ players: 2, seed: 'record-refuse', rules: MIXED });
    const seed = 'record-refuse';
    expect(() => recordOf({ players: 2, seed, rules: 'printed' }, digital, [])).toThrow(/not the rule profile of this game/);
    expect(() => recordOf({ players: 2, seed, rules: 'digital' }, mixed, [])).toThrow(/not the rule profile of this game/);
    expect(() => recordOf({ players: 2, seed, rules: mixedRules('digital', ['wildTriples']) }, mixed, [])).toThrow(/not the rule profile/);
    expect(() => recordOf({ players: 2, seed, rules: 'house' as never }, digital, [])).toThrow(/not the rule profile/);
    // Without rules, or with the game's own (by name, by an equal object in any key order), it records.
    expect(recordOf({ players: 2, seed }, digital, []).options.rules).toBe('digital');
    expect(recordOf({ players: 2, seed, rules: 'digital' }, digital, []).options.rules).toBe('digital');
    const reversed = Object.fromEntries(Object.entries(MIXED).reverse()) as unknown as typeof MIXED;
    expect(recordOf({ players: 2, seed, rules: reversed }, mixed, []).options.rules).toStrictEqual(MIXED);
  });

  test('replay refuses a record whose rules createGame refuses, at the bad point, with the SetupError as the cause', () => {
    const { record } = startRecord({ players: 2, seed: 'record-bad', rules: MIXED });
    const bad = { ...record, options: { ...record.options, rules: { ...MIXED, lowering: 'sideways' } } } as unknown as GameRecord;
    const e = thrownBy(ReplayError, () => replay(bad));
    expect(e.code).toBe('invalid-record');
    expect(e.path).toBe('$.options.rules.lowering');
    expect(e.cause).toBeInstanceOf(SetupError);
    expect((e.cause as SetupError).code).toBe('invalid-rules');
  });
});
