/**
 * English: the description messages, the printed spells' names and rules texts, and their
 * rewordings under the rule profiles, as one {@link LocaleDefinition}.
 * @module
 */
import type { LocaleDefinition } from '../definition.js';
import { en as table } from '../en.js';
import { EN_SPELL_NAMES } from '../names/en.js';
import { EN_SPELL_TEXTS, EN_SPELL_TEXT_VARIANTS, enLevelText } from '../texts/en.js';

/**
 * English, complete. English is built in: the display functions use it without registering it,
 * and fall back to it for anything another language lacks. This entry point gives the whole of
 * it as one definition, to start a variant from (`{ ...en, locale: 'en-GB', table: { ... } }`).
 * @example
 * ```ts
 * import { registerLocale, spellName } from 'spellbook-engine';
 * import { en } from 'spellbook-engine/locales/en';
 * registerLocale({ ...en, locale: 'en-x-pirate', spellNames: { ...en.spellNames, blaze: 'Broadside' } });
 * spellName('blaze', 'en-x-pirate'); // 'Broadside'
 * ```
 * @group Localisation
 */
export const en: LocaleDefinition = {
  locale: 'en',
  table,
  spellNames: EN_SPELL_NAMES,
  spellTexts: EN_SPELL_TEXTS,
  spellTextVariants: EN_SPELL_TEXT_VARIANTS,
  levelText: enLevelText,
};
