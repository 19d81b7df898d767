/**
 * "Build your first UI" (docs/first-ui.md) walks through this example, so its code must be this
 * example's code: its ```ts blocks, in order, are main.ts (after the file's opening comment),
 * and its ```html block is index.html. The repository's `npm run docs:check` type-checks the
 * same blocks as one program.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const GUIDE = readFileSync(join(HERE, '..', '..', 'docs', 'first-ui.md'), 'utf8');

/** The contents of the guide's fenced blocks in `language`, in order. */
function blocks(language: string): string[] {
  const fence = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  return [...GUIDE.matchAll(fence)].map((m) => (m[1] ?? '').trimEnd());
}

test('the guide\'s TypeScript blocks, joined, are main.ts', () => {
  const main = readFileSync(join(HERE, 'main.ts'), 'utf8').split('\n');
  const start = main.findIndex((line) => !line.startsWith('//'));
  // A block per section, separated in main.ts by one blank line; the guide has no other ```ts block.
  expect(blocks('ts').join('\n\n')).toBe(main.slice(start).join('\n').trim());
});

test('the guide\'s HTML block is index.html', () => {
  expect(blocks('html')).toEqual([readFileSync(join(HERE, 'index.html'), 'utf8').trimEnd()]);
});
