/**
 * The shape of a language: the description messages ({@link LocaleTable}), the printed spells'
 * names and rules texts, and how a rule profile rewords those texts. The package ships English
 * (built in, complete: {@link LocaleDefinition}) and Ukrainian, Polish and Traditional Chinese
 * (opt-in entry points, {@link LocaleInput}s that English completes); an app may register more.
 * @module
 */
import type { RuleProfile } from '../state/rules.js';
import type { BuiltinSpellId, Level } from '../state/types.js';
import type { LevelTexts, LocaleTag } from '../spells/types.js';
import type { LocaleTable } from './types.js';

/**
 * The printed spells' names in one language, by spell id.
 * @group Localisation
 */
export type SpellNameTable = Readonly<Record<BuiltinSpellId, string>>;

/**
 * The printed spells' rules texts in one language, by spell id and level: short card-style texts
 * (rules §7) that read the printed rules, plain text with rune words (`○ (circle)`), no markup.
 * @group Localisation
 */
export type SpellTextTable = Readonly<Record<BuiltinSpellId, LevelTexts>>;

/**
 * How the values of the rule points reword the printed spells' texts in one language (rules §0):
 * by point, value, spell and level, the clause of the printed text and the clause that replaces
 * it. Rewording a clause rather than the whole text lets the points compose (Mirage's
 * `mirageDraws` and `mirageTakes`, Storm's `stormDiscards` and `lowering`).
 * @group Localisation
 */
export type SpellTextVariants = { readonly [P in keyof RuleProfile]?: { readonly [V in RuleProfile[P]]?: SpellRewordings } };

/**
 * The rewordings of one rule point's value: by spell and level, the printed clause and its replacement.
 * @group Localisation
 */
export type SpellRewordings = {
  readonly [S in BuiltinSpellId]?: { readonly [L in Level]?: readonly [printed: string, reworded: string] };
};

/**
 * A complete language: every description message, every printed spell's name and rules texts,
 * and every rewording. English is one (`spellbook-engine/locales/en` exports `en`), and the only
 * language that must be: a new action, event, step kind, decision, violation or spell asks the
 * compiler for its English words only. The other shipped languages are {@link LocaleInput}s,
 * like an app's own: they may lag behind English, which fills in what they lack. Spread one
 * into a {@link LocaleInput} to start a variant of it.
 * @group Localisation
 */
export interface LocaleDefinition {
  /** The language tag it registers as (`uk`). */
  readonly locale: LocaleTag;
  /** The description messages. */
  readonly table: LocaleTable;
  /** The printed spells' names. */
  readonly spellNames: SpellNameTable;
  /** The printed spells' rules texts, as the printed rules read. */
  readonly spellTexts: SpellTextTable;
  /** How the rule points' values reword those texts. */
  readonly spellTextVariants: SpellTextVariants;
  /** The text of a spell level without a rules text (a homebrew spell defined without texts): `Ember, level 4`. */
  readonly levelText: (name: string, level: Level) => string;
}

/**
 * A {@link LocaleTable} with any part left out: a record field (such as `actions` or
 * `violations`) may give some entries only; English fills in the rest.
 * @group Localisation
 */
export type PartialLocaleTable = {
  readonly [K in Exclude<keyof LocaleTable, 'locale'>]?: LocaleTable[K] extends (...args: never[]) => unknown
    ? LocaleTable[K]
    : Partial<LocaleTable[K]>;
};

/**
 * A language to register with {@link registerLocale}: its tag, and whatever it translates.
 * Every part is optional, and so is every entry of each part: English fills in anything missing
 * (a message, a spell's name, a text, or a rewording a rule profile needs). The names and texts
 * may include homebrew spells' (by id), for homebrew spells defined without this language. The
 * package's own translations (`spellbook-engine/locales/uk`, `/pl`, `/zh-TW`) are of this type
 * too: complete when released, but a rule change may add an English string before they have it.
 * @group Localisation
 */
export interface LocaleInput {
  /** The language tag (`de`, `pt-BR`): what the display functions take to use it. */
  readonly locale: LocaleTag;
  /** The description messages it translates. */
  readonly table?: PartialLocaleTable | undefined;
  /** Spell names by id. */
  readonly spellNames?: { readonly [id: string]: string | undefined } | undefined;
  /** Spell rules texts by id, a text for every level. */
  readonly spellTexts?: { readonly [id: string]: LevelTexts | undefined } | undefined;
  /** How the rule points reword its printed spells' texts (see {@link SpellTextVariants}). */
  readonly spellTextVariants?: SpellTextVariants | undefined;
  /** The text of a spell level without a rules text: `Ember, Stufe 4`. */
  readonly levelText?: ((name: string, level: Level) => string) | undefined;
}
