// Conformance properties of the spell effects, on spell-rich starts: rigged games in which every
// player already knows 2 to 6 of the game's spells at random levels (cards of random runes) and
// holds a few familiar materia, played with random legal actions to the end. From a normal deal
// random play mostly casts level-3 spells and rarely reaches Storm, Focus's modes,
// Transmutation's learns, Communion L5's kept materia or Clone's Evening and Morning copies;
// here every spell of the game is usable from the first Day, at every level. The checks are the
// ones of core.test.ts (which holds the full versions and their rationale), computed
// independently of the engine: census and limits (the kit's), who decides (scenarios.ts), listed
// ⇔ legal, refusals with documented codes that change nothing, no automatic decision, save/load
// mid-effect, scoring (the card table in tests/oracle). Every property runs under each preset rule
// profile, on the same fixed examples.
//
// PROPERTY_RUNS, PROPERTY_SEED and PROPERTY_PATH work as in core.test.ts.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, it } from 'vitest';
import {
  COPIES_PER_KIND, KIND_COUNT, MATERIA_KINDS, VIOLATION_CODES, applyAction, colourOf, createGame, createRiggedGame, currentDecision,
  deserialize, getSpell, isLegal, kindIndex, legalActions, scoreGame, serialize, type Action, type Decision,
  type GameOptions, type RiggedOptions, type GameState, type Level, type MateriaKind, type PlayerState, type RiggedSpell, type RulePresetName,
} from '../../src/index.js';
import { FAMILIAR_POINTS, spellPoints, variablePoints } from '../oracle/cards.js';
import {
  PRESET_NAMES, Picker, actionKey, assertConserved, breathe, check, fail, propertyParams, randomPolicy, xorshift, type Policy,
} from '../kit/index.js';
import { AUTOMATIC_STEPS, MAX_STEPS, RUNS, TIMEOUT, expectedDecider } from './scenarios.js';

const CODE_SET: ReadonlySet<string> = new Set(VIOLATION_CODES);

// ---------------------------------------------------------------------------------------------
// Spell-rich scenarios

type Selection = 'set1' | 'set2' | 'set3' | 'classic';
const SELECTIONS: readonly Selection[] = ['set1', 'set2', 'set3', 'classic'];
/** `caster`: nearly always casts when it can, often learns, then uniform (reaches nested effects). */
type PolicyMode = 'uniform' | 'by-type' | 'caster';
const POLICY_MODES: readonly PolicyMode[] = ['uniform', 'by-type', 'caster'];

interface RichScenario {
  /** The rule profile, one preset per suite. */
  readonly rules: RulePresetName;
  readonly selection: Selection;
  readonly players: 1 | 2 | 3 | 4;
  readonly seed: string;
  /** Seed of the rig (which spells, levels, runes and familiar materia). */
  readonly rig: number;
  readonly policy: number;
  readonly mode: PolicyMode;
}

function richArb(rules: RulePresetName): fc.Arbitrary<RichScenario> {
  return fc.record({
    rules: fc.constant(rules),
    selection: fc.constantFrom(...SELECTIONS),
    players: fc.integer({ min: 2, max: 4 }).map((n) => n as 1 | 2 | 3 | 4),
    seed: fc.string({ maxLength: 12 }),
    rig: fc.integer(),
    policy: fc.integer(),
    mode: fc.constantFrom(...POLICY_MODES),
  });
}

/** The fixed first runs under `rules`: every selection with every policy (the same games under either preset). */
function richExamples(rules: RulePresetName): readonly RichScenario[] {
  return POLICY_MODES.flatMap((mode, m) => SELECTIONS.map((selection, s): RichScenario => ({
    rules, selection, players: (2 + ((s + m) % 3)) as 1 | 2 | 3 | 4, seed: `rich-${selection}-${mode}`, rig: 101 + s + 4 * m, policy: 7 + s + 4 * m, mode,
  })));
}

/**
 * The options of a spell-rich start: the selection's spells (resolved once for `classic`), each
 * seat with 2 to 6 of them learned on Day 0 (usable at once) at random levels, and 0 to 8
 * familiar materia; the rest (altar, pools) is dealt as usual.
 */
function richOptions(sc: RichScenario): RiggedOptions {
  const spells = [...createGame({ players: sc.players, seed: sc.seed, spells: sc.selection, rules: sc.rules, firstPlayer: 0 }).spells];
  const pk = new Picker(xorshift(sc.rig));
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
  return { players: sc.players, seed: sc.seed, spells, rules: sc.rules, firstPlayer: (sc.rig >>> 0) % sc.players, setup: { learned, familiars } };
}

/** The scenario's policy: the kit's random policies, or `caster`. */
function policyOf(sc: RichScenario): Policy {
  if (sc.mode !== 'caster') return randomPolicy(sc.policy, sc.mode);
  const pk = new Picker(xorshift(sc.policy));
  return (_state, options) => {
    const casts = options.filter((a) => a.type === 'cast');
    if (casts.length > 0 && pk.rand() < 0.9) return pk.pick(casts);
    const learns = options.filter((a) => a.type === 'learn');
    if (learns.length > 0 && pk.rand() < 0.5) return pk.pick(learns);
    return pk.pick(options);
  };
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
  const policy = policyOf(sc);
  const initial = createRiggedGame(richOptions(sc));
  let s = initial;
  for (let index = 0; s.phase !== 'ended'; index++) {
    check(index < MAX_STEPS, `the game did not end within ${MAX_STEPS} actions`, { day: s.day });
    const legal = legalActions(s);
    check(legal.length > 0, `step ${index}: a game that is not over has no legal action`, currentDecision(s));
    const decision = currentDecision(s);
    const action = policy(s, legal);
    const r = applyAction(s, action);
    if (!r.ok) fail(`step ${index}: a listed action was refused: ${r.error.code}: ${r.error.message}`, action);
    onStep({ index, before: s, legal, decision, action, after: r.state });
    s = r.state;
  }
  return { initial, final: s };
}

function property(name: string, rules: RulePresetName, predicate: (sc: RichScenario, pk: Picker) => void): void {
  it(name, async () => {
    await fc.assert(fc.asyncProperty(richArb(rules), fc.integer(), async (sc, extra) => {
      await breathe();
      predicate(sc, new Picker(xorshift(extra)));
    }), propertyParams(RUNS, richExamples(rules).map((sc, i): [RichScenario, number] => [sc, 31 * (i + 1)])));
  }, TIMEOUT);
}

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

// ---------------------------------------------------------------------------------------------

describe.each(PRESET_NAMES)('spell properties under the %s rules (spell-rich rigged starts, random legal play to the end of the game)', (rules) => {
  property('(s1) at every step: materia conserved, limits kept, the decider alone listed, listed actions legal and distinct, no automatic decision, save/load mid-effect', rules, (sc, pk) => {
    let loaded: GameState | undefined;
    const { initial } = play(sc, ({ index, before, legal, decision, action, after }) => {
      const where = `step ${index}`;
      assertConserved(after);
      check(decision.kind !== 'game-over' && decision.player === expectedDecider(before), `${where}: the decision is not for the seat that must act`, decision);
      if (decision.kind === 'effect') {
        check(!AUTOMATIC_STEPS.has(decision.step.step), `${where}: the game waits on an automatic step`, decision);
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
        assertConserved(r.state);
      }
      // Save and load: deep-equal, and the loaded state goes on like the original.
      const from = loaded ?? deserialize(serialize(before));
      check(isDeepStrictEqual(from, before), `${where}: deserialize(serialize(state)) differs`, before.pending);
      const again = applyAction(from, action);
      check(again.ok && isDeepStrictEqual(again.state, after), `${where}: the loaded state goes on differently`, action);
      loaded = deserialize(serialize(after));
      check(isDeepStrictEqual(loaded, after), `${where}: deserialize(serialize(state)) differs after the step`, after.pending);
    });
    assertConserved(initial);
  });

  property('(s2) actions not listed are refused with a documented code (not-your-turn for other seats) and change nothing', rules, (sc, pk) => {
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
        check(CODE_SET.has(r.error.code), `${where}: undocumented code ${r.error.code}`, c);
        if (c.player !== who) check(r.error.code === 'not-your-turn', `${where}: ${key} refused as ${r.error.code}, not not-your-turn`, decision);
        else if (decision.kind === 'effect' && c.type === 'pass') check(r.error.code === 'wrong-step', `${where}: a pass during an effect refused as ${r.error.code}`);
      }
      check(isDeepStrictEqual(before, snapshot), `${where}: refused actions changed the state`);
    });
    check(currentDecision(final).kind === 'game-over' && legalActions(final).length === 0, 'actions are listed after the end');
  });

  property('(s3) every spell-rich game ends, scores consistently (variable points recomputed) and gives every player the same number of Days', rules, (sc) => {
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
      let sum = FAMILIAR_POINTS[p.familiar.length] as number;
      check(ps.familiar.points === sum, `player ${seat}: familiar scores ${ps.familiar.points}, not ${sum}`);
      ps.spells.forEach((row, i) => {
        const learned = p.spells[i] as PlayerState['spells'][number];
        check(row.spell === learned.spell && row.level === learned.level, `player ${seat}: row ${i} is not the learned spell`);
        const variable = variablePoints(p, learned);
        check(row.variable === (variable !== undefined), `player ${seat}: ${row.spell} L${row.level} variable flag is ${row.variable}`);
        const expected = spellPoints(p, learned);
        check(row.points === expected, `player ${seat}: ${row.spell} L${row.level} scores ${row.points}, not ${String(expected)}`, { familiar: p.familiar, spells: p.spells });
        sum += row.points;
      });
      check(ps.spells.length === p.spells.length && ps.total === sum, `player ${seat}: total ${ps.total}, recomputed ${sum}`);
    });
  });
});
