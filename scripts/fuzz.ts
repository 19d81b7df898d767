// The fuzz suite at any size (the CI-sized run is tests/fuzz/fuzz.test.ts, inside `npm test`):
//
//   npm run fuzz -- --actions 1000000                  saves, notation and records scale with it
//   npm run fuzz -- --actions 0 --saves 100000 --seed nightly-7
//
// Options: --actions N (default 1,000,000), --saves N (actions / 10), --notation N (= actions),
// --records N (actions / 100), --homebrew N (actions / 10: candidate actions in games with
// homebrew spells in play), --seed S (default "fuzz"), --long-frame N (steps of the long
// pending effect tried once; default 16,000, 0 to skip), --show N (reproductions kept per case,
// default 3). Prints the figures, the breaks by class and case, and a reproduction (seed, where,
// input) for the first breaks of each case. Exits 1 when it found a break.
import { BREAK_CLASSES, Tally, formatBreaks } from '../tests/fuzz/breaks.js';
import { fuzzActions } from '../tests/fuzz/actions.js';
import { fuzzSaves, longPendingFrame } from '../tests/fuzz/saves.js';
import { fuzzHomebrew } from '../tests/fuzz/homebrew.js';
import { fuzzTexts } from '../tests/fuzz/texts.js';

function options(argv: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) out.set(name, inline);
    else out.set(name, argv[++i] ?? '');
  }
  const known = new Set(['actions', 'saves', 'notation', 'records', 'homebrew', 'seed', 'long-frame', 'show']);
  for (const k of out.keys()) if (!known.has(k)) throw new Error(`unknown option --${k} (${[...known].map((x) => `--${x}`).join(', ')})`);
  return out;
}

function whole(opts: Map<string, string>, name: string, fallback: number): number {
  const text = opts.get(name);
  if (text === undefined) return fallback;
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not ${text}`);
  return n;
}

const fmt = (n: number): string => n.toLocaleString('en-US');
const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function main(): number {
  const opts = options(process.argv.slice(2));
  const actions = whole(opts, 'actions', 1_000_000);
  const saves = whole(opts, 'saves', Math.round(actions / 10));
  const notation = whole(opts, 'notation', actions);
  const records = whole(opts, 'records', Math.round(actions / 100));
  const homebrew = whole(opts, 'homebrew', Math.round(actions / 10));
  const longFrame = whole(opts, 'long-frame', 16_000);
  const seed = opts.get('seed') ?? 'fuzz';
  const tally = new Tally(seed, whole(opts, 'show', 3));
  const f = tally.figures;
  const times: Record<string, number> = {};
  const t0 = performance.now();
  console.log(`fuzz: seed ${JSON.stringify(seed)}: ${fmt(actions)} actions, ${fmt(saves)} saves, ${fmt(notation)} notation strings, ${fmt(records)} records, ${fmt(homebrew)} homebrew actions`);

  // In parts, so that a long run shows its progress; each part goes on from the last game played.
  let t = performance.now();
  for (let game = 0; f.actions < actions;) {
    game = fuzzActions(tally, { actions: Math.min(100_000, actions - f.actions), firstGame: game });
    console.log(`  actions ${fmt(f.actions)} (${fmt(f.games)} games, ${fmt(f.positions)} positions), breaks so far ${fmt(tally.breaks)}, ${secs(performance.now() - t0)}`);
  }
  times.actions = performance.now() - t;
  t = performance.now();
  for (let game = 1_000_000; f.saves < saves;) {
    game = fuzzSaves(tally, { saves: Math.min(10_000, saves - f.saves), firstGame: game, perCorpus: 1_000 });
    console.log(`  saves ${fmt(f.saves)} (${fmt(f.savesAccepted)} accepted, ${fmt(f.playoutSteps)} playout steps), breaks so far ${fmt(tally.breaks)}, ${secs(performance.now() - t0)}`);
  }
  times.saves = performance.now() - t;
  t = performance.now();
  for (let part = 0; f.notation < notation || f.records < records; part++) {
    const n = Math.min(100_000, notation - f.notation);
    const r = Math.min(1_000, records - f.records);
    fuzzTexts(tally, { notation: n, records: r, firstGame: 2_000_000 + 8 * part, firstCase: part * 100_000 });
    console.log(`  notation ${fmt(f.notation)}, records ${fmt(f.records)}, breaks so far ${fmt(tally.breaks)}, ${secs(performance.now() - t0)}`);
  }
  times.texts = performance.now() - t;
  t = performance.now();
  for (let game = 3_000_000; f.homebrewActions < homebrew;) {
    game = fuzzHomebrew(tally, { actions: Math.min(100_000, homebrew - f.homebrewActions), firstGame: game });
    console.log(`  homebrew ${fmt(f.homebrewActions)} (${fmt(f.homebrewGames)} games, ${fmt(f.homebrewPositions)} positions), breaks so far ${fmt(tally.breaks)}, ${secs(performance.now() - t0)}`);
  }
  times.homebrew = performance.now() - t;
  let frame = '';
  if (longFrame > 0) {
    const r = longPendingFrame(tally, longFrame, 1_000);
    frame = r.accepted ? `accepted, first action ${r.ms.toFixed(0)} ms` : 'refused';
  }
  const total = performance.now() - t0;

  console.log('');
  console.log(`figures (seed ${JSON.stringify(seed)}, ${secs(total)}):`);
  console.log(`  actions tried      ${fmt(f.actions)} at ${fmt(f.positions)} positions of ${fmt(f.games)} games (${fmt(f.actionsAccepted)} accepted, ${fmt(f.nonJsonActions)} non-JSON), ${secs(times.actions)}`);
  console.log(`  saves mutated      ${fmt(f.saves)} (${fmt(f.savesAccepted)} accepted, ${fmt(f.playoutSteps)} playout steps), ${secs(times.saves)}`);
  console.log(`  notation strings   ${fmt(f.notation)} (${fmt(f.notationParsed)} parsed)`);
  console.log(`  records            ${fmt(f.records)} (${fmt(f.recordsReplayed)} replayed); notation and records ${secs(times.texts)}`);
  console.log(`  homebrew games     ${fmt(f.homebrewActions)} actions at ${fmt(f.homebrewPositions)} positions of ${fmt(f.homebrewGames)} games (${fmt(f.homebrewNested)} moves leaving nested effects, ${fmt(f.homebrewTooLarge)} effects-too-large), ${secs(times.homebrew)}`);
  if (longFrame > 0) console.log(`  long pending frame ${fmt(longFrame)} steps: ${frame}`);
  console.log(`  breaks             ${fmt(tally.breaks)}`);
  for (const kind of BREAK_CLASSES) {
    const n = tally.counts.get(kind);
    if (n === undefined) continue;
    console.log(`    ${kind}: ${fmt(n)}`);
    for (const [key, m] of tally.subCounts) if (key.startsWith(`${kind}: `)) console.log(`      ${key.slice(kind.length + 2)}: ${fmt(m)}`);
  }
  if (tally.kept.length > 0) {
    console.log('');
    console.log('reproductions (the first of each case):');
    console.log(formatBreaks(tally));
  }
  return tally.breaks > 0 ? 1 : 0;
}

process.exitCode = main();
