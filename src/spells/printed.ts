/**
 * Helpers to write the printed spells compactly.
 * @module
 */
import type { Colour, Rune } from '../state/materia.js';
import type { BuiltinSpellId, Level, Phase } from '../state/types.js';
import type { EffectContext, FitCheck, Points, SpellDefinition, SpellLevel, SpellSet } from './types.js';
import type { SpellStep } from '../state/steps.js';

/** The rune that goes with each level for the "rune per level" spells (Sacrifice, Levitation, Time Travel). */
export const RUNE_OF_LEVEL: Readonly<Record<Level, Rune>> = { 3: 'circle', 4: 'triangle', 5: 'square' };

/**
 * A printed spell's definition. It carries no names or texts: those are display text, kept out
 * of the rules in the language tables (`src/locales/names/`, `src/locales/texts/`), so that a game
 * loop bundles none of them.
 */
export function printed(
  id: BuiltinSpellId,
  colour: Colour,
  set: SpellSet,
  phase: Phase | null,
  levels: readonly [SpellLevel, SpellLevel, SpellLevel],
  copyable = true,
): SpellDefinition {
  const def: SpellDefinition = {
    id, colour, set, phase,
    levels: { 3: levels[0], 4: levels[1], 5: levels[2] },
  };
  return copyable ? def : { ...def, copyable: false };
}

/** A level used as its phase's action; `fits`: its check under `usableWhen: 'effect-fits'`, if it has one. */
export function action(points: Points, effect: (context: EffectContext) => readonly SpellStep[], fits?: FitCheck): SpellLevel {
  return fits === undefined ? { kind: 'action', points, effect } : { kind: 'action', points, effect, fits };
}

/** A level with nothing but its points. */
export function pointsOnly(points: Points): SpellLevel {
  return { kind: 'none', points };
}
