// English first: English is the only language the compiler holds complete; a shipped translation
// is a registered language like an app's, and a string it lacks reads in English. Here: a copy of
// Polish with one key removed registers, falls back to English for that key only, and the
// completeness table (scripts/locale-completeness.ts, `npm run locales:table`) reports exactly that
// key; and the shipped languages lack nothing today, so `npm run release:check` passes.
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_SPELL_IDS, RULE_PRESETS, defineSpell, describeDecision, describeEvent, describeStep, describeViolation, hasSpell, localeTable,
  registerLocale, registeredLocales, spellName, spellText, type Level, type Locale, type LocaleInput, type RuleProfile, type ViolationCode,
} from '../../src/index.js';
import { en } from '../../src/locales/packs/en.js';
import { pl } from '../../src/locales/packs/pl.js';
import {
  SHIPPED_TRANSLATIONS, completeness, englishKeys, formatCompleteness, shippedCompleteness,
} from '../../scripts/locale-completeness.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The keys each shipped translation lacks, on purpose, for now. English first: a rule change
 * lands with its English words; what the translations do not have yet is listed here (the keys
 * `npm run locales:table` prints), reads in English meanwhile, and keeps `npm run release:check`
 * (before publishing) failing until translated. Empty: every shipped language is complete.
 */
const LAGGING: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = { uk: [], pl: [], 'zh-TW': [] };

/** A copy of a language without the value at a path (`['table', 'events', 'pouch-refilled']`). */
function without(language: LocaleInput, path: readonly string[]): LocaleInput {
  const strip = (value: unknown, [key = '', ...rest]: readonly string[]): unknown => {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (rest.length === 0) delete copy[key];
    else copy[key] = strip(copy[key], rest);
    return copy;
  };
  return strip(language, path) as LocaleInput;
}

/** A profile that reads every point as printed but one. */
const under = (point: string, value: string): RuleProfile => ({ ...RULE_PRESETS.printed, [point]: value });

/** A homebrew spell without texts, for the level text. */
const EMBER = 'x-completeness-ember';

/** What a registered tag shows for a key: the message function or word, or the text it gives. */
function shown(tag: string, key: string): unknown {
  const [part = '', ...rest] = key.split('.');
  switch (part) {
    case 'table': {
      if (rest[0] === 'violationsUnder') {
        const [, point = '', value = '', code = ''] = rest;
        return describeViolation({ code: code as ViolationCode }, tag, under(point, value));
      }
      let value: unknown = localeTable(tag);
      for (const k of rest) value = (value as Record<string, unknown>)[k];
      return value;
    }
    case 'spellNames': return spellName(rest[0] ?? '', tag);
    case 'spellTexts': return spellText(rest[0] ?? '', Number(rest[1]) as Level, tag);
    case 'spellTextVariants': {
      const [point = '', value = '', id = '', level = ''] = rest;
      return spellText(id, Number(level) as Level, tag, under(point, value));
    }
    case 'levelText': return spellText(EMBER, 4, tag);
    default: throw new Error(`no way to show ${key}`);
  }
}

/**
 * Keys removed from Polish, and what then shows for them: English, except a refusal's rewording
 * under a profile, where a language that words the refusal shows its own base sentence (the rule
 * of `registerLocale` for every language).
 */
const CASES: readonly {
  readonly remove: readonly string[];
  readonly missing: readonly string[];
  readonly example: (tag: string) => { readonly text: string; readonly expected: string };
  readonly showsOwnBase?: boolean;
}[] = [
  {
    remove: ['table', 'events', 'pouch-refilled'],
    missing: ['table.events.pouch-refilled'],
    example: (tag) => ({ text: describeEvent({ type: 'pouch-refilled', count: 12 }, tag), expected: 'The discard goes back into the pouch (12 materia).' }),
  },
  {
    remove: ['table', 'steps', 'draw'],
    missing: ['table.steps.draw'],
    // The decision around the prompt stays Polish; only the step's prompt reads in English.
    example: (tag) => ({
      text: describeDecision({ kind: 'effect', player: 0, actor: 0, spell: 'blaze', level: 3, step: { step: 'draw', count: 4 } }, tag),
      expected: 'Gracz 1: draw 4 materia from the pouch (Płomień)',
    }),
  },
  {
    remove: ['table', 'stepNames', 'take'],
    missing: ['table.stepNames.take'],
    example: (tag) => ({ text: describeEvent({ type: 'step-stopped', player: 0, step: 'take' }, tag), expected: 'Gracz 1 przerywa taking.' }),
  },
  {
    remove: ['table', 'decisions', 'game-over'],
    missing: ['table.decisions.game-over'],
    example: (tag) => ({ text: describeDecision({ kind: 'game-over' }, tag), expected: 'The game is over' }),
  },
  {
    remove: ['table', 'violations', 'not-your-turn'],
    missing: ['table.violations.not-your-turn'],
    example: (tag) => ({ text: describeViolation({ code: 'not-your-turn' }, tag), expected: 'It is not your turn to act.' }),
  },
  {
    remove: ['table', 'violationsUnder', 'wildTriples', 'other-colours', 'invalid-payment'],
    missing: ['table.violationsUnder.wildTriples.other-colours.invalid-payment'],
    example: (tag) => ({ text: describeViolation({ code: 'invalid-payment' }, tag, 'digital'), expected: describeViolation({ code: 'invalid-payment' }, 'pl') }),
    showsOwnBase: true,
  },
  {
    remove: ['spellNames', 'blaze'],
    missing: ['spellNames.blaze'],
    example: (tag) => ({ text: spellName('blaze', tag), expected: 'Blaze' }),
  },
  {
    remove: ['spellTexts', 'sacrifice'],
    missing: ['spellTexts.sacrifice.3', 'spellTexts.sacrifice.4', 'spellTexts.sacrifice.5'],
    example: (tag) => ({ text: spellText('sacrifice', 3, tag), expected: 'Discard 1 ○ (circle), then draw 4.' }),
  },
  {
    remove: ['spellTextVariants', 'lowering', 'one-level', 'growth', '5'],
    missing: ['spellTextVariants.lowering.one-level.growth.5'],
    // The whole text of that level under the point reads in English, never a Polish text that misstates it.
    example: (tag) => ({ text: spellText('growth', 5, tag, 'digital'), expected: 'Take 3 and store them, then lower Growth one level.' }),
  },
];

describe('a shipped language with a string removed', () => {
  if (!hasSpell(EMBER)) {
    defineSpell({
      id: EMBER, colour: 'red', set: null, phase: 'morning', names: { en: 'Ember' },
      levels: {
        3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
        4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 2 }] },
        5: { kind: 'action', points: 3, effect: () => [{ step: 'draw', count: 3 }] },
      },
    });
  }
  registerLocale(pl);
  const keys = englishKeys();
  /** What Polish itself lacks (nothing today; a rule change may land before its translation). */
  const lagging = completeness(pl).missing;

  for (const [i, { remove, missing, example, showsOwnBase }] of CASES.entries()) {
    const key = remove.join('.');
    it(`${key}: registers, the completeness table reports exactly it, and it alone falls back`, () => {
      const tag = `x-pl-gap-${i}`;
      const partial: LocaleInput = { ...without(pl, remove), locale: tag };
      registerLocale(partial);
      expect(registeredLocales()).toContain(tag);

      const report = completeness(partial);
      expect(report.missing.filter((k) => !lagging.includes(k))).toEqual(missing);
      expect(report.missing.filter((k) => lagging.includes(k))).toEqual(lagging);
      for (const g of report.groups) expect(g.has, g.group).toBe(g.english - g.missing.length);
      expect(report.groups.reduce((n, g) => n + g.english - g.has, 0)).toBe(missing.length + lagging.length);
      const printed = formatCompleteness([report]);
      expect(printed).toContain(`${tag}: lacks ${missing.length + lagging.length} (English shows them):\n`);
      for (const k of missing) expect(printed).toContain(`\n  - ${k}`);

      // Every string English has: the removed one shows English's (or, for a refusal's rewording, Polish's own base sentence); every other, Polish's.
      for (const k of keys) {
        const expected = !missing.includes(k) ? shown('pl', k) : showsOwnBase === true ? example(tag).expected : shown('en', k);
        expect(shown(tag, k), k).toBe(expected);
      }
      const { text, expected } = example(tag);
      expect(text).toBe(expected);
    });
  }

  it('the table prints each group against English, with the gap counted', () => {
    const partial = { ...without(pl, ['table', 'steps', 'draw']), locale: 'x-pl-gap-table' };
    const table = formatCompleteness([completeness(partial), completeness(en)]);
    const prompts = Object.keys(en.table.steps).length;
    const lagging = completeness(pl).missing.filter((k) => k.startsWith('table.steps.')).length;
    expect(table).toContain('| strings | en | x-pl-gap-table | en |');
    expect(table).toContain(`| step prompts | ${prompts} | **${prompts - 1 - lagging}** (${1 + lagging} missing) | ${prompts} |`);
    expect(table).toContain('\nen: complete.');
  });

  it('English is complete against itself, and an app\'s partial language counts only what it gives', () => {
    expect(completeness(en).missing).toEqual([]);
    expect(keys.length).toBeGreaterThan(200);
    const german = completeness({ locale: 'x-de', spellNames: { blaze: 'Lodern' }, table: { phases: { morning: 'Morgen' } } });
    expect(german.missing).toHaveLength(keys.length - 2);
    expect(german.missing).not.toContain('spellNames.blaze');
    expect(german.missing).toContain('spellNames.storm');
  });
});

describe('the shipped languages today', () => {
  it('lack exactly what LAGGING lists (nothing: all three are complete)', () => {
    const reports = shippedCompleteness();
    expect(reports.map((r) => r.locale)).toEqual(['uk', 'pl', 'zh-TW']);
    expect(Object.keys(SHIPPED_TRANSLATIONS)).toEqual(Object.keys(LAGGING));
    for (const r of reports) expect(r.missing, `${r.locale} lacks these: list them in LAGGING, or translate them`).toEqual(LAGGING[r.locale as keyof typeof LAGGING]);
  });

  it('the spell texts and names they lack, if any, are a spell\'s whole texts (registerLocale takes every level or none)', () => {
    for (const r of shippedCompleteness()) {
      const texts = r.missing.filter((k) => k.startsWith('spellTexts.'));
      for (const k of texts) for (const level of ['3', '4', '5']) expect(texts).toContain(k.replace(/\.[345]$/, `.${level}`));
    }
    expect(BUILTIN_SPELL_IDS.length * 3).toBe(englishKeys().filter((k) => k.startsWith('spellTexts.')).length);
  });

  it('npm run release:check passes exactly when nothing lags; locales:table always exits 0', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const script = join(ROOT, 'scripts', 'locale-completeness.ts');
    const lagging = Object.values(LAGGING).some((keys) => keys.length > 0);
    const check = spawnSync(tsx, [script, '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(lagging ? 1 : 0);
    if (!lagging) expect(check.stdout).toContain('release:check: every shipped language has every string English has.');
    const table = execFileSync(tsx, [script], { cwd: ROOT, encoding: 'utf8' });
    expect(table).toContain('| strings | en | uk | pl | zh-TW |');
  }, 120_000);
});
