// The exactness of the Evening's Learns, against an independent oracle of the payment rule: in
// rigged Evening positions (a random pool, some spells learned, either rule profile), the listed
// Learns are exactly the payments the oracle accepts, and `isLegal` agrees (the frame is in
// scenarios.ts).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  COPIES_PER_KIND, KIND_COUNT, MATERIA_KINDS, SPELL_SETS, createGame, createRiggedGame, getSpell, isLegal, kindIndex, kindsOf,
  legalActions, type Action, type GameState, type Level, type MateriaKind,
} from '../../src/index.js';
import { actionKey, breathe, check, propertyParams } from '../kit/index.js';
import { RUNS, TIMEOUT } from './scenarios.js';

// ---------------------------------------------------------------------------------------------
// An independent oracle for Learn payments, for the exactness property (f2)

/**
 * True when `spend` (21 counts, `size` tokens) pays `level` for a spell of colour index `c` with
 * `card` on the card: it splits into k ≥ 1 single materia of colour c, the card among them, and
 * level − k triples of one rune each (any colours, the spell's own included, when `ownInTriples`;
 * else of the other colours only, so every materia of colour c is a single).
 */
function oraclePays(spend: readonly number[], size: number, c: number, level: number, card: number, ownInTriples: boolean): boolean {
  if (Math.floor(card / 3) !== c || (spend[card] as number) === 0) return false;
  const runeTotals = [0, 0, 0];
  for (let i = 0; i < KIND_COUNT; i++) runeTotals[i % 3] = (runeTotals[i % 3] as number) + (spend[i] as number);
  for (let k = 1; k <= level; k++) {
    if (size !== k + 3 * (level - k)) continue;
    // Singles of each rune, all of colour c.
    for (let s0 = 0; s0 <= Math.min(k, spend[c * 3] as number); s0++) {
      for (let s1 = 0; s1 <= Math.min(k - s0, spend[c * 3 + 1] as number); s1++) {
        const s2 = k - s0 - s1;
        if (s2 > (spend[c * 3 + 2] as number)) continue;
        const singles = [s0, s1, s2];
        if ((singles[card % 3] as number) === 0) continue;
        if (!ownInTriples && singles.some((n, r) => n !== spend[c * 3 + r])) continue;
        if (singles.every((n, r) => ((runeTotals[r] as number) - n) % 3 === 0)) return true;
      }
    }
  }
  return false;
}

/** Every sub-multiset of `pool`, as counts with their size. */
function subMultisets(pool: readonly number[]): { counts: number[]; size: number }[] {
  const out: { counts: number[]; size: number }[] = [];
  const chosen = new Array<number>(KIND_COUNT).fill(0);
  const visit = (i: number, size: number): void => {
    if (i === KIND_COUNT) {
      out.push({ counts: chosen.slice(), size });
      return;
    }
    for (let n = 0; n <= (pool[i] as number); n++) {
      chosen[i] = n;
      visit(i + 1, size + n);
    }
    chosen[i] = 0;
  };
  visit(0, 0);
  return out;
}

/** Rigged Evening positions: a random pool (often concentrated on a few kinds) and some spells learned. */
const eveningArb = fc
  .record({
    seed: fc.string({ maxLength: 8 }),
    players: fc.integer({ min: 2, max: 4 }),
    spells: fc.constantFrom('set1' as const, 'set2' as const, 'set3' as const),
    kinds: fc.uniqueArray(fc.constantFrom(...MATERIA_KINDS), { minLength: 1, maxLength: 21 }),
    picks: fc.array(fc.nat(20), { maxLength: 9 }),
    learned: fc.array(fc.record({ spell: fc.nat(6), level: fc.constantFrom<Level>(3, 4, 5), rune: fc.nat(2) }), { maxLength: 6 }),
    rules: fc.constantFrom('printed' as const, 'digital' as const),
  })
  .map(({ seed, players, spells, kinds, picks, learned, rules }) => {
    const ids = SPELL_SETS[spells];
    const pool = picks.map((n) => kinds[n % kinds.length] as MateriaKind);
    const seen = new Set<number>();
    const cards = learned.filter((l) => !seen.has(l.spell) && seen.add(l.spell)).map((l) => {
      const spell = ids[l.spell] as string;
      return { spell, level: l.level, card: MATERIA_KINDS[kindIndex(`${getSpell(spell).colour}-circle`) + l.rune] as MateriaKind };
    });
    return { seed, players, spells, pool, cards, rules };
  })
  .filter(({ pool, cards }) => {
    const used = new Array<number>(KIND_COUNT).fill(0);
    for (const m of [...pool, ...cards.map((c) => c.card)]) used[kindIndex(m)] = (used[kindIndex(m)] as number) + 1;
    return used.every((n) => n <= COPIES_PER_KIND);
  });

describe('core properties (random legal play to the end of the game)', () => {
  it('(f2) in the Evening, the listed Learns are exactly the payments an independent oracle accepts', async () => {
    await fc.assert(
      fc.asyncProperty(eveningArb, async ({ seed, players, spells, pool, cards, rules }) => {
        await breathe();
        const seat = 0;
        const state = createRiggedGame({
          players: players as 1 | 2 | 3 | 4, seed, spells, firstPlayer: seat, rules,
          setup: {
            phase: 'evening',
            pools: Array.from({ length: players }, (_, i) => (i === seat ? pool : [])),
            learned: Array.from({ length: players }, (_, i) => (i === seat ? cards : [])),
          },
        });
        const p = state.players[seat] as GameState['players'][number];
        const listed = new Set(legalActions(state).filter((a) => a.type === 'learn').map(actionKey));
        const expected = new Set<string>();
        const levels: Level[] = [3, 4, 5];
        const ownInTriples = state.rules.wildTriples === 'any-colour';
        for (const { counts, size } of subMultisets(p.pool)) {
          if (size < 3) continue;
          const spend = kindsOf(counts);
          const sorted = [...spend].sort().join(',');
          for (const spell of state.spells) {
            const c = Math.floor(kindIndex(`${getSpell(spell).colour}-circle`) / 3);
            const learnedAlready = p.spells.some((l) => l.spell === spell);
            for (const level of levels) {
              for (let r = 0; r < 3; r++) {
                const pays = oraclePays(counts, size, c, level, c * 3 + r, ownInTriples);
                if (!pays) continue;
                const action: Action = { type: 'learn', player: seat, spell, level, onCard: MATERIA_KINDS[c * 3 + r] as MateriaKind, spend };
                const legal = isLegal(state, action);
                check(legal === !learnedAlready, `isLegal says ${legal} for ${actionKey(action)} (already learned: ${learnedAlready})`, { pool: kindsOf(p.pool) });
                if (!learnedAlready) expected.add(`learn|${seat}|${spell}|${level}|${MATERIA_KINDS[c * 3 + r]}|${sorted}`);
              }
            }
          }
        }
        const missing = [...expected].filter((k) => !listed.has(k));
        const extra = [...listed].filter((k) => !expected.has(k));
        check(missing.length === 0 && extra.length === 0, 'legalActions and the oracle disagree on the Learns', {
          rules, pool: kindsOf(p.pool), learned: cards, missing: missing.slice(0, 5), extra: extra.slice(0, 5),
        });
      }),
      propertyParams(RUNS * 10),
    );
  }, TIMEOUT);
});
