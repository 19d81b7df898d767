/**
 * A minimal scripted client for the game server: connect, sit down, wait for messages, act.
 * It is what a test or a bot script needs; a UI would keep the same protocol and render
 * `state.view` instead of choosing by rule.
 *
 * Run it against a server (see server.ts) to watch a seat play by a simple rule:
 *   npx tsx server/client.ts ws://127.0.0.1:8787 demo 0 Alice
 */
import { pathToFileURL } from 'node:url';
import { describeEvent, type Action, type Decision, type PlayerView, type ScoreSheet } from 'spellbook-engine';
import { WebSocket } from 'ws';
import {
  encode, parseServerMessage,
  type ClientMessage, type ErrorMessage, type ServerMessage, type StateMessage, type WelcomeMessage,
} from './protocol.js';

/** A server `error` reply, as a rejected promise's reason. */
export class ServerError extends Error {
  readonly code: ErrorMessage['code'];
  readonly reply: ErrorMessage;
  constructor(reply: ErrorMessage) {
    super(`${reply.code}: ${reply.message}`);
    this.name = 'ServerError';
    this.code = reply.code;
    this.reply = reply;
  }
}

/** How a scripted player chooses: one of `legal` (never empty), from its own view. */
export type Chooser = (legal: readonly Action[], view: PlayerView, decision: Decision) => Action;

/** Deterministic play that always moves the game on: learn, cast, store, take, draw, else the first option. */
export const PROGRESS_ORDER: readonly Action['type'][] = ['learn', 'cast', 'store', 'take', 'draw'];

/** A {@link Chooser}: the first legal action of the first type in {@link PROGRESS_ORDER}; else the first listed. */
export const preferProgress: Chooser = (legal) => {
  for (const type of PROGRESS_ORDER) {
    const found = legal.find((a) => a.type === type);
    if (found !== undefined) return found;
  }
  return legal[0] as Action;
};

interface Waiter {
  readonly match: (m: ServerMessage) => boolean;
  readonly resolve: (m: ServerMessage) => void;
  readonly reject: (e: Error) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * One connection to the server. It keeps every message it receives (`received`, and the raw
 * `frames`), so it is meant for scripts and tests, not for a long-lived UI.
 */
export class GameClient {
  /** Every message received, in order. */
  readonly received: ServerMessage[] = [];
  /** The same, as the text frames that arrived (to check what reached this client byte for byte). */
  readonly frames: string[] = [];
  /** Resolves when the connection has closed, with the close code and reason. */
  readonly closed: Promise<{ readonly code: number; readonly reason: string }>;
  /** From the `welcome`: the seat, and its token (to reclaim the seat on another connection). */
  welcome: WelcomeMessage | null = null;
  /** The newest `state` received. */
  latest: StateMessage | null = null;
  /** The final score, once `game-over` has arrived. */
  score: ScoreSheet | null = null;

  private readonly inbox: ServerMessage[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly listeners = new Set<(m: ServerMessage) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      this.frames.push(text);
      let message: ServerMessage;
      try {
        message = parseServerMessage(text);
      } catch {
        socket.close(1002, 'not a server message'); // protocol error: not a server we can talk to
        return;
      }
      this.received.push(message);
      if (message.type === 'welcome') this.welcome = message;
      if (message.type === 'state' && (this.latest === null || message.view.step >= this.latest.view.step)) this.latest = message;
      if (message.type === 'game-over') this.score = message.score;
      for (const listener of this.listeners) listener(message);
      for (const w of this.waiters) {
        if (w.match(message)) {
          this.waiters.delete(w);
          clearTimeout(w.timer);
          w.resolve(message);
          return;
        }
      }
      this.inbox.push(message);
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => {
        for (const w of this.waiters) {
          clearTimeout(w.timer);
          w.reject(new Error(`connection closed (${code}) while waiting for a message`));
        }
        this.waiters.clear();
        resolve({ code, reason: reason.toString() });
      });
    });
  }

  /** Calls `listener` with every message from now on (as well as queueing it for {@link next}). Returns an unsubscribe. */
  listen(listener: (m: ServerMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens a connection. */
  static connect(url: string): Promise<GameClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => {
        socket.off('error', reject);
        socket.on('error', () => {}); // later errors end in 'close', which `closed` reports
        resolve(new GameClient(socket));
      });
      socket.once('error', reject);
    });
  }

  /** True while the connection is open. */
  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(message: ClientMessage): void {
    this.socket.send(encode(message));
  }

  /** Sends any text, valid or not (for tests of the server's defences). */
  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /**
   * The first message not yet taken that matches, waiting for it if needed. Messages that do not
   * match stay for a later call. Rejects after `timeoutMs` or when the connection closes.
   */
  next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  next(match: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    const i = this.inbox.findIndex(match);
    if (i >= 0) return Promise.resolve(this.inbox.splice(i, 1)[0] as ServerMessage);
    if (!this.open) return Promise.reject(new Error('the connection is closed'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match, resolve, reject,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  /** Waits for the next message of a type. */
  nextOf<K extends ServerMessage['type']>(type: K, timeoutMs?: number): Promise<Extract<ServerMessage, { type: K }>> {
    return this.next((m): m is Extract<ServerMessage, { type: K }> => m.type === type, timeoutMs);
  }

  /** Sends `hello` and resolves with the `welcome`, or rejects with a {@link ServerError}. */
  async hello(table: string, seat: number, name: string, token?: string): Promise<WelcomeMessage> {
    this.send(token === undefined ? { type: 'hello', table, seat, name } : { type: 'hello', table, seat, name, token });
    const reply = await this.next((m): m is WelcomeMessage | ErrorMessage => m.type === 'welcome' || m.type === 'error');
    if (reply.type === 'error') throw new ServerError(reply);
    return reply;
  }

  /**
   * Sends an action made at `step` (default: the newest view's step) and resolves with the
   * server's error reply if it refuses it, or `null` once its `events` arrive. The `ref` pairs
   * them: `events` carry no ref, so this waits for the events of the step after `step` by this seat.
   */
  async act(action: Action, step = this.latest?.view.step ?? 0, ref = `a${step}`): Promise<ErrorMessage | null> {
    this.send({ type: 'action', step, action, ref });
    const seat = this.welcome?.seat;
    const reply = await this.next((m) => (m.type === 'error' && m.ref === ref) || (m.type === 'events' && m.by === seat && m.step === step + 1));
    return reply.type === 'error' ? reply : null;
  }

  /**
   * Plays this seat to the end of the game: whenever the newest `state` lists legal actions,
   * sends `choose(legal, view, decision)`. Resolves with the final score; rejects if the server
   * refuses an action, or the connection closes first.
   */
  async play(choose: Chooser, timeoutMs = 30_000): Promise<ScoreSheet> {
    for (;;) {
      const m = await this.next((x) => x.type === 'state' || x.type === 'game-over' || x.type === 'error', timeoutMs);
      if (m.type === 'game-over') return m.score;
      if (m.type === 'error') throw new ServerError(m);
      if (m.type !== 'state' || m.legal === null) continue;
      if (this.latest !== null && m.view.step < this.latest.view.step) continue; // an older position: skip it
      this.send({ type: 'action', step: m.view.step, action: choose(m.legal, m.view, m.decision), ref: `play${m.view.step}` });
    }
  }

  /** Closes the connection and waits until it is closed. */
  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close(1000, 'bye');
    await this.closed;
  }
}

// --- run directly: play one seat by the progress rule, narrating the game --------------------------

async function main(): Promise<void> {
  const [url = 'ws://127.0.0.1:8787', table = 'demo', seat = '0', name = 'player'] = process.argv.slice(2);
  const client = await GameClient.connect(url);
  const welcome = await client.hello(table, Number(seat), name);
  console.log(`seat ${welcome.seat} at ${welcome.table}; token ${welcome.token} (send it in hello.token to come back)`);
  client.listen((m) => {
    if (m.type === 'events') for (const e of m.events) console.log(`  ${describeEvent(e)}`);
    if (m.type === 'lobby') console.log(`seats: ${m.seats.map((s) => `${s.seat}=${s.name ?? '(free)'}${s.connected ? '' : ' (away)'}`).join(', ')}`);
  });
  const score = await client.play(preferProgress, 10 * 60_000);
  console.log(`game over: winners ${score.winners.join(', ')}; totals ${score.players.map((p) => p.total).join(', ')}`);
  await client.close();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
