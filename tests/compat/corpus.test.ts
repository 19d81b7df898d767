// The compatibility corpus (tests/fixtures/compat/, see its README.md): game records and saves
// written by the engine at commit 080d8f1 (rule version 1), never regenerated or edited. Every
// entry must still load, play its remaining actions to the end of its game, and end exactly as
// it did then: the same final state, the same events and states on every step, the same score
// sheet, under the same rules. A failure here means that the engine no longer reads or plays old
// data as it did, not that the fixtures are stale.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyAction, deserialize, replaySteps, scoreGame, serialize, type Action, type GameRecord, type GameState,
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
interface RecordEntry { readonly name: string; readonly record: GameRecord; readonly continuation: readonly Action[]; readonly final: Final }
interface SaveEntry { readonly name: string; readonly save: string; readonly actions: readonly Action[]; readonly final: Final }

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'compat');
const read = <E>(file: string): Corpus<E> => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Corpus<E>;
const records = read<RecordEntry>('records.json');
const saves = read<SaveEntry>('saves.json');

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

function checkFinal(state: GameState, trace: TraceHash, steps: number, final: Final): void {
  expect(steps).toBe(final.steps);
  expect(state.phase).toBe('ended');
  // Every point the old engine wrote must read the same now. A later engine may ADD rule points
  // (keys of `state.rules` absent from `final.rules`): they are not checked here; what a new
  // point's value must be for old data is checked by that point's own tests (tests/profiles/).
  const rules = state.rules as unknown as Readonly<Record<string, unknown>>;
  for (const [point, value] of Object.entries(final.rules)) expect({ point, value: rules[point] }).toEqual({ point, value });
  expect(JSON.parse(JSON.stringify(scoreGame(state)))).toEqual(final.scores);
  expect(stateHash(state)).toBe(final.stateHash);
  expect(trace.digest()).toBe(final.traceHash);
}

describe('compatibility corpus (written by the engine at 080d8f1)', { timeout: 60_000 }, () => {
  it('holds the corpus it says', () => {
    expect(records.madeBy).toBe('080d8f1');
    expect(saves.madeBy).toBe('080d8f1');
    expect(records.entries.length).toBeGreaterThanOrEqual(45);
    expect(saves.entries.length).toBeGreaterThanOrEqual(110);
    const names = [...records.entries, ...saves.entries].map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  describe('records: replay, then the continuation to the end', () => {
    it.each(records.entries.map((e) => [e.name, e] as const))('%s', (_name, entry) => {
      const trace = new TraceHash();
      const replayed = replaySteps(entry.record);
      let next = replayed.next();
      while (next.done !== true) {
        trace.add(next.value.events, next.value.state);
        next = replayed.next();
      }
      const state = playOn(next.value, entry.continuation, trace);
      checkFinal(state, trace, entry.record.actions.length + entry.continuation.length, entry.final);
    });
  });

  describe('saves: load, then the remaining actions to the end', () => {
    it.each(saves.entries.map((e) => [e.name, e] as const))('%s', (_name, entry) => {
      const loaded = deserialize(entry.save);
      // A save written again by this engine loads again.
      expect(() => deserialize(serialize(loaded))).not.toThrow();
      const trace = new TraceHash();
      const state = playOn(loaded, entry.actions, trace);
      checkFinal(state, trace, entry.actions.length, entry.final);
    });
  });
});
