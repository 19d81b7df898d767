// Profile point P5, what triggers Mirage (rules §7), field `mirageTakes`. `for-self` (printed):
// every materia of the card rune the owner takes from the altar for themselves during their own
// Day: into the pool, onto their own familiar board by a take-and-store (Growth L4/L5, Feast L4,
// Communion L3, also as a Clone copy), or received in a Purification swap. `into-pool` (digital):
// takes into the pool only. Under both: never for another player's takes during the owner's Day
// (Blaze), never for materia going to the solo opponent, never for a materia coming from the
// familiar board (Growth L3's swap). Each test plays one setup under both profiles.
import { describe, expect, it } from 'vitest';
import { type GameEvent, type GameState, type MateriaKind, type SpellId } from '../../src/index.js';
import {
  board, cast, copies, learn, learned, only, passDay, pick, poolOf, riggedGame, run, spellsWith, step,
} from '../kit/index.js';

const PROFILES = ['printed', 'digital'] as const;
type Rules = (typeof PROFILES)[number];
const SET3: SpellId[] = ['blaze', 'divination', 'growth', 'feast', 'clone', 'mirage', 'communion'];

/** Seat 0's Mirage triggers and draws into its pool, in order. */
function mirageOf(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => (e.type === 'spell-triggered' || e.type === 'materia-drawn') && e.player === 0);
}

const drawn = (materia: MateriaKind): GameEvent => ({ type: 'materia-drawn', player: 0, materia });
const mirageAt = (level: 3 | 4 | 5): GameEvent => ({ type: 'spell-triggered', player: 0, spell: 'mirage', level });

describe('P5 what triggers Mirage', () => {
  it('Growth L4\'s take-and-store: printed counts each card-rune materia stored (drawing at once), digital does not', () => {
    const play = (rules: Rules) => run(riggedGame({ rules, spells: SET3, phase: 'evening', altar: ['red-circle', 'green-triangle'], pools: [[], []],
      learned: [[learned('mirage', 4, 'blue-circle'), learned('growth', 4, 'green-triangle')], []],
      nextDraws: ['white-square', 'white-square'] }), [cast('growth', 4), pick('red-circle')]);
    const printed = play('printed');
    expect(mirageOf(printed.events)).toEqual([mirageAt(4), drawn('white-square'), drawn('white-square')]);
    expect(poolOf(printed.state)).toEqual(['white-square', 'white-square']);
    const digital = play('digital');
    expect(mirageOf(digital.events)).toEqual([]);
    expect(poolOf(digital.state)).toEqual([]);
    for (const r of [printed, digital]) expect(board(r.state)).toEqual(['red-circle', 'green-triangle']);
  });

  it('Feast L4\'s take-and-store: printed draws for a card-rune materia stored, digital does not', () => {
    const play = (rules: Rules) => step(riggedGame({ rules, spells: SET3, phase: 'midday', altar: ['red-circle'], pools: [[], []],
      learned: [[learned('feast', 4, 'black-triangle'), learned('mirage', 4, 'blue-circle')], []],
      nextDraws: ['white-triangle', 'white-square'] }), cast('feast', 4));
    const printed = play('printed');
    expect(printed.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'feast', level: 4 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 },
      mirageAt(4), drawn('white-triangle'), drawn('white-square'),
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    const digital = play('digital');
    expect(digital.events).toEqual([
      { type: 'spell-cast', player: 0, spell: 'feast', level: 4 },
      { type: 'materia-stored', player: 0, materia: 'red-circle', from: 'altar', space: 0 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(digital.state.pouchTop).toEqual(['white-triangle', 'white-square']);
  });

  it('Communion L3\'s instant take-and-store: printed draws for the card-rune materia stored, digital does not', () => {
    const yellow: MateriaKind[] = ['yellow-circle', 'yellow-triangle', 'yellow-square'];
    const play = (rules: Rules) => run(riggedGame({ rules, spells: SET3, phase: 'evening', altar: ['red-circle', 'green-circle', 'black-square'],
      pools: [yellow, []], learned: [[learned('mirage', 3, 'blue-circle')], []], nextDraws: ['white-triangle', 'white-square'] }),
    [learn('communion', 3, 'yellow-triangle', yellow), pick('red-circle'), pick('green-circle')]);
    const printed = play('printed');
    expect(mirageOf(printed.events)).toEqual([mirageAt(3), drawn('white-triangle'), mirageAt(3), drawn('white-square')]);
    const digital = play('digital');
    expect(mirageOf(digital.events)).toEqual([]);
    for (const r of [printed, digital]) expect(board(r.state)).toEqual(['red-circle', 'green-circle', 'black-square']);
  });

  it('a Clone L4 copy of another player\'s Growth stores for the cloner: printed counts it for the cloner\'s Mirage, digital does not', () => {
    const play = (rules: Rules) => run(riggedGame({ rules, spells: SET3, phase: 'midday', altar: ['red-circle', 'green-circle'], pools: [[], []],
      learned: [[learned('mirage', 3, 'blue-circle'), learned('clone', 4, 'white-square')], [learned('growth', 4, 'green-triangle')]],
      // the one copy Clone L4 can make here (the only Evening action that would move a materia) is made at once
      nextDraws: ['white-triangle', 'yellow-square'] }), [cast('clone', 4), pick('red-circle')]);
    const printed = play('printed');
    expect(mirageOf(printed.events)).toEqual([mirageAt(3), drawn('white-triangle'), mirageAt(3), drawn('yellow-square')]);
    expect(poolOf(printed.state)).toEqual(['white-triangle', 'yellow-square']);
    const digital = play('digital');
    expect(mirageOf(digital.events)).toEqual([]);
    for (const r of [printed, digital]) {
      expect(only(r.events, 'spell-cast')).toContainEqual({ type: 'spell-cast', player: 0, spell: 'growth', level: 4, from: 1 });
      expect(board(r.state)).toEqual(['red-circle', 'green-circle']);
      expect(board(r.state, 1)).toEqual([]);
    }
  });

  it('the altar materia received in a Purification swap: printed draws for a card-rune one, digital does not', () => {
    const play = (rules: Rules) => step(riggedGame({ rules, spells: spellsWith('mirage'), phase: 'midday', altar: ['yellow-circle'], pools: [['red-square'], []],
      learned: [[learned('purification', 3, 'green-square'), learned('mirage', 3, 'blue-circle')], []],
      nextDraws: ['black-triangle'] }), cast('purification', 3));
    const printed = play('printed');
    expect(printed.events.slice(1, 4)).toEqual([
      { type: 'materia-swapped', player: 0, with: 'altar', give: 'red-square', get: 'yellow-circle' }, mirageAt(3), drawn('black-triangle'),
    ]);
    expect(poolOf(printed.state)).toEqual(['black-triangle', 'yellow-circle']);
    const digital = play('digital');
    expect(mirageOf(digital.events)).toEqual([]);
    expect(poolOf(digital.state)).toEqual(['yellow-circle']);
  });

  it('both: a take into the pool triggers it (Levitation)', () => {
    for (const rules of PROFILES) {
      const r = run(riggedGame({ rules, spells: spellsWith('mirage'), altar: ['red-circle', 'red-circle'], pools: [[], []],
        learned: [[learned('mirage', 3, 'blue-circle'), learned('levitation', 3, 'purple-square')], []],
        nextDraws: ['black-triangle', 'white-triangle'] }), [cast('levitation', 3)]);
      expect(only(r.events, 'spell-triggered')).toEqual([mirageAt(3), mirageAt(3)]);
      expect(poolOf(r.state)).toEqual(['red-circle', 'red-circle', 'black-triangle', 'white-triangle']);
    }
  });

  it('both: never for a materia coming from the familiar board (Growth L3\'s swap)', () => {
    for (const rules of PROFILES) {
      const r = step(riggedGame({ rules, spells: SET3, phase: 'evening', pools: [['red-square'], []], familiars: [['yellow-circle'], []],
        learned: [[learned('mirage', 3, 'blue-circle'), learned('growth', 3, 'green-triangle')], []],
        nextDraws: copies('black-triangle', 5) }), cast('growth', 3));
      expect(r.events[1]).toEqual({ type: 'materia-swapped', player: 0, with: 'familiar', give: 'red-square', get: 'yellow-circle', space: 0 });
      expect(only(r.events, 'spell-triggered')).toEqual([]);
      expect(poolOf(r.state)).toEqual(['yellow-circle']);
    }
  });

  it('both: never for another player\'s takes during the owner\'s Day (Blaze): their Day, not the owner\'s', () => {
    for (const rules of PROFILES) {
      const s = riggedGame({ rules, spells: SET3, altar: ['red-circle', 'green-circle'], pools: [[], []],
        learned: [[learned('blaze', 3, 'red-square')], [learned('mirage', 5, 'blue-circle')]],
        nextDraws: copies('yellow-square', 4) });
      const r = run(s, [cast('blaze', 3), pick('red-circle', 1)]);
      expect(only(r.events, 'materia-taken')).toEqual([{ type: 'materia-taken', player: 1, materia: 'red-circle' }]);
      expect(only(r.events, 'spell-triggered')).toEqual([]);
      expect(poolOf(r.state, 1)).toEqual(['red-circle']);
    }
  });

  describe('both: never for materia going to the solo opponent', () => {
    const solo = (rules: Rules, setup: { phase?: 'morning' | 'evening'; altar: MateriaKind[] }): GameState => riggedGame({
      rules, players: 1, spells: SET3, pools: [[]], ...setup,
      learned: [[learned('blaze', 3, 'red-triangle'), learned('mirage', 3, 'blue-circle')]],
      opponent: { track: [], lower: [] }, nextDraws: copies('yellow-square', 4),
    });

    it('solo Blaze: the player\'s take for the opponent\'s lower part', () => {
      for (const rules of PROFILES) {
        const r = run(solo(rules, { altar: ['red-circle', 'green-circle'] }), [cast('blaze', 3), pick('red-circle')]);
        expect(only(r.events, 'opponent-received')).toEqual([{ type: 'opponent-received', materia: 'red-circle', from: 'altar' }]);
        expect(only(r.events, 'spell-triggered')).toEqual([]);
        expect(poolOf(r.state)).toEqual(copies('yellow-square', 4));
      }
    });

    it('the end-of-Day placement on the opponent\'s track', () => {
      for (const rules of PROFILES) {
        const day = passDay(solo(rules, { phase: 'evening', altar: ['red-circle', 'green-circle'] }));
        const r = run(day.state, [pick('red-circle')]);
        expect(r.events[0]).toEqual({ type: 'opponent-placed', materia: 'red-circle', space: 1 });
        expect(only([...day.events, ...r.events], 'spell-triggered', 'materia-drawn')).toEqual([]);
        expect(poolOf(r.state)).toEqual([]);
      }
    });
  });
});
