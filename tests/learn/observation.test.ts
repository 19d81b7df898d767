// The observation of spellbook-engine/learn: its layout (ranges end to end, every rule point and
// step kind named), its floats against the position read independently (pools, altar, points,
// the decision), and the properties the issue asks for under both presets: a seat's observation
// is a function of `playerView(state, seat)` alone, so states that differ only in what the view
// hides (the pouch's order and rigged next draws, the generator, the seed) give identical
// floats. The full-state encoding's next draws are checked against the draws the game then makes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COPIES_PER_KIND, KIND_COUNT, MATERIA_KINDS, RULE_POINTS, RULE_PRESETS, STEP_KIND_NAMES, applyAction, createGame, decider,
  kindIndex, legalActions, playerView, scoreGame, stateFromView,
  type GameState, type MateriaKind, type PlayerCount,
} from './shared.js';
import {
  FULL_STATE_LAYOUT, LearnError, NEXT_DRAWS, OBSERVATION_LAYOUT, OBSERVATION_VERSION, encodeFullState, encodeObservation,
} from '../../src/learn/index.js';
import { PRESET_NAMES, propertyParams, propertyRuns, xorshift } from '../kit/index.js';
import { play, property } from '../properties/scenarios.js';

const PLAYERS: readonly PlayerCount[] = [1, 2, 3, 4];

/** The floats of a named range. */
function range(obs: Float32Array, players: PlayerCount, name: string): number[] {
  const r = OBSERVATION_LAYOUT[players].range[name];
  if (r === undefined) throw new Error(`no range ${name}`);
  return Array.from(obs.subarray(r.start, r.start + r.size));
}

/** A random legal game of `players` seats, stopped after `steps` actions (or at its end). */
function gameAfter(players: PlayerCount, seed: string, steps: number, rules: 'printed' | 'digital' = 'printed'): GameState {
  let s = createGame({ players, seed, spells: 'classic', rules });
  const rand = xorshift(seed.length * 7919 + steps);
  for (let i = 0; i < steps && s.phase !== 'ended'; i++) {
    const legal = legalActions(s);
    const r = applyAction(s, legal[Math.floor(rand() * legal.length)]!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}

describe('OBSERVATION_LAYOUT', () => {
  it.each(PLAYERS)('%i players: named ranges end to end, each with a label per float and a meaning', (players) => {
    const layout = OBSERVATION_LAYOUT[players];
    expect(layout.version).toBe(OBSERVATION_VERSION);
    expect(layout.players).toBe(players);
    let at = 0;
    const names = new Set<string>();
    for (const r of layout.ranges) {
      expect(r.start, r.name).toBe(at);
      expect(r.labels).toHaveLength(r.size);
      expect(r.size, r.name).toBeGreaterThan(0);
      expect(r.meaning.length, r.name).toBeGreaterThan(10);
      expect(names.has(r.name), r.name).toBe(false);
      names.add(r.name);
      expect(layout.range[r.name]).toBe(r);
      at += r.size;
    }
    expect(layout.size).toBe(at);
    for (let s = 0; s < players; s++) expect(names.has(`seat${String(s)}.pool`)).toBe(true);
    expect(names.has(`seat${String(players)}.pool`)).toBe(false);
    expect(names.has('opponent.track')).toBe(players === 1);
  });

  it('encodes every point of the rule profile with every value it may take, in RULE_POINTS order (13 points in rules version 2)', () => {
    const layout = OBSERVATION_LAYOUT[2];
    const rules = layout.ranges.filter((r) => r.name.startsWith('rules.'));
    expect(rules.map((r) => r.name.slice('rules.'.length))).toEqual(Object.keys(RULE_POINTS));
    expect(rules).toHaveLength(13);
    for (const r of rules) expect(r.labels).toEqual(RULE_POINTS[r.name.slice('rules.'.length) as keyof typeof RULE_POINTS]);
  });

  it('names every step kind once in step.kind', () => {
    expect([...OBSERVATION_LAYOUT[3].range['step.kind']!.labels].sort()).toEqual([...STEP_KIND_NAMES].sort());
  });

  it('the full-state layout is the observation then the next draws', () => {
    for (const players of PLAYERS) {
      const full = FULL_STATE_LAYOUT[players];
      expect(full.ranges.slice(0, -1)).toEqual(OBSERVATION_LAYOUT[players].ranges);
      expect(full.ranges.at(-1)).toMatchObject({ name: 'hidden.nextDraws', start: OBSERVATION_LAYOUT[players].size, size: NEXT_DRAWS * KIND_COUNT });
      expect(full.size).toBe(OBSERVATION_LAYOUT[players].size + NEXT_DRAWS * KIND_COUNT);
    }
  });
});

describe('encodeObservation', () => {
  it('reads the position: pools, boards, altar, pouch and discard as counts / 5, seats relative to the observer', () => {
    const s = gameAfter(3, 'read', 60);
    for (let seat = 0; seat < 3; seat++) {
      const obs = encodeObservation(s, seat);
      expect(obs).toHaveLength(OBSERVATION_LAYOUT[3].size);
      for (let r = 0; r < 3; r++) {
        const p = s.players[(seat + r) % 3]!;
        expect(range(obs, 3, `seat${String(r)}.pool`)).toEqual(p.pool.map((c) => Math.fround(c / COPIES_PER_KIND)));
        const familiar = new Array<number>(KIND_COUNT).fill(0);
        for (const m of p.familiar) familiar[kindIndex(m)]! += 1;
        expect(range(obs, 3, `seat${String(r)}.familiar`)).toEqual(familiar.map((c) => Math.fround(c / COPIES_PER_KIND)));
      }
      expect(range(obs, 3, 'altar')).toEqual(s.altar.map((c) => Math.fround(c / COPIES_PER_KIND)));
      expect(range(obs, 3, 'discard')).toEqual(s.discard.map((c) => Math.fround(c / COPIES_PER_KIND)));
      expect(range(obs, 3, 'game.seat')).toEqual([0, 1, 2].map((x) => (x === seat ? 1 : 0)));
      expect(range(obs, 3, 'game.active')[(s.active - seat + 3) % 3]).toBe(1);
      expect(range(obs, 3, 'game.decider')[((decider(s) ?? 0) - seat + 3) % 3]).toBe(1);
    }
  });

  it("each seat's points are its score if the game ended now (scoreGame's total / 50), at every step of a game", () => {
    let s = createGame({ players: 4, seed: 'points', spells: 'classic' });
    const rand = xorshift(4);
    while (s.phase !== 'ended') {
      const sheet = scoreGame(s);
      const obs = encodeObservation(s, 1);
      for (let r = 0; r < 4; r++) expect(range(obs, 4, `seat${String(r)}.points`)[0]).toBe(Math.fround(sheet.players[(1 + r) % 4]!.total / 50));
      const legal = legalActions(s);
      s = (applyAction(s, legal[Math.floor(rand() * legal.length)]!) as { state: GameState }).state;
    }
  });

  it('encodes the rule profile one-hot per point', () => {
    const s = createGame({ players: 2, seed: 'rules', rules: { ...RULE_PRESETS.printed, mirageDraws: 'after-step', finalAltar: 'resupplied' } });
    const obs = encodeObservation(s, 0);
    expect(range(obs, 2, 'rules.mirageDraws')).toEqual([0, 0, 1]);
    expect(range(obs, 2, 'rules.finalAltar')).toEqual([0, 1]);
    expect(range(obs, 2, 'rules.wildTriples')).toEqual([1, 0]);
  });

  it('names the waiting step and its numbers while an effect waits', () => {
    // A policy that learns and casts whenever it can reaches the effects' steps.
    let seen = 0;
    for (let g = 0; g < 40 && seen < 20; g++) {
      let s = createGame({ players: 2, seed: `effects-${String(g)}`, spells: 'classic' });
      const rand = xorshift(g + 1);
      while (s.phase !== 'ended') {
        const frame = s.pending.at(-1);
        const step = frame?.steps[0];
        if (frame !== undefined && step !== undefined) {
          const seat = decider(s)!;
          const obs = encodeObservation(s, seat);
          expect(range(obs, 2, 'decision.kind')).toEqual([0, 1]);
          expect(range(obs, 2, 'step.kind')[OBSERVATION_LAYOUT[2].range['step.kind']!.labels.indexOf(step.step)]).toBe(1);
          expect(range(obs, 2, 'frame.actor')[(frame.actor - seat + 2) % 2]).toBe(1);
          if ('count' in step) expect(range(obs, 2, 'step.count')[0]).toBe(Math.fround(step.count / 5));
          seen++;
        }
        const legal = legalActions(s);
        const learn = legal.find((a) => a.type === 'learn' || a.type === 'cast');
        const a = learn !== undefined && rand() < 0.9 ? learn : legal[Math.floor(rand() * legal.length)]!;
        s = (applyAction(s, a) as { state: GameState }).state;
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('is all decision-free once the game is over', () => {
    let s = gameAfter(2, 'over', 100_000);
    expect(s.phase).toBe('ended');
    const obs = encodeObservation(s, 0);
    expect(range(obs, 2, 'game.phase')).toEqual([0, 0, 0, 1]);
    expect(range(obs, 2, 'game.decider')).toEqual([0, 0]);
    expect(range(obs, 2, 'decision.kind')).toEqual([0, 0]);
    s = gameAfter(1, 'solo-over', 100_000);
    expect(range(encodeObservation(s, 0), 1, 'opponent.points')[0]).toBe(Math.fround((scoreGame(s).solo!.opponent.total) / 50));
  });

  it('writes into a given array at an offset, and refuses a bad seat or a short array', () => {
    const s = createGame({ players: 2, seed: 'out' });
    const size = OBSERVATION_LAYOUT[2].size;
    const out = new Float32Array(3 * size).fill(9);
    expect(encodeObservation(s, 1, out, size)).toBe(out);
    expect(Array.from(out.subarray(size, 2 * size))).toEqual(Array.from(encodeObservation(s, 1)));
    expect(out[0]).toBe(9);
    expect(out[2 * size]).toBe(9);
    const error = (f: () => unknown): LearnError => {
      try {
        f();
      } catch (e) {
        return e as LearnError;
      }
      throw new Error('no error');
    };
    expect(error(() => encodeObservation(s, 2)).code).toBe('bad-seat');
    expect(error(() => encodeObservation(s, -1)).code).toBe('bad-seat');
    expect(error(() => encodeObservation(s, 0, new Float32Array(size), 1)).code).toBe('bad-buffer');
    expect(error(() => encodeObservation(s, 0, out, 2.5)).code).toBe('bad-buffer');
    expect(error(() => encodeObservation(s, 0, out, 2.5))).toBeInstanceOf(LearnError);
  });
});

/** The view's hidden parts drawn at random: another generator, a seed, and the pouch's next draws in another order. */
function otherFuture(s: GameState, seat: number, rand: () => number): GameState {
  const view = playerView(s, seat);
  const tokens: MateriaKind[] = [];
  view.pouch.forEach((c, i) => {
    for (let k = 0; k < c; k++) tokens.push(MATERIA_KINDS[i]!);
  });
  for (let i = tokens.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [tokens[i], tokens[j]] = [tokens[j]!, tokens[i]!];
  }
  const words = [0, 0, 0, 0].map(() => Math.floor(rand() * 2 ** 32));
  return stateFromView(view, { seed: `other-${String(rand())}`, rng: words, nextDraws: tokens.slice(0, Math.floor(rand() * (tokens.length + 1))) });
}

describe.each(PRESET_NAMES)('the observation is a function of the player view alone (%s rules, random legal play)', (rules) => {
  property("equals the observation of playerView(state, seat), for every seat, along the game", rules, (scenario) => {
    play(scenario, {
      onStep: ({ after, index }) => {
        if (index % 5 !== 0) return;
        const seat = index % after.players.length;
        expect(encodeObservation(after, seat)).toEqual(encodeObservation(playerView(after, seat), seat));
      },
    });
  });

  property('states that differ only in what the view hides (pouch order, rigged draws, generator, seed) give identical observations', rules, (scenario) => {
    const rand = xorshift(scenario.policy);
    play(scenario, {
      onStep: ({ after, index }) => {
        if (index % 6 !== 0) return;
        const seat = decider(after) ?? 0;
        const twin = otherFuture(after, seat, rand);
        expect(twin.rng).not.toEqual(after.rng);
        expect(encodeObservation(twin, seat)).toEqual(encodeObservation(after, seat));
        // and the twin is the same game to its players: its view is the same
        expect({ ...playerView(twin, seat), step: 0 }).toEqual({ ...playerView(after, seat), step: 0 });
      },
    });
  });
});

describe('the solo game', () => {
  it('hidden parts never show, and the opponent is encoded (fixed seeds, both presets)', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom(...PRESET_NAMES), fc.integer({ min: 0, max: 3 }), (seed, rules, difficulty) => {
      let s = createGame({ players: 1, seed, rules, solo: { difficulty: difficulty as 0 | 1 | 2 | 3 } });
      const rand = xorshift(seed.length + difficulty);
      for (let i = 0; s.phase !== 'ended' && i < 400; i++) {
        if (i % 5 === 0) expect(encodeObservation(otherFuture(s, 0, rand), 0)).toEqual(encodeObservation(s, 0));
        const legal = legalActions(s);
        s = (applyAction(s, legal[Math.floor(rand() * legal.length)]!) as { state: GameState }).state;
      }
      const obs = encodeObservation(s, 0);
      expect(range(obs, 1, 'opponent.difficulty')[difficulty]).toBe(1);
      expect(range(obs, 1, 'opponent.trackSize')[0]).toBe(Math.fround(s.opponent!.track.length / 17));
    }), propertyParams(propertyRuns(10)));
  });
});

describe('encodeFullState', () => {
  it('is the observation, then the next draws, which the game then makes', () => {
    let checked = 0;
    for (let g = 0; g < 30; g++) {
      let s = createGame({ players: 2, seed: `draws-${String(g)}` });
      const rand = xorshift(g + 3);
      while (s.phase !== 'ended') {
        const seat = decider(s)!;
        const legal = legalActions(s);
        const draw = legal.find((a) => a.type === 'draw');
        if (draw !== undefined && rand() < 0.5) {
          const full = encodeFullState(s, seat);
          expect(full.subarray(0, OBSERVATION_LAYOUT[2].size)).toEqual(encodeObservation(s, seat));
          const r = applyAction(s, draw);
          if (!r.ok) throw new Error(r.error.code);
          const drawn = r.events.filter((e) => e.type === 'materia-drawn').map((e) => (e as { materia: MateriaKind }).materia);
          const start = OBSERVATION_LAYOUT[2].size;
          drawn.forEach((m, d) => {
            const slot = Array.from(full.subarray(start + d * KIND_COUNT, start + (d + 1) * KIND_COUNT));
            expect(slot.indexOf(1)).toBe(kindIndex(m));
            expect(slot.reduce((a, b) => a + b, 0)).toBe(1);
          });
          checked += drawn.length;
          s = r.state;
        } else {
          s = (applyAction(s, legal[Math.floor(rand() * legal.length)]!) as { state: GameState }).state;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('puts the rigged next draws first', () => {
    const s = stateFromView(playerView(createGame({ players: 2, seed: 'rigged' }), 0), { nextDraws: [] });
    const view = playerView(s, 0);
    const first = MATERIA_KINDS.find((_, i) => view.pouch[i]! > 0)!;
    const rigged = stateFromView(view, { nextDraws: [first] });
    const full = encodeFullState(rigged, 0);
    const start = OBSERVATION_LAYOUT[2].size;
    expect(full[start + kindIndex(first)]).toBe(1);
  });
});
