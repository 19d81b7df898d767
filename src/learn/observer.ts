/**
 * The environment's observer of one game: the observation of each step, rebuilt only where the
 * position changed. The game's working copy says which of its parts were written since the last
 * observation (`TOUCHED`'s bits); a range made from parts that were not keeps last time's
 * floats instead of being encoded again. The floats are exactly `encodeObservation`'s (the learn
 * tests compare them at every step).
 * @module
 */
import { _UncheckedStepper, type RuleProfile, type SpellId } from '../index.js';
import {
  BLOCK, learnedOn, planOf, writeAltar, writeConstant, writeDecision, writeDiscard, writeFamiliar, writeHeader, writeOpponent,
  writePoints, writePool, writePouch, writeSpells, writeToday, type Plan, type SteppedPosition,
} from './observe.js';
import { spellTable, type SpellTable } from './spell-table.js';

/** The bits of the parts an action wrote. */
const TOUCHED = _UncheckedStepper.TOUCHED;

/** Every part of a game touched: what a new game (or one whose parts are unknown) is observed with. */
export const ALL_TOUCHED = -1;

/** The seat bits of a touched pool, familiar board and learned spells (shifted by 3 × the seat). */
const POOL = 1;
const FAMILIAR = 2;
const SPELLS = 4;

/** The observations of one game's positions, range by range (see the module). */
export class Observer {
  /** The offsets of the game's player count. */
  readonly plan: Plan;
  /**
   * The last observation written, kept between steps: only the ranges whose sources changed
   * (or, for the seats' blocks, the decision and the header, whose observer changed) are
   * written again, and the whole is then copied out at once.
   */
  readonly #row: Float32Array;
  readonly #seats: Float32Array[];
  #rules: RuleProfile | undefined;
  #spells: readonly SpellId[] | undefined;
  #spellTable: SpellTable | undefined;
  /** For each seat, the colour bits of its spells learned on the Day `#day` (as its block holds them). */
  readonly #today: Int32Array;
  #day = -1;
  /** The seat `#row` was written for (-1: none yet), and whether its decision block is a game over's. */
  #rowSeat = -1;
  #ended = false;

  constructor(players: number) {
    this.plan = planOf(players);
    this.#row = new Float32Array(this.plan.size);
    this.#seats = Array.from({ length: players }, () => new Float32Array(BLOCK.seat));
    this.#today = new Int32Array(players);
  }

  /** The spells of the game last encoded (after the first {@link Observer.encode}). */
  get spellTable(): SpellTable {
    return this.#spellTable as SpellTable;
  }

  /**
   * Writes the observation of `position` for `seat` at `o` of `out`; `who` is its decider, and
   * `touched` the parts written since the last call ({@link ALL_TOUCHED} for a new game).
   */
  encode(out: Float32Array, o: number, position: SteppedPosition, seat: number, who: number | undefined, touched: number): void {
    const p = this.plan;
    const n = p.players;
    const row = this.#row;
    if (position.spells !== this.#spells || position.rules !== this.#rules) {
      this.#spells = position.spells;
      this.#rules = position.rules;
      this.#spellTable = spellTable(position.spells);
      row.fill(0, p.constant, p.table);
      writeConstant(row, p.constant, position.rules, this.#spellTable);
      touched = ALL_TOUCHED;
    }
    const table = this.#spellTable as SpellTable;
    if ((touched & TOUCHED.altar) !== 0) writeAltar(row, p.table, position.altar);
    if ((touched & TOUCHED.pouch) !== 0) writePouch(row, p.table, position.pouch, position.pouchTop);
    if ((touched & TOUCHED.discard) !== 0) writeDiscard(row, p.table, position.discard);
    const moved = seat !== this.#rowSeat;
    const newDay = position.day !== this.#day;
    this.#day = position.day;
    for (let s = 0; s < n; s++) {
      const parts = (touched >>> (3 * s)) & 7;
      // A new Day changes a seat's block only if it learned a spell on the Day before: no spell
      // of an untouched list was learned on the new one.
      if ((parts !== 0 || (newDay && this.#today[s] !== 0)) && this.#seat(s, position, table, parts) || moved) {
        row.set(this.#seats[s]!, p.seats + ((s - seat + n) % n) * BLOCK.seat);
      }
    }
    row.fill(0, 0, p.constant);
    writeHeader(row, 0, position, seat, p, who);
    if (p.opponent >= 0 && (touched & TOUCHED.opponent) !== 0) {
      row.fill(0, p.opponent, p.opponent + BLOCK.opponent);
      if (position.opponent !== null) writeOpponent(row, p.opponent, position.opponent);
    }
    const ended = position.phase === 'ended';
    // With no effect in progress the decision block names no seat: a new observer keeps it.
    if ((moved && position.pending.length > 0) || (touched & TOUCHED.pending) !== 0 || ended !== this.#ended) {
      this.#ended = ended;
      row.fill(0, p.decision, p.size);
      writeDecision(row, p.decision, position, seat, table, p);
    }
    this.#rowSeat = seat;
    out.set(row, o);
  }

  /** Brings seat s's block up to date, `parts` of it touched (the Day may have changed too); true when it changed. */
  #seat(s: number, position: SteppedPosition, table: SpellTable, parts: number): boolean {
    const player = position.players[s]!;
    const block = this.#seats[s]!;
    if ((parts & POOL) !== 0) writePool(block, 0, player.pool);
    if ((parts & FAMILIAR) !== 0) writeFamiliar(block, 0, player.familiar);
    if ((parts & SPELLS) !== 0) writeSpells(block, 0, player.spells, table);
    const today = player.spells.length === 0 ? 0 : learnedOn(player.spells, position.day, table);
    let changed = parts !== 0;
    if (today !== this.#today[s] || changed) {
      this.#today[s] = today;
      writeToday(block, 0, today);
      changed = true;
    }
    if (parts !== 0) writePoints(block, 0, player, table);
    return changed;
  }
}
