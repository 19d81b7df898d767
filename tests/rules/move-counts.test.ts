// The move-count table (like chess engines' perft): every position of
// tests/kit/move-count-positions.ts is counted again, to depth 3, and compared with
// tests/fixtures/move-counts.json. A failure names the position, the depth and, at depths 2 and
// 3, the first actions whose counts differ (tests/README.md says how to read it and when the
// table may be rewritten). Pure functions only: nothing is mocked and nothing is kept between
// tests, so the file runs in a shared worker too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, currentDecision, legalActions, type EffectStep, type GameState, type StepName } from '../../src/index.js';
import { ALL_STEP_KINDS, MOVE_COUNT_POSITIONS, buildPosition } from '../kit/move-count-positions.js';
import {
  MOVE_COUNT_COMMAND, MOVE_COUNT_DEPTH, MOVE_COUNT_FILE, countMoves, moveCountDifferences, moveCountEntry, type MoveCountTable,
} from '../kit/move-count.js';

const TABLE = JSON.parse(readFileSync(MOVE_COUNT_FILE, 'utf8')) as MoveCountTable;
const ROWS = new Map(TABLE.positions.map((row) => [row.name, row]));

/** Every step kind in the pending frames of `state`, the steps inside a mode's choices included. */
function pendingKinds(state: GameState): Set<StepName> {
  const kinds = new Set<StepName>();
  const visit = (steps: readonly EffectStep[]): void => {
    for (const step of steps) {
      kinds.add(step.step);
      if (step.step === 'mode') for (const m of step.modes) visit(m.steps);
    }
  };
  for (const frame of state.pending) visit(frame.steps);
  return kinds;
}

// Generous: the whole file counts in well under a second on a quiet machine, and must not fail
// on a loaded one.
describe('move counts (tests/fixtures/move-counts.json)', { timeout: 60_000 }, () => {
  it('the table holds exactly the positions of move-count-positions.ts, in order, at depth 3', () => {
    expect(TABLE.command).toBe(MOVE_COUNT_COMMAND);
    expect(TABLE.depth).toBe(MOVE_COUNT_DEPTH);
    expect(TABLE.positions.map((row) => row.name)).toEqual(MOVE_COUNT_POSITIONS.map((p) => p.name));
  });

  it('the positions are many and varied: 1 to 4 players, both presets, rigged and seeded', () => {
    expect(new Set(MOVE_COUNT_POSITIONS.map((p) => p.name)).size).toBe(MOVE_COUNT_POSITIONS.length);
    expect(MOVE_COUNT_POSITIONS.length).toBeGreaterThanOrEqual(24);
    for (const rules of ['printed', 'digital'] as const) {
      const under = MOVE_COUNT_POSITIONS.filter((p) => p.rules === rules);
      expect(under.length).toBeGreaterThanOrEqual(8);
      expect(new Set(under.filter((p) => p.origin === 'seeded').map((p) => p.players))).toEqual(new Set([1, 2, 3, 4]));
    }
  });

  it('the positions cover every step kind: each choice waits in one, each automatic kind lies behind one', () => {
    const states = MOVE_COUNT_POSITIONS.map(buildPosition);
    const covered = new Set<StepName>();
    for (const s of states) for (const k of pendingKinds(s)) covered.add(k);
    // The solo refill never waits in a state: answering the placement creates and carries it
    // out at once. Its marks are the solo resupply or the refresh of the altar after each placement.
    const placements = states.filter((s) => {
      const d = currentDecision(s);
      return d.kind === 'effect' && d.step.step === 'opponent-place';
    });
    expect(placements.length).toBeGreaterThan(0);
    for (const s of placements) {
      for (const action of legalActions(s)) {
        const r = applyAction(s, action);
        const refilled = r.ok && r.events.some((e) => (e.type === 'altar-resupplied' && e.rule.startsWith('solo-')) || e.type === 'altar-refreshed');
        expect(refilled, JSON.stringify(action)).toBe(true);
      }
    }
    covered.add('altar-refill');
    expect([...covered].sort()).toEqual(Object.keys(ALL_STEP_KINDS).sort());
    // Every phase start is in the table too.
    const phases = new Set(states.filter((s) => s.pending.length === 0).map((s) => s.phase));
    expect([...phases].sort()).toEqual(['evening', 'midday', 'morning']);
  });

  for (const position of MOVE_COUNT_POSITIONS) {
    it(position.name, () => {
      const row = ROWS.get(position.name);
      if (row === undefined) throw new Error(`"${position.name}" is not in the table: see the first test`);
      const now = moveCountEntry(position, countMoves(buildPosition(position)));
      const differences = moveCountDifferences(row, now);
      // The lines themselves are the message: the reporter's one-line summary then names the
      // position, the depth and the first action, where a diff of two lists would not.
      if (differences.length > 0) expect.fail(`move counts of "${position.name}" differ:\n  ${differences.join('\n  ')}`);
    });
  }
});
