/**
 * `spellbook-sim`: batch simulation of `spellbook-engine` bot games on worker threads, with
 * reports that are the same for a seed whatever the number of workers and that merge exactly
 * across shards (on one machine or many: see the `spellbook-sim` command's BullMQ mode).
 * Node.js only. `spellbook-engine` is a peer dependency: the simulator plays the very engine
 * (and the homebrew spells) the app imports.
 *
 * ```ts
 * import { simulate, mergeReports } from 'spellbook-sim';
 * const report = await simulate({ players: 2, games: 1000, bots: ['greedy', 'random'], seed: 's', rules: 'digital' });
 * console.log(report.bots, report.spells);
 * ```
 * @module spellbook-sim
 */
export { simulate, defaultWorkers } from './simulate.js';
export { closeWorkers, WORKER_KEEP_ALIVE_MS } from './pool.js';
export {
  BOT_NAMES, SimulationOptionsError, runSpec, checkShard, shardRange, botLabel, parseBotSpec,
} from './options.js';
export type {
  BotName, BotConfig, BotSpec, ShardSpec, GameRange, SimulationProgress, SimulationOptions, RunSpec, SimulationOptionsErrorCode,
} from './options.js';
export { runRules, rulesLabel } from './rules.js';
export type { RunRules, RulesOption } from './rules.js';
export { mergeReports, distribution, canonicalJson, REPORT_FORMAT, REPORT_VERSION, REPORT_STATISTICS } from './report.js';
export type {
  SimulationReport, Distribution, Quantiles, WinStats, SeatReport, BotReport, PlaceReport, PlaceBotReport, EndTriggerReport,
  LiftColumns, BalanceRow, SpellRow, LiftTests, ReportStatistics, ShardCoverage, SoloReport,
} from './report.js';
export type { Estimate } from './stats.js';
export { compareRules, compareReports, COMPARISON_FORMAT, COMPARISON_VERSION, COMPARISON_DEFAULT_BOTS } from './compare.js';
export type { ComparisonOptions, ComparisonReport, ComparisonRow, MeasureKind } from './compare.js';
export type { Histogram } from './tally.js';
export { gameSetup, gameSeed, gameBots, exhaustiveCycle, spellLevelKey } from './play.js';
export type { GameSetup, RiggedStart, SpellLevelKey, SpellAtLevel } from './play.js';
export { seatRandomBot, seatGenerator, seatGenerators } from './random-bot.js';
export { formatReport, reportTable, reportCsv } from './format.js';
export type { ReportFormat } from './format.js';
export { formatComparison, comparisonTable, comparisonCsv } from './format-compare.js';
export { DEFAULT_QUEUE } from './queue-common.js';
export { runQueueWorker } from './queue-worker.js';
export type { QueueWorkerOptions, QueueWorker } from './queue-worker.js';
export { submitShards } from './submit.js';
export type { SubmitOptions } from './submit.js';
export { RedisUnavailableError, QUEUE_TIMINGS } from './redis-link.js';
export type { RedisUnavailableReason, RedisLinkEvent } from './redis-link.js';
export { SIM_VERSION } from './version.js';
