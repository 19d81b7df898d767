// What the fuzzers count and report: the figures of a run and its breaks, each with what it
// takes to reproduce it (the run's seed, where in which game, and the input itself).

/**
 * The kinds of break the fuzzers tell apart. A break is an untyped throw, a result that
 * contradicts the engine's own lists, or a state that fails the invariants.
 */
export const BREAK_CLASSES = [
  /** `applyAction` threw on a JSON action. */
  'action-throw',
  /** A refusal whose code is not one of `VIOLATION_CODES`. */
  'action-untyped-refusal',
  /** An action that `legalActions` does not list was accepted. */
  'action-accepted-unlisted',
  /** A JSON copy of a listed action was refused. */
  'action-refused-listed',
  /** The state given to `applyAction` changed (it is frozen, and compared with its save). */
  'action-state-changed',
  /** A state after an accepted action fails the invariants. */
  'action-invariant',
  /** A non-JSON action (holes, BigInt, getters that change, symbols, cycles, proxies) made `applyAction` throw, or applied something else than the listed action it was made from. */
  'non-json-action',
  /** `deserialize` threw something else than a `LoadError`, or a `LoadError` whose path is not in the input. */
  'save-untyped-throw',
  /** An accepted save fails the invariants, or its playout reaches a state that does. */
  'save-invariant',
  /** An accepted save that is not over where nobody can act (no legal action), at load or later in its playout. */
  'deadlocked-save',
  /** The playout of an accepted save threw, or a listed action was refused there. */
  'save-playout',
  /** A save holding a long pending effect was accepted and the next action took more than linear time. */
  'slow-pending-frame',
  /** `parseAction` threw something else than a `NotationError`, or a parsed action does not format and parse back to itself. */
  'notation',
  /** `replay` threw something else than a `ReplayError`, or a replayed game fails the invariants. */
  'record',
  /**
   * A game with homebrew spells in play: an untyped throw (anything but a `SpellDefinitionError`
   * `effects-too-large` for a listed action), a result that contradicts `legalActions`, a changed
   * input state, or a state that fails the invariants or does not save and load.
   */
  'homebrew',
] as const;

/** One kind of break. */
export type BreakClass = (typeof BREAK_CLASSES)[number];

/** One break, with what it takes to reproduce it. */
export interface Break {
  readonly kind: BreakClass;
  /** The run's seed. */
  readonly seed: string;
  /** Where: the game (its options) and the step, or the input's number in its campaign. */
  readonly where: string;
  /** The input that broke it, as text (JSON where it has a JSON form). */
  readonly input: string;
  /** What went wrong. */
  readonly detail: string;
}

/** The figures of a run. */
export interface Figures {
  /** Games played through (each position fuzzed). */
  games: number;
  /** Positions at which actions were tried. */
  positions: number;
  /** `applyAction` calls on made-up, mutated or copied actions (the moves played not counted). */
  actions: number;
  /** Of those, accepted (they equal a listed action). */
  actionsAccepted: number;
  /** Non-JSON actions tried (part of `actions`). */
  nonJsonActions: number;
  /** Mutated saves given to `deserialize`. */
  saves: number;
  /** Of those, accepted and played out. */
  savesAccepted: number;
  /** Actions played in the playouts of accepted saves. */
  playoutSteps: number;
  /** Notation strings given to `parseAction`. */
  notation: number;
  /** Of those, parsed. */
  notationParsed: number;
  /** Mutated records given to `replay`. */
  records: number;
  /** Of those, replayed. */
  recordsReplayed: number;
  /** Games played with homebrew spells registered and in play. */
  homebrewGames: number;
  /** Positions of those games. */
  homebrewPositions: number;
  /** `applyAction` calls on candidate actions at those positions. */
  homebrewActions: number;
  /** Listed actions that threw `effects-too-large` (an effect past the save limits, refused). */
  homebrewTooLarge: number;
  /** Moves after which two or more effects were in progress (one started inside another). */
  homebrewNested: number;
}

/** The figures and breaks of a run; keeps the first few reproductions of each class. */
export class Tally {
  readonly figures: Figures = {
    games: 0, positions: 0, actions: 0, actionsAccepted: 0, nonJsonActions: 0, saves: 0, savesAccepted: 0,
    playoutSteps: 0, notation: 0, notationParsed: 0, records: 0, recordsReplayed: 0,
    homebrewGames: 0, homebrewPositions: 0, homebrewActions: 0, homebrewTooLarge: 0, homebrewNested: 0,
  };
  readonly counts = new Map<BreakClass, number>();
  /** Counts by class, and within a class by case (such as the kind of non-JSON action). */
  readonly subCounts = new Map<string, number>();
  readonly kept: Break[] = [];

  constructor(
    readonly seed: string,
    /** How many reproductions to keep per class (per case, where the class has cases). */
    readonly keepPerClass = 3,
  ) {}

  /** Counts a break, keeping its reproduction if fewer than `keepPerClass` of its class are kept. */
  report(kind: BreakClass, where: string, input: string, detail: string, sub?: string): void {
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    const key = sub === undefined ? kind : `${kind}: ${sub}`;
    const m = (this.subCounts.get(key) ?? 0) + 1;
    this.subCounts.set(key, m);
    // The first few of each case, so that one frequent case does not hide the others.
    if (m <= this.keepPerClass) this.kept.push({ kind, seed: this.seed, where, input: clip(input), detail: clip(detail) });
  }

  /** Every break counted. */
  get breaks(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }

}

const CLIP = 4000;

function clip(text: string): string {
  return text.length <= CLIP ? text : `${text.slice(0, CLIP)}… (${text.length} characters)`;
}

/** A message for any thrown value. */
export function describeThrown(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}${e.stack === undefined ? '' : `\n${e.stack.split('\n').slice(1, 6).join('\n')}`}`;
  try {
    return `a thrown ${typeof e}: ${String(e)}`;
  } catch {
    return `a thrown ${typeof e}`;
  }
}

/** A report of the breaks, one paragraph each: class, seed, where, input, detail. */
export function formatBreaks(tally: Tally): string {
  const lines: string[] = [];
  for (const b of tally.kept) {
    lines.push(`[${b.kind}] seed ${JSON.stringify(b.seed)}, ${b.where}`);
    lines.push(`  input:  ${b.input}`);
    lines.push(`  detail: ${b.detail.replace(/\n/g, '\n          ')}`);
  }
  return lines.join('\n');
}
