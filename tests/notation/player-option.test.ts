// `parseAction(text, { player })` and `parseActions(text, { player })`: text typed by one seat
// (chat input) may leave out its player word; a player word that is there must be that seat's;
// error columns are counted in the text as typed.
import { describe, expect, it } from 'vitest';
import { NotationError, formatAction, parseAction, parseActions, type Action, type NotationErrorCode } from '../../src/index.js';
import { thrownBy } from '../kit/index.js';

describe('parseAction with the player option', () => {
  it('the player word may be left out: the option gives the seat', () => {
    expect(parseAction('take red-circle', { player: 1 })).toStrictEqual({ type: 'take', player: 1, materia: 'red-circle' });
    expect(parseAction('  PASS ', { player: 3 })).toStrictEqual({ type: 'pass', player: 3 });
    expect(parseAction('cast offering@3 from P1', { player: 2 })).toStrictEqual({ type: 'cast', player: 2, spell: 'offering', level: 3, from: 0 });
    expect(parseAction('swap red-circle>blue-square', { player: 0 })).toStrictEqual({ type: 'swap', player: 0, give: 'red-circle', get: 'blue-square' });
  });

  it('a player word that names the same seat is accepted, in any case', () => {
    expect(parseAction('P2 take red-circle', { player: 1 })).toStrictEqual(parseAction('take red-circle', { player: 1 }));
    expect(parseAction('p4 stop', { player: 3 })).toStrictEqual({ type: 'stop', player: 3 });
  });

  it('every formatted action reads back, with or without its player word', () => {
    const actions: readonly Action[] = [
      { type: 'draw', player: 2 },
      { type: 'learn', player: 2, spell: 'abundance', level: 3, onCard: 'yellow-circle', spend: ['red-circle', 'yellow-circle'] },
      { type: 'mode', player: 2, mode: 'store' },
    ];
    for (const a of actions) {
      const text = formatAction(a);
      expect(parseAction(text, { player: 2 })).toStrictEqual(a);
      expect(parseAction(text.slice('P3 '.length), { player: 2 })).toStrictEqual(a);
    }
  });

  it('`player: undefined` is the same as no option: the player word is required', () => {
    expect(parseAction('P1 draw', { player: undefined })).toStrictEqual({ type: 'draw', player: 0 });
    expect(thrownBy(NotationError, () => parseAction('draw', { player: undefined })).code).toBe('bad-player');
  });
});

describe('errors with the player option', () => {
  it('a player word for another seat: wrong-player at that word', () => {
    const e = thrownBy(NotationError, () => parseAction('P1 take red-circle', { player: 1 }));
    expect([e.code, e.line, e.column]).toEqual(['wrong-player', 1, 1]);
    expect(e.reason).toBe('the action names P1, but it comes from P2 (the player option)');
    const f = thrownBy(NotationError, () => parseAction('   p4 draw', { player: 0 }));
    expect([f.code, f.column]).toEqual(['wrong-player', 4]);
  });

  it('a word written as a player but not one is bad-player, not a verb', () => {
    for (const text of ['P5 draw', 'p0 draw', 'P12 take red-circle']) {
      const e = thrownBy(NotationError, () => parseAction(text, { player: 0 }));
      expect([e.code, e.column]).toEqual(['bad-player', 1]);
    }
  });

  // Columns are those of the text as typed: the reviewer's chat bot prepended "P1 " and every
  // column came out 3 too far (a typo at column 6 reported at column 9).
  const cases: readonly (readonly [string, NotationErrorCode, number])[] = [
    ['take red-circel', 'bad-materia', 6],
    ['  take red-circel', 'bad-materia', 8],
    ['P2 take red-circel', 'bad-materia', 9],
    ['tkae red-circle', 'unknown-verb', 1],
    ['take', 'missing', 5],
    ['cast sacrifice@6', 'bad-level', 16],
    ['draw now', 'extra', 6],
    ['cast offering@3 from P9', 'bad-player', 22],
    ['', 'empty', 1],
  ];
  it.each(cases)('%j: %s at column %i', (text, code, column) => {
    const e = thrownBy(NotationError, () => parseAction(text, { player: 1 }));
    expect([e.code, e.line, e.column]).toEqual([code, 1, column]);
    expect(e.message).toBe(`${e.reason} (column ${column})`);
  });

  it('an empty text suggests an action without a player word', () => {
    expect(thrownBy(NotationError, () => parseAction(' ', { player: 0 })).reason).toBe('expected an action such as "take red-circle"');
  });

  it('a player option that is not a seat 0 to 3: bad-player at column 0', () => {
    for (const player of [-1, 4, 1.5, Number.NaN]) {
      const e = thrownBy(NotationError, () => parseAction('draw', { player }));
      expect([e.code, e.line, e.column]).toEqual(['bad-player', 0, 0]);
      expect(e.message).toBe(e.reason);
      expect(thrownBy(NotationError, () => parseActions('', { player })).code).toBe('bad-player');
    }
  });
});

describe('parseActions with the player option', () => {
  it('every line is an action of that seat; errors name their line and column', () => {
    expect(parseActions('take red-circle\n# then\nP2 pass\n', { player: 1 })).toStrictEqual([
      { type: 'take', player: 1, materia: 'red-circle' },
      { type: 'pass', player: 1 },
    ]);
    const e = thrownBy(NotationError, () => parseActions('draw\n  P1 pass', { player: 1 }));
    expect([e.code, e.line, e.column]).toEqual(['wrong-player', 2, 3]);
    expect(e.message).toBe(`${e.reason} (line 2, column 3)`);
  });
});
