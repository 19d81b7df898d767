/**
 * The shape of the docs a new user meets first:
 *
 * - Getting started holds at most {@link FIRST_PAGE_WORDS} words of prose (code blocks, front
 *   matter and comments left out) and ends in a complete program that `npm run docs:check` runs
 *   (its last TypeScript block is marked `<!-- sample: runs ... -->`);
 * - the README and the docs index (docs/README.md) name the path, in order: quick start, first
 *   UI, cheat sheet, guides by task; the index links every guide;
 * - the README's playground link says how to build the page in a clone, with the script that
 *   writes it;
 * - the README's examples table, examples/README.md and docs/examples.md list every example
 *   (every folder of examples/ but {@link NOT_EXAMPLES});
 * - the docs site renders every guide and every example's README as a page (typedoc.json's
 *   projectDocuments, or a document's `children`), never as a raw Markdown file.
 *
 *   npm run docs:guides       (CI) exit code 1 on any problem, with the word count printed
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** The most words of prose the first page may hold. */
export const FIRST_PAGE_WORDS = 700;

/** Folders of examples/ that are not examples, and why. */
export const NOT_EXAMPLES: Readonly<Record<string, string>> = {
  'playground': "the playground page's browser tests (the page itself is built from playground/)",
  'test-support': 'helpers the browser tests share',
  'site': "the docs site's browser test",
};

/**
 * The words of a Markdown page's prose: fenced code blocks, front matter, HTML comments and
 * link targets left out; inline code counts (a function's name is a word of the sentence).
 */
export function proseWords(markdown: string): number {
  const prose = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The targets of a Markdown text's links, in order. */
function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** Whether `targets` holds each of `wanted` (each matched by `same`), in that order. */
function inOrder(targets: readonly string[], wanted: readonly string[]): boolean {
  let at = 0;
  for (const t of targets) if (at < wanted.length && t === wanted[at]) at++;
  return at === wanted.length;
}

/** The folders of a table's first column: `[name](name/README.md)`, `` [`name`](examples/name/README.md) `` or `` `name/` ``. */
function tableFolders(markdown: string, heading: RegExp): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return [];
  const folders: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line)) break;
    const cell = /^\| ([^|]+) \|/.exec(line)?.[1]?.trim();
    if (cell === undefined || /^:?-+/.test(cell)) continue;
    const name = /\[`?([\w-]+)\/?`?\]/.exec(cell)?.[1] ?? /^`([\w-]+)\/`$/.exec(cell)?.[1];
    if (name !== undefined) folders.push(name);
  }
  return folders;
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** What is wrong (empty when nothing), and the first page's word count. */
export function checkGuides(): { readonly problems: string[]; readonly words: number } {
  const problems: string[] = [];

  const first = read('docs/getting-started.md');
  const words = proseWords(first);
  if (words > FIRST_PAGE_WORDS) problems.push(`docs/getting-started.md: ${words} words of prose, more than ${FIRST_PAGE_WORDS}`);
  const blocks = [...first.matchAll(/^(<!--[^\n]*-->\n)?```ts\n/gm)];
  const last = blocks.at(-1);
  if (last === undefined || !/^<!-- sample: runs/.test(last[1] ?? '')) {
    problems.push('docs/getting-started.md: its last TypeScript block is not a complete program marked <!-- sample: runs ... --> (run by npm run docs:check)');
  }

  const path = ['docs/getting-started.md', 'docs/first-ui.md', 'docs/cheatsheet.md', 'docs/README.md'];
  const readme = read('README.md');
  const newHere = readme.split('\n\n').find((p) => p.includes('**New here?**')) ?? '';
  if (!inOrder(links(newHere), ['#quick-start', ...path.slice(1)])) {
    problems.push('README.md: the "New here?" paragraph does not name the path in order: quick start, first UI, cheat sheet, guides by task');
  }
  const index = read('docs/README.md');
  if (!inOrder(links(index), path.map((p) => posix.basename(p)).filter((p) => p !== 'README.md'))) {
    problems.push('docs/README.md: the path (Getting started, Build your first UI, Cheat sheet) is not named in order');
  }
  const guides = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md') && f !== 'README.md');
  const indexLinks = new Set(links(index).map((l) => l.split('#')[0]!));
  for (const g of guides) if (!indexLinks.has(g)) problems.push(`docs/README.md: the guides by task do not link ${g}`);

  const playground = readme.split('\n\n').find((p) => p.includes('](dist/playground.html)')) ?? '';
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  if (!playground.includes('npm run build:playground') || scripts['build:playground'] === undefined) {
    problems.push('README.md: the playground link does not say how to build the page in a clone (npm run build:playground)');
  }
  if (!/'dist\/playground\.html'/.test(read('scripts/build-playground.ts'))) {
    problems.push('scripts/build-playground.ts no longer writes dist/playground.html, where the README links');
  }

  const examples = readdirSync(join(ROOT, 'examples'))
    .filter((f) => statSync(join(ROOT, 'examples', f)).isDirectory() && !f.startsWith('.') && f !== 'node_modules' && NOT_EXAMPLES[f] === undefined)
    .sort();
  const tables: readonly (readonly [file: string, heading: RegExp])[] = [
    ['README.md', /^## Examples$/],
    ['examples/README.md', /^# /],
    ['docs/examples.md', /^## The examples$/],
  ];
  for (const [file, heading] of tables) {
    const listed = tableFolders(read(file), heading);
    const missing = examples.filter((e) => !listed.includes(e));
    const extra = listed.filter((e) => !examples.includes(e));
    if (missing.length > 0) problems.push(`${file}: the examples table lacks ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${file}: the examples table lists ${extra.join(', ')}, which examples/ does not hold`);
  }

  const typedoc = JSON.parse(read('typedoc.json')) as { projectDocuments?: string[] };
  const documents = new Set(typedoc.projectDocuments ?? []);
  for (const doc of ['docs/examples.md', ...guides.map((g) => `docs/${g}`), 'docs/README.md']) {
    const children = /^---\n([\s\S]*?)\n---/.exec(read(doc))?.[1]?.match(/^ {2}- (\S+)$/gm)?.map((c) => posix.normalize(posix.join('docs', c.trim().slice(2)))) ?? [];
    for (const c of children) documents.add(c);
  }
  for (const doc of [...guides.map((g) => `docs/${g}`), 'docs/README.md', ...examples.map((e) => `examples/${e}/README.md`)]) {
    if (existsSync(join(ROOT, doc)) && !documents.has(doc)) problems.push(`typedoc.json: ${doc} is not a project document (the site would serve it as raw Markdown)`);
  }
  return { problems, words };
}

function main(): void {
  const { problems, words } = checkGuides();
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`\nguides: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`guides ok: Getting started has ${words} words of prose (at most ${FIRST_PAGE_WORDS}) and ends in a program that runs; `
    + 'the README and docs/README.md name the path; the playground link says how to build it; every example is listed; every guide and example README is a page of the site');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
