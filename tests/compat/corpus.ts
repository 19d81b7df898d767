// The compatibility corpus (tests/fixtures/compat/, see its README.md) and the check of one
// entry: load it (a save) or replay it (a record), play its remaining actions to the end of its
// game, and compare the end with what the engine at 080d8f1 wrote down. corpus.test.ts checks
// every entry under this engine's rules; tests/profiles/rule-versions.test.ts checks them again
// under a synthetic later release.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import {
  RULES_HISTORY, applyAction, deserialize, replaySteps, scoreGame, serialize, type Action, type GameRecord, type GameState,
  type RulesRelease,
} from '../../src/index.js';
import { TraceHash, stateHash } from './hash.js';

interface Final {
  readonly stateHash: string;
  readonly traceHash: string;
  readonly rules: Readonly<Record<string, unknown>>;
  readonly scores: unknown;
  readonly steps: number;
}
interface Corpus<E> { readonly madeBy: string; readonly entries: readonly E[] }
/** A record of the corpus, the actions that finish its game, and how the game ended. */
export interface RecordEntry { readonly name: string; readonly record: GameRecord; readonly continuation: readonly Action[]; readonly final: Final }
/** A save of the corpus, the actions that finish its game, and how the game ended. */
export interface SaveEntry { readonly name: string; readonly save: string; readonly actions: readonly Action[]; readonly final: Final }

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'compat');
const read = <E>(file: string): Corpus<E> => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Corpus<E>;
export const records = read<RecordEntry>('records.json');
export const saves = read<SaveEntry>('saves.json');

/** The legacy value of each point a history introduced after version 1, by point. */
export function legacyValues(history: readonly RulesRelease[] = RULES_HISTORY): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const release of history) {
    for (const [point, { legacy }] of Object.entries(release.points)) if (legacy !== undefined) out.set(point, legacy);
  }
  return out;
}

/**
 * Checks the profile an old save or record plays under now: every point the old engine wrote
 * reads the same, and every point added since reads its legacy value (what the engine played
 * before the point existed).
 */
export function expectRulesOfOldData(rules: object, written: object, legacy: ReadonlyMap<string, string> = legacyValues()): void {
  const now = rules as Readonly<Record<string, unknown>>;
  const then = written as Readonly<Record<string, unknown>>;
  for (const [point, value] of Object.entries(then)) expect({ point, value: now[point] }).toEqual({ point, value });
  for (const point of Object.keys(now).filter((p) => !Object.hasOwn(then, p))) {
    expect({ point, value: now[point] }).toEqual({ point, value: legacy.get(point) ?? 'a legacy value' });
  }
}

/** Applies `actions` from `state`, each of which must be accepted, feeding the trace. */
function playOn(state: GameState, actions: readonly Action[], trace: TraceHash): GameState {
  let current = state;
  actions.forEach((action, i) => {
    const r = applyAction(current, action);
    if (!r.ok) expect.fail(`action ${i} of the remaining actions, ${JSON.stringify(action)}, is refused: ${r.error.code}: ${r.error.message}`);
    trace.add(r.events, r.state);
    current = r.state;
  });
  return current;
}

function checkFinal(state: GameState, trace: TraceHash, steps: number, final: Final, legacy: ReadonlyMap<string, string>): void {
  expect(steps).toBe(final.steps);
  expect(state.phase).toBe('ended');
  expectRulesOfOldData(state.rules, final.rules, legacy);
  expect(JSON.parse(JSON.stringify(scoreGame(state)))).toEqual(final.scores);
  expect(stateHash(state)).toBe(final.stateHash);
  expect(trace.digest()).toBe(final.traceHash);
}

/** Replays a record entry, plays its continuation and checks its end. */
export function checkRecordEntry(entry: RecordEntry, legacy: ReadonlyMap<string, string> = legacyValues()): void {
  const trace = new TraceHash();
  const replayed = replaySteps(entry.record);
  let next = replayed.next();
  while (next.done !== true) {
    trace.add(next.value.events, next.value.state);
    next = replayed.next();
  }
  const state = playOn(next.value, entry.continuation, trace);
  checkFinal(state, trace, entry.record.actions.length + entry.continuation.length, entry.final, legacy);
}

/** Loads a save entry, plays its remaining actions and checks its end. */
export function checkSaveEntry(entry: SaveEntry, legacy: ReadonlyMap<string, string> = legacyValues()): void {
  const loaded = deserialize(entry.save);
  // A save written again by this engine loads again, to the same state.
  expect(deserialize(serialize(loaded))).toEqual(loaded);
  const trace = new TraceHash();
  const state = playOn(loaded, entry.actions, trace);
  checkFinal(state, trace, entry.actions.length, entry.final, legacy);
}
