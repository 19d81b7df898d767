// Localised descriptions: the English table complete, the translations translated (every string
// they give; a string they lack reads in English, see completeness.test.ts), every action, event
// and decision of real games described in every locale, and a few exact strings per locale. The
// shipped languages are registered here, as an app registers them (English is built in).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES, COLOURS, LOCALES, MATERIA_KINDS, PHASES, RULE_PRESETS, RUNES, applyAction, createGame, currentDecision,
  describeAction, describeDecision, describeEvent, describeMateria, describePlayer, describeStep, describeViolation,
  type Action, type Decision, type EffectStep, type GameEvent, type GameState, type Locale, type LocaleInput, type PartialLocaleTable,
  type RulePresetName, type RuleProfile, type ViolationCode,
} from '../../src/index.js';
import { VIOLATION_CODES } from '../../src/index.js';
import { registerLocale } from '../../src/index.js';
import { en } from '../../src/locales/packs/en.js';
import { uk } from '../../src/locales/packs/uk.js';
import { pl } from '../../src/locales/packs/pl.js';
import { zhTW } from '../../src/locales/packs/zh-TW.js';
import { completeness } from '../../scripts/locale-completeness.js';
import { cast, learned, riggedGame } from '../kit/index.js';
import { collect } from './collect.js';

for (const language of [uk, pl, zhTW]) registerLocale(language);

/** The shipped languages, by tag. */
const LANGUAGES: Readonly<Record<Locale, LocaleInput>> = { en, uk, pl, 'zh-TW': zhTW };
/** The shipped languages' own tables, as written (not filled in from English): English's complete, the translations' maybe not. */
const LOCALE_TABLES: Readonly<Record<Locale, PartialLocaleTable>> = { en: en.table, uk: uk.table ?? {}, pl: pl.table ?? {}, 'zh-TW': zhTW.table ?? {} };
/**
 * The keys each language lacks, which English gives (`table.events.materia-drawn`): none today;
 * a rule change may land before its translations. The checks of translated text skip them.
 */
const GAPS: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: new Set(), uk: new Set(completeness(uk).missing), pl: new Set(completeness(pl).missing), 'zh-TW': new Set(completeness(zhTW).missing),
};
/** Whether a language gives every key a text is made of (none of it falls back to English). */
const translated = (locale: Locale, keys: readonly string[]): boolean => keys.every((key) => !GAPS[locale].has(key));

// ---- samples: every action type, event type, step kind and decision kind, in every variant ----

/** Every event type (a Record, so a new event type is a compile error here until it is listed). */
const EVENT_SAMPLES: Readonly<Record<GameEvent['type'], readonly GameEvent[]>> = {
  'materia-drawn': [{ type: 'materia-drawn', player: 0, materia: 'red-circle' }],
  'materia-revealed': [{ type: 'materia-revealed', materia: 'purple-triangle' }],
  'draw-lost': [{ type: 'draw-lost', to: 'pool' }, { type: 'draw-lost', to: 'altar' }, { type: 'draw-lost', to: 'opponent' }],
  'pouch-refilled': [{ type: 'pouch-refilled', count: 1 }, { type: 'pouch-refilled', count: 3 }, { type: 'pouch-refilled', count: 12 }, { type: 'pouch-refilled', count: 22 }],
  'materia-taken': [{ type: 'materia-taken', player: 1, materia: 'blue-square' }],
  'materia-stored': [
    { type: 'materia-stored', player: 0, materia: 'green-square', from: 'pool', space: 0 },
    { type: 'materia-stored', player: 2, materia: 'white-circle', from: 'altar', space: 13 },
    { type: 'materia-stored', player: 1, materia: 'red-square', from: 'discard', space: 5 },
  ],
  'materia-discarded': [
    { type: 'materia-discarded', from: 'pool', player: 3, materia: 'black-triangle' },
    { type: 'materia-discarded', from: 'altar', materia: 'yellow-circle' },
    { type: 'materia-discarded', from: 'held', player: 0, materia: 'white-square' },
  ],
  'materia-held': [{ type: 'materia-held', player: 0, materia: 'white-square' }],
  'spell-learned': [{
    type: 'spell-learned', player: 0, spell: 'abundance', level: 5, card: 'yellow-square',
    spend: ['red-circle', 'green-circle', 'blue-circle', 'yellow-triangle', 'yellow-square', 'yellow-circle', 'yellow-circle'],
  }],
  passed: PHASES.map((phase): GameEvent => ({ type: 'passed', player: 1, phase })),
  'phase-started': PHASES.map((phase): GameEvent => ({ type: 'phase-started', player: 0, phase, day: 3 })),
  'altar-resupplied': (['fill', 'add-one', 'replace', 'solo-fill', 'solo-trim'] as const).map((rule): GameEvent => ({ type: 'altar-resupplied', rule })),
  'day-ended': [{ type: 'day-ended', player: 1, day: 7 }],
  'game-end-triggered': [
    { type: 'game-end-triggered', player: 0, reason: 'seventh-spell' },
    { type: 'game-end-triggered', player: 1, reason: 'familiar-full' },
  ],
  'game-ended': [{ type: 'game-ended' }],
  'spell-cast': [
    { type: 'spell-cast', player: 0, spell: 'sacrifice', level: 3 },
    { type: 'spell-cast', player: 1, spell: 'feast', level: 4, from: 0 },
  ],
  'spell-level-changed': [
    { type: 'spell-level-changed', player: 0, spell: 'growth', from: 5, to: 4 },
    { type: 'spell-level-changed', player: 1, spell: 'purification', from: 3, to: 4 },
  ],
  'materia-swapped': [
    { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-square', get: 'blue-circle' },
    { type: 'materia-swapped', player: 0, with: 'familiar', give: 'white-triangle', get: 'black-square', space: 2 },
  ],
  'spell-triggered': [{ type: 'spell-triggered', player: 0, spell: 'mirage', level: 4 }],
  'step-skipped': [
    ...(['take', 'take-store', 'store', 'discard', 'swap-altar'] as const).map((step): GameEvent => ({ type: 'step-skipped', player: 0, step, remaining: 2 })),
    { type: 'step-skipped', player: 2, step: 'others-draw', remaining: 1 },
  ],
  'step-stopped': (['clear-altar', 'take', 'phase-action'] as const).map((step): GameEvent => ({ type: 'step-stopped', player: 1, step })),
  'mode-chosen': [{ type: 'mode-chosen', player: 0, mode: 'store' }, { type: 'mode-chosen', player: 0, mode: 'take' }],
  'opponent-placed': [{ type: 'opponent-placed', materia: 'purple-square', space: 5 }],
  'opponent-received': [
    { type: 'opponent-received', materia: 'red-triangle', from: 'altar' },
    { type: 'opponent-received', materia: 'green-circle', from: 'pouch' },
  ],
  'altar-refreshed': [{ type: 'altar-refreshed', space: 9 }],
};

/** Every action type. */
const ACTION_SAMPLES: Readonly<Record<Action['type'], readonly Action[]>> = {
  take: [{ type: 'take', player: 0, materia: 'red-circle' }],
  draw: [{ type: 'draw', player: 1 }],
  store: [{ type: 'store', player: 2, materia: 'blue-triangle' }],
  learn: [{ type: 'learn', player: 0, spell: 'abundance', level: 3, onCard: 'yellow-square', spend: ['yellow-square', 'yellow-circle', 'red-circle', 'green-circle', 'blue-circle'] }],
  pass: [{ type: 'pass', player: 3 }],
  cast: [{ type: 'cast', player: 0, spell: 'sacrifice', level: 3 }, { type: 'cast', player: 1, spell: 'feast', level: 3, from: 0 }],
  pick: [{ type: 'pick', player: 1, materia: 'white-square' }],
  swap: [{ type: 'swap', player: 0, give: 'black-circle', get: 'purple-triangle' }],
  raise: [{ type: 'raise', player: 0, spell: 'growth' }],
  mode: [{ type: 'mode', player: 0, mode: 'store' }, { type: 'mode', player: 0, mode: 'take' }],
  stop: [{ type: 'stop', player: 2 }],
};

/** Every effect step kind, the automatic ones included (they never wait, but are described all the same). */
const STEP_SAMPLES: Readonly<Record<EffectStep['step'], readonly EffectStep[]>> = {
  draw: [{ step: 'draw', count: 1 }, { step: 'draw', count: 4 }],
  'draw-until': [{ step: 'draw-until', size: 4 }, { step: 'draw-until', size: 5 }],
  reveal: [{ step: 'reveal', count: 2 }],
  'others-draw': [{ step: 'others-draw' }],
  take: [
    { step: 'take', count: 1, taker: 1 },
    { step: 'take', count: 2, taker: 0, filter: { rune: 'circle' } },
    { step: 'take', count: 2, taker: 0, filter: { sameColour: true }, optional: true },
    { step: 'take', count: 1, taker: 0, filter: { sameColour: true, colour: 'green' }, optional: true },
    { step: 'take', count: 1, taker: 0, filter: { familiarColour: true } },
  ],
  'take-store': [{ step: 'take-store', count: 1 }, { step: 'take-store', count: 3 }],
  store: [{ step: 'store', count: 2, filter: { sameColour: true } }, { step: 'store', count: 1, filter: { rune: 'square' } }, { step: 'store', count: 1 }],
  discard: [{ step: 'discard', count: 1, filter: { rune: 'triangle' }, cost: true }, { step: 'discard', count: 3 }],
  'swap-altar': [{ step: 'swap-altar', count: 3, given: [], received: [] }, { step: 'swap-altar', count: 1, given: ['red-circle'], received: ['blue-circle'] }],
  'swap-familiar': [{ step: 'swap-familiar' }],
  'clear-altar': [{ step: 'clear-altar', discarded: 0 }, { step: 'clear-altar', discarded: 2 }],
  lower: [{ step: 'lower', to: 3 }, { step: 'lower', to: 4 }],
  raise: [{ step: 'raise' }],
  mode: [{ step: 'mode', modes: [{ mode: 'store', steps: [{ step: 'store', count: 2 }] }, { mode: 'take', steps: [{ step: 'take', count: 1, taker: 0 }] }] }],
  'phase-action': [
    { step: 'phase-action', phase: 'midday', as: 'copy' },
    { step: 'phase-action', phase: 'evening', as: 'copy' },
    { step: 'phase-action', phase: 'morning', as: 'extra', optional: true },
  ],
  learn: [{ step: 'learn', wild: 1, rune: 'circle' }, { step: 'learn', wild: 2, rune: 'square' }],
  'learn-discards': [
    { step: 'learn-discards', keep: 2, setAside: ['red-triangle', 'red-square'] },
    { step: 'learn-discards', keep: 0, setAside: ['red-triangle', 'red-square', 'blue-circle'] },
  ],
  'store-from-discard': [{ step: 'store-from-discard', count: 2 }, { step: 'store-from-discard', count: 1 }],
  'check-end': [{ step: 'check-end' }],
  'discard-held': [{ step: 'discard-held', materia: ['white-square'] }, { step: 'discard-held', materia: ['white-circle', 'white-triangle'] }],
  'opponent-take': [{ step: 'opponent-take' }],
  'opponent-draw': [{ step: 'opponent-draw' }],
  'opponent-place': [{ step: 'opponent-place' }],
  'altar-refill': [{ step: 'altar-refill', size: 7, refreshSpace: null }, { step: 'altar-refill', size: 7, refreshSpace: 4 }],
  'close-day': [{ step: 'close-day' }],
};

/** Every decision kind: each phase, a second action, and an effect decision for every step sample. */
const DECISION_SAMPLES: Readonly<Record<Decision['kind'], readonly Decision[]>> = {
  phase: [
    ...PHASES.map((phase): Decision => ({ kind: 'phase', player: 0, phase, day: 1, actionsTaken: 0 })),
    { kind: 'phase', player: 1, phase: 'morning', day: 4, actionsTaken: 1 },
  ],
  effect: [
    ...Object.values(STEP_SAMPLES).flat().map((step): Decision => ({ kind: 'effect', player: 0, actor: 0, spell: 'divination', level: 4, step })),
    { kind: 'effect', player: 0, actor: 0, spell: null, level: null, step: { step: 'opponent-place' } },
  ],
  'game-over': [{ kind: 'game-over' }],
};

const ALL_EVENTS = Object.values(EVENT_SAMPLES).flat();
const ALL_ACTIONS = Object.values(ACTION_SAMPLES).flat();
const ALL_STEPS = Object.values(STEP_SAMPLES).flat();
const ALL_DECISIONS = Object.values(DECISION_SAMPLES).flat();
const OTHER_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
/** The two presets. */
const PRESETS: readonly RulePresetName[] = ['printed', 'digital'];

// ---- the keys of a language that a text is made of (besides the table words) -------------------

const spellKey = (spell: string | null | undefined): string[] => (spell === null || spell === undefined ? [] : [`spellNames.${spell}`]);
const eventKeys = (e: GameEvent): string[] =>
  [`table.events.${e.type}`, ...('step' in e ? [`table.stepNames.${e.step}`] : []), ...('spell' in e ? spellKey(e.spell) : [])];
const actionKeys = (a: Action): string[] => [`table.actions.${a.type}`, ...('spell' in a ? spellKey(a.spell) : [])];
const stepKeys = (st: EffectStep): string[] => [`table.steps.${st.step}`];
const decisionKeys = (d: Decision): string[] =>
  [`table.decisions.${d.kind}`, ...(d.kind === 'effect' ? [...stepKeys(d.step), ...spellKey(d.spell)] : [])];
/** A refusal's sentence and the rewording of it that the preset's values call for, where English has one. */
function violationKeys(code: ViolationCode, rules: RulePresetName): string[] {
  const profile = RULE_PRESETS[rules];
  return [`table.violations.${code}`, ...Object.entries(en.table.violationsUnder).flatMap(([point, byValue]) => {
    const value = profile[point as keyof RuleProfile];
    const codes = (byValue as Readonly<Record<string, Partial<Record<ViolationCode, string>> | undefined>>)[value];
    return codes?.[code] === undefined ? [] : [`table.violationsUnder.${point}.${value}.${code}`];
  })];
}

/** Every sample described in a locale under a profile (printed by default), with a label and its keys, in a fixed order. */
function describeAll(locale: Locale, rules: RulePresetName = 'printed'): { label: string; text: string; keys: readonly string[] }[] {
  return [
    ...ALL_EVENTS.map((e) => ({ label: `event ${JSON.stringify(e)}`, text: describeEvent(e, locale), keys: eventKeys(e) })),
    ...ALL_ACTIONS.map((a) => ({ label: `action ${JSON.stringify(a)}`, text: describeAction(a, locale), keys: actionKeys(a) })),
    ...ALL_STEPS.map((s) => ({ label: `${rules} step ${JSON.stringify(s)}`, text: describeStep(s, locale, rules), keys: stepKeys(s) })),
    ...ALL_DECISIONS.map((d) => ({ label: `${rules} decision ${JSON.stringify(d)}`, text: describeDecision(d, locale, rules), keys: decisionKeys(d) })),
    ...VIOLATION_CODES.map((code) => ({
      label: `${rules} violation ${code}`, text: describeViolation({ code }, locale, rules), keys: violationKeys(code, rules),
    })),
    ...MATERIA_KINDS.map((k) => ({ label: `materia ${k}`, text: describeMateria(k, locale), keys: [] })),
    ...[0, 1, 2, 3].map((seat) => ({ label: `player ${seat}`, text: describePlayer(seat, locale), keys: [] })),
  ];
}

/** The plain-string entries a table gives (colours, runes, phases, modes, step names), each with its key. */
function wordsOf(t: PartialLocaleTable): { label: string; text: string }[] {
  const groups = { colours: t.colours, runes: t.runes, phases: t.phases, modes: t.modes, stepNames: t.stepNames };
  return Object.entries(groups).flatMap(([group, entries]) =>
    Object.entries((entries ?? {}) as Record<string, string>).map(([key, text]) => ({ label: `table.${group}.${key}`, text })));
}

/** Latin letters: none may be left in a Cyrillic or Chinese text. */
const LATIN = /[A-Za-z]/;
/** Words of a text (any script), lowercased. */
const words = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];
/** Words that are Polish too, from the Polish rulebook („dzika materia”). */
const SHARED_WITH_POLISH: ReadonlySet<string> = new Set(['materia']);
/** Text that betrays a rendering bug. */
const BROKEN = /undefined|NaN|\[object|null|\$\{/;

/** A text renders cleanly; in Ukrainian and Chinese, without Latin letters, unless made of a key the language lacks (then English shows). */
function checkText(locale: Locale, text: string, label: string, keys: readonly string[] = []): void {
  expect(text, label).not.toBe('');
  expect(text.trim(), label).toBe(text);
  expect(text, label).not.toMatch(BROKEN);
  if ((locale === 'uk' || locale === 'zh-TW') && translated(locale, keys)) expect(text, label).not.toMatch(LATIN);
}

// ---- completeness ---------------------------------------------------------------------------

describe('refusals', () => {
  it('every violation code has its own sentence in English, and in every locale that gives it, translated, under both presets', () => {
    expect(Object.keys(en.table.violations).sort()).toEqual([...VIOLATION_CODES].sort());
    for (const locale of LOCALES) {
      const t = LOCALE_TABLES[locale];
      for (const code of Object.keys(t.violations ?? {})) expect(VIOLATION_CODES, `${locale} ${code}`).toContain(code);
      for (const rules of PRESETS) {
        const sentences = VIOLATION_CODES.map((code) => describeViolation({ code }, locale, rules));
        for (const s of sentences) expect(s.trim().length, locale).toBeGreaterThan(5);
        expect(new Set(sentences).size, `${rules} ${locale}`).toBe(VIOLATION_CODES.length);
        if (locale !== 'en') {
          for (const code of VIOLATION_CODES.filter((c) => translated(locale, violationKeys(c, rules)))) {
            expect(describeViolation({ code }, locale, rules), `${rules} ${locale} ${code}`).not.toBe(describeViolation({ code }, 'en', rules));
          }
        }
      }
    }
  });

  it('describes a real refusal in the reader\'s language; an unknown locale reads English', () => {
    const r = applyAction(createGame({ players: 2, seed: 'refusal', firstPlayer: 0 }), { type: 'draw', player: 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('not-your-turn');
    expect(describeViolation(r.error)).toBe('It is not your turn to act.');
    expect(describeViolation(r.error, 'uk')).toBe('Зараз не ваша черга діяти.');
    expect(describeViolation(r.error, 'pl')).toBe('To nie twoja kolej.');
    expect(describeViolation(r.error, 'zh-TW')).toBe('現在不是你行動的時候。');
    expect(describeViolation(r.error, 'de' as Locale)).toBe('It is not your turn to act.');
  });
});

describe('locale tables', () => {
  it('there is one language per locale, for that locale', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(LANGUAGES[locale].locale).toBe(locale);
    expect(en.table.locale).toBe('en');
  });

  it('every key a translation gives is a key of the English table, of the same kind, at every depth (nothing stray or misspelt)', () => {
    const kind = (value: unknown): string => (typeof value === 'object' && value !== null ? 'record' : typeof value);
    const within = (own: unknown, english: unknown, path: string): void => {
      expect(kind(own), path).toBe(kind(english));
      if (kind(own) !== 'record') return;
      for (const [key, value] of Object.entries(own as object)) {
        expect(Object.hasOwn(english as object, key), `${path}.${key}`).toBe(true);
        within(value, (english as Record<string, unknown>)[key], `${path}.${key}`);
      }
    };
    for (const locale of OTHER_LOCALES) within(LOCALE_TABLES[locale], LOCALE_TABLES.en, `${locale} table`);
  });

  it('the English table covers every action type, event type, step kind and decision kind (the compiler asks for each)', () => {
    const t = en.table;
    expect(Object.keys(t.actions).sort()).toEqual([...ACTION_TYPES].sort());
    expect(Object.keys(t.events).sort()).toEqual(Object.keys(EVENT_SAMPLES).sort());
    expect(Object.keys(t.steps).sort()).toEqual(Object.keys(STEP_SAMPLES).sort());
    expect(Object.keys(t.stepNames).sort()).toEqual(Object.keys(STEP_SAMPLES).sort());
    expect(Object.keys(t.decisions).sort()).toEqual(Object.keys(DECISION_SAMPLES).sort());
    expect(Object.keys(t.colours)).toEqual([...COLOURS]);
    expect(Object.keys(t.runes)).toEqual([...RUNES]);
    expect(Object.keys(t.phases)).toEqual([...PHASES]);
  });

  it('every entry of every locale is non-empty and every sample renders cleanly, under both presets', () => {
    for (const locale of LOCALES) {
      for (const rules of PRESETS) {
        for (const { label, text } of wordsOf(LOCALE_TABLES[locale])) checkText(locale, text, `${locale} ${label}`);
        for (const { label, text, keys } of describeAll(locale, rules)) checkText(locale, text, `${locale} ${label}`, keys);
      }
    }
  });

  it('no English is left in the uk, pl and zh-TW tables: every text they give differs from the English one, under both presets', () => {
    const en = [...describeAll('en', 'printed'), ...describeAll('en', 'digital')];
    const enWords = new Map(wordsOf(LOCALE_TABLES.en).map(({ label, text }) => [label, text]));
    // Every word English uses anywhere; a Polish text may share none of them (they are all Latin-script).
    const english = new Set([...en.map(({ text }) => text), ...enWords.values()].flatMap(words).filter((w) => w.length >= 3));
    for (const locale of OTHER_LOCALES) {
      // Only what the language gives: a key it lacks reads in English by design (completeness.test.ts).
      const texts = [...describeAll(locale, 'printed'), ...describeAll(locale, 'digital')]
        .map((t, i) => ({ ...t, english: en[i]?.text })).filter(({ keys }) => translated(locale, keys));
      for (const { label, text, english: inEnglish } of texts) expect(text, `${locale} ${label}`).not.toBe(inEnglish);
      for (const { label, text } of wordsOf(LOCALE_TABLES[locale])) expect(text, `${locale} ${label}`).not.toBe(enWords.get(label));
      if (locale === 'pl') {
        for (const { label, text } of [...texts, ...wordsOf(LOCALE_TABLES.pl)]) {
          const leftover = words(text).filter((w) => english.has(w) && !SHARED_WITH_POLISH.has(w));
          expect(leftover, `pl ${label}: ${text}`).toEqual([]);
        }
      }
    }
  });

  it('every materia reads differently in every locale', () => {
    for (const locale of LOCALES) {
      const names = MATERIA_KINDS.map((k) => describeMateria(k, locale));
      expect(new Set(names).size, locale).toBe(MATERIA_KINDS.length);
    }
  });

  it('different variants of an event, action, step or decision read differently, under both presets', () => {
    for (const locale of LOCALES) {
      for (const rules of PRESETS) {
        // Under the digital profile every lowering goes one level down, whatever level its step names.
        const lowers = (st: EffectStep): boolean => rules === 'digital' && st.step === 'lower';
        const groups = [
          ...Object.values(EVENT_SAMPLES).map((samples) => samples.map((e) => describeEvent(e, locale))),
          ...Object.values(ACTION_SAMPLES).map((samples) => samples.map((a) => describeAction(a, locale))),
          ...Object.values(STEP_SAMPLES).map((samples) => samples.filter((st) => !lowers(st)).map((st) => describeStep(st, locale, rules))),
          ...Object.values(DECISION_SAMPLES).map((samples) =>
            samples.filter((d) => d.kind !== 'effect' || !lowers(d.step)).map((d) => describeDecision(d, locale, rules))),
        ];
        for (const texts of groups) expect(new Set(texts).size, `${rules} ${locale}: ${texts.join(' | ')}`).toBe(texts.length);
      }
    }
  });
});

// ---- real games -----------------------------------------------------------------------------

describe('descriptions of real games', () => {
  const met = collect(2);

  it('the games meet every action type and every event type (random play over all spell selections and solo, plus rigged rarities)', () => {
    expect(met.ended).toBeGreaterThan(met.games / 2);
    expect([...new Set(met.actions.map((a) => a.type))].sort()).toEqual([...ACTION_TYPES].sort());
    expect([...new Set(met.events.map((e) => e.type))].sort()).toEqual(Object.keys(EVENT_SAMPLES).sort());
    const kinds = new Set(met.decisions.map((d) => (d.kind === 'effect' ? `effect:${d.step.step}` : d.kind)));
    for (const k of ['phase', 'game-over', 'effect:take', 'effect:opponent-place', 'effect:mode', 'effect:learn-discards', 'effect:store-from-discard']) expect(kinds).toContain(k);
  });

  it('describes every action met, in every locale', () => {
    for (const locale of LOCALES) for (const a of met.actions) checkText(locale, describeAction(a, locale), `${locale} ${JSON.stringify(a)}`, actionKeys(a));
  });

  it('describes every event met, in every locale', () => {
    for (const locale of LOCALES) for (const e of met.events) checkText(locale, describeEvent(e, locale), `${locale} ${JSON.stringify(e)}`, eventKeys(e));
  });

  it('describes every decision met, in every locale, naming the player who must act', () => {
    for (const locale of LOCALES) {
      for (const d of met.decisions) {
        const text = describeDecision(d, locale);
        checkText(locale, text, `${locale} ${JSON.stringify(d)}`, decisionKeys(d));
        if (d.kind !== 'game-over') expect(text.startsWith(describePlayer(d.player, locale)), text).toBe(true);
      }
    }
  });

  it('English is the default locale', () => {
    const e = met.events[0] as GameEvent;
    const a = met.actions[0] as Action;
    const d = met.decisions[0] as Decision;
    expect(describeEvent(e)).toBe(describeEvent(e, 'en'));
    expect(describeAction(a)).toBe(describeAction(a, 'en'));
    expect(describeDecision(d)).toBe(describeDecision(d, 'en'));
  });
});

// ---- exact strings ----------------------------------------------------------------------------

const blazeTake: Decision = { kind: 'effect', player: 1, actor: 0, spell: 'blaze', level: 4, step: { step: 'take', count: 1, taker: 1 } };
const evening: Decision = { kind: 'phase', player: 0, phase: 'evening', day: 3, actionsTaken: 0 };
const take: Action = { type: 'take', player: 0, materia: 'red-circle' };
const cloneCast: GameEvent = { type: 'spell-cast', player: 1, spell: 'feast', level: 3, from: 0 };
const stored: GameEvent = { type: 'materia-stored', player: 0, materia: 'blue-triangle', from: 'pool', space: 2 };
const placed: GameEvent = { type: 'opponent-placed', materia: 'white-square', space: 4 };

describe('exact strings', () => {
  it('en', () => {
    expect(describeDecision(blazeTake)).toBe('Player 2: choose an altar materia to take (Blaze)');
    expect(describeDecision(evening)).toBe('Player 1, Evening: learn a spell, use a spell, or pass');
    expect(describeAction(take)).toBe('Player 1: take a red circle from the altar');
    expect(describeEvent(cloneCast)).toBe("Player 2 copies Player 1's Feast at level 3.");
    expect(describeEvent(stored)).toBe('Player 1 stores a blue triangle on the familiar board (space 3).');
    expect(describeEvent(placed)).toBe("A white square is placed on the opponent's track (space 4).");
    expect(describeEvent({ type: 'pouch-refilled', count: 12 })).toBe('The discard goes back into the pouch (12 materia).');
  });

  it('uk', () => {
    expect(describeDecision(blazeTake, 'uk')).toBe("Гравець 2: виберіть, який жетон узяти з вівтаря (Полум'я)");
    expect(describeDecision(evening, 'uk')).toBe('Гравець 1, вечір: вивчіть заклинання, використайте заклинання або завершіть фазу');
    expect(describeAction(take, 'uk')).toBe('Гравець 1: узяти червоне коло з вівтаря');
    expect(describeEvent(cloneCast, 'uk')).toBe('Гравець 2 копіює заклинання «Учта» Гравця 1 (рівень 3).');
    expect(describeEvent(stored, 'uk')).toBe('Гравець 1 зберігає синій трикутник на планшеті фамільяра (комірка 3).');
    expect(describeEvent(placed, 'uk')).toBe('На планшет конкурента покладено білий квадрат (комірка 4).');
    expect(describeEvent({ type: 'pouch-refilled', count: 12 }, 'uk')).toBe('Скинуті жетони повертаються в мішечок (12 жетонів).');
    expect(describeEvent({ type: 'pouch-refilled', count: 22 }, 'uk')).toBe('Скинуті жетони повертаються в мішечок (22 жетони).');
    expect(describeMateria('blue-circle', 'uk')).toBe('синє коло');
  });

  it('pl', () => {
    expect(describeDecision(blazeTake, 'pl')).toBe('Gracz 2: wybierz żeton z ołtarza do wzięcia (Płomień)');
    expect(describeDecision(evening, 'pl')).toBe('Gracz 1, wieczór: naucz się zaklęcia, użyj zaklęcia albo zakończ fazę');
    expect(describeAction(take, 'pl')).toBe('Gracz 1: weź czerwone koło z ołtarza');
    expect(describeEvent(cloneCast, 'pl')).toBe('Gracz 2 kopiuje zaklęcie „Uczta” Gracza 1 na poziomie 3.');
    expect(describeEvent(stored, 'pl')).toBe('Gracz 1 magazynuje niebieski trójkąt na planszetce chowańca (pole 3).');
    expect(describeEvent(placed, 'pl')).toBe('Na torze przeciwnika umieszczono biały kwadrat (pole 4).');
    expect(describeEvent({ type: 'pouch-refilled', count: 12 }, 'pl')).toBe('Odrzucone żetony wracają do sakiewki (12 żetonów).');
    expect(describeEvent({ type: 'pouch-refilled', count: 22 }, 'pl')).toBe('Odrzucone żetony wracają do sakiewki (22 żetony).');
    expect(describeStep({ step: 'draw-until', size: 4 }, 'pl')).toBe('losuj, aż w twojej puli znajdą się 4 żetony');
    expect(describeStep({ step: 'draw-until', size: 5 }, 'pl')).toBe('losuj, aż w twojej puli znajdzie się 5 żetonów');
  });

  it('zh-TW', () => {
    expect(describeDecision(blazeTake, 'zh-TW')).toBe('玩家2：選擇要從祭壇拿取的元素（烈焰）');
    expect(describeDecision(evening, 'zh-TW')).toBe('玩家1，傍晚：學習法術、使用法術或結束此階段');
    expect(describeAction(take, 'zh-TW')).toBe('玩家1：從祭壇拿取紅色圓形元素');
    expect(describeEvent(cloneCast, 'zh-TW')).toBe('玩家2複製玩家1的「饗宴」（等級3）。');
    expect(describeEvent(stored, 'zh-TW')).toBe('玩家1在家族圖板上儲存了藍色三角形元素（第3格）。');
    expect(describeEvent(placed, 'zh-TW')).toBe('白色方形元素被放置在對手的記錄條上（第4格）。');
  });
});

// ---- the rule profile -------------------------------------------------------------------------

/** A profile that reads every point as printed except `point`, which reads as digital. */
function onlyDigital(point: keyof RuleProfile): RuleProfile {
  return { ...RULE_PRESETS.printed, [point]: RULE_PRESETS.digital[point] };
}

/** The prompts and refusals a rule point words differently: each under printed and under digital, by locale. */
const POINT_PROMPTS: readonly {
  readonly point: keyof RuleProfile;
  readonly what: string;
  readonly text: (locale: Locale, rules: RuleProfile) => string;
  readonly printed: Readonly<Record<Locale, string>>;
  readonly digital: Readonly<Record<Locale, string>>;
}[] = [
  {
    point: 'lowering',
    what: 'lowering Growth or Storm L4 (to level 3)',
    text: (locale, rules) => describeStep({ step: 'lower', to: 3 }, locale, rules),
    printed: { en: 'move the card down to level 3', uk: 'знизьте карту до 3-го рівня', pl: 'obniż kartę do poziomu 3', 'zh-TW': '將卡牌下降至等級3' },
    digital: { en: 'lower the card one level', uk: 'знизьте рівень карти на 1', pl: 'obniż kartę o 1 poziom', 'zh-TW': '將卡牌下降1個等級' },
  },
  {
    point: 'lowering',
    what: 'lowering Growth or Storm L5 (to level 4)',
    text: (locale, rules) => describeStep({ step: 'lower', to: 4 }, locale, rules),
    printed: { en: 'move the card down to level 4', uk: 'знизьте карту до 4-го рівня', pl: 'obniż kartę do poziomu 4', 'zh-TW': '將卡牌下降至等級4' },
    digital: { en: 'lower the card one level', uk: 'знизьте рівень карти на 1', pl: 'obniż kartę o 1 poziom', 'zh-TW': '將卡牌下降1個等級' },
  },
  {
    point: 'stormDiscards',
    what: "Storm's first discard",
    text: (locale, rules) => describeDecision(
      { kind: 'effect', player: 0, actor: 0, spell: 'storm', level: 5, step: { step: 'clear-altar', discarded: 0 } }, locale, rules,
    ),
    printed: {
      en: 'Player 1: choose an altar materia to discard, or stop (Storm)',
      uk: 'Гравець 1: виберіть, який жетон скинути з вівтаря, або зупиніться (Шторм)',
      pl: 'Gracz 1: wybierz żeton z ołtarza do odrzucenia albo przerwij (Burza)',
      'zh-TW': '玩家1：選擇要從祭壇棄掉的元素，或停止（風暴）',
    },
    digital: {
      en: 'Player 1: choose an altar materia to discard (1 to 10 in all) (Storm)',
      uk: 'Гравець 1: виберіть, який жетон скинути з вівтаря (загалом від 1 до 10) (Шторм)',
      pl: 'Gracz 1: wybierz żeton z ołtarza do odrzucenia (łącznie od 1 do 10) (Burza)',
      'zh-TW': '玩家1：選擇要從祭壇棄掉的元素（共1至10個）（風暴）',
    },
  },
  {
    point: 'stormDiscards',
    what: "Storm's discards after the first",
    text: (locale, rules) => describeStep({ step: 'clear-altar', discarded: 3 }, locale, rules),
    printed: {
      en: 'choose an altar materia to discard, or stop; 3 discarded so far',
      uk: 'виберіть, який жетон скинути з вівтаря, або зупиніться; уже скинуто: 3',
      pl: 'wybierz żeton z ołtarza do odrzucenia albo przerwij; odrzucone dotąd: 3',
      'zh-TW': '選擇要從祭壇棄掉的元素，或停止，已棄掉3個',
    },
    digital: {
      en: 'choose an altar materia to discard, or stop (1 to 10 in all); 3 discarded so far',
      uk: 'виберіть, який жетон скинути з вівтаря, або зупиніться (загалом від 1 до 10); уже скинуто: 3',
      pl: 'wybierz żeton z ołtarza do odrzucenia albo przerwij (łącznie od 1 do 10); odrzucone dotąd: 3',
      'zh-TW': '選擇要從祭壇棄掉的元素，或停止（共1至10個），已棄掉3個',
    },
  },
  {
    point: 'usableWhen',
    what: 'a refused cast',
    text: (locale, rules) => describeViolation({ code: 'not-usable' }, locale, rules),
    printed: {
      en: 'The spell cannot be used now: its cost cannot be paid, it has no target, or nothing would move.',
      uk: 'Заклинання зараз не можна використати: плату не сплатити, немає цілі або нічого не зрушить.',
      pl: 'Tego zaklęcia nie można teraz użyć: nie da się zapłacić kosztu, brak celu albo nic by się nie przesunęło.',
      'zh-TW': '現在無法使用這個法術：無法支付代價、沒有目標，或沒有任何元素會移動。',
    },
    digital: {
      en: 'The spell cannot be used now: its cost cannot be paid, it has no target, nothing would move, or its effect would not be carried out in full.',
      uk: 'Заклинання зараз не можна використати: плату не сплатити, немає цілі, нічого не зрушить або його дію не вдасться виконати повністю.',
      pl: 'Tego zaklęcia nie można teraz użyć: nie da się zapłacić kosztu, brak celu, nic by się nie przesunęło albo jego efektu nie da się wykonać w całości.',
      'zh-TW': '現在無法使用這個法術：無法支付代價、沒有目標、沒有任何元素會移動，或其效果無法完整執行。',
    },
  },
  {
    point: 'wildTriples',
    what: 'a refused payment',
    text: (locale, rules) => describeViolation({ code: 'invalid-payment' }, locale, rules),
    printed: {
      en: "That payment does not learn the spell at that level: singles of its colour, the card's among them, plus wild triples of one rune in any colours.",
      uk: 'Така оплата не вивчає заклинання на цьому рівні: окремі жетони його кольору (серед них той, що йде на карту) і трійки з однаковою руною з жетонів будь-яких кольорів.',
      pl: 'Ta zapłata nie pozwala nauczyć się zaklęcia na tym poziomie: pojedyncze żetony jego koloru (w tym ten na kartę) oraz trójki z tą samą runą z żetonów w dowolnych kolorach.',
      'zh-TW': '這樣的支付無法以該等級學習這個法術：需要該顏色的單個元素（包括放到卡上的那個），加上符文相同、顏色不限的三個一組。',
    },
    digital: {
      en: "That payment does not learn the spell at that level: singles of its colour, the card's among them, plus wild triples of one rune in colours other than the spell's.",
      uk: 'Така оплата не вивчає заклинання на цьому рівні: окремі жетони його кольору (серед них той, що йде на карту) і трійки з однаковою руною з жетонів інших кольорів.',
      pl: 'Ta zapłata nie pozwala nauczyć się zaklęcia na tym poziomie: pojedyncze żetony jego koloru (w tym ten na kartę) oraz trójki z tą samą runą z żetonów w innych kolorach niż kolor zaklęcia.',
      'zh-TW': '這樣的支付無法以該等級學習這個法術：需要該顏色的單個元素（包括放到卡上的那個），加上符文相同、且全由其他顏色組成的三個一組。',
    },
  },
];

describe('the prompts and refusals follow the rule profile (rules §0)', () => {
  it('each point words its prompts and refusals its own way under each preset, in every locale, as written', () => {
    for (const { point, what, text, printed, digital } of POINT_PROMPTS) {
      for (const locale of LOCALES) {
        const where = `${point}, ${what}, ${locale}`;
        expect(text(locale, RULE_PRESETS.printed), where).toBe(printed[locale]);
        expect(text(locale, RULE_PRESETS.digital), where).toBe(digital[locale]);
        // The point alone decides: the other points' values change nothing here.
        expect(text(locale, onlyDigital(point)), where).toBe(digital[locale]);
        expect(text(locale, { ...RULE_PRESETS.digital, [point]: RULE_PRESETS.printed[point] }), where).toBe(printed[locale]);
        expect(printed[locale], where).not.toBe(digital[locale]);
      }
    }
  });

  it('printed is the default, and a preset name reads as its profile', () => {
    for (const { text, printed } of POINT_PROMPTS) for (const locale of LOCALES) expect(text(locale, RULE_PRESETS.printed)).toBe(printed[locale]);
    const step: EffectStep = { step: 'clear-altar', discarded: 0 };
    for (const locale of LOCALES) {
      expect(describeStep(step, locale)).toBe(describeStep(step, locale, 'printed'));
      expect(describeStep(step, locale, 'digital')).toBe(describeStep(step, locale, RULE_PRESETS.digital));
      expect(describeViolation({ code: 'invalid-payment' }, locale)).toBe(describeViolation({ code: 'invalid-payment' }, locale, 'printed'));
      expect(describeViolation({ code: 'invalid-payment' }, locale, 'digital')).toBe(describeViolation({ code: 'invalid-payment' }, locale, RULE_PRESETS.digital));
    }
  });

  it('every locale words the refusals it rewords under the points and values English rewords them, each differently from its base sentence', () => {
    const entries = (t: PartialLocaleTable): string[] => Object.entries(t.violationsUnder ?? {}).flatMap(([point, byValue]) =>
      Object.entries(byValue ?? {}).flatMap(([value, codes]) => Object.keys(codes ?? {}).map((code) => `table.violationsUnder.${point}.${value}.${code}`)));
    const english = entries(LOCALE_TABLES.en);
    expect(english).toEqual(['table.violationsUnder.wildTriples.other-colours.invalid-payment', 'table.violationsUnder.usableWhen.effect-fits.not-usable']);
    for (const locale of LOCALES) {
      // The points and values of English, and all of them but the gaps (where its base sentence, or English's rewording, shows).
      const own = entries(LOCALE_TABLES[locale]);
      expect(own, locale).toEqual(english.filter((key) => !GAPS[locale].has(key)));
      for (const [point, byValue] of Object.entries(LOCALE_TABLES[locale].violationsUnder ?? {})) {
        for (const codes of Object.values(byValue ?? {})) {
          for (const [code, text] of Object.entries(codes ?? {})) {
            checkText(locale, text ?? '', `${locale} ${point} ${code}`);
            expect(text, `${locale} ${point} ${code}`).not.toBe(LOCALE_TABLES[locale].violations?.[code as ViolationCode]);
          }
        }
      }
    }
  });

  it('docs/spells.md shows English prompts and refusals of each point as the describe functions write them', () => {
    const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'spells.md'), 'utf8');
    const rows = doc.split('\n').filter((line) => /^\| `[a-zA-Z]+` \| /.test(line)).map((line) => line.slice(2, -2).split(' | '));
    expect(rows.map(([point]) => point)).toEqual(['`lowering`', '`stormDiscards`', '`usableWhen`', '`wildTriples`']);
    for (const [point = '', , printed, digital] of rows) {
      const shown = POINT_PROMPTS.filter((p) => `\`${p.point}\`` === point && p.printed.en === printed && p.digital.en === digital);
      expect(shown, `${point}: ${printed} / ${digital}`).toHaveLength(1);
    }
  });

  it("a game's own profile: Storm's discard decision of a printed and of a digital game", () => {
    const afterStorm = (rules: RulePresetName): GameState => {
      const s = riggedGame({
        rules, spells: ['eruption', 'sharing', 'cure', 'focus', 'storm', 'mirage', 'knowledge'], phase: 'evening',
        altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[], []], learned: [[learned('storm', 5, 'white-circle')], []],
      });
      const r = applyAction(s, cast('storm', 5));
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    const printed = afterStorm('printed');
    const digital = afterStorm('digital');
    expect(describeDecision(currentDecision(printed), 'en', printed.rules)).toBe('Player 1: choose an altar materia to discard, or stop (Storm)');
    expect(describeDecision(currentDecision(digital), 'en', digital.rules)).toBe('Player 1: choose an altar materia to discard (1 to 10 in all) (Storm)');
    expect(describeDecision(currentDecision(digital), 'pl', digital.rules)).toBe('Gracz 1: wybierz żeton z ołtarza do odrzucenia (łącznie od 1 do 10) (Burza)');
  });
});
