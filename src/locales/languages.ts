/**
 * The languages the display functions know: English, built in, and those an app registers.
 * Nothing here is loaded by the rules: a game loop bundles no language at all.
 * @module
 */
import { RULE_POINT_NAMES } from '../state/rules.js';
import type { ViolationCode } from '../actions/types.js';
import { LOCALES, type LocaleTag } from '../spells/types.js';
import type { LocaleInput, PartialLocaleTable } from './definition.js';
import { en } from './en.js';
import type { LocaleTable, RuleVariants } from './types.js';

/** A registered language: what it gave, and its table with English filled in. */
interface Registered {
  readonly input: LocaleInput;
  readonly table: LocaleTable;
}

const registered = new Map<string, Registered>();

/**
 * Stable codes of {@link LocaleError}: `invalid-locale`, a language that {@link registerLocale}
 * cannot use; `unregistered-locale`, a display function asked for a language that was never
 * registered, when {@link onMissingLocale} says `'throw'`; `invalid-handler`, an
 * {@link onMissingLocale} handler that is none.
 * @group Errors
 */
export type LocaleErrorCode = 'invalid-locale' | 'unregistered-locale' | 'invalid-handler';

/**
 * Thrown by {@link registerLocale} for a language it cannot use (nothing is registered), and by
 * the display functions for a language that is not registered once {@link onMissingLocale} says
 * `'throw'` (`unregistered-locale`, at `locale`).
 * @group Errors
 */
export class LocaleError extends Error {
  /** A stable code to branch on. */
  readonly code: LocaleErrorCode;
  /** The field at fault, as a dotted path such as `table.actions`. */
  readonly path: string;

  constructor(code: LocaleErrorCode, path: string, message: string) {
    super(`${message} (${path})`);
    this.name = 'LocaleError';
    this.code = code;
    this.path = path;
  }
}

const FUNCTIONS = ['player', 'actionBy', 'materia', 'list'] as const;
const RECORDS = ['colours', 'runes', 'phases', 'modes', 'stepNames', 'actions', 'events', 'steps', 'decisions', 'violations', 'violationsUnder'] as const;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(path: string, message: string): never {
  throw new LocaleError('invalid-locale', path, message);
}

/** Checks the shape of a language to register: its tag, and each part it gives. */
function check(language: LocaleInput): void {
  const l = language as Partial<Record<keyof LocaleInput, unknown>> | null;
  if (!isRecord(l)) invalid('', 'expected a language object, e.g. { locale: "de", table: { ... } }');
  if (typeof l.locale !== 'string' || l.locale.length === 0) invalid('locale', 'the locale must be a language tag such as "de"');
  if (l.table !== undefined) {
    if (!isRecord(l.table)) invalid('table', 'expected a table of messages');
    for (const key of FUNCTIONS) if (l.table[key] !== undefined && typeof l.table[key] !== 'function') invalid(`table.${key}`, 'expected a function');
    for (const key of RECORDS) if (l.table[key] !== undefined && !isRecord(l.table[key])) invalid(`table.${key}`, 'expected an object');
  }
  for (const key of ['spellNames', 'spellTexts', 'spellTextVariants'] as const) {
    if (l[key] !== undefined && !isRecord(l[key])) invalid(key, 'expected an object');
  }
  for (const [id, name] of Object.entries((l.spellNames ?? {}) as Readonly<Record<string, unknown>>)) {
    if (name !== undefined && (typeof name !== 'string' || name.length === 0)) invalid(`spellNames.${id}`, 'a name must be a non-empty string');
  }
  for (const [id, texts] of Object.entries((l.spellTexts ?? {}) as Readonly<Record<string, unknown>>)) {
    if (texts === undefined) continue;
    if (!isRecord(texts)) invalid(`spellTexts.${id}`, 'expected a text for every level');
    for (const level of ['3', '4', '5']) {
      const text = texts[level];
      if (typeof text !== 'string' || text.length === 0) invalid(`spellTexts.${id}.${level}`, 'missing text');
    }
  }
  if (l.levelText !== undefined && typeof l.levelText !== 'function') invalid('levelText', 'expected a function');
}

/** A record with English's entries, replaced by the language's where it gives one. */
function filled<T extends object>(english: T, own: Partial<T> | undefined): T {
  const out = { ...english };
  if (own !== undefined) for (const [key, value] of Object.entries(own)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}

/**
 * The rewordings of refusals under a profile: the language's own; and English's for a refusal
 * the language leaves to English altogether (a language that words a refusal words its
 * variants, or shows its base sentence).
 */
function filledVariants(own: PartialLocaleTable): LocaleTable['violationsUnder'] {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  const sources = [own.violationsUnder, en.violationsUnder] as const;
  for (const point of RULE_POINT_NAMES) {
    for (const [index, source] of sources.entries()) {
      const byValue = source?.[point] as Readonly<Record<string, Partial<Record<ViolationCode, string>> | undefined>> | undefined;
      for (const [value, byCode] of Object.entries(byValue ?? {})) {
        for (const [code, text] of Object.entries(byCode ?? {})) {
          if (text === undefined) continue;
          if (index === 1 && own.violations?.[code as ViolationCode] !== undefined) continue;
          const at = ((out[point] ??= {})[value] ??= {});
          at[code] ??= text;
        }
      }
    }
  }
  return out as RuleVariants<Partial<Readonly<Record<ViolationCode, string>>>>;
}

/** A language's complete table: its own messages, English's for the rest. */
function completeTable(language: LocaleInput): LocaleTable {
  const own = language.table ?? {};
  return {
    locale: language.locale,
    player: own.player ?? en.player,
    actionBy: own.actionBy ?? en.actionBy,
    materia: own.materia ?? en.materia,
    list: own.list ?? en.list,
    colours: filled(en.colours, own.colours),
    runes: filled(en.runes, own.runes),
    phases: filled(en.phases, own.phases),
    modes: filled(en.modes, own.modes),
    stepNames: filled(en.stepNames, own.stepNames),
    actions: filled(en.actions, own.actions),
    events: filled(en.events, own.events),
    steps: filled(en.steps, own.steps),
    decisions: filled(en.decisions, own.decisions),
    violations: filled(en.violations, own.violations),
    violationsUnder: filledVariants(own),
  };
}

/**
 * Adds a language, or replaces the one registered with the same tag: from then on the display
 * functions (`describe*`, `spellName`, `spellText`, {@link localeTable}) take its tag. The
 * package's own languages come from their entry points (`spellbook-engine/locales/uk`, `/pl`,
 * `/zh-TW`); an app may write its own (any {@link LocaleInput}: a fifth language, or a variant
 * of a shipped one). The shipped ones are registered the same way and fall back the same way,
 * should a translation lag behind English. Whatever a language leaves out, English gives: a
 * message, a spell's name or text, or a rewording that the game's rule profile needs (then that
 * level's whole text is the English one, so that it never misstates the rules). English itself is built in; registering
 * `en` replaces its wording, with the built-in English still filling any gap.
 * @throws LocaleError `invalid-locale` with the path of a part of the wrong shape; nothing is registered.
 * @example
 * ```ts
 * import { registerLocale, describeAction, spellName } from 'spellbook-engine';
 * import { uk } from 'spellbook-engine/locales/uk';
 * registerLocale(uk);
 * spellName('time-travel', 'uk'); // 'Подорож у часі'
 * registerLocale({ locale: 'de', spellNames: { blaze: 'Flammen' }, table: { player: (n) => `Spieler ${n}` } });
 * describeAction({ type: 'pass', player: 0 }, 'de'); // 'Spieler 1: pass' (the action itself in English)
 * ```
 * @group Localisation
 */
export function registerLocale(language: LocaleInput): void {
  check(language);
  registered.set(language.locale, { input: language, table: completeTable(language) });
}

/**
 * What the display functions do, besides falling back to English, when they are asked for a
 * language that is not registered: a function called with the tag, or `'throw'`.
 * @group Localisation
 */
export type MissingLocaleHandler = (locale: string) => void;

let onMissing: MissingLocaleHandler | null = null;

/** The `'throw'` handler: a {@link LocaleError} `unregistered-locale` that says how to register the language. */
function refuseUnregistered(locale: string): never {
  const shipped = (LOCALES as readonly string[]).includes(locale)
    ? `: import { ${locale.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())} } from 'spellbook-engine/locales/${locale}' and registerLocale it first`
    : ': registerLocale it first';
  throw new LocaleError('unregistered-locale', 'locale', `the language ${JSON.stringify(locale)} is not registered (registered: ${registeredLocales().join(', ')})${shipped}`);
}

/**
 * Says what the display functions (`describe*`, `spellName`, `spellText`, {@link localeTable})
 * do when they are asked for a language tag that was never registered with
 * {@link registerLocale}. They read it as English; the handler is told first:
 * - `'throw'`: they throw a {@link LocaleError} `unregistered-locale` instead, saying how to
 *   register the language (for development and tests: a forgotten `registerLocale(uk)` fails
 *   at once rather than showing English);
 * - a function: called with the tag each time a display function looks it up (one call may look
 *   it up more than once), then English is used; what it throws, the display function throws
 *   (to log, count or report unknown tags from users);
 * - `null`: nothing (the default: a tag from a browser or a user, `de-AT` say, simply reads as
 *   English).
 *
 * `en` is always registered. The setting holds for the whole module (every game) until changed.
 * @throws LocaleError `invalid-handler` for anything else; the setting is unchanged.
 * @example
 * ```ts
 * import { LocaleError, describePlayer, onMissingLocale } from 'spellbook-engine';
 * onMissingLocale('throw');
 * try { describePlayer(0, 'uk'); } catch (e) { if (e instanceof LocaleError) console.log(e.code); } // 'unregistered-locale'
 * const unknown = new Set<string>();
 * onMissingLocale((tag) => unknown.add(tag));
 * describePlayer(0, 'de'); // 'Player 1', and unknown holds 'de'
 * onMissingLocale(null);
 * ```
 * @group Localisation
 */
export function onMissingLocale(handler: MissingLocaleHandler | 'throw' | null): void {
  if (handler !== null && handler !== 'throw' && typeof handler !== 'function') {
    throw new LocaleError('invalid-handler', 'handler', "expected a function, 'throw' or null");
  }
  onMissing = handler === 'throw' ? refuseUnregistered : handler;
}

/** Tells the {@link onMissingLocale} handler about `locale` when it is neither `en` nor registered. */
function lookUp(locale: LocaleTag): Registered | undefined {
  const found = registered.get(locale);
  if (found === undefined && locale !== 'en' && onMissing !== null) onMissing(typeof locale === 'string' ? locale : String(locale));
  return found;
}

/** What a registered language gave, or `undefined` for a tag that is not registered (after telling the {@link onMissingLocale} handler). */
export function registeredLanguage(locale: LocaleTag): LocaleInput | undefined {
  return lookUp(locale)?.input;
}

/**
 * The tags the display functions take, in the order registered: `en` first (built in), then
 * every language registered with {@link registerLocale}. For a language picker.
 * @example
 * ```ts
 * registeredLocales(); // ['en'] until the app registers more
 * ```
 * @group Localisation
 */
export function registeredLocales(): LocaleTag[] {
  return ['en', ...[...registered.keys()].filter((tag) => tag !== 'en')];
}

/**
 * The words of a language, complete: the registered language's table with English filling its
 * gaps; English's for `en` and for a tag that is not registered (once the
 * {@link onMissingLocale} handler, if any, has been told). For the words a UI shows besides the
 * descriptions: phases, colours, runes, modes, step names, player names.
 * @example
 * ```ts
 * localeTable('en').phases.morning; // 'Morning'
 * localeTable('pl').phases.morning; // 'Poranek' once Polish is registered, 'Morning' before
 * ```
 * @group Localisation
 */
export function localeTable(locale: LocaleTag = 'en'): LocaleTable {
  return lookUp(locale)?.table ?? en;
}
