// UncheckedStepper, the engine-internal stepping that spellbook-engine/learn's environment plays
// on: one working copy per game, kept from action to action. Against the public loop
// (legalActions, then applyAction): the same list (the takes or stores left unbuilt are the
// list's first entries, by kind), the same seat to act, the same states; its `touched` bits name
// every part an action changed; a state it gives is never changed by the actions after it.
import { describe, expect, it } from 'vitest';
import {
  MATERIA_KINDS, _UncheckedStepper as UncheckedStepper, applyAction, createGame, decider, legalActions,
  type Action, type GameOptions, type GameState,
} from '../../src/index.js';
import { xorshift } from '../kit/index.js';

const TOUCHED = UncheckedStepper.TOUCHED;

/** The stepper's full list: the unbuilt takes or stores (by kind), then the listed rest. */
function fullList(stepper: UncheckedStepper): Action[] {
  const rest: Action[] = [];
  const kinds = stepper.list(rest);
  const unbuilt = stepper.unbuiltActions();
  const first: Action[] = [];
  for (let k = 0; k < MATERIA_KINDS.length; k++) if ((kinds & (1 << k)) !== 0) first.push(unbuilt[k]!);
  return [...first, ...rest];
}

/** The bits of the parts that differ (by identity) between two states: the parts a step wrote. */
function changedParts(a: GameState, b: GameState): number {
  let bits = 0;
  a.players.forEach((p, s) => {
    const q = b.players[s]!;
    if (p.pool !== q.pool) bits |= 1 << (3 * s);
    if (p.familiar !== q.familiar) bits |= 2 << (3 * s);
    if (p.spells !== q.spells) bits |= 4 << (3 * s);
  });
  if (a.altar !== b.altar) bits |= TOUCHED.altar;
  if (a.pouch !== b.pouch || a.pouchTop !== b.pouchTop) bits |= TOUCHED.pouch;
  if (a.discard !== b.discard) bits |= TOUCHED.discard;
  if (a.pending !== b.pending) bits |= TOUCHED.pending;
  if (a.opponent !== b.opponent) bits |= TOUCHED.opponent;
  return bits;
}

describe('UncheckedStepper', () => {
  it.each([
    { players: 4, spells: 'classic', seed: 'stepper-4' },
    { players: 2, rules: 'digital', seed: 'stepper-2' },
    { players: 1, seed: 'stepper-solo', solo: { difficulty: 2 } },
  ] as GameOptions[])('plays $players-player games as legalActions then applyAction do ($seed)', (options) => {
    const rand = xorshift(11);
    for (let g = 0; g < 6; g++) {
      let state = createGame({ ...options, seed: `${String(options.seed)}-${String(g)}` });
      const stepper = new UncheckedStepper(state);
      expect(stepper.state()).toBe(state);
      const kept: [GameState, string][] = [];
      while (state.phase !== 'ended') {
        const legal = legalActions(state);
        expect(fullList(stepper)).toEqual(legal);
        expect(stepper.decider()).toBe(decider(state));
        expect(stepper.step).toBe(state.step);
        const action = legal[Math.floor(rand() * legal.length)]!;
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(r.error.code);
        stepper.play(action);
        // Every part the action changed has its bit (a bit may be set for a part written back unchanged).
        const touched = stepper.takeTouched();
        const changed = changedParts(state, r.state);
        expect(touched & changed).toBe(changed);
        expect(stepper.takeTouched()).toBe(0);
        state = r.state;
        // Now and then a state, which the next actions must leave as it is.
        if (rand() < 0.1) {
          const made = stepper.state();
          expect(made).toEqual(state);
          expect(stepper.state()).toBe(made);
          kept.push([made, JSON.stringify(made)]);
        }
      }
      expect(stepper.ended).toBe(true);
      expect(stepper.state()).toEqual(state);
      for (const [made, json] of kept) expect(JSON.stringify(made)).toBe(json);
    }
  });
});
