// A queue worker plays only the shard jobs whose games it would play as the submitter meant: made
// by the same engine, of the same rules version (the run's rules travel whole in the job).
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RULES_VERSION } from 'spellbook-engine';
import { runSpec } from '../src/index.js';
import { shardJobProblem, type ShardJob } from '../src/queue-common.js';

const job: ShardJob = {
  format: 'spellbook-sim-shard', engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION,
  run: runSpec({ players: 2, games: 10, rules: 'digital' }), setupModules: [], shard: { index: 0, count: 2 },
};

describe('shardJobProblem', () => {
  it('accepts a job of this engine and rules version, its rules whole', () => {
    expect(shardJobProblem('r-0', job)).toBeNull();
    expect(job.run.rules.preset).toBe('digital');
  });

  it('refuses another engine, another rules version, or a job without rules', () => {
    expect(shardJobProblem('r-0', { ...job, engineVersion: '9.9.9' })).toBe(`job r-0 was made by spellbook-engine 9.9.9; this worker runs ${ENGINE_VERSION}`);
    expect(shardJobProblem('r-0', { ...job, rulesVersion: RULES_VERSION + 1, run: { ...job.run, rules: { ...job.run.rules, version: RULES_VERSION + 1 } } }))
      .toBe(`job r-0 is a run of rules version ${RULES_VERSION + 1}; this worker plays rules version ${RULES_VERSION}`);
    const { rules: _rules, ...withoutRules } = job.run;
    expect(shardJobProblem('r-0', { ...job, run: withoutRules as ShardJob['run'] })).toMatch(/is a run of rules version/);
    expect(shardJobProblem('r-0', { ...job, format: 'other' as 'spellbook-sim-shard' })).toBe('job r-0 is not a spellbook-sim shard');
  });
});
