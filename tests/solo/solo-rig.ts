// Shared helpers for the solo-mode tests (RULES.md §9): solo games, rigged solo positions, the
// 105-token census including the virtual opponent (track and lower part), checked steps.
//
// tests/rules/rig.ts's `step`/`expectConserved`/`rigPouch` do not know the opponent, so this file
// has its own versions; the census here is computed independently of src/state/invariants.ts.
import { expect } from 'vitest';
import {
  COPIES_PER_KIND, MATERIA_KINDS, applyAction, checkAction, countsOf, createGame, currentDecision, isLegal, kindsOf,
  legalActions, total,
  type Action, type Decision, type GameEvent, type GameOptions, type GameState, type MateriaKind, type RiggedSetup,
  type RuleViolation, type ViolationCode,
} from '../../src/index.js';

export type EffectDecision = Extract<Decision, { kind: 'effect' }>;

/** `n` tokens of one kind. */
export function rep(kind: MateriaKind, n: number): MateriaKind[] {
  return Array.from({ length: n }, () => kind);
}

/** All 105 tokens, in kind order. */
export function allTokens(): MateriaKind[] {
  return MATERIA_KINDS.flatMap((k) => rep(k, COPIES_PER_KIND));
}

/** The multiset difference `from − remove`; throws if `remove` is not contained in `from`. */
export function without(from: readonly MateriaKind[], remove: readonly MateriaKind[]): MateriaKind[] {
  const left = [...from];
  for (const m of remove) {
    const i = left.indexOf(m);
    if (i < 0) throw new Error(`cannot remove ${m}: not present`);
    left.splice(i, 1);
  }
  return left;
}

/**
 * Every token of a solo game in one list: pouch (with its rigged next draws), altar, discard, the
 * pool, the familiar board, the spell cards, and the opponent's track and lower part.
 */
export function soloTokens(s: GameState): MateriaKind[] {
  return [
    ...kindsOf(s.pouch), ...s.pouchTop, ...kindsOf(s.altar), ...kindsOf(s.discard),
    ...s.players.flatMap((p) => [...kindsOf(p.pool), ...p.familiar, ...p.spells.map((l) => l.card)]),
    ...(s.opponent === null ? [] : [...s.opponent.track, ...kindsOf(s.opponent.lower)]),
  ];
}

/** 105 tokens, 5 of each kind, wherever they are (opponent included); pool at most 9; track at most 17. */
export function expectSoloConserved(s: GameState): void {
  expect(countsOf(soloTokens(s))).toEqual(countsOf(allTokens()));
  for (const p of s.players) expect(total(p.pool)).toBeLessThanOrEqual(9);
  if (s.opponent !== null) expect(s.opponent.track.length).toBeLessThanOrEqual(17);
}

/** Freezes a value deeply, so that any mutation by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** A solo game with test defaults: seed `solo`, set1, difficulty 0 unless given. */
export function solo(
  options: { seed?: string; spells?: GameOptions['spells']; difficulty?: 0 | 1 | 2 | 3; setup?: RiggedSetup } = {},
): GameState {
  const { seed = 'solo', spells = 'set1', difficulty, setup } = options;
  return createGame({
    players: 1, seed, spells,
    ...(difficulty === undefined ? {} : { solo: { difficulty } }),
    ...(setup === undefined ? {} : { setup }),
  });
}

/**
 * A rigged solo setup in which every token not named in `setup` and not in `pouch` goes to `rest`
 * (the altar, the discard, or the opponent's lower part), so the random pouch holds exactly
 * `pouch`. With `rest: 'lower'` and an empty `pouch`, pouch and discard are both empty.
 */
export function soloRig(setup: RiggedSetup, pouch: readonly MateriaKind[], rest: 'altar' | 'discard' | 'lower'): RiggedSetup {
  const named: MateriaKind[] = [
    ...(setup.altar ?? []), ...(setup.pools ?? []).flat(), ...(setup.familiars ?? []).flat(),
    ...(setup.learned ?? []).flat().map((l) => l.card), ...(setup.discard ?? []), ...(setup.nextDraws ?? []),
    ...(setup.opponent?.track ?? []), ...(setup.opponent?.lower ?? []),
    ...pouch,
  ];
  const left = without(allTokens(), named);
  switch (rest) {
    case 'altar':
      return { ...setup, altar: [...(setup.altar ?? []), ...left] };
    case 'discard':
      return { ...setup, discard: [...(setup.discard ?? []), ...left] };
    case 'lower':
      return { ...setup, opponent: { ...(setup.opponent ?? {}), lower: [...(setup.opponent?.lower ?? []), ...left] } };
  }
}

/**
 * Applies a legal action to a deep-frozen state (the engine must not mutate it): the action is
 * listed by `legalActions`, accepted, the input is unchanged, the census holds and the state is
 * plain JSON data.
 */
export function step(state: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const before = structuredClone(state);
  deepFreeze(state);
  expect(isLegal(state, action)).toBe(true);
  expect(legalActions(state)).toContainEqual(action);
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${r.error.code}: ${r.error.message}`);
  expect(state).toEqual(before);
  expectSoloConserved(r.state);
  expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
  return { state: r.state, events: r.events };
}

/** Applies actions one by one with {@link step}; returns the final state and all events. */
export function run(s: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = step(state, a);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/**
 * Expects `action` to be refused with `code` (and `field` when given; `null`: no field), in
 * agreement with `checkAction`, `isLegal` and `legalActions`, leaving the state untouched.
 */
export function expectRefused(state: GameState, action: unknown, code: ViolationCode, field?: string | null): RuleViolation {
  const before = structuredClone(state);
  deepFreeze(state);
  const r = applyAction(state, action as Action);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('unreachable');
  expect(r.error.code).toBe(code);
  if (field === null) expect(r.error.field).toBeUndefined();
  else if (field !== undefined) expect(r.error.field).toBe(field);
  expect(checkAction(state, action as Action)).toEqual(r.error);
  expect(isLegal(state, action as Action)).toBe(false);
  expect(legalActions(state)).not.toContainEqual(action);
  expect(state).toEqual(before);
  return r.error;
}

/** Passes the remaining phases of the current Day: stops at the opponent step or at the next Day. */
export function passDay(s: GameState): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  const day = s.day;
  while (state.phase !== 'ended' && state.pending.length === 0 && state.day === day) {
    const r = step(state, { type: 'pass', player: 0 });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The pending effect decision (fails if the game waits for something else). */
export function effect(s: GameState): EffectDecision {
  const d = currentDecision(s);
  expect(d.kind).toBe('effect');
  return d as EffectDecision;
}

/** Event types, in order. */
export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

export const pick = (materia: MateriaKind, player = 0): Action => ({ type: 'pick', player, materia });
export const passA = (player = 0): Action => ({ type: 'pass', player });
export const stopA = (player = 0): Action => ({ type: 'stop', player });

/** The picks of every distinct kind of a token list, in kind order. */
export function picksOf(tokens: readonly MateriaKind[]): Action[] {
  return kindsOf(countsOf(tokens)).filter((m, i, a) => a.indexOf(m) === i).map((m) => pick(m));
}

/** A 7-token altar of 7 distinct kinds, none of them red (handy for placement tests). */
export const SEVEN: MateriaKind[] = [
  'purple-circle', 'green-triangle', 'black-square', 'white-circle', 'blue-triangle', 'yellow-square', 'yellow-circle',
];
