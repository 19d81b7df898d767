// Solo-mode properties (RULES.md §9), checked with fast-check over random seeds, difficulties, the
// four spell selections and random legal play to the end of the game with a policy that prefers
// learning and casting. Runs per property: PROPERTY_RUNS (default 40). To replay a failure set
// PROPERTY_SEED (and PROPERTY_PATH) to what fast-check printed.
//
// The materia census, the track values and the scores are computed here independently of the
// engine (CARDS.md tables).
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  COLOURS, LoadError, applyAction, createGame, deserialize, kindsOf, legalActions, materiaCensus, runeOf,
  scoreGame, serialize, total,
  type Action, type GameEvent, type GameState, type Level, type MateriaKind, type SpellId,
} from '../../src/index.js';
import { testRng } from '../helpers.js';
import { SEVEN, solo, step } from './solo-rig.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
function params(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.PROPERTY_SEED;
  const path = process.env.PROPERTY_PATH;
  return { numRuns, ...(seed === undefined ? {} : { seed: Number(seed) }), ...(path === undefined ? {} : { path }) };
}
/** Every random solo game must end within this many actions. */
const MAX_STEPS = 3_000;
/** ... and within this many Days (17 placements, plus Days whose altar was empty at their end). */
const MAX_DAYS = 40;
const TIMEOUT = 30_000 + RUNS * 1_000;

// ---------------------------------------------------------------------------------------------
// Scenarios and the policy

type Mode = 'learner' | 'uniform';
interface Scenario {
  readonly seed: string;
  readonly difficulty: 0 | 1 | 2 | 3;
  readonly spells: 'set1' | 'set2' | 'set3' | 'classic';
  readonly policy: number;
  readonly mode: Mode;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  seed: fc.string(),
  difficulty: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
  spells: fc.constantFrom('set1' as const, 'set2' as const, 'set3' as const, 'classic' as const),
  policy: fc.integer(),
  mode: fc.constantFrom<Mode>('learner', 'learner', 'uniform'),
});

function randomOf<T>(list: readonly T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/**
 * `learner`: learn whenever possible (at the highest level offered), else cast a spell (85%); in
 * the Midday store rarely (15%), otherwise gather materia (take or draw), so games reach the 7th
 * spell as well as a full board or track; effect decisions uniformly. `uniform`: any legal action.
 */
function choose(options: readonly Action[], rand: () => number, mode: Mode, phase: GameState['phase'], inEffect: boolean): Action {
  if (mode === 'uniform' || inEffect) return randomOf(options, rand);
  const learns = options.filter((a) => a.type === 'learn');
  if (learns.length > 0) {
    const top = Math.max(...learns.map((a) => (a.type === 'learn' ? a.level : 0)));
    return randomOf(learns.filter((a) => a.type === 'learn' && a.level === top), rand);
  }
  const casts = options.filter((a) => a.type === 'cast');
  if (casts.length > 0 && rand() < 0.85) return randomOf(casts, rand);
  if (phase === 'midday') {
    const stores = options.filter((a) => a.type === 'store');
    return stores.length > 0 && rand() < 0.15 ? randomOf(stores, rand) : ({ type: 'pass', player: 0 } as const);
  }
  const gathers = options.filter((a) => a.type === 'take' || a.type === 'draw');
  if (gathers.length > 0) return randomOf(gathers, rand);
  return randomOf(options, rand);
}

interface Played {
  readonly states: GameState[]; // states[0] is the setup; states[i + 1] follows actions[i]
  readonly actions: Action[];
  readonly events: (readonly GameEvent[])[];
}

function create(sc: Scenario): GameState {
  return createGame({ players: 1, seed: sc.seed, spells: sc.spells, solo: { difficulty: sc.difficulty } });
}

function play(sc: Scenario): Played {
  const rand = testRng(sc.policy);
  let s = create(sc);
  const states = [s];
  const actions: Action[] = [];
  const events: (readonly GameEvent[])[] = [];
  for (let i = 0; i < MAX_STEPS && s.phase !== 'ended'; i++) {
    const options = legalActions(s);
    if (options.length === 0) throw new Error(`no legal action in a running game (step ${i})`);
    const a = choose(options, rand, sc.mode, s.phase, s.pending.length > 0);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(a)}: ${r.error.code}: ${r.error.message}`);
    actions.push(a);
    events.push(r.events);
    s = r.state;
    states.push(s);
  }
  return { states, actions, events };
}

// ---------------------------------------------------------------------------------------------
// Independent census and scoring

const KINDS: readonly MateriaKind[] = COLOURS.flatMap((c) => (['circle', 'triangle', 'square'] as const).map((r): MateriaKind => `${c}-${r}`));

/** Where a token is: pouch, pouchTop, altar, discard, pool, familiar, cards, track, lower part. */
function census(s: GameState): Map<MateriaKind, number> {
  const out = new Map<MateriaKind, number>(KINDS.map((k) => [k, 0]));
  const add = (list: readonly MateriaKind[]): void => {
    for (const m of list) {
      if (!out.has(m)) throw new Error(`unknown kind ${m}`);
      out.set(m, (out.get(m) as number) + 1);
    }
  };
  add(kindsOf(s.pouch));
  add(s.pouchTop);
  add(kindsOf(s.altar));
  add(kindsOf(s.discard));
  for (const p of s.players) {
    add(kindsOf(p.pool));
    add(p.familiar);
    add(p.spells.map((l) => l.card));
  }
  if (s.opponent !== null) {
    add(s.opponent.track);
    add(kindsOf(s.opponent.lower));
  }
  return out;
}

function conservationProblem(s: GameState): string | undefined {
  const c = census(s);
  let sum = 0;
  for (const [k, n] of c) {
    if (n !== 5) return `${k}: ${n} tokens`;
    sum += n;
  }
  if (sum !== 105) return `${sum} tokens`;
  for (const counts of [s.pouch, s.altar, s.discard, ...s.players.map((p) => p.pool), s.opponent?.lower ?? []]) {
    if (counts.some((n) => !Number.isInteger(n) || n < 0)) return 'a negative or fractional count';
  }
  const p = s.players[0];
  if (p === undefined || s.players.length !== 1) return 'not one player';
  if (total(p.pool) > 9) return `pool of ${total(p.pool)}`;
  if (p.familiar.length > 14) return `familiar of ${p.familiar.length}`;
  if (s.opponent === null) return 'no opponent';
  if (s.opponent.track.length > 17) return `track of ${s.opponent.track.length}`;
  return undefined;
}

const FAMILIAR = [0, 1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16, 18];
const TRACK = [0, 0, 0, 0, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40];
type Pts = number | '*';
const POINTS: Record<string, readonly [Pts, Pts, Pts]> = {
  sacrifice: [1, 2, 3], eruption: [2, 3, 4], blaze: [0, 2, 5],
  levitation: [3, 4, 5], sharing: [4, 4, 4], divination: [2, 3, 4],
  purification: [1, 2, 3], cure: [3, 4, 5], growth: [3, 4, 6],
  offering: [2, 4, 6], focus: [3, 4, 5], feast: [2, 2, '*'],
  'time-travel': [2, 4, 6], storm: [4, 6, 8], clone: [4, 5, 6],
  transmutation: [4, 4, 4], swiftness: [3, 6, 0], mirage: [2, 3, 6],
  abundance: [3, 5, 7], knowledge: ['*', '*', '*'], communion: [0, '*', 0],
};

function spellPoints(s: GameState, spell: SpellId, level: Level, card: MateriaKind): number {
  const p = s.players[0];
  if (p === undefined) throw new Error('no player');
  const fixed = POINTS[spell]?.[level - 3];
  if (fixed === undefined) throw new Error(`unknown spell ${spell}`);
  if (fixed !== '*') return fixed;
  const others = p.spells.filter((l) => l.spell !== spell);
  switch (spell) {
    case 'feast':
      return new Set(p.familiar.map((m) => m.split('-')[0])).size;
    case 'communion':
      return p.familiar.filter((m) => runeOf(m) === runeOf(card)).length;
    case 'knowledge':
      if (level === 3) return others.length;
      if (level === 5) return 2 * others.length;
      return others.reduce((n, l) => n + (l.level >= 4 ? 2 : 1), 0);
    default:
      throw new Error(`no variable rule for ${spell}`);
  }
}

function expectScoreConsistent(s: GameState): void {
  const sheet = scoreGame(s);
  const p = s.players[0];
  const o = s.opponent;
  if (p === undefined || o === null) throw new Error('not a solo game');
  const spells = p.spells.map((l) => spellPoints(s, l.spell, l.level, l.card));
  const familiar = FAMILIAR[p.familiar.length] as number;
  const playerTotal = spells.reduce((a, b) => a + b, familiar);
  const placed = o.track.length;
  const trackPoints = TRACK[placed] as number;
  const lower = total(o.lower);
  const oppTotal = trackPoints + lower;
  const result = playerTotal > oppTotal ? 'win' : playerTotal < oppTotal ? 'loss' : 'tie';
  expect(sheet.final).toBe(s.phase === 'ended');
  expect(sheet.players).toHaveLength(1);
  expect(sheet.players[0]?.spells.map((x) => x.points)).toEqual(spells);
  expect(sheet.players[0]?.familiar).toEqual({ stored: p.familiar.length, points: familiar });
  expect(sheet.players[0]?.total).toBe(playerTotal);
  expect(sheet.solo).toEqual({ opponent: { placed, trackPoints, lower, total: oppTotal }, result });
  expect(sheet.winners).toEqual(result === 'win' ? [0] : []);
}

// ---------------------------------------------------------------------------------------------
// Can deserialize load a solo state yet? (Another change adds it; until then the property is skipped.)

const SOLO_LOAD_REFUSED = ((): boolean => {
  try {
    deserialize(serialize(solo({ seed: 'probe', difficulty: 2 })));
    return false;
  } catch (e) {
    return e instanceof LoadError && e.message.includes('solo games cannot be loaded yet');
  }
})();

// ---------------------------------------------------------------------------------------------

describe('solo properties over random games (fast-check)', () => {
  it('materia are conserved at every step: 105 tokens, 5 of each kind, counting the opponent\'s track and lower part', () => {
    fc.assert(fc.property(scenarioArb, (sc) => {
      const g = play(sc);
      g.states.forEach((s, i) => {
        const problem = conservationProblem(s);
        if (problem !== undefined) throw new Error(`step ${i}: ${problem}`);
        // The engine's own census agrees with this independent one.
        const mine = census(s);
        if (!isDeepStrictEqual(materiaCensus(s), KINDS.map((k) => mine.get(k)))) throw new Error(`step ${i}: materiaCensus disagrees`);
      });
    }), params(RUNS));
  }, TIMEOUT);

  it('every game ends within the bound, as §9 says: after a trigger Day\'s placement or the 17th placement', () => {
    fc.assert(fc.property(scenarioArb, (sc) => {
      const g = play(sc);
      const last = g.states[g.states.length - 1] as GameState;
      expect(last.phase).toBe('ended');
      expect(g.actions.length).toBeLessThanOrEqual(MAX_STEPS);
      expect(last.day).toBeLessThanOrEqual(MAX_DAYS);
      const o = last.opponent;
      if (o === null) throw new Error('no opponent');
      // Why it ended: a trigger (on the final Day) or a full track.
      expect(last.endTrigger !== null || o.track.length === 17).toBe(true);
      if (last.endTrigger !== null) expect(last.endTrigger.day).toBe(last.day);
      // No further legal actions.
      expect(legalActions(last)).toEqual([]);
      const after = applyAction(last, { type: 'pass', player: 0 });
      expect(after.ok ? 'ok' : after.error.code).toBe('game-over');

      const all = g.events.flat();
      expect(all.filter((e) => e.type === 'game-ended')).toHaveLength(1);
      expect(all[all.length - 1]).toEqual({ type: 'game-ended' });
      const placed = all.filter((e) => e.type === 'opponent-placed');
      expect(placed.map((e) => e.space)).toEqual(o.track.map((_, i) => i + 1));
      expect(placed.map((e) => e.materia)).toEqual(o.track);
      // At most one placement per Day, and one per Day unless the altar was empty at its end.
      const daysEnded = all.filter((e) => e.type === 'day-ended').length;
      expect(daysEnded).toBe(last.day);
      expect(placed.length).toBeLessThanOrEqual(daysEnded);

      // Every placement decision offers exactly the distinct altar kinds (2 or more: one is answered at once).
      for (const s of g.states) {
        const top = s.pending[s.pending.length - 1];
        if (top?.steps[0]?.step !== 'opponent-place') continue;
        const kinds = kindsOf(s.altar).filter((m, i, a) => a.indexOf(m) === i);
        expect(kinds.length).toBeGreaterThanOrEqual(2);
        expect(legalActions(s)).toEqual(kinds.map((materia) => ({ type: 'pick', player: 0, materia })));
      }

      // The Day transitions: refill to 7, refresh exactly on spaces 4, 9, 14, nothing after the end.
      g.events.forEach((evs, i) => {
        const after = g.states[i + 1] as GameState;
        const ended = evs.some((e) => e.type === 'game-ended');
        const placement = evs.find((e) => e.type === 'opponent-placed');
        const refreshed = evs.filter((e) => e.type === 'altar-refreshed');
        const lost = evs.some((e) => e.type === 'draw-lost' && e.to === 'altar');
        const newDay = evs.some((e) => e.type === 'phase-started' && e.phase === 'morning');
        if (ended) {
          expect(evs.filter((e) => e.type === 'altar-resupplied' || e.type === 'altar-refreshed')).toEqual([]);
        } else if (newDay) {
          expect(evs.filter((e) => e.type === 'altar-resupplied')).toEqual([{ type: 'altar-resupplied', rule: 'solo-fill' }]);
          const space = placement?.type === 'opponent-placed' ? placement.space : null;
          expect(refreshed).toEqual(space !== null && [4, 9, 14].includes(space) ? [{ type: 'altar-refreshed', space }] : []);
          if (!lost) expect(total(after.altar)).toBeGreaterThanOrEqual(7);
          if (refreshed.length > 0 && !lost) expect(total(after.altar)).toBe(7);
        } else {
          expect(placement).toBeUndefined();
          expect(refreshed).toEqual([]);
        }
      });
    }), params(RUNS));
  }, TIMEOUT);

  it('determinism: the same seed and the same actions give the same states and events', () => {
    fc.assert(fc.property(scenarioArb, (sc) => {
      const g = play(sc);
      let s = create(sc);
      if (!isDeepStrictEqual(s, g.states[0])) throw new Error('setup differs');
      g.actions.forEach((a, i) => {
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`replay refused step ${i}: ${r.error.code}`);
        if (!isDeepStrictEqual(r.events, g.events[i])) throw new Error(`events differ at step ${i}`);
        if (!isDeepStrictEqual(r.state, g.states[i + 1])) throw new Error(`state differs at step ${i}`);
        s = r.state;
      });
    }), params(RUNS));
  }, TIMEOUT);

  it.skipIf(SOLO_LOAD_REFUSED)('deserialize(serialize(s)) equals s at every step (skipped while solo saves are refused)', () => {
    fc.assert(fc.property(scenarioArb, (sc) => {
      const g = play(sc);
      g.states.forEach((s, i) => {
        const loaded = deserialize(serialize(s));
        if (!isDeepStrictEqual(loaded, s)) throw new Error(`round trip differs at step ${i}`);
      });
    }), params(RUNS));
  }, TIMEOUT);

  it('scoreGame is consistent with the position: provisional at every Day start, final at the end', () => {
    fc.assert(fc.property(scenarioArb, (sc) => {
      const g = play(sc);
      g.states.forEach((s, i) => {
        if (i === 0 || s.phase === 'ended' || (g.states[i - 1] as GameState).day !== s.day) expectScoreConsistent(s);
      });
      expect(scoreGame(g.states[g.states.length - 1] as GameState).final).toBe(true);
    }), params(RUNS));
  }, TIMEOUT);
});

describe('engine helpers in solo games', () => {
  // materiaCensus counts "every materia token of the game, wherever it is" (src/state/invariants.ts),
  // in solo mode the opponent's track and lower part included.
  it('materiaCensus counts the opponent\'s track and lower part (5 of each kind in a solo game)', () => {
    const s0 = solo({ seed: 'census', difficulty: 2, setup: { altar: SEVEN, pools: [[]] } });
    let s = s0;
    for (let i = 0; i < 3; i++) s = step(s, { type: 'pass', player: 0 }).state;
    s = step(s, { type: 'pick', player: 0, materia: 'purple-circle' }).state;
    expect(s.opponent?.track).toEqual(['purple-circle']);
    expect(total(s.opponent?.lower ?? [])).toBe(2);
    expect(materiaCensus(s)).toEqual(new Array<number>(21).fill(5));
  });

  it('deserialize refuses a solo save (until solo loading is added) with a LoadError, or loads it equal', () => {
    const s = solo({ seed: 'load', difficulty: 1 });
    if (SOLO_LOAD_REFUSED) {
      expect(() => deserialize(serialize(s))).toThrow(LoadError);
    } else {
      expect(deserialize(serialize(s))).toEqual(s);
    }
  });
});
