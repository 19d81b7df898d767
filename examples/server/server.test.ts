/**
 * The server over real WebSockets on a loopback port: two scripted people and one server bot
 * play a seeded game to the end, while the test tries everything a client should not be able to
 * do, then checks every frame each client received against a replay of the server's record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentDecision, formatAction, legalActions, playerView, replay, replaySteps, serialize,
  type Action, type GameEvent, type GameState,
} from 'spellbook-engine';
import { GameClient, preferProgress } from './client.js';
import { CLOSE_REPLACED, encode, type ServerMessage, type StateMessage } from './protocol.js';
import { createServer, type GameServer } from './server.js';

const SEED = 'secret-seed-1947';
const TABLE = 't1';
const BOT_SEAT = 2;
const SECRET_KEYS = new Set(['seed', 'rng', 'pouchTop']);

/** Handles of TCP sockets and servers alive in this process: what a leak would leave behind. */
function tcpHandles(): number {
  return process.getActiveResourcesInfo().filter((r) => r.startsWith('TCP')).length;
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Every object key anywhere in a JSON value. */
function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

const isError = (m: ServerMessage): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error';

let server: GameServer | null = null;
const clients: GameClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server?.close();
  server = null;
});

async function connect(): Promise<GameClient> {
  if (server === null) throw new Error('no server');
  const c = await GameClient.connect(server.url);
  clients.push(c);
  return c;
}

describe('examples/server: an authoritative game server over WebSocket', () => {
  it('plays a seeded game to the end, refusing every bad message without changing anything', async () => {
    const handlesBefore = tcpHandles();
    server = await createServer({ port: 0, tables: [{ id: TABLE, players: 3, seed: SEED, botSeats: [BOT_SEAT] }] });
    const srv = server;
    const table = (): GameState => {
      const t = srv.table(TABLE);
      if (t === undefined) throw new Error('no table');
      return t.state;
    };

    // --- before sitting down ----------------------------------------------------------------
    const alice = await connect();
    alice.send({ type: 'action', step: 0, action: { type: 'pass', player: 0 }, ref: 'early' });
    expect((await alice.next(isError)).code).toBe('not-joined');
    alice.sendRaw('{ this is not json');
    expect((await alice.next(isError)).code).toBe('bad-json');
    alice.sendRaw('[1, 2, 3]');
    expect((await alice.next(isError)).code).toBe('bad-message');
    alice.sendRaw(JSON.stringify({ type: 'teleport' }));
    expect((await alice.next(isError)).code).toBe('bad-message');
    await expect(alice.hello('no-such-table', 0, 'Alice')).rejects.toMatchObject({ code: 'unknown-table' });
    await expect(alice.hello(TABLE, 3, 'Alice')).rejects.toMatchObject({ code: 'bad-seat' });
    await expect(alice.hello(TABLE, BOT_SEAT, 'Alice')).rejects.toMatchObject({ code: 'bot-seat' });

    const aliceWelcome = await alice.hello(TABLE, 0, 'Alice');
    expect(aliceWelcome).toMatchObject({ seat: 0, resumed: false, started: false });
    alice.send({ type: 'action', step: 0, action: { type: 'pass', player: 0 } });
    expect((await alice.next(isError)).code).toBe('not-started');
    await expect(alice.hello(TABLE, 1, 'Alice')).rejects.toMatchObject({ code: 'already-joined' });

    // --- a second connection for a claimed seat: refused without the seat's token -------------
    const bob = await connect();
    await expect(bob.hello(TABLE, 0, 'Mallory')).rejects.toMatchObject({ code: 'seat-taken' });
    await expect(bob.hello(TABLE, 0, 'Mallory', 'not-the-token')).rejects.toMatchObject({ code: 'seat-taken' });
    const bobWelcome = await bob.hello(TABLE, 1, 'Bob'); // the last human seat: the game starts
    expect(bobWelcome).toMatchObject({ seat: 1, started: true });
    expect(bobWelcome.seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot']);

    // The bot plays on its own; wait for a person's decision that their client has seen.
    const people = [alice, bob];
    await waitUntil(() => {
      const d = currentDecision(table());
      return d.kind !== 'game-over' && d.player !== BOT_SEAT && people[d.player]?.latest?.view.step === table().step;
    }, 'a person must act');
    const decision = currentDecision(table());
    if (decision.kind === 'game-over') throw new Error('the game ended before anyone acted');
    const actor = people[decision.player] as GameClient;
    const other = people[1 - decision.player] as GameClient;
    const seen = actor.latest as StateMessage;
    const step = seen.view.step;
    expect(seen.legal).toEqual(legalActions(table()));
    const legal = seen.legal as readonly Action[];
    const before = serialize(table());
    const eventsBefore = [alice, bob].map((c) => c.received.filter((m) => m.type === 'events').length);

    // A stale step: the action was chosen at an older position.
    expect(await actor.act(legal[0] as Action, step > 0 ? step - 1 : step + 1, 'stale')).toMatchObject({ code: 'stale-step', field: 'step', ref: 'stale' });
    // A foreign action: the other connection sends the actor's own legal action.
    expect(await other.act(legal[0] as Action, step, 'foreign')).toMatchObject({ code: 'not-your-seat', ref: 'foreign' });
    // Its own seat, but not its decision: the engine's not-your-turn.
    expect(await other.act({ type: 'pass', player: decision.player === 0 ? 1 : 0 }, step, 'turn')).toMatchObject({ code: 'not-your-turn' });
    // Malformed: JSON that is no action, an action of no known shape, bad notation.
    actor.sendRaw('{"type":"action","step":');
    expect((await actor.next(isError)).code).toBe('bad-json');
    actor.sendRaw(encode({ type: 'action', step, action: { type: 'fly', player: decision.player } as unknown as Action, ref: 'fly' }));
    expect(await actor.next(isError)).toMatchObject({ code: 'malformed-action', field: 'type', ref: 'fly' });
    actor.sendRaw(JSON.stringify({ type: 'action', step, action: { type: 'take', player: decision.player, materia: 'red-blob' } }));
    expect(await actor.next(isError)).toMatchObject({ code: 'malformed-action', field: 'materia' });
    // A legal action with a smuggled extra field is refused by the engine, not relayed.
    actor.sendRaw(JSON.stringify({ type: 'action', step, action: { ...legal[0], note: '<img src=x>' }, ref: 'smuggle' }));
    expect(await actor.next(isError)).toMatchObject({ code: 'malformed-action', field: 'note', ref: 'smuggle' });
    actor.sendRaw(JSON.stringify({ type: 'action', step: -1, action: legal[0] }));
    expect((await actor.next(isError)).code).toBe('bad-message');
    actor.send({ type: 'notation', step, text: 'P1 tkae red-circle', ref: 'typo' });
    expect(await actor.next(isError)).toMatchObject({ code: 'bad-notation', ref: 'typo' });
    // A frame over the size limit closes that connection (ws answers 1009), and only that one.
    const flooder = await connect();
    flooder.sendRaw('x'.repeat(70_000));
    expect((await flooder.closed).code).toBe(1009);

    // None of it changed anything: same state, no events sent to anyone.
    expect(serialize(table())).toBe(before);
    expect([alice, bob].map((c) => c.received.filter((m) => m.type === 'events').length)).toEqual(eventsBefore);

    // The right seat at the right step is accepted, here in notation.
    const chosen = preferProgress(legal, seen.view, seen.decision);
    actor.send({ type: 'notation', step, text: formatAction(chosen) });
    const accepted = await other.next((m) => m.type === 'events' && m.step === step + 1);
    expect(accepted).toMatchObject({ type: 'events', by: decision.player, action: chosen });

    // --- Alice reconnects on a new connection with her token: the old connection is replaced --
    const alice2 = await connect();
    const resumed = await alice2.hello(TABLE, 0, 'Alice', aliceWelcome.token);
    expect(resumed).toMatchObject({ seat: 0, resumed: true, started: true, token: aliceWelcome.token });
    expect(await alice.nextOf('replaced')).toMatchObject({ table: TABLE, seat: 0 });
    expect((await alice.closed).code).toBe(CLOSE_REPLACED);
    expect((await alice2.nextOf('state')).view.viewer).toBe(0); // the position, at once

    // --- play to the end: each person picks among the legal actions the server sent ------------
    const [score0, score1] = await Promise.all([alice2.play(preferProgress), bob.play(preferProgress)]);
    const final = table();
    expect(final.phase).toBe('ended');
    expect(score0).toEqual(srv.table(TABLE)?.score());
    expect(score1).toEqual(score0);
    expect(score0.final).toBe(true);

    // --- everything each client received, against a replay of the server's record -------------
    const record = srv.table(TABLE)?.record();
    if (record === undefined) throw new Error('no record');
    expect(replay(record)).toEqual(final);
    const states: GameState[] = [];
    const events: (readonly GameEvent[])[] = [];
    for (const s of replaySteps(record)) {
      states[s.index] = s.before;
      states[s.index + 1] = s.state;
      events[s.index + 1] = s.events;
    }
    expect(record.actions.length).toBe(final.step);
    const botSteps = record.actions.filter((a) => a.player === BOT_SEAT).length;
    expect(botSteps).toBeGreaterThan(10);

    const tokens = [aliceWelcome.token, bobWelcome.token];
    const seats: [GameClient, number][] = [[alice, 0], [bob, 1], [alice2, 0]];
    for (const [client, seat] of seats) {
      let views = 0;
      for (const [i, m] of client.received.entries()) {
        const frame = client.frames[i] as string;
        // No secret anywhere: not the seed (in any form), no generator state, no order of draws,
        // and no other seat's token.
        expect(frame).not.toContain(SEED);
        for (const k of keysOf(JSON.parse(frame))) expect(SECRET_KEYS.has(k), `key ${k} in ${m.type}`).toBe(false);
        expect(frame).not.toContain(tokens[1 - seat] as string);
        if (m.type === 'state') {
          views++;
          const at = states[m.view.step] as GameState;
          expect(m.view.viewer).toBe(seat);
          expect(m.view).toEqual(playerView(at, seat)); // exactly its own view of that position
          const d = currentDecision(at);
          if (d.kind !== 'game-over' && d.player === seat) {
            expect(m.legal).toEqual(legalActions(at));
            expect(m.legal?.every((a) => a.player === seat)).toBe(true);
          } else {
            expect(m.legal).toBeNull(); // never another seat's options
          }
        }
        if (m.type === 'events') {
          expect(m.events).toEqual(events[m.step]);
          expect(m.action).toEqual(record.actions[m.step - 1]);
        }
      }
      expect(views).toBeGreaterThan(0);
    }
    // The replaced connection heard nothing after 'replaced'; the new one saw the game end.
    expect(alice.received.at(-1)?.type).toBe('replaced');
    expect(alice2.received.filter((m) => m.type === 'game-over')).toHaveLength(1);

    // --- close everything: no sockets left behind ------------------------------------------
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await srv.close();
    server = null;
    await waitUntil(() => tcpHandles() <= handlesBefore, 'every TCP handle is closed');
  });

  it('a disconnected seat keeps its place: the game waits, and the token brings its player back', async () => {
    server = await createServer({ port: 0, tables: [{ id: 'duel', players: 2, seed: 'duel-seed' }] });
    const a = await connect();
    const b = await connect();
    const wa = await a.hello('duel', 0, 'Ann');
    await b.hello('duel', 1, 'Ben');
    await a.nextOf('state');
    await a.close();
    const lobby = await b.next((m): m is Extract<ServerMessage, { type: 'lobby' }> => m.type === 'lobby' && m.seats[0]?.connected === false);
    expect(lobby.seats[0]).toMatchObject({ name: 'Ann', connected: false });
    // Nobody else may take the empty seat.
    const c = await connect();
    await expect(c.hello('duel', 0, 'Carl')).rejects.toMatchObject({ code: 'seat-taken' });
    const back = await c.hello('duel', 0, 'Ann', wa.token);
    expect(back.resumed).toBe(true);
    const state = await c.nextOf('state');
    expect(state.view.step).toBe(server.table('duel')?.state.step);
  });

  it('a refused hello echoes its ref, whatever refuses it', async () => {
    server = await createServer({ port: 0, tables: [{ id: 'refs', players: 2, seed: 'refs-seed', botSeats: [1] }] });
    const a = await connect();
    const b = await connect();
    const refusal = async (c: GameClient, hello: Record<string, unknown>, ref: string): Promise<Extract<ServerMessage, { type: 'error' }>> => {
      c.sendRaw(JSON.stringify({ type: 'hello', ...hello, ref }));
      return c.next((m): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error');
    };
    expect(await refusal(a, { table: 'nope', seat: 0, name: 'Ann' }, 'h1')).toMatchObject({ code: 'unknown-table', ref: 'h1' });
    expect(await refusal(a, { table: 'refs', seat: 5, name: 'Ann' }, 'h2')).toMatchObject({ code: 'bad-seat', ref: 'h2' });
    expect(await refusal(a, { table: 'refs', seat: 1, name: 'Ann' }, 'h3')).toMatchObject({ code: 'bot-seat', ref: 'h3' });
    expect(await refusal(a, { table: 'refs', seat: 'zero', name: 'Ann' }, 'h4')).toMatchObject({ code: 'bad-message', ref: 'h4' });
    expect(await refusal(a, { table: 'refs', seat: 0, name: '' }, 'h5')).toMatchObject({ code: 'bad-message', ref: 'h5' });
    expect(await refusal(a, { table: 'refs', seat: 0, name: 'Ann', token: 7 }, 'h6')).toMatchObject({ code: 'bad-message', ref: 'h6' });
    await a.hello('refs', 0, 'Ann');
    expect(await refusal(a, { table: 'refs', seat: 0, name: 'Ann' }, 'h7')).toMatchObject({ code: 'already-joined', ref: 'h7' });
    expect(await refusal(b, { table: 'refs', seat: 0, name: 'Ben', token: 'wrong' }, 'h8')).toMatchObject({ code: 'seat-taken', ref: 'h8' });
    // Without a ref, none is made up.
    b.sendRaw(JSON.stringify({ type: 'hello', table: 'nope', seat: 0, name: 'Ben' }));
    const bare = await b.next((m): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error');
    expect(bare.code).toBe('unknown-table');
    expect('ref' in bare).toBe(false);
  });
});
