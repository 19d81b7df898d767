/**
 * The bots' evaluation of a position: how good a state looks for one player, as a number of
 * "points, roughly". The greedy bot maximises it one action ahead; the search bot uses it at the
 * leaves of its playouts. Everything it reads is open information (a determinized state differs
 * from the real one only in the order of the pouch, which it never reads).
 * @module
 */
import {
  COLOURS as COLOUR_LIST, FAMILIAR_SPACES as SPACES, FAMILIAR_VALUES as VALUES, KIND_COUNT as KINDS_COUNT,
  SPELLS_PER_GAME as SPELL_COUNT, getSpell, POOL_LIMIT as LIMIT, scoreGame, scoreOpponent,
  type GameState, type LearnedSpell, type Level, type MateriaKind, type PlayerState, type Points, type SpellDefinition, type SpellId,
} from '../index.js';

/**
 * The weights of the evaluation ({@link evaluate}). A player's *potential* is
 *
 * ```text
 *   points   × (points of learned spells at their current level, variable ones computed now)
 * + familiar × (the familiar board's current value: 0, 1, 2, 3, 4, 5, 7, 8, 9, 11, ..., 18)
 * + u        × (learned spells whose current level has an action or a permanent effect)
 * + f × ( ready    × (value of the best spell the pool could learn now, at the best level it affords)
 *       + progress × (for each unlearned spell: (fraction of a level-3 Learn the pool holds)²
 *                     × its level-3 value; the most advanced spell fully, the others × spread)
 *       + colour   × (pool materia of unlearned spells' colours, at most 3 counted per spell)
 *       + triple   × (wild triples the pool can form: 3 materia of one rune)
 *       + pool     × min(pool size, poolCap) − fullPool when the pool holds 9 )
 * ```
 *
 * where `u = spellUse × remainingShare(state)` (a spell to use is worth more early on), a spell's
 * *value* at a level is `points × its points + u` if that level has an action or a permanent
 * effect, the fraction of a Learn counts the spell's colour materia plus the triples of other
 * colours (nothing without a materia of the colour), and `f` is 1 while the end has not been
 * triggered and `endgame` after (few Learns remain). The evaluation of a state for a player is
 * their potential minus `opponent` × the best other player's potential (in solo mode, minus
 * `opponent` × `points` × the virtual opponent's score). A finished game is worth `points` × the
 * player's final total, the same opponent term on final totals, plus `win` for a victory (divided
 * among tied winners).
 *
 * The pool terms are kept well below the points a Learn brings, so that the greedy bot learns
 * as soon as it can rather than hoard (a first tuning that valued pool materia near a point each
 * made it lose to the random bot).
 * @group Building blocks
 */
export interface EvalWeights {
  /** Per point of learned spells (at their current level; Knowledge, Feast L5, Communion L4 computed now). */
  readonly points: number;
  /** Per point of the familiar board's value (0, 1, 2, 3, 4, 5, 7, 8, ... 18). */
  readonly familiar: number;
  /**
   * Per learned spell whose current level has an action or a permanent effect (its future use),
   * at the start of the game; scaled down linearly as the game goes on (see {@link remainingShare}).
   */
  readonly spellUse: number;
  /** × the value (points and use) of the best spell the pool could pay for now, at the best level. */
  readonly ready: number;
  /** × each unlearned spell's level-3 value × (fraction of its cheapest Learn the pool holds)². */
  readonly progress: number;
  /** The share of the progress of the unlearned spells other than the most advanced one. */
  readonly spread: number;
  /** Per pool materia of an unlearned spell's colour (at most 3 counted per spell). */
  readonly colour: number;
  /** Per wild triple the pool can form (3 materia of one rune). */
  readonly triple: number;
  /** Per materia in the pool, up to `poolCap`. */
  readonly pool: number;
  /** The pool size beyond which more materia add no pool value. */
  readonly poolCap: number;
  /** Subtracted when the pool is full (9): no draw or take can add to it. */
  readonly fullPool: number;
  /** The multiplier of the pool terms (ready, progress, colour, triple, pool) once the end is triggered. */
  readonly endgame: number;
  /** × the best other player's potential (or the solo opponent's score), subtracted. */
  readonly opponent: number;
  /** Bonus for a finished game won (divided among tied winners). */
  readonly win: number;
}

/**
 * The default weights, tuned on the bench ladder (`bench/ladder.ts`, docs/bots.md) so that the
 * greedy bot beats the random bot in more than 90% of 2-player games.
 * @group Building blocks
 */
export const DEFAULT_WEIGHTS: EvalWeights = Object.freeze({
  points: 1,
  familiar: 1,
  spellUse: 2,
  ready: 0.25,
  progress: 0.3,
  spread: 0.2,
  colour: 0.1,
  triple: 0.05,
  pool: 0.1,
  poolCap: 7,
  fullPool: 0.5,
  endgame: 0.2,
  opponent: 0.3,
  win: 10,
});

/**
 * Weights to change from {@link DEFAULT_WEIGHTS}: any of the {@link EvalWeights}; one left out
 * or `undefined` keeps its default.
 * @example
 * ```ts
 * const hoarder = greedyBot({ pool: 0.5, poolCap: 9 });
 * ```
 * @group Building blocks
 */
export type WeightOverrides = { readonly [K in keyof EvalWeights]?: EvalWeights[K] | undefined };

/** {@link DEFAULT_WEIGHTS} with the weights `overrides` gives (an `undefined` one keeps its default). */
export function withDefaults(overrides: WeightOverrides = {}): EvalWeights {
  const w: Record<keyof EvalWeights, number> = { ...DEFAULT_WEIGHTS };
  for (const k of Object.keys(w) as (keyof EvalWeights)[]) w[k] = overrides[k] ?? DEFAULT_WEIGHTS[k];
  return w;
}

// Module-local copies of the engine's constants: imported bindings can be slow getters under
// some loaders (tsx), and the evaluation reads them in its inner loops.
const COLOURS: readonly string[] = COLOUR_LIST.slice();
const FAMILIAR_SPACES: number = SPACES;
const FAMILIAR_VALUES: readonly number[] = VALUES.slice();
const KIND_COUNT: number = KINDS_COUNT;
const SPELLS: number = SPELL_COUNT;
const POOL_LIMIT: number = LIMIT;

/** Per spell id: colour index, points and effect kinds by level, read once from the registry. */
export interface SpellInfo {
  readonly colour: number;
  readonly points: readonly [Points, Points, Points];
  /** Whether each level has an action or permanent effect. */
  readonly use: readonly [boolean, boolean, boolean];
  /** A stand-in learned card for each level, to estimate variable points before learning. */
  readonly stand: readonly [LearnedSpell, LearnedSpell, LearnedSpell];
}

// The bots' two caches, keyed by the identity of read-only data: a registered definition never
// changes, and a game's spell list is shared by all its states and never changed (a WeakMap
// keeps neither alive).
const INFO = new WeakMap<SpellDefinition, SpellInfo>();
const INFOS = new WeakMap<readonly SpellId[], readonly SpellInfo[]>();

function infoOf(id: SpellId): SpellInfo {
  const def = getSpell(id);
  let info = INFO.get(def);
  if (info === undefined) {
    const levels = [def.levels[3], def.levels[4], def.levels[5]] as const;
    const card = `${def.colour}-circle` as MateriaKind;
    info = {
      colour: COLOURS.indexOf(def.colour),
      points: [levels[0].points, levels[1].points, levels[2].points],
      use: [
        levels[0].kind === 'action' || levels[0].kind === 'permanent',
        levels[1].kind === 'action' || levels[1].kind === 'permanent',
        levels[2].kind === 'action' || levels[2].kind === 'permanent',
      ],
      stand: [
        { spell: id, level: 3, card, day: 0 },
        { spell: id, level: 4, card, day: 0 },
        { spell: id, level: 5, card, day: 0 },
      ],
    };
    INFO.set(def, info);
  }
  return info;
}

/** A spell's points at `level` for `player`, a variable rule computed on the stand-in card `card`. */
export function pointsAt(info: SpellInfo, level: Level, player: PlayerState, card: LearnedSpell): number {
  const rule = info.points[level - 3] as Points;
  return typeof rule === 'number' ? rule : rule({ player, spell: card, cardRune: 'circle' });
}

/** The points of a learned spell at its current level (a variable rule computed now). */
export function learnedPoints(info: SpellInfo, s: LearnedSpell, player: PlayerState): number {
  const rule = info.points[s.level - 3] as Points;
  if (typeof rule === 'number') return rule;
  const rune = s.card.slice(s.card.indexOf('-') + 1) as 'circle' | 'triangle' | 'square';
  return rule({ player, spell: s, cardRune: rune });
}

/**
 * A rough share of the game still to play, from 1 at the start to 0 once the end is triggered:
 * the smaller of the fullest familiar board's free spaces out of 14 and the spells the most
 * advanced player has yet to learn out of 7 (the two ways the end is triggered).
 * @group Building blocks
 */
export function remainingShare(state: GameState): number {
  if (state.endTrigger !== null) return 0;
  let most = 0;
  for (const p of state.players) if (p.familiar.length > most) most = p.familiar.length;
  let spells = 0;
  for (const p of state.players) if (p.spells.length > spells) spells = p.spells.length;
  const byBoard = (FAMILIAR_SPACES - most) / FAMILIAR_SPACES;
  const bySpells = (SPELLS - spells) / SPELLS;
  return byBoard < bySpells ? byBoard : bySpells;
}

// The last spell list looked up, and its infos: a bot's evaluations read one game's list over
// and over, so one comparison usually saves the WeakMap's lookup.
let lastSpells: readonly SpellId[] | undefined;
let lastInfos: readonly SpellInfo[] = [];

/** The infos of a game's spell list, in its order. */
export function infosOf(spells: readonly SpellId[]): readonly SpellInfo[] {
  if (spells === lastSpells) return lastInfos;
  let infos = INFOS.get(spells);
  if (infos === undefined) {
    infos = spells.map(infoOf);
    INFOS.set(spells, infos);
  }
  lastSpells = spells;
  lastInfos = infos;
  return infos;
}

/** A learned spell's info: the game's own list first (seven ids), the registry otherwise. */
export function learnedInfo(id: SpellId, spells: readonly SpellId[], infos: readonly SpellInfo[]): SpellInfo {
  for (let i = 0; i < spells.length; i++) if (spells[i] === id) return infos[i] as SpellInfo;
  return infoOf(id);
}

/**
 * {@link potential} of player `p` of `state`, with the use value of a spell
 * (`use = w.spellUse × remainingShare(state)`) given, so that an evaluation computes the share
 * once for every seat. It reads `p`, `state.spells`, whether `state.endTrigger` is set, `w` and
 * `use`, nothing else (the memo of memo.ts relies on it).
 */
export function potentialOf(state: GameState, p: PlayerState, w: EvalWeights, use: number): number {
  const spells = state.spells;
  const infos = infosOf(spells);
  let learnedMask = 0;
  let spellPoints = 0;
  let uses = 0;
  for (const s of p.spells) {
    const info = learnedInfo(s.spell, spells, infos);
    learnedMask |= 1 << info.colour;
    spellPoints += learnedPoints(info, s, p);
    if (info.use[s.level - 3] === true) uses++;
  }
  let value = w.points * spellPoints + w.familiar * (FAMILIAR_VALUES[p.familiar.length] as number) + use * uses;

  // The pool's counts by rune (kinds are listed colour by colour, three runes each) and its size.
  const pool = p.pool;
  let r0 = 0;
  let r1 = 0;
  let r2 = 0;
  for (let i = 0; i < KIND_COUNT; i += 3) {
    r0 += pool[i] as number;
    r1 += pool[i + 1] as number;
    r2 += pool[i + 2] as number;
  }
  const size = r0 + r1 + r2;
  if (size === 0) return value;

  let ready = 0;
  let best = 0;
  let others = 0;
  let colour = 0;
  for (const info of infos) {
    const ci = info.colour;
    if ((learnedMask & (1 << ci)) !== 0) continue;
    const p0 = pool[ci * 3] as number;
    const p1 = pool[ci * 3 + 1] as number;
    const p2 = pool[ci * 3 + 2] as number;
    const c = p0 + p1 + p2;
    colour += c < 3 ? c : 3;
    // Triples from the other colours' materia (the spell's own materia are worth more as singles).
    const t = (((r0 - p0) / 3) | 0) + (((r1 - p1) / 3) | 0) + (((r2 - p2) / 3) | 0);
    // The level-3 value serves both the ready term and the progress term (one rule call).
    const v3 = w.points * pointsAt(info, 3, p, info.stand[0]) + (info.use[0] === true ? use : 0);
    const units = c > 0 ? c + t : 0;
    if (units >= 3) {
      if (v3 > ready) ready = v3;
      const top = units >= 5 ? 5 : units;
      for (let level = 4; level <= top; level++) {
        const v = w.points * pointsAt(info, level as Level, p, info.stand[level - 3] as LearnedSpell)
          + (info.use[level - 3] === true ? use : 0);
        if (v > ready) ready = v;
      }
    }
    const have = c > 0 ? (c + t >= 3 ? 3 : c + t) : (t >= 2 ? 2 : t);
    const frac = have / 3;
    const prog = frac * frac * (v3 > 1 ? v3 : 1);
    if (prog > best) {
      others += best;
      best = prog;
    } else {
      others += prog;
    }
  }
  const triples = ((r0 / 3) | 0) + ((r1 / 3) | 0) + ((r2 / 3) | 0);
  const poolValue = w.pool * (size < w.poolCap ? size : w.poolCap) - (size >= POOL_LIMIT ? w.fullPool : 0);
  const promise = w.ready * ready + w.progress * (best + w.spread * others) + w.colour * colour + w.triple * triples + poolValue;
  value += (state.endTrigger === null ? 1 : w.endgame) * promise;
  return value;
}

/**
 * A player's potential (see {@link EvalWeights}): what they have plus what their pool promises,
 * without any opponent term. Open information only.
 * @group Building blocks
 */
export function potential(state: GameState, seat: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  return seatPotential(state, seat, w, useValue(state, w));
}

/** The use value of a learned spell in `state` (`w.spellUse × remainingShare(state)`). */
export function useValue(state: GameState, w: EvalWeights): number {
  return w.spellUse * remainingShare(state);
}

/** A seat's potential in `state`, the use value given: {@link potentialOf}'s, or the bots' memo of it. */
export type SeatPotential = (state: GameState, seat: number, w: EvalWeights, use: number) => number;

const seatPotential: SeatPotential = (state, seat, w, use) => potentialOf(state, state.players[seat] as PlayerState, w, use);

/**
 * {@link evaluate} of a game not over, each seat's potential from `of`: the seat's potential
 * minus a share of the best other player's (in solo mode, of the virtual opponent's score).
 */
export function liveValue(state: GameState, seat: number, w: EvalWeights, of: SeatPotential): number {
  const use = useValue(state, w);
  const own = of(state, seat, w, use);
  let other = 0;
  if (state.opponent !== null) {
    other = scoreOpponent(state.opponent).total * w.points;
  } else {
    for (let s = 0; s < state.players.length; s++) {
      if (s === seat) continue;
      const v = of(state, s, w, use);
      if (v > other) other = v;
    }
  }
  return own - w.opponent * other;
}

/**
 * How good `state` looks for `seat`, in points, roughly (see {@link EvalWeights}): the seat's
 * potential minus a share of the best other player's (or, in solo mode, of the virtual
 * opponent's score); a finished game counts its final scores and the victory.
 * @example
 * ```ts
 * const after = applyAction(state, action);
 * if (after.ok) console.log(evaluate(after.state, action.player));
 * ```
 * @group Building blocks
 */
export function evaluate(state: GameState, seat: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (state.phase === 'ended') {
    const sheet = scoreGame(state);
    const own = (sheet.players[seat]?.total ?? 0) * w.points;
    let other = 0;
    if (sheet.solo !== null) other = sheet.solo.opponent.total * w.points;
    else for (const p of sheet.players) if (p.player !== seat && p.total * w.points > other) other = p.total * w.points;
    const won = sheet.winners.includes(seat) ? w.win / sheet.winners.length : 0;
    return own - w.opponent * other + won;
  }
  return liveValue(state, seat, w, seatPotential);
}
