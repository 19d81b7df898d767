// Refusal and error messages are built in one place: the message table (src/state/messages.ts) is
// the one module that reads the build switch DETAILED_MESSAGES (src/state/dev.ts), so the default
// and the production builds differ there and nowhere else.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorMessage, explain } from '../../src/state/messages.js';
import { violation } from '../../src/actions/violation.js';
import { SetupError } from '../../src/state/errors.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []);
}

describe('the message table', () => {
  it('is the only reader of DETAILED_MESSAGES', () => {
    const readers = sources(SRC)
      .filter((file) => readFileSync(file, 'utf8').includes('DETAILED_MESSAGES'))
      .map((file) => relative(SRC, file).replaceAll('\\', '/'));
    expect(readers.sort()).toEqual(['state/dev.ts', 'state/messages.ts']);
  });

  it('builds a sentence from its id and values (the default build)', () => {
    expect(explain('pool-short', { count: 2, kind: 'red-circle' })).toBe('the pool does not hold 2 × red-circle');
    expect(explain('game-over')).toBe('the game is over');
    expect(errorMessage('unknown materia kind', 'not-a-materia-kind', { kind: 'red' })).toBe('unknown materia kind red');
  });

  it('gives the sentence to refusals and setup errors', () => {
    expect(violation('not-in-pool', 'materia', 'not-in-pool', { kind: 'red-circle' }))
      .toEqual({ code: 'not-in-pool', message: 'the pool has no red-circle', field: 'materia' });
    expect(violation('game-over', undefined, 'game-over')).toEqual({ code: 'game-over', message: 'the game is over' });
    expect(new SetupError('invalid-seed', 'seed', explain('seed-not-a-string')).message).toBe('the seed must be a string (seed)');
  });
});
