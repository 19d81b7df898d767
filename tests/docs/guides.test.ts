/**
 * The docs a new user meets first: the first page's length (prose only), the path named by the
 * README and the index, the examples listed everywhere, the site's documents, and no citation of
 * a repository file the package leaves out. The repository's docs pass.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_WORDS, checkGuides, proseWords } from '../../scripts/check-guides.js';
import { localIcons, markdownLinks } from '../../scripts/docs-site.js';
import { pathCitations, unshippedCitations } from '../../scripts/repository-paths.js';

describe('the first page and the path', () => {
  it('counts the words of the prose only: no code block, front matter, comment or link target', () => {
    const page = '---\ntitle: T\n---\n\n# Two words\n\n<!-- a note -->\nSee [the guide](guide.md), `createGame`.\n\n```ts\nconst a = 1;\n```\n';
    expect(proseWords(page)).toBe(6);
  });

  it('holds for the repository', () => {
    const { problems, words } = checkGuides();
    expect(problems).toEqual([]);
    expect(words).toBeLessThanOrEqual(FIRST_PAGE_WORDS);
  });
});

describe('packed docs cite no repository file the package leaves out', () => {
  const tracked = new Set(['tests/rules/morning.test.ts', 'scripts/demo.ts', 'docs/rules.md', 'examples/web/src/main.ts', 'examples/web/README.md']);
  const packed = new Set(['docs/rules.md', 'examples/web/README.md']);

  it('finds path-like code spans outside fenced blocks only', () => {
    expect(pathCitations('see `scripts/demo.ts`, `spellbook-engine`, `https://x.y/z`\n```sh\nnpx tsx scripts/demo.ts\n```\n'))
      .toEqual([{ line: 1, text: 'scripts/demo.ts' }]);
  });

  it('flags a tracked file that is not packed, and passes packed files, allowed citations and unknown text', () => {
    expect(unshippedCitations('docs/faq.md', 'run `scripts/demo.ts`; read `docs/rules.md`; `a/b`', tracked, packed, {})).toHaveLength(1);
    expect(unshippedCitations('docs/rules-decisions.md', '`tests/rules/morning.test.ts`', tracked, packed, {})).toEqual([]);
    expect(unshippedCitations('examples/web/README.md', '`src/main.ts`', tracked, packed, {})).toEqual([]);
    expect(unshippedCitations('docs/faq.md', '`scripts/demo.ts`', tracked, packed, { 'scripts/demo.ts': 'why' })).toEqual([]);
  });
});

describe('the docs site from file://', () => {
  it('points the icons into the page and finds links to raw Markdown', () => {
    expect(localIcons('<svg><use href="../assets/icons.svg#icon-search"></use></svg>')).toBe('<svg><use href="#icon-search"></use></svg>');
    expect(markdownLinks('<a href="../media/README-1.md">x</a><a href="Examples.html">y</a><a href="https://x.org/a.md">z</a>')).toEqual(['../media/README-1.md']);
  });
});
