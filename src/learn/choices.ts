/**
 * Actions to indices and back: `indexOf`, `actionOf`, `actionMask`, and the table of one
 * decision's choices that the environment keeps.
 * @module
 */
import {
  KIND_COUNT, decider, kindIndex, legalActions, stateFromView,
  type Action, type LearnAction, type SpellId,
} from '../index.js';
import { ACTION_COUNT, AT, MAX_TRIPLES } from './action-space.js';
import { MODE_SLOTS } from './layout.js';
import { LearnError } from './errors.js';
import { checkBuffer, type Position, type SteppedPosition } from './observe.js';
import { spellTable, type SpellTable } from './spell-table.js';

function slotOf(table: SpellTable, spell: SpellId, action: Action): number {
  const c = table.slot.get(spell);
  if (c === undefined) throw new LearnError('unencodable-action', `the action names the spell ${spell}, which is not one of this game's: ${JSON.stringify(action)}`);
  return c;
}

/** What the choices are read in: a state, a view, or a game being stepped. */
type Listed = Position | SteppedPosition;

/** The index of an action in a position whose spells are `table` (see {@link indexOf}). */
export function indexIn(position: Listed, table: SpellTable, a: Action): number {
  switch (a.type) {
    case 'pass': return AT.pass;
    case 'draw': return AT.draw;
    case 'stop': return AT.stop;
    case 'take': return AT.take + kindIndex(a.materia);
    case 'store': return AT.store + kindIndex(a.materia);
    case 'pick': return AT.pick + kindIndex(a.materia);
    case 'swap': return AT.swap + kindIndex(a.give) * KIND_COUNT + kindIndex(a.get);
    case 'raise': return AT.raise + slotOf(table, a.spell, a);
    case 'mode': return AT.mode + modeSlot(position, a.mode, a);
    case 'cast': {
      const n = position.players.length;
      const from = a.from === undefined ? 0 : (a.from - a.player + n) % n;
      if (a.from !== undefined && (from === 0 || !Number.isInteger(a.from) || a.from < 0 || a.from >= n)) {
        throw new LearnError('unencodable-action', `a Clone copy must name another seat of the game: ${JSON.stringify(a)}`);
      }
      return AT.cast + slotOf(table, a.spell, a) * 12 + (a.level - 3) * 4 + from;
    }
    case 'learn': return AT.learn + learnClass(table, a);
    default: throw new LearnError('unencodable-action', `no action type ${JSON.stringify((a as { type?: unknown }).type)}`);
  }
}

/** A learn's class: 27 × colour + 9 × (level - 3) + 3 × card rune + triples. */
function learnClass(table: SpellTable, a: LearnAction): number {
  const triples = (a.spend.length - a.level) / 2;
  if (!(Number.isInteger(triples) && triples >= 0 && triples <= MAX_TRIPLES)) {
    throw new LearnError('unencodable-action', `a Learn at level ${String(a.level)} pays ${String(a.spend.length)} materia, which is no payment of 0 to ${String(MAX_TRIPLES)} triples: ${JSON.stringify(a)}`);
  }
  return slotOf(table, a.spell, a) * 27 + (a.level - 3) * 9 + (kindIndex(a.onCard) % 3) * 3 + triples;
}

function modeSlot(position: Listed, mode: string, a: Action): number {
  const frame = position.pending[position.pending.length - 1];
  const step = frame?.steps[0];
  const m = step?.step === 'mode' ? step.modes.findIndex((w) => w.mode === mode) : -1;
  if (m < 0 || m >= MODE_SLOTS) {
    throw new LearnError('unencodable-action', `no mode step waits for ${JSON.stringify(mode)} among its first ${String(MODE_SLOTS)} ways: ${JSON.stringify(a)}`);
  }
  return m;
}

/**
 * The colours (a bit per colour slot) of the game's spells that `player` has not learned: a
 * materia of these may still pay a single of a later Learn.
 */
function wantedColours(position: Listed, table: SpellTable, player: number): number {
  let wanted = (1 << table.ids.length) - 1;
  const spells = position.players[player]?.spells ?? [];
  for (let i = 0; i < spells.length; i++) {
    const c = table.slot.get(spells[i]!.spell);
    if (c !== undefined) wanted &= ~(1 << c);
  }
  return wanted;
}

/**
 * A Learn's cost as a representative: how many paid materia are of `wanted` colours other than
 * the learned spell's own (materia the player would keep for a later Learn's singles).
 */
function keptCost(table: SpellTable, a: LearnAction, wanted: number): number {
  const own = table.slot.get(a.spell) ?? -1;
  let cost = 0;
  for (let i = 0; i < a.spend.length; i++) {
    const c = Math.floor(kindIndex(a.spend[i]!) / 3);
    if (c !== own && (wanted & (1 << c)) !== 0) cost++;
  }
  return cost;
}

/**
 * The choices of one decision: for each masked index, the legal action it plays (for a Learn
 * class, the representative). Reused from decision to decision: only the indices set last time
 * are cleared.
 */
export class ChoiceTable {
  /** For each index, the position of its action in the last list, or -1. */
  readonly position = new Int32Array(ACTION_COUNT).fill(-1);
  /** The indices set, in the order of the list, from `at` (their number is `count`). */
  readonly indices: Int32Array;
  /** Where this table's indices start in `indices`. */
  readonly at: number;
  /** How many indices are set. */
  count = 0;
  /** The legal actions of the decision, as listed by the engine (after the `unbuilt` ones left out). */
  legal: readonly Action[] = [];
  /** The takes or stores left unbuilt ({@link ChoiceTable.fillUnbuilt}): their kinds, a bit each (0: none). */
  private unbuilt = 0;
  /** How many they are: the list's positions below it are theirs, in kind order. */
  private unbuiltCount = 0;
  /** Their actions, by kind. */
  private unbuiltActions: readonly Action[] = [];
  /** The cost of the representative of each learn class set (see {@link keptCost}). */
  private readonly costs = new Int32Array(ACTION_SPACE_LEARNS);

  /** `indices`: where to list the set indices (from `at`), a shared buffer of the environment's; default its own. */
  constructor(indices?: Int32Array, at = 0) {
    this.indices = indices ?? new Int32Array(ACTION_COUNT);
    this.at = at;
  }

  /** Clears the indices of the last decision (and their mask bytes from `mask` at `offset`). */
  clear(mask?: Uint8Array, offset = 0): void {
    for (let i = 0; i < this.count; i++) {
      const index = this.indices[this.at + i]!;
      this.position[index] = -1;
      if (mask !== undefined) mask[offset + index] = 0;
    }
    this.count = 0;
  }

  /**
   * Reads a decision's legal actions (non-empty): sets each one's index, and for a Learn class
   * keeps the representative. Sets the mask bytes too when `mask` is given.
   */
  fill(position: Position, legal: readonly Action[], mask?: Uint8Array, offset = 0, table: SpellTable = spellTable(position.spells)): void {
    this.clear(mask, offset);
    this.unbuilt = 0;
    this.unbuiltCount = 0;
    this.#read(position, legal, 0, mask, offset, table);
  }

  /**
   * {@link ChoiceTable.fill} for a list made by an `UncheckedStepper`'s `list(rest)`, which
   * returned `kinds`, and `unbuilt`, its `unbuiltActions()`: the takes (Morning) or stores
   * (Midday) of those kinds come first, in kind order, as in `legalActions`. The same indices,
   * in the same order, as `fill` of the full list.
   */
  fillUnbuilt(position: SteppedPosition, kinds: number, rest: readonly Action[], unbuilt: readonly Action[], mask: Uint8Array, offset: number, table: SpellTable): void {
    this.clear(mask, offset);
    this.unbuilt = kinds;
    this.unbuiltActions = unbuilt;
    let k = 0;
    if (kinds !== 0) {
      const base = position.phase === 'morning' ? AT.take : AT.store;
      for (let bits = kinds; bits !== 0; bits &= bits - 1) {
        const index = base + 31 - Math.clz32(bits & -bits);
        this.position[index] = k++;
        this.indices[this.at + this.count++] = index;
        mask[offset + index] = 1;
      }
    }
    this.unbuiltCount = k;
    this.#read(position, rest, k, mask, offset, table);
  }

  /** Reads the listed actions `legal`, the decision's from position `first` on. */
  #read(position: Listed, legal: readonly Action[], first: number, mask: Uint8Array | undefined, offset: number, table: SpellTable): void {
    this.legal = legal;
    let wanted = -1;
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i]!;
      const index = indexIn(position, table, a);
      const held = this.position[index]!;
      if (held < 0) {
        this.position[index] = first + i;
        this.indices[this.at + this.count++] = index;
        if (mask !== undefined) mask[offset + index] = 1;
        if (a.type === 'learn') {
          if (wanted < 0) wanted = wantedColours(position, table, a.player);
          this.costs[index - AT.learn] = keptCost(table, a, wanted);
        }
      } else if (a.type === 'learn') {
        const cost = keptCost(table, a, wanted);
        if (cost < this.costs[index - AT.learn]!) {
          this.position[index] = first + i;
          this.costs[index - AT.learn] = cost;
        }
      } else {
        throw new LearnError('unencodable-action', `two legal actions share the index ${String(index)}: ${JSON.stringify(this.#listed(held))} and ${JSON.stringify(a)}`);
      }
    }
  }

  /** The action of a masked index, or `undefined`. */
  actionAt(index: number): Action | undefined {
    if (!(Number.isInteger(index) && index >= 0 && index < ACTION_COUNT)) return undefined;
    const at = this.position[index]!;
    return at < 0 ? undefined : this.#listed(at);
  }

  /** The action at position `at` of the decision's full list. */
  #listed(at: number): Action {
    const k = this.unbuiltCount;
    if (at >= k) return this.legal[at - k]!;
    let bits = this.unbuilt;
    for (let n = at; n > 0; n--) bits &= bits - 1;
    return this.unbuiltActions[31 - Math.clz32(bits & -bits)]!;
  }
}

/** The number of learn classes. */
const ACTION_SPACE_LEARNS = ACTION_COUNT - AT.learn;

/** The legal actions of a position: of a state directly, of a view through a state rebuilt from it (legality never reads the hidden parts). */
function legalOf(position: Position): Action[] {
  return 'viewer' in position ? legalActions(stateFromView(position)) : legalActions(position);
}

/**
 * The index of `action` in the fixed action space ({@link ACTION_SPACE}), in `position` (whose
 * spells name the colours, whose waiting mode step numbers the modes, and whose seat count
 * makes a Clone copy's owner relative). Every legal action has one; two legal actions of a
 * decision share one only when they are Learns of one class (same spell, level, card rune and
 * number of wild triples), which then stands for the class's representative
 * ({@link learnRepresentative}).
 * @throws LearnError `unencodable-action` for an action that has no index (a spell not in the
 * game, a mode not among the waiting step's first 8, a Clone copy from no other seat, a Learn
 * whose payment is no payment).
 * @example
 * ```ts
 * const masked = legalActions(state).map((a) => indexOf(state, a)); // the mask's indices
 * ```
 * @group Action space
 */
export function indexOf(position: Position, action: Action): number {
  try {
    return indexIn(position, spellTable(position.spells), action);
  } catch (e) {
    if (e instanceof LearnError) throw e;
    throw new LearnError('unencodable-action', `indexOf: not an action of the action space: ${JSON.stringify(action)} (${e instanceof Error ? e.message : String(e)})`);
  }
}

/**
 * The legal action that index `index` stands for in `position`: for every index but a Learn
 * class's, the one legal action with that index; for a Learn class, its representative
 * ({@link learnRepresentative}). `indexOf(position, actionOf(position, i)) === i` for every
 * masked `i`, and `actionOf(position, indexOf(position, a))` is `a` itself for every legal `a`
 * that is not a Learn.
 * @throws LearnError `not-a-choice` when the index is not legal in the position (outside its
 * mask), `game-over` when the game is over.
 * @example
 * ```ts
 * const i = mask.indexOf(1);
 * const r = applyAction(state, actionOf(state, i));
 * ```
 * @group Action space
 */
export function actionOf(position: Position, index: number): Action {
  if (decider(position) === undefined) throw new LearnError('game-over', 'actionOf: the game is over: nothing is legal');
  const table = new ChoiceTable();
  table.fill(position, legalOf(position));
  const action = table.actionAt(index);
  if (action === undefined) {
    throw new LearnError('not-a-choice', `actionOf: ${String(index)} is not a legal choice here (the ${String(table.count)} that are: ${Array.from(table.indices.subarray(0, table.count)).join(', ')})`);
  }
  return action;
}

/**
 * The mask of `position`'s legal choices: `A` bytes, 1 at the index of every legal action
 * (`indexOf` of each of `legalActions`, one index per Learn class), 0 elsewhere; all 0 once the
 * game is over. Written into `out` from `offset` when given.
 * @throws LearnError `bad-buffer` when `out` is too short.
 * @example
 * ```ts
 * const mask = actionMask(state);
 * const legal = [...mask.keys()].filter((i) => mask[i] === 1);
 * ```
 * @group Action space
 */
export function actionMask(position: Position, out?: Uint8Array, offset = 0): Uint8Array {
  const mask = out ?? new Uint8Array(ACTION_COUNT);
  checkBuffer(mask, offset, ACTION_COUNT);
  mask.fill(0, offset, offset + ACTION_COUNT);
  if (decider(position) === undefined) return mask;
  new ChoiceTable().fill(position, legalOf(position), mask, offset);
  return mask;
}

/**
 * The Learn that stands for its class (the Learns of one spell, level, card rune and number of
 * wild triples, which share one index) among `position`'s legal actions: of the class's
 * payments, the one that spends the fewest materia of the colours of the game's spells that
 * the player has not learned yet (the learned spell's own colour aside), keeping them for the
 * singles of later Learns; of those, the first in `legalActions`' order (its payments in kind
 * order). `undefined` when `learn` is not legal in `position`.
 * @example
 * ```ts
 * const learn = legalActions(state).find((a) => a.type === 'learn');
 * if (learn) learnRepresentative(state, learn); // what an agent plays for learn's index
 * ```
 * @group Action space
 */
export function learnRepresentative(position: Position, learn: LearnAction): LearnAction | undefined {
  const legal = decider(position) === undefined ? [] : legalOf(position);
  const table = new ChoiceTable();
  if (legal.length === 0) return undefined;
  table.fill(position, legal);
  const key = JSON.stringify(canonical(learn));
  if (!legal.some((a) => a.type === 'learn' && JSON.stringify(canonical(a)) === key)) return undefined;
  return table.actionAt(indexOf(position, learn)) as LearnAction;
}

/** A learn's fields with its spend sorted, to compare payments as multisets. */
function canonical(a: LearnAction): unknown {
  return [a.player, a.spell, a.level, a.onCard, a.spend.map((m) => kindIndex(m)).sort((x, y) => x - y)];
}
