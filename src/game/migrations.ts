/**
 * The history of the save schema: {@link SCHEMA_VERSION} and the ordered chain of migrations
 * that lifts a state saved by an older engine to the current shape, so that every save an
 * earlier release wrote keeps loading.
 *
 * How to change the shape of {@link GameState} (the rule for contributors):
 * 1. raise {@link SCHEMA_VERSION} by one;
 * 2. append a {@link Migration} `{ from: old, to: old + 1, migrate }` to {@link MIGRATIONS} that
 *    turns an old state (untrusted JSON) into the new shape;
 * 3. keep the old fixture `tests/fixtures/saves/schema-<old>.json` and add one for the new
 *    version (`npx tsx scripts/save-fixture.ts`): the tests load every fixture.
 * @module
 */
import { LoadError } from '../state/errors.js';

/**
 * The version of the saved state's shape. It changes only when the shape of {@link GameState}
 * changes; a save with an older version is migrated on load ({@link migrateSave}), a newer one
 * is refused with a `LoadError` `unsupported-schema` that asks for a newer engine.
 *
 * - 1: the first schema.
 * - 2: a `phase-action` step says what its action is, `as: 'copy' | 'extra'`, instead of naming
 *   a spell, `via: 'clone' | 'swiftness'`.
 * - 3: the state carries its rule profile (`rules`); a `lower` step names the level its effect
 *   prints (`to`). Older saves are refused ({@link FIRST_LOADABLE_SCHEMA}).
 * @group Saves
 */
export const SCHEMA_VERSION = 3;

/**
 * One step of the migration chain: turns a state of schema `from` into a state of schema `to`.
 * `migrate` receives the parsed JSON of the envelope's `state` (untrusted: check before use)
 * and returns the new state; it may throw a `LoadError` for a state it cannot migrate. The
 * migrated state is then validated like any save.
 * @group Saves
 */
export interface Migration {
  /** The schema version this step reads. */
  readonly from: number;
  /** The schema version this step writes (greater than `from`; normally `from + 1`). */
  readonly to: number;
  /** Returns the state in the `to` shape. It may modify its input (a fresh parse of the save). */
  migrate(state: unknown): unknown;
}

/**
 * The engine's migration chain, oldest first: one step per schema change that a migration can
 * carry over. Empty since schema 3: saves of schemas 1 and 2 were played under rules that no
 * rule profile reproduces, so they are refused ({@link FIRST_LOADABLE_SCHEMA}).
 * @group Saves
 */
export const MIGRATIONS: readonly Migration[] = [];

/**
 * The oldest schema a save may have: 3, the first with rule profiles. Saves of schemas 1 and 2
 * were played under the engine's single earlier reading (a swap of two materia of one kind, and
 * Mirage drawing for a swap but not for a take-and-store), which neither preset nor any mix of
 * profile points plays, so loading one would silently change its game.
 * @group Saves
 */
export const FIRST_LOADABLE_SCHEMA = 3;

/** The steps that lead from `version` to `target` in `chain`, or `undefined` when there is no path. */
function plan(version: number, target: number, chain: readonly Migration[]): Migration[] | undefined {
  const steps: Migration[] = [];
  let at = version;
  while (at < target) {
    const next = chain.find((m) => m.from === at);
    if (next === undefined) return undefined;
    if (!(next.to > next.from)) throw new Error(`migration chain: the step from ${next.from} goes to ${next.to}, not to a newer schema`);
    steps.push(next);
    at = next.to;
  }
  return at === target ? steps : undefined;
}

/**
 * Lifts a saved state of schema `schemaVersion` to schema `target` (by default the current
 * {@link SCHEMA_VERSION}) by applying, in order, the steps of `chain` that lead there.
 * {@link deserialize} calls it on the envelope's `state` of an older save before validating it;
 * `chain` and `target` are parameters so that the mechanism can be tested with a synthetic chain.
 * A state already at `target` is returned as is.
 *
 * @throws LoadError `unsupported-schema` (path `$.schemaVersion`) when no chain of steps leads
 * from `schemaVersion` to `target` (e.g. a version older than the first schema, or newer than
 * `target`), before any step runs. A step that fails with anything but a `LoadError` is reported
 * as `invalid-state` at `$.state`, so a save never makes loading throw anything else.
 * @example
 * ```ts
 * const chain = [{ from: 1, to: 2, migrate: (s: unknown) => ({ ...(s as object), added: true }) }];
 * migrateSave(1, { a: 1 }, chain, 2); // { a: 1, added: true }
 * migrateSave(0, {}, chain, 2);       // throws LoadError 'unsupported-schema'
 * ```
 * @group Saves
 */
export function migrateSave(
  schemaVersion: number,
  state: unknown,
  chain: readonly Migration[] = MIGRATIONS,
  target: number = SCHEMA_VERSION,
): unknown {
  if (schemaVersion > target) {
    throw new LoadError('unsupported-schema', '$.schemaVersion', `schema version ${schemaVersion} is newer than ${target}: load it with a newer spellbook-engine`);
  }
  const steps = plan(schemaVersion, target, chain);
  if (steps === undefined) {
    throw new LoadError('unsupported-schema', '$.schemaVersion', `schema version ${schemaVersion} is not supported (this engine reads ${target} and migrates no older save from ${schemaVersion})`);
  }
  let migrated = state;
  for (const step of steps) {
    try {
      migrated = step.migrate(migrated);
    } catch (e) {
      if (e instanceof LoadError) throw e;
      throw new LoadError('invalid-state', '$.state', `cannot migrate this save from schema ${step.from} to ${step.to}: ${e instanceof Error ? e.message : 'the migration failed'}`);
    }
  }
  return migrated;
}
