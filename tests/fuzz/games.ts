// The games the fuzzers play: every mode (solo and 2 to 4 players) under both rule presets and
// every spell selection, in turn, each seeded from the run's seed and its number.
import {
  BUILTIN_SPELL_IDS, KIND_COUNT, MATERIA_KINDS, POOL_LIMIT, TOTAL_MATERIA, applyAction, createGame, findInvariantProblem,
  kindIndex, legalActions, type Action, type GameEvent, type GameOptions, type GameState, type SpellSelection,
} from '../../src/index.js';
import { Picker, randomPolicy, seededRandom, type Policy } from '../../src/testing/index.js';

const SELECTIONS: readonly SpellSelection[] = [
  'set1', 'set2', 'set3', 'classic',
  ['blaze', 'sharing', 'growth', 'feast', 'clone', 'mirage', 'communion'],
  ['sacrifice', 'divination', 'cure', 'focus', 'storm', 'swiftness', 'knowledge'],
  ['eruption', 'levitation', 'transmutation', 'abundance', 'time-travel', 'offering', 'purification'],
];
const PRESETS = ['printed', 'digital'] as const;

/**
 * The options of game number `n` of a run: the player count cycles fastest (1, 2, 3, 4), then the
 * preset, then the spell selection; solo games cycle through the four difficulties.
 */
export function gameOptions(runSeed: string, n: number): GameOptions {
  const players = (1 + (n % 4)) as 1 | 2 | 3 | 4;
  const rules = PRESETS[Math.floor(n / 4) % 2] as (typeof PRESETS)[number];
  const spells = SELECTIONS[Math.floor(n / 8) % SELECTIONS.length] as SpellSelection;
  const difficulty = (Math.floor(n / 4) % 4) as 0 | 1 | 2 | 3;
  return { players, rules, spells, seed: `${runSeed}:${n}`, ...(players === 1 ? { solo: { difficulty } } : {}) };
}

/** How a game is labelled in a reproduction: its options as JSON, and the policy. */
export function describeGame(options: GameOptions, policy: string): string {
  return `game ${JSON.stringify(options)} played by randomPolicy(${JSON.stringify(policy)}, ${policyMode(policy)})`;
}

function policyMode(policySeed: string): 'uniform' | 'by-type' {
  // By type half of the time, so that spells and their decisions come up often.
  return policySeed.endsWith('b') ? 'by-type' : 'uniform';
}

/** The policy that plays game `n` of a run, and its seed (for reproductions). */
export function gamePolicy(runSeed: string, n: number): { seed: string; policy: Policy } {
  const seed = `${runSeed}:${n}:${n % 2 === 0 ? 'b' : 'u'}`;
  return { seed, policy: randomPolicy(seed, policyMode(seed)) };
}

/** A seeded picker for a part of a run. */
export function picker(...parts: (string | number)[]): Picker {
  return new Picker(seededRandom(parts.join(':')));
}

/** What a visitor of {@link playThrough} is given at each position before the move. */
export interface Position {
  readonly state: GameState;
  readonly legal: readonly Action[];
}

/**
 * Plays game `n` of a run to its end (at most `maxSteps` moves) with its policy, calling `visit`
 * at every position before the move and `moved` after it. Returns the options, the actions played
 * and the last state. Throws if a game not over lists no action or refuses a listed one: the
 * caller reports that as a break.
 */
export function playThrough(
  runSeed: string,
  n: number,
  visit: (p: Position) => void,
  moved?: (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => void,
  maxSteps = 5_000,
): { options: GameOptions; start: GameState; actions: Action[]; end: GameState } {
  const options = gameOptions(runSeed, n);
  const { policy } = gamePolicy(runSeed, n);
  const start = createGame(options);
  const actions: Action[] = [];
  let s = start;
  for (let i = 0; i < maxSteps && s.phase !== 'ended'; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`step ${s.step}: the game is not over but no action is legal`);
    visit({ state: s, legal });
    const action = policy(s, legal);
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(`step ${s.step}: the listed ${JSON.stringify(action)} was refused: ${r.error.code}`);
    moved?.(s, action, r.state, r.events);
    actions.push(action);
    s = r.state;
  }
  return { options, start, actions, end: s };
}

const SPELL_IDS: ReadonlySet<string> = new Set(BUILTIN_SPELL_IDS);

function countsProblem(counts: unknown, where: string, census: number[]): string | undefined {
  if (!Array.isArray(counts) || counts.length !== KIND_COUNT) return `${where}: not ${KIND_COUNT} counts`;
  for (let i = 0; i < KIND_COUNT; i++) {
    const n: unknown = counts[i];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return `${where}[${i}] = ${String(n)}: not a count`;
    census[i] = (census[i] as number) + n;
  }
  return undefined;
}

function kindsProblem(kinds: unknown, where: string, census: number[]): string | undefined {
  if (!Array.isArray(kinds)) return `${where}: not a list`;
  for (const k of kinds) {
    if (typeof k !== 'string' || !MATERIA_KINDS.includes(k as never)) return `${where}: ${String(k)} is not a materia kind`;
    const i = kindIndex(k as (typeof MATERIA_KINDS)[number]);
    census[i] = (census[i] as number) + 1;
  }
  return undefined;
}

/**
 * An invariant check written here, independently of the engine's `findInvariantProblem`: every
 * count is a non-negative integer, every kind is a kind, 5 of each of the 21 kinds (105) are
 * somewhere, no pool holds more than 9, every learned spell is in the game. Then (with
 * `engineToo`, the default) the engine's own.
 */
export function invariantProblem(s: GameState, engineToo = true): string | undefined {
  const census = new Array<number>(KIND_COUNT).fill(0);
  const problem = countsProblem(s.pouch, 'pouch', census) ?? countsProblem(s.altar, 'altar', census)
    ?? countsProblem(s.discard, 'discard', census) ?? kindsProblem(s.pouchTop, 'pouchTop', census);
  if (problem !== undefined) return problem;
  for (const [i, p] of s.players.entries()) {
    const q = countsProblem(p.pool, `players[${i}].pool`, census) ?? kindsProblem(p.familiar, `players[${i}].familiar`, census)
      ?? kindsProblem(p.spells.map((l) => l.card), `players[${i}].spells[].card`, census);
    if (q !== undefined) return q;
    const inPool = p.pool.reduce((a, b) => a + b, 0);
    if (inPool > POOL_LIMIT) return `players[${i}].pool holds ${inPool}`;
    for (const l of p.spells) if (!s.spells.includes(l.spell) || !SPELL_IDS.has(l.spell)) return `players[${i}] learned ${l.spell}, not in the game`;
  }
  if (s.opponent !== null) {
    const q = countsProblem(s.opponent.lower, 'opponent.lower', census) ?? kindsProblem(s.opponent.track, 'opponent.track', census);
    if (q !== undefined) return q;
  }
  const total = census.reduce((a, b) => a + b, 0);
  if (total !== TOTAL_MATERIA || census.some((n) => n !== TOTAL_MATERIA / KIND_COUNT)) return `census ${census.join(',')}`;
  if (!engineToo) return undefined;
  const engine = findInvariantProblem(s);
  return engine === undefined ? undefined : `findInvariantProblem: ${JSON.stringify(engine)}`;
}
