/**
 * Building rule violations.
 * @module
 */
import { explain, type MessageId, type MessageParams } from '../state/messages.js';
import type { RuleViolation, ViolationCode } from './types.js';

/**
 * A {@link RuleViolation} value (engine internal helper): its stable `code`, the `field` of the
 * action at fault (`undefined` when the refusal is of the action as a whole), and as its message
 * the English sentence `id` of the message table (`state/messages.ts`) with `params`. In the
 * `production` build, which builds no sentence, the message is the code.
 */
export function violation<Id extends MessageId>(code: ViolationCode, field: string | undefined, id: Id, ...params: MessageParams<Id>): RuleViolation {
  const message = explain(id, ...params) || code;
  return field === undefined ? { code, message } : { code, message, field };
}
