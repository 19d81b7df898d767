/**
 * The save readers of effects in progress (a state's `pending`): its frames and their steps, one
 * reader per step kind in {@link STEP_READERS}, a table parallel to the engine's table of step
 * kinds and keyed the same way. The compiler asks for every step kind, and for each kind for a
 * reader of exactly the keys of its type (which are required, which optional), so a new step
 * kind or a new field cannot be forgotten here. Only {@link deserialize} and the checks of
 * homebrew effects (`game/effect-check.ts`) use this module: the game loop never loads a save nor
 * defines a spell, and every table here is plain data, so that a bundle of the loop alone leaves
 * it out.
 *
 * Each object is rebuilt key by key from these readers, in the input's key order (so a loaded
 * state saves back to the same text); optional keys are copied only when present.
 * @module
 */
import { isColour, isRune } from '../state/materia.js';
import type { CardRef, EffectFrame, EffectStep, MateriaFilter, ModeStep, StepName } from '../state/steps.js';
import { PHASES } from '../state/types.js';
import { REFRESH_SPACES } from '../solo/board.js';
import { MAX_PENDING_FRAMES, MAX_PENDING_STEPS } from './limits.js';
import { describe, fail, integer, isPlainObject, keyPath, level, list, materiaList, spellId, string, tooLarge } from './read.js';

/**
 * What a reader of a pending frame's value needs to know: the number of seats, the mode nesting,
 * and how many steps and modes have been read so far.
 */
export interface FrameContext {
  /** The number of players: every seat is below it. */
  readonly seats: number;
  /** How many mode steps hold the value (a save nesting them deeper than {@link MAX_MODE_DEPTH} is refused). */
  readonly depth: number;
  /** The steps and modes read so far in the whole of `pending`, shared by every reader (at most {@link MAX_PENDING_STEPS}). */
  readonly read: { steps: number };
}

/** Counts one more step or mode read, refusing the one past {@link MAX_PENDING_STEPS} at its path. */
function counted(path: string, context: FrameContext): void {
  if (++context.read.steps > MAX_PENDING_STEPS) {
    tooLarge(path, `the effects in progress of a save hold at most ${MAX_PENDING_STEPS} steps and modes in all`);
  }
}

/** Checks one value of an effect in progress and returns it (rebuilt, for an object). */
export type Read = (value: unknown, path: string, context: FrameContext) => unknown;

// The keys of an object type: those it must have, and those it may have.
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/**
 * The readers of an object type's keys: one for each key it must have (`required`), one for each
 * key it may have (`optional`, left out when there is none), and no other.
 */
export type Fields<T> = { readonly required: { readonly [K in RequiredKeys<T>]: Read } } & (
  [OptionalKeys<T>] extends [never] ? { readonly optional?: never } : { readonly optional: { readonly [K in OptionalKeys<T>]: Read } }
);

/** The readers of some object type, as {@link build} reads them. */
interface SomeFields {
  readonly required: Readonly<Record<string, Read>>;
  readonly optional?: Readonly<Record<string, Read>>;
}

/** The step of a kind: the member of {@link EffectStep} whose `step` is `K`. */
type StepOf<K extends StepName> = Extract<EffectStep, { readonly step: K }>;

/**
 * The save readers of every step kind, by the step's name, for every key but `step` (which
 * chose the reader). The compiler requires every kind, and for each exactly its keys.
 */
export type StepReaders = { readonly [K in StepName]: Fields<Omit<StepOf<K>, 'step'>> };

/**
 * Checks that `value` is an object with every required key of `f` and no key outside it (but
 * `pass`, already checked by the caller and copied as it is), then builds a fresh object of the
 * checked values (the input's key order, nothing else copied).
 */
function build(value: unknown, path: string, f: SomeFields, what: string, context: FrameContext, pass?: string): Record<string, unknown> {
  if (!isPlainObject(value)) fail(path, `expected ${what}, got ${describe(value)}`);
  const required = f.required;
  const optional = f.optional ?? {};
  for (const k of Object.keys(required)) if (!Object.hasOwn(value, k)) fail(keyPath(path, k), 'missing');
  const keys = Object.keys(value);
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    // Own keys only: an untrusted key such as "constructor" must never find an inherited reader.
    const read = Object.hasOwn(required, k) ? required[k] : Object.hasOwn(optional, k) ? optional[k] : undefined;
    if (read === undefined && k !== pass) fail(keyPath(path, k), 'unknown key');
  }
  for (const k of keys) {
    const read = Object.hasOwn(required, k) ? required[k] : optional[k];
    out[k] = read === undefined ? value[k] : read(value[k], keyPath(path, k), context);
  }
  return out;
}

/** Mode steps may hold further modes; a save nesting them deeper than this is refused. */
export const MAX_MODE_DEPTH = 8;

const readCount: Read = (value, path) => {
  const n = integer(value, path);
  if (n < 0) fail(path, `expected a count (a non-negative integer), got ${n}`);
  return n;
};

const readBoolean: Read = (value, path) => {
  if (typeof value !== 'boolean') fail(path, `expected true or false, got ${describe(value)}`);
  return value;
};

const readSeat: Read = (value, path, context) => {
  const n = integer(value, path);
  if (n < 0 || n >= context.seats) fail(path, `expected a seat from 0 to ${context.seats - 1}, got ${n}`);
  return n;
};

const readRune: Read = (value, path) => {
  if (!isRune(value)) fail(path, `expected a rune (circle, triangle or square), got ${describe(value)}`);
  return value;
};

const readColour: Read = (value, path) => {
  if (!isColour(value)) fail(path, `expected a colour such as "red", got ${describe(value)}`);
  return value;
};

const readPhase: Read = (value, path) => {
  if (!PHASES.includes(value as never)) fail(path, `expected ${PHASES.join(', ')}, got ${describe(value)}`);
  return value;
};

const readAs: Read = (value, path) => {
  if (value !== 'copy' && value !== 'extra') fail(path, `expected copy or extra, got ${describe(value)}`);
  return value;
};

const readMateriaList: Read = (value, path) => materiaList(value, path);

const readPositive: Read = (value, path) => {
  const n = integer(value, path);
  if (n < 1) fail(path, `expected a positive integer, got ${n}`);
  return n;
};

const readRefreshSpace: Read = (value, path) => {
  if (value !== null && !REFRESH_SPACES.includes(value as number)) {
    fail(path, `expected null or a refresh space (${REFRESH_SPACES.join(', ')}), got ${describe(value)}`);
  }
  return value;
};

const FILTER: Fields<MateriaFilter> = {
  required: {},
  optional: { rune: readRune, colour: readColour, sameColour: readBoolean, familiarColour: readBoolean },
};
const readFilter: Read = (value, path, context) => build(value, path, FILTER, 'a materia filter object', context);

const MODE: Fields<ModeStep['modes'][number]> = {
  required: { mode: (value, path) => string(value, path), steps: (value, path, context) => effectSteps(value, path, context) },
};

const readModes: Read = (value, path, context) => {
  if (context.depth >= MAX_MODE_DEPTH) fail(path, `modes nested more than ${MAX_MODE_DEPTH} deep`);
  const inner: FrameContext = { seats: context.seats, depth: context.depth + 1, read: context.read };
  return list(value, path).map((m, i) => {
    counted(`${path}[${i}]`, inner);
    return build(m, `${path}[${i}]`, MODE, 'a mode object { mode, steps }', inner);
  });
};

/** The save readers of every step kind (a parallel table to the engine's table of step kinds). */
export const STEP_READERS: StepReaders = {
  'draw': { required: { count: readCount } },
  'draw-until': { required: { size: readCount } },
  'reveal': { required: { count: readCount } },
  'others-draw': { required: {} },
  'take': { required: { count: readCount, taker: readSeat }, optional: { filter: readFilter, optional: readBoolean } },
  'take-store': { required: { count: readCount } },
  'store': { required: { count: readCount }, optional: { filter: readFilter } },
  'discard': { required: { count: readCount }, optional: { filter: readFilter, cost: readBoolean } },
  'swap-altar': { required: { count: readCount, given: readMateriaList, received: readMateriaList } },
  'swap-familiar': { required: {} },
  'clear-altar': { required: { discarded: readCount } },
  'lower': { required: { to: level } },
  'raise': { required: {} },
  'mode': { required: { modes: readModes } },
  'phase-action': { required: { phase: readPhase, as: readAs }, optional: { optional: readBoolean } },
  'learn': { required: { wild: readCount, rune: readRune } },
  'learn-discards': { required: { keep: readCount, setAside: readMateriaList } },
  'store-from-discard': { required: { count: readCount } },
  'check-end': { required: {} },
  'discard-held': { required: { materia: readMateriaList } },
  'opponent-take': { required: {} },
  'opponent-draw': { required: {} },
  'opponent-place': { required: {} },
  'altar-refill': { required: { size: readPositive, refreshSpace: readRefreshSpace } },
  'close-day': { required: {} },
};

function effectStep(value: unknown, path: string, context: FrameContext): EffectStep {
  counted(path, context);
  if (!isPlainObject(value)) fail(path, `expected an effect step object, got ${describe(value)}`);
  if (!Object.hasOwn(value, 'step')) fail(`${path}.step`, 'missing');
  const kind = value['step'];
  // Own keys only: "constructor" or "toString" must not find an inherited entry.
  if (typeof kind !== 'string' || !Object.hasOwn(STEP_READERS, kind)) {
    fail(`${path}.step`, `expected a step kind such as "take" or "draw", got ${describe(kind)}`);
  }
  const f: SomeFields = STEP_READERS[kind as StepName];
  return build(value, path, f, `a ${kind} step`, context, 'step') as unknown as EffectStep;
}

function effectSteps(value: unknown, path: string, context: FrameContext): EffectStep[] {
  return list(value, path).map((s, i) => effectStep(s, `${path}[${i}]`, context));
}

const CARD: Fields<CardRef> = { required: { player: readSeat, spell: (value, path) => spellId(value, path) } };

const FRAME: Fields<EffectFrame> = {
  required: {
    actor: readSeat,
    spell: (value, path) => (value === null ? null : spellId(value, path)),
    level: (value, path) => (value === null ? null : level(value, path)),
    card: (value, path, context) => (value === null ? null : build(value, path, CARD, 'a card { player, spell } or null', context)),
    phaseAction: readBoolean,
    steps: (value, path, context) => effectSteps(value, path, context),
  },
};

/**
 * Checks and rebuilds the effects in progress of a save (`pending`), frame by frame and step by
 * step; seats must be below `seats`.
 * @throws LoadError `invalid-state` at the first value of the wrong shape; `too-large` for more
 * than {@link MAX_PENDING_FRAMES} frames (at `path`) or {@link MAX_PENDING_STEPS} steps and modes
 * (at the first one over).
 */
export function pendingFrames(value: unknown, path: string, seats: number): EffectFrame[] {
  const context: FrameContext = { seats, depth: 0, read: { steps: 0 } };
  const frames = list(value, path);
  if (frames.length > MAX_PENDING_FRAMES) tooLarge(path, `a save holds at most ${MAX_PENDING_FRAMES} effects in progress, got ${frames.length}`);
  return frames.map((f, i) => build(f, `${path}[${i}]`, FRAME, 'an effect frame object', context) as unknown as EffectFrame);
}

/**
 * Checks and rebuilds a list of steps as a save would hold it, seats below `seats`: the steps a
 * homebrew effect returns are read by the same readers as a save's (see `game/effect-check.ts`).
 * @throws LoadError `invalid-state` at the first value of the wrong shape.
 */
export function stepList(value: unknown, path: string, seats: number): EffectStep[] {
  return effectSteps(value, path, { seats, depth: 0, read: { steps: 0 } });
}
