/**
 * Ukrainian: the description messages, the printed spells' names and rules texts, and their
 * rewordings under the rule profiles, as one {@link LocaleInput}.
 * @module
 */
import type { LocaleInput } from '../definition.js';
import { uk as table } from '../uk.js';
import { UK_SPELL_NAMES } from '../names/uk.js';
import { UK_SPELL_TEXTS, UK_SPELL_TEXT_VARIANTS, ukLevelText } from '../texts/uk.js';

/**
 * Ukrainian: a registered language like any other (a {@link LocaleInput}), shipped with the
 * package. Opt-in: an app that shows Ukrainian registers it once; the bundles of apps that do not
 * carry none of it. Translations follow English: a string added with a rule change may come later,
 * and until then English gives it (`npm run locales:table` in the repository lists what each lacks;
 * a release ships none with a gap).
 * @example
 * ```ts
 * import { registerLocale, spellName } from 'spellbook-engine';
 * import { uk } from 'spellbook-engine/locales/uk';
 * registerLocale(uk);
 * spellName('blaze', 'uk'); // "Полум'я"
 * ```
 * @group Localisation
 */
export const uk: LocaleInput = {
  locale: 'uk',
  table,
  spellNames: UK_SPELL_NAMES,
  spellTexts: UK_SPELL_TEXTS,
  spellTextVariants: UK_SPELL_TEXT_VARIANTS,
  levelText: ukLevelText,
};
