/**
 * The error for a spell id that no spell has.
 * @module
 */
import { errorMessage } from '../state/messages.js';

/**
 * Stable codes of {@link UnknownSpellError}.
 * @group Errors
 */
export type UnknownSpellErrorCode = 'unknown-spell';

/**
 * Thrown by `getSpell`, `spellName` and `spellText` for an id that no registered spell has (a
 * typo, or a homebrew spell not registered yet). Validate untrusted ids with `hasSpell` first.
 * @example
 * ```ts
 * try { getSpell('blaez'); }
 * catch (e) { if (e instanceof UnknownSpellError) console.log(e.code, e.spell); } // 'unknown-spell' 'blaez'
 * ```
 * @group Errors
 */
export class UnknownSpellError extends Error {
  /** A stable code to branch on. */
  readonly code: UnknownSpellErrorCode;
  /** The id asked for. */
  readonly spell: string;

  constructor(spell: string) {
    super(errorMessage(`unknown spell ${String(spell)}`, 'unknown-spell', { spell }));
    this.name = 'UnknownSpellError';
    this.code = 'unknown-spell';
    this.spell = spell;
  }
}
