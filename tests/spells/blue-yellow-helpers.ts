// Helpers shared by the blue (Transmutation, Swiftness, Mirage) and yellow (Abundance, Knowledge,
// Communion) spell tests: rigged games with a chosen spell list, chains of checked steps, and
// short views of the pending decision.
import { expect } from 'vitest';
import {
  createGame, currentDecision, getSpell, legalActions, scoreGame,
  type Action, type GameEvent, type GameState, type RiggedSetup, type SpellId,
} from '../../src/index.js';
import { expectConserved, step } from '../rules/rig.js';

/** The first-game set, in colour order: the default spell of every colour. */
const SET1: readonly SpellId[] = ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'];

/** The 7 spells of set1 with the given spells replacing the set1 spell of their colour. */
export function spellsWith(...ids: SpellId[]): SpellId[] {
  return SET1.map((base) => ids.find((id) => getSpell(id).colour === getSpell(base).colour) ?? base);
}

/** A 2-player game, first player 0, with the given spells and rigged position. */
export function rigged(spells: readonly SpellId[], setup: RiggedSetup, seed = 'blue-yellow'): GameState {
  return createGame({ players: 2, seed, spells, firstPlayer: 0, setup });
}

/**
 * Applies actions in order through `step` (each must be legal; the input is frozen and must not
 * change; conservation and the pool limit are checked after each); returns the final state and
 * every event.
 */
export function play(state: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = step(s, a);
    s = r.state;
    events.push(...r.events);
  }
  expectConserved(s);
  return { state: s, events };
}

/** The pending effect step's name (`undefined` when the game waits for a phase action). */
export function pendingStepName(s: GameState): string | undefined {
  const d = currentDecision(s);
  return d.kind === 'effect' ? d.step.step : undefined;
}

/** Passes with the active player until `seat`'s `phase` (checked steps). */
export function passTo(state: GameState, seat: number, phase: GameState['phase']): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 50 && !(s.active === seat && s.phase === phase) && s.phase !== 'ended'; i++) {
    const r = step(s, { type: 'pass', player: s.active });
    s = r.state;
    events.push(...r.events);
  }
  expect(s.active === seat && s.phase === phase).toBe(true);
  return { state: s, events };
}

/** Passes until the game is over. */
export function passToEnd(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 50 && s.phase !== 'ended'; i++) s = step(s, { type: 'pass', player: s.active }).state;
  expect(s.phase).toBe('ended');
  return s;
}

/** The points a seat's learned spell scores now (final once the game is over). */
export function pointsOf(s: GameState, seat: number, spell: SpellId): number | undefined {
  return scoreGame(s).players[seat]?.spells.find((x) => x.spell === spell)?.points;
}

/** Only the events of the given types, in order. */
export function only(events: readonly GameEvent[], ...kinds: GameEvent['type'][]): GameEvent[] {
  return events.filter((e) => kinds.includes(e.type));
}

/** The legal actions of the given type. */
export function legalOfType<T extends Action['type']>(s: GameState, type: T): Extract<Action, { type: T }>[] {
  return legalActions(s).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}
