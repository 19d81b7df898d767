// P13, the altar after the final Day (rules §8), from rules version 2; games of 2 to 4 players.
// `left-as-is` (printed): the game is over, the altar is not resupplied. `resupplied` (digital):
// the altar is resupplied as after every Day before the game ends (visible on the final board
// only: scores never read the altar). The solo mode's last Day follows `soloRefill` instead.
// Games of rules version 1 read `left-as-is` (what the engine played before).
import { describe, expect, it } from 'vitest';
import {
  RULE_POINTS, RULE_PRESETS, deserialize, kindsOf, rulePresetAt, scoreGame, total, type GameState, type MateriaKind, type RuleProfile,
} from '../../src/index.js';
import { checkRecordEntry, checkSaveEntry } from '../compat/corpus.js';
import { writtenBefore } from '../compat/before.js';
import { pass, pick, riggedGame, run, store, types } from '../kit/index.js';

const THIRTEEN: MateriaKind[] = [
  'red-circle', 'red-square', 'red-triangle', 'blue-circle', 'blue-square', 'blue-triangle', 'green-circle', 'green-square',
  'green-triangle', 'yellow-circle', 'yellow-square', 'yellow-triangle', 'purple-circle',
];

/** The last seat's Midday (seat 1 of 2) with 13 on its board: its store ends the game with this Day. */
function lastDay(rules: RuleProfile | 'printed' | 'digital'): GameState {
  return riggedGame({
    rules, active: 1, phase: 'midday', day: 9, altar: ['red-square', 'blue-triangle'],
    pools: [['green-circle'], ['black-circle', 'white-square']], familiars: [['red-circle'], THIRTEEN],
    nextDraws: ['white-circle', 'white-triangle', 'black-square'],
  });
}
const END = [store('black-circle', 1), pass(1)];

describe('P13 finalAltar: the profiles', () => {
  it('the presets: printed left-as-is, digital resupplied; version 1 read left-as-is under both', () => {
    expect(RULE_POINTS.finalAltar).toEqual(['left-as-is', 'resupplied']);
    expect(RULE_PRESETS.printed.finalAltar).toBe('left-as-is');
    expect(RULE_PRESETS.digital.finalAltar).toBe('resupplied');
    expect(rulePresetAt('digital', 1).finalAltar).toBe('left-as-is');
  });
});

describe('P13 finalAltar: one position under both values', () => {
  it('left-as-is: the game ends after the last Day with the altar of 2 it had', () => {
    const r = run(lastDay('printed'), END);
    expect(r.state.phase).toBe('ended');
    expect(types(r.events).slice(-2)).toEqual(['day-ended', 'game-ended']);
    expect(kindsOf(r.state.altar)).toEqual(['red-square', 'blue-triangle']);
  });

  it('resupplied: the altar is filled to 5 (3 drawn) before the game ends; the scores are the same', () => {
    const r = run(lastDay('digital'), END);
    expect(r.state.phase).toBe('ended');
    expect(types(r.events).slice(-6)).toEqual(['day-ended', 'altar-resupplied', 'materia-revealed', 'materia-revealed', 'materia-revealed', 'game-ended']);
    expect(total(r.state.altar)).toBe(5);
    expect(kindsOf(r.state.altar)).toEqual(expect.arrayContaining(['white-circle', 'white-triangle', 'black-square']));
    const printed = run(lastDay('printed'), END).state;
    expect(scoreGame(r.state)).toEqual(scoreGame(printed));
  });

  it('a mixed profile reads the point on its own: printed with the final resupply resupplies', () => {
    const r = run(lastDay({ ...RULE_PRESETS.printed, finalAltar: 'resupplied' }), END);
    expect(total(r.state.altar)).toBe(5);
  });

  it('solo: the last Day follows soloRefill, whatever finalAltar says', () => {
    for (const soloRefill of ['fill', 'fill-and-trim'] as const) {
      const ends = (finalAltar: RuleProfile['finalAltar']): GameState => {
        const evening = run(riggedGame({
          players: 1, solo: { difficulty: 1 }, rules: { ...RULE_PRESETS.printed, soloRefill, finalAltar }, phase: 'midday',
          altar: ['red-square', 'blue-triangle'], pools: [['black-circle']], familiars: [THIRTEEN],
        }), [store('black-circle'), pass()]).state;
        // The end-of-Day placement on the opponent's track, then the end.
        return run(evening, [pick('red-square')]).state;
      };
      const a = ends('left-as-is');
      const b = ends('resupplied');
      expect(a.phase, soloRefill).toBe('ended');
      expect({ ...b, rules: a.rules }, soloRefill).toEqual(a);
    }
  });
});

describe('P13 finalAltar: data of rules version 1 (written by the engine before the point)', () => {
  const { record, save } = writtenBefore('finalAltar');

  it('a digital save of the last Day ends with the altar as it was, as recorded', () => {
    const state = deserialize(save.save);
    expect(state.rules.finalAltar).toBe('left-as-is');
    checkSaveEntry(save);
  });

  it('the digital record replays, event for event, to its recorded end', () => {
    checkRecordEntry(record);
  });
});
