/**
 * Polish: the description messages, the printed spells' names and rules texts, and their
 * rewordings under the rule profiles, as one {@link LocaleInput}.
 * @module
 */
import type { LocaleInput } from '../definition.js';
import { pl as table } from '../pl.js';
import { PL_SPELL_NAMES } from '../names/pl.js';
import { PL_SPELL_TEXTS, PL_SPELL_TEXT_VARIANTS, plLevelText } from '../texts/pl.js';

/**
 * Polish: a registered language like any other (a {@link LocaleInput}), shipped with the package.
 * Opt-in: an app that shows Polish registers it once; the bundles of apps that do not carry none of
 * it. Translations follow English: a string added with a rule change may come later, and until then
 * English gives it (`npm run locales:table` in the repository lists what each lacks; a release
 * ships none with a gap).
 * @example
 * ```ts
 * import { registerLocale, spellName } from 'spellbook-engine';
 * import { pl } from 'spellbook-engine/locales/pl';
 * registerLocale(pl);
 * spellName('blaze', 'pl'); // 'Płomień'
 * ```
 * @group Localisation
 */
export const pl: LocaleInput = {
  locale: 'pl',
  table,
  spellNames: PL_SPELL_NAMES,
  spellTexts: PL_SPELL_TEXTS,
  spellTextVariants: PL_SPELL_TEXT_VARIANTS,
  levelText: plLevelText,
};
