/**
 * The refusal of a key that is no option, or of a name that is none of a list's, for the kit's
 * own readers of options.
 * @module
 */
import { didYouMean } from '../index.js';

/**
 * Refuses the first of `names` that is not one of `known`: throws the error `refusal` makes of it
 * and a hint (the nearest known name, or the list of them when none is near), so each reader
 * keeps the error type it already uses for bad options.
 * @throws Whatever `refusal` returns, for the first unknown name.
 */
export function refuseUnknownNames(names: readonly unknown[], known: readonly string[], refusal: (name: unknown, hint: string) => Error): void {
  const i = names.findIndex((n) => !(typeof n === 'string' && known.includes(n)));
  if (i < 0) return;
  const name = names[i];
  const near = typeof name === 'string' ? didYouMean(name, known) : '';
  throw refusal(name, near === '' ? ` (known: ${known.join(', ')})` : near);
}

/**
 * Refuses the first own key of `options` that is not one of `known`, whatever its value (see
 * {@link refuseUnknownNames}).
 * @throws Whatever `refusal` returns, for the first unknown key.
 */
export function refuseUnknownOptions(options: object, known: readonly string[], refusal: (key: string, hint: string) => Error): void {
  refuseUnknownNames(Object.keys(options), known, (key, hint) => refusal(key as string, hint));
}
