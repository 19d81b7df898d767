// How complete each shipped translation is, against English: per group of strings (spell names,
// spell texts per level, rewordings under rule profiles, table words, step names and prompts,
// actions, events, decisions, refusals and their rewordings under profiles), how many English has,
// how many the language has, and the keys it lacks. English is the only language the compiler
// holds complete; uk, pl and zh-TW may lag behind a rule change (English fills their gaps at run
// time), and a release ships none with a gap.
//
//   npm run locales:table     # print the table and the missing keys; exits 0 (CI prints it)
//   npm run release:check     # the same, and exits 1 with the list of missing keys when any
//                             # shipped language lacks a string (runs before npm publish)
//
// The table is Markdown, as docs/front-end.md shows it. The core, `completeness`, is a function
// that tests/locales/completeness.test.ts calls on a partial copy of a shipped language.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../src/spells/types.js';
import type { LocaleDefinition, LocaleInput } from '../src/locales/definition.js';
import { en } from '../src/locales/packs/en.js';
import { pl } from '../src/locales/packs/pl.js';
import { uk } from '../src/locales/packs/uk.js';
import { zhTW } from '../src/locales/packs/zh-TW.js';

/** The shipped translations, by tag: a Record over `LOCALES`, so a new shipped language is a compile error here until listed. */
export const SHIPPED_TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, LocaleInput>> = { uk, pl, 'zh-TW': zhTW };

/** A group of strings: where its keys sit in a language (`table.events`), and which of English's leaves below count. */
interface Group {
  readonly name: string;
  readonly roots: readonly (readonly string[])[];
  readonly only?: (path: readonly string[]) => boolean;
}

/** The groups, in the order the table prints them. Together they cover every part of a language (checked). */
const GROUPS: readonly Group[] = [
  { name: 'spell names', roots: [['spellNames']] },
  ...(['3', '4', '5'] as const).map((level): Group => ({
    name: `spell texts, level ${level}`, roots: [['spellTexts']], only: (path) => path[path.length - 1] === level,
  })),
  { name: 'spell texts reworded under profiles', roots: [['spellTextVariants']] },
  { name: 'level text (spells without texts)', roots: [['levelText']] },
  {
    name: 'table words (players, colours, runes, materia, phases, lists, modes)',
    roots: [['table', 'player'], ['table', 'actionBy'], ['table', 'colours'], ['table', 'runes'], ['table', 'materia'],
      ['table', 'phases'], ['table', 'list'], ['table', 'modes']],
  },
  { name: 'step names', roots: [['table', 'stepNames']] },
  { name: 'step prompts', roots: [['table', 'steps']] },
  { name: 'actions', roots: [['table', 'actions']] },
  { name: 'events', roots: [['table', 'events']] },
  { name: 'decisions', roots: [['table', 'decisions']] },
  { name: 'violations (refusals)', roots: [['table', 'violations']] },
  { name: 'refusals reworded under profiles', roots: [['table', 'violationsUnder']] },
];

/** One group's count in one language. */
export interface GroupCompleteness {
  readonly group: string;
  /** How many strings English has in the group. */
  readonly english: number;
  /** How many of them the language has. */
  readonly has: number;
  /** The keys of those it lacks, as dotted paths (`table.events.materia-drawn`, `spellTexts.blaze.4`). */
  readonly missing: readonly string[];
}

/** One language against English. */
export interface LocaleCompleteness {
  readonly locale: string;
  readonly groups: readonly GroupCompleteness[];
  /** Every key it lacks, in the order of the groups. */
  readonly missing: readonly string[];
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path, own properties only; `undefined` where the path ends early. */
function at(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/**
 * The paths of the strings below `path` in English: a leaf is a string, a function (a message)
 * or a pair (a rewording, `[printed, reworded]`); records are walked.
 */
function leaves(value: unknown, path: readonly string[]): string[][] {
  if (isObject(value)) return Object.keys(value).flatMap((key) => leaves(value[key], [...path, key]));
  return value === undefined ? [] : [[...path]];
}

/** Whether a language gives a leaf: present, and not an empty string. */
function gives(language: LocaleInput, path: readonly string[]): boolean {
  const value = at(language, path);
  return value !== undefined && value !== '';
}

/** Throws when English has a part that no group counts (a new part of a language needs its group here). */
function checkCoverage(english: LocaleDefinition): void {
  const covered = new Set(GROUPS.flatMap((g) => g.roots.map((r) => r.join('.'))));
  const parts = [
    ...Object.keys(english).filter((k) => k !== 'locale' && k !== 'table'),
    ...Object.keys(english.table).filter((k) => k !== 'locale').map((k) => `table.${k}`),
  ];
  const uncounted = parts.filter((part) => !covered.has(part));
  if (uncounted.length > 0) throw new Error(`scripts/locale-completeness.ts: no group counts ${uncounted.join(', ')}: add it to GROUPS`);
}

/** Each group's keys in English, as paths. */
function groupPaths(english: LocaleDefinition): { readonly group: string; readonly paths: readonly (readonly string[])[] }[] {
  checkCoverage(english);
  return GROUPS.map((group) => ({
    group: group.name,
    paths: group.roots.flatMap((root) => leaves(at(english, root), root)).filter((p) => group.only?.(p) ?? true),
  }));
}

/** Every key of a string English has, as a dotted path, in the order of the groups: what a complete language gives. */
export function englishKeys(english: LocaleDefinition = en): string[] {
  return groupPaths(english).flatMap((g) => g.paths.map((p) => p.join('.')));
}

/**
 * How complete a language is against English: per group, English's count, the language's, and
 * the keys it lacks (which English gives at run time once the language is registered).
 */
export function completeness(language: LocaleInput, english: LocaleDefinition = en): LocaleCompleteness {
  const groups = groupPaths(english).map(({ group, paths }): GroupCompleteness => {
    const missing = paths.filter((p) => !gives(language, p)).map((p) => p.join('.'));
    return { group, english: paths.length, has: paths.length - missing.length, missing };
  });
  return { locale: language.locale, groups, missing: groups.flatMap((g) => g.missing) };
}

/** Every shipped translation against English, in the order of `LOCALES`. */
export function shippedCompleteness(): LocaleCompleteness[] {
  return Object.values(SHIPPED_TRANSLATIONS).map((language) => completeness(language));
}

/** The table (Markdown) and, below it, each language's missing keys. */
export function formatCompleteness(reports: readonly LocaleCompleteness[]): string {
  const first = reports[0];
  if (first === undefined) return '(no languages)';
  const cell = (g: GroupCompleteness): string => (g.missing.length === 0 ? String(g.has) : `**${g.has}** (${g.missing.length} missing)`);
  const rows = first.groups.map((g, i) =>
    `| ${g.group} | ${g.english} | ${reports.map((r) => cell(r.groups[i] as GroupCompleteness)).join(' | ')} |`);
  const englishTotal = first.groups.reduce((n, g) => n + g.english, 0);
  const totals = reports.map((r) => {
    const has = r.groups.reduce((n, g) => n + g.has, 0);
    return r.missing.length === 0 ? `${has}` : `**${has}** (${r.missing.length} missing)`;
  });
  const lines = [
    `| strings | en | ${reports.map((r) => r.locale).join(' | ')} |`,
    `|:--|--:|${reports.map(() => '--:').join('|')}|`,
    ...rows,
    `| all | ${englishTotal} | ${totals.join(' | ')} |`,
    '',
    ...reports.map((r) => (r.missing.length === 0
      ? `${r.locale}: complete.`
      : `${r.locale}: lacks ${r.missing.length} (English shows them):\n${r.missing.map((k) => `  - ${k}`).join('\n')}`)),
  ];
  return lines.join('\n');
}

function main(): void {
  const check = process.argv.includes('--check');
  const reports = shippedCompleteness();
  console.log(formatCompleteness(reports));
  const gaps = reports.filter((r) => r.missing.length > 0);
  if (check && gaps.length > 0) {
    const count = gaps.reduce((n, r) => n + r.missing.length, 0);
    console.error(
      `\nrelease:check failed: the shipped languages lack ${count} string(s) that English has ` +
      `(${gaps.map((r) => `${r.locale}: ${r.missing.length}`).join(', ')}). Translate them ` +
      '(src/locales/<tag>.ts, names/<tag>.ts, texts/<tag>.ts) before publishing:\n' +
      gaps.map((r) => r.missing.map((k) => `  ${r.locale}  ${k}`).join('\n')).join('\n'),
    );
    process.exit(1);
  }
  if (check) console.log('\nrelease:check: every shipped language has every string English has.');
}

/** Run as a script (`tsx scripts/locale-completeness.ts`), not when a test imports it. */
const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(realpathSync(entry)).href) main();
