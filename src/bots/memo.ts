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
import { scoreOpponent, type GameState, type PlayerState, type SpellId } from '../index.js';
import { evaluate, potentialOf, remainingShare, type EvalWeights } from './evaluate.js';

// A small ring of the latest potentials. Sixteen entries hold the opponents of a playout's ten
// candidate actions and the tree's next decisions; a ring (not a WeakMap) costs a few identity
// comparisons and no allocation, and keeps at most sixteen player objects alive.
const SIZE = 16;
const players: (PlayerState | undefined)[] = new Array<PlayerState | undefined>(SIZE).fill(undefined);
const weights: (EvalWeights | undefined)[] = new Array<EvalWeights | undefined>(SIZE).fill(undefined);
const spellLists: (readonly SpellId[] | undefined)[] = new Array<readonly SpellId[] | undefined>(SIZE).fill(undefined);
const uses = new Float64Array(SIZE);
const triggered = new Uint8Array(SIZE);
const values = new Float64Array(SIZE);
let next = 0;

/**
 * `potentialOf(state, p, w, use)`, from the memo when the same player object was evaluated with
 * the same weights, spell list, use value and end trigger.
 */
export function memoPotential(state: GameState, p: PlayerState, w: EvalWeights, use: number): number {
  const ended = state.endTrigger === null ? 0 : 1;
  const spells = state.spells;
  for (let i = 0; i < SIZE; i++) {
    if (players[i] === p && uses[i] === use && weights[i] === w && spellLists[i] === spells && triggered[i] === ended) {
      return values[i] as number;
    }
  }
  const value = potentialOf(state, p, w, use);
  players[next] = p;
  weights[next] = w;
  spellLists[next] = spells;
  uses[next] = use;
  triggered[next] = ended;
  values[next] = value;
  next = (next + 1) % SIZE;
  return value;
}

/** The use value of a learned spell in `state` (`w.spellUse × remainingShare(state)`). */
export function useValue(state: GameState, w: EvalWeights): number {
  return w.spellUse * remainingShare(state);
}

/** `evaluate(state, seat, w)`, with the potentials from the memo. */
export function memoEvaluate(state: GameState, seat: number, w: EvalWeights): number {
  if (state.phase === 'ended') return evaluate(state, seat, w);
  const use = useValue(state, w);
  const seats = state.players;
  const own = memoPotential(state, seats[seat] as PlayerState, w, use);
  let other = 0;
  if (state.opponent !== null) {
    other = scoreOpponent(state.opponent).total * w.points;
  } else {
    for (let s = 0; s < seats.length; s++) {
      if (s === seat) continue;
      const v = memoPotential(state, seats[s] as PlayerState, w, use);
      if (v > other) other = v;
    }
  }
  return own - w.opponent * other;
}
