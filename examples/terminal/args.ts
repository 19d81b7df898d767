// Command-line flags of the terminal game, read with node:util `parseArgs`. Pure: it returns the
// options or a message, and `main.ts` decides what to print and how to exit. The spells and the
// seed are checked by the engine itself (createGame throws a SetupError), not here.
import { parseArgs } from 'node:util';
import { LOCALES, type Difficulty, type Locale, type SpellSelection } from 'spellbook-engine';
import { BOT_KINDS, type BotKind } from './session.js';

export const USAGE = `Play SpellBook against bots in the terminal.

usage: npx tsx terminal/main.ts [options]

  --players N      1 to 4 (1 = solo mode against the virtual opponent); default 2
  --seed TEXT      the game's seed (the same seed and moves give the same game); default: random
  --spells SEL     set1, set2, set3, classic, or 7 spell ids separated by commas; default set1
  --lang L         en, uk, pl or zh-TW; default en
  --bot KIND       greedy, random or search: the bots on the other seats; default greedy
  --difficulty N   solo mode only: the virtual opponent's difficulty, 0 to 3; default 0
  --help           this text

Colours are on when stdout is a terminal and NO_COLOR is not set.`;

/** What the flags ask for. */
export interface CliOptions {
  readonly players: 1 | 2 | 3 | 4;
  /** Undefined: `main.ts` makes a random seed and prints it. */
  readonly seed: string | undefined;
  readonly spells: SpellSelection;
  readonly locale: Locale;
  readonly bot: BotKind;
  readonly difficulty: Difficulty | undefined;
}

/** The result of {@link parseCli}. */
export type CliResult =
  | { readonly kind: 'play'; readonly options: CliOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The raw flag values; throws a TypeError on an unknown flag or a missing value. */
function readFlags(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      players: { type: 'string' },
      seed: { type: 'string' },
      spells: { type: 'string' },
      lang: { type: 'string' },
      bot: { type: 'string' },
      difficulty: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}

/** Reads the flags (`process.argv.slice(2)`). */
export function parseCli(argv: readonly string[]): CliResult {
  let values: ReturnType<typeof readFlags>;
  try {
    values = readFlags(argv);
  } catch (e) {
    return { kind: 'error', message: e instanceof Error ? e.message : String(e) };
  }
  if (values.help === true) return { kind: 'help' };

  const players = Number(values.players ?? '2');
  if (players !== 1 && players !== 2 && players !== 3 && players !== 4) {
    return { kind: 'error', message: `--players must be 1, 2, 3 or 4, got ${JSON.stringify(values.players)}` };
  }
  const locale = values.lang ?? 'en';
  if (!isOneOf(LOCALES, locale)) return { kind: 'error', message: `--lang must be one of ${LOCALES.join(', ')}, got ${JSON.stringify(locale)}` };
  const bot = values.bot ?? 'greedy';
  if (!isOneOf(BOT_KINDS, bot)) return { kind: 'error', message: `--bot must be one of ${BOT_KINDS.join(', ')}, got ${JSON.stringify(bot)}` };
  let difficulty: Difficulty | undefined;
  if (values.difficulty !== undefined) {
    const d = Number(values.difficulty);
    if (d !== 0 && d !== 1 && d !== 2 && d !== 3) return { kind: 'error', message: `--difficulty must be 0 to 3, got ${JSON.stringify(values.difficulty)}` };
    if (players !== 1) return { kind: 'error', message: '--difficulty is for solo mode (--players 1)' };
    difficulty = d;
  }
  const sel = values.spells ?? 'set1';
  const spells: SpellSelection = sel === 'set1' || sel === 'set2' || sel === 'set3' || sel === 'classic'
    ? sel
    : sel.split(',').map((s) => s.trim());
  return { kind: 'play', options: { players, seed: values.seed, spells, locale, bot, difficulty } };
}
