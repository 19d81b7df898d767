// The simulator's benchmarks measure the packages as users get them: the built simulator
// (packages/sim/dist) and the built engine (dist/, through the workspace link), in plain `node`
// with no loader in the process or in its worker threads. A bench script calls `bundled()` first:
// run through tsx, it bundles itself with esbuild (its own code only: `spellbook-engine` and the
// simulator stay external, so they load from their dist/ folders), runs the bundle under plain
// node with the same arguments, hands what the bundle measured to `after` (which records it: the
// bench's own sources, run through tsx, locate the repository's files) and exits with the
// bundle's exit code; in the bundle, it returns at once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(PKG, '..', '..');
/** Set in the bundle's environment: the script is the bundle. */
const IN_BUNDLE = 'SPELLBOOK_SIM_BENCH_BUNDLE';
/** Set in the bundle's environment: where it writes what it measured. */
const RESULTS = 'SPELLBOOK_SIM_BENCH_RESULTS';

/** The builds a bench needs, with the command that makes them. */
const BUILDS = [
  [join(ROOT, 'dist', 'index.js'), 'npm run build:engine (at the repository root)'],
  [join(PKG, 'dist', 'index.js'), 'npm run build --workspace spellbook-sim'],
  [join(PKG, 'dist', 'sim-worker.js'), 'npm run build --workspace spellbook-sim'],
] as const;

/** Whether this process is a bench's bundle (or one of the processes it starts). */
export function inBundle(): boolean {
  return process.env[IN_BUNDLE] === '1';
}

/** The path of the bundle of `script`: in node_modules/.cache, where `spellbook-engine` resolves as in an app. */
export function bundlePath(script: string): string {
  return join(PKG, 'node_modules', '.cache', 'spellbook-sim-bench', basename(script).replace(/\.ts$/, '.mjs'));
}

/** In the bundle: hands what it measured to the process that started it (see {@link bundled}). */
export function writeResults(results: unknown): void {
  const path = process.env[RESULTS];
  if (path !== undefined && path !== '') writeFileSync(path, JSON.stringify(results));
}

/**
 * Outside a bundle: bundles `script` (a bench's own file), runs it under plain node with this
 * process's arguments, gives `after` what it measured ({@link writeResults}) when it succeeded,
 * and exits with its code. Inside: returns.
 */
export async function bundled<R>(script: string, after?: (results: R) => void | Promise<void>): Promise<void> {
  if (inBundle()) return;
  // `--results FILE`: what an earlier run measured (the bundle keeps it next to itself, in
  // <bundle>.results.json), given to `after` again without measuring: to print or record it anew.
  const saved = process.argv.indexOf('--results');
  if (saved !== -1) {
    const file = process.argv[saved + 1];
    if (file === undefined || !existsSync(file)) {
      console.error(`--results: expected the results file of an earlier run (${bundlePath(script)}.results.json), got ${JSON.stringify(file)}`);
      process.exit(2);
    }
    await after?.(JSON.parse(readFileSync(file, 'utf8')) as R);
    process.exit(0);
  }
  for (const [file, how] of BUILDS) {
    if (!existsSync(file)) {
      console.error(`${file} is missing: the bench measures the built packages; run ${how} first (npm run build builds both)`);
      process.exit(1);
    }
  }
  const out = bundlePath(script);
  mkdirSync(dirname(out), { recursive: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: [script], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'warning',
    external: ['spellbook-engine', 'spellbook-engine/*', 'spellbook-sim', 'esbuild'],
    plugins: [{
      // The simulator's sources by path (`../src/index.js`) are the built package.
      name: 'the-built-simulator',
      setup(b) {
        b.onResolve({ filter: /^\.\.\/src\/index\.js$/ }, () => ({ path: 'spellbook-sim', external: true }));
      },
    }],
  });
  const results = `${out}.results.json`;
  rmSync(results, { force: true });
  const run = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, [IN_BUNDLE]: '1', [RESULTS]: results } });
  if (run.status === 0 && after !== undefined && existsSync(results)) await after(JSON.parse(readFileSync(results, 'utf8')) as R);
  process.exit(run.status ?? 1);
}
