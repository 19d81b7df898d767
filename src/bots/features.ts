/**
 * The terms of a player's position, one by one: what the learned value (`value.ts`) weighs. They
 * are the parts {@link potential} adds up with its weights, read in one pass, plus two counts.
 * Open information only.
 * @module
 */
import { FAMILIAR_VALUES as VALUES, KIND_COUNT as KINDS_COUNT, POOL_LIMIT as LIMIT, type GameState, type Level, type LearnedSpell, type PlayerState } from '../index.js';
import { infosOf, learnedInfo, learnedPoints, pointsAt } from './evaluate.js';

/**
 * The terms, in the order {@link playerTerms} writes them:
 *
 * - `points`: points of the learned spells at their current level (variable ones computed now);
 * - `familiar`: the familiar board's current value;
 * - `uses`: learned spells whose current level has an action or a permanent effect;
 * - `ready`: the points of the best spell the pool could learn now, at the best level it affords;
 * - `progress`: for the unlearned spell the pool is nearest to learning, (the fraction of a
 *   level-3 Learn the pool holds)² × its level-3 points (at least 1);
 * - `spread`: the same term summed over the other unlearned spells;
 * - `colour`: pool materia of the unlearned spells' colours, at most 3 counted per spell;
 * - `triples`: the wild triples the pool can form (3 materia of one rune);
 * - `pool`: the pool's size;
 * - `full`: 1 when the pool is full (nothing can be drawn or taken), else 0;
 * - `spells`: the learned spells;
 * - `stored`: the materia on the familiar board.
 */
export const TERMS = ['points', 'familiar', 'uses', 'ready', 'progress', 'spread', 'colour', 'triples', 'pool', 'full', 'spells', 'stored'] as const;

/** How many terms {@link playerTerms} writes. */
export const TERM_COUNT: number = TERMS.length;

// Module-local copies of the engine's constants (read in the loops below).
const FAMILIAR_VALUES: readonly number[] = VALUES.slice();
const KIND_COUNT: number = KINDS_COUNT;
const POOL_LIMIT: number = LIMIT;

/**
 * Writes the {@link TERMS} of player `p` of `state` into `out` from `at` on. It reads `p`, the
 * game's spell list and nothing else.
 */
export function playerTerms(state: GameState, p: PlayerState, out: Float64Array, at: number): void {
  const spells = state.spells;
  const infos = infosOf(spells);
  let learnedMask = 0;
  let points = 0;
  let uses = 0;
  for (const s of p.spells) {
    const info = learnedInfo(s.spell, spells, infos);
    learnedMask |= 1 << info.colour;
    points += learnedPoints(info, s, p);
    if (info.use[s.level - 3] === true) uses++;
  }
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
  let ready = 0;
  let best = 0;
  let others = 0;
  let colour = 0;
  if (size > 0) {
    for (const info of infos) {
      const ci = info.colour;
      if ((learnedMask & (1 << ci)) !== 0) continue;
      const p0 = pool[ci * 3] as number;
      const p1 = pool[ci * 3 + 1] as number;
      const p2 = pool[ci * 3 + 2] as number;
      const c = p0 + p1 + p2;
      colour += c < 3 ? c : 3;
      const t = (((r0 - p0) / 3) | 0) + (((r1 - p1) / 3) | 0) + (((r2 - p2) / 3) | 0);
      const v3 = pointsAt(info, 3, p, info.stand[0]);
      const units = c > 0 ? c + t : 0;
      if (units >= 3) {
        if (v3 > ready) ready = v3;
        const top = units >= 5 ? 5 : units;
        for (let level = 4; level <= top; level++) {
          const v = pointsAt(info, level as Level, p, info.stand[level - 3] as LearnedSpell);
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
  }
  out[at] = points;
  out[at + 1] = FAMILIAR_VALUES[p.familiar.length] as number;
  out[at + 2] = uses;
  out[at + 3] = ready;
  out[at + 4] = best;
  out[at + 5] = others;
  out[at + 6] = colour;
  out[at + 7] = ((r0 / 3) | 0) + ((r1 / 3) | 0) + ((r2 / 3) | 0);
  out[at + 8] = size;
  out[at + 9] = size >= POOL_LIMIT ? 1 : 0;
  out[at + 10] = p.spells.length;
  out[at + 11] = p.familiar.length;
}

