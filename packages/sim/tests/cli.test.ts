// The spellbook-sim command (run from its TypeScript source through tsx): flags, formats, shards
// and merge, and exit code 2 with a clear message for bad flags.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULE_PRESETS, RULES_VERSION } from 'spellbook-engine';
import { compareRules, simulate, type ComparisonReport, type SimulationReport } from '../src/index.js';
import { sim as run, type Result } from './command.js';

const TMP = mkdtempSync(join(tmpdir(), 'spellbook-sim-cli-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const sim = (...args: string[]): Promise<Result> => run(args);

describe('spellbook-sim', { timeout: 120_000 }, () => {
  it('--help and --version', async () => {
    const help = await sim('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--exhaustive');
    expect(help.stdout).toContain('spellbook-sim submit --redis URL --shards N');
    expect(help.stdout).toContain('spellbook-sim compare A B [options]');
    expect(help.stdout).toContain('--rules R            printed (default) | digital | a JSON file');
    const version = await sim('--version');
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\S* \(spellbook-engine \d+\.\d+\.\d+\S*\)\n$/);
  });

  it('prints the same report as simulate(), as JSON; quiet off a terminal', async () => {
    const r = await sim('--players', '3', '--games', '12', '--seed', 'cli', '--spells', 'set2', '--bots', 'random,greedy:samples=1,random', '--rotate', '--workers', '2', '--format', 'json');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as SimulationReport;
    const expected = await simulate({ players: 3, games: 12, seed: 'cli', spells: 'set2', bots: ['random', 'greedy:samples=1', 'random'], rotateSeats: true, workers: 0 });
    expect(report).toEqual(expected);
  });

  it('writes a table by default and CSV on request, to a file with -o', async () => {
    const table = await sim('--games', '3', '--workers', '0');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^spellbook-sim report: 3 games of 3; 2 players; rules printed \(rules version \d+\); bots random \| random; spells classic/);
    expect(table.stdout).toContain('Balance table');
    const file = join(TMP, 'r.csv');
    const csv = await sim('--games', '3', '--workers', '0', '--format', 'csv', '-o', file, '--exhaustive', '--spells', 'set1,set2'.replace('set1,set2', 'sacrifice,levitation,purification,offering,time-travel,transmutation,abundance'));
    expect(csv.code).toBe(0);
    expect(csv.stdout).toBe('');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('section,subject,metric,value');
    expect(lines).toContain('run,,exhaustive,true');
    expect(lines).toContain('balance,sacrifice@3,rigged,1');
  });

  it('plays shards that the merge command merges into the whole run', async () => {
    const files = ['0/3', '1/3', '2/3'].map((shard) => join(TMP, `shard-${shard.replace('/', '-')}.json`));
    const runs = await Promise.all(['0/3', '1/3', '2/3'].map((shard, i) =>
      sim('--games', '10', '--seed', 'sharded', '--shard', shard, '--workers', '0', '--format', 'json', '-o', files[i]!)));
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const merged = await sim('merge', ...files.reverse(), '--format', 'json');
    expect(merged.code).toBe(0);
    const whole = await simulate({ players: 2, games: 10, seed: 'sharded', workers: 0 });
    expect(JSON.parse(merged.stdout)).toEqual(whole);
    const twice = await sim('merge', files[0]!, files[0]!);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('more than one report');
  });

  it.concurrent.for([
    [['--frobnicate'], /unknown option '--frobnicate'\n/],
    [['--gmaes', '3'], /unknown option '--gmaes' \(did you mean --games\?\)/],
    [['--seeds', 'x'], /unknown option '--seeds' \(did you mean --seed\?\)/],
    [['-x'], /unknown option '-x'\n/],
    [['mrege', 'a.json'], /unexpected argument "mrege" \(did you mean merge\?\) \(commands: run, compare, merge, worker, submit\)/],
    [['--games', 'many'], /--games: expected a whole number, got "many"/],
    [['--games'], /--games.*argument missing|Option '--games <value>' argument missing/],
    [['--players', '5'], /--players: expected 1 to 4, got 5/],
    [['--format', 'xml'], /--format: expected table, json or csv, got "xml"/],
    [['--shard', '3/2'], /--shard: expected 0 ≤ I < N/],
    [['--shard', 'half'], /--shard: expected I\/N/],
    [['--bots', 'clever'], /unknown bot "clever"/],
    [['--bots', 'random,random,random'], /one bot for every seat or one per seat \(2\), got 3/],
    [['--spells', 'set9'], /--spells: expected set1, set2, set3, classic or 7 spell ids/],
    [['--spells', 'a,b,c,d,e,f,g', '--games', '1'], /spells: unknown spell id "a"/],
    [['--workers=-1'], /--workers: expected a whole number, got "-1"/],
    [['--workers', '-1'], /Option '--workers' argument is ambiguous/],
    [['stray'], /unexpected argument "stray"/],
    [['--redis', 'redis://x'], /--redis is not an option of a run/],
    [['worker'], /worker: --redis URL is required/],
    [['submit', '--redis', 'redis://127.0.0.1:1'], /submit: --shards N is required/],
    [['submit', '--redis', 'http://127.0.0.1:1', '--shards', '2'], /expected a redis:\/\/ or rediss:\/\/ URL/],
    [['merge'], /merge: give the JSON report files/],
  ] as [string[], RegExp][])('exits 2 with a clear message for %j', async ([args, message], { expect }) => {
    const r = await sim(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain("Run 'spellbook-sim --help' for the options.");
  });

  it('plays under --rules digital or a profile file, as simulate({ rules }) does', async () => {
    const digital = await sim('--games', '6', '--seed', 'cli-rules', '--rules', 'digital', '--workers', '0', '--format', 'json');
    expect(digital.code).toBe(0);
    const report = JSON.parse(digital.stdout) as SimulationReport;
    expect(report.run.rules).toEqual({ version: RULES_VERSION, preset: 'digital', profile: RULE_PRESETS.digital });
    expect(report).toEqual(await simulate({ players: 2, games: 6, seed: 'cli-rules', rules: 'digital', workers: 0 }));
    const file = join(TMP, 'profile.json');
    const profile = { ...RULE_PRESETS.digital, swiftnessAction: 'compulsory' };
    writeFileSync(file, JSON.stringify(profile));
    const own = await sim('--games', '4', '--rules', file, '--workers', '0', '--format', 'json');
    expect(own.code).toBe(0);
    expect((JSON.parse(own.stdout) as SimulationReport).run.rules).toEqual({ version: RULES_VERSION, preset: null, profile });
    const table = await sim('--games', '2', '--rules', file, '--workers', '0');
    expect(table.stdout).toContain(`rules digital, but swiftnessAction: compulsory (rules version ${RULES_VERSION})`);
  });

  it('exits 2 for rules it cannot read, naming the file or the point', async () => {
    const missing = await sim('--games', '2', '--rules', join(TMP, 'nowhere.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--rules: expected printed, digital or a JSON file of a rule profile, got ".*nowhere.json" \(no such file\)/);
    const bad = join(TMP, 'bad-profile.json');
    writeFileSync(bad, JSON.stringify({ ...RULE_PRESETS.printed, stormDiscards: 'all' }));
    const refused = await sim('--games', '2', '--rules', bad);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('stormDiscards');
    const text = join(TMP, 'profile.txt');
    writeFileSync(text, 'digital please');
    expect((await sim('--games', '2', '--rules', text)).stderr).toContain('is not JSON');
  });

  it('compares two profiles (greedy bots by default), and two reports', async () => {
    const played = await sim('compare', 'printed', 'digital', '--games', '6', '--seed', 'cli-compare', '--workers', '0', '--format', 'json');
    expect(played.stderr).toBe('');
    expect(played.code).toBe(0);
    const comparison = JSON.parse(played.stdout) as ComparisonReport;
    expect(comparison.defaultBots).toBe(true);
    const expected = await compareRules({ players: 2, games: 6, seed: 'cli-compare', rules: ['printed', 'digital'], workers: 0 });
    expect(comparison).toEqual(JSON.parse(JSON.stringify(expected)));
    const table = await sim('compare', 'printed', 'digital', '--games', '4', '--workers', '0');
    expect(table.stdout).toContain("Bots: greedy | greedy (the comparison's default");
    const files = ['printed', 'digital'].map((rules) => join(TMP, `compare-${rules}.json`));
    for (const [i, rules] of ['printed', 'digital'].entries()) {
      const r = await sim('--games', '4', '--seed', 'reports', '--rules', rules, '--workers', '0', '--format', 'json', '-o', files[i]!);
      expect(r.code).toBe(0);
    }
    const reports = await sim('compare', ...files, '--format', 'csv');
    expect(reports.code).toBe(0);
    expect(reports.stdout.split('\n')[0]).toBe('section,subject,measure,kind,a,a.low,a.high,b,b.low,b.high,difference,difference.low,difference.high,paired,pValue,holm,bh');
    const mixed = await sim('compare', 'printed', files[1]!);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('not one of each');
    const one = await sim('compare', 'printed');
    expect(one.code).toBe(2);
    expect(one.stderr).toContain('compare: give two rule profiles');
    const extra = await sim('compare', ...files, '--games', '3');
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('--games does not apply');
  });

  it('exits 2 for a merge of a file that is not a report', async () => {
    const file = join(TMP, 'not-json.txt');
    writeFileSync(file, 'hello');
    const r = await sim('merge', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not JSON');
  });
});
