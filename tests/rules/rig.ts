// Shared helpers for the rule tests: token lists, rigged positions, conservation and refusals.
import { expect } from 'vitest';
import {
  COPIES_PER_KIND, MATERIA_KINDS, applyAction, checkAction, countsOf, createGame, isLegal, kindsOf, legalActions, total,
  type Action, type GameEvent, type GameOptions, type GameState, type MateriaKind, type RiggedSetup,
  type RuleViolation, type ViolationCode,
} from '../../src/index.js';
import { testRng } from '../helpers.js';

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

/** The 21-count multiset of a token list (an alias that reads well in assertions). */
export const bag = countsOf;

/** Every token of the game in one multiset list: altar, pouch (incl. rigged next draws), discard, pools, boards, cards. */
export function everyToken(s: GameState): MateriaKind[] {
  return [
    ...kindsOf(s.altar), ...kindsOf(s.pouch), ...s.pouchTop, ...kindsOf(s.discard),
    ...s.players.flatMap((p) => [...kindsOf(p.pool), ...p.familiar, ...p.spells.map((l) => l.card)]),
  ];
}

/** Checks the 105-token conservation law and the pool limit. */
export function expectConserved(s: GameState): void {
  expect(bag(everyToken(s))).toEqual(bag(allTokens()));
  for (const p of s.players) expect(total(p.pool)).toBeLessThanOrEqual(9);
}

/** Freezes a value deeply, so that any mutation by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/**
 * Expects `action` to be refused in `state` with `code` (and `field`, when given; `null` means no
 * field), agreeing with `isLegal`/`checkAction`/`legalActions`, and leaving `state` untouched.
 */
export function expectRefused(
  state: GameState,
  action: unknown,
  code: ViolationCode,
  field?: string | null,
): RuleViolation {
  const before = structuredClone(state);
  deepFreeze(state);
  const r = applyAction(state, action as Action);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('unreachable');
  expect(r.error.code).toBe(code);
  if (field === null) expect(r.error.field).toBeUndefined();
  else if (field !== undefined) expect(r.error.field).toBe(field);
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message.length).toBeGreaterThan(0);
  expect(checkAction(state, action as Action)).toEqual(r.error);
  expect(isLegal(state, action as Action)).toBe(false);
  expect(legalActions(state)).not.toContainEqual(action);
  expect(state).toEqual(before);
  return r.error;
}

/** Applies a legal action to a deep-frozen state (so the engine cannot mutate it) and checks conservation. */
export function step(state: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const before = structuredClone(state);
  deepFreeze(state);
  expect(isLegal(state, action)).toBe(true);
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${r.error.code}: ${r.error.message}`);
  expect(state).toEqual(before);
  expectConserved(r.state);
  expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
  return { state: r.state, events: r.events };
}

/** Event types, in order. */
export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** A game with test defaults: 2 players, seed `rules`, set1, first player 0. */
export function game(options: Partial<GameOptions> & { setup?: RiggedSetup } = {}): GameState {
  return createGame({ players: 2, seed: 'rules', spells: 'set1', firstPlayer: 0, ...options });
}

/**
 * A rigged setup in which every token not named in `setup` and not in `pouch` is put in
 * `rest` (the altar or the discard), so the random pouch holds exactly `pouch`.
 */
export function rigPouch(
  setup: RiggedSetup,
  pouch: readonly MateriaKind[],
  rest: 'altar' | 'discard',
): RiggedSetup {
  const named: MateriaKind[] = [
    ...(setup.altar ?? []), ...(setup.pools ?? []).flat(), ...(setup.familiars ?? []).flat(),
    ...(setup.learned ?? []).flat().map((l) => l.card), ...(setup.discard ?? []), ...(setup.nextDraws ?? []),
    ...pouch,
  ];
  const left = without(allTokens(), named);
  return rest === 'altar'
    ? { ...setup, altar: [...(setup.altar ?? []), ...left] }
    : { ...setup, discard: [...(setup.discard ?? []), ...left] };
}

/** The pool of a seat as a sorted token list. */
export function poolOf(s: GameState, seat: number): MateriaKind[] {
  return kindsOf(s.players[seat]?.pool ?? []);
}

/** Passes until the given phase of the given seat's Day (or the end of the game). */
export function passUntil(state: GameState, seat: number, phase: GameState['phase']): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 1000 && !(s.active === seat && s.phase === phase) && s.phase !== 'ended'; i++) {
    const r = step(s, { type: 'pass', player: s.active });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * Plays a game to its end through `legalActions`/`applyAction` alone with a policy that learns
 * whenever it can (at the highest level offered), rarely stores and otherwise gathers materia,
 * so games end by the 7th spell as well as by a full board. `onStep` sees every step.
 */
export function playLearner(
  state: GameState,
  seed: number,
  onStep?: (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => void,
): GameState {
  const rand = testRng(seed);
  let s = state;
  for (let i = 0; i < 100_000 && s.phase !== 'ended'; i++) {
    const options = legalActions(s);
    const learns = options.filter((a) => a.type === 'learn');
    const gathers = options.filter((a) => a.type === 'take' || a.type === 'draw');
    const stores = options.filter((a) => a.type === 'store');
    let pick: Action[] = options;
    if (learns.length > 0) {
      const top = Math.max(...learns.map((a) => a.level));
      pick = learns.filter((a) => a.level === top);
    } else if (s.phase === 'midday') {
      pick = stores.length > 0 && rand() < 0.15 ? stores : [{ type: 'pass', player: s.active }];
    } else if (gathers.length > 0) {
      pick = gathers;
    }
    const action = pick[Math.floor(rand() * pick.length)] as Action;
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${r.error.code}`);
    onStep?.(s, action, r.state, r.events);
    s = r.state;
  }
  return s;
}
