// The saves and records of rules version 1 written in the positions that version 2 reads anew
// (tests/fixtures/compat/before-rules-2.json, see its README): each point's test under
// tests/profiles/ checks the entries that name it with the corpus's own checks, so that data of
// version 1 keeps playing, event for event, as version 1 played it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleProfile } from '../../src/index.js';
import type { RecordEntry, SaveEntry } from './corpus.js';

interface Named { readonly point: keyof RuleProfile; readonly about: string }
interface BeforeFile {
  readonly madeBy: string;
  readonly rulesVersion: number;
  readonly records: readonly (RecordEntry & Named)[];
  readonly saves: readonly (SaveEntry & Named)[];
}

const FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'compat', 'before-rules-2.json');
const before = JSON.parse(readFileSync(FILE, 'utf8')) as BeforeFile;

/** The record and the save of rules version 1 written for `point` (one of each). */
export function writtenBefore(point: keyof RuleProfile): { readonly record: RecordEntry & Named; readonly save: SaveEntry & Named } {
  const record = before.records.find((e) => e.point === point);
  const save = before.saves.find((e) => e.point === point);
  if (record === undefined || save === undefined || before.rulesVersion !== 1) throw new Error(`no entries of rules version 1 for ${point}`);
  return { record, save };
}
