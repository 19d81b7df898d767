// The speed reference of `npm run bench`: a pure `(state, action) => state` engine of the
// primary-action game, kept outside this repository. The benchmark is told where it is
// (`--reference <dir>` or SPELLBOOK_REFERENCE) and builds a copy of it in a temporary folder, so
// that the original stays untouched and this repository depends on no path outside it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** A built copy of the reference. */
export interface BuiltReference {
  /** The folder the reference was read from. */
  readonly source: string;
  /** Its built `dist/` folder, inside the temporary copy. */
  readonly dist: string;
  /** `name version` from its package.json. */
  readonly name: string;
  /** The first 12 hex digits of a SHA-256 over its package.json, lock file and `src/` files. */
  readonly digest: string;
}

/** How a user adds the reference: printed when none was given. */
export const HOW_TO_ADD_THE_REFERENCE =
  'to compare with the speed reference (a pure engine of the primary-action game with a `dist/bench-one.js` runner), ' +
  'run `npm run bench -- --reference <its folder>` or set SPELLBOOK_REFERENCE=<its folder>';

/**
 * The reference's folder: `dir` itself when it holds a package.json, else its `tight-spellbook`
 * subfolder when that holds one. Throws when neither does.
 */
export function referenceFolder(dir: string): string {
  const candidates = [resolve(dir), resolve(dir, 'tight-spellbook')];
  const found = candidates.find((c) => existsSync(join(c, 'package.json')));
  if (found === undefined) throw new Error(`no reference at ${dir}: expected a package.json there or in its tight-spellbook/ folder`);
  return found;
}

/** Every file under `dir`, sorted, as paths relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}

/** What identifies a version of the reference: its manifest, lock file and sources. */
function digestOf(folder: string): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', ...filesUnder(folder, join(folder, 'src'))]) {
    if (!existsSync(join(folder, file))) continue;
    hash.update(file).update('\0').update(readFileSync(join(folder, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies the reference at `dir` into `into` (without its node_modules/ and dist/), installs its
 * locked dependencies (`npm ci`) and compiles it (`npx tsc -p .`). Logs the steps to stderr.
 * Throws when a step fails or the build has no `dist/bench-one.js`.
 */
export function buildReference(dir: string, into: string): BuiltReference {
  const source = referenceFolder(dir);
  cpSync(source, into, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist)$/.test(path),
  });
  const run = (command: string, args: string[]): void => {
    process.stderr.write(`  reference: ${command} ${args.join(' ')}\n`);
    execFileSync(command, args, { cwd: into, stdio: ['ignore', 'ignore', 'inherit'] });
  };
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  run('npx', ['tsc', '-p', '.']);
  const dist = join(into, 'dist');
  if (!existsSync(join(dist, 'bench-one.js'))) throw new Error(`the reference's build has no dist/bench-one.js (${source})`);
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { name?: string; version?: string };
  return { source, dist, name: `${manifest.name ?? 'reference'} ${manifest.version ?? ''}`.trim(), digest: digestOf(source) };
}
