// P12, Clone L5's discarded materia (rules §7), from rules version 2. `paid-first` (printed): the
// materia of the card rune goes to the discard before the copied Morning action, so a copied Draw
// 2 that refills the pouch from the discard can draw it back. `held-aside` (digital): it leaves
// the pool at once but waits aside, in neither pouch nor discard, until the copied action ends,
// and is discarded then; meanwhile it counts in the census and shows in views and saves. Games of
// rules version 1 read `paid-first` (what the engine played before).
import { describe, expect, it } from 'vitest';
import {
  LoadError, RULE_POINTS, RULE_PRESETS, deserialize, findInvariantProblem, kindIndex, kindsOf, materiaCensus, playerView, rulePresetAt, serialize,
  type GameState, type MateriaKind, type RulePresetName,
} from '../../src/index.js';
import { allTokens, everyToken, without } from '../../src/testing/index.js';
import { checkRecordEntry, checkSaveEntry } from '../compat/corpus.js';
import { writtenBefore } from '../compat/before.js';
import { cast, castFrom, draw, effect, learned, pick, riggedGame, run, spellsWith, step, thrownBy, types } from '../kit/index.js';

const SPELLS = spellsWith('clone'); // set1 with Clone: Levitation is a Morning spell to copy
const ALTAR: MateriaKind[] = ['red-triangle', 'green-triangle', 'yellow-square'];
const POOL: MateriaKind[] = ['black-triangle', 'blue-square'];
const CARDS: MateriaKind[] = ['white-triangle', 'purple-square'];
const LEFT_IN_POUCH: MateriaKind = 'yellow-circle';

/** Seat 0's Midday with Clone L5 (card rune triangle, one triangle in the pool) and one token left in the pouch. */
function clone(rules: RulePresetName): GameState {
  return riggedGame({
    rules, spells: SPELLS, phase: 'midday', altar: ALTAR, pools: [POOL, []],
    // Everything but the table and one token lies in the discard: a Draw 2 refills the pouch from it.
    discard: without(allTokens(), [...ALTAR, ...POOL, ...CARDS, LEFT_IN_POUCH]),
    learned: [[learned('clone', 5, 'white-triangle')], [learned('levitation', 4, 'purple-square')]],
  });
}
const COST: MateriaKind = 'black-triangle';
const countOf = (counts: readonly number[], kind: MateriaKind): number => counts[kindIndex(kind)] as number;

describe('P12 cloneDiscard: the profiles', () => {
  it('the presets: printed paid-first, digital held-aside; version 1 read paid-first under both', () => {
    expect(RULE_POINTS.cloneDiscard).toEqual(['paid-first', 'held-aside']);
    expect(RULE_PRESETS.printed.cloneDiscard).toBe('paid-first');
    expect(RULE_PRESETS.digital.cloneDiscard).toBe('held-aside');
    expect(rulePresetAt('digital', 1).cloneDiscard).toBe('paid-first');
  });
});

describe('P12 cloneDiscard: one position under both values', () => {
  it('paid-first: the cost is in the discard while the copy waits, and the copied Draw 2 refills the pouch with it', () => {
    const s = clone('printed');
    const paid = step(s, cast('clone', 5));
    // One circle in the pool: the cost is paid at once.
    expect(paid.events).toContainEqual({ type: 'materia-discarded', from: 'pool', player: 0, materia: COST });
    // All five of its kind are in the discard now: the other four were there before.
    expect(countOf(paid.state.discard, COST)).toBe(5);
    expect(paid.state.pending.flatMap((f) => f.steps).some((x) => x.step === 'discard-held')).toBe(false);
    const drawn = step(paid.state, draw());
    const refill = drawn.events.find((e) => e.type === 'pouch-refilled');
    expect(refill).toEqual({ type: 'pouch-refilled', count: 105 - ALTAR.length - POOL.length - CARDS.length });
    expect(kindsOf(drawn.state.discard)).toEqual([]);
  });

  it('held-aside: the cost waits in the effect (not in pool, pouch or discard), the refill leaves it out, and it is discarded after the copy', () => {
    const s = clone('digital');
    const held = step(s, cast('clone', 5));
    expect(held.events).toContainEqual({ type: 'materia-held', player: 0, materia: COST });
    expect(held.events.some((e) => e.type === 'materia-discarded')).toBe(false);
    expect(kindsOf(held.state.players[0]?.pool ?? [])).toEqual(['blue-square']);
    expect(countOf(held.state.discard, COST)).toBe(4);
    expect(held.state.pending[0]?.steps).toEqual([{ step: 'phase-action', phase: 'morning', as: 'copy' }, { step: 'discard-held', materia: [COST] }]);
    // It counts in the census, in the testing kit's token list, and in what every seat sees.
    expect(materiaCensus(held.state).every((n) => n === 5)).toBe(true);
    expect(everyToken(held.state)).toHaveLength(105);
    expect(findInvariantProblem(held.state)).toBeUndefined();
    expect(playerView(held.state, 1).pending[0]?.steps.at(-1)).toEqual({ step: 'discard-held', materia: [COST] });
    // A save made now keeps it there.
    const loaded = deserialize(serialize(held.state));
    expect(loaded).toEqual(held.state);
    const drawn = step(held.state, draw());
    const refill = drawn.events.find((e) => e.type === 'pouch-refilled');
    expect(refill).toEqual({ type: 'pouch-refilled', count: 105 - ALTAR.length - POOL.length - CARDS.length - 1 });
    // After the copied Draw 2, the held materia goes to the discard, the last thing the effect does.
    const last = drawn.events.filter((e) => e.type !== 'phase-started').at(-1);
    expect(last).toEqual({ type: 'materia-discarded', from: 'held', player: 0, materia: COST });
    expect(kindsOf(drawn.state.discard)).toEqual([COST]);
    expect(drawn.state.pending).toEqual([]);
  });

  it('held-aside: a copied spell runs inside the Clone effect, and the cost is discarded once that spell ends', () => {
    const s = clone('digital');
    const inside = run(s, [cast('clone', 5), castFrom('levitation', 4, 1)]);
    expect(inside.state.pending.map((f) => f.spell)).toEqual(['clone', 'levitation']);
    expect(effect(inside.state).step).toEqual({ step: 'take', count: 2, taker: 0, filter: { rune: 'triangle' } });
    const done = step(inside.state, pick('red-triangle'));
    expect(types(done.events)).toEqual(['materia-taken', 'materia-taken', 'materia-discarded', 'phase-started']);
    expect(kindsOf(done.state.discard)).toContain(COST);
  });

  it('a save that holds materia aside under paid-first, or anywhere but last in its effect, is refused', () => {
    const held = step(clone('digital'), cast('clone', 5)).state;
    const text = serialize(held);
    const profile = text.replace('"cloneDiscard":"held-aside"', '"cloneDiscard":"paid-first"');
    expect(profile).not.toBe(text);
    expect(thrownBy(LoadError, () => deserialize(profile)).path).toBe('$.state.pending[0].steps[1]');
    const moved = text.replace(
      '[{"step":"phase-action","phase":"morning","as":"copy"},{"step":"discard-held","materia":["black-triangle"]}]',
      '[{"step":"discard-held","materia":["black-triangle"]},{"step":"phase-action","phase":"morning","as":"copy"}]',
    );
    expect(moved).not.toBe(text);
    expect(thrownBy(LoadError, () => deserialize(moved)).path).toBe('$.state.pending[0].steps[0]');
    const empty = text.replace('{"step":"discard-held","materia":["black-triangle"]}', '{"step":"discard-held","materia":[]}');
    expect(thrownBy(LoadError, () => deserialize(empty)).path).toBe('$.state.pending[0].steps[1].materia');
  });
});

describe('P12 cloneDiscard: data of rules version 1 (written by the engine before the point)', () => {
  const { record, save } = writtenBefore('cloneDiscard');

  it('a digital save made between the cost and the copied Draw 2 has the cost in the discard, and plays to its recorded end', () => {
    const state = deserialize(save.save);
    expect(state.rules.cloneDiscard).toBe('paid-first');
    expect(kindsOf(state.discard)).toContain('red-circle');
    expect(save.actions[0]).toEqual(draw());
    checkSaveEntry(save);
  });

  it('the digital record replays, event for event, to its recorded end (its copied Draw 2 drew the cost back)', () => {
    checkRecordEntry(record);
  });
});
