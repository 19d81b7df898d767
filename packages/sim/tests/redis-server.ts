// A real redis-server for the BullMQ tests: on a free loopback port, optionally with an
// append-only file in a temporary folder, which a test may kill and start again on that port.
// Also the waits these tests share: for a line in a process's output, for its exit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether redis-server is installed. */
export const hasRedis = spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;

/**
 * Skips a test file without redis-server, with a message saying so; in CI (CI=true), where
 * .ci/run installs it, its absence is an error instead.
 */
export function requireRedis(file: string): void {
  if (hasRedis) return;
  const message = `${file}: redis-server is not installed, so the BullMQ mode is not tested here (apt-get install redis-server; .ci/run installs it)`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
}

/** A free TCP port on the loopback interface (free when asked; nothing holds it afterwards). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Resolves when `pattern` appears in the child's output (stdout or stderr, from the call on),
 * rejects if the child exits first or after `ms`.
 */
export function waitFor(child: ChildProcess, pattern: RegExp, what: string, ms = 30_000): Promise<string> {
  return new Promise((done, fail) => {
    let seen = '';
    const stop = (): void => {
      clearTimeout(timer);
      child.stdout?.off('data', listen);
      child.stderr?.off('data', listen);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`${what}: no ${String(pattern)} within ${ms} ms; output: ${seen}`));
    }, ms);
    const listen = (chunk: Buffer): void => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match !== null) {
        stop();
        done(match[0]);
      }
    };
    const onExit = (code: number | null): void => {
      stop();
      fail(new Error(`${what} exited (${String(code)}) before ${String(pattern)}; output: ${seen}`));
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', onExit);
  });
}

/** Resolves with the child's exit code once it has exited (`null` when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** A redis-server the test controls. */
export interface TestRedis {
  readonly port: number;
  readonly url: string;
  /** The running server process. */
  readonly process: ChildProcess;
  /** Kills the server (SIGKILL by default: a crash) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same port (and folder), and waits until it accepts connections. */
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts redis-server on a free loopback port. `appendonly`: with an append-only file (fsync'ed
 * every second, Redis's default; a killed process loses nothing it acknowledged) in a temporary
 * folder, which survives {@link TestRedis.restart}; else no persistence at all (a restart
 * starts empty).
 */
export async function startRedis(options: { appendonly?: boolean } = {}): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'spellbook-sim-redis-'));
  const args = [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
    '--appendonly', options.appendonly === true ? 'yes' : 'no',
  ];
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    await waitFor(child, /Ready to accept connections/, 'redis-server');
    return child;
  };
  let current = await launch();
  const kill = async (signal: NodeJS.Signals = 'SIGKILL'): Promise<void> => {
    const gone = exited(current);
    current.kill(signal);
    await gone;
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get process() {
      return current;
    },
    kill,
    async restart() {
      current = await launch();
    },
    async stop() {
      if (current.exitCode === null && current.signalCode === null) await kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
