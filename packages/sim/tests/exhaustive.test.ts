// --exhaustive: rigged starts cycling through every spell at every level.
import { describe, expect, it } from 'vitest';
import { BUILTIN_SPELL_IDS, LEVELS, SPELL_SETS, createGame, createRiggedGame, getSpell } from 'spellbook-engine';
import { exhaustiveCycle, gameSetup, runSpec, simulate } from '../src/index.js';

describe('exhaustive runs', () => {
  it('cycle through the 21 printed spells at every level with classic', () => {
    const run = runSpec({ players: 3, games: 63, exhaustive: true });
    const cycle = exhaustiveCycle(run).map((c) => `${c.spell}@${c.level}`);
    expect(cycle).toHaveLength(63);
    expect(new Set(cycle)).toEqual(new Set(BUILTIN_SPELL_IDS.flatMap((s) => LEVELS.map((l) => `${s}@${l}`))));
  });

  it('rig a start: one seat has the spell@level learned, in a selection that holds it', () => {
    const run = runSpec({ players: 3, games: 200, exhaustive: true, seed: 'rig' });
    const seats = new Set<number>();
    for (const index of [0, 1, 62, 63, 64, 130, 199]) {
      const setup = gameSetup(run, index);
      const rigged = setup.rigged!;
      seats.add(rigged.seat);
      const state = createRiggedGame(setup.options);
      expect(state.spells).toContain(rigged.spell);
      expect(state.players[rigged.seat]?.spells).toEqual([
        expect.objectContaining({ spell: rigged.spell, level: rigged.level, card: expect.stringMatching(new RegExp(`^${getSpell(rigged.spell).colour}-`)) }),
      ]);
      state.players.forEach((p, s) => { if (s !== rigged.seat) expect(p.spells).toEqual([]); });
      expect(gameSetup(run, index)).toEqual(setup);
    }
    expect(seats).toEqual(new Set([0, 1, 2]));
  });

  it('use every spell at every level in one cycle of games, and report the rigged seats', { timeout: 60_000 }, async () => {
    const report = await simulate({ players: 2, games: 63, exhaustive: true, seed: 'every', workers: 0 });
    expect(report.run.exhaustive).toBe(true);
    expect(report.balance).toHaveLength(63);
    for (const row of report.balance) {
      expect(row.rigged, `${row.spell}@${row.level}`).toBe(1);
      expect(row.had).toBeGreaterThanOrEqual(1);
    }
  });

  it('cycle only through the selection when it is a set', async () => {
    const run = runSpec({ players: 2, games: 21, spells: 'set3', exhaustive: true });
    expect(exhaustiveCycle(run).map((c) => c.spell)).toEqual(SPELL_SETS.set3.flatMap((s) => [s, s, s]));
    const report = await simulate({ players: 2, games: 21, spells: 'set3', exhaustive: true, workers: 0 });
    expect(report.balance.map((r) => r.rigged)).toEqual(new Array(21).fill(1));
  });
});
