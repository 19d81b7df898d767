/**
 * The reports of a submitted run's shards, kept by shard index: a shard reported twice (a
 * completion seen both as an event and by the submitter's poll, or a shard played again after its
 * worker stalled) is counted once. Pure bookkeeping, no Redis.
 * @module
 */
import { REPORT_FORMAT, type SimulationReport } from './report.js';

/** The id of shard `index`'s job in run `runId`: `<run id>-<index>`. */
export function shardJobId(runId: string, index: number): string {
  return `${runId}-${index}`;
}

/** The shards of one run as they finish. */
export class ShardResults {
  readonly #prefix: string;
  readonly #count: number;
  readonly #reports = new Map<number, SimulationReport>();
  #next = 0;

  /** Shards `0 … count - 1` of run `runId`. */
  constructor(runId: string, count: number) {
    this.#prefix = `${runId}-`;
    this.#count = count;
  }

  /** The shard index of one of this run's job ids; `undefined` for another run's job. */
  indexOf(jobId: string): number | undefined {
    if (!jobId.startsWith(this.#prefix)) return undefined;
    const tail = jobId.slice(this.#prefix.length);
    if (!/^(0|[1-9]\d*)$/.test(tail)) return undefined;
    const index = Number(tail);
    return index < this.#count ? index : undefined;
  }

  /**
   * Keeps the report of the shard of `jobId` (as BullMQ gives it: an object, or its JSON text)
   * unless that shard already has one. Returns whether it was new.
   */
  accept(jobId: string, report: SimulationReport | string): boolean {
    const index = this.indexOf(jobId);
    if (index === undefined || this.#reports.has(index)) return false;
    this.#reports.set(index, typeof report === 'string' ? (JSON.parse(report) as SimulationReport) : report);
    return true;
  }

  /** Whether shard `index` has its report. */
  has(index: number): boolean {
    return this.#reports.has(index);
  }

  /** How many shards have their report. */
  get done(): number {
    return this.#reports.size;
  }

  /** Whether every shard has its report. */
  get complete(): boolean {
    return this.#reports.size === this.#count;
  }

  /** The reports, in shard order (complete or not). */
  reports(): SimulationReport[] {
    return [...this.#reports.entries()].sort(([a], [b]) => a - b).map(([, r]) => r);
  }

  /**
   * Up to `limit` shards still without a report, taking turns from one call to the next so
   * that a poll of a long run reaches every shard.
   */
  pending(limit: number): number[] {
    const out: number[] = [];
    for (let seen = 0; seen < this.#count && out.length < limit; seen++) {
      const index = (this.#next + seen) % this.#count;
      if (!this.#reports.has(index)) out.push(index);
    }
    const last = out.at(-1);
    if (last !== undefined) this.#next = (last + 1) % this.#count;
    return out;
  }
}

/**
 * A shard's report from a job's return value (as BullMQ gives it: the object, or its JSON), or
 * `undefined` when there is none: a job whose report Redis lost in a restart reads `null`.
 */
export function reportOf(value: unknown): SimulationReport | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return typeof parsed === 'object' && parsed !== null && (parsed as { format?: unknown }).format === REPORT_FORMAT
    ? parsed as SimulationReport
    : undefined;
}
