// What front-ends use works the same under every rule profile: the action notation does not
// depend on the profile (a digital game's actions round-trip), and a Match plays, undoes, saves
// and records a digital game.
import { describe, expect, test } from 'vitest';
import {
  Match, RULE_PRESETS, createGame, deserialize, formatAction, formatActions, legalActions, parseAction, parseActions,
  replay, type Action, type GameOptions, type GameState,
} from '../../src/index.js';
import { mixedRules, mustApply, playRandom, randomPolicy, spellPolicy } from '../kit/index.js';

describe('notation under both presets', () => {
  test.each(['printed', 'digital'] as const)('every action played and listed in %s games (every mode, every set) formats and parses back', (rules) => {
    let actions = 0;
    const types = new Set<string>();
    for (const players of [1, 2, 3, 4] as const) {
      for (const spells of ['set1', 'set2', 'set3'] as const) {
        const options: GameOptions = { players, seed: `notation-${rules}-${players}-${spells}`, spells, rules, ...(players === 1 ? { solo: { difficulty: 1 } } : {}) };
        const played: Action[] = [];
        const policy = players % 2 === 0 ? spellPolicy(players) : randomPolicy(players, 'by-type');
        playRandom(createGame(options), policy, 100_000, (before, action) => {
          for (const a of legalActions(before)) {
            expect(parseAction(formatAction(a))).toStrictEqual(a);
            types.add(a.type);
            actions++;
          }
          played.push(action);
        });
        // A whole game as a script, back to the same game.
        const script = formatActions(played);
        expect(parseActions(script)).toStrictEqual(played);
        const end = played.reduce((s: GameState, a) => mustApply(s, a).state, createGame(options));
        expect(end.phase).toBe('ended');
        expect(end.rules).toBe(RULE_PRESETS[rules]);
      }
    }
    expect(actions).toBeGreaterThan(5_000);
    for (const type of ['take', 'draw', 'store', 'learn', 'cast', 'pass', 'pick', 'swap']) expect(types.has(type)).toBe(true);
  });

  test('a digital game\'s actions are written exactly as a printed game\'s', () => {
    // Same seed, same opening: the listed actions and their notation are the same text.
    const printed = createGame({ players: 3, seed: 'notation-same', rules: 'printed' });
    const digital = createGame({ players: 3, seed: 'notation-same', rules: 'digital' });
    expect(legalActions(digital).map(formatAction)).toEqual(legalActions(printed).map(formatAction));
  });
});

describe('Match under digital', () => {
  test('creates, plays, undoes, redoes, saves and records a digital game', () => {
    const match = Match.create({ players: 3, seed: 'match-digital', spells: 'set3', rules: 'digital' });
    expect(match.state.rules).toBe(RULE_PRESETS.digital);
    expect(match.options?.rules).toBe('digital');
    const policy = spellPolicy(11);
    for (let i = 0; i < 120 && match.state.phase !== 'ended'; i++) {
      const r = match.play(policy(match.state, match.legalActions()));
      expect(r.ok).toBe(true);
    }
    const before = match.state;
    if (match.canUndo()) {
      expect(match.undo().ok).toBe(true);
      expect(match.redo().ok).toBe(true);
      expect(match.state).toBe(before);
    }
    // The save keeps the rules; a match loaded from it goes on under them.
    const loaded = Match.fromSave(match.serialize());
    expect(loaded.state.rules).toStrictEqual(RULE_PRESETS.digital);
    expect(loaded.state).toStrictEqual(deserialize(match.serialize()));
    expect(loaded.legalActions()).toEqual(match.legalActions());
    // The record names the profile and replays to the same state.
    const record = match.record();
    expect(record?.options.rules).toBe('digital');
    expect(replay(record!)).toStrictEqual(match.state);
  });

  test('a Match of a mixed profile records the whole profile', () => {
    const rules = mixedRules('digital', ['mirageTakes']);
    const match = Match.create({ players: 2, seed: 'match-mixed', rules });
    expect(match.state.rules).toStrictEqual(rules);
    const r = match.play(legalActions(match.state)[0]!);
    expect(r.ok).toBe(true);
    expect(match.record()?.options.rules).toStrictEqual(rules);
    expect(replay(match.record()!)).toStrictEqual(match.state);
  });
});
