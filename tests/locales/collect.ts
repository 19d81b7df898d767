// Collects actions, events and decisions from seeded random games (every spell selection, 1 to 4
// players, solo difficulties), with a policy that learns and casts often, so that the locale
// tests describe what real games produce.
import {
  MATERIA_KINDS, applyAction, createGame, createRiggedGame, currentDecision, legalActions,
  type Action, type MateriaKind, type Decision, type GameEvent, type GameOptions, type RiggedOptions, type GameState, type SpellSelection,
} from '../../src/index.js';
import { xorshift } from '../kit/index.js';

/** What the games produced, deduplicated by JSON form. */
export interface Collected {
  readonly actions: Action[];
  readonly events: GameEvent[];
  readonly decisions: Decision[];
  /** How many games were played, and how many of them ended. */
  readonly games: number;
  readonly ended: number;
}

/**
 * A random policy biased towards progress: learn when possible, cast often, store rarely (so
 * pools fill up enough to learn), pass seldom.
 */
function choose(options: readonly Action[], rand: () => number, prefer?: (a: Action) => boolean): Action {
  const pick = (xs: readonly Action[]): Action => xs[Math.floor(rand() * xs.length)] as Action;
  const preferred = prefer === undefined ? [] : options.filter(prefer);
  if (preferred.length > 0) return pick(preferred);
  const of = (type: Action['type']): Action[] => options.filter((a) => a.type === type);
  const learns = of('learn');
  if (learns.length > 0 && rand() < 0.8) return pick(learns);
  const casts = of('cast');
  if (casts.length > 0 && rand() < 0.7) return pick(casts);
  const passes = of('pass');
  if (passes.length > 0 && of('store').length > 0 && rand() < 0.75) return pick(passes);
  const moves = options.filter((a) => a.type !== 'pass');
  return moves.length > 0 && rand() < 0.93 ? pick(moves) : pick(options);
}

/** Plays `options` with the policy, recording into the maps; returns true when the game ended. */
function play(
  options: RiggedOptions,
  seed: number,
  maxSteps: number,
  into: { actions: Map<string, Action>; events: Map<string, GameEvent>; decisions: Map<string, Decision> },
  prefer?: (a: Action) => boolean,
): boolean {
  const rand = xorshift(seed); // the policy's own generator, never the game's
  let state: GameState = createRiggedGame(options);
  for (let i = 0; i < maxSteps; i++) {
    const decision = currentDecision(state);
    into.decisions.set(JSON.stringify(decision), decision);
    if (state.phase === 'ended') return true;
    const action = choose(legalActions(state), rand, prefer);
    into.actions.set(JSON.stringify(action), action);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`illegal action from legalActions: ${JSON.stringify(action)}: ${r.error.message}`);
    for (const e of r.events) into.events.set(JSON.stringify(e), e);
    state = r.state;
  }
  return false;
}

/** Every materia of the game: 5 of each kind. */
const ALL_MATERIA: readonly MateriaKind[] = MATERIA_KINDS.flatMap((k) => [k, k, k, k, k]);

/** Rigged games for what random play meets too rarely, each with the actions it prefers. */
const SCENARIOS: readonly { readonly options: RiggedOptions; readonly prefer: (a: Action) => boolean }[] = [
  // Focus at level 5 with circles in the pool and on the altar: a choice of mode (store or take).
  {
    options: {
      players: 2, seed: 'locales-focus', firstPlayer: 0, spells: 'set2',
      setup: {
        phase: 'evening', learned: [[{ spell: 'focus', level: 5, card: 'black-circle' }], []],
        pools: [['red-circle', 'blue-circle'], []], altar: ['green-circle', 'yellow-circle', 'red-square'],
      },
    },
    prefer: (a) => (a.type === 'cast' && a.level === 5) || a.type === 'mode',
  },
  // Communion at level 5: a Learn stores 2 from the discard box (store-from-discard), or, under
  // the digital profile, 2 of its own discards first (learn-discards with keep 2).
  ...(['printed', 'digital'] as const).map((rules) => ({
    options: {
      players: 2, seed: 'locales-communion', firstPlayer: 0, spells: 'set3', rules,
      setup: {
        phase: 'evening', learned: [[{ spell: 'communion', level: 5, card: 'yellow-circle' }], []],
        pools: [['red-circle', 'red-triangle', 'red-square', 'blue-circle'], []],
      },
    } satisfies RiggedOptions,
    prefer: (a: Action) => a.type === 'learn' || a.type === 'pick',
  })),
  // Clone L5 under the digital profile: its cost is held aside until the copy ends (materia-held,
  // then a materia-discarded from where it was held).
  {
    options: {
      players: 2, seed: 'locales-clone', firstPlayer: 0, spells: 'set3', rules: 'digital',
      setup: {
        phase: 'midday', learned: [[{ spell: 'clone', level: 5, card: 'white-circle' }], []],
        pools: [['red-circle', 'blue-square'], []], altar: ['green-circle', 'yellow-square'],
      },
    },
    prefer: (a) => (a.type === 'cast' && a.spell === 'clone') || a.type === 'take',
  },
  // Solo with every materia in the opponent's lower part: the end-of-Day refill finds nothing to draw.
  {
    options: { players: 1, seed: 'locales-empty', setup: { altar: [], pools: [[]], opponent: { lower: ALL_MATERIA } } },
    prefer: () => false,
  },
  // Solo Sharing with pouch and discard empty: its draw for the opponent is lost.
  {
    options: {
      players: 1, seed: 'locales-sharing', spells: 'set2',
      setup: {
        altar: ['red-circle'], pools: [[]], learned: [[{ spell: 'sharing', level: 3, card: 'purple-circle' }]],
        opponent: { lower: [...ALL_MATERIA.filter((k) => k !== 'red-circle' && k !== 'purple-circle'), 'red-circle', 'red-circle', 'red-circle', 'red-circle', 'purple-circle', 'purple-circle', 'purple-circle', 'purple-circle'] },
      },
    },
    prefer: (a) => a.type === 'cast',
  },
];

/** The spell selections played: the three printed sets and classic. */
export const SELECTIONS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];

/**
 * Plays `rounds` games per spell selection and player count (1 to 4; solo games cycle through
 * the difficulties), then a few rigged games for rare moments (Focus's mode, Communion L5's
 * storing of a Learn's discards, lost draws), and returns everything met.
 */
export function collect(rounds: number, maxSteps = 4000): Collected {
  const into = { actions: new Map<string, Action>(), events: new Map<string, GameEvent>(), decisions: new Map<string, Decision>() };
  let games = 0;
  let ended = 0;
  for (let round = 0; round < rounds; round++) {
    for (const spells of SELECTIONS) {
      for (let players = 1; players <= 4; players++) {
        const seed = `locales-${String(spells)}-${players}-${round}`;
        const solo = players === 1 ? { solo: { difficulty: ((round + games) % 4) as 0 | 1 | 2 | 3 } } : {};
        games++;
        if (play({ players: players as 1 | 2 | 3 | 4, seed, spells, ...solo }, games * 7919 + round, maxSteps, into)) ended++;
      }
    }
  }
  for (const [i, scenario] of SCENARIOS.entries()) {
    games++;
    if (play(scenario.options, 1000 + i, 60, into, scenario.prefer)) ended++;
  }
  return { actions: [...into.actions.values()], events: [...into.events.values()], decisions: [...into.decisions.values()], games, ended };
}
