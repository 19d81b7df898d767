/**
 * The limits on the built-in bots' options in a bot request (`answerBotRequest`, `serveBots`,
 * `botWorkers`): a request comes from the other end of a channel, so its options are checked
 * before a bot is built from them, and a value out of range is refused, never clamped.
 * @module
 */
import { DEFAULT_WEIGHTS } from './evaluate.js';

/**
 * The largest values the built-in bots' options may take in a bot request (see
 * `answerBotRequest`, `serveBots` and `botWorkers`): a request with a value beyond them, of the
 * wrong type, or `null` where a number is expected is refused with a `bad-request` error (never
 * clamped: the bot you asked for or none). They bound the work of one request: a search at every
 * maximum at once thinks for seconds, not forever. Calling `searchBot` or `greedyBot` yourself
 * is not checked against them.
 *
 * - `search.iterations`: playouts, an integer from 1 (default 150).
 * - `search.timeMs`: milliseconds, a finite number from 0.
 * - `search.depth`: decisions per playout, an integer from 0 (default 8).
 * - `search.candidates`, `search.width`: integers from 1 (defaults 6 and 10).
 * - `search.expandAfter`: an integer from 1 (default 10).
 * - `search.exploration` (default 0.5) and `search.scale` (default 3): finite numbers, `scale` above 0.
 * - `search.epsilon`: a chance, from 0 to 1 (default 0.1).
 * - `search.value`: `lead` (the default) or `learned`.
 * - `greedy.samples`: sampled futures, an integer from 1 (default 4).
 * - `weight`: the size of each evaluation weight (`weights`, greedy and search), a finite number.
 * - `name`: the length of a bot's `name` option (it salts the bot's generator).
 * @group Bots in workers
 */
export const BOT_OPTION_LIMITS: {
  /** The search bot's options. */
  readonly search: {
    /** The most playouts. */
    readonly iterations: number;
    /** The longest think, in milliseconds. */
    readonly timeMs: number;
    /** The most decisions per playout. */
    readonly depth: number;
    /** The most root actions considered. */
    readonly candidates: number;
    /** The most actions a playout decision evaluates. */
    readonly width: number;
    /** The most visits before the tree grows below a choice. */
    readonly expandAfter: number;
    /** The largest UCT exploration constant. */
    readonly exploration: number;
    /** The largest scale of the leaf evaluation's logistic. */
    readonly scale: number;
  };
  /** The greedy bot's options. */
  readonly greedy: {
    /** The most sampled futures per candidate action. */
    readonly samples: number;
  };
  /** The largest size of an evaluation weight (`weights`), either sign. */
  readonly weight: number;
  /** The longest `name` option, in characters. */
  readonly name: number;
} = /* @__PURE__ */ Object.freeze({
  search: Object.freeze({
    iterations: 20_000,
    timeMs: 10_000,
    depth: 32,
    candidates: 64,
    width: 64,
    expandAfter: 100_000,
    exploration: 100,
    scale: 1_000_000,
  }),
  greedy: Object.freeze({ samples: 64 }),
  weight: 1_000_000,
  name: 64,
});

/** How many characters of a name an error quotes. */
const QUOTED = 40;

/**
 * A name as an error message quotes it: JSON-quoted, its first 40 characters and an ellipsis
 * when it is longer (a client's name may be of any length).
 */
export function quoteName(name: string): string {
  return JSON.stringify(name.length > QUOTED ? `${name.slice(0, QUOTED)}…` : name);
}

/** A value as an error message describes it: short, whatever it is. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `the string ${quoteName(value)}`;
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

type Check = (value: unknown) => string | undefined;

const integer = (min: number, max: number): Check => (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? undefined : `an integer from ${min} to ${max}`;

const real = (min: number, max: number, aboveMin = false): Check => (value) =>
  typeof value === 'number' && Number.isFinite(value) && (aboveMin ? value > min : value >= min) && value <= max
    ? undefined
    : `a number ${aboveMin ? 'above' : 'from'} ${min} ${aboveMin ? 'up ' : ''}to ${max}`;

const oneOf = (...allowed: readonly string[]): Check => (value) =>
  typeof value === 'string' && allowed.includes(value) ? undefined : `one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`;

const name: Check = (value) =>
  typeof value === 'string' && value.length <= BOT_OPTION_LIMITS.name ? undefined : `a string of at most ${BOT_OPTION_LIMITS.name} characters`;

const weights: Check = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'an object of evaluation weights';
  const w = BOT_OPTION_LIMITS.weight;
  for (const [key, v] of Object.entries(value)) {
    if (!Object.hasOwn(DEFAULT_WEIGHTS, key)) return `an object of evaluation weights (${quoteName(key)} is none)`;
    if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= w)) {
      return `an object of evaluation weights, each a number from -${w} to ${w} (${quoteName(key)} is ${describe(v)})`;
    }
  }
  return undefined;
};

const S = BOT_OPTION_LIMITS.search;

/** Each built-in bot's options, and what each must be. */
const RULES: Readonly<Record<string, Readonly<Record<string, Check>>>> = {
  random: {},
  greedy: { weights, samples: integer(1, BOT_OPTION_LIMITS.greedy.samples), name },
  search: {
    iterations: integer(1, S.iterations),
    timeMs: real(0, S.timeMs),
    depth: integer(0, S.depth),
    candidates: integer(1, S.candidates),
    width: integer(1, S.width),
    expandAfter: integer(1, S.expandAfter),
    exploration: real(0, S.exploration),
    epsilon: real(0, 1),
    scale: real(0, S.scale, true),
    weights,
    value: oneOf('lead', 'learned'),
    name,
  },
};

/** Whether `bot` is the name of a built-in bot (`random`, `greedy`, `search`). */
export function isBuiltInName(bot: string): boolean {
  return Object.hasOwn(RULES, bot);
}

/**
 * What is wrong with a built-in bot's options as a request sends them, in a sentence, or
 * `undefined` when they are within {@link BOT_OPTION_LIMITS}. `undefined` fields are left out
 * (JSON drops them); `null` is a wrong type.
 */
export function optionsProblem(bot: string, options: unknown): string | undefined {
  const rules = RULES[bot];
  if (rules === undefined || !Object.hasOwn(RULES, bot)) return undefined;
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return `the options of bot ${bot} must be an object`;
  for (const [key, value] of Object.entries(options)) {
    if (!Object.hasOwn(rules, key)) {
      const known = Object.keys(rules);
      return `bot ${bot} takes no option ${quoteName(key)} (${known.length === 0 ? 'it takes none' : `it takes ${known.join(', ')}`})`;
    }
    if (value === undefined) continue;
    const wanted = (rules[key] as Check)(value);
    if (wanted !== undefined) return `option ${key} of bot ${bot} must be ${wanted}, got ${describe(value)}`;
  }
  return undefined;
}
