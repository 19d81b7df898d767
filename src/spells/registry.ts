/**
 * The spell registry: the turn logic asks it about spells and never names one itself.
 * @module
 */
import type { Colour } from '../state/materia.js';
import type { Phase, SpellId } from '../state/types.js';
import { BUILTIN_SPELLS } from './builtin.js';
import type { Locale, SpellDefinition, SpellSet } from './types.js';

const registry = new Map<string, SpellDefinition>(BUILTIN_SPELLS.map((s) => [s.id, s]));

/** True when a spell with this id is registered. */
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
 */
export function getSpell(id: SpellId): SpellDefinition {
  const s = registry.get(id);
  if (s === undefined) throw new Error(`unknown spell ${id}`);
  return s;
}

/** Which spells {@link listSpells} returns; every given field must match. */
export interface SpellFilter {
  /** Only spells of this colour. */
  readonly colour?: Colour;
  /** Only spells of this printed set. */
  readonly set?: SpellSet;
  /** Only spells of this phase (`null`: spells without a phase symbol). */
  readonly phase?: Phase | null;
}

/**
 * Registered spells, the printed ones first in colour then set order.
 * @example
 * ```ts
 * listSpells({ colour: 'red' }).map((s) => s.id); // ['sacrifice', 'eruption', 'blaze']
 * ```
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
 * A spell's name in a locale.
 * @example
 * ```ts
 * spellName('time-travel', 'uk'); // 'Подорож у часі'
 * ```
 */
export function spellName(id: SpellId, locale: Locale = 'en'): string {
  return getSpell(id).names[locale];
}
