/**
 * The spell registry: the turn logic asks it about spells and never names one itself.
 * @module
 */
import { isColour, type Colour } from '../state/materia.js';
import { RULE_PRESETS, type RuleProfile, type RulePresetName } from '../state/rules.js';
import { LEVELS, PHASES, type Level, type Phase, type SpellId } from '../state/types.js';
import { BUILTIN_SPELLS } from './builtin.js';
import type { SpellDefinition, SpellLevel, SpellSet } from './types.js';
import { UnknownSpellError } from './unknown-spell.js';

const registry = new Map<string, SpellDefinition>(BUILTIN_SPELLS.map((s) => [s.id, s]));

/**
 * True when a spell with this id is registered.
 * @group Spells
 */
export function hasSpell(id: unknown): id is SpellId {
  return typeof id === 'string' && registry.has(id);
}

/**
 * The definition of a registered spell (its rules; its name and texts: `spellName`, `spellText`).
 * @throws UnknownSpellError `unknown-spell` when no spell has this id (validate untrusted ids
 * with {@link hasSpell}).
 * @example
 * ```ts
 * getSpell('abundance').levels[5].points; // 7
 * ```
 * @group Spells
 */
export function getSpell(id: SpellId): SpellDefinition {
  const s = registry.get(id);
  if (s === undefined) throw new UnknownSpellError(id);
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

/**
 * A profile given as itself or by a preset's name; a name the engine does not have (from untyped
 * callers) reads as the printed profile, as an unknown locale reads as English.
 */
export function profileOf(rules: RuleProfile | RulePresetName): RuleProfile {
  if (typeof rules !== 'string') return rules;
  return rules === 'digital' ? RULE_PRESETS.digital : RULE_PRESETS.printed;
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
 * and every `instant` level, an English name (`names.en`; any other language's name is optional:
 * a language without one shows the English name), and, when `texts` are given, an English text
 * for every level (any other language given has a text for every level; see `spellText`).
 * Register the same spells before loading a save that uses them.
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
 *   names: { en: 'Ember', uk: 'Жарина', pl: 'Żar', 'zh-TW': '餘燼' }, // English alone is enough
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
  if (typeof d.names !== 'object' || d.names === null) invalid('names', 'expected names by language, English (en) at least');
  for (const [locale, name] of Object.entries(d.names)) {
    if (typeof name !== 'string' || name.length === 0) invalid(`names.${locale}`, 'a name must be a non-empty string');
  }
  if (d.names.en === undefined) invalid('names.en', 'missing English name');
  if (d.texts !== undefined) {
    if (typeof d.texts !== 'object' || d.texts === null) invalid('texts', 'texts must give every level by language, English (en) at least, or be left out');
    if (d.texts.en === undefined) invalid('texts.en', 'missing English texts');
    for (const [locale, byLevel] of Object.entries(d.texts) as [string, Partial<Record<Level, unknown>> | null][]) {
      if (typeof byLevel !== 'object' || byLevel === null) invalid(`texts.${locale}`, 'expected a text for every level');
      for (const level of LEVELS) {
        const text = byLevel[level];
        if (typeof text !== 'string' || text.length === 0) invalid(`texts.${locale}.${level}`, 'missing text');
      }
    }
  }
  registry.set(d.id, definition);
}
