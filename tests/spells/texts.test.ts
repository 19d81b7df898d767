// Localised spell names and rules texts (display text lives only in the language tables, never in
// the spell definitions or in saved data): every printed spell has its printed name in every
// shipped language and a short rules text for every level in every language (rules §7) under
// both rule profiles (rules §0), the texts say what the game's profile does, and none of that
// text ever appears in a game state, a save, a player view or an event. English is complete; a
// name, text or rewording a translation lacks (none today: tests/locales/completeness.test.ts)
// reads in English, and the checks of translated text skip it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_SPELL_IDS, LEVELS, LOCALES, RULE_PRESETS, createGame, rulePresetAt, defineSpell, getSpell, hasSpell, playerView, serialize, spellName, spellText,
  type Action, type BuiltinSpellId, type GameEvent, type GameState, type Level, type Locale, type RulePresetName, type RuleProfile,
  type SpellDefinition, type SpellId, type SpellSelection,
} from '../../src/index.js';
import { registerLocale, type LocaleInput, type SpellTextVariants } from '../../src/index.js';
import { en } from '../../src/locales/packs/en.js';
import { uk } from '../../src/locales/packs/uk.js';
import { pl } from '../../src/locales/packs/pl.js';
import { zhTW } from '../../src/locales/packs/zh-TW.js';
import { completeness } from '../../scripts/locale-completeness.js';
import { CARDS, card } from '../oracle/cards.js';
import { playLearner, playRandom } from '../kit/index.js';

for (const language of [uk, pl, zhTW]) registerLocale(language);

/** The shipped languages, by tag. */
const LANGUAGES: Readonly<Record<Locale, LocaleInput>> = { en, uk, pl, 'zh-TW': zhTW };

/** The keys each language lacks (`spellNames.blaze`, `spellTexts.blaze.4`, `spellTextVariants.lowering.one-level.growth.5`): English gives them. */
const GAPS: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: new Set(), uk: new Set(completeness(uk).missing), pl: new Set(completeness(pl).missing), 'zh-TW': new Set(completeness(zhTW).missing),
};
/** Whether a language has its own text of a spell level under a profile (its text and every rewording that profile needs). */
function ownText(locale: Locale, id: BuiltinSpellId, level: Level, rules: RulePresetName | RuleProfile = 'printed'): boolean {
  if (GAPS[locale].has(`spellTexts.${id}.${level}`)) return false;
  const profile = typeof rules === 'string' ? RULE_PRESETS[rules] : rules;
  return ![...GAPS[locale]].some((key) => {
    const [part, point, value, spell, at] = key.split('.');
    return part === 'spellTextVariants' && spell === id && at === String(level) && profile[point as keyof RuleProfile] === value;
  });
}

/** Every language's printed texts, by spell, language and level (English's where a language lacks the spell's). */
const SPELL_TEXTS = Object.fromEntries(BUILTIN_SPELL_IDS.map((id) => [
  id, Object.fromEntries(LOCALES.map((locale) => [locale, LANGUAGES[locale].spellTexts?.[id] ?? en.spellTexts[id]])) as Record<Locale, Readonly<Record<Level, string>>>,
])) as Record<BuiltinSpellId, Record<Locale, Readonly<Record<Level, string>>>>;

/** The rewordings, by point, value, spell, level and then language (undefined where a language lacks one). */
type Rewordings = Record<string, Record<string, Record<string, Record<string, Partial<Record<Locale, readonly [string, string]>>>>>>;
const SPELL_TEXT_VARIANTS: Rewordings = {};
for (const locale of LOCALES) {
  for (const [point, byValue] of Object.entries((LANGUAGES[locale].spellTextVariants ?? {}) as Readonly<Record<string, SpellTextVariants[keyof SpellTextVariants]>>)) {
    for (const [value, bySpell] of Object.entries(byValue ?? {})) {
      for (const [id, byLevel] of Object.entries(bySpell ?? {})) {
        for (const [level, pair] of Object.entries(byLevel ?? {})) {
          ((((SPELL_TEXT_VARIANTS[point] ??= {})[value] ??= {})[id] ??= {})[level] ??= {})[locale] = pair as readonly [string, string];
        }
      }
    }
  }
}

/** The runes as the texts write them: the symbol and the rune word of the locale. */
const RUNE_WORDS: Readonly<Record<Locale, Readonly<Record<Level, readonly [string, string]>>>> = {
  en: { 3: ['○', 'circle'], 4: ['△', 'triangle'], 5: ['□', 'square'] },
  uk: { 3: ['○', 'коло'], 4: ['△', 'трикутник'], 5: ['□', 'квадрат'] },
  pl: { 3: ['○', 'koło'], 4: ['△', 'trójkąt'], 5: ['□', 'kwadrat'] },
  'zh-TW': { 3: ['○', '圓形'], 4: ['△', '三角形'], 5: ['□', '方形'] },
};

/** "No effect." in each locale (Storm L3, Transmutation L3). */
const NO_EFFECT: Readonly<Record<Locale, string>> = { en: 'No effect.', uk: 'Немає ефекту.', pl: 'Brak efektu.', 'zh-TW': '沒有效果。' };

/** The two presets. */
const PRESETS: readonly RulePresetName[] = ['printed', 'digital'];

/**
 * Levels whose effects are the same under each preset (rules §7); every other pair of levels
 * differs. Storm L4 and L5 differ in print ("down to level 3" / "down to level 4") and are the
 * same under the digital profile (one level down).
 */
const SAME_EFFECT: Readonly<Record<RulePresetName, Readonly<Record<string, readonly (readonly Level[])[]>>>> = {
  printed: { blaze: [[3, 4, 5]], swiftness: [[3, 4]], mirage: [[4, 5]] },
  digital: { blaze: [[3, 4, 5]], storm: [[4, 5]], swiftness: [[3, 4]], mirage: [[4, 5]] },
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
  it('every printed spell has a non-empty text for every level in every language, and its definition carries none', () => {
    expect(BUILTIN_SPELL_IDS).toHaveLength(21);
    for (const id of BUILTIN_SPELL_IDS) {
      expect(getSpell(id).texts, id).toBeUndefined();
      expect(getSpell(id).names, id).toBeUndefined();
      for (const locale of LOCALES) {
        const texts = SPELL_TEXTS[id][locale];
        expect(Object.keys(texts).sort()).toEqual(['3', '4', '5']);
        for (const level of LEVELS) {
          const text = spellText(id, level, locale);
          expect(typeof text).toBe('string');
          expect(text.trim().length, `${id} L${level} ${locale}`).toBeGreaterThan(0);
          expect(text).toBe(ownText(locale, id, level) ? texts[level] : spellText(id, level, 'en'));
        }
      }
    }
  });

  it('English is the default locale; the example of the brief reads as written', () => {
    for (const id of BUILTIN_SPELL_IDS) for (const level of LEVELS) expect(spellText(id, level)).toBe(spellText(id, level, 'en'));
    expect(spellText('sacrifice', 3)).toBe('Discard 1 ○ (circle), then draw 4.');
  });

  it('plain text: one trimmed line, no markup, ending with a full stop, in the locale\'s script, under both presets', () => {
    for (const rules of PRESETS) {
      for (const id of BUILTIN_SPELL_IDS) {
        for (const locale of LOCALES) {
          for (const level of LEVELS) {
            const text = spellText(id, level, locale, rules);
            const where = `${rules} ${id} L${level} ${locale}: ${text}`;
            expect(text, where).toBe(text.trim());
            expect(text, where).not.toMatch(/[\n\r\t<>*_#`[\]{}|\\]|\s{2}/);
            if (!ownText(locale, id, level, rules)) continue; // English shows
            expect(text, where).toMatch(locale === 'zh-TW' ? /。$/ : /\.$/);
            expect(text, where).toMatch(SCRIPT[locale]);
          }
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

  it('two levels of a spell read the same exactly when their effects are the same, in every locale, under both presets', () => {
    for (const rules of PRESETS) {
      for (const id of BUILTIN_SPELL_IDS) {
        for (const locale of LOCALES) {
          for (const a of LEVELS) {
            for (const b of LEVELS) {
              if (a >= b) continue;
              const same = (SAME_EFFECT[rules][id] ?? []).some((group) => group.includes(a) && group.includes(b));
              expect(spellText(id, a, locale, rules) === spellText(id, b, locale, rules), `${rules} ${id} L${a}/L${b} ${locale}`).toBe(same);
            }
          }
        }
      }
    }
  });

  it('the counts that change with the level are stated in every locale', () => {
    for (const rules of PRESETS) {
      for (const [id, byLevel] of Object.entries(NUMBERS)) {
        for (const locale of LOCALES) {
          for (const level of LEVELS) {
            expect(spellText(id, level, locale, rules), `${rules} ${id} L${level} ${locale}`).toMatch(new RegExp(`(^|\\D)${byLevel[level]}(\\D|$)`));
          }
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
      for (const locale of LOCALES) {
        for (const rules of PRESETS) expect(spellText(id, level, locale, rules), `${rules} ${id} L${level} ${locale}`).toContain(words[locale]);
      }
    }
  });
});

/** A profile that reads every point as printed except `point`, which reads `value` (the digital preset's by default). */
function onlyDigital(point: keyof RuleProfile, value: string = RULE_PRESETS.digital[point]): RuleProfile {
  return { ...RULE_PRESETS.printed, [point]: value };
}

/**
 * Each rule point that rewords spell texts (rules §0): the spell levels it rewords, and their
 * English texts under the printed reading of that point alone and under `value` (the digital
 * preset's, when absent; Mirage's timing rewords under two values).
 */
const POINT_TEXTS: readonly {
  readonly point: keyof RuleProfile;
  readonly value?: string;
  readonly texts: readonly { readonly spell: BuiltinSpellId; readonly level: Level; readonly printed: string; readonly digital: string }[];
}[] = [
  {
    point: 'lowering',
    texts: [
      { spell: 'growth', level: 4, printed: 'Take 2 and store them, then move Growth down to level 3.', digital: 'Take 2 and store them, then lower Growth one level.' },
      { spell: 'growth', level: 5, printed: 'Take 3 and store them, then move Growth down to level 4.', digital: 'Take 3 and store them, then lower Growth one level.' },
      {
        spell: 'storm', level: 4,
        printed: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then move Storm down to level 3.',
        digital: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then lower Storm one level.',
      },
      {
        spell: 'storm', level: 5,
        printed: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then move Storm down to level 4.',
        digital: 'Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then lower Storm one level.',
      },
    ],
  },
  {
    point: 'swiftnessSpells',
    texts: ([3, 4] as const).map((level) => ({
      spell: 'swiftness', level,
      printed: 'When learned: perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
      digital: 'When learned: perform 1 extra Morning action (Take 1, Draw 2, or any of your learned Morning spells).',
    })),
  },
  {
    point: 'cloneDiscard',
    texts: [{
      spell: 'clone', level: 5,
      printed: 'Discard 1 of the card rune, then perform a Morning action as if you had learned it: Take 1, Draw 2, or a Morning spell another player learned.',
      digital: 'Set aside 1 of the card rune (discarded once the action ends), then perform a Morning action as if you had learned it: Take 1, Draw 2, or a Morning spell another player learned.',
    }],
  },
  {
    point: 'swiftnessAction',
    texts: ([3, 4] as const).map((level) => ({
      spell: 'swiftness', level,
      printed: 'When learned: perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
      digital: 'When learned: you may perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
    })),
  },
  {
    point: 'mirageDraws',
    value: 'after-takes',
    texts: ([[3, 1], [4, 2], [5, 2]] as const).map(([level, n]) => ({
      spell: 'mirage', level,
      printed: `Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw ${n} at once.`,
      digital: `Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw ${n} once the effect has made those takes.`,
    })),
  },
  {
    point: 'mirageDraws',
    value: 'after-step',
    texts: ([[3, 1], [4, 2], [5, 2]] as const).map(([level, n]) => ({
      spell: 'mirage', level,
      printed: `Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw ${n} at once.`,
      digital: `Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw ${n} once the effect has made those takes and the draw that goes with them.`,
    })),
  },
  {
    point: 'mirageTakes',
    texts: ([[3, 1], [4, 2], [5, 2]] as const).map(([level, n]) => ({
      spell: 'mirage', level,
      printed: `Permanent: during your Day, each time you take a materia of the card rune from the altar (into your pool, onto your familiar board, or in a swap), draw ${n} at once.`,
      digital: `Permanent: during your Day, each time you take a materia of the card rune from the altar into your pool, draw ${n} at once.`,
    })),
  },
  {
    point: 'communionStores',
    texts: [{
      spell: 'communion', level: 5,
      printed: 'Permanent: at each of your Learns (this one included), once its payment is discarded, store 2 materia from the discard box.',
      digital: 'Permanent: at each of your Learns (this one included), store 2 of the materia you paid.',
    }],
  },
  {
    point: 'stormDiscards',
    texts: ([[4, 3], [5, 4]] as const).map(([level, to]) => ({
      spell: 'storm', level,
      printed: `Discard any number of altar materia (none allowed), then draw as many onto the altar. Then take 3. Then move Storm down to level ${to}.`,
      digital: `Discard 1 to 10 altar materia, then draw as many onto the altar. Then take 3. Then move Storm down to level ${to}.`,
    })),
  },
];

describe('the texts follow the rule profile (rules §0)', () => {
  it('each point rewords exactly its spell levels, in English as written, and every other text reads as printed', () => {
    for (const { point, value, texts } of POINT_TEXTS) {
      const profile = onlyDigital(point, value);
      for (const id of BUILTIN_SPELL_IDS) {
        for (const level of LEVELS) {
          const entry = texts.find((t) => t.spell === id && t.level === level);
          const where = `${point}: ${id} L${level}`;
          expect(spellText(id, level, 'en', RULE_PRESETS.printed), where).toBe(entry?.printed ?? spellText(id, level));
          expect(spellText(id, level, 'en', profile), where).toBe(entry?.digital ?? spellText(id, level));
          for (const locale of LOCALES) {
            const printed = spellText(id, level, locale, 'printed');
            const digital = spellText(id, level, locale, profile);
            expect(digital !== printed, `${where} ${locale}: ${digital}`).toBe(entry !== undefined);
          }
        }
      }
    }
  });

  it('every locale has every rewording: its printed clause is in the printed text, once, and only the reworded clause is in the other', () => {
    const points = Object.keys(SPELL_TEXT_VARIANTS).sort();
    expect(points).toEqual([...new Set(POINT_TEXTS.map((p) => p.point))].sort());
    for (const [point, byValue] of Object.entries(SPELL_TEXT_VARIANTS)) {
      const values = Object.keys(byValue ?? {});
      const digital = RULE_PRESETS.digital[point as keyof RuleProfile];
      expect(values, point).toEqual(POINT_TEXTS.filter((p) => p.point === point).map((p) => p.value ?? digital));
      for (const [value, bySpell] of Object.entries(byValue ?? {})) {
        const profile = onlyDigital(point as keyof RuleProfile, value);
        for (const [id, byLevel] of Object.entries(bySpell ?? {})) {
          for (const [level, byLocale] of Object.entries(byLevel ?? {})) {
            const lacking = LOCALES.filter((locale) => GAPS[locale].has(`spellTextVariants.${point}.${value}.${id}.${level}`));
            expect(Object.keys(byLocale ?? {}).sort(), `${point} ${id} L${level}`).toEqual(LOCALES.filter((l) => !lacking.includes(l)).sort());
            for (const locale of LOCALES) {
              if (lacking.includes(locale)) {
                // A rewording the language lacks: that level's whole text in English under the point, never a misstatement.
                expect(spellText(id, Number(level) as Level, locale, profile), `${point} ${id} L${level} ${locale}`)
                  .toBe(spellText(id, Number(level) as Level, 'en', profile));
                continue;
              }
              const [printedClause, rewordedClause] = byLocale?.[locale] ?? ['', ''];
              const where = `${point} ${id} L${level} ${locale}`;
              const printed = SPELL_TEXTS[id as BuiltinSpellId][locale][Number(level) as Level];
              expect(printedClause.length, where).toBeGreaterThan(0);
              expect(rewordedClause, where).not.toBe(printedClause);
              expect(printed.split(printedClause).length - 1, `${where}: ${printed}`).toBe(1);
              const reworded = spellText(id, Number(level) as Level, locale, profile);
              expect(reworded, where).toContain(rewordedClause);
              expect(reworded, where).not.toContain(printedClause);
            }
          }
        }
      }
    }
  });

  it('the printed and the digital presets differ on exactly the reworded levels, in every locale', () => {
    const reworded = new Set(POINT_TEXTS.flatMap(({ texts }) => texts.map((t) => `${t.spell} ${t.level}`)));
    expect([...reworded].sort()).toEqual([
      'clone 5', 'communion 5', 'growth 4', 'growth 5', 'mirage 3', 'mirage 4', 'mirage 5', 'storm 4', 'storm 5', 'swiftness 3', 'swiftness 4',
    ]);
    for (const id of BUILTIN_SPELL_IDS) {
      for (const level of LEVELS) {
        for (const locale of LOCALES) {
          const differ = spellText(id, level, locale, 'printed') !== spellText(id, level, locale, 'digital');
          expect(differ, `${id} L${level} ${locale}`).toBe(reworded.has(`${id} ${level}`));
        }
      }
    }
  });

  it('the digital preset, in English, as written', () => {
    expect(spellText('growth', 4, 'en', 'digital')).toBe('Take 2 and store them, then lower Growth one level.');
    expect(spellText('storm', 5, 'en', 'digital')).toBe(
      'Discard 1 to 10 altar materia, then draw as many onto the altar. Then take 3. Then lower Storm one level.',
    );
    expect(spellText('mirage', 3, 'en', 'digital')).toBe(
      'Permanent: during your Day, each time you take a materia of the card rune from the altar into your pool, draw 1 once the effect has made those takes and the draw that goes with them.',
    );
    expect(spellText('mirage', 4, 'en', 'digital')).toBe(
      'Permanent: during your Day, each time you take a materia of the card rune from the altar into your pool, draw 2 once the effect has made those takes and the draw that goes with them.',
    );
    expect(spellText('swiftness', 3, 'en', 'digital')).toBe(
      'When learned: you may perform 1 extra Morning action (Take 1, Draw 2, or any of your learned Morning spells).',
    );
    expect(spellText('swiftness', 3, 'en')).toBe(
      'When learned: perform 1 extra Morning action (Take 1, Draw 2, or a Morning spell of yours learned on an earlier Day).',
    );
  });

  it('the other locales, as written, under both presets', () => {
    expect(spellText('growth', 5, 'uk')).toBe('Візьміть 3 жетони з вівтаря й збережіть їх, потім знизьте «Буяння» до 4-го рівня.');
    expect(spellText('growth', 5, 'uk', 'digital')).toBe('Візьміть 3 жетони з вівтаря й збережіть їх, потім знизьте «Буяння» на 1 рівень.');
    expect(spellText('storm', 4, 'pl')).toBe(
      'Odrzuć z ołtarza dowolną liczbę żetonów (również zero) i wylosuj tyle samo na ołtarz. Następnie weź 3. Na koniec obniż „Burzę” do poziomu 3.',
    );
    expect(spellText('storm', 4, 'pl', 'digital')).toBe(
      'Odrzuć z ołtarza od 1 do 10 żetonów i wylosuj tyle samo na ołtarz. Następnie weź 3. Na koniec obniż „Burzę” o 1 poziom.',
    );
    expect(spellText('mirage', 4, 'zh-TW')).toBe(
      '永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素（放入你的元素池、放到你的家族圖板上，或在交換中獲得），立即抽取2個元素。',
    );
    expect(spellText('mirage', 4, 'zh-TW', 'digital')).toBe('永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素放入你的元素池，在該效果完成這些拿取及隨之的抽取後抽取2個元素。');
    expect(spellText('mirage', 4, 'zh-TW', rulePresetAt('digital', 1))).toBe('永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素放入你的元素池，在該效果完成這些拿取後抽取2個元素。');
    expect(spellText('communion', 5, 'uk')).toBe('Постійний ефект: щоразу, коли ви вивчаєте заклинання (і це також), скиньте оплату, а потім збережіть 2 жетони зі скиду.');
    expect(spellText('communion', 5, 'uk', 'digital')).toBe('Постійний ефект: щоразу, коли ви вивчаєте заклинання (і це також), збережіть 2 жетони з тих, якими ви заплатили.');
  });

  it('the level a printed lowering goes to is named in every locale; the digital one names none', () => {
    const count = (text: string, digit: number): number => text.split(String(digit)).length - 1;
    for (const [id, level, to] of [['growth', 4, 3], ['growth', 5, 4], ['storm', 4, 3], ['storm', 5, 4]] as const) {
      for (const locale of LOCALES) {
        const printed = spellText(id, level, locale);
        const digital = spellText(id, level, locale, onlyDigital('lowering'));
        expect(count(printed, to), `${id} L${level} ${locale}: ${printed} / ${digital}`).toBe(count(digital, to) + 1);
      }
    }
  });

  it('the points compose: a profile that mixes the presets rewords each point its own way', () => {
    const mixedMirage = { ...RULE_PRESETS.digital, mirageDraws: RULE_PRESETS.printed.mirageDraws };
    expect(spellText('mirage', 5, 'en', mixedMirage)).toBe(
      'Permanent: during your Day, each time you take a materia of the card rune from the altar into your pool, draw 2 at once.',
    );
    expect(spellText('mirage', 5, 'uk', mixedMirage)).toBe(
      'Постійний ефект: протягом вашого дня щоразу, коли ви берете з вівтаря жетон з руною карти у свій запас, одразу витягніть 2.',
    );
    const mixedStorm = { ...RULE_PRESETS.digital, lowering: RULE_PRESETS.printed.lowering };
    expect(spellText('storm', 5, 'en', mixedStorm)).toBe(
      'Discard 1 to 10 altar materia, then draw as many onto the altar. Then take 3. Then move Storm down to level 4.',
    );
    expect(spellText('storm', 5, 'zh-TW', mixedStorm)).toBe(
      '從祭壇中棄掉1至10個元素，並從小袋中抽取相同數量的元素放到祭壇上。接著拿取3個元素。最後將風暴下降至等級4。',
    );
  });

  it('the profile may be a preset name, a profile object or a game\'s own; printed by default, and for a name the engine does not have', () => {
    const game = createGame({ players: 2, seed: 'texts-profile', rules: 'digital' });
    for (const locale of LOCALES) {
      for (const id of BUILTIN_SPELL_IDS) {
        for (const level of LEVELS) {
          expect(spellText(id, level, locale, RULE_PRESETS.digital)).toBe(spellText(id, level, locale, 'digital'));
          expect(spellText(id, level, locale, game.rules)).toBe(spellText(id, level, locale, 'digital'));
          expect(spellText(id, level, locale, { ...RULE_PRESETS.printed })).toBe(spellText(id, level, locale));
          expect(spellText(id, level, locale, 'homebrew' as RulePresetName)).toBe(spellText(id, level, locale, 'printed'));
        }
      }
    }
    expect(spellText('growth', 4, 'en', createGame({ players: 2, seed: 'texts-profile' }).rules)).toBe(spellText('growth', 4));
  });

  it('a homebrew spell reads its own texts, or its fallback, whatever the profile', () => {
    const gust = (locale: Locale): Readonly<Record<Level, string>> => ({ 3: `Gust 3 ${locale}.`, 4: `Gust 4 ${locale}.`, 5: `Gust 5 ${locale}.` });
    const texts = { en: gust('en'), uk: gust('uk'), pl: gust('pl'), 'zh-TW': gust('zh-TW') };
    const names = { en: 'Gust', uk: 'Порив', pl: 'Poryw', 'zh-TW': '陣風' };
    const levels: SpellDefinition['levels'] = {
      3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
      4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 2 }] },
      5: { kind: 'action', points: 3, effect: () => [{ step: 'draw', count: 3 }] },
    };
    if (!hasSpell('texts-profile-gust')) defineSpell({ id: 'texts-profile-gust', colour: 'green', set: null, phase: 'morning', levels, names, texts });
    if (!hasSpell('texts-profile-breeze')) defineSpell({ id: 'texts-profile-breeze', colour: 'green', set: null, phase: 'morning', levels, names });
    for (const locale of LOCALES) {
      for (const level of LEVELS) {
        expect(spellText('texts-profile-gust', level, locale, 'digital')).toBe(`Gust ${level} ${locale}.`);
        expect(spellText('texts-profile-breeze', level, locale, 'digital')).toBe(spellText('texts-profile-breeze', level, locale));
      }
    }
  });
});

describe('the guide docs/spells.md', () => {
  const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'spells.md'), 'utf8');
  const [printedPart = '', digitalPart = ''] = doc.split('## Where the digital profile reads differently');
  /** The table rows of a part of the page, cell by cell, without the header and separator rows. */
  const rows = (part: string): string[][] => part.split('\n')
    .filter((line) => /^\| .*\(`[a-z-]+`\) \| [345] \|/.test(line))
    .map((line) => line.slice(2, -2).split(' | '));
  const idOf = (cell: string): BuiltinSpellId => (/\(`([a-z-]+)`\)/.exec(cell)?.[1] ?? '') as BuiltinSpellId;

  it('lists every level of every printed spell with its printed English text', () => {
    const listed = rows(printedPart).map(([spell = '', level = '', text = '']) => {
      const id = idOf(spell);
      expect(spell, id).toBe(`${spellName(id)} (\`${id}\`)`);
      expect(text, `${id} L${level}`).toBe(spellText(id, Number(level) as Level));
      return `${id} ${level}`;
    });
    expect(listed).toEqual(BUILTIN_SPELL_IDS.flatMap((id) => LEVELS.map((level) => `${id} ${level}`)));
  });

  it('lists exactly the levels that read differently under the digital preset, their points, and both texts', () => {
    const listed = rows(digitalPart).map(([spell = '', level = '', points = '', printed = '', digital = '']) => {
      const id = idOf(spell);
      const l = Number(level) as Level;
      expect(printed, `${id} L${l}`).toBe(spellText(id, l, 'en', 'printed'));
      expect(digital, `${id} L${l}`).toBe(spellText(id, l, 'en', 'digital'));
      const rewording = new Set(POINT_TEXTS.filter((p) => p.texts.some((t) => t.spell === id && t.level === l)).map((p) => `\`${p.point}\``));
      expect(points, `${id} L${l}`).toBe([...rewording].join(', '));
      return `${id} ${l}`;
    });
    const differing = BUILTIN_SPELL_IDS.flatMap((id) => LEVELS.filter((l) => spellText(id, l, 'en', 'printed') !== spellText(id, l, 'en', 'digital')).map((l) => `${id} ${l}`));
    expect(listed).toEqual(differing);
  });
});

describe('names', () => {
  it('every printed spell has its printed name in every shipped language, from the language tables', () => {
    expect(CARDS.map((c) => c.id).sort()).toEqual([...BUILTIN_SPELL_IDS].sort());
    for (const locale of LOCALES) {
      const lacking = BUILTIN_SPELL_IDS.filter((id) => GAPS[locale].has(`spellNames.${id}`));
      expect(Object.keys(LANGUAGES[locale].spellNames ?? {}).sort(), locale).toEqual(BUILTIN_SPELL_IDS.filter((id) => !lacking.includes(id)).sort());
    }
    for (const id of BUILTIN_SPELL_IDS) {
      for (const locale of LOCALES) {
        expect(spellName(id, locale), `${id} ${locale}`).toBe(GAPS[locale].has(`spellNames.${id}`) ? card(id).names.en : card(id).names[locale]);
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
    spellName(id, locale), ...PRESETS.flatMap((rules) => LEVELS.map((level) => spellText(id, level, locale, rules))),
  ]));

  function expectNoDisplayText(json: string, where: string): void {
    const found = display.filter((t) => json.includes(t));
    expect(found, where).toEqual([]);
  }

  const games: readonly { spells: SpellSelection; players: 1 | 2 | 3 | 4; seed: number }[] = [
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
