// Match: the stateful wrapper for UIs. Undo/redo under the fair-table policy, history and
// records, saves mid-decision, listeners, optimistic concurrency, and an undo+redo property.
import { describe, expect, it } from 'vitest';
import {
  MATERIA_KINDS, Match, createGame, createRiggedGame, currentDecision, decider, deserialize, legalActions, scoreGame, type Action, type GameEvent,
  type GameOptions, type RiggedOptions, type GameState, type MatchChange, type PassedEvent,
} from '../../src/index.js';
import { SEVEN, cast, draw, learned, mustApply, pass, pick, riggedGame, types, xorshift } from '../kit/index.js';

const DRAW_EVENTS: ReadonlySet<string> = new Set(['materia-drawn', 'materia-revealed', 'pouch-refilled', 'draw-lost']);

/** True when the events show a draw from the pouch (the policy's oracle, written independently). */
function drew(events: readonly GameEvent[]): boolean {
  return events.some((e) => DRAW_EVENTS.has(e.type) || (e.type === 'opponent-received' && e.from === 'pouch'));
}

/** Plays an action that must be legal through the match; returns its events. */
function must(m: Match, action: Action | undefined): readonly GameEvent[] {
  if (action === undefined) throw new Error('no such legal action');
  const r = m.play(action, { expectedStep: m.state.step });
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${r.error.code}: ${r.error.message}`);
  return r.events;
}

/** The first legal action of a type (and matching `where`). */
function first(m: Match, type: Action['type'], where: (a: Action) => boolean = () => true): Action | undefined {
  return m.legalActions().find((a) => a.type === type && where(a));
}

/** Plays `n` actions, or to the end, with a seeded random policy; returns the actions and events. */
function continueRandom(m: Match, seed: number, n = Infinity): { actions: Action[]; events: GameEvent[] } {
  const rand = xorshift(seed);
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  for (let i = 0; i < n && m.state.phase !== 'ended'; i++) {
    const options = m.legalActions();
    const a = options[Math.floor(rand() * options.length)] as Action;
    actions.push(a);
    events.push(...must(m, a));
  }
  return { actions, events };
}

/** Replays actions with the pure functions from `createRiggedGame(options)`. */
function replayPure(options: RiggedOptions, actions: readonly Action[]): GameState {
  return actions.reduce((s, a) => mustApply(s, a).state, createRiggedGame(options));
}

function expectRefusedUndo(m: Match, code: 'nothing-to-undo' | 'draw-revealed' | 'other-player', player?: number): void {
  const state = m.state;
  const history = m.history;
  const canRedo = m.canRedo();
  expect(m.canUndo(player)).toBe(false);
  expect(m.checkUndo(player)?.code).toBe(code);
  const r = m.undo(player);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('unreachable');
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(0);
  expect(m.state).toBe(state);
  expect(m.history).toEqual(history);
  expect(m.canRedo()).toBe(canRedo);
}

/** Undoes (must be allowed), checks the restored state is the kept one, redoes, checks again. */
function expectUndoRedo(m: Match, player?: number): void {
  const after = m.state;
  const length = m.history.length;
  const last = m.history[length - 1];
  const r = m.undo(player);
  if (!r.ok) throw new Error(`expected undo to be allowed: ${r.error.code}: ${r.error.message}`);
  expect(r.undone).toBe(last);
  expect(r.state).toBe(m.state);
  expect(m.state.step).toBe(after.step - 1);
  expect(m.history).toHaveLength(length - 1);
  expect(m.canRedo()).toBe(true);
  const again = m.redo();
  if (!again.ok) throw new Error('expected redo to be allowed');
  expect(again.redone).toBe(last);
  expect(m.state).toBe(after);
  expect(m.history).toHaveLength(length);
  expect(m.canRedo()).toBe(false);
}

describe('Match: a game played with undo and redo at allowed and refused points', () => {
  const options: RiggedOptions = {
    players: 3, seed: 'match-table', spells: 'set3', firstPlayer: 0,
    setup: { learned: [[{ spell: 'blaze', level: 3, card: 'red-triangle' }], [], []] },
  };
  const isBlaze = (a: Action): boolean => a.type === 'cast' && a.spell === 'blaze';

  /** The line of the first Days: seat 0 takes and passes, seat 1 draws and passes, seat 2 passes. */
  function throughDay3(m: Match): void {
    must(m, first(m, 'take'));
    for (const a of [pass(0), pass(0), draw(1), pass(1), pass(1), pass(2), pass(2), pass(2)]) must(m, a);
  }

  /** On Day 4 seat 0 casts Blaze, which draws 4; seat 1 must take next. */
  function atBlazeTake(): Match {
    const m = Match.create(options);
    throughDay3(m);
    must(m, first(m, 'cast', isBlaze));
    return m;
  }

  it('starts from the created game, its options frozen, with nothing to undo or redo', () => {
    const m = Match.create(options);
    expect(m.options).toEqual({ ...options, seed: 'sfc32:match-table' });
    expect(Object.isFrozen(m.options)).toBe(true);
    expect(m.state).toEqual(createRiggedGame(options));
    expectRefusedUndo(m, 'nothing-to-undo');
    expect(m.redo()).toMatchObject({ ok: false, error: { code: 'nothing-to-redo' } });
    expect(m.canRedo()).toBe(false);
  });

  it('undoes and redoes a take and a store, which reveal nothing; a new play clears what could be redone', () => {
    const m = Match.create(options);
    const start = m.state;
    // Day 1, P1 (seat 0): a take reveals nothing, so it can be undone and redone.
    const take = first(m, 'take');
    const takeEvents = must(m, take);
    expect(drew(takeEvents)).toBe(false);
    const afterTake = m.state;
    expect(m.canUndo()).toBe(true);
    const u = m.undo();
    expect(u.ok).toBe(true);
    expect(m.state).toBe(start);
    expect(m.history).toEqual([]);
    expect(m.canRedo()).toBe(true);
    expect(m.redo().ok).toBe(true);
    expect(m.state).toBe(afterTake);
    expect(m.history).toEqual([{ action: take, events: takeEvents, step: 0 }]);

    // Midday: a store reveals nothing either; two undos in a row take back the store and the take.
    must(m, first(m, 'store'));
    const afterStore = m.state;
    expectUndoRedo(m);
    expect(m.undo().ok).toBe(true);
    expect(m.undo().ok).toBe(true);
    expect(m.state).toBe(start);
    expectRefusedUndo(m, 'nothing-to-undo');
    expect(m.redo().ok).toBe(true);
    expect(m.redo().ok).toBe(true);
    expect(m.state).toBe(afterStore);

    // A new play clears what could be redone.
    expect(m.undo().ok).toBe(true);
    must(m, pass(0)); // midday: pass instead of storing
    expect(m.canRedo()).toBe(false);
    expect(m.redo().ok).toBe(false);
    expect(m.history.map((h) => h.action.type)).toEqual(['take', 'pass']);
    expectUndoRedo(m);
  });

  it('refuses to undo a step that drew and another player\'s step; a player may take back their own last step', () => {
    const m = Match.create(options);
    must(m, first(m, 'take'));
    must(m, pass(0));
    // Evening: passing ends the Day, whose altar resupply draws: refused, even for the player who passed.
    const endOfDay = must(m, pass(0));
    expect(endOfDay.map((e) => e.type)).toContain('altar-resupplied');
    expect(drew(endOfDay)).toBe(true);
    expectRefusedUndo(m, 'draw-revealed');
    expectRefusedUndo(m, 'draw-revealed', 0);

    // Day 2, seat 1: Draw 2 reveals the pouch: refused.
    const drawEvents = must(m, draw(1));
    expect(drawEvents.filter((e) => e.type === 'materia-drawn')).toHaveLength(2);
    expectRefusedUndo(m, 'draw-revealed');
    // Seat 1's midday pass is theirs to take back, but not another player's to undo.
    must(m, pass(1));
    expectRefusedUndo(m, 'other-player', 0);
    expectRefusedUndo(m, 'other-player', 2);
    expectUndoRedo(m, 1);
    expectUndoRedo(m);
    must(m, pass(1));
    expectRefusedUndo(m, 'draw-revealed');

    // Day 3, seat 2 passes through its Day.
    for (const a of [pass(2), pass(2), pass(2)]) must(m, a);

    // Day 4, seat 0 casts Blaze: it draws 4 (refused), then each other player must take.
    must(m, first(m, 'cast', isBlaze));
    expectRefusedUndo(m, 'draw-revealed');
    expect(currentDecision(m.state)).toMatchObject({ kind: 'effect', player: 1, actor: 0, spell: 'blaze' });

    // Seat 1 takes: now seat 2 decides, so seat 1's take is another player's decision for them.
    must(m, first(m, 'pick'));
    expect(currentDecision(m.state)).toMatchObject({ kind: 'effect', player: 2, actor: 0, spell: 'blaze' });
    expectRefusedUndo(m, 'other-player');
    expectRefusedUndo(m, 'other-player', 0);
    // Seat 1 may take back their own take while seat 2 has not chosen yet.
    expectUndoRedo(m, 1);
    // Seat 2 takes: the decision is back with seat 0 (its midday), who cannot undo seat 2's take.
    must(m, first(m, 'pick'));
    expect(currentDecision(m.state)).toMatchObject({ kind: 'phase', player: 0, phase: 'midday' });
    expectRefusedUndo(m, 'other-player');
    expectRefusedUndo(m, 'other-player', 0);
  });

  it('keeps the line played as its history, whose record replays to the identical state with the pure functions', () => {
    const m = atBlazeTake();
    must(m, first(m, 'pick'));
    must(m, first(m, 'pick'));
    const history = m.history;
    expect(Object.isFrozen(history)).toBe(true);
    expect(history.map((h) => h.step)).toEqual(history.map((_, i) => i));
    expect(history).toHaveLength(m.state.step);

    const record = m.record();
    if (record === undefined) throw new Error('a created match has a record');
    expect(record.actions).toEqual(history.map((h) => h.action));
    expect(record.options.seed).toBe('sfc32:match-table');
    const replayed = replayPure(record.options, record.actions);
    expect(replayed).toEqual(m.state);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(m.state));
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });

  it('reloads a save made mid-decision (another player\'s Blaze take) and finishes it like the original and the pure replay', () => {
    const m = atBlazeTake();
    const blazeTake = currentDecision(m.state);
    const save = m.serialize();
    const stepAtSave = m.state.step;
    const record = m.record();
    if (record === undefined) throw new Error('a created match has a record');

    const original = Match.fromSave(save);
    const reloaded = Match.fromSave(save);
    expect(reloaded.state).toEqual(deserialize(save));
    expect(reloaded.state.step).toBe(stepAtSave);
    expect(reloaded.decision()).toEqual(blazeTake);
    expect(reloaded.history).toEqual([]);
    expect(reloaded.options).toBeUndefined();
    expect(reloaded.record()).toBeUndefined();
    expectRefusedUndo(reloaded, 'nothing-to-undo', 1);
    const a = continueRandom(original, 7);
    const b = continueRandom(reloaded, 7);
    expect(original.state.phase).toBe('ended');
    expect(b.actions).toEqual(a.actions);
    expect(b.events).toEqual(a.events);
    expect(reloaded.state).toEqual(original.state);
    expect(scoreGame(reloaded.state)).toEqual(scoreGame(original.state));
    // ... and the same continuation from the match's own save point, by the pure functions.
    const pure = replayPure(record.options, [...record.actions.slice(0, stepAtSave), ...a.actions]);
    expect(pure).toEqual(reloaded.state);
  });

  it('saves in the middle of a Purification swap, reloads and finishes identically; its swaps and cast can be undone', () => {
    const m = Match.create({
      players: 2, seed: 'match-purify', spells: 'set1', firstPlayer: 0,
      setup: { learned: [[{ spell: 'purification', level: 4, card: 'green-square' }], []] },
    });
    must(m, first(m, 'take'));
    const beforeCast = m.state;
    must(m, { type: 'cast', player: 0, spell: 'purification', level: 4 });
    expectUndoRedo(m);
    must(m, first(m, 'swap'));
    // One swap made, one to go: an effect in progress.
    const d = currentDecision(m.state);
    expect(d).toMatchObject({ kind: 'effect', player: 0, spell: 'purification', step: { step: 'swap-altar' } });
    expectUndoRedo(m);
    const save = m.serialize();

    const reloaded = Match.fromSave(save);
    expect(reloaded.decision()).toEqual(d);
    const a = continueRandom(m, 11);
    const b = continueRandom(reloaded, 11);
    expect(b.actions).toEqual(a.actions);
    expect(b.events).toEqual(a.events);
    expect(reloaded.state).toEqual(m.state);
    expect(m.state.phase).toBe('ended');

    // The whole line replays from the record.
    const record = m.record();
    if (record === undefined) throw new Error('a created match has a record');
    expect(replayPure(record.options, record.actions)).toEqual(m.state);

    // Back at the swap: undoing the swap and the cast restores the kept state.
    const back = Match.create(record.options);
    for (const action of record.actions.slice(0, 3)) must(back, action);
    expect(back.undo().ok).toBe(true);
    expect(back.undo().ok).toBe(true);
    expect(back.state).toEqual(beforeCast);
  });

  it('wraps a state with Match.resume, and creates a random seed that the options record', () => {
    const state = createGame({ players: 2, seed: 'resume' });
    const m = Match.resume(state);
    expect(m.state).toBe(state);
    expect(m.options).toBeUndefined();
    expect(m.record()).toBeUndefined();
    expectRefusedUndo(m, 'nothing-to-undo');
    expect(m.decision()).toEqual(currentDecision(state));
    expect(m.legalActions()).toEqual(legalActions(state));
    expect(deserialize(m.serialize())).toEqual(state);

    const random = Match.create({ players: 4 });
    expect(random.options?.seed).toMatch(/^sfc32:/);
    expect(random.options?.seed).toBe(random.state.seed);
    expect(createGame(random.options as GameOptions)).toEqual(random.state);
  });

  it('refuses an illegal action without changing anything, and keeps a frozen copy of each action played', () => {
    const m = Match.create({ players: 2, seed: 'illegal', firstPlayer: 0 });
    const state = m.state;
    const r = m.play({ type: 'store', player: 1, materia: 'red-circle' });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(m.state).toBe(state);
    expect(m.history).toEqual([]);

    const action = { type: 'draw', player: 0 } as { type: 'draw'; player: number };
    must(m, action);
    action.player = 1;
    expect(m.history[0]?.action).toEqual({ type: 'draw', player: 0 });
    expect(Object.isFrozen(m.history[0]?.action)).toBe(true);
  });

  it('records the very action it applied, read once, even when a getter answers differently later', () => {
    const m = Match.create({ players: 2, seed: 'getter', firstPlayer: 0 });
    const altar = m.state.altar;
    const kinds = MATERIA_KINDS.filter((k, i) => (altar[i] as number) > 0);
    let reads = 0;
    // The first read of `materia` gives one kind on the altar, every later read another.
    const action = { type: 'take', player: 0, get materia() { return kinds[reads++ === 0 ? 0 : 1]; } } as unknown as Action;
    expect(m.play(action).ok).toBe(true);
    expect(m.history[0]?.action).toEqual({ type: 'take', player: 0, materia: kinds[0] });
    expect(m.history[0]?.events[0]).toMatchObject({ type: 'materia-taken', materia: kinds[0] });
  });

  it('lets only the player who made an undone step redo it, with the same seat rule as undo', () => {
    const m = Match.create({ players: 3, seed: 'redo-seat', firstPlayer: 0 });
    const start = m.state;
    must(m, first(m, 'take'));
    const afterTake = m.state;
    expect(m.undo(0).ok).toBe(true);
    // Seat 0 undid its own take: seats 1 and 2 may not play it again for them.
    for (const other of [1, 2]) {
      expect(m.canRedo(other)).toBe(false);
      expect(m.checkRedo(other)?.code).toBe('other-player');
      const r = m.redo(other);
      expect(r).toMatchObject({ ok: false, error: { code: 'other-player' } });
      if (!r.ok) expect(r.error.message).toContain('seat 0');
      expect(m.state).toBe(start);
      expect(m.history).toEqual([]);
    }
    // Seat 0, named or by default (the player who must decide now), may.
    expect(m.canRedo(0)).toBe(true);
    expect(m.canRedo()).toBe(true);
    expect(m.redo(0)).toMatchObject({ ok: true, state: afterTake });
    expect(m.redo(0)).toMatchObject({ ok: false, error: { code: 'nothing-to-redo' } });
    expect(m.checkRedo(1)?.code).toBe('nothing-to-redo');

    // Seat 0's midday pass, undone: seat 1 cannot redo it; the default caller (seat 0, who decides) can.
    must(m, pass(0));
    expect(m.undo(0).ok).toBe(true);
    expect(m.redo(1).ok).toBe(false);
    expect(m.redo().ok).toBe(true);
  });

  it('counts as a draw exactly the pouch events, and an opponent-received only from the pouch', () => {
    // Solo Blaze draws 4 (refused), then sends an altar materia to the opponent: no draw, allowed.
    const blaze = Match.resume(riggedGame({
      players: 1, spells: 'set3', altar: ['purple-circle', 'green-triangle'], pools: [[]],
      learned: [[learned('blaze', 3, 'red-triangle')]], opponent: { track: [], lower: [] },
    }));
    expect(types(must(blaze, cast('blaze', 3)))).toEqual(['spell-cast', 'materia-drawn', 'materia-drawn', 'materia-drawn', 'materia-drawn']);
    expectRefusedUndo(blaze, 'draw-revealed');
    expect(must(blaze, pick('purple-circle'))).toContainEqual({ type: 'opponent-received', materia: 'purple-circle', from: 'altar' });
    expectUndoRedo(blaze);

    // Solo Sharing: its takes are allowed; its draw into the opponent's lower part is refused.
    const sharing = Match.resume(riggedGame({
      players: 1, spells: 'set2', altar: ['green-circle', 'black-triangle', 'blue-square', 'red-circle'], pools: [[]],
      learned: [[learned('sharing', 4, 'purple-square')]], opponent: { track: [], lower: [] },
    }));
    must(sharing, cast('sharing', 4));
    must(sharing, pick('black-triangle'));
    expectUndoRedo(sharing);
    expect(types(must(sharing, pick('red-circle')))).toEqual(['materia-taken', 'opponent-received', 'phase-started']);
    expectRefusedUndo(sharing, 'draw-revealed');

    // A Draw 2 that refills the empty pouch from the discard.
    const refill = Match.resume(riggedGame({ pools: [[], []], discard: ['blue-circle', 'blue-circle'], pouch: [], rest: 'altar' }));
    expect(types(must(refill, draw(0)))).toEqual(['pouch-refilled', 'materia-drawn', 'materia-drawn', 'phase-started']);
    expectRefusedUndo(refill, 'draw-revealed');

    // A solo placement whose altar refill finds pouch and discard empty: its only draw event is draw-lost.
    const lost = Match.resume(riggedGame({
      players: 1, phase: 'evening', altar: SEVEN, pools: [[]], opponent: { track: [] }, pouch: [], rest: 'lower',
    }));
    must(lost, pass(0));
    expect(types(must(lost, pick('white-circle')))).toEqual(['opponent-placed', 'altar-resupplied', 'draw-lost', 'phase-started']);
    expectRefusedUndo(lost, 'draw-revealed');
  });
});

describe('Match listeners', () => {
  it('delivers events in order, to listeners in the order they subscribed, then the state change; unsubscribes', () => {
    const m = Match.create({ players: 2, seed: 'listen', firstPlayer: 0 });
    const log: string[] = [];
    const offA = m.on('materia-taken', (e) => log.push(`A:${e.type}:${e.materia}`));
    const offB = m.on('*', (e) => log.push(`B:${e.type}`));
    m.on('phase-started', (e) => log.push(`C:${e.type}:${e.phase}`));
    const changes: MatchChange[] = [];
    m.on('state', (c) => {
      changes.push(c);
      log.push(`D:${c.cause}:${c.state.step}`);
      expect(m.state).toBe(c.state); // listeners run after the match has moved
    });

    const take = first(m, 'take');
    if (take?.type !== 'take') throw new Error('a take is legal');
    must(m, take);
    expect(log).toEqual([
      `A:materia-taken:${take.materia}`, 'B:materia-taken', 'B:phase-started', 'C:phase-started:midday', 'D:play:1',
    ]);
    expect(changes[0]).toEqual({ cause: 'play', state: m.state, entry: m.history[0] });

    // A refused action says nothing.
    log.length = 0;
    m.play({ type: 'take', player: 0, materia: 'red-circle' });
    expect(log).toEqual([]);

    // Undo and redo change the state without delivering game events again.
    m.undo();
    m.redo();
    expect(log).toEqual(['D:undo:0', 'D:redo:1']);
    expect(changes.map((c) => c.cause)).toEqual(['play', 'undo', 'redo']);

    // Unsubscribing stops a listener; calling it again does nothing.
    log.length = 0;
    offA();
    offA();
    offB();
    must(m, { type: 'pass', player: 0 });
    expect(log).toEqual(['C:phase-started:evening', 'D:play:2']);
  });

  it('a listener unsubscribed during a delivery hears nothing more; one subscribed during it hears the next step', () => {
    const m = Match.create({ players: 2, seed: 'listen-2', firstPlayer: 0 });
    const log: string[] = [];
    let offLater: (() => void) | undefined;
    let subscribed = false;
    m.on('*', (e) => {
      log.push(`first:${e.type}`);
      offLater?.();
      if (!subscribed) {
        subscribed = true;
        m.on('*', (e2) => log.push(`new:${e2.type}`));
      }
    });
    offLater = m.on('*', (e) => log.push(`later:${e.type}`));
    must(m, first(m, 'take'));
    expect(log).toEqual(['first:materia-taken', 'first:phase-started']);
    log.length = 0;
    must(m, { type: 'pass', player: 0 });
    expect(log).toEqual(['first:passed', 'new:passed', 'first:phase-started', 'new:phase-started']);
  });

  it('types each listener by its event name', () => {
    const m = Match.create({ players: 2, seed: 'types' });
    const off = m.on('passed', (e: PassedEvent) => e.phase);
    // @ts-expect-error: a materia-taken listener does not receive passed events
    m.on('materia-taken', (e: PassedEvent) => e.phase);
    // @ts-expect-error: not an event name
    m.on('no-such-event', () => undefined);
    m.on('materia-discarded', (e) => (e.from === 'pool' ? e.player : e.materia));
    off();
    expect(typeof off).toBe('function');
  });
});

describe('Match: optimistic concurrency', () => {
  it('refuses an action made at an older step with stale-step, and changes nothing', () => {
    const m = Match.create({ players: 2, seed: 'stale', firstPlayer: 0 });
    const seen = m.state.step;
    const take = first(m, 'take') as Action;
    const r1 = m.play(take, { expectedStep: seen });
    expect(r1.ok).toBe(true);

    // A second client acted at the same step it saw: stale.
    const state = m.state;
    const r2 = m.play({ type: 'pass', player: 0 }, { expectedStep: seen });
    expect(r2).toMatchObject({ ok: false, error: { code: 'stale-step', field: 'step' } });
    expect(m.state).toBe(state);
    expect(m.history).toHaveLength(1);

    // After an undo, an action made at the newer step is stale too; one at the restored step is fine.
    m.undo();
    expect(m.play({ type: 'pass', player: 0 }, { expectedStep: seen + 1 })).toMatchObject({ ok: false, error: { code: 'stale-step' } });
    expect(m.canRedo()).toBe(true);
    expect(m.play(take, { expectedStep: seen }).ok).toBe(true);
    expect(m.canRedo()).toBe(false);
  });
});

describe('Match: undo and redo over random games', () => {
  const seeds = Array.from({ length: 24 }, (_, i) => i + 1);
  const spellSets = ['set1', 'set2', 'set3', 'classic'] as const;

  it('undo then redo gives back a deep-equal state, undo restores the state before, and undo is refused exactly where the policy says', () => {
    let undone = 0;
    let refusedDraw = 0;
    let refusedOther = 0;
    for (const seed of seeds) {
      const players = ((seed % 4) + 1) as 1 | 2 | 3 | 4;
      const m = Match.create({ players, seed: `undo-${seed}`, spells: spellSets[seed % 4] as (typeof spellSets)[number] });
      const rand = xorshift(seed);
      let before = m.state;
      for (let i = 0; i < 2000 && m.state.phase !== 'ended'; i++) {
        const options = m.legalActions();
        const action = options[Math.floor(rand() * options.length)] as Action;
        before = m.state;
        const events = must(m, action);
        const after = m.state;
        // A deep copy now and then, to show that redo gives back an equal state, not only the same object.
        const copy = i % 16 === 0 ? (JSON.parse(JSON.stringify(after)) as GameState) : undefined;

        const undoer = decider(after) ?? action.player;
        const expected = drew(events) ? 'draw-revealed' : undoer !== action.player ? 'other-player' : undefined;
        expect(m.checkUndo()?.code).toBe(expected);
        // The player who made a step may undo it unless it drew.
        expect(m.checkUndo(action.player)?.code).toBe(drew(events) ? 'draw-revealed' : undefined);
        // Nobody else may undo it.
        if (players > 1) {
          const other = (action.player + 1) % players;
          expect(m.checkUndo(other)?.code).toBe(drew(events) ? 'draw-revealed' : 'other-player');
          if (!drew(events)) refusedOther++;
        }
        if (expected === 'draw-revealed') refusedDraw++;

        if (m.canUndo(action.player)) {
          const r = m.undo(action.player);
          if (!r.ok) throw new Error('canUndo said yes');
          expect(m.state).toBe(before);
          expect(m.legalActions()).toContainEqual(action);
          // Only the player who made the step may redo it.
          if (players > 1) expect(m.checkRedo((action.player + 1) % players)?.code).toBe('other-player');
          const again = m.redo();
          expect(again.ok).toBe(true);
          expect(m.state).toBe(after);
          if (copy !== undefined) expect(m.state).toEqual(copy);
          undone++;
        }
      }
      // The match's line is the game: its record replays to its state.
      const record = m.record();
      if (record === undefined) throw new Error('a created match has a record');
      expect(replayPure(record.options, record.actions)).toEqual(m.state);
    }
    expect(undone).toBeGreaterThan(100);
    expect(refusedDraw).toBeGreaterThan(100);
    expect(refusedOther).toBeGreaterThan(100);
  }, 60_000);
});
