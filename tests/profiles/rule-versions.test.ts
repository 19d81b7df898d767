// Versioned rules: a change to how games play is a new release of the rules, and data written
// under an earlier release keeps its meaning. Here a synthetic release is added to the engine's
// real history for the length of a test: a new point (`syntheticPoint`, legacy value `old-way`,
// both presets `new-way`) and a preset that reads an old point anew (digital's `lowering` becomes
// `to-printed-level`, which plays differently). Saves and records written before it, through
// `deserialize`, `replay`, `Match.fromSave` and the whole compatibility corpus, still play as
// they did; new games from `createGame` play the change.
import { afterEach, describe, expect, it } from 'vitest';
import {
  LoadError, Match, RULES_HISTORY, RULES_VERSION, RULE_PRESETS, ReplayError, SetupError, createGame, deserialize, legalActions,
  recordOf, replay, rulePresetAt, serialize, startRecord, type Action, type GameRecord, type GameState, type Level,
  type RiggedOptions, type RuleProfile, type RulesRelease,
} from '../../src/index.js';
import { rig } from '../../src/testing/index.js';
// Internal, not part of the package: how this test adds a release to the real history.
import { addRulesReleaseForTests } from '../../src/state/rules.js';
import { checkRecordEntry, checkSaveEntry, legacyValues, records, saves } from '../compat/corpus.js';
import { cast, learned, levelOf, pick, run, thrownBy } from '../kit/index.js';

const SYNTHETIC = {
  points: { syntheticPoint: { values: ['new-way', 'old-way'], legacy: 'old-way' } },
  presets: { printed: { syntheticPoint: 'new-way' }, digital: { syntheticPoint: 'new-way', lowering: 'to-printed-level' } },
} as const;

let release: ReturnType<typeof addRulesReleaseForTests> | undefined;
/** Adds the synthetic release to the real history until the end of the test. */
function change(): number {
  release = addRulesReleaseForTests(SYNTHETIC);
  return release.version;
}
afterEach(() => {
  release?.remove();
  release = undefined;
  // Taken back, the history leaves no trace: the presets are the very objects games share.
  expect(createGame({ players: 2, rules: 'digital' }).rules).toBe(RULE_PRESETS.digital);
  expect(createGame({ players: 2 }).rules).toBe(RULE_PRESETS.printed);
});

/** The points of a profile (or of a state's), as plain strings. */
const points = (of: GameState | RuleProfile): Readonly<Record<string, string>> =>
  ('rules' in of ? of.rules : of) as unknown as Readonly<Record<string, string>>;

/** Seat 0's Evening with Growth at level 5 (card rune square) under `rules`: Growth's level-4 effect lowers the card. */
function growthGame(rules: 'printed' | 'digital'): RiggedOptions {
  return {
    players: 2, seed: 'versions', spells: 'set3', firstPlayer: 0, rules,
    setup: rig({
      phase: 'evening', altar: ['red-circle', 'blue-square', 'yellow-triangle', 'black-circle'], pools: [[], []],
      learned: [[learned('growth', 5, 'green-square')], []],
    }),
  };
}
const GROWTH_4: readonly Action[] = [cast('growth', 4), pick('red-circle'), pick('blue-square')];
/** The Growth card's level after its level-4 effect: 4 under version 1's digital (one level down), 3 under the change. */
const growthAfter = (state: GameState): Level | undefined => levelOf(run(state, GROWTH_4).state, 'growth');

/**
 * What breaks the rules of a history of the rules: versions numbered 1, 2, 3…; a point introduced
 * once; a point introduced after version 1 with a legacy value among its values (what games of
 * earlier versions read); values added only to known points, and only new ones; presets that read
 * values of known points, every point in version 1.
 */
function historyProblems(history: readonly RulesRelease[]): string[] {
  const problems: string[] = [];
  const known = new Map<string, readonly string[]>();
  history.forEach((release, index) => {
    const version = index + 1;
    const problem = (text: string): number => problems.push(`version ${version}: ${text}`);
    if (release.version !== version) problem(`numbered ${release.version}`);
    for (const [point, { values, legacy }] of Object.entries(release.points)) {
      if (known.has(point)) problem(`the point ${point} was introduced before`);
      if (version > 1 && (legacy === undefined || !values.includes(legacy))) problem(`the new point ${point} has no legacy value among its values`);
      known.set(point, values);
    }
    for (const [point, added] of Object.entries(release.values ?? {})) {
      const had = known.get(point);
      if (had === undefined) problem(`values added to the unknown point ${point}`);
      else if (added.length === 0 || added.some((value) => had.includes(value))) problem(`the values added to ${point} are not all new`);
      else known.set(point, [...had, ...added]);
    }
    for (const name of ['printed', 'digital'] as const) {
      const reads = Object.entries(release.presets[name]);
      for (const [point, value] of reads) if (!(known.get(point) ?? []).includes(value)) problem(`the ${name} preset reads ${point} as "${value}"`);
      if (version === 1 && reads.length !== known.size) problem(`the ${name} preset reads ${reads.length} of ${known.size} points`);
    }
  });
  return problems;
}

/**
 * A save as the engine of version 1 wrote it, from the text of a save of a preset game: no
 * `rulesVersion`, and the preset's profile as version 1 read it (its points only).
 */
function asVersion1(text: string, preset: 'printed' | 'digital'): string {
  const { rulesVersion: _v, ...save } = JSON.parse(text) as { rulesVersion: number; state: { rules: unknown } };
  const first = rulePresetAt(preset, 1) as unknown as Readonly<Record<string, string>>;
  const rules = Object.fromEntries(Object.keys((RULES_HISTORY[0] as RulesRelease).points).map((point) => [point, first[point]]));
  return JSON.stringify({ ...save, state: { ...save.state, rules } });
}

describe('the rules history', () => {
  it('version 1 has the first ten points, both presets whole, no legacy values; each point of the profile is introduced once', () => {
    expect(RULES_VERSION).toBe(RULES_HISTORY.length);
    expect(RULES_HISTORY[0]?.version).toBe(1);
    expect(Object.keys(RULES_HISTORY[0]?.points ?? {})).toHaveLength(10);
    expect(RULES_HISTORY.flatMap((r) => Object.keys(r.points))).toEqual(Object.keys(RULE_PRESETS.printed));
    for (const introduction of Object.values(RULES_HISTORY[0]?.points ?? {})) expect(introduction.legacy).toBeUndefined();
    expect(rulePresetAt('digital', RULES_VERSION)).toBe(RULE_PRESETS.digital);
    expect(rulePresetAt('printed', RULES_VERSION)).toBe(RULE_PRESETS.printed);
    // Version 1's presets, whole: each later point at its legacy value.
    expect(rulePresetAt('printed', 1)).toEqual({ ...RULE_PRESETS.printed, swiftnessAction: 'declinable' });
    expect(rulePresetAt('digital', 1)).toEqual({ ...RULE_PRESETS.digital, mirageDraws: 'after-takes', cloneDiscard: 'paid-first', finalAltar: 'left-as-is' });
    expect(() => rulePresetAt('printed', RULES_VERSION + 1)).toThrow(RangeError);
    expect(() => rulePresetAt('printed', 0)).toThrow(RangeError);
    // The history is shared with every caller: frozen through and through.
    const first = RULES_HISTORY[0] as RulesRelease;
    for (const part of [RULES_HISTORY, first, first.points, first.points['lowering'], first.points['lowering']?.values, first.presets, first.presets.digital]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
  });

  it('keeps the history\'s rules: versions one apart, each point introduced once, with a legacy value from version 2 on, presets reading known values', () => {
    expect(historyProblems(RULES_HISTORY)).toEqual([]);
    // The check can fail: a release without a legacy value, a preset reading an unknown value, a
    // point introduced twice, a version skipped, a first version whose presets are not whole.
    const next = { version: RULES_VERSION + 1, points: {}, presets: { printed: {}, digital: {} } };
    expect(historyProblems([...RULES_HISTORY, { ...next, points: { p: { values: ['a', 'b'] } } }])).toEqual([`version ${RULES_VERSION + 1}: the new point p has no legacy value among its values`]);
    expect(historyProblems([...RULES_HISTORY, { ...next, presets: { printed: { lowering: 'sideways' }, digital: {} } }])).toEqual([`version ${RULES_VERSION + 1}: the printed preset reads lowering as "sideways"`]);
    expect(historyProblems([...RULES_HISTORY, { ...next, points: { lowering: { values: ['a'], legacy: 'a' } } }])).toEqual([`version ${RULES_VERSION + 1}: the point lowering was introduced before`]);
    expect(historyProblems([...RULES_HISTORY, { ...next, version: RULES_VERSION + 2 }])).toEqual([`version ${RULES_VERSION + 1}: numbered ${RULES_VERSION + 2}`]);
    expect(historyProblems([...RULES_HISTORY, { ...next, values: { lowering: ['one-level'] } }])).toEqual([`version ${RULES_VERSION + 1}: the values added to lowering are not all new`]);
    expect(historyProblems([...RULES_HISTORY, { ...next, values: { nowhere: ['a'] } }])).toEqual([`version ${RULES_VERSION + 1}: values added to the unknown point nowhere`]);
    // A preset may read an added value only from the version that adds it.
    const second = RULES_HISTORY[1] as RulesRelease;
    expect(historyProblems([RULES_HISTORY[0] as RulesRelease, { ...second, values: {} }])).toEqual(['version 2: the digital preset reads mirageDraws as "after-step"']);
    const first = RULES_HISTORY[0] as RulesRelease;
    expect(historyProblems([{ ...first, presets: { ...first.presets, digital: { lowering: 'one-level' } } }])).toEqual(['version 1: the digital preset reads 1 of 10 points']);
  });
});

describe('a synthetic release: a new point and a preset change', () => {
  it('new games play the change: each preset reads the new point, digital lowers the new way', () => {
    const before = growthAfter(replay(startRecord(growthGame('digital')).record));
    expect(before).toBe(4);
    const version = change();
    expect(version).toBe(RULES_VERSION + 1);
    const game = createGame({ players: 2, seed: 'new', rules: 'digital' });
    expect(points(game)['syntheticPoint']).toBe('new-way');
    expect(game.rules.lowering).toBe('to-printed-level');
    expect(points(createGame({ players: 2, seed: 'new' }))['syntheticPoint']).toBe('new-way');
    expect(growthAfter(startRecord(growthGame('digital')).state)).toBe(3);
    // The presets as each version read them.
    expect(points(rulePresetAt('digital', 1))).toMatchObject({ syntheticPoint: 'old-way', lowering: 'one-level' });
    expect(points(rulePresetAt('digital', version))).toMatchObject({ syntheticPoint: 'new-way', lowering: 'to-printed-level' });
  });

  it('createGame refuses a profile that lacks the new point, naming it; only saves and records are filled in', () => {
    change();
    // RULE_PRESETS is this engine's table as built: it has no syntheticPoint.
    const e = thrownBy(SetupError, () => createGame({ players: 2, rules: { ...RULE_PRESETS.digital } }));
    expect(e.code).toBe('invalid-rules');
    expect(e.path).toBe('rules.syntheticPoint');
    const whole = { ...RULE_PRESETS.digital, syntheticPoint: 'old-way' } as unknown as typeof RULE_PRESETS.digital;
    expect(points(createGame({ players: 2, rules: whole }))['syntheticPoint']).toBe('old-way');
  });

  it('a save written before it loads under its own version: the legacy value, the old preset reading, the old play', () => {
    const options = growthGame('digital');
    const state = startRecord(options).state;
    const text = serialize(state);
    expect(JSON.parse(text)).toMatchObject({ rulesVersion: RULES_VERSION });
    change();
    for (const [save, version] of [[text, RULES_VERSION], [asVersion1(text, 'digital'), 1]] as const) {
      const loaded = deserialize(save);
      expect(points(loaded)).toEqual({ ...points(rulePresetAt('digital', version)), syntheticPoint: 'old-way' });
      expect(growthAfter(loaded)).toBe(4);
      const match = Match.fromSave(save);
      expect(match.state).toEqual(loaded);
      expect(levelOf(run(match.state, GROWTH_4).state, 'growth')).toBe(4);
      // Saved again, it names the new version and keeps the legacy value.
      const again = serialize(loaded);
      expect(JSON.parse(again)).toMatchObject({ rulesVersion: RULES_VERSION + 1, state: { rules: { syntheticPoint: 'old-way', lowering: 'one-level' } } });
      expect(deserialize(again)).toEqual(loaded);
    }
  });

  it('a record written before it replays under its own version, whether it names the preset, writes the whole profile or has no rules', () => {
    const { record, state } = startRecord(growthGame('digital'));
    const finished = run(state, GROWTH_4).state;
    const full: GameRecord = { ...record, actions: [...GROWTH_4] };
    const whole: GameRecord = { ...full, options: { ...full.options, rules: { ...RULE_PRESETS.digital } } };
    const { rulesVersion: _v, ...noVersion } = full;
    const { rules: _r, ...printedOptions } = { ...growthGame('printed'), seed: full.options.seed };
    const noRules: GameRecord = { engineVersion: '0.0.0', options: printedOptions, actions: [cast('growth', 4), pick('red-circle'), pick('blue-square')] };
    const printedEnd = replay(noRules);
    change();
    for (const old of [full, whole]) {
      const replayed = replay(old);
      expect(levelOf(replayed, 'growth')).toBe(4);
      expect(replayed).toEqual({ ...finished, rules: { ...finished.rules, syntheticPoint: 'old-way' } });
    }
    // Without a version it is a record of version 1: digital as version 1 read it.
    const first = replay(noVersion);
    expect(levelOf(first, 'growth')).toBe(4);
    expect(first).toEqual({ ...finished, rules: rulePresetAt('digital', 1) });
    expect(points(first)['syntheticPoint']).toBe('old-way');
    expect(replay(noRules)).toEqual({ ...printedEnd, rules: { ...printedEnd.rules, syntheticPoint: 'old-way' } });
    // A record of a new game names the new version, and replays the new way.
    const fresh = startRecord(growthGame('digital'));
    const played = run(fresh.state, GROWTH_4).state;
    const freshRecord = recordOf(growthGame('digital'), fresh.state, GROWTH_4);
    expect(freshRecord.rulesVersion).toBe(RULES_VERSION + 1);
    expect(replay(freshRecord)).toEqual(played);
    expect(levelOf(played, 'growth')).toBe(3);
    // The same record under the old version is the old game.
    expect(levelOf(replay({ ...freshRecord, rulesVersion: 1 }), 'growth')).toBe(4);
  });

  it('a save or record of the new version that lacks the new point is refused, naming it', () => {
    const version = change();
    const text = serialize(createGame({ players: 2, seed: 'lacks', rules: 'digital' }));
    const lacking = text.replace(',"syntheticPoint":"new-way"', '');
    expect(lacking).not.toBe(text);
    expect(thrownBy(LoadError, () => deserialize(lacking)).path).toBe('$.state.rules.syntheticPoint');
    // Under the version before it the same profile is whole: the point is filled in.
    expect(points(deserialize(lacking.replace(`"rulesVersion":${version}`, `"rulesVersion":${RULES_VERSION}`)))['syntheticPoint']).toBe('old-way');
    const record: GameRecord = { engineVersion: '0.0.0', rulesVersion: version, options: { players: 2, seed: 'sfc32:x', rules: { ...RULE_PRESETS.digital } }, actions: [] };
    expect(thrownBy(ReplayError, () => replay(record)).path).toBe('$.options.rules.syntheticPoint');
  });

  it('the whole compatibility corpus plays as it did, each save and record reading the legacy value', () => {
    change();
    const legacy = new Map([...legacyValues(), ['syntheticPoint', 'old-way']]);
    for (const entry of records.entries) checkRecordEntry(entry, legacy);
    for (const entry of saves.entries) checkSaveEntry(entry, legacy);
  });
});

describe('versions beyond this engine, and malformed ones', () => {
  const text = serialize(createGame({ players: 2, seed: 'future' }));
  it('a save of a newer rules version asks for a newer engine; a malformed version is a bad envelope', () => {
    const newer = thrownBy(LoadError, () => deserialize(text.replace(`"rulesVersion":${RULES_VERSION}`, `"rulesVersion":${RULES_VERSION + 1}`)));
    expect(newer).toMatchObject({ code: 'unsupported-schema', path: '$.rulesVersion' });
    for (const bad of ['0', '1.5', '"1"', 'null', '-3']) {
      expect(thrownBy(LoadError, () => deserialize(text.replace(`"rulesVersion":${RULES_VERSION}`, `"rulesVersion":${bad}`)))).toMatchObject({ code: 'invalid-envelope', path: '$.rulesVersion' });
    }
  });

  it('a record of a newer rules version, or a malformed one, is an invalid record', () => {
    const { record } = startRecord({ players: 2, seed: 'future' });
    expect(replay(record)).toEqual(createGame({ players: 2, seed: 'future' }));
    for (const bad of [RULES_VERSION + 1, 0, 1.5, '1', null]) {
      const e = thrownBy(ReplayError, () => replay({ ...record, rulesVersion: bad as number }));
      expect(e).toMatchObject({ code: 'invalid-record', path: '$.rulesVersion' });
    }
    expect(legalActions(replay({ ...record, rulesVersion: undefined }))).toEqual(legalActions(replay(record)));
  });
});
