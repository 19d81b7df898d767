// Schema 3: the saved state carries its rule profile (`rules`, the whole profile, every point),
// so a game loads under the rules it was played under. Saves of schemas 1 and 2 are refused
// (migrations.test.ts); here: the field's place and round trip, and the refusal of a bad profile
// at the path of the bad point.
import { describe, expect, test } from 'vitest';
import {
  RULE_POINTS, RULE_PRESETS, SCHEMA_VERSION, createGame, deserialize, legalActions, serialize,
  type GameState, type RuleProfile,
} from '../../src/index.js';
import { corrupt, expectRoundTrip, loadError, mixedRules, playRandom, spellPolicy, type RulesOption } from '../kit/index.js';

/** A mixed profile: printed, with the digital reading of three points. */
const MIXED: RuleProfile = mixedRules('printed', ['mirageDraws', 'stormDiscards', 'soloRefill']);

const PROFILES: readonly [string, RulesOption, RuleProfile][] = [
  ['printed', 'printed', RULE_PRESETS.printed],
  ['digital', 'digital', RULE_PRESETS.digital],
  ['a mixed profile', MIXED, MIXED],
];

/** States along a game of each mode under `rules`, effects in progress included. */
function statesUnder(rules: RulesOption): GameState[] {
  const out: GameState[] = [];
  for (const players of [1, 2, 3, 4] as const) {
    const start = createGame({ players, seed: `schema-3-${players}`, spells: 'set2', rules, ...(players === 1 ? { solo: { difficulty: 1 } } : {}) });
    out.push(start);
    playRandom(start, spellPolicy(players), 100_000, (_before, _action, after) => {
      if (after.step % 7 === 0 || after.pending.length > 0) out.push(after);
    });
  }
  return out;
}

describe('schema 3: the rule profile in the save', () => {
  test('is the current schema', () => {
    expect(SCHEMA_VERSION).toBe(3);
  });

  test.each(PROFILES)('the state\'s rules are saved whole, right after the spells (%s)', (_name, rules, profile) => {
    const s = createGame({ players: 2, seed: 'schema-3-place', rules });
    const save = JSON.parse(serialize(s)) as { schemaVersion: number; state: Record<string, unknown> };
    expect(save.schemaVersion).toBe(3);
    const keys = Object.keys(save.state);
    expect(keys[keys.indexOf('spells') + 1]).toBe('rules');
    // Always the profile object, never a preset's name: a save does not depend on what a name means.
    expect(save.state['rules']).toStrictEqual({ ...profile });
    expect(Object.keys(save.state['rules'] as object)).toEqual(Object.keys(RULE_POINTS));
  });

  test.each(PROFILES)('round-trips, effects in progress and solo included, and plays on under the same rules (%s)', (_name, rules, profile) => {
    const states = statesUnder(rules);
    expect(states.length).toBeGreaterThan(40);
    expect(states.some((s) => s.pending.length > 0)).toBe(true);
    for (const s of states) {
      expectRoundTrip(s);
      const loaded = deserialize(serialize(s));
      expect(loaded.rules).toStrictEqual(profile);
      expect(legalActions(loaded)).toEqual(legalActions(s));
    }
  });

  test('a loaded profile is built afresh from the known points', () => {
    const text = serialize(createGame({ players: 2, seed: 'schema-3-fresh', rules: MIXED }));
    const a = deserialize(text);
    const b = deserialize(text);
    expect(a.rules).toStrictEqual(MIXED);
    expect(a.rules).not.toBe(b.rules);
    expect(a.rules).not.toBe(MIXED);
  });
});

describe('schema 3: a bad rule profile in a save is refused at the bad point', () => {
  const set = (rules: unknown) => corrupt((j) => { (j.state as Record<string, unknown>)['rules'] = rules; });
  const setPoint = (point: string, value: unknown) => corrupt((j) => { (j.state['rules'] as Record<string, unknown>)[point] = value; });
  const dropPoint = (point: string) => corrupt((j) => { delete (j.state['rules'] as Record<string, unknown>)[point]; });

  test.each<[string, () => string, string]>([
    ['no rules', () => corrupt((j) => { delete (j.state as Record<string, unknown>)['rules']; }), '$.state.rules'],
    ['rules null', () => set(null), '$.state.rules'],
    ['rules a list', () => set(['printed']), '$.state.rules'],
    ['rules a number', () => set(3), '$.state.rules'],
    // A preset's name is an option's shorthand; a save holds the profile itself.
    ['a preset name', () => set('digital'), '$.state.rules'],
    ['an unknown preset name', () => set('house'), '$.state.rules'],
    ['an unknown point', () => setPoint('houseRule', 'yes'), '$.state.rules.houseRule'],
    ['an inherited property name as a point', () => corrupt((j) => { (j.state as Record<string, unknown>)['rules'] = JSON.parse(`{"__proto__": 1, ${JSON.stringify(RULE_PRESETS.printed).slice(1)}`) as unknown; }), '$.state.rules.__proto__'],
    ['a missing point', () => dropPoint('mirageDraws'), '$.state.rules.mirageDraws'],
    ['an unknown value', () => setPoint('mirageDraws', 'never'), '$.state.rules.mirageDraws'],
    ['a value of another point', () => setPoint('stormDiscards', 'fill'), '$.state.rules.stormDiscards'],
    ['a value that is not a string', () => setPoint('soloRefill', true), '$.state.rules.soloRefill'],
    ['a null value', () => setPoint('wildTriples', null), '$.state.rules.wildTriples'],
  ])('%s', (_name, text, path) => {
    const e = loadError(text());
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-state', path });
    expect(e.message).toContain(path);
  });

  test('the message names the point and the values it takes', () => {
    const e = loadError(corrupt((j) => { (j.state['rules'] as Record<string, unknown>)['mirageDraws'] = 'never'; }));
    expect(e.message).toContain('mirageDraws');
    expect(RULE_POINTS.mirageDraws).toEqual(['at-once', 'after-takes', 'after-step']);
    expect(e.message).toContain('expected "at-once", "after-takes" or "after-step"');
    expect(loadError(corrupt((j) => { delete (j.state['rules'] as Record<string, unknown>)['lowering']; })).message).toMatch(/missing rule point lowering/);
  });
});
