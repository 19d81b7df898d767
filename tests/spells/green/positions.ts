// The positions of the green spell tests: seat 0 holds one green spell, at the phase it is used in.
import type { GameState, Level, MateriaKind } from '../../../src/index.js';
import { learned, riggedGame, type RiggedGameOptions } from '../../kit/index.js';

/** Purification (set1) at `level`, in seat 0's Midday, with this pool and altar. */
export function purification(level: Level, pool: MateriaKind[], altar: MateriaKind[], extra: Partial<RiggedGameOptions> = {}): GameState {
  return riggedGame({ spells: 'set1', phase: 'midday',
    learned: [[learned('purification', level, 'green-circle')], []],
    pools: [pool, []],
    altar,
    ...extra });
}

/** Cure (set2) at `level`, in seat 0's Midday, with this pool and next draws. */
export function cure(level: Level, pool: MateriaKind[], nextDraws: MateriaKind[], extra: Partial<RiggedGameOptions> = {}): GameState {
  return riggedGame({ spells: 'set2', phase: 'midday',
    learned: [[learned('cure', level, 'green-square')], []],
    pools: [pool, []],
    nextDraws,
    ...extra });
}

/** Growth (set3) at `level`, in seat 0's Evening, with an empty pool unless `setup` gives one. */
export function growth(level: Level, setup: Partial<RiggedGameOptions>): GameState {
  return riggedGame({ spells: 'set3', phase: 'evening',
    learned: [[learned('growth', level, 'green-triangle')], []],
    pools: [[], []],
    ...setup });
}
