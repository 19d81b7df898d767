/**
 * Distinct choices (rules §6): two levels of one card whose effects do the same thing from the
 * current position — the same steps with the same parameters and the same lowering — are one
 * choice, listed at the highest of those levels.
 * @module
 */
import type { Rune } from '../state/materia.js';
import type { RuleProfile } from '../state/rules.js';
import type { SpellStep } from '../state/steps.js';
import type { Level } from '../state/types.js';
import { effectSteps } from './effect-steps.js';
import { loweredLevel } from './levels.js';
import type { SpellDefinition } from './types.js';

/** The `to` levels of the `lower` steps met at the same place in two equal step lists, in order. */
type LowerPairs = readonly (readonly [Level, Level])[];

// Step lists are shared per context (effect-steps.ts), so a comparison is made once per pair.
const COMPARED = new WeakMap<readonly SpellStep[], WeakMap<readonly SpellStep[], LowerPairs | null>>();

/**
 * Compares two plain-data values; a pair of `lower` steps is compared without `to`, whose pair is
 * collected instead (whether the two lowerings end at one level depends on the card).
 */
function equalData(a: unknown, b: unknown, lowers: (readonly [Level, Level])[]): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  const lowering = x['step'] === 'lower' && y['step'] === 'lower';
  for (const key of keys) {
    if (!Object.hasOwn(y, key)) return false;
    if (lowering && key === 'to') continue;
    if (!equalData(x[key], y[key], lowers)) return false;
  }
  if (lowering) lowers.push([x['to'] as Level, y['to'] as Level]);
  return true;
}

function compared(a: readonly SpellStep[], b: readonly SpellStep[]): LowerPairs | null {
  let row = COMPARED.get(a);
  if (row === undefined) {
    row = new WeakMap();
    COMPARED.set(a, row);
  }
  let result = row.get(b);
  if (result === undefined) {
    const lowers: (readonly [Level, Level])[] = [];
    result = equalData(a, b, lowers) ? lowers : null;
    row.set(b, result);
  }
  return result;
}

/**
 * True when the step lists `a` and `b` do the same thing used from a card at `card`: equal step
 * by step, and each pair of `lower` steps ends at the same level under `lowering`.
 */
export function sameEffect(a: readonly SpellStep[], b: readonly SpellStep[], card: Level, lowering: RuleProfile['lowering']): boolean {
  const lowers = compared(a, b);
  if (lowers === null) return false;
  for (const [x, y] of lowers) if (loweredLevel(card, x, lowering) !== loweredLevel(card, y, lowering)) return false;
  return true;
}

/**
 * The highest level above `levels[k]` among `levels` (ascending, as `levelsOf` lists them) whose
 * effect does the same as `levels[k]`'s for this context, or `undefined` when none does. `card`
 * is the level of the card a `lower` would lower (the cast card, or the Clone card of a copy).
 * @example
 * ```ts
 * // Blaze on a level-5 card: its three levels draw 4 and make the others take alike.
 * sameAsHigher(getSpell('blaze'), [3, 4, 5], 0, 0, 'square', 2, 5, 'to-printed-level'); // 5
 * ```
 */
export function sameAsHigher(
  def: SpellDefinition, levels: readonly Level[], k: number, actor: number, cardRune: Rune, players: number,
  card: Level, lowering: RuleProfile['lowering'],
): Level | undefined {
  const level = levels[k] as Level;
  const steps = effectSteps(def.levels[level], level, actor, cardRune, players);
  for (let j = levels.length - 1; j > k; j--) {
    const higher = levels[j] as Level;
    if (sameEffect(steps, effectSteps(def.levels[higher], higher, actor, cardRune, players), card, lowering)) return higher;
  }
  return undefined;
}
