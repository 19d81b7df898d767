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
  /** The rules and spells, then the table (altar, pouch, discard): adjacent in every layout, copied at once. */
  readonly #shared = new Float32Array(BLOCK.constant + BLOCK.table);
  readonly #seats: Float32Array[];
  readonly #opponent = new Float32Array(BLOCK.opponent);
  #rules: RuleProfile | undefined;
  #spells: readonly SpellId[] | undefined;
  #spellTable: SpellTable | undefined;
  #altar: Counts | undefined;
  #pouch: Counts | undefined;
  #pouchTop: readonly MateriaKind[] | undefined;
  #discard: Counts | undefined;
  readonly #seatSources: SeatSource[];
  #opponentSource: OpponentState | null | undefined;

  constructor(players: number) {
    this.plan = planOf(players);
    this.#seats = Array.from({ length: players }, () => new Float32Array(BLOCK.seat));
    this.#seatSources = Array.from({ length: players }, () => ({ pool: undefined, familiar: undefined, spells: undefined, today: 0, day: -1 }));
  }

  /** The spells of the game last encoded (after the first {@link Observer.encode}). */
  get spellTable(): SpellTable {
    return this.#spellTable as SpellTable;
  }

  /** Writes the observation of `state` for `seat` at `o` of `out`. */
  encode(out: Float32Array, o: number, state: GameState, seat: number): void {
    const p = this.plan;
    const n = p.players;
    if (state.spells !== this.#spells || state.rules !== this.#rules) {
      this.#spells = state.spells;
      this.#rules = state.rules;
      this.#spellTable = spellTable(state.spells);
      this.#shared.fill(0, 0, BLOCK.constant);
      writeConstant(this.#shared, 0, state.rules, this.#spellTable);
      for (const source of this.#seatSources) source.spells = undefined;
    }
    const table = this.#spellTable as SpellTable;
    if (state.altar !== this.#altar) {
      this.#altar = state.altar;
      writeAltar(this.#shared, BLOCK.constant, state.altar);
    }
    if (state.pouch !== this.#pouch || state.pouchTop !== this.#pouchTop) {
      this.#pouch = state.pouch;
      this.#pouchTop = state.pouchTop;
      writePouch(this.#shared, BLOCK.constant, state.pouch, state.pouchTop);
    }
    if (state.discard !== this.#discard) {
      this.#discard = state.discard;
      writeDiscard(this.#shared, BLOCK.constant, state.discard);
    }
    for (let s = 0; s < n; s++) this.#seat(s, state, table);
    out.fill(0, o, o + p.constant);
    writeHeader(out, o, state, seat, p);
    out.set(this.#shared, o + p.constant);
    for (let r = 0; r < n; r++) out.set(this.#seats[(seat + r) % n]!, o + p.seats + r * BLOCK.seat);
    if (p.opponent >= 0) {
      if (state.opponent !== this.#opponentSource) {
        this.#opponentSource = state.opponent;
        this.#opponent.fill(0);
        if (state.opponent !== null) writeOpponent(this.#opponent, 0, state.opponent);
      }
      out.set(this.#opponent, o + p.opponent);
    }
    out.fill(0, o + p.decision, o + p.size);
    writeDecision(out, o + p.decision, state, seat, table, p);
  }

  /** Brings seat s's block up to date with `state`. */
  #seat(s: number, state: GameState, table: SpellTable): void {
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
      }
    }
    if (changed) writePoints(block, 0, player, table);
  }
}
