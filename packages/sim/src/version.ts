/**
 * The simulator's version, read from its package.json at build time.
 * @module
 */
import { version } from '../package.json';

/**
 * The version of `spellbook-sim` (its package.json `version`). The engine's version, which a
 * report records, is `ENGINE_VERSION` from `spellbook-engine`.
 * @example
 * ```ts
 * import { SIM_VERSION } from 'spellbook-sim';
 * console.log(`spellbook-sim ${SIM_VERSION}`);
 * ```
 */
export const SIM_VERSION: string = version;
