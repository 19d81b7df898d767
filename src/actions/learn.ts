/**
 * Learning a spell (RULES.md §5): exact payments with wild triples, their enumeration, and the
 * order of every Learn.
 * @module
 */
import { KIND_COUNT, MATERIA_KINDS, colourIndex, kindIndex, type Counts, type MateriaKind } from '../state/materia.js';
import { getSpell } from '../spells/registry.js';
import type { GameState, Level, SpellId } from '../state/types.js';
import type { Draft } from './draft.js';
import type { LearnAction, RuleViolation } from './types.js';
import { violation } from './violation.js';

/**
 * For a payment `spend` (21 counts, `size` tokens) of a spell of colour index `c` at `level`,
 * the runes that the card materia may have: bit r is set when some split of the payment into
 * singles of colour `c` and one-rune triples has a single of rune r. 0 means no valid split.
 */
export function cardRuneMask(spend: Counts, size: number, c: number, level: Level): number {
  const extra = size - level;
  if (extra < 0 || extra % 2 !== 0) return 0;
  const triples = extra / 2;
  const singles = level - triples;
  if (singles < 1) return 0;
  const own0 = spend[c * 3] as number;
  const own1 = spend[c * 3 + 1] as number;
  const own2 = spend[c * 3 + 2] as number;
  let tot0 = 0;
  let tot1 = 0;
  let tot2 = 0;
  for (let i = 0; i < KIND_COUNT; i += 3) {
    tot0 += spend[i] as number;
    tot1 += spend[i + 1] as number;
    tot2 += spend[i + 2] as number;
  }
  let mask = 0;
  for (let s0 = Math.min(own0, singles); s0 >= 0; s0--) {
    if ((tot0 - s0) % 3 !== 0) continue;
    for (let s1 = Math.min(own1, singles - s0); s1 >= 0; s1--) {
      const s2 = singles - s0 - s1;
      if (s2 > own2 || (tot1 - s1) % 3 !== 0 || (tot2 - s2) % 3 !== 0) continue;
      if (s0 > 0) mask |= 1;
      if (s1 > 0) mask |= 2;
      if (s2 > 0) mask |= 4;
    }
  }
  return mask;
}

/** Checks a learn action's spell and payment against the player's pool (shape already checked). */
export function checkLearn(state: GameState, action: LearnAction): RuleViolation | undefined {
  if (!state.spells.includes(action.spell)) {
    return violation('spell-not-in-game', `${action.spell} is not one of this game's spells`, 'spell');
  }
  const player = state.players[action.player];
  if (player === undefined) return violation('not-your-turn', 'no such player', 'player');
  if (player.spells.some((s) => s.spell === action.spell)) {
    return violation('already-learned', `player ${action.player} has already learned ${action.spell}`, 'spell');
  }
  const spend = new Array<number>(KIND_COUNT).fill(0);
  for (const m of action.spend) spend[kindIndex(m)] = (spend[kindIndex(m)] as number) + 1;
  for (let i = 0; i < KIND_COUNT; i++) {
    if ((spend[i] as number) > (player.pool[i] as number)) {
      return violation('not-in-pool', `the pool does not hold ${spend[i]} × ${MATERIA_KINDS[i]}`, 'spend');
    }
  }
  const c = colourIndex(getSpell(action.spell).colour);
  const card = kindIndex(action.onCard);
  if (Math.floor(card / 3) !== c || (spend[card] as number) === 0) {
    return violation('invalid-payment', `onCard must be one of the paid materia of the spell's colour`, 'onCard');
  }
  const mask = cardRuneMask(spend, action.spend.length, c, action.level);
  if ((mask & (1 << card % 3)) === 0) {
    return violation(
      'invalid-payment',
      `${action.spend.length} materia do not split into single ${getSpell(action.spell).colour} materia (the card's among them) and one-rune triples worth level ${action.level}`,
      'spend',
    );
  }
  return undefined;
}

/**
 * Appends every distinct learn action of `player` to `out`: for each unlearned spell of the game,
 * each level, each payment (a sub-multiset of the pool) and each possible card materia.
 */
export function enumerateLearns(state: GameState, player: number, out: LearnAction[]): void {
  const p = state.players[player];
  if (p === undefined) return;
  const targets: { spell: SpellId; colour: number }[] = [];
  for (const id of state.spells) {
    if (!p.spells.some((s) => s.spell === id)) targets.push({ spell: id, colour: colourIndex(getSpell(id).colour) });
  }
  if (targets.length === 0) return;
  const pool = p.pool;
  const kinds: number[] = [];
  for (let i = 0; i < KIND_COUNT; i++) if ((pool[i] as number) > 0) kinds.push(i);
  // Each bucket is one (spell, level), so the list comes out ordered by spell, then level.
  const buckets: LearnAction[][] = targets.flatMap(() => [[], [], []]);
  const chosen = new Array<number>(KIND_COUNT).fill(0);

  const visit = (k: number, size: number): void => {
    if (k === kinds.length) {
      if (size < 3) return;
      let spend: MateriaKind[] | undefined;
      for (let t = 0; t < targets.length; t++) {
        const { spell, colour } = targets[t] as (typeof targets)[number];
        const base = colour * 3;
        if ((chosen[base] as number) + (chosen[base + 1] as number) + (chosen[base + 2] as number) === 0) continue;
        for (let level = 3 as Level; level <= 5; level++) {
          const mask = cardRuneMask(chosen, size, colour, level as Level);
          if (mask === 0) continue;
          spend ??= listOf(chosen);
          for (let r = 0; r < 3; r++) {
            if ((mask & (1 << r)) !== 0) {
              (buckets[t * 3 + level - 3] as LearnAction[]).push({
                type: 'learn', player, spell, level: level as Level, onCard: MATERIA_KINDS[base + r] as MateriaKind, spend,
              });
            }
          }
        }
      }
      return;
    }
    const i = kinds[k] as number;
    const max = pool[i] as number;
    for (let n = 0; n <= max; n++) {
      chosen[i] = n;
      visit(k + 1, size + n);
    }
    chosen[i] = 0;
  };
  visit(0, 0);
  for (const b of buckets) for (const a of b) out.push(a);
}

function listOf(counts: Counts): MateriaKind[] {
  const out: MateriaKind[] = [];
  for (let i = 0; i < KIND_COUNT; i++) for (let n = counts[i] as number; n > 0; n--) out.push(MATERIA_KINDS[i] as MateriaKind);
  return out;
}

/**
 * Carries out a checked Learn (RULES.md §5): the card materia goes on the card, the rest of the
 * payment is discarded, then the end trigger is checked.
 */
export function applyLearn(draft: Draft, action: LearnAction): void {
  const { player, spell, level, onCard } = action;
  draft.placeOnCard(player, { spell, level, card: onCard, day: draft.day });
  const spend = [...action.spend].sort((a, b) => kindIndex(a) - kindIndex(b));
  draft.events.push({ type: 'spell-learned', player, spell, level, card: onCard, spend });
  let cardSkipped = false;
  for (const m of spend) {
    if (!cardSkipped && m === onCard) {
      cardSkipped = true;
      continue;
    }
    draft.discardFromPool(player, m);
  }
}
