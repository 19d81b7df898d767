/**
 * Building rule violations.
 * @module
 */
import type { RuleViolation, ViolationCode } from './types.js';

/**
 * A {@link RuleViolation} value (engine internal helper). `message`: the English explanation, or
 * `false` in the `production` build, where the code stands in for it.
 */
export function violation(code: ViolationCode, message: string | false, field?: string): RuleViolation {
  const text = message === false ? code : message;
  return field === undefined ? { code, message: text } : { code, message: text, field };
}
