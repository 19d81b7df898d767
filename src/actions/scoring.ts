/**
 * Scoring (rules §8): each learned spell's points at its final level, the familiar board's
 * lowest visible value, and the ranking with the rulebook's tie-breaks.
 * @module
 */
import { familiarValue } from '../state/familiar.js';
import { runeOf } from '../state/materia.js';
import { total } from '../state/multiset.js';
import type { GameState, Level, PlayerState, SpellId } from '../state/types.js';
import { getSpell } from '../spells/registry.js';
import { scoreOpponent, soloResult, type OpponentScore, type SoloResult } from '../solo/score.js';

/**
 * One learned spell's points.
 * @group Scoring
 */
export interface SpellScore {
  /** The spell. */
  readonly spell: SpellId;
  /** The card's final level. */
  readonly level: Level;
  /** Points scored at the final level. */
  readonly points: number;
  /** True when the points were computed at the end (Knowledge, Feast L5, Communion L4). */
  readonly variable: boolean;
}

/**
 * One player's score sheet.
 * @group Scoring
 */
export interface PlayerScore {
  /** The seat. */
  readonly player: number;
  /** Every learned spell, in the order learned. */
  readonly spells: readonly SpellScore[];
  /** The familiar board: materia stored and the value scored. */
  readonly familiar: {
    /** Materia stored on the board (0 to 14). */
    readonly stored: number;
    /** The board's lowest visible value. */
    readonly points: number;
  };
  /** Spell points plus familiar points. */
  readonly total: number;
  /** First tie-break: spells learned. */
  readonly spellsLearned: number;
  /** Second tie-break: materia in the pool. */
  readonly poolSize: number;
  /** 1 for the winner(s); tied players share a place (1, 1, 3, ...). */
  readonly rank: number;
}

/**
 * The score sheet of a game.
 * @group Scoring
 */
export interface ScoreSheet {
  /** True once the game is over; before that the sheet is provisional. */
  readonly final: boolean;
  /** Per player, by seat. */
  readonly players: readonly PlayerScore[];
  /** The seats ranked first (several when they share the victory; in solo mode `[0]` on a win, else none). */
  readonly winners: readonly number[];
  /** Solo mode: the virtual opponent's score and the result; `null` in a game of 2 to 4 players. */
  readonly solo: {
    /** The virtual opponent's score: its track's points plus 1 per materia in its lower part. */
    readonly opponent: OpponentScore;
    /** The result for the player: `win` with the higher total, `loss` with the lower, `tie` (nobody wins) when equal. */
    readonly result: SoloResult;
  } | null;
}

type Unranked = Omit<PlayerScore, 'rank'>;

function compare(a: Unranked, b: Unranked): number {
  return b.total - a.total || b.spellsLearned - a.spellsLearned || b.poolSize - a.poolSize;
}

/**
 * Scores a game: per player each spell at its final level, the familiar board, the total and
 * the rank (most points, then most spells learned, then most materia in the pool; players
 * still tied share the place). In solo mode, also the virtual opponent's score and the result
 * (the higher total wins; a tie means nobody wins). On a game not yet over the sheet is
 * provisional (`final: false`).
 * @example
 * ```ts
 * const sheet = scoreGame(state);
 * console.log(sheet.winners, sheet.players.map((p) => p.total));
 * ```
 * @group Start here
 */
export function scoreGame(state: GameState): ScoreSheet {
  const unranked = state.players.map(scorePlayer);
  // Plain loops rather than a spread and a filter per player: the simulator scores every game it
  // plays, and this sheet was a tenth of a random game's cost.
  const players: PlayerScore[] = [];
  const winners: number[] = [];
  for (const u of unranked) {
    let rank = 1;
    for (const o of unranked) if (compare(o, u) < 0) rank++;
    players.push({ player: u.player, spells: u.spells, familiar: u.familiar, total: u.total, spellsLearned: u.spellsLearned, poolSize: u.poolSize, rank });
    if (rank === 1) winners.push(u.player);
  }
  const final = state.phase === 'ended';
  if (state.opponent !== null) {
    const opponent = scoreOpponent(state.opponent);
    const result = soloResult(players[0]?.total ?? 0, opponent.total);
    return { final, players, winners: result === 'win' ? [0] : [], solo: { opponent, result } };
  }
  return { final, players, winners, solo: null };
}

/** One player's sheet before ranking: each spell's points, the familiar board's, the tie-breaks. */
function scorePlayer(p: PlayerState, player: number): Unranked {
  const stored = p.familiar.length;
  const familiar = { stored, points: familiarValue(stored) };
  const spells: SpellScore[] = [];
  let sum = familiar.points;
  for (const s of p.spells) {
    const rule = getSpell(s.spell).levels[s.level].points;
    const variable = typeof rule === 'function';
    const points = variable ? rule({ player: p, spell: s, cardRune: runeOf(s.card) }) : rule;
    spells.push({ spell: s.spell, level: s.level, points, variable });
    sum += points;
  }
  return { player, spells, familiar, total: sum, spellsLearned: p.spells.length, poolSize: total(p.pool) };
}
