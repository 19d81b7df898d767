// Shared helpers for the green (Purification, Cure, Growth) and black (Offering, Focus, Feast)
// spell tests: rigged positions, casts, pending decisions and short readers.
import { expect } from 'vitest';
import {
  currentDecision, kindsOf, legalActions,
  type Action, type Decision, type GameEvent, type GameState, type Level, type MateriaKind,
  type RiggedSetup, type SpellId, type SpellSelection,
} from '../../src/index.js';
import { expectConserved, game, rep, step } from '../rules/rig.js';

/** The pending effect decision (narrowed). */
export type EffectDecision = Extract<Decision, { kind: 'effect' }>;

/** A 2-player game (seat 0 first) with the given spells and rigged position. */
export function at(spells: SpellSelection, setup: RiggedSetup): GameState {
  return game({ spells, setup });
}

/** Casts a spell of the active player at `level`; must be legal; checks conservation. */
export function cast(s: GameState, spell: SpellId, level: Level): { state: GameState; events: readonly GameEvent[] } {
  const r = step(s, { type: 'cast', player: s.active, spell, level });
  expectConserved(r.state);
  return r;
}

/** Answers the pending step; must be legal; checks conservation. */
export function answer(s: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const r = step(s, action);
  expectConserved(r.state);
  return r;
}

/** A pick answer. */
export function pick(player: number, materia: MateriaKind): Action {
  return { type: 'pick', player, materia };
}

/** A swap answer. */
export function swap(player: number, give: MateriaKind, get: MateriaKind): Action {
  return { type: 'swap', player, give, get };
}

/** The pending effect decision; fails if the game waits for anything else. */
export function pending(s: GameState): EffectDecision {
  const d = currentDecision(s);
  if (d.kind !== 'effect') throw new Error(`expected an effect decision, got ${d.kind}`);
  return d;
}

/** Expects that no effect is pending (the game waits for a phase action or is over). */
export function expectIdle(s: GameState): void {
  expect(s.pending).toEqual([]);
  expect(currentDecision(s).kind).not.toBe('effect');
}

/** A seat's familiar board, in space order. */
export function board(s: GameState, seat = 0): MateriaKind[] {
  return [...(s.players[seat]?.familiar ?? [])];
}

/** The altar, in kind order. */
export function altarOf(s: GameState): MateriaKind[] {
  return kindsOf(s.altar);
}

/** The discard, in kind order. */
export function discardOf(s: GameState): MateriaKind[] {
  return kindsOf(s.discard);
}

/** The current level of a learned spell. */
export function levelOf(s: GameState, spell: SpellId, seat = 0): Level | undefined {
  return s.players[seat]?.spells.find((x) => x.spell === spell)?.level;
}

/** The casts `legalActions` offers now, as `spell@level`. */
export function castsOffered(s: GameState): string[] {
  return legalActions(s).flatMap((a) => (a.type === 'cast' ? [`${a.spell}@${a.level}`] : []));
}

/** 13 materia for a familiar board with one space left (all white, 3 kinds). */
export const THIRTEEN: MateriaKind[] = [...rep('white-circle', 5), ...rep('white-triangle', 5), ...rep('white-square', 3)];

/** 9 materia for a full pool (purple, 2 kinds). */
export const NINE_PURPLE: MateriaKind[] = [...rep('purple-circle', 5), ...rep('purple-triangle', 4)];
