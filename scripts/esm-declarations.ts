/**
 * Writes the ES-module declarations of the package's entries after `tsup` (`npm run build:engine`).
 *
 * tsup writes each entry's declarations once, as CommonJS: `dist/<entry>.d.cts` (with shared
 * chunks). For every entry that has an ES-module build (`dist/<entry>.js` beside the `.d.cts`),
 * this writes `dist/<entry>.d.ts` as one line, `export * from './<entry>.cjs';`: an ES module may
 * import a CommonJS one, so `import` and `require` read the same declarations (one copy in the
 * package, and one identity for each class and type). No entry has a default export, which
 * `export *` would not carry; the script refuses one.
 *
 *   npx tsx scripts/esm-declarations.ts      (after tsup; `npm run build:engine` runs it)
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

const DIST = resolve(import.meta.dirname, '..', 'dist');

/** Every `.d.cts` under `dir` whose entry has an ES-module build beside it. */
function entryDeclarations(dir: string): string[] {
  const out: string[] = [];
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) out.push(...entryDeclarations(path));
    else if (item.name.endsWith('.d.cts') && existsSync(path.replace(/\.d\.cts$/, '.js'))) out.push(path);
  }
  return out;
}

const written: string[] = [];
for (const dcts of entryDeclarations(DIST)) {
  if (/^export\s+(\{[^}]*\bdefault\b|default\b)/m.test(readFileSync(dcts, 'utf8'))) {
    throw new Error(`${relative(DIST, dcts)} has a default export, which export * would not carry into the .d.ts`);
  }
  const name = basename(dcts, '.d.cts');
  const dts = dcts.replace(/\.d\.cts$/, '.d.ts');
  writeFileSync(dts, `export * from './${name}.cjs';\n`);
  written.push(relative(DIST, dts));
}
if (written.length === 0) throw new Error('no entry declarations (dist/<entry>.d.cts beside dist/<entry>.js): run tsup first');
console.log(`ES-module declarations: ${written.sort().join(', ')}`);
