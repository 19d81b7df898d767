/**
 * The refusal of a key that is no option, for the kit's own readers of options.
 * @module
 */
import { didYouMean } from '../index.js';

/**
 * Refuses the first own key of `options` that is not one of `known`, whatever its value: throws
 * the error `refusal` makes of the key and a hint (the nearest known name, or the list of them
 * when none is near), so each reader keeps the error type it already uses for bad options.
 * @throws Whatever `refusal` returns, for the first unknown key.
 */
export function refuseUnknownOptions(options: object, known: readonly string[], refusal: (key: string, hint: string) => Error): void {
  const key = Object.keys(options).find((k) => !known.includes(k));
  if (key === undefined) return;
  const hint = didYouMean(key, known);
  throw refusal(key, hint === '' ? ` (known: ${known.join(', ')})` : hint);
}
