// The action notation: every action type, round trips over random legal play, friendly but
// strict parsing with typed errors, and a scenario written as a script. The property runs are
// PROPERTY_RUNS (default 100).
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES, COLOURS, MATERIA_KINDS, RUNES, SPELL_SETS, applyAction, createGame, createRiggedGame, currentDecision, getSpell, kindsOf,
  legalActions, listSpells,
  type Action, type GameOptions, type RiggedOptions, type GameState, type Level, type RiggedSpell, type SpellId,
} from '../../src/index.js';
import {
  NOTATION_ERROR_CODES, NotationError, formatAction, formatActions, parseAction, parseActions, type NotationErrorCode,
} from '../../src/index.js';
import { thrownBy, xorshift } from '../kit/index.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const TIMEOUT = 30_000 + RUNS * 1_000;

/** One example of every action type, with its notation. */
const EXAMPLES: readonly (readonly [Action, string])[] = [
  [{ type: 'take', player: 0, materia: 'red-circle' }, 'P1 take red-circle'],
  [{ type: 'draw', player: 0 }, 'P1 draw'],
  [{ type: 'store', player: 0, materia: 'blue-square' }, 'P1 store blue-square'],
  [
    {
      type: 'learn', player: 1, spell: 'abundance', level: 5, onCard: 'yellow-square',
      spend: ['yellow-circle', 'yellow-square', 'yellow-triangle', 'red-circle', 'green-circle', 'blue-circle'],
    },
    'P2 learn abundance@5 on yellow-square spend yellow-circle yellow-square yellow-triangle red-circle green-circle blue-circle',
  ],
  [{ type: 'pass', player: 0 }, 'P1 pass'],
  [{ type: 'cast', player: 0, spell: 'sacrifice', level: 4 }, 'P1 cast sacrifice@4'],
  [{ type: 'cast', player: 0, spell: 'offering', level: 3, from: 2 }, 'P1 cast offering@3 from P3'],
  [{ type: 'pick', player: 1, materia: 'red-circle' }, 'P2 pick red-circle'],
  [{ type: 'swap', player: 0, give: 'red-circle', get: 'blue-square' }, 'P1 swap red-circle>blue-square'],
  [{ type: 'raise', player: 0, spell: 'growth' }, 'P1 raise growth'],
  [{ type: 'mode', player: 0, mode: 'take' }, 'P1 mode take'],
  [{ type: 'stop', player: 3 }, 'P4 stop'],
];

/** Runs `f`, expecting a NotationError; returns it. */

describe('every action type', () => {
  it('the examples cover every action type', () => {
    expect(new Set(EXAMPLES.map(([a]) => a.type))).toEqual(new Set(ACTION_TYPES));
  });

  it.each(EXAMPLES.map(([a, t]) => [t, a] as const))('%s formats and parses', (text, action) => {
    expect(formatAction(action)).toBe(text);
    expect(parseAction(text)).toStrictEqual(action);
  });

  it('a cast without `from` has no `from` key at all (exactOptionalPropertyTypes)', () => {
    expect('from' in parseAction('P1 cast sacrifice@4')).toBe(false);
  });

  it('players are 1-based: P1 is seat 0, P4 is seat 3', () => {
    expect([1, 2, 3, 4].map((n) => parseAction(`P${n} draw`).player)).toEqual([0, 1, 2, 3]);
  });
});

describe('friendly reading', () => {
  it('keywords, ids and players are case-insensitive; any whitespace separates words', () => {
    expect(parseAction('  p2\tLEARN  Abundance @ 5\ton YELLOW-square  Spend yellow-circle\u00a0red-circle ')).toStrictEqual({
      type: 'learn', player: 1, spell: 'abundance', level: 5, onCard: 'yellow-square', spend: ['yellow-circle', 'red-circle'],
    });
    expect(parseAction('P1 Swap red-circle > BLUE-SQUARE')).toStrictEqual({ type: 'swap', player: 0, give: 'red-circle', get: 'blue-square' });
    expect(parseAction('p3 cast OFFERING@3 FROM p1')).toStrictEqual({ type: 'cast', player: 2, spell: 'offering', level: 3, from: 0 });
    expect(parseAction('P1 Mode STORE')).toStrictEqual({ type: 'mode', player: 0, mode: 'store' });
  });

  it('the spend is kept in the order written', () => {
    const a = parseAction('P1 learn sacrifice@3 on red-square spend red-square red-circle red-circle');
    expect(a).toMatchObject({ spend: ['red-square', 'red-circle', 'red-circle'] });
  });

  it('a formatted text is the canonical form of a messy one', () => {
    expect(formatAction(parseAction(' p1   TAKE   Red-Circle '))).toBe('P1 take red-circle');
  });
});

describe('errors: a stable code and the column', () => {
  const cases: readonly (readonly [string, NotationErrorCode, number])[] = [
    ['', 'empty', 1],
    ['   \t ', 'empty', 1],
    ['take red-circle', 'bad-player', 1],
    ['P0 draw', 'bad-player', 1],
    ['P5 draw', 'bad-player', 1],
    ['Q1 draw', 'bad-player', 1],
    ['P1', 'missing', 3],
    ['P1 jump', 'unknown-verb', 4],
    ['P1 tkae red-circle', 'unknown-verb', 4],
    ['P1 take', 'missing', 8],
    ['P1 take red-circel', 'bad-materia', 9],
    ['P1 take red', 'bad-materia', 9],
    ['P1 store pink-circle', 'bad-materia', 10],
    ['P1 take red-circle blue-square', 'extra', 20],
    ['P1 draw now', 'extra', 9],
    ['P1 cast sacrifise@4', 'bad-spell', 9],
    ['P1 cast fireball@4', 'bad-spell', 9],
    ['P1 cast sacrifice', 'missing', 18],
    ['P1 cast sacrifice 4', 'unexpected', 19],
    ['P1 cast sacrifice@', 'missing', 19],
    ['P1 cast sacrifice@6', 'bad-level', 19],
    ['P1 cast sacrifice@four', 'bad-level', 19],
    ['P1 cast offering@3 by P2', 'unexpected', 20],
    ['P1 cast offering@3 from', 'missing', 24],
    ['P1 cast offering@3 from P9', 'bad-player', 25],
    ['P2 learn abundance@5', 'missing', 21],
    ['P2 learn abundance@5 at yellow-square', 'unexpected', 22],
    ['P2 learn abundance@5 on yellow-square', 'missing', 38],
    ['P2 learn abundance@5 on yellow-square pay red-circle', 'unexpected', 39],
    ['P2 learn abundance@5 on yellow-square spend', 'missing', 44],
    ['P2 learn abundance@5 on yellow-square spend red-circle gold-circle', 'bad-materia', 56],
    ['P1 swap red-circle', 'missing', 19],
    ['P1 swap red-circle blue-square', 'unexpected', 20],
    ['P1 swap red-circle>', 'missing', 20],
    ['P1 raise', 'missing', 9],
    ['P1 raise time_travel', 'bad-spell', 10],
    ['P1 mode st_re', 'bad-mode', 9],
    ['P1 mode 42', 'bad-mode', 9],
  ];

  it.each(cases)('%j: %s at column %i', (text, code, column) => {
    const e = thrownBy(NotationError, () => parseAction(text));
    expect(e.code).toBe(code);
    expect(e.column).toBe(column);
    expect(e.line).toBe(1);
    expect(e.reason.length).toBeGreaterThan(0);
    expect(e.message).toBe(`${e.reason} (column ${column})`);
    expect(e.name).toBe('NotationError');
  });

  it('near misses get a suggestion', () => {
    expect(thrownBy(NotationError, () => parseAction('P1 tkae red-circle')).message).toContain('did you mean take?');
    expect(thrownBy(NotationError, () => parseAction('P1 take red-circel')).message).toContain('did you mean red-circle?');
    expect(thrownBy(NotationError, () => parseAction('P1 cast sacrifise@4')).message).toContain('did you mean sacrifice?');
    expect(thrownBy(NotationError, () => parseAction('take red-circle')).message).toContain('starts with its player');
  });

  it('every code is documented in NOTATION_ERROR_CODES (wrong-player: tests/notation/player-option.test.ts)', () => {
    const seen = new Set<string>([...cases.map(([, code]) => code), 'unformattable', 'wrong-player']);
    expect(seen).toEqual(new Set(NOTATION_ERROR_CODES));
  });

  it('formatAction refuses what it cannot write back exactly', () => {
    const bad: readonly unknown[] = [
      null,
      { type: 'jump', player: 0 },
      { type: 'draw', player: -1 },
      { type: 'draw', player: 4 },
      { type: 'draw', player: 0.5 },
      { type: 'take', player: 0, materia: 'pink-circle' },
      { type: 'cast', player: 0, spell: 'sacrifice', level: 6 },
      { type: 'cast', player: 0, spell: 'Sacrifice', level: 4 },
      { type: 'cast', player: 0, spell: 'sacrifice', level: 4, from: 9 },
      { type: 'learn', player: 0, spell: 'abundance', level: 3, onCard: 'yellow-circle', spend: [] },
      { type: 'swap', player: 0, give: 'red-circle' },
      { type: 'mode', player: 0, mode: 'two words' },
      { type: 'raise', player: 0, spell: 42 },
      { type: 'raise', player: 0, spell: 'not-registered' },
      { type: 'cast', player: 0, spell: 'not-registered', level: 3 },
      { type: 'take', player: 0, materia: 'red-circle', ref: 'x' },
      { type: 'pass', player: 0, spell: 'sacrifice' },
    ];
    for (const a of bad) {
      const e = thrownBy(NotationError, () => formatAction(a as Action));
      expect(e.code).toBe('unformattable');
      expect(e.column).toBe(0);
    }
  });
});

describe('scripts: one action per line', () => {
  it('skips blank lines and comments, accepts \\n, \\r\\n and \\r, and round-trips with formatActions', () => {
    const text = '# a script\r\n\r\nP1 take red-circle   # from the altar\nP1 pass\r  \t\nP1 learn sacrifice@3 on red-circle spend red-circle red-circle red-circle # cheap\n';
    const actions = parseActions(text);
    expect(actions).toStrictEqual([
      { type: 'take', player: 0, materia: 'red-circle' },
      { type: 'pass', player: 0 },
      { type: 'learn', player: 0, spell: 'sacrifice', level: 3, onCard: 'red-circle', spend: ['red-circle', 'red-circle', 'red-circle'] },
    ]);
    expect(parseActions(formatActions(actions))).toStrictEqual(actions);
    expect(formatActions(EXAMPLES.map(([a]) => a))).toBe(EXAMPLES.map(([, t]) => t).join('\n'));
    expect(parseActions('')).toEqual([]);
    expect(formatActions([])).toBe('');
  });

  it('an error carries its line and column', () => {
    const e = thrownBy(NotationError, () => parseActions('P1 draw\n\n# fine so far\nP1 store blue-squar  # typo\nP2 draw'));
    expect([e.code, e.line, e.column]).toEqual(['bad-materia', 4, 10]);
    expect(e.message).toBe(`${e.reason} (line 4, column 10)`);
    const f = thrownBy(NotationError, () => formatActions([{ type: 'draw', player: 0 }, { type: 'draw', player: 7 }]));
    expect([f.code, f.line, f.column]).toEqual(['unformattable', 2, 0]);
  });
});

// ---------------------------------------------------------------------------------------------
// Round trips over random legal play

/** One spell per colour, chosen by `pick`. */
function randomSelection(pick: (n: number) => number): SpellId[] {
  return COLOURS.map((colour) => {
    const ids = listSpells({ colour }).filter((s) => s.set !== null).map((s) => s.id);
    return ids[pick(ids.length)] as SpellId;
  });
}

/** A seat's spells learned before the game: an index into the game's 7 spells, a level and the card's rune. */
const riggedSpellArb = fc.record({ spell: fc.nat(6), level: fc.constantFrom<Level>(3, 4, 5), rune: fc.constantFrom(...RUNES) });

/**
 * Random games: 1 to 4 players, every kind of spell selection, and (with a listed selection)
 * up to 2 spells already learned by each seat, so that spell steps (Clone's copies, Focus's
 * modes, Time Travel's raises, ...) come up often.
 */
const gameArb: fc.Arbitrary<{ options: RiggedOptions; policy: number }> = fc
  .record({
    seed: fc.string({ maxLength: 12 }),
    players: fc.integer({ min: 1, max: 4 }).map((n) => n as 1 | 2 | 3 | 4),
    spells: fc.oneof(
      fc.constantFrom<'set1' | 'set2' | 'set3' | 'classic'>('set1', 'set2', 'set3', 'classic'),
      fc.array(fc.nat(2), { minLength: 7, maxLength: 7 }).map((picks) => randomSelection((n) => (picks.shift() ?? 0) % n)),
    ),
    learned: fc.array(fc.array(riggedSpellArb, { maxLength: 2 }), { minLength: 4, maxLength: 4 }),
    policy: fc.integer(),
  })
  .map(({ seed, players, spells, learned, policy }) => {
    if (spells === 'classic') return { options: { players, seed, spells }, policy };
    const ids: readonly SpellId[] = Array.isArray(spells) ? spells : SPELL_SETS[spells as 'set1' | 'set2' | 'set3'];
    const rigged = learned.slice(0, players).map((seat) => {
      const byId = new Map<SpellId, RiggedSpell>();
      for (const { spell, level, rune } of seat) {
        const id = ids[spell] as SpellId;
        byId.set(id, { spell: id, level, card: `${getSpell(id).colour}-${rune}` });
      }
      return [...byId.values()];
    });
    return { options: { players, seed, spells, setup: { learned: rigged } }, policy };
  });

/** Plays random legal actions (learning and casting whenever it can) to the end, calling `visit` on every legal list. */
function playVisiting(options: RiggedOptions, policy: number, visit: (legal: readonly Action[]) => void): GameState {
  const rand = xorshift(policy);
  let s = createRiggedGame(options);
  for (let i = 0; i < 5_000 && s.phase !== 'ended'; i++) {
    const legal = legalActions(s);
    visit(legal);
    const eager = legal.filter((a) => a.type === 'learn' || a.type === 'cast');
    const from = eager.length > 0 && rand() < 0.9 ? eager : legal;
    const r = applyAction(s, from[Math.floor(rand() * from.length)] as Action);
    if (!r.ok) throw new Error(`a listed action was refused: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

/** The text with random letter case and extra whitespace between words (and around `@` and `>`). */
function scramble(text: string, rand: () => number): string {
  const spaces = [' ', '  ', '\t', ' \t '];
  const space = (): string => spaces[Math.floor(rand() * spaces.length)] as string;
  const cased = [...text].map((ch) => (rand() < 0.5 ? ch.toUpperCase() : ch)).join('');
  return space() + cased.replace(/ /g, () => space()).replace(/[@>]/g, (s) => (rand() < 0.5 ? `${space()}${s}${space()}` : s)) + (rand() < 0.5 ? space() : '');
}

describe('round trips over random legal actions', () => {
  it('the random games offer every action type, and Clone copies (`from`), within a few games (fixed sample)', () => {
    const seen = new Set<string>();
    const all = ACTION_TYPES.length + 1;
    let games = 0;
    for (const { options, policy } of fc.sample(gameArb, { seed: 5, numRuns: 300 })) {
      games++;
      playVisiting(options, policy, (legal) => {
        for (const a of legal) seen.add(a.type === 'cast' && a.from !== undefined ? 'cast-from' : a.type);
      });
      if (seen.size === all) break;
    }
    expect([...seen].sort()).toEqual([...ACTION_TYPES, 'cast-from'].sort());
    expect(games).toBeLessThan(300);
  }, TIMEOUT);

  it('parseAction(formatAction(a)) deep-equals a, and formatAction(parseAction(t)) === t, for every listed action', async () => {
    await fc.assert(fc.asyncProperty(gameArb, async ({ options, policy }) => {
      await new Promise((resolve) => setImmediate(resolve));
      const rand = xorshift(policy ^ 0x5eed);
      playVisiting(options, policy, (legal) => {
        for (const a of legal) {
          const text = formatAction(a);
          const back = parseAction(text);
          // isDeepStrictEqual (not expect) in the hot loop: it also tells a missing key from an undefined one
          if (!isDeepStrictEqual(back, a)) expect(back).toStrictEqual(a);
          if (formatAction(back) !== text) expect(formatAction(back)).toBe(text);
          if (rand() < 0.05) {
            const messy = scramble(text, rand);
            if (!isDeepStrictEqual(parseAction(messy), a)) expect([messy, parseAction(messy)]).toStrictEqual([messy, a]);
          }
        }
        const script = parseActions(formatActions(legal));
        if (!isDeepStrictEqual(script, legal)) expect(script).toStrictEqual(legal);
      });
    }), { numRuns: RUNS });
  }, TIMEOUT);

  it('a learn parses with its spend in any order, exactly as written', () => {
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...MATERIA_KINDS), { minLength: 1, maxLength: 11 }),
      fc.nat(),
      (spend, at) => {
        const onCard = spend[at % spend.length] as (typeof spend)[number];
        const action: Action = { type: 'learn', player: 0, spell: 'abundance', level: 4, onCard, spend };
        expect(parseAction(formatAction(action))).toStrictEqual(action);
      },
    ), { numRuns: RUNS });
  });
});

// ---------------------------------------------------------------------------------------------
// A scenario written as a script

describe('a scenario script', () => {
  it('plays a rigged two-player game from a short script to the expected position', () => {
    const start = createRiggedGame({
      players: 2, seed: 'notation-scenario', spells: 'set1', firstPlayer: 0,
      setup: {
        altar: ['red-circle', 'blue-square', 'green-triangle', 'yellow-circle', 'white-circle'],
        pools: [['red-triangle', 'yellow-square', 'yellow-triangle'], ['purple-circle', 'green-square']],
        learned: [[{ spell: 'sacrifice', level: 4, card: 'red-square' }], []],
        nextDraws: [
          'yellow-circle', 'red-circle', 'green-circle', 'blue-circle', // Sacrifice draws 4
          'black-circle', 'white-square', 'purple-square', // Abundance L4 draws 3
          'blue-square', 'black-triangle', // the altar gets 1 at the end of each Day
        ],
      },
    });
    const script = `
      # Day 1, P1 (seat 0)
      P1 cast sacrifice@4          # Morning: Sacrifice L4 ...
      P1 pick red-triangle         # ... discards a triangle as its cost, then draws 4
      P1 pass                      # Midday: no store
      P1 learn abundance@4 on yellow-square spend yellow-circle yellow-square yellow-triangle red-circle green-circle blue-circle

      # Day 2, P2 (seat 1)
      P2 take green-triangle
      P2 store green-square
      P2 pass
    `;
    let s = start;
    for (const action of parseActions(script)) {
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(`${formatAction(action)}: ${r.error.code}: ${r.error.message}`);
      s = r.state;
    }
    expect([s.day, s.active, s.phase]).toEqual([3, 0, 'morning']);
    expect(currentDecision(s)).toMatchObject({ kind: 'phase', player: 0, phase: 'morning' });
    const [p1, p2] = s.players;
    expect(p1?.spells.map((l) => [l.spell, l.level, l.card])).toEqual([['sacrifice', 4, 'red-square'], ['abundance', 4, 'yellow-square']]);
    expect(kindsOf(p1?.pool ?? [])).toEqual(['purple-square', 'black-circle', 'white-square']);
    expect(kindsOf(p2?.pool ?? [])).toEqual(['purple-circle', 'green-triangle']);
    expect(p2?.familiar).toEqual(['green-square']);
    expect(kindsOf(s.altar)).toEqual(['red-circle', 'black-triangle', 'white-circle', 'blue-square', 'blue-square', 'yellow-circle']);
    // what P1 may do next, in the notation
    expect(legalActions(s).map(formatAction)).toEqual([
      'P1 take red-circle', 'P1 take black-triangle', 'P1 take white-circle', 'P1 take blue-square', 'P1 take yellow-circle',
      'P1 draw', 'P1 cast sacrifice@3', 'P1 pass',
    ]);
  });
});
