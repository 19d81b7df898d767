/**
 * An authoritative multiplayer SpellBook server over WebSocket.
 *
 * The server holds the one true `GameState` of each table and is the only place the engine
 * runs for real: clients see their own `playerView(state, seat)` and their legal actions, and
 * send back actions that the server checks with `applyAction(state, action, { expectedStep })`.
 * A refused action is answered with a typed `error` and changes nothing. Seats nobody plays are
 * played by server-side bots (`greedyBot`).
 *
 * Run it:  npx tsx server/server.ts            (PORT=8787 TABLE=demo PLAYERS=3 BOTS=2 SEED=... MAX_BUFFERED_BYTES=...)
 * Use it from code or tests: `const server = await createServer({ port: 0, tables: [...] })`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  applyAction, createGame, currentDecision, formatAction, legalActions, NotationError, parseAction, playerView,
  recordOf, scoreGame,
  type Action, type ActionResult, type GameOptions, type GameRecord, type GameState, type ScoreSheet, type SpellSelection,
} from 'spellbook-engine';
import { botAction, greedyBot, type Bot } from 'spellbook-engine/bots';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  CLOSE_REPLACED, CLOSE_UNREAD_BACKLOG, MAX_FRAME_BYTES, PROTOCOL_VERSION, encode, parseClientMessage,
  type ActionMessage, type ErrorMessage, type HelloMessage, type NotationMessage, type SeatInfo, type ServerMessage,
} from './protocol.js';

/** One table the server hosts. */
export interface TableConfig {
  /** The table's name, as clients send it in `hello.table`. */
  readonly id: string;
  /** 2 to 4 players (solo games need no server). */
  readonly players: 2 | 3 | 4;
  /** The game's seed. It stays on the server: with it a client could predict every draw. */
  readonly seed?: string;
  /** The spells (`createGame`'s `spells`); default `classic`. */
  readonly spells?: SpellSelection;
  /** Seats played by a server bot rather than a person. */
  readonly botSeats?: readonly number[];
}

/** Options of {@link createServer}. */
export interface ServerOptions {
  /** TCP port; 0 (the default) picks a free one, see {@link GameServer.port}. */
  readonly port?: number;
  /** Interface to listen on; default `127.0.0.1` (loopback only). */
  readonly host?: string;
  readonly tables: readonly TableConfig[];
  /**
   * The bot for a bot seat; default a `greedyBot()` for every bot seat. A bot's choices are
   * seeded from the game (see `botAction`), so a game with the same seed and the same human
   * actions replays exactly.
   */
  readonly botFor?: (table: string, seat: number) => Bot;
  /** Pause before each bot action, so people can follow the game; default 0. */
  readonly botDelayMs?: number;
  /** Called with one line per notable thing (a join, an action, an error); default silent. */
  readonly log?: (line: string) => void;
  /**
   * The most bytes of replies the server keeps for one connection that has not read them yet
   * (the socket's `bufferedAmount`); default {@link DEFAULT_MAX_BUFFERED_BYTES}. A message that
   * would take a connection past it is not sent: the connection is closed with
   * {@link CLOSE_UNREAD_BACKLOG} (and cut off a second later if it does not answer the close), and
   * the server logs one line. So a client that sends but never reads costs the server at most
   * this much memory, and the other tables go on.
   */
  readonly maxBufferedBytes?: number;
}

/**
 * The default bound on unread replies per connection: 1 MiB, dozens of `state` messages. A
 * client that reads falls that far behind only on a dead or stalled link.
 */
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;

/** What the server holds for its connections now: for monitoring, and for tests. */
export interface ConnectionStats {
  /** Open connections (seated or not). */
  readonly connections: number;
  /** Bytes of replies sent but not yet taken by the network, over every connection. */
  readonly bufferedBytes: number;
  /** The most bytes one connection held unread, seen since the server started (just after a send). */
  readonly peakBufferedBytes: number;
  /** Connections closed with {@link CLOSE_UNREAD_BACKLOG} since the server started. */
  readonly dropped: number;
}

/** A read-only look at a table, for the server's owner (tests, admin pages). Never sent to clients. */
export interface TableInfo {
  readonly id: string;
  /** The current state, seed included. */
  readonly state: GameState;
  readonly started: boolean;
  readonly seats: readonly SeatInfo[];
  /** The game's record so far (`replay(record)` gives `state`). */
  record(): GameRecord;
  /** `scoreGame(state)`: final once `state.phase === 'ended'`. */
  score(): ScoreSheet;
}

/** A running server. */
export interface GameServer {
  /** The port it listens on (useful with `port: 0`). */
  readonly port: number;
  /** `ws://host:port` */
  readonly url: string;
  table(id: string): TableInfo | undefined;
  /** The connections' backlog of unread replies (see {@link ServerOptions.maxBufferedBytes}). */
  stats(): ConnectionStats;
  /** Stops bots, closes every connection (code 1001), then the listening socket. */
  close(): Promise<void>;
}

interface Seat {
  readonly kind: 'human' | 'bot';
  name: string | null;
  /** The seat's secret, set by the first `hello`; `null` until claimed (and for bots). */
  token: string | null;
  socket: WebSocket | null;
  readonly bot: Bot | null;
}

interface Table {
  readonly id: string;
  readonly options: GameOptions;
  state: GameState;
  readonly actions: Action[];
  readonly seats: Seat[];
  started: boolean;
  botTimer: NodeJS.Timeout | null;
}

/** Which table and seat a connection holds, after its `hello`. */
interface Binding {
  readonly table: Table;
  readonly seat: number;
}

function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/** Constant-time comparison: a token check should not tell an attacker how much of it matched. */
function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function seatInfo(s: Seat, seat: number): SeatInfo {
  return { seat, name: s.name, kind: s.kind, connected: s.kind === 'bot' || s.socket !== null };
}

function makeTable(config: TableConfig, botFor: (table: string, seat: number) => Bot): Table {
  const options: GameOptions = {
    players: config.players,
    spells: config.spells ?? 'classic',
    ...(config.seed === undefined ? {} : { seed: config.seed }),
  };
  if (config.players < 2) throw new RangeError(`table ${config.id}: 2 to 4 players`);
  const state = createGame(options); // throws a SetupError for bad options: a configuration bug
  const botSeats = new Set(config.botSeats ?? []);
  for (const s of botSeats) {
    if (!Number.isInteger(s) || s < 0 || s >= config.players) throw new RangeError(`table ${config.id}: no seat ${s} for a bot`);
  }
  const seats = state.players.map((_, seat): Seat => {
    if (!botSeats.has(seat)) return { kind: 'human', name: null, token: null, socket: null, bot: null };
    const bot = botFor(config.id, seat);
    return { kind: 'bot', name: `${bot.name} (bot)`, token: null, socket: null, bot };
  });
  return { id: config.id, options, state, actions: [], seats, started: false, botTimer: null };
}

/**
 * Starts a server and resolves once it listens.
 * @throws (rejects) for a bad table configuration or a port in use.
 */
export async function createServer(options: ServerOptions): Promise<GameServer> {
  const log = options.log ?? ((): void => {});
  const botDelayMs = options.botDelayMs ?? 0;
  const botFor = options.botFor ?? ((): Bot => greedyBot());
  const tables = new Map<string, Table>();
  for (const config of options.tables) {
    if (tables.has(config.id)) throw new Error(`two tables named ${config.id}`);
    tables.set(config.id, makeTable(config, botFor));
  }
  const bindings = new Map<WebSocket, Binding>();
  let closing = false;
  const maxBufferedBytes = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
  let peakBufferedBytes = 0;
  let dropped = 0;

  // --- sending -------------------------------------------------------------------------------

  /**
   * Sends a message, unless the connection's unread backlog would pass the bound: `ws` queues
   * whatever the network does not take, in this process's memory, for as long as the socket is
   * open, so a client that never reads would otherwise grow the heap without end.
   */
  function send(socket: WebSocket | null, message: ServerMessage): void {
    if (socket === null || socket.readyState !== WebSocket.OPEN) return;
    const frame = encode(message);
    const backlog = socket.bufferedAmount + Buffer.byteLength(frame);
    if (backlog > maxBufferedBytes) return dropUnread(socket, backlog);
    socket.send(frame);
    peakBufferedBytes = Math.max(peakBufferedBytes, socket.bufferedAmount);
  }

  /** Closes a connection that does not read its replies; its seat stays claimed (as on any disconnect). */
  function dropUnread(socket: WebSocket, backlog: number): void {
    dropped += 1;
    const binding = bindings.get(socket);
    const who = binding === undefined ? 'a connection without a seat' : `${binding.table.id} seat ${binding.seat}`;
    log(`dropped ${who}: ${backlog} bytes of replies unread, over the bound of ${maxBufferedBytes}; closed with ${CLOSE_UNREAD_BACKLOG}`);
    socket.close(CLOSE_UNREAD_BACKLOG, 'too many unread replies');
    // The close frame waits behind the unread bytes, which a client that does not read never
    // takes: cut it off soon, so that its backlog is freed now rather than at ws's 30-s timeout.
    const timer = setTimeout(() => socket.terminate(), 1000);
    socket.once('close', () => clearTimeout(timer));
  }

  function seatsOf(table: Table): SeatInfo[] {
    return table.seats.map(seatInfo);
  }

  /** This seat's own view, and its legal actions only if it is the one who must act. */
  function sendState(table: Table, seat: number): void {
    const socket = table.seats[seat]?.socket ?? null;
    if (socket === null) return;
    const decision = currentDecision(table.state);
    const mustAct = decision.kind !== 'game-over' && decision.player === seat;
    send(socket, {
      type: 'state',
      table: table.id,
      view: playerView(table.state, seat),
      decision,
      legal: mustAct ? legalActions(table.state) : null,
    });
  }

  function broadcastLobby(table: Table): void {
    for (const s of table.seats) send(s.socket, { type: 'lobby', table: table.id, seats: seatsOf(table), started: table.started });
  }

  function reject(socket: WebSocket, error: Omit<ErrorMessage, 'type'>): void {
    log(`refused: ${error.code}: ${error.message}`);
    send(socket, { type: 'error', ...error });
  }

  // --- the game ------------------------------------------------------------------------------

  /**
   * Makes an accepted step the table's new state, then tells everyone: first what happened
   * (the events), then each seat its own new view.
   */
  function commit(table: Table, by: number, action: Action, result: Extract<ActionResult, { ok: true }>): void {
    const next = result.state;
    // The engine refuses actions with fields their type does not have, so what a client sent is
    // clean; the notation is for the log and for clients that show moves as text, and parsing it
    // back gives the canonical object (key order included) that the record keeps.
    const notation = formatAction(action);
    const clean = parseAction(notation);
    table.state = next;
    table.actions.push(clean);
    log(`${table.id}: step ${next.step}: ${notation}`);
    const message: ServerMessage = { type: 'events', table: table.id, by, action: clean, notation, step: next.step, events: result.events };
    for (const s of table.seats) send(s.socket, message);
    table.seats.forEach((_, seat) => sendState(table, seat));
    if (next.phase === 'ended') {
      const score = scoreGame(next);
      log(`${table.id}: game over, winners ${score.winners.join(', ')}`);
      for (const s of table.seats) send(s.socket, { type: 'game-over', table: table.id, score });
    }
    scheduleBot(table);
  }

  /**
   * If a bot must act, plays its action on a timer rather than at once: the loop never blocks
   * the event loop for a whole run of bot turns, and `botDelayMs` lets people watch.
   */
  function scheduleBot(table: Table): void {
    if (closing || !table.started || table.botTimer !== null) return;
    const decision = currentDecision(table.state);
    if (decision.kind === 'game-over') return;
    const bot = table.seats[decision.player]?.bot ?? null;
    if (bot === null) return;
    table.botTimer = setTimeout(() => {
      table.botTimer = null;
      if (closing) return;
      try {
        const action = botAction(table.state, bot); // sees only playerView + legalActions; throws on a bot bug
        const r = applyAction(table.state, action, { expectedStep: table.state.step });
        if (!r.ok) throw new Error(`bot ${bot.name} made an illegal move: ${r.error.code}`);
        commit(table, decision.player, action, r);
      } catch (e) {
        // A bug, not a player's error. Log it and leave this table waiting rather than take
        // every other table down with the process.
        log(`${table.id}: bot failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      }
    }, botDelayMs);
  }

  /** Every human seat is claimed (`started` was just set): show everyone the position, let the bots go. */
  function start(table: Table): void {
    table.started = true;
    log(`${table.id}: every seat is taken, the game starts`);
    broadcastLobby(table);
    table.seats.forEach((_, seat) => sendState(table, seat));
    scheduleBot(table);
  }

  // --- messages ------------------------------------------------------------------------------

  function onHello(socket: WebSocket, msg: HelloMessage): void {
    // Every refusal echoes the client's ref, as the action refusals do.
    const ref = msg.ref === undefined ? {} : { ref: msg.ref };
    if (bindings.has(socket)) return reject(socket, { code: 'already-joined', message: 'this connection already holds a seat', ...ref });
    const table = tables.get(msg.table);
    if (table === undefined) return reject(socket, { code: 'unknown-table', message: `no table named ${JSON.stringify(msg.table)}`, ...ref });
    const seat = table.seats[msg.seat];
    if (seat === undefined) {
      return reject(socket, { code: 'bad-seat', message: `table ${table.id} has seats 0 to ${table.seats.length - 1}`, ...ref });
    }
    if (seat.kind === 'bot') return reject(socket, { code: 'bot-seat', message: `seat ${msg.seat} is played by a server bot`, ...ref });

    let resumed = false;
    if (seat.token === null) {
      seat.token = newToken(); // first claim
    } else if (msg.token !== undefined && sameToken(msg.token, seat.token)) {
      // Reclaim with the token: the newest connection wins (a reload, a second device, a
      // connection the server has not noticed is dead yet). The old one is told and closed.
      resumed = true;
      const old = seat.socket;
      if (old !== null && old !== socket) {
        bindings.delete(old);
        send(old, { type: 'replaced', table: table.id, seat: msg.seat });
        old.close(CLOSE_REPLACED, 'seat taken over by a newer connection');
      }
    } else {
      return reject(socket, { code: 'seat-taken', message: `seat ${msg.seat} belongs to someone else; send its token to reclaim it`, ...ref });
    }
    seat.socket = socket;
    seat.name = msg.name;
    bindings.set(socket, { table, seat: msg.seat });
    log(`${table.id}: seat ${msg.seat} ${resumed ? 'reclaimed' : 'claimed'} by ${msg.name}`);
    const wasStarted = table.started;
    // The game starts when the last human seat is claimed; the welcome already says so.
    if (!wasStarted && table.seats.every((s) => s.kind === 'bot' || s.token !== null)) table.started = true;
    send(socket, {
      type: 'welcome', protocol: PROTOCOL_VERSION, table: table.id, seat: msg.seat, token: seat.token, resumed,
      seats: seatsOf(table), started: table.started,
    });
    if (!table.started) {
      broadcastLobby(table);
    } else if (!wasStarted) {
      start(table);
    } else {
      // A late join or a reclaim: the others see the seat back; this connection gets the position.
      broadcastLobby(table);
      sendState(table, msg.seat);
      if (table.state.phase === 'ended') send(socket, { type: 'game-over', table: table.id, score: scoreGame(table.state) });
    }
  }

  function onAction(socket: WebSocket, msg: ActionMessage | NotationMessage): void {
    const ref = msg.ref === undefined ? {} : { ref: msg.ref };
    const binding = bindings.get(socket);
    if (binding === undefined) return reject(socket, { code: 'not-joined', message: 'send hello first', ...ref });
    const { table, seat } = binding;
    if (!table.started) return reject(socket, { code: 'not-started', message: 'waiting for every seat to be taken', ...ref });

    let action: Action;
    if (msg.type === 'notation') {
      try {
        action = parseAction(msg.text);
      } catch (e) {
        if (!(e instanceof NotationError)) throw e;
        return reject(socket, { code: 'bad-notation', message: `${e.code}: ${e.message}`, ...ref });
      }
    } else {
      action = msg.action;
    }
    // A connection acts for its own seat only. (Whether that seat may act now is the engine's
    // call: `not-your-turn`.) A `player` that is not a number at all is left to the engine,
    // which answers `malformed-action` with `field: 'player'`.
    const player: unknown = (action as { readonly player?: unknown }).player;
    if (typeof player === 'number' && player !== seat) {
      return reject(socket, { code: 'not-your-seat', message: `this connection plays seat ${seat}, not ${String(player)}`, field: 'player', ...ref });
    }
    // The engine checks, in order: the step counter, the shape of the (untrusted) action, whose
    // decision it is, then the rules. A refusal returns a value and leaves the state untouched.
    const r = applyAction(table.state, action, { expectedStep: msg.step });
    if (!r.ok) {
      return reject(socket, { code: r.error.code, message: r.error.message, ...(r.error.field === undefined ? {} : { field: r.error.field }), ...ref });
    }
    commit(table, seat, action, r);
  }

  function onFrame(socket: WebSocket, data: RawData, isBinary: boolean): void {
    if (isBinary) return reject(socket, { code: 'bad-json', message: 'send JSON text frames' });
    const msg = parseClientMessage(data.toString());
    if (msg.type === 'error') return reject(socket, msg);
    try {
      if (msg.type === 'hello') onHello(socket, msg);
      else onAction(socket, msg);
    } catch (e) {
      // Only a bug gets here (the engine returns violations as values). Keep serving the others.
      log(`internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      reject(socket, { code: 'internal-error', message: 'the server failed on this message; nothing was applied' });
    }
  }

  function onClose(socket: WebSocket): void {
    const binding = bindings.get(socket);
    bindings.delete(socket);
    if (binding === undefined || closing) return;
    const seat = binding.table.seats[binding.seat];
    if (seat !== undefined && seat.socket === socket) {
      seat.socket = null; // the seat stays claimed; its token brings its player back
      log(`${binding.table.id}: seat ${binding.seat} disconnected`);
      broadcastLobby(binding.table);
    }
  }

  // --- transport -----------------------------------------------------------------------------

  const http: HttpServer = createHttpServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain' }).end('a SpellBook game server: connect with a WebSocket\n');
  });
  const wss = new WebSocketServer({ server: http, maxPayload: MAX_FRAME_BYTES });
  wss.on('connection', (socket) => {
    // Frames that arrive after the server closed a connection (a dropped one) are not served.
    socket.on('message', (data, isBinary) => {
      if (socket.readyState === WebSocket.OPEN) onFrame(socket, data, isBinary);
    });
    socket.on('close', () => onClose(socket));
    socket.on('error', (e) => log(`socket error: ${e.message}`)); // e.g. a frame over maxPayload; 'close' follows
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      http.off('error', reject);
      resolve();
    });
  });
  // A table of bots only has nobody to wait for.
  for (const table of tables.values()) if (table.seats.every((s) => s.kind === 'bot')) start(table);
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    port: address.port,
    url: `ws://${host}:${address.port}`,
    table(id) {
      const table = tables.get(id);
      if (table === undefined) return undefined;
      return {
        id: table.id,
        state: table.state,
        started: table.started,
        seats: seatsOf(table),
        record: () => recordOf(table.options, table.state, table.actions),
        score: () => scoreGame(table.state),
      };
    },
    stats() {
      let bufferedBytes = 0;
      for (const socket of wss.clients) bufferedBytes += socket.bufferedAmount;
      return { connections: wss.clients.size, bufferedBytes, peakBufferedBytes, dropped };
    },
    async close() {
      closing = true;
      for (const table of tables.values()) {
        if (table.botTimer !== null) clearTimeout(table.botTimer);
        table.botTimer = null;
      }
      // Close each connection properly (close frame, wait for the reply); a client that does not
      // answer within a second is cut off.
      await Promise.all([...wss.clients].map((socket) => new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        const timer = setTimeout(() => socket.terminate(), 1000);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        socket.close(1001, 'server shutting down');
      })));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve, reject) => http.close((e) => (e === undefined ? resolve() : reject(e))));
    },
  };
}

// --- run directly: one table, people on the seats, bots on the rest ------------------------------

async function main(): Promise<void> {
  const players = Number(process.env.PLAYERS ?? 3);
  if (players !== 2 && players !== 3 && players !== 4) throw new Error(`PLAYERS must be 2, 3 or 4, got ${process.env.PLAYERS ?? ''}`);
  const botSeats = (process.env.BOTS ?? String(players - 1)).split(',').filter((s) => s !== '').map(Number);
  const server = await createServer({
    port: Number(process.env.PORT ?? 8787),
    host: process.env.HOST ?? '127.0.0.1',
    tables: [{ id: process.env.TABLE ?? 'demo', players, botSeats, ...(process.env.SEED ? { seed: process.env.SEED } : {}) }],
    botDelayMs: Number(process.env.BOT_DELAY_MS ?? 300),
    maxBufferedBytes: Number(process.env.MAX_BUFFERED_BYTES ?? DEFAULT_MAX_BUFFERED_BYTES),
    log: (line) => console.log(line),
  });
  console.log(`listening on ${server.url}; table "${process.env.TABLE ?? 'demo'}", ${players} seats, bots on ${botSeats.join(', ') || 'none'}`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
