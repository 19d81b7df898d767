/**
 * A short text key of an action, for the search tree's maps: two actions get the same key when
 * and only when they are equal field by field.
 * @module
 */
import type { Action } from '../index.js';

// Between fields: a character no materia, spell id, mode or number contains.
const SEP = '\u0001';

/**
 * The action's key: its type and fields in a fixed order per type (cheaper than
 * `JSON.stringify`, which the search called for every candidate of every node it visited).
 * An action type this function does not know is keyed by its JSON, which cannot collide with
 * the others (JSON starts with `{`, these keys with a type name).
 */
export function keyOf(action: Action): string {
  switch (action.type) {
    case 'draw':
    case 'pass':
    case 'stop':
      return action.type + SEP + String(action.player);
    case 'take':
    case 'store':
    case 'pick':
      return action.type + SEP + String(action.player) + SEP + action.materia;
    case 'learn':
      return `learn${SEP}${String(action.player)}${SEP}${action.spell}${SEP}${String(action.level)}${SEP}${action.onCard}${SEP}${action.spend.join(SEP)}`;
    case 'cast':
      return `cast${SEP}${String(action.player)}${SEP}${action.spell}${SEP}${String(action.level)}${SEP}${action.from === undefined ? '' : String(action.from)}`;
    case 'swap':
      return `swap${SEP}${String(action.player)}${SEP}${action.give}${SEP}${action.get}`;
    case 'raise':
      return `raise${SEP}${String(action.player)}${SEP}${action.spell}`;
    case 'mode':
      return `mode${SEP}${String(action.player)}${SEP}${action.mode}`;
    default:
      return JSON.stringify(action);
  }
}
