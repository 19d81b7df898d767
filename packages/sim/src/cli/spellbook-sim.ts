#!/usr/bin/env node
/**
 * The `spellbook-sim` command: simulations of bot games from the command line, on this
 * machine's cores or, through BullMQ on Redis, on any number of machines.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  BOT_NAMES, COMPARISON_DEFAULT_BOTS, DEFAULT_QUEUE, QUEUE_TIMINGS, RedisUnavailableError, SimulationOptionsError, compareReports, compareRules,
  defaultWorkers, formatComparison, formatReport, mergeReports, parseBotSpec, SIM_VERSION, runQueueWorker, simulate, submitShards,
  type BotConfig, type RedisLinkEvent, type ReportFormat, type RulesOption, type ShardSpec, type SimulationOptions, type SimulationReport,
} from '../index.js';
import { ENGINE_VERSION, RULES_VERSION, SPELL_SETS, didYouMean, type PlayerCount, type SpellSelection } from 'spellbook-engine';
import { progressBar } from './progress.js';
import { UsageError, readRulesArgument } from './rules-argument.js';

const USAGE = `spellbook-sim ${SIM_VERSION}: simulate SpellBook games between bots (spellbook-engine ${ENGINE_VERSION}, rules version ${RULES_VERSION})

Usage:
  spellbook-sim [run] [options]            play a run on this machine and print its report
  spellbook-sim compare A B [options]      play a run under two rule profiles A and B (each printed, digital or
                                           a profile's JSON file), the same seeds under both, and compare every
                                           measure: A, B, B - A with its interval (bots: ${COMPARISON_DEFAULT_BOTS} by default);
                                           or compare two JSON reports of one run (e.g. merged shards)
  spellbook-sim merge FILE...              merge the JSON reports of a run's shards
  spellbook-sim worker --redis URL         process shard jobs from a BullMQ queue until stopped
  spellbook-sim submit --redis URL --shards N [options]
                                           enqueue a run's shards, wait, print the merged report

Run options:
  --players N          players per game, 1 (solo) to 4 (default 2)
  --games N            games in the run (default 100)
  --spells S           set1 | set2 | set3 | classic (default) | 7 spell ids, comma-separated
  --rules R            printed (default) | digital | a JSON file: a rule profile (every point), a report's
                       run.rules, or a report (its rules)
  --bots LIST          the bot of every seat, or one per seat, comma-separated: ${BOT_NAMES.join(' | ')},
                       with parameters after a colon: search:iterations=200, greedy:samples=2
                       (default random; compare: ${COMPARISON_DEFAULT_BOTS})
  --rotate             rotate the bots around the table, one seat per game
  --seed S             the run's seed (default spellbook-sim); game i uses <seed>#<i>
  --exhaustive         rigged starts cycling through every spell at every level
  --workers N          worker threads, 0 = in this thread (default: ${defaultWorkers()}, the cores)
  --shard I/N          play only shard I (0-based) of N; merge the JSON reports with 'merge'
  --setup MODULE       a module every worker imports first (e.g. registers homebrew spells); repeatable
  --max-actions N      fail a game that takes more actions (default 100000)

Output:
  --format F           table (default) | json | csv
  --output FILE, -o    write the report to FILE instead of standard output
  --quiet, -q          no progress bar (it is shown only when standard error is a terminal)

Distributed mode (needs the optional peer dependencies: npm install bullmq ioredis):
  --redis URL          the Redis server, e.g. redis://127.0.0.1:6379
  --queue NAME         the queue (default ${DEFAULT_QUEUE})
  --shards N           submit: the number of shard jobs
  --timeout SECONDS    submit: give up after this long, connecting included
  --concurrency N      worker: shard jobs at the same time (default 1)
  --connect-timeout S  how long to wait for Redis at the start (default ${QUEUE_TIMINGS.connectTimeoutMs / 1000})
  --reconnect-timeout S
                       how long Redis may be away later on (worker: default ${QUEUE_TIMINGS.reconnectTimeoutMs / 1000};
                       submit: default --timeout, else ${QUEUE_TIMINGS.reconnectTimeoutMs / 1000})

Exit codes: 0 done, 1 failed (a shard failed, --timeout), 2 bad command line, 3 Redis unreachable or lost

  --help, -h           this help          --version, -v    the versions of spellbook-sim and the engine

Reports give every rate and mean with its 95% interval, flag figures from fewer than 30 games, and
test each spell's lift (Holm and Benjamini-Hochberg corrections).

Examples:
  spellbook-sim --games 1000 --players 3
  spellbook-sim --games 2000 --players 3 --bots greedy --rules digital
  spellbook-sim compare printed digital --games 2000 --players 3 --seed study
  spellbook-sim --players 2 --bots greedy,random --rotate --games 2000 --format csv -o duel.csv
  spellbook-sim --players 4 --bots greedy --exhaustive --games 630
`;

const OPTIONS = {
  players: { type: 'string' },
  games: { type: 'string' },
  spells: { type: 'string' },
  rules: { type: 'string' },
  bots: { type: 'string' },
  bot: { type: 'string', multiple: true },
  rotate: { type: 'boolean' },
  seed: { type: 'string' },
  exhaustive: { type: 'boolean' },
  workers: { type: 'string' },
  shard: { type: 'string' },
  setup: { type: 'string', multiple: true },
  'max-actions': { type: 'string' },
  format: { type: 'string' },
  output: { type: 'string', short: 'o' },
  quiet: { type: 'boolean', short: 'q' },
  redis: { type: 'string' },
  queue: { type: 'string' },
  shards: { type: 'string' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  'connect-timeout': { type: 'string' },
  'reconnect-timeout': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies ParseArgsConfig['options'];

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

const COMMANDS = ['run', 'compare', 'merge', 'worker', 'submit'] as const;
type Command = (typeof COMMANDS)[number];

/** Which options each command takes (besides help and version). */
const ALLOWED: Record<Command, readonly (keyof typeof OPTIONS)[]> = {
  run: ['players', 'games', 'spells', 'rules', 'bots', 'bot', 'rotate', 'seed', 'exhaustive', 'workers', 'shard', 'setup', 'max-actions', 'format', 'output', 'quiet'],
  compare: ['players', 'games', 'spells', 'bots', 'bot', 'rotate', 'seed', 'exhaustive', 'workers', 'setup', 'max-actions', 'format', 'output', 'quiet'],
  merge: ['format', 'output'],
  worker: ['redis', 'queue', 'workers', 'concurrency', 'connect-timeout', 'reconnect-timeout', 'quiet'],
  submit: [
    'players', 'games', 'spells', 'rules', 'bots', 'bot', 'rotate', 'seed', 'exhaustive', 'setup', 'max-actions', 'format', 'output', 'quiet',
    'redis', 'queue', 'shards', 'timeout', 'connect-timeout', 'reconnect-timeout',
  ],
};

function wholeNumber(flag: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\s*\d+\s*$/.test(text)) throw new UsageError(`--${flag}: expected a whole number, got ${JSON.stringify(text)}`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`--${flag}: expected ${max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `${min} to ${max}`}, got ${n}`);
  return n;
}

function spellsFlag(text: string | undefined): SpellSelection | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (t === 'classic' || t in SPELL_SETS) return t as SpellSelection;
  const ids = t.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (ids.length !== 7) {
    throw new UsageError(`--spells: expected set1, set2, set3, classic or 7 spell ids separated by commas, got ${JSON.stringify(text)}`);
  }
  return ids;
}

/** Splits `greedy,search:iterations=200,timeMs=5,random` into seats: a comma starts a seat only before a bot name. */
function botsFlag(values: Values): BotConfig[] | undefined {
  const items: string[] = [];
  if (values.bots !== undefined) {
    const seat = new RegExp(`,(?=\\s*(?:${BOT_NAMES.join('|')})\\s*(?::|,|$))`);
    items.push(...values.bots.split(seat).map((s) => s.trim()));
  }
  items.push(...(values.bot ?? []));
  if (items.length === 0) return undefined;
  try {
    return items.map(parseBotSpec);
  } catch (e) {
    throw new UsageError(`--bots: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function shardFlag(text: string | undefined): ShardSpec | undefined {
  if (text === undefined) return undefined;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (m === null) throw new UsageError(`--shard: expected I/N (shard I, from 0, of N), got ${JSON.stringify(text)}`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index >= count) throw new UsageError(`--shard: expected 0 ≤ I < N, got ${JSON.stringify(text)}`);
  return { index, count };
}

function formatFlag(text: string | undefined): ReportFormat {
  if (text === undefined) return 'table';
  if (text === 'table' || text === 'json' || text === 'csv') return text;
  throw new UsageError(`--format: expected table, json or csv, got ${JSON.stringify(text)}`);
}

/** `--rules`: a preset, or a JSON file's profile (a report's rules, for a report). */
function rulesFlag(text: string | undefined): RulesOption | undefined {
  if (text === undefined) return undefined;
  const read = readRulesArgument('--rules', text);
  return read.kind === 'report' ? read.report.run.rules : read.rules;
}

function runOptions(values: Values): Omit<SimulationOptions, 'workers' | 'onProgress'> {
  // wholeNumber checked the range: 1 to 4.
  const players = (wholeNumber('players', values.players, 1, 4) ?? 2) as PlayerCount;
  const games = wholeNumber('games', values.games, 0) ?? 100;
  const maxActions = wholeNumber('max-actions', values['max-actions'], 1);
  const spells = spellsFlag(values.spells);
  const rules = rulesFlag(values.rules);
  const bots = botsFlag(values);
  if (bots !== undefined && bots.length !== 1 && bots.length !== players) {
    throw new UsageError(`--bots: give one bot for every seat or one per seat (${players}), got ${bots.length}`);
  }
  const shard = shardFlag(values.shard);
  return {
    players, games,
    ...(spells === undefined ? {} : { spells }),
    ...(rules === undefined ? {} : { rules }),
    ...(bots === undefined ? {} : { bots }),
    ...(values.rotate === true ? { rotateSeats: true } : {}),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    ...(values.exhaustive === true ? { exhaustive: true } : {}),
    ...(shard === undefined ? {} : { shard }),
    ...(values.setup === undefined ? {} : { setupModules: values.setup }),
    ...(maxActions === undefined ? {} : { maxActions }),
  };
}

function emit(report: SimulationReport, values: Values): void {
  write(formatReport(report, formatFlag(values.format)), values);
}

async function commandRun(values: Values): Promise<void> {
  const options = runOptions(values);
  formatFlag(values.format);
  const workers = wholeNumber('workers', values.workers, 0, 1024);
  const bar = await progressBar(values.quiet === true, 'simulating', options.games);
  try {
    const report = await simulate({
      ...options,
      ...(workers === undefined ? {} : { workers }),
      onProgress: ({ done, total }) => bar.update(done, total),
    });
    bar.stop();
    emit(report, values);
  } finally {
    bar.stop();
  }
}

/** Writes a text to `--output`, or standard output. */
function write(text: string, values: Values): void {
  if (values.output !== undefined) writeFileSync(values.output, text);
  else process.stdout.write(text);
}

/**
 * `compare A B`: two rule profiles (played now, the same run and seeds under each) or two
 * reports of one run (compared as they are).
 */
async function commandCompare(values: Values, args: readonly string[]): Promise<void> {
  const format = formatFlag(values.format);
  if (args.length !== 2) {
    throw new UsageError(`compare: give two rule profiles (printed, digital or a profile's JSON file), or two JSON reports, got ${args.length} argument${args.length === 1 ? '' : 's'}`);
  }
  const [a, b] = args.map((arg, i) => readRulesArgument(`compare: ${i === 0 ? 'A' : 'B'}`, arg)) as [ReturnType<typeof readRulesArgument>, ReturnType<typeof readRulesArgument>];
  if (a.kind === 'report' && b.kind === 'report') {
    const given = (Object.keys(values) as (keyof Values)[]).filter((k) => k !== 'format' && k !== 'output' && k !== 'quiet');
    if (given.length > 0) throw new UsageError(`compare: two reports are compared as they are: --${given[0]} does not apply`);
    write(formatComparison(compareReports(a.report, b.report), format), values);
    return;
  }
  if (a.kind === 'report' || b.kind === 'report') {
    throw new UsageError('compare: give two rule profiles to play, or two reports to compare, not one of each');
  }
  const options = runOptions(values);
  const workers = wholeNumber('workers', values.workers, 0, 1024);
  const bar = await progressBar(values.quiet === true, 'comparing', 2 * options.games);
  try {
    const comparison = await compareRules({
      ...options,
      rules: [a.rules, b.rules],
      ...(workers === undefined ? {} : { workers }),
      onProgress: ({ done, total }) => bar.update(done, total),
    });
    bar.stop();
    write(formatComparison(comparison, format), values);
  } finally {
    bar.stop();
  }
}

function commandMerge(values: Values, files: readonly string[]): void {
  formatFlag(values.format);
  if (files.length === 0) throw new UsageError('merge: give the JSON report files of the shards to merge');
  const reports = files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      throw new UsageError(`merge: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
    try {
      return JSON.parse(text) as SimulationReport;
    } catch {
      throw new UsageError(`merge: ${file} is not JSON (write shard reports with --format json)`);
    }
  });
  emit(mergeReports(reports), values);
}

function redisFlag(values: Values, command: string): string {
  if (values.redis === undefined) throw new UsageError(`${command}: --redis URL is required (e.g. --redis redis://127.0.0.1:6379)`);
  return values.redis;
}

/** `--connect-timeout` and `--reconnect-timeout`, in milliseconds, as the API's options. */
function redisTimeouts(values: Values): { connectTimeoutMs?: number; reconnectTimeoutMs?: number } {
  const connect = wholeNumber('connect-timeout', values['connect-timeout'], 1);
  const reconnect = wholeNumber('reconnect-timeout', values['reconnect-timeout'], 1);
  return {
    ...(connect === undefined ? {} : { connectTimeoutMs: connect * 1000 }),
    ...(reconnect === undefined ? {} : { reconnectTimeoutMs: reconnect * 1000 }),
  };
}

/** The URL for a log line: its password, if any, as `***`. */
function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString().replace(/\/$/, '');
}

/** A log line of the worker about Redis. */
function redisLine(event: RedisLinkEvent, reconnectTimeoutMs: number): string {
  if (event.kind === 'lost') return `lost Redis (${event.error}); retrying for up to ${reconnectTimeoutMs / 1000} s`;
  if (event.kind === 'back') return `Redis is back after ${(event.downMs / 1000).toFixed(1)} s`;
  return `BullMQ: ${event.error}`;
}

async function commandWorker(values: Values): Promise<void> {
  const redis = redisFlag(values, 'worker');
  const workers = wholeNumber('workers', values.workers, 1, 1024);
  const concurrency = wholeNumber('concurrency', values.concurrency, 1, 1024);
  const log = (line: string): void => {
    if (values.quiet !== true) process.stderr.write(`${new Date().toISOString()} ${line}\n`);
  };
  const timeouts = redisTimeouts(values);
  const worker = await runQueueWorker({
    redis,
    ...(values.queue === undefined ? {} : { queue: values.queue }),
    ...(workers === undefined ? {} : { workers }),
    ...(concurrency === undefined ? {} : { concurrency }),
    ...timeouts,
    onJob: ({ id, shard, state, error }) => log(`shard ${shard} (job ${id}) ${state}${error === undefined ? '' : `: ${error}`}`),
    onRedis: (event) => log(redisLine(event, timeouts.reconnectTimeoutMs ?? QUEUE_TIMINGS.reconnectTimeoutMs)),
  });
  await worker.ready;
  log(`spellbook-sim worker ${process.pid} waiting for shard jobs on queue ${JSON.stringify(values.queue ?? DEFAULT_QUEUE)} at ${redactUrl(redis)}`);
  const stop = (signal: string): void => {
    log(`${signal}: finishing the running jobs, then stopping`);
    void worker.close();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // Resolves after a signal's close; rejects (RedisUnavailableError) when Redis is gone for good.
  await worker.stopped;
}

async function commandSubmit(values: Values): Promise<void> {
  const redis = redisFlag(values, 'submit');
  if (values.shard !== undefined) throw new UsageError('submit: --shard is for a single process; use --shards N');
  const options = runOptions(values);
  formatFlag(values.format);
  const shards = wholeNumber('shards', values.shards, 1, 100_000);
  if (shards === undefined) throw new UsageError('submit: --shards N is required');
  const timeout = wholeNumber('timeout', values.timeout, 1);
  const bar = await progressBar(values.quiet === true, 'shards', options.games);
  try {
    const report = await submitShards({
      ...options,
      redis,
      shards,
      ...(values.queue === undefined ? {} : { queue: values.queue }),
      ...(timeout === undefined ? {} : { timeoutMs: timeout * 1000 }),
      ...redisTimeouts(values),
      onProgress: ({ done, total, shardsDone }) => bar.update(done, total, ` | ${shardsDone}/${shards} shards`),
    });
    bar.stop();
    emit(report, values);
  } finally {
    bar.stop();
  }
}

/** The long flags, as typed: `--games`. (A one-letter flag is too short for a useful hint.) */
const LONG_FLAGS: readonly string[] = Object.keys(OPTIONS).map((name) => `--${name}`);

/**
 * The message of a command line that `parseArgs` refused; an unknown flag gets the engine's
 * "did you mean" hint (`unknown option '--gmaes' (did you mean --games?)`).
 */
function parseArgsMessage(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const code = e instanceof Error && 'code' in e ? e.code : undefined;
  const flag = /^Unknown option '([^']+)'/.exec(message)?.[1];
  if (code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || flag === undefined) return message;
  return `unknown option '${flag}'${flag.startsWith('--') ? didYouMean(flag, LONG_FLAGS) : ''}`;
}

/** Runs the command line `argv` (without `node` and the script); resolves to the exit code. */
async function main(argv: readonly string[]): Promise<number> {
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true }));
  } catch (e) {
    return usageError(parseArgsMessage(e));
  }
  if (values.help === true) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (values.version === true) {
    process.stdout.write(`${SIM_VERSION} (spellbook-engine ${ENGINE_VERSION})\n`);
    return 0;
  }
  const first = positionals[0];
  const command: Command = first !== undefined && (COMMANDS as readonly string[]).includes(first) ? (first as Command) : 'run';
  const rest = first === command ? positionals.slice(1) : positionals;
  try {
    if (command !== 'merge' && command !== 'compare' && rest.length > 0) {
      const word = rest[0] as string;
      throw new UsageError(`unexpected argument ${JSON.stringify(word)}${command === 'run' ? `${didYouMean(word, COMMANDS)} (commands: ${COMMANDS.join(', ')})` : ''}`);
    }
    for (const key of Object.keys(values) as (keyof typeof OPTIONS)[]) {
      if (key !== 'help' && key !== 'version' && !ALLOWED[command].includes(key)) {
        throw new UsageError(`--${key} is not an option of ${command === 'run' ? 'a run' : `'${command}'`}`);
      }
    }
    if (command === 'run') await commandRun(values);
    else if (command === 'compare') await commandCompare(values, rest);
    else if (command === 'merge') commandMerge(values, rest);
    else if (command === 'worker') await commandWorker(values);
    else await commandSubmit(values);
    return 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof SimulationOptionsError) return usageError(e.message);
    process.stderr.write(`spellbook-sim: ${e instanceof Error ? e.message : String(e)}\n`);
    return e instanceof RedisUnavailableError ? EXIT_REDIS : 1;
  }
}

function usageError(message: string): number {
  process.stderr.write(`spellbook-sim: ${message}\nRun 'spellbook-sim --help' for the options.\n`);
  return 2;
}

/** The exit code when Redis cannot be reached, or was lost for longer than allowed. */
const EXIT_REDIS = 3;

void main(process.argv.slice(2)).then((code) => {
  // A worker that gave up on Redis may still be playing a shard on its threads (it will be
  // played again elsewhere): do not wait for it. (Its one line is written: standard error is
  // synchronous for files, pipes and terminals.)
  if (code === EXIT_REDIS) process.exit(code);
  process.exitCode = code;
});
