// Conformance properties of the engine's lists and refusals (the frame is in scenarios.ts): only
// the seat that decides has actions, every listed action applies, and everything a client could
// send that is not listed (well-formed or not, of any seat, after the end) is refused with a
// documented violation and changes nothing; under each preset rule profile. The candidates are
// built here, independently of the engine and of the kit's conformance checks.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, it } from 'vitest';
import {
  BUILTIN_SPELL_IDS, KIND_COUNT, MATERIA_KINDS, VIOLATION_CODES, applyAction, availableLevels, colourOf,
  currentDecision, getSpell, isLegal, kindIndex, kindsOf, legalActions, type Action, type Decision, type GameState,
  type Level, type MateriaKind, type PlayerState,
} from '../../src/index.js';
import {
  PRESET_NAMES, Picker, actionKey, assertConserved, breathe, check, deepFreeze, fail, plainEqual, propertyParams, xorshift,
} from '../kit/index.js';
import {
  PRIMARY_OF, RUNS, TIMEOUT, answerTypes, answersNothing, expectedDecider, play, property, scenarioArb, scenarioExamples,
  type Scenario,
} from './scenarios.js';

const CODE_SET: ReadonlySet<string> = new Set(VIOLATION_CODES);

/** Checks the listed casts of a decision: whose card, which phase, which level, learned when. */
function checkListedCast(s: GameState, decision: Decision, a: Extract<Action, { type: 'cast' }>, where: string): void {
  const key = actionKey(a);
  let phase: string;
  let copy: boolean;
  if (decision.kind === 'phase') {
    phase = decision.phase;
    copy = false;
  } else {
    check(decision.kind === 'effect' && decision.step.step === 'phase-action', `${where}: ${key} is listed outside a phase or a phase-action step`);
    phase = decision.step.phase;
    copy = decision.step.as === 'copy';
  }
  const owner = a.from ?? a.player;
  if (copy) {
    check(a.from !== undefined && a.from !== a.player && a.from < s.players.length, `${where}: the copy ${key} does not name another player`);
    check(getSpell(a.spell).copyable !== false, `${where}: ${key} copies a spell that cannot be copied`);
  } else {
    check(a.from === undefined, `${where}: ${key} names \`from\` outside a Clone copy`);
  }
  const learned = (s.players[owner] as PlayerState).spells.find((l) => l.spell === a.spell);
  check(learned !== undefined, `${where}: ${key}: player ${owner} has not learned ${a.spell}`);
  check(getSpell(a.spell).phase === phase, `${where}: ${key} is not a ${phase} spell`);
  if (!copy) check(learned.day < s.day, `${where}: ${key} was learned this Day (${learned.day})`);
  check(learned.level >= a.level, `${where}: ${key} is above the card's level ${learned.level}`);
  check(availableLevels(s, owner, a.spell).includes(a.level), `${where}: ${key} is not an available level`, availableLevels(s, owner, a.spell));
}

// ---------------------------------------------------------------------------------------------
// Candidate actions for (f): everything a client could send, legal or not

/** Payments to try: sub-multisets of `pool`, multisets not in it, shuffled listed payments. */
function candidateSpends(pool: readonly number[], legal: readonly Action[], pk: Picker): MateriaKind[][] {
  const inPool = kindsOf(pool);
  const spends: MateriaKind[][] = [];
  // Random sub-multisets of the pool, one of any size and one of a learnable size.
  spends.push(pk.shuffle(inPool).slice(0, pk.int(inPool.length + 1)));
  spends.push(pk.shuffle(inPool).slice(0, Math.min(inPool.length, 3 + pk.int(7))));
  // Not in the pool: a sub-multiset plus one token of a kind the rest of the pool lacks.
  const sub = pk.shuffle(inPool).slice(0, pk.int(inPool.length + 1));
  const used = new Array<number>(KIND_COUNT).fill(0);
  for (const m of sub) used[kindIndex(m)] = (used[kindIndex(m)] as number) + 1;
  const lacking = MATERIA_KINDS.filter((_, i) => (used[i] as number) >= (pool[i] as number));
  spends.push(pk.shuffle([...sub, pk.pick(lacking)]));
  // A listed payment in another order, and the same with one token changed.
  const learns = legal.filter((a): a is Extract<Action, { type: 'learn' }> => a.type === 'learn');
  if (learns.length > 0) {
    const listed = pk.shuffle(pk.pick(learns).spend);
    spends.push(listed);
    const changed = listed.slice();
    changed[pk.int(changed.length)] = pk.pick(MATERIA_KINDS);
    spends.push(changed);
  }
  return spends;
}

/** Malformed inputs an untrusted client could send (`p`: the seat that must act). */
function malformedCandidates(s: GameState, p: number, pk: Picker): unknown[] {
  const spell = pk.pick(s.spells);
  const kind = pk.pick(MATERIA_KINDS);
  return [
    null, undefined, 42, 'draw', [], [{ type: 'draw', player: p }],
    {}, { type: 'draw' }, { player: p }, { type: 'Draw', player: p }, { type: 'stop' }, { type: 'STOP', player: p },
    { type: 'draw', player: -1 }, { type: 'draw', player: 0.5 }, { type: 'draw', player: String(p) },
    { type: 'pass', player: Number.NaN }, { type: 'pass', player: null }, { type: 'stop', player: Infinity },
    { type: 'take', player: p }, { type: 'take', player: p, materia: 'red-round' }, { type: 'store', player: p, materia: 7 },
    { type: 'take', player: p, materia: kind.toUpperCase() },
    { type: 'pick', player: p }, { type: 'pick', player: p, materia: 'constructor' }, { type: 'pick', player: p, materia: ['red-circle'] },
    { type: 'swap', player: p, give: kind }, { type: 'swap', player: p, get: kind }, { type: 'swap', player: p, give: 3, get: kind },
    { type: 'swap', player: p, give: kind, get: '__proto__' },
    { type: 'raise', player: p }, { type: 'raise', player: p, spell: 5 }, { type: 'raise', player: p, spell: [spell] },
    { type: 'mode', player: p }, { type: 'mode', player: p, mode: null }, { type: 'mode', player: p, mode: 1 },
    { type: 'cast', player: p }, { type: 'cast', player: p, level: 3 }, { type: 'cast', player: p, spell, level: 6 },
    { type: 'cast', player: p, spell, level: '3' }, { type: 'cast', player: p, spell: 'no-such-spell', level: 3 },
    { type: 'cast', player: p, spell: 'toString', level: 3 }, { type: 'cast', player: p, spell, level: 3, from: -1 },
    { type: 'cast', player: p, spell, level: 3, from: 0.5 }, { type: 'cast', player: p, spell, level: 3, from: '1' },
    { type: 'learn', player: p, spell, level: 6, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell, level: '3', onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell: 7, level: 3, onCard: 'red-circle', spend: [] },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red', spend: [] },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red-circle' },
    { type: 'learn', player: p, spell, level: 3, onCard: 'red-circle', spend: 'red-circle' },
    { type: 'learn', player: p, spell, level: 4, onCard: 'red-circle', spend: ['red-circle', 'blue'] },
  ];
}

/** A candidate action with its canonical key (computed once per payment, not per candidate). */
interface Candidate {
  readonly action: Action;
  readonly key: string;
}

/** True when the decision may be answered by a Learn (the Evening, a Clone L4 copy, Transmutation). */
function learnsOpen(s: GameState, decision: Decision): boolean {
  if (decision.kind === 'phase') return decision.phase === 'evening';
  if (decision.kind !== 'effect') return false;
  return decision.step.step === 'learn' || (decision.step.step === 'phase-action' && decision.step.phase === 'evening');
}

/**
 * Well-formed candidates of every action type. For the seat that must decide: every take,
 * store and pick by kind, every cast of the game's spells (and one spell not in the game) at
 * every level, without `from` and copying from every seat (its own, others, one that does not
 * exist), every raise, the modes 'store', 'take' and 'x', sampled swaps (random pairs, pairs of
 * its pool × altar and familiar kinds, listed swaps with a side changed), and learns: where a
 * Learn may answer, the product of the game's spells × levels × card kinds × payments, plus
 * spells not in the game. For the other seats (and seats that do not exist): a sample of each
 * type. After the end of the game, `decider` is the seat that was active.
 */
function wellFormedCandidates(s: GameState, decision: Decision, legal: readonly Action[], pk: Picker): Candidate[] {
  const out: Candidate[] = [];
  const add = (action: Action): void => {
    out.push({ action, key: actionKey(action) });
  };
  const who = decision.kind === 'game-over' ? s.active : decision.player;
  const me = s.players[who] as PlayerState;
  const n = s.players.length;
  const seats = [...s.players.keys(), n, n + 3];
  const notInGame = BUILTIN_SPELL_IDS.filter((id) => !s.spells.includes(id));
  const castable = [...s.spells, pk.pick(notInGame)];
  const levels: Level[] = [3, 4, 5];
  const froms = [undefined, ...s.players.keys(), n];
  const cast = (player: number, spell: string, level: Level, from: number | undefined): void => {
    add(from === undefined ? { type: 'cast', player, spell, level } : { type: 'cast', player, spell, level, from });
  };
  const onTable = MATERIA_KINDS.filter((m) => (s.altar[kindIndex(m)] as number) > 0 || me.familiar.includes(m));
  for (const player of seats) {
    add({ type: 'draw', player });
    add({ type: 'pass', player });
    add({ type: 'stop', player });
    if (player === who) {
      for (const materia of MATERIA_KINDS) {
        add({ type: 'take', player, materia });
        add({ type: 'store', player, materia });
        add({ type: 'pick', player, materia });
      }
      for (const spell of castable) for (const level of levels) for (const from of froms) cast(player, spell, level, from);
      for (const spell of [...s.spells, pk.pick(notInGame), 'no-such-spell']) add({ type: 'raise', player, spell });
      for (const mode of ['store', 'take', 'x']) add({ type: 'mode', player, mode });
      const mine = kindsOf(me.pool);
      for (let k = 0; k < 6; k++) {
        add({ type: 'swap', player, give: pk.pick(MATERIA_KINDS), get: pk.pick(MATERIA_KINDS) });
        if (mine.length > 0 && onTable.length > 0) add({ type: 'swap', player, give: pk.pick(mine), get: pk.pick(onTable) });
      }
      const swaps = legal.filter((a): a is Extract<Action, { type: 'swap' }> => a.type === 'swap');
      for (let k = 0; k < 3 && swaps.length > 0; k++) {
        const listed = pk.pick(swaps);
        add({ type: 'swap', player, give: pk.pick(MATERIA_KINDS), get: listed.get });
        add({ type: 'swap', player, give: listed.give, get: pk.pick(MATERIA_KINDS) });
        add({ type: 'swap', player, give: listed.get, get: listed.give });
      }
    } else {
      add({ type: 'take', player, materia: pk.pick(MATERIA_KINDS) });
      add({ type: 'store', player, materia: pk.pick(MATERIA_KINDS) });
      add({ type: 'pick', player, materia: pk.pick(MATERIA_KINDS) });
      cast(player, pk.pick(castable), pk.pick(levels), pk.pick(froms));
      cast(player, pk.pick(s.spells), pk.pick(levels), undefined);
      add({ type: 'raise', player, spell: pk.pick(s.spells) });
      add({ type: 'mode', player, mode: pk.pick(['store', 'take']) });
      add({ type: 'swap', player, give: pk.pick(MATERIA_KINDS), get: pk.pick(MATERIA_KINDS) });
    }
  }
  const spends = candidateSpends(me.pool, legal, pk);
  const unknown = [pk.pick(notInGame), 'no-such-spell'];
  if (learnsOpen(s, decision)) {
    const player = who;
    for (const spend of spends) {
      const sorted = [...spend].sort().join(',');
      const learn = (spell: string, level: Level, onCard: MateriaKind): void => {
        out.push({ action: { type: 'learn', player, spell, level, onCard, spend }, key: `learn|${player}|${spell}|${level}|${onCard}|${sorted}` });
      };
      for (const spell of s.spells) {
        // The spell's three kinds on the card, at every level.
        const cards = MATERIA_KINDS.filter((m) => colourOf(m) === getSpell(spell).colour);
        for (const level of levels) for (const onCard of cards) learn(spell, level, onCard);
      }
      // Cards of another colour (often one of the payment), and spells not in the game.
      for (let k = 0; k < 3; k++) learn(pk.pick(s.spells), pk.pick(levels), pk.pick(spend.length > 0 && k < 2 ? spend : MATERIA_KINDS));
      for (const spell of unknown) learn(spell, pk.pick(levels), pk.pick(spend.length > 0 ? spend : MATERIA_KINDS));
    }
  }
  // A few learns for any seat, spell and card, at any moment, also with random multisets of all kinds.
  const spells = [...s.spells, ...unknown];
  for (let k = 0; k < 8; k++) {
    const spend = k % 2 === 0 ? pk.pick(spends) : Array.from({ length: 1 + pk.int(11) }, () => pk.pick(MATERIA_KINDS));
    add({ type: 'learn', player: pk.pick(seats), spell: pk.pick(spells), level: pk.pick(levels), onCard: pk.pick(MATERIA_KINDS), spend });
  }
  return out;
}

describe.each(PRESET_NAMES)('core properties under the %s rules (random legal play to the end of the game)', (rules) => {
  property('(e) only the seat named by currentDecision has legal actions; every listed action applies, isLegal agrees, and the list has no duplicates', rules, (scenario) => {
    play(scenario, {
      onStep: ({ before, legal, index }) => {
        const where = `step ${index}`;
        const decision = currentDecision(before);
        check(decision.kind !== 'game-over', `${where}: game-over before the end`);
        check(decision.player === expectedDecider(before), `${where}: the decision is not for the seat that must act`, decision);
        check(isDeepStrictEqual(legalActions(before), legal), `${where}: legalActions is not repeatable`);
        check(isDeepStrictEqual(currentDecision(before), decision), `${where}: currentDecision is not repeatable`);
        const last = legal[legal.length - 1] as Action;
        if (decision.kind === 'phase') {
          check(before.pending.length === 0, `${where}: a phase decision while an effect is pending`);
          check(decision.player === before.active && decision.phase === before.phase && decision.day === before.day, `${where}: the phase decision is not the active player's`, decision);
          check(last.type === 'pass', `${where}: pass is not listed last`);
          const allowed: readonly string[] = [...PRIMARY_OF[decision.phase], 'cast', 'pass'];
          for (const a of legal) check(allowed.includes(a.type), `${where}: ${actionKey(a)} is listed in the ${decision.phase}`);
        } else {
          const frame = before.pending[before.pending.length - 1];
          check(frame !== undefined && isDeepStrictEqual(frame.steps[0], decision.step) && frame.actor === decision.actor
            && frame.spell === decision.spell && frame.level === decision.level, `${where}: the effect decision is not the innermost frame's step`, decision);
          const allowed: readonly string[] = answerTypes(decision.step);
          for (const a of legal) check(allowed.includes(a.type), `${where}: ${actionKey(a)} does not answer a ${decision.step.step} step`, decision.step);
          check(legal.every((a, i) => a.type !== 'stop' || i === legal.length - 1), `${where}: stop is not listed last`);
        }
        const keys = new Set<string>();
        for (const action of legal) {
          const key = actionKey(action);
          check(!keys.has(key), `${where}: ${key} is listed twice`);
          keys.add(key);
          check(action.player === decision.player, `${where}: ${key} is listed for a player who does not decide (${decision.player})`);
          if (action.type === 'cast') checkListedCast(before, decision, action, where);
          check(isLegal(before, action), `${where}: isLegal refuses the listed ${key}`);
          const r = applyAction(before, action);
          if (!r.ok) fail(`${where}: the listed ${key} was refused: ${r.error.code}: ${r.error.message}`);
          assertConserved(r.state);
        }
      },
    });
  });

  it('(f) actions not in the list are rejected with a documented violation and change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb(rules), fc.integer(), async (scenario, candidateSeed) => {
        await breathe();
        const pk = new Picker(xorshift(candidateSeed));
        /** Applies a refused candidate; checks the code, and (sampled) that state and action are unchanged. */
        const refuse = (s: GameState, snapshot: GameState, candidate: unknown, where: string): string => {
          // Most candidates are frozen (a write would throw); a sample is compared with a copy instead.
          const compare = pk.int(32) === 0;
          const copy = compare ? structuredClone(candidate) : undefined;
          if (!compare) deepFreeze(candidate);
          const r = applyAction(s, candidate as Action);
          if (r.ok) fail(`${where}: applyAction accepted an action isLegal refuses`, candidate ?? null);
          check(CODE_SET.has(r.error.code), `${where}: undocumented violation code ${r.error.code}`, candidate ?? null);
          check(typeof r.error.message === 'string' && r.error.message.length > 0, `${where}: violation without a message`);
          if (compare) {
            check(plainEqual(candidate, copy), `${where}: applyAction mutated the action`, candidate ?? null);
            check(plainEqual(s, snapshot), `${where}: a refused action changed the state`, candidate ?? null);
          }
          return r.error.code;
        };
        const final = play(scenario, {
          onStep: ({ before, legal, index }) => {
            const snapshot = structuredClone(before);
            const decision = currentDecision(before);
            const who = decision.kind === 'game-over' ? -1 : decision.player;
            const keys = new Set(legal.map(actionKey));
            const where = `step ${index}`;
            for (const { action: candidate, key } of wellFormedCandidates(before, decision, legal, pk)) {
              const listed = keys.has(key);
              const legalNow = isLegal(before, candidate);
              if (legalNow !== listed) {
                fail(`${where}: isLegal says ${legalNow} but the action is ${listed ? '' : 'not '}in legalActions`, {
                  candidate, decision, pool: kindsOf((before.players[who] as PlayerState).pool),
                });
              }
              if (listed) continue;
              const code = refuse(before, snapshot, candidate, where);
              if (candidate.player !== who) {
                check(code === 'not-your-turn', `${where}: an action for seat ${candidate.player} is refused as ${code}, not not-your-turn (seat ${who} decides)`, candidate);
              } else if (answersNothing(decision, candidate.type)) {
                check(code === 'wrong-step', `${where}: a ${candidate.type} that answers nothing is refused as ${code}, not wrong-step`, { candidate, decision });
              }
            }
            for (const candidate of malformedCandidates(before, who, pk)) {
              check(!isLegal(before, candidate as Action), `${where}: isLegal accepts malformed input`, candidate ?? null);
              const code = refuse(before, snapshot, candidate, where);
              check(code === 'malformed-action', `${where}: malformed input refused as ${code}, not malformed-action`, candidate ?? null);
            }
            check(isDeepStrictEqual(before, snapshot), `${where}: the refused actions changed the state`);
          },
        }).final;
        // Once the game is over, nothing is legal.
        const snapshot = structuredClone(final);
        const decision = currentDecision(final);
        check(decision.kind === 'game-over', 'currentDecision is not game-over after the end');
        for (const { action: candidate } of wellFormedCandidates(final, decision, [], pk)) {
          check(!isLegal(final, candidate), 'isLegal accepts an action after the end', candidate);
          const code = refuse(final, snapshot, candidate, 'after the end');
          check(code === 'game-over', `an action after the end is refused as ${code}, not game-over`, candidate);
        }
        check(legalActions(final).length === 0, 'legalActions lists actions after the end');
        check(final.pending.length === 0, 'an effect is still pending after the end');
        check(isDeepStrictEqual(final, snapshot), 'refused actions changed the final state');
      }),
      propertyParams(RUNS, scenarioExamples(rules).map((s, i): [Scenario, number] => [s, 7919 * (i + 1)])),
    );
  }, TIMEOUT);
});
