/**
 * Builds the playground (playground/) into one self-contained page, dist/playground.html: its
 * script and styles inlined, the bot worker's bundle inlined as text (the page starts it from a
 * Blob URL), so that it works from `file://` and from any static host, with no server.
 *
 *   npm run build:playground            (`npm run build` and `prepack` run it after tsup)
 *   tsx scripts/build-playground.ts --out docs-site/playground.html
 *
 * It bundles the engine from its sources (playground/tsconfig.json maps the package's names to
 * src/), so it needs no prior build, and it is not part of the package's entries or budgets.
 * esbuild is tsup's own dependency.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'playground');

/** The options every bundle shares: the browser, minified, the engine from its sources. */
const COMMON: BuildOptions = {
  bundle: true,
  write: false,
  minify: true,
  platform: 'browser',
  target: 'es2022',
  tsconfig: join(SRC, 'tsconfig.json'),
  legalComments: 'none',
  logLevel: 'warning',
};

/** The one output file of a bundle, as text. */
async function bundle(options: BuildOptions): Promise<string> {
  const result = await build({ ...COMMON, ...options });
  const [file] = result.outputFiles ?? [];
  if (file === undefined) throw new Error(`esbuild wrote nothing for ${String(options.entryPoints)}`);
  return file.text;
}

/** `import source from 'virtual:bot-worker'`: the worker's bundle as a string. */
function workerAsText(source: string): Plugin {
  return {
    name: 'bot-worker-as-text',
    setup(b) {
      b.onResolve({ filter: /^virtual:bot-worker$/ }, () => ({ path: 'bot-worker', namespace: 'virtual' }));
      b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: `export default ${JSON.stringify(source)};`, loader: 'js' }));
    },
  };
}

/** Text that may sit inside an inline `<script>`: no `</script` (nor `<!--`) to end it early. */
function inlineScript(js: string): string {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** Builds the page and returns its HTML. */
async function buildPlayground(): Promise<string> {
  // Classic scripts (iife): a Blob-URL worker and an inline script, neither of them a module.
  const worker = await bundle({ entryPoints: [join(SRC, 'bot-worker.ts')], format: 'iife' });
  // UTF-8 (the page says so): the four languages' texts as they are, not as \u escapes.
  const script = await bundle({ entryPoints: [join(SRC, 'main.ts')], plugins: [workerAsText(worker)], charset: 'utf8', format: 'iife' });
  const styles = await bundle({ entryPoints: [join(SRC, 'styles.css')] });
  const template = readFileSync(join(SRC, 'page.html'), 'utf8');
  const page = template
    .replace('/*PLAYGROUND_STYLES*/', () => styles.replace(/<\/(style)/gi, '<\\/$1'))
    .replace('/*PLAYGROUND_SCRIPT*/', () => inlineScript(script));
  if (page.includes('/*PLAYGROUND_')) throw new Error('playground/page.html: a placeholder was left unfilled');
  return page;
}

const outArg = process.argv.indexOf('--out');
const out = resolve(ROOT, outArg >= 0 ? (process.argv[outArg + 1] ?? '') : 'dist/playground.html');
const page = await buildPlayground();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, page);
console.log(`playground: ${out.startsWith(ROOT) ? out.slice(ROOT.length + 1) : out} (${page.length.toLocaleString('en')} characters, ${Buffer.byteLength(page).toLocaleString('en')} bytes)`);
