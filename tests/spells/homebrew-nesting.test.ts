// Homebrew spells at the engine's extension points: effects that offer phase actions which could
// reach their own spell again (an extra action of its own phase, a copy of a copyable spell that
// another seat also holds, two spells whose extra actions call each other), nested effects held
// to the save limits, and homebrew functions that try to write to the state they are shown.
// The registry is module-global: every id registered here starts with `nest-` and is used by
// this file only.
import { describe, expect, it } from 'vitest';
import {
  MAX_PENDING_STEPS, RULE_PRESETS, SpellDefinitionError, applyAction, createRiggedGame, currentDecision, defineSpell, deserialize,
  findInvariantProblem, legalActions, materiaCensus, scoreGame, serialize,
  type Action, type EffectContext, type GameState, type MateriaKind, type SpellDefinition, type SpellId, type SpellLevel, type SpellStep,
} from '../../src/index.js';
import { cast, castFrom, expectRefused, mustApply, pass, stop, thrownBy } from '../kit/index.js';

/** The same action effect at levels 3, 4 and 5 (1, 2, 3 points). */
function levels(effect: (c: EffectContext) => SpellStep[], extra: Partial<SpellLevel> = {}): SpellDefinition['levels'] {
  return {
    3: { kind: 'action', points: 1, effect, ...extra },
    4: { kind: 'action', points: 2, effect },
    5: { kind: 'action', points: 3, effect },
  };
}

function spell(id: SpellId, colour: SpellDefinition['colour'], phase: SpellDefinition['phase'], effect: (c: EffectContext) => SpellStep[]): SpellDefinition {
  return { id, colour, set: null, phase, names: { en: id }, levels: levels(effect) };
}

// An extra Morning action from a Morning spell (Swiftness's step on a spell of the Morning).
defineSpell(spell('nest-haste', 'red', 'morning', () => [{ step: 'phase-action', phase: 'morning', as: 'extra', optional: true }]));
// A copy of a Midday action from a copyable Midday spell (Clone's step, without `copyable: false`).
defineSpell(spell('nest-mimic', 'red', 'midday', () => [{ step: 'phase-action', phase: 'midday', as: 'copy' }]));
// Two spells whose extra actions reach each other across the Morning and the Evening.
defineSpell(spell('nest-dawn', 'red', 'morning', () => [{ step: 'phase-action', phase: 'evening', as: 'extra', optional: true }]));
defineSpell(spell('nest-dusk', 'purple', 'evening', () => [{ step: 'phase-action', phase: 'morning', as: 'extra', optional: true }]));

const REST: readonly SpellId[] = ['purification', 'offering', 'time-travel', 'transmutation', 'abundance'];

function rigged(
  seed: string, spells: readonly SpellId[], learned: GameState['players'][number]['spells'][], phase: 'morning' | 'midday' | 'evening',
  pools?: readonly (readonly MateriaKind[])[],
): GameState {
  return createRiggedGame({
    // An extra action (`as: 'extra'`) follows the profile's Swiftness points: these spells' extra
    // actions are meant to be declinable, as the digital reading of `swiftnessAction` has them.
    rules: { ...RULE_PRESETS.printed, swiftnessAction: 'declinable' },
    players: 2, seed, firstPlayer: 0, spells: spells.length === 7 ? spells : [...spells, ...REST].slice(0, 7),
    setup: { learned: learned.map((l) => l.map((s) => ({ spell: s.spell, level: s.level, card: s.card, day: s.day }))), day: 2, phase, pools },
  });
}

/** True when the action would start an effect past the save limits (`effects-too-large`). */
function tooLarge(s: GameState, a: Action): boolean {
  try {
    applyAction(s, a);
    return false;
  } catch (e) {
    if (e instanceof SpellDefinitionError && e.code === 'effects-too-large') return true;
    throw e;
  }
}

/** Plays the first listed action that is not a pass or a stop, else the first, until `done` or the game ends; every state loads back. */
function playListed(s: GameState, done: (s: GameState) => boolean, limit = 200): GameState {
  for (let i = 0; i < limit && s.phase !== 'ended' && !done(s); i++) {
    const options = legalActions(s);
    const a = options.find((o) => o.type !== 'pass' && o.type !== 'stop' && !tooLarge(s, o)) ?? (options.at(-1) as Action);
    s = mustApply(s, a).state;
    expect(findInvariantProblem(s)).toBeUndefined();
    expect(deserialize(serialize(s))).toEqual(s);
  }
  return s;
}

describe('a phase action inside an effect leaves out the spells already being cast', () => {
  const haste = rigged('haste', ['nest-haste', 'levitation'], [[{ spell: 'nest-haste', level: 3, card: 'red-circle', day: 1 }], []], 'morning');

  it('an extra Morning action from a Morning spell: listed, cast, and its extra action offers everything but the spell itself', () => {
    const options = legalActions(haste);
    expect(options).toContainEqual(cast('nest-haste', 3));
    expect(currentDecision(haste)).toMatchObject({ kind: 'phase', player: 0 });
    expect(applyAction(haste, pass()).ok).toBe(true);
    const s = mustApply(haste, cast('nest-haste', 3)).state;
    const inner = legalActions(s);
    expect(inner.some((a) => a.type === 'take')).toBe(true);
    expect(inner.some((a) => a.type === 'cast')).toBe(false);
    expect(inner.at(-1)).toEqual(stop());
    expectRefused(s, cast('nest-haste', 3), 'not-usable', 'spell');
    // Taking ends the extra action, then the cast, then the Morning's action: the next seat's turn or the Midday.
    const after = mustApply(s, inner[0] as Action).state;
    expect(after.pending).toEqual([]);
    expect(findInvariantProblem(after)).toBeUndefined();
    // Played on to the end of the game, it lists, plays and ends.
    expect(playListed(after, () => false, 2000).phase).toBe('ended');
  });

  it('a copy of a copyable spell that the other seat also holds: the copy leaves the spell being cast out', () => {
    const learned: GameState['players'][number]['spells'][] = [
      [{ spell: 'nest-mimic', level: 3, card: 'red-circle', day: 1 }], [{ spell: 'nest-mimic', level: 3, card: 'red-square', day: 1 }]];
    // Nothing to copy but the spell itself and an empty pool: not usable, not listed.
    const bare = rigged('mimic', ['nest-mimic', 'levitation'], learned, 'midday', [[], []]);
    expect(legalActions(bare).filter((a) => a.type === 'cast')).toEqual([]);
    expectRefused(bare, cast('nest-mimic', 3), 'not-usable');
    // With a materia to store, the copy offers the Midday's store and not the other seat's spell.
    const s0 = rigged('mimic', ['nest-mimic', 'levitation'], learned, 'midday', [['red-circle', 'blue-square'], []]);
    expect(legalActions(s0)).toContainEqual(cast('nest-mimic', 3));
    const s1 = mustApply(s0, cast('nest-mimic', 3)).state;
    expect(legalActions(s1)).toEqual([{ type: 'store', player: 0, materia: 'red-circle' }, { type: 'store', player: 0, materia: 'blue-square' }]);
    // Played on to the end of the game from either position, it lists, plays and ends.
    expect(playListed(bare, () => false, 2000).phase).toBe('ended');
    expectRefused(s1, castFrom('nest-mimic', 3, 1), 'not-usable', 'spell');
    expect(playListed(s1, () => false, 2000).phase).toBe('ended');
  });

  it('two spells whose extra actions call each other across phases: each nested list leaves both out, and play goes on', () => {
    const s0 = rigged('dawn', ['nest-dawn', 'nest-dusk'], [[
      { spell: 'nest-dawn', level: 3, card: 'red-circle', day: 1 }, { spell: 'nest-dusk', level: 3, card: 'purple-circle', day: 1 }], []], 'morning');
    expect(legalActions(s0)).toContainEqual(cast('nest-dawn', 3));
    const s1 = mustApply(s0, cast('nest-dawn', 3)).state;
    const evening = legalActions(s1);
    expect(evening).toContainEqual(cast('nest-dusk', 3));
    const s2 = mustApply(s1, cast('nest-dusk', 3)).state;
    expect(s2.pending.map((f) => f.spell)).toEqual(['nest-dawn', 'nest-dusk']);
    const morning = legalActions(s2);
    expect(morning.some((a) => a.type === 'cast')).toBe(false);
    expectRefused(s2, cast('nest-dawn', 3), 'not-usable', 'spell');
    expect(deserialize(serialize(s2))).toEqual(s2);
    expect(playListed(s2, () => false, 2000).phase).toBe('ended');
  });
});

// Three spells, each starting an extra action of the next phase, then 200 takes.
const takes = (c: EffectContext, n: number): SpellStep[] => Array.from({ length: n }, () => ({ step: 'take', count: 1, taker: c.actor }));
defineSpell(spell('nest-big-morning', 'red', 'morning', (c) => [{ step: 'phase-action', phase: 'midday', as: 'extra', optional: true }, ...takes(c, 200)]));
defineSpell(spell('nest-big-midday', 'purple', 'midday', (c) => [{ step: 'phase-action', phase: 'evening', as: 'extra', optional: true }, ...takes(c, 200)]));
defineSpell(spell('nest-big-evening', 'green', 'evening', (c) => [{ step: 'draw', count: 1 }, ...takes(c, 200)]));

describe('an effect started inside another is held to the save limits', () => {
  const s0 = rigged('nest', ['nest-big-morning', 'nest-big-midday', 'nest-big-evening', 'offering', 'time-travel', 'transmutation', 'abundance'], [[
    { spell: 'nest-big-morning', level: 3, card: 'red-circle', day: 1 }, { spell: 'nest-big-midday', level: 3, card: 'purple-circle', day: 1 },
    { spell: 'nest-big-evening', level: 3, card: 'green-circle', day: 1 }], []], 'morning');

  it('the cast that would take the effects in progress past MAX_PENDING_STEPS throws effects-too-large; every state before saves and loads', () => {
    expect(deserialize(serialize(s0))).toEqual(s0);
    const s1 = mustApply(s0, cast('nest-big-morning', 3)).state;
    const steps = (s: GameState): number => s.pending.reduce((n, f) => n + f.steps.length, 0);
    expect(steps(s1)).toBeLessThanOrEqual(MAX_PENDING_STEPS);
    expect(deserialize(serialize(s1))).toEqual(s1);
    // The extra Midday action lists the Midday spell; starting it would hold 200 + 201 steps.
    expect(legalActions(s1)).toContainEqual(cast('nest-big-midday', 3));
    const before = serialize(s1);
    const error = thrownBy(SpellDefinitionError, () => applyAction(s1, cast('nest-big-midday', 3)));
    expect(error).toMatchObject({ code: 'effects-too-large', spell: 'nest-big-midday', path: 'levels.3.effect' });
    expect(serialize(s1)).toBe(before);
    // Declining the extra action plays on; every state reached saves and loads, to the end of the game.
    const s2 = mustApply(s1, stop()).state;
    expect(deserialize(serialize(s2))).toEqual(s2);
    const end = playListed(s2, () => false, 3000);
    expect(end.phase).toBe('ended');
    expect(scoreGame(end)).toBeDefined();
  });
});

// Homebrew functions that write to what they read: a fit check (read under usableWhen
// 'effect-fits') and a points function. Strict code throws on the frozen copy (a
// spell-function-failed); sloppy code's writes are dropped. Either way the caller's state is
// left as it was.
const strictFit = (t: { altar: number[] }): boolean => { t.altar[0] = (t.altar[0] as number) + 1; return true; };
// A sloppy-mode function, whose writes to a frozen object are silently dropped.
const sloppyFit = new Function('t', 't.altar[0] += 1; t.players[0].pool[1] = 9; return true;') as (t: unknown) => boolean;
const writingPoints = (c: { player: { pool: number[] } }): number => { c.player.pool[0] = 5; return 1; };
for (const [id, colour, fits] of [['nest-strict-fit', 'red', strictFit], ['nest-sloppy-fit', 'purple', sloppyFit]] as const) {
  defineSpell({
    id, colour, set: null, phase: 'morning', names: { en: id },
    levels: levels(() => [{ step: 'draw', count: 1 }], { fits: fits as never, points: writingPoints as never }),
  });
}

describe('homebrew functions read a copy: the caller\'s state is never written', () => {
  function game(id: SpellId, colour: 'red' | 'purple'): GameState {
    const rest: SpellId[] = colour === 'red' ? ['levitation', ...REST] : ['sacrifice', ...REST];
    return createRiggedGame({
      players: 2, seed: id, rules: 'digital', firstPlayer: 0, spells: (colour === 'red' ? [id, ...rest] : [rest[0] as SpellId, id, ...REST]).slice(0, 7),
      setup: { learned: [[{ spell: id, level: 3, card: `${colour}-circle`, day: 1 }], []], day: 2, phase: 'morning' },
    });
  }

  it('a strict fit check that writes to the table throws spell-function-failed, and the state is unchanged', () => {
    const s = game('nest-strict-fit', 'red');
    const json = JSON.stringify(s);
    const census = materiaCensus(s);
    for (let i = 0; i < 2; i++) {
      const error = thrownBy(SpellDefinitionError, () => legalActions(s));
      expect(error).toMatchObject({ code: 'spell-function-failed', spell: 'nest-strict-fit', path: 'levels.3.fits' });
    }
    expect(JSON.stringify(s)).toBe(json);
    expect(materiaCensus(s)).toEqual(census);
    expect(findInvariantProblem(s)).toBeUndefined();
  });

  it('a sloppy fit check\'s writes are dropped: it is listed, cast, and the state is unchanged', () => {
    const s = game('nest-sloppy-fit', 'purple');
    const json = JSON.stringify(s);
    const census = materiaCensus(s);
    expect(legalActions(s)).toContainEqual(cast('nest-sloppy-fit', 3));
    const after = mustApply(s, cast('nest-sloppy-fit', 3)).state;
    expect(findInvariantProblem(after)).toBeUndefined();
    expect(JSON.stringify(s)).toBe(json);
    expect(materiaCensus(s)).toEqual(census);
  });

  it('a points function that writes to its player throws spell-function-failed in scoreGame, and the state is unchanged', () => {
    const s = game('nest-sloppy-fit', 'purple');
    const json = JSON.stringify(s);
    const error = thrownBy(SpellDefinitionError, () => scoreGame(s));
    expect(error).toMatchObject({ code: 'spell-function-failed', spell: 'nest-sloppy-fit', path: 'levels.3.points' });
    expect(JSON.stringify(s)).toBe(json);
    expect(materiaCensus(s)).toEqual(materiaCensus(game('nest-sloppy-fit', 'purple')));
  });
});
