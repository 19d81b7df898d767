/**
 * The primary actions of each phase (RULES.md §4): Take 1 and Draw 2 (Morning), Store 1
 * (Midday), Learn 1 Spell (Evening).
 * @module
 */
import { FAMILIAR_SPACES, POOL_LIMIT } from '../state/familiar.js';
import { KIND_COUNT, MATERIA_KINDS, kindIndex, type MateriaKind } from '../state/materia.js';
import { total } from '../state/multiset.js';
import type { GameState, Phase } from '../state/types.js';
import type { Draft } from './draft.js';
import { checkEndTrigger } from './flow.js';
import { applyLearn, checkLearn, enumerateLearns } from './learn.js';
import type { Action, DrawAction, LearnAction, RuleViolation, StoreAction, TakeAction } from './types.js';
import { violation } from './violation.js';

/** Materia a Draw 2 draws. */
export const PRIMARY_DRAW = 2;

/** How one kind of phase action is checked, carried out and listed. */
export interface PhaseActionRule<A extends Action> {
  /** The phase the action belongs to. */
  readonly phase: Phase;
  /** Why the (well-formed, on-turn, right-phase) action is illegal, or `undefined` if legal. */
  check(state: GameState, action: A): RuleViolation | undefined;
  /** Carries out a legal action. */
  apply(draft: Draft, action: A): void;
  /** Appends every distinct legal action of this kind for `player`. */
  enumerate(state: GameState, player: number, out: Action[]): void;
}

function canDraw(state: GameState): boolean {
  return state.pouchTop.length > 0 || total(state.pouch) > 0 || total(state.discard) > 0;
}

const take: PhaseActionRule<TakeAction> = {
  phase: 'morning',
  check(state, a) {
    if (total(state.players[a.player]?.pool ?? []) >= POOL_LIMIT) return violation('pool-full', 'the pool already holds 9 materia');
    if ((state.altar[kindIndex(a.materia)] as number) === 0) return violation('not-on-altar', `the altar has no ${a.materia}`, 'materia');
    return undefined;
  },
  apply(draft, a) {
    draft.takeToPool(a.player, a.materia);
  },
  enumerate(state, player, out) {
    if (total(state.players[player]?.pool ?? []) >= POOL_LIMIT) return;
    for (let i = 0; i < KIND_COUNT; i++) {
      if ((state.altar[i] as number) > 0) out.push({ type: 'take', player, materia: MATERIA_KINDS[i] as MateriaKind });
    }
  },
};

const draw: PhaseActionRule<DrawAction> = {
  phase: 'morning',
  check(state, a) {
    if (total(state.players[a.player]?.pool ?? []) >= POOL_LIMIT) return violation('pool-full', 'the pool already holds 9 materia');
    if (!canDraw(state)) return violation('nothing-to-draw', 'the pouch and the discard are both empty');
    return undefined;
  },
  apply(draft, a) {
    for (let n = 0; n < PRIMARY_DRAW && draft.poolSize(a.player) < POOL_LIMIT; n++) {
      if (draft.drawToPool(a.player) === undefined) break;
    }
  },
  enumerate(state, player, out) {
    if (total(state.players[player]?.pool ?? []) < POOL_LIMIT && canDraw(state)) out.push({ type: 'draw', player });
  },
};

const store: PhaseActionRule<StoreAction> = {
  phase: 'midday',
  check(state, a) {
    const p = state.players[a.player];
    if (p === undefined || p.familiar.length >= FAMILIAR_SPACES) return violation('familiar-full', 'the familiar board is full');
    if ((p.pool[kindIndex(a.materia)] as number) === 0) return violation('not-in-pool', `the pool has no ${a.materia}`, 'materia');
    return undefined;
  },
  apply(draft, a) {
    draft.storeFromPool(a.player, a.materia);
    checkEndTrigger(draft);
  },
  enumerate(state, player, out) {
    const p = state.players[player];
    if (p === undefined || p.familiar.length >= FAMILIAR_SPACES) return;
    for (let i = 0; i < KIND_COUNT; i++) {
      if ((p.pool[i] as number) > 0) out.push({ type: 'store', player, materia: MATERIA_KINDS[i] as MateriaKind });
    }
  },
};

const learn: PhaseActionRule<LearnAction> = {
  phase: 'evening',
  check: checkLearn,
  apply(draft, a) {
    applyLearn(draft, a);
    checkEndTrigger(draft);
  },
  enumerate(state, player, out) {
    enumerateLearns(state, player, out as LearnAction[]);
  },
};

/** The primary action rules by action type. */
export const PRIMARY_RULES: {
  readonly take: PhaseActionRule<TakeAction>;
  readonly draw: PhaseActionRule<DrawAction>;
  readonly store: PhaseActionRule<StoreAction>;
  readonly learn: PhaseActionRule<LearnAction>;
} = { take, draw, store, learn };

/** Lists legal actions of one kind for a player, appending them to `out`. */
export type Enumerator = (state: GameState, player: number, out: Action[]) => void;

/** The primary actions of each phase, in listing order. */
export const PRIMARY_BY_PHASE: Readonly<Record<Phase, readonly Enumerator[]>> = {
  morning: [take.enumerate, draw.enumerate],
  midday: [store.enumerate],
  evening: [learn.enumerate],
};
