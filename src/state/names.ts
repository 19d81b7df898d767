/**
 * Names a caller may have mistyped: the nearest of the names the engine knows (a "did you mean"
 * hint), and the keys of an options object that no reader knows. The notation's parser, the
 * option readers (`createGame`, `createRiggedGame`, records) and the outer packages' readers
 * word their refusals with them.
 * @module
 */

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two short words. */
function distance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}


/**
 * The candidate nearest to `word` within a small edit distance (insertions, deletions,
 * substitutions and swaps of adjacent letters: at most 2, or 1 for words of up to 4 letters;
 * letter case counts as no difference when that is the only one), or `undefined` when none is
 * that close. The first of equally close candidates wins.
 */
export function nearestName(word: string, candidates: Iterable<string>): string | undefined {
  const limit = word.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  const lower = word.toLowerCase();
  for (const c of candidates) {
    const d = c.toLowerCase() === lower ? (c === word ? 0 : 0.5) : distance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The hint that ends the engine's messages about a mistyped word: ` (did you mean X?)` for the
 * candidate closest to `word` within a small edit distance (insertions, deletions, substitutions
 * and swaps of adjacent letters: at most 2, or 1 for words of up to 4 letters), or `''` when no
 * candidate is that close. The first of equally close candidates wins. It never throws.
 *
 * Front-ends and tools use it to word their own errors the way the engine does, e.g. for a
 * command's unknown flag or a chat command's unknown spell.
 * @example
 * ```ts
 * import { BUILTIN_SPELL_IDS, didYouMean } from 'spellbook-engine';
 * `unknown spell "levitaton"${didYouMean('levitaton', BUILTIN_SPELL_IDS)}`; // 'unknown spell "levitaton" (did you mean levitation?)'
 * didYouMean('fireball', BUILTIN_SPELL_IDS); // ''
 * ```
 * @group Notation
 */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const best = nearestName(word, candidates);
  return best === undefined ? '' : ` (did you mean ${best}?)`;
}

/**
 * The first own key of `options` that is not one of `known` (in the object's key order), or
 * `undefined` when every key is known. A key counts whatever its value, `undefined` included: a
 * mistyped name is refused, never ignored.
 */
export function unknownKey(options: object, known: readonly string[]): string | undefined {
  for (const key of Object.keys(options)) if (!known.includes(key)) return key;
  return undefined;
}

/**
 * The end of a refusal of `key`: ` (did you mean X?)` for the nearest known name, or the list of
 * the known names when none is near (` (known: a, b, c)`; ` (it takes none)` when there are none).
 */
export function knownNamesHint(key: string, known: readonly string[]): string {
  const hint = didYouMean(key, known);
  if (hint !== '') return hint;
  return known.length === 0 ? ' (it takes none)' : ` (known: ${known.join(', ')})`;
}
