// Rule profiles in simulations: simulate({ rules }) takes a preset or a whole profile (as
// createGame does) or a report's run.rules; the run spec and the report hold the profile whole
// with its rules version; the games are played under it; mergeReports refuses reports of another
// profile; bad profiles are refused with invalid-rules before any game is played.
import { describe, expect, it } from 'vitest';
import { RULES_HISTORY, RULES_VERSION, RULE_PRESETS, rulePresetAt, type RuleProfile } from 'spellbook-engine';
import {
  SimulationOptionsError, canonicalJson, gameSetup, mergeReports, runRules, runSpec, rulesLabel, simulate, type SimulationOptions,
} from '../src/index.js';

const RUN: SimulationOptions = { players: 3, games: 12, bots: 'random', seed: 'rules', workers: 0 };

async function code(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(() => undefined, (e: unknown) => (e instanceof SimulationOptionsError ? e.code : `not a SimulationOptionsError: ${String(e)}`));
}

describe('simulate({ rules })', () => {
  it('defaults to printed, and holds the profile whole with its rules version and preset', async () => {
    const report = await simulate(RUN);
    expect(report.run.rules).toEqual({ version: RULES_VERSION, preset: 'printed', profile: RULE_PRESETS.printed });
    expect(Object.keys(report.run.rules.profile)).toHaveLength(Object.keys(RULE_PRESETS.printed).length);
  });

  it('plays digital games: the same seeds and deals, other games', async () => {
    const printed = await simulate(RUN);
    const digital = await simulate({ ...RUN, rules: 'digital' });
    expect(digital.run.rules).toEqual({ version: RULES_VERSION, preset: 'digital', profile: RULE_PRESETS.digital });
    expect(gameSetup(digital.run, 3).options.rules).toBe('digital'); // the preset by its name: the same profile
    expect(digital.decisions.histogram).not.toEqual(printed.decisions.histogram);
  });

  it('takes a profile of its own, and names the points that differ from the nearer preset', async () => {
    const mixed: RuleProfile = { ...RULE_PRESETS.printed, mirageDraws: 'after-takes', wildTriples: 'other-colours' };
    const report = await simulate({ ...RUN, rules: mixed });
    expect(report.run.rules).toEqual({ version: RULES_VERSION, preset: null, profile: mixed });
    expect(rulesLabel(report.run.rules)).toBe(`printed, but wildTriples: other-colours, mirageDraws: after-takes (rules version ${RULES_VERSION})`);
    expect(rulesLabel(runRules({ ...RULE_PRESETS.digital }))).toBe(`digital (rules version ${RULES_VERSION})`);
  });

  it("plays a report's run again from its JSON, rules included: the same report", async () => {
    const report = await simulate({ ...RUN, rules: { ...RULE_PRESETS.digital, finalAltar: 'left-as-is' } });
    const again = await simulate({ ...(JSON.parse(JSON.stringify(report.run)) as SimulationOptions), workers: 0 });
    expect(canonicalJson(again)).toBe(canonicalJson(report));
  });

  it("reads a run's rules of an earlier rules version as that version played them (later points at their legacy values)", () => {
    const first = RULES_HISTORY[0]!;
    const v1digital = Object.fromEntries(Object.keys(first.points).map((point) => [point, first.presets.digital[point]]));
    const read = runRules({ version: 1, preset: 'digital', profile: v1digital });
    expect(read).toEqual({ version: RULES_VERSION, preset: RULES_VERSION === 1 ? 'digital' : null, profile: rulePresetAt('digital', 1) });
  });

  it('refuses bad rules with invalid-rules before any game is played, naming the point', async () => {
    await expect(code(simulate({ ...RUN, rules: 'online' as never }))).resolves.toBe('invalid-rules');
    const { mirageDraws: _left, ...lacking } = RULE_PRESETS.printed;
    await expect(simulate({ ...RUN, rules: lacking as RuleProfile })).rejects.toThrow(/mirageDraws/);
    await expect(simulate({ ...RUN, rules: { ...RULE_PRESETS.printed, mirageDraw: 'at-once' } as RuleProfile })).rejects.toThrow(/mirageDraw/);
    await expect(simulate({ ...RUN, rules: { ...RULE_PRESETS.printed, lowering: 'two-levels' } as unknown as RuleProfile })).rejects.toThrow(/lowering/);
    expect(() => runSpec({ ...RUN, rules: { version: RULES_VERSION + 1, preset: null, profile: RULE_PRESETS.printed } })).toThrow(/newer than this engine/);
    expect(() => runSpec({ ...RUN, rules: { version: RULES_VERSION, preset: 'digital', profile: RULE_PRESETS.printed } })).toThrow(/not the "digital" preset/);
    expect(() => runSpec({ ...RUN, rules: { version: RULES_VERSION, preset: 'printed', profile: RULE_PRESETS.printed, extra: 1 } as never })).toThrow(/unknown option "extra"/);
  });
});

describe('mergeReports and the rules', () => {
  it('merges the shards of a digital run into the whole digital run, byte for byte', async () => {
    const whole = await simulate({ ...RUN, rules: 'digital' });
    const shards = await Promise.all([0, 1, 2].map((index) => simulate({ ...RUN, rules: 'digital', shard: { index, count: 3 } })));
    expect(JSON.stringify(mergeReports(shards))).toBe(JSON.stringify(whole));
  });

  it('refuses shards played under another profile: incompatible-reports, naming both', async () => {
    const a = await simulate({ ...RUN, shard: { index: 0, count: 2 } });
    const b = await simulate({ ...RUN, rules: 'digital', shard: { index: 1, count: 2 } });
    let error: unknown;
    try {
      mergeReports([a, b]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SimulationOptionsError);
    expect((error as SimulationOptionsError).code).toBe('incompatible-reports');
    expect((error as SimulationOptionsError).message).toBe(
      `report 1: played under another rule profile (digital (rules version ${RULES_VERSION})), not printed (rules version ${RULES_VERSION}) like report 0`,
    );
  });
});
