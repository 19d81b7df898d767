// The simulation report: its shape, its internal consistency, the distributions' exact
// summaries, and clear errors for bad options.
import { describe, expect, it } from 'vitest';
import { RULE_PRESETS, RULES_VERSION, SPELL_SETS } from 'spellbook-engine';
import {
  SimulationOptionsError, botLabel, distribution, formatReport, parseBotSpec, runSpec, simulate, type SimulationReport,
} from '../src/index.js';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const histCount = (h: Readonly<Record<string, number>>): number => sum(Object.values(h));

describe('simulate: the report', () => {
  let report: SimulationReport;

  it('has every section, consistent with the games played', async () => {
    report = await simulate({ players: 3, games: 24, spells: 'set1', bots: ['random', 'greedy:samples=1', 'random'], seed: 'shape', workers: 0 });
    expect(report.format).toBe('spellbook-sim-report');
    expect(report.version).toBe(2);
    expect(report.shard).toBeNull();
    expect(report.games).toBe(24);
    expect(report.run).toEqual({
      players: 3, games: 24, spells: 'set1', seed: 'shape', rotateSeats: false, exhaustive: false, maxActions: 100_000,
      rules: { version: RULES_VERSION, preset: 'printed', profile: RULE_PRESETS.printed },
      bots: [{ bot: 'random' }, { bot: 'greedy', params: { samples: 1 } }, { bot: 'random' }],
    });
    expect(report.statistics).toEqual({ confidence: 0.95, minGames: 30, familyAlpha: 0.05 });
    expect(report.smallSample).toBe(true);
    // seats
    expect(report.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    for (const s of report.seats) {
      expect(s.games).toBe(24);
      expect(s.winRate?.rate).toBe(s.wins / 24);
      expect(s.winRate!.low! < s.winRate!.rate || s.wins === 0).toBe(true);
      expect(s.smallSample).toBe(true);
      expect(s.scores.count).toBe(24);
      expect(histCount(s.scores.histogram)).toBe(24);
    }
    // places in turn order, and each bot at each place: the same seat-games and wins, regrouped
    expect(report.places.map((p) => p.place)).toEqual([0, 1, 2]);
    expect(sum(report.places.map((p) => p.games))).toBe(72);
    expect(report.placeBots.map((p) => `${p.place}:${p.bot}`)).toEqual(['0:random', '1:random', '2:random', '0:greedy(samples=1)', '1:greedy(samples=1)', '2:greedy(samples=1)']);
    expect(sum(report.placeBots.map((p) => p.games))).toBe(72);
    // every game has a winner (ties share it): wins add up to at least the games
    const wins = sum(report.seats.map((s) => s.wins));
    expect(wins).toBeGreaterThanOrEqual(24);
    expect(wins - 24).toBeLessThanOrEqual(2 * report.sharedVictories);
    // bots, by label, in order of first appearance
    expect(report.bots.map((b) => b.bot)).toEqual(['random', 'greedy(samples=1)']);
    expect(report.bots.map((b) => b.games)).toEqual([48, 24]);
    expect(sum(report.bots.map((b) => b.wins))).toBe(wins);
    expect(sum(report.places.map((b) => b.wins))).toBe(wins);
    expect(sum(report.placeBots.map((b) => b.wins))).toBe(wins);
    for (const bot of report.bots) {
      expect(sum(report.placeBots.filter((p) => p.bot === bot.bot).map((p) => p.games))).toBe(bot.games);
    }
    // distributions
    expect(report.scores.count).toBe(72);
    expect(report.winningScores.count).toBe(24);
    expect(report.days.count).toBe(24);
    expect(report.decisions.count).toBe(24);
    expect(report.days.min).toBeGreaterThan(0);
    expect(report.decisions.mean!.rate).toBeGreaterThan(report.days.mean!.rate);
    expect(report.days.mean!.low).toBeLessThan(report.days.mean!.rate);
    expect(sum(Object.values(report.endTriggers).map((e) => e.games))).toBe(24);
    expect(Object.keys(report.endTriggers).slice(0, 2)).toEqual(['seventh-spell', 'familiar-full']);
    for (const e of Object.values(report.endTriggers)) expect(e.rate?.rate).toBe(e.games / 24);
    expect(report.solo).toBeNull();
    // the balance table: the 7 spells of set1 at 3 levels, in the game's order
    expect(report.balance.map((r) => `${r.spell}@${r.level}`)).toEqual(SPELL_SETS.set1.flatMap((s) => [`${s}@3`, `${s}@4`, `${s}@5`]));
    for (const r of report.balance) {
      expect(r.seatGames).toBe(72);
      expect(r.wins).toBe(wins);
      expect(r.rigged).toBe(0);
      expect(r.had).toBe(r.learned);
      expect(r.learnRate?.rate).toBe(r.learned / 72);
      // 24 games: at most 72 seat-games, so one side of every lift has fewer than 30
      const small = r.had < 30 || 72 - r.had < 30;
      expect(r.smallSample).toBe(small);
      if (small) expect([r.lift, r.pValue, r.holm, r.bh]).toEqual([null, null, false, false]);
      else expect(r.lift!.rate).toBeCloseTo(r.winRateWith!.rate - r.winRateWithout!.rate, 12);
    }
    expect(sum(report.balance.map((r) => r.learned))).toBeGreaterThan(0);
    // the spell table: each spell at any level, its learns those of its three levels
    expect(report.spells.map((r) => r.spell)).toEqual([...SPELL_SETS.set1]);
    for (const r of report.spells) {
      const levels = report.balance.filter((b) => b.spell === r.spell);
      expect(r.learned).toBe(sum(levels.map((b) => b.learned)));
      expect(r.pickRate?.rate).toBe(r.learned / 72);
    }
    expect(report.liftTests.spells.tested).toBe(report.spells.filter((r) => r.lift !== null).length);
    expect(report.liftTests.balance.tested).toBe(report.balance.filter((r) => r.lift !== null).length);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('renders as a table, as CSV and as JSON', () => {
    const table = formatReport(report, 'table');
    expect(table).toContain('Balance table');
    expect(table).toContain('sacrifice@3');
    expect(table).toContain('greedy(samples=1)');
    const csv = formatReport(report, 'csv').trimEnd().split('\n');
    expect(csv[0]).toBe('section,subject,metric,value');
    expect(csv).toContain('run,,games,24');
    expect(csv).toContain(`seat,0,winRate,${report.seats[0]?.winRate?.rate}`);
    expect(csv).toContain(`seat,0,winRate.low,${report.seats[0]?.winRate?.low}`);
    expect(csv).toContain('run,,rules,printed (rules version 2)'.replace('2', String(RULES_VERSION)));
    expect(csv).toContain('rules,mirageDraws,value,at-once');
    // per spell@level: 6 counts, and 4 estimates of 3 rows each, a p-value, 2 verdicts, a flag
    expect(csv.filter((l) => l.startsWith('balance,'))).toHaveLength(21 * (6 + 4 * 3 + 4));
    expect(csv.filter((l) => l.startsWith('spell,'))).toHaveLength(7 * (6 + 4 * 3 + 4));
    expect(JSON.parse(formatReport(report, 'json'))).toEqual(report);
  });

  it('reports solo games against the virtual opponent', async () => {
    const solo = await simulate({ players: 1, games: 4, spells: 'set2', seed: 'solo', workers: 0 });
    expect(solo.solo).not.toBeNull();
    const s = solo.solo!;
    expect(s.wins + s.losses + s.ties).toBe(4);
    expect(s.winRate?.rate).toBe(s.wins / 4);
    expect(s.opponentScores.count).toBe(4);
    expect(solo.seats[0]?.wins).toBe(s.wins);
  });

  it('plays a shard: only its games', async () => {
    const shard = await simulate({ players: 2, games: 10, seed: 'part', workers: 0, shard: { index: 1, count: 3 } });
    expect(shard.shard).toEqual({ count: 3, indices: [1] });
    expect(shard.games).toBe(Math.floor(20 / 3) - Math.floor(10 / 3));
  });
});

describe('distribution', () => {
  it('summarises a histogram exactly: nearest-rank quantiles, population sd', () => {
    const d = distribution({ 10: 1, 2: 2, 3: 1, 4: 1 }); // 2 2 3 4 10
    expect(d.count).toBe(5);
    expect(d.mean?.rate).toBe(4.2);
    // normal interval from the sums: 4.2 ± 1.96 × s / √5, s² = (Σx² − (Σx)²/n) / (n − 1) = (133 − 88.2) / 4
    const half = 1.959963984540054 * Math.sqrt((133 - 21 * 21 / 5) / 4 / 5);
    expect(d.mean?.low).toBeCloseTo(4.2 - half, 12);
    expect(d.mean?.high).toBeCloseTo(4.2 + half, 12);
    expect(d.sd).toBeCloseTo(Math.sqrt((2 * 2.2 ** 2 + 1.2 ** 2 + 0.2 ** 2 + 5.8 ** 2) / 5), 12);
    expect([d.min, d.max]).toEqual([2, 10]);
    expect(d.quantiles).toEqual({ p5: 2, p25: 2, p50: 3, p75: 4, p95: 10 });
    expect(Object.keys(d.histogram)).toEqual(['2', '3', '4', '10']);
  });

  it('is empty without observations, and has no interval from one', () => {
    expect(distribution({})).toEqual({ count: 0, mean: null, sd: null, min: null, max: null, quantiles: null, histogram: {} });
    expect(distribution({ 7: 1 }).mean).toEqual({ rate: 7, low: null, high: null });
  });
});

describe('options', () => {
  const bad = async (options: Parameters<typeof simulate>[0], code: string): Promise<void> => {
    await expect(simulate(options)).rejects.toSatisfy((e: unknown) => e instanceof SimulationOptionsError && e.code === code);
  };

  it('refuses bad options with stable codes', async () => {
    await bad({ players: 5 as never, games: 1 }, 'invalid-players');
    await bad({ players: 2, games: -1 }, 'invalid-games');
    await bad({ players: 2, games: 1.5 }, 'invalid-games');
    await bad({ players: 2, games: 1, bots: ['random', 'random', 'random'] }, 'invalid-bots');
    await bad({ players: 2, games: 1, bots: 'clever' as never }, 'invalid-bots');
    await bad({ players: 2, games: 1, bots: { bot: 'random', params: { depth: 2 } } }, 'invalid-bots');
    await bad({ players: 2, games: 1, bots: 'greedy:depth=3' }, 'invalid-bots');
    await bad({ players: 2, games: 1, bots: 'search:breadth=3' }, 'invalid-bots');
    await bad({ players: 2, games: 1, spells: 'set9' as never }, 'invalid-spells');
    await bad({ players: 2, games: 1, spells: ['sacrifice', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'no-such-spell'] }, 'invalid-spells');
    await bad({ players: 2, games: 1, shard: { index: 2, count: 2 } }, 'invalid-shard');
    await bad({ players: 2, games: 1, workers: -1 }, 'invalid-workers');
  });

  it('passes every numeric search option through, width and expandAfter included', async () => {
    const report = await simulate({ players: 2, games: 1, seed: 'opts', workers: 0, bots: 'search:iterations=4,depth=2,width=2,expandAfter=2' });
    expect(report.games).toBe(1);
  });

  it('normalises bots: one for every seat, parameters sorted, labels', () => {
    const run = runSpec({ players: 3, games: 1, bots: { bot: 'search', params: { timeMs: 5, iterations: 10 } } });
    expect(run.bots).toHaveLength(3);
    expect(Object.keys(run.bots[0]?.params ?? {})).toEqual(['iterations', 'timeMs']);
    expect(botLabel(run.bots[0]!)).toBe('search(iterations=10,timeMs=5)');
    expect(parseBotSpec('search:iterations=200,timeMs=5')).toEqual({ bot: 'search', params: { iterations: 200, timeMs: 5 } });
    expect(parseBotSpec('greedy')).toEqual({ bot: 'greedy' });
    expect(parseBotSpec('search:width=4,expandAfter=3')).toEqual({ bot: 'search', params: { width: 4, expandAfter: 3 } });
    expect(() => parseBotSpec('greedy:samples=lots')).toThrow(SimulationOptionsError);
  });
});
