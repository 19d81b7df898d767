/**
 * Type-checks every TypeScript code sample of the guides (`docs/*.md`), of README.md and of the
 * simulator's README (packages/sim/README.md) against the packages' sources, so that a guide can
 * never show code that does not compile.
 *
 *   npx tsx scripts/check-doc-samples.ts          (CI runs it; `npm run docs:check` too)
 *
 * Each ```ts block is its own module, importing the packages by their names (`spellbook-engine`,
 * `spellbook-engine/testing`, `/bots`, `/locales/<tag>`, mapped to `src/`; `spellbook-sim`, to `packages/sim/src/`). A block whose fence is
 * directly preceded by the line `<!-- sample: continues -->` is appended to the previous block
 * of the same file, so a guide can build a program over several blocks. Errors are reported at
 * the Markdown file's own line numbers. Exit code 1 on any error, 0 otherwise.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'node_modules', '.cache', 'doc-samples');
const CONTINUES = '<!-- sample: continues -->';

/** One sample module: its source and where each of its lines came from. */
interface Sample {
  readonly doc: string;
  readonly file: string;
  lines: string[];
  /** origin[i] = the Markdown line (1-based) of the module's line i + 1. */
  origin: number[];
}

function samplesOf(doc: string): Sample[] {
  const text = readFileSync(join(ROOT, doc), 'utf8').split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < text.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(text[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < text.length && text[end] !== '```') end++;
    if (end === text.length) throw new Error(`${doc}:${i + 1}: a code fence is never closed`);
    let previous = i - 1;
    while (previous >= 0 && text[previous]!.trim() === '') previous--;
    const body = text.slice(start, end);
    const origin = body.map((_, k) => start + k + 1);
    const last = samples.at(-1);
    if (previous >= 0 && text[previous]!.trim() === CONTINUES) {
      if (!last) throw new Error(`${doc}:${previous + 1}: "${CONTINUES}" before the first sample`);
      last.lines.push(...body);
      last.origin.push(...origin);
    } else {
      const name = `${doc.replace(/[/.]/g, '_')}_${String(start).padStart(4, '0')}.ts`;
      samples.push({ doc, file: join(OUT, name), lines: [...body], origin });
    }
    i = end;
  }
  return samples;
}

const docs = [
  'README.md',
  'packages/sim/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const samples = docs.flatMap(samplesOf);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const sample of samples) {
  // `export {}` makes every sample a module, so two samples' declarations never collide.
  writeFileSync(sample.file, `${sample.lines.join('\n')}\nexport {};\n`);
}

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  strict: true,
  // `strict`, as most apps set it; noUncheckedIndexedAccess would make every sample read `players[0]!`.
  noUncheckedIndexedAccess: false,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  baseUrl: ROOT,
  paths: {
    'spellbook-engine': ['src/index.ts'],
    'spellbook-engine/testing': ['src/testing/index.ts'],
    'spellbook-engine/bots': ['src/bots/index.ts'],
    'spellbook-engine/locales/*': ['src/locales/packs/*.ts'],
    'spellbook-sim': ['packages/sim/src/index.ts'],
  },
};
const program = ts.createProgram(
  samples.map((s) => s.file),
  options,
);
const byFile = new Map(samples.map((s) => [s.file, s]));
let errors = 0;
for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const sample = diagnostic.file ? byFile.get(resolve(diagnostic.file.fileName)) : undefined;
  if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
  errors++;
  if (sample && diagnostic.file && diagnostic.start !== undefined) {
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    console.error(`${sample.doc}:${sample.origin[line] ?? '?'}:${character + 1}: ${message}`);
  } else {
    const where = diagnostic.file ? relative(ROOT, diagnostic.file.fileName) : 'compiler';
    console.error(`${where}: ${message}`);
  }
}
const counts = docs.map((d) => [d, samples.filter((s) => s.doc === d).length] as const).filter(([, n]) => n > 0);
console.log(
  `doc samples: ${samples.length} modules from ${counts.length} files (${counts.map(([d, n]) => `${d} ${n}`).join(', ')})`,
);
if (errors > 0) {
  console.error(`doc samples: ${errors} type error(s)`);
  process.exit(1);
}
console.log('doc samples: all type-check');
