// The engine's own use of `spellbook-engine/testing`: the conformance properties for 1 to 4
// players over every spell selection and both random policies, under each preset rule profile
// (the games shared between them) and a mixed one, once more with homebrew spells registered
// through `defineSpell`, and the rig helpers and the view property on their own.
// PROPERTY_RUNS sets the games per property (default 20; a property run under each preset plays
// half of them under each); to replay a failure, set PROPERTY_SEED (and PROPERTY_PATH) to what
// fast-check printed.
import { describe, expect, it } from 'vitest';
import {
  COPIES_PER_KIND, MATERIA_KINDS, RULE_PRESETS, TOTAL_MATERIA, applyAction, createGame, defineSpell, legalActions,
  materiaCensus as coreCensus, playerView, type Action, type GameState, type SpellDefinition, type SpellId,
} from '../../src/index.js';
import {
  CONFORMANCE_CHECKS, ConformanceError, allTokens, assertConserved, assertViewSecrecy, checkConformance, checkScenario,
  copies, everyToken, materiaCensus, playRandom, randomPolicy, rig, riggedGame, seededRandom, tokenCensus,
  type ConformanceReport,
} from '../../src/testing/index.js';
import { PRESET_NAMES, mixedRules, propertyRuns, replaySettings } from '../kit/index.js';

const RUNS = propertyRuns(20);
/** The games of a property run under each preset: half the runs each. */
const HALF = Math.max(2, Math.ceil(RUNS / 2));
const TIMEOUT = 60_000 + RUNS * 4_000;

function expectCoverage(report: ConformanceReport, runs: number): void {
  expect(report.games).toBe(runs);
  expect(report.ended).toBe(true);
  expect(report.steps).toBeGreaterThan(runs * 20);
  expect(report.refused).toBeGreaterThan(report.steps);
  if (runs >= 5) expect(report.drawsCompared).toBeGreaterThan(0);
}

describe.each(PRESET_NAMES)('checkConformance: the engine conforms under the %s rules, 1 to 4 players, every selection, both policies', (rules) => {
  it.each([1, 2, 3, 4] as const)('%i player(s)', async (players) => {
    const report = await checkConformance({
      numRuns: HALF, players, rules, ...replaySettings(),
    });
    expectCoverage(report, HALF);
    expect(report.byPlayers).toEqual({ [players]: HALF });
    expect(report.byRules).toEqual({ [rules]: HALF });
  }, TIMEOUT);
});

describe('checkConformance: the rule profiles it plays under', { timeout: 180_000 }, () => {
  it('by default, both presets: each game under one of them', async () => {
    const report = await checkConformance({ numRuns: 8, players: [2], seed: 7 });
    expect(report.games).toBe(8);
    expect(Object.keys(report.byRules).sort()).toEqual(['digital', 'printed']);
    expect((report.byRules.printed ?? 0) + (report.byRules.digital ?? 0)).toBe(8);
  }, TIMEOUT);

  it('a mixed profile, or a list of profiles, is drawn from as given', async () => {
    const runs = Math.max(2, Math.ceil(RUNS / 4));
    const mixed = mixedRules('printed', ['mirageDraws', 'stormDiscards', 'soloRefill']);
    const one = await checkConformance({ numRuns: runs, rules: mixed, ...replaySettings() });
    expectCoverage(one, runs);
    expect(one.byRules).toEqual({ mixed: runs });
    const listed = await checkConformance({ numRuns: 6, players: [1, 2], rules: ['digital', mixed], seed: 3 });
    expect(Object.keys(listed.byRules).sort()).toEqual(['digital', 'mixed']);
    expect((listed.byRules.digital ?? 0) + (listed.byRules.mixed ?? 0)).toBe(6);
  }, TIMEOUT);

  it('setup gets the drawn profile; rules it leaves out are filled in, rules it names are kept', async () => {
    const seen: unknown[] = [];
    const drawn = await checkConformance({
      numRuns: 4, players: [2], rules: 'digital', seed: 11,
      setup: (seed, { players, rules }) => {
        seen.push(rules);
        return { players, seed };
      },
    });
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every((r) => r === 'digital')).toBe(true);
    expect(drawn.byRules).toEqual({ digital: 4 });
    const own = await checkConformance({
      numRuns: 4, players: [2], rules: 'digital', seed: 11,
      setup: (seed, { players }) => ({ players, seed, rules: RULE_PRESETS.printed }),
    });
    expect(own.byRules).toEqual({ printed: 4 });
  }, TIMEOUT);
});

// ---- homebrew spells --------------------------------------------------------------------------
// The registry is module-global: the ids here start with `testing-` and are used by this file only.

/** Spark (red, Morning): L3 draw 1; L4 draw 2 or take 1 (a mode); L5 take up to 2, then discard 1. */
const spark: SpellDefinition = {
  id: 'testing-spark', colour: 'red', set: null, phase: 'morning',
  levels: {
    3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
    4: {
      kind: 'action', points: 2,
      effect: ({ actor }) => [{
        step: 'mode',
        modes: [
          { mode: 'draw', steps: [{ step: 'draw', count: 2 }] },
          { mode: 'take', steps: [{ step: 'take', count: 1, taker: actor }] },
        ],
      }],
    },
    5: {
      kind: 'action', points: 3,
      effect: ({ actor }) => [{ step: 'take', count: 2, taker: actor, optional: true }, { step: 'discard', count: 1 }],
    },
  },
  names: { en: 'Spark', uk: 'Іскра', pl: 'Iskra', 'zh-TW': '火花' },
};

/** Bounty (yellow, no phase): when learned, L3 draw 1, L4 reveal 2 onto the altar, L5 take 1 and store it; L5 scores its familiar. */
const bounty: SpellDefinition = {
  id: 'testing-bounty', colour: 'yellow', set: null, phase: null,
  levels: {
    3: { kind: 'instant', points: 2, effect: () => [{ step: 'draw', count: 1 }] },
    4: { kind: 'instant', points: 3, effect: () => [{ step: 'reveal', count: 2 }] },
    5: { kind: 'instant', points: ({ player }) => player.familiar.length, effect: () => [{ step: 'take-store', count: 1 }] },
  },
  names: { en: 'Bounty', uk: 'Здобич', pl: 'Łup', 'zh-TW': '賞金' },
};

defineSpell(spark);
defineSpell(bounty);

/** set1 with Spark for Sacrifice and Bounty for Abundance, in colour order. */
const HOMEBREW: readonly SpellId[] = [
  'testing-spark', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'testing-bounty',
];

describe('checkConformance with homebrew spells registered by defineSpell', { timeout: 180_000 }, () => {
  it('an explicit selection with two homebrew spells, 1 to 4 players', async () => {
    const report = await checkConformance({ numRuns: RUNS, spells: HOMEBREW, ...replaySettings() });
    expectCoverage(report, RUNS);
  }, TIMEOUT);

  it('an integrator setup: options built from the seed, homebrew and printed spells mixed', async () => {
    const runs = Math.max(2, Math.ceil(RUNS / 4));
    const report = await checkConformance({
      numRuns: runs, ...replaySettings(),
      setup: (seed, { players }) => ({
        players: players === 1 ? 2 : players, seed, firstPlayer: 0,
        spells: ['testing-spark', 'sharing', 'growth', 'focus', 'clone', 'mirage', 'testing-bounty'],
      }),
    });
    expectCoverage(report, runs);
  }, TIMEOUT);

  it('random play really learns and casts the homebrew spells (so the properties cover them)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60 && seen.size < 3; seed++) {
      playRandom(createGame({ players: 2, seed: `homebrew-${seed}`, spells: HOMEBREW }), randomPolicy(seed, 'by-type'), 5_000,
        (_before, _action, _after, events) => {
          for (const e of events) {
            if (e.type === 'spell-cast' && e.spell === 'testing-spark') seen.add(`cast L${e.level}`);
            if (e.type === 'spell-learned' && e.spell === 'testing-bounty') seen.add('bounty');
          }
        });
    }
    expect(seen.has('bounty')).toBe(true);
    expect([...seen].filter((s) => s.startsWith('cast')).length).toBeGreaterThanOrEqual(2);
  }, TIMEOUT);
});

describe('checkConformance and checkScenario report failures', { timeout: 180_000 }, () => {
  it("rejects with fast-check's report of the counterexample", async () => {
    const run = checkConformance({ numRuns: 5, shrink: false, setup: (seed) => ({ players: 5 as never, seed }) });
    await expect(run).rejects.toThrow(/Property failed after 1 tests[\s\S]*Counterexample[\s\S]*players must be 1 \(solo\), 2, 3 or 4/);
  });

  it('catches a homebrew spell that breaks a rule: negative points at the end of the game, named by the engine\'s own check', async () => {
    defineSpell({
      id: 'testing-broken-gift', colour: 'yellow', set: null, phase: null,
      levels: { 3: { kind: 'none', points: () => -1 }, 4: { kind: 'none', points: 2 }, 5: { kind: 'none', points: 3 } },
      names: { en: 'Broken gift', uk: 'Зламаний дар', pl: 'Zepsuty dar', 'zh-TW': '壞禮物' },
    });
    const spells = [...HOMEBREW.slice(0, 6), 'testing-broken-gift'];
    const run = checkConformance({ numRuns: 50, players: [2], spells, seed: 1, shrink: false });
    await expect(run).rejects.toThrow(/Counterexample[\s\S]*after the end: SpellDefinitionError: testing-broken-gift: returned -1, not a non-negative integer \(levels\.3\.points\)/);
  }, TIMEOUT);

  it('rejects options with nothing to choose from', async () => {
    await expect(checkConformance({ players: [] })).rejects.toThrow(RangeError);
    await expect(checkConformance({ rules: [] })).rejects.toThrow(RangeError);
  });

  it('a profile createGame refuses is reported with its SetupError', async () => {
    const run = checkConformance({ numRuns: 2, shrink: false, rules: 'house' as never });
    await expect(run).rejects.toThrow(/Counterexample[\s\S]*unknown rule preset "house"/);
  });

  it.each(PRESET_NAMES)('checkScenario plays one game with every check, and with checks left out (%s)', (rules) => {
    const scenario = { options: { players: 3 as const, seed: 'scenario', spells: 'set3' as const, rules }, policy: 'by-type' as const, policySeed: 5, sampleSeed: 6 };
    const full = checkScenario(scenario);
    expect(full.ended).toBe(true);
    expect(full.refused).toBeGreaterThan(0);
    expect(checkScenario(scenario, { skip: CONFORMANCE_CHECKS })).toEqual({ steps: full.steps, ended: true, listedApplied: 0, refused: 0, drawsCompared: 0 });
  });

  it('checkScenario names the step when a game does not end in time', () => {
    const scenario = { options: { players: 2 as const, seed: 'slow' }, policy: 'uniform' as const, policySeed: 1, sampleSeed: 1 };
    expect(() => checkScenario(scenario, { maxSteps: 10 })).toThrow(ConformanceError);
    expect(() => checkScenario(scenario, { maxSteps: 10 })).toThrow(/did not end within 10 actions/);
    expect(checkScenario(scenario, { maxSteps: 10, skip: ['termination'] })).toMatchObject({ steps: 10, ended: false });
  });
});

// ---- rig helpers ------------------------------------------------------------------------------

describe('rig helpers', () => {
  it('riggedGame: test defaults, a rigged table, and an exact pouch (the rest discarded)', () => {
    const s = riggedGame({ altar: ['red-circle'], pools: [['blue-square'], []], pouch: copies('green-circle', 5) });
    expect(s.players).toHaveLength(2);
    expect(s.active).toBe(0);
    expect(s.spells[0]).toBe('sacrifice');
    expect(everyToken(s)).toHaveLength(TOTAL_MATERIA);
    assertConserved(s);
    const r = applyAction(s, { type: 'draw', player: 0 });
    if (!r.ok) throw new Error(r.error.code);
    const drawn = r.events.flatMap((e) => (e.type === 'materia-drawn' ? [e.materia] : []));
    expect(drawn).toEqual(['green-circle', 'green-circle']);
    expect(riggedGame({ pouch: [], rest: 'altar' }).pouch.every((n) => n === 0)).toBe(true);
  });

  it('rig refuses a table with more than 5 tokens of a kind', () => {
    expect(() => rig({ altar: copies('red-circle', 6) })).toThrow(RangeError);
    expect(() => rig({ altar: copies('red-circle', 3), pouch: copies('red-circle', 3) })).toThrow(RangeError);
    expect(rig({ altar: ['red-circle'] })).toEqual({ altar: ['red-circle'] });
  });

  it('everyToken, tokenCensus and assertConserved count the solo opponent too; the core census is re-exported', () => {
    const solo = playRandom(createGame({ players: 1, seed: 'solo', solo: { difficulty: 3 } }), 3, 40);
    expect(solo.opponent?.track.length ?? 0).toBeGreaterThan(0);
    expect(everyToken(solo)).toHaveLength(TOTAL_MATERIA);
    expect(tokenCensus(solo)).toEqual(MATERIA_KINDS.map(() => COPIES_PER_KIND));
    assertConserved(solo);
    expect(materiaCensus).toBe(coreCensus);
    const duo = createGame({ players: 2, seed: 'duo' });
    expect(tokenCensus(duo)).toEqual(materiaCensus(duo));
    expect([...everyToken(duo)].sort()).toEqual([...allTokens()].sort());
  });

  it('assertConserved throws a ConformanceError on a token created, lost, or a pool over 9', () => {
    const s = createGame({ players: 2, seed: 'broken' });
    const extra: GameState = { ...s, altar: s.altar.map((n, i) => (i === 0 ? n + 1 : n)) };
    expect(() => assertConserved(extra)).toThrow(/106 materia in the game/);
    const swapped: GameState = { ...s, altar: s.altar.map((n, i) => (i === 0 ? n + 1 : i === 1 ? n - 1 : n)) };
    expect(() => assertConserved(swapped)).toThrow(ConformanceError);
    const big = riggedGame({ pools: [[...copies('red-circle', 5), ...copies('blue-circle', 4)], []] });
    const over: GameState = { ...big, altar: big.altar.map(() => 0), pouch: big.pouch.map(() => 0), players: [{ ...big.players[0]!, pool: big.players[0]!.pool.map((n, i) => n + big.altar[i]! + big.pouch[i]!) }, big.players[1]!] };
    expect(() => assertConserved(over)).toThrow(/pool holds \d+ materia, more than 9/);
  });

  it('randomPolicy, seededRandom and playRandom are reproducible', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
    const start = createGame({ players: 3, seed: 'again' });
    const end1 = playRandom(start, 11);
    const end2 = playRandom(start, 11);
    expect(end1.phase).toBe('ended');
    expect(end2).toEqual(end1);
    const legal = legalActions(start);
    const p1 = randomPolicy(4, 'by-type');
    const p2 = randomPolicy(4, 'by-type');
    for (let i = 0; i < 10; i++) expect(p1(start, legal)).toBe(p2(start, legal));
    expect(playRandom(start, 11, 5).step).toBe(5);
    expect(() => playRandom(start, () => ({ type: 'pass', player: 9 }) as Action)).toThrow(/not-your-turn/);
  });
});

// ---- the view property ------------------------------------------------------------------------

describe('no player view predicts the next draw', () => {
  it('two states with other generator states and other next-draw orders have equal views but draw differently', () => {
    const s = riggedGame({ players: 3, seed: 'views', nextDraws: ['red-circle', 'blue-square', 'green-triangle'] });
    const other = createGame({ players: 3, seed: 'another seed' });
    const t: GameState = { ...s, rng: other.rng, pouchTop: [...s.pouchTop].reverse() };
    for (const seat of [undefined, 0, 1, 2]) expect(playerView(t, seat)).toEqual(playerView(s, seat));
    const draw: Action = { type: 'draw', player: s.active };
    const drawn = (state: GameState): unknown[] => {
      const r = applyAction(state, draw);
      if (!r.ok) throw new Error(r.error.code);
      return r.events.filter((e) => e.type === 'materia-drawn');
    };
    expect(drawn(t)).not.toEqual(drawn(s));
    // And the views never carry the secrets.
    for (const seat of [undefined, 0, 1, 2]) {
      const json = JSON.stringify(playerView(s, seat));
      expect(json).not.toContain(s.seed);
      expect(json).not.toMatch(/"(seed|rng|pouchTop)"/);
      for (const w of s.rng) if (w >= 1_000_000) expect(json).not.toContain(String(w));
    }
  });

  it('assertViewSecrecy compares draws when the action draws from a mixed pouch, and only then', () => {
    const s = createGame({ players: 2, seed: 'secrecy' });
    const draw = legalActions(s).find((a) => a.type === 'draw');
    expect(draw).toBeDefined();
    expect(assertViewSecrecy(s, { action: draw! })).toEqual({ comparedDraws: true });
    const take = legalActions(s).find((a) => a.type === 'take');
    expect(assertViewSecrecy(s, { action: take! })).toEqual({ comparedDraws: false });
    const single = riggedGame({ altar: [], pools: [[], []], pouch: copies('white-circle', 4) });
    expect(assertViewSecrecy(single, { action: { type: 'draw', player: 0 } })).toEqual({ comparedDraws: false });
    expect(() => assertViewSecrecy(s, { action: { type: 'draw', player: 1 - s.active } })).toThrow(/not legal/);
  });
});
