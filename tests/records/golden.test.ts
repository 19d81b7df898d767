// The golden records (tests/fixtures/golden/, written once by `npx tsx scripts/golden.ts` and
// never regenerated): each must replay to exactly the stored final state and score sheet, under
// the rules version and the rule profile it names.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  SPELL_SETS, replay, replaySteps, rulePresetAt, scoreGame, type GameRecord, type GameState, type ScoreSheet,
} from '../../src/index.js';
import { expectRulesOfOldData } from '../compat/corpus.js';

interface GoldenFile {
  readonly record: GameRecord;
  readonly final: { readonly state: GameState; readonly scores: ScoreSheet };
}

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'golden');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const golden = (file: string): GoldenFile => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as GoldenFile;

describe('golden records', () => {
  test('cover every player count and every spell selection', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(6);
    const games = FILES.map(golden);
    expect(new Set(games.map((g) => g.record.options.players))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(games.map((g) => g.record.options.spells))).toEqual(new Set(['set1', 'set2', 'set3', 'classic']));
    expect(Object.keys(SPELL_SETS).every((set) => games.some((g) => g.record.options.spells === set))).toBe(true);
    for (const g of games.filter((x) => x.record.options.players === 1)) expect(g.record.options.solo).toEqual({ difficulty: 2 });
  });

  test('cover both preset rule profiles: printed for every player count, digital for 2 and 4 players and solo', () => {
    const games = FILES.map(golden);
    const counts = (rules: string): Set<number> => new Set(games.filter((g) => g.record.options.rules === rules).map((g) => g.record.options.players));
    expect(counts('printed')).toEqual(new Set([1, 2, 3, 4]));
    for (const players of [1, 2, 4]) expect(counts('digital').has(players)).toBe(true);
  });

  test.each(FILES)('%s names its rule profile, and its final state was played under it', (file) => {
    const { record, final } = golden(file);
    const rules = record.options.rules;
    expect(rules).toBeDefined();
    expect(Object.keys(record.options).slice(0, 3)).toEqual(['players', 'seed', 'rules']);
    // The preset as the record's rules version read it (version 1: written before versions).
    const profile = typeof rules === 'string' ? rulePresetAt(rules, record.rulesVersion ?? 1) : rules ?? {};
    expectRulesOfOldData(profile, final.state.rules);
  });

  test.each(FILES)('%s replays to the same final state and score sheet', (file) => {
    const { record, final } = golden(file);
    expect(final.state.phase).toBe('ended');
    expect(final.scores.final).toBe(true);
    const state = replay(record);
    // Exactly: the same JSON text, key order included, not only deep equality; the profile names
    // the points of its time, and any point added since at its legacy value.
    const { rules: played, ...rest } = state;
    const { rules: written, ...writtenRest } = final.state;
    expect(JSON.stringify(rest)).toBe(JSON.stringify(writtenRest));
    expect(rest).toStrictEqual(writtenRest);
    expectRulesOfOldData(played, written);
    const scores = scoreGame(state);
    expect(JSON.stringify(scores)).toBe(JSON.stringify(final.scores));
    expect(scores).toStrictEqual(final.scores);
  });

  test.each(FILES)('%s learns and casts spells on the way', (file) => {
    const { record } = golden(file);
    const types = new Set<string>();
    let last: GameState | undefined;
    const steps = replaySteps(record);
    for (let r = steps.next(); ; r = steps.next()) {
      if (r.done === true) {
        last = r.value;
        break;
      }
      types.add(r.value.action.type);
    }
    expect(types.has('learn')).toBe(true);
    expect(types.has('cast')).toBe(true);
    expect(last?.phase).toBe('ended');
  });
});
