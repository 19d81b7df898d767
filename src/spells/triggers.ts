/**
 * The table of a spell level's permanent triggers, as `STEP_KINDS` (`effects/kinds.ts`) is the
 * table of the step kinds: one entry per trigger, keyed by the optional field of
 * {@link SpellLevel} that holds it (`drawsOnTake`, `extraActions`, `keepsLearnDiscards`), with
 * what each place that handles a trigger needs of it:
 *
 * | place | what it takes from the entry |
 * | :-- | :-- |
 * | `spells/definition-shape.ts` (`checkShape`) | `check`: the field's shape in a homebrew definition |
 * | `spells/definition-copy.ts` (`sameDefinition`) | `inputs`: where two functions of the same source text must agree |
 * | `game/effect-check.ts` (`withChecks`) | `wrap`: a homebrew function with its results checked in play |
 * | `spells/memo.ts` (`learnedInfo`) | the name: a level with any trigger makes its list `permanent` ({@link hasTrigger}) |
 * | where it fires | `firesAt`: the one function that reads the field in play |
 *
 * The copy of a definition (`frozenCopy`) needs nothing per trigger: plain data is copied and
 * frozen, functions are kept by reference.
 *
 * Every field of {@link SpellLevel} that is not a base field ({@link LevelBaseKey}) is a trigger,
 * and {@link Triggers} asks for an entry for each: a new optional field of `SpellLevel` without an
 * entry here (and in {@link TRIGGER_NAMES}) fails to compile. A new trigger is its field in
 * `spells/types.ts`, its entry here, its name in {@link TRIGGER_NAMES}, and the code that fires it;
 * a new field that is no trigger goes into {@link LevelBaseKey}.
 *
 * The functions of the table are not part of the game loop: the loop reads the names alone
 * (`learnedInfo`), and the dispatch sites read the fields themselves, so a bundle of the loop
 * leaves the entries out (a literal list of names, not `Object.keys(TRIGGERS)`, for that reason;
 * the compiler and `tests/spells/triggers.test.ts` hold the two to the same names and order).
 * @module
 */
import { MATERIA_KINDS, RUNES } from '../state/materia.js';
import { PHASES } from '../state/types.js';
import type { SpellLevel, TakeTriggerContext } from './types.js';

/** The fields of a {@link SpellLevel} that are not triggers: what the level is, its points, its effect, when it may be used. */
export type LevelBaseKey = 'kind' | 'points' | 'effect' | 'fits' | 'modeFits';

/** The trigger fields of a level type `L`: every field but the base ones. */
export type TriggerKeyOf<L> = Exclude<keyof L, LevelBaseKey>;

/** The name of a trigger: a trigger field of {@link SpellLevel}. */
export type TriggerName = TriggerKeyOf<SpellLevel>;

/** Reports the fault of a homebrew definition at `path`: it throws. */
export type Invalid = (path: string, message: string) => never;

/** The checks in play that `game/effect-check.ts` lends a wrapper, bound to the spell and the field's path. */
export interface PlayChecks {
  /**
   * Runs a homebrew function that must return a count: a throw, or a result that is not a
   * non-negative integer, becomes `spell-function-failed` at the field's path.
   */
  readonly count: (run: () => number) => number;
}

/** What every trigger entry says. */
interface TriggerBase {
  /**
   * Where the engine fires the trigger in play: the file under `src/` and the function in it
   * that reads the field (the one place that does).
   */
  readonly firesAt: { readonly file: string; readonly fn: string };
  /**
   * The shape check of a homebrew definition's value (`checkShape`), given a value that is not
   * `undefined` and its path (`levels.4.extraActions`): calls `invalid` at the first fault.
   */
  readonly check: (value: unknown, path: string, invalid: Invalid) => void;
}

/** The input a trigger function is called with. */
type InputOf<V> = V extends (input: infer I) => unknown ? I : never;

/** The entry of a trigger that is a function (Mirage's `drawsOnTake`). */
export interface FunctionTrigger<V> extends TriggerBase {
  /**
   * Every input the function can be called with: two functions of the same source text are the
   * same trigger only when they agree on all of them (`sameDefinition`). `null` where the inputs
   * cannot all be tried: the same source text is then taken as the same function.
   */
  readonly inputs: (() => readonly InputOf<V>[]) | null;
  /** A homebrew function wrapped with the checks of its results in play (`withChecks`). */
  readonly wrap: (value: V, checks: PlayChecks) => V;
}

/** The entry of a trigger that is plain data (Swiftness L5's `extraActions`): compared as data, never wrapped. */
export interface DataTrigger extends TriggerBase {
  /** None: data is compared as data. */
  readonly inputs?: undefined;
  /** None: data needs no checks in play. */
  readonly wrap?: undefined;
}

/** The entry of a trigger whose field holds a `V`. */
export type Trigger<V> = V extends (input: never) => unknown ? FunctionTrigger<V> : DataTrigger;

/** A table with an entry for every trigger field of the level type `L`: the compiler asks for each. */
export type TriggersOf<L> = { readonly [K in TriggerKeyOf<L>]-?: Trigger<NonNullable<L[K]>> };

/** The table of the triggers of {@link SpellLevel}. */
export type Triggers = TriggersOf<SpellLevel>;

/** True for a non-negative safe integer. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Every input of a take trigger: each materia kind with each card rune. */
function takeContexts(): TakeTriggerContext[] {
  return MATERIA_KINDS.flatMap((materia) => RUNES.map((cardRune) => ({ materia, cardRune })));
}

/**
 * Every trigger, in the order a homebrew definition's fields are checked (the first fault is the
 * one reported).
 */
export const TRIGGERS: Triggers = {
  // Mirage: draws each time the owner takes a materia from the altar during their own Day.
  drawsOnTake: {
    firesAt: { file: 'actions/take.ts', fn: 'afterTake' },
    check: (value, path, invalid) => {
      if (typeof value !== 'function') invalid(path, 'drawsOnTake must be a function');
    },
    inputs: takeContexts,
    wrap: (drawsOnTake, checks) => (context) => checks.count(() => drawsOnTake(context)),
  },
  // Swiftness L5: more actions in a phase of every Day after the one it was learned on.
  extraActions: {
    firesAt: { file: 'actions/flow.ts', fn: 'actionsAllowedFor' },
    check: (value, path, invalid) => {
      const x = value as { phase?: unknown; count?: unknown } | null;
      if (typeof x !== 'object' || x === null) return invalid(path, 'extraActions must be { phase, count }');
      if (!(PHASES as readonly unknown[]).includes(x.phase)) invalid(`${path}.phase`, 'phase must be morning, midday or evening');
      if (!isCount(x.count)) invalid(`${path}.count`, 'count must be a non-negative integer');
    },
  },
  // Communion L5: at each Learn of the owner, stores of that Learn's other paid materia.
  keepsLearnDiscards: {
    firesAt: { file: 'actions/learning.ts', fn: 'startLearn' },
    check: (value, path, invalid) => {
      if (!isCount(value)) invalid(path, 'keepsLearnDiscards must be a non-negative integer');
    },
  },
};

/**
 * The name of every trigger, in the table's order. A literal, so that the game loop, which reads
 * the names, does not bundle the table's functions; the compiler holds it to every trigger
 * ({@link UnnamedTrigger}), and the trigger test to the table's keys and order.
 */
export const TRIGGER_NAMES = ['drawsOnTake', 'extraActions', 'keepsLearnDiscards'] as const satisfies readonly TriggerName[];

/** Holds its argument to `never`. */
type None<T extends never> = T;
/** A trigger left out of {@link TRIGGER_NAMES}: none (a name left out fails to compile here). */
export type UnnamedTrigger = None<Exclude<TriggerName, (typeof TRIGGER_NAMES)[number]>>;
/** Every trigger field is optional (a required one would make every level permanent): checked here. */
export type TriggersOptional = None<{} extends Pick<SpellLevel, TriggerName> ? never : TriggerName>;

/**
 * True when the level has a permanent trigger: some field of the table set. Read once per list
 * of learned spells (`learnedInfo`), whose `permanent` flag the dispatch sites test first.
 */
export function hasTrigger(level: SpellLevel): boolean {
  return TRIGGER_NAMES.some((name) => level[name] !== undefined);
}

/**
 * The inputs on which two functions of the same source text held by the field `key` are
 * compared, or `undefined` when `key` is no trigger or its functions are not tried.
 */
export function triggerInputs(key: string): readonly unknown[] | undefined {
  if (!Object.hasOwn(TRIGGERS, key)) return undefined;
  return TRIGGERS[key as TriggerName].inputs?.();
}
