// Homebrew spells (adding one is registering one definition): a red Morning spell and a phase-less
// yellow instant registered with `defineSpell`, played through `legalActions` / `applyAction` in
// place of their colour's printed spell, with their effects, points, names and texts; and every
// validation error of `defineSpell`.
// The registry is module-global: every id registered here starts with `homebrew-` and is used
// by this file only. The shipped languages are registered, as an app that shows them does.
import { describe, expect, it } from 'vitest';
import {
  LEVELS, LOCALES, SPELL_SETS, SpellDefinitionError, availableLevels, createGame, createRiggedGame, defineSpell, deserialize,
  familiarValue, getSpell, hasSpell, legalActions, listSpells, scoreGame, serialize, spellName, spellText,
  type Action, type GameState, type MateriaKind, type SpellDefinition, type SpellDefinitionErrorCode, type SpellId,
} from '../../src/index.js';
import {
  assertConserved, cast, expectRefused, mustApply, passUntil, playLearner, poolOf, riggedGame, run,
} from '../kit/index.js';
import { registerLocale } from '../../src/index.js';
import { uk } from '../../src/locales/packs/uk.js';
import { pl } from '../../src/locales/packs/pl.js';
import { zhTW } from '../../src/locales/packs/zh-TW.js';

for (const language of [uk, pl, zhTW]) registerLocale(language);

// ---- the two homebrew spells --------------------------------------------------------------

const KINDLE = 'homebrew-kindle';
const WINDFALL = 'homebrew-windfall';

/** Kindle (red, Morning): draw 1 / 2 / 3; 1 / 2 / 3 points. No texts: `spellText` falls back to the name. */
const kindle: SpellDefinition = {
  id: KINDLE, colour: 'red', set: null, phase: 'morning',
  levels: {
    3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
    4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 2 }] },
    5: { kind: 'action', points: 3, effect: () => [{ step: 'draw', count: 3 }] },
  },
  names: { en: 'Kindle', uk: 'Розпал', pl: 'Rozpałka', 'zh-TW': '引火' },
};

/**
 * Windfall (yellow, no phase, instant): L3 draw 1, L4 draw 2, L5 take 2 and store them; 2 / 4
 * points, and at L5 +1 point per familiar materia.
 */
const windfall: SpellDefinition = {
  id: WINDFALL, colour: 'yellow', set: null, phase: null,
  levels: {
    3: { kind: 'instant', points: 2, effect: () => [{ step: 'draw', count: 1 }] },
    4: { kind: 'instant', points: 4, effect: () => [{ step: 'draw', count: 2 }] },
    5: { kind: 'instant', points: ({ player }) => player.familiar.length, effect: () => [{ step: 'take-store', count: 2 }] },
  },
  names: { en: 'Windfall', uk: 'Знахідка', pl: 'Gratka', 'zh-TW': '意外之財' },
  texts: {
    en: { 3: 'When learned: draw 1.', 4: 'When learned: draw 2.', 5: 'When learned: take 2 and store them.' },
    uk: { 3: 'Негайно: витягніть 1.', 4: 'Негайно: витягніть 2.', 5: 'Негайно: візьміть 2 й збережіть їх.' },
    pl: { 3: 'Natychmiast: wylosuj 1.', 4: 'Natychmiast: wylosuj 2.', 5: 'Natychmiast: weź 2 i zmagazynuj je.' },
    'zh-TW': { 3: '立即：抽取1個元素。', 4: '立即：抽取2個元素。', 5: '立即：拿取2個元素並儲存。' },
  },
};

defineSpell(kindle);
defineSpell(windfall);

/** set1 with Kindle for Sacrifice and Windfall for Abundance, in colour order. */
const SPELLS: readonly SpellId[] = [KINDLE, 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', WINDFALL];

// ---- registration ---------------------------------------------------------------------------

describe('a registered homebrew spell is a spell like the printed ones', () => {
  it('the registry lists it after the printed spells, with set null, and filters find it', () => {
    expect(hasSpell(KINDLE)).toBe(true);
    expect(hasSpell(WINDFALL)).toBe(true);
    // The registry keeps a frozen copy of each definition (its data equal to the one given).
    expect(getSpell(KINDLE)).toMatchObject({ id: KINDLE, colour: 'red', set: null, phase: 'morning', names: kindle.names });
    expect(getSpell(WINDFALL)).toMatchObject({ id: WINDFALL, colour: 'yellow', set: null, phase: null, texts: windfall.texts });
    // Other test files may register their own homebrew spells (ids of their own prefix) in the same registry.
    const ours = (s: SpellDefinition): boolean => s.set !== null || s.id.startsWith('homebrew-');
    expect(listSpells({ colour: 'red' }).filter(ours).map((s) => s.id)).toEqual(['sacrifice', 'eruption', 'blaze', KINDLE]);
    expect(listSpells({ colour: 'yellow', phase: null }).filter(ours).map((s) => s.id)).toEqual(['abundance', 'knowledge', 'communion', WINDFALL]);
    expect(listSpells({ phase: 'morning' }).map((s) => s.id)).toContain(KINDLE);
    for (const set of [1, 2, 3] as const) expect(listSpells({ set }).map((s) => s.id)).not.toContain(KINDLE);
  });

  it('spellName gives its name in every locale', () => {
    expect(LOCALES.map((l) => spellName(KINDLE, l))).toEqual(['Kindle', 'Розпал', 'Rozpałka', '引火']);
    expect(LOCALES.map((l) => spellName(WINDFALL, l))).toEqual(['Windfall', 'Знахідка', 'Gratka', '意外之財']);
    expect(spellName(KINDLE)).toBe('Kindle');
  });

  it('spellText gives its own texts, or without texts a fallback built from its name and the level', () => {
    for (const locale of LOCALES) for (const level of LEVELS) expect(spellText(WINDFALL, level, locale)).toBe(windfall.texts?.[locale]?.[level]);
    expect(spellText(WINDFALL, 5)).toBe('When learned: take 2 and store them.');
    expect(LEVELS.map((l) => spellText(KINDLE, l))).toEqual(['Kindle, level 3', 'Kindle, level 4', 'Kindle, level 5']);
    expect(spellText(KINDLE, 4, 'uk')).toBe('Розпал, рівень 4');
    expect(spellText(KINDLE, 4, 'pl')).toBe('Rozpałka, poziom 4');
    expect(spellText(KINDLE, 4, 'zh-TW')).toBe('引火 等級4');
    // A language that is not registered reads as English: the English name, the English fallback.
    expect(spellName(KINDLE, 'de')).toBe('Kindle');
    expect(spellText(KINDLE, 4, 'de')).toBe('Kindle, level 4');
    expect(spellText(WINDFALL, 5, 'de')).toBe('When learned: take 2 and store them.');
  });

  it('a game takes it in an explicit list in place of its colour\'s printed spell; classic and the sets never pick it', () => {
    const s = createGame({ players: 2, seed: 'homebrew-list', spells: SPELLS });
    expect(s.spells).toEqual(SPELLS);
    // in any order: the game keeps colour order
    expect(createGame({ players: 2, seed: 'homebrew-list', spells: [...SPELLS].reverse() }).spells).toEqual(SPELLS);
    // one per colour: Kindle and Sacrifice are both red
    expect(() => createGame({ players: 2, spells: ['sacrifice', ...SPELLS.slice(1, 6), KINDLE] })).toThrow(/both red/);
    for (let i = 0; i < 40; i++) {
      const classic = createGame({ players: 2, seed: `homebrew-classic-${i}`, spells: 'classic' }).spells;
      expect(classic).not.toContain(KINDLE);
      expect(classic).not.toContain(WINDFALL);
    }
    expect(Object.values(SPELL_SETS).flat()).not.toContain(KINDLE);
  });
});

// ---- the red Morning spell ------------------------------------------------------------------

describe('Kindle (homebrew red Morning spell): draw 1 / 2 / 3', () => {
  const draws: MateriaKind[] = ['green-circle', 'green-triangle', 'green-square'];
  const learnedAt5 = (): GameState => riggedGame({ spells: SPELLS, pools: [['blue-circle'], []],
    learned: [[{ spell: KINDLE, level: 5, card: 'red-square' }], []],
    nextDraws: draws });

  it('at level 5 it is listed as a Morning action at levels 3, 4 and 5 (phase spell fallback)', () => {
    const s = learnedAt5();
    expect(availableLevels(s, 0, KINDLE)).toEqual([3, 4, 5]);
    expect(legalActions(s).filter((a) => a.type === 'cast')).toEqual([cast(KINDLE, 3), cast(KINDLE, 4), cast(KINDLE, 5)]);
  });

  for (const level of LEVELS) {
    it(`cast at level ${level}: draws ${level - 2}, as the Morning action`, () => {
      const r = run(learnedAt5(), [cast(KINDLE, level)]);
      expect(r.events.slice(0, level - 1)).toEqual([
        { type: 'spell-cast', player: 0, spell: KINDLE, level },
        ...draws.slice(0, level - 2).map((materia) => ({ type: 'materia-drawn', player: 0, materia })),
      ]);
      expect(poolOf(r.state, 0)).toEqual([...draws.slice(0, level - 2), 'blue-circle']);
      expect(r.state.phase).toBe('midday');
    });
  }

  it('learned in play with a Learn listed by legalActions, usable from the next Day at its level only', () => {
    const s = riggedGame({
      spells: SPELLS, phase: 'evening', pools: [['red-circle', 'red-triangle', 'red-square', 'white-circle'], []],
    });
    const learn: Action = { type: 'learn', player: 0, spell: KINDLE, level: 3, onCard: 'red-triangle', spend: ['red-circle', 'red-triangle', 'red-square'] };
    const l = run(s, [learn]);
    expect(l.events[0]).toEqual({ type: 'spell-learned', player: 0, spell: KINDLE, level: 3, card: 'red-triangle', spend: ['red-circle', 'red-triangle', 'red-square'] });
    expect(l.state.players[0]?.spells).toEqual([{ spell: KINDLE, level: 3, card: 'red-triangle', day: 1 }]);
    expect(availableLevels(l.state, 0, KINDLE)).toEqual([3]);
    // player 1's Day, then player 0's next Morning
    const next = passUntil(l.state, 0, 'morning').state;
    expect(legalActions(next).filter((a) => a.type === 'cast')).toEqual([cast(KINDLE, 3)]);
    expectRefused(next, cast(KINDLE, 4), 'level-unavailable', 'level');
    const before = poolOf(next, 0).length;
    const r = run(next, [cast(KINDLE, 3)]);
    expect(r.events[0]).toEqual({ type: 'spell-cast', player: 0, spell: KINDLE, level: 3 });
    expect(r.events[1]?.type).toBe('materia-drawn');
    expect(r.events[2]?.type).toBe('phase-started');
    expect(poolOf(r.state, 0)).toHaveLength(before + 1);
  });
});

// ---- a cost of more than one materia ----------------------------------------------------------

describe('Levy (homebrew green Morning spell): a cost of 2 circles, then draw 3', () => {
  const LEVY = 'homebrew-levy';
  defineSpell({
    id: LEVY, colour: 'green', set: null, phase: 'morning',
    levels: {
      3: { kind: 'action', points: 1, effect: () => [{ step: 'discard', count: 2, cost: true, filter: { rune: 'circle' } }, { step: 'draw', count: 3 }] },
      4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 1 }] },
      5: { kind: 'action', points: 3, effect: () => [{ step: 'draw', count: 2 }] },
    },
    names: { en: 'Levy', uk: 'Побір', pl: 'Danina', 'zh-TW': '徵收' },
  });
  const withPool = (pool: MateriaKind[]): GameState => createRiggedGame({
    players: 2, seed: 'levy', firstPlayer: 0, spells: [KINDLE, 'levitation', LEVY, 'offering', 'time-travel', 'transmutation', WINDFALL],
    setup: { pools: [pool, []], learned: [[{ spell: LEVY, level: 3, card: 'green-square' }], []], nextDraws: ['green-square', 'yellow-triangle', 'black-square'] },
  });

  it('is not usable with one fitting materia: the whole cost must be payable (rules §2)', () => {
    const s = withPool(['red-circle', 'blue-square', 'white-triangle']);
    expect(availableLevels(s, 0, LEVY)).toEqual([3]);
    expect(legalActions(s).filter((a) => a.type === 'cast')).toEqual([]);
    expectRefused(s, cast(LEVY, 3), 'not-usable');
  });

  it('is usable with two fitting materia, of one kind or of two; paying takes both', () => {
    for (const pool of [['red-circle', 'red-circle'], ['red-circle', 'blue-circle', 'white-square']] as MateriaKind[][]) {
      const s = withPool(pool);
      expect(legalActions(s)).toContainEqual(cast(LEVY, 3));
      let r = mustApply(s, cast(LEVY, 3));
      while (r.state.pending.length > 0 && currentDecisionPicks(r.state)) {
        const pick = legalActions(r.state).find((a) => a.type === 'pick');
        if (pick === undefined) break;
        r = mustApply(r.state, pick);
      }
      const discarded = pool.filter((m) => m.endsWith('-circle')).length;
      expect(poolOf(r.state, 0).filter((m) => m.endsWith('-circle')), JSON.stringify(pool)).toHaveLength(discarded - 2);
      assertConserved(r.state);
    }
  });
});

/** True while the pending decision asks the actor for picks. */
function currentDecisionPicks(state: GameState): boolean {
  return legalActions(state).some((a) => a.type === 'pick');
}

// ---- the yellow instant ---------------------------------------------------------------------

describe('Windfall (homebrew yellow instant, no phase)', () => {
  const yellow: MateriaKind[] = ['yellow-circle', 'yellow-triangle', 'yellow-square', 'yellow-circle', 'yellow-triangle'];

  it('learned at level 4 from a Learn listed by legalActions: the instant draws 2 as the Learn resolves', () => {
    const s = riggedGame({
      spells: SPELLS, phase: 'evening', pools: [yellow.slice(0, 4), []], nextDraws: ['red-circle', 'red-square'],
    });
    const levels = legalActions(s).flatMap((a) => (a.type === 'learn' && a.spell === WINDFALL ? [a.level] : []));
    expect([...new Set(levels)]).toEqual([3, 4]);
    const learn: Action = {
      type: 'learn', player: 0, spell: WINDFALL, level: 4, onCard: 'yellow-square',
      spend: ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-square'],
    };
    const r = run(s, [learn]);
    expect(r.events.slice(0, 6)).toEqual([
      { type: 'spell-learned', player: 0, spell: WINDFALL, level: 4, card: 'yellow-square', spend: ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-square'] },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-triangle' },
      { type: 'materia-drawn', player: 0, materia: 'red-circle' },
      { type: 'materia-drawn', player: 0, materia: 'red-square' },
    ]);
    expect(poolOf(r.state, 0)).toEqual(['red-circle', 'red-square']);
    // a phase-less spell: only its level, never cast
    expect(availableLevels(r.state, 0, WINDFALL)).toEqual([4]);
    const morning = passUntil(r.state, 0, 'morning').state;
    expect(legalActions(morning).some((a) => a.type === 'cast')).toBe(false);
    expectRefused(morning, cast(WINDFALL, 4), 'wrong-phase', 'spell');
  });

  it('learned at level 5: the instant takes 2 altar materia onto the familiar board; its points count them', () => {
    const s = riggedGame({
      spells: SPELLS, phase: 'evening', pools: [yellow, []],
      altar: ['green-circle', 'black-square', 'white-triangle'], familiars: [['red-circle'], []],
    });
    const spend: MateriaKind[] = ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'];
    const learn: Action = { type: 'learn', player: 0, spell: WINDFALL, level: 5, onCard: 'yellow-circle', spend };
    const l = run(s, [learn]);
    // the take-and-store waits for the player's picks
    const r = run(l.state, [{ type: 'pick', player: 0, materia: 'green-circle' }, { type: 'pick', player: 0, materia: 'white-triangle' }]);
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'materia-stored', player: 0, materia: 'green-circle', from: 'altar', space: 1 },
      { type: 'materia-stored', player: 0, materia: 'white-triangle', from: 'altar', space: 2 },
    ]);
    expect(r.state.players[0]?.familiar).toEqual(['red-circle', 'green-circle', 'white-triangle']);
    const sheet = scoreGame(r.state);
    expect(sheet.players[0]?.spells).toEqual([{ spell: WINDFALL, level: 5, points: 3, variable: true }]);
    expect(sheet.players[0]?.total).toBe(3 + familiarValue(3));
  });
});

// ---- points, whole games and saves ----------------------------------------------------------

describe('homebrew spells in scoring, whole games and saves', () => {
  it('scoreGame counts each homebrew spell at its final level, fixed or variable', () => {
    for (const k of LEVELS) {
      for (const w of LEVELS) {
        const s = riggedGame({ spells: SPELLS, familiars: [['red-circle', 'blue-square'], []],
          learned: [[{ spell: KINDLE, level: k, card: 'red-square' }, { spell: WINDFALL, level: w, card: 'yellow-square' }], []] });
        const p = scoreGame(s).players[0];
        expect(p?.spells).toEqual([
          { spell: KINDLE, level: k, points: k - 2, variable: false },
          // Windfall: 2 / 4 points, and at level 5 one per familiar materia (2 here)
          { spell: WINDFALL, level: w, points: { 3: 2, 4: 4, 5: 2 }[w], variable: w === 5 },
        ]);
        expect(p?.total).toBe(k - 2 + (w === 4 ? 4 : 2) + familiarValue(2));
      }
    }
  });

  it('whole games with the homebrew spells end, score them, and save and load', () => {
    let learnedKindle = 0;
    let learnedWindfall = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const start = createGame({ players: (2 + (seed % 3)) as 1 | 2 | 3 | 4, seed: `homebrew-game-${seed}`, spells: SPELLS });
      const end = playLearner(start, seed, (_b, _a, _s, events) => {
        for (const e of events) {
          if (e.type === 'spell-learned' && e.spell === KINDLE) learnedKindle++;
          if (e.type === 'spell-learned' && e.spell === WINDFALL) learnedWindfall++;
        }
      });
      expect(end.phase).toBe('ended');
      const sheet = scoreGame(end);
      expect(sheet.final).toBe(true);
      sheet.players.forEach((p, seat) => {
        for (const sc of p.spells) {
          const rule = getSpell(sc.spell).levels[sc.level].points;
          const player = end.players[seat];
          if (player === undefined) throw new Error('no such seat');
          if (sc.spell === KINDLE) expect(sc.points).toBe(sc.level - 2);
          if (sc.spell === WINDFALL) expect(sc.points).toBe(sc.level === 5 ? player.familiar.length : sc.level === 4 ? 4 : 2);
          if (typeof rule === 'number') expect(sc.points).toBe(rule);
        }
      });
      expect(deserialize(serialize(end))).toEqual(end);
    }
    expect(learnedKindle).toBeGreaterThan(0);
    expect(learnedWindfall).toBeGreaterThan(0);
  });
});

// ---- validation -----------------------------------------------------------------------------

describe('defineSpell validation: nothing is registered for a definition the engine cannot play', () => {
  let n = 0;
  /** A valid definition with a fresh id, changed by `change`. */
  function base(change: (d: Record<string, unknown>) => void = () => undefined): Record<string, unknown> {
    const d: Record<string, unknown> = {
      id: `homebrew-check-${n++}`, colour: 'green', set: null, phase: 'midday',
      levels: {
        3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
        4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 1 }] },
        5: { kind: 'none', points: 3 },
      },
      names: { en: 'Check', uk: 'Перевірка', pl: 'Próba', 'zh-TW': '檢查' },
    };
    change(d);
    return d;
  }
  const levels = (d: Record<string, unknown>): Record<string, Record<string, unknown>> => d['levels'] as Record<string, Record<string, unknown>>;

  function expectError(definition: unknown, code: SpellDefinitionErrorCode, path: string): void {
    let error: unknown;
    try {
      defineSpell(definition as SpellDefinition);
    } catch (e) {
      error = e;
    }
    expect(error, `expected ${code} at ${path}`).toBeInstanceOf(SpellDefinitionError);
    const e = error as SpellDefinitionError;
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('SpellDefinitionError');
    expect(e.code).toBe(code);
    expect(e.path).toBe(path);
    expect(e.message).toContain(`(${path})`);
    const id = (definition as { id?: unknown } | null)?.id;
    if (code === 'invalid-spell-definition' && typeof id === 'string') expect(hasSpell(id)).toBe(false);
  }

  it('a valid definition registers (the base of the cases below)', () => {
    const d = base();
    defineSpell(d as unknown as SpellDefinition);
    expect(hasSpell(d['id'])).toBe(true);
  });

  it('duplicate-spell-id: an id registered with a different definition; reserved-spell-id: a printed id; the first definition stays', () => {
    const d = base();
    defineSpell(d as unknown as SpellDefinition);
    const first = getSpell(d['id'] as string);
    expectError(base((x) => { x['id'] = d['id']; x['colour'] = 'red'; }), 'duplicate-spell-id', 'id');
    expect(getSpell(d['id'] as string)).toBe(first);
    expectError(base((x) => { x['id'] = 'sacrifice'; }), 'reserved-spell-id', 'id');
    expectError(base((x) => { x['id'] = KINDLE; }), 'duplicate-spell-id', 'id');
    expect(getSpell('sacrifice').set).toBe(1);
  });

  it('not an object: path ""', () => {
    expectError(null, 'invalid-spell-definition', '');
    expectError('spell', 'invalid-spell-definition', '');
  });

  it('bad id: not kebab-case, or not a string', () => {
    for (const id of ['Fire Ward', 'fire_ward', 'FireWard', '', '-fire', 'fire-', 'fire--ward', '1fire', 42, undefined, null]) {
      expectError(base((x) => { x['id'] = id; }), 'invalid-spell-definition', 'id');
    }
  });

  it('bad colour', () => {
    for (const colour of ['orange', 'Red', '', undefined, 3]) expectError(base((x) => { x['colour'] = colour; }), 'invalid-spell-definition', 'colour');
  });

  it('set not null (homebrew spells belong to no printed set)', () => {
    for (const set of [1, 2, 3, 0, 'homebrew', undefined]) expectError(base((x) => { x['set'] = set; }), 'invalid-spell-definition', 'set');
  });

  it('bad phase', () => {
    for (const phase of ['night', 'Morning', '', undefined, 0]) expectError(base((x) => { x['phase'] = phase; }), 'invalid-spell-definition', 'phase');
  });

  it('missing levels, or a missing level', () => {
    for (const value of [undefined, null, 'levels']) expectError(base((x) => { x['levels'] = value; }), 'invalid-spell-definition', 'levels');
    for (const level of LEVELS) {
      expectError(base((x) => { delete levels(x)[level]; }), 'invalid-spell-definition', `levels.${level}`);
      expectError(base((x) => { levels(x)[level] = null as never; }), 'invalid-spell-definition', `levels.${level}`);
    }
  });

  it('bad kind', () => {
    for (const kind of ['spell', 'Action', '', undefined]) {
      expectError(base((x) => { (levels(x)['3'] as Record<string, unknown>)['kind'] = kind; }), 'invalid-spell-definition', 'levels.3.kind');
    }
  });

  it('negative (or non-integer, or non-numeric) points', () => {
    for (const points of [-1, 1.5, Number.NaN, '2', undefined, null]) {
      expectError(base((x) => { (levels(x)['5'] as Record<string, unknown>)['points'] = points; }), 'invalid-spell-definition', 'levels.5.points');
    }
  });

  it('an action level on a phase-less spell', () => {
    expectError(base((x) => { x['phase'] = null; }), 'invalid-spell-definition', 'levels.3.kind');
    expectError(base((x) => {
      x['phase'] = null;
      levels(x)['3'] = { kind: 'instant', points: 1, effect: () => [] };
    }), 'invalid-spell-definition', 'levels.4.kind');
  });

  it('an action or instant level without an effect, or an effect that is not a function', () => {
    expectError(base((x) => { delete (levels(x)['4'] as Record<string, unknown>)['effect']; }), 'invalid-spell-definition', 'levels.4.effect');
    expectError(base((x) => { levels(x)['5'] = { kind: 'instant', points: 1 }; }), 'invalid-spell-definition', 'levels.5.effect');
    expectError(base((x) => { levels(x)['5'] = { kind: 'none', points: 1, effect: 'draw 1' }; }), 'invalid-spell-definition', 'levels.5.effect');
  });

  it('a missing English name, or an empty name in any language; the other languages are optional', () => {
    for (const value of [undefined, null]) expectError(base((x) => { x['names'] = value; }), 'invalid-spell-definition', 'names');
    expectError(base((x) => { delete (x['names'] as Record<string, unknown>)['en']; }), 'invalid-spell-definition', 'names.en');
    for (const locale of [...LOCALES, 'de']) {
      expectError(base((x) => { (x['names'] as Record<string, unknown>)[locale] = ''; }), 'invalid-spell-definition', `names.${locale}`);
    }
    const englishOnly = base((x) => { x['names'] = { en: 'Lone' }; });
    defineSpell(englishOnly as unknown as SpellDefinition);
    for (const locale of LOCALES) expect(spellName(englishOnly['id'] as string, locale)).toBe('Lone');
  });

  it('texts, when given, need English and a non-empty text for every level of every language given', () => {
    const full = (): Record<string, Record<string, string>> => Object.fromEntries(LOCALES.map((l) => [l, { 3: 'a.', 4: 'b.', 5: 'c.' }]));
    const ok = base((x) => { x['texts'] = full(); });
    defineSpell(ok as unknown as SpellDefinition);
    expect(spellText(ok['id'] as string, 4, 'pl')).toBe('b.');
    const englishOnly = base((x) => { x['texts'] = { en: { 3: 'x.', 4: 'y.', 5: 'z.' } }; });
    defineSpell(englishOnly as unknown as SpellDefinition);
    expect(spellText(englishOnly['id'] as string, 4, 'pl')).toBe('y.');
    expectError(base((x) => { x['texts'] = null; }), 'invalid-spell-definition', 'texts');
    expectError(base((x) => { x['texts'] = 'text'; }), 'invalid-spell-definition', 'texts');
    expectError(base((x) => { const t = full(); delete t['en']; x['texts'] = t; }), 'invalid-spell-definition', 'texts.en');
    for (const locale of LOCALES) {
      expectError(base((x) => { const t = full(); (t as Record<string, unknown>)[locale] = null; x['texts'] = t; }), 'invalid-spell-definition', locale === 'en' ? 'texts.en' : `texts.${locale}`);
      for (const level of LEVELS) {
        expectError(base((x) => { const t = full(); delete t[locale]?.[level]; x['texts'] = t; }), 'invalid-spell-definition', `texts.${locale}.${level}`);
        expectError(base((x) => { const t = full(); (t[locale] as Record<string, string>)[level] = ''; x['texts'] = t; }), 'invalid-spell-definition', `texts.${locale}.${level}`);
      }
    }
  });

  it('the first fault in field order is reported', () => {
    expectError(base((x) => { x['id'] = 'Bad'; x['colour'] = 'orange'; }), 'invalid-spell-definition', 'id');
    expectError(base((x) => { x['colour'] = 'orange'; x['set'] = 1; }), 'invalid-spell-definition', 'colour');
  });

  it('a game cannot use an id that failed to register', () => {
    const d = base((x) => { x['colour'] = 'orange'; });
    expectError(d, 'invalid-spell-definition', 'colour');
    expect(() => createGame({ players: 2, spells: [d['id'] as string, ...SPELLS.slice(1)] })).toThrow(/unknown spell id/);
  });
});
