// Rules §1 (Store N, familiar board), §4 Midday (Store 1) and §8 (filling the 14th space).
import { describe, expect, it } from 'vitest';
import { FAMILIAR_SPACES, countsOf, kindsOf, legalActions, type GameState, type MateriaKind } from '../../src/index.js';
import { assertConserved, copies, expectRefused, poolOf, riggedGame, step } from '../kit/index.js';

const THIRTEEN: MateriaKind[] = [...copies('red-circle', 5), ...copies('red-triangle', 5), ...copies('red-square', 3)];

function midday(pool: MateriaKind[], familiar: MateriaKind[] = []): GameState {
  return riggedGame({ phase: 'midday', pools: [pool, []], familiars: [familiar, []] });
}

describe('Store 1', () => {
  it('moves the chosen pool materia to the first free space and ends the Midday', () => {
    const s = midday(['yellow-circle', 'blue-square'], ['green-circle', 'green-square']);
    const r = step(s, { type: 'store', player: 0, materia: 'blue-square' });
    expect(r.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'blue-square', from: 'pool', space: 2 },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(r.state.players[0]?.familiar).toEqual(['green-circle', 'green-square', 'blue-square']);
    expect(poolOf(r.state, 0)).toEqual(['yellow-circle']);
    expect(r.state.phase).toBe('evening');
    expect(r.state.altar).toBe(s.altar);
    expect(r.state.discard).toBe(s.discard);
  });

  it('the first store goes on space 0', () => {
    const r = step(midday(['black-circle']), { type: 'store', player: 0, materia: 'black-circle' });
    expect(r.events[0]).toEqual({ type: 'materia-stored', player: 0, materia: 'black-circle', from: 'pool', space: 0 });
  });

  it('stored materia stay in the order they were stored', () => {
    let s = midday(['black-circle', 'white-square'], ['yellow-triangle']);
    s = step(s, { type: 'store', player: 0, materia: 'white-square' }).state;
    expect(s.players[0]?.familiar).toEqual(['yellow-triangle', 'white-square']);
  });

  it('legalActions lists Store 1 once per distinct pool kind, in kind order, then pass', () => {
    const s = midday(['yellow-circle', 'red-square', 'red-square', 'blue-triangle']);
    expect(legalActions(s)).toEqual([
      { type: 'store', player: 0, materia: 'red-square' },
      { type: 'store', player: 0, materia: 'blue-triangle' },
      { type: 'store', player: 0, materia: 'yellow-circle' },
      { type: 'pass', player: 0 },
    ]);
  });

  it('with an empty pool only pass is legal', () => {
    expect(legalActions(midday([]))).toEqual([{ type: 'pass', player: 0 }]);
  });

  it('a kind not in the pool is refused with not-in-pool', () => {
    const s = midday(['yellow-circle']);
    expectRefused(s, { type: 'store', player: 0, materia: 'yellow-square' }, 'not-in-pool', 'materia');
  });

  it('a full familiar board refuses Store 1 (familiar-full) and lists no store', () => {
    // Not reachable with primary actions alone (the player who fills the board plays no further
    // Day), so the state is built by hand from a rigged one.
    // The 14th token comes out of the pool, so all 105 tokens are still accounted for.
    const base = midday(['yellow-circle', 'yellow-square'], THIRTEEN);
    const p0 = base.players[0] as GameState['players'][number];
    const p1 = base.players[1] as GameState['players'][number];
    const s: GameState = { ...base, players: [{ ...p0, familiar: [...THIRTEEN, 'yellow-square'], pool: countsOf(['yellow-circle']) }, p1] };
    assertConserved(s);
    expect(s.players[0]?.familiar).toHaveLength(FAMILIAR_SPACES);
    expectRefused(s, { type: 'store', player: 0, materia: 'yellow-circle' }, 'familiar-full');
    expectRefused(s, { type: 'store', player: 0, materia: 'blue-circle' }, 'familiar-full');
    expect(legalActions(s)).toEqual([{ type: 'pass', player: 0 }]);
  });

  it('filling the 14th space triggers the end of the game (familiar-full) after the store', () => {
    const s = midday(['yellow-circle', 'yellow-square'], THIRTEEN);
    const r = step(s, { type: 'store', player: 0, materia: 'yellow-square' });
    expect(r.events).toEqual([
      { type: 'materia-stored', player: 0, materia: 'yellow-square', from: 'pool', space: 13 },
      { type: 'game-end-triggered', player: 0, reason: 'familiar-full' },
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
    expect(r.state.players[0]?.familiar).toHaveLength(14);
    // the trigger interrupts nothing: the Evening is played
    expect(r.state.phase).toBe('evening');
  });

  it('storing the 13th materia does not trigger the end', () => {
    const s = midday(['yellow-circle'], THIRTEEN.slice(1));
    const r = step(s, { type: 'store', player: 0, materia: 'yellow-circle' });
    expect(r.state.endTrigger).toBeNull();
    expect(r.events.some((e) => e.type === 'game-end-triggered')).toBe(false);
  });

  it('Midday allows one action: after a store, Store 1 is refused as wrong-phase', () => {
    const r = step(midday(['yellow-circle', 'yellow-square']), { type: 'store', player: 0, materia: 'yellow-circle' });
    expectRefused(r.state, { type: 'store', player: 0, materia: 'yellow-square' }, 'wrong-phase', 'type');
    expect(kindsOf(r.state.players[0]?.pool ?? [])).toEqual(['yellow-square']);
  });
});

// Spell effects are not implemented yet; these §1/§2 words need them.
// Midday with spells (§1-§2):
// Covered with the spell effects in tests/spells/: Take N and store them: straight from the altar to the board, one at a time, ignoring the pool limit
// Covered with the spell effects in tests/spells/: a store of several materia stops when the board is full; the rest stays in the pool (or on the altar)
// Covered with the spell effects in tests/spells/: Swap N: 2N distinct materia, allowed with a full pool; Growth L3 swaps with a familiar space
