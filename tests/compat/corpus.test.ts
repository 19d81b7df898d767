// The compatibility corpus (tests/fixtures/compat/, see its README.md): game records and saves
// written by the engine at commit 080d8f1 (rule version 1), never regenerated or edited. Every
// entry must still load, play its remaining actions to the end of its game, and end exactly as
// it did then: the same final state, the same events and states on every step, the same score
// sheet, under the same rules. A failure here means that the engine no longer reads or plays old
// data as it did, not that the fixtures are stale.
import { describe, expect, it } from 'vitest';
import { checkRecordEntry, checkSaveEntry, records, saves } from './corpus.js';

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
    it.each(records.entries.map((e) => [e.name, e] as const))('%s', (_name, entry) => checkRecordEntry(entry));
  });

  describe('saves: load, then the remaining actions to the end', () => {
    it.each(saves.entries.map((e) => [e.name, e] as const))('%s', (_name, entry) => checkSaveEntry(entry));
  });
});
