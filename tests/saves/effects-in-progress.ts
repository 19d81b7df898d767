// Effects in progress for the save tests: rigged games played until they wait in the middle of a
// spell's effect (or of the solo end of a Day), in every kind of pending step, with what each
// state waits for. Such states must save and load like any other; corrupted frames are refused
// with the JSON path of the first bad value.
import {
  createGame, createRiggedGame, currentDecision, defineSpell, type Action, type SpellStep, type GameState, type RiggedSetup,
} from '../../src/index.js';
import { mustApply, riggedGame, spellsWith } from '../kit/index.js';

/** A rigged 2-player game (seat 0 first) with the given spells in place of set1's of their colours. */
function rigged(spells: readonly string[], setup: RiggedSetup): GameState {
  return riggedGame({ seed: 'pending', spells: spellsWith(...spells), ...setup });
}

/** A rigged solo game with the given spells in place of set1's of their colours. */
export function solo(spells: readonly string[], setup: RiggedSetup, difficulty: 0 | 1 | 2 | 3 = 1): GameState {
  return riggedGame({ players: 1, seed: 'pending-solo', spells: spellsWith(...spells), solo: { difficulty }, ...setup });
}

/** Applies legal actions in order and returns the state after each. */
function playAll(state: GameState, actions: readonly Action[]): GameState[] {
  const out: GameState[] = [];
  let s = state;
  for (const a of actions) {
    s = mustApply(s, a).state;
    out.push(s);
  }
  return out;
}

/** What a state waits for: `step@depth by player`, or the phase decision. */
export function waitingFor(s: GameState): string {
  const d = currentDecision(s);
  if (d.kind === 'effect') return `${d.step.step}@${s.pending.length} by ${d.player}`;
  return d.kind === 'phase' ? `${d.phase} of ${d.player}` : 'game over';
}

// A homebrew spell whose modes nest and hold the automatic steps no printed spell leaves waiting
// behind a choice (draw-until, reveal, others-draw).
const DEEP_STEPS: readonly SpellStep[] = [{
  step: 'mode',
  modes: [
    {
      mode: 'deep',
      steps: [{
        step: 'mode',
        modes: [
          { mode: 'fill', steps: [{ step: 'draw-until', size: 6 }] },
          { mode: 'share', steps: [{ step: 'reveal', count: 1 }, { step: 'others-draw' }] },
        ],
      }],
    },
    { mode: 'trade', steps: [{ step: 'discard', count: 1 }, { step: 'draw-until', size: 6 }] },
  ],
}];
defineSpell({
  id: 'test-ember',
  colour: 'red',
  set: null,
  phase: 'morning',
  levels: {
    3: { kind: 'action', points: 1, effect: () => DEEP_STEPS },
    4: { kind: 'action', points: 2, effect: () => DEEP_STEPS },
    5: { kind: 'action', points: 3, effect: () => DEEP_STEPS },
  },
  names: { en: 'Ember', uk: 'Жарина', pl: 'Żar', 'zh-TW': '餘燼' },
});

/**
 * Rigged games that stop in every kind of pending step: for each, the states after each action
 * and what each of them waits for.
 */
export const PENDING: Record<string, { play: () => GameState[]; waits: string[] }> = {
  'Blaze with 3 players (the others\' takes)': {
    play: () => playAll(
      createRiggedGame({
        players: 3, seed: 'blaze', firstPlayer: 0, spells: spellsWith('blaze'),
        setup: {
          altar: ['blue-square', 'green-triangle', 'green-triangle'], pools: [[], [], []],
          learned: [[{ spell: 'blaze', level: 3, card: 'red-circle' }], [], []],
        },
      }),
      [{ type: 'cast', player: 0, spell: 'blaze', level: 3 }, { type: 'pick', player: 1, materia: 'blue-square' }],
    ),
    waits: ['take@1 by 1', 'midday of 0'],
  },
  'Sacrifice (a cost of a rune, then draws)': {
    play: () => playAll(
      rigged([], { pools: [['red-circle', 'blue-circle', 'green-square'], []], learned: [[{ spell: 'sacrifice', level: 3, card: 'red-triangle' }], []] }),
      [{ type: 'cast', player: 0, spell: 'sacrifice', level: 3 }],
    ),
    waits: ['discard@1 by 0'],
  },
  'Sharing (takes, then the others draw)': {
    play: () => playAll(
      rigged(['sharing'], { altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[], []], learned: [[{ spell: 'sharing', level: 4, card: 'purple-square' }], []] }),
      [{ type: 'cast', player: 0, spell: 'sharing', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['take@1 by 0', 'take@1 by 0'],
  },
  'Divination L4 (an optional take of one colour)': {
    play: () => playAll(
      rigged(['divination'], {
        altar: ['red-circle', 'red-square', 'blue-square'], pools: [[], []], nextDraws: ['red-triangle', 'green-circle'],
        learned: [[{ spell: 'divination', level: 4, card: 'purple-square' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'divination', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['take@1 by 0', 'take@1 by 0'],
  },
  'Storm (discards from the altar, then takes, then lowers)': {
    play: () => playAll(
      rigged(['storm'], {
        phase: 'evening', altar: ['red-circle', 'blue-square', 'green-triangle', 'black-square'], pools: [['red-square'], []],
        learned: [[{ spell: 'storm', level: 5, card: 'white-triangle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'storm', level: 5 }, { type: 'pick', player: 0, materia: 'red-circle' }, { type: 'stop', player: 0 }],
    ),
    waits: ['clear-altar@1 by 0', 'clear-altar@1 by 0', 'take@1 by 0'],
  },
  'Clone L4 copying Growth L4 (a copy, then take-and-store, then Clone lowers)': {
    play: () => playAll(
      rigged(['clone', 'growth'], {
        phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle'], []],
        learned: [[{ spell: 'clone', level: 4, card: 'white-triangle' }], [{ spell: 'growth', level: 5, card: 'green-circle' }]],
      }),
      [
        { type: 'cast', player: 0, spell: 'clone', level: 4 },
        { type: 'cast', player: 0, spell: 'growth', level: 4, from: 1 },
        { type: 'pick', player: 0, materia: 'red-circle' },
      ],
    ),
    waits: ['phase-action@1 by 0', 'take-store@2 by 0', 'take-store@2 by 0'],
  },
  'Clone L3 copying Purification L5 (swaps under a copy)': {
    play: () => playAll(
      rigged(['clone', 'purification'], {
        phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle'], []],
        learned: [[{ spell: 'clone', level: 3, card: 'white-triangle' }], [{ spell: 'purification', level: 5, card: 'green-circle' }]],
      }),
      [
        { type: 'cast', player: 0, spell: 'clone', level: 3 },
        { type: 'cast', player: 0, spell: 'purification', level: 5, from: 1 },
        { type: 'swap', player: 0, give: 'red-square', get: 'red-circle' },
      ],
    ),
    waits: ['phase-action@1 by 0', 'swap-altar@2 by 0', 'swap-altar@2 by 0'],
  },
  'Clone L5 (its cost, then a Morning copy)': {
    play: () => playAll(
      rigged(['clone'], {
        phase: 'midday', altar: ['red-circle', 'blue-square'], pools: [['red-triangle', 'blue-triangle', 'green-square'], []],
        learned: [[{ spell: 'clone', level: 5, card: 'white-triangle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'clone', level: 5 }, { type: 'pick', player: 0, materia: 'red-triangle' }],
    ),
    waits: ['discard@1 by 0', 'phase-action@1 by 0'],
  },
  'Purification L5 (swaps with the altar)': {
    play: () => playAll(
      rigged(['purification'], {
        phase: 'midday', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [['red-square', 'blue-circle', 'black-circle'], []],
        learned: [[{ spell: 'purification', level: 5, card: 'green-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'purification', level: 5 }, { type: 'swap', player: 0, give: 'red-square', get: 'blue-square' }],
    ),
    waits: ['swap-altar@1 by 0', 'swap-altar@1 by 0'],
  },
  'Cure (draws, then discards)': {
    play: () => playAll(
      rigged(['cure'], { phase: 'midday', pools: [['red-square', 'blue-circle'], []], learned: [[{ spell: 'cure', level: 4, card: 'green-circle' }], []] }),
      [{ type: 'cast', player: 0, spell: 'cure', level: 4 }],
    ),
    waits: ['discard@1 by 0'],
  },
  'Growth L3 (a swap with the familiar board)': {
    play: () => playAll(
      rigged(['growth'], {
        phase: 'evening', pools: [['red-square', 'blue-circle'], []], familiars: [['black-circle', 'white-square'], []],
        learned: [[{ spell: 'growth', level: 3, card: 'green-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'growth', level: 3 }],
    ),
    waits: ['swap-familiar@1 by 0'],
  },
  'Offering L5 (stores of one colour, the colour fixed by the first)': {
    play: () => playAll(
      rigged([], {
        phase: 'midday', pools: [['red-circle', 'red-triangle', 'red-square', 'blue-circle', 'blue-square'], []],
        learned: [[{ spell: 'offering', level: 5, card: 'black-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'offering', level: 5 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['store@1 by 0', 'store@1 by 0'],
  },
  'Focus L5 (its modes, then stores of the card rune)': {
    play: () => playAll(
      rigged(['focus'], {
        phase: 'evening', altar: ['red-circle', 'blue-circle', 'green-triangle'], pools: [['red-circle', 'green-circle', 'blue-circle', 'white-square'], []],
        learned: [[{ spell: 'focus', level: 5, card: 'black-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'focus', level: 5 }, { type: 'mode', player: 0, mode: 'store' }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['mode@1 by 0', 'store@1 by 0', 'store@1 by 0'],
  },
  'Feast L3 (a take of a colour on the board)': {
    play: () => playAll(
      rigged(['feast'], {
        phase: 'midday', altar: ['red-circle', 'red-square', 'blue-square'], pools: [['green-circle'], []], familiars: [['red-triangle'], []],
        learned: [[{ spell: 'feast', level: 3, card: 'black-circle' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'feast', level: 3 }],
    ),
    waits: ['take@1 by 0'],
  },
  'Time Travel (its cost answered alone, then the raise)': {
    play: () => playAll(
      rigged([], {
        phase: 'evening', pools: [['red-circle', 'blue-square'], []],
        learned: [[
          { spell: 'time-travel', level: 3, card: 'white-circle' }, { spell: 'levitation', level: 3, card: 'purple-circle' },
          { spell: 'sacrifice', level: 4, card: 'red-triangle' },
        ], []],
      }),
      [{ type: 'cast', player: 0, spell: 'time-travel', level: 3 }],
    ),
    waits: ['raise@1 by 0'],
  },
  'Transmutation (a learn with wild runes)': {
    play: () => playAll(
      rigged([], {
        phase: 'evening', pools: [['yellow-circle', 'yellow-triangle', 'red-square', 'green-square', 'yellow-square'], []],
        learned: [[{ spell: 'transmutation', level: 5, card: 'blue-square' }], []],
      }),
      [{ type: 'cast', player: 0, spell: 'transmutation', level: 5 }],
    ),
    waits: ['learn@1 by 0'],
  },
  'Swiftness L3 (its extra Morning action, then a Morning spell inside the Learn)': {
    play: () => playAll(
      rigged(['swiftness'], {
        phase: 'evening', altar: ['red-circle', 'blue-circle', 'green-triangle'], pools: [['blue-circle', 'blue-triangle', 'blue-square'], []],
        learned: [[{ spell: 'levitation', level: 3, card: 'purple-circle' }], []],
      }),
      [
        { type: 'learn', player: 0, spell: 'swiftness', level: 3, onCard: 'blue-circle', spend: ['blue-circle', 'blue-triangle', 'blue-square'] },
        { type: 'cast', player: 0, spell: 'levitation', level: 3 },
      ],
    ),
    waits: ['phase-action@1 by 0', 'take@2 by 0'],
  },
  // The digital profile's Communion L5: 2 of the Learn's own discards are kept.
  'Communion L5 (the Learn\'s discards kept one at a time)': {
    play: () => playAll(
      riggedGame({
        seed: 'pending', rules: 'digital', spells: spellsWith('communion'),
        phase: 'evening', pools: [['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'], []],
      }),
      [
        {
          type: 'learn', player: 0, spell: 'communion', level: 5, onCard: 'yellow-square',
          spend: ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'],
        },
        { type: 'pick', player: 0, materia: 'yellow-circle' },
      ],
    ),
    waits: ['learn-discards@1 by 0', 'learn-discards@1 by 0'],
  },
  // The printed profile's Communion L5: the Learn's discards go to the discard box, then 2 are stored from it.
  'Communion L5 (2 stored from the discard box one at a time)': {
    play: () => playAll(
      rigged(['communion'], { phase: 'evening', pools: [['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'], []] }),
      [
        {
          type: 'learn', player: 0, spell: 'communion', level: 5, onCard: 'yellow-square',
          spend: ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'],
        },
        { type: 'pick', player: 0, materia: 'yellow-circle' },
      ],
    ),
    waits: ['store-from-discard@1 by 0', 'store-from-discard@1 by 0'],
  },
  'Communion L3 (its instant take-and-store)': {
    play: () => playAll(
      rigged(['communion'], {
        phase: 'evening', altar: ['red-circle', 'blue-square'], pools: [['yellow-circle', 'yellow-triangle', 'yellow-square'], []],
      }),
      [{ type: 'learn', player: 0, spell: 'communion', level: 3, onCard: 'yellow-square', spend: ['yellow-circle', 'yellow-triangle', 'yellow-square'] }],
    ),
    waits: ['take-store@1 by 0'],
  },
  'a homebrew spell with nested modes': {
    play: () => playAll(
      rigged(['test-ember'], { pools: [['blue-circle', 'green-square'], []], learned: [[{ spell: 'test-ember', level: 3, card: 'red-circle' }], []] }),
      [{ type: 'cast', player: 0, spell: 'test-ember', level: 3 }, { type: 'mode', player: 0, mode: 'deep' }],
    ),
    waits: ['mode@1 by 0', 'mode@1 by 0'],
  },
  'Solo end of the Day (the placement on the opponent\'s track, then the refill and a refresh)': {
    play: () => playAll(
      solo([], {
        phase: 'evening', altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[]],
        opponent: { track: ['black-circle', 'white-circle', 'yellow-circle'] },
      }),
      [{ type: 'pass', player: 0 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['opponent-place@1 by 0', 'morning of 0'],
  },
  'Solo Blaze (the player\'s take for the opponent\'s lower part)': {
    play: () => playAll(
      solo(['blaze'], { altar: ['blue-square', 'green-triangle'], pools: [[]], learned: [[{ spell: 'blaze', level: 3, card: 'red-circle' }]] }),
      [{ type: 'cast', player: 0, spell: 'blaze', level: 3 }, { type: 'pick', player: 0, materia: 'blue-square' }],
    ),
    waits: ['opponent-take@1 by 0', 'midday of 0'],
  },
  'Solo Sharing (takes, then a draw for the opponent)': {
    play: () => playAll(
      solo(['sharing'], {
        altar: ['red-circle', 'blue-square', 'green-triangle'], pools: [[]], learned: [[{ spell: 'sharing', level: 4, card: 'purple-square' }]],
      }),
      [{ type: 'cast', player: 0, spell: 'sharing', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
    ),
    waits: ['take@1 by 0', 'take@1 by 0'],
  },
};

/** The states of a scenario, computed once. */
const played = new Map<string, GameState[]>();
export function reached(name: string): GameState[] {
  let states = played.get(name);
  if (states === undefined) {
    states = (PENDING[name] as (typeof PENDING)[string]).play();
    played.set(name, states);
  }
  return states;
}

/** A state of a scenario that waits in an effect: `name` for the first, `name#i` for the i-th. */
export function pendingState(name: string): GameState {
  const [scenario, index] = name.split('#') as [string, string | undefined];
  const s = reached(scenario)[Number(index ?? 0)];
  if (s === undefined || s.pending.length === 0) throw new Error(`${name}: no effect in progress there`);
  return s;
}

export const BLAZE = 'Blaze with 3 players (the others\' takes)';
export const FOCUS = 'Focus L5 (its modes, then stores of the card rune)';
export const PURIFY = 'Purification L5 (swaps with the altar)';
export const COMMUNION = 'Communion L5 (the Learn\'s discards kept one at a time)';
export const COMMUNION_PRINTED = 'Communion L5 (2 stored from the discard box one at a time)';
export const SWIFT = 'Swiftness L3 (its extra Morning action, then a Morning spell inside the Learn)';
export const TRANSMUTE = 'Transmutation (a learn with wild runes)';
export const STORM = 'Storm (discards from the altar, then takes, then lowers)';
export const SACRIFICE = 'Sacrifice (a cost of a rune, then draws)';
export const DIVINATION = 'Divination L4 (an optional take of one colour)';
export const DAY_END = 'Solo end of the Day (the placement on the opponent\'s track, then the refill and a refresh)';
export const SOLO_BLAZE = 'Solo Blaze (the player\'s take for the opponent\'s lower part)';
export const SOLO_SHARING = 'Solo Sharing (takes, then a draw for the opponent)';
/** The Clone scenario's second state: the copy of Growth runs inside Clone's frame. */
export const CLONE_NESTED = 'Clone L4 copying Growth L4 (a copy, then take-and-store, then Clone lowers)#1';
