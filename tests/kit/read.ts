// Readers: short, named views of a state or of events, for the `expect`s of a test.
import { expect } from 'vitest';
import {
  countsOf, currentDecision, isLegal, kindsOf, legalActions, scoreGame,
  type Action, type CastAction, type EffectDecision, type GameEvent, type GameState, type Level, type MateriaKind,
  type SpellId,
} from '../../src/index.js';
import { actionKey, assertConserved } from '../../src/testing/index.js';

/** The pending effect decision; fails the test when the game waits for anything else. */
export function effect(s: GameState): EffectDecision {
  const d = currentDecision(s);
  expect(d.kind).toBe('effect');
  return d as EffectDecision;
}

/**
 * `legalActions`, checked on the way: each option listed once and legal, in a position that
 * conserves materia.
 */
export function options(s: GameState): Action[] {
  const list = legalActions(s);
  expect(new Set(list.map(actionKey)).size).toBe(list.length);
  for (const a of list) expect(isLegal(s, a)).toBe(true);
  assertConserved(s);
  return list;
}

/** The listed casts ({@link options} that use a spell), in the engine's order. */
export function casts(s: GameState): CastAction[] {
  return options(s).filter((a): a is CastAction => a.type === 'cast');
}

/** The levels at which `spell` is listed as a cast. */
export function levelsListed(s: GameState, spell: SpellId): Level[] {
  return casts(s).flatMap((a) => (a.spell === spell ? [a.level] : []));
}

/** A token list in kind order, to compare multisets as lists. */
export function sorted(tokens: readonly MateriaKind[]): MateriaKind[] {
  return kindsOf(countsOf(tokens));
}

/** A seat's pool, in kind order. */
export function poolOf(s: GameState, seat = 0): MateriaKind[] {
  return kindsOf(s.players[seat]?.pool ?? []);
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

/** The current level of a seat's learned spell (`undefined` when not learned). */
export function levelOf(s: GameState, spell: SpellId, seat = 0): Level | undefined {
  return s.players[seat]?.spells.find((l) => l.spell === spell)?.level;
}

/** The points a seat's learned spell scores now (final once the game is over). */
export function pointsOf(s: GameState, spell: SpellId, seat = 0): number | undefined {
  return scoreGame(s).players[seat]?.spells.find((x) => x.spell === spell)?.points;
}

/** Event types, in order. */
export function types(events: readonly GameEvent[]): GameEvent['type'][] {
  return events.map((e) => e.type);
}

/** Only the events of the given types, in order. */
export function only(events: readonly GameEvent[], ...kinds: GameEvent['type'][]): GameEvent[] {
  return events.filter((e) => kinds.includes(e.type));
}
