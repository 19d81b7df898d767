// The comparison mode: the same run and seeds under two rule profiles, greedy bots by default,
// every measure side by side with B − A, its interval and its test.
import { describe, expect, it } from 'vitest';
import { RULES_VERSION, RULE_PRESETS } from 'spellbook-engine';
import {
  COMPARISON_DEFAULT_BOTS, SimulationOptionsError, compareReports, compareRules, comparisonCsv, comparisonTable, formatComparison, simulate,
  type ComparisonReport,
} from '../src/index.js';
import { playBots } from 'spellbook-engine/bots';
import { gameBots, gameSetup, runSpec } from '../src/index.js';
import { rateDifference, twoSidedP } from '../src/stats.js';

describe('compareRules', () => {
  let c: ComparisonReport;

  it('plays the run under both profiles with greedy bots by default, and says so', { timeout: 60_000 }, async () => {
    const seen: number[] = [];
    c = await compareRules({ players: 2, games: 40, rules: ['printed', 'digital'], seed: 'cmp', workers: 0, onProgress: ({ done, total }) => {
      expect(total).toBe(80);
      seen.push(done);
    } });
    expect(seen.at(-1)).toBe(80);
    expect(COMPARISON_DEFAULT_BOTS).toBe('greedy');
    expect(c.defaultBots).toBe(true);
    expect(c.a.run.bots).toEqual([{ bot: 'greedy' }, { bot: 'greedy' }]);
    expect(c.rules).toEqual([
      { version: RULES_VERSION, preset: 'printed', profile: RULE_PRESETS.printed },
      { version: RULES_VERSION, preset: 'digital', profile: RULE_PRESETS.digital },
    ]);
    // each report is the one simulate gives for its profile
    expect(c.b).toEqual(await simulate({ players: 2, games: 40, rules: 'digital', seed: 'cmp', bots: 'greedy', workers: 0 }));
    expect(comparisonTable(c)).toContain("the comparison's default: greedy bots");
  });

  it('puts each measure side by side: A, B, and B − A from the paired games', () => {
    const seat = c.measures.find((m) => m.section === 'seat' && m.subject === '0' && m.measure === 'winRate')!;
    expect(seat.a?.rate).toBe(c.a.seats[0]!.winRate!.rate);
    expect(seat.b?.rate).toBe(c.b.seats[0]!.winRate!.rate);
    expect(seat.paired).toBe(true);
    expect(seat.difference!.rate).toBeCloseTo(seat.b!.rate - seat.a!.rate, 12);
    const days = c.measures.find((m) => m.section === 'game' && m.measure === 'days')!;
    expect(days.kind).toBe('mean');
    expect(days.difference!.rate).toBeCloseTo(c.b.days.mean!.rate - c.a.days.mean!.rate, 12);
    // A win rate among the seats that learned a spell is no per-game count: independent samples.
    const withSpell = c.measures.find((m) => m.measure === 'winRateWith')!;
    expect(withSpell.paired).toBe(false);
    const sections = new Set(c.measures.map((m) => m.section));
    expect([...sections]).toEqual(['game', 'endTrigger', 'seat', 'place', 'bot', 'spell', 'balance']);
    expect(c.tests.tested).toBe(c.measures.filter((m) => m.pValue !== null).length);
    expect(c.tests.holm).toBe(c.measures.filter((m) => m.holm).length);
    expect(c.pairs?.games).toBe(40);
  });

  it("pairs game i's two plays: the mean of the per-game differences, its interval from their spread", () => {
    // The games again, through the public API: game i under each profile with the game's bots.
    const runs = ['printed', 'digital'].map((rules) => runSpec({ players: 2, games: 40, rules: rules as 'printed', seed: 'cmp', bots: 'greedy' }));
    const diffs: { win0: number; decisions: number }[] = [];
    let differing = 0;
    for (let i = 0; i < 40; i++) {
      const [ga, gb] = runs.map((run) => playBots(gameSetup(run, i).options, gameBots(run, i)));
      const won = (g: typeof ga, s: number): number => (g!.score.winners.includes(s) ? 1 : 0);
      diffs.push({ win0: won(gb, 0) - won(ga, 0), decisions: gb!.actions.length - ga!.actions.length });
      if (JSON.stringify(ga!.actions) !== JSON.stringify(gb!.actions)) differing++;
    }
    const check = (values: number[], row: (typeof c.measures)[number]): void => {
      const n = values.length;
      const mean = values.reduce((x, y) => x + y, 0) / n;
      const variance = values.reduce((x, v) => x + (v - mean) ** 2, 0) / (n - 1);
      const se = Math.sqrt(variance / n);
      expect(row.paired).toBe(true);
      expect(row.difference!.rate).toBeCloseTo(mean, 12);
      expect(row.difference!.low).toBeCloseTo(mean - 1.959963984540054 * se, 12);
      expect(row.difference!.high).toBeCloseTo(mean + 1.959963984540054 * se, 12);
      expect(row.pValue).toBeCloseTo(se === 0 ? (mean === 0 ? 1 : 0) : twoSidedP(mean / se), 12);
    };
    check(diffs.map((d) => d.win0), c.measures.find((m) => m.section === 'seat' && m.subject === '0' && m.measure === 'winRate')!);
    check(diffs.map((d) => d.decisions), c.measures.find((m) => m.section === 'game' && m.measure === 'decisions')!);
    // Games that ended differently are among those played differently.
    expect(c.pairs!.differing).toBeLessThanOrEqual(differing);
    expect(differing).toBeGreaterThan(0);
  });

  it('gives the same comparison, byte for byte, on worker threads', { timeout: 60_000 }, async () => {
    const threads = await compareRules({ players: 2, games: 40, rules: ['printed', 'digital'], seed: 'cmp', workers: 2 });
    expect(JSON.stringify(threads)).toBe(JSON.stringify(c));
  });

  it('renders as a table, CSV (one measure a row) and JSON', () => {
    const table = formatComparison(c, 'table');
    expect(table).toMatch(/^spellbook-sim comparison: 40 games under each of two rule profiles; 2 players/);
    expect(table).toContain(`A: printed (rules version ${RULES_VERSION})`);
    expect(table).toContain(`B: digital (rules version ${RULES_VERSION})`);
    const csv = comparisonCsv(c).trimEnd().split('\n');
    expect(csv[0]).toBe('section,subject,measure,kind,a,a.low,a.high,b,b.low,b.high,difference,difference.low,difference.high,paired,pValue,holm,bh');
    expect(csv).toHaveLength(c.measures.length + 1);
    expect(JSON.parse(formatComparison(c, 'json'))).toEqual(JSON.parse(JSON.stringify(c)));
  });

  it('shows no difference between a profile and itself (an A/A check)', async () => {
    const same = await compareRules({ players: 2, games: 6, rules: ['digital', 'digital'], bots: 'random', seed: 'aa', workers: 0 });
    expect(same.defaultBots).toBe(false);
    expect(same.pairs).toEqual({ games: 6, differing: 0 });
    for (const m of same.measures) {
      if (m.difference !== null) expect(m.difference.rate).toBe(0);
      expect(m.holm || m.bh).toBe(false);
    }
  });

  it('refuses anything but two valid profiles before playing', async () => {
    const refused = (options: unknown): Promise<string | undefined> =>
      compareRules(options as never).then(() => undefined, (e: unknown) => (e instanceof SimulationOptionsError ? e.code : String(e)));
    await expect(refused({ players: 2, games: 2, rules: ['printed'] })).resolves.toBe('invalid-rules');
    await expect(refused({ players: 2, games: 2, rules: ['printed', 'online'] })).resolves.toBe('invalid-rules');
    await expect(refused({ players: 2, games: 2, rules: ['printed', 'digital'], shard: { index: 0, count: 2 } })).resolves.toBe('unknown-option');
  });
});

describe('compareReports', () => {
  it('compares two reports of one run; refuses reports of other runs or shards', async () => {
    const a = await simulate({ players: 2, games: 4, seed: 'r', workers: 0 });
    const b = await simulate({ players: 2, games: 4, seed: 'r', workers: 0, rules: 'digital' });
    const c = compareReports(a, b);
    expect(c.rules.map((r) => r.preset)).toEqual(['printed', 'digital']);
    // Reports hold no game-by-game results: the runs are independent samples.
    expect(c.pairs).toBeNull();
    expect(c.measures.every((m) => !m.paired)).toBe(true);
    const seat = c.measures.find((m) => m.section === 'seat' && m.subject === '1' && m.measure === 'winRate')!;
    expect(seat.difference).toEqual(rateDifference(b.seats[1]!.wins, 4, a.seats[1]!.wins, 4)!.estimate);
    const other = await simulate({ players: 2, games: 4, seed: 'other', workers: 0 });
    expect(() => compareReports(a, other)).toThrow(/another run than report 0/);
    const shard = await simulate({ players: 2, games: 4, seed: 'r', workers: 0, shard: { index: 0, count: 2 } });
    expect(() => compareReports(a, shard)).toThrow(/other shards/);
    expect(() => compareReports(a, { ...b, version: 1 } as never)).toThrow(SimulationOptionsError);
  });
});
