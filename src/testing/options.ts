/**
 * The refusal of a key that is no option, for the kit's readers whose bad options are a
 * `RangeError` (`checkConformance`'s).
 * @module
 */
import { didYouMean } from '../index.js';

/**
 * Refuses the first own key of `options` that is not one of `known`, whatever its value: a
 * `RangeError` whose message names `reader`, the key and the nearest known name, or the list of
 * them when none is near.
 * @throws RangeError `<reader>: unknown option "<key>" (did you mean <name>?)`.
 */
export function refuseUnknownOptions(reader: string, options: object, known: readonly string[]): void {
  const key = Object.keys(options).find((k) => !known.includes(k));
  if (key === undefined) return;
  const hint = didYouMean(key, known);
  throw new RangeError(`${reader}: unknown option ${JSON.stringify(key)}${hint === '' ? ` (known: ${known.join(', ')})` : hint}`);
}
