/**
 * Repository upkeep, not part of the example: writes what learning/run.ts measured into the
 * repository's bench/figures.json, the one source of the figures the docs quote (docs/learning.md,
 * docs/bots.md), and fills the docs' marked spans.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { percent, percentRange, recordFigures as record, type Figure } from '../../bench/figures.js';
import type { RunResult } from './run.js';

/** Records the run's win rates, intervals, training time and weights' size. */
export function recordFigures(r: RunResult): void {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const measured = `${new Date().toISOString().slice(0, 10)} for commit ${commit}: node ${process.version}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${String(cpus().length)} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`;
  const source = (what: string): string => `cd examples && npx tsx learning/run.ts --record: ${what}`;
  const figures: Record<string, Figure> = {};
  for (const result of r.results) {
    const key = `learn.policy.vs-${result.against}`;
    figures[key] = { value: result.rate, text: percent(result.rate), source: source(`the trained policy against ${result.against}, ${String(result.games)} 2-player games, win rate (a tie counts half)`), measured };
    figures[`${key}.ci`] = {
      value: [result.low, result.high], text: percentRange(result.low, result.high),
      source: source(`the trained policy against ${result.against}, Wilson 95 % interval of the win rate`), measured,
    };
  }
  figures['learn.train.minutes'] = {
    value: r.trainSeconds / 60, text: `${(r.trainSeconds / 60).toFixed(1)} minutes`, source: source('the training, from scratch to the written weights'), measured,
  };
  figures['learn.run.minutes'] = {
    value: r.totalSeconds / 60, text: `${(r.totalSeconds / 60).toFixed(1)} minutes`, source: source('training and the 2,000 evaluation games, the whole command'), measured,
  };
  figures['learn.weights.size'] = {
    value: r.weightsBytes, text: `${String(Math.round(r.weightsBytes / 1024))} KB`, source: source('the size of learning/weights.json, bytes'), measured,
  };
  record(figures);
}
