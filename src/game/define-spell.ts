/**
 * Defining homebrew spells: `defineSpell` and `defineSpells` (a library of spells under a
 * namespace). The registry (`spells/registry.ts`) is one per loaded copy of the package and finds
 * spells by id, as states, saves and records do; this module is its only door for homebrew
 * spells. It keeps, by id, the copy of each definition as it was given (before its functions
 * were wrapped with the checks of `effect-check.ts`), to tell an equal definition defined again
 * (a no-op) from a different one (an error).
 * @module
 */
import { frozenCopy, sameDefinition } from '../spells/definition-copy.js';
import { SpellDefinitionError } from '../spells/definition-error.js';
import { KEBAB, checkShape } from '../spells/definition-shape.js';
import { addSpell, getSpell, hasSpell } from '../spells/registry.js';
import type { SpellDefinition } from '../spells/types.js';
import type { SpellId } from '../state/types.js';
import { withChecks } from './effect-check.js';

/** The homebrew definitions as given (frozen copies, functions unwrapped), by id. */
const GIVEN = new Map<string, SpellDefinition>();

/** A definition ready to register: its id, and its checked copy (none when an equal one is registered). */
interface Prepared {
  readonly id: SpellId;
  readonly fresh: SpellDefinition | undefined;
}

/**
 * A checked, frozen copy of `definition` under its id (after `namespace:` when given), or none
 * when an equal one is registered under that id already. `at` names the definition in paths
 * (`''`, or `[i]`).
 */
function prepare(definition: unknown, at: string, namespace?: string): Prepared {
  const given = (definition as { id?: unknown } | null)?.id;
  const spell = typeof given !== 'string' ? '' : namespace === undefined ? given : `${namespace}:${given}`;
  const prefix = at === '' ? '' : `${at}.`;
  const copy = frozenCopy(definition, at, spell);
  checkShape(copy, prefix, namespace);
  const def = namespace === undefined ? copy : Object.freeze({ ...copy, id: spell });
  const known = GIVEN.get(spell);
  if (known !== undefined) {
    if (sameDefinition(known, def)) return { id: spell, fresh: undefined };
    throw new SpellDefinitionError('duplicate-spell-id', `${prefix}id`, 'a different spell is registered under this id already (defining an equal definition again is a no-op)', spell);
  }
  if (hasSpell(spell)) {
    const printed = getSpell(spell).set !== null;
    throw new SpellDefinitionError(printed ? 'reserved-spell-id' : 'duplicate-spell-id', `${prefix}id`,
      printed ? 'a printed spell has this id; give the homebrew spell an id of its own, or a namespace' : 'a spell with this id is registered already', spell);
  }
  return { id: spell, fresh: def };
}

function register(def: SpellDefinition): void {
  GIVEN.set(def.id, def);
  addSpell(withChecks(def));
}

/**
 * Registers a homebrew spell so that games can use it (in an explicit list of 7 spells, one per
 * colour). The definition is validated: a kebab-case id (optionally after a namespace:
 * `acme:fire-ward`) that is not a printed spell's, a colour, a phase or `null`, levels 3-5 each
 * with a kind and points, an effect for every `action` level (phase spells only) and every
 * `instant` level, an English name (`names.en`; any other language's name is optional: a
 * language without one shows the English name), and, when `texts` are given, an English text
 * for every level (any other language given has a text for every level; see `spellText`).
 *
 * The engine keeps a deep-frozen copy: changing the object afterwards changes nothing. Defining
 * an id again is a no-op when the definition is equal (the same data, and the same functions or
 * functions of the same code that give the same steps; a module evaluated twice defines its
 * spells again harmlessly) and an error when it differs: there is no "define unless defined"
 * to write. The steps an effect returns are checked when the engine first uses them (a
 * `SpellDefinitionError` from `legalActions` or `applyAction` names the spell, level and step).
 * Register the same spells before loading a save that uses them. To keep a library's spells
 * apart from other libraries', define them under a namespace with {@link defineSpells}.
 * @throws SpellDefinitionError `invalid-spell-definition` with the path, `duplicate-spell-id`
 * (a different definition has this id), `reserved-spell-id` (a printed spell's id); nothing is
 * registered then.
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
  const { fresh } = prepare(definition, '');
  if (fresh !== undefined) register(fresh);
}

/**
 * Registers a library of homebrew spells under a namespace: each definition's `id` is a plain
 * kebab-case name (`ember`), registered as `namespace:name` (`acme:ember`), which is the id
 * games, saves, records and the notation use. All of them are registered, or, at the first
 * fault, none. Defining a library again is a no-op for the spells equal to those registered
 * (see {@link defineSpell}). Two libraries with different namespaces never collide, whatever
 * their spells are named.
 * @returns the ids registered, in the order given.
 * @throws SpellDefinitionError as {@link defineSpell}, with paths such as `[1].colour` for the
 * second definition; `invalid-spell-definition` at `namespace` for a namespace that is not a
 * kebab-case word, or at `[i].id` for an id that names a namespace already.
 * @example
 * ```ts
 * const [ember] = defineSpells('acme', [{
 *   id: 'ember', colour: 'red', set: null, phase: 'morning',
 *   levels: {
 *     3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
 *     4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 2 }] },
 *     5: { kind: 'action', points: 3, effect: () => [{ step: 'draw', count: 3 }] },
 *   },
 *   names: { en: 'Ember' },
 * }]);
 * ember; // 'acme:ember'
 * ```
 * @group Homebrew
 */
export function defineSpells(namespace: string, definitions: readonly SpellDefinition[]): SpellId[] {
  if (typeof namespace !== 'string' || !KEBAB.test(namespace)) {
    throw new SpellDefinitionError('invalid-spell-definition', 'namespace', `a namespace is a kebab-case word such as "acme", got ${JSON.stringify(namespace)}`);
  }
  if (!Array.isArray(definitions)) throw new SpellDefinitionError('invalid-spell-definition', '', 'expected a list of spell definitions');
  const ids: SpellId[] = [];
  const fresh: SpellDefinition[] = [];
  definitions.forEach((definition, i) => {
    const { id, fresh: def } = prepare(definition, `[${i}]`, namespace);
    if (ids.includes(id)) throw new SpellDefinitionError('duplicate-spell-id', `[${i}].id`, 'the library defines this id twice', id);
    ids.push(id);
    if (def !== undefined) fresh.push(def);
  });
  for (const def of fresh) register(def);
  return ids;
}
