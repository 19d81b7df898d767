// Rules §5 (learning a spell: exact payments with wild triples, the order of a Learn) and the
// Evening primary action of §4; the 7th spell's end trigger of §8.
import { describe, expect, it } from 'vitest';
import {
  MATERIA_KINDS, colourOf, getSpell, isLegal, kindIndex, legalActions, runeOf, type Colour, type GameState,
  type LearnAction, type Level, type MateriaKind, type RiggedSpell, type SpellId, type SpellSelection,
} from '../../src/index.js';
import { actionKey, copies, expectRefused, learn, poolOf, riggedGame, step, types } from '../kit/index.js';

function evening(pool: MateriaKind[], opts: { learned?: RiggedSpell[]; spells?: readonly SpellId[]; day?: number; rules?: 'printed' | 'digital' } = {}): GameState {
  return riggedGame({
    spells: opts.spells ?? 'set1', ...(opts.rules === undefined ? {} : { rules: opts.rules }),
    phase: 'evening', pools: [pool, []], learned: [opts.learned ?? [], []], altar: ['white-circle'], ...(opts.day === undefined ? {} : { day: opts.day }),
  });
}

/**
 * An independent reading of §5: the payment is `onCard` plus k − 1 further singles of the spell's
 * colour plus level − k triples of one rune each (any colours when `ownInTriples`, the printed
 * reading; else only colours other than the spell's), with k ≥ 1. Brute-force partition.
 */
function validPayment(spend: readonly MateriaKind[], colour: Colour, level: Level, onCard: MateriaKind, ownInTriples = true): boolean {
  if (colourOf(onCard) !== colour) return false;
  const at = spend.indexOf(onCard);
  if (at < 0) return false;
  const extra = spend.length - level;
  if (extra < 0 || extra % 2 !== 0) return false;
  const triples = extra / 2;
  const singles = level - triples;
  if (singles < 1) return false;
  const rest = spend.filter((_, i) => i !== at);
  const split = (tokens: readonly MateriaKind[], s: number, t: number): boolean => {
    const [first, ...others] = tokens;
    if (first === undefined) return s === 0 && t === 0;
    if (s > 0 && colourOf(first) === colour && split(others, s - 1, t)) return true;
    const inTriple = (m: MateriaKind): boolean => ownInTriples || colourOf(m) !== colour;
    if (t > 0 && inTriple(first)) {
      for (let j = 0; j < others.length; j++) {
        for (let l = j + 1; l < others.length; l++) {
          if (!inTriple(others[j] as MateriaKind) || !inTriple(others[l] as MateriaKind)) continue;
          if (runeOf(others[j] as MateriaKind) === runeOf(first) && runeOf(others[l] as MateriaKind) === runeOf(first)) {
            if (split(others.filter((_, i) => i !== j && i !== l), s, t - 1)) return true;
          }
        }
      }
    }
    return false;
  };
  return split(rest, singles - 1, triples);
}

/** Every sub-multiset of a pool, as sorted token lists. */
function subMultisets(pool: readonly MateriaKind[]): MateriaKind[][] {
  const kinds = [...new Set(pool)].sort((a, b) => kindIndex(a) - kindIndex(b));
  const out: MateriaKind[][] = [];
  const visit = (k: number, acc: MateriaKind[]): void => {
    const kind = kinds[k];
    if (kind === undefined) {
      out.push(acc);
      return;
    }
    const max = pool.filter((m) => m === kind).length;
    for (let n = 0; n <= max; n++) visit(k + 1, [...acc, ...copies(kind, n)]);
  };
  visit(0, []);
  return out;
}

describe('payments (§5)', () => {
  it('k singles of the spell colour: the level is the number paid (3, 4, 5)', () => {
    for (const level of [3, 4, 5] as const) {
      const s = evening(copies('red-circle', 5));
      const r = step(s, learn('sacrifice', level, 'red-circle', copies('red-circle', level)));
      expect(r.state.players[0]?.spells).toEqual([{ spell: 'sacrifice', level, card: 'red-circle', day: 1 }]);
      expect(poolOf(r.state, 0)).toEqual(copies('red-circle', 5 - level));
    }
  });

  it.each([
    // [level, singles, triples]
    [3, 2, 1], [3, 1, 2], [4, 3, 1], [4, 2, 2], [5, 4, 1], [5, 3, 2],
  ] as const)('level %i = %i singles + %i triples, paying level + 2 × triples materia', (level, singles, triples) => {
    const triplesOf: MateriaKind[][] = [
      ['blue-circle', 'green-circle', 'yellow-circle'],
      ['blue-square', 'blue-square', 'black-square'],
    ];
    const spend: MateriaKind[] = [...copies('purple-triangle', singles), ...triplesOf.slice(0, triples).flat()];
    expect(spend).toHaveLength(level + 2 * triples);
    const s = evening(spend);
    const r = step(s, learn('levitation', level, 'purple-triangle', spend));
    expect(r.state.players[0]?.spells[0]).toEqual({ spell: 'levitation', level, card: 'purple-triangle', day: 1 });
    expect(poolOf(r.state, 0)).toEqual([]);
  });

  it('a triple may contain materia of the spell\'s own colour (printed profile, the default)', () => {
    // singles: 2 red squares; triple: red, blue and green circles.
    const spend: MateriaKind[] = ['red-square', 'red-square', 'red-circle', 'blue-circle', 'green-circle'];
    const s = evening(spend);
    const r = step(s, learn('sacrifice', 3, 'red-square', spend));
    expect(r.state.players[0]?.spells[0]).toMatchObject({ spell: 'sacrifice', level: 3, card: 'red-square' });
    // a triple made only of the spell's colour also counts as a wild
    const own: MateriaKind[] = [...copies('red-circle', 3), ...copies('red-square', 3)];
    const t = evening(own);
    expect(isLegal(t, learn('sacrifice', 4, 'red-square', own))).toBe(true);
    expect(isLegal(t, learn('sacrifice', 4, 'red-circle', own))).toBe(true);
  });

  it('the card materia must be one of the singles of some valid split', () => {
    // red-circle is only ever in the triple here, so it cannot go on the card.
    const spend: MateriaKind[] = ['red-square', 'red-square', 'red-circle', 'blue-circle', 'green-circle'];
    expectRefused(evening(spend), learn('sacrifice', 3, 'red-circle', spend), 'invalid-payment', 'spend');
  });

  it('a triple of mixed runes is refused', () => {
    const spend: MateriaKind[] = ['red-circle', 'red-circle', 'blue-circle', 'green-triangle', 'yellow-square'];
    expectRefused(evening(spend), learn('sacrifice', 3, 'red-circle', spend), 'invalid-payment', 'spend');
  });

  it('zero singles is refused (at least one materia of the spell colour must be a single)', () => {
    const spend: MateriaKind[] = [
      'red-circle', 'blue-circle', 'green-circle', 'red-triangle', 'blue-triangle', 'green-triangle', 'red-square', 'blue-square', 'green-square',
    ];
    expectRefused(evening(spend), learn('sacrifice', 3, 'red-circle', spend), 'invalid-payment', 'spend');
    // and a payment of triples only, with no materia of the spell colour at all
    const none: MateriaKind[] = ['blue-circle', 'green-circle', 'yellow-circle'];
    expectRefused(evening(none), learn('sacrifice', 3, 'red-circle', none), 'invalid-payment', 'onCard');
  });

  it('a payment of the wrong size for the level is refused', () => {
    const pool = copies('red-circle', 5);
    const s = evening(pool);
    expectRefused(s, learn('sacrifice', 3, 'red-circle', copies('red-circle', 4)), 'invalid-payment', 'spend');
    expectRefused(s, learn('sacrifice', 4, 'red-circle', copies('red-circle', 3)), 'invalid-payment', 'spend');
    expectRefused(s, learn('sacrifice', 5, 'red-circle', copies('red-circle', 4)), 'invalid-payment', 'spend');
    expectRefused(s, learn('sacrifice', 3, 'red-circle', copies('red-circle', 2)), 'invalid-payment', 'spend');
    expectRefused(s, learn('sacrifice', 3, 'red-circle', []), 'invalid-payment', 'onCard');
  });

  it('singles of another colour than the spell are refused', () => {
    const spend: MateriaKind[] = ['red-circle', 'blue-square', 'blue-square'];
    expectRefused(evening(spend), learn('sacrifice', 3, 'red-circle', spend), 'invalid-payment', 'spend');
  });

  it('onCard must be a paid materia of the spell colour', () => {
    const pool: MateriaKind[] = ['red-circle', 'red-circle', 'red-square', 'blue-circle'];
    const s = evening(pool);
    // not among the paid materia
    expectRefused(s, learn('sacrifice', 3, 'red-square', copies('red-circle', 2).concat(['blue-circle'])), 'invalid-payment', 'onCard');
    expectRefused(s, learn('sacrifice', 3, 'red-square', ['red-circle', 'red-circle', 'red-circle']), 'not-in-pool', 'spend');
    // of another colour
    expectRefused(s, learn('sacrifice', 3, 'blue-circle', ['red-circle', 'red-circle', 'blue-circle']), 'invalid-payment', 'onCard');
  });

  it('spending what is not in the pool is refused (not-in-pool)', () => {
    const s = evening(['red-circle', 'red-circle', 'red-square']);
    expectRefused(s, learn('sacrifice', 3, 'red-circle', copies('red-circle', 3)), 'not-in-pool', 'spend');
    expectRefused(s, learn('sacrifice', 3, 'red-circle', ['red-circle', 'red-circle', 'red-triangle']), 'not-in-pool', 'spend');
  });

  it('a spell already learned cannot be learned again (already-learned)', () => {
    const s = evening(copies('red-circle', 5), { learned: [{ spell: 'sacrifice', level: 3, card: 'red-square' }] });
    expectRefused(s, learn('sacrifice', 4, 'red-circle', copies('red-circle', 4)), 'already-learned', 'spell');
    expect(legalActions(s).filter((a) => a.type === 'learn')).toEqual([]);
  });

  it('a spell that is not one of the game\'s 7 is refused (spell-not-in-game)', () => {
    const s = evening(copies('red-circle', 5));
    expectRefused(s, learn('eruption', 3, 'red-circle', copies('red-circle', 3)), 'spell-not-in-game', 'spell');
    expectRefused(s, learn('fireball', 3, 'red-circle', copies('red-circle', 3)), 'spell-not-in-game', 'spell');
  });
});

describe('the order of a Learn (§5)', () => {
  it('one spell-colour materia goes on the card (its rune is the card rune), the others go to the discard, with events', () => {
    const spend: MateriaKind[] = ['yellow-circle', 'black-circle', 'purple-triangle', 'purple-circle', 'green-circle'];
    const s = evening([...spend, 'white-square'], { day: 7 });
    const r = step(s, learn('levitation', 3, 'purple-triangle', spend));
    // purple-triangle on the card; purple-circle is the other single; triple of circles.
    expect(r.state.players[0]?.spells).toEqual([{ spell: 'levitation', level: 3, card: 'purple-triangle', day: 7 }]);
    const sorted: MateriaKind[] = ['purple-circle', 'purple-triangle', 'green-circle', 'black-circle', 'yellow-circle'];
    expect(r.events.slice(0, 5)).toEqual([
      { type: 'spell-learned', player: 0, spell: 'levitation', level: 3, card: 'purple-triangle', spend: sorted },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'purple-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'green-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'black-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'yellow-circle' },
    ]);
    expect(types(r.events).slice(5)).toEqual(['day-ended', 'altar-resupplied', 'materia-revealed', 'materia-revealed', 'materia-revealed', 'materia-revealed', 'phase-started']);
    expect(poolOf(r.state, 0)).toEqual(['white-square']);
    expect(r.state.discard[kindIndex('purple-circle')]).toBe(s.discard[kindIndex('purple-circle')] as number + 1);
    expect(r.state.discard[kindIndex('yellow-circle')]).toBe(s.discard[kindIndex('yellow-circle')] as number + 1);
    expect(r.state.discard[kindIndex('purple-triangle')]).toBe(s.discard[kindIndex('purple-triangle')]);
  });

  it('the card materia may be any paid single, of any rune; two tokens of the card kind discard the other', () => {
    const spend: MateriaKind[] = ['black-circle', 'black-circle', 'black-square'];
    const r = step(evening(spend), learn('offering', 3, 'black-circle', spend));
    expect(r.state.players[0]?.spells[0]?.card).toBe('black-circle');
    expect(r.events.filter((e) => e.type === 'materia-discarded')).toEqual([
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'black-circle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'black-square' },
    ]);
    const r2 = step(evening(spend), learn('offering', 3, 'black-square', spend));
    expect(r2.state.players[0]?.spells[0]?.card).toBe('black-square');
  });

  it('the spend may be listed in any order', () => {
    const spend: MateriaKind[] = ['green-circle', 'red-square', 'blue-circle', 'red-square', 'red-circle'];
    const s = evening(spend);
    const a = step(s, learn('sacrifice', 3, 'red-square', spend));
    const b = step(s, learn('sacrifice', 3, 'red-square', [...spend].reverse()));
    expect(a).toEqual(b);
  });

  it('learned spells are kept in the order learned', () => {
    const s = evening(copies('red-circle', 3), { learned: [{ spell: 'offering', level: 5, card: 'black-square' }] });
    const r = step(s, learn('sacrifice', 3, 'red-circle', copies('red-circle', 3)));
    expect(r.state.players[0]?.spells.map((l) => l.spell)).toEqual(['offering', 'sacrifice']);
  });

  it('a Learn is the Evening\'s one action: the Day ends after it', () => {
    const r = step(evening(copies('red-circle', 3)), learn('sacrifice', 3, 'red-circle', copies('red-circle', 3)));
    expect(r.state.active).toBe(1);
    expect(r.state.phase).toBe('morning');
    expect(r.state.day).toBe(2);
  });

  it('learning the 7th spell triggers the end (seventh-spell) after the payment is discarded', () => {
    const learned: RiggedSpell[] = [
      { spell: 'levitation', level: 3, card: 'purple-circle' }, { spell: 'purification', level: 3, card: 'green-circle' },
      { spell: 'offering', level: 3, card: 'black-circle' }, { spell: 'time-travel', level: 3, card: 'white-circle' },
      { spell: 'transmutation', level: 3, card: 'blue-circle' }, { spell: 'abundance', level: 3, card: 'yellow-circle' },
    ];
    const s = evening(copies('red-circle', 4), { learned });
    const r = step(s, learn('sacrifice', 4, 'red-circle', copies('red-circle', 4)));
    expect(types(r.events).slice(0, 6)).toEqual([
      'spell-learned', 'materia-discarded', 'materia-discarded', 'materia-discarded', 'game-end-triggered', 'day-ended',
    ]);
    expect(r.events[4]).toEqual({ type: 'game-end-triggered', player: 0, reason: 'seventh-spell' });
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'seventh-spell' });
    expect(r.state.players[0]?.spells).toHaveLength(7);
    // seat 0 is the first player of 2: seat 1 still plays a Day
    expect(r.state.phase).toBe('morning');
    expect(r.state.active).toBe(1);
  });

  it('learning a 6th spell does not trigger the end', () => {
    const learned: RiggedSpell[] = [
      { spell: 'levitation', level: 3, card: 'purple-circle' }, { spell: 'purification', level: 3, card: 'green-circle' },
      { spell: 'offering', level: 3, card: 'black-circle' }, { spell: 'time-travel', level: 3, card: 'white-circle' },
      { spell: 'transmutation', level: 3, card: 'blue-circle' },
    ];
    const r = step(evening(copies('red-circle', 3), { learned }), learn('sacrifice', 3, 'red-circle', copies('red-circle', 3)));
    expect(r.state.endTrigger).toBeNull();
  });
});

// Tries every payment of many pools by brute force: seconds alone, much longer on a busy machine.
describe('legalActions lists every distinct Learn exactly once (brute force)', { timeout: 120_000 }, () => {
  const pools: { name: string; pool: MateriaKind[]; learned?: RiggedSpell[]; spells?: SpellSelection }[] = [
    { name: 'nine mixed kinds', pool: ['red-circle', 'red-triangle', 'red-square', 'blue-circle', 'green-circle', 'yellow-circle', 'purple-square', 'black-square', 'white-square'] },
    { name: 'one colour, two runes', pool: [...copies('red-circle', 5), ...copies('red-triangle', 4)] },
    { name: 'three triples of runes', pool: ['red-circle', 'blue-circle', 'yellow-circle', 'red-triangle', 'green-triangle', 'yellow-triangle', 'yellow-square', 'black-square', 'white-square'] },
    { name: 'repeated kinds', pool: [...copies('yellow-circle', 3), ...copies('yellow-square', 2), ...copies('red-circle', 2), ...copies('blue-circle', 2)] },
    { name: 'with spells already learned', pool: [...copies('purple-circle', 3), ...copies('black-circle', 3), 'white-circle', 'white-square', 'blue-square'], learned: [{ spell: 'levitation', level: 4, card: 'purple-square' }, { spell: 'abundance', level: 3, card: 'yellow-circle' }] },
    { name: 'set3 spells', pool: ['green-circle', 'green-circle', 'black-circle', 'white-triangle', 'white-triangle', 'blue-triangle', 'yellow-triangle', 'yellow-square', 'red-circle'], spells: 'set3' },
    { name: 'two tokens', pool: ['red-circle', 'red-square'] },
    { name: 'empty', pool: [] },
  ];

  const cases = pools.flatMap((p) => (['printed', 'digital'] as const).map((rules) => ({ ...p, rules })));
  it.each(cases)('$name ($rules)', ({ pool, learned, spells, rules }) => {
    const s = riggedGame({
      spells: spells ?? 'set1', rules,
      phase: 'evening', pools: [pool, []], learned: [learned ?? [], []], altar: [],
    });
    const listed = legalActions(s).filter((a): a is LearnAction => a.type === 'learn');
    const listedKeys = listed.map(actionKey);
    expect(new Set(listedKeys).size).toBe(listedKeys.length);
    // each listed spend is in kind order and is the spend the key was built from
    for (const a of listed) expect(a.spend).toEqual([...a.spend].sort((x, y) => kindIndex(x) - kindIndex(y)));
    // ordered by spell (game order), then level
    const rank = (a: LearnAction): number => s.spells.indexOf(a.spell) * 10 + a.level;
    for (let i = 1; i < listed.length; i++) expect(rank(listed[i] as LearnAction)).toBeGreaterThanOrEqual(rank(listed[i - 1] as LearnAction));

    const expected = new Set<string>();
    const unlearned = s.spells.filter((id) => !(learned ?? []).some((l) => l.spell === id));
    for (const spend of subMultisets(pool)) {
      for (const spell of s.spells) {
        const colour = getSpell(spell).colour;
        for (const level of [3, 4, 5] as const) {
          for (const onCard of MATERIA_KINDS.filter((k) => colourOf(k) === colour && spend.includes(k))) {
            const a = learn(spell, level, onCard, spend);
            const ok = unlearned.includes(spell) && validPayment(spend, colour, level, onCard, rules === 'printed');
            expect(isLegal(s, a), actionKey(a)).toBe(ok);
            if (ok) expected.add(actionKey(a));
          }
        }
      }
    }
    expect(new Set(listedKeys)).toEqual(expected);
    // the Evening list is the learns then pass
    expect(legalActions(s).at(-1)).toEqual({ type: 'pass', player: 0 });
    expect(legalActions(s)).toHaveLength(expected.size + 1);
  });
});

// Spell effects are not implemented yet; these steps of §5 need them.
// The order of a Learn with spells (§5):
// Covered with the spell effects in tests/spells/: step 2: with Communion L5 active (including Communion just learned at L5), 2 of this Learn\'s discards are stored first
// Covered with the spell effects in tests/spells/: step 4: the learned spell\'s instant resolves after the payment is discarded (Abundance, Swiftness L3/L4, Communion L3)
// Covered with the spell effects in tests/spells/: step 5: a Learn that fills the board (Communion L5 storing) triggers the end (familiar-full)
// Covered with the spell effects in tests/spells/: Transmutation and Clone learns follow the same order
