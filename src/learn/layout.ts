/**
 * The observation layout: which float of an observation means what, per player count. One
 * table of named ranges, built once per player count from the list below, so the encoder, the
 * documentation and a learner's feature code all read the same offsets.
 * @module
 */
import {
  BUILTIN_SPELL_IDS, COLOURS, MATERIA_KINDS, RULE_POINTS, RUNES,
  type PlayerCount, type RuleProfile, type StepName,
} from '../index.js';

/**
 * The version of {@link OBSERVATION_LAYOUT}. It changes whenever any range moves, grows or
 * changes its meaning, so a model trained on one version can refuse another: keep it with the
 * weights.
 * @group Observations
 */
export const OBSERVATION_VERSION = 1;

/**
 * One named range of an observation: `size` floats from `start`.
 * @group Observations
 */
export interface ObservationRange {
  /** The range's name, such as `seat0.pool` or `step.kind` (unique within a layout). */
  readonly name: string;
  /** The offset of its first float in the observation. */
  readonly start: number;
  /** How many floats it holds. */
  readonly size: number;
  /** What its values mean, and how they are scaled. */
  readonly meaning: string;
  /** The name of each float, in order (a materia kind, a seat, a value of a rule point, ...). */
  readonly labels: readonly string[];
}

/**
 * The layout of the observations of one player count: every range, in order, end to end.
 * @group Observations
 */
export interface ObservationLayout {
  /** The layout's version, {@link OBSERVATION_VERSION}. */
  readonly version: number;
  /** The number of seats of the games it encodes. */
  readonly players: PlayerCount;
  /** The length of an observation: the sum of the ranges' sizes. */
  readonly size: number;
  /** The ranges, in order; each starts where the previous one ends. */
  readonly ranges: readonly ObservationRange[];
  /** The range of a name, as a lookup: `layout.range['seat0.pool'].start`. */
  readonly range: { readonly [name: string]: ObservationRange | undefined };
}

/**
 * The rule profile's points as the observation encodes them, with their values in order: one
 * float per value, 1 for the game's. Written out (not read from `RULE_POINTS` at run time) so
 * that a release of the rules with a new point or value cannot move the ranges silently: the
 * compiler asks for every point of {@link RuleProfile}, and the learn tests compare the values
 * with `RULE_POINTS` (a difference means a new {@link OBSERVATION_VERSION}).
 */
export const RULE_FEATURES: { readonly [K in keyof RuleProfile]: readonly RuleProfile[K][] } = {
  wildTriples: ['any-colour', 'other-colours'],
  lowering: ['to-printed-level', 'one-level'],
  swiftnessSpells: ['earlier-days', 'any-day'],
  mirageDraws: ['at-once', 'after-takes', 'after-step'],
  mirageTakes: ['for-self', 'into-pool'],
  communionStores: ['discard-box', 'learn-discards'],
  stormDiscards: ['any-number', 'one-to-ten'],
  soloRefill: ['fill', 'fill-and-trim'],
  sameKindSwaps: ['refused', 'allowed'],
  usableWhen: ['something-moves', 'effect-fits'],
  swiftnessAction: ['compulsory', 'declinable'],
  cloneDiscard: ['paid-first', 'held-aside'],
  finalAltar: ['left-as-is', 'resupplied'],
};

/** The profile's points in the order of {@link RULE_POINTS} (the order of the profile table). */
export const RULE_FEATURE_NAMES: readonly (keyof RuleProfile)[] = Object.keys(RULE_POINTS) as (keyof RuleProfile)[];

/**
 * Every step kind, by its slot in the `step.kind` one-hot. A record over {@link StepName}: a new
 * kind of step is a compile error here until it has a slot (and a new version).
 */
const STEP_SLOTS: { readonly [K in StepName]: number } = {
  draw: 0, 'draw-until': 1, reveal: 2, 'others-draw': 3, take: 4, 'take-store': 5, store: 6, discard: 7,
  'swap-altar': 8, 'swap-familiar': 9, 'clear-altar': 10, lower: 11, raise: 12, mode: 13, 'phase-action': 14, learn: 15,
  'opponent-take': 16, 'opponent-draw': 17, 'learn-discards': 18, 'store-from-discard': 19, 'check-end': 20,
  'discard-held': 21, 'opponent-place': 22, 'altar-refill': 23, 'close-day': 24,
};

/** The step kinds in slot order. */
export const STEP_KINDS_IN_ORDER: readonly StepName[] = (Object.keys(STEP_SLOTS) as StepName[])
  .sort((a, b) => STEP_SLOTS[a] - STEP_SLOTS[b]);

/** The slot of a step kind in `step.kind`. */
export function stepSlot(step: StepName): number {
  return STEP_SLOTS[step];
}

/**
 * How many of a `mode` step's ways the observation and the action space name: the first 8, in
 * the step's order (Focus has 2). A homebrew choice with more cannot be encoded.
 * @group Action space
 */
export const MODE_SLOTS = 8;

/** The names of modes the observation recognises by name (Focus's); any other name is `other`. */
export const KNOWN_MODES: readonly string[] = ['store', 'take'];

/** Scales: each count is divided by its natural maximum, so most values lie in [0, 1]. */
export const SCALE = {
  /** A count of one materia kind: 5 tokens of each. */
  kind: 5,
  /** A pool: at most 9. */
  pool: 9,
  /** A familiar board: 14 spaces; its value at most 18. */
  familiar: 14,
  familiarValue: 18,
  /** The altar: 10 before its resupply. */
  altar: 10,
  /** The pouch: 105 tokens. */
  pouch: 105,
  /** Spell points (a card's most is 8). */
  spellPoints: 8,
  /** A player's points. */
  score: 50,
  /** The Day counter. */
  day: 100,
  /** Spells: 7 per game. */
  spells: 7,
  /** A step's counts (takes, stores, discards, swaps left). */
  stepCount: 5,
  /** The solo opponent's track: 17 spaces, worth 40 when full. */
  track: 17,
  trackValue: 40,
} as const;

/** A range before its offset is known. */
interface Spec {
  readonly name: string;
  readonly labels: readonly string[];
  readonly meaning: string;
}

const spec = (name: string, labels: readonly string[], meaning: string): Spec => ({ name, labels, meaning });
const one = (name: string, meaning: string): Spec => spec(name, [name], meaning);
const seatLabels = (players: number, prefix = 'seat+'): string[] => Array.from({ length: players }, (_, r) => (r === 0 ? 'me' : `${prefix}${String(r)}`));
const kinds = (what: string, scale: number): string =>
  `${what}: the count of each of the 21 materia kinds (MATERIA_KINDS order), divided by ${String(scale)}`;
const slots = (suffix: string): string[] => COLOURS.map((c) => `${c}${suffix}`);

/** The levels a card may be at. */
const LEVEL_LABELS = ['level-3', 'level-4', 'level-5'] as const;
/** A frame's spell: one of the 7 spells of the game (by colour), or none. */
const SPELL_SLOT_LABELS = [...COLOURS, 'none'];
/** Which printed spell stands in a colour's slot: set 1, 2 or 3 of that colour, or a homebrew spell. */
const IDENTITY_LABELS = ['set1', 'set2', 'set3', 'homebrew'];

/**
 * The ranges of one player count, in order. Seats are relative to the observing seat: `me`
 * (`seat0`) is the observer, `seat+1` the next seat clockwise, and so on; an observation is the
 * same for every seat in the same position relative to the table.
 */
function specs(players: PlayerCount): Spec[] {
  const seats = seatLabels(players);
  const out: Spec[] = [
    spec('game.phase', ['morning', 'midday', 'evening', 'ended'], 'the phase of the active Day (one-hot), or ended'),
    one('game.phaseActions', 'actions the active player has performed in this phase (0, 1, 2, ...), as is'),
    one('game.day', `the Day counter (1 for the game's first Day), divided by ${String(SCALE.day)}`),
    spec('game.seat', Array.from({ length: players }, (_, s) => `seat${String(s)}`), "the observer's own seat number (one-hot, absolute): the only absolute seat"),
    spec('game.firstPlayer', seats, 'the seat who played the first Day, relative to the observer (one-hot)'),
    spec('game.active', seats, 'whose Day it is, relative to the observer (one-hot)'),
    spec('game.decider', seats, 'the seat who must act now, relative to the observer (one-hot; all 0 once the game is over)'),
    one('game.endTriggered', '1 once the end of the game has been triggered'),
    spec('game.endTriggeredBy', seats, 'the seat who triggered the end, relative to the observer (one-hot)'),
    spec('game.endReason', ['seventh-spell', 'familiar-full'], 'why the end was triggered (one-hot)'),
    one('game.daysLeft', 'once the end is triggered: the Days still to play after the active one, divided by 3 (0 on the final Day); 0 before'),
  ];
  for (const point of RULE_FEATURE_NAMES) {
    out.push(spec(`rules.${point}`, RULE_FEATURES[point], `the rule profile's point ${point} (one-hot over its values, printed first)`));
  }
  out.push(
    spec('spells.identity', COLOURS.flatMap((c) => IDENTITY_LABELS.map((l) => `${c}:${l}`)),
      "for each colour's spell of the game (colour order): which of the colour's three printed spells it is (the printed sets' order), or homebrew (one-hot, 4 per colour)"),
    spec('spells.phase', COLOURS.flatMap((c) => ['morning', 'midday', 'evening', 'none'].map((p) => `${c}:${p}`)),
      "for each colour's spell: the phase whose action it gives, or none (one-hot, 4 per colour)"),
    spec('spells.points', COLOURS.flatMap((c) => LEVEL_LABELS.map((l) => `${c}:${l}`)),
      `for each colour's spell: the fixed points of levels 3, 4 and 5, divided by ${String(SCALE.spellPoints)} (0 where they are variable)`),
    spec('spells.variable', COLOURS.flatMap((c) => LEVEL_LABELS.map((l) => `${c}:${l}`)),
      "for each colour's spell: 1 where a level's points are computed at the end (Knowledge, Feast L5, Communion L4)"),
    spec('altar', MATERIA_KINDS, kinds('the altar', SCALE.kind)),
    one('altar.size', `the altar's materia, divided by ${String(SCALE.altar)}`),
    spec('pouch', MATERIA_KINDS, kinds('the pouch (its rigged next draws included: no order)', SCALE.kind)),
    one('pouch.size', `the pouch's materia, divided by ${String(SCALE.pouch)}`),
    spec('discard', MATERIA_KINDS, kinds('the discard box', SCALE.kind)),
  );
  for (let r = 0; r < players; r++) {
    const who = r === 0 ? 'the observer' : `the seat ${String(r)} after the observer, clockwise`;
    const s = `seat${String(r)}`;
    out.push(
      spec(`${s}.pool`, MATERIA_KINDS, kinds(`${who}'s pool`, SCALE.kind)),
      one(`${s}.poolSize`, `${who}'s pool size, divided by ${String(SCALE.pool)}`),
      spec(`${s}.familiar`, MATERIA_KINDS, kinds(`${who}'s familiar board`, SCALE.kind)),
      one(`${s}.familiarSize`, `materia on ${who}'s familiar board, divided by ${String(SCALE.familiar)}`),
      one(`${s}.familiarPoints`, `the value ${who}'s familiar board scores now, divided by ${String(SCALE.familiarValue)}`),
      spec(`${s}.learned`, slots(''), `1 for each colour's spell ${who} has learned`),
      spec(`${s}.level`, COLOURS.flatMap((c) => LEVEL_LABELS.map((l) => `${c}:${l}`)), `the current level of each of ${who}'s learned spells (one-hot, 3 per colour; 0 when not learned)`),
      spec(`${s}.cardRune`, COLOURS.flatMap((c) => RUNES.map((n) => `${c}:${n}`)), `the card rune of each of ${who}'s learned spells (one-hot, 3 per colour)`),
      spec(`${s}.learnedToday`, slots(''), `1 for each of ${who}'s spells learned on the current Day (not yet usable)`),
      one(`${s}.spellsLearned`, `spells ${who} has learned, divided by ${String(SCALE.spells)}`),
      one(`${s}.points`, `${who}'s points if the game ended now (spells at their levels, variable points computed now, and the familiar board), divided by ${String(SCALE.score)}`),
    );
  }
  if (players === 1) {
    out.push(
      spec('opponent.track', MATERIA_KINDS, kinds("the solo opponent's track", SCALE.kind)),
      one('opponent.trackSize', `materia on the opponent's track, divided by ${String(SCALE.track)}`),
      one('opponent.trackPoints', `the track's value now, divided by ${String(SCALE.trackValue)}`),
      spec('opponent.lower', MATERIA_KINDS, kinds("the opponent's lower part", SCALE.kind)),
      one('opponent.lowerSize', `materia in the lower part (1 point each), divided by ${String(SCALE.altar)}`),
      spec('opponent.difficulty', ['0', '1', '2', '3'], "the game's difficulty (one-hot)"),
      one('opponent.points', `the opponent's points now, divided by ${String(SCALE.score)}`),
    );
  }
  out.push(
    spec('decision.kind', ['phase', 'effect'], 'what is asked: a phase action, or a step of an effect in progress (one-hot; all 0 once the game is over)'),
    one('decision.depth', 'effects in progress (frames), divided by 4'),
    spec('frame.actor', seats, "the innermost effect's actor, relative to the observer (one-hot)"),
    spec('frame.spell', SPELL_SLOT_LABELS, "the innermost effect's spell by colour, or none for steps of no spell (one-hot)"),
    spec('frame.level', LEVEL_LABELS, "the innermost effect's level (one-hot; 0 for steps of no spell)"),
    spec('frame.cardOwner', seats, 'the owner of the card the effect may lower, relative to the observer (one-hot; 0 without one)'),
    spec('frame.cardSpell', slots(''), 'the spell of that card, by colour (one-hot)'),
    one('frame.phaseAction', "1 when the innermost effect's end completes a phase action"),
    spec('step.kind', STEP_KINDS_IN_ORDER, 'the kind of the step waiting for the choice (one-hot)'),
    one('step.count', `the step's number: what is left to take, store, discard or swap; the set-aside materia still to keep; Storm's discards so far; Transmutation's wild singles; divided by ${String(SCALE.stepCount)}`),
    spec('step.taker', seats, "a take step's taker, relative to the observer (one-hot)"),
    spec('step.rune', [...RUNES], "the step's rune (one-hot): its filter's rune, or Transmutation's wild rune"),
    spec('step.colour', [...COLOURS], "the step's filter colour, once its first pick has set one (one-hot)"),
    spec('step.flags', ['sameColour', 'familiarColour', 'optional', 'cost'], "the step's filter and flags: all picks of one colour, only colours on the familiar board, may be stopped, is a cost"),
    spec('step.phase', ['morning', 'midday', 'evening'], 'the phase whose actions a phase-action step offers (one-hot)'),
    spec('step.as', ['copy', 'extra'], 'a phase-action step: a copy (Clone) or an extra action (Swiftness) (one-hot)'),
    spec('step.materia', MATERIA_KINDS, kinds("a Learn's set-aside materia (the learn-discards step)", SCALE.kind)),
    spec('step.given', MATERIA_KINDS, kinds('the materia a swap step has put on the altar', SCALE.kind)),
    spec('step.received', MATERIA_KINDS, kinds('the materia a swap step has put in the pool', SCALE.kind)),
    spec('step.modes', Array.from({ length: MODE_SLOTS }, (_, m) => [...KNOWN_MODES, 'other'].map((n) => `${String(m)}:${n}`)).flat(),
      `a mode step's ways, by position (the mode action's index): for each of the first ${String(MODE_SLOTS)}, its name if known (${KNOWN_MODES.join(', ')}) or other (one-hot, 3 per position; 0 past the last way)`),
    spec('outer.spell', SPELL_SLOT_LABELS, 'the next effect out (the one the innermost runs inside, such as the Clone whose copy it is), its spell by colour, or none (one-hot; all 0 without one)'),
    spec('outer.kind', STEP_KINDS_IN_ORDER, "that effect's current step (one-hot)"),
  );
  return out;
}

function build(players: PlayerCount): ObservationLayout {
  let start = 0;
  const ranges: ObservationRange[] = [];
  const range: Record<string, ObservationRange> = {};
  for (const s of specs(players)) {
    const r: ObservationRange = Object.freeze({ name: s.name, start, size: s.labels.length, meaning: s.meaning, labels: Object.freeze(s.labels.slice()) });
    ranges.push(r);
    range[s.name] = r;
    start += r.size;
  }
  return Object.freeze({ version: OBSERVATION_VERSION, players, size: start, ranges: Object.freeze(ranges), range: Object.freeze(range) });
}

/**
 * The observation layout of each player count (1 is the solo game): named ranges with their
 * meanings and scales, end to end. Seats are relative to the observer (`seat0` is the observer,
 * `seat1` the next seat clockwise); only `game.seat` names absolute seats. Versioned by
 * {@link OBSERVATION_VERSION}.
 * @example
 * ```ts
 * const layout = OBSERVATION_LAYOUT[4];
 * layout.size;                            // floats per observation
 * const pool = layout.range['seat0.pool']!; // the observer's pool: 21 counts / 5
 * obs.subarray(pool.start, pool.start + pool.size);
 * ```
 * @group Observations
 */
export const OBSERVATION_LAYOUT: { readonly [P in PlayerCount]: ObservationLayout } = Object.freeze({
  1: build(1), 2: build(2), 3: build(3), 4: build(4),
});

/** The three printed spells of each colour, in the printed sets' order (set 1, 2, 3). */
export const PRINTED_BY_COLOUR: readonly (readonly string[])[] = COLOURS.map((_, c) => BUILTIN_SPELL_IDS.slice(c * 3, c * 3 + 3));

/**
 * How many of the pouch's next draws a full-state encoding shows (`hidden.nextDraws`).
 * @group Observations
 */
export const NEXT_DRAWS = 8;

function buildFull(players: PlayerCount): ObservationLayout {
  const base = OBSERVATION_LAYOUT[players];
  const labels = Array.from({ length: NEXT_DRAWS }, (_, d) => MATERIA_KINDS.map((m) => `${String(d + 1)}:${m}`)).flat();
  const hidden: ObservationRange = Object.freeze({
    name: 'hidden.nextDraws',
    start: base.size,
    size: labels.length,
    meaning: `what no player sees: the pouch's next ${String(NEXT_DRAWS)} draws, in order, as they come if nothing else touches the pouch, the discard or the generator in between (its rigged next draws first, then the game's generator picking from the pouch, the discard poured back in when it runs dry), one-hot over the 21 kinds for each (all 0 past the last materia)`,
    labels: Object.freeze(labels),
  });
  return Object.freeze({
    version: OBSERVATION_VERSION, players, size: base.size + hidden.size,
    ranges: Object.freeze([...base.ranges, hidden]), range: Object.freeze({ ...base.range, [hidden.name]: hidden }),
  });
}

/**
 * The layout of the full-state encoding ({@link encodeFullState}), for perfect-information
 * baselines: the observation's ranges, then `hidden.nextDraws`, the future draws that a player
 * view hides. Versioned with {@link OBSERVATION_VERSION}.
 * @group Observations
 */
export const FULL_STATE_LAYOUT: { readonly [P in PlayerCount]: ObservationLayout } = Object.freeze({
  1: buildFull(1), 2: buildFull(2), 3: buildFull(3), 4: buildFull(4),
});
