/**
 * Materia: the 105 tokens of SpellBook, 7 colours x 3 runes x 5 copies.
 *
 * Tokens of one kind are interchangeable, so every place that holds materia without an order
 * (pouch, altar, pool, discard) is a multiset stored as 21 counts, indexed by {@link kindIndex}.
 * @module
 */
import { errorMessage } from './messages.js';

/**
 * The seven colours, in the rulebook's order (red, purple, green, black, white, blue, yellow).
 * @group Materia
 */
export const COLOURS = ['red', 'purple', 'green', 'black', 'white', 'blue', 'yellow'] as const;
/**
 * A materia colour (and a spell colour).
 * @group Materia
 */
export type Colour = (typeof COLOURS)[number];

/**
 * The three runes, in level order: circle is level 3, triangle level 4, square level 5.
 * @group Materia
 */
export const RUNES = ['circle', 'triangle', 'square'] as const;
/**
 * A materia rune.
 * @group Materia
 */
export type Rune = (typeof RUNES)[number];

/**
 * A materia kind such as `"red-circle"`: one of 21, each with 5 tokens in the game.
 * @group Materia
 */
export type MateriaKind = `${Colour}-${Rune}`;

/**
 * Number of distinct materia kinds (7 colours x 3 runes).
 * @group Materia
 */
export const KIND_COUNT = 21;
/**
 * Tokens of each kind in the game.
 * @group Materia
 */
export const COPIES_PER_KIND = 5;
/**
 * Tokens in the game: 105.
 * @group Materia
 */
export const TOTAL_MATERIA = KIND_COUNT * COPIES_PER_KIND;

/**
 * All 21 materia kinds; the position of a kind in this list is its index in every
 * {@link Counts} array (colour-major: `red-circle`, `red-triangle`, `red-square`, `purple-circle`, ...).
 * @group Materia
 */
export const MATERIA_KINDS: readonly MateriaKind[] = [
  // Written out rather than built from COLOURS and RUNES: literals are flat, internalized strings,
  // which the engine's comparisons and character reads handle fastest (a built string of 13 or
  // more characters would be a rope).
  'red-circle', 'red-triangle', 'red-square',
  'purple-circle', 'purple-triangle', 'purple-square',
  'green-circle', 'green-triangle', 'green-square',
  'black-circle', 'black-triangle', 'black-square',
  'white-circle', 'white-triangle', 'white-square',
  'blue-circle', 'blue-triangle', 'blue-square',
  'yellow-circle', 'yellow-triangle', 'yellow-square',
];

/**
 * For each value of (first + third character code) & 15 that a colour's name gives: the colour's
 * index times 8 plus the length of its name (where a kind's dash is); 0 elsewhere. Built from
 * {@link COLOURS} once, at load; the 7 names give 7 different values, which is checked here.
 */
const COLOUR_BY_HASH: readonly number[] = /* @__PURE__ */ colourByHash();

function colourByHash(): number[] {
  const table = Array.from({ length: 16 }, () => 0);
  COLOURS.forEach((colour, c) => {
    const hash = (colour.charCodeAt(0) + colour.charCodeAt(2)) & 15;
    if (table[hash] !== 0) throw new Error(`materia: the colour names ${colour} and another share the hash ${hash}`);
    table[hash] = c * 8 + colour.length;
  });
  return table;
}

/**
 * The index of `kind` if it is a materia kind, else some index: a few character reads and a
 * table, no branch (which kind comes next is unpredictable). The caller confirms the whole
 * string against {@link MATERIA_KINDS}. The rune is its first letter after the dash: c, t or s
 * (99, 116, 115), bit 4 set for t and s and bit 0 for s alone.
 */
function indexGuess(kind: string): number {
  const g = COLOUR_BY_HASH[(kind.charCodeAt(0) + kind.charCodeAt(2)) & 15] as number;
  const r = kind.charCodeAt((g & 7) + 1);
  return (g >> 3) * 3 + ((r >> 4) & 1) * (1 + (r & 1));
}

/**
 * A multiset of materia: 21 non-negative integer counts indexed by {@link kindIndex}.
 * @example
 * ```ts
 * const counts = emptyCounts();
 * // counts[kindIndex('red-circle')] is the number of red circles
 * ```
 * @group Materia
 */
export type Counts = readonly number[];

/**
 * True when `value` is one of the 21 materia kind ids.
 * @group Materia
 */
export function isMateriaKind(value: unknown): value is MateriaKind {
  return typeof value === 'string' && MATERIA_KINDS[indexGuess(value)] === value;
}

/**
 * The index of a kind in {@link MATERIA_KINDS} and in every {@link Counts} array.
 * @throws Error when `kind` is not a materia kind (an engine bug: validate input first).
 * @group Materia
 */
export function kindIndex(kind: MateriaKind): number {
  const i = typeof kind === 'string' ? indexGuess(kind) : -1;
  if (i < 0 || MATERIA_KINDS[i] !== kind) throw new Error(errorMessage('unknown materia kind', 'not-a-materia-kind', { kind }));
  return i;
}

/**
 * The kind at an index of a {@link Counts} array.
 * @group Materia
 */
export function kindAt(index: number): MateriaKind {
  const k = MATERIA_KINDS[index];
  if (k === undefined) throw new Error(`materia index out of range: ${index}`);
  return k;
}

/** The colour index of a kind index (engine internal): each colour has three kinds, one per rune. */
export function colourOfIndex(kindIdx: number): number {
  return Math.floor(kindIdx / 3);
}

/**
 * The colour of a materia kind.
 * @group Materia
 */
export function colourOf(kind: MateriaKind): Colour {
  return COLOURS[colourOfIndex(kindIndex(kind))] as Colour;
}

/**
 * The rune of a materia kind.
 * @group Materia
 */
export function runeOf(kind: MateriaKind): Rune {
  return RUNES[kindIndex(kind) % 3] as Rune;
}

/**
 * The kind of the given colour and rune.
 * @group Materia
 */
export function materiaOf(colour: Colour, rune: Rune): MateriaKind {
  return `${colour}-${rune}`;
}

/**
 * The index of a colour in {@link COLOURS}.
 * @group Materia
 */
export function colourIndex(colour: Colour): number {
  // The engine's hot paths read colour indices from a memo of the game's spells, not from here.
  return COLOURS.indexOf(colour);
}

/**
 * The index of a rune in {@link RUNES} (circle 0, triangle 1, square 2).
 * @group Materia
 */
export function runeIndex(rune: Rune): number {
  return RUNES.indexOf(rune);
}

/**
 * True when `value` is a colour id.
 * @group Materia
 */
export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && (COLOURS as readonly string[]).includes(value);
}

/**
 * True when `value` is a rune id.
 * @group Materia
 */
export function isRune(value: unknown): value is Rune {
  return typeof value === 'string' && (RUNES as readonly string[]).includes(value);
}
