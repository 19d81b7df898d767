/**
 * `spellbook-engine/testing`: the engine's conformance properties and rigged-setup helpers, so
 * that integrators (and homebrew spells) are tested the same way the engine is.
 *
 * `checkConformance` plays random games with fast-check and checks, at every step, what every
 * state must satisfy; `checkScenario` checks one game without fast-check. The rig helpers build
 * positions and check token conservation with any test runner. Only `checkConformance` needs
 * the optional peer dependency `fast-check` (4.x); it is loaded when first called.
 *
 * ```ts
 * import { test } from 'vitest';
 * import { checkConformance, riggedGame, assertConserved, playRandom } from 'spellbook-engine/testing';
 *
 * test('the engine conforms with my homebrew spell', async () => {
 *   // 50 games, each under one of the two rule presets, printed or digital
 *   await checkConformance({ numRuns: 50, players: [2, 3], spells: MY_SEVEN_SPELLS });
 * });
 *
 * test('a rigged position plays out', () => {
 *   const end = playRandom(riggedGame({ players: 2, phase: 'evening' }), 42);
 *   assertConserved(end);
 * });
 * ```
 * @module spellbook-engine/testing
 */

export { checkConformance, checkScenario, checkScoreSheet, CONFORMANCE_CHECKS } from './conformance.js';
export type {
  ConformanceCheck, ConformanceOptions, ConformanceReport, Scenario, ScenarioDraw, ScenarioReport, ScenarioSettings,
} from './conformance.js';
export { Picker, actionKey, check, checkPlain, deepFreeze, fail, plainEqual } from './checks.js';
export { assertViewSecrecy } from './views.js';
export type { ViewSecrecyOptions, ViewSecrecyReport } from './views.js';
export {
  ConformanceError, allTokens, assertConserved, copies, everyToken, rig, riggedGame, tokenCensus, without,
} from './rig.js';
export type { RigOptions, RiggedGameOptions } from './rig.js';
export { POLICY_MODES, playRandom, randomPolicy, seededRandom } from './random.js';
export type { Policy, PolicyMode, RandomSource, StepListener } from './random.js';
export { xorshift } from './xorshift.js';
export { materiaCensus } from '../index.js';
