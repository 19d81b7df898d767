/**
 * The full-state encoding, for perfect-information baselines: the observation, then what no
 * player sees, the pouch's next draws.
 * @module
 */
import { KIND_COUNT, kindIndex, nextUint32, type GameState } from '../index.js';
import { FULL_STATE_LAYOUT, NEXT_DRAWS } from './layout.js';
import { checkBuffer, checkSeat, encodeInto, planOf } from './observe.js';
import { spellTable } from './spell-table.js';

/**
 * Writes the pouch's next {@link NEXT_DRAWS} draws one-hot from `o`: the rigged next draws first,
 * then the game's generator picking a token of the pouch's counts (the engine's draw: the
 * generator's next 32-bit number scaled to the pouch's size, counted kind by kind), the discard
 * poured back into the pouch when it runs dry, as consecutive draws with nothing in between
 * would go. Zeros past the last materia there is.
 */
export function writeNextDraws(out: Float32Array, o: number, state: GameState): void {
  out.fill(0, o, o + NEXT_DRAWS * KIND_COUNT);
  const rng = state.rng.slice();
  const pouch = state.pouch.slice();
  let discard = state.discard.slice();
  let inPouch = pouch.reduce((s, c) => s + c, 0);
  for (let d = 0; d < NEXT_DRAWS; d++) {
    let kind: number;
    if (d < state.pouchTop.length) {
      kind = kindIndex(state.pouchTop[d]!);
    } else {
      if (inPouch === 0) {
        for (let i = 0; i < KIND_COUNT; i++) pouch[i] = discard[i]!;
        inPouch = discard.reduce((s, c) => s + c, 0);
        discard = new Array<number>(KIND_COUNT).fill(0);
        if (inPouch === 0) return;
      }
      let r = Math.floor((nextUint32(rng) / 4294967296) * inPouch);
      kind = 0;
      while (r >= pouch[kind]!) r -= pouch[kind++]!;
      pouch[kind] = pouch[kind]! - 1;
      inPouch--;
    }
    out[o + d * KIND_COUNT + kind] = 1;
  }
}

/**
 * The full-state encoding of `state` for `seat`: {@link encodeObservation}'s floats, then
 * `hidden.nextDraws`, the pouch's next draws as the generator will make them if nothing else
 * touches the pouch, the discard or the generator first (`FULL_STATE_LAYOUT[players]`). For
 * perfect-information baselines (an agent that knows the draws is an upper bound of what
 * knowing them is worth); a player never has it.
 * @throws LearnError `bad-seat`, `bad-buffer` or `unsupported-position`, as `encodeObservation`.
 * @example
 * ```ts
 * const full = encodeFullState(state, 0);
 * const draws = FULL_STATE_LAYOUT[2].range['hidden.nextDraws']!;
 * full.subarray(draws.start, draws.start + 21); // one-hot: the next materia drawn
 * ```
 * @group Observations
 */
export function encodeFullState(state: GameState, seat: number, out?: Float32Array, offset = 0): Float32Array {
  const p = planOf(state.players.length);
  checkSeat(seat, p.players);
  const size = FULL_STATE_LAYOUT[p.players as 1 | 2 | 3 | 4].size;
  const target = out ?? new Float32Array(size);
  checkBuffer(target, offset, size);
  encodeInto(target, offset, state, seat, spellTable(state.spells), p);
  writeNextDraws(target, offset + p.size, state);
  return target;
}
