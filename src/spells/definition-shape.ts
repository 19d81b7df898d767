/**
 * The shape check of a homebrew definition: every field `defineSpell` reads, field by field in a
 * fixed order, so that the first fault is the one reported. It runs on the engine's own copy of
 * the definition (`definition-copy.ts`), never on the caller's object. A level's permanent
 * triggers are checked by their entries of `TRIGGERS` (`triggers.ts`), in the table's order.
 * @module
 */
import { isColour } from '../state/materia.js';
import { LEVELS, PHASES, type Level } from '../state/types.js';
import { SpellDefinitionError } from './definition-error.js';
import { TRIGGERS, TRIGGER_NAMES, isCount } from './triggers.js';
import type { SpellDefinition, SpellLevel } from './types.js';

// Literals, not `new RegExp`: a bundler drops an unused literal from a bundle of the game loop.
/** A kebab-case word (`fire-ward`): a namespace, or the name of a spell inside one. */
export const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** A spell id: a kebab-case word, optionally after a namespace and a colon (`acme:fire-ward`). */
export const SPELL_ID = /^(?:[a-z][a-z0-9]*(?:-[a-z0-9]+)*:)?[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const KINDS: readonly string[] = ['action', 'instant', 'permanent', 'end-game', 'none'];

/**
 * Checks the shape of a definition (a copy: plain data and functions). `prefix` goes before
 * every path (`[1].` for the second spell of `defineSpells`); with a `namespace`, the id is a
 * name inside it (a kebab-case word, no namespace of its own).
 * @throws SpellDefinitionError `invalid-spell-definition` at the first field at fault.
 */
export function checkShape(value: unknown, prefix = '', namespace?: string): asserts value is SpellDefinition {
  const d = value as Partial<SpellDefinition> | null;
  const id = typeof d === 'object' && d !== null && typeof d.id === 'string' ? d.id : '';
  const spell = namespace === undefined || id === '' ? id : `${namespace}:${id}`;
  const invalid = (path: string, message: string): never => {
    throw new SpellDefinitionError('invalid-spell-definition', `${prefix}${path}`, message, spell);
  };
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return invalid('', 'expected a spell definition object');
  if (namespace !== undefined) {
    if (typeof d.id !== 'string' || !KEBAB.test(d.id)) invalid('id', `the id must be a kebab-case name such as "fire-ward", registered as "${namespace}:fire-ward"`);
  } else if (typeof d.id !== 'string' || !SPELL_ID.test(d.id)) {
    invalid('id', 'the id must be kebab-case, e.g. "fire-ward", optionally after a kebab-case namespace, e.g. "acme:fire-ward"');
  }
  if (!isColour(d.colour)) invalid('colour', 'unknown colour');
  if (d.set !== null) invalid('set', 'homebrew spells have set null');
  if (d.phase !== null && !(PHASES as readonly unknown[]).includes(d.phase)) invalid('phase', 'phase must be morning, midday, evening or null');
  if (typeof d.levels !== 'object' || d.levels === null) invalid('levels', 'expected levels 3, 4 and 5');
  for (const level of LEVELS) checkLevel(d.levels?.[level], d.phase ?? null, `levels.${level}`, invalid);
  if (d.copyable !== undefined && typeof d.copyable !== 'boolean') invalid('copyable', 'copyable must be true or false, or be left out');
  if (typeof d.names !== 'object' || d.names === null) invalid('names', 'expected names by language, English (en) at least');
  for (const [locale, name] of Object.entries(d.names ?? {})) {
    if (typeof name !== 'string' || name.length === 0) invalid(`names.${locale}`, 'a name must be a non-empty string');
  }
  if (d.names?.en === undefined) invalid('names.en', 'missing English name');
  if (d.texts !== undefined) {
    if (typeof d.texts !== 'object' || d.texts === null) invalid('texts', 'texts must give every level by language, English (en) at least, or be left out');
    if (d.texts.en === undefined) invalid('texts.en', 'missing English texts');
    for (const [locale, byLevel] of Object.entries(d.texts) as [string, Partial<Record<Level, unknown>> | null][]) {
      if (typeof byLevel !== 'object' || byLevel === null) invalid(`texts.${locale}`, 'expected a text for every level');
      for (const level of LEVELS) {
        const text = byLevel?.[level];
        if (typeof text !== 'string' || text.length === 0) invalid(`texts.${locale}.${level}`, 'missing text');
      }
    }
  }
}

function checkLevel(value: unknown, phase: unknown, at: string, invalid: (path: string, message: string) => never): void {
  const l = value as Partial<SpellLevel> | null | undefined;
  if (typeof l !== 'object' || l === null) return invalid(at, 'missing level');
  if (!KINDS.includes(l.kind as string)) invalid(`${at}.kind`, `kind must be one of ${KINDS.join(', ')}`);
  if (!(typeof l.points === 'function' || isCount(l.points))) invalid(`${at}.points`, 'points must be a non-negative integer or a function');
  if (l.kind === 'action' && phase === null) invalid(`${at}.kind`, 'only a spell with a phase has action levels');
  if ((l.kind === 'action' || l.kind === 'instant') && typeof l.effect !== 'function') invalid(`${at}.effect`, `a ${String(l.kind)} level needs an effect`);
  if (l.effect !== undefined && typeof l.effect !== 'function') invalid(`${at}.effect`, 'effect must be a function');
  if (l.fits !== undefined && typeof l.fits !== 'function') invalid(`${at}.fits`, 'fits must be a function');
  if (l.modeFits !== undefined) {
    if (typeof l.modeFits !== 'object' || l.modeFits === null) invalid(`${at}.modeFits`, 'modeFits must map mode names to functions');
    for (const [name, check] of Object.entries(l.modeFits)) {
      if (typeof check !== 'function') invalid(`${at}.modeFits.${name}`, 'each way\'s check must be a function');
    }
  }
  for (const key of TRIGGER_NAMES) {
    const trigger: unknown = l[key];
    if (trigger !== undefined) TRIGGERS[key].check(trigger, `${at}.${key}`, invalid);
  }
}
