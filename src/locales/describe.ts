/**
 * Localised descriptions of actions, events and decisions, for logs, narration and UIs. The
 * engine's state and events carry ids and numbers only; every word comes from a locale table.
 * @module
 */
import { mayDecline } from '../actions/scope.js';
import type { Action, RuleViolation } from '../actions/types.js';
import type { GameEvent } from '../actions/events.js';
import type { Decision } from '../game/decision.js';
import type { EffectStep, LowerStep, StepName } from '../state/steps.js';
import { colourOf, runeOf, type MateriaKind } from '../state/materia.js';
import { RULE_POINT_NAMES, type RuleProfile, type RulePresetName } from '../state/rules.js';
import type { Level, SpellId } from '../state/types.js';
import { profileOf } from '../spells/registry.js';
import type { LocaleTag } from '../spells/types.js';
import { en } from './en.js';
import { localeTable as tableOf } from './languages.js';
import { spellName } from './spell-words.js';
import type { LocaleTable, StepParams } from './types.js';

/**
 * A materia kind as localised colour and rune words.
 * @example
 * ```ts
 * describeMateria('red-circle');       // 'red circle'
 * describeMateria('red-circle', 'uk'); // 'червоне коло' with Ukrainian registered
 * ```
 * @group Localisation
 */
export function describeMateria(kind: MateriaKind, locale: LocaleTag = 'en'): string {
  return tableOf(locale).materia(colourOf(kind), runeOf(kind));
}

/**
 * A 0-based seat as a localised player name: `Player 1` for seat 0.
 * @group Localisation
 */
export function describePlayer(seat: number, locale: LocaleTag = 'en'): string {
  return tableOf(locale).player(seat + 1);
}

function spell(id: SpellId, locale: LocaleTag): string {
  return spellName(id, locale);
}

function modeName(t: LocaleTable, mode: string): string {
  return mode === 'store' || mode === 'take' ? t.modes[mode] : mode;
}

function stepName(t: LocaleTable, step: string): string {
  return Object.prototype.hasOwnProperty.call(t.stepNames, step) ? t.stepNames[step as EffectStep['step']] : step;
}

/**
 * How {@link describeAction} words an action.
 * @group Localisation
 */
export interface DescribeActionOptions {
  /**
   * `false` leaves out who acts, for a button or a menu of the deciding player's own choices:
   * `take a red circle from the altar`. Default `true`: `Player 1: take a red circle from the altar`.
   */
  readonly player?: boolean | undefined;
}

/**
 * What an action does, in a language: who acts and what they do (or only what they do, with
 * `{ player: false }`). A language that is not registered reads as English.
 * @example
 * ```ts
 * describeAction({ type: 'take', player: 0, materia: 'red-circle' });                          // 'Player 1: take a red circle from the altar'
 * describeAction({ type: 'take', player: 0, materia: 'red-circle' }, 'en', { player: false }); // 'take a red circle from the altar'
 * describeAction({ type: 'take', player: 0, materia: 'red-circle' }, 'pl'); // 'Gracz 1: weź czerwone koło z ołtarza' with Polish registered
 * ```
 * @group Localisation
 */
export function describeAction(action: Action, locale: LocaleTag = 'en', options: DescribeActionOptions = {}): string {
  const text = describeActionAlone(action, locale);
  if (options.player === false) return text;
  const t = tableOf(locale);
  return t.actionBy(t.player(action.player + 1), text);
}

/** An action's message, without the player. */
function describeActionAlone(action: Action, locale: LocaleTag): string {
  const t = tableOf(locale);
  const m = (k: MateriaKind): string => t.materia(colourOf(k), runeOf(k));
  const player = action.player + 1;
  switch (action.type) {
    case 'take': return t.actions.take({ player, materia: m(action.materia) });
    case 'draw': return t.actions.draw({ player });
    case 'store': return t.actions.store({ player, materia: m(action.materia) });
    case 'learn':
      return t.actions.learn({
        player, spell: spell(action.spell, locale), level: action.level, onCard: m(action.onCard), spend: action.spend.map(m),
      });
    case 'pass': return t.actions.pass({ player });
    case 'cast':
      return t.actions.cast({
        player, spell: spell(action.spell, locale), level: action.level, from: action.from === undefined ? null : action.from + 1,
      });
    case 'pick': return t.actions.pick({ player, materia: m(action.materia) });
    case 'swap': return t.actions.swap({ player, give: m(action.give), get: m(action.get) });
    case 'raise': return t.actions.raise({ player, spell: spell(action.spell, locale) });
    case 'mode': return t.actions.mode({ player, mode: modeName(t, action.mode) });
    case 'stop': return t.actions.stop({ player });
  }
}

/**
 * What happened, in a locale: one sentence per event.
 * @example
 * ```ts
 * describeEvent({ type: 'materia-taken', player: 1, materia: 'blue-square' }); // 'Player 2 takes a blue square from the altar.'
 * ```
 * @group Localisation
 */
export function describeEvent(event: GameEvent, locale: LocaleTag = 'en'): string {
  const t = tableOf(locale);
  const e = t.events;
  const m = (k: MateriaKind): string => t.materia(colourOf(k), runeOf(k));
  switch (event.type) {
    case 'materia-drawn': return e['materia-drawn']({ player: event.player + 1, materia: m(event.materia) });
    case 'materia-revealed': return e['materia-revealed']({ materia: m(event.materia) });
    case 'draw-lost': return e['draw-lost']({ to: event.to });
    case 'pouch-refilled': return e['pouch-refilled']({ count: event.count });
    case 'materia-taken': return e['materia-taken']({ player: event.player + 1, materia: m(event.materia) });
    case 'materia-stored':
      return e['materia-stored']({ player: event.player + 1, materia: m(event.materia), from: event.from, space: event.space + 1 });
    case 'materia-discarded':
      return event.from === 'altar'
        ? e['materia-discarded']({ from: 'altar', materia: m(event.materia) })
        : e['materia-discarded']({ from: event.from, player: event.player + 1, materia: m(event.materia) });
    case 'materia-held': return e['materia-held']({ player: event.player + 1, materia: m(event.materia) });
    case 'spell-learned':
      return e['spell-learned']({
        player: event.player + 1, spell: spell(event.spell, locale), level: event.level, card: m(event.card), spend: event.spend.map(m),
      });
    case 'passed': return e.passed({ player: event.player + 1, phase: event.phase });
    case 'phase-started': return e['phase-started']({ player: event.player + 1, phase: event.phase, day: event.day });
    case 'altar-resupplied': return e['altar-resupplied']({ rule: event.rule });
    case 'day-ended': return e['day-ended']({ player: event.player + 1, day: event.day });
    case 'game-end-triggered': return e['game-end-triggered']({ player: event.player + 1, reason: event.reason });
    case 'game-ended': return e['game-ended']({});
    case 'spell-cast':
      return e['spell-cast']({
        player: event.player + 1, spell: spell(event.spell, locale), level: event.level, from: event.from === undefined ? null : event.from + 1,
      });
    case 'spell-level-changed':
      return e['spell-level-changed']({ player: event.player + 1, spell: spell(event.spell, locale), from: event.from, to: event.to });
    case 'materia-swapped':
      return event.with === 'altar'
        ? e['materia-swapped']({ player: event.player + 1, with: 'altar', give: m(event.give), get: m(event.get) })
        : e['materia-swapped']({ player: event.player + 1, with: 'familiar', give: m(event.give), get: m(event.get), space: event.space + 1 });
    case 'spell-triggered': return e['spell-triggered']({ player: event.player + 1, spell: spell(event.spell, locale), level: event.level });
    case 'step-skipped':
      return e['step-skipped']({ player: event.player + 1, step: event.step, stepName: stepName(t, event.step), remaining: event.remaining });
    case 'step-stopped': return e['step-stopped']({ player: event.player + 1, step: event.step, stepName: stepName(t, event.step) });
    case 'mode-chosen': return e['mode-chosen']({ player: event.player + 1, mode: modeName(t, event.mode) });
    case 'opponent-placed': return e['opponent-placed']({ materia: m(event.materia), space: event.space });
    case 'opponent-received': return e['opponent-received']({ materia: m(event.materia), from: event.from });
    case 'altar-refreshed': return e['altar-refreshed']({ space: event.space });
  }
}

/**
 * How to read a locale's parameters off a step of each kind (`m` names a materia in that locale;
 * `rules` is the profile the text follows).
 */
type StepParamReaders = {
  readonly [K in StepName]: (
    step: Extract<EffectStep, { readonly step: K }>, m: (k: MateriaKind) => string, t: LocaleTable, rules: RuleProfile,
  ) => StepParams[K];
};

/** Storm's discards under the digital profile: at most 10 in all (its card's "1 to 10"). */
const DIGITAL_STORM_MAX = 10;

/** Where a `lower` step takes the card: to the level its effect names (printed), or one level down (`null`). */
function loweredTo(step: LowerStep, rules: RuleProfile): Level | null {
  return rules.lowering === 'to-printed-level' ? step.to : null;
}

/** The locale parameters of each step kind: one entry per kind, which the compiler requires. */
const STEP_PARAMS: StepParamReaders = {
  'draw': (step) => ({ count: step.count }),
  'draw-until': (step) => ({ size: step.size }),
  'reveal': (step) => ({ count: step.count }),
  'others-draw': () => ({}),
  'take': (step) => ({ count: step.count, filter: step.filter ?? null, optional: step.optional === true }),
  'take-store': (step) => ({ count: step.count }),
  'store': (step) => ({ count: step.count, filter: step.filter ?? null }),
  'discard': (step) => ({ count: step.count, filter: step.filter ?? null, cost: step.cost === true }),
  'swap-altar': (step) => ({ count: step.count }),
  'swap-familiar': () => ({}),
  'clear-altar': (step, _m, _t, rules) => rules.stormDiscards === 'any-number'
    ? { discarded: step.discarded, min: 0, max: null }
    : { discarded: step.discarded, min: 1, max: DIGITAL_STORM_MAX },
  'lower': (step, _m, _t, rules) => ({ to: loweredTo(step, rules) }),
  'raise': () => ({}),
  'mode': (step, _m, t) => ({ modes: step.modes.map((w) => modeName(t, w.mode)) }),
  'phase-action': (step, _m, _t, rules) => ({ phase: step.phase, as: step.as, optional: mayDecline(step, rules) }),
  'learn': (step) => ({ wild: step.wild, rune: step.rune }),
  'learn-discards': (step, m) => ({ keep: step.keep, setAside: step.setAside.map(m) }),
  'store-from-discard': (step) => ({ count: step.count }),
  'check-end': () => ({}),
  'discard-held': (step, m) => ({ materia: step.materia.map(m) }),
  'opponent-take': () => ({}),
  'opponent-draw': () => ({}),
  'opponent-place': () => ({}),
  'altar-refill': (step) => ({ size: step.size, refreshSpace: step.refreshSpace }),
  'close-day': () => ({}),
};

/**
 * What an effect step asks (or does), in a locale, without the player: e.g. `choose an altar
 * materia to take`. Used by {@link describeDecision}. The prompt follows the game's rule profile
 * (rules §0), `printed` by default: pass `state.rules` or a preset name. Storm's discards and the
 * lowering of Growth and Storm read differently under the two presets.
 * @example
 * ```ts
 * describeStep({ step: 'clear-altar', discarded: 0 });                  // 'choose an altar materia to discard, or stop'
 * describeStep({ step: 'clear-altar', discarded: 0 }, 'en', 'digital'); // 'choose an altar materia to discard (1 to 10 in all)'
 * describeStep({ step: 'lower', to: 3 });                                // 'move the card down to level 3'
 * describeStep({ step: 'lower', to: 3 }, 'en', 'digital');               // 'lower the card one level'
 * ```
 * @group Localisation
 */
export function describeStep(step: EffectStep, locale: LocaleTag = 'en', rules: RuleProfile | RulePresetName = 'printed'): string {
  const t = tableOf(locale);
  const m = (k: MateriaKind): string => t.materia(colourOf(k), runeOf(k));
  // One kind's parameter reader and message, typed together by the tables above.
  const read = STEP_PARAMS[step.step] as (s: EffectStep, m: (k: MateriaKind) => string, t: LocaleTable, rules: RuleProfile) => never;
  return (t.steps[step.step] as (p: never) => string)(read(step, m, t, profileOf(rules)));
}

/**
 * What the game is waiting for, in a locale: who must act and what they are asked. The prompt
 * follows the game's rule profile (rules §0), `printed` by default: pass `state.rules` (or a
 * preset name) so that it says what the game's profile does (see {@link describeStep}).
 * @example
 * ```ts
 * describeDecision(currentDecision(state), 'en', state.rules);
 * // 'Player 1, Evening: learn a spell, use a spell, or pass'
 * // 'Player 2: choose an altar materia to take (Blaze)'
 * // Storm's discards: 'Player 1: choose an altar materia to discard, or stop (Storm)' (printed),
 * // 'Player 1: choose an altar materia to discard (1 to 10 in all) (Storm)' (digital)
 * ```
 * @group Localisation
 */
export function describeDecision(decision: Decision, locale: LocaleTag = 'en', rules: RuleProfile | RulePresetName = 'printed'): string {
  const t = tableOf(locale);
  switch (decision.kind) {
    case 'phase':
      return t.decisions.phase({
        player: decision.player + 1, phase: decision.phase, day: decision.day, actionsTaken: decision.actionsTaken,
      });
    case 'effect':
      return t.decisions.effect({
        player: decision.player + 1,
        prompt: describeStep(decision.step, locale, rules),
        spell: decision.spell === null ? null : spell(decision.spell, locale),
      });
    case 'game-over': return t.decisions['game-over']({});
  }
}

/**
 * Why an action was refused, for a player to read: one localised sentence per
 * {@link ViolationCode} (the violation's own `message` is English, for logs). Branch on the code,
 * show this. The sentence follows the game's rule profile (rules §0), `printed` by default: pass
 * `state.rules` or a preset name (an `invalid-payment` names the colours a wild triple may have).
 * @example
 * ```ts
 * const r = applyAction(state, { type: 'draw', player: 1 });
 * if (!r.ok) console.log(describeViolation(r.error, 'pl', state.rules)); // e.g. 'To nie twoja kolej.'
 * describeViolation({ code: 'invalid-payment' });                  // '… plus wild triples of one rune in any colours.'
 * describeViolation({ code: 'invalid-payment' }, 'en', 'digital'); // '… plus wild triples of one rune in colours other than the spell's.'
 * ```
 * @group Localisation
 */
export function describeViolation(
  violation: Pick<RuleViolation, 'code'>, locale: LocaleTag = 'en', rules: RuleProfile | RulePresetName = 'printed',
): string {
  const table = tableOf(locale);
  const profile = profileOf(rules);
  for (const point of RULE_POINT_NAMES) {
    const byValue = table.violationsUnder[point] as Readonly<Record<string, Partial<Record<string, string>> | undefined>> | undefined;
    const text = byValue?.[profile[point]]?.[violation.code];
    if (text !== undefined) return text;
  }
  return table.violations[violation.code] ?? en.violations[violation.code] ?? String(violation.code);
}
