/**
 * Spell names and rules texts in any language: English built in, the other languages as
 * registered, English filling any gap.
 * @module
 */
import { RULE_POINT_NAMES, type RuleProfile, type RulePresetName } from '../state/rules.js';
import type { BuiltinSpellId, Level, SpellId } from '../state/types.js';
import { getSpell, profileOf } from '../spells/registry.js';
import type { LevelTexts, LocaleTag } from '../spells/types.js';
import type { SpellRewordings, SpellTextVariants } from './definition.js';
import { registeredLanguage } from './languages.js';
import { EN_SPELL_NAMES } from './names/en.js';
import { EN_SPELL_TEXTS, EN_SPELL_TEXT_VARIANTS, enLevelText } from './texts/en.js';

/** An own entry of a table keyed by id (never one inherited from `Object.prototype`). */
function entry<T>(table: { readonly [id: string]: T | undefined } | undefined, id: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, id) ? table[id] : undefined;
}

/**
 * A spell's name in a language: a homebrew spell's own name in it, else the registered
 * language's name for the spell, else the English name. A language that is not registered gives
 * the English name, as the `describe*` functions do.
 * @throws UnknownSpellError `unknown-spell` when no spell has this id (validate untrusted ids with `hasSpell`).
 * @example
 * ```ts
 * spellName('time-travel');       // 'Time Travel'
 * spellName('time-travel', 'uk'); // 'Подорож у часі' once Ukrainian is registered (registerLocale(uk)), 'Time Travel' before
 * ```
 * @group Localisation
 */
export function spellName(id: SpellId, locale: LocaleTag = 'en'): string {
  const spell = getSpell(id);
  return entry(spell.names, locale)
    ?? entry(registeredLanguage(locale)?.spellNames, id)
    ?? spell.names?.en
    ?? entry<string>(EN_SPELL_NAMES, id)
    ?? id;
}

/**
 * A printed text with the clauses that the profile's values reword replaced, or `undefined` when
 * the language lacks a rewording that English has (its text would misstate the profile).
 */
function reworded(text: string, variants: SpellTextVariants, id: BuiltinSpellId, level: Level, rules: RuleProfile): string | undefined {
  let out = text;
  for (const point of RULE_POINT_NAMES) {
    const at = (v: SpellTextVariants): readonly [string, string] | undefined => {
      const byValue = v[point] as Readonly<Record<string, SpellRewordings | undefined>> | undefined;
      return byValue?.[rules[point]]?.[id]?.[level];
    };
    const pair = at(variants);
    if (pair === undefined) {
      if (at(EN_SPELL_TEXT_VARIANTS) !== undefined) return undefined;
      continue;
    }
    out = out.replace(pair[0], () => pair[1]);
  }
  return out;
}

/**
 * The rules text of a spell's level in a language: a short card-style text that states what
 * that level does (rules §7), in plain text with rune words, e.g. `Discard 1 ○ (circle), then
 * draw 4.` The text follows the game's rule profile (rules §0), `printed` by default: pass the
 * profile (`state.rules`) or a preset name, and the levels that a point reads differently say
 * what that profile does (Growth and Storm's lowering, Storm's discards, Swiftness's extra
 * action, Mirage, Communion L5).
 *
 * Where the text comes from: a printed spell's, from the registered language (English when the
 * language is not registered, or lacks that text or a rewording the profile needs). A homebrew
 * spell's, from its definition's `texts` in the language, else the registered language's
 * `spellTexts`, else its English texts, whatever the profile; one defined without texts gets a
 * fallback built from its name and the level: `Ember, level 4` (en), `Жарина, рівень 4` (uk),
 * `Żar, poziom 4` (pl), `餘燼 等級4` (zh-TW). Display text only: none of it is in the game
 * state or the events. A preset name the engine does not have (from untyped callers) reads as
 * the printed one.
 * @throws UnknownSpellError `unknown-spell` when no spell has this id (validate untrusted ids with `hasSpell`).
 * @example
 * ```ts
 * spellText('sacrifice', 3);                // 'Discard 1 ○ (circle), then draw 4.'
 * spellText('abundance', 5, 'pl');          // 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 4.' with Polish registered
 * spellText('growth', 5);                   // 'Take 3 and store them, then move Growth down to level 4.'
 * spellText('growth', 5, 'en', 'digital');  // 'Take 3 and store them, then lower Growth one level.'
 * spellText('storm', 4, 'en', state.rules); // the text under the game's own profile
 * ```
 * @group Localisation
 */
export function spellText(id: SpellId, level: Level, locale: LocaleTag = 'en', rules: RuleProfile | RulePresetName = 'printed'): string {
  const spell = getSpell(id);
  const language = registeredLanguage(locale);
  if (spell.set !== null) {
    const printedId = id as BuiltinSpellId;
    const profile = profileOf(rules);
    const own = entry(language?.spellTexts, id)?.[level];
    const text = own === undefined ? undefined : reworded(own, language?.spellTextVariants ?? {}, printedId, level, profile);
    return text ?? reworded(EN_SPELL_TEXTS[printedId][level], EN_SPELL_TEXT_VARIANTS, printedId, level, profile) ?? EN_SPELL_TEXTS[printedId][level];
  }
  const texts: LevelTexts | undefined = entry(spell.texts, locale) ?? entry(language?.spellTexts, id) ?? spell.texts?.en;
  if (texts !== undefined) return texts[level];
  return (language?.levelText ?? enLevelText)(spellName(id, locale), level);
}
