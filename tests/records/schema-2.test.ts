// Schema 2: a phase-action step says what its action is (`as: 'copy' | 'extra'`), where schema 1
// named a spell (`via: 'clone' | 'swiftness'`); the migration from schema 1, and the fixture.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  LoadError, SCHEMA_VERSION, createGame, deserialize, legalActions, migrateSave, serialize, type GameState,
} from '../../src/index.js';
import { playRandom } from '../kit/index.js';

const SAVES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'saves');
const read = (file: string): string => readFileSync(join(SAVES, file), 'utf8').replace(/\n$/, '');

/** A save in schema 1's spelling: the text a schema-1 engine wrote for the same state. */
function asSchema1(text: string): string {
  return text
    .replaceAll('"as":"copy"', '"via":"clone"')
    .replaceAll('"as":"extra"', '"via":"swiftness"')
    .replace('"schemaVersion":2', '"schemaVersion":1');
}

function loadError(run: () => unknown): LoadError {
  try {
    run();
  } catch (e) {
    if (e instanceof LoadError) return e;
    throw e;
  }
  throw new Error('expected a LoadError, nothing was thrown');
}

/** States waiting on a phase-action step, copies (Clone) and extra actions (Swiftness) both. */
function phaseActionStates(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 40; g++) {
    const players = 1 + (g % 4);
    const spells = g % 2 === 0 ? 'set2' : 'set3';
    const start = createGame({ players, seed: `schema-2-${g}`, spells });
    playRandom(start, g + 1, 100_000, (before) => {
      if (before.pending.some((f) => f.steps.some((s) => s.step === 'phase-action'))) out.push(before);
    });
  }
  return out;
}

describe('schema 2', () => {
  test('is the current schema', () => {
    expect(SCHEMA_VERSION).toBe(2);
  });

  test('schema-2.json is the schema-1 fixture\'s game, in the new envelope', () => {
    const text = read('schema-2.json');
    expect(JSON.parse(text)).toMatchObject({ schemaVersion: 2 });
    expect(deserialize(text)).toEqual(deserialize(read('schema-1.json')));
  });

  test('a schema-1 save waiting on a copy or an extra action loads as the same state, and saves in schema 2', () => {
    const states = phaseActionStates();
    const copies = states.filter((s) => serialize(s).includes('"as":"copy"'));
    const extras = states.filter((s) => serialize(s).includes('"as":"extra"'));
    expect(copies.length).toBeGreaterThan(0);
    expect(extras.length).toBeGreaterThan(0);
    for (const s of [...copies.slice(0, 20), ...extras.slice(0, 20)]) {
      const text = serialize(s);
      const old = asSchema1(text);
      expect(old).not.toBe(text);
      expect(old).not.toContain('"as":');
      const loaded = deserialize(old);
      expect(loaded).toEqual(s);
      expect(serialize(loaded)).toBe(text);
      expect(legalActions(loaded)).toEqual(legalActions(s));
    }
  });

  test('the migration rewrites phase-action steps inside modes too, each key in its place', () => {
    const phaseAction = (via: string): Record<string, unknown> => ({ step: 'phase-action', phase: 'morning', via, optional: true });
    const state = {
      pending: [
        { actor: 0, steps: [phaseAction('clone'), { step: 'draw', count: 1 }] },
        {
          actor: 0,
          steps: [{ step: 'mode', modes: [{ mode: 'a', steps: [phaseAction('swiftness')] }, { mode: 'b', steps: [{ step: 'mode', modes: [{ mode: 'c', steps: [phaseAction('clone')] }] }] }] }],
        },
      ],
    };
    const migrated = migrateSave(1, state) as typeof state;
    expect(migrated).toEqual({
      pending: [
        { actor: 0, steps: [{ step: 'phase-action', phase: 'morning', as: 'copy', optional: true }, { step: 'draw', count: 1 }] },
        {
          actor: 0,
          steps: [{
            step: 'mode',
            modes: [
              { mode: 'a', steps: [{ step: 'phase-action', phase: 'morning', as: 'extra', optional: true }] },
              { mode: 'b', steps: [{ step: 'mode', modes: [{ mode: 'c', steps: [{ step: 'phase-action', phase: 'morning', as: 'copy', optional: true }] }] }] },
            ],
          }],
        },
      ],
    });
    expect(Object.keys((migrated.pending[0]?.steps[0] ?? {}) as object)).toEqual(['step', 'phase', 'as', 'optional']);
  });

  test('the migration leaves what it does not recognise for validation to refuse', () => {
    const odd = [
      null, 7, 'text', [], {}, { pending: 'x' }, { pending: [null, 3, { steps: 'x' }, { steps: [null, 'x', { step: 'mode', modes: 'x' }] }] },
      { pending: [{ steps: [{ step: 'mode', modes: [null, { steps: 5 }] }] }] },
    ];
    for (const value of odd) expect(migrateSave(1, structuredClone(value))).toEqual(value);
    const unknown = { pending: [{ steps: [{ step: 'phase-action', phase: 'morning', via: 'magic' }] }] };
    expect(migrateSave(1, structuredClone(unknown))).toEqual(unknown);
    const both = { pending: [{ steps: [{ step: 'phase-action', phase: 'morning', via: 'clone', as: 'copy' }] }] };
    expect(migrateSave(1, structuredClone(both))).toEqual(both);

    const save = serialize(phaseActionStates()[0] as GameState);
    const at = (text: string): [string, string] => {
      const e = loadError(() => deserialize(text));
      return [e.code, e.path];
    };
    // a schema-1 save with a `via` no schema knows
    const [code, path] = at(asSchema1(save).replace(/"via":"(clone|swiftness)"/, '"via":"magic"'));
    expect(code).toBe('invalid-state');
    expect(path).toMatch(/^\$\.state\.pending\[\d+\]\.steps\[\d+\]\.as$/);
    // a schema-2 save in schema 1's spelling
    expect(at(asSchema1(save).replace('"schemaVersion":1', '"schemaVersion":2'))[0]).toBe('invalid-state');
  });
});
