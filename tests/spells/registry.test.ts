// The spell registry's contract with homebrew authors: a definition is copied and frozen when it
// is defined (changing the caller's object later changes nothing), defining an id again is a
// no-op for an equal definition and an error for a different one, namespaces keep two libraries
// apart, and the steps a homebrew effect returns are checked before the engine plays them.
// Every id registered here starts with `registry-` (or lives in a `registry-…` namespace).
import { describe, expect, it } from 'vitest';
import {
  MAX_PENDING_STEPS, SpellDefinitionError, applyAction, createRiggedGame, defineSpell, defineSpells, formatAction, getSpell, hasSpell, legalActions,
  listSpells, parseAction, scoreGame, serialize, type Action, type GameState, type Level, type SpellDefinition, type SpellDefinitionErrorCode,
  type SpellId, type SpellLevel,
} from '../../src/index.js';

/** The first-game set without its red spell: a red homebrew spell completes it. */
const REST: readonly SpellId[] = ['levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'];
const NAMES = { en: 'Registry test' };

/** A red Morning spell whose three levels share `effect`. */
function spell(id: string, effect: NonNullable<SpellLevel['effect']>): SpellDefinition {
  return {
    id, colour: 'red', set: null, phase: 'morning', names: NAMES,
    levels: { 3: { kind: 'action', points: 1, effect }, 4: { kind: 'action', points: 2, effect }, 5: { kind: 'action', points: 3, effect } },
  };
}

/** Seat 0's Morning with `id` learned at level 3 on a red circle; 2 players unless `players` says. */
function withLearned(id: SpellId, players: 1 | 2 | 3 | 4 = 2): GameState {
  return createRiggedGame({
    players, seed: id, spells: [id, ...REST], firstPlayer: 0,
    setup: { learned: [[{ spell: id, level: 3, card: 'red-circle' }], ...Array.from({ length: players - 1 }, () => [])] },
  });
}

/** The error `run` throws, which must be a {@link SpellDefinitionError}. */
function caught(run: () => unknown): SpellDefinitionError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(SpellDefinitionError);
    return e as SpellDefinitionError;
  }
  throw new Error('expected a SpellDefinitionError, nothing was thrown');
}

function expectCode(e: SpellDefinitionError, code: SpellDefinitionErrorCode, spellId: string, path: string): void {
  expect(e.code).toBe(code);
  expect(e.spell).toBe(spellId);
  expect(e.path).toBe(path);
  expect(e.message).toContain(spellId);
}

// ---- a definition is the engine's own copy ------------------------------------------------

describe('defineSpell keeps a frozen copy: changing the caller\'s object later changes nothing', () => {
  const id = 'registry-chameleon';
  type Mutable<T> = { -readonly [K in keyof T]: T[K] };
  const level = (points: number, draws: number): Mutable<SpellLevel> => ({ kind: 'action', points, effect: () => [{ step: 'draw', count: draws }] });
  const def: Omit<Mutable<SpellDefinition>, 'levels'> & { levels: Record<Level, Mutable<SpellLevel>> } = {
    id, colour: 'red', set: null, phase: 'morning', names: { en: 'Chameleon' },
    levels: { 3: level(1, 1), 4: level(2, 2), 5: level(3, 3) },
  };
  defineSpell(def);

  it('the registered definition is a deep-frozen copy, not the object given', () => {
    const stored = getSpell(id);
    expect(stored).not.toBe(def);
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored.levels)).toBe(true);
    expect(Object.isFrozen(stored.levels[3])).toBe(true);
    expect(Object.isFrozen(stored.names)).toBe(true);
    expect(Object.isFrozen(def)).toBe(false); // the caller's object is left as it was
  });

  it('a colour changed after registration: the listed learns are still the ones applyAction accepts', () => {
    const s = createRiggedGame({
      players: 2, seed: 'registry-r6', spells: [id, ...REST], firstPlayer: 0,
      setup: { phase: 'evening', pools: [['red-circle', 'red-triangle', 'red-square'], []] },
    });
    legalActions(s);
    def.colour = 'blue';
    try {
      expect(getSpell(id).colour).toBe('red');
      const listed = legalActions(s).filter((a) => a.type === 'learn' && a.spell === id);
      expect(listed.length).toBe(3);
      for (const a of listed) expect(applyAction(s, a).ok).toBe(true);
    } finally {
      def.colour = 'red';
    }
  });

  it('an effect replaced after registration: every cast plays the effect given at registration, cached or not', () => {
    // Replaced before the engine ever asked for its steps (no cache to hide the change) ...
    const original = def.levels[4].effect;
    if (original === undefined) throw new Error('level 4 has an effect');
    def.levels[4].effect = () => [{ step: 'reveal', count: 2 }];
    try {
      const s = createRiggedGame({
        players: 2, seed: 'registry-r6-effect', spells: [id, ...REST], firstPlayer: 0,
        setup: { learned: [[{ spell: id, level: 4, card: 'red-circle' }], []] },
      });
      const r = applyAction(s, { type: 'cast', player: 0, spell: id, level: 4 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.events.filter((e) => e.type === 'materia-drawn')).toHaveLength(2);
      expect(r.events.map((e) => e.type)).not.toContain('materia-revealed');
    } finally {
      def.levels[4].effect = original;
    }
  });

  it('the stored copy cannot be changed either', () => {
    const stored = getSpell(id) as { colour: string };
    expect(() => { stored.colour = 'blue'; }).toThrow(TypeError);
    expect(getSpell(id).colour).toBe('red');
  });

  it('a getter in the definition is read once, at registration', () => {
    let reads = 0;
    const tricky = spell('registry-getter', () => [{ step: 'draw', count: 1 }]);
    Object.defineProperty(tricky, 'colour', { enumerable: true, get: () => (reads++ === 0 ? 'red' : 'orange') });
    defineSpell(tricky);
    expect(getSpell('registry-getter').colour).toBe('red');
    expect(getSpell('registry-getter').colour).toBe('red');
  });
});

// ---- defining an id again ---------------------------------------------------------------------

describe('defining an id again: equal is a no-op, different is an error', () => {
  /** The definition a module builds each time it is evaluated: new function objects, same code. */
  const ember = (draws: number): SpellDefinition => spell('registry-ember', () => [{ step: 'draw', count: draws }]);

  it('an equal definition again is a no-op, even from a module evaluated twice (new functions, same code)', () => {
    const first = ember(1);
    defineSpell(first);
    const stored = getSpell('registry-ember');
    expect(() => defineSpell(first)).not.toThrow();
    expect(() => defineSpell(ember(1))).not.toThrow(); // a fresh copy of the module's object
    expect(getSpell('registry-ember')).toBe(stored);
    expect(listSpells().filter((s) => s.id === 'registry-ember')).toHaveLength(1);
  });

  it('user B\'s different ember is refused with duplicate-spell-id; A\'s stays', () => {
    defineSpell(ember(1));
    const e = caught(() => defineSpell(ember(3))); // same code, different captured count: different steps
    expectCode(e, 'duplicate-spell-id', 'registry-ember', 'id');
    const r = applyAction(withLearned('registry-ember'), { type: 'cast', player: 0, spell: 'registry-ember', level: 3 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.filter((x) => x.type === 'materia-drawn')).toHaveLength(1);
  });

  it('a different field (points, names, colour) is a different definition', () => {
    defineSpell(ember(1));
    const morePoints = ember(1);
    expectCode(caught(() => defineSpell({ ...morePoints, levels: { ...morePoints.levels, 5: { ...morePoints.levels[5], points: 9 } } })), 'duplicate-spell-id', 'registry-ember', 'id');
    expectCode(caught(() => defineSpell({ ...ember(1), names: { en: 'Other' } })), 'duplicate-spell-id', 'registry-ember', 'id');
    expectCode(caught(() => defineSpell({ ...ember(1), colour: 'blue' })), 'duplicate-spell-id', 'registry-ember', 'id');
  });

  it('a function with other code is a different definition', () => {
    defineSpell(ember(1));
    expectCode(caught(() => defineSpell(spell('registry-ember', () => [{ step: 'draw', count: 1 }]))), 'duplicate-spell-id', 'registry-ember', 'id');
  });

  it('a printed spell\'s id is reserved', () => {
    expectCode(caught(() => defineSpell(spell('sacrifice', () => [{ step: 'draw', count: 1 }]))), 'reserved-spell-id', 'sacrifice', 'id');
    expect(getSpell('sacrifice').set).toBe(1);
  });
});

// ---- namespaces -----------------------------------------------------------------------------

describe('namespaces keep two libraries of homebrew spells apart', () => {
  const acme = defineSpells('registry-acme', [spell('ember', () => [{ step: 'draw', count: 1 }])]);
  const beta = defineSpells('registry-beta', [spell('ember', () => [{ step: 'draw', count: 3 }])]);

  it('each library\'s ember has its own id and plays its own effect', () => {
    expect(acme).toEqual(['registry-acme:ember']);
    expect(beta).toEqual(['registry-beta:ember']);
    expect(getSpell('registry-acme:ember').id).toBe('registry-acme:ember');
    for (const [id, draws] of [['registry-acme:ember', 1], ['registry-beta:ember', 3]] as const) {
      const r = applyAction(withLearned(id), { type: 'cast', player: 0, spell: id, level: 3 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.events.filter((x) => x.type === 'materia-drawn')).toHaveLength(draws);
      // A namespaced id is an id like any other: saves and scores name it.
      expect(serialize(r.state)).toContain(`"${id}"`);
      expect(scoreGame(r.state).players[0]?.spells[0]?.spell).toBe(id);
    }
  });

  it('the notation writes and reads a namespaced id', () => {
    const action: Action = { type: 'cast', player: 0, spell: 'registry-acme:ember', level: 3 };
    expect(formatAction(action)).toBe('P1 cast registry-acme:ember@3');
    expect(parseAction('p1 cast Registry-Acme:Ember @ 3')).toEqual(action);
  });

  it('defining a library again (its module evaluated twice) is a no-op', () => {
    expect(defineSpells('registry-acme', [spell('ember', () => [{ step: 'draw', count: 1 }])])).toEqual(['registry-acme:ember']);
  });

  it('a library is registered whole or not at all', () => {
    const e = caught(() => defineSpells('registry-gamma', [
      spell('spark', () => [{ step: 'draw', count: 1 }]),
      { ...spell('flare', () => [{ step: 'draw', count: 1 }]), colour: 'orange' as never },
    ]));
    expectCode(e, 'invalid-spell-definition', 'registry-gamma:flare', '[1].colour');
    expect(hasSpell('registry-gamma:spark')).toBe(false);
    const twice = caught(() => defineSpells('registry-gamma', [spell('spark', () => []), spell('spark', () => [])]));
    expectCode(twice, 'duplicate-spell-id', 'registry-gamma:spark', '[1].id');
  });

  it('a bad namespace, or an id in the library that already names a namespace, is refused', () => {
    for (const ns of ['Acme', '', 'a:b', 'acme-', 42]) {
      expect(caught(() => defineSpells(ns as string, [])).code).toBe('invalid-spell-definition');
    }
    const e = caught(() => defineSpells('registry-delta', [spell('other:ember', () => [])]));
    expect(e.code).toBe('invalid-spell-definition');
    expect(e.path).toBe('[0].id');
  });

  it('defineSpell takes a namespaced id as well; one namespace, kebab-case words on both sides', () => {
    defineSpell(spell('registry-direct:ember', () => [{ step: 'draw', count: 2 }]));
    expect(hasSpell('registry-direct:ember')).toBe(true);
    for (const id of ['a:b:c', ':ember', 'acme:', 'Acme:ember', 'acme:Ember', 'acme::ember']) {
      expectCode(caught(() => defineSpell(spell(id, () => []))), 'invalid-spell-definition', id, 'id');
    }
  });
});

// ---- the steps an effect returns ------------------------------------------------------------

describe('the steps a homebrew effect returns are checked: a typed error naming the spell, level and step; the state is left alone', () => {
  /** Defines `id`, then expects both legalActions and applyAction on a position using it to throw `code` at `path`. */
  function refusedInPlay(id: string, effect: (...args: never[]) => unknown, code: SpellDefinitionErrorCode, path: string, players: 1 | 2 | 3 | 4 = 2): SpellDefinitionError {
    defineSpell(spell(id, effect as NonNullable<SpellLevel['effect']>));
    const s = withLearned(id, players);
    const before = serialize(s);
    const e = caught(() => legalActions(s));
    expectCode(e, code, id, path);
    const cast: Action = { type: 'cast', player: 0, spell: id, level: 3 };
    expectCode(caught(() => applyAction(s, cast)), code, id, path);
    expect(serialize(s)).toBe(before);
    return e;
  }

  it('a close-day step (only the engine starts it) is refused; no Morning is skipped', () => {
    const e = refusedInPlay('registry-ends-the-day', () => [{ step: 'close-day' }, { step: 'draw', count: 1 }], 'invalid-effect-step', 'levels.3.effect[0].step');
    expect(e.message).toMatch(/close-day/);
    expect(e.message).toMatch(/level 3/);
  });

  it('a take for seat 7 in a 2-player game is refused, not a TypeError', () => {
    const e = refusedInPlay('registry-takes-for-seat-7', () => [{ step: 'take', count: 1, taker: 7 }], 'invalid-effect-step', 'levels.3.effect[0].taker');
    expect(e.message).toMatch(/seat/);
  });

  it('every engine-only step kind is refused', () => {
    const engineSteps = [
      { step: 'learn-discards', keep: 0, setAside: ['red-circle', 'red-circle'] },
      { step: 'store-from-discard', count: 2 },
      { step: 'check-end' },
      { step: 'opponent-place' },
      { step: 'altar-refill', size: 7, refreshSpace: null },
    ];
    engineSteps.forEach((step, i) => refusedInPlay(`registry-engine-step-${i}`, () => [step], 'invalid-effect-step', 'levels.3.effect[0].step'));
  });

  it('an unknown step kind, a missing or unknown field, a negative count are refused', () => {
    refusedInPlay('registry-unknown-kind', () => [{ step: 'teleport' }], 'invalid-effect-step', 'levels.3.effect[0].step');
    refusedInPlay('registry-missing-field', () => [{ step: 'draw' }], 'invalid-effect-step', 'levels.3.effect[0].count');
    refusedInPlay('registry-unknown-field', () => [{ step: 'draw', count: 1, bonus: 2 }], 'invalid-effect-step', 'levels.3.effect[0].bonus');
    refusedInPlay('registry-negative-count', () => [{ step: 'draw', count: -2 }], 'invalid-effect-step', 'levels.3.effect[0].count');
    refusedInPlay('registry-not-a-list', () => ({ step: 'draw', count: 1 }), 'invalid-effect-step', 'levels.3.effect');
  });

  it('an effect of more steps than a save can hold (MAX_PENDING_STEPS) is refused', () => {
    const steps = Array.from({ length: MAX_PENDING_STEPS + 1 }, () => ({ step: 'draw', count: 1 }));
    refusedInPlay('registry-too-many-steps', () => steps, 'invalid-effect-step', 'levels.3.effect');
  });

  it('a solo-only step outside solo mode is refused', () => {
    refusedInPlay('registry-opponent-outside-solo', () => [{ step: 'opponent-draw' }, { step: 'draw', count: 1 }], 'invalid-effect-step', 'levels.3.effect[0].step');
  });

  it('a mode name that the notation cannot write, or two modes of one name, or no modes, are refused', () => {
    refusedInPlay('registry-mode-spaces', () => [{ step: 'mode', modes: [{ mode: 'draw two', steps: [{ step: 'draw', count: 2 }] }] }], 'invalid-effect-step', 'levels.3.effect[0].modes[0].mode');
    refusedInPlay('registry-mode-twice', () => [{ step: 'mode', modes: [{ mode: 'a', steps: [] }, { mode: 'a', steps: [] }] }], 'invalid-effect-step', 'levels.3.effect[0].modes[1].mode');
    refusedInPlay('registry-mode-none', () => [{ step: 'mode', modes: [] }], 'invalid-effect-step', 'levels.3.effect[0].modes');
    refusedInPlay('registry-mode-nested', () => [{ step: 'mode', modes: [{ mode: 'end', steps: [{ step: 'close-day' }] }] }], 'invalid-effect-step', 'levels.3.effect[0].modes[0].steps[0].step');
  });

  it('a swap-altar or clear-altar that does not start empty is refused', () => {
    refusedInPlay('registry-swap-given', () => [{ step: 'swap-altar', count: 1, given: ['red-circle'], received: [] }], 'invalid-effect-step', 'levels.3.effect[0].given');
    refusedInPlay('registry-clear-started', () => [{ step: 'clear-altar', discarded: 3 }], 'invalid-effect-step', 'levels.3.effect[0].discarded');
  });

  it('an effect that throws is reported as spell-function-failed, with the cause', () => {
    const boom = new RangeError('boom');
    const e = refusedInPlay('registry-throws', () => { throw boom; }, 'spell-function-failed', 'levels.3.effect');
    expect(e.cause).toBe(boom);
  });

  it('the check knows solo mode: a solo-only step is fine there, a take for seat 1 is not', () => {
    defineSpell(spell('registry-solo-aware', ({ solo }) => (solo ? [{ step: 'opponent-draw' }] : [{ step: 'others-draw' }])));
    expect(legalActions(withLearned('registry-solo-aware', 1)).some((a) => a.type === 'cast')).toBe(true);
    expect(legalActions(withLearned('registry-solo-aware', 3)).some((a) => a.type === 'cast')).toBe(true);
    refusedInPlay('registry-solo-seat-1', ({ actor }: { actor: number }) => [{ step: 'take', count: 1, taker: actor + 1 }], 'invalid-effect-step', 'levels.3.effect[0].taker', 1);
  });

  it('valid steps play as before', () => {
    defineSpell(spell('registry-valid', ({ actor, cardRune }) => [
      { step: 'reveal', count: 2 },
      { step: 'take', count: 1, taker: actor, filter: { rune: cardRune }, optional: true },
      { step: 'mode', modes: [{ mode: 'draw-one', steps: [{ step: 'draw', count: 1 }] }, { mode: 'store', steps: [{ step: 'store', count: 1 }] }] },
    ]));
    const r = applyAction(withLearned('registry-valid'), { type: 'cast', player: 0, spell: 'registry-valid', level: 3 });
    expect(r.ok).toBe(true);
  });

  it('a points function returning a negative or fractional number is reported when scored', () => {
    const def = spell('registry-bad-points', () => [{ step: 'draw', count: 1 }]);
    defineSpell({ ...def, levels: { ...def.levels, 3: { ...def.levels[3], points: () => -1 } } });
    const e = caught(() => scoreGame(withLearned('registry-bad-points')));
    expectCode(e, 'spell-function-failed', 'registry-bad-points', 'levels.3.points');
  });
});
