/**
 * Shared, frozen action objects for the simple choices that `legalActions` lists at almost
 * every decision (take, draw, store, pass, pick, stop) and for casts. Actions are read-only
 * data, so one object per (type, player, materia) or (player, spell, level, from) serves every
 * call and saves the allocation; freezing keeps a careless caller from changing one for
 * everybody.
 * @module
 */
import { KIND_COUNT, MATERIA_KINDS, type MateriaKind } from '../state/materia.js';
import type { Level, SpellId } from '../state/types.js';
import type { Action, CastAction, DrawAction, PassAction, PickAction, StopAction, StoreAction, TakeAction } from './types.js';

type PerKind<A> = A[];

interface SeatActions {
  readonly take: PerKind<TakeAction>;
  readonly store: PerKind<StoreAction>;
  readonly pick: PerKind<PickAction>;
  readonly draw: DrawAction;
  readonly pass: PassAction;
  readonly stop: StopAction;
  /** Casts by spell: index level - 3 without `from`, 3 × (from + 1) + level - 3 with it. */
  readonly casts: Map<SpellId, (CastAction | undefined)[]>;
}

const seats: SeatActions[] = [];

// Every pooled action, so that applyAction can tell the engine's own frozen, well-formed objects
// from a caller's (a WeakSet reads no property of what it is asked about).
const pooled = new WeakSet<object>();

/** Freezes a new pooled action and remembers it as one of the engine's own. */
function pool<A extends Action>(action: A): A {
  Object.freeze(action);
  pooled.add(action);
  return action;
}

/**
 * True when `action` is one of the pooled action objects: frozen, made by the engine, and so
 * well formed (its legality in a given state still has to be checked).
 */
export function isPooled(action: unknown): boolean {
  return typeof action === 'object' && action !== null && pooled.has(action);
}

function build(player: number): SeatActions {
  const kinds = <A extends Action>(make: (m: MateriaKind) => A): A[] => {
    const out: A[] = [];
    for (let i = 0; i < KIND_COUNT; i++) out.push(pool(make(MATERIA_KINDS[i] as MateriaKind)));
    return out;
  };
  return {
    take: kinds((materia): TakeAction => ({ type: 'take', player, materia })),
    store: kinds((materia): StoreAction => ({ type: 'store', player, materia })),
    pick: kinds((materia): PickAction => ({ type: 'pick', player, materia })),
    draw: pool<DrawAction>({ type: 'draw', player }),
    pass: pool<PassAction>({ type: 'pass', player }),
    stop: pool<StopAction>({ type: 'stop', player }),
    casts: new Map(),
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

/** The shared cast of `spell` at `level` by `player`, copying the card of `from` when given. */
export function castOf(player: number, spell: SpellId, level: Level, from?: number): CastAction {
  const casts = actionsOf(player).casts;
  let list = casts.get(spell);
  if (list === undefined) {
    list = [];
    casts.set(spell, list);
  }
  const i = from === undefined ? level - 3 : 3 * (from + 1) + level - 3;
  let a = list[i];
  if (a === undefined) {
    a = pool<CastAction>(from === undefined ? { type: 'cast', player, spell, level } : { type: 'cast', player, spell, level, from });
    list[i] = a;
  }
  return a;
}

