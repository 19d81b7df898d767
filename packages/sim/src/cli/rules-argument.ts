/**
 * What `--rules` and the `compare` command's arguments name: a preset, or a JSON file that holds
 * a rule profile, a run's rules (`{ version, preset, profile }`) or a whole report.
 * @module
 */
import { readFileSync } from 'node:fs';
import { REPORT_FORMAT, runRules, type RulesOption, type SimulationReport } from '../index.js';

/** A bad command line: printed with a hint, exit code 2. */
export class UsageError extends Error {}

/** What a rules argument names: rules to play, or a report already played. */
export type RulesArgument =
  | { readonly kind: 'rules'; readonly rules: RulesOption }
  | { readonly kind: 'report'; readonly report: SimulationReport };

/**
 * Reads a rules argument: `printed`, `digital`, or the path of a JSON file holding a rule profile
 * (every point), a run's rules (a report's `run.rules`) or a report (its games are not played
 * again: `compare` compares it; `--rules` takes its rules).
 * @throws UsageError for a file that cannot be read or is not JSON; SimulationOptionsError
 * `invalid-rules` for a profile the engine refuses (the message names the point).
 */
export function readRulesArgument(where: string, text: string): RulesArgument {
  const name = text.trim();
  if (name === 'printed' || name === 'digital') return { kind: 'rules', rules: name };
  let json: string;
  try {
    json = readFileSync(name, 'utf8');
  } catch (e) {
    const why = e instanceof Error && 'code' in e && e.code === 'ENOENT' ? 'no such file' : e instanceof Error ? e.message : String(e);
    throw new UsageError(`${where}: expected printed, digital or a JSON file of a rule profile, got ${JSON.stringify(text)} (${why})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new UsageError(`${where}: ${name} is not JSON (a rule profile is an object of points, e.g. {"wildTriples": "any-colour", ...})`);
  }
  if (typeof value === 'object' && value !== null && (value as { format?: unknown }).format === REPORT_FORMAT) {
    return { kind: 'report', report: value as SimulationReport };
  }
  // Checked here, so that a mistake is told before any game is played.
  runRules(value);
  return { kind: 'rules', rules: value as RulesOption };
}
