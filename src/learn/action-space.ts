/**
 * The fixed action space: every choice a player can be offered, numbered once and for all, so a
 * policy's output layer has one unit per index and a mask says which are legal now.
 * @module
 */
import { COLOURS, MATERIA_KINDS, RUNES } from '../index.js';
import { MODE_SLOTS } from './layout.js';

/**
 * The version of {@link ACTION_SPACE}: it changes whenever an index changes its meaning. Keep it
 * with a policy's weights.
 * @group Action space
 */
export const ACTION_SPACE_VERSION = 1;

/**
 * One named range of the action space: `size` indices from `start`.
 * @group Action space
 */
export interface ActionRange {
  /** The action type it encodes (`take`, `cast`, `learn`, ...). */
  readonly name: string;
  /** Its first index. */
  readonly start: number;
  /** How many indices it holds. */
  readonly size: number;
  /** How an index of the range is made from the action's fields. */
  readonly meaning: string;
  /** The name of each index, in order (`take red-circle`, `cast red L3 own`, ...). */
  readonly labels: readonly string[];
}

/**
 * The layout of the action space: its ranges end to end, and its size `A`.
 * @group Action space
 */
export interface ActionSpace {
  /** The action space's version, {@link ACTION_SPACE_VERSION}. */
  readonly version: number;
  /** `A`: the number of indices (a mask's length). */
  readonly size: number;
  /** The ranges, in index order. */
  readonly ranges: readonly ActionRange[];
  /** The range of an action type, by name. */
  readonly range: { readonly [name: string]: ActionRange | undefined };
}

/** Levels, relative seats of a Clone copy's owner, and the triples of a payment, as index digits. */
const LEVEL_NAMES = ['L3', 'L4', 'L5'];
const FROM_NAMES = ['own', 'from+1', 'from+2', 'from+3'];
const TRIPLE_NAMES = ['0 triples', '1 triple', '2 triples'];

/** The most wild triples a payment can hold: a pool of 9 pays at most level + 2 × 2 materia. */
export const MAX_TRIPLES = 2;

const product = (...lists: readonly (readonly string[])[]): string[] =>
  lists.reduce<string[]>((acc, list) => acc.flatMap((a) => list.map((b) => (a === '' ? b : `${a} ${b}`))), ['']);

function buildSpace(): ActionSpace {
  const specs: { name: string; labels: string[]; meaning: string }[] = [
    { name: 'pass', labels: ['pass'], meaning: 'pass: end the phase' },
    { name: 'draw', labels: ['draw'], meaning: 'draw 2 from the pouch' },
    { name: 'stop', labels: ['stop'], meaning: 'stop: end an optional step early, or decline an extra action' },
    { name: 'take', labels: MATERIA_KINDS.map((m) => `take ${m}`), meaning: 'take: start + the kind taken (MATERIA_KINDS order)' },
    { name: 'store', labels: MATERIA_KINDS.map((m) => `store ${m}`), meaning: 'store: start + the kind stored' },
    { name: 'pick', labels: MATERIA_KINDS.map((m) => `pick ${m}`), meaning: "pick: start + the kind picked (the waiting step says what a pick does: take, store, discard, keep, place)" },
    {
      name: 'swap', labels: product(MATERIA_KINDS.map((m) => `swap ${m}`), MATERIA_KINDS.map((m) => `for ${m}`)),
      meaning: 'swap: start + 21 × the kind given + the kind received (a pair of one kind only where the profile allows it)',
    },
    { name: 'raise', labels: COLOURS.map((c) => `raise ${c}`), meaning: "raise: start + the colour of the spell raised (the game's spell of that colour)" },
    {
      name: 'mode', labels: Array.from({ length: MODE_SLOTS }, (_, m) => `mode ${String(m)}`),
      meaning: `mode: start + the way's position in the waiting mode step's list (the observation's step.modes names them); the first ${String(MODE_SLOTS)} only`,
    },
    {
      name: 'cast', labels: product(COLOURS.map((c) => `cast ${c}`), LEVEL_NAMES, FROM_NAMES),
      meaning: "cast: start + 12 × the spell's colour + 4 × (level - 3) + whose card: 0 for the caster's own (or, in a solo Clone copy, nobody's), k for a Clone copy of the seat k places after the caster, clockwise",
    },
    {
      name: 'learn', labels: product(COLOURS.map((c) => `learn ${c}`), LEVEL_NAMES, RUNES.map((r) => `card ${r}`), TRIPLE_NAMES),
      meaning: "learn: start + 27 × the spell's colour + 9 × (level - 3) + 3 × the card rune + the wild triples in the payment (0 to 2). One index per class of payments: which materia the triples and the other singles are is the representative's (see learnRepresentative)",
    },
  ];
  let start = 0;
  const ranges: ActionRange[] = [];
  const range: Record<string, ActionRange> = {};
  for (const s of specs) {
    const r: ActionRange = Object.freeze({ name: s.name, start, size: s.labels.length, meaning: s.meaning, labels: Object.freeze(s.labels) });
    ranges.push(r);
    range[s.name] = r;
    start += r.size;
  }
  return Object.freeze({ version: ACTION_SPACE_VERSION, size: start, ranges: Object.freeze(ranges), range: Object.freeze(range) });
}

/**
 * The fixed action space of every game, whatever its player count or spells: `A` =
 * `ACTION_SPACE.size` indices in named ranges (pass, draw, stop, take, store, pick, swap, raise,
 * mode, cast, learn), each with the rule that numbers its actions. Spells are named by colour
 * (each game has one spell per colour), seats relative to the acting player. Versioned by
 * {@link ACTION_SPACE_VERSION}.
 * @example
 * ```ts
 * ACTION_SPACE.size;                      // A, the number of indices
 * ACTION_SPACE.range['take']!.start;      // the index of `take red-circle`
 * ACTION_SPACE.ranges.map((r) => r.name); // ['pass', 'draw', 'stop', 'take', ...]
 * ```
 * @group Action space
 */
export const ACTION_SPACE: ActionSpace = buildSpace();

/**
 * `A`, the number of indices of the action space: {@link ACTION_SPACE}'s size.
 * @group Action space
 */
export const ACTION_COUNT: number = ACTION_SPACE.size;

const start = (name: string): number => ACTION_SPACE.range[name]!.start;

/** The first index of each range. */
export const AT = {
  pass: start('pass'), draw: start('draw'), stop: start('stop'), take: start('take'), store: start('store'),
  pick: start('pick'), swap: start('swap'), raise: start('raise'), mode: start('mode'), cast: start('cast'), learn: start('learn'),
} as const;
