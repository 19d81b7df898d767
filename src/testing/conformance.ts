/**
 * The conformance properties (docs/testing.md): random legal play over random seeds, player
 * counts, spell selections, rule profiles and policies, checking at every step what every
 * SpellBook engine state must satisfy.
 * @module
 */
import {
  FAMILIAR_VALUES, applyAction, createGame, createRiggedGame, currentDecision, deserialize, getSpell, isLegal, legalActions, presetOf,
  scoreGame, serialize,
  type Action, type Decision, type GameEvent, type GameOptions, type GameState, type PlayerCount, type RiggedOptions, type RulePresetName,
  type RuleProfile, type SpellSelection,
} from '../index.js';
import {
  Picker, actionKey, check, checkPlain, deepFreeze, fail, isViolationCode, malformedCandidates, plainEqual,
  wellFormedCandidates,
} from './checks.js';
import { POLICY_MODES, randomPolicy, seededRandom, type Policy, type PolicyMode } from './random.js';
import { refuseUnknownNames, refuseUnknownOptions } from './options.js';
import { ConformanceError, assertConserved } from './rig.js';
import { assertViewSecrecy } from './views.js';

/**
 * The groups of checks, each of which can be left out with {@link ConformanceOptions.skip}:
 * - `legal-actions`: every listed action is legal by `isLegal` and applies; the list is
 *   repeatable and has no duplicates;
 * - `refusals`: sampled actions that are not listed (well-formed, malformed, of other seats, made
 *   against an older step) are refused by `isLegal` and `applyAction` with a documented code,
 *   and change nothing (states are deep-frozen);
 * - `decider`: a game that is not over has a decision, and only its player has actions; once it
 *   is over nothing is legal;
 * - `materia`: 105 tokens, 5 of each kind, everywhere (the solo opponent included), after every
 *   action listed or played; pools at most 9, familiar boards at most 14, the opponent's track at most 17;
 * - `determinism`: the same options and actions give equal states and events;
 * - `json`: states and events are plain data that survive a JSON round trip;
 * - `serialize`: `deserialize(serialize(state))` equals the state;
 * - `termination`: the game ends within `maxSteps` actions, and its score sheet is final and adds up;
 * - `views`: no player view predicts the next draw (see {@link assertViewSecrecy}).
 * @group Conformance
 */
export type ConformanceCheck =
  | 'legal-actions' | 'refusals' | 'decider' | 'materia' | 'determinism' | 'json' | 'serialize' | 'termination' | 'views';

/**
 * Every {@link ConformanceCheck}.
 * @group Conformance
 */
export const CONFORMANCE_CHECKS: readonly ConformanceCheck[] = [
  'legal-actions', 'refusals', 'decider', 'materia', 'determinism', 'json', 'serialize', 'termination', 'views',
];

/**
 * The random choices of one scenario, handed to {@link ConformanceOptions.setup}.
 * @group Conformance
 */
export interface ScenarioDraw {
  /** A player count from {@link ConformanceOptions.players}. */
  readonly players: PlayerCount;
  /** A selection from {@link ConformanceOptions.spells}. */
  readonly spells: SpellSelection;
  /** A first player (a seat of `players`), or `undefined` to let the seed choose. */
  readonly firstPlayer: number | undefined;
  /** A solo difficulty, 0 to 3 (used when `players` is 1). */
  readonly difficulty: 0 | 1 | 2 | 3;
  /** A rule profile from {@link ConformanceOptions.rules}: a preset's name or a profile object. */
  readonly rules: RulePresetName | RuleProfile;
}

/**
 * One game of the properties: how it is set up, and how it is played. Plain data.
 * @group Conformance
 */
export interface Scenario {
  /** The options of `createRiggedGame` (always with a seed; a rigged `setup` allowed). */
  readonly options: RiggedOptions;
  /** How the random policy chooses. */
  readonly policy: PolicyMode;
  /** The seed of the policy's generator. */
  readonly policySeed: number;
  /** The seed of the sampling of candidate actions and of the view twins. */
  readonly sampleSeed: number;
}

/**
 * Options of {@link checkConformance}; every field is optional.
 * @group Conformance
 */
export interface ConformanceOptions {
  /** Random games to play and check; default 100. */
  readonly numRuns?: number | undefined;
  /** fast-check's seed, to replay a failure (printed in its report); default random. */
  readonly seed?: number | undefined;
  /** fast-check's path, with `seed`, to replay a shrunk failure directly. */
  readonly path?: string | undefined;
  /** The player counts to draw from (1 is solo); default 1, 2, 3 and 4. */
  readonly players?: PlayerCount | readonly PlayerCount[] | undefined;
  /**
   * The spell selections to draw from; default `set1`, `set2`, `set3` and `classic`. One
   * selection (such as a list of 7 spell ids with your homebrew spell) or a list of selections.
   */
  readonly spells?: SpellSelection | readonly SpellSelection[] | undefined;
  /**
   * The rule profiles to draw from: a preset's name (`'printed'`, `'digital'`), a whole
   * {@link RuleProfile} (a preset with single points changed), or a list of them; default both
   * presets, `printed` and `digital`, so that every game is checked under one of them. Name one
   * profile to check only that one, e.g. `rules: 'digital'`; to check several with a given
   * number of games each, call `checkConformance` once per profile.
   * @example
   * ```ts
   * await checkConformance({ rules: 'digital' });
   * await checkConformance({ rules: ['printed', { ...RULE_PRESETS.printed, soloRefill: 'fill-and-trim' }] });
   * ```
   */
  readonly rules?: RulePresetName | RuleProfile | readonly (RulePresetName | RuleProfile)[] | undefined;
  /** The random policies to draw from; default `uniform` and `by-type`. */
  readonly policies?: readonly PolicyMode[] | undefined;
  /** A game must end within this many actions; default 5 000. */
  readonly maxSteps?: number | undefined;
  /**
   * Builds the game options from the scenario's seed (and the drawn player count, selection,
   * first player, difficulty and rule profile, which it may ignore): how integrators test their
   * own setups. A seed or rules left out of the result are filled in (the drawn ones).
   */
  readonly setup?: ((seed: string, drawn: ScenarioDraw) => RiggedOptions) | undefined;
  /** Checks to leave out; default none. */
  readonly skip?: readonly ConformanceCheck[] | undefined;
  /** Shrink a counterexample before reporting it; default `true` (set `false` to stop at the first failure). */
  readonly shrink?: boolean | undefined;
}

/** The keys of {@link ConformanceOptions} (the compiler asks for every one): any other is refused. */
const CONFORMANCE_OPTIONS: { readonly [K in keyof ConformanceOptions]-?: true } = {
  numRuns: true, seed: true, path: true, players: true, spells: true, rules: true, policies: true, maxSteps: true, setup: true, skip: true,
  shrink: true,
};
const CONFORMANCE_OPTION_NAMES: readonly string[] = Object.keys(CONFORMANCE_OPTIONS);

/**
 * What one checked game covered.
 * @group Conformance
 */
export interface ScenarioReport {
  /** Actions played. */
  readonly steps: number;
  /** Whether the game ended (it always does unless `termination` is skipped). */
  readonly ended: boolean;
  /** Listed actions applied besides the ones played. */
  readonly listedApplied: number;
  /** Unlisted actions checked to be refused. */
  readonly refused: number;
  /** Steps at which the draws of states with equal views were compared. */
  readonly drawsCompared: number;
}

/**
 * What {@link checkConformance} covered, summed over the games it played.
 * @group Conformance
 */
export interface ConformanceReport extends ScenarioReport {
  /** Games played. */
  readonly games: number;
  /** Games per player count. */
  readonly byPlayers: Readonly<Record<number, number>>;
  /**
   * Games per rule profile: `printed`, `digital`, or `mixed` for a profile that is neither
   * preset (the profile the game was created with, whoever chose it: the draw or `setup`).
   */
  readonly byRules: Readonly<Partial<Record<RulePresetName | 'mixed', number>>>;
}

/**
 * Settings of {@link checkScenario}.
 * @group Conformance
 */
export interface ScenarioSettings {
  /** A game must end within this many actions; default 5 000. */
  readonly maxSteps?: number | undefined;
  /** Checks to leave out; default none. */
  readonly skip?: readonly ConformanceCheck[] | undefined;
}

const DEFAULT_PLAYERS: readonly PlayerCount[] = [1, 2, 3, 4];
const DEFAULT_SPELLS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];
const DEFAULT_RULES: readonly RulePresetName[] = ['printed', 'digital'];
const DEFAULT_MAX_STEPS = 5_000;
/** Listed actions applied per step at most, besides the one played. */
const LISTED_PER_STEP = 24;
/** Well-formed unlisted candidates checked per step. */
const CANDIDATES_PER_STEP = 20;
const NAMED_SELECTIONS: ReadonlySet<unknown> = new Set(['set1', 'set2', 'set3', 'classic']);

/** Reads `spells`: one selection, or a list of selections. */
function selections(spells: ConformanceOptions['spells']): readonly SpellSelection[] {
  if (spells === undefined) return DEFAULT_SPELLS;
  if (typeof spells === 'string') return [spells];
  const list = spells as readonly unknown[];
  // A list of spell ids is one selection; a list of names or lists is a list of selections.
  if (list.length > 0 && list.every((x) => typeof x === 'string' && !NAMED_SELECTIONS.has(x))) return [spells as SpellSelection];
  return list as readonly SpellSelection[];
}

/** Reads `rules`: one profile (a name or an object), or a list of them. */
function profiles(rules: ConformanceOptions['rules']): readonly (RulePresetName | RuleProfile)[] {
  if (rules === undefined) return DEFAULT_RULES;
  return Array.isArray(rules) ? rules : [rules as RulePresetName | RuleProfile];
}

/** The name a report counts a game's profile under: its preset's, or `mixed`. */
function profileName(rules: GameOptions['rules']): RulePresetName | 'mixed' {
  // Options without rules play under the default preset, `printed`.
  if (rules === undefined) return 'printed';
  return typeof rules === 'string' ? rules : presetOf(rules) ?? 'mixed';
}

function isDrawing(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.type === 'materia-drawn' || e.type === 'materia-revealed');
}

/** Adds context to whatever a check threw. */
function withContext(error: unknown, context: string, details: unknown): ConformanceError {
  const message = error instanceof Error ? `${error.name === 'ConformanceError' ? '' : `${error.name}: `}${error.message}` : String(error);
  const wrapped = new ConformanceError(`${context}: ${message}`, details);
  if (error instanceof Error && error.stack !== undefined) wrapped.stack = `${wrapped.name}: ${wrapped.message}\n${error.stack}`;
  return wrapped;
}

/** One scenario being checked: its settings, its generators, the line played and the counts so far. */
interface Run {
  readonly scenario: Scenario;
  readonly skip: ReadonlySet<ConformanceCheck>;
  readonly maxSteps: number;
  /** Samples candidates and view twins; its draws are part of what a seed replays. */
  readonly pk: Picker;
  readonly policy: Policy;
  readonly actions: Action[];
  readonly events: (readonly GameEvent[])[];
  /** The states after each action, as JSON (kept only for `determinism`). */
  readonly states: string[];
  listedApplied: number;
  refused: number;
  drawsCompared: number;
}

function on(run: Run, check: ConformanceCheck): boolean {
  return !run.skip.has(check);
}

/** What the checks of one step see: the frozen state before, its decision and list, and the step played. */
interface StepContext {
  readonly run: Run;
  readonly where: string;
  readonly before: GameState;
  readonly decision: Decision;
  readonly decider: number;
  readonly legal: readonly Action[];
  /** The {@link actionKey}s of `legal`. */
  readonly keys: ReadonlySet<string>;
  readonly action: Action;
  readonly events: readonly GameEvent[];
}

/** `value` as a list, or a RangeError naming the reader and the option when it is none. */
function listOf(reader: string, option: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw new RangeError(`${reader}: ${option} must be a list, got ${typeof value}`);
  return value;
}

/** Refuses a `skip` that is not a list of {@link CONFORMANCE_CHECKS} (a mistyped check would be no check left out). */
function refuseUnknownChecks(reader: string, skip: unknown): void {
  if (skip === undefined) return;
  refuseUnknownNames(listOf(reader, 'skip', skip), CONFORMANCE_CHECKS,
    (name, hint) => new RangeError(`${reader}: skip: no check is named ${JSON.stringify(name)}${hint}`));
}

/**
 * Plays one scenario to its end and checks every conformance property on the way; the
 * properties of {@link checkConformance} for one game, without fast-check. Use it to rerun a
 * counterexample (its `Scenario` is printed in the failure report) or to check a game of your own.
 * @throws ConformanceError on the first broken property, naming the step and the action;
 * RangeError, before any step, for a name in `skip` that is no check.
 * @example
 * ```ts
 * checkScenario({ options: { players: 2, seed: 'x' }, policy: 'uniform', policySeed: 1, sampleSeed: 2 });
 * ```
 * @group Conformance
 */
export function checkScenario(scenario: Scenario, settings: ScenarioSettings = {}): ScenarioReport {
  refuseUnknownChecks('checkScenario', settings.skip);
  const run: Run = {
    scenario,
    skip: new Set(settings.skip ?? []),
    maxSteps: settings.maxSteps ?? DEFAULT_MAX_STEPS,
    pk: new Picker(seededRandom(scenario.sampleSeed)),
    policy: randomPolicy(scenario.policySeed, scenario.policy),
    actions: [], events: [], states: [],
    listedApplied: 0, refused: 0, drawsCompared: 0,
  };
  const initial = createRiggedGame(scenario.options);
  checkPosition(run, initial, undefined, 'after setup');
  let s = initial;
  while (s.phase !== 'ended' && withinSteps(run, s)) s = checkStep(run, s);
  const ended = s.phase === 'ended';
  if (ended) checkEnd(run, s);
  if (on(run, 'determinism')) checkDeterminism(run, initial);
  const { listedApplied, refused, drawsCompared } = run;
  return { steps: run.actions.length, ended, listedApplied, refused, drawsCompared };
}

/** False once `maxSteps` actions are played; fails there unless `termination` is skipped. */
function withinSteps(run: Run, s: GameState): boolean {
  if (run.actions.length < run.maxSteps) return true;
  if (on(run, 'termination')) fail(`the game did not end within ${run.maxSteps} actions`, { day: s.day, step: s.step });
  return false;
}

/** Checks one step: the decision and its list, the action the policy plays, and the state it leads to. */
function checkStep(run: Run, s: GameState): GameState {
  const where = `step ${run.actions.length}`;
  deepFreeze(s);
  let action: Action | undefined;
  try {
    const decision = currentDecision(s);
    const legal = legalActions(s);
    const decider = decision.kind === 'game-over' ? s.active : decision.player;
    if (on(run, 'decider')) checkDecider(where, decision, legal, decider);
    const keys = new Set(legal.map(actionKey));
    if (on(run, 'legal-actions')) checkListing(where, s, legal, keys);
    action = deepFreeze(run.policy(s, legal));
    const r = applyAction(s, action);
    if (!r.ok) fail(`${where}: the listed action chosen was refused: ${r.error.code}: ${r.error.message}`, action);
    const ctx: StepContext = { run, where, before: s, decision, decider, legal, keys, action, events: r.events };
    if (on(run, 'legal-actions')) checkListedApply(ctx);
    if (on(run, 'refusals')) checkRefusals(ctx);
    checkPosition(run, r.state, r.events, `${where}, after ${actionKey(action)}`);
    if (on(run, 'views')) checkViews(ctx);
    run.actions.push(action);
    run.events.push(r.events);
    if (on(run, 'determinism')) run.states.push(JSON.stringify(r.state));
    return r.state;
  } catch (e) {
    throw withContext(e, `Day ${s.day}, ${s.phase}, seat ${s.active} to act`, { action: action ?? null });
  }
}

/** `decider`: a game that is not over has a decision and legal actions, and only its seat has actions. */
function checkDecider(where: string, decision: Decision, legal: readonly Action[], decider: number): void {
  check(decision.kind !== 'game-over', `${where}: the game is not over but currentDecision says game-over`);
  check(legal.length > 0, `${where}: the game is not over but no action is legal`, decision);
  for (const a of legal) check(a.player === decider, `${where}: an action is listed for seat ${a.player}, not the decider ${decider}`, a);
}

/** `legal-actions`: the list is repeatable and has no duplicates. */
function checkListing(where: string, s: GameState, legal: readonly Action[], keys: ReadonlySet<string>): void {
  check(plainEqual(legalActions(s), legal), `${where}: legalActions is not repeatable`);
  if (keys.size === legal.length) return;
  const seen = new Set<string>();
  for (const a of legal) {
    const key = actionKey(a);
    check(!seen.has(key), `${where}: ${key} is listed twice`);
    seen.add(key);
  }
}

/** `legal-actions`: a sample of the listed actions besides the one played is legal and applies. */
function checkListedApply({ run, where, before, legal, action }: StepContext): void {
  for (const a of run.pk.sample(legal, LISTED_PER_STEP)) {
    check(isLegal(before, a), `${where}: isLegal refuses the listed ${actionKey(a)}`, a);
    if (a === action) continue;
    const r = applyAction(before, a);
    if (!r.ok) fail(`${where}: the listed ${actionKey(a)} was refused: ${r.error.code}: ${r.error.message}`, a);
    if (on(run, 'materia')) checkMateria(r.state, `${where}, after the listed ${actionKey(a)}`);
    run.listedApplied++;
  }
}

/**
 * `refusals`: sampled unlisted actions (well-formed ones, other seats' and malformed ones, and
 * the action played but made against another step) are refused with the right documented code.
 */
function checkRefusals({ run, where, before, decision, decider, legal, keys, action }: StepContext): void {
  const { pk } = run;
  for (const c of pk.sample(wellFormedCandidates(before, legal, decider, pk), CANDIDATES_PER_STEP)) {
    const listed = keys.has(actionKey(c));
    const legalNow = isLegal(before, c);
    if (legalNow !== listed) {
      fail(`${where}: isLegal says ${String(legalNow)} but the action is ${listed ? '' : 'not '}in legalActions`, { candidate: c, decision });
    }
    if (!listed) checkRefused(run, before, c, where);
  }
  // Other seats (and seats that do not exist) never act, whatever the action.
  const seats = [...before.players.keys(), before.players.length, before.players.length + 3].filter((p) => p !== decider);
  for (const a of pk.sample(legal, 3)) {
    for (const player of seats) {
      const code = checkRefused(run, before, { ...a, player }, where);
      check(code === 'not-your-turn', `${where}: an action of seat ${player} is refused as ${code}, not not-your-turn`);
    }
  }
  for (const c of pk.sample(malformedCandidates(before, decider, pk), 4)) {
    const code = checkRefused(run, before, c, where);
    check(code === 'malformed-action', `${where}: malformed input refused as ${code}, not malformed-action`, c ?? null);
  }
  // An action made against another step is refused, even a listed one.
  const code = checkRefused(run, before, action, where, { expectedStep: before.step + 1 });
  check(code === 'stale-step', `${where}: an action made against another step is refused as ${code}, not stale-step`);
}

/**
 * Checks that an unlisted action is refused by `isLegal` (unless it is only stale) and
 * `applyAction`, with a documented code and a message, changing nothing (the state is frozen).
 */
function checkRefused(run: Run, s: GameState, candidate: unknown, where: string, options?: { expectedStep: number }): string {
  deepFreeze(candidate);
  check(!isLegal(s, candidate as Action) || options !== undefined, `${where}: isLegal accepts an unlisted action`, candidate ?? null);
  const r = applyAction(s, candidate as Action, options);
  if (r.ok) fail(`${where}: applyAction accepted an action that is not listed`, candidate ?? null);
  check(isViolationCode(r.error.code), `${where}: undocumented violation code ${String(r.error.code)}`, candidate ?? null);
  check(typeof r.error.message === 'string' && r.error.message.length > 0, `${where}: a violation without a message`, candidate ?? null);
  run.refused++;
  return r.error.code;
}

/** `materia`, `json` and `serialize`: the laws every state (and the events that led to it) keeps. */
function checkPosition(run: Run, s: GameState, events: readonly GameEvent[] | undefined, what: string): void {
  if (on(run, 'materia')) checkMateria(s, what);
  if (on(run, 'json')) checkJson(s, events, what);
  if (on(run, 'serialize')) checkSaveRoundTrip(s, what);
}

/** `materia`: {@link assertConserved}, its failure named after the step. */
function checkMateria(s: GameState, what: string): void {
  try {
    assertConserved(s);
  } catch (e) {
    throw withContext(e, what, undefined);
  }
}

/** `json`: the state and the events are plain data that survive a JSON round trip. */
function checkJson(s: GameState, events: readonly GameEvent[] | undefined, what: string): void {
  checkPlain(s, `${what}: state`);
  check(plainEqual(JSON.parse(JSON.stringify(s)), s), `${what}: the state does not survive a JSON round trip`);
  if (events === undefined) return;
  checkPlain(events, `${what}: events`);
  check(plainEqual(JSON.parse(JSON.stringify(events)), events), `${what}: the events do not survive a JSON round trip`);
}

/** `serialize`: a save of the state loads back to an equal state. */
function checkSaveRoundTrip(s: GameState, what: string): void {
  const loaded = deserialize(serialize(s));
  check(plainEqual(loaded, s), `${what}: deserialize(serialize(state)) differs from the state`);
}

/**
 * `views`: on about every other step that draws (the action played, or a Draw it could have
 * been), states with the same views must not draw the same; on a sample of the others, the
 * views alone must not tell the secrets.
 */
function checkViews({ run, before, legal, action, events }: StepContext): void {
  const { pk } = run;
  const seed = pk.int(0x7fffffff);
  const draw = isDrawing(events) ? action : legal.find((a) => a.type === 'draw');
  if (draw !== undefined && pk.int(2) === 0) {
    if (assertViewSecrecy(before, { action: draw, seed }).comparedDraws) run.drawsCompared++;
  } else if (pk.int(6) === 0) {
    assertViewSecrecy(before, { seed, twins: 2 });
  }
}

/** The checks of an ended game: nothing is legal, every action is refused as game-over, the score adds up, the views keep the secrets. */
function checkEnd(run: Run, s: GameState): void {
  const final = deepFreeze(s);
  try {
    if (on(run, 'decider')) {
      check(legalActions(final).length === 0, 'legalActions lists actions after the end');
      check(currentDecision(final).kind === 'game-over', 'currentDecision is not game-over after the end');
    }
    if (on(run, 'refusals')) {
      for (const c of run.pk.sample(wellFormedCandidates(final, [], final.active, run.pk), CANDIDATES_PER_STEP)) {
        const code = checkRefused(run, final, c, 'after the end');
        check(code === 'game-over', `an action after the end is refused as ${code}, not game-over`, c);
      }
    }
    if (on(run, 'termination')) checkScoreSheet(final);
    if (on(run, 'views')) assertViewSecrecy(final, { seed: run.scenario.sampleSeed, twins: 4 });
  } catch (e) {
    throw withContext(e, 'after the end', undefined);
  }
}

/** `determinism`: the same options and actions (structured copies) give equal states and events. */
function checkDeterminism(run: Run, initial: GameState): void {
  let r = createRiggedGame(run.scenario.options);
  check(plainEqual(r, initial), 'determinism: createRiggedGame with the same options gave another state');
  run.actions.forEach((a, i) => {
    // Replay a structured copy, so that only values (not identities) can matter.
    const next = applyAction(r, structuredClone(a));
    if (!next.ok) fail(`determinism: replayed action ${i} was refused: ${next.error.code}`, a);
    check(JSON.stringify(next.state) === run.states[i], `determinism: the replay differs in its state after step ${i}`, a);
    check(plainEqual(next.events, run.events[i]), `determinism: the replay differs in its events at step ${i}`, a);
    r = next.state;
  });
}

/**
 * Checks the score sheet of an ended game against its final state: final, one row per seat in
 * seat order, the learned spells with their points (fixed points as the spell defines them), the
 * familiar board's count and value, totals that add up, and winners that are seats.
 * @throws ConformanceError on the first row or total that does not add up.
 * @example
 * ```ts
 * const end = playRandom(createGame({ players: 3, seed: 'x' }), 42);
 * checkScoreSheet(end);
 * ```
 * @group Conformance
 */
export function checkScoreSheet(final: GameState): void {
  const sheet = scoreGame(final);
  check(sheet.final, 'the score sheet of an ended game is not final');
  check(sheet.players.length === final.players.length, 'the score sheet does not list every player');
  sheet.players.forEach((ps, seat) => {
    const p = final.players[seat] as GameState['players'][number];
    check(ps.player === seat, `score sheet row ${seat} is for player ${ps.player}`);
    check(ps.spells.length === p.spells.length && ps.spellsLearned === p.spells.length, `player ${seat}: spells learned miscounted`);
    ps.spells.forEach((sc, i) => {
      const learned = p.spells[i] as GameState['players'][number]['spells'][number];
      check(sc.spell === learned.spell && sc.level === learned.level, `player ${seat}: spell row ${i} is not the learned spell`);
      const rule = getSpell(sc.spell).levels[sc.level].points;
      if (typeof rule === 'number') check(sc.points === rule, `player ${seat}: ${sc.spell} L${sc.level} scores ${sc.points}, not ${rule}`);
      check(Number.isInteger(sc.points) && sc.points >= 0, `player ${seat}: ${sc.spell} scores ${sc.points}`);
    });
    check(ps.familiar.stored === p.familiar.length, `player ${seat}: familiar stored miscounted`);
    check(ps.familiar.points === FAMILIAR_VALUES[p.familiar.length], `player ${seat}: familiar scores ${ps.familiar.points}`);
    const expected = ps.spells.reduce((n, sc) => n + sc.points, ps.familiar.points);
    check(ps.total === expected, `player ${seat}: total ${ps.total} is not spells + familiar = ${expected}`);
  });
  check(sheet.winners.every((w) => Number.isInteger(w) && w >= 0 && w < final.players.length), 'winners are not seats', sheet.winners);
}

type FastCheck = typeof import('fast-check');

async function loadFastCheck(): Promise<FastCheck> {
  try {
    return await import('fast-check');
  } catch (cause) {
    throw new Error(
      'checkConformance needs fast-check, an optional peer dependency of spellbook-engine: npm install --save-dev fast-check',
      { cause },
    );
  }
}

/** Lets the event loop run between two games, so a long check does not starve a test runner's worker. */
function breathe(): Promise<void> {
  return new Promise((resolve) => {
    const immediate = (globalThis as { setImmediate?: (f: () => void) => unknown }).setImmediate;
    if (immediate !== undefined) immediate(resolve);
    else setTimeout(resolve, 0);
  });
}

/**
 * Runs the conformance properties with fast-check: `numRuns` random games (random seeds, player
 * counts, spell selections, rule profiles, first players, solo difficulties and random
 * policies), each played with random legal actions to its end and checked at every step (see
 * {@link ConformanceCheck}). By default each game is played under one of the two preset rule
 * profiles, `printed` or `digital` (see {@link ConformanceOptions.rules}), so the `numRuns` games
 * are shared between them; `byRules` in the report says how.
 * Resolves with what it covered; rejects with fast-check's report of the (shrunk) counterexample,
 * whose `Scenario` can be rerun with {@link checkScenario}.
 *
 * Needs the optional peer dependency `fast-check` (4.x). Await it: the games are played one after
 * the other, with the event loop running in between.
 * @throws RangeError for a key that is no option, before any game is played (the message names
 * the nearest option: `numRun` gives "did you mean numRuns?"), for a name in `skip` or `policies`
 * that is no check or policy (`termnation` gives "did you mean termination?"), and for a choice
 * left empty (`players: []`); Error fast-check's failure report: the seed and path to replay, the
 * counterexample (a {@link Scenario}), and the message of what broke (usually a
 * {@link ConformanceError}).
 * @example
 * ```ts
 * import { defineSpell } from 'spellbook-engine';
 * import { checkConformance } from 'spellbook-engine/testing';
 *
 * defineSpell(ember); // a homebrew red spell
 * await checkConformance({
 *   numRuns: 50,
 *   spells: ['ember', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
 * });
 * await checkConformance({ numRuns: 50, rules: 'digital' }); // the digital adaptation's rules only
 * ```
 * @group Conformance
 */
export async function checkConformance(options: ConformanceOptions = {}): Promise<ConformanceReport> {
  refuseUnknownOptions(options, CONFORMANCE_OPTION_NAMES, (key, hint) => new RangeError(`checkConformance: unknown option ${JSON.stringify(key)}${hint}`));
  refuseUnknownChecks('checkConformance', options.skip);
  if (options.policies !== undefined) {
    refuseUnknownNames(listOf('checkConformance', 'policies', options.policies), POLICY_MODES,
      (name, hint) => new RangeError(`checkConformance: policies: no policy is named ${JSON.stringify(name)}${hint}`));
  }
  const fc = await loadFastCheck();
  const players = options.players === undefined ? DEFAULT_PLAYERS : typeof options.players === 'number' ? [options.players] : options.players;
  const spells = selections(options.spells);
  const policies = options.policies ?? POLICY_MODES;
  const rules = profiles(options.rules);
  if (players.length === 0 || spells.length === 0 || policies.length === 0 || rules.length === 0) {
    throw new RangeError('checkConformance: players, spells, rules and policies must each offer at least one choice');
  }
  const setup = options.setup;
  const scenarioArb = fc
    .record({
      seed: fc.string({ maxLength: 12 }),
      players: fc.constantFrom(...players),
      spells: fc.constantFrom(...spells),
      firstPlayer: fc.option(fc.nat(3), { nil: undefined }),
      difficulty: fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3),
      rules: fc.constantFrom(...rules),
      policy: fc.constantFrom(...policies),
      policySeed: fc.integer(),
      sampleSeed: fc.integer(),
    })
    .map(({ seed, players: n, spells: selection, firstPlayer, difficulty, rules: profile, policy, policySeed, sampleSeed }): Scenario => {
      const first = firstPlayer === undefined ? undefined : firstPlayer % n;
      let gameOptions: RiggedOptions;
      if (setup !== undefined) {
        const built = setup(seed, { players: n, spells: selection, firstPlayer: first, difficulty, rules: profile });
        gameOptions = {
          ...built,
          ...(built.seed === undefined ? { seed } : {}),
          ...(built.rules === undefined ? { rules: profile } : {}),
        };
      } else {
        gameOptions = {
          players: n, seed, spells: selection, rules: profile,
          ...(first === undefined ? {} : { firstPlayer: first }),
          ...(n === 1 ? { solo: { difficulty } } : {}),
        };
      }
      return { options: gameOptions, policy, policySeed, sampleSeed };
    });
  const settings: ScenarioSettings = {
    ...(options.maxSteps === undefined ? {} : { maxSteps: options.maxSteps }),
    ...(options.skip === undefined ? {} : { skip: options.skip }),
  };
  const totals = { games: 0, steps: 0, listedApplied: 0, refused: 0, drawsCompared: 0, ended: true };
  const byPlayers: Record<number, number> = {};
  const byRules: Partial<Record<RulePresetName | 'mixed', number>> = {};
  let failing = false;
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (scenario) => {
      await breathe();
      try {
        const r = checkScenario(scenario, settings);
        if (!failing) {
          totals.games++;
          totals.steps += r.steps;
          totals.listedApplied += r.listedApplied;
          totals.refused += r.refused;
          totals.drawsCompared += r.drawsCompared;
          totals.ended &&= r.ended;
          byPlayers[scenario.options.players] = (byPlayers[scenario.options.players] ?? 0) + 1;
          const profile = profileName(scenario.options.rules);
          byRules[profile] = (byRules[profile] ?? 0) + 1;
        }
      } catch (e) {
        failing = true;
        throw e;
      }
    }),
    {
      numRuns: options.numRuns ?? 100,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
      endOnFailure: options.shrink === false,
      // The report then says what broke (the ConformanceError's message), not only where.
      includeErrorInReport: true,
    },
  );
  return { ...totals, byPlayers, byRules };
}
