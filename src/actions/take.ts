/**
 * Taking from the altar into a pool, with the permanent take triggers (Mirage) of the active
 * player: every route that brings an altar materia into the pool goes through here.
 * @module
 */
import { POOL_LIMIT } from '../state/familiar.js';
import { runeOf, type MateriaKind } from '../state/materia.js';
import { learnedInfo } from '../spells/memo.js';
import type { SpellDefinition } from '../spells/types.js';
import type { LearnedSpell } from '../state/types.js';
import type { Draft } from './draft.js';

/** Moves a materia from the altar into a pool, then runs the taker's take triggers. */
export function takeIntoPool(d: Draft, seat: number, m: MateriaKind): void {
  d.takeToPool(seat, m);
  afterTakeIntoPool(d, seat, m);
}

/**
 * Runs the take triggers for a materia that just came from the altar into `seat`'s pool: only
 * during that player's own Day, each draw at once and within the pool limit.
 */
export function afterTakeIntoPool(d: Draft, seat: number, m: MateriaKind): void {
  if (seat !== d.active) return;
  const spells = d.player(seat).spells;
  const info = learnedInfo(spells);
  if (!info.permanent) return;
  for (let i = 0; i < spells.length; i++) {
    const learned = spells[i] as LearnedSpell;
    const draws = (info.defs[i] as SpellDefinition).levels[learned.level].drawsOnTake?.({ materia: m, cardRune: runeOf(learned.card) }) ?? 0;
    if (draws <= 0) continue;
    d.events.push({ type: 'spell-triggered', player: seat, spell: learned.spell, level: learned.level });
    for (let n = 0; n < draws && d.poolSize(seat) < POOL_LIMIT; n++) if (d.drawToPool(seat) === undefined) break;
  }
}
