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
 * the Markdown file's own line numbers.
 *
 * A block preceded by `<!-- sample: runs -->` (or `<!-- sample: runs with input "1" per line -->`)
 * is also run, once it type-checks, with the blocks that continue it: with tsx, the same names
 * mapped to the sources, from a scratch folder outside the repository, its standard input that
 * line repeated (or empty), within {@link RUN_TIMEOUT_MS}. It must exit with code 0. So a guide's
 * complete program (Getting started's last block, the cheat sheet) is known to run as pasted.
 *
 * Exit code 1 on any error, 0 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'node_modules', '.cache', 'doc-samples');
const CONTINUES = '<!-- sample: continues -->';
/** `<!-- sample: runs -->`, or with the line its standard input repeats: `<!-- sample: runs with input "1" per line -->`. */
const RUNS = /^<!-- sample: runs(?: with input "([^"]*)" per line)? -->$/;
/** How long a run sample may take (a whole game against a bot, sources through tsx, on a loaded machine). */
const RUN_TIMEOUT_MS = 180_000;
/** How many times a run sample's input line is repeated: more than a game has decisions. */
const INPUT_LINES = 5_000;

/** One sample module: its source and where each of its lines came from. */
interface Sample {
  readonly doc: string;
  readonly file: string;
  lines: string[];
  /** origin[i] = the Markdown line (1-based) of the module's line i + 1. */
  origin: number[];
  /** Set for a sample that is run: the line its standard input repeats ('' for none). */
  readonly run?: { readonly line: string; readonly at: number } | undefined;
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
    const marker = previous >= 0 ? text[previous]!.trim() : '';
    const runs = RUNS.exec(marker);
    if (marker === CONTINUES) {
      if (!last) throw new Error(`${doc}:${previous + 1}: "${CONTINUES}" before the first sample`);
      last.lines.push(...body);
      last.origin.push(...origin);
    } else {
      const name = `${doc.replace(/[/.]/g, '_')}_${String(start).padStart(4, '0')}.ts`;
      const run = runs === null ? undefined : { line: runs[1] ?? '', at: previous + 1 };
      samples.push({ doc, file: join(OUT, name), lines: [...body], origin, run });
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
    'spellbook-engine/learn': ['src/learn/index.ts'],
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

/**
 * Runs a sample as a user would run the file: tsx, ESM (`.mts`), in a scratch folder outside the
 * repository whose tsconfig maps the packages' names to their sources. Returns the problem, or
 * undefined when it exited with code 0.
 */
function runSample(sample: Sample, scratch: string): string | undefined {
  const file = join(scratch, `${sample.file.slice(OUT.length + 1).replace(/\.ts$/, '')}.mts`);
  writeFileSync(file, `${sample.lines.join('\n')}\n`);
  const input = sample.run?.line ? `${sample.run.line}\n`.repeat(INPUT_LINES) : '';
  const started = Date.now();
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['--tsconfig', join(scratch, 'tsconfig.json'), file], {
    cwd: scratch, input, encoding: 'utf8', timeout: RUN_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const where = `${sample.doc}:${sample.run?.at ?? '?'}`;
  if (r.error !== undefined) return `${where}: the sample did not finish in ${RUN_TIMEOUT_MS / 1000} s (${r.error.message})`;
  if (r.status !== 0) return `${where}: the sample exited with ${r.status ?? r.signal}:\n${r.stderr.slice(-4000)}`;
  const out = r.stdout.trimEnd().split('\n');
  console.log(`doc samples: ${where} ran in ${seconds} s, ${out.length} lines of output, the last: ${JSON.stringify(out.at(-1) ?? '')}`);
  return undefined;
}

const runs = samples.filter((s) => s.run !== undefined);
if (runs.length > 0) {
  const scratch = mkdtempSync(join(tmpdir(), 'doc-samples-'));
  try {
    const paths = Object.fromEntries(Object.entries(options.paths ?? {}).map(([name, targets]) => [name, targets.map((t) => join(ROOT, t))]));
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, paths },
    }));
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    const problems = runs.map((s) => runSample(s, scratch)).filter((p): p is string => p !== undefined);
    for (const p of problems) console.error(p);
    if (problems.length > 0) {
      console.error(`doc samples: ${problems.length} of ${runs.length} run sample(s) failed`);
      process.exit(1);
    }
    console.log(`doc samples: all ${runs.length} run samples exit with code 0`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
