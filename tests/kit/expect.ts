// Assertions: a refused action, an idle game, a thrown error of a given class.
import { expect } from 'vitest';
import {
  SetupError, applyAction, checkAction, createGame, createRiggedGame, currentDecision, isLegal, legalActions,
  type Action, type GameOptions, type GameState, type RiggedOptions, type Level, type RuleViolation, type SetupErrorCode, type SpellId,
  type ViolationCode,
} from '../../src/index.js';
import { deepFreeze } from '../../src/testing/index.js';
import { cast } from './actions.js';
import { levelsListed } from './read.js';

/**
 * Expects `action` to be refused in `state` with `code` (and `field` when given; `null`: no
 * field) and a message, in agreement with `checkAction`, `isLegal` and `legalActions`, leaving
 * the state (deep-frozen) untouched. Returns the violation.
 */
export function expectRefused(state: GameState, action: unknown, code: ViolationCode, field?: string | null): RuleViolation {
  const before = structuredClone(state);
  deepFreeze(state);
  const r = applyAction(state, action as Action);
  if (r.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused as ${code}, but it applied`);
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

/** Expects a cast of `spell` at `level` to be refused as not usable (no field), and not listed at that level. */
export function expectNotUsable(s: GameState, spell: SpellId, level: Level, player = 0): void {
  expectRefused(s, cast(spell, level, player), 'not-usable', null);
  expect(levelsListed(s, spell)).not.toContain(level);
}

/** Expects that no effect is pending: the game waits for a phase action or is over. */
export function expectIdle(s: GameState): void {
  expect(s.pending).toEqual([]);
  expect(currentDecision(s).kind).not.toBe('effect');
}

/** Calls `run` and expects it to throw an instance of `type`; returns what it threw. */
export function thrownBy<E extends Error>(type: abstract new (...args: never[]) => E, run: () => unknown): E {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(type);
    return e as E;
  }
  throw new Error(`expected a ${type.name}, nothing was thrown`);
}

/** Expects the game not to be created from `options` (by `createRiggedGame` when they hold a setup, else by both creators): a SetupError with this code, path and a message. */
export function expectSetupError(options: unknown, code: SetupErrorCode, path: string): void {
  // A rigged setup is created by createRiggedGame; every other option is refused alike by both.
  const rigged = typeof options === 'object' && options !== null && 'setup' in options;
  const e = thrownBy(SetupError, () => (rigged ? createRiggedGame(options as RiggedOptions) : createGame(options as GameOptions)));
  if (!rigged) expect(thrownBy(SetupError, () => createRiggedGame(options as RiggedOptions)).code).toBe(code);
  expect(e.code).toBe(code);
  expect(e.path).toBe(path);
  expect(e.message.length).toBeGreaterThan(0);
}
