// The frame the core property suites share: scenarios (game options, with a rule profile, and a
// policy for random legal play to the end of the game), the play loop with its hooks, `property`
// (fixed examples first, then random scenarios, under one preset), and an independent model of
// who decides and which answers a decision takes. The suites run every property under each preset
// (`describe.each(PRESET_NAMES)`). PROPERTY_RUNS sets the runs per property and per preset
// (default 40; `npm run test:heavy` uses 1000); PROPERTY_SEED and PROPERTY_PATH replay a failure
// (of the preset named in the failing test's name).
import fc from 'fast-check';
import { it } from 'vitest';
import {
  applyAction, createGame, legalActions,
  type Action, type Decision, type EffectStep, type GameEvent, type GameOptions, type GameState, type RulePresetName,
} from '../../src/index.js';
import {
  Picker, breathe, check, fail, propertyParams, propertyRuns, randomPolicy, xorshift, type Policy,
} from '../kit/index.js';

export const RUNS = propertyRuns(40);
/** Every random game must end within this many actions. */
export const MAX_STEPS = 5_000;
/**
 * Per-`it` timeout, scaled with the number of runs: about 20 times what a property takes alone at
 * the default size (6 s for the slowest), room for a slow machine with other work beside it.
 */
export const TIMEOUT = 120_000 + RUNS * 3_000;

// ---------------------------------------------------------------------------------------------
// Scenarios: game options + a policy for random legal play

type PolicyMode = 'uniform' | 'by-type' | 'learner';
const POLICY_MODES: readonly PolicyMode[] = ['uniform', 'by-type', 'learner'];
type Selection = 'set1' | 'set2' | 'set3' | 'classic';
const SELECTIONS: readonly Selection[] = ['set1', 'set2', 'set3', 'classic'];

export interface Scenario {
  readonly options: GameOptions;
  /** Seed of the policy's own generator (never the game's). */
  readonly policy: number;
  /**
   * `uniform`: every legal action equally likely (ends by a full familiar board; casts are rare);
   * `by-type`: first an action type, then an action of it (passes much more: full pools, big
   * altars, pouch refills; reaches casts and every kind of effect choice far more often);
   * `learner`: nearly always learns when it can, else usually casts, and rarely stores (reaches
   * the 7th spell, spells at every level, copies and Transmutation's learns).
   */
  readonly mode: PolicyMode;
}

/** Random scenarios under the preset `rules`. */
export function scenarioArb(rules: RulePresetName): fc.Arbitrary<Scenario> {
  return fc
    .record({
      seed: fc.string(),
      players: fc.integer({ min: 2, max: 4 }),
      spells: fc.constantFrom(...SELECTIONS),
      firstPlayer: fc.option(fc.nat(3), { nil: undefined }),
      policy: fc.integer(),
      mode: fc.constantFrom(...POLICY_MODES),
    })
    .map(({ seed, players, spells, firstPlayer, policy, mode }): Scenario => ({
      options: firstPlayer === undefined
        ? { players: players as 1 | 2 | 3 | 4, seed, spells, rules }
        : { players: players as 1 | 2 | 3 | 4, seed, spells, rules, firstPlayer: firstPlayer % players },
      policy,
      mode,
    }));
}

/**
 * The fixed first runs of every property under the preset `rules`: each selection with each
 * policy (12 runs), each selection with 2, 3 and 4 players across the policies; the same games
 * under either preset (the same seeds), so that the presets are compared on equal deals.
 */
export function scenarioExamples(rules: RulePresetName): readonly Scenario[] {
  return POLICY_MODES.flatMap((mode, m) => SELECTIONS.map((spells, s): Scenario => {
    const players = (2 + ((s + m) % 3)) as 1 | 2 | 3 | 4;
    return { options: { players, seed: `example-${spells}-${mode}`, spells, rules, firstPlayer: (s + m) % players }, policy: 1 + s + 4 * m, mode };
  }));
}

/** The scenario's policy: the kit's random policies, or the learner below. */
function policyOf(scenario: Scenario): Policy {
  if (scenario.mode !== 'learner') return randomPolicy(scenario.policy, scenario.mode);
  const pk = new Picker(xorshift(scenario.policy));
  return (_state, options) => {
    const learns = options.filter((a) => a.type === 'learn');
    if (learns.length > 0 && pk.rand() < 0.95) return pk.pick(learns);
    const casts = options.filter((a) => a.type === 'cast');
    if (casts.length > 0 && pk.rand() < 0.8) return pk.pick(casts);
    // Rarely stores (a Clone copy of a Midday action may offer nothing else).
    const others = options.filter((a) => a.type !== 'store');
    if (others.length > 0 && others.length < options.length && pk.rand() < 0.9) return pk.pick(others);
    return pk.pick(options);
  };
}

/** What a visitor sees of one step of a played game. */
export interface Step {
  readonly index: number;
  readonly before: GameState;
  /** `legalActions(before)`. */
  readonly legal: readonly Action[];
  readonly action: Action;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

interface Played {
  readonly initial: GameState;
  readonly final: GameState;
  readonly actions: readonly Action[];
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
}

interface PlayHooks {
  /** Called with the state and action just before `applyAction` (e.g. to freeze them). */
  readonly beforeApply?: (state: GameState, action: Action, index: number) => void;
  readonly onStep?: (step: Step) => void;
}

/** Plays a scenario with random legal actions to the end; fails if it takes more than MAX_STEPS. */
export function play(scenario: Scenario, hooks: PlayHooks = {}): Played {
  const policy = policyOf(scenario);
  const initial = createGame(scenario.options);
  const actions: Action[] = [];
  const states: GameState[] = [initial];
  const events: (readonly GameEvent[])[] = [];
  let s = initial;
  for (let index = 0; s.phase !== 'ended'; index++) {
    check(index < MAX_STEPS, `the game did not end within ${MAX_STEPS} actions`, { day: s.day, step: s.step });
    const legal = legalActions(s);
    check(legal.length > 0, 'a game that is not over has no legal action', { step: s.step });
    const action = policy(s, legal);
    hooks.beforeApply?.(s, action, index);
    const r = applyAction(s, action);
    if (!r.ok) fail(`a listed action was refused: ${r.error.code}: ${r.error.message}`, { step: s.step, action });
    hooks.onStep?.({ index, before: s, legal, action, after: r.state, events: r.events });
    actions.push(action);
    states.push(r.state);
    events.push(r.events);
    s = r.state;
  }
  return { initial, final: s, actions, states, events };
}

/**
 * An `it` running `predicate` on RUNS scenarios under the preset `rules`: the fixed
 * {@link scenarioExamples} first, then random ones.
 */
export function property(name: string, rules: RulePresetName, predicate: (scenario: Scenario) => void): void {
  it(name, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb(rules), async (scenario) => {
      await breathe();
      predicate(scenario);
    }), propertyParams(RUNS, scenarioExamples(rules).map((s): [Scenario] => [s])));
  }, TIMEOUT);
}

// ---------------------------------------------------------------------------------------------
// Who decides and how (docs/spells-and-effects.md, "Pending decisions"), modelled independently of
// the engine

/** The primary actions of each phase. */
export const PRIMARY_OF: Readonly<Record<'morning' | 'midday' | 'evening', readonly Action['type'][]>> = {
  morning: ['take', 'draw'], midday: ['store'], evening: ['learn'],
};

/** The steps that need no choice: an effect never waits on one of them. */
export const AUTOMATIC_STEPS: ReadonlySet<EffectStep['step']> = new Set(['draw', 'draw-until', 'reveal', 'others-draw', 'lower', 'check-end']);

/** The action types that answer a waiting step (`stop` only where the step may end early). */
export function answerTypes(step: EffectStep): readonly Action['type'][] {
  switch (step.step) {
    case 'take':
      return step.optional === true ? ['pick', 'stop'] : ['pick'];
    case 'take-store':
    case 'store':
    case 'discard':
    case 'learn-discards':
    case 'store-from-discard':
      return ['pick'];
    case 'clear-altar':
      return ['pick', 'stop'];
    case 'swap-altar':
    case 'swap-familiar':
      return ['swap'];
    case 'raise':
      return ['raise'];
    case 'mode':
      return ['mode'];
    case 'learn':
      return ['learn'];
    case 'phase-action':
      return [...PRIMARY_OF[step.phase], 'cast', ...(step.optional === true ? ['stop' as const] : [])];
    default:
      return [];
  }
}

/** The seat that must act: the taker of a waiting take, else the actor of the waiting effect, else the active player. */
export function expectedDecider(s: GameState): number {
  const frame = s.pending[s.pending.length - 1];
  const step = frame?.steps[0];
  if (frame === undefined || step === undefined) return s.active;
  return step.step === 'take' ? step.taker : frame.actor;
}

/**
 * True when an action of `type` from the seat that must decide can only be refused with
 * `wrong-step` ("does not answer the decision the game is waiting for"): a pass or any answer of
 * another kind while an effect waits, an effect answer (pick, swap, raise, mode, stop) in a phase.
 */
export function answersNothing(decision: Decision, type: Action['type']): boolean {
  if (decision.kind === 'phase') return type === 'pick' || type === 'swap' || type === 'raise' || type === 'mode' || type === 'stop';
  if (decision.kind !== 'effect') return false;
  if (type === 'pass') return true;
  const step = decision.step;
  if (step.step === 'phase-action') {
    // Primary actions of another phase may be refused as wrong-phase instead.
    return type === 'pick' || type === 'swap' || type === 'raise' || type === 'mode' || (type === 'stop' && step.optional !== true);
  }
  return !answerTypes(step).includes(type);
}

