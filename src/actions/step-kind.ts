/**
 * The contract of an effect-step kind: everything the engine needs to know about one kind of
 * step, in one object. The objects themselves, one per kind, live with the effect runner (a layer
 * above); the rules of this layer (which phase actions are usable, which casts are listed) judge
 * steps only through a table of them that their callers pass in, because a step can perform a
 * phase action (a copy, an extra action) and a phase action starts steps: the table is the one
 * place where that recursion closes.
 * @module
 */
import type { Action, RuleViolation } from './types.js';
import type { Draft } from './draft.js';
import type { EffectFrame, EffectStep, StepName } from '../state/steps.js';
import type { Table } from '../state/table.js';

/** A step kind that needs no choice: it is carried out as soon as it is reached. */
export interface AutomaticStepKind<S extends EffectStep> {
  /** Discriminant: `true`. */
  readonly automatic: true;
  /** True when carrying the step out on `t` would move at least one materia. */
  readonly canMove: (t: Table, frame: EffectFrame, step: S) => boolean;
  /** Carries the step out (the runner has already removed it from the frame). */
  readonly run: (d: Draft, frame: EffectFrame, step: S) => void;
}

/** A step kind that waits for a choice of its decider. */
export interface ChoiceStepKind<S extends EffectStep> {
  /** Discriminant: `false`. */
  readonly automatic: false;
  /** The action types that answer it (besides `stop` where the step is optional). */
  readonly answers: readonly Action['type'][];
  /** The seat who chooses: the effect's actor, except where the step names another seat. */
  readonly decider: (frame: EffectFrame, step: S) => number;
  /** True when an effect cannot be used unless this step has an option (a raise target, a copy, a learn). */
  readonly required: (step: S) => boolean;
  /**
   * True when its decider may end it now with `stop` (then listed last among its options); `t`
   * for a step whose rule profile decides (Storm's discards cannot stop before the first under
   * `one-to-ten`).
   */
  readonly optional: (step: S, t: Table) => boolean;
  /** True when carrying the step out on `t` would move at least one materia. */
  readonly canMove: (t: Table, frame: EffectFrame, step: S) => boolean;
  /** Appends the step's options for its decider to `out`, in a fixed order, `stop` last. */
  readonly options: (t: Table, frame: EffectFrame, step: S, out: Action[]) => void;
  /**
   * Checks an answer whose player and type are already known to fit (and that is not `stop`):
   * `undefined` when it is one of the step's options.
   */
  readonly check: (t: Table, frame: EffectFrame, step: S, action: Action) => RuleViolation | undefined;
  /**
   * Carries out a checked answer (not `stop`): first replaces the step in `frame`, the top frame,
   * by what is left of it or what it turns into, then moves the materia, so that an answer that
   * starts another frame (a copied cast) puts it on top of the updated one.
   */
  readonly answer: (d: Draft, frame: EffectFrame, step: S, action: Action) => void;
  /**
   * Closes the step once it has no option left (or its decider stopped it) and returns what
   * replaces it: most steps leave nothing, some turn into others (a cleared altar is redrawn).
   */
  readonly end: (d: Draft, frame: EffectFrame, step: S, stopped: boolean) => readonly EffectStep[];
}

/** One step kind's behaviour. */
export type StepKind<S extends EffectStep> = AutomaticStepKind<S> | ChoiceStepKind<S>;

/** The table of every step kind, keyed by the step's name; the compiler requires every kind. */
export type StepKinds = { readonly [K in StepName]: StepKind<Extract<EffectStep, { readonly step: K }>> };

/** The behaviour of `step`'s kind. */
export function kindOf(kinds: StepKinds, step: EffectStep): StepKind<EffectStep> {
  return kinds[step.step] as StepKind<EffectStep>;
}

/** True when carrying out `step` on `t` would move at least one materia. */
export function canMove(kinds: StepKinds, t: Table, frame: EffectFrame, step: EffectStep): boolean {
  return kindOf(kinds, step).canMove(t, frame, step);
}

/**
 * True when some of `steps` would move a materia. An indexed loop: effect steps are frozen
 * arrays, which V8's `some` and iterators handle slowly.
 */
export function someMove(kinds: StepKinds, t: Table, frame: EffectFrame, steps: readonly EffectStep[]): boolean {
  for (let i = 0; i < steps.length; i++) if (canMove(kinds, t, frame, steps[i] as EffectStep)) return true;
  return false;
}

/** True when `step` waits for a choice that offers at least one option besides `stop`. */
export function hasOptions(kinds: StepKinds, t: Table, frame: EffectFrame, step: EffectStep): boolean {
  const kind = kindOf(kinds, step);
  if (kind.automatic) return false;
  const out: Action[] = [];
  kind.options(t, frame, step, out);
  for (let i = 0; i < out.length; i++) if ((out[i] as Action).type !== 'stop') return true;
  return false;
}

/** True when an effect cannot be used unless `step` has an option. */
export function isRequired(kinds: StepKinds, step: EffectStep): boolean {
  const kind = kindOf(kinds, step);
  return !kind.automatic && kind.required(step);
}
