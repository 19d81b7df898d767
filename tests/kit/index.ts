// The test kit: `spellbook-engine/testing` (rigged games, conservation, seeded randomness,
// conformance checks) and, on top of it, the vitest helpers every test file uses. One import:
//   import { cast, pick, riggedGame, run, step, expectRefused } from '../kit/index.js';
export * from '../../src/testing/index.js';
export * from './actions.js';
export * from './build.js';
export * from './expect.js';
export * from './play.js';
export * from './read.js';
export * from './sample.js';
export * from './tables.js';
export * from './properties.js';
export * from './saves.js';
export * from './rules.js';
