// Solo-mode properties (rules §9), checked with fast-check over random seeds, difficulties, the
// four spell selections and random legal play to the end of the game with a policy that prefers
// learning and casting, under each preset rule profile. Runs per property and per preset:
// PROPERTY_RUNS (default 40). To replay a failure set PROPERTY_SEED (and PROPERTY_PATH) to what
// fast-check printed.
//
// The materia census (the kit's, independent of the engine's) and the track values and scores
// (from the card table in tests/oracle) are computed independently of the engine.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  applyAction, createGame, deserialize, kindsOf, legalActions, materiaCensus, scoreGame, serialize, total,
  type Action, type GameEvent, type GameState, type RulePresetName,
} from '../../src/index.js';
import { FAMILIAR_POINTS, TRACK_POINTS, spellPoints } from '../oracle/cards.js';
import {
  PRESET_NAMES, SEVEN, assertConserved, check, propertyParams, propertyRuns, riggedGame, step, tokenCensus, xorshift,
} from '../kit/index.js';

const RUNS = propertyRuns(40);
/** Every random solo game must end within this many actions. */
const MAX_STEPS = 3_000;
/** ... and within this many Days (17 placements, plus Days whose altar was empty at their end). */
const MAX_DAYS = 40;
const TIMEOUT = 30_000 + RUNS * 1_000;

// ---------------------------------------------------------------------------------------------
// Scenarios and the policy

type Mode = 'learner' | 'uniform';
interface Scenario {
  readonly rules: RulePresetName;
  readonly seed: string;
  readonly difficulty: 0 | 1 | 2 | 3;
  readonly spells: 'set1' | 'set2' | 'set3' | 'classic';
  readonly policy: number;
  readonly mode: Mode;
}

function scenarioArb(rules: RulePresetName): fc.Arbitrary<Scenario> {
  return fc.record({
    rules: fc.constant(rules),
    seed: fc.string(),
    difficulty: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
    spells: fc.constantFrom('set1' as const, 'set2' as const, 'set3' as const, 'classic' as const),
    policy: fc.integer(),
    mode: fc.constantFrom<Mode>('learner', 'learner', 'uniform'),
  });
}

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
  return createGame({ players: 1, seed: sc.seed, spells: sc.spells, rules: sc.rules, solo: { difficulty: sc.difficulty } });
}

function play(sc: Scenario): Played {
  const rand = xorshift(sc.policy);
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
// Scoring, recomputed from the card table

function expectScoreConsistent(s: GameState): void {
  const sheet = scoreGame(s);
  const p = s.players[0];
  const o = s.opponent;
  if (p === undefined || o === null) throw new Error('not a solo game');
  const spells = p.spells.map((l) => spellPoints(p, l));
  const familiar = FAMILIAR_POINTS[p.familiar.length] as number;
  const playerTotal = spells.reduce((a, b) => a + b, familiar);
  const placed = o.track.length;
  const trackPoints = TRACK_POINTS[placed] as number;
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

describe.each(PRESET_NAMES)('solo properties over random games under the %s rules (fast-check)', (rules) => {
  it('materia are conserved at every step: 105 tokens, 5 of each kind, counting the opponent\'s track and lower part', () => {
    fc.assert(fc.property(scenarioArb(rules), (sc) => {
      const g = play(sc);
      g.states.forEach((s, i) => {
        check(s.players.length === 1 && s.opponent !== null, `step ${i}: not a solo game`);
        assertConserved(s);
        // The engine's own census agrees with the kit's, which is computed independently.
        check(isDeepStrictEqual(materiaCensus(s), tokenCensus(s)), `step ${i}: materiaCensus disagrees`);
      });
    }), propertyParams(RUNS));
  }, TIMEOUT);

  it('every game ends within the bound, as §9 says: after a trigger Day\'s placement or the 17th placement', () => {
    fc.assert(fc.property(scenarioArb(rules), (sc) => {
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

      // The Day transitions: refresh exactly on spaces 4, 9, 14. Under the `fill` refill: drawn up
      // to 7 (never trimmed) before any refresh, nothing after the end. Under `fill-and-trim`: a
      // refresh space gets the refresh alone, any other Day one resupply (a draw or a trim), the
      // altar then holds exactly 7, the game's last Day included.
      g.events.forEach((evs, i) => {
        const after = g.states[i + 1] as GameState;
        const fill = after.rules.soloRefill === 'fill';
        const ended = evs.some((e) => e.type === 'game-ended');
        const placement = evs.find((e) => e.type === 'opponent-placed');
        const resupplied = evs.filter((e) => e.type === 'altar-resupplied');
        const refreshed = evs.filter((e) => e.type === 'altar-refreshed');
        const lost = evs.some((e) => e.type === 'draw-lost' && e.to === 'altar');
        const newDay = evs.some((e) => e.type === 'phase-started' && e.phase === 'morning');
        if (ended && fill) {
          expect([...resupplied, ...refreshed]).toEqual([]);
        } else if (newDay || ended) {
          const space = placement?.type === 'opponent-placed' ? placement.space : null;
          const refresh = space !== null && [4, 9, 14].includes(space);
          expect(refreshed).toEqual(refresh ? [{ type: 'altar-refreshed', space }] : []);
          if (fill) {
            expect(resupplied).toEqual([{ type: 'altar-resupplied', rule: 'solo-fill' }]);
          } else {
            expect(resupplied).toHaveLength(refresh ? 0 : 1);
            for (const e of resupplied) expect(['solo-fill', 'solo-trim']).toContain(e.rule);
            if (!lost) expect(total(after.altar)).toBe(7);
          }
          if (!lost) expect(total(after.altar)).toBeGreaterThanOrEqual(7);
          if (refreshed.length > 0 && !lost) expect(total(after.altar)).toBe(7);
        } else {
          expect(placement).toBeUndefined();
          expect(refreshed).toEqual([]);
        }
      });
    }), propertyParams(RUNS));
  }, TIMEOUT);

  it('determinism: the same seed and the same actions give the same states and events', () => {
    fc.assert(fc.property(scenarioArb(rules), (sc) => {
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
    }), propertyParams(RUNS));
  }, TIMEOUT);

  it('deserialize(serialize(s)) equals s at every step', () => {
    fc.assert(fc.property(scenarioArb(rules), (sc) => {
      const g = play(sc);
      g.states.forEach((s, i) => {
        const loaded = deserialize(serialize(s));
        if (!isDeepStrictEqual(loaded, s)) throw new Error(`round trip differs at step ${i}`);
      });
    }), propertyParams(RUNS));
  }, TIMEOUT);

  it('scoreGame is consistent with the position: provisional at every Day start, final at the end', () => {
    fc.assert(fc.property(scenarioArb(rules), (sc) => {
      const g = play(sc);
      g.states.forEach((s, i) => {
        if (i === 0 || s.phase === 'ended' || (g.states[i - 1] as GameState).day !== s.day) expectScoreConsistent(s);
      });
      expect(scoreGame(g.states[g.states.length - 1] as GameState).final).toBe(true);
    }), propertyParams(RUNS));
  }, TIMEOUT);
});

describe('engine helpers in solo games', () => {
  // materiaCensus counts "every materia token of the game, wherever it is" (src/state/invariants.ts),
  // in solo mode the opponent's track and lower part included.
  it('materiaCensus counts the opponent\'s track and lower part (5 of each kind in a solo game)', () => {
    const s0 = riggedGame({ players: 1, seed: 'census', solo: { difficulty: 2 }, altar: SEVEN, pools: [[]] });
    let s = s0;
    for (let i = 0; i < 3; i++) s = step(s, { type: 'pass', player: 0 }).state;
    s = step(s, { type: 'pick', player: 0, materia: 'purple-circle' }).state;
    expect(s.opponent?.track).toEqual(['purple-circle']);
    expect(total(s.opponent?.lower ?? [])).toBe(2);
    expect(materiaCensus(s)).toEqual(new Array<number>(21).fill(5));
  });

  it('deserialize loads a solo save back to an equal state, and it saves back to the same text', () => {
    const s = riggedGame({ players: 1, seed: 'load', solo: { difficulty: 1 } });
    const text = serialize(s);
    expect(deserialize(text)).toEqual(s);
    expect(serialize(deserialize(text))).toBe(text);
  });
});
