/**
 * The working copy of one step. `applyAction` never touches its input: a Draft copies a part of
 * the state the first time the step writes to it (copy on write), moves tokens one at a time
 * with an event for each, and `finish()` returns the new state sharing every untouched part.
 * @module
 */
import { KIND_COUNT, MATERIA_KINDS, kindIndex, type MateriaKind } from '../state/materia.js';
import { nextBelow } from '../state/rng.js';
import type { EndTrigger, GameState, LearnedSpell, Phase, PlayerState } from '../state/types.js';
import { makeState } from '../state/make.js';
import type { RuleProfile } from '../state/rules.js';
import { FAMILIAR_SPACES } from '../state/familiar.js';
import type { GameEvent } from './events.js';
import type { EffectFrame } from '../state/steps.js';
import type { Counts } from '../state/materia.js';
import { bump, emptyCounts, total } from '../state/multiset.js';
import type { Level, OpponentState, SpellId } from '../state/types.js';

/** The kind of the `r`-th token (0-based) of a multiset counted kind by kind: a uniform pick for `r` below its total. */
function kindAt(counts: readonly number[], r: number): number {
  for (let i = 0; i < KIND_COUNT; i++) {
    const c = counts[i] as number;
    if (r < c) return i;
    r -= c;
  }
  throw new Error('a pick beyond the multiset');
}

interface MutablePlayer {
  pool: number[];
  familiar: MateriaKind[];
  spells: LearnedSpell[];
}

/**
 * A copy of a short list that is about to grow (the familiar board, learned spells, effects in
 * progress): built by push, so its storage already has room for a few more entries; a slice
 * would be copied at its exact length and copied again by the push that follows.
 */
function growable<T>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i] as T);
  return out;
}

/**
 * The bits of {@link Draft.touched}: a seat's pool, familiar board and learned spells are
 * `1`, `2` and `4` shifted by 3 × the seat; the shared parts follow.
 */
export const TOUCHED = { altar: 1 << 12, pouch: 1 << 13, discard: 1 << 14, pending: 1 << 15, opponent: 1 << 16 } as const;

/** A copy-on-write working copy of a {@link GameState} during one step (engine internal). */
export class Draft {
  // Declared, not defined: the constructor sets them, and a class field defined as undefined
  // first would be one more store each, at every step.
  // `null` while nobody reads the events (a playout without `onAction`): see `eventLog`.
  declare events: GameEvent[] | null;
  declare active: number;
  declare day: number;
  declare phase: Phase | 'ended';
  declare phaseActions: number;
  declare endTrigger: EndTrigger | null;
  /**
   * The parts asked for writing since it was last set to 0 ({@link TOUCHED}'s bits): a reader
   * that keeps something made from a part (the learning environment's observation) need not
   * read again the parts whose bit is clear. Set on each request for a writable part, even one
   * that then changes nothing; the scalars (`active`, `day`, `phase`, ...) have no bit.
   */
  declare touched: number;

  readonly #base: GameState;
  #rngCopy: number[] | undefined;
  #pouchCopy: number[] | undefined;
  // Tokens in the drafted pouch's random part, once counted (-1: not counted yet).
  #pouchCount = -1;
  #pouchTopCopy: MateriaKind[] | undefined;
  #altarCopy: number[] | undefined;
  #discardCopy: number[] | undefined;
  // The players as drafted: the base's list until a player is first written, then a copy of it
  // holding a copy of each written player (which `finish` uses as the new state's list).
  #playersCopy: (PlayerState | MutablePlayer)[] | undefined;
  // Which seats of `playersCopy` are this draft's own copies: 1 bit a seat.
  #copiedSeats = 0;
  // Which of the copied players' arrays are already this draft's own: 3 bits a seat (pool,
  // familiar, spells).
  #ownedArrays = 0;
  #pendingCopy: EffectFrame[] | undefined;
  #opponentCopy: { track: MateriaKind[]; lower: number[]; difficulty: OpponentState['difficulty'] } | undefined;

  /** `record`: false for a draft whose events nobody reads (they are then not kept). */
  constructor(base: GameState, record = true) {
    this.events = record ? [] : null;
    this.#base = base;
    this.active = base.active;
    this.day = base.day;
    this.phase = base.phase;
    this.phaseActions = base.phaseActions;
    this.endTrigger = base.endTrigger;
    this.touched = 0;
  }

  /**
   * Where every move and step reports what happened, for `applyAction`'s caller: always written
   * `d.eventLog()?.push({ ... })`. It is `null` in a draft whose events nobody reads (a playout
   * without `onAction`), and the optional call then skips building the event at all; an
   * `emit(event)` method instead built every event and dropped it, which cost `playOutBlind`
   * about 6 % (a 9-round A/B, beyond the bench's noise of about 2.5 %).
   */
  eventLog(): GameEvent[] | null {
    return this.events;
  }


  /** The number of players. */
  get playerCount(): number {
    return this.#base.players.length;
  }

  /** The seat who played the first Day. */
  get firstPlayer(): number {
    return this.#base.firstPlayer;
  }

  /** The rule profile the game is played under. */
  get rules(): RuleProfile {
    return this.#base.rules;
  }

  /** A player as currently drafted (read only). */
  player(seat: number): PlayerState {
    return (this.#playersCopy ?? this.#base.players)[seat] as PlayerState;
  }

  /** A player's own copy (its arrays still shared with the base until written), made on first use. */
  #copyOf(seat: number): MutablePlayer {
    const players = (this.#playersCopy ??= this.#base.players.slice());
    if ((this.#copiedSeats & (1 << seat)) === 0) {
      this.#copiedSeats |= 1 << seat;
      const b = players[seat] as PlayerState;
      const p: MutablePlayer = { pool: b.pool as number[], familiar: b.familiar as MateriaKind[], spells: b.spells as LearnedSpell[] };
      players[seat] = p;
      return p;
    }
    return players[seat] as MutablePlayer;
  }

  #owns(seat: number, bit: number): boolean {
    const mask = bit << (seat * 3);
    this.touched |= mask;
    if ((this.#ownedArrays & mask) !== 0) return true;
    this.#ownedArrays |= mask;
    return false;
  }

  /** A player's pool, writable (copied on first write). */
  writablePool(seat: number): number[] {
    const p = this.#copyOf(seat);
    if (!this.#owns(seat, 1)) p.pool = p.pool.slice();
    return p.pool;
  }

  /** A player's familiar board, writable (copied on first write). */
  writableFamiliar(seat: number): MateriaKind[] {
    const p = this.#copyOf(seat);
    if (!this.#owns(seat, 2)) p.familiar = growable(p.familiar);
    return p.familiar;
  }

  /** A player's learned spells, writable (copied on first write). */
  writableSpells(seat: number): LearnedSpell[] {
    const p = this.#copyOf(seat);
    if (!this.#owns(seat, 4)) p.spells = growable(p.spells);
    return p.spells;
  }

  /** All players as currently drafted (read only). */
  get players(): readonly PlayerState[] {
    return this.#playersCopy ?? this.#base.players;
  }

  /** The game's 7 spells. */
  get spells(): readonly SpellId[] {
    return this.#base.spells;
  }

  /** The pouch's random part as currently drafted (read only). */
  get pouch(): Counts {
    return this.#pouchCopy ?? this.#base.pouch;
  }

  /** The pouch's rigged next draws as currently drafted (read only). */
  get pouchTop(): readonly MateriaKind[] {
    return this.#pouchTopCopy ?? this.#base.pouchTop;
  }

  /** The solo opponent as currently drafted, or `null` in a game of 2 to 4 players. */
  get opponent(): OpponentState | null {
    return this.#opponentCopy ?? this.#base.opponent;
  }

  #writableOpponent(): { track: MateriaKind[]; lower: number[]; difficulty: OpponentState['difficulty'] } {
    this.touched |= TOUCHED.opponent;
    if (this.#opponentCopy === undefined) {
      const o = this.#base.opponent as OpponentState;
      this.#opponentCopy = { track: o.track.slice(), lower: o.lower.slice(), difficulty: o.difficulty };
    }
    return this.#opponentCopy;
  }

  /** Moves an altar materia onto the opponent's next track space; returns the 1-based space filled. */
  placeOnTrack(m: MateriaKind): number {
    const i = kindIndex(m);
    const altar = this.#writableAltar();
    bump(altar, i, -1);
    const track = this.#writableOpponent().track;
    track.push(m);
    this.eventLog()?.push({ type: 'opponent-placed', materia: m, space: track.length });
    return track.length;
  }

  /** Moves an altar materia into the opponent's lower part (solo Blaze). */
  altarToLower(m: MateriaKind): void {
    const i = kindIndex(m);
    const altar = this.#writableAltar();
    bump(altar, i, -1);
    const lower = this.#writableOpponent().lower;
    bump(lower, i, 1);
    this.eventLog()?.push({ type: 'opponent-received', materia: m, from: 'altar' });
  }

  /** Draws one materia into the opponent's lower part (solo Sharing, difficulty at setup). */
  drawToLower(): MateriaKind | undefined {
    const i = this.#drawFromPouch();
    if (i < 0) {
      this.eventLog()?.push({ type: 'draw-lost', to: 'opponent' });
      return undefined;
    }
    const m = MATERIA_KINDS[i] as MateriaKind;
    const lower = this.#writableOpponent().lower;
    bump(lower, i, 1);
    this.eventLog()?.push({ type: 'opponent-received', materia: m, from: 'pouch' });
    return m;
  }

  /** Effects in progress as currently drafted (read only). */
  get pending(): readonly EffectFrame[] {
    return this.#pendingCopy ?? this.#base.pending;
  }

  /** The writable list of effects in progress. */
  writablePending(): EffectFrame[] {
    this.touched |= TOUCHED.pending;
    return (this.#pendingCopy ??= growable(this.#base.pending));
  }

  /** The altar as currently drafted (read only). */
  get altar(): readonly number[] {
    return this.#altarCopy ?? this.#base.altar;
  }

  /** The discard as currently drafted (read only). */
  get discard(): readonly number[] {
    return this.#discardCopy ?? this.#base.discard;
  }

  #writableAltar(): number[] {
    this.touched |= TOUCHED.altar;
    return (this.#altarCopy ??= this.#base.altar.slice());
  }

  #writableDiscard(): number[] {
    this.touched |= TOUCHED.discard;
    return (this.#discardCopy ??= this.#base.discard.slice());
  }

  /** Size of a player's pool now. */
  poolSize(seat: number): number {
    return total(this.player(seat).pool);
  }

  /** Materia on the altar now. */
  altarSize(): number {
    return total(this.altar);
  }

  /**
   * Draws one materia from the pouch (rigged next draws first), refilling the pouch from the
   * discard when it is empty. Returns the index of the kind drawn, or -1 when pouch and discard
   * are both empty.
   */
  #drawFromPouch(): number {
    this.touched |= TOUCHED.pouch;
    const top = this.#pouchTopCopy ?? this.#base.pouchTop;
    if (top.length > 0) {
      const t = (this.#pouchTopCopy ??= top.slice());
      return kindIndex(t.shift() as MateriaKind);
    }
    const pouch = (this.#pouchCopy ??= this.#base.pouch.slice());
    let n = this.#pouchCount;
    if (n < 0) n = total(pouch);
    if (n === 0) {
      const discard = this.discard;
      const back = total(discard);
      if (back === 0) {
        this.#pouchCount = 0;
        return -1;
      }
      for (let i = 0; i < KIND_COUNT; i++) pouch[i] = discard[i] as number;
      this.#discardCopy = emptyCounts();
      this.touched |= TOUCHED.discard;
      this.eventLog()?.push({ type: 'pouch-refilled', count: back });
      n = back;
    }
    this.#pouchCount = n - 1;
    const rng = (this.#rngCopy ??= this.#base.rng.slice());
    const i = kindAt(pouch, nextBelow(rng, n));
    pouch[i] = (pouch[i] as number) - 1;
    return i;
  }

  /**
   * A materia of the altar chosen with the game's generator, each token equally likely (the
   * altar must not be empty): for a discard nobody chooses.
   */
  randomAltarMateria(): MateriaKind {
    const altar = this.altar;
    const rng = (this.#rngCopy ??= this.#base.rng.slice());
    return MATERIA_KINDS[kindAt(altar, nextBelow(rng, total(altar)))] as MateriaKind;
  }

  /** True when a draw would yield a materia (the pouch or the discard is not empty). */
  canDraw(): boolean {
    const top = this.#pouchTopCopy ?? this.#base.pouchTop;
    return top.length > 0 || total(this.#pouchCopy ?? this.#base.pouch) > 0 || total(this.discard) > 0;
  }

  /** Draws one materia into a pool. The caller checks the pool limit. */
  drawToPool(seat: number): MateriaKind | undefined {
    const i = this.#drawFromPouch();
    if (i < 0) {
      this.eventLog()?.push({ type: 'draw-lost', to: 'pool' });
      return undefined;
    }
    const m = MATERIA_KINDS[i] as MateriaKind;
    const pool = this.writablePool(seat);
    bump(pool, i, 1);
    this.eventLog()?.push({ type: 'materia-drawn', player: seat, materia: m });
    return m;
  }

  /** Draws one materia onto the altar. */
  drawToAltar(): MateriaKind | undefined {
    const i = this.#drawFromPouch();
    if (i < 0) {
      this.eventLog()?.push({ type: 'draw-lost', to: 'altar' });
      return undefined;
    }
    const m = MATERIA_KINDS[i] as MateriaKind;
    const altar = this.#writableAltar();
    bump(altar, i, 1);
    this.eventLog()?.push({ type: 'materia-revealed', materia: m });
    return m;
  }

  /** Moves a materia from the altar into a pool. The caller checks presence and the pool limit. */
  takeToPool(seat: number, m: MateriaKind): void {
    const i = kindIndex(m);
    const altar = this.#writableAltar();
    bump(altar, i, -1);
    const pool = this.writablePool(seat);
    bump(pool, i, 1);
    this.eventLog()?.push({ type: 'materia-taken', player: seat, materia: m });
  }

  /** Moves a materia from a pool to the next familiar space. The caller checks presence and room. */
  storeFromPool(seat: number, m: MateriaKind): void {
    const pool = this.writablePool(seat);
    const i = kindIndex(m);
    bump(pool, i, -1);
    const familiar = this.writableFamiliar(seat);
    familiar.push(m);
    this.eventLog()?.push({ type: 'materia-stored', player: seat, materia: m, from: 'pool', space: familiar.length - 1 });
  }

  /** Moves a materia from the altar straight to the next familiar space. */
  storeFromAltar(seat: number, m: MateriaKind): void {
    this.#storeFrom(this.#writableAltar(), 'altar', seat, m);
  }

  /** Moves a materia from the discard straight to the next familiar space. The caller checks presence and room. */
  storeFromDiscard(seat: number, m: MateriaKind): void {
    this.#storeFrom(this.#writableDiscard(), 'discard', seat, m);
  }

  /** Moves a materia of the multiset `place` (already this draft's own) to the next familiar space of `seat`. */
  #storeFrom(place: number[], from: 'altar' | 'discard', seat: number, m: MateriaKind): void {
    bump(place, kindIndex(m), -1);
    const familiar = this.writableFamiliar(seat);
    familiar.push(m);
    this.eventLog()?.push({ type: 'materia-stored', player: seat, materia: m, from, space: familiar.length - 1 });
  }

  /** Moves a materia from a pool to the discard. */
  discardFromPool(seat: number, m: MateriaKind): void {
    const i = kindIndex(m);
    const pool = this.writablePool(seat);
    bump(pool, i, -1);
    const discard = this.#writableDiscard();
    bump(discard, i, 1);
    this.eventLog()?.push({ type: 'materia-discarded', from: 'pool', player: seat, materia: m });
  }

  /**
   * Takes a materia out of a pool to be held aside by the effect in progress (which must keep it
   * in a `discard-held` step: the state counts it there).
   */
  holdFromPool(seat: number, m: MateriaKind): void {
    bump(this.writablePool(seat), kindIndex(m), -1);
    this.eventLog()?.push({ type: 'materia-held', player: seat, materia: m });
  }

  /** Moves a materia that an effect of `seat` held aside (and no longer keeps) to the discard. */
  discardHeld(seat: number, m: MateriaKind): void {
    bump(this.#writableDiscard(), kindIndex(m), 1);
    this.eventLog()?.push({ type: 'materia-discarded', from: 'held', player: seat, materia: m });
  }

  /** Moves a materia from the altar to the discard. */
  discardFromAltar(m: MateriaKind): void {
    const i = kindIndex(m);
    const altar = this.#writableAltar();
    bump(altar, i, -1);
    const discard = this.#writableDiscard();
    bump(discard, i, 1);
    this.eventLog()?.push({ type: 'materia-discarded', from: 'altar', materia: m });
  }

  /** Moves a materia from a pool onto a spell card, recording the spell as learned. */
  placeOnCard(seat: number, spell: LearnedSpell): void {
    const pool = this.writablePool(seat);
    const i = kindIndex(spell.card);
    bump(pool, i, -1);
    this.writableSpells(seat).push(spell);
  }

  /** Exchanges a pool materia with an altar materia (a Purification swap). */
  swapWithAltar(seat: number, give: MateriaKind, get: MateriaKind): void {
    const g = kindIndex(give);
    const x = kindIndex(get);
    const pool = this.writablePool(seat);
    const altar = this.#writableAltar();
    bump(pool, g, -1);
    bump(altar, g, 1);
    bump(altar, x, -1);
    bump(pool, x, 1);
    this.eventLog()?.push({ type: 'materia-swapped', player: seat, with: 'altar', give, get });
  }

  /** Exchanges a pool materia with the first familiar space holding `get` (a Growth L3 swap). */
  swapWithFamiliar(seat: number, give: MateriaKind, get: MateriaKind): void {
    const familiar = this.writableFamiliar(seat);
    const space = familiar.indexOf(get);
    familiar[space] = give;
    const g = kindIndex(give);
    const x = kindIndex(get);
    const pool = this.writablePool(seat);
    bump(pool, g, -1);
    bump(pool, x, 1);
    this.eventLog()?.push({ type: 'materia-swapped', player: seat, with: 'familiar', give, get, space });
  }

  /**
   * Moves a learned spell's card materia to the level `level(current)` returns, kept within 3 to
   * 5; nothing moves (and nothing is reported) when the card is there already.
   */
  changeLevel(seat: number, spell: SpellId, level: (current: Level) => number): void {
    const i = this.player(seat).spells.findIndex((s) => s.spell === spell);
    if (i < 0) return;
    const spells = this.writableSpells(seat);
    const learned = spells[i] as LearnedSpell;
    const to = Math.max(3, Math.min(5, level(learned.level))) as Level;
    if (to === learned.level) return;
    spells[i] = { ...learned, level: to };
    this.eventLog()?.push({ type: 'spell-level-changed', player: seat, spell, from: learned.level, to });
  }

  /** True when a player's familiar board has no free space. */
  familiarFull(seat: number): boolean {
    return this.player(seat).familiar.length >= FAMILIAR_SPACES;
  }

  /**
   * Starts the next action on the same draft (a playout's steps, with no state in between): each
   * learned-spell list is copied again before it is next written, since the rules' caches know a
   * list by its identity.
   */
  nextAction(): void {
    this.#ownedArrays &= ~0o4444;
  }

  /** Builds the resulting state, `steps` actions later; the Draft must not be used afterwards. */
  finish(steps = 1): GameState {
    const b = this.#base;
    const players = (this.#playersCopy as readonly PlayerState[] | undefined) ?? b.players;
    return makeState({
      seed: b.seed,
      rng: this.#rngCopy ?? b.rng,
      spells: b.spells,
      rules: b.rules,
      firstPlayer: b.firstPlayer,
      players,
      active: this.active,
      day: this.day,
      phase: this.phase,
      phaseActions: this.phaseActions,
      altar: this.#altarCopy ?? b.altar,
      pouch: this.#pouchCopy ?? b.pouch,
      pouchTop: this.#pouchTopCopy ?? b.pouchTop,
      discard: this.#discardCopy ?? b.discard,
      endTrigger: this.endTrigger,
      opponent: this.#opponentCopy ?? b.opponent,
      pending: this.#pendingCopy ?? b.pending,
      step: b.step + steps,
    });
  }
}
