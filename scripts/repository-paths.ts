/**
 * Packed docs cite no repository path the package does not ship: a reader of the installed
 * package (or of its page on a registry) cannot open `tests/rules/morning.test.ts` or
 * `scripts/demo.ts`, so a guide says what such a file shows instead of naming it. A citation is
 * an inline code span that names a file or folder tracked in the repository (relative to the
 * doc, or to the root): it must be in the package, or stand in {@link CITED_UNSHIPPED} with its
 * reason. Commands in fenced blocks (`npx tsx bench/ladder.ts`) are for a clone and are not
 * citations; links are checked as links.
 */
import { posix } from 'node:path';

/** Docs that are for contributors of the repository: they cite its files by design. */
export const CONTRIBUTOR_DOCS: ReadonlySet<string> = new Set(['CONTRIBUTING.md', 'CHANGELOG.md', 'bench/README.md']);

/** Repository paths a packed doc may cite though the package leaves them out, and why. */
export interface CitedUnshipped {
  /** Whether `doc` may cite `path` (both relative to the repository's root). */
  readonly allows: (doc: string, path: string) => boolean;
  readonly why: string;
}

/** The allow-list. */
export const CITED_UNSHIPPED: readonly CitedUnshipped[] = [
  {
    allows: (doc, path) => /^docs\/(rules-decisions|spells)\.md$/.test(doc) && path.startsWith('tests/'),
    why: 'the rules docs cite the test that pins each reading; they are kept by the rules\' owner, who words them',
  },
  {
    allows: (doc, path) => {
      const folder = /^examples\/([\w-]+)\/README\.md$/.exec(doc)?.[1];
      return folder !== undefined && (path.startsWith(`examples/${folder}/`) || path.startsWith('examples/test-support/'));
    },
    why: "an example's README describes the example's own files, in the repository (the package ships the READMEs)",
  },
  {
    allows: (doc, path) => doc === 'examples/README.md' && path.startsWith('examples/'),
    why: "the examples' index names their folders, in the repository (the package ships the READMEs)",
  },
];

/** A code span of a Markdown text that looks like a path, with its line. */
export interface PathCitation {
  readonly line: number;
  readonly text: string;
}

/** The inline code spans outside fenced blocks that look like a path (a `/` and no space). */
export function pathCitations(markdown: string): PathCitation[] {
  const lines = markdown.split('\n');
  const out: PathCitation[] = [];
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const f = /^\s*(```|~~~)/.exec(line)?.[1];
    if (f !== undefined) {
      fence = fence === null ? f : fence === f ? null : fence;
      return;
    }
    if (fence !== null) return;
    for (const m of line.matchAll(/`([^`\s]+)`/g)) {
      const text = m[1]!;
      if (text.includes('/') && !/^[a-z][a-z0-9+.-]*:/i.test(text) && !text.startsWith('/')) out.push({ line: i + 1, text });
    }
  });
  return out;
}

/**
 * The repository path a citation names, or undefined when it names none: tried relative to the
 * doc's folder, then to the root; a path is a tracked file or a folder holding tracked files.
 */
export function citedPath(doc: string, text: string, tracked: ReadonlySet<string>, folders: ReadonlySet<string>): string | undefined {
  const clean = text.replace(/\/$/, '');
  const candidates = [posix.normalize(posix.join(posix.dirname(doc), clean)), posix.normalize(clean)];
  return candidates.find((c) => !c.startsWith('../') && (tracked.has(c) || folders.has(c)));
}

/** Every folder that holds one of `files`, at any depth. */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const f of files) {
    let d = posix.dirname(f);
    while (d !== '.' && !folders.has(d)) {
      folders.add(d);
      d = posix.dirname(d);
    }
  }
  return folders;
}

/** The citations of `doc` that name a repository path the package does not ship, not allowed. */
export function unshippedCitations(
  doc: string,
  markdown: string,
  tracked: ReadonlySet<string>,
  packed: ReadonlySet<string>,
  notShipped: Readonly<Record<string, string>>,
): string[] {
  if (CONTRIBUTOR_DOCS.has(doc)) return [];
  const trackedFolders = foldersOf(tracked);
  const packedFolders = foldersOf(packed);
  const problems: string[] = [];
  for (const c of pathCitations(markdown)) {
    const path = citedPath(doc, c.text, tracked, trackedFolders);
    if (path === undefined || packed.has(path) || packedFolders.has(path) || notShipped[path] !== undefined) continue;
    if (CITED_UNSHIPPED.some((a) => a.allows(doc, path))) continue;
    problems.push(`${doc}:${c.line}: \`${c.text}\` names ${path}, which the package does not ship: say what it shows instead `
      + '(or ship it, or allow it in scripts/repository-paths.ts with the reason)');
  }
  return problems;
}
