/**
 * `spellbook-sim`: batch simulation of `spellbook-engine` bot games on worker threads, with
 * reports that are the same for a seed whatever the number of workers and that merge exactly
 * across shards (on one machine or many: see the `spellbook-sim` command's BullMQ mode).
 * Node.js only. `spellbook-engine` is a peer dependency: the simulator plays the very engine
 * (and the homebrew spells) the app imports.
 *
 * ```ts
 * import { simulate, mergeReports } from 'spellbook-sim';
 * const report = await simulate({ players: 2, games: 1000, bots: ['greedy', 'random'], seed: 's' });
 * console.log(report.bots, report.balance);
 * ```
 * @module spellbook-sim
 */
export { simulate, defaultWorkers } from './simulate.js';
export {
  BOT_NAMES, SimulationOptionsError, runSpec, checkShard, shardRange, botLabel, parseBotSpec,
} from './options.js';
export type {
  BotName, BotConfig, BotSpec, ShardSpec, GameRange, SimulationProgress, SimulationOptions, RunSpec, SimulationOptionsErrorCode,
} from './options.js';
export { mergeReports, distribution, canonicalJson, REPORT_FORMAT, REPORT_VERSION } from './report.js';
export type {
  SimulationReport, Distribution, Quantiles, WinStats, SeatReport, BotReport, BalanceRow, ShardCoverage, SoloReport,
} from './report.js';
export type { Histogram } from './tally.js';
export { gameSetup, gameSeed, exhaustiveCycle, spellLevelKey } from './play.js';
export type { GameSetup, RiggedStart, SpellLevelKey, SpellAtLevel } from './play.js';
export { formatReport, reportTable, reportCsv } from './format.js';
export type { ReportFormat } from './format.js';
export { DEFAULT_QUEUE } from './queue-common.js';
export { runQueueWorker } from './queue-worker.js';
export type { QueueWorkerOptions, QueueWorker } from './queue-worker.js';
export { submitShards } from './submit.js';
export type { SubmitOptions } from './submit.js';
export { RedisUnavailableError, QUEUE_TIMINGS } from './redis-link.js';
export type { RedisUnavailableReason, RedisLinkEvent } from './redis-link.js';
export { SIM_VERSION } from './version.js';
