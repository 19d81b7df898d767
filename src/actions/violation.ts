/**
 * Building rule violations.
 * @module
 */
import type { RuleViolation, ViolationCode } from './types.js';

/** A {@link RuleViolation} value (engine internal helper). */
export function violation(code: ViolationCode, message: string, field?: string): RuleViolation {
  return field === undefined ? { code, message } : { code, message, field };
}
