/**
 * Shape checks for untrusted actions (a client's JSON): every field is checked before any rule
 * looks at it, so the rules can trust their input.
 * @module
 */
import { isMateriaKind } from '../state/materia.js';
import { hasSpell } from '../spells/registry.js';
import type { Action, RuleViolation } from './types.js';
import { violation } from './violation.js';
import { DETAILED_MESSAGES } from '../state/dev.js';

/**
 * The fields each action type may carry. Anything else is refused: an action is stored in
 * histories and records and relayed to other players, so it must never carry a client's extra data.
 */
export const ACTION_FIELDS: Readonly<Record<Action['type'], readonly string[]>> = {
  take: ['type', 'player', 'materia'],
  draw: ['type', 'player'],
  store: ['type', 'player', 'materia'],
  learn: ['type', 'player', 'spell', 'level', 'onCard', 'spend'],
  pass: ['type', 'player'],
  cast: ['type', 'player', 'spell', 'level', 'from'],
  pick: ['type', 'player', 'materia'],
  swap: ['type', 'player', 'give', 'get'],
  raise: ['type', 'player', 'spell'],
  mode: ['type', 'player', 'mode'],
  stop: ['type', 'player'],
};

function isSeat(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/**
 * Checks that `action` is a well-formed {@link Action} (not that it is legal).
 * Returns the violation, or `undefined` when the shape is right.
 */
export function checkShape(action: unknown): RuleViolation | undefined {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    return violation('malformed-action', DETAILED_MESSAGES && 'an action must be an object with a type and a player');
  }
  const a = action as Record<string, unknown>;
  if (!isSeat(a['player'])) return violation('malformed-action', DETAILED_MESSAGES && 'player must be a seat number', 'player');
  const fields = Object.hasOwn(ACTION_FIELDS, a['type'] as string) ? ACTION_FIELDS[a['type'] as Action['type']] : undefined;
  if (fields !== undefined) {
    for (const key in a) {
      if (!fields.includes(key)) return violation('malformed-action', DETAILED_MESSAGES && `a ${String(a['type'])} action has no field ${JSON.stringify(key)}`, key);
    }
  }
  return checkFields(a);
}

/** The fields of an action whose type is known to have no others. */
function checkFields(a: Record<string, unknown>): RuleViolation | undefined {
  switch (a['type']) {
    case 'draw':
    case 'pass':
    case 'stop':
      return undefined;
    case 'pick':
      return isMateriaKind(a['materia'])
        ? undefined
        : violation('malformed-action', DETAILED_MESSAGES && `materia must be a materia kind such as "red-circle"`, 'materia');
    case 'swap':
      if (!isMateriaKind(a['give'])) return violation('malformed-action', DETAILED_MESSAGES && 'give must be a materia kind', 'give');
      if (!isMateriaKind(a['get'])) return violation('malformed-action', DETAILED_MESSAGES && 'get must be a materia kind', 'get');
      return undefined;
    case 'raise':
      return typeof a['spell'] === 'string' ? undefined : violation('malformed-action', DETAILED_MESSAGES && 'spell must be a spell id', 'spell');
    case 'mode':
      return typeof a['mode'] === 'string' ? undefined : violation('malformed-action', DETAILED_MESSAGES && 'mode must be a string', 'mode');
    case 'cast': {
      if (typeof a['spell'] !== 'string' || !hasSpell(a['spell'])) return violation('malformed-action', DETAILED_MESSAGES && 'spell must be a known spell id', 'spell');
      const level = a['level'];
      if (level !== 3 && level !== 4 && level !== 5) return violation('malformed-action', DETAILED_MESSAGES && 'level must be 3, 4 or 5', 'level');
      if ('from' in a && a['from'] !== undefined && !isSeat(a['from'])) return violation('malformed-action', DETAILED_MESSAGES && 'from must be a seat number', 'from');
      return undefined;
    }
    case 'take':
    case 'store':
      return isMateriaKind(a['materia'])
        ? undefined
        : violation('malformed-action', DETAILED_MESSAGES && `materia must be a materia kind such as "red-circle"`, 'materia');
    case 'learn': {
      if (typeof a['spell'] !== 'string') return violation('malformed-action', DETAILED_MESSAGES && 'spell must be a spell id', 'spell');
      const level = a['level'];
      if (level !== 3 && level !== 4 && level !== 5) return violation('malformed-action', DETAILED_MESSAGES && 'level must be 3, 4 or 5', 'level');
      if (!isMateriaKind(a['onCard'])) return violation('malformed-action', DETAILED_MESSAGES && 'onCard must be a materia kind', 'onCard');
      const spend = a['spend'];
      if (!Array.isArray(spend) || !spend.every(isMateriaKind)) {
        return violation('malformed-action', DETAILED_MESSAGES && 'spend must be a list of materia kinds', 'spend');
      }
      return undefined;
    }
    default:
      return violation('malformed-action', DETAILED_MESSAGES && `unknown action type ${JSON.stringify(a['type'])}`, 'type');
  }
}

/** Narrows after {@link checkShape} returned `undefined`. */
export function asAction(action: unknown): Action {
  return action as Action;
}
