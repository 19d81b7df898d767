/**
 * Backpressure: a client that sends but never reads must not grow the server's memory without
 * bound, nor slow down the other tables. The flooder is a raw TCP socket that completes the
 * WebSocket handshake, sits down, then stops reading and sends frames that each earn a reply.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GameClient } from './client.js';
import { CLOSE_UNREAD_BACKLOG, type ServerMessage } from './protocol.js';
import { createServer, type GameServer } from './server.js';

const BOUND = 256 * 1024;
/** Frames of one byte that is not JSON: each earns a `bad-json` reply ten times its size. */
const FLOOD_FRAMES = Number(process.env.FLOOD_FRAMES ?? 300_000);

/** A masked client text frame (RFC 6455 §5.2; the all-zero mask leaves the payload as it is). */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length >= 126) throw new RangeError('a short frame only');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

/** Opens a WebSocket by hand over TCP and resolves once the server has answered the upgrade; then reads nothing more. */
async function rawWebSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {}); // the server cuts it off: writes after that fail, as they should
  socket.write(
    `GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n`
      + `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  const head = await new Promise<string>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      socket.pause(); // from here on the client never reads: the kernel buffers fill, then the server's
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed during the handshake')));
  });
  expect(head.startsWith('HTTP/1.1 101')).toBe(true);
  return socket;
}

let server: GameServer | null = null;
const sockets: Socket[] = [];
const clients: GameClient[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server?.close();
  server = null;
});

describe('examples/server: backpressure', () => {
  it('drops a client whose unread replies pass the bound, keeps its memory under the bound, and other tables go on promptly', async () => {
    const lines: string[] = [];
    server = await createServer({
      port: 0,
      maxBufferedBytes: BOUND,
      tables: [
        { id: 'flood', players: 2, seed: 'flood-seed' },
        { id: 'calm', players: 2, seed: 'calm-seed', botSeats: [1] },
      ],
      log: (line) => lines.push(line),
    });
    const srv = server;

    // A player at another table, who reads.
    const calm = await GameClient.connect(srv.url);
    clients.push(calm);
    await calm.hello('calm', 0, 'Cal');
    await calm.nextOf('state');

    // The flooder sits down at its own table, then stops reading and floods.
    const flooder = await rawWebSocket(srv.url);
    sockets.push(flooder);
    flooder.write(clientFrame(JSON.stringify({ type: 'hello', table: 'flood', seat: 0, name: 'Flo' })));
    const frame = clientFrame('x');
    const burst = Buffer.concat(Array.from({ length: 2_000 }, () => frame));
    let sent = 0;
    const flooding = (async (): Promise<void> => {
      for (; sent < FLOOD_FRAMES && !flooder.destroyed && srv.stats().dropped === 0; sent += 2_000) {
        flooder.write(burst);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();

    // Meanwhile, the calm player's messages are answered promptly, and the server's backlog for
    // all its connections together stays under the bound.
    const roundTrips: number[] = [];
    let mostBuffered = 0;
    const until = Date.now() + 20_000;
    while (srv.stats().dropped === 0 && Date.now() < until) {
      mostBuffered = Math.max(mostBuffered, srv.stats().bufferedBytes);
      const t = performance.now();
      calm.sendRaw('{}');
      await calm.next((m: ServerMessage) => m.type === 'error' && m.code === 'bad-message', 5_000);
      roundTrips.push(performance.now() - t);
    }
    await flooding;
    const stats = srv.stats();
    expect(stats.dropped).toBe(1);
    expect(stats.peakBufferedBytes).toBeLessThanOrEqual(BOUND);
    expect(mostBuffered).toBeLessThanOrEqual(BOUND);
    const dropLine = lines.find((l) => l.startsWith('dropped '));
    expect(dropLine).toMatch(new RegExp(`^dropped flood seat 0: \\d+ bytes of replies unread, over the bound of ${BOUND}; closed with ${CLOSE_UNREAD_BACKLOG}$`));

    // The flooder's connection is gone within the grace second, its seat kept for its token.
    const gone = Date.now() + 5_000;
    while (srv.stats().connections > 1 && Date.now() < gone) await new Promise((r) => setTimeout(r, 20));
    expect(srv.stats().connections).toBe(1);
    expect(srv.stats().bufferedBytes).toBeLessThanOrEqual(BOUND);
    expect(srv.table('flood')?.seats[0]).toMatchObject({ name: 'Flo', connected: false });

    // The other table was never held up: every ping came back quickly, and a move goes through.
    expect(roundTrips.length).toBeGreaterThan(0);
    expect(roundTrips.reduce((a, b) => Math.max(a, b), 0)).toBeLessThan(1_000);
    const legal = calm.latest?.legal;
    expect(legal?.length).toBeGreaterThan(0);
    const t = performance.now();
    expect(await calm.act(legal?.[0] as NonNullable<typeof legal>[number])).toBeNull();
    expect(performance.now() - t).toBeLessThan(1_000);
  });
});
