/**
 * Writing actions in the notation (see {@link parseAction} for the grammar).
 * @module
 */
import type { Action } from '../actions/types.js';
import { ACTION_FIELDS } from '../actions/shape.js';
import { hasSpell } from '../spells/registry.js';
import { isMateriaKind } from '../state/materia.js';
import { NotationError } from './errors.js';
import { isKebab, isWritableSeat, playerWord } from './words.js';

/** Throws `unformattable` unless `ok`. */
function need(ok: boolean, what: string): void {
  if (!ok) throw new NotationError('unformattable', `cannot write this action: ${what}`, 0);
}

function seat(value: unknown, field: string): string {
  need(isWritableSeat(value), `${field} must be a seat 0 to 3, got ${JSON.stringify(value)}`);
  return playerWord(value as number);
}

function materia(value: unknown, field: string): string {
  need(isMateriaKind(value), `${field} must be a materia kind such as "red-circle", got ${JSON.stringify(value)}`);
  return value as string;
}

// A registered id is a word the parser reads back: a printed id, or one `defineSpell` checked
// (kebab-case, optionally after a namespace: `acme:ember`).
function spell(value: unknown): string {
  need(hasSpell(value), `spell must be a registered spell id, got ${JSON.stringify(value)}`);
  return value as string;
}

function spellAt(id: unknown, level: unknown): string {
  const name = spell(id);
  need(level === 3 || level === 4 || level === 5, `level must be 3, 4 or 5, got ${JSON.stringify(level)}`);
  return `${name}@${level as number}`;
}

/**
 * Writes one action in the compact notation: the player (1-based: `P1` is seat 0), the action
 * type, then its fields. The result parses back to an equal action with {@link parseAction}.
 * @throws NotationError `unformattable` for an action that is not well formed (an unknown type,
 * a seat outside 0–3, a level outside 3–5, a spell id that is not registered, an empty spend, a
 * field the action type does not have).
 * @example
 * ```ts
 * formatAction({ type: 'take', player: 0, materia: 'red-circle' });      // 'P1 take red-circle'
 * formatAction({ type: 'cast', player: 0, spell: 'offering', level: 3, from: 2 }); // 'P1 cast offering@3 from P3'
 * formatAction({ type: 'swap', player: 0, give: 'red-circle', get: 'blue-square' }); // 'P1 swap red-circle>blue-square'
 * formatAction({ type: 'learn', player: 1, spell: 'sacrifice', level: 3, onCard: 'red-circle',
 *   spend: ['red-circle', 'red-circle', 'red-square'] }); // 'P2 learn sacrifice@3 on red-circle spend red-circle red-circle red-square'
 * ```
 * @group Notation
 */
export function formatAction(action: Action): string {
  const a = action as unknown as Record<string, unknown> | null;
  need(typeof a === 'object' && a !== null, 'expected an action object');
  const r = a as Record<string, unknown>;
  const head = `${seat(r['player'], 'player')} ${String(r['type'])}`;
  const fields = Object.hasOwn(ACTION_FIELDS, r['type'] as string) ? ACTION_FIELDS[r['type'] as Action['type']] : undefined;
  for (const key in r) need(fields === undefined || key === 'type' || key === 'player' || fields.includes(key), `a ${String(r['type'])} action has no field ${JSON.stringify(key)}`);
  switch (r['type']) {
    case 'draw':
    case 'pass':
    case 'stop':
      return head;
    case 'take':
    case 'store':
    case 'pick':
      return `${head} ${materia(r['materia'], 'materia')}`;
    case 'swap':
      return `${head} ${materia(r['give'], 'give')}>${materia(r['get'], 'get')}`;
    case 'raise':
      return `${head} ${spell(r['spell'])}`;
    case 'mode':
      need(typeof r['mode'] === 'string' && isKebab(r['mode']), `mode must be a kebab-case word, got ${JSON.stringify(r['mode'])}`);
      return `${head} ${r['mode'] as string}`;
    case 'cast': {
      const cast = `${head} ${spellAt(r['spell'], r['level'])}`;
      return r['from'] === undefined ? cast : `${cast} from ${seat(r['from'], 'from')}`;
    }
    case 'learn': {
      const spend = r['spend'];
      need(Array.isArray(spend) && spend.length > 0, 'spend must be a non-empty list of materia kinds');
      const paid = (spend as unknown[]).map((m, i) => materia(m, `spend[${i}]`));
      return `${head} ${spellAt(r['spell'], r['level'])} on ${materia(r['onCard'], 'onCard')} spend ${paid.join(' ')}`;
    }
    default:
      throw new NotationError('unformattable', `cannot write this action: unknown action type ${JSON.stringify(r['type'])}`, 0);
  }
}

/**
 * Writes actions one per line (joined with `\n`, no trailing newline), ready for
 * {@link parseActions}: a scenario script or the move list of a bug report.
 * @throws NotationError `unformattable`, whose `line` is the 1-based index of the action at fault.
 * @example
 * ```ts
 * formatActions([{ type: 'draw', player: 0 }, { type: 'pass', player: 0 }]); // 'P1 draw\nP1 pass'
 * ```
 * @group Notation
 */
export function formatActions(actions: readonly Action[]): string {
  return actions.map((action, i) => {
    try {
      return formatAction(action);
    } catch (e) {
      if (e instanceof NotationError) throw new NotationError(e.code, e.reason, 0, i + 1);
      throw e;
    }
  }).join('\n');
}
