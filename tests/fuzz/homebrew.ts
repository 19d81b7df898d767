// Games with homebrew spells registered and in play: spells whose effects offer phase actions
// that could reach their own spell again (an extra action of their own phase, a copyable copy,
// two spells calling each other across phases), and spells that nest long effects (extra actions
// of the next phase, each with many takes), beside printed spells, Clone and Swiftness among them.
// At every position: made-up, mutated and copied actions, with the same break checks as the
// action campaign (no untyped throw, accepted exactly when listed, the frozen input unchanged),
// and after every move the invariants and a save that loads back. A listed action may throw one
// typed error: `SpellDefinitionError` `effects-too-large`, an effect past the save limits.
// Every id registered here starts with `fuzz-`.
import {
  RUNES, SpellDefinitionError, VIOLATION_CODES, applyAction, createGame, createRiggedGame, decider, getSpell, defineSpell, deserialize, findInvariantProblem,
  hasSpell, legalActions, materiaCensus, serialize,
  type Action, type ActionResult, type EffectContext, type GameOptions, type Level, type MateriaKind, type GameState, type SpellDefinition, type SpellId, type SpellSelection, type SpellStep,
} from '../../src/index.js';
import { deepFreeze, randomPolicy } from '../../src/testing/index.js';
import { canonical } from './actions.js';
import { madeUp, malformed } from './candidates.js';
import { describeThrown, type Tally } from './breaks.js';
import { picker } from './games.js';

const takes = (c: EffectContext, n: number): SpellStep[] => Array.from({ length: n }, () => ({ step: 'take', count: 1, taker: c.actor }));

function homebrew(id: SpellId, colour: SpellDefinition['colour'], phase: SpellDefinition['phase'], effect: (c: EffectContext) => SpellStep[]): SpellDefinition {
  return {
    id, colour, set: null, phase, names: { en: id },
    levels: { 3: { kind: 'action', points: 1, effect }, 4: { kind: 'action', points: 2, effect }, 5: { kind: 'action', points: 3, effect } },
  };
}

/** The homebrew spells of the campaign, registered on first use. */
const SPELLS: readonly SpellDefinition[] = [
  homebrew('fuzz-haste', 'red', 'morning', () => [{ step: 'phase-action', phase: 'morning', as: 'extra', optional: true }]),
  homebrew('fuzz-dusk', 'purple', 'evening', () => [{ step: 'phase-action', phase: 'morning', as: 'extra', optional: true }]),
  homebrew('fuzz-dawn', 'green', 'morning', () => [{ step: 'phase-action', phase: 'evening', as: 'extra', optional: true }, { step: 'draw', count: 1 }]),
  homebrew('fuzz-mimic', 'white', 'midday', () => [{ step: 'phase-action', phase: 'midday', as: 'copy' }]),
  // Nested long effects: a Morning spell adds a Midday action, which adds an Evening one.
  homebrew('fuzz-long-morning', 'black', 'morning', (c) => [{ step: 'phase-action', phase: 'midday', as: 'extra', optional: true }, ...takes(c, 120)]),
  homebrew('fuzz-long-midday', 'blue', 'midday', (c) => [{ step: 'phase-action', phase: 'evening', as: 'extra', optional: true }, ...takes(c, 120)]),
  homebrew('fuzz-long-evening', 'yellow', 'evening', (c) => [{ step: 'draw', count: 1 }, ...takes(c, 120)]),
];

/** Selections mixing them with printed spells, one spell per colour in colour order. */
const SELECTIONS: readonly SpellSelection[] = [
  ['fuzz-haste', 'fuzz-dusk', 'fuzz-dawn', 'offering', 'fuzz-mimic', 'swiftness', 'abundance'],
  ['sacrifice', 'levitation', 'purification', 'fuzz-long-morning', 'fuzz-mimic', 'fuzz-long-midday', 'fuzz-long-evening'],
  ['fuzz-haste', 'divination', 'fuzz-dawn', 'focus', 'clone', 'fuzz-long-midday', 'fuzz-long-evening'],
  ['blaze', 'fuzz-dusk', 'growth', 'fuzz-long-morning', 'time-travel', 'transmutation', 'communion'],
];

function register(): void {
  for (const def of SPELLS) if (!hasSpell(def.id)) defineSpell(def);
}

/** The options of homebrew game `n`: players 1 to 4, then the preset, then the selection. */
export function homebrewOptions(runSeed: string, n: number): GameOptions {
  const players = (1 + (n % 4)) as 1 | 2 | 3 | 4;
  const rules = Math.floor(n / 4) % 2 === 0 ? 'printed' : 'digital';
  const spells = SELECTIONS[Math.floor(n / 8) % SELECTIONS.length] as SpellSelection;
  return { players, rules, spells, seed: `${runSeed}:homebrew:${n}`, ...(players === 1 ? { solo: { difficulty: (n >> 3) % 4 as 0 | 1 | 2 | 3 } } : {}) };
}

const CODES: ReadonlySet<string> = new Set(VIOLATION_CODES);

function tooLarge(e: unknown): boolean {
  return e instanceof SpellDefinitionError && e.code === 'effects-too-large';
}

/** What is wrong with a state reached: the engine's invariants, the census, or its save. */
function stateProblem(s: GameState): string | undefined {
  const p = findInvariantProblem(s);
  if (p !== undefined) return `findInvariantProblem: ${p.path}: ${p.message}`;
  if (materiaCensus(s).some((n) => n !== 5)) return `census ${materiaCensus(s).join(',')}`;
  try {
    if (serialize(deserialize(serialize(s))) !== serialize(s)) return 'its save does not load back to itself';
  } catch (e) {
    return `its save does not load: ${describeThrown(e)}`;
  }
  return undefined;
}

/**
 * A rigged start on Day 2 where every seat has learned the selection's homebrew spells on Day 1
 * (levels 3 to 5 by seat), so that their effects and the recursion shapes come up at once.
 */
function learnedAhead(options: GameOptions, n: number): GameState {
  const spells = options.spells as readonly SpellId[];
  const ours = spells.filter((id) => id.startsWith('fuzz-'));
  const learned = Array.from({ length: options.players }, (_, seat) => ours.map((spell, k) => ({
    spell, level: (3 + ((seat + k + n) % 3)) as Level, card: `${getSpell(spell).colour}-${RUNES[seat % RUNES.length]}` as MateriaKind, day: 1,
  })));
  return createRiggedGame({ ...options, firstPlayer: 0, setup: { learned, day: 2 } });
}

/** Settings of the homebrew campaign. */
export interface HomebrewFuzzSettings {
  /** Stop after about this many `applyAction` calls on candidates. */
  readonly actions: number;
  /** Candidates per position; default 8. */
  readonly perPosition?: number;
  /** The first game's number; default 0. */
  readonly firstGame?: number;
}

/** Plays games with homebrew spells in play, fuzzing every position. Returns the next game number not used. */
export function fuzzHomebrew(tally: Tally, settings: HomebrewFuzzSettings): number {
  register();
  const f = tally.figures;
  const perPosition = settings.perPosition ?? 8;
  const stopAt = f.homebrewActions + settings.actions;
  let n = settings.firstGame ?? 0;
  for (; f.homebrewActions < stopAt; n++) {
    const options = homebrewOptions(tally.seed, n);
    const policySeed = `${tally.seed}:homebrew:${n}`;
    const policy = randomPolicy(policySeed, n % 2 === 0 ? 'by-type' : 'uniform');
    const pk = picker(tally.seed, 'homebrew', n);
    const game = `homebrew game ${JSON.stringify(options)}${n % 2 === 0 ? '' : ' (rigged: its homebrew spells learned on Day 1)'} played by randomPolicy(${JSON.stringify(policySeed)}, ${n % 2 === 0 ? 'by-type' : 'uniform'})`;
    let s: GameState;
    try {
      s = n % 2 === 0 ? createGame(options) : learnedAhead(options, n);
    } catch (e) {
      tally.report('homebrew', game, '(createGame)', describeThrown(e));
      continue;
    }
    f.homebrewGames++;
    for (let i = 0; i < 3_000 && s.phase !== 'ended'; i++) {
      const where = `${game}, at step ${s.step}`;
      let legal: Action[];
      try {
        legal = legalActions(s);
      } catch (e) {
        tally.report('homebrew', where, '(legalActions)', describeThrown(e));
        break;
      }
      if (legal.length === 0) {
        tally.report('homebrew', where, '(legalActions)', 'the game is not over but no action is legal');
        break;
      }
      f.homebrewPositions++;
      deepFreeze(s);
      const before = serialize(s);
      const listed = new Set(legal.map(canonical));
      const player = decider(s) ?? 0;
      const candidates: unknown[] = [
        ...pk.sample(malformed(s, player, pk), 2),
        ...Array.from({ length: 4 }, () => madeUp(s, player, pk)),
        ...pk.sample(legal, 3).map((a) => JSON.parse(JSON.stringify(a)) as unknown),
      ];
      for (const c of pk.sample(candidates, perPosition)) {
        f.homebrewActions++;
        const isListed = listed.has(canonical(c));
        let r: ActionResult;
        try {
          r = applyAction(s, c as Action);
        } catch (e) {
          if (isListed && tooLarge(e)) f.homebrewTooLarge++;
          else tally.report('homebrew', where, JSON.stringify(c), `threw ${describeThrown(e)}`);
          continue;
        }
        if (r.ok && !isListed) tally.report('homebrew', where, JSON.stringify(c), 'accepted, not listed by legalActions');
        if (!r.ok && isListed) tally.report('homebrew', where, JSON.stringify(c), `refused ${r.error.code}: ${r.error.message}`);
        if (!r.ok && !CODES.has(r.error.code)) tally.report('homebrew', where, JSON.stringify(c), `code ${String(r.error.code)}`);
      }
      if (serialize(s) !== before) tally.report('homebrew', where, '(the candidates above)', 'the save of the state changed');
      // The move: the policy's choice, or another listed action when it starts an effect past the limits.
      let options = legal;
      let next: GameState | undefined;
      while (next === undefined && options.length > 0) {
        const a = policy(s, options);
        try {
          const r = applyAction(s, a);
          if (!r.ok) {
            tally.report('homebrew', where, JSON.stringify(a), `the listed move was refused: ${r.error.code}`);
            break;
          }
          next = r.state;
        } catch (e) {
          if (!tooLarge(e)) {
            tally.report('homebrew', where, JSON.stringify(a), `the listed move threw ${describeThrown(e)}`);
            break;
          }
          f.homebrewTooLarge++;
          options = options.filter((o) => o !== a);
        }
      }
      if (next === undefined) break;
      if (next.pending.length > 1) f.homebrewNested++;
      const problem = stateProblem(next);
      if (problem !== undefined) {
        tally.report('homebrew', where, '(the move)', problem);
        break;
      }
      s = next;
    }
  }
  return n;
}
