// Action builders: one per action type, the seat last (seat 0 unless given), so that a test
// reads as the moves it makes: run(s, [cast('clone', 4), pick('red-circle'), stop()]).
import type {
  Action, CastAction, DrawAction, LearnAction, Level, MateriaKind, ModeAction, PassAction, PickAction, RaiseAction,
  SpellId, StopAction, StoreAction, SwapAction, TakeAction,
} from '../../src/index.js';

export const take = (materia: MateriaKind, player = 0): TakeAction => ({ type: 'take', player, materia });
export const draw = (player = 0): DrawAction => ({ type: 'draw', player });
export const store = (materia: MateriaKind, player = 0): StoreAction => ({ type: 'store', player, materia });
export const pass = (player = 0): PassAction => ({ type: 'pass', player });
export const pick = (materia: MateriaKind, player = 0): PickAction => ({ type: 'pick', player, materia });
export const swap = (give: MateriaKind, get: MateriaKind, player = 0): SwapAction => ({ type: 'swap', player, give, get });
export const raise = (spell: SpellId, player = 0): RaiseAction => ({ type: 'raise', player, spell });
export const mode = (name: string, player = 0): ModeAction => ({ type: 'mode', player, mode: name });
export const stop = (player = 0): StopAction => ({ type: 'stop', player });
export const cast = (spell: SpellId, level: Level, player = 0): CastAction => ({ type: 'cast', player, spell, level });

/** A cast of the spell that seat `from` learned: how Clone copies another player's spell. */
export const castFrom = (spell: SpellId, level: Level, from: number, player = 0): CastAction =>
  ({ type: 'cast', player, spell, level, from });

export const learn = (spell: SpellId, level: Level, onCard: MateriaKind, spend: readonly MateriaKind[], player = 0): LearnAction =>
  ({ type: 'learn', player, spell, level, onCard, spend: [...spend] });

/** One pick per token, in the order given. */
export function picks(materia: readonly MateriaKind[], player = 0): Action[] {
  return materia.map((m) => pick(m, player));
}
