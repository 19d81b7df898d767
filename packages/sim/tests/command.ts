// Runs the spellbook-sim command from its TypeScript source through tsx, with this package's
// tsconfig.json (its `paths` map `spellbook-engine` to the engine's sources: no build needed).
import { execFile, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder. */
export const PKG = fileURLToPath(new URL('..', import.meta.url));
/** The command's source. */
export const CLI = join(PKG, 'src/cli/spellbook-sim.ts');

/** Node's arguments for the command line `args`. */
const nodeArgs = (args: readonly string[]): string[] => ['--import', 'tsx', CLI, ...args];

/** The environment of the command: tsx reads this package's tsconfig.json, whatever the cwd. */
const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  ({ ...process.env, NO_COLOR: '1', TSX_TSCONFIG_PATH: join(PKG, 'tsconfig.json'), ...extra });

/** What a finished command printed, and its exit code. */
export interface Result { code: number; stdout: string; stderr: string }

/**
 * Runs the command to its end. `extraEnv` adds to its environment (e.g. `NODE_OPTIONS` with a
 * module that hides a package).
 */
export function sim(args: readonly string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<Result> {
  return new Promise((done) => {
    execFile(process.execPath, nodeArgs(args), { cwd: PKG, env: env(extraEnv) }, (error, stdout, stderr) => {
      done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

/** Starts the command as a long-running process (a queue worker). */
export function startSim(args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, nodeArgs(args), { cwd: PKG, env: env({}), ...options });
}

/** A long-running command (a queue worker) whose output (stdout and stderr) is kept. */
export interface LoggedSim {
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /**
   * Resolves with the first match of `pattern` in its output (printed before the call or
   * after); rejects if it exits first, or after `ms`.
   */
  until(pattern: RegExp, what: string, ms?: number): Promise<RegExpExecArray>;
}

/** Starts the command as a long-running process and keeps its output. */
export function startLoggedSim(args: readonly string[]): LoggedSim {
  const child = startSim(args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const keep = (chunk: Buffer): void => {
    text += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    output: () => text,
    until(pattern, what, ms = 30_000) {
      return new Promise((done, fail) => {
        const check = (): boolean => {
          const match = pattern.exec(text);
          if (match === null) return false;
          stop();
          done(match);
          return true;
        };
        const onExit = (code: number | null): void => {
          if (check()) return;
          stop();
          fail(new Error(`${what} exited (${String(code)}) before ${String(pattern)}; output: ${text}`));
        };
        const timer = setTimeout(() => {
          stop();
          fail(new Error(`${what}: no ${String(pattern)} within ${ms} ms; output: ${text}`));
        }, ms);
        const onData = (): void => {
          // After `keep` (registered first) has added the chunk.
          check();
        };
        function stop(): void {
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          child.stderr?.off('data', onData);
          child.off('exit', onExit);
        }
        if (check()) return;
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.once('exit', onExit);
      });
    },
  };
}
