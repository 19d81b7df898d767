// Conformance properties of the engine, checked with fast-check over random seeds, player counts
// (2-4), spell selections (set1, set2, set3, classic) and random legal play to the end of the
// game, spells and their effects included, under each preset rule profile (printed and digital) (the frame is in scenarios.ts; the refusals and the
// Learn payments are in refusals.test.ts and payments.test.ts). The first runs of every property
// are fixed examples covering every selection × policy.
//
// The materia census (the kit's), the points (the card table in tests/oracle) and the "who
// decides" rule (scenarios.ts) are computed independently of the engine.
import { isDeepStrictEqual } from 'node:util';
import { describe } from 'vitest';
import {
  COPIES_PER_KIND, FAMILIAR_SPACES, POOL_LIMIT, SPELLS_PER_GAME, TOTAL_MATERIA, applyAction, createGame,
  currentDecision, deserialize, legalActions, playOut, playOutBlind, scoreGame, serialize, total, type Action, type GameEvent, type GameState,
} from '../../src/index.js';
import { FAMILIAR_POINTS, spellPoints, variablePoints } from '../oracle/cards.js';
import { PRESET_NAMES, Picker, check, checkPlain, checkScoreSheet, deepFreeze, fail, tokenCensus, xorshift } from '../kit/index.js';
import { AUTOMATIC_STEPS, MAX_STEPS, play, property } from './scenarios.js';

/** The kit's census, its failures named after the step. */
function checkCensus(s: GameState, when: string): void {
  const census = tokenCensus(s);
  const sum = census.reduce((a, b) => a + b, 0);
  check(census.every((n) => n === COPIES_PER_KIND) && sum === TOTAL_MATERIA, `${when}: materia not conserved`, census);
}

function checkLimits(s: GameState, when: string): void {
  s.players.forEach((p, seat) => {
    const pool = total(p.pool);
    check(pool <= POOL_LIMIT, `${when}: player ${seat}'s pool holds ${pool} > ${POOL_LIMIT}`);
    check(p.familiar.length <= FAMILIAR_SPACES, `${when}: player ${seat}'s familiar holds ${p.familiar.length} > ${FAMILIAR_SPACES}`);
  });
}

function checkJsonRoundTrip(value: unknown, what: string): void {
  checkPlain(value, what);
  check(isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value), `${what} does not survive a JSON round trip`);
}

describe.each(PRESET_NAMES)('core properties under the %s rules (random legal play to the end of the game)', (rules) => {
  property('(a) materia is conserved after every step: 105 tokens, 5 of each of the 21 kinds', rules, (scenario) => {
    const played = play(scenario, {
      onStep: ({ after, index, action }) => checkCensus(after, `after step ${index} (${JSON.stringify(action)})`),
    });
    checkCensus(played.initial, 'after setup');
  });

  property('(b) every pool holds at most 9 and every familiar board at most 14, at every step', rules, (scenario) => {
    const played = play(scenario, { onStep: ({ after, index }) => checkLimits(after, `after step ${index}`) });
    checkLimits(played.initial, 'after setup');
  });

  property('(c) determinism: the same options and actions give deep-equal states and events', rules, (scenario) => {
    const a = play(scenario);
    let s = createGame(scenario.options);
    check(isDeepStrictEqual(s, a.initial), 'createGame with the same options gave another state');
    a.actions.forEach((action, i) => {
      // Replay a structured copy, so that only values (not identities) can matter.
      const r = applyAction(s, structuredClone(action));
      if (!r.ok) fail(`replayed action ${i} was refused: ${r.error.code}`);
      check(isDeepStrictEqual(r.state, a.states[i + 1]), `replay differs in its state after step ${i}`);
      check(isDeepStrictEqual(r.events, a.events[i]), `replay differs in its events at step ${i}`, { replay: r.events, original: a.events[i] });
      s = r.state;
    });
  });

  property('(d) every state is plain data, survives a JSON round trip and serialize/deserialize (pending effects included); so do the events', rules, (scenario) => {
    const roundTrip = (s: GameState, what: string): GameState => {
      checkJsonRoundTrip(s, what);
      const text = serialize(s);
      const loaded = deserialize(text);
      check(isDeepStrictEqual(loaded, s), `${what}: deserialize(serialize(state)) is not deep-equal to the state`, { pending: s.pending });
      check(serialize(loaded) === text, `${what}: a loaded state does not save back to the same text`);
      return loaded;
    };
    /** The loaded copy of the state before the current step. */
    let loaded: GameState | undefined;
    const played = play(scenario, {
      onStep: ({ before, action, after, events, index }) => {
        const from = loaded ?? roundTrip(before, 'the initial state');
        loaded = roundTrip(after, `state after step ${index}`);
        checkJsonRoundTrip(events, `events of step ${index}`);
        // A loaded state goes on exactly like the original, also in the middle of an effect.
        const r = applyAction(from, action);
        if (!r.ok) fail(`step ${index}: the action was refused on the loaded state: ${r.error.code}`, action);
        check(isDeepStrictEqual(r.state, after) && isDeepStrictEqual(r.events, events), `step ${index}: the loaded state goes on differently`, action);
      },
    });
    check(isDeepStrictEqual(played.final, loaded), 'the loaded final state differs');
  });

  property(`(g) every random game ends within ${MAX_STEPS} actions and scores consistently`, rules, (scenario) => {
    const { final } = play(scenario);
    checkScoreSheet(final);
    // Beyond the kit's check: every spell's points from the card table, the pool sizes and the ranks.
    const sheet = scoreGame(final);
    sheet.players.forEach((ps, seat) => {
      const p = final.players[seat] as GameState['players'][number];
      ps.spells.forEach((sc, i) => {
        const learned = p.spells[i] as GameState['players'][number]['spells'][number];
        const counted = variablePoints(p, learned);
        check(sc.variable === (counted !== undefined), `player ${seat}: ${sc.spell} L${sc.level} variable flag is ${sc.variable}`);
        const expected = spellPoints(p, learned);
        check(sc.points === expected, `player ${seat}: ${sc.spell} L${sc.level} scores ${sc.points}, the card says ${expected}`, { familiar: p.familiar, spells: p.spells });
      });
      check(ps.familiar.points === FAMILIAR_POINTS[p.familiar.length], `player ${seat}: familiar scores ${ps.familiar.points}`);
      check(ps.poolSize === total(p.pool), `player ${seat}: pool size miscounted`);
    });
    for (const a of sheet.players) {
      const better = sheet.players.filter((b) =>
        b.total > a.total
        || (b.total === a.total && b.spellsLearned > a.spellsLearned)
        || (b.total === a.total && b.spellsLearned === a.spellsLearned && b.poolSize > a.poolSize)).length;
      check(a.rank === 1 + better, `player ${a.player} ranks ${a.rank}, but ${better} players are strictly ahead`, sheet.players);
    }
    const winners = sheet.players.filter((p) => p.rank === 1).map((p) => p.player);
    check(winners.length > 0 && isDeepStrictEqual([...sheet.winners], winners), 'winners are not the players ranked 1', sheet);
  });

  property('(h) applyAction and legalActions never mutate their input (deep-frozen states)', rules, (scenario) => {
    const freezer = new Picker(xorshift(scenario.policy ^ 0x5bd1e995));
    let snapshot: { state: GameState; action: Action } | undefined;
    play(scenario, {
      beforeApply: (state, action) => {
        if (freezer.int(2) === 0) {
          // Frozen: any write by the engine throws a TypeError in strict mode.
          deepFreeze(state);
          deepFreeze(action);
          check(isDeepStrictEqual(legalActions(state), legalActions(structuredClone(state))), 'legalActions differs on a frozen state');
          snapshot = undefined;
        } else {
          snapshot = { state: structuredClone(state), action: structuredClone(action) };
        }
      },
      onStep: ({ before, action, index }) => {
        if (snapshot === undefined) return;
        check(isDeepStrictEqual(before, snapshot.state), `step ${index}: applyAction changed its input state`);
        check(isDeepStrictEqual(action, snapshot.action), `step ${index}: applyAction changed its action`);
      },
    });
  });

  property('(i) Day structure: all players play the same number of Days; the end comes only after the trigger', rules, (scenario) => {
    const played = play(scenario, {
      onStep: ({ after, index }) => {
        if (after.endTrigger === null) {
          // A full board triggers at once; a 7th spell at the end of its Learn (after its instant).
          after.players.forEach((p, seat) => {
            check(p.familiar.length < FAMILIAR_SPACES, `step ${index}: player ${seat}'s board is full without a trigger`);
            if (after.pending.length === 0) check(p.spells.length < SPELLS_PER_GAME, `step ${index}: player ${seat} has ${p.spells.length} spells without a trigger`);
          });
        }
      },
    });
    const n = played.initial.players.length;
    const first = played.initial.firstPlayer;
    const daysPlayed = new Array<number>(n).fill(0);
    let triggeredAt: number | undefined;
    let endedAt: number | undefined;
    let lastDay = 0;
    played.events.forEach((events, step) => {
      for (const e of events) {
        check(endedAt === undefined, `step ${step}: an event after game-ended`, e);
        if (e.type === 'day-ended') {
          check(e.day === lastDay + 1, `step ${step}: Day ${e.day} ended after Day ${lastDay}`);
          check(e.player === (first + e.day - 1) % n, `step ${step}: Day ${e.day} was played by ${e.player}`);
          lastDay = e.day;
          daysPlayed[e.player] = (daysPlayed[e.player] as number) + 1;
        } else if (e.type === 'game-end-triggered') {
          check(triggeredAt === undefined, `step ${step}: the end was triggered twice`);
          triggeredAt = step;
          const before = played.states[step] as GameState;
          const after = played.states[step + 1] as GameState;
          check(e.player === before.active, `step ${step}: the end was triggered by a player who is not active`);
          const p = after.players[e.player] as GameState['players'][number];
          // The reason is the condition that triggered first; both may hold once the step is over.
          const reasons: string[] = [];
          if (p.spells.length >= SPELLS_PER_GAME) reasons.push('seventh-spell');
          if (p.familiar.length >= FAMILIAR_SPACES) reasons.push('familiar-full');
          check(reasons.includes(e.reason), `step ${step}: trigger reason ${e.reason}, but the board says ${reasons.join(' and ') || 'neither'}`);
          check(isDeepStrictEqual(after.endTrigger, { player: e.player, day: before.day, reason: e.reason }), `step ${step}: endTrigger does not match the event`, after.endTrigger);
        } else if (e.type === 'game-ended') {
          check(triggeredAt !== undefined, `step ${step}: the game ended without a trigger`);
          endedAt = step;
        }
      }
    });
    const final = played.final;
    check(endedAt === played.events.length - 1, 'the game-ended event is not in the last step');
    check(final.endTrigger !== null, 'the game ended with no endTrigger');
    check(daysPlayed.every((d) => d === daysPlayed[0]), `players played different numbers of Days: ${daysPlayed.join(', ')}`);
    check(lastDay === final.day, `the last Day ended is ${lastDay}, the state says Day ${final.day}`);
    // The game ends with the first Day of the last seat (right of the first player) at or after the trigger.
    const lastSeat = (first + n - 1) % n;
    check((first + final.day - 1) % n === lastSeat, 'the final Day was not played by the player right of the first player');
    check(final.day >= final.endTrigger.day && final.day - final.endTrigger.day < n, `the game went on from Day ${final.endTrigger.day} to Day ${final.day}`);
  });
  property('(j) the game never waits without a choice: an effect decision has at least 2 legal actions, a state that is not over has at least 1', rules, (scenario) => {
    const final = play(scenario, {
      onStep: ({ before, legal, index }) => {
        const where = `step ${index}`;
        check(legal.length >= 1, `${where}: a game that is not over has no legal action`);
        // Outer frames may have no step left (they wait for the inner one); the innermost has one.
        const top = before.pending[before.pending.length - 1];
        check(top === undefined || top.steps.length > 0, `${where}: the innermost pending frame has no step`, before.pending);
        const decision = currentDecision(before);
        if (decision.kind !== 'effect') return;
        check(!AUTOMATIC_STEPS.has(decision.step.step), `${where}: the game waits on an automatic ${decision.step.step} step`, decision);
        check(legal.length >= 2, `${where}: the ${decision.step.step} step of ${String(decision.spell)} waits with a single option ${JSON.stringify(legal)}`, decision);
      },
    }).final;
    check(final.pending.length === 0, 'the game ended with an effect pending');
  });

  property('(k) playOut with the same choices reaches the same positions and reports the same events as the loop', rules, (scenario) => {
    const a = play(scenario);
    let k = 0;
    // Choices by value: the listed learn actions are new objects at every listing.
    const choose = (legal: readonly Action[], player: number, step: number): number => {
      const action = a.actions[k] as Action;
      check(player === action.player && step === (a.states[k] as GameState).step, `playOut's decision ${k} is not the loop's`, { player, step });
      const i = legal.findIndex((l) => isDeepStrictEqual(l, action));
      check(isDeepStrictEqual(legal, legalActions(a.states[k] as GameState)), `playOut's list at decision ${k} is not legalActions'`);
      return i;
    };
    const seen: (readonly GameEvent[])[] = [];
    const onAction = (action: Action, events: readonly GameEvent[]): void => {
      check(isDeepStrictEqual(action, a.actions[k]), `playOut played another action at decision ${k}`);
      seen.push(events);
      k++;
    };
    // In two legs, so that a position in between is a start too.
    const cut = Math.floor(a.actions.length / 3);
    const first = playOut(a.initial, choose, { maxActions: cut, onAction });
    check(first.actions === cut && isDeepStrictEqual(first.state, a.states[cut]), `playOut's position after ${cut} actions is not the loop's`);
    const rest = playOut(first.state, choose, { onAction });
    check(rest.actions === a.actions.length - cut, 'playOut played another number of actions');
    check(isDeepStrictEqual(rest.state, a.final), "playOut's final position is not the loop's");
    check(isDeepStrictEqual(seen, a.events), "playOut's events are not the loop's");
  });

  property('(l) playOutBlind with the same indices counts the listed actions and plays the listed one', rules, (scenario) => {
    const a = play(scenario);
    let k = 0;
    // The loop's choice as an index of legalActions' list: the blind playout must count that
    // list and play exactly the action at the index.
    const pick = (count: number, player: number, step: number): number => {
      const before = a.states[k] as GameState;
      const legal = legalActions(before);
      check(count === legal.length, `playOutBlind counted ${count} actions at decision ${k}, legalActions lists ${legal.length}`);
      check(player === (a.actions[k] as Action).player && step === before.step, `playOutBlind's decision ${k} is not the loop's`, { player, step });
      return legal.findIndex((l) => isDeepStrictEqual(l, a.actions[k]));
    };
    const onAction = (action: Action, events: readonly GameEvent[]): void => {
      check(isDeepStrictEqual(action, a.actions[k]), `playOutBlind played another action at decision ${k}`);
      check(isDeepStrictEqual(events, a.events[k]), `playOutBlind's events at decision ${k} are not the loop's`);
      k++;
    };
    const cut = Math.floor(a.actions.length / 2);
    const first = playOutBlind(a.initial, pick, { maxActions: cut, onAction });
    check(first.actions === cut && isDeepStrictEqual(first.state, a.states[cut]), `playOutBlind's position after ${cut} actions is not the loop's`);
    const rest = playOutBlind(first.state, pick, { onAction });
    check(rest.actions === a.actions.length - cut && isDeepStrictEqual(rest.state, a.final), "playOutBlind's final position is not the loop's");
    // Without onAction no event is made: the same game all the same.
    k = 0;
    const quiet = playOutBlind(a.initial, (count, player, step) => {
      const i = pick(count, player, step);
      k++;
      return i;
    });
    check(isDeepStrictEqual(quiet.state, a.final), "playOutBlind's final position without onAction is not the loop's");
  });
});
