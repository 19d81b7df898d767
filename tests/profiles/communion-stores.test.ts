// Profile point `communionStores` (rules §5, §7): which 2 materia Communion L5 stores at each
// Learn of its owner (its own Learn included). `discard-box` (printed): this Learn's other paid
// materia go to the discard first, then the player stores any 2 from the discard box;
// `learn-discards` (digital): 2 of this Learn's other paid materia, picked before the rest go to
// the discard. Both: compulsory, fewer with fewer free spaces, the end triggered by the store that
// fills the board, then the learned spell's instant, then the end check.
import { describe, expect, it } from 'vitest';
import { kindsOf, legalActions, type GameState, type MateriaKind, type RiggedSpell } from '../../src/index.js';
import {
  assertConserved, cast, copies, effect, learn, learned, only, pick, poolOf, riggedGame, run, spellsWith, take, types,
} from '../kit/index.js';

type Preset = 'printed' | 'digital';

const COMMUNION_L5: RiggedSpell = { spell: 'communion', level: 5, card: 'yellow-circle' };
// sacrifice, levitation, purification, offering, time-travel, transmutation, communion
const SPELLS = spellsWith('communion');
const PAY: MateriaKind[] = ['red-circle', 'red-triangle', 'red-square'];

/** Evening, Communion L5 learned: Sacrifice at 3 paid with 3 red singles, a green square already in the discard box. */
function afterLearn(rules: Preset, familiar: MateriaKind[] = []): ReturnType<typeof run> {
  const s = riggedGame({
    rules, spells: SPELLS, phase: 'evening', altar: ['white-circle'], pools: [[...PAY, 'blue-square'], []],
    familiars: [familiar, []], learned: [[COMMUNION_L5], []], discard: ['green-square'],
  });
  return run(s, [learn('sacrifice', 3, 'red-circle', PAY)]);
}

describe('P6 Communion stores', () => {
  it('printed: this Learn\'s other paid materia go to the discard, then 2 of any kind in the discard box are stored', () => {
    const l = afterLearn('printed');
    expect(l.events.slice(1)).toEqual([
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-triangle' },
      { type: 'materia-discarded', from: 'pool', player: 0, materia: 'red-square' },
    ]);
    expect(effect(l.state).step).toEqual({ step: 'store-from-discard', count: 2 });
    // the green square discarded before this Learn is a choice too; the pool's blue square is not
    expect(legalActions(l.state)).toEqual([pick('red-triangle'), pick('red-square'), pick('green-square')]);
    const r = run(l.state, [pick('green-square'), pick('red-square')]);
    expect(only(r.events, 'materia-stored')).toEqual([
      { type: 'materia-stored', player: 0, materia: 'green-square', from: 'discard', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'red-square', from: 'discard', space: 1 },
    ]);
    expect(r.state.players[0]?.familiar).toEqual(['green-square', 'red-square']);
    expect(kindsOf(r.state.discard)).toEqual(['red-triangle']);
    expect(poolOf(r.state, 0)).toEqual(['blue-square']);
    assertConserved(r.state);
  });

  it('digital: 2 of this Learn\'s other paid materia are stored, then the rest go to the discard', () => {
    const l = afterLearn('digital');
    expect(types(l.events)).toEqual(['spell-learned']);
    expect(effect(l.state).step).toEqual({ step: 'learn-discards', keep: 2, setAside: ['red-triangle', 'red-square'] });
    expect(legalActions(l.state)).toEqual([pick('red-triangle'), pick('red-square')]);
    const r = run(l.state, [pick('red-square')]);
    // the last set-aside materia is stored without a choice
    expect(only(r.events, 'materia-stored')).toEqual([
      { type: 'materia-stored', player: 0, materia: 'red-square', from: 'pool', space: 0 },
      { type: 'materia-stored', player: 0, materia: 'red-triangle', from: 'pool', space: 1 },
    ]);
    expect(only(r.events, 'materia-discarded')).toEqual([]);
    expect(kindsOf(r.state.discard)).toEqual(['green-square']);
    assertConserved(r.state);
  });

  it('both: the store that fills the board triggers the end at once; the rest is not stored', () => {
    const thirteen = [...copies('green-circle', 5), ...copies('black-square', 5), ...copies('white-triangle', 3)] as MateriaKind[];
    const printed = run(afterLearn('printed', thirteen).state, [pick('green-square')]);
    expect(types(printed.events).slice(0, 3)).toEqual(['materia-stored', 'game-end-triggered', 'step-skipped']);
    expect(printed.state.players[0]?.familiar.at(-1)).toBe('green-square');
    const digital = run(afterLearn('digital', thirteen).state, [pick('red-triangle')]);
    expect(types(digital.events).slice(0, 3)).toEqual(['materia-stored', 'game-end-triggered', 'materia-discarded']);
    for (const r of [printed, digital]) {
      expect(r.state.players[0]?.familiar).toHaveLength(14);
      expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
      assertConserved(r.state);
    }
  });

  it('both: the learned spell\'s instant comes after the stores (Swiftness L3\'s extra Morning action)', () => {
    const spells = spellsWith('communion', 'swiftness');
    const pay: MateriaKind[] = ['blue-circle', 'blue-triangle', 'blue-square'];
    const expected: Record<Preset, string[]> = {
      printed: ['spell-learned', 'materia-discarded', 'materia-discarded', 'materia-stored', 'materia-stored'],
      digital: ['spell-learned', 'materia-stored', 'materia-stored'],
    };
    for (const rules of ['printed', 'digital'] as const) {
      const s = riggedGame({ rules, spells, phase: 'evening', altar: ['white-circle'], pools: [pay, []], learned: [[COMMUNION_L5], []] });
      const r = run(s, [learn('swiftness', 3, 'blue-circle', pay), pick('blue-square')]);
      expect(types(r.events), rules).toEqual(expected[rules]);
      expect(effect(r.state).step, rules).toEqual({ step: 'phase-action', phase: 'morning', as: 'extra', optional: true });
      const t = run(r.state, [take('white-circle')]);
      expect(types(t.events).slice(0, 2), rules).toEqual(['materia-taken', 'day-ended']);
      expect(t.state.players[0]?.familiar, rules).toEqual(['blue-square', 'blue-triangle']);
    }
  });

  it('a Learn copied by Clone L4 at Midday stores by the profile too', () => {
    const spells = ['blaze', 'divination', 'growth', 'focus', 'clone', 'transmutation', 'communion'];
    const midday = (rules: Preset): GameState => run(riggedGame({
      rules, spells, phase: 'midday', altar: ['white-circle'], pools: [[...PAY, 'blue-circle'], []], discard: ['green-square'],
      learned: [[learned('clone', 4, 'white-circle'), COMMUNION_L5], []],
    }), [cast('clone', 4), learn('blaze', 3, 'red-circle', PAY)]).state;
    const printed = midday('printed');
    expect(effect(printed).step).toEqual({ step: 'store-from-discard', count: 2 });
    expect(legalActions(printed)).toEqual([pick('red-triangle'), pick('red-square'), pick('green-square')]);
    const p = run(printed, [pick('green-square'), pick('red-triangle')]);
    expect(p.state.players[0]?.familiar).toEqual(['green-square', 'red-triangle']);
    expect(p.state.phase).toBe('evening');
    const digital = midday('digital');
    expect(effect(digital).step).toEqual({ step: 'learn-discards', keep: 2, setAside: ['red-triangle', 'red-square'] });
    const d = run(digital, [pick('red-triangle')]);
    expect(d.state.players[0]?.familiar).toEqual(['red-triangle', 'red-square']);
    expect(d.state.phase).toBe('evening');
  });
});
