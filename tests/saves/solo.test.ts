// Solo saves: the opponent's data, the end-of-Day frame (an effect of no spell, with no level) and
// the solo steps save, load and play on; corrupted ones are refused with the path of the first bad value.
import { describe, expect, test } from 'vitest';
import {
  MATERIA_KINDS, applyAction, createGame, currentDecision, deserialize, findInvariantProblem, legalActions,
  serialize, type Action, type GameState, type LoadErrorCode,
} from '../../src/index.js';
import {
  corrupt, expectRoundTrip, loadError, midGame, mustApply, playRandom, setAt, valueAt, xorshift, type SaveJson,
} from '../kit/index.js';
import {
  BLAZE, DAY_END, FOCUS, SACRIFICE, SOLO_BLAZE, SOLO_SHARING, pendingState, solo,
} from './effects-in-progress.js';

// ---------------------------------------------------------------------------------------------
// Solo mode: the opponent's data, the end-of-Day frame (an effect of no spell, with no level) and
// the steps of the solo mode.

type Json = Record<string | number, unknown>;

/** A solo game in the middle of its play (Day 3 or later), with no effect in progress. */
function midSolo(): GameState {
  return playRandom(createGame({ players: 1, seed: 'mid-solo', solo: { difficulty: 2 } }), 3, 25);
}

/** Moves `n` tokens from the pouch onto the opponent's track of a parsed solo save. */
function fillTrack(j: SaveJson, n: number): void {
  const pouch = j.state.pouch;
  const track = (j.state.opponent as { track: string[] }).track;
  for (let i = 0; i < 21 && n > 0; i++) {
    while ((pouch[i] as number) > 0 && n > 0) {
      pouch[i] = (pouch[i] as number) - 1;
      track.push(MATERIA_KINDS[i] as string);
      n--;
    }
  }
}

describe('solo saves', () => {
  test('a loaded solo game waiting at the end of the Day plays on exactly like the original', () => {
    const s = pendingState(DAY_END);
    expect(currentDecision(s)).toEqual({ kind: 'effect', player: 0, actor: 0, spell: null, level: null, step: { step: 'opponent-place' } });
    const loaded = deserialize(serialize(s));
    expect(loaded.pending[0]).toEqual({
      actor: 0, spell: null, level: null, card: null, phaseAction: false, steps: [{ step: 'opponent-place' }, { step: 'close-day' }],
    });
    expect(legalActions(loaded)).toEqual(legalActions(s));
    for (const action of legalActions(s)) expect(applyAction(loaded, action)).toEqual(applyAction(s, action));
    expect(playRandom(loaded, 8)).toEqual(playRandom(s, 8));
  });

  test('a solo game whose end was triggered saves and loads until its last placement', () => {
    let triggered = 0;
    for (let seed = 0; seed < 40 && triggered < 3; seed++) {
      const rand = xorshift(seed + 500);
      let s = createGame({ players: 1, seed: `solo-trigger-${seed}`, spells: 'set1' });
      let seen = false;
      while (s.phase !== 'ended') {
        // Always learn when possible, so that the end is often triggered by a 7th spell or a full board.
        const options = legalActions(s);
        const learns = options.filter((a) => a.type === 'learn');
        const pool = learns.length > 0 ? learns : options;
        s = mustApply(s, pool[Math.floor(rand() * pool.length)] as Action).state;
        if (s.endTrigger !== null && s.phase !== 'ended') {
          seen = true;
          expect(s.endTrigger.day).toBe(s.day);
          expectRoundTrip(s);
        }
      }
      if (seen && s.endTrigger !== null) triggered++;
    }
    expect(triggered).toBe(3);
  });

  test('a solo Clone copy in progress (an unlearned spell\'s level 4 inside Clone\'s frame) round-trips', () => {
    // Clone's frame is placed as a cast of Clone L3 would leave it: in solo mode `legalActions`
    // does not offer Clone itself yet (an engine bug, see tests/solo/spells.test.ts).
    const s0 = solo(['clone', 'purification'], {
      phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle']],
      learned: [[{ spell: 'clone', level: 3, card: 'white-triangle' }]],
    });
    const inClone: GameState = {
      ...s0,
      pending: [{ actor: 0, spell: 'clone', level: 3, card: { player: 0, spell: 'clone' }, phaseAction: true, steps: [{ step: 'phase-action', phase: 'midday', as: 'copy' }] }],
    };
    expect(findInvariantProblem(inClone)).toBeUndefined();
    expectRoundTrip(inClone);
    const copying = mustApply(inClone, { type: 'cast', player: 0, spell: 'purification', level: 4 }).state;
    expect(copying.pending.map((f) => [f.spell, f.level])).toEqual([['clone', 3], ['purification', 4]]);
    expect(findInvariantProblem(copying)).toBeUndefined();
    expectRoundTrip(copying);
  });

  const trackOf18 = (j: SaveJson): void => fillTrack(j, 18);
  // [name, state, change, code, reported path]
  const cases: [string, () => GameState, (j: SaveJson) => void, LoadErrorCode, string][] = [
    ['an opponent that is a number', midSolo, (j) => { (j.state as Json)['opponent'] = 5; }, 'invalid-state', '$.state.opponent'],
    ['an opponent that is a list', midSolo, (j) => { (j.state as Json)['opponent'] = []; }, 'invalid-state', '$.state.opponent'],
    ['a missing opponent', midSolo, (j) => { delete (j.state as Json)['opponent']; }, 'invalid-state', '$.state.opponent'],
    ['an opponent without its track', midSolo, (j) => { delete (j.state.opponent as Json)['track']; }, 'invalid-state', '$.state.opponent.track'],
    ['an opponent without its lower part', midSolo, (j) => { delete (j.state.opponent as Json)['lower']; }, 'invalid-state', '$.state.opponent.lower'],
    ['an opponent without its difficulty', midSolo, (j) => { delete (j.state.opponent as Json)['difficulty']; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['an opponent with an unknown key', midSolo, (j) => { (j.state.opponent as Json)['score'] = 12; }, 'invalid-state', '$.state.opponent.score'],
    ['a track that is not a list', midSolo, (j) => { (j.state.opponent as Json)['track'] = 'red-circle'; }, 'invalid-state', '$.state.opponent.track'],
    ['an unknown materia kind on the track', midSolo, (j) => { (j.state.opponent as Json)['track'] = ['red-circle', 'red-hexagon']; }, 'invalid-state', '$.state.opponent.track[1]'],
    ['an inherited property name on the track', midSolo, (j) => { (j.state.opponent as Json)['track'] = ['constructor']; }, 'invalid-state', '$.state.opponent.track[0]'],
    ['a track of 18', midSolo, trackOf18, 'invalid-state', '$.state.opponent.track'],
    ['a lower part of 20 counts', midSolo, (j) => { (j.state.opponent as { lower: number[] }).lower.pop(); }, 'invalid-state', '$.state.opponent.lower'],
    ['a negative count in the lower part', midSolo, (j) => { (j.state.opponent as { lower: number[] }).lower[2] = -1; }, 'invalid-state', '$.state.opponent.lower[2]'],
    ['a fractional count in the lower part', midSolo, (j) => { (j.state.opponent as { lower: number[] }).lower[20] = 0.5; }, 'invalid-state', '$.state.opponent.lower[20]'],
    ['difficulty 4', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = 4; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['difficulty -1', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = -1; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['difficulty 1.5', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = 1.5; }, 'invalid-state', '$.state.opponent.difficulty'],
    ['difficulty "2"', midSolo, (j) => { (j.state.opponent as Json)['difficulty'] = '2'; }, 'invalid-state', '$.state.opponent.difficulty'],
    // Well shaped, but not a state the engine can be in.
    ['a solo game without its opponent', midSolo, (j) => { (j.state as Json)['opponent'] = null; }, 'broken-invariant', '$.state.players'],
    ['an opponent in a 2-player game', midGame, (j) => { (j.state as Json)['opponent'] = { track: [], lower: new Array(21).fill(0), difficulty: 0 }; }, 'broken-invariant', '$.state.opponent'],
    ['a second player in a solo game', midSolo, (j) => { j.state.players.push({ pool: new Array(21).fill(0), familiar: [], spells: [] }); }, 'broken-invariant', '$.state.opponent'],
    ['a 106th materia on the track', midSolo, (j) => { (j.state.opponent as { track: string[] }).track.push('red-circle'); }, 'broken-invariant', '$.state'],
    ['a lost materia of the lower part', midSolo, (j) => {
      const lower = (j.state.opponent as { lower: number[] }).lower;
      const i = lower.findIndex((n) => n > 0);
      lower[i] = (lower[i] as number) - 1;
    }, 'broken-invariant', '$.state'],
    ['a full track in a game not over', midSolo, (j) => fillTrack(j, 17 - (j.state.opponent as { track: string[] }).track.length), 'broken-invariant', '$.state.opponent.track'],
    ['a solo game over with neither a trigger nor a full track', midSolo, (j) => { j.state.phase = 'ended'; }, 'broken-invariant', '$.state.endTrigger'],
    ['a solo trigger on an earlier Day', midSolo, (j) => {
      j.state.endTrigger = { player: 0, day: j.state.day - 1, reason: 'familiar-full' };
      const familiar = j.state.players[0]?.familiar as string[];
      const pouch = j.state.pouch;
      for (let i = 0; i < 21 && familiar.length < 14; i++) {
        while ((pouch[i] as number) > 0 && familiar.length < 14) {
          pouch[i] = (pouch[i] as number) - 1;
          familiar.push(MATERIA_KINDS[i] as string);
        }
      }
    }, 'broken-invariant', '$.state.endTrigger.day'],
    ['a frame of another seat than 0', () => pendingState(DAY_END), (j) => { setAt(j, ['pending', 0, 'actor'], 1); }, 'invalid-state', '$.state.pending[0].actor'],
  ];

  test.each(cases)('refuses %s', (_name, state, change, code, path) => {
    const e = loadError(corrupt(change, state()));
    expect({ code: e.code, path: e.path }).toEqual({ code, path });
    expect(e.message).toContain(path);
  });

  test('accepts a solo game over by a full track without a trigger', () => {
    const over = Array.from({ length: 10 }, (_, i) => playRandom(createGame({ players: 1, seed: `full-${i}` }), i))
      .find((x) => x.endTrigger === null);
    expect(over?.opponent?.track).toHaveLength(17);
    expectRoundTrip(over as GameState);
  });
});

describe('deserialize refuses corrupted solo steps and end-of-Day frames with the path of the first bad value', () => {
  const refill = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({ step: 'altar-refill', size: 7, refreshSpace: null, ...extra });
  // [name, scenario, path in the state, new value (undefined: delete), code, reported path]
  const cases: [string, string, (string | number)[], unknown, LoadErrorCode, string][] = [
    ['a level that is a string', DAY_END, ['pending', 0, 'level'], 'none', 'invalid-state', '$.state.pending[0].level'],
    ['a level 6', DAY_END, ['pending', 0, 'level'], 6, 'invalid-state', '$.state.pending[0].level'],
    ['a missing level', DAY_END, ['pending', 0, 'level'], undefined, 'invalid-state', '$.state.pending[0].level'],
    ['a placement with a count', DAY_END, ['pending', 0, 'steps', 0, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['a close-day with an unknown key', DAY_END, ['pending', 0, 'steps', 1, 'day'], 3, 'invalid-state', '$.state.pending[0].steps[1].day'],
    ['a refill without its size', DAY_END, ['pending', 0, 'steps', 0], { step: 'altar-refill', refreshSpace: null }, 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill without its refresh space', DAY_END, ['pending', 0, 'steps', 0], { step: 'altar-refill', size: 7 }, 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refill of size 0', DAY_END, ['pending', 0, 'steps', 0], refill({ size: 0 }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill of size -7', DAY_END, ['pending', 0, 'steps', 0], refill({ size: -7 }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill of size 6.5', DAY_END, ['pending', 0, 'steps', 0], refill({ size: 6.5 }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refill of size "7"', DAY_END, ['pending', 0, 'steps', 0], refill({ size: '7' }), 'invalid-state', '$.state.pending[0].steps[0].size'],
    ['a refresh on space 5', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: 5 }), 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refresh on space 0', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: 0 }), 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refresh on space "4"', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: '4' }), 'invalid-state', '$.state.pending[0].steps[0].refreshSpace'],
    ['a refill with an unknown key', DAY_END, ['pending', 0, 'steps', 0], refill({ count: 2 }), 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['an opponent take with a count', SOLO_BLAZE, ['pending', 0, 'steps', 0, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[0].count'],
    ['an opponent draw with a count', SOLO_SHARING, ['pending', 0, 'steps', 1, 'count'], 1, 'invalid-state', '$.state.pending[0].steps[1].count'],
    ['an opponent take with a taker', SOLO_BLAZE, ['pending', 0, 'steps', 0, 'taker'], 0, 'invalid-state', '$.state.pending[0].steps[0].taker'],
    ['a solo step inside a mode with a bad key', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'steps', 0], { step: 'opponent-draw', size: 1 }, 'invalid-state', '$.state.pending[0].steps[0].modes[0].steps[0].size'],
    // Well shaped, but not a state the engine can be in.
    ['an end of the Day with a level', DAY_END, ['pending', 0, 'level'], 3, 'broken-invariant', '$.state.pending[0].level'],
    ['an end of the Day with a card', DAY_END, ['pending', 0, 'card'], { player: 0, spell: 'levitation' }, 'broken-invariant', '$.state.pending[0].card'],
    ['an end of the Day counted as a phase action', DAY_END, ['pending', 0, 'phaseAction'], true, 'broken-invariant', '$.state.pending[0].phaseAction'],
    ['an end of the Day in the Morning', DAY_END, ['phase'], 'morning', 'broken-invariant', '$.state.phase'],
    ['an end of the Day that does not close the Day', DAY_END, ['pending', 0, 'steps'], [{ step: 'opponent-place' }], 'broken-invariant', '$.state.pending[0].steps'],
    ['an end of the Day waiting on its refill', DAY_END, ['pending', 0, 'steps', 0], refill({ refreshSpace: 9 }), 'broken-invariant', '$.state.pending[0].steps'],
    ['an end of the Day that places twice', DAY_END, ['pending', 0, 'steps', 1], { step: 'opponent-place' }, 'broken-invariant', '$.state.pending[0].steps'],
    ['an effect of no spell in a 2-player game', BLAZE, ['pending', 0, 'spell'], null, 'broken-invariant', '$.state.pending[0].spell'],
    ['an effect of a spell without a level', SOLO_BLAZE, ['pending', 0, 'level'], null, 'broken-invariant', '$.state.pending[0].level'],
    ['a placement inside a spell\'s effect', SOLO_BLAZE, ['pending', 0, 'steps', 1], { step: 'opponent-place' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['a Day closed by a spell\'s effect', SOLO_SHARING, ['pending', 0, 'steps', 1], { step: 'close-day' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['a refill inside a mode', FOCUS, ['pending', 0, 'steps', 0, 'modes', 0, 'steps', 0], refill(), 'broken-invariant', '$.state.pending[0].steps[0].modes[0].steps[0]'],
    ['an opponent take in a 2-player game', BLAZE, ['pending', 0, 'steps', 1], { step: 'opponent-take' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['an opponent draw in a 2-player game', SACRIFICE, ['pending', 0, 'steps', 1], { step: 'opponent-draw' }, 'broken-invariant', '$.state.pending[0].steps[1]'],
    ['a solo Blaze waiting on the opponent\'s draw', SOLO_BLAZE, ['pending', 0, 'steps', 0], { step: 'opponent-draw' }, 'broken-invariant', '$.state.pending[0].steps[0]'],
  ];

  test.each(cases)('%s', (_name, scenario, path, value, code, expected) => {
    const e = loadError(corrupt((j) => setAt(j, path, value), pendingState(scenario)));
    expect({ code: e.code, path: e.path }).toEqual({ code, path: expected });
    expect(e.message).toContain(expected);
  });

  test('an end of the Day behind another effect', () => {
    const e = loadError(corrupt((j) => {
      const pending = valueAt(j, ['pending']) as unknown[];
      pending.unshift({ actor: 0, spell: null, level: null, card: null, phaseAction: false, steps: [{ step: 'opponent-place' }, { step: 'close-day' }] });
    }, pendingState(SOLO_BLAZE)));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'broken-invariant', path: '$.state.pending' });
  });
});

