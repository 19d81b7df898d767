/**
 * Checks the documentation as an npm user receives it: every relative link in the packed
 * Markdown files (README.md, docs/*.md, the examples' READMEs, ...) must lead to a file that is
 * in the package, and every `#anchor` to a heading of its target, so that the links work inside
 * `node_modules/spellbook-engine` and on package browsers. A link is fixed by shipping its
 * target (package.json `files`), not by deleting it.
 *
 *   npm run build && npm run docs:links      (CI runs it after `npm run docs`)
 *
 * It also checks that the packed docs and type declarations are self-contained: no mention of
 * files that are not in this repository (the rules are cited as docs/rules.md sections), no
 * issue numbers, and no citation of a repository file the package leaves out
 * (scripts/repository-paths.ts); and, when `docs-site/` has been built, that the site links no `http://NAME.md`
 * (what typedoc's linkify makes of a bare file name).
 *
 * The package's file list comes from `npm pack --dry-run --json --ignore-scripts`: exactly what
 * `npm pack` and `npm publish` would put in the tarball, without running `prepack` again.
 * Exit code 1 on any problem, 0 otherwise.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { unshippedCitations } from './repository-paths.js';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Targets that are linked from a packed page but are not shipped on purpose, with the reason.
 * The repository shows them; in the package the link is the only thing that does not resolve.
 */
const NOT_SHIPPED: Readonly<Record<string, string>> = {
  'examples/web/screenshot.png': "the browser test's screenshot (220 KB), shown in the repository",
  'examples/balance/sample.svg': "the balance example's sample chart (63 KB), shown in the repository",
  'dist/playground.html': 'a page, not a part of the library (330 KB): built by npm run build in a clone, and in the docs site',
  'bench/README.md': "the benchmarks' notes and history, for contributors (68 KB): in the repository",
  // The examples run from a clone of the repository: the package ships their READMEs, which say
  // what each shows, and leaves out the sources they link (the install budget, .ci/run).
  ...Object.fromEntries([
    'examples/balance/balance.ts', 'examples/balance/balance.test.ts', 'examples/balance/chart.ts',
    'examples/server/client.ts', 'examples/server/protocol.ts', 'examples/server/server.ts', 'examples/server/server.test.ts',
    ...['model.ts', 'train.ts', 'bot.ts', 'evaluate.ts', 'run.ts', 'record.ts', 'weights.json', 'learning.test.ts'].map((f) => `examples/learning/${f}`),
  ].map((file) => [file, "an example's source (the examples run from a clone): the package ships the examples' READMEs"])),
};

/** Text that must not appear in a packed doc or declaration file, with what to write instead. */
const FORBIDDEN: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /\bRULES\.md\b/, why: 'RULES.md is not in this repository: cite a docs/rules.md section ("rules §N")' },
  { pattern: /\bCARDS\.md\b/, why: 'CARDS.md is not in this repository: cite docs/spells.md or docs/rules.md' },
  { pattern: /\.\.\/shared\b/, why: 'a path outside this repository' },
  { pattern: /\bissues?\s+#?\d+/i, why: "an issue number: say what the text means, not where it was asked" },
];

/** The package's files, as `npm pack` lists them (paths relative to the package root). */
function packedFiles(): ReadonlySet<string> {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [pack] = JSON.parse(out) as [{ files: { path: string }[] }];
  return new Set(pack.files.map((f) => f.path));
}

/**
 * The anchors GitHub, npm's README renderer and typedoc give a page's headings: lower case,
 * punctuation dropped, spaces to hyphens, `-1`, `-2` ... for repeats; plus explicit
 * `<a id="...">` and `<a name="...">`.
 */
function anchorsOf(markdown: string): ReadonlySet<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown).split('\n')) {
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The text with fenced code blocks and inline code spans blanked (links there are not links). */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

/** Every link target in a Markdown text with its line: inline links, images and definitions. */
function linksOf(markdown: string): { readonly target: string; readonly line: number }[] {
  const links: { target: string; line: number }[] = [];
  withoutCode(markdown)
    .split('\n')
    .forEach((text, i) => {
      for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: m[1]!, line: i + 1 });
      const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(text);
      if (definition) links.push({ target: definition[1]!, line: i + 1 });
      for (const m of text.matchAll(/<(?:a|img)\s[^>]*(?:href|src)="([^"]+)"/g)) links.push({ target: m[1]!, line: i + 1 });
    });
  return links;
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

function main(): void {
  const files = packedFiles();
  const problems: string[] = [];
  const markdown = [...files].filter((f) => f.endsWith('.md')).sort();
  for (const required of ['README.md', 'docs/getting-started.md', 'docs/glossary.md', 'dist/index.d.ts']) {
    if (!files.has(required)) problems.push(`${required} is not in the package${required.startsWith('dist/') ? ' (run `npm run build` first)' : ''}`);
  }
  const anchorCache = new Map<string, ReadonlySet<string>>();
  const anchors = (path: string): ReadonlySet<string> => {
    let set = anchorCache.get(path);
    if (!set) anchorCache.set(path, (set = anchorsOf(read(path))));
    return set;
  };

  let checked = 0;
  for (const page of markdown) {
    const text = read(page);
    for (const { target, line } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // a URL
      checked++;
      const at = `${page}:${line}: ${target}`;
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const resolved = pathPart === '' ? page : posix.normalize(posix.join(posix.dirname(page), pathPart));
      if (resolved.startsWith('../') || posix.isAbsolute(resolved)) {
        problems.push(`${at}: leads outside the package`);
        continue;
      }
      let file = resolved.replace(/\/$/, '');
      if (!files.has(file) && files.has(`${file}/README.md`)) file = `${file}/README.md`;
      if (!files.has(file)) {
        if (NOT_SHIPPED[file] !== undefined) continue;
        const why = existsSync(join(ROOT, file)) ? 'exists in the repository but is not packed (package.json "files")' : 'does not exist';
        problems.push(`${at}: ${file} ${why}`);
        continue;
      }
      if (anchor !== undefined && anchor !== '' && file.endsWith('.md') && !anchors(file).has(anchor)) {
        problems.push(`${at}: ${file} has no heading with the anchor #${anchor}`);
      }
    }
  }

  const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter((f) => f !== ''));
  for (const page of markdown) problems.push(...unshippedCitations(page, read(page), tracked, files, NOT_SHIPPED));

  const texts = [...files].filter((f) => f.endsWith('.md') || /\.d\.c?ts$/.test(f)).sort();
  for (const path of texts) {
    if (path === 'CHANGELOG.md') continue; // release notes quote history as it was
    read(path)
      .split('\n')
      .forEach((text, i) => {
        for (const { pattern, why } of FORBIDDEN) {
          const m = pattern.exec(text);
          if (m) problems.push(`${path}:${i + 1}: "${m[0]}": ${why}`);
        }
      });
  }

  let pages = 0;
  const site = join(ROOT, 'docs-site');
  if (existsSync(site)) {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : name.endsWith('.html') ? [path] : [];
      });
    for (const page of walk(site)) {
      pages++;
      for (const m of readFileSync(page, 'utf8').matchAll(/href="(https?:\/\/[^"/]+\.md)\/?"/g)) {
        problems.push(`${page.slice(dirname(site).length + 1)}: links ${m[1]}, a file name turned into a web address`);
      }
    }
  }

  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(`\n${problems.length} problem(s) in the packed docs`);
    process.exit(1);
  }
  console.log(
    `packed docs ok: ${files.size} files, ${checked} relative links in ${markdown.length} Markdown files resolve inside the package; ` +
      `${texts.length} docs and declarations are self-contained` +
      (pages > 0 ? `; ${pages} site pages link no file name as a web address` : ' (docs-site/ not built: site not checked)'),
  );
}

main();
