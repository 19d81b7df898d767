// The hashes of the compatibility corpus (tests/fixtures/compat/): canonical JSON (object keys
// sorted recursively, arrays in order, members whose value is undefined left out as
// JSON.stringify leaves them out) and sha256 over it. The generator (make-corpus.ts) and the
// test (corpus.test.ts) both use these, so that they hash the same bytes. The corpus files
// hold hashes made by this code: it must never change what it computes.
import { createHash, type Hash } from 'node:crypto';

/** JSON text of `value` with every object's keys in sorted order (code-unit order), no spaces. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new Error(`canonicalJson: ${typeof value} has no JSON form`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const record = value as Readonly<Record<string, unknown>>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** A state's members other than its top-level `rules` (the profile is compared on its own). */
export function withoutRules(state: object): Readonly<Record<string, unknown>> {
  const { rules: _rules, ...rest } = state as Readonly<Record<string, unknown>>;
  return rest;
}

/** sha256, in lowercase hex, of the canonical JSON of the state without its `rules`. */
export function stateHash(state: object): string {
  return createHash('sha256').update(canonicalJson(withoutRules(state)), 'utf8').digest('hex');
}

/**
 * The running hash of a game's trace: for each applied action, the canonical JSON of its
 * events, a newline, the canonical JSON of the state it led to (without `rules`), a newline.
 */
export class TraceHash {
  private readonly hash: Hash = createHash('sha256');

  /** Feeds one applied action's result. */
  add(events: readonly unknown[], state: object): void {
    this.hash.update(`${canonicalJson(events)}\n${canonicalJson(withoutRules(state))}\n`, 'utf8');
  }

  /** The hex digest (call once, after the last action). */
  digest(): string {
    return this.hash.digest('hex');
  }
}
