/**
 * The spell registry: the turn logic asks it about spells and never names one itself. It holds
 * the printed spells and the homebrew spells that `defineSpell` checked, copied and froze; a
 * registered id never changes its definition, which is what makes the caches of `memo.ts` sound.
 * @module
 */
import type { Colour } from '../state/materia.js';
import { RULE_PRESETS, type RuleProfile, type RulePresetName } from '../state/rules.js';
import type { Phase, SpellId } from '../state/types.js';
import { BUILTIN_SPELLS } from './builtin.js';
import type { SpellDefinition, SpellSet } from './types.js';
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
 * Adds a checked, deep-frozen definition under its id. Only `defineSpell` (src/game/define-spell.ts)
 * calls it, after the checks: the registry itself trusts what it is given, so that the game loop,
 * which reads the registry, bundles none of the checks.
 */
export function addSpell(definition: SpellDefinition): void {
  registry.set(definition.id, definition);
}
