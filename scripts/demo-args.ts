/**
 * The command line of `npm run demo` (scripts/demo.ts): what it asks for, its usage, and its
 * mistakes worded for a person (a hint for a mistyped flag, never a stack trace).
 */
import { didYouMean } from '../src/index.js';

/** The usage `npm run demo -- --help` prints. */
export const DEMO_USAGE = `usage: npm run demo -- [seed] [--solo [--difficulty=0|1|2|3]]
       npx tsx scripts/demo.ts [seed] [--solo [--difficulty=0|1|2|3]]

Plays one complete seeded game between the engine's bots and narrates it; the same seed
always tells the same story.

  seed              any text (default "demo")
  --solo            a solo game: the search bot against the virtual opponent
                    (default: a 2-player game, the greedy bot against the search bot)
  --difficulty=N    the solo opponent's difficulty, 0 to 3 (default 1)
  -h, --help        print this and exit`;

/** What the command line asks for. */
export type DemoArgs =
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'play'; readonly seed: string; readonly solo: boolean; readonly difficulty: 0 | 1 | 2 | 3 };

const FLAGS = ['--solo', '--difficulty', '--help'];

/** Reads the demo's arguments (`process.argv.slice(2)`). */
export function readDemoArgs(args: readonly string[]): DemoArgs {
  if (args.includes('--help') || args.includes('-h')) return { kind: 'help' };
  let solo = false;
  let difficultyText: string | undefined;
  const seeds: string[] = [];
  for (const a of args) {
    if (a === '--solo') solo = true;
    else if (a.startsWith('--difficulty=')) difficultyText = a.slice('--difficulty='.length);
    else if (a.startsWith('-')) {
      const name = a.split('=')[0] ?? a;
      return { kind: 'error', message: `unknown option ${a}${didYouMean(name, FLAGS)}` };
    } else seeds.push(a);
  }
  if (seeds.length > 1) return { kind: 'error', message: `one seed at most, got ${seeds.length}: ${seeds.map((s) => JSON.stringify(s)).join(' ')}` };
  if (difficultyText !== undefined && !solo) return { kind: 'error', message: '--difficulty is for a solo game (add --solo)' };
  const difficulty = difficultyText === undefined ? 1 : Number(difficultyText);
  if (difficultyText === '' || (difficulty !== 0 && difficulty !== 1 && difficulty !== 2 && difficulty !== 3)) {
    return { kind: 'error', message: `the difficulty must be 0, 1, 2 or 3, got ${JSON.stringify(difficultyText)}` };
  }
  return { kind: 'play', seed: seeds[0] ?? 'demo', solo, difficulty };
}
