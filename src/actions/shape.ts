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

/**
 * The fields each action type may carry besides `type` and `player`. Anything else is refused: an action is stored in
 * histories and records and relayed to other players, so it must never carry a client's extra data.
 */
export const ACTION_FIELDS: Readonly<Record<Action['type'], readonly string[]>> = {
  take: ['materia'],
  draw: [],
  store: ['materia'],
  learn: ['spell', 'level', 'onCard', 'spend'],
  pass: [],
  cast: ['spell', 'level', 'from'],
  pick: ['materia'],
  swap: ['give', 'get'],
  raise: ['spell'],
  mode: ['mode'],
  stop: [],
};

function isSeat(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** The refusal of what is not an object, and of an object whose fields cannot be read (a proxy or a getter that throws). */
function notPlain(): RuleViolation {
  return violation('malformed-action', undefined, 'not-a-plain-action');
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
      if (key === '__proto__') return violation('malformed-action', key, 'proto-field');
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

/** What each field of an action must hold (`player` is checked first, and `type` picks the fields). */
const FIELD_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  materia: isMateriaKind,
  give: isMateriaKind,
  get: isMateriaKind,
  onCard: isMateriaKind,
  spell: (v) => typeof v === 'string',
  level: (v) => v === 3 || v === 4 || v === 5,
  from: (v) => v === undefined || isSeat(v),
  mode: (v) => typeof v === 'string',
  spend: (v) => Array.isArray(v) && v.every(isMateriaKind),
};

/** Checks the fields of a plain copy of an action (see {@link readAction}), in the order of {@link ACTION_FIELDS}. */
function checkShape(a: Record<string, unknown>): RuleViolation | undefined {
  if (!isSeat(a['player'])) return violation('malformed-action', 'player', 'player-not-a-seat');
  const type = a['type'];
  const fields = typeof type === 'string' && Object.hasOwn(ACTION_FIELDS, type) ? ACTION_FIELDS[type as Action['type']] : undefined;
  if (fields === undefined) {
    return violation('malformed-action', 'type', 'unknown-action-type', { type });
  }
  for (const key in a) {
    if (key !== 'type' && key !== 'player' && !fields.includes(key)) {
      return violation('malformed-action', key, 'unknown-action-field', { type: type as string, field: key });
    }
  }
  for (const key of fields) {
    const check = FIELD_CHECKS[key];
    if (check !== undefined && !check(a[key])) {
      return violation('malformed-action', key, 'field-must-be', { field: key });
    }
    // A cast names a spell that exists; a learn's unknown spell is refused by the rules (not in this game).
    if (key === 'spell' && type === 'cast' && !hasSpell(a[key])) {
      return violation('malformed-action', 'spell', 'cast-unknown-spell');
    }
  }
  return undefined;
}
