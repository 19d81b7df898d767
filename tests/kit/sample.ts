// Sampled positions of every mode: seeded random games (by-type policy, so spells and their
// decisions come up), and a few states from each.
import { createGame, currentDecision, type GameOptions, type GameState, type SpellSelection } from '../../src/index.js';
import { playRandom, randomPolicy } from '../../src/testing/index.js';

/** The spell selections every mode is tried with: the sets, classic, and two explicit lists. */
const SELECTIONS: readonly SpellSelection[] = [
  'set1', 'set2', 'set3', 'classic',
  ['blaze', 'sharing', 'growth', 'feast', 'clone', 'mirage', 'communion'],
  ['sacrifice', 'divination', 'cure', 'focus', 'storm', 'swiftness', 'knowledge'],
];

/** Every mode: solo and 2 to 4 players. */
const PLAYER_COUNTS = [1, 2, 3, 4] as const;

/**
 * Positions from one random game of `options`: up to `phases` phase decisions spread over the game
 * and up to `effects` effect decisions (a spell's choices, Blaze's takes, the solo placement).
 */
function sampleStates(options: GameOptions, policySeed: string, phases = 4, effects = 4): GameState[] {
  const all: GameState[] = [];
  playRandom(createGame(options), randomPolicy(policySeed, 'by-type'), 10_000, (before) => {
    all.push(before);
  });
  const phase = all.filter((s) => currentDecision(s).kind === 'phase');
  const effect = all.filter((s) => currentDecision(s).kind === 'effect');
  const pick = (list: GameState[], n: number): GameState[] => {
    if (list.length <= n) return list;
    return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)] as GameState);
  };
  return [...pick(phase, phases), ...pick(effect, effects)];
}

/**
 * Positions of every mode (solo, 2 to 4 players) and every selection: a few per game, under the
 * rule profile `rules` (default the engine's, `printed`; the seeds are the same under every profile).
 */
export function statesOfEveryMode(phases = 3, effects = 3, rules?: GameOptions['rules']): { label: string; state: GameState }[] {
  const out: { label: string; state: GameState }[] = [];
  for (const players of PLAYER_COUNTS) {
    SELECTIONS.forEach((spells, i) => {
      const label = `${players}p ${typeof spells === 'string' ? spells : `list${i}`}`;
      const options: GameOptions = { players, spells, seed: `bots-${label}`, ...(rules === undefined ? {} : { rules }) };
      for (const state of sampleStates(options, `policy-${label}`, phases, effects)) {
        out.push({ label: `${label} step ${state.step}`, state });
      }
    });
  }
  return out;
}
