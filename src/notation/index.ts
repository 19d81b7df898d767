/**
 * The action notation: a compact, readable, round-trip-exact text form of actions for logs,
 * narration, scenario scripts and bug reports (`P1 take red-circle`, `P2 cast offering@3 from P3`).
 * @module
 */
export { NotationError, NOTATION_ERROR_CODES } from './errors.js';
export type { NotationErrorCode } from './errors.js';
export { formatAction, formatActions } from './format.js';
export { parseAction, parseActions } from './parse.js';
export type { ParseOptions } from './parse.js';
export { didYouMean } from './words.js';
