// Localised spell names and rules texts (display text lives only in the locale catalogs, never in
// saved data): every printed spell has its printed name in every locale and a short rules text
// for every level in every locale (rules §7), and none of that text ever appears in a game state,
// a save, a player view or an event.
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_SPELL_IDS, LEVELS, LOCALES, createGame, getSpell, playerView, serialize, spellName, spellText, type Action,
  type GameEvent, type GameState, type Level, type Locale, type SpellId, type SpellSelection,
} from '../../src/index.js';
import { CARDS, card } from '../oracle/cards.js';
import { playLearner, playRandom } from '../kit/index.js';

/** The runes as the texts write them: the symbol and the rune word of the locale. */
const RUNE_WORDS: Readonly<Record<Locale, Readonly<Record<Level, readonly [string, string]>>>> = {
  en: { 3: ['○', 'circle'], 4: ['△', 'triangle'], 5: ['□', 'square'] },
  uk: { 3: ['○', 'коло'], 4: ['△', 'трикутник'], 5: ['□', 'квадрат'] },
  pl: { 3: ['○', 'koło'], 4: ['△', 'trójkąt'], 5: ['□', 'kwadrat'] },
  'zh-TW': { 3: ['○', '圓形'], 4: ['△', '三角形'], 5: ['□', '方形'] },
};

/** "No effect." in each locale (Storm L3, Transmutation L3). */
const NO_EFFECT: Readonly<Record<Locale, string>> = { en: 'No effect.', uk: 'Немає ефекту.', pl: 'Brak efektu.', 'zh-TW': '沒有效果。' };

/** Levels whose effects are the same (rules §7); every other pair of levels differs. */
const SAME_EFFECT: Readonly<Record<string, readonly (readonly Level[])[]>> = {
  blaze: [[3, 4, 5]],
  storm: [[4, 5]],
  swiftness: [[3, 4]],
  mirage: [[4, 5]],
};

/** The number each level's text must state, in every locale (rules §7). */
const NUMBERS: Readonly<Record<string, Readonly<Record<Level, number>>>> = {
  eruption: { 3: 4, 4: 5, 5: 6 },
  purification: { 3: 1, 4: 2, 5: 3 },
  cure: { 3: 1, 4: 2, 5: 3 },
  offering: { 3: 2, 4: 3, 5: 4 },
  abundance: { 3: 2, 4: 3, 5: 4 },
  sharing: { 3: 1, 4: 2, 5: 3 },
};

/** The script each locale is written in. */
const SCRIPT: Readonly<Record<Locale, RegExp>> = {
  en: /^[\x20-\x7e○△□]+$/,
  uk: /[\u0400-\u04ff]/,
  pl: /^[\x20-\x7e○△□ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”]+$/,
  'zh-TW': /[\u4e00-\u9fff]/,
};

describe('rules texts of the printed spells', () => {
  it('every printed spell has a non-empty text for every level in every locale, the same as its definition holds', () => {
    expect(BUILTIN_SPELL_IDS).toHaveLength(21);
    for (const id of BUILTIN_SPELL_IDS) {
      const texts = getSpell(id).texts;
      expect(texts, id).toBeDefined();
      expect(Object.keys(texts ?? {}).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        expect(Object.keys(texts?.[locale] ?? {}).sort()).toEqual(['3', '4', '5']);
        for (const level of LEVELS) {
          const text = spellText(id, level, locale);
          expect(typeof text).toBe('string');
          expect(text.trim().length, `${id} L${level} ${locale}`).toBeGreaterThan(0);
          expect(text).toBe(texts?.[locale][level]);
        }
      }
    }
  });

  it('English is the default locale; the example of the brief reads as written', () => {
    for (const id of BUILTIN_SPELL_IDS) for (const level of LEVELS) expect(spellText(id, level)).toBe(spellText(id, level, 'en'));
    expect(spellText('sacrifice', 3)).toBe('Discard 1 ○ (circle), then draw 4.');
  });

  it('plain text: one trimmed line, no markup, ending with a full stop, in the locale\'s script', () => {
    for (const id of BUILTIN_SPELL_IDS) {
      for (const locale of LOCALES) {
        for (const level of LEVELS) {
          const text = spellText(id, level, locale);
          const where = `${id} L${level} ${locale}: ${text}`;
          expect(text, where).toBe(text.trim());
          expect(text, where).not.toMatch(/[\n\r\t<>*_#`[\]{}|\\]|\s{2}/);
          expect(text, where).toMatch(locale === 'zh-TW' ? /。$/ : /\.$/);
          expect(text, where).toMatch(SCRIPT[locale]);
        }
      }
    }
  });

  it('the rune-per-level spells (Sacrifice, Levitation, Time Travel) name the rune of each level, symbol and word, and no other', () => {
    for (const id of ['sacrifice', 'levitation', 'time-travel'] as const) {
      for (const locale of LOCALES) {
        for (const level of LEVELS) {
          const text = spellText(id, level, locale);
          const [symbol, word] = RUNE_WORDS[locale][level];
          expect(text, `${id} L${level} ${locale}`).toContain(symbol);
          expect(text, `${id} L${level} ${locale}`).toContain(word);
          for (const other of LEVELS.filter((l) => l !== level)) {
            expect(text, `${id} L${level} ${locale}`).not.toContain(RUNE_WORDS[locale][other][0]);
          }
        }
      }
    }
  });

  it('the levels without an effect (Storm L3, Transmutation L3) say so; no level with an effect does', () => {
    for (const locale of LOCALES) {
      expect(spellText('storm', 3, locale)).toBe(NO_EFFECT[locale]);
      expect(spellText('transmutation', 3, locale)).toBe(NO_EFFECT[locale]);
      for (const id of BUILTIN_SPELL_IDS) {
        for (const level of LEVELS) {
          if ((id === 'storm' || id === 'transmutation') && level === 3) continue;
          expect(spellText(id, level, locale)).not.toBe(NO_EFFECT[locale]);
        }
      }
    }
  });

  it('two levels of a spell read the same exactly when their effects are the same, in every locale', () => {
    for (const id of BUILTIN_SPELL_IDS) {
      for (const locale of LOCALES) {
        for (const a of LEVELS) {
          for (const b of LEVELS) {
            if (a >= b) continue;
            const same = (SAME_EFFECT[id] ?? []).some((group) => group.includes(a) && group.includes(b));
            expect(spellText(id, a, locale) === spellText(id, b, locale), `${id} L${a}/L${b} ${locale}`).toBe(same);
          }
        }
      }
    }
  });

  it('the counts that change with the level are stated in every locale', () => {
    for (const [id, byLevel] of Object.entries(NUMBERS)) {
      for (const locale of LOCALES) {
        for (const level of LEVELS) {
          expect(spellText(id, level, locale), `${id} L${level} ${locale}`).toMatch(new RegExp(`(^|\\D)${byLevel[level]}(\\D|$)`));
        }
      }
    }
  });

  it('the card-rune effects mention the card rune (Focus, Clone L5, Transmutation L4-5, Mirage, Communion L4)', () => {
    const cardRune: readonly [SpellId, Level][] = [
      ['focus', 3], ['focus', 4], ['focus', 5], ['clone', 5], ['transmutation', 4], ['transmutation', 5],
      ['mirage', 3], ['mirage', 4], ['mirage', 5], ['communion', 4],
    ];
    const words: Readonly<Record<Locale, string>> = { en: 'card rune', uk: 'руною карти', pl: 'runą karty', 'zh-TW': '卡牌符文' };
    for (const [id, level] of cardRune) {
      for (const locale of LOCALES) expect(spellText(id, level, locale), `${id} L${level} ${locale}`).toContain(words[locale]);
    }
  });
});

describe('names', () => {
  it('every printed spell has its printed name in every locale, and names only in the 4 locales', () => {
    expect(CARDS.map((c) => c.id).sort()).toEqual([...BUILTIN_SPELL_IDS].sort());
    for (const id of BUILTIN_SPELL_IDS) {
      expect(Object.keys(getSpell(id).names).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        expect(spellName(id, locale), `${id} ${locale}`).toBe(card(id).names[locale]);
        expect(spellName(id, locale).trim().length).toBeGreaterThan(0);
      }
      expect(spellName(id)).toBe(card(id).names.en);
    }
  });

  it('a locale the engine does not have (an untyped caller) gives the English name and text, never undefined', () => {
    for (const locale of ['de', '', 'EN', '__proto__'] as unknown as Locale[]) {
      expect(spellName('time-travel', locale)).toBe(spellName('time-travel', 'en'));
      expect(spellText('sacrifice', 3, locale)).toBe(spellText('sacrifice', 3, 'en'));
    }
  });

  it('names are distinct within each locale', () => {
    for (const locale of LOCALES) {
      const names = BUILTIN_SPELL_IDS.map((id) => spellName(id, locale));
      expect(new Set(names).size).toBe(21);
    }
  });
});

describe('no display text in the state, saves, views or events', () => {
  /** Every name and every text of every locale. */
  const display = BUILTIN_SPELL_IDS.flatMap((id) => LOCALES.flatMap((locale) => [
    spellName(id, locale), ...LEVELS.map((level) => spellText(id, level, locale)),
  ]));

  function expectNoDisplayText(json: string, where: string): void {
    const found = display.filter((t) => json.includes(t));
    expect(found, where).toEqual([]);
  }

  const games: readonly { spells: SpellSelection; players: number; seed: number }[] = [
    { spells: 'set1', players: 2, seed: 1 },
    { spells: 'set2', players: 3, seed: 2 },
    { spells: 'set3', players: 4, seed: 3 },
    { spells: 'classic', players: 2, seed: 4 },
    { spells: 'classic', players: 3, seed: 5 },
  ];

  for (const g of games) {
    it(`a played ${g.spells} game (${g.players} players): every save, view and event along the way`, () => {
      const events: GameEvent[] = [];
      const saves: string[] = [];
      let n = 0;
      const onStep = (_b: GameState, _a: Action, after: GameState, evs: readonly GameEvent[]): void => {
        events.push(...evs);
        // a save and a view now and then, including with effects in progress
        if (n++ % 7 === 0 || after.pending.length > 0) saves.push(serialize(after), JSON.stringify(playerView(after, after.active)));
      };
      const start = createGame({ players: g.players, seed: `texts-${g.seed}`, spells: g.spells });
      const end = playLearner(start, g.seed, onStep);
      expect(end.phase).toBe('ended');
      expect(end.players.some((p) => p.spells.length > 0)).toBe(true);
      expect(events.some((e) => e.type === 'spell-learned')).toBe(true);
      expectNoDisplayText(serialize(end), 'final save');
      expectNoDisplayText(JSON.stringify(end), 'final state');
      expectNoDisplayText(JSON.stringify(events), 'events');
      for (const s of saves) expectNoDisplayText(s, 'intermediate save or view');
    });
  }

  it('a random game: every state along the way', () => {
    const events: GameEvent[] = [];
    const start = createGame({ players: 2, seed: 'texts-random', spells: 'set3' });
    const end = playRandom(start, 11, 100_000, (_b, _a, after, evs) => {
      events.push(...evs);
      expectNoDisplayText(JSON.stringify(after), 'state');
    });
    expect(end.phase).toBe('ended');
    expectNoDisplayText(serialize(end), 'final save');
    expectNoDisplayText(JSON.stringify(events), 'events');
  });
});
