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
