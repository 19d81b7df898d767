/**
 * The engine's own copy of a homebrew definition, and when two definitions are equal.
 *
 * `defineSpell` keeps a deep-frozen copy (plain objects and lists copied, functions kept by
 * reference), made before anything is checked: each field of the caller's object is read once,
 * and nothing the caller does to that object afterwards reaches the engine or its caches.
 *
 * Two definitions are equal when their data are equal and each pair of functions is the same
 * function, or, for a module evaluated twice (a hot reload, a test runner's fresh module graph,
 * a factory called twice), two functions with the same source text that return the same
 * results wherever the engine can try them all:
 * - an `effect` on every context there is (actor and player count, level, card rune: 90 in all);
 * - a trigger function on every input its entry of `TRIGGERS` lists (`triggers.ts`): a
 *   `drawsOnTake` on every materia and card rune.
 * A `points`, `fits` or `modeFits` function cannot be tried on every table, so two of the same
 * source text are taken as equal: closures that differ only in a captured value are not told
 * apart there (give such spells ids of their own). A function whose text is not its source (a
 * bound or built-in function) equals only itself.
 * @module
 */
import { RUNES } from '../state/materia.js';
import { othersFrom } from '../state/table.js';
import { LEVELS } from '../state/types.js';
import { SpellDefinitionError } from './definition-error.js';
import { triggerInputs } from './triggers.js';
import type { EffectContext, SpellDefinition } from './types.js';

/** Any function of a definition, as it is compared. */
type Fn = (input: never) => unknown;

/** The most seats a game has: the effect contexts to try run from 1 to this many players. */
const MAX_PLAYERS = 4;

/**
 * A deep copy of `value` in which every plain object and list is a new frozen one (own
 * enumerable keys, each read once) and functions are the same functions.
 * @throws SpellDefinitionError `invalid-spell-definition` for a cycle, or a field that throws when read.
 */
export function frozenCopy(value: unknown, path: string, spell: string, seen: object[] = []): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.includes(value)) throw new SpellDefinitionError('invalid-spell-definition', path, 'the definition refers to itself', spell);
  seen.push(value);
  const at = (key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`);
  let out: unknown;
  try {
    if (Array.isArray(value)) {
      out = Array.from(value as readonly unknown[], (v, i) => frozenCopy(v, at(i), spell, seen));
    } else {
      const o: Record<string, unknown> = {};
      for (const key of Object.keys(value)) o[key] = frozenCopy((value as Record<string, unknown>)[key], at(key), spell, seen);
      out = o;
    }
  } catch (e) {
    if (e instanceof SpellDefinitionError) throw e;
    throw new SpellDefinitionError('invalid-spell-definition', path, 'a field could not be read', spell, { cause: e });
  }
  seen.pop();
  return Object.freeze(out);
}

/** True when the two (copied) definitions are equal, as this module's comment says. */
export function sameDefinition(a: SpellDefinition, b: SpellDefinition): boolean {
  return same(a, b, '');
}

function same(a: unknown, b: unknown, key: string): boolean {
  if (a === b) return true;
  if (typeof a === 'function' && typeof b === 'function') return sameFunction(a as Fn, b as Fn, key);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((k) => Object.hasOwn(y, k) && same(x[k], y[k], k));
}

/** Whether a function's text is its source, so that equal texts mean equal code. */
function hasSource(text: string): boolean {
  return !text.includes('[native code]');
}

function sameFunction(f: Fn, g: Fn, key: string): boolean {
  const text = Function.prototype.toString.call(f);
  if (!hasSource(text) || text !== Function.prototype.toString.call(g)) return false;
  if (key === 'effect') return sameResults(f, g, effectContexts());
  const inputs = triggerInputs(key);
  return inputs === undefined || sameResults(f, g, inputs);
}

/** True when `f` and `g` return equal results (or both throw) on every one of `inputs`. */
function sameResults(f: Fn, g: Fn, inputs: readonly unknown[]): boolean {
  return inputs.every((input) => {
    const x = attempt(f, input);
    const y = attempt(g, input);
    return x.threw === y.threw && (x.threw || same(x.value, y.value, ''));
  });
}

function attempt(f: Fn, input: unknown): { readonly threw: boolean; readonly value?: unknown } {
  try {
    return { threw: false, value: (f as (input: unknown) => unknown)(input) };
  } catch {
    return { threw: true };
  }
}

/** Every context an effect can be called with. */
function effectContexts(): EffectContext[] {
  const out: EffectContext[] = [];
  for (let players = 1; players <= MAX_PLAYERS; players++) {
    for (let actor = 0; actor < players; actor++) {
      for (const level of LEVELS) {
        for (const cardRune of RUNES) out.push({ actor, level, cardRune, others: othersFrom(actor, players), solo: players === 1 });
      }
    }
  }
  return out;
}
