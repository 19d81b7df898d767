/**
 * The options of {@link simulate}, their validation, and the plain-data form a run is described
 * by (what a worker thread, a shard job or a report carries).
 * @module
 */
import type { PlayerCount, SpellSelection } from 'spellbook-engine';
import { SimulationOptionsError, refuseUnknownOptions } from './errors.js';
import { runRules, type RulesOption, type RunRules } from './rules.js';

export { SimulationOptionsError, refuseUnknownOptions } from './errors.js';
export type { SimulationOptionsErrorCode } from './errors.js';

/** The bots the simulator knows by name. */
export const BOT_NAMES = ['random', 'greedy', 'search'] as const;
/** A bot the simulator knows by name. */
export type BotName = (typeof BOT_NAMES)[number];

/**
 * A bot with parameters, as plain data:
 * - `random`: no parameters;
 * - `greedy`: any weight of the greedy evaluation (`points`, `familiar`, `progress`, ... see
 *   `EvalWeights` in `spellbook-engine/bots`) and `samples`;
 * - `search`: `iterations` or `timeMs` (and any other numeric option of `searchBot`).
 *
 * `timeMs` budgets depend on the machine's speed, so reports with them are not reproducible;
 * use `iterations` for reproducible runs.
 */
export interface BotConfig {
  /** Which bot. */
  readonly bot: BotName;
  /** Numeric parameters, passed to the bot's factory. */
  readonly params?: Readonly<Record<string, number>>;
}

/**
 * A bot by name (`'greedy'`), with parameters (`{ bot: 'search', params: { iterations: 200 } }`),
 * or with parameters in the command line's form (`'search:iterations=200'`).
 */
export type BotSpec = BotName | `${BotName}:${string}` | BotConfig;

/** Which part of a run to play: shard `index` (0-based) of `count` equal parts. */
export interface ShardSpec {
  /** This shard, from 0 to `count - 1`. */
  readonly index: number;
  /** How many shards the run is split into. */
  readonly count: number;
}

/** What {@link SimulationOptions.onProgress} is told. */
export interface SimulationProgress {
  /** Games finished so far (in this process, for this shard). */
  readonly done: number;
  /** Games to play (in this process, for this shard). */
  readonly total: number;
}

/**
 * Options of {@link simulate}. A key that is none of these is refused
 * ({@link SimulationOptionsError} `unknown-option`, naming the nearest option).
 */
export interface SimulationOptions {
  /** Players per game: 1 (solo) to 4. */
  readonly players: PlayerCount;
  /** How many games the whole run has (all shards together). */
  readonly games: number;
  /** Which spells: a printed set, `classic` (a random spell per colour each game) or 7 ids. Default `classic`. */
  readonly spells?: SpellSelection;
  /**
   * The rules every game is played by, as `createGame` takes them: a preset (`printed`, the
   * default, or `digital`) or a whole rule profile; or a report's `run.rules`, to play a run
   * again under its rules. The report's `run.rules` holds the profile whole, with its rules
   * version.
   */
  readonly rules?: RulesOption;
  /** The bots: one for every seat, or one per seat. Default `random`. */
  readonly bots?: BotSpec | readonly BotSpec[];
  /** Rotate the bots around the table, one seat per game (seat `s` of game `i` gets bot `(s + i) mod players`). Default `false`. */
  readonly rotateSeats?: boolean;
  /** The run's seed: game `i` is played with the seed `<seed>#<i>`. Default `spellbook-sim`. */
  readonly seed?: string;
  /**
   * Rigged starts that cycle through every spell at every level: game `i` gives one seat the
   * spell@level number `i mod (spells × 3)` as already learned, with a selection that holds it.
   * Default `false`.
   */
  readonly exhaustive?: boolean;
  /** Play only this shard of the run (the others are played elsewhere; merge with `mergeReports`). */
  readonly shard?: ShardSpec;
  /** Worker threads; `0` plays in the calling thread. Default: the number of cores. */
  readonly workers?: number;
  /**
   * What the workers are: `worker_threads` (default), threads of this process, or
   * `child_process`, processes of their own (each with its own heap and garbage collector).
   * The report is the same either way.
   */
  readonly runtime?: 'worker_threads' | 'child_process';
  /**
   * Modules that the calling thread and every worker import before playing (for example one that
   * registers homebrew spells through `spellbook-engine`).
   */
  readonly setupModules?: readonly string[];
  /** The most actions a game may take before the run fails. Default 100 000. */
  readonly maxActions?: number;
  /** Called as games finish (after each batch). */
  readonly onProgress?: (progress: SimulationProgress) => void;
}

/** A run as plain data: the options that decide its games, normalised. Part of every report. */
export interface RunSpec {
  /** Players per game. */
  readonly players: PlayerCount;
  /** Games in the whole run. */
  readonly games: number;
  /** The spell selection. */
  readonly spells: SpellSelection;
  /** The rules: the whole profile, its rules version and the preset it equals. */
  readonly rules: RunRules;
  /** The bot of each seat (before rotation), with parameters sorted by name. */
  readonly bots: readonly BotConfig[];
  /** Whether the bots rotate around the table. */
  readonly rotateSeats: boolean;
  /** The run's seed. */
  readonly seed: string;
  /** Whether the starts are rigged to cycle through every spell@level. */
  readonly exhaustive: boolean;
  /** The action limit of a game. */
  readonly maxActions: number;
}

function isInt(n: unknown, min: number, max = Number.MAX_SAFE_INTEGER): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
}

/** The keys of {@link SimulationOptions} (the compiler asks for every one). */
const SIMULATION_OPTIONS: { readonly [K in keyof SimulationOptions]-?: true } = {
  players: true, games: true, spells: true, rules: true, bots: true, rotateSeats: true, seed: true, exhaustive: true, shard: true, workers: true,
  runtime: true, setupModules: true, maxActions: true, onProgress: true,
};

/** The names of {@link SimulationOptions}, for the readers of options that extend them. */
export const SIMULATION_OPTION_NAMES: readonly string[] = Object.keys(SIMULATION_OPTIONS);

function botConfig(spec: unknown, where: string): BotConfig {
  if (typeof spec === 'string' && spec.includes(':')) return parseBotSpec(spec);
  if (typeof spec === 'string') {
    if (!(BOT_NAMES as readonly string[]).includes(spec)) {
      throw new SimulationOptionsError('invalid-bots', `${where}: unknown bot ${JSON.stringify(spec)} (known: ${BOT_NAMES.join(', ')})`);
    }
    return { bot: spec as BotName };
  }
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
    throw new SimulationOptionsError('invalid-bots', `${where}: expected a bot name or { bot, params }`);
  }
  refuseUnknownOptions(spec, ['bot', 'params'], `${where}: `);
  const { bot, params } = spec as { bot?: unknown; params?: unknown };
  const named = botConfig(bot, where);
  if (params === undefined) return named;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new SimulationOptionsError('invalid-bots', `${where}.params: expected an object of numbers`);
  }
  const entries = Object.entries(params as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, value] of entries) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new SimulationOptionsError('invalid-bots', `${where}.params.${key}: expected a finite number, got ${JSON.stringify(value)}`);
    }
  }
  if (named.bot === 'random' && entries.length > 0) {
    throw new SimulationOptionsError('invalid-bots', `${where}: the random bot takes no parameters`);
  }
  return entries.length === 0 ? named : { bot: named.bot, params: Object.fromEntries(entries) as Record<string, number> };
}

function spellSelection(spells: unknown): SpellSelection {
  if (spells === 'set1' || spells === 'set2' || spells === 'set3' || spells === 'classic') return spells;
  if (Array.isArray(spells) && spells.length === 7 && spells.every((s) => typeof s === 'string')) return [...(spells as string[])];
  throw new SimulationOptionsError('invalid-spells', `spells: expected 'set1', 'set2', 'set3', 'classic' or a list of 7 spell ids, got ${JSON.stringify(spells)}`);
}

/**
 * Validates the options that decide a run's games and returns them as a {@link RunSpec}.
 * (Spell ids are checked when the first game is set up.)
 * @throws SimulationOptionsError with a stable code.
 */
export function runSpec(options: SimulationOptions): RunSpec {
  const { players, games } = options;
  if (!isInt(players, 1, 4)) throw new SimulationOptionsError('invalid-players', `players: expected 1, 2, 3 or 4, got ${JSON.stringify(players)}`);
  if (!isInt(games, 0)) throw new SimulationOptionsError('invalid-games', `games: expected a whole number ≥ 0, got ${JSON.stringify(games)}`);
  const seed = options.seed ?? 'spellbook-sim';
  if (typeof seed !== 'string') throw new SimulationOptionsError('invalid-seed', `seed: expected a string`);
  const given = options.bots ?? 'random';
  const list: readonly unknown[] = Array.isArray(given) ? given : [given];
  if (list.length !== 1 && list.length !== players) {
    throw new SimulationOptionsError('invalid-bots', `bots: expected one bot for every seat or one per seat (${players}), got ${list.length}`);
  }
  const bots = list.length === 1
    ? Array.from({ length: players }, () => botConfig(list[0], 'bots[0]'))
    : list.map((b, i) => botConfig(b, `bots[${i}]`));
  const maxActions = options.maxActions ?? 100_000;
  if (!isInt(maxActions, 1)) throw new SimulationOptionsError('invalid-max-actions', `maxActions: expected a whole number ≥ 1`);
  const rules = runRules(options.rules ?? 'printed');
  return {
    players, games, spells: spellSelection(options.spells ?? 'classic'), rules, bots,
    rotateSeats: options.rotateSeats === true, seed, exhaustive: options.exhaustive === true, maxActions,
  };
}

/** Validates a shard. @throws SimulationOptionsError `invalid-shard`. */
export function checkShard(shard: ShardSpec): ShardSpec {
  if (typeof shard === 'object' && shard !== null) refuseUnknownOptions(shard, ['index', 'count'], 'shard: ');
  if (!isInt(shard.count, 1) || !isInt(shard.index, 0, shard.count - 1)) {
    throw new SimulationOptionsError('invalid-shard', `shard: expected { index, count } with 0 ≤ index < count, got ${JSON.stringify(shard)}`);
  }
  return { index: shard.index, count: shard.count };
}

/** A range of game indices. */
export interface GameRange {
  /** The first game's index. */
  readonly from: number;
  /** The index after the last game. */
  readonly to: number;
}

/** The games of shard `index` of `count` (`null`: the whole run): indices `from` (included) to `to` (excluded). */
export function shardRange(games: number, shard: ShardSpec | null): GameRange {
  if (shard === null) return { from: 0, to: games };
  return { from: Math.floor((games * shard.index) / shard.count), to: Math.floor((games * (shard.index + 1)) / shard.count) };
}

/** A bot's label in reports: its name, with its parameters (`search(iterations=200)`). */
export function botLabel(config: BotConfig): string {
  const params = Object.entries(config.params ?? {});
  return params.length === 0 ? config.bot : `${config.bot}(${params.map(([k, v]) => `${k}=${v}`).join(',')})`;
}

/** Parses a bot from the command line's form: `random`, `greedy`, `search:iterations=200,timeMs=5`. */
export function parseBotSpec(text: string): BotConfig {
  const [name = '', rest] = text.split(':', 2) as [string, string | undefined];
  if (rest === undefined || rest === '') return botConfig(name.trim(), JSON.stringify(text));
  const params: Record<string, number> = {};
  for (const part of rest.split(/[,;]/)) {
    const m = /^\s*([A-Za-z][A-Za-z0-9]*)\s*=\s*(-?[0-9.eE+-]+)\s*$/.exec(part);
    const value = m === null ? NaN : Number(m[2]);
    if (m === null || !Number.isFinite(value)) {
      throw new SimulationOptionsError('invalid-bots', `bot ${JSON.stringify(text)}: expected name:param=number,... (bad part ${JSON.stringify(part)})`);
    }
    params[m[1] as string] = value;
  }
  return botConfig({ bot: name.trim(), params }, JSON.stringify(text));
}
