/**
 * What the encodings read of a game's 7 spells, worked out once per list of spells: each spell's
 * colour slot, its definition, and the constant `spells.*` block of the observation.
 * @module
 */
import { COLOURS, getSpell, type Level, type SpellDefinition, type SpellId } from '../index.js';
import { OBSERVATION_LAYOUT, PRINTED_BY_COLOUR, SCALE } from './layout.js';

/** The spells of one game, as the encoders read them. */
export interface SpellTable {
  /** The game's spells, in colour order. */
  readonly ids: readonly SpellId[];
  /** Their definitions, in the same order. */
  readonly defs: readonly SpellDefinition[];
  /** The colour slot (0 to 6) of each of the game's spells. */
  readonly slot: ReadonlyMap<SpellId, number>;
  /** The `spells.*` ranges of the observation, from `spells.identity` to the end of `spells.variable`. */
  readonly block: Float32Array;
}

const PHASE_SLOT = { morning: 0, midday: 1, evening: 2 } as const;
const LEVELS: readonly Level[] = [3, 4, 5];

/** The block's offsets, which are the same for every player count. */
const layout = OBSERVATION_LAYOUT[2];
const IDENTITY = layout.range['spells.identity']!.start;
const PHASE = layout.range['spells.phase']!.start;
const POINTS = layout.range['spells.points']!.start;
const VARIABLE = layout.range['spells.variable']!.start;
const BLOCK_END = VARIABLE + layout.range['spells.variable']!.size;

function buildTable(ids: readonly SpellId[]): SpellTable {
  const defs = ids.map((id) => getSpell(id));
  const slot = new Map<SpellId, number>();
  const block = new Float32Array(BLOCK_END - IDENTITY);
  defs.forEach((def, c) => {
    slot.set(def.id, c);
    const printed = (PRINTED_BY_COLOUR[c] as readonly string[]).indexOf(def.id);
    block[IDENTITY - IDENTITY + c * 4 + (printed < 0 ? 3 : printed)] = 1;
    block[PHASE - IDENTITY + c * 4 + (def.phase === null ? 3 : PHASE_SLOT[def.phase])] = 1;
    LEVELS.forEach((level, l) => {
      const points = def.levels[level].points;
      if (typeof points === 'number') block[POINTS - IDENTITY + c * 3 + l] = points / SCALE.spellPoints;
      else block[VARIABLE - IDENTITY + c * 3 + l] = 1;
    });
  });
  return { ids: ids.slice(), defs, slot, block };
}

/** Tables by the game's list of spells, which every state of a game shares (a view has a copy). */
const BY_LIST = new WeakMap<readonly SpellId[], SpellTable>();
/** Tables by the spells' ids: at most 3^7 lists of printed spells, and the homebrew ones in play. */
const BY_IDS = new Map<string, SpellTable>();
/** The most tables kept by ids; past it the cache starts afresh. */
const MOST_TABLES = 4096;

/**
 * The table of a game's spells (7 ids, one per colour, in colour order), cached.
 * @throws UnknownSpellError when a spell is not registered.
 */
export function spellTable(ids: readonly SpellId[]): SpellTable {
  let table = BY_LIST.get(ids);
  if (table !== undefined) return table;
  const key = ids.join('\u0000');
  table = BY_IDS.get(key);
  if (table === undefined) {
    if (BY_IDS.size >= MOST_TABLES) BY_IDS.clear();
    table = buildTable(ids);
    BY_IDS.set(key, table);
  }
  BY_LIST.set(ids, table);
  return table;
}

/** The number of colours, which is the number of spells of a game. */
export const SLOTS = COLOURS.length;
