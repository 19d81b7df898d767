/**
 * Traditional Chinese: the description messages, the printed spells' names and rules texts, and their
 * rewordings under the rule profiles, as one {@link LocaleInput}.
 * @module
 */
import type { LocaleInput } from '../definition.js';
import { zhTW as table } from '../zh-TW.js';
import { ZH_TW_SPELL_NAMES } from '../names/zh-TW.js';
import { ZH_TW_SPELL_TEXTS, ZH_TW_SPELL_TEXT_VARIANTS, zhTWLevelText } from '../texts/zh-TW.js';

/**
 * Traditional Chinese: a registered language like any other (a {@link LocaleInput}), shipped with
 * the package. Opt-in: an app that shows Traditional Chinese registers it once; the bundles of apps
 * that do not carry none of it. Translations follow English: a string added with a rule change may
 * come later, and until then English gives it (`npm run locales:table` in the repository lists what
 * each lacks; a release ships none with a gap).
 * @example
 * ```ts
 * import { registerLocale, spellName } from 'spellbook-engine';
 * import { zhTW } from 'spellbook-engine/locales/zh-TW';
 * registerLocale(zhTW);
 * spellName('blaze', 'zh-TW'); // '烈焰'
 * ```
 * @group Localisation
 */
export const zhTW: LocaleInput = {
  locale: 'zh-TW',
  table,
  spellNames: ZH_TW_SPELL_NAMES,
  spellTexts: ZH_TW_SPELL_TEXTS,
  spellTextVariants: ZH_TW_SPELL_TEXT_VARIANTS,
  levelText: zhTWLevelText,
};
