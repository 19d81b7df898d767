/**
 * Game invariants: what holds in every state the engine produces, whatever the actions. A loaded
 * save must satisfy them too, since the step functions trust them (a pool of 10 or a 106th token
 * would make the rules misbehave rather than fail).
 * @module
 */
import type { Action } from '../actions/types.js';
import type { EffectFrame, EffectStep, SpellStep, StepName } from '../state/steps.js';
import { listOptions } from '../effects/answer.js';
import { STEP_KINDS } from '../effects/kinds.js';
import { MOST_STORM_DISCARDS } from '../effects/takes.js';
import { getSpell, hasSpell } from '../spells/registry.js';
import { FAMILIAR_SPACES, POOL_LIMIT } from '../state/familiar.js';
import { COLOURS, COPIES_PER_KIND, KIND_COUNT, MATERIA_KINDS, colourOf, type Counts, type MateriaKind } from '../state/materia.js';
import { bump, total } from '../state/multiset.js';
import { MAX_DIFFICULTY, OPPONENT_SPACES } from '../solo/board.js';
import { PHASES, type GameState, type PlayerState } from '../state/types.js';

/**
 * A broken invariant: where, as a JSON path from the state (`$`), and what is wrong.
 * @group Game state
 */
export interface InvariantProblem {
  /** The JSON path of the value at fault, such as `$.players[1].pool`. */
  readonly path: string;
  /** What is wrong, for people. */
  readonly message: string;
}

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;
/** The solo mode's number of players (rules §9). */
const SOLO_PLAYERS = 1;

function addCounts(into: number[], counts: Counts): void {
  for (let i = 0; i < KIND_COUNT; i++) into[i] = (into[i] as number) + (counts[i] as number);
}

// A Map rather than kindIndex: kindIndex's table answers for inherited names like "toString",
// which would miscount silently instead of failing.
const INDEX: ReadonlyMap<string, number> = new Map(MATERIA_KINDS.map((k, i) => [k, i]));

function addKinds(into: number[], kinds: readonly MateriaKind[]): void {
  for (const m of kinds) {
    const i = INDEX.get(m);
    if (i === undefined) throw new Error(`unknown materia kind ${String(m).slice(0, 40)}`);
    bump(into, i, 1);
  }
}

/**
 * Counts every materia token of the game, wherever it is: pouch (with its rigged next draws),
 * altar, discard, every pool, every familiar board, every learned spell's card and, in solo
 * mode, the opponent's track and lower part, and the materia an effect in progress holds aside
 * (its `discard-held` step). In a valid state each of the 21 kinds counts exactly 5, 105 tokens in
 * all.
 *
 * The state must be well typed (as {@link deserialize} guarantees).
 * @throws Error when a materia kind in the state is unknown (a malformed state).
 * @example
 * ```ts
 * materiaCensus(createGame({ players: 2, seed: 'x' })).every((n) => n === 5); // true
 * ```
 * @group Game state
 */
export function materiaCensus(state: GameState): number[] {
  const census = new Array<number>(KIND_COUNT).fill(0);
  addCounts(census, state.pouch);
  addKinds(census, state.pouchTop);
  addCounts(census, state.altar);
  addCounts(census, state.discard);
  for (const p of state.players) {
    addCounts(census, p.pool);
    addKinds(census, p.familiar);
    addKinds(census, p.spells.map((s) => s.card));
  }
  if (state.opponent !== null) {
    addKinds(census, state.opponent.track);
    addCounts(census, state.opponent.lower);
  }
  for (const frame of state.pending) for (const step of frame.steps) if (step.step === 'discard-held') addKinds(census, step.materia);
  return census;
}

function isCount(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min;
}

function isSeat(value: number, players: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value < players;
}

// Spell ids come from untrusted saves: keep messages short whatever their length.
function quote(id: string): string {
  return JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);
}

function problem(path: string, message: string): InvariantProblem {
  return { path, message };
}

/** The first count of a multiset that is not a non-negative integer (the census alone nets a -1 against a +1). */
function countsProblem(counts: Counts, at: string): InvariantProblem | undefined {
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] as number;
    if (!isCount(n, 0)) return problem(`${at}[${i}]`, `a count must be a non-negative integer, got ${n}`);
  }
  return undefined;
}

/** Every multiset of the state: pouch, altar, discard, each pool, the solo opponent's lower part. */
function everyCountProblem(state: GameState): InvariantProblem | undefined {
  let p = countsProblem(state.pouch, '$.pouch') ?? countsProblem(state.altar, '$.altar') ?? countsProblem(state.discard, '$.discard');
  for (let seat = 0; p === undefined && seat < state.players.length; seat++) {
    p = countsProblem((state.players[seat] as PlayerState).pool, `$.players[${seat}].pool`);
  }
  return p ?? (state.opponent === null ? undefined : countsProblem(state.opponent.lower, '$.opponent.lower'));
}

function playerCountProblem(state: GameState): InvariantProblem | undefined {
  const n = state.players.length;
  if (state.opponent === null) {
    if (n === SOLO_PLAYERS) return problem('$.players', `a game of ${SOLO_PLAYERS} player is the solo mode, which needs the virtual opponent`);
    return n < MIN_PLAYERS || n > MAX_PLAYERS ? problem('$.players', `${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${n}`) : undefined;
  }
  if (n === SOLO_PLAYERS) return undefined;
  return n < MIN_PLAYERS || n > MAX_PLAYERS
    ? problem('$.players', `${SOLO_PLAYERS} to ${MAX_PLAYERS} players, got ${n}`)
    : problem('$.opponent', `only a solo game (${SOLO_PLAYERS} player) has a virtual opponent; this game has ${n} players`);
}

function turnProblem(state: GameState): InvariantProblem | undefined {
  const n = state.players.length;
  const count = playerCountProblem(state);
  if (count !== undefined) return count;
  if (!isCount(state.day, 1)) return problem('$.day', 'the Day number must be an integer of at least 1');
  if (!isCount(state.step, 0)) return problem('$.step', 'the step counter must be a non-negative integer');
  if (!isCount(state.phaseActions, 0)) return problem('$.phaseActions', 'the phase action count must be a non-negative integer');
  if (state.phase !== 'ended' && !PHASES.includes(state.phase)) return problem('$.phase', `unknown phase ${String(state.phase)}`);
  if (!isSeat(state.firstPlayer, n)) return problem('$.firstPlayer', `the first player must be a seat from 0 to ${n - 1}`);
  if (!isSeat(state.active, n)) return problem('$.active', `the active player must be a seat from 0 to ${n - 1}`);
  const trigger = state.endTrigger;
  if (trigger === null) {
    if (state.phase !== 'ended' || trackFull(state)) return undefined;
    return problem('$.endTrigger', state.opponent === null
      ? 'the game is over but its end was never triggered'
      : "the game is over but its end was never triggered and the opponent's track is not full");
  }
  if (!isSeat(trigger.player, n)) return problem('$.endTrigger.player', `the triggering player must be a seat from 0 to ${n - 1}`);
  if (!isCount(trigger.day, 1) || trigger.day > state.day) return problem('$.endTrigger.day', `the trigger Day must be from 1 to ${state.day}`);
  // Only the active player can trigger the end, so a trigger today is theirs.
  if (trigger.day === state.day && trigger.player !== state.active) {
    return problem('$.endTrigger.player', 'the end was triggered today by a player whose Day it is not');
  }
  const who = state.players[trigger.player] as PlayerState;
  if (trigger.reason === 'seventh-spell' && who.spells.length !== COLOURS.length) {
    return problem('$.endTrigger.reason', `player ${trigger.player} has not learned ${COLOURS.length} spells`);
  }
  if (trigger.reason === 'familiar-full' && who.familiar.length !== FAMILIAR_SPACES) {
    return problem('$.endTrigger.reason', `player ${trigger.player}'s familiar board is not full`);
  }
  // Solo: the game ends right after the end-of-Day placement of the Day of the trigger (rules §9).
  if (state.opponent !== null && trigger.day !== state.day) {
    return problem('$.endTrigger.day', `a solo game ends with the Day of its trigger, Day ${trigger.day}, not later (Day ${state.day})`);
  }
  return undefined;
}

function trackFull(state: GameState): boolean {
  return state.opponent !== null && state.opponent.track.length >= OPPONENT_SPACES;
}

function opponentProblem(state: GameState): InvariantProblem | undefined {
  const o = state.opponent;
  if (o === null) return undefined;
  if (o.track.length > OPPONENT_SPACES) {
    return problem('$.opponent.track', `the opponent's track has ${OPPONENT_SPACES} spaces, got ${o.track.length} materia`);
  }
  // Filling the 17th space ends the game in the same step (rules §9).
  if (o.track.length === OPPONENT_SPACES && state.phase !== 'ended') {
    return problem('$.opponent.track', "the opponent's track is full, so the game is over");
  }
  if (!isCount(o.difficulty, 0) || o.difficulty > MAX_DIFFICULTY) {
    return problem('$.opponent.difficulty', `the difficulty must be an integer from 0 to ${MAX_DIFFICULTY}`);
  }
  return undefined;
}

function spellsProblem(state: GameState): InvariantProblem | undefined {
  if (state.spells.length !== COLOURS.length) {
    return problem('$.spells', `a game has ${COLOURS.length} spells, one per colour; got ${state.spells.length}`);
  }
  for (let i = 0; i < COLOURS.length; i++) {
    const id = state.spells[i] as string;
    if (!hasSpell(id)) return problem(`$.spells[${i}]`, `unknown spell id ${quote(id)}`);
    const colour = getSpell(id).colour;
    if (colour !== COLOURS[i]) {
      const twice = state.spells.slice(0, i).some((other) => hasSpell(other) && getSpell(other).colour === colour);
      return problem(`$.spells[${i}]`, twice ? `two ${colour} spells: one spell per colour` : `spells must be in colour order: ${COLOURS[i]} here`);
    }
  }
  return undefined;
}

function playerProblem(state: GameState, seat: number): InvariantProblem | undefined {
  const p = state.players[seat] as PlayerState;
  const at = `$.players[${seat}]`;
  if (total(p.pool) > POOL_LIMIT) return problem(`${at}.pool`, `a pool holds at most ${POOL_LIMIT} materia, got ${total(p.pool)}`);
  if (p.familiar.length > FAMILIAR_SPACES) {
    return problem(`${at}.familiar`, `a familiar board has ${FAMILIAR_SPACES} spaces, got ${p.familiar.length} materia`);
  }
  const seen = new Set<string>();
  for (let i = 0; i < p.spells.length; i++) {
    const s = p.spells[i] as PlayerState['spells'][number];
    const sAt = `${at}.spells[${i}]`;
    if (!state.spells.includes(s.spell)) return problem(`${sAt}.spell`, `${quote(s.spell)} is not one of this game's spells`);
    if (seen.has(s.spell)) return problem(`${sAt}.spell`, `${quote(s.spell)} is learned twice`);
    seen.add(s.spell);
    const colour = getSpell(s.spell).colour;
    if (colourOf(s.card) !== colour) return problem(`${sAt}.card`, `the card materia of ${s.spell} must be ${colour}`);
    if (!isCount(s.day, 0) || s.day > state.day) return problem(`${sAt}.day`, `the Day learned must be from 0 to ${state.day}`);
    // Only the active player learns, so a spell learned today is theirs.
    if (s.day === state.day && seat !== state.active) return problem(`${sAt}.day`, 'learned today by a player whose Day it is not');
  }
  return undefined;
}

/**
 * Where a step of each kind may stand, by the step's name: a spell's step (`SpellStep`) is
 * `spell`, or `solo` when it gives materia to the solo opponent (solo Blaze and Sharing); a step
 * only the engine starts (`EngineStep`) is `learn-end` (the end of a Learn's payment),
 * `effect-end` (the last step of an effect that held materia aside) or `day-end` (the solo end of
 * a Day, held by no other frame). The type asks for every kind and keeps each on its side of the
 * SpellStep / EngineStep split.
 */
const STEP_PLACES: { readonly [K in StepName]: K extends SpellStep['step'] ? 'spell' | 'solo' : 'learn-end' | 'effect-end' | 'day-end' } = {
  'draw': 'spell',
  'draw-until': 'spell',
  'reveal': 'spell',
  'others-draw': 'spell',
  'take': 'spell',
  'take-store': 'spell',
  'store': 'spell',
  'discard': 'spell',
  'swap-altar': 'spell',
  'swap-familiar': 'spell',
  'clear-altar': 'spell',
  'lower': 'spell',
  'raise': 'spell',
  'mode': 'spell',
  'phase-action': 'spell',
  'learn': 'spell',
  'opponent-take': 'solo',
  'opponent-draw': 'solo',
  'learn-discards': 'learn-end',
  'store-from-discard': 'learn-end',
  'check-end': 'learn-end',
  'discard-held': 'effect-end',
  'opponent-place': 'day-end',
  'altar-refill': 'day-end',
  'close-day': 'day-end',
};

/**
 * A step that the game's rule profile never leaves in progress: Communion L5's stores come from
 * the discard box only under `communionStores: discard-box` and from the Learn's own discards
 * only under `learn-discards`; materia wait aside only under `cloneDiscard: held-aside`; Storm
 * stops by itself at its tenth discard under `stormDiscards: one-to-ten`.
 */
function profileProblem(state: GameState, step: EffectStep, at: string): InvariantProblem | undefined {
  const rules = state.rules;
  if (step.step === 'store-from-discard' && rules.communionStores !== 'discard-box') {
    return problem(at, 'a store from the discard box needs communionStores: discard-box');
  }
  if (step.step === 'learn-discards' && step.keep > 0 && rules.communionStores !== 'learn-discards') {
    return problem(`${at}.keep`, 'keeping Learn discards needs communionStores: learn-discards');
  }
  if (step.step === 'discard-held' && rules.cloneDiscard !== 'held-aside') {
    return problem(at, 'materia are held aside only under cloneDiscard: held-aside');
  }
  if (step.step === 'clear-altar' && rules.stormDiscards === 'one-to-ten' && step.discarded >= MOST_STORM_DISCARDS) {
    return problem(`${at}.discarded`, `Storm stops at ${MOST_STORM_DISCARDS} discards under stormDiscards: one-to-ten`);
  }
  return undefined;
}

/**
 * Problems in a list of steps wherever it is (a frame's, or a mode's): takers, Learn discards,
 * held materia anywhere but at the end of a frame, and steps of the solo mode outside it (or, for
 * the end of a Day, outside that frame).
 */
function stepsProblem(state: GameState, steps: readonly EffectStep[], at: string, headOfCurrent: boolean, ofFrame: boolean): InvariantProblem | undefined {
  const n = state.players.length;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as EffectStep;
    const sAt = `${at}[${i}]`;
    if (step.step === 'take' && !isSeat(step.taker, n)) return problem(`${sAt}.taker`, `the taker must be a seat from 0 to ${n - 1}`);
    // A Learn's set-aside materia wait in the pool only while they are the current choice: a
    // step before them could move them away, and their discard would then take what is not there.
    if (step.step === 'learn-discards' && !(headOfCurrent && i === 0)) {
      return problem(sAt, "a Learn's set-aside materia can only wait as the current step");
    }
    const profile = profileProblem(state, step, sAt);
    if (profile !== undefined) return profile;
    const place = STEP_PLACES[step.step];
    if (place === 'effect-end') {
      if (!ofFrame || i !== steps.length - 1) return problem(sAt, `a ${step.step} step stands last in an effect, after every step its materia wait for`);
      if (step.step === 'discard-held' && step.materia.length === 0) return problem(`${sAt}.materia`, 'a discard-held step holds at least one materia');
    }
    if (place === 'day-end') return problem(sAt, `a ${step.step} step belongs only to the solo end of a Day`);
    if (state.opponent === null && place === 'solo') {
      return problem(sAt, `a ${step.step} step gives materia to the solo opponent: there is none in a game of ${n} players`);
    }
    if (step.step === 'mode') {
      for (let m = 0; m < step.modes.length; m++) {
        const mode = step.modes[m] as (typeof step.modes)[number];
        const inner = stepsProblem(state, mode.steps, `${sAt}.modes[${m}].steps`, false, false);
        if (inner !== undefined) return inner;
      }
    }
  }
  return undefined;
}

/**
 * The solo end of a Day (rules §9), the one effect of no spell: after the Evening, with every
 * effect of the Day finished, it waits on the player's placement on the opponent's track, then
 * closes the Day (the refill comes between them and never waits).
 */
function dayEndProblem(state: GameState, index: number): InvariantProblem | undefined {
  const frame = state.pending[index] as EffectFrame;
  const at = `$.pending[${index}]`;
  if (state.opponent === null) return problem(`${at}.spell`, 'an effect of no spell is the solo end of a Day: there is none in a game of 2 to 4 players');
  if (frame.level !== null) return problem(`${at}.level`, 'the solo end of a Day is an effect of no spell: it has no level');
  if (frame.card !== null) return problem(`${at}.card`, 'the solo end of a Day is an effect of no spell: it has no card');
  if (frame.phaseAction) return problem(`${at}.phaseAction`, "the solo end of a Day is not a phase's action");
  if (state.pending.length !== 1) return problem('$.pending', 'the solo end of a Day comes after every other effect of the Day has finished');
  if (state.phase !== 'evening') return problem('$.phase', 'the solo end of a Day comes after the Evening');
  const kinds = frame.steps.map((step) => step.step);
  if (kinds.length !== 2 || kinds[0] !== 'opponent-place' || kinds[1] !== 'close-day') {
    return problem(`${at}.steps`, 'the solo end of a Day waits on its placement, then closes the Day: [opponent-place, close-day]');
  }
  return undefined;
}

function frameProblem(state: GameState, index: number): InvariantProblem | undefined {
  const n = state.players.length;
  const frame = state.pending[index] as EffectFrame;
  const at = `$.pending[${index}]`;
  if (!isSeat(frame.actor, n)) return problem(`${at}.actor`, `the actor must be a seat from 0 to ${n - 1}`);
  // Effects start only from the active player's actions, and end before their Day does.
  if (frame.actor !== state.active) return problem(`${at}.actor`, `an effect in progress belongs to the active player, ${state.active}`);
  if (frame.spell === null) return dayEndProblem(state, index);
  if (!state.spells.includes(frame.spell)) return problem(`${at}.spell`, `${quote(frame.spell)} is not one of this game's spells`);
  if (frame.level === null) return problem(`${at}.level`, 'an effect of a spell has the level it is used at');
  // The outermost effect is the phase's action; the effects it sets off (a copy, an extra action, a Learn) are part of it.
  if (frame.phaseAction !== (index === 0)) {
    return problem(`${at}.phaseAction`, index === 0 ? "the outermost effect is the phase's action" : "only the outermost effect is the phase's action");
  }
  const card = frame.card;
  if (card !== null) {
    if (!isSeat(card.player, n)) return problem(`${at}.card.player`, `the card's player must be a seat from 0 to ${n - 1}`);
    if (!(state.players[card.player] as PlayerState).spells.some((s) => s.spell === card.spell)) {
      return problem(`${at}.card.spell`, `player ${card.player} has not learned ${quote(card.spell)}`);
    }
  }
  const innermost = index === state.pending.length - 1;
  const steps = stepsProblem(state, frame.steps, `${at}.steps`, innermost, true);
  if (steps !== undefined) return steps;
  if (!innermost) return undefined;
  // At rest the engine has carried out every step that needs no choice, and finished empty frames.
  const current = frame.steps[0];
  if (current === undefined) return problem(`${at}.steps`, 'the innermost effect has no step left, so it would have finished');
  if (STEP_KINDS[current.step].automatic) return problem(`${at}.steps[0]`, `a ${current.step} step needs no choice: it is never left waiting`);
  if (current.step === 'learn-discards') {
    const pool = (state.players[frame.actor] as PlayerState).pool.slice();
    for (const m of current.setAside) {
      const i = INDEX.get(m);
      if (i === undefined || (pool[i] as number) === 0) {
        return problem(`${at}.steps[0].setAside`, `this Learn's set-aside materia are not all in player ${frame.actor}'s pool`);
      }
      bump(pool, i, -1);
    }
  }
  return undefined;
}

/**
 * The innermost effect's current step must be a real choice, as the effect runner leaves it:
 * at least one answer besides `stop` (with none, nobody could act, and the runner ends the step)
 * and at least two answers (the runner gives a single one at once). The options are the rules'
 * own, read under the game's rule profile.
 */
function waitingProblem(state: GameState): InvariantProblem | undefined {
  const index = state.pending.length - 1;
  const frame = state.pending[index] as EffectFrame;
  const step = frame.steps[0] as EffectStep;
  const options: Action[] = [];
  listOptions(state, frame, step, options);
  let real = 0;
  for (const o of options) if (o.type !== 'stop') real++;
  const at = `$.pending[${index}].steps[0]`;
  if (real === 0) return problem(at, `a ${step.step} step with no possible answer`);
  if (options.length === 1) return problem(at, `a ${step.step} step with one answer is answered at once`);
  return undefined;
}

function pendingProblem(state: GameState): InvariantProblem | undefined {
  if (state.pending.length === 0) return undefined;
  if (state.phase === 'ended') return problem('$.pending', 'the game is over but effects are still in progress');
  for (let i = 0; i < state.pending.length; i++) {
    const p = frameProblem(state, i);
    if (p !== undefined) return p;
  }
  return waitingProblem(state);
}

function censusProblem(state: GameState): InvariantProblem | undefined {
  const census = materiaCensus(state);
  for (let i = 0; i < KIND_COUNT; i++) {
    const n = census[i] as number;
    if (n !== COPIES_PER_KIND) {
      return problem('$', `the game has ${COPIES_PER_KIND} ${MATERIA_KINDS[i]} materia, the state holds ${n}`);
    }
  }
  return undefined;
}

/**
 * Checks the game invariants of a well-typed state and returns the first one broken, or
 * `undefined` when the state is consistent: 2 to 4 players without an opponent, or 1 player
 * with one (the solo mode); seats, Day, step, phase and action counters in range; every count
 * of the pouch, altar, discard, pools and the opponent's lower part a non-negative integer; the end
 * trigger consistent with the phase, the Day and that player's board (a game over was
 * triggered, or in solo mode ended by a full opponent track; a solo game never outlives the Day
 * of its trigger); the game's 7 known spells, one per colour in colour order; each pool at most 9
 * materia and each familiar board at most 14; learned spells among the game's, once each, with a
 * card of their colour, learned no later than today (and today only by the active player); the
 * solo opponent's track at most 17 materia, and full only once the game is over, and a difficulty
 * from 0 to 3; effects in progress only while the game is not over, each of the active player
 * (seat 0 in solo mode), the outermost one alone counting as the phase's action, with seats in
 * range (actor, card, takers), a spell of the game with a level and a card its player has
 * learned, the innermost one waiting on a step that needs a choice (never draw, draw-until,
 * reveal, others-draw, lower, check-end, opponent-draw, altar-refill or close-day) and has one,
 * as the effect runner leaves it: at least one answer besides `stop`, two answers in all (so
 * someone can always act), steps the game's rule profile makes (a store from the discard box only
 * under `communionStores: 'discard-box'`, a Learn keeping discards only under `'learn-discards'`,
 * Storm's discards below 10 under `stormDiscards: 'one-to-ten'`), a Learn's
 * set-aside materia only as that current step and all in the actor's pool, and the opponent's
 * steps (opponent-take, opponent-draw) only in solo mode; the solo end of a Day as the one effect
 * of no spell (no level, no card, not a phase action), alone, after the Evening, waiting on its
 * placement before closing the Day (`[opponent-place, close-day]`), and its steps nowhere else;
 * and exactly 5 tokens of each kind in the whole game ({@link materiaCensus}).
 *
 * Local problems are reported before the census, so a misplaced token is blamed on its place
 * when one can be found. Paths start at the state (`$`).
 *
 * It checks a well-typed state only: a state the engine made, or one loaded by
 * {@link deserialize}. It does not check types (a level of 7, an unknown rule value, a step of
 * unknown kind): an ill-typed state may pass it and then throw in play. For a state built from
 * untrusted data (a view from elsewhere, parsed JSON) use `deserialize(serialize(state))`, which
 * checks every field's shape and then runs this function.
 * @throws Error only when the state is not well typed (e.g. an unknown materia kind).
 * @example
 * ```ts
 * const p = findInvariantProblem(state);
 * if (p) console.error(`${p.path}: ${p.message}`); // e.g. '$.players[1].pool: a pool holds at most 9 materia, got 10'
 * ```
 * @group Game state
 */
export function findInvariantProblem(state: GameState): InvariantProblem | undefined {
  return tableProblem(state) ?? pendingProblem(state) ?? censusProblem(state);
}

/**
 * {@link findInvariantProblem} for a state with no effect in progress, as every rigged setup
 * starts: the same answer, without the checks of effects in progress, so that `createGame` (in
 * the game loop's bundle) leaves them out.
 */
export function findSetupProblem(state: GameState): InvariantProblem | undefined {
  if (state.pending.length > 0) throw new Error('findSetupProblem: a setup has no effect in progress');
  return tableProblem(state) ?? censusProblem(state);
}

/** The invariants of everything but the effects in progress and the census, in the order they are reported. */
function tableProblem(state: GameState): InvariantProblem | undefined {
  const turn = turnProblem(state) ?? everyCountProblem(state) ?? spellsProblem(state);
  if (turn !== undefined) return turn;
  for (let seat = 0; seat < state.players.length; seat++) {
    const p = playerProblem(state, seat);
    if (p !== undefined) return p;
  }
  return opponentProblem(state);
}
