// Rules §3 (setup) and the RiggedSetup option.
import { describe, expect, it } from 'vitest';
import {
  COLOURS, MATERIA_KINDS, SetupError, OPENING_ALTAR, OPENING_POOL, SPELL_SETS, countsOf, createGame, createRiggedGame, getSpell, kindsOf,
  hashSeed, listSpells, nextUint32, total, type GameOptions, type MateriaKind,
} from '../../src/index.js';
import { allTokens, assertConserved, copies, expectSetupError, riggedGame, thrownBy, step, without } from '../kit/index.js';

/**
 * The game's draws for a seed (its text after `sfc32:`), as saves and records promise them: the
 * cyrb128 hash of the text seeds sfc32, 12 outputs are thrown away, and `below(n)` scales the
 * next output to [0, n).
 */
function gameRandom(seed: string): { below(n: number): number } {
  const words = hashSeed(seed);
  for (let i = 0; i < 12; i++) nextUint32(words);
  return { below: (n) => Math.floor((nextUint32(words) / 4294967296) * n) };
}

it('the game generator gives its known answers (sfc32 seeded by cyrb128)', () => {
  // Values checked against an independent implementation of both algorithms.
  const words = hashSeed('known answer');
  expect(words).toEqual([48477639, 882784736, 738346518, 4242586221]);
  for (let i = 0; i < 12; i++) nextUint32(words);
  expect([nextUint32(words), nextUint32(words), nextUint32(words), nextUint32(words)]).toEqual([2528242679, 3956950002, 525413205, 2798707979]);
});

/** Replays §3 with the seeded generator: first player, classic spells, 5 altar draws, then pools in seat order. */
function replayDeal(seed: string, players: number, opts: { firstPlayer?: number; classic?: boolean }) {
  const rng = gameRandom(seed);
  const firstPlayer = opts.firstPlayer ?? rng.below(players);
  const spells = opts.classic === true
    ? COLOURS.map((c) => listSpells({ colour: c }).filter((s) => s.set !== null)[rng.below(3)]?.id)
    : [...SPELL_SETS.set1];
  const pouch = countsOf(allTokens());
  const drawOne = (): MateriaKind => {
    let r = rng.below(pouch.reduce((a, b) => a + b, 0));
    for (let i = 0; i < pouch.length; i++) {
      const c = pouch[i] as number;
      if (r < c) {
        pouch[i] = c - 1;
        return MATERIA_KINDS[i] as MateriaKind;
      }
      r -= c;
    }
    throw new Error('empty pouch');
  };
  const altar: MateriaKind[] = [];
  for (let i = 0; i < 5; i++) altar.push(drawOne());
  const pools: MateriaKind[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < players; k++) {
    const seat = (firstPlayer + k) % players;
    pools[seat]?.push(drawOne(), drawOne());
  }
  return { firstPlayer, spells, altar, pools, pouch };
}

describe('§3 player count', () => {
  it.each([2, 3, 4] as const)('accepts %i players, one player state per seat', (players) => {
    const s = createGame({ players, seed: 'count' });
    expect(s.players).toHaveLength(players);
    expect(s.phase).toBe('morning');
    expect(s.day).toBe(1);
    expect(s.active).toBe(s.firstPlayer);
    expect(s.phaseActions).toBe(0);
    expect(s.step).toBe(0);
    expect(s.endTrigger).toBeNull();
  });

  it.each([5, 0, 2.5, -2, '2', Number.NaN, undefined])('refuses %s players with invalid-player-count', (players) => {
    expectSetupError({ players, seed: 'x' }, 'invalid-player-count', 'players');
  });

  it('refuses a non-object options value', () => {
    expectSetupError(null, 'invalid-options', '');
  });

  it('refuses a non-string seed', () => {
    expectSetupError({ players: 2, seed: 42 }, 'invalid-seed', 'seed');
  });
});

describe('§3.3-3.4 the opening deal', () => {
  it.each([2, 3, 4] as const)('%i players: 5 on the altar, 2 in every pool, nothing stored or learned, 105 in all', (players) => {
    const s = createGame({ players, seed: `deal-${players}` });
    expect(OPENING_ALTAR).toBe(5);
    expect(OPENING_POOL).toBe(2);
    expect(total(s.altar)).toBe(5);
    for (const p of s.players) {
      expect(total(p.pool)).toBe(2);
      expect(p.familiar).toEqual([]);
      expect(p.spells).toEqual([]);
    }
    expect(total(s.discard)).toBe(0);
    expect(s.pouchTop).toEqual([]);
    expect(total(s.pouch)).toBe(105 - 5 - 2 * players);
    assertConserved(s);
  });

  it('draws with the seeded randomness in the order of §3: first player, altar, then pools from the first player on', () => {
    for (const players of [2, 3, 4] as const) {
      for (const seed of ['a', 'b', 'c', 'order']) {
        const s = createGame({ players, seed });
        const r = replayDeal(seed, players, {});
        expect(s.firstPlayer).toBe(r.firstPlayer);
        expect(s.altar).toEqual(countsOf(r.altar));
        s.players.forEach((p, seat) => expect(p.pool).toEqual(countsOf(r.pools[seat] ?? [])));
        expect(s.pouch).toEqual(r.pouch);
      }
    }
  });

  it('deals the pools in seat order starting with the first player (swapping the first player swaps the pools)', () => {
    // With the first player given, no randomness is spent on it, so the same 4 pool draws are dealt.
    const a = createGame({ players: 2, seed: 'seats', firstPlayer: 0 });
    const b = createGame({ players: 2, seed: 'seats', firstPlayer: 1 });
    expect(a.altar).toEqual(b.altar);
    expect(a.players[0]?.pool).toEqual(b.players[1]?.pool);
    expect(a.players[1]?.pool).toEqual(b.players[0]?.pool);
    const r = replayDeal('seats4', 4, { firstPlayer: 2 });
    const s = createGame({ players: 4, seed: 'seats4', firstPlayer: 2 });
    s.players.forEach((p, seat) => expect(p.pool).toEqual(countsOf(r.pools[seat] ?? [])));
  });
});

describe('§3.1 first player', () => {
  it('uses the firstPlayer option, which also becomes the active player', () => {
    for (const fp of [0, 1, 2, 3]) {
      const s = createGame({ players: 4, seed: 'fp', firstPlayer: fp });
      expect(s.firstPlayer).toBe(fp);
      expect(s.active).toBe(fp);
    }
  });

  it.each([2, -1, 1.5, '0'])('refuses firstPlayer %s in a 2-player game', (fp) => {
    expectSetupError({ players: 2, seed: 'x', firstPlayer: fp }, 'invalid-first-player', 'firstPlayer');
  });

  it('is chosen with the seeded randomness: the same seed gives the same first player', () => {
    for (const seed of ['one', 'two', 'three']) {
      expect(createGame({ players: 4, seed }).firstPlayer).toBe(createGame({ players: 4, seed }).firstPlayer);
    }
  });

  it('different seeds give every seat as first player', () => {
    for (const players of [2, 3, 4] as const) {
      const seen = new Set<number>();
      for (let i = 0; i < 60; i++) seen.add(createGame({ players, seed: `first-${i}` }).firstPlayer);
      expect([...seen].sort()).toEqual(Array.from({ length: players }, (_, i) => i));
    }
  });
});

describe('§3.2 spells', () => {
  it('defaults to set1', () => {
    expect(createGame({ players: 2, seed: 'x' }).spells).toEqual(
      ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
    );
  });

  it('set1, set2 and set3 hold the printed sets of the cards, in colour order', () => {
    expect(createGame({ players: 2, seed: 'x', spells: 'set1' }).spells).toEqual(
      ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
    );
    expect(createGame({ players: 2, seed: 'x', spells: 'set2' }).spells).toEqual(
      ['eruption', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'knowledge'],
    );
    expect(createGame({ players: 2, seed: 'x', spells: 'set3' }).spells).toEqual(
      ['blaze', 'divination', 'growth', 'feast', 'clone', 'mirage', 'communion'],
    );
    for (const [set, name] of [[1, 'set1'], [2, 'set2'], [3, 'set3']] as const) {
      const spells = createGame({ players: 2, seed: 'x', spells: name }).spells;
      expect(spells.map((id) => getSpell(id).set)).toEqual(copies('red-circle', 7).map(() => set));
      expect(spells.map((id) => getSpell(id).colour)).toEqual([...COLOURS]);
    }
  });

  it('classic: one printed spell per colour, in colour order, chosen with the seeded randomness after the first player', () => {
    for (const seed of ['c1', 'c2', 'c3', 'c4']) {
      const s = createGame({ players: 3, seed, spells: 'classic' });
      expect(s.spells.map((id) => getSpell(id).colour)).toEqual([...COLOURS]);
      const r = replayDeal(seed, 3, { classic: true });
      expect(s.spells).toEqual(r.spells);
      expect(s.firstPlayer).toBe(r.firstPlayer);
      expect(s.altar).toEqual(countsOf(r.altar));
      // with a given first player, the spell draws are the first use of the generator
      const t = createGame({ players: 3, seed, spells: 'classic', firstPlayer: 1 });
      expect(t.spells).toEqual(replayDeal(seed, 3, { classic: true, firstPlayer: 1 }).spells);
    }
  });

  it('classic is deterministic by seed and varies across seeds (every printed spell appears)', () => {
    expect(createGame({ players: 2, seed: 'same', spells: 'classic' }).spells)
      .toEqual(createGame({ players: 2, seed: 'same', spells: 'classic' }).spells);
    const seen = new Set<string>();
    const combos = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const spells = createGame({ players: 2, seed: `classic-${i}`, spells: 'classic' }).spells;
      spells.forEach((id) => seen.add(id));
      combos.add(spells.join(','));
    }
    expect(seen.size).toBe(21);
    expect(combos.size).toBeGreaterThan(40);
  });

  it('an explicit list of 7, one per colour, is accepted in any order and kept in colour order', () => {
    const list = ['communion', 'mirage', 'clone', 'feast', 'growth', 'divination', 'blaze'];
    expect(createGame({ players: 2, seed: 'x', spells: list }).spells).toEqual(
      ['blaze', 'divination', 'growth', 'feast', 'clone', 'mirage', 'communion'],
    );
    const mixed = ['eruption', 'levitation', 'growth', 'feast', 'time-travel', 'swiftness', 'knowledge'];
    expect(createGame({ players: 2, seed: 'x', spells: mixed }).spells).toEqual(mixed);
  });

  it('refuses a list of the wrong length', () => {
    expectSetupError({ players: 2, seed: 'x', spells: ['sacrifice'] }, 'invalid-spells', 'spells');
    expectSetupError({ players: 2, seed: 'x', spells: [] }, 'invalid-spells', 'spells');
    expectSetupError(
      { players: 2, seed: 'x', spells: [...SPELL_SETS.set1, 'eruption'] }, 'invalid-spells', 'spells',
    );
  });

  it('refuses two spells of one colour, at the second one', () => {
    expectSetupError(
      { players: 2, seed: 'x', spells: ['sacrifice', 'eruption', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'] },
      'invalid-spells', 'spells.1',
    );
  });

  it('refuses an unknown spell id, at its index', () => {
    expectSetupError(
      { players: 2, seed: 'x', spells: ['sacrifice', 'levitation', 'purification', 'fireball', 'time-travel', 'transmutation', 'abundance'] },
      'invalid-spells', 'spells.3',
    );
    expectSetupError({ players: 2, seed: 'x', spells: 'set4' }, 'invalid-spells', 'spells');
  });
});

describe('seeds', () => {
  it('tags the seed with the algorithm', () => {
    expect(createGame({ players: 2, seed: 'abc' }).seed).toBe('sfc32:abc');
    expect(createGame({ players: 2, seed: 'sfc32:abc' }).seed).toBe('sfc32:abc');
    expect(createGame({ players: 2, seed: '' }).seed).toBe('sfc32:');
    expect(createGame({ players: 2 }).seed).toMatch(/^sfc32:.+/);
  });

  it('a tagged and an untagged seed are the same game', () => {
    expect(createGame({ players: 3, seed: 'sfc32:same' })).toEqual(createGame({ players: 3, seed: 'same' }));
  });

  it('the same options give an identical state; other seeds give other deals', () => {
    const opts: GameOptions = { players: 4, seed: 'twin', spells: 'classic' };
    const a = createGame(opts);
    expect(createGame(opts)).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    const deals = new Set<string>();
    for (let i = 0; i < 10; i++) deals.add(JSON.stringify(createGame({ players: 4, seed: `other-${i}` }).altar));
    expect(deals.size).toBe(10);
  });

  it('without a seed, two games get different seeds', () => {
    expect(createGame({ players: 2 }).seed).not.toBe(createGame({ players: 2 }).seed);
  });
});

describe('RiggedSetup', () => {
  const fullRig = {
    altar: ['red-circle', 'blue-square', 'blue-square'] as MateriaKind[],
    pools: [['yellow-circle', 'yellow-triangle', 'yellow-square'], []] as MateriaKind[][],
    familiars: [['green-circle', 'green-circle'], ['black-square']] as MateriaKind[][],
    learned: [[{ spell: 'sacrifice', level: 4 as const, card: 'red-triangle' as const }], []],
    discard: ['white-circle', 'white-circle', 'white-circle'] as MateriaKind[],
    nextDraws: ['purple-circle', 'red-square'] as MateriaKind[],
    active: 1,
    phase: 'midday' as const,
    day: 4,
  };

  it('places every given part exactly, and the rest stays in the pouch', () => {
    const s = riggedGame({ ...fullRig });
    expect(kindsOf(s.altar)).toEqual(['red-circle', 'blue-square', 'blue-square']);
    expect(kindsOf(s.players[0]?.pool ?? [])).toEqual(['yellow-circle', 'yellow-triangle', 'yellow-square']);
    expect(total(s.players[1]?.pool ?? [])).toBe(0);
    expect(s.players[0]?.familiar).toEqual(['green-circle', 'green-circle']);
    expect(s.players[1]?.familiar).toEqual(['black-square']);
    expect(s.players[0]?.spells).toEqual([{ spell: 'sacrifice', level: 4, card: 'red-triangle', day: 0 }]);
    expect(s.players[1]?.spells).toEqual([]);
    expect(kindsOf(s.discard)).toEqual(['white-circle', 'white-circle', 'white-circle']);
    expect(s.pouchTop).toEqual(['purple-circle', 'red-square']);
    expect(s.active).toBe(1);
    expect(s.phase).toBe('midday');
    expect(s.day).toBe(4);
    expect(s.firstPlayer).toBe(0);
    expect(s.endTrigger).toBeNull();
    expect(total(s.pouch)).toBe(105 - 3 - 3 - 3 - 1 - 3 - 2);
    assertConserved(s);
  });

  it('defaults: active is the first player, Morning, Day 1, learned spells from Day 0', () => {
    const s = createRiggedGame({ players: 3, seed: 'def', firstPlayer: 2, setup: { learned: [[], [{ spell: 'abundance', level: 3, card: 'yellow-circle' }], []] } });
    expect(s.active).toBe(2);
    expect(s.phase).toBe('morning');
    expect(s.day).toBe(1);
    expect(s.players[1]?.spells).toEqual([{ spell: 'abundance', level: 3, card: 'yellow-circle', day: 0 }]);
    expect(total(s.altar)).toBe(5);
    s.players.forEach((p) => expect(total(p.pool)).toBe(2));
    assertConserved(s);
  });

  it('deals the parts left out from the remaining pouch (altar 5, pools 2 each)', () => {
    // Everything but 5 + 4 tokens is placed, so the deal must use exactly those 9.
    const free: MateriaKind[] = ['red-circle', 'red-circle', 'blue-square', 'green-triangle', 'yellow-circle', 'black-square', 'black-square', 'white-triangle', 'purple-square'];
    const discard = without(allTokens(), free);
    const s = riggedGame({ discard });
    expect(total(s.altar)).toBe(5);
    expect(total(s.players[0]?.pool ?? [])).toBe(2);
    expect(total(s.players[1]?.pool ?? [])).toBe(2);
    expect(total(s.pouch)).toBe(0);
    expect(countsOf([...kindsOf(s.altar), ...kindsOf(s.players[0]?.pool ?? []), ...kindsOf(s.players[1]?.pool ?? [])])).toEqual(countsOf(free));
    // With the pools given, only the altar is dealt; with the altar given, only the pools.
    const t = riggedGame({ discard, pools: [['red-circle'], []] });
    expect(total(t.altar)).toBe(5);
    expect(kindsOf(t.players[0]?.pool ?? [])).toEqual(['red-circle']);
    expect(total(t.pouch)).toBe(3);
    const u = riggedGame({ discard, altar: [] });
    expect(total(u.altar)).toBe(0);
    expect(total(u.players[0]?.pool ?? []) + total(u.players[1]?.pool ?? [])).toBe(4);
    expect(total(u.pouch)).toBe(5);
    [s, t, u].forEach(assertConserved);
  });

  it('the next draws are drawn first, in order, before any random draw', () => {
    let s = riggedGame({ pools: [[], []], nextDraws: ['white-square', 'red-circle', 'white-square'] });
    const r = step(s, { type: 'draw', player: 0 });
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'materia-drawn', player: 0, materia: 'white-square' },
      { type: 'materia-drawn', player: 0, materia: 'red-circle' },
    ]);
    s = r.state;
    expect(s.pouchTop).toEqual(['white-square']);
    expect(kindsOf(s.players[0]?.pool ?? [])).toEqual(['red-circle', 'white-square']);
  });

  it('the deal of unrigged parts does not consume the next draws', () => {
    const s = riggedGame({ nextDraws: ['white-square', 'white-square'] });
    expect(s.pouchTop).toEqual(['white-square', 'white-square']);
    expect(total(s.altar)).toBe(5);
    assertConserved(s);
  });

  describe('validation', () => {
    it('createGame deals new games only: a setup is refused at setup and created by createRiggedGame', () => {
      const options = { players: 2, seed: 'x', setup: { nextDraws: ['red-circle'] } } as const;
      const e = thrownBy(SetupError, () => createGame(options as unknown as GameOptions));
      expect([e.code, e.path]).toEqual(['invalid-options', 'setup']);
      expect(e.message).toContain('createRiggedGame');
      expect(createRiggedGame(options).pouchTop).toEqual(['red-circle']);
      // Without a setup (or with null) both creators deal the same game.
      expect(createRiggedGame({ players: 3, seed: 'same', setup: null })).toEqual(createGame({ players: 3, seed: 'same' }));
    });

    const bad = (setup: unknown, path: string, players = 2): void =>
      expectSetupError({ players, seed: 'x', spells: 'set1', firstPlayer: 0, setup }, 'invalid-rigged-setup', path);

    it('refuses more than 5 tokens of a kind across all parts', () => {
      bad({ altar: copies('red-circle', 3), pools: [copies('red-circle', 3), []] }, 'setup');
      bad({ discard: copies('blue-square', 6) }, 'setup');
      bad({ nextDraws: copies('blue-square', 2), familiars: [copies('blue-square', 4), []] }, 'setup');
      bad({ learned: [[{ spell: 'abundance', level: 3, card: 'yellow-circle' }], []], discard: copies('yellow-circle', 5) }, 'setup');
    });

    it('accepts exactly 5 of a kind', () => {
      expect(() => riggedGame({ altar: copies('red-circle', 2), pools: [copies('red-circle', 3), []] })).not.toThrow();
    });

    it('refuses a pool of 10', () => {
      bad({ pools: [[...copies('red-circle', 5), ...copies('red-square', 5)], []] }, 'setup.pools.0');
    });

    it('refuses a familiar board of 14 and a 7th learned spell (the game would be over)', () => {
      bad({ familiars: [[], [...copies('red-circle', 5), ...copies('red-square', 5), ...copies('red-triangle', 4)]] }, 'setup.familiars.1');
      const seven = [
        { spell: 'sacrifice', level: 3, card: 'red-circle' }, { spell: 'levitation', level: 3, card: 'purple-circle' },
        { spell: 'purification', level: 3, card: 'green-circle' }, { spell: 'offering', level: 3, card: 'black-circle' },
        { spell: 'time-travel', level: 3, card: 'white-circle' }, { spell: 'transmutation', level: 3, card: 'blue-circle' },
        { spell: 'abundance', level: 3, card: 'yellow-circle' },
      ];
      bad({ learned: [seven, []] }, 'setup.learned.0');
    });

    it('refuses the wrong number of seats', () => {
      bad({ pools: [[]] }, 'setup.pools');
      bad({ pools: [[], [], []] }, 'setup.pools');
      bad({ familiars: [[]] }, 'setup.familiars');
      bad({ learned: [[], [], []] }, 'setup.learned');
    });

    it('refuses an unknown materia kind, at its index', () => {
      bad({ altar: ['red-circle', 'red-star'] }, 'setup.altar.1');
      bad({ pools: [[], ['orange-circle']] }, 'setup.pools.1.0');
      bad({ nextDraws: 'red-circle' }, 'setup.nextDraws');
    });

    it('refuses a learned spell that is not in the game, learned twice, of a bad level or day', () => {
      bad({ learned: [[{ spell: 'eruption', level: 3, card: 'red-circle' }], []] }, 'setup.learned.0.0.spell');
      bad({ learned: [[], [{ spell: 'sacrifice', level: 3, card: 'red-circle' }, { spell: 'sacrifice', level: 4, card: 'red-square' }]] }, 'setup.learned.1.1.spell');
      bad({ learned: [[{ spell: 'sacrifice', level: 6, card: 'red-circle' }], []] }, 'setup.learned.0.0.level');
      bad({ learned: [[{ spell: 'sacrifice', level: 3, card: 'red-circle', day: 2 }], []] }, 'setup.learned.0.0.day');
      bad({ learned: [[{ spell: 'sacrifice', level: 3, card: 'red-circle', day: -1 }], []] }, 'setup.learned.0.0.day');
    });

    it('refuses a card materia of another colour than the spell', () => {
      bad({ learned: [[{ spell: 'sacrifice', level: 3, card: 'blue-circle' }], []] }, 'setup.learned.0.0.card');
    });

    it('refuses a spell learned today by a player who is not active', () => {
      bad({ day: 3, active: 0, learned: [[], [{ spell: 'sacrifice', level: 3, card: 'red-circle', day: 3 }]] }, 'setup.learned.1.0.day');
      expect(() => riggedGame({
        day: 3, active: 1, learned: [[], [{ spell: 'sacrifice', level: 3, card: 'red-circle', day: 3 }]],
      })).not.toThrow();
    });

    it('refuses a bad phase, active seat or day', () => {
      bad({ phase: 'night' }, 'setup.phase');
      bad({ phase: 'ended' }, 'setup.phase');
      bad({ active: 2 }, 'setup.active');
      bad({ active: -1 }, 'setup.active');
      bad({ active: 0.5 }, 'setup.active');
      bad({ day: 0 }, 'setup.day');
      bad({ day: 1.5 }, 'setup.day');
      bad({ day: '2' }, 'setup.day');
    });

    it('refuses a setup that is not an object', () => {
      bad(7, 'setup');
    });
  });
});

// Rules §3.5 and §9 (solo mode, `players: 1`: 7 on the altar, the difficulty's draws into the
// opponent's lower part) are tested in tests/solo/setup.test.ts.