// Conformance properties of the spell effects, on spell-rich starts: rigged games in which every
// player already knows 2 to 6 of the game's spells at random levels (cards of random runes) and
// holds a few familiar materia, played with random legal actions to the end. From a normal deal
// random play mostly casts level-3 spells and rarely reaches Storm, Focus's modes,
// Transmutation's learns, Communion L5's kept materia or Clone's Evening and Morning copies;
// here every spell of the game is usable from the first Day, at every level. The checks are the
// ones of core.test.ts (which holds the full versions and their rationale), computed
// independently of the engine: census, limits, who decides, listed ⇔ legal, refusals with
// documented codes that change nothing, no automatic decision, save/load mid-effect, scoring.
//
// PROPERTY_RUNS, PROPERTY_SEED and PROPERTY_PATH work as in core.test.ts.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, it } from 'vitest';
import {
  COPIES_PER_KIND, FAMILIAR_SPACES, FAMILIAR_VALUES, KIND_COUNT, MATERIA_KINDS, POOL_LIMIT, TOTAL_MATERIA,
  applyAction, colourOf, createGame, currentDecision, deserialize, getSpell, isLegal, kindIndex, legalActions,
  runeOf, scoreGame, serialize,
  type Action, type Decision, type GameOptions, type GameState, type Level, type MateriaKind, type PlayerState,
  type RiggedSpell, type ViolationCode,
} from '../../src/index.js';
import { testRng } from '../helpers.js';
import { actionKey } from '../../src/testing/checks.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const MAX_STEPS = 5_000;
const TIMEOUT = 30_000 + RUNS * 1_500;

function params<T>(numRuns: number, examples: T[] = []): fc.Parameters<T> {
  const seed = process.env.PROPERTY_SEED;
  const path = process.env.PROPERTY_PATH;
  return {
    numRuns,
    examples,
    ...(seed === undefined ? {} : { seed: Number(seed) }),
    ...(path === undefined ? {} : { path }),
  };
}

const CODES: ReadonlySet<ViolationCode> = new Set<ViolationCode>([
  'malformed-action', 'game-over', 'not-your-turn', 'wrong-phase', 'pool-full', 'not-on-altar', 'not-in-pool',
  'familiar-full', 'nothing-to-draw', 'spell-not-in-game', 'already-learned', 'invalid-payment',
  'not-learned', 'learned-today', 'level-unavailable', 'not-usable', 'wrong-step', 'not-an-option',
]);

class PropertyFailure extends Error {}

function fail(message: string, details?: unknown): never {
  throw new PropertyFailure(details === undefined ? message : `${message}\n${JSON.stringify(details)}`);
}

function check(condition: boolean, message: string, details?: unknown): asserts condition {
  if (!condition) fail(message, details);
}

// ---------------------------------------------------------------------------------------------
// Spell-rich scenarios

type Selection = 'set1' | 'set2' | 'set3' | 'classic';
const SELECTIONS: readonly Selection[] = ['set1', 'set2', 'set3', 'classic'];
/** `caster`: nearly always casts when it can, often learns, then uniform (reaches nested effects). */
type PolicyMode = 'uniform' | 'by-type' | 'caster';
const POLICY_MODES: readonly PolicyMode[] = ['uniform', 'by-type', 'caster'];

interface RichScenario {
  readonly selection: Selection;
  readonly players: number;
  readonly seed: string;
  /** Seed of the rig (which spells, levels, runes and familiar materia). */
  readonly rig: number;
  readonly policy: number;
  readonly mode: PolicyMode;
}

const richArb: fc.Arbitrary<RichScenario> = fc.record({
  selection: fc.constantFrom(...SELECTIONS),
  players: fc.integer({ min: 2, max: 4 }),
  seed: fc.string({ maxLength: 12 }),
  rig: fc.integer(),
  policy: fc.integer(),
  mode: fc.constantFrom(...POLICY_MODES),
});

/** The fixed first runs: every selection with every policy. */
const RICH_EXAMPLES: readonly RichScenario[] = POLICY_MODES.flatMap((mode, m) => SELECTIONS.map((selection, s): RichScenario => ({
  selection, players: 2 + ((s + m) % 3), seed: `rich-${selection}-${mode}`, rig: 101 + s + 4 * m, policy: 7 + s + 4 * m, mode,
})));

/** A small seeded helper over the test generator. */
class Picker {
  constructor(readonly rand: () => number) {}
  int(n: number): number {
    return Math.floor(this.rand() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)] as T;
  }
}

/**
 * The options of a spell-rich start: the selection's spells (resolved once for `classic`), each
 * seat with 2 to 6 of them learned on Day 0 (usable at once) at random levels, and 0 to 8
 * familiar materia; the rest (altar, pools) is dealt as usual.
 */
function richOptions(sc: RichScenario): GameOptions {
  const spells = [...createGame({ players: sc.players, seed: sc.seed, spells: sc.selection, firstPlayer: 0 }).spells];
  const pk = new Picker(testRng(sc.rig));
  const used = new Array<number>(KIND_COUNT).fill(0);
  const take = (m: MateriaKind): MateriaKind => {
    used[kindIndex(m)] = (used[kindIndex(m)] as number) + 1;
    return m;
  };
  const learned: RiggedSpell[][] = [];
  const familiars: MateriaKind[][] = [];
  for (let seat = 0; seat < sc.players; seat++) {
    const mine = spells.filter(() => pk.int(2) === 0).slice(0, 6);
    while (mine.length < 2) {
      const extra = pk.pick(spells);
      if (!mine.includes(extra)) mine.push(extra);
    }
    learned.push(mine.map((spell) => {
      const kinds = MATERIA_KINDS.filter((m) => colourOf(m) === getSpell(spell).colour && (used[kindIndex(m)] as number) < COPIES_PER_KIND);
      return { spell, level: pk.pick<Level>([3, 4, 5]), card: take(pk.pick(kinds)), day: 0 };
    }));
    const board: MateriaKind[] = [];
    for (let n = pk.int(9); n > 0; n--) board.push(take(pk.pick(MATERIA_KINDS.filter((m) => (used[kindIndex(m)] as number) < COPIES_PER_KIND - 1))));
    familiars.push(board);
  }
  return { players: sc.players, seed: sc.seed, spells, firstPlayer: (sc.rig >>> 0) % sc.players, setup: { learned, familiars } };
}

function pickFrom<T>(list: readonly T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function choose(options: readonly Action[], rand: () => number, mode: PolicyMode): Action {
  if (mode === 'caster') {
    const casts = options.filter((a) => a.type === 'cast');
    if (casts.length > 0 && rand() < 0.9) return pickFrom(casts, rand);
    const learns = options.filter((a) => a.type === 'learn');
    if (learns.length > 0 && rand() < 0.5) return pickFrom(learns, rand);
  }
  if (mode === 'by-type') {
    const types = [...new Set(options.map((a) => a.type))];
    const type = pickFrom(types, rand);
    return pickFrom(options.filter((a) => a.type === type), rand);
  }
  return pickFrom(options, rand);
}

interface Step {
  readonly index: number;
  readonly before: GameState;
  readonly legal: readonly Action[];
  readonly decision: Decision;
  readonly action: Action;
  readonly after: GameState;
}

function play(sc: RichScenario, onStep: (step: Step) => void): { initial: GameState; final: GameState } {
  const rand = testRng(sc.policy);
  const initial = createGame(richOptions(sc));
  let s = initial;
  for (let index = 0; s.phase !== 'ended'; index++) {
    check(index < MAX_STEPS, `the game did not end within ${MAX_STEPS} actions`, { day: s.day });
    const legal = legalActions(s);
    check(legal.length > 0, `step ${index}: a game that is not over has no legal action`, currentDecision(s));
    const decision = currentDecision(s);
    const action = choose(legal, rand, sc.mode);
    const r = applyAction(s, action);
    if (!r.ok) fail(`step ${index}: a listed action was refused: ${r.error.code}: ${r.error.message}`, action);
    onStep({ index, before: s, legal, decision, action, after: r.state });
    s = r.state;
  }
  return { initial, final: s };
}

function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function property(name: string, predicate: (sc: RichScenario, pk: Picker) => void): void {
  it(name, async () => {
    await fc.assert(fc.asyncProperty(richArb, fc.integer(), async (sc, extra) => {
      await breathe();
      predicate(sc, new Picker(testRng(extra)));
    }), params(RUNS, RICH_EXAMPLES.map((sc, i): [RichScenario, number] => [sc, 31 * (i + 1)])));
  }, TIMEOUT);
}

// ---------------------------------------------------------------------------------------------
// Independent checks (see core.test.ts)

function checkCensus(s: GameState, when: string): void {
  const c = new Array<number>(KIND_COUNT).fill(0);
  const addCounts = (counts: readonly number[]): void => {
    check(counts.length === KIND_COUNT && counts.every((n) => Number.isInteger(n) && n >= 0), `${when}: bad counts`, counts);
    for (let i = 0; i < KIND_COUNT; i++) c[i] = (c[i] as number) + (counts[i] as number);
  };
  const addKind = (m: MateriaKind): void => {
    c[kindIndex(m)] = (c[kindIndex(m)] as number) + 1;
  };
  addCounts(s.pouch);
  s.pouchTop.forEach(addKind);
  addCounts(s.altar);
  addCounts(s.discard);
  for (const p of s.players) {
    addCounts(p.pool);
    p.familiar.forEach(addKind);
    for (const l of p.spells) addKind(l.card);
  }
  check(c.reduce((a, b) => a + b, 0) === TOTAL_MATERIA && c.every((n) => n === COPIES_PER_KIND), `${when}: materia not conserved`, c);
  s.players.forEach((p, seat) => {
    const pool = p.pool.reduce((a, b) => a + b, 0);
    check(pool <= POOL_LIMIT && p.familiar.length <= FAMILIAR_SPACES, `${when}: player ${seat} holds ${pool} in the pool, ${p.familiar.length} on the board`);
  });
}

/** The seat that must act: the taker of a waiting take, else the waiting effect's actor, else the active player. */
function expectedDecider(s: GameState): number {
  const frame = s.pending[s.pending.length - 1];
  const step = frame?.steps[0];
  if (frame === undefined || step === undefined) return s.active;
  return step.step === 'take' ? step.taker : frame.actor;
}

const AUTOMATIC = new Set(['draw', 'draw-until', 'reveal', 'others-draw', 'lower', 'check-end']);

/** Candidates of every type: all kinds and casts for the decider, a sample for other seats. */
function candidates(s: GameState, who: number, legal: readonly Action[], pk: Picker): Action[] {
  const out: Action[] = [];
  const n = s.players.length;
  const me = s.players[who] as PlayerState;
  const levels: Level[] = [3, 4, 5];
  for (let player = 0; player <= n; player++) {
    out.push({ type: 'draw', player }, { type: 'pass', player }, { type: 'stop', player });
    if (player !== who) {
      out.push({ type: 'pick', player, materia: pk.pick(MATERIA_KINDS) });
      out.push({ type: 'cast', player, spell: pk.pick(s.spells), level: pk.pick(levels) });
      continue;
    }
    for (const materia of MATERIA_KINDS) out.push({ type: 'take', player, materia }, { type: 'store', player, materia }, { type: 'pick', player, materia });
    for (const spell of s.spells) {
      out.push({ type: 'raise', player, spell });
      for (const level of levels) {
        out.push({ type: 'cast', player, spell, level });
        for (let from = 0; from <= n; from++) out.push({ type: 'cast', player, spell, level, from });
      }
    }
    for (const mode of ['store', 'take', 'x']) out.push({ type: 'mode', player, mode });
    const pool = MATERIA_KINDS.filter((m) => (me.pool[kindIndex(m)] as number) > 0);
    const table = MATERIA_KINDS.filter((m) => (s.altar[kindIndex(m)] as number) > 0 || me.familiar.includes(m));
    for (let k = 0; k < 8; k++) {
      out.push({ type: 'swap', player, give: pk.pick(pool.length > 0 ? pool : MATERIA_KINDS), get: pk.pick(table.length > 0 ? table : MATERIA_KINDS) });
    }
    // Listed learns with one paid token changed, and listed swaps turned around.
    for (const a of legal) {
      if (a.type === 'swap') out.push({ type: 'swap', player, give: a.get, get: a.give });
      if (a.type === 'learn' && pk.int(8) === 0) {
        const spend = a.spend.slice();
        spend[pk.int(spend.length)] = pk.pick(MATERIA_KINDS);
        out.push({ ...a, spend }, { ...a, onCard: pk.pick(MATERIA_KINDS) });
      }
    }
  }
  return out;
}

/** Knowledge, Feast L5 and Communion L4 recomputed from the final board (RULES.md §7). */
function variablePoints(p: PlayerState, s: PlayerState['spells'][number]): number | undefined {
  const others = p.spells.filter((o) => o.spell !== s.spell);
  if (s.spell === 'knowledge') return s.level === 3 ? others.length : s.level === 5 ? 2 * others.length : others.reduce((n, o) => n + (o.level >= 4 ? 2 : 1), 0);
  if (s.spell === 'feast' && s.level === 5) return new Set(p.familiar.map((m) => colourOf(m))).size;
  if (s.spell === 'communion' && s.level === 4) return p.familiar.filter((m) => runeOf(m) === runeOf(s.card)).length;
  return undefined;
}

// ---------------------------------------------------------------------------------------------

describe('spell properties (spell-rich rigged starts, random legal play to the end of the game)', () => {
  property('(s1) at every step: materia conserved, limits kept, the decider alone listed, listed actions legal and distinct, no automatic decision, save/load mid-effect', (sc, pk) => {
    let loaded: GameState | undefined;
    const { initial } = play(sc, ({ index, before, legal, decision, action, after }) => {
      const where = `step ${index}`;
      checkCensus(after, `after ${where}`);
      check(decision.kind !== 'game-over' && decision.player === expectedDecider(before), `${where}: the decision is not for the seat that must act`, decision);
      if (decision.kind === 'effect') {
        check(!AUTOMATIC.has(decision.step.step), `${where}: the game waits on an automatic step`, decision);
        check(legal.length >= 2, `${where}: an effect decision with a single option ${JSON.stringify(legal)}`, decision);
        check(legal.every((a) => a.type !== 'pass'), `${where}: pass is listed while an effect waits`);
      } else {
        check(legal[legal.length - 1]?.type === 'pass', `${where}: pass is not listed last in a phase`);
      }
      const keys = new Set<string>();
      for (const a of legal) {
        const key = actionKey(a);
        check(!keys.has(key), `${where}: ${key} is listed twice`);
        keys.add(key);
        check(a.player === decision.player, `${where}: ${key} is listed for seat ${a.player}, but seat ${decision.player} decides`);
        // Every listed action except most learns (their payments are checked in core.test.ts) is applied.
        if (a.type === 'learn' && pk.int(16) !== 0) continue;
        check(isLegal(before, a), `${where}: isLegal refuses the listed ${key}`);
        const r = applyAction(before, a);
        if (!r.ok) fail(`${where}: the listed ${key} was refused: ${r.error.code}`);
        checkCensus(r.state, `after the listed ${key}`);
      }
      // Save and load: deep-equal, and the loaded state goes on like the original.
      const from = loaded ?? deserialize(serialize(before));
      check(isDeepStrictEqual(from, before), `${where}: deserialize(serialize(state)) differs`, before.pending);
      const again = applyAction(from, action);
      check(again.ok && isDeepStrictEqual(again.state, after), `${where}: the loaded state goes on differently`, action);
      loaded = deserialize(serialize(after));
      check(isDeepStrictEqual(loaded, after), `${where}: deserialize(serialize(state)) differs after the step`, after.pending);
    });
    checkCensus(initial, 'after setup');
  });

  property('(s2) actions not listed are refused with a documented code (not-your-turn for other seats) and change nothing', (sc, pk) => {
    const { final } = play(sc, ({ index, before, legal, decision }) => {
      const where = `step ${index}`;
      const who = decision.kind === 'game-over' ? -1 : decision.player;
      const keys = new Set(legal.map(actionKey));
      const snapshot = structuredClone(before);
      for (const c of candidates(before, who, legal, pk)) {
        const key = actionKey(c);
        const listed = keys.has(key);
        check(isLegal(before, c) === listed, `${where}: isLegal disagrees with legalActions on ${key}`, { decision });
        if (listed) continue;
        const r = applyAction(before, c);
        if (r.ok) fail(`${where}: applyAction accepted ${key}, which is not listed`);
        check(CODES.has(r.error.code), `${where}: undocumented code ${r.error.code}`, c);
        if (c.player !== who) check(r.error.code === 'not-your-turn', `${where}: ${key} refused as ${r.error.code}, not not-your-turn`, decision);
        else if (decision.kind === 'effect' && c.type === 'pass') check(r.error.code === 'wrong-step', `${where}: a pass during an effect refused as ${r.error.code}`);
      }
      check(isDeepStrictEqual(before, snapshot), `${where}: refused actions changed the state`);
    });
    check(currentDecision(final).kind === 'game-over' && legalActions(final).length === 0, 'actions are listed after the end');
  });

  property('(s3) every spell-rich game ends, scores consistently (variable points recomputed) and gives every player the same number of Days', (sc) => {
    const days = new Map<number, number>();
    const { initial, final } = play(sc, ({ before, after }) => {
      if (after.day !== before.day || after.phase === 'ended') days.set(before.active, (days.get(before.active) ?? 0) + 1);
    });
    const counts = initial.players.map((_, seat) => days.get(seat) ?? 0);
    check(counts.every((d) => d === counts[0]), `players played different numbers of Days: ${counts.join(', ')}`);
    check(final.endTrigger !== null && final.pending.length === 0, 'the game ended without a trigger or with an effect pending');
    const sheet = scoreGame(final);
    sheet.players.forEach((ps, seat) => {
      const p = final.players[seat] as PlayerState;
      let sum = FAMILIAR_VALUES[p.familiar.length] as number;
      check(ps.familiar.points === sum, `player ${seat}: familiar scores ${ps.familiar.points}, not ${sum}`);
      ps.spells.forEach((row, i) => {
        const learned = p.spells[i] as PlayerState['spells'][number];
        check(row.spell === learned.spell && row.level === learned.level, `player ${seat}: row ${i} is not the learned spell`);
        const variable = variablePoints(p, learned);
        check(row.variable === (variable !== undefined), `player ${seat}: ${row.spell} L${row.level} variable flag is ${row.variable}`);
        const expected = variable ?? getSpell(learned.spell).levels[learned.level].points;
        check(row.points === expected, `player ${seat}: ${row.spell} L${row.level} scores ${row.points}, not ${String(expected)}`, { familiar: p.familiar, spells: p.spells });
        sum += row.points;
      });
      check(ps.spells.length === p.spells.length && ps.total === sum, `player ${seat}: total ${ps.total}, recomputed ${sum}`);
    });
  });
});
