/**
 * What the rules read: the parts of a game that steps look at. A {@link GameState} is a Table,
 * and so is the working copy of a step, so the same legality code serves both.
 * @module
 */
import { POOL_LIMIT } from './familiar.js';
import { bump, total } from './multiset.js';
import { KIND_COUNT, type Counts, type MateriaKind } from './materia.js';
import type { LearnedSpell, OpponentState, PlayerState, SpellId } from './types.js';
import type { RuleProfile } from './rules.js';

/**
 * The readable parts of a game position, as the rules read them (a `GameState` is one). What a
 * homebrew spell's fit check (`SpellLevel.fits`) is given.
 * @group Homebrew
 */
export interface Table {
  /** Each seat's pool, familiar board and learned spells. */
  readonly players: readonly PlayerState[];
  /** The altar's materia, counted by kind. */
  readonly altar: Counts;
  /** The discard box, counted by kind. */
  readonly discard: Counts;
  /** The pouch, counted by kind, apart from {@link Table.pouchTop}. */
  readonly pouch: Counts;
  /** Materia the pouch yields next, in order, before any random draw (rigged setups only). */
  readonly pouchTop: readonly MateriaKind[];
  /** The game's 7 spells. */
  readonly spells: readonly SpellId[];
  /** The current Day, from 1. */
  readonly day: number;
  /** The seat whose Day it is. */
  readonly active: number;
  /** The virtual opponent in solo mode, else `null`. */
  readonly opponent: OpponentState | null;
  /** The rule profile the game is played under. */
  readonly rules: RuleProfile;
}

/** The player at a seat (the seat must exist). */
export function playerAt(t: Table, seat: number): PlayerState {
  return t.players[seat] as PlayerState;
}

/** True when the seat's pool is below the limit. */
export function poolHasRoom(t: Table, seat: number): boolean {
  return total(playerAt(t, seat).pool) < POOL_LIMIT;
}

/** True when a draw would yield a materia: the pouch or, to refill it, the discard is not empty. */
export function canDraw(t: Table): boolean {
  return t.pouchTop.length > 0 || someToken(t.pouch) || someToken(t.discard);
}

/** True when a multiset holds at least one token (stops at the first). */
function someToken(counts: Counts): boolean {
  for (let i = 0; i < KIND_COUNT; i++) if ((counts[i] as number) > 0) return true;
  return false;
}

/** Other seats, clockwise from the left of `seat`. */
export function othersFrom(seat: number, players: number): number[] {
  const out: number[] = [];
  for (let k = 1; k < players; k++) out.push((seat + k) % players);
  return out;
}

/** A Table equal to `t` but with one materia fewer in a seat's pool (to judge legality after a cost). */
export function withoutPoolMateria(t: Table, seat: number, kindIdx: number): Table {
  const players = t.players.slice();
  const p = players[seat] as PlayerState;
  const pool = p.pool.slice();
  bump(pool, kindIdx, -1);
  const discard = t.discard.slice();
  bump(discard, kindIdx, 1);
  players[seat] = { pool, familiar: p.familiar, spells: p.spells };
  return {
    players, altar: t.altar, discard, pouch: t.pouch, pouchTop: t.pouchTop, spells: t.spells, rules: t.rules, day: t.day, active: t.active,
    opponent: t.opponent,
  };
}

/** The learned spell `spell` of the player at `seat`, if they have learned it. */
export function learnedBy(t: Table, seat: number, spell: SpellId): LearnedSpell | undefined {
  const spells = t.players[seat]?.spells;
  if (spells === undefined) return undefined;
  for (let i = 0; i < spells.length; i++) if ((spells[i] as LearnedSpell).spell === spell) return spells[i];
  return undefined;
}
