/**
 * Polish: the description messages, the printed spells' names and rules texts, and their
 * rewordings under the rule profiles, as one {@link LocaleDefinition}.
 * @module
 */
import type { LocaleDefinition } from '../definition.js';
import { pl as table } from '../pl.js';
import { PL_SPELL_NAMES } from '../names/pl.js';
import { PL_SPELL_TEXTS, PL_SPELL_TEXT_VARIANTS, plLevelText } from '../texts/pl.js';

/**
 * Polish, complete. Opt-in: an app that shows Polish registers it once; the bundles of apps
 * that do not carry none of it.
 * @example
 * ```ts
 * import { registerLocale, spellName } from 'spellbook-engine';
 * import { pl } from 'spellbook-engine/locales/pl';
 * registerLocale(pl);
 * spellName('blaze', 'pl'); // 'Płomień'
 * ```
 * @group Localisation
 */
export const pl: LocaleDefinition = {
  locale: 'pl',
  table,
  spellNames: PL_SPELL_NAMES,
  spellTexts: PL_SPELL_TEXTS,
  spellTextVariants: PL_SPELL_TEXT_VARIANTS,
  levelText: plLevelText,
};
