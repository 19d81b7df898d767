/**
 * Taking from the altar, with the permanent take triggers (Mirage) of the active player: every
 * route that brings an altar materia to a player — into the pool, in a swap, or onto the
 * familiar board — goes through here.
 * @module
 */
import { POOL_LIMIT } from '../state/familiar.js';
import { runeOf, type MateriaKind } from '../state/materia.js';
import { learnedInfo } from '../spells/memo.js';
import type { SpellDefinition } from '../spells/types.js';
import type { LearnedSpell } from '../state/types.js';
import type { Draft } from './draft.js';

/**
 * How an altar materia came to the player who took it: `pool`, taken into the pool; `swap`,
 * received into the pool in exchange for a pool materia (Purification); `store`, taken and
 * stored straight on the familiar board (Growth L4/L5, Feast L4, Communion L3).
 */
export type TakeRoute = 'pool' | 'swap' | 'store';

/**
 * Moves a materia from the altar into a pool, then runs the taker's take triggers, whose draws
 * come at once under every profile: the take is a whole action (a primary Take 1, also as a
 * Clone copy or Swiftness's extra action).
 */
export function takeIntoPool(d: Draft, seat: number, m: MateriaKind): void {
  d.takeToPool(seat, m);
  afterTake(d, seat, m, 'pool', true);
}

/**
 * Runs the take triggers for a materia that `seat` just took from the altar by `route` (rules
 * §7, Mirage): the one place where the `drawsOnTake` trigger fires (its entry of `TRIGGERS`,
 * spells/triggers.ts). Only during that player's own Day, so never for another player's takes
 * in it (Blaze) nor for materia going to the solo opponent; which routes count is the profile's
 * `mirageTakes` (`for-self`: all three; `into-pool`: `pool` only). Each trigger's
 * `spell-triggered` event comes at the take. `drawNow`: its draws follow at once, each within
 * the pool limit, and 0 is returned; else nothing is drawn and the number of draws owed is
 * returned, for the step that took to make them once its takes are done.
 */
export function afterTake(d: Draft, seat: number, m: MateriaKind, route: TakeRoute, drawNow: boolean): number {
  if (seat !== d.active) return 0;
  if (route !== 'pool' && d.rules.mirageTakes === 'into-pool') return 0;
  const spells = d.player(seat).spells;
  const info = learnedInfo(spells);
  if (!info.permanent) return 0;
  let owed = 0;
  for (let i = 0; i < spells.length; i++) {
    const learned = spells[i] as LearnedSpell;
    const draws = (info.defs[i] as SpellDefinition).levels[learned.level].drawsOnTake?.({ materia: m, cardRune: runeOf(learned.card) }) ?? 0;
    if (draws <= 0) continue;
    d.eventLog()?.push({ type: 'spell-triggered', player: seat, spell: learned.spell, level: learned.level });
    if (!drawNow) {
      owed += draws;
      continue;
    }
    for (let n = 0; n < draws && d.poolSize(seat) < POOL_LIMIT; n++) if (d.drawToPool(seat) === undefined) break;
  }
  return owed;
}
