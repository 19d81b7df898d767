/**
 * Materia: the 105 tokens of SpellBook, 7 colours x 3 runes x 5 copies.
 *
 * Tokens of one kind are interchangeable, so every place that holds materia without an order
 * (pouch, altar, pool, discard) is a multiset stored as 21 counts, indexed by {@link kindIndex}.
 * @module
 */

/** The seven colours, in the rulebook's order (red, purple, green, black, white, blue, yellow). */
export const COLOURS = ['red', 'purple', 'green', 'black', 'white', 'blue', 'yellow'] as const;
/** A materia colour (and a spell colour). */
export type Colour = (typeof COLOURS)[number];

/** The three runes, in level order: circle is level 3, triangle level 4, square level 5. */
export const RUNES = ['circle', 'triangle', 'square'] as const;
/** A materia rune. */
export type Rune = (typeof RUNES)[number];

/** A materia kind such as `"red-circle"`: one of 21, each with 5 tokens in the game. */
export type MateriaKind = `${Colour}-${Rune}`;

/** Number of distinct materia kinds (7 colours x 3 runes). */
export const KIND_COUNT = 21;
/** Tokens of each kind in the game. */
export const COPIES_PER_KIND = 5;
/** Tokens in the game: 105. */
export const TOTAL_MATERIA = KIND_COUNT * COPIES_PER_KIND;

/**
 * All 21 materia kinds; the position of a kind in this list is its index in every
 * {@link Counts} array (colour-major: `red-circle`, `red-triangle`, `red-square`, `purple-circle`, ...).
 */
export const MATERIA_KINDS: readonly MateriaKind[] = COLOURS.flatMap((c) =>
  RUNES.map((r): MateriaKind => `${c}-${r}`),
);

// A Map, not an object: a plain object would also "know" 'constructor', '__proto__' and the like.
const INDEX: ReadonlyMap<string, number> = new Map(MATERIA_KINDS.map((k, i) => [k, i]));

/**
 * A multiset of materia: 21 non-negative integer counts indexed by {@link kindIndex}.
 * @example
 * ```ts
 * const counts = emptyCounts();
 * // counts[kindIndex('red-circle')] is the number of red circles
 * ```
 */
export type Counts = readonly number[];

/** True when `value` is one of the 21 materia kind ids. */
export function isMateriaKind(value: unknown): value is MateriaKind {
  return typeof value === 'string' && INDEX.has(value);
}

/**
 * The index of a kind in {@link MATERIA_KINDS} and in every {@link Counts} array.
 * @throws Error when `kind` is not a materia kind (an engine bug: validate input first).
 */
export function kindIndex(kind: MateriaKind): number {
  const i = INDEX.get(kind);
  if (i === undefined) throw new Error(`unknown materia kind ${String(kind)}`);
  return i;
}

/** The kind at an index of a {@link Counts} array. */
export function kindAt(index: number): MateriaKind {
  const k = MATERIA_KINDS[index];
  if (k === undefined) throw new Error(`materia index out of range: ${index}`);
  return k;
}

/** The colour of a materia kind. */
export function colourOf(kind: MateriaKind): Colour {
  return COLOURS[Math.floor(kindIndex(kind) / 3)] as Colour;
}

/** The rune of a materia kind. */
export function runeOf(kind: MateriaKind): Rune {
  return RUNES[kindIndex(kind) % 3] as Rune;
}

/** The kind of the given colour and rune. */
export function materiaOf(colour: Colour, rune: Rune): MateriaKind {
  return `${colour}-${rune}`;
}

/** The index of a colour in {@link COLOURS}. */
export function colourIndex(colour: Colour): number {
  return COLOURS.indexOf(colour);
}

/** The index of a rune in {@link RUNES} (circle 0, triangle 1, square 2). */
export function runeIndex(rune: Rune): number {
  return RUNES.indexOf(rune);
}

/** True when `value` is a colour id. */
export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && (COLOURS as readonly string[]).includes(value);
}

/** True when `value` is a rune id. */
export function isRune(value: unknown): value is Rune {
  return typeof value === 'string' && (RUNES as readonly string[]).includes(value);
}
