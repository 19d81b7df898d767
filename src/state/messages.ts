/**
 * The English messages of refusals and errors, in one table: a sentence per message id, each
 * taking the values it names. Every refusal (`violation`), setup error, unknown-spell error and
 * internal check gets its text here, and this is the one module that reads the build switch
 * {@link DETAILED_MESSAGES}: in the `production` build the sentences are not built, the table is
 * unreferenced and bundlers leave it out, and a refusal's or error's code stands in for its text.
 *
 * Messages are for logs and developers, and are not an API: codes, fields and paths are. The
 * texts for players come from the localisation functions (`describeViolation`, in `locales/`).
 * @module
 */
import { DETAILED_MESSAGES } from './dev.js';
import { MAX_PENDING_FRAMES, MAX_PENDING_STEPS } from './pending-limits.js';
import { knownNamesHint } from './names.js';

/** "a" or "an" before `word` (the phase names: "an evening spell", "a morning action"). */
function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/** What each field of an action must hold, for the refusal of a malformed field. */
const FIELD_WANTS: Readonly<Record<string, string>> = {
  materia: 'a materia kind such as "red-circle"', give: 'a materia kind', get: 'a materia kind', onCard: 'a materia kind',
  spell: 'a spell id', level: '3, 4 or 5', from: 'a seat number', mode: 'a string', spend: 'a list of materia kinds',
};

/** A message: a fixed sentence, or a sentence built from the values it names. */
type Template = string | ((params: never) => string);

/**
 * Every message, by id. Values that may be anything a caller passed (`unknown`) are quoted here,
 * not where the message is asked for, so that the production build, which never builds the
 * sentence, does no formatting either.
 */
const ENGLISH = {
  // Refusals of an action's shape (actions/shape.ts): `malformed-action`.
  'not-a-plain-action': 'an action must be a plain object with a type and a player',
  'proto-field': 'an action has no field "__proto__"',
  'player-not-a-seat': 'player must be a seat number',
  'unknown-action-type': ({ type }: { type: unknown }) =>
    // Any value may land here (a BigInt or a symbol too): only a string is quoted.
    `unknown action type ${typeof type === 'string' ? JSON.stringify(type) : typeof type}`,
  'unknown-action-field': ({ type, field }: { type: string; field: string }) => `a ${type} action has no field ${JSON.stringify(field)}`,
  'field-must-be': ({ field }: { field: string }) => `${field} must be ${FIELD_WANTS[field]}`,
  'cast-unknown-spell': 'spell must be a known spell id',

  // Refusals of the turn (game/apply.ts).
  'game-over': 'the game is over',
  'not-your-turn': ({ decider, player }: { decider: number; player: number }) => `player ${decider} must act now, not player ${player}`,
  'stale-step': ({ expected, step }: { expected: unknown; step: number }) =>
    `the action was made at step ${String(expected)}, the game is at step ${step}`,

  // Refusals of phase actions (actions/phase-actions.ts).
  'not-this-decision': ({ type }: { type: string }) => `a ${type} action does not answer this decision`,
  'wrong-phase-action': ({ type, phase, now }: { type: string; phase: string; now: string }) =>
    `${type} is ${article(phase)} ${phase} action, not ${now}`,
  'primary-closed': 'primary actions are not open here',
  'pool-full': 'the pool already holds 9 materia',
  'not-on-altar': ({ kind }: { kind: string }) => `the altar has no ${kind}`,
  'nothing-to-draw': 'the pouch and the discard are both empty',
  'familiar-full': 'the familiar board is full',
  'not-in-pool': ({ kind }: { kind: string }) => `the pool has no ${kind}`,

  // Refusals of a cast or a copy (actions/phase-actions.ts).
  'not-usable': ({ spell, level, effectFits }: { spell: string; level: number; effectFits: boolean }) =>
    `${spell} at level ${level} cannot be used now: nothing would move, or its cost or target is missing${
      effectFits ? ', or its effect would not be carried out in full (the rule profile reads usableWhen: \'effect-fits\')' : ''}`,
  'spell-not-in-game': ({ spell }: { spell: string }) => `${spell} is not one of this game's spells`,
  'solo-clone-of-learned': ({ spell }: { spell: string }) => `a solo Clone copies only spells not learned; ${spell} is`,
  'copy-without-owner': 'a copy must name the player whose card it copies',
  'from-only-for-clone': '`from` is only for copying another player\'s spell with Clone',
  'not-another-player': ({ from }: { from: number }) => `player ${from} is not another player`,
  'not-learned': ({ player, spell }: { player: number; spell: string }) => `player ${player} has not learned ${spell}`,
  'not-copyable': ({ spell }: { spell: string }) => `${spell} cannot be copied`,
  'being-cast': ({ spell }: { spell: string }) => `${spell} is already being cast: a phase action within an effect leaves out the spells of its effects in progress`,
  'wrong-phase-spell': ({ spell, phase }: { spell: string; phase: string }) => `${spell} is not ${article(phase)} ${phase} spell`,
  'solo-clone-level': ({ level }: { level: number }) => `a solo Clone copies exactly the level-${level} effect`,
  'learned-today': ({ spell }: { spell: string }) => `${spell} was learned this Day; it is usable from the next Day`,
  'level-not-on-card': ({ spell, level, card }: { spell: string; level: number; card: number }) =>
    `${spell} cannot be used at level ${level} (card at level ${card})`,
  'same-as-higher-level': ({ spell, level, same }: { spell: string; level: number; same: number }) =>
    `${spell} at level ${level} does the same as at level ${same} here: it is one choice, cast at level ${same}`,

  // Refusals of a learn (actions/learn.ts).
  'no-such-player': 'no such player',
  'already-learned': ({ player, spell }: { player: number; spell: string }) => `player ${player} has already learned ${spell}`,
  'pool-short': ({ count, kind }: { count: number; kind: string }) => `the pool does not hold ${count} × ${kind}`,
  'card-not-paid': 'onCard must be one of the paid materia of the spell\'s colour',
  'payment-does-not-split': ({ count, colour, ownColourInTriples, level }: { count: number; colour: string; ownColourInTriples: boolean; level: number }) =>
    `${count} materia do not split into single ${colour} materia (the card's among them) and one-rune triples${
      ownColourInTriples ? '' : ' of the other colours'} worth level ${level}`,
  'payment-by-rule': ({ level, wild, rune }: { level: number; wild: number; rune: string }) =>
    `a level ${level} learn by this rule pays exactly ${level} materia: singles of the spell's colour and at most ${wild} wild ${rune} materia of another colour`,

  // Refusals of an answer to an effect's step (effects/).
  'not-this-step': ({ type, step }: { type: string; step: string }) => `a ${type} action does not answer the current ${step} step`,
  'step-not-stoppable': ({ step }: { step: string }) => `the ${step} step cannot be stopped`,
  'not-an-option': ({ type, step }: { type: string; step: string }) => `that ${type} is not one of the options of the current ${step} step`,
  'swap-of-one-kind': ({ give, get }: { give: string; get: string }) =>
    `a swap exchanges materia of two different kinds: giving a ${give} for a ${get} would change nothing`,

  // Setup errors of createGame's options (game/setup.ts, spells/selection.ts, state/rules.ts).
  'options-not-an-object': 'expected an options object',
  'unknown-option': ({ key, known }: { key: string; known: readonly string[] }) => `unknown option ${JSON.stringify(key)}${knownNamesHint(key, known)}`,
  'player-count': ({ players }: { players: unknown }) => `players must be 1 (solo), 2, 3 or 4, got ${JSON.stringify(players)}`,
  'solo-not-an-object': 'expected { difficulty }',
  'solo-needs-one-player': 'solo options need players: 1',
  'difficulty-range': ({ difficulty }: { difficulty: unknown }) => `difficulty must be 0, 1, 2 or 3, got ${JSON.stringify(difficulty)}`,
  'seed-not-a-string': 'the seed must be a string',
  'seed-too-long': ({ most }: { most: number }) => `the seed has at most ${most} characters, its "sfc32:" tag included`,
  'seat-range': ({ players, seat }: { players: number; seat: unknown }) => `expected a seat from 0 to ${players - 1}, got ${JSON.stringify(seat)}`,
  'deal-not-rigged': 'createGame deals a new game: a rigged setup is created by createRiggedGame(options)',
  'spell-count': ({ count }: { count: number }) => `expected 7 spells, one per colour, got ${count}`,
  'not-a-selection': 'expected \'set1\', \'set2\', \'set3\', \'classic\' or a list of 7 spell ids',
  'unknown-spell-id': ({ spell }: { spell: unknown }) => `unknown spell id ${JSON.stringify(spell)}`,
  'colour-twice': ({ spell, other, colour }: { spell: string; other: string; colour: string }) =>
    `${spell} and ${other} are both ${colour}: one spell per colour`,
  'unknown-rule-preset': ({ value }: { value: unknown }) =>
    `${typeof value === 'string' ? `unknown rule preset "${value}": ` : ''}expected "printed", "digital" or a profile object`,
  'unknown-rule-point': ({ point, points }: { point: string; points: readonly string[] }) =>
    `unknown rule point "${point}" (the points are ${points.join(', ')})`,
  'rule-point-value': ({ point, given, values }: { point: string; given: unknown; values: readonly string[] }) =>
    `${given === undefined ? 'missing' : 'unknown value for'} rule point ${point}: expected ${values.map((v, i) => `${i === 0 ? '' : i === values.length - 1 ? ' or ' : ', '}"${v}"`).join('')}`,

  // Setup errors of a rigged setup (game/rigged.ts).
  'not-an-object': 'expected an object',
  'not-a-materia-list': 'expected a list of materia kinds',
  'unknown-materia-kind': ({ value }: { value: unknown }) => `unknown materia kind ${JSON.stringify(value)}`,
  'entry-per-player': ({ players }: { players: number }) => `expected one entry per player (${players})`,
  'not-a-learned-list': 'expected a list of learned spells',
  'not-a-learned-spell': 'expected { spell, level, card }',
  'level-range': 'level must be 3, 4 or 5',
  'day-not-an-integer': 'day must be an integer',
  'day-range': 'day must be an integer of at least 1',
  'unknown-phase': ({ phases }: { phases: readonly string[] }) => `phase must be one of ${phases.join(', ')}`,
  'opponent-not-an-object': 'expected { track, lower }',
  // The problem of a rigged position, as the invariants word it (they word a save's too).
  'impossible-position': ({ problem }: { problem: string }) => problem,

  // A homebrew effect that would take the effects in progress past what a save holds (actions/start-frame.ts).
  'effects-too-large': ({ steps, effects }: { steps: number; effects: number }) =>
    `starting this effect would hold ${steps} steps in ${effects} effects in progress, more than a save holds `
    + `(${MAX_PENDING_STEPS} steps and modes, ${MAX_PENDING_FRAMES} effects)`,

  // Errors of a spell id no spell has (spells/unknown-spell.ts).
  'unknown-spell': ({ spell }: { spell: string }) => `unknown spell ${JSON.stringify(spell)}: no registered spell has this id (hasSpell checks one)`,

  // Errors of internal checks and of bad arguments to the engine's functions.
  'not-a-materia-kind': ({ kind }: { kind: unknown }) => `unknown materia kind ${String(kind)}`,
  'seed-algorithm': ({ seed }: { seed: string }) => `unsupported seed algorithm in ${seed}`,
  'rules-version-range': ({ latest, version }: { latest: number; version: unknown }) =>
    `rulePresetAt: expected a rules version from 1 to ${latest}, got ${String(version)}`,
  'not-a-phase-action': ({ type }: { type: string }) => `${type} is not a phase action`,
  'unchecked-answer': ({ type, step }: { type: string; step: string }) => `unchecked answer ${type} to a ${step} step`,
  'automatic-step': ({ step }: { step: string }) => `${step} is an automatic step: no action answers it`,
  'policy-changed-list': ({ count, now }: { count: number; now: number }) =>
    `playOut: the policy changed the list of legal actions (${count} actions, now ${now})`,
  'policy-not-an-index': ({ blind, chosen, count }: { blind: boolean; chosen: unknown; count: number }) =>
    `${blind ? 'playOutBlind' : 'playOut'}: the policy chose ${String(chosen)}, not an index below the ${count} legal actions`,
} satisfies Readonly<Record<string, Template>>;

/** The id of a message of the English table. */
export type MessageId = keyof typeof ENGLISH;

/** The values message `Id` names, as the rest of a call: one object, or nothing for a fixed sentence. */
export type MessageParams<Id extends MessageId> = (typeof ENGLISH)[Id] extends (params: infer P) => string ? [params: P] : [];

/**
 * The English sentence of message `id` with its `params`, or `false` in the `production` build,
 * which builds no sentence: there the code of the refusal or error stands in for it (`false` is
 * what `SetupError` reads so; `violation` does the same).
 */
export function explain<Id extends MessageId>(id: Id, ...params: MessageParams<Id>): string | false {
  return DETAILED_MESSAGES ? sentence(id, params) : false;
}

/**
 * The message of an error that has no code of its own (a `RangeError` of a bad argument, the
 * `Error` of an engine bug, an `UnknownSpellError`), or of a problem that an error will carry (a
 * rule profile's): the English sentence of `id`, or in the `production` build `standIn`, a few
 * words or a code that name the failure.
 */
export function errorMessage<Id extends MessageId>(standIn: string, id: Id, ...params: MessageParams<Id>): string {
  return explain(id, ...params) || standIn;
}

function sentence(id: MessageId, params: readonly unknown[]): string {
  const template: Template = ENGLISH[id];
  return typeof template === 'string' ? template : (template as (params: unknown) => string)(params[0]);
}
