// P11, Swiftness L3/L4's extra Morning action (rules §7), from rules version 2. `compulsory`
// (printed: "the player immediately performs 1 Morning action", in most editions): the player
// performs it whenever a Morning action is legal, with no `stop`, and a single legal action is
// performed at once; it is lost when none is legal. `declinable` (digital): the player may decline
// it with `stop`. Games of rules version 1 read `declinable` (what the engine played before).
import { describe, expect, it } from 'vitest';
import {
  RULE_POINTS, RULE_PRESETS, deserialize, defineSpell, describeDecision, currentDecision, hasSpell, legalActions, rulePresetAt,
  type GameState, type MateriaKind, type RulePresetName,
} from '../../src/index.js';
import { checkRecordEntry, checkSaveEntry } from '../compat/corpus.js';
import { writtenBefore } from '../compat/before.js';
import { cast, draw, effect, expectRefused, learn, learned, pick, riggedGame, run, spellsWith, step, stop, take, types } from '../kit/index.js';

const SW = spellsWith('swiftness'); // sacrifice, levitation, purification, offering, time-travel, swiftness, abundance
const EXTRA = { step: 'phase-action', phase: 'morning', as: 'extra', optional: true } as const;

/** Seat 0's Evening, Swiftness L3 just learned: the extra Morning action waits (or, forced, was performed). */
function learnedSwiftness(rules: RulePresetName, altar: readonly MateriaKind[]): ReturnType<typeof run> {
  const s = riggedGame({
    rules, spells: SW, phase: 'evening', altar: [...altar],
    pools: [['blue-circle', 'blue-triangle', 'blue-square', 'red-triangle'], []],
    learned: [[learned('levitation', 3, 'purple-circle')], []],
    nextDraws: ['black-square', 'white-square'],
  });
  return run(s, [learn('swiftness', 3, 'blue-circle', ['blue-circle', 'blue-triangle', 'blue-square'])]);
}

describe('P11 swiftnessAction: the profiles', () => {
  it('the presets: printed compulsory, digital declinable; version 1 read declinable under both', () => {
    expect(RULE_POINTS.swiftnessAction).toEqual(['compulsory', 'declinable']);
    expect(RULE_PRESETS.printed.swiftnessAction).toBe('compulsory');
    expect(RULE_PRESETS.digital.swiftnessAction).toBe('declinable');
    expect(rulePresetAt('printed', 1).swiftnessAction).toBe('declinable');
    expect(rulePresetAt('digital', 1).swiftnessAction).toBe('declinable');
  });
});

describe('P11 swiftnessAction: one position under both values', () => {
  const ALTAR = ['red-circle', 'green-triangle', 'blue-circle'] as const;

  it('compulsory: the extra action lists Take 1, Draw 2 and the Morning spell, no stop; stop is refused', () => {
    const { state } = learnedSwiftness('printed', ALTAR);
    expect(effect(state).step).toEqual(EXTRA);
    expect(legalActions(state)).toEqual([take('red-circle'), take('green-triangle'), take('blue-circle'), draw(), cast('levitation', 3)]);
    expectRefused(state, stop(), 'wrong-step', 'type');
    expect(describeDecision(currentDecision(state), 'en', state.rules)).toBe('Player 1: perform an extra Morning action (Swiftness)');
  });

  it('declinable: the same actions and stop, which ends the Day with nothing moved', () => {
    const { state } = learnedSwiftness('digital', ALTAR);
    expect(legalActions(state)).toEqual([take('red-circle'), take('green-triangle'), take('blue-circle'), draw(), cast('levitation', 3), stop()]);
    expect(describeDecision(currentDecision(state), 'en', state.rules)).toBe('Player 1: perform an extra Morning action, or stop (Swiftness)');
    const r = step(state, stop());
    expect(types(r.events).slice(0, 2)).toEqual(['step-stopped', 'day-ended']);
    expect(r.state.players[0]?.pool).toEqual(state.players[0]?.pool);
  });

  it('one legal Morning action (an empty altar, no Morning spell usable): compulsory performs it at once, declinable asks', () => {
    const forced = learnedSwiftness('printed', []);
    // Draw 2 was the only action: performed with the Learn, and the Day ended.
    expect(types(forced.events)).toContain('day-ended');
    expect(forced.events.filter((e) => e.type === 'materia-drawn')).toEqual([
      { type: 'materia-drawn', player: 0, materia: 'black-square' }, { type: 'materia-drawn', player: 0, materia: 'white-square' },
    ]);
    const asked = learnedSwiftness('digital', []);
    expect(legalActions(asked.state)).toEqual([draw(), stop()]);
  });

  it('a mixed profile reads the point on its own: printed with a declinable extra action offers stop', () => {
    const s = riggedGame({
      rules: { ...RULE_PRESETS.printed, swiftnessAction: 'declinable' }, spells: SW, phase: 'evening', altar: [...ALTAR],
      pools: [['blue-circle', 'blue-triangle', 'blue-square'], []],
    });
    const l = run(s, [learn('swiftness', 3, 'blue-circle', ['blue-circle', 'blue-triangle', 'blue-square'])]);
    expect(legalActions(l.state).at(-1)).toEqual(stop());
  });
});

// A homebrew Midday spell whose first step is an extra Morning action: with a full pool no Morning
// action is legal, and the extra action is lost (under both values) before the effect goes on.
const HOMEBREW = 'p11-errand';
if (!hasSpell(HOMEBREW)) {
  const effect = () => [{ step: 'phase-action', phase: 'morning', as: 'extra', optional: true } as const, { step: 'store', count: 1 } as const];
  defineSpell({
    id: HOMEBREW, colour: 'yellow', set: null, phase: 'midday', names: { en: 'Errand' },
    levels: { 3: { kind: 'action', points: 1, effect }, 4: { kind: 'action', points: 2, effect }, 5: { kind: 'action', points: 3, effect } },
  });
}

describe('P11 swiftnessAction: lost when no Morning action is legal', () => {
  it('a full pool and no Morning spell: the extra action ends at once under both values, and the effect goes on', () => {
    for (const rules of ['printed', 'digital'] as const) {
      const s: GameState = riggedGame({
        rules, spells: ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', HOMEBREW],
        phase: 'midday', altar: ['red-circle'],
        pools: [['red-square', 'red-square', 'red-triangle', 'blue-circle', 'blue-square', 'green-circle', 'green-square', 'black-circle', 'white-circle'], []],
        learned: [[learned(HOMEBREW, 3, 'yellow-circle', 0)], []],
      });
      const r = step(s, cast(HOMEBREW, 3));
      // No extra action was offered: the effect's store waits.
      expect(effect(r.state).step, rules).toEqual({ step: 'store', count: 1 });
      expect(legalActions(r.state)).not.toContainEqual(stop());
      expect(legalActions(r.state)).toContainEqual(pick('red-square'));
    }
  });
});

describe('P11 swiftnessAction: data of rules version 1 (written by the engine before the point)', () => {
  const { record, save } = writtenBefore('swiftnessAction');

  it('a printed save waiting on the extra action still offers stop, and plays to its recorded end', () => {
    const state = deserialize(save.save);
    expect(state.rules.swiftnessAction).toBe('declinable');
    expect(legalActions(state).at(-1)).toEqual(stop());
    expect(save.actions[0]).toEqual(stop());
    checkSaveEntry(save);
  });

  it('the printed record that declined the extra action replays, event for event, to its recorded end', () => {
    expect(record.record.actions[1]).toEqual(stop());
    checkRecordEntry(record);
  });
});
