// Shared helpers for the red and purple spell tests (RULES.md §7: Sacrifice, Eruption, Blaze,
// Levitation, Sharing, Divination).
import { expect } from 'vitest';
import {
  countsOf, createGame, currentDecision, kindsOf, legalActions, total,
  type Action, type GameState, type Level, type MateriaKind, type RiggedSetup, type RiggedSpell, type SpellId,
  type SpellSelection,
} from '../../src/index.js';
import { expectRefused } from '../rules/rig.js';

export const LEVELS_3_4_5 = [3, 4, 5] as const satisfies readonly Level[];

/** The rune each level discards (Sacrifice) or takes (Levitation). */
export const RUNE_AT = { 3: 'circle', 4: 'triangle', 5: 'square' } as const;

/** A rigged game: `players` seats, first player 0, seed `red-purple`. */
export function rigged(spells: SpellSelection, setup: RiggedSetup, players = 2): GameState {
  return createGame({ players, seed: 'red-purple', spells, firstPlayer: 0, setup });
}

/** `learned` for seat `seat` of `players` seats holding one spell (the other seats hold none). */
export function learnedBy(players: number, seat: number, ...spells: RiggedSpell[]): RiggedSpell[][] {
  return Array.from({ length: players }, (_, i) => (i === seat ? spells : []));
}

/** `n` empty pools. */
export function emptyPools(n: number): MateriaKind[][] {
  return Array.from({ length: n }, () => []);
}

/** The cast action. */
export function cast(spell: SpellId, level: Level, player = 0): Action {
  return { type: 'cast', player, spell, level };
}

/** A pick answer. */
export function pick(player: number, materia: MateriaKind): Action {
  return { type: 'pick', player, materia };
}

/** A token list in kind order (to compare multisets as lists). */
export function sorted(list: readonly MateriaKind[]): MateriaKind[] {
  return kindsOf(countsOf(list));
}

/** Pool size of a seat. */
export function poolSize(s: GameState, seat: number): number {
  return total(s.players[seat]?.pool ?? []);
}

/** The casts `legalActions` lists for the decider (in order). */
export function castsListed(s: GameState): Action[] {
  return legalActions(s).filter((a) => a.type === 'cast');
}

/** The levels at which `spell` is listed as a legal cast. */
export function levelsListed(s: GameState, spell: SpellId): Level[] {
  return legalActions(s).flatMap((a) => (a.type === 'cast' && a.spell === spell ? [a.level] : []));
}

/** Expects a cast to be refused as not usable (no field), and no cast of that spell to be listed at that level. */
export function expectNotUsable(s: GameState, spell: SpellId, level: Level, player = 0): void {
  expectRefused(s, cast(spell, level, player), 'not-usable', null);
  expect(levelsListed(s, spell)).not.toContain(level);
}

/** The pending effect decision, checked to be one. */
export function effectDecision(s: GameState): Extract<ReturnType<typeof currentDecision>, { kind: 'effect' }> {
  const d = currentDecision(s);
  if (d.kind !== 'effect') throw new Error(`expected an effect decision, got ${JSON.stringify(d)}`);
  return d;
}

/** Pick actions of `player` for each kind, in the given order. */
export function picks(player: number, kinds: readonly MateriaKind[]): Action[] {
  return kinds.map((materia) => pick(player, materia));
}
