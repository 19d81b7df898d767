/**
 * Learning a spell (rules §5): exact payments with wild triples, their enumeration, and the
 * order of every Learn.
 * @module
 */
import {
  KIND_COUNT, MATERIA_KINDS, colourIndex, colourOfIndex, kindIndex, runeIndex, type Counts, type MateriaKind, type Rune,
} from '../state/materia.js';
import { spellColours } from '../spells/memo.js';
import { getSpell } from '../spells/registry.js';
import { bump, emptyCounts, total } from '../state/multiset.js';
import type { Level, SpellId } from '../state/types.js';
import { learnedBy, type Table } from '../state/table.js';
import type { LearnAction, RuleViolation } from './types.js';
import {
  addColour, cardRunesAt, colourCount, hasAtLeast, hasCount, hasRune, withCardRune, withCount,
} from './packed.js';
import { violation } from './violation.js';

/**
 * Transmutation's payment rule (rules §7): up to `wild` single materia of `rune`, of any
 * colour, count as wild; no triples.
 */
export interface WildRune {
  readonly wild: number;
  readonly rune: Rune;
}

/**
 * True when a wild triple may hold materia of the learned spell's own colour (profile point
 * `wildTriples`, rules §5): under `other-colours` every paid materia of that colour is a single.
 */
export function ownColourInTriples(t: Table): boolean {
  return t.rules.wildTriples === 'any-colour';
}

/** True when `spend` (a list of materia) holds exactly the materia counted in `counts`. */
function sameSpend(spend: readonly MateriaKind[], counts: Counts): boolean {
  if (spend.length !== total(counts)) return false;
  const left = counts.slice();
  for (const m of spend) if (--(left[kindIndex(m)] as number) < 0) return false;
  return true;
}

/**
 * Checks a learn action's spell and payment against the player's pool (shape already checked),
 * under the wild-triple rule as the game's profile reads it (`wildTriples`), or under
 * Transmutation's rule when `rule` is given. A payment is legal exactly when the enumeration of
 * the player's learns of that spell ({@link enumerateLearns}) lists it, so the check looks it up
 * there: the two cannot disagree.
 */
export function checkLearn(state: Table, action: LearnAction, rule?: WildRune): RuleViolation | undefined {
  if (!state.spells.includes(action.spell)) {
    return violation('spell-not-in-game', 'spell', 'spell-not-in-game', { spell: action.spell });
  }
  const player = state.players[action.player];
  if (player === undefined) return violation('not-your-turn', 'player', 'no-such-player');
  if (learnedBy(state, action.player, action.spell) !== undefined) {
    return violation('already-learned', 'spell', 'already-learned', { player: action.player, spell: action.spell });
  }
  const spend = emptyCounts();
  for (const m of action.spend) bump(spend, kindIndex(m), 1);
  for (let i = 0; i < KIND_COUNT; i++) {
    if ((spend[i] as number) > (player.pool[i] as number)) {
      return violation('not-in-pool', 'spend', 'pool-short', { count: spend[i] as number, kind: MATERIA_KINDS[i] as MateriaKind });
    }
  }
  const c = colourIndex(getSpell(action.spell).colour);
  const card = kindIndex(action.onCard);
  if (colourOfIndex(card) !== c || (spend[card] as number) === 0) {
    return violation('invalid-payment', 'onCard', 'card-not-paid');
  }
  const listed: LearnAction[] = [];
  enumerateLearns(state, action.player, listed, rule, action.spell);
  for (const l of listed) {
    if (l.spell === action.spell && l.level === action.level && l.onCard === action.onCard && sameSpend(l.spend, spend)) return undefined;
  }
  return rule === undefined
    ? violation('invalid-payment', 'spend', 'payment-does-not-split', {
      count: action.spend.length, colour: getSpell(action.spell).colour, ownColourInTriples: ownColourInTriples(state), level: action.level,
    })
    : violation('invalid-payment', 'spend', 'payment-by-rule', { level: action.level, wild: rule.wild, rune: rule.rune });
}

/**
 * True when the pool can pay for a spell of colour index `c` at some level. A payment exists at
 * some level only if one exists at level 3 (a bigger payment minus one triple, or one single, is
 * a level-3 payment), so this checks the three level-3 forms exactly: 3 singles; 2 singles and a
 * one-rune triple of the rest; 1 single and two triples of the rest (of the other colours only,
 * unless `ownInTriples`). Most pools fail it, and it saves the enumeration. `total0..2`: the
 * pool's tokens of each rune. The pool holds a token of colour `c` (the caller has checked): a
 * payment has one single at least.
 */
function somePayment(pool: Counts, c: number, total0: number, total1: number, total2: number, ownInTriples: boolean): boolean {
  const own0 = pool[c * 3] as number;
  const own1 = pool[c * 3 + 1] as number;
  const own2 = pool[c * 3 + 2] as number;
  const o = own0 + own1 + own2;
  if (o >= 3) return true;
  if (!ownInTriples) {
    // o singles (1 or 2) and 3 - o triples of the other colours.
    return o + thirds(total0 - own0) + thirds(total1 - own1) + thirds(total2 - own2) >= 3;
  }
  // 2 singles (all of the spell's colour held) and a triple from what is left of one rune.
  if (o === 2 && (total0 - own0 >= 3 || total1 - own1 >= 3 || total2 - own2 >= 3)) return true;
  // 1 single of rune r and two triples from all that is left.
  const t0 = thirds(total0);
  const t1 = thirds(total1);
  const t2 = thirds(total2);
  return (own0 > 0 && thirds(total0 - 1) + t1 + t2 >= 2)
    || (own1 > 0 && t0 + thirds(total1 - 1) + t2 >= 2)
    || (own2 > 0 && t0 + t1 + thirds(total2 - 1) >= 2);
}

/** The whole triples in `n` tokens. */
function thirds(n: number): number {
  return Math.floor(n / 3);
}

/**
 * The sub-multisets of one rune's tokens in a pool (its options), in odometer order (colour 0
 * turning fastest): option o < `length` is the colour multiset `counts[o]` (see `packed.ts`) of
 * `sizes[o]` tokens.
 */
interface RuneGroup {
  readonly counts: number[];
  readonly sizes: number[];
  length: number;
}

// The rune groups of the pool being listed, rewritten by each listing rather than allocated: a
// listing never runs inside another, and no learn keeps them (each has its own spend list).
const runeGroup = (): RuneGroup => ({ counts: [], sizes: [], length: 0 });
const GROUPS: readonly [RuneGroup, RuneGroup, RuneGroup] = [runeGroup(), runeGroup(), runeGroup()];

function fillRuneGroup(pool: Counts, rune: number): void {
  const g = GROUPS[rune] as RuneGroup;
  const counts = g.counts;
  const sizes = g.sizes;
  counts[0] = 0;
  sizes[0] = 0;
  let length = 1;
  // Each colour's count multiplies the options found so far; the earlier colours turn faster,
  // so a new colour's count goes outside the existing options.
  for (let c = 0; c < 7; c++) {
    const n = pool[c * 3 + rune] as number;
    if (n === 0) continue;
    const before = length;
    for (let k = 1; k <= n; k++) {
      for (let o = 0; o < before; o++) {
        counts[length] = addColour(counts[o] as number, c, k);
        sizes[length++] = (sizes[o] as number) + k;
      }
    }
  }
  g.length = length;
}

/** The fields of one entry of a {@link feasibleOptions} list, and the entry's length. */
const OPTION = 0;
const SINGLES = 1;
const LEAST = 2;
const MOST = 3;
const ENTRY = 4;

// The three runes' feasible options for the spell being listed, rewritten like the rune groups.
const FEASIBLE: readonly [number[], number[], number[]] = [[], [], []];

/**
 * A rune group's options that can be part of a payment for colour `colour`, in order, as one
 * flat list (no object per option): for each, {@link ENTRY} numbers — the option
 * ({@link OPTION}), its set of possible single counts ({@link SINGLES}), and the least
 * ({@link LEAST}) and most ({@link MOST}) it is worth (singles plus triples).
 *
 * An option of `size` tokens, `own` of them of the spell's colour, gives s singles when the other
 * size - s tokens form whole triples and it is worth no more than 5 on its own; unless
 * `ownInTriples`, every token of the spell's colour is a single (s = own).
 */
function feasibleOptions(g: RuneGroup, colour: number, ownInTriples: boolean, list: number[]): number {
  let n = 0;
  for (let o = 0; o < g.length; o++) {
    const size = g.sizes[o] as number;
    const own = colourCount(g.counts[o] as number, colour);
    let singles = 0;
    let least = 0;
    let most = 0;
    // The other size - s tokens make whole triples only when s is size modulo 3, so s steps
    // down by 3 from the most singles that fit: size less the least multiple of 3 that is at
    // least size - min(own, 5). An option is worth s + (size - s) / 3, more with each single:
    // the first count found is worth the most and the last the least.
    for (let s = size - 3 * thirds(size - Math.min(own, 5) + 2); s >= (ownInTriples ? 0 : own); s -= 3) {
      const worth = s + thirds(size - s);
      if (worth > 5) continue;
      if (singles === 0) most = worth;
      least = worth;
      singles = withCount(singles, s);
    }
    if (singles === 0) continue;
    list[n] = o;
    list[n + SINGLES] = singles;
    list[n + LEAST] = least;
    list[n + MOST] = most;
    n += ENTRY;
  }
  return n;
}

/**
 * Appends every distinct learn action of `player` to `out`: for each unlearned spell of the game,
 * each level, each payment (a sub-multiset of the pool) and each possible card materia. A payment
 * splits by rune, and the rule (singles of the spell's colour plus one-rune triples, of the other
 * colours only under the profile's `wildTriples: 'other-colours'`) holds rune by rune, so each
 * rune's options are filtered alone before they are combined. `only`: that spell's learns alone.
 */
export function enumerateLearns(state: Table, player: number, out: LearnAction[], rule?: WildRune, only?: SpellId): void {
  const p = state.players[player];
  if (p === undefined) return;
  if (rule !== undefined) {
    enumerateWildRuneLearns(state, player, out, rule, only);
    return;
  }
  const pool = p.pool;
  // One pass: the tokens of each rune, and which colours hold one token or more (`held`) and two
  // or more (`pairs`), gathered without a branch.
  let total0 = 0;
  let total1 = 0;
  let total2 = 0;
  let held = 0;
  let pairs = 0;
  for (let c = 0; c < 7; c++) {
    const own0 = pool[c * 3] as number;
    const own1 = pool[c * 3 + 1] as number;
    const own2 = pool[c * 3 + 2] as number;
    const own = own0 + own1 + own2;
    total0 += own0;
    total1 += own1;
    total2 += own2;
    held |= hasAtLeast(own, 1) << c;
    pairs |= hasAtLeast(own, 2) << c;
  }
  // A level-3 payment is 3 singles of the spell's colour, 2 and a triple, or 1 and two triples:
  // with fewer than two triples in the pool, only a colour with two tokens or more can pay. Most
  // Evenings end here, on a branch that seldom changes its way; `somePayment` is exact for the
  // colours left.
  const payers = thirds(total0) + thirds(total1) + thirds(total2) >= 2 ? held : pairs;
  if (payers === 0) return;
  const spells = state.spells;
  const colourOfSpell = spellColours(spells);
  const ownInTriples = ownColourInTriples(state);
  let grouped = false;
  for (let k = 0; k < spells.length; k++) {
    if (only !== undefined && spells[k] !== only) continue;
    const colour = colourOfSpell[k] as number;
    if ((payers & (1 << colour)) === 0 || !somePayment(pool, colour, total0, total1, total2, ownInTriples)) continue;
    const id = spells[k] as SpellId;
    if (learnedBy(state, player, id) !== undefined) continue;
    if (!grouped) {
      for (let r = 0; r < 3; r++) fillRuneGroup(pool, r);
      grouped = true;
    }
    const f0 = FEASIBLE[0];
    const f1 = FEASIBLE[1];
    const f2 = FEASIBLE[2];
    const n0 = feasibleOptions(GROUPS[0], colour, ownInTriples, f0);
    const n1 = feasibleOptions(GROUPS[1], colour, ownInTriples, f1);
    const n2 = feasibleOptions(GROUPS[2], colour, ownInTriples, f2);
    // The least the third rune's options are worth, to skip pairs already worth too much.
    let least2 = 99;
    for (let c = 0; c < n2; c += ENTRY) if ((f2[c + LEAST] as number) < least2) least2 = f2[c + LEAST] as number;
    const start = out.length;
    for (let a = 0; a < n0; a += ENTRY) {
      const least0 = f0[a + LEAST] as number;
      const most0 = f0[a + MOST] as number;
      for (let b = 0; b < n1; b += ENTRY) {
        const least01 = least0 + (f1[b + LEAST] as number);
        const most01 = most0 + (f1[b + MOST] as number);
        // A payment is worth 3 to 5: skip what is surely worth more, or surely less.
        if (least01 + least2 > 5) continue;
        for (let c = 0; c < n2; c += ENTRY) {
          if (least01 + (f2[c + LEAST] as number) > 5 || most01 + (f2[c + MOST] as number) < 3) continue;
          const o0 = f0[a + OPTION] as number;
          const o1 = f1[b + OPTION] as number;
          const o2 = f2[c + OPTION] as number;
          const cardMasks = levelCardMasks(
            o0, o1, o2, f0[a + SINGLES] as number, f1[b + SINGLES] as number, f2[c + SINGLES] as number,
          );
          if (cardMasks === 0) continue;
          const spend = spendOf(o0, o1, o2);
          for (let level = 3; level <= 5; level++) {
            const mask = cardRunesAt(cardMasks, level);
            for (let r = 0; r < 3; r++) {
              if (!hasRune(mask, r)) continue;
              out.push({
                type: 'learn', player, spell: id, level: level as Level, onCard: MATERIA_KINDS[colour * 3 + r] as MateriaKind, spend,
              });
            }
          }
        }
      }
    }
    // The spell's learns go by level, each level in payment order: a stable insertion sort of
    // the learns just listed, no list per level. A spell lists a few (at most a few dozen from a
    // pool of 9 tokens), mostly in order already.
    for (let i = start + 1; i < out.length; i++) {
      for (let j = i; j > start && (out[j - 1] as LearnAction).level > (out[j] as LearnAction).level; j--) {
        [out[j - 1], out[j]] = [out[j] as LearnAction, out[j - 1] as LearnAction];
      }
    }
  }
}

/**
 * For one option per rune (`o0..o2`) and their sets of possible single counts (`m0..m2`), the
 * possible card runes at each level (card runes by level, see `packed.ts`).
 */
function levelCardMasks(
  o0: number, o1: number, o2: number, m0: number, m1: number, m2: number,
): number {
  const size0 = GROUPS[0].sizes[o0] as number;
  const size1 = GROUPS[1].sizes[o1] as number;
  const size2 = GROUPS[2].sizes[o2] as number;
  let result = 0;
  for (let s0 = 0; s0 <= 5; s0++) {
    if (!hasCount(m0, s0)) continue;
    const u0 = s0 + thirds(size0 - s0);
    for (let s1 = 0; s1 <= 5; s1++) {
      if (!hasCount(m1, s1)) continue;
      const u1 = u0 + s1 + thirds(size1 - s1);
      if (u1 > 5) continue;
      for (let s2 = 0; s2 <= 5; s2++) {
        if (!hasCount(m2, s2)) continue;
        const level = u1 + s2 + thirds(size2 - s2);
        if (level < 3 || level > 5 || s0 + s1 + s2 === 0) continue;
        if (s0 > 0) result = withCardRune(result, level, 0);
        if (s1 > 0) result = withCardRune(result, level, 1);
        if (s2 > 0) result = withCardRune(result, level, 2);
      }
    }
  }
  return result;
}

function spendOf(o0: number, o1: number, o2: number): MateriaKind[] {
  const c0 = GROUPS[0].counts[o0] as number;
  const c1 = GROUPS[1].counts[o1] as number;
  const c2 = GROUPS[2].counts[o2] as number;
  const spend: MateriaKind[] = [];
  for (let colour = 0; colour < 7; colour++) {
    for (let k = colourCount(c0, colour); k > 0; k--) spend.push(MATERIA_KINDS[colour * 3] as MateriaKind);
    for (let k = colourCount(c1, colour); k > 0; k--) spend.push(MATERIA_KINDS[colour * 3 + 1] as MateriaKind);
    for (let k = colourCount(c2, colour); k > 0; k--) spend.push(MATERIA_KINDS[colour * 3 + 2] as MateriaKind);
  }
  return spend;
}

/** Sub-multisets of exactly `n` tokens over the given kinds, each as 21 counts (appended to `out`). */
function choose(pool: Counts, kinds: readonly number[], n: number, out: number[][]): void {
  const current = new Array<number>(KIND_COUNT).fill(0);
  const visit = (k: number, left: number): void => {
    if (left === 0) {
      out.push(current.slice());
      return;
    }
    if (k === kinds.length) return;
    const i = kinds[k] as number;
    for (let c = Math.min(left, pool[i] as number); c >= 0; c--) {
      current[i] = c;
      visit(k + 1, left - c);
    }
    current[i] = 0;
  };
  visit(0, n);
}

function enumerateWildRuneLearns(state: Table, player: number, out: LearnAction[], rule: WildRune, only: SpellId | undefined): void {
  const p = state.players[player];
  if (p === undefined) return;
  const pool = p.pool;
  const r = runeIndex(rule.rune);
  for (const id of state.spells) {
    if ((only !== undefined && id !== only) || p.spells.some((s) => s.spell === id)) continue;
    const c = colourIndex(getSpell(id).colour);
    const own = [c * 3, c * 3 + 1, c * 3 + 2];
    const wildKinds: number[] = [];
    for (let colour = 0; colour < 7; colour++) if (colour !== c) wildKinds.push(colour * 3 + r);
    for (let level = 3 as Level; level <= 5; level++) {
      for (let w = 0; w <= rule.wild && w < level; w++) {
        const wilds: number[][] = [];
        choose(pool, wildKinds, w, wilds);
        if (wilds.length === 0) continue;
        const singles: number[][] = [];
        choose(pool, own, level - w, singles);
        for (const wildPart of wilds) {
          for (const singlePart of singles) {
            const spend: MateriaKind[] = [];
            for (let i = 0; i < KIND_COUNT; i++) {
              const n = (wildPart[i] as number) + (singlePart[i] as number);
              for (let k = 0; k < n; k++) spend.push(MATERIA_KINDS[i] as MateriaKind);
            }
            for (const i of own) {
              if ((singlePart[i] as number) > 0) {
                out.push({ type: 'learn', player, spell: id, level: level as Level, onCard: MATERIA_KINDS[i] as MateriaKind, spend });
              }
            }
          }
        }
      }
    }
  }
}
