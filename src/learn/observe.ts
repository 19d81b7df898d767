/**
 * The observation encoder: a position, as one seat sees it, into the floats of
 * {@link OBSERVATION_LAYOUT}. It reads only what a player view holds, so a state and its
 * `playerView` give the same floats. The observation is written block by block (the header,
 * the rules and spells, the table, each seat, the solo opponent, the decision), so that the
 * environment can keep the blocks that did not change from one step to the next.
 * @module
 */
import {
  FAMILIAR_VALUES, KIND_COUNT, colourIndex, decider, kindIndex, opponentTrackValue, runeIndex, runeOf,
  type Colour, type Counts, type EffectFrame, type EffectStep, type GameState, type LearnedSpell, type MateriaKind,
  type OpponentState, type PlayerCount, type PlayerView, type Rune, type RuleProfile, type _UncheckedStepper,
} from '../index.js';
import {
  KNOWN_MODES, MODE_SLOTS, OBSERVATION_LAYOUT, RULE_FEATURE_NAMES, RULE_FEATURES, SCALE, stepSlot, type ObservationLayout,
} from './layout.js';
import { LearnError } from './errors.js';
import { spellTable, type SpellTable } from './spell-table.js';

/**
 * What an observation is made from: a game state, or a player view of one (the same floats for
 * both, since the encoder reads only what the view shows).
 * @group Observations
 */
export type Position = GameState | PlayerView;

/** A game being stepped by the environment, as its observer and its choices read it. */
export type SteppedPosition = _UncheckedStepper['position'];

/** One seat's belongings, as a state or a view holds them. */
type Seat = Position['players'][number];

/** The start of a range of a layout (every name used here is in every layout, or checked). */
function startOf(layout: ObservationLayout, name: string): number {
  const r = layout.range[name];
  if (r === undefined) throw new Error(`observation layout: no range ${name}`);
  return r.start;
}

/** Offsets within the blocks, the same for every player count (read from the 2-player layout). */
const L2 = OBSERVATION_LAYOUT[2];
const IN = (block: string, name: string): number => startOf(L2, name) - startOf(L2, block);
const HEADER = {
  phase: IN('game.phase', 'game.phase'), phaseActions: IN('game.phase', 'game.phaseActions'), day: IN('game.phase', 'game.day'),
} as const;
const TABLE = {
  altarSize: IN('altar', 'altar.size'), pouch: IN('altar', 'pouch'), pouchSize: IN('altar', 'pouch.size'), discard: IN('altar', 'discard'),
  size: startOf(L2, 'seat0.pool') - startOf(L2, 'altar'),
} as const;
const SEAT = {
  poolSize: IN('seat0.pool', 'seat0.poolSize'), familiar: IN('seat0.pool', 'seat0.familiar'),
  familiarSize: IN('seat0.pool', 'seat0.familiarSize'), familiarPoints: IN('seat0.pool', 'seat0.familiarPoints'),
  learned: IN('seat0.pool', 'seat0.learned'), level: IN('seat0.pool', 'seat0.level'), cardRune: IN('seat0.pool', 'seat0.cardRune'),
  learnedToday: IN('seat0.pool', 'seat0.learnedToday'), spellsLearned: IN('seat0.pool', 'seat0.spellsLearned'),
  points: IN('seat0.pool', 'seat0.points'), size: startOf(L2, 'seat1.pool') - startOf(L2, 'seat0.pool'),
} as const;
const CONSTANT = {
  spells: IN('rules.wildTriples', 'spells.identity'), size: startOf(L2, 'altar') - startOf(L2, 'rules.wildTriples'),
  rules: RULE_FEATURE_NAMES.map((p) => IN('rules.wildTriples', `rules.${p}`)),
} as const;
const L1 = OBSERVATION_LAYOUT[1];
const OPPONENT = { size: startOf(L1, 'decision.kind') - startOf(L1, 'opponent.track') } as const;
const DECISION = {
  depth: IN('decision.kind', 'decision.depth'), frameActor: IN('decision.kind', 'frame.actor'),
} as const;

/** The offsets of one player count's blocks, and of the decision's ranges within its block. */
export interface Plan {
  readonly players: number;
  readonly size: number;
  readonly firstPlayer: number;
  readonly seat: number;
  readonly active: number;
  readonly decider: number;
  readonly endTriggered: number;
  readonly endBy: number;
  readonly endReason: number;
  readonly daysLeft: number;
  readonly headerSize: number;
  readonly constant: number;
  readonly table: number;
  readonly seats: number;
  readonly opponent: number;
  readonly decision: number;
  readonly frameSpell: number;
  readonly frameLevel: number;
  readonly cardOwner: number;
  readonly cardSpell: number;
  readonly framePhaseAction: number;
  readonly stepKind: number;
  readonly stepCount: number;
  readonly stepTaker: number;
  readonly stepRune: number;
  readonly stepColour: number;
  readonly stepFlags: number;
  readonly stepPhase: number;
  readonly stepAs: number;
  readonly stepMateria: number;
  readonly stepGiven: number;
  readonly stepReceived: number;
  readonly stepModes: number;
  readonly outerSpell: number;
  readonly outerKind: number;
}

function plan(layout: ObservationLayout): Plan {
  const at = (name: string): number => startOf(layout, name);
  const d = at('decision.kind');
  const inDecision = (name: string): number => at(name) - d;
  return {
    players: layout.players, size: layout.size,
    seat: at('game.seat'), firstPlayer: at('game.firstPlayer'), active: at('game.active'), decider: at('game.decider'),
    endTriggered: at('game.endTriggered'), endBy: at('game.endTriggeredBy'), endReason: at('game.endReason'), daysLeft: at('game.daysLeft'),
    headerSize: at('rules.wildTriples'), constant: at('rules.wildTriples'), table: at('altar'), seats: at('seat0.pool'),
    opponent: layout.players === 1 ? at('opponent.track') : -1, decision: d,
    frameSpell: inDecision('frame.spell'), frameLevel: inDecision('frame.level'),
    cardOwner: inDecision('frame.cardOwner'), cardSpell: inDecision('frame.cardSpell'), framePhaseAction: inDecision('frame.phaseAction'),
    stepKind: inDecision('step.kind'), stepCount: inDecision('step.count'), stepTaker: inDecision('step.taker'),
    stepRune: inDecision('step.rune'), stepColour: inDecision('step.colour'), stepFlags: inDecision('step.flags'),
    stepPhase: inDecision('step.phase'), stepAs: inDecision('step.as'), stepMateria: inDecision('step.materia'),
    stepGiven: inDecision('step.given'), stepReceived: inDecision('step.received'), stepModes: inDecision('step.modes'),
    outerSpell: inDecision('outer.spell'), outerKind: inDecision('outer.kind'),
  };
}

const PLANS: readonly Plan[] = [1, 2, 3, 4].map((p) => plan(OBSERVATION_LAYOUT[p as PlayerCount]));

/** The plan of a player count. */
export function planOf(players: number): Plan {
  const p = PLANS[players - 1];
  if (p === undefined) throw new LearnError('unsupported-position', `observations: a game of ${String(players)} players has no layout (1 to 4)`);
  return p;
}

/** The sizes of the cached blocks. */
export const BLOCK = { constant: CONSTANT.size, table: TABLE.size, seat: SEAT.size, opponent: OPPONENT.size } as const;

/**
 * Writes `counts / scale` at `at`, every kind's (0 for none: the range need not be zeroed
 * first, and no branch on each count); returns the counts' total.
 */
function writeCounts(out: Float32Array, at: number, counts: Counts, scale: number): number {
  let sum = 0;
  for (let i = 0; i < KIND_COUNT; i++) {
    const c = counts[i] as number;
    out[at + i] = c / scale;
    sum += c;
  }
  return sum;
}

/** Adds `1 / scale` per entry of a list of kinds (the range is zeroed first, as a whole). */
function writeKinds(out: Float32Array, at: number, list: readonly MateriaKind[], scale: number): void {
  for (let i = 0; i < list.length; i++) {
    const k = at + kindIndex(list[i] as MateriaKind);
    out[k] = (out[k] as number) + 1 / scale;
  }
}

const PHASE_SLOT = { morning: 0, midday: 1, evening: 2, ended: 3 } as const;

/** The `game.*` header (zeroed by the caller): it depends on the observer. `who`: the position's decider (`decider(position)`). */
export function writeHeader(out: Float32Array, o: number, position: Position | SteppedPosition, seat: number, p: Plan, who: number | undefined): void {
  const n = p.players;
  out[o + HEADER.phase + PHASE_SLOT[position.phase]] = 1;
  out[o + HEADER.phaseActions] = position.phaseActions;
  out[o + HEADER.day] = position.day / SCALE.day;
  out[o + p.seat + seat] = 1;
  out[o + p.firstPlayer + (position.firstPlayer - seat + n) % n] = 1;
  out[o + p.active + (position.active - seat + n) % n] = 1;
  if (who !== undefined) out[o + p.decider + (who - seat + n) % n] = 1;
  const end = position.endTrigger;
  if (end !== null) {
    out[o + p.endTriggered] = 1;
    out[o + p.endBy + (end.player - seat + n) % n] = 1;
    out[o + p.endReason + (end.reason === 'seventh-spell' ? 0 : 1)] = 1;
    if (position.phase !== 'ended') out[o + p.daysLeft] = ((position.firstPlayer + n - 1 - position.active) % n) / 3;
  }
}

/** The `rules.*` and `spells.*` ranges (zeroed): the same all game long. */
export function writeConstant(out: Float32Array, o: number, rules: RuleProfile, table: SpellTable): void {
  const fields = rules as unknown as Readonly<Record<string, string>>;
  for (let i = 0; i < RULE_FEATURE_NAMES.length; i++) {
    const point = RULE_FEATURE_NAMES[i]!;
    const v = (RULE_FEATURES[point] as readonly string[]).indexOf(fields[point] as string);
    if (v < 0) throw new LearnError('unsupported-position', `observations: the rule point ${point} has the value ${String(fields[point])}, which layout version 1 does not know`);
    out[o + CONSTANT.rules[i]! + v] = 1;
  }
  out.set(table.block, o + CONSTANT.spells);
}

/** The altar's counts and size (the table block's first range). */
export function writeAltar(out: Float32Array, o: number, altar: Counts): void {
  out[o + TABLE.altarSize] = writeCounts(out, o, altar, SCALE.kind) / SCALE.altar;
}

/** The pouch's counts (its rigged next draws among them) and size, in the table block at `o`. */
export function writePouch(out: Float32Array, o: number, pouch: Counts, pouchTop: readonly MateriaKind[]): void {
  const inPouch = writeCounts(out, o + TABLE.pouch, pouch, SCALE.kind);
  writeKinds(out, o + TABLE.pouch, pouchTop, SCALE.kind);
  out[o + TABLE.pouchSize] = (inPouch + pouchTop.length) / SCALE.pouch;
}

/** The discard's counts, in the table block at `o`. */
export function writeDiscard(out: Float32Array, o: number, discard: Counts): void {
  writeCounts(out, o + TABLE.discard, discard, SCALE.kind);
}

/** The points a learned spell scores now, by its definition (variable ones computed on the current belongings). */
function spellPoints(table: SpellTable, owner: Seat, s: LearnedSpell, slot: number): number {
  const points = table.defs[slot]!.levels[s.level].points;
  return typeof points === 'number' ? points : points({ player: owner, spell: s, cardRune: runeOf(s.card) });
}

/** A seat's pool and its size, in the seat's block at `b`. */
export function writePool(out: Float32Array, b: number, pool: Counts): void {
  out[b + SEAT.poolSize] = writeCounts(out, b, pool, SCALE.kind) / SCALE.pool;
}

/** A seat's familiar board: its counts, size and value, in the seat's block at `b`. */
export function writeFamiliar(out: Float32Array, b: number, familiar: readonly MateriaKind[]): void {
  out.fill(0, b + SEAT.familiar, b + SEAT.learned);
  writeKinds(out, b + SEAT.familiar, familiar, SCALE.kind);
  out[b + SEAT.familiarSize] = familiar.length / SCALE.familiar;
  out[b + SEAT.familiarPoints] = (FAMILIAR_VALUES[Math.min(familiar.length, FAMILIAR_VALUES.length - 1)] as number) / SCALE.familiarValue;
}

/** A seat's learned spells: which, their levels and card runes, and how many, in the seat's block at `b`. */
export function writeSpells(out: Float32Array, b: number, spells: readonly LearnedSpell[], table: SpellTable): void {
  out.fill(0, b + SEAT.learned, b + SEAT.learnedToday);
  for (let i = 0; i < spells.length; i++) {
    const s = spells[i]!;
    const c = table.slot.get(s.spell);
    if (c === undefined) continue;
    out[b + SEAT.learned + c] = 1;
    out[b + SEAT.level + c * 3 + s.level - 3] = 1;
    out[b + SEAT.cardRune + c * 3 + (kindIndex(s.card) % 3)] = 1;
  }
  out[b + SEAT.spellsLearned] = spells.length / SCALE.spells;
}

/** The colour bits of a seat's spells learned on the Day `day`. */
export function learnedOn(spells: readonly LearnedSpell[], day: number, table: SpellTable): number {
  let bits = 0;
  for (let i = 0; i < spells.length; i++) {
    const s = spells[i]!;
    const c = table.slot.get(s.spell);
    if (s.day === day && c !== undefined) bits |= 1 << c;
  }
  return bits;
}

/** A seat's spells learned on the current Day (`bits`, from {@link learnedOn}), in the seat's block at `b`. */
export function writeToday(out: Float32Array, b: number, bits: number): void {
  for (let c = 0; c < 7; c++) out[b + SEAT.learnedToday + c] = (bits >> c) & 1;
}

/** A seat's points if the game ended now, in the seat's block at `b`. */
export function writePoints(out: Float32Array, b: number, player: Seat, table: SpellTable): void {
  let points = FAMILIAR_VALUES[Math.min(player.familiar.length, FAMILIAR_VALUES.length - 1)] as number;
  const spells = player.spells;
  for (let i = 0; i < spells.length; i++) {
    const s = spells[i]!;
    const c = table.slot.get(s.spell);
    if (c !== undefined) points += spellPoints(table, player, s, c);
  }
  out[b + SEAT.points] = points / SCALE.score;
}

/** One seat's whole block, for the Day `day`. */
export function writeSeat(out: Float32Array, b: number, player: Seat, day: number, table: SpellTable): void {
  writePool(out, b, player.pool);
  writeFamiliar(out, b, player.familiar);
  writeSpells(out, b, player.spells, table);
  writeToday(out, b, learnedOn(player.spells, day, table));
  writePoints(out, b, player, table);
}

/** The solo opponent's block (zeroed). */
export function writeOpponent(out: Float32Array, t: number, opponent: OpponentState): void {
  writeKinds(out, t, opponent.track, SCALE.kind);
  out[t + KIND_COUNT] = opponent.track.length / SCALE.track;
  const track = opponentTrackValue(opponent.track.length);
  out[t + KIND_COUNT + 1] = track / SCALE.trackValue;
  const lower = writeCounts(out, t + KIND_COUNT + 2, opponent.lower, SCALE.kind);
  out[t + 2 * KIND_COUNT + 2] = lower / SCALE.altar;
  out[t + 2 * KIND_COUNT + 3 + opponent.difficulty] = 1;
  out[t + 2 * KIND_COUNT + 7] = (track + lower) / SCALE.score;
}

/** The decision block (zeroed), from `d`: what is asked, and the effect in progress if any. */
export function writeDecision(out: Float32Array, d: number, position: Position | SteppedPosition, seat: number, table: SpellTable, p: Plan): void {
  if (position.phase === 'ended') return;
  const pending = position.pending;
  const depth = pending.length;
  if (depth === 0) {
    out[d] = 1;
    return;
  }
  out[d + 1] = 1;
  out[d + DECISION.depth] = depth / 4;
  const frame = pending[depth - 1]!;
  writeFrame(out, d, frame, seat, table, p);
  if (depth > 1) {
    const outer = pending[depth - 2]!;
    out[d + p.outerSpell + (outer.spell === null ? 7 : table.slot.get(outer.spell) ?? 7)] = 1;
    const step = outer.steps[0];
    if (step !== undefined) out[d + p.outerKind + stepSlot(step.step)] = 1;
  }
}

function writeFrame(out: Float32Array, d: number, frame: EffectFrame, seat: number, table: SpellTable, p: Plan): void {
  const n = p.players;
  out[d + DECISION.frameActor + (frame.actor - seat + n) % n] = 1;
  out[d + p.frameSpell + (frame.spell === null ? 7 : table.slot.get(frame.spell) ?? 7)] = 1;
  if (frame.level !== null) out[d + p.frameLevel + frame.level - 3] = 1;
  if (frame.card !== null) {
    out[d + p.cardOwner + (frame.card.player - seat + n) % n] = 1;
    const c = table.slot.get(frame.card.spell);
    if (c !== undefined) out[d + p.cardSpell + c] = 1;
  }
  if (frame.phaseAction) out[d + p.framePhaseAction] = 1;
  const step = frame.steps[0];
  if (step === undefined) return;
  out[d + p.stepKind + stepSlot(step.step)] = 1;
  writeStep(out, d, step, seat, p);
}

const PHASES3 = { morning: 0, midday: 1, evening: 2 } as const;

/** A step's filter: its rune, its colour once set, and its two flags. */
interface Filter {
  readonly rune?: Rune;
  readonly colour?: Colour;
  readonly sameColour?: boolean;
  readonly familiarColour?: boolean;
}

function writeFilter(out: Float32Array, d: number, f: Filter | undefined, p: Plan): void {
  if (f === undefined) return;
  if (f.rune !== undefined) out[d + p.stepRune + runeIndex(f.rune)] = 1;
  if (f.colour !== undefined) out[d + p.stepColour + colourIndex(f.colour)] = 1;
  if (f.sameColour === true) out[d + p.stepFlags] = 1;
  if (f.familiarColour === true) out[d + p.stepFlags + 1] = 1;
}

function writeStep(out: Float32Array, d: number, step: EffectStep, seat: number, p: Plan): void {
  const count = d + p.stepCount;
  switch (step.step) {
    case 'take':
      out[count] = step.count / SCALE.stepCount;
      out[d + p.stepTaker + (step.taker - seat + p.players) % p.players] = 1;
      writeFilter(out, d, step.filter, p);
      if (step.optional === true) out[d + p.stepFlags + 2] = 1;
      return;
    case 'take-store':
    case 'store-from-discard':
    case 'draw':
    case 'reveal':
      out[count] = step.count / SCALE.stepCount;
      return;
    case 'store':
      out[count] = step.count / SCALE.stepCount;
      writeFilter(out, d, step.filter, p);
      return;
    case 'discard':
      out[count] = step.count / SCALE.stepCount;
      writeFilter(out, d, step.filter, p);
      if (step.cost === true) out[d + p.stepFlags + 3] = 1;
      return;
    case 'swap-altar':
      out[count] = step.count / SCALE.stepCount;
      writeKinds(out, d + p.stepGiven, step.given, SCALE.kind);
      writeKinds(out, d + p.stepReceived, step.received, SCALE.kind);
      return;
    case 'clear-altar':
      out[count] = step.discarded / SCALE.stepCount;
      return;
    case 'mode':
      for (let m = 0; m < step.modes.length && m < MODE_SLOTS; m++) {
        const known = KNOWN_MODES.indexOf(step.modes[m]!.mode);
        out[d + p.stepModes + m * (KNOWN_MODES.length + 1) + (known < 0 ? KNOWN_MODES.length : known)] = 1;
      }
      return;
    case 'phase-action':
      out[d + p.stepPhase + PHASES3[step.phase]] = 1;
      out[d + p.stepAs + (step.as === 'copy' ? 0 : 1)] = 1;
      if (step.optional === true) out[d + p.stepFlags + 2] = 1;
      return;
    case 'learn':
      out[count] = step.wild / SCALE.stepCount;
      out[d + p.stepRune + runeIndex(step.rune)] = 1;
      return;
    case 'learn-discards':
      out[count] = step.keep / SCALE.stepCount;
      writeKinds(out, d + p.stepMateria, step.setAside, SCALE.kind);
      return;
    default:
      return;
  }
}

/** The pouch's rigged next draws of a position: a state's, or none for a view (its pouch counts hold them). */
export function pouchTopOf(position: Position): readonly MateriaKind[] {
  return 'pouchTop' in position ? position.pouchTop : [];
}

/** Writes the whole observation of `position` for `seat` from `o` (`p.size` floats). */
export function encodeInto(out: Float32Array, o: number, position: Position, seat: number, table: SpellTable, p: Plan): void {
  out.fill(0, o, o + p.size);
  writeHeader(out, o, position, seat, p, decider(position));
  writeConstant(out, o + p.constant, position.rules, table);
  writeAltar(out, o + p.table, position.altar);
  writePouch(out, o + p.table, position.pouch, pouchTopOf(position));
  writeDiscard(out, o + p.table, position.discard);
  const n = p.players;
  for (let s = 0; s < n; s++) writeSeat(out, o + p.seats + ((s - seat + n) % n) * SEAT.size, position.players[s]!, position.day, table);
  if (position.opponent !== null && p.opponent >= 0) writeOpponent(out, o + p.opponent, position.opponent);
  writeDecision(out, o + p.decision, position, seat, table, p);
}

/**
 * The observation of `position` for `seat`: a `Float32Array` of
 * `OBSERVATION_LAYOUT[players].size` floats, laid out as {@link OBSERVATION_LAYOUT} says. It
 * reads only what `playerView(state, seat)` shows, so a state and its view give the same floats,
 * and so do two states that differ only in what the view hides (the order of the pouch's next
 * draws, the generator, the seed). Seats are relative to `seat`.
 *
 * With `out` (and `offset`), writes there instead of allocating: a batch of observations in one
 * array, `out.subarray(offset, offset + size)` for this one.
 * @throws LearnError `bad-seat` when `seat` is not a seat of the game, `bad-buffer` when `out`
 * is too short from `offset`, `unsupported-position` for a rule value the layout does not know.
 * @example
 * ```ts
 * const obs = encodeObservation(state, decider(state) ?? 0);
 * obs.length === OBSERVATION_LAYOUT[2].size; // in a 2-player game
 * ```
 * @group Observations
 */
export function encodeObservation(position: Position, seat: number, out?: Float32Array, offset = 0): Float32Array {
  const p = planOf(position.players.length);
  checkSeat(seat, p.players);
  const target = out ?? new Float32Array(p.size);
  checkBuffer(target, offset, p.size);
  encodeInto(target, offset, position, seat, spellTable(position.spells), p);
  return target;
}

/** Refuses a seat that is not one of the game's. */
export function checkSeat(seat: number, players: number): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
    throw new LearnError('bad-seat', `the seat must be an integer from 0 to ${String(players - 1)}, got ${String(seat)}`);
  }
}

/** Refuses an output array too short for `size` entries from `offset`. */
export function checkBuffer(out: { readonly length: number }, offset: number, size: number): void {
  if (!Number.isInteger(offset) || offset < 0 || offset + size > out.length) {
    throw new LearnError('bad-buffer', `the output needs ${String(size)} entries from offset ${String(offset)}, but holds ${String(out.length)}`);
  }
}
