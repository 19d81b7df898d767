/**
 * Player views: what a seat at the table may know. SpellBook has no hidden hands, so every
 * token's place is open information; only what predicts future draws is secret (the generator
 * state, the seed, and the order of rigged next draws). A view is built by allow-list, so a
 * field added to {@link GameState} later stays out of views until someone decides to show it.
 * The way back, {@link stateFromView}, fills those secrets in with a future of the caller's
 * choosing.
 * @module
 */
import { makeState } from '../state/make.js';
import { KIND_COUNT, MATERIA_KINDS, kindIndex, type Counts, type MateriaKind } from '../state/materia.js';
import { bump, total } from '../state/multiset.js';
import { rngFromSeed, tagSeed } from '../state/rng.js';
import type { RuleProfile } from '../state/rules.js';
import type { EffectFrame } from '../state/steps.js';
import type { EndTrigger, GameState, LearnedSpell, OpponentState, Phase, PlayerState, SpellId } from '../state/types.js';

/**
 * One player's belongings as seen at the table: all of it is open information.
 * @group Views
 */
export interface SeatView {
  /** The pool's materia, 21 counts. */
  readonly pool: Counts;
  /** The pool's size. */
  readonly poolSize: number;
  /** The familiar board, in space order. */
  readonly familiar: readonly MateriaKind[];
  /** Learned spells, in the order they were learned. */
  readonly spells: readonly LearnedSpell[];
}

/**
 * What a player (or a spectator) may see of a game: everything except what predicts future
 * draws. No generator state, no seed (with the action log it would predict every draw), no order
 * of rigged next draws: the pouch is shown as counts only, which anyone at the table can deduce
 * by counting the other places. Every array is a fresh copy: changing a view never changes the
 * game.
 * @group Views
 */
export interface PlayerView {
  /** The seat the view is for, or `null` for a spectator (they see the same things). */
  readonly viewer: number | null;
  /** The 7 spells of this game, one per colour, in colour order. */
  readonly spells: readonly SpellId[];
  /** The rule profile the game is played under. */
  readonly rules: RuleProfile;
  /** The seat who played the first Day. */
  readonly firstPlayer: number;
  /** The players, by seat. */
  readonly players: readonly SeatView[];
  /** Whose Day it is. */
  readonly active: number;
  /** The Day number (1 for the first Day). */
  readonly day: number;
  /** The current phase, or `ended` once the game is over. */
  readonly phase: Phase | 'ended';
  /** Actions the active player has performed in the current phase. */
  readonly phaseActions: number;
  /** The altar's materia, 21 counts. */
  readonly altar: Counts;
  /** The pouch's contents as 21 counts, without any order. */
  readonly pouch: Counts;
  /** The number of materia in the pouch. */
  readonly pouchSize: number;
  /** The discard box, 21 counts. */
  readonly discard: Counts;
  /** When the end of the game was triggered, or `null`. */
  readonly endTrigger: EndTrigger | null;
  /**
   * The solo mode's virtual opponent (its track, lower part and difficulty: open information, a
   * copy of the game's), or `null` in a game of 2 to 4 players.
   */
  readonly opponent: OpponentState | null;
  /** Effects in progress waiting for a choice (open information: a copy of the game's). */
  readonly pending: readonly EffectFrame[];
  /** Actions applied since the start: a version counter for clients. */
  readonly step: number;
}

function learnedView(s: LearnedSpell): LearnedSpell {
  return { spell: s.spell, level: s.level, card: s.card, day: s.day };
}

function seatView(p: PlayerState): SeatView {
  return { pool: p.pool.slice(), poolSize: total(p.pool), familiar: p.familiar.slice(), spells: p.spells.map(learnedView) };
}

/**
 * The view of a game for one seat (or for a spectator when `viewer` is left out): a copy of
 * everything on the table, built field by field, without the secrets that predict draws
 * (`rng`, `seed`, the order of `pouchTop`, whose tokens are merged into `pouch`). Safe to send
 * to any client and to hand to bots.
 * @throws RangeError when `viewer` is given and is not a seat of this game (an integer from 0
 * to the number of players - 1).
 * @example
 * ```ts
 * socket.send(JSON.stringify(playerView(state, seat)));
 * ```
 * @group Start here
 */
export function playerView(state: GameState, viewer?: number): PlayerView {
  if (viewer !== undefined && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.players.length)) {
    throw new RangeError(`viewer must be a seat from 0 to ${state.players.length - 1}, got ${String(viewer)}`);
  }
  const pouch = state.pouch.slice(0, KIND_COUNT);
  for (const m of state.pouchTop) bump(pouch, kindIndex(m), 1);
  return {
    viewer: viewer ?? null,
    spells: state.spells.slice(),
    rules: { ...state.rules },
    firstPlayer: state.firstPlayer,
    players: state.players.map(seatView),
    active: state.active,
    day: state.day,
    phase: state.phase,
    phaseActions: state.phaseActions,
    altar: state.altar.slice(),
    pouch,
    pouchSize: total(pouch),
    discard: state.discard.slice(),
    endTrigger: state.endTrigger === null
      ? null
      : { player: state.endTrigger.player, day: state.endTrigger.day, reason: state.endTrigger.reason },
    opponent: state.opponent === null
      ? null
      : { track: state.opponent.track.slice(), lower: state.opponent.lower.slice(), difficulty: state.opponent.difficulty },
    // Frames are small plain data with nothing secret in them; a deep copy keeps the view detached.
    pending: state.pending.length === 0 ? [] : (JSON.parse(JSON.stringify(state.pending)) as EffectFrame[]),
    step: state.step,
  };
}

/**
 * What a {@link PlayerView} leaves out, as whoever rebuilds a game from it chooses: the future
 * draws. Every field is optional; a seed names one future, as it does for {@link createGame}.
 * @group Views
 */
export interface HiddenParts {
  /**
   * The seed recorded in the state (tagged `"sfc32:"` if it is not already). The engine never
   * reads a seed after setup; unless `rng` is given, the generator state comes from it (the
   * state {@link createGame} starts from with this seed). Default `"sfc32:from-view"`.
   */
  readonly seed?: string | undefined;
  /**
   * The generator state that decides every random draw from now on: four unsigned 32-bit
   * integers (sfc32). Default: the seed's.
   */
  readonly rng?: readonly number[] | undefined;
  /**
   * Materia the pouch yields next, in order, before any random draw: taken out of the view's
   * pouch counts into {@link GameState.pouchTop}. Default none (every draw is random).
   */
  readonly nextDraws?: readonly MateriaKind[] | undefined;
}

const VIEW_SEED = 'sfc32:from-view';
const UINT32_MAX = 0xffffffff;

/**
 * Rebuilds a full game state from a view and the parts a view hides ({@link HiddenParts}): the
 * seed, the generator state and the order of the next draws. Everything else is the view's:
 * spells, seats, pools, familiar boards, learned spells, altar, pouch contents, discard, Day,
 * phase, end trigger, solo opponent, effects in progress and step counter. A view of a valid
 * game gives a valid state (one that passes {@link findInvariantProblem}), on which
 * {@link legalActions} lists exactly the actions of the real game, since legality never depends
 * on the order of the pouch; each choice of hidden parts is another possible future of it. This
 * is how a bot searches a position as its player sees it (Monte Carlo over sampled futures).
 *
 * The view is taken as it is, not checked; the state shares the view's arrays, so treat both
 * as read-only. Check a view from elsewhere (a client, a worker's message) with
 * `deserialize(serialize(stateFromView(view, hidden)))`: a save's loader checks every field's
 * type and range, the effects in progress and the rule profile before the invariants, and gives
 * back a fresh state or throws a `LoadError` naming the field. {@link findInvariantProblem} alone
 * is not enough there: it checks a well-typed state only, and an ill-typed view (a level out of
 * range, an unknown rule value, a step of unknown kind) can pass it and then throw in play.
 * @throws RangeError when `rng` is not four unsigned 32-bit integers, or `nextDraws` holds a
 * materia kind that the view's pouch does not (or not that many times).
 * @example
 * ```ts
 * const view = playerView(state, 0);
 * const futures = ['a', 'b', 'c'].map((seed) => stateFromView(view, { seed }));
 * const next = applyAction(futures[0]!, { type: 'draw', player: 0 }); // one possible draw
 * // a view from elsewhere (a client, a worker's message): checked as a save is, a LoadError if ill-typed
 * const checked = deserialize(serialize(stateFromView(view, { seed: 'a' })));
 * ```
 * @group Views
 */
export function stateFromView(view: PlayerView, hidden: HiddenParts = {}): GameState {
  const seed = tagSeed(hidden.seed ?? VIEW_SEED);
  const rng = hidden.rng === undefined ? rngFromSeed(seed) : generatorWords(hidden.rng);
  let pouch = view.pouch;
  const pouchTop: MateriaKind[] = [];
  if (hidden.nextDraws !== undefined && hidden.nextDraws.length > 0) {
    const left = view.pouch.slice();
    for (const m of hidden.nextDraws) {
      const i = MATERIA_KINDS.indexOf(m);
      if (i < 0 || (left[i] as number) === 0) throw new RangeError(`nextDraws: the pouch holds no more ${String(m)}`);
      bump(left, i, -1);
      pouchTop.push(m);
    }
    pouch = left;
  }
  const players: PlayerState[] = [];
  for (const seat of view.players) players.push({ pool: seat.pool, familiar: seat.familiar, spells: seat.spells });
  return makeState({
    seed,
    rng,
    spells: view.spells,
    rules: view.rules,
    firstPlayer: view.firstPlayer,
    players,
    active: view.active,
    day: view.day,
    phase: view.phase,
    phaseActions: view.phaseActions,
    altar: view.altar,
    pouch,
    pouchTop,
    discard: view.discard,
    endTrigger: view.endTrigger,
    opponent: view.opponent,
    pending: view.pending,
    step: view.step,
  });
}

function generatorWords(words: readonly number[]): number[] {
  if (!Array.isArray(words) || words.length !== 4 || !words.every((w) => Number.isInteger(w) && w >= 0 && w <= UINT32_MAX)) {
    throw new RangeError('rng: expected four unsigned 32-bit integers');
  }
  return words.slice();
}
