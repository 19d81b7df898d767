/**
 * Helpers to write the printed spells' rules texts compactly, in every language. Each call in a
 * table is marked pure, so that a bundle that never shows a rules text drops the whole table.
 * @module
 */
import type { Level } from '../state/types.js';
import type { LevelTexts } from '../spells/types.js';

/** A clause of the printed text and the clause that replaces it under some rule point's value. */
export type Rewording = readonly [printed: string, reworded: string];

/** The same text at every level. */
export function every(text: string): LevelTexts {
  return { 3: text, 4: text, 5: text };
}

/** A text per level built from the level's rune (Sacrifice, Levitation, Time Travel), as a language writes it. */
export function byRune(runes: LevelTexts, text: (rune: string) => string): LevelTexts {
  return { 3: text(runes[3]), 4: text(runes[4]), 5: text(runes[5]) };
}

/** The same rewording at several levels. */
export function atLevels(levels: readonly Level[], value: Rewording): { readonly [L in Level]?: Rewording } {
  const out: { [L in Level]?: Rewording } = {};
  for (const level of levels) out[level] = value;
  return out;
}

/** Mirage's draws clause at each level (1 at L3, 2 at L4 and L5), printed then reworded. */
export function perMirageLevel(clause: (n: number) => Rewording): { readonly [L in Level]?: Rewording } {
  return { 3: clause(1), 4: clause(2), 5: clause(2) };
}
