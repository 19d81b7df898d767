/**
 * The spell registry: the turn logic asks it about spells and never names one itself.
 * @module
 */
import { isColour, type Colour } from '../state/materia.js';
import { RULE_PRESETS, type RuleProfile, type RulePresetName } from '../state/rules.js';
import { LEVELS, PHASES, type BuiltinSpellId, type Level, type Phase, type SpellId } from '../state/types.js';
import { BUILTIN_SPELLS } from './builtin.js';
import { SPELL_TEXTS, textUnder } from './texts.js';
import { LOCALES, type Locale, type SpellDefinition, type SpellLevel, type SpellSet } from './types.js';

const registry = new Map<string, SpellDefinition>(BUILTIN_SPELLS.map((s) => [s.id, s]));

/**
 * True when a spell with this id is registered.
 * @group Spells
 */
export function hasSpell(id: unknown): id is SpellId {
  return typeof id === 'string' && registry.has(id);
}

/**
 * The definition of a registered spell.
 * @throws Error when no spell has this id (validate untrusted ids with {@link hasSpell}).
 * @example
 * ```ts
 * getSpell('abundance').levels[5].points; // 7
 * ```
 * @group Spells
 */
export function getSpell(id: SpellId): SpellDefinition {
  const s = registry.get(id);
  if (s === undefined) throw new Error(`unknown spell ${id}`);
  return s;
}

/**
 * Which spells {@link listSpells} returns; every given field must match.
 * @group Spells
 */
export interface SpellFilter {
  /** Only spells of this colour. */
  readonly colour?: Colour | undefined;
  /** Only spells of this printed set. */
  readonly set?: SpellSet | undefined;
  /** Only spells of this phase (`null`: spells without a phase symbol). */
  readonly phase?: Phase | null | undefined;
}

/**
 * Registered spells, the printed ones first in colour then set order.
 * @example
 * ```ts
 * listSpells({ colour: 'red' }).map((s) => s.id); // ['sacrifice', 'eruption', 'blaze']
 * ```
 * @group Spells
 */
export function listSpells(filter: SpellFilter = {}): SpellDefinition[] {
  const out: SpellDefinition[] = [];
  for (const s of registry.values()) {
    if (filter.colour !== undefined && s.colour !== filter.colour) continue;
    if (filter.set !== undefined && s.set !== filter.set) continue;
    if (filter.phase !== undefined && s.phase !== filter.phase) continue;
    out.push(s);
  }
  return out;
}

/** The locale itself, or English for a locale the engine does not have (from untyped callers). */
function known(locale: Locale): Locale {
  return (LOCALES as readonly string[]).includes(locale) ? locale : 'en';
}

/**
 * A spell's name in a locale; a locale outside {@link LOCALES} (from untyped callers) gives the
 * English name, as the `describe*` functions do.
 * @throws Error when no spell has this id (validate untrusted ids with {@link hasSpell}).
 * @example
 * ```ts
 * spellName('time-travel', 'uk'); // 'Подорож у часі'
 * ```
 * @group Localisation
 */
export function spellName(id: SpellId, locale: Locale = 'en'): string {
  return getSpell(id).names[known(locale)];
}

/**
 * A profile given as itself or by a preset's name; a name the engine does not have (from untyped
 * callers) reads as the printed profile, as an unknown locale reads as English.
 */
export function profileOf(rules: RuleProfile | RulePresetName): RuleProfile {
  if (typeof rules !== 'string') return rules;
  return rules === 'digital' ? RULE_PRESETS.digital : RULE_PRESETS.printed;
}

/** How a level reads in each locale, for the fallback text of a spell without texts. */
const LEVEL_WORD: Readonly<Record<Locale, (name: string, level: Level) => string>> = {
  en: (name, level) => `${name}, level ${level}`,
  uk: (name, level) => `${name}, рівень ${level}`,
  pl: (name, level) => `${name}, poziom ${level}`,
  'zh-TW': (name, level) => `${name} 等級${level}`,
};

/**
 * The rules text of a spell's level in a locale: a short card-style text that states what that
 * level does (rules §7), in plain text with rune words, e.g. `Discard 1 ○ (circle), then
 * draw 4.` Every printed spell has a text for every level in every locale. The text follows the
 * game's rule profile (rules §0), `printed` by default: pass the profile (`state.rules`) or a
 * preset name, and the levels that a point reads differently say what that profile does (Growth
 * and Storm's lowering, Storm's discards, Swiftness's extra action, Mirage, Communion L5).
 * A homebrew spell returns the text given in its definition's `texts`, whatever the profile; one
 * defined without texts gets a fallback built from its name and the level: `Ember, level 4`
 * (en), `Жарина, рівень 4` (uk), `Żar, poziom 4` (pl), `餘燼 等級4` (zh-TW). Display text only:
 * none of it is in the game state or the events. A locale outside {@link LOCALES} gives the
 * English text; a preset name the engine does not have (from untyped callers), the printed one.
 * @throws Error when no spell has this id (validate untrusted ids with {@link hasSpell}).
 * @example
 * ```ts
 * spellText('sacrifice', 3);       // 'Discard 1 ○ (circle), then draw 4.'
 * spellText('abundance', 5, 'pl'); // 'Efekt natychmiastowy: po nauczeniu się tego zaklęcia wylosuj 4.'
 * spellText('growth', 5);                 // 'Take 3 and store them, then move Growth down to level 4.'
 * spellText('growth', 5, 'en', 'digital'); // 'Take 3 and store them, then lower Growth one level.'
 * spellText('storm', 4, 'en', state.rules); // the text under the game's own profile
 * ```
 * @group Localisation
 */
export function spellText(id: SpellId, level: Level, locale: Locale = 'en', rules: RuleProfile | RulePresetName = 'printed'): string {
  const spell = getSpell(id);
  const l = known(locale);
  // The printed spells' texts are the printed table itself; their variants are keyed by spell id.
  if (spell.texts !== undefined && spell.texts === SPELL_TEXTS[id as BuiltinSpellId]) return textUnder(id as BuiltinSpellId, level, l, profileOf(rules));
  return spell.texts?.[l]?.[level] ?? LEVEL_WORD[l](spell.names[l], level);
}

/**
 * Stable codes of {@link SpellDefinitionError}.
 * @group Errors
 */
export type SpellDefinitionErrorCode = 'duplicate-spell-id' | 'invalid-spell-definition';

/**
 * Thrown by {@link defineSpell} for a definition the engine cannot play. Nothing is registered.
 * @group Errors
 */
export class SpellDefinitionError extends Error {
  /** A stable code to branch on. */
  readonly code: SpellDefinitionErrorCode;
  /** The field at fault, as a dotted path such as `levels.4.effect`. */
  readonly path: string;

  constructor(code: SpellDefinitionErrorCode, path: string, message: string) {
    super(`${message} (${path})`);
    this.name = 'SpellDefinitionError';
    this.code = code;
    this.path = path;
  }
}

const KINDS: readonly string[] = ['action', 'instant', 'permanent', 'end-game', 'none'];

function invalid(path: string, message: string): never {
  throw new SpellDefinitionError('invalid-spell-definition', path, message);
}

/**
 * Registers a homebrew spell so that games can use it (in an explicit list of 7 spells, one per
 * colour). The definition is validated: a new kebab-case id, a colour, a phase or `null`,
 * levels 3-5 each with a kind and points, an effect for every `action` level (phase spells only)
 * and every `instant` level, a name in every locale, and, when `texts` are given, a non-empty text
 * for every level in every locale (see {@link spellText}). Register the same spells before loading
 * a save that uses them.
 * @throws SpellDefinitionError `duplicate-spell-id` or `invalid-spell-definition` with the path.
 * @example
 * ```ts
 * defineSpell({
 *   id: 'ember', colour: 'red', set: null, phase: 'morning',
 *   levels: {
 *     3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
 *     4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 2 }] },
 *     5: { kind: 'action', points: 3, effect: () => [{ step: 'draw', count: 3 }] },
 *   },
 *   names: { en: 'Ember', uk: 'Жарина', pl: 'Żar', 'zh-TW': '餘燼' },
 * });
 * ```
 * @group Homebrew
 */
export function defineSpell(definition: SpellDefinition): void {
  const d = definition as Partial<SpellDefinition> | null;
  if (typeof d !== 'object' || d === null) invalid('', 'expected a spell definition object');
  if (typeof d.id !== 'string' || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(d.id)) invalid('id', 'the id must be kebab-case, e.g. "fire-ward"');
  if (registry.has(d.id)) throw new SpellDefinitionError('duplicate-spell-id', 'id', `a spell with id ${d.id} is already registered`);
  if (!isColour(d.colour)) invalid('colour', 'unknown colour');
  if (d.set !== null) invalid('set', 'homebrew spells have set null');
  if (d.phase !== null && !(PHASES as readonly unknown[]).includes(d.phase)) invalid('phase', 'phase must be morning, midday, evening or null');
  if (typeof d.levels !== 'object' || d.levels === null) invalid('levels', 'expected levels 3, 4 and 5');
  for (const level of LEVELS) {
    const l = d.levels[level] as Partial<SpellLevel> | undefined;
    const at = `levels.${level}`;
    if (typeof l !== 'object' || l === null) invalid(at, 'missing level');
    if (!KINDS.includes(l.kind as string)) invalid(`${at}.kind`, `kind must be one of ${KINDS.join(', ')}`);
    if (!(typeof l.points === 'function' || (typeof l.points === 'number' && Number.isInteger(l.points) && l.points >= 0))) {
      invalid(`${at}.points`, 'points must be a non-negative integer or a function');
    }
    if (l.kind === 'action' && d.phase === null) invalid(`${at}.kind`, 'only a spell with a phase has action levels');
    if ((l.kind === 'action' || l.kind === 'instant') && typeof l.effect !== 'function') invalid(`${at}.effect`, `a ${l.kind} level needs an effect`);
    if (l.effect !== undefined && typeof l.effect !== 'function') invalid(`${at}.effect`, 'effect must be a function');
    if (l.fits !== undefined && typeof l.fits !== 'function') invalid(`${at}.fits`, 'fits must be a function');
    if (l.modeFits !== undefined) {
      if (typeof l.modeFits !== 'object' || l.modeFits === null) invalid(`${at}.modeFits`, 'modeFits must map mode names to functions');
      for (const [name, check] of Object.entries(l.modeFits)) {
        if (typeof check !== 'function') invalid(`${at}.modeFits.${name}`, 'each way\'s check must be a function');
      }
    }
  }
  if (typeof d.names !== 'object' || d.names === null) invalid('names', 'expected names in every locale');
  for (const locale of LOCALES) {
    const name = d.names[locale];
    if (typeof name !== 'string' || name.length === 0) invalid(`names.${locale}`, 'missing name');
  }
  if (d.texts !== undefined) {
    if (typeof d.texts !== 'object' || d.texts === null) invalid('texts', 'texts must give every level in every locale, or be left out');
    for (const locale of LOCALES) {
      const byLevel = d.texts[locale] as Partial<Record<Level, unknown>> | undefined;
      if (typeof byLevel !== 'object' || byLevel === null) invalid(`texts.${locale}`, 'missing texts');
      for (const level of LEVELS) {
        const text = byLevel[level];
        if (typeof text !== 'string' || text.length === 0) invalid(`texts.${locale}.${level}`, 'missing text');
      }
    }
  }
  registry.set(d.id, definition);
}
