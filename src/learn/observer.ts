/**
 * The environment's observer of one game: the observation of each step, rebuilt only where the
 * position changed. A state shares every part an action did not touch with the state before it
 * (the engine copies on write), so a range whose source is the very same object as last time
 * keeps last time's floats instead of being encoded again. The floats are exactly
 * `encodeObservation`'s (the learn tests compare them at every step).
 * @module
 */
import type { Counts, GameState, LearnedSpell, MateriaKind, OpponentState, RuleProfile, SpellId } from '../index.js';
import {
  BLOCK, learnedOn, planOf, writeAltar, writeConstant, writeDecision, writeDiscard, writeFamiliar, writeHeader, writeOpponent,
  writePoints, writePool, writePouch, writeSpells, writeToday, type Plan,
} from './observe.js';
import { spellTable, type SpellTable } from './spell-table.js';

/** What a seat's block was encoded from. */
interface SeatSource {
  pool: Counts | undefined;
  familiar: readonly MateriaKind[] | undefined;
  spells: readonly LearnedSpell[] | undefined;
  /** The colour bits of its spells learned on the Day last encoded, and that Day. */
  today: number;
  day: number;
}

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
  #altar: Counts | undefined;
  #pouch: Counts | undefined;
  #pouchTop: readonly MateriaKind[] | undefined;
  #discard: Counts | undefined;
  readonly #seatSources: SeatSource[];
  #opponentSource: OpponentState | null | undefined;
  /** The seat `#row` was written for (-1: none yet), and the sources of its decision block. */
  #rowSeat = -1;
  #pending: GameState['pending'] | undefined;
  #ended = false;

  constructor(players: number) {
    this.plan = planOf(players);
    this.#row = new Float32Array(this.plan.size);
    this.#seats = Array.from({ length: players }, () => new Float32Array(BLOCK.seat));
    this.#seatSources = Array.from({ length: players }, () => ({ pool: undefined, familiar: undefined, spells: undefined, today: 0, day: -1 }));
  }

  /** The spells of the game last encoded (after the first {@link Observer.encode}). */
  get spellTable(): SpellTable {
    return this.#spellTable as SpellTable;
  }

  /** Writes the observation of `state` for `seat` at `o` of `out`; `who` is the state's decider (`decider(state)`). */
  encode(out: Float32Array, o: number, state: GameState, seat: number, who: number | undefined): void {
    const p = this.plan;
    const n = p.players;
    const row = this.#row;
    if (state.spells !== this.#spells || state.rules !== this.#rules) {
      this.#spells = state.spells;
      this.#rules = state.rules;
      this.#spellTable = spellTable(state.spells);
      row.fill(0, p.constant, p.table);
      writeConstant(row, p.constant, state.rules, this.#spellTable);
      for (const source of this.#seatSources) source.spells = undefined;
    }
    const table = this.#spellTable as SpellTable;
    if (state.altar !== this.#altar) {
      this.#altar = state.altar;
      writeAltar(row, p.table, state.altar);
    }
    if (state.pouch !== this.#pouch || state.pouchTop !== this.#pouchTop) {
      this.#pouch = state.pouch;
      this.#pouchTop = state.pouchTop;
      writePouch(row, p.table, state.pouch, state.pouchTop);
    }
    if (state.discard !== this.#discard) {
      this.#discard = state.discard;
      writeDiscard(row, p.table, state.discard);
    }
    const moved = seat !== this.#rowSeat;
    for (let s = 0; s < n; s++) {
      if (this.#seat(s, state, table) || moved) row.set(this.#seats[s]!, p.seats + ((s - seat + n) % n) * BLOCK.seat);
    }
    row.fill(0, 0, p.constant);
    writeHeader(row, 0, state, seat, p, who);
    if (p.opponent >= 0 && state.opponent !== this.#opponentSource) {
      this.#opponentSource = state.opponent;
      row.fill(0, p.opponent, p.opponent + BLOCK.opponent);
      if (state.opponent !== null) writeOpponent(row, p.opponent, state.opponent);
    }
    const ended = state.phase === 'ended';
    if (moved || state.pending !== this.#pending || ended !== this.#ended) {
      this.#pending = state.pending;
      this.#ended = ended;
      row.fill(0, p.decision, p.size);
      writeDecision(row, p.decision, state, seat, table, p);
    }
    this.#rowSeat = seat;
    out.set(row, o);
  }

  /** Brings seat s's block up to date with `state`; true when it changed. */
  #seat(s: number, state: GameState, table: SpellTable): boolean {
    const player = state.players[s]!;
    const source = this.#seatSources[s]!;
    const block = this.#seats[s]!;
    let changed = false;
    if (player.pool !== source.pool) {
      source.pool = player.pool;
      writePool(block, 0, player.pool);
      changed = true;
    }
    if (player.familiar !== source.familiar) {
      source.familiar = player.familiar;
      writeFamiliar(block, 0, player.familiar);
      changed = true;
    }
    if (player.spells !== source.spells) {
      source.spells = player.spells;
      writeSpells(block, 0, player.spells, table);
      changed = true;
    }
    if (changed || state.day !== source.day) {
      source.day = state.day;
      const today = player.spells.length === 0 ? 0 : learnedOn(player.spells, state.day, table);
      if (today !== source.today || changed) {
        source.today = today;
        writeToday(block, 0, today);
        if (!changed) return true;
      }
    }
    if (changed) writePoints(block, 0, player, table);
    return changed;
  }
}
