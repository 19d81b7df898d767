/**
 * Shared, frozen action objects for the simple choices that `legalActions` lists at almost
 * every decision (take, draw, store, pass, pick, stop). Actions are read-only data, so one
 * object per (type, player, materia) serves every call and saves the allocation; freezing keeps
 * a careless caller from changing one for everybody.
 * @module
 */
import { KIND_COUNT, MATERIA_KINDS, type MateriaKind } from '../state/materia.js';
import type { DrawAction, PassAction, PickAction, StopAction, StoreAction, TakeAction } from './types.js';

type PerKind<A> = A[];

interface SeatActions {
  readonly take: PerKind<TakeAction>;
  readonly store: PerKind<StoreAction>;
  readonly pick: PerKind<PickAction>;
  readonly draw: DrawAction;
  readonly pass: PassAction;
  readonly stop: StopAction;
}

const seats: SeatActions[] = [];

function build(player: number): SeatActions {
  const kinds = (make: (m: MateriaKind) => object): never[] => {
    const out: object[] = [];
    for (let i = 0; i < KIND_COUNT; i++) out.push(Object.freeze(make(MATERIA_KINDS[i] as MateriaKind)));
    return out as never[];
  };
  return {
    take: kinds((materia) => ({ type: 'take', player, materia })),
    store: kinds((materia) => ({ type: 'store', player, materia })),
    pick: kinds((materia) => ({ type: 'pick', player, materia })),
    draw: Object.freeze({ type: 'draw', player }),
    pass: Object.freeze({ type: 'pass', player }),
    stop: Object.freeze({ type: 'stop', player }),
  };
}

/** The shared actions of a seat. */
export function actionsOf(player: number): SeatActions {
  let s = seats[player];
  if (s === undefined) {
    s = build(player);
    seats[player] = s;
  }
  return s;
}
