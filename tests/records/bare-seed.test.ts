// A record may give its seed bare, as createGame takes it: "friday" is read as "sfc32:friday", in
// every version (a hand-written record needs no tag). Records that recordOf wrote (tagged) replay
// as before: the golden records and the compatibility corpus say so for old data.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RULES_VERSION, createGame, createRiggedGame, legalActions, applyAction, recordOf, replay, replaySteps, serialize,
  type Action, type GameRecord, type GameState,
} from '../../src/index.js';

/** A few actions of a game: the first legal one, each time. */
function firstMoves(state: GameState, count: number): { actions: Action[]; state: GameState } {
  const actions: Action[] = [];
  let s = state;
  for (let i = 0; i < count && s.phase !== 'ended'; i++) {
    const action = legalActions(s)[0] as Action;
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(action);
    s = r.state;
  }
  return { actions, state: s };
}

describe('a bare seed in a record', () => {
  it('is read as createGame reads it: the same game as the tagged seed', () => {
    const start = createGame({ players: 3, seed: 'friday', spells: 'set2' });
    expect(start.seed).toBe('sfc32:friday');
    const { actions, state } = firstMoves(start, 30);
    const tagged = recordOf({ players: 3, seed: 'friday', spells: 'set2' }, state, actions);
    expect(tagged.options.seed).toBe('sfc32:friday');
    // Written by hand: the seed as the app gave it to createGame.
    const bare: GameRecord = { ...tagged, options: { ...tagged.options, seed: 'friday' } };
    expect(serialize(replay(bare))).toBe(serialize(state));
    expect(serialize(replay(bare, { to: 0 }))).toBe(serialize(start));
    expect([...replaySteps(bare)].map((s) => s.events)).toEqual([...replaySteps(tagged)].map((s) => s.events));
    expect(replay(bare).seed).toBe('sfc32:friday');
  });

  it('with a colon in it is still bare: only "sfc32:" is a tag, as in createGame', () => {
    const record: GameRecord = { engineVersion: '0.0.0', rulesVersion: RULES_VERSION, options: { players: 2, seed: 'table:7' }, actions: [] };
    expect(replay(record).seed).toBe('sfc32:table:7');
    expect(serialize(replay(record))).toBe(serialize(createRiggedGame({ players: 2, seed: 'table:7' })));
    const tagged: GameRecord = { ...record, options: { players: 2, seed: 'sfc32:table:7' } };
    expect(serialize(replay(record))).toBe(serialize(replay(tagged)));
  });

  it('the shortest hand-written record: players and a bare seed', () => {
    const state = replay({ engineVersion: 'by hand', rulesVersion: RULES_VERSION, options: { players: 2, seed: 'x' }, actions: [] });
    expect(serialize(state)).toBe(serialize(createGame({ players: 2, seed: 'x' })));
    // Without a rules version, a record is of version 1 (as before): the bare seed reads the same.
    const old = replay({ engineVersion: 'by hand', options: { players: 2, seed: 'x' }, actions: [] });
    expect(serialize(old)).toBe(serialize(replay({ engineVersion: 'by hand', options: { players: 2, seed: 'sfc32:x' }, actions: [] })));
  });
});

describe('records written before still replay', () => {
  const ROOT = resolve(import.meta.dirname, '../..');
  it('every golden record and every record of the compatibility corpus (all with tagged seeds)', () => {
    const corpus = JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/compat/records.json'), 'utf8')) as { entries: { record: GameRecord }[] };
    const golden = readdirSync(resolve(ROOT, 'tests/fixtures/golden')).filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/golden', f), 'utf8')) as { record: GameRecord });
    const records = [...corpus.entries, ...golden].map((entry) => entry.record);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record.options.seed.startsWith('sfc32:')).toBe(true);
      expect(() => replay(record)).not.toThrow();
    }
  });
});
