/**
 * The bots' memo of potentials: the same evaluation as evaluate.ts, computed once per player
 * state instead of once per call.
 *
 * A bot's lookahead evaluates many states that differ in one player only: `applyAction` builds
 * a new object for the player who acted and keeps every other player's object as it was (states
 * are read-only, so an object's contents never change). The evaluation of each next state needs
 * every seat's potential, so without a memo the search bot computed the same opponents'
 * potentials again for every action it looked at. The memo keys a potential by the player
 * object's identity and by everything else it reads (see `potentialOf`), so a value from the
 * memo is the very number the computation gives.
 * @module
 */
import type { GameState, PlayerState, SpellId } from '../index.js';
import { evaluate, liveValue, potentialOf, type EvalWeights } from './evaluate.js';

// The latest potentials, a small ring per seat (four seats at most, WAYS entries each: eight
// hold a playout step's candidates, so the chosen one is still there at the next step). The
// opponents of a playout's candidate actions are one object per seat, found at the first or second
// comparison; the acting seat's new objects are misses, which cost WAYS identity comparisons. A
// ring (not a WeakMap) allocates nothing and keeps at most 32 player objects alive.
const WAYS = 8;
const SIZE = 4 * WAYS;
const players: (PlayerState | undefined)[] = new Array<PlayerState | undefined>(SIZE).fill(undefined);
const weights: (EvalWeights | undefined)[] = new Array<EvalWeights | undefined>(SIZE).fill(undefined);
const spellLists: (readonly SpellId[] | undefined)[] = new Array<readonly SpellId[] | undefined>(SIZE).fill(undefined);
const uses = new Float64Array(SIZE);
const triggered = new Uint8Array(SIZE);
const values = new Float64Array(SIZE);
/** Per seat: the slot of its last hit or entry (looked at first), and the slot its next entry takes. */
const recent = Int32Array.from([0, WAYS, 2 * WAYS, 3 * WAYS]);
const nextSlot = new Int32Array(4);

/**
 * `potentialOf(state, state.players[seat], w, use)`, from the memo when the same player object
 * was evaluated with the same weights, spell list, use value and end trigger.
 */
export function memoPotential(state: GameState, seat: number, w: EvalWeights, use: number): number {
  const p = state.players[seat] as PlayerState;
  const ended = state.endTrigger === null ? 0 : 1;
  const spells = state.spells;
  const row = seat & 3;
  const first = row * WAYS;
  let i = recent[row] as number;
  for (let j = 0; j < WAYS; j++) {
    if (players[i] === p && uses[i] === use && weights[i] === w && spellLists[i] === spells && triggered[i] === ended) {
      recent[row] = i;
      return values[i] as number;
    }
    i = i + 1 === first + WAYS ? first : i + 1;
  }
  const value = potentialOf(state, p, w, use);
  const at = first + (nextSlot[row] as number);
  nextSlot[row] = ((nextSlot[row] as number) + 1) % WAYS;
  players[at] = p;
  weights[at] = w;
  spellLists[at] = spells;
  uses[at] = use;
  triggered[at] = ended;
  values[at] = value;
  recent[row] = at;
  return value;
}

/** `evaluate(state, seat, w)`, with the potentials from the memo. */
export function memoEvaluate(state: GameState, seat: number, w: EvalWeights): number {
  return state.phase === 'ended' ? evaluate(state, seat, w) : liveValue(state, seat, w, memoPotential);
}
