// Materia kinds are read from strings by a few character reads and a table, then confirmed against
// the list of kinds: every kind reads as its index, and nothing else reads as a kind.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { COLOURS, MATERIA_KINDS, RUNES, isMateriaKind, kindIndex } from '../../src/index.js';

const NEAR_MISSES = [
  '', 'r', 're', 'red', 'red-', 'red-c', 'red-circ', 'red-circles', 'Red-circle', 'red-Circle', 'red_circle', ' red-circle',
  'red-circle ', 'red-square-', 'blue-triangle2', 'black-trianglE', 'blu-circle', 'bleu-circle', 'purple-cirlce',
  'yellow-squar', 'white-tri', 'green-', 'gold-circle', 'red-star', 'circle-red', '__proto__', 'constructor', 'toString',
];

describe('materia kinds from strings', () => {
  test('each of the 21 kinds reads as its index in MATERIA_KINDS, colour-major', () => {
    MATERIA_KINDS.forEach((kind, i) => {
      expect(kindIndex(kind)).toBe(i);
      expect(isMateriaKind(kind)).toBe(true);
      expect(kind).toBe(`${COLOURS[Math.floor(i / 3)]}-${RUNES[i % 3]}`);
    });
  });

  test.each(NEAR_MISSES)('%j is not a materia kind, and kindIndex refuses it', (s) => {
    expect(isMateriaKind(s)).toBe(false);
    expect(() => kindIndex(s as never)).toThrow('unknown materia kind');
  });

  test('non-strings are not materia kinds', () => {
    for (const v of [undefined, null, 0, 12, NaN, {}, [], ['red-circle'], new String('red-circle')]) {
      expect(isMateriaKind(v)).toBe(false);
      expect(() => kindIndex(v as never)).toThrow('unknown materia kind');
    }
  });

  test('a string is a materia kind exactly when it is one of the 21 (any string, and edits of real kinds)', () => {
    const edited = fc.tuple(fc.constantFrom(...MATERIA_KINDS), fc.nat(16), fc.string({ maxLength: 2 }), fc.nat(2))
      .map(([kind, at, text, drop]) => kind.slice(0, at) + text + kind.slice(at + drop));
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 16 }), edited), (s) => {
      expect(isMateriaKind(s)).toBe((MATERIA_KINDS as readonly string[]).includes(s));
    }), { numRuns: Number(process.env.PROPERTY_RUNS ?? 2000) });
  });
});
