// The fixed action space of spellbook-engine/learn, under both presets and random legal play
// (the property frame of tests/properties, whose policies reach casts, copies, modes, swaps and
// Transmutation's learns): the mask's indices are legalActions mapped through indexOf; every
// masked index round-trips through actionOf; every legal action but a Learn is its index's one
// action; a Learn class stands for its documented representative. Solo games and the errors too.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  COLOURS, MATERIA_KINDS, applyAction, createGame, legalActions, playerView,
  type Action, type GameState, type LearnAction,
} from './shared.js';
import {
  ACTION_COUNT, ACTION_SPACE, ACTION_SPACE_VERSION, LearnError, actionMask, actionOf, indexOf, learnRepresentative,
} from '../../src/learn/index.js';
import { PRESET_NAMES, check, xorshift } from '../kit/index.js';
import { play, property } from '../properties/scenarios.js';

/** The colours of the game's spells a seat has not learned, as the representative rule reads them. */
function unlearnedColours(s: GameState, player: number): Set<number> {
  const learned = new Set(s.players[player]!.spells.map((l) => s.spells.indexOf(l.spell)));
  return new Set([0, 1, 2, 3, 4, 5, 6].filter((c) => !learned.has(c)));
}

/** The paid materia of colours the player still needs for singles, the learned spell's own aside. */
function keptCost(s: GameState, a: LearnAction): number {
  const wanted = unlearnedColours(s, a.player);
  const own = s.spells.indexOf(a.spell);
  return a.spend.filter((m) => {
    const c = Math.floor(MATERIA_KINDS.indexOf(m) / 3);
    return c !== own && wanted.has(c);
  }).length;
}

/** The mask's indices, listed. */
function masked(mask: Uint8Array): number[] {
  const out: number[] = [];
  mask.forEach((b, i) => {
    if (b === 1) out.push(i);
    else check(b === 0, `a mask byte is ${String(b)}`);
  });
  return out;
}

/** What the checks have seen, summed over this file: positions, Learn classes, and classes of several payments. */
const seen = { positions: 0, learnClasses: 0, merged: 0, withLearns: 0, withMerges: 0 };

/** Checks every claim of the action space at one position. */
function checkPosition(s: GameState, where: string): { learns: number; merged: number } {
  const legal = legalActions(s);
  const mask = actionMask(s);
  const indices = masked(mask);
  const mapped = new Set(legal.map((a) => indexOf(s, a)));
  check(isDeepStrictEqual([...mapped].sort((a, b) => a - b), indices), `${where}: the mask is not legalActions mapped through indexOf`);
  // The view gives the same indices and mask.
  const view = playerView(s, legal[0]!.player);
  check(isDeepStrictEqual(masked(actionMask(view)), indices), `${where}: the view's mask differs`);
  let learns = 0;
  let merged = 0;
  for (const i of indices) {
    const a = actionOf(s, i);
    check(indexOf(s, a) === i, `${where}: actionOf(${String(i)}) does not map back`);
    check(legal.some((b) => isDeepStrictEqual(a, b)), `${where}: actionOf(${String(i)}) is not one of legalActions`);
    const same = legal.filter((b) => indexOf(s, b) === i);
    if (a.type !== 'learn') {
      check(same.length === 1, `${where}: ${String(same.length)} actions share the index ${String(i)}`);
      continue;
    }
    learns++;
    if (same.length > 1) merged++;
    // The representative: fewest paid materia of colours still wanted for singles; then the first listed.
    const costs = same.map((b) => keptCost(s, b as LearnAction));
    const best = Math.min(...costs);
    check(keptCost(s, a) === best && isDeepStrictEqual(same[costs.indexOf(best)], a), `${where}: the representative of ${String(i)} is not the documented one`);
    for (const b of same) {
      const l = b as LearnAction;
      check(l.spell === a.spell && l.level === a.level && MATERIA_KINDS.indexOf(l.onCard) % 3 === MATERIA_KINDS.indexOf(a.onCard) % 3
        && l.spend.length === a.spend.length, `${where}: a Learn of another class shares ${String(i)}`);
      check(isDeepStrictEqual(learnRepresentative(s, l), a), `${where}: learnRepresentative differs from actionOf`);
    }
  }
  for (const a of legal) {
    if (a.type === 'learn') continue;
    check(isDeepStrictEqual(actionOf(s, indexOf(s, a)), a), `${where}: ${JSON.stringify(a)} does not round-trip`);
  }
  seen.positions++;
  seen.learnClasses += learns;
  seen.merged += merged;
  if (learns > 0) seen.withLearns++;
  if (merged > 0) seen.withMerges++;
  return { learns, merged };
}

describe('ACTION_SPACE', () => {
  it('is a fixed, versioned list of named ranges end to end', () => {
    expect(ACTION_SPACE.version).toBe(ACTION_SPACE_VERSION);
    let at = 0;
    for (const r of ACTION_SPACE.ranges) {
      expect(r.start, r.name).toBe(at);
      expect(r.labels).toHaveLength(r.size);
      at += r.size;
    }
    expect(ACTION_SPACE.size).toBe(at);
    expect(ACTION_COUNT).toBe(at);
    expect(ACTION_SPACE.ranges.map((r) => [r.name, r.size])).toEqual([
      ['pass', 1], ['draw', 1], ['stop', 1], ['take', 21], ['store', 21], ['pick', 21], ['swap', 441], ['raise', 7], ['mode', 8],
      ['cast', 84], ['learn', 189],
    ]);
    expect(ACTION_COUNT).toBe(795);
  });

  it('numbers actions by their fields as documented', () => {
    const s = createGame({ players: 3, seed: 'numbers', spells: 'classic' });
    const at = (name: string): number => ACTION_SPACE.range[name]!.start;
    expect(indexOf(s, { type: 'take', player: 0, materia: 'purple-triangle' })).toBe(at('take') + 4);
    expect(indexOf(s, { type: 'swap', player: 0, give: 'red-square', get: 'yellow-circle' })).toBe(at('swap') + 2 * 21 + 18);
    expect(indexOf(s, { type: 'cast', player: 2, spell: s.spells[4]!, level: 5, from: 0 })).toBe(at('cast') + 4 * 12 + 2 * 4 + 1);
    expect(indexOf(s, { type: 'cast', player: 2, spell: s.spells[4]!, level: 3 })).toBe(at('cast') + 4 * 12);
    expect(indexOf(s, { type: 'raise', player: 0, spell: s.spells[6]! })).toBe(at('raise') + 6);
    const learn: LearnAction = {
      type: 'learn', player: 0, spell: s.spells[6]!, level: 4, onCard: 'yellow-square',
      spend: ['yellow-square', 'yellow-circle', 'yellow-triangle', 'red-circle', 'green-circle', 'blue-circle'],
    };
    expect(indexOf(s, learn)).toBe(at('learn') + 6 * 27 + 1 * 9 + 2 * 3 + 1);
    expect(ACTION_SPACE.range['learn']!.labels[6 * 27 + 9 + 6 + 1]).toBe(`learn ${COLOURS[6]!} L4 card square 1 triple`);
  });

  it('refuses what it cannot encode or what is not a choice, with typed errors', () => {
    const s = createGame({ players: 2, seed: 'errors' });
    const code = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(LearnError);
        return (e as LearnError).code;
      }
      return 'none';
    };
    expect(code(() => indexOf(s, { type: 'raise', player: 0, spell: 'no-such-spell' }))).toBe('unencodable-action');
    expect(code(() => indexOf(s, { type: 'mode', player: 0, mode: 'store' }))).toBe('unencodable-action');
    expect(code(() => indexOf(s, { type: 'cast', player: 0, spell: s.spells[0]!, level: 3, from: 0 }))).toBe('unencodable-action');
    expect(code(() => indexOf(s, { type: 'cast', player: 0, spell: s.spells[0]!, level: 3, from: 5 }))).toBe('unencodable-action');
    expect(code(() => indexOf(s, { type: 'take', player: 0, materia: 'gold-circle' } as never))).toBe('unencodable-action');
    expect(code(() => indexOf(s, { type: 'dance', player: 0 } as never))).toBe('unencodable-action');
    expect(code(() => actionOf(s, ACTION_SPACE.range['store']!.start))).toBe('not-a-choice');
    expect(code(() => actionOf(s, -1))).toBe('not-a-choice');
    expect(code(() => actionOf(s, ACTION_COUNT))).toBe('not-a-choice');
    expect(code(() => actionMask(s, new Uint8Array(10)))).toBe('bad-buffer');
    let end = s;
    const rand = xorshift(2);
    while (end.phase !== 'ended') {
      const legal = legalActions(end);
      end = (applyAction(end, legal[Math.floor(rand() * legal.length)]!) as { state: GameState }).state;
    }
    expect(code(() => actionOf(end, 0))).toBe('game-over');
    expect(masked(actionMask(end))).toEqual([]);
    expect(learnRepresentative(end, { type: 'learn', player: 0, spell: s.spells[0]!, level: 3, onCard: 'red-circle', spend: [] })).toBeUndefined();
  });
});

describe.each(PRESET_NAMES)('the action space under the %s rules (random legal play to the end)', (rules) => {
  property('the mask is legalActions through indexOf; indices and choices round-trip; a Learn class stands for its representative', rules, (scenario) => {
    play(scenario, { onStep: ({ before, index }) => void (index % 2 === 0 ? checkPosition(before, `step ${String(index)}`) : undefined) });
  });
});

describe('the action space in solo games, and how often Learns are merged', () => {
  it.each(PRESET_NAMES)('%s: every position of 12 solo games passes the checks', (rules) => {
    for (let g = 0; g < 12; g++) {
      let s = createGame({ players: 1, seed: `solo-actions-${String(g)}`, rules, spells: 'classic' });
      const rand = xorshift(g + 11);
      while (s.phase !== 'ended') {
        checkPosition(s, `solo game ${String(g)} step ${String(s.step)}`);
        const legal = legalActions(s);
        const learn = legal.filter((a) => a.type === 'learn' || a.type === 'cast');
        const a: Action = learn.length > 0 && rand() < 0.8 ? learn[Math.floor(rand() * learn.length)]! : legal[Math.floor(rand() * legal.length)]!;
        s = (applyAction(s, a) as { state: GameState }).state;
      }
    }
  }, 120_000);
});

describe('what the checks covered', () => {
  it('thousands of positions, with Learn classes of one payment and of several', () => {
    expect(seen.positions).toBeGreaterThan(3000);
    expect(seen.learnClasses).toBeGreaterThan(500);
    expect(seen.merged).toBeGreaterThan(20);
    console.log(`action space checks: ${JSON.stringify(seen)}`);
  });
});
