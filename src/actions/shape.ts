/**
 * Reading untrusted actions (a client's JSON, or any object a caller passes): the action's own
 * fields are read once into a plain copy, and every field of the copy is checked before any rule
 * looks at it, so the rules can trust their input and carry out exactly what was checked.
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

/** The refusal of what is not an object, and of an object whose fields cannot be read (a proxy or a getter that throws). */
function notPlain(): RuleViolation {
  return violation('malformed-action', DETAILED_MESSAGES && 'an action must be a plain object with a type and a player');
}

/**
 * Reads `action` once: a plain copy of its own enumerable string-keyed fields (each read once, a
 * `spend` list copied entry by entry), checked to be a well-formed {@link Action} (not that it is
 * legal). Returns the copy, or the `malformed-action` violation; never throws, whatever the object
 * (a getter or a proxy that throws, a revoked proxy).
 */
export function readAction(action: unknown): Action | RuleViolation {
  try {
    if (typeof action !== 'object' || action === null || Array.isArray(action)) return notPlain();
    const a: Record<string, unknown> = {};
    for (const key of Object.keys(action)) {
      // Assigned, "__proto__" would set the copy's prototype instead of making a field to refuse.
      if (key === '__proto__') return violation('malformed-action', DETAILED_MESSAGES && 'an action has no field "__proto__"', key);
      const value = (action as Record<string, unknown>)[key];
      a[key] = key === 'spend' && Array.isArray(value) ? copySpend(value) : value;
    }
    return checkShape(a) ?? (a as unknown as Action);
  } catch {
    return notPlain();
  }
}

/**
 * A copy of a `spend` list, its length read once. It stops after the first entry that is not a
 * materia kind (a hole reads as `undefined`), which {@link checkShape} then refuses: a sparse list
 * of a billion entries costs one step, not a billion.
 */
function copySpend(list: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (let i = 0, n = list.length; i < n; i++) {
    const m = list[i];
    out.push(m);
    if (!isMateriaKind(m)) break;
  }
  return out;
}

/** Checks the fields of a plain copy of an action (see {@link readAction}). */
function checkShape(a: Record<string, unknown>): RuleViolation | undefined {
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
    default: {
      // Any value may land here (a BigInt or a symbol too): only a string is quoted.
      const type = a['type'];
      return violation('malformed-action', DETAILED_MESSAGES && `unknown action type ${typeof type === 'string' ? JSON.stringify(type) : typeof type}`, 'type');
    }
  }
}

