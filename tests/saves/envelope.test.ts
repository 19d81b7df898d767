// Saves: the envelope `serialize` writes, the LoadError (code and JSON path of the first bad value)
// `deserialize` throws for a bad envelope or bad state fields, and a loaded state that plays on.
import { describe, expect, test } from 'vitest';
import {
  ENGINE_VERSION, RULES_VERSION, SAVE_FORMAT, SCHEMA_VERSION, createGame, createRiggedGame, deserialize, kindsOf, serialize, type GameState,
  type LoadErrorCode,
} from '../../src/index.js';
import { corrupt, loadError, midGame, mustApply } from '../kit/index.js';

describe('serialize', () => {
  test('wraps the state in the envelope', () => {
    const s = createGame({ players: 3, seed: 'envelope' });
    const save = JSON.parse(serialize(s)) as Record<string, unknown>;
    expect(Object.keys(save)).toEqual(['format', 'schemaVersion', 'rulesVersion', 'engineVersion', 'state']);
    expect(save['rulesVersion']).toBe(RULES_VERSION);
    expect(save['format']).toBe('spellbook-engine/game');
    expect(SAVE_FORMAT).toBe('spellbook-engine/game');
    expect(save['schemaVersion']).toBe(3);
    expect(SCHEMA_VERSION).toBe(3);
    expect(save['engineVersion']).toBe(ENGINE_VERSION);
    expect(save['state']).toEqual(s);
  });
});

describe('deserialize refuses a bad save with a LoadError and the path of the first bad value', () => {
  const cases: [string, () => string, LoadErrorCode, string][] = [
    ['non-JSON', () => '{"format": ', 'invalid-json', '$'],
    ['an empty text', () => '', 'invalid-json', '$'],
    ['a text that is not a string', () => 42 as unknown as string, 'invalid-json', '$'],
    ['null', () => 'null', 'invalid-envelope', '$'],
    ['a list', () => '[1, 2]', 'invalid-envelope', '$'],
    ['a number', () => '3', 'invalid-envelope', '$'],
    ['another format', () => corrupt((j) => { j['format'] = 'chess/game'; }), 'invalid-envelope', '$.format'],
    ['a missing format', () => corrupt((j) => { delete j['format']; }), 'invalid-envelope', '$.format'],
    ['schemaVersion 4 (newer)', () => corrupt((j) => { j['schemaVersion'] = 4; }), 'unsupported-schema', '$.schemaVersion'],
    ['schemaVersion 2 (before rule profiles)', () => corrupt((j) => { j['schemaVersion'] = 2; }), 'unsupported-schema', '$.schemaVersion'],
    ['schemaVersion 1 (before rule profiles)', () => corrupt((j) => { j['schemaVersion'] = 1; }), 'unsupported-schema', '$.schemaVersion'],
    ['schemaVersion 0', () => corrupt((j) => { j['schemaVersion'] = 0; }), 'unsupported-schema', '$.schemaVersion'],
    ['schemaVersion 1.5', () => corrupt((j) => { j['schemaVersion'] = 1.5; }), 'invalid-envelope', '$.schemaVersion'],
    ['schemaVersion "1"', () => corrupt((j) => { j['schemaVersion'] = '1'; }), 'invalid-envelope', '$.schemaVersion'],
    ['an unknown envelope key', () => corrupt((j) => { j['comment'] = 'hi'; }), 'invalid-envelope', '$.comment'],
    ['a missing engine version', () => corrupt((j) => { delete j['engineVersion']; }), 'invalid-envelope', '$.engineVersion'],
    ['an engine version that is not a string', () => corrupt((j) => { j['engineVersion'] = 1; }), 'invalid-envelope', '$.engineVersion'],
    ['a missing state', () => corrupt((j) => { delete (j as Record<string, unknown>)['state']; }), 'invalid-envelope', '$.state'],
    ['a null state', () => corrupt((j) => { (j as Record<string, unknown>)['state'] = null; }), 'invalid-state', '$.state'],
    ['an unknown state key', () => corrupt((j) => { j.state['extra'] = 1; }), 'invalid-state', '$.state.extra'],
    ['an unknown key with odd characters', () => corrupt((j) => { j.state['a b'] = 1; }), 'invalid-state', '$.state["a b"]'],
    ['an unknown player key', () => corrupt((j) => { (j.state.players[1] as unknown as Record<string, unknown>)['hand'] = []; }), 'invalid-state', '$.state.players[1].hand'],
    ['a missing state key', () => corrupt((j) => { delete (j.state as Record<string, unknown>)['step']; }), 'invalid-state', '$.state.step'],
    ['a missing player key', () => corrupt((j) => { delete (j.state.players[1] as unknown as Record<string, unknown>)['familiar']; }), 'invalid-state', '$.state.players[1].familiar'],
    ['a count list of 20', () => corrupt((j) => { j.state.altar.pop(); }), 'invalid-state', '$.state.altar'],
    ['a count list of 22', () => corrupt((j) => { j.state.discard.push(0); }), 'invalid-state', '$.state.discard'],
    ['a negative count', () => corrupt((j) => { (j.state.players[0] as { pool: number[] }).pool[3] = -1; }), 'invalid-state', '$.state.players[0].pool[3]'],
    ['a fractional count', () => corrupt((j) => { j.state.pouch[20] = 0.5; }), 'invalid-state', '$.state.pouch[20]'],
    ['a count that is a string', () => corrupt((j) => { (j.state.pouch as unknown[])[1] = '2'; }), 'invalid-state', '$.state.pouch[1]'],
    ['5 generator words', () => corrupt((j) => { j.state.rng.push(1); }), 'invalid-state', '$.state.rng'],
    ['a generator word of 2^32', () => corrupt((j) => { j.state.rng[2] = 2 ** 32; }), 'invalid-state', '$.state.rng[2]'],
    ['a bad seed tag', () => corrupt((j) => { j.state.seed = 'mt19937:abc'; }), 'invalid-state', '$.state.seed'],
    ['an unknown materia kind', () => corrupt((j) => { (j.state.pouchTop as string[]).push('red-hexagon'); }), 'invalid-state', '$.state.pouchTop[0]'],
    ['an inherited property name as a materia kind', () => corrupt((j) => { (j.state.pouchTop as string[]).push('toString'); }), 'invalid-state', '$.state.pouchTop[0]'],
    ['__proto__ as a card materia', () => corrupt((j) => { (j.state.players[0]?.spells[0] as { card: string }).card = '__proto__'; }, learnedState()), 'invalid-state', '$.state.players[0].spells[0].card'],
    ['constructor on a familiar board', () => corrupt((j) => { (j.state.players[1]?.familiar as string[]).unshift('constructor'); }), 'invalid-state', '$.state.players[1].familiar[0]'],
    ['an unknown phase', () => corrupt((j) => { (j.state as Record<string, unknown>)['phase'] = 'night'; }), 'invalid-state', '$.state.phase'],
    ['a fractional day', () => corrupt((j) => { j.state.day = 2.5; }), 'invalid-state', '$.state.day'],
    ['a spell id that is not a string', () => corrupt((j) => { (j.state.spells as unknown[])[4] = 4; }), 'invalid-state', '$.state.spells[4]'],
    ['a level 6', () => corrupt((j) => { (j.state.players[0]?.spells[0] as { level: number }).level = 6; }, learnedState()), 'invalid-state', '$.state.players[0].spells[0].level'],
    ['an unknown end reason', () => corrupt((j) => { (j.state as Record<string, unknown>)['endTrigger'] = { player: 0, day: 1, reason: 'boredom' }; }), 'invalid-state', '$.state.endTrigger.reason'],
    ['a pool of 10', () => corrupt((j) => {
      const pool = (j.state.players[0] as { pool: number[] }).pool;
      for (let i = 0; i < 21 && pool.reduce((a, b) => a + b, 0) < 10; i++) {
        while ((j.state.pouch[i] as number) > 0 && pool.reduce((a, b) => a + b, 0) < 10) {
          j.state.pouch[i] = (j.state.pouch[i] as number) - 1;
          pool[i] = (pool[i] as number) + 1;
        }
      }
    }), 'broken-invariant', '$.state.players[0].pool'],
    ['a 106th materia', () => corrupt((j) => { j.state.altar[0] = (j.state.altar[0] as number) + 1; }), 'broken-invariant', '$.state'],
    ['an unknown spell id', () => corrupt((j) => { j.state.spells[3] = 'fireball'; }), 'broken-invariant', '$.state.spells[3]'],
    ['an inherited property name as a spell id', () => corrupt((j) => { j.state.spells[0] = 'constructor'; }), 'broken-invariant', '$.state.spells[0]'],
    ['two spells of one colour', () => corrupt((j) => { j.state.spells[1] = 'eruption'; }), 'broken-invariant', '$.state.spells[1]'],
    ['phase ended without an end trigger', () => corrupt((j) => { j.state.phase = 'ended'; }), 'broken-invariant', '$.state.endTrigger'],
    ['an active seat out of range', () => corrupt((j) => { j.state.active = 2; }), 'broken-invariant', '$.state.active'],
    ['a first player out of range', () => corrupt((j) => { j.state.firstPlayer = -1; }), 'broken-invariant', '$.state.firstPlayer'],
    ['a trigger by a seat out of range', () => corrupt((j) => { j.state.endTrigger = { player: 3, day: 1, reason: 'seventh-spell' }; }), 'broken-invariant', '$.state.endTrigger.player'],
    ['one player', () => corrupt((j) => { j.state.players.pop(); }), 'broken-invariant', '$.state.players'],
  ];

  test.each(cases)('%s', (_name, text, code, path) => {
    const e = loadError(text());
    expect({ code: e.code, path: e.path }).toEqual({ code, path });
    expect(e.message).toContain(path);
  });

  test('says that a newer save needs a newer engine', () => {
    const e = loadError(corrupt((j) => { j['schemaVersion'] = SCHEMA_VERSION + 1; }));
    expect(e.message).toMatch(/newer/);
  });

  test('treats __proto__ as an unknown key and pollutes nothing', () => {
    const text = serialize(midGame()).replace('"state":{', '"state":{"__proto__":{"polluted":true},');
    const e = loadError(text);
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-state', path: '$.state.__proto__' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(loadError('{"__proto__":{"format":"spellbook-engine/game"}}').path).toBe('$.format');
  });

  test('survives absurd nesting', () => {
    const deep = 200_000;
    expect(loadError('['.repeat(deep) + ']'.repeat(deep)).code).toBe('invalid-envelope');
    expect(loadError('['.repeat(deep)).code).toBe('invalid-json');
    // Half as deep, to stay within MAX_SAVE_LENGTH (a longer text is refused before it is parsed).
    const nestedState = `{"format":"${SAVE_FORMAT}","schemaVersion":${SCHEMA_VERSION},"engineVersion":"x","state":${'{"a":'.repeat(deep / 2)}1${'}'.repeat(deep / 2)}}`;
    // JSON.parse takes any depth; the check stops at the state's first missing field, not descending.
    const e = loadError(nestedState);
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-state', path: '$.state.seed' });
  });
});

function learnedState(): GameState {
  return createRiggedGame({
    players: 2,
    seed: 'learned',
    setup: { learned: [[{ spell: 'abundance', level: 4, card: 'yellow-triangle' }], []] },
  });
}

test('mustApply keeps the loaded state usable', () => {
  const s = deserialize(serialize(createGame({ players: 2, seed: 'use', firstPlayer: 0 })));
  const r = mustApply(s, { type: 'draw', player: 0 });
  expect(kindsOf(r.state.players[0]?.pool ?? [])).toHaveLength(4);
});

