// Saves of effects in progress: every kind of pending step round-trips and plays on; corrupted
// frames are refused with the JSON path of the first bad value.
import { describe, expect, test } from 'vitest';
import {
  MATERIA_KINDS, applyAction, createGame, currentDecision, deserialize, findInvariantProblem, legalActions,
  serialize, type EffectStep, type LoadErrorCode,
} from '../../src/index.js';
import {
  corrupt, expectRoundTrip, loadError, mustApply, playRandom, setAt, spellPolicy, valueAt,
} from '../kit/index.js';
import {
  BLAZE, CLONE_NESTED, COMMUNION, COMMUNION_PRINTED, DIVINATION, FOCUS, PENDING, PURIFY, SACRIFICE, STORM, SWIFT, TRANSMUTE, pendingState,
  reached, waitingFor,
} from './effects-in-progress.js';

describe('round trip of effects in progress', () => {
  test.each(Object.keys(PENDING))('%s', (name) => {
    const states = reached(name);
    expect(states.map(waitingFor)).toEqual(PENDING[name]?.waits);
    for (const s of states) {
      expect(findInvariantProblem(s)).toBeUndefined();
      expectRoundTrip(s);
    }
  });

  test('every kind of step that waits for a choice is covered, and every automatic kind behind one', () => {
    const kinds = new Set<string>();
    const visit = (steps: readonly EffectStep[]): void => {
      for (const step of steps) {
        kinds.add(step.step);
        if (step.step === 'mode') for (const m of step.modes) visit(m.steps);
      }
    };
    for (const name of Object.keys(PENDING)) for (const s of reached(name)) for (const f of s.pending) visit(f.steps);
    // Every kind but altar-refill, the solo refill, which the engine creates and carries out in
    // the same step (after the placement, or at once from an empty altar): it never waits.
    expect([...kinds].sort()).toEqual([
      'check-end', 'clear-altar', 'close-day', 'discard', 'draw', 'draw-until', 'learn', 'learn-discards', 'lower', 'mode',
      'opponent-draw', 'opponent-place', 'opponent-take', 'others-draw', 'phase-action', 'raise', 'reveal', 'store',
      'store-from-discard', 'swap-altar', 'swap-familiar', 'take', 'take-store',
    ]);
  });

  test.each(Object.keys(PENDING))('a loaded game waiting in %s plays on exactly like the original', (name) => {
    for (const s of reached(name).filter((x) => x.pending.length > 0)) {
      const loaded = deserialize(serialize(s));
      expect(currentDecision(loaded)).toEqual(currentDecision(s));
      expect(legalActions(loaded)).toEqual(legalActions(s));
      for (const action of legalActions(s)) expect(applyAction(loaded, action)).toEqual(applyAction(s, action));
      expect(playRandom(loaded, 5)).toEqual(playRandom(s, 5));
    }
  });

  test('after every step of random games with every spell, effects in progress included', () => {
    let waiting = 0;
    for (let seed = 0; seed < 9; seed++) {
      const policy = spellPolicy(seed + 100);
      // Seeds 6 to 8 are solo games, waiting at the end of each Day as well.
      const players = (seed < 6 ? 2 + (seed % 3) : 1) as 1 | 2 | 3 | 4;
      let s = createGame({ players, seed: `effects-${seed}`, spells: 'classic' });
      for (let i = 0; i < 3000 && s.phase !== 'ended'; i++) {
        s = mustApply(s, policy(s, legalActions(s))).state;
        if (s.pending.length > 0) waiting++;
        expectRoundTrip(s);
      }
      expect(s.phase).toBe('ended');
    }
    expect(waiting).toBeGreaterThan(20);
  });
});

/** `levels` modes, each the only step of the one before (a homebrew nesting). */
function nestedModes(levels: number): unknown {
  let steps: unknown[] = [{ step: 'draw', count: 1 }];
  for (let i = 0; i < levels; i++) steps = [{ step: 'mode', modes: [{ mode: `m${i}`, steps }] }];
  return steps[0];
}

describe('deserialize refuses corrupted effects in progress with the path of the first bad value', () => {
  // [name, scenario, path in the state, new value (undefined: delete), code, reported path]
  const cases: [string, string, (string | number)[], unknown, LoadErrorCode, string][] = [
    ['pending that is not a list', BLAZE, ['pending'], {}, 'invalid-state', '$.state.pending'],
    ['a missing pending', BLAZE, ['pending'], undefined, 'invalid-state', '$.state.pending'],
    ['a frame that is not an object', BLAZE, ['pending', 0], [], 'invalid-state', '$.state.pending[0]'],
    ['a frame without steps', BLAZE, ['pending', 0, 'steps'], undefined, 'invalid-state', '$.state.pending[0].steps'],
    ['a frame with an unknown key', BLAZE, ['pending', 0, 'owner'], 1, 'invalid-state', '$.state.pending[0].owner'],
    ['an actor out of range', BLAZE, ['pending', 0, 'actor'], 3, 'invalid-state', '$.state.pending[0].actor'],
    ['a negative actor', BLAZE, ['pending', 0, 'actor'], -1, 'invalid-state', '$.state.pending[0].actor'],
    ['a fractional actor', BLAZE, ['pending', 0, 'actor'], 0.5, 'invalid-state', '$.state.pending[0].actor'],
    ['an unknown spell', BLAZE, ['pending', 0, 'spell'], 'fireball', 'invalid-state', '$.state.pending[0].spell'],
    ['an inherited property name as a spell', BLAZE, ['pending', 0, 'spell'], 'constructor', 'invalid-state', '$.state.pending[0].spell'],
    ['a spell that is not a string', BLAZE, ['pending', 0, 'spell'], 7, 'invalid-state', '$.state.pending[0].spell'],
    ['a level 2', BLAZE, ['pending', 0, 'level'], 2, 'invalid-state', '$.state.pending[0].level'],
    ['a level "3"', BLAZE, ['pending', 0, 'level'], '3', 'invalid-state', '$.state.pending[0].level'],
    ['a card that is a string', BLAZE, ['pending', 0, 'card'], 'blaze', 'invalid-state', '$.state.pending[0].card'],
    ['a card without its spell', BLAZE, ['pending', 0, 'card', 'spell'], undefined, 'invalid-state', '$.state.pending[0].card.spell'],
    ['a card with an unknown key', BLAZE, ['pending', 0, 'card', 'level'], 3, 'invalid-state', '$.state.pending[0].card.level'],
    ['a card of a seat out of range', BLAZE, ['pending', 0, 'card', 'player'], 9, 'invalid-state', '$.state.pending[0].card.player'],
    ['a card of an unknown spell', BLAZE, ['pending', 0, 'card', 'spell'], 'toString', 'invalid-state', '$.state.pending[0].card.spell'],
    ['phaseAction that is not a boolean', BLAZE, ['pending', 0, 'phaseAction'], 1, 'invalid-state', '$.state.pending[0].phaseAction'],
    ['steps that are not a list', BLAZE, ['pending', 0, 'steps'], { step: 'take' }, 'invalid-state', '$.state.pending[0].steps'],
    ['a step that is not an object', BLAZE, ['pending', 0, 'steps', 1], 'take', 'invalid-state', '$.state.pending[0].steps[1]'],
    ['a step without its kind', BLAZE, ['pending', 0, 'steps', 0, 'step'], undefined, 'invalid-state', '$.state.pending[0].steps[0].step'],
    ['an unknown step kind', BLAZE, ['pending', 0, 'steps', 0, 'step'], 'teleport', 'invalid-state', '$.state.pending[0].steps[0].step'],
    ['an inherited property name as a step kind', BLAZE, ['pending', 0, 'steps', 0, 'step'], '__proto__', 'invalid-state', '$.state.pending[0].steps[0].step'],
    ['a negative count', BLAZE, ['pending', 0, 'steps', 0, 'count'], -1, 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['a fractional count', BLAZE, ['pending', 0, 'steps', 1, 'count'], 1.5, 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['a count that is a string', BLAZE, ['pending', 0, 'steps', 1, 'count'], '1', 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['a take by a seat out of range', BLAZE, ['pending', 0, 'steps', 1, 'taker'], 3, 'invalid-state', '$.state.pending[0].steps[1].taker'],
    ['a take without its taker', BLAZE, ['pending', 0, 'steps', 0, 'taker'], undefined, 'invalid-state', '$.state.pending[0].steps[0].taker'],
    ['a key of another step kind (a take with cost)', BLAZE, ['pending', 0, 'steps', 0, 'cost'], true, 'invalid-state', '$.state.pending[0].steps[0].cost'],
    ['an optional flag that is a string', BLAZE, ['pending', 0, 'steps', 0, 'optional'], 'yes', 'invalid-state', '$.state.pending[0].steps[0].optional'],
    ['a filter that is a list', BLAZE, ['pending', 0, 'steps', 0, 'filter'], [], 'invalid-state', '$.state.pending[0].steps[0].filter'],
    ['a filter of an unknown rune', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { rune: 'hexagon' }, 'invalid-state', '$.state.pending[0].steps[0].filter.rune'],
    ['a filter of an unknown colour', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { colour: 'pink' }, 'invalid-state', '$.state.pending[0].steps[0].filter.colour'],
    ['a filter with an unknown key', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { size: 2 }, 'invalid-state', '$.state.pending[0].steps[0].filter.size'],
    ['a filter flag that is a number', BLAZE, ['pending', 0, 'steps', 0, 'filter'], { sameColour: 1 }, 'invalid-state', '$.state.pending[0].steps[0].filter.sameColour'],
    ['a discard cost that is a string', SACRIFICE, ['pending', 0, 'steps', 0, 'cost'], 'true', 'invalid-state', '$.state.pending[0].steps[0].cost'],
    ['a draw with a filter', SACRIFICE, ['pending', 0, 'steps', 1, 'filter'], { rune: 'circle' }, 'invalid-state', '$.state.pending[0].steps[1].filter'],
    ['a draw without its count', SACRIFICE, ['pending', 0, 'steps', 1, 'count'], undefined, 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['a take of one colour pinned to an unknown colour', DIVINATION, ['pending', 0, 'steps', 0, 'filter', 'colour'], 'gold', 'invalid-state', '$.state.pending[0].steps[0].filter.colour'],
    ['modes that are not a list', FOCUS, ['pending', 0, 'steps', 0, 'modes'], {}, 'invalid-state', '$.state.pending[0].steps[0].modes'],
    ['a mode without its steps', FOCUS, ['pending', 0, 'steps', 0, 'modes', 1, 'steps'], undefined, 'invalid-state', '$.state.pending[0].steps[0].modes[1].steps'],
    ['a mode name that is not a string', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'mode'], 0, 'invalid-state', '$.state.pending[0].steps[0].modes[0].mode'],
    ['a mode with an unknown key', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'label'], 'x', 'invalid-state', '$.state.pending[0].steps[0].modes[0].label'],
    ['a bad count inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 1, 'steps', 0, 'count'], -2, 'invalid-state', '$.state.pending[0].steps[0].modes[1].steps[0].count'],
    ['a bad taker inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 1, 'steps', 0, 'taker'], 2, 'invalid-state', '$.state.pending[0].steps[0].modes[1].steps[0].taker'],
    ['a bad rune inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'steps', 0, 'filter', 'rune'], 'star', 'invalid-state', '$.state.pending[0].steps[0].modes[0].steps[0].filter.rune'],
    ['modes nested too deep', FOCUS, ['pending', 0, 'steps', 0], nestedModes(9), 'invalid-state', `$.state.pending[0].steps[0]${'.modes[0].steps[0]'.repeat(8)}.modes`],
    ['a swap that gave an unknown materia', PURIFY, ['pending', 0, 'steps', 0, 'given', 0], 'red-hexagon', 'invalid-state', '$.state.pending[0].steps[0].given[0]'],
    ['a swap whose received materia are not a list', PURIFY, ['pending', 0, 'steps', 0, 'received'], 'blue-square', 'invalid-state', '$.state.pending[0].steps[0].received'],
    ['set-aside materia with an inherited property name', COMMUNION, ['pending', 0, 'steps', 0, 'setAside', 1], 'constructor', 'invalid-state', '$.state.pending[0].steps[0].setAside[1]'],
    ['a negative number to keep', COMMUNION, ['pending', 0, 'steps', 0, 'keep'], -1, 'invalid-state', '$.state.pending[0].steps[0].keep'],
    ['a store from the discard box without its count', COMMUNION_PRINTED, ['pending', 0, 'steps', 0, 'count'], undefined, 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['a store from the discard box with a key of another step', COMMUNION_PRINTED, ['pending', 0, 'steps', 0, 'keep'], 2, 'invalid-state', '$.state.pending[0].steps[0].keep'],
    ['a phase action of an unknown phase', SWIFT, ['pending', 0, 'steps', 0, 'phase'], 'night', 'invalid-state', '$.state.pending[0].steps[0].phase'],
    ['a phase action of the ended phase', SWIFT, ['pending', 0, 'steps', 0, 'phase'], 'ended', 'invalid-state', '$.state.pending[0].steps[0].phase'],
    ['a phase action as something else', SWIFT, ['pending', 0, 'steps', 0, 'as'], 'magic', 'invalid-state', '$.state.pending[0].steps[0].as'],
    ['a learn with a negative wild count', TRANSMUTE, ['pending', 0, 'steps', 0, 'wild'], -1, 'invalid-state', '$.state.pending[0].steps[0].wild'],
    ['a learn with an unknown rune', TRANSMUTE, ['pending', 0, 'steps', 0, 'rune'], 'moon', 'invalid-state', '$.state.pending[0].steps[0].rune'],
    ['Storm\'s discards that are not a count', STORM, ['pending', 0, 'steps', 0, 'discarded'], null, 'invalid-state', '$.state.pending[0].steps[0].discarded'],
    ['a lower step with a count', STORM, ['pending', 0, 'steps', 2, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[2].count'],
    ['a lower step without the level it lowers to', STORM, ['pending', 0, 'steps', 2, 'to'], undefined, 'invalid-state', '$.state.pending[0].steps[2].to'],
    ['a lower step to level 6', STORM, ['pending', 0, 'steps', 2, 'to'], 6, 'invalid-state', '$.state.pending[0].steps[2].to'],
    ['a bad inner frame', CLONE_NESTED, ['pending', 1, 'card', 'player'], 2, 'invalid-state', '$.state.pending[1].card.player'],
    // Well shaped, but not a state the engine can be in.
    ['an effect of another player than the active one', BLAZE, ['pending', 0, 'actor'], 1, 'broken-invariant', '$.state.pending[0].actor'],
    ['a card its player has not learned', BLAZE, ['pending', 0, 'card', 'player'], 1, 'broken-invariant', '$.state.pending[0].card.spell'],
    ['an effect of a spell not in the game', BLAZE, ['pending', 0, 'spell'], 'eruption', 'broken-invariant', '$.state.pending[0].spell'],
    ['an outermost effect that is not the phase action', BLAZE, ['pending', 0, 'phaseAction'], false, 'broken-invariant', '$.state.pending[0].phaseAction'],
    ['an inner effect that is the phase action', CLONE_NESTED, ['pending', 1, 'phaseAction'], true, 'broken-invariant', '$.state.pending[1].phaseAction'],
    ['an effect waiting on a draw', SACRIFICE, ['pending', 0, 'steps', 0], { step: 'draw', count: 1 }, 'broken-invariant', '$.state.pending[0].steps[0]'],
    ['an effect waiting on a lower', STORM, ['pending', 0, 'steps', 0], { step: 'lower', to: 4 }, 'broken-invariant', '$.state.pending[0].steps[0]'],
    ['an effect waiting on the end check', COMMUNION, ['pending', 0, 'steps', 0], { step: 'check-end' }, 'broken-invariant', '$.state.pending[0].steps[0]'],
    ['an effect with no step left', BLAZE, ['pending', 0, 'steps'], [], 'broken-invariant', '$.state.pending[0].steps'],
    ['set-aside materia that are not in the pool', COMMUNION, ['pending', 0, 'steps', 0, 'setAside', 0], 'red-circle', 'broken-invariant', '$.state.pending[0].steps[0].setAside'],
  ];

  test.each(cases)('%s', (_name, scenario, path, value, code, expected) => {
    const e = loadError(corrupt((j) => setAt(j, path, value), pendingState(scenario)));
    expect({ code: e.code, path: e.path }).toEqual({ code, path: expected });
    expect(e.message).toContain(expected);
  });

  test('set-aside materia behind another step', () => {
    const e = loadError(corrupt((j) => {
      const steps = valueAt(j, ['pending', 0, 'steps']) as unknown[];
      steps.unshift({ step: 'raise' });
    }, pendingState(COMMUNION)));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'broken-invariant', path: '$.state.pending[0].steps[1]' });
  });

  test('effects in progress after the end of the game', () => {
    const s = pendingState(BLAZE);
    const e = loadError(corrupt((j) => {
      j.state.phase = 'ended';
      j.state.endTrigger = { player: 0, day: s.day, reason: 'familiar-full' };
      // A full board for seat 0, from the pouch, so that the trigger holds.
      const pouch = j.state.pouch;
      const familiar = j.state.players[0]?.familiar as string[];
      for (let i = 0; i < 21 && familiar.length < 14; i++) {
        while ((pouch[i] as number) > 0 && familiar.length < 14) {
          pouch[i] = (pouch[i] as number) - 1;
          familiar.push(MATERIA_KINDS[i] as string);
        }
      }
    }, s));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'broken-invariant', path: '$.state.pending' });
  });

  test('a homebrew spell loads only while it is registered', () => {
    const s = pendingState('a homebrew spell with nested modes');
    expectRoundTrip(s);
    const e = loadError(serialize(s).replaceAll('test-ember', 'test-unregistered'));
    // The game's spell list is checked with the invariants, after the shape of the effects.
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-state', path: '$.state.pending[0].spell' });
  });
});

