// The simulation report: its shape, its internal consistency, the distributions' exact
// summaries, and clear errors for bad options.
import { describe, expect, it } from 'vitest';
import { SPELL_SETS } from 'spellbook-engine';
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
    expect(report.version).toBe(1);
    expect(report.shard).toBeNull();
    expect(report.games).toBe(24);
    expect(report.run).toEqual({
      players: 3, games: 24, spells: 'set1', seed: 'shape', rotateSeats: false, exhaustive: false, maxActions: 100_000,
      bots: [{ bot: 'random' }, { bot: 'greedy', params: { samples: 1 } }, { bot: 'random' }],
    });
    // seats
    expect(report.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    for (const s of report.seats) {
      expect(s.games).toBe(24);
      expect(s.winRate).toBe(s.wins / 24);
      expect(s.scores.count).toBe(24);
      expect(histCount(s.scores.histogram)).toBe(24);
    }
    // every game has a winner (ties share it): wins add up to at least the games
    const wins = sum(report.seats.map((s) => s.wins));
    expect(wins).toBeGreaterThanOrEqual(24);
    expect(wins - 24).toBeLessThanOrEqual(2 * report.sharedVictories);
    // bots, by label, in order of first appearance
    expect(report.bots.map((b) => b.bot)).toEqual(['random', 'greedy(samples=1)']);
    expect(report.bots.map((b) => b.games)).toEqual([48, 24]);
    expect(sum(report.bots.map((b) => b.wins))).toBe(wins);
    // distributions
    expect(report.scores.count).toBe(72);
    expect(report.winningScores.count).toBe(24);
    expect(report.days.count).toBe(24);
    expect(report.decisions.count).toBe(24);
    expect(report.days.min).toBeGreaterThan(0);
    expect(report.decisions.mean).toBeGreaterThan(report.days.mean as number);
    expect(sum(Object.values(report.endTriggers))).toBe(24);
    expect(Object.keys(report.endTriggers).slice(0, 2)).toEqual(['seventh-spell', 'familiar-full']);
    expect(report.solo).toBeNull();
    // the balance table: the 7 spells of set1 at 3 levels, in the game's order
    expect(report.balance.map((r) => `${r.spell}@${r.level}`)).toEqual(SPELL_SETS.set1.flatMap((s) => [`${s}@3`, `${s}@4`, `${s}@5`]));
    for (const r of report.balance) {
      expect(r.seatGames).toBe(72);
      expect(r.wins).toBe(wins);
      expect(r.rigged).toBe(0);
      expect(r.had).toBe(r.learned);
      expect(r.learnRate).toBe(r.learned / 72);
      if (r.had > 0 && r.had < 72) expect(r.lift).toBeCloseTo((r.winRateWith as number) - (r.winRateWithout as number), 12);
      else if (r.had === 0) expect(r.lift).toBeNull();
    }
    expect(sum(report.balance.map((r) => r.learned))).toBeGreaterThan(0);
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
    expect(csv).toContain(`seat,0,winRate,${report.seats[0]?.winRate}`);
    expect(csv.filter((l) => l.startsWith('balance,'))).toHaveLength(21 * 10);
    expect(JSON.parse(formatReport(report, 'json'))).toEqual(report);
  });

  it('reports solo games against the virtual opponent', async () => {
    const solo = await simulate({ players: 1, games: 4, spells: 'set2', seed: 'solo', workers: 0 });
    expect(solo.solo).not.toBeNull();
    const s = solo.solo!;
    expect(s.wins + s.losses + s.ties).toBe(4);
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
    expect(d.mean).toBe(4.2);
    expect(d.sd).toBeCloseTo(Math.sqrt((2 * 2.2 ** 2 + 1.2 ** 2 + 0.2 ** 2 + 5.8 ** 2) / 5), 12);
    expect([d.min, d.max]).toEqual([2, 10]);
    expect(d.quantiles).toEqual({ p5: 2, p25: 2, p50: 3, p75: 4, p95: 10 });
    expect(Object.keys(d.histogram)).toEqual(['2', '3', '4', '10']);
  });

  it('is empty without observations', () => {
    expect(distribution({})).toEqual({ count: 0, mean: null, sd: null, min: null, max: null, quantiles: null, histogram: {} });
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
