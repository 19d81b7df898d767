/**
 * The simulator's error for bad options and reports that do not belong together, and the check
 * that refuses a key that is no option.
 * @module
 */
import { didYouMean } from 'spellbook-engine';

/** Codes of {@link SimulationOptionsError}. */
export type SimulationOptionsErrorCode =
  | 'unknown-option' | 'invalid-players' | 'invalid-games' | 'invalid-spells' | 'invalid-rules' | 'invalid-bots' | 'invalid-seed'
  | 'invalid-shard' | 'invalid-workers' | 'invalid-max-actions' | 'invalid-redis' | 'invalid-timeout' | 'incompatible-reports';

/**
 * Thrown by {@link simulate}, {@link compareRules}, {@link mergeReports} and
 * {@link compareReports} for bad options, or reports that do not belong together.
 */
export class SimulationOptionsError extends Error {
  /** A stable code. */
  readonly code: SimulationOptionsErrorCode;

  constructor(code: SimulationOptionsErrorCode, message: string) {
    super(message);
    this.name = 'SimulationOptionsError';
    this.code = code;
  }
}

/**
 * Refuses the first key of `options` (at `where`, `''` for the options themselves) that is not
 * one of `known`: `unknown-option`, with the nearest known name, or the list of them.
 * @throws SimulationOptionsError `unknown-option`.
 */
export function refuseUnknownOptions(options: object, known: readonly string[], where = ''): void {
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const near = didYouMean(key, known);
    throw new SimulationOptionsError('unknown-option', `${where}unknown option ${JSON.stringify(key)}${near === '' ? ` (known: ${known.join(', ')})` : near}`);
  }
}
