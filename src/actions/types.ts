/**
 * Actions (what a player does) and rule violations (why an action was refused).
 * Actions are small JSON objects: they can be sent over a network, stored and replayed.
 * @module
 */
import type { MateriaKind } from '../state/materia.js';
import type { Level, SpellId } from '../state/types.js';

/**
 * Morning primary action: take 1 materia of this kind from the altar into the pool.
 * @group Actions
 */
export interface TakeAction {
  /** Discriminant: `take`. */
  readonly type: 'take';
  /** The seat taking (the player who must act). */
  readonly player: number;
  /** The kind taken from the altar. */
  readonly materia: MateriaKind;
}

/**
 * Morning primary action: draw 2 materia from the pouch (fewer if the pool fills up).
 * @group Actions
 */
export interface DrawAction {
  /** Discriminant: `draw`. */
  readonly type: 'draw';
  /** The seat drawing (the player who must act). */
  readonly player: number;
}

/**
 * Midday primary action: store 1 materia of this kind from the pool on the familiar board.
 * @group Actions
 */
export interface StoreAction {
  /** Discriminant: `store`. */
  readonly type: 'store';
  /** The seat storing (the player who must act). */
  readonly player: number;
  /** The kind moved from the pool to the next free familiar space. */
  readonly materia: MateriaKind;
}

/**
 * Evening primary action: learn `spell` at `level` by paying `spend` from the pool.
 *
 * `spend` lists every materia paid (in any order; `legalActions` lists them in kind order) and
 * includes `onCard`, the materia of the spell's colour that goes on the card. The payment must
 * split into k ≥ 1 single materia of the spell's colour (`onCard` among them) and
 * `level - k` triples of one rune each, so `spend.length` is `level + 2 × triples`. Whether a
 * triple may hold materia of the spell's own colour is the profile's `wildTriples`.
 * @example
 * ```ts
 * // Abundance at level 3, paid with 2 yellow singles and one wild triple of circles:
 * const learn: LearnAction = { type: 'learn', player: 0, spell: 'abundance', level: 3,
 *   onCard: 'yellow-square', spend: ['red-circle', 'green-circle', 'blue-circle', 'yellow-triangle', 'yellow-square'] };
 * ```
 * @group Actions
 */
export interface LearnAction {
  /** Discriminant: `learn`. */
  readonly type: 'learn';
  /** The seat learning (the player who must act). */
  readonly player: number;
  /** The spell learned: one of the game's 7, not yet learned by the player. */
  readonly spell: SpellId;
  /** The level learned: singles plus triples in the payment. */
  readonly level: Level;
  /** The paid materia of the spell's colour that goes on the card; its rune becomes the card rune. */
  readonly onCard: MateriaKind;
  /** Every materia paid, `onCard` included, in any order. */
  readonly spend: readonly MateriaKind[];
}

/**
 * End the current phase without (further) action. Always legal for the player who must act.
 * @group Actions
 */
export interface PassAction {
  /** Discriminant: `pass`. */
  readonly type: 'pass';
  /** The seat passing (the player who must act). */
  readonly player: number;
}

/**
 * Use a learned spell as the action of its phase, with the effect of `level` (its current level
 * or a lower one that has an effect). Inside a Clone's copy, `from` names the other player whose
 * card is copied.
 * @example
 * ```ts
 * const cast: CastAction = { type: 'cast', player: 0, spell: 'sacrifice', level: 3 };
 * ```
 * @group Actions
 */
export interface CastAction {
  /** Discriminant: `cast`. */
  readonly type: 'cast';
  /** The seat using the spell: the active player, or the cloner inside a Clone copy. */
  readonly player: number;
  /** The learned phase spell used, of the current phase (or of the phase a Clone copy copies). */
  readonly spell: SpellId;
  /**
   * The level whose effect is used: the card's current level or a lower one with an effect
   * (see `availableLevels`). For a Clone copy, the copied card's level or lower.
   */
  readonly level: Level;
  /** Clone only: the seat whose card is copied. */
  readonly from?: number;
}

/**
 * Answer a pending step with one materia: the one to take, store, discard or keep.
 * @group Actions
 */
export interface PickAction {
  /** Discriminant: `pick`. */
  readonly type: 'pick';
  /** The seat answering: the decision's `player` (for Blaze's takes, the player taking, not the caster). */
  readonly player: number;
  /**
   * The kind chosen: from the altar for a take, take-and-store or Storm's altar discard; from the
   * pool for a store or discard; from this Learn's other paid materia for Communion L5's storing.
   */
  readonly materia: MateriaKind;
}

/**
 * Answer a pending swap: `give` leaves the pool, `get` comes into it (from the altar for
 * Purification, from the familiar board for Growth L3). The two are of different kinds: a swap
 * of a materia for one of its own kind would change nothing, and is refused (`not-an-option`).
 * @group Actions
 */
export interface SwapAction {
  /** Discriminant: `swap`. */
  readonly type: 'swap';
  /** The seat answering: the actor of the Purification or Growth effect. */
  readonly player: number;
  /** The pool materia given away (to the altar, or onto the familiar space `get` leaves). */
  readonly give: MateriaKind;
  /**
   * The materia received into the pool, of another kind than `give`: an altar kind
   * (Purification; Mirage counts it under `mirageTakes: 'for-self'`), or a kind on the familiar
   * board (Growth L3; the first space holding it).
   */
  readonly get: MateriaKind;
}

/**
 * Answer Time Travel's step: the spell to raise one level.
 * @group Actions
 */
export interface RaiseAction {
  /** Discriminant: `raise`. */
  readonly type: 'raise';
  /** The seat answering: the player using Time Travel. */
  readonly player: number;
  /** One of the player's other learned spells, below level 5 (Time Travel cannot raise itself). */
  readonly spell: SpellId;
}

/**
 * Answer a choice between ways of using an effect (Focus: `store` or `take`).
 * @group Actions
 */
export interface ModeAction {
  /** Discriminant: `mode`. */
  readonly type: 'mode';
  /** The seat answering: the actor of the effect. */
  readonly player: number;
  /** The name of the chosen way, one of the `mode` step's `modes` (for Focus: `store` or `take`). */
  readonly mode: string;
}

/**
 * End an optional step early (Divination L4's takes, Storm's discards) or decline Swiftness's extra action.
 * @group Actions
 */
export interface StopAction {
  /** Discriminant: `stop`. */
  readonly type: 'stop';
  /** The seat answering: the player the optional step waits for. */
  readonly player: number;
}

/**
 * Anything a player can do. Narrow on `type`.
 * @group Actions
 */
export type Action =
  | TakeAction | DrawAction | StoreAction | LearnAction | PassAction | CastAction
  | PickAction | SwapAction | RaiseAction | ModeAction | StopAction;

/**
 * The action types.
 * @group Actions
 */
export const ACTION_TYPES = [
  'take', 'draw', 'store', 'learn', 'pass', 'cast', 'pick', 'swap', 'raise', 'mode', 'stop',
] as const satisfies readonly Action['type'][];

/**
 * Stable codes of {@link RuleViolation}.
 * @group Errors
 */
export type ViolationCode =
  /** Not an action object, an unknown `type`, or a field of the wrong shape. */
  | 'malformed-action'
  /** The game is over: nobody can act. */
  | 'game-over'
  /** `player` is not the player who must act now. */
  | 'not-your-turn'
  /** The action does not belong to the current phase. */
  | 'wrong-phase'
  /** The pool already holds 9 materia, so nothing would move. */
  | 'pool-full'
  /** The altar holds no materia of that kind. */
  | 'not-on-altar'
  /** The pool does not hold the materia named. */
  | 'not-in-pool'
  /** The familiar board has no free space. */
  | 'familiar-full'
  /** Pouch and discard are both empty: a draw would move nothing. */
  | 'nothing-to-draw'
  /** The spell is not one of this game's spells. */
  | 'spell-not-in-game'
  /** The player has already learned this spell. */
  | 'already-learned'
  /** The payment does not match the rules of learning (rules §5). */
  | 'invalid-payment'
  /** The player has not learned that spell (or, for a Clone copy, the named player has not). */
  | 'not-learned'
  /** The spell was learned this Day: it is usable from the next Day. */
  | 'learned-today'
  /** That level of the spell cannot be used: above the card's level, or without an effect. */
  | 'level-unavailable'
  /** The spell cannot be used now: its cost cannot be paid, it has no target, or nothing would move. */
  | 'not-usable'
  /** The action does not answer the decision the game is waiting for. */
  | 'wrong-step'
  /** The choice is not one of the current step's options. */
  | 'not-an-option'
  /** The action was made against an older position (`expectedStep` is not the game's `step`). */
  | 'stale-step';

/**
 * Every {@link ViolationCode}, in the order of the type's documentation. A compile-time check
 * keeps the list and the type equal.
 * @example
 * ```ts
 * VIOLATION_CODES.includes(r.error.code); // true for every refusal
 * ```
 * @group Errors
 */
export const VIOLATION_CODES = [
  'malformed-action', 'game-over', 'not-your-turn', 'wrong-phase', 'pool-full', 'not-on-altar', 'not-in-pool',
  'familiar-full', 'nothing-to-draw', 'spell-not-in-game', 'already-learned', 'invalid-payment', 'not-learned',
  'learned-today', 'level-unavailable', 'not-usable', 'wrong-step', 'not-an-option', 'stale-step',
] as const satisfies readonly ViolationCode[];
type MissingCode = Exclude<ViolationCode, (typeof VIOLATION_CODES)[number]>;
const codesAreExhaustive: [MissingCode] extends [never] ? true : MissingCode = true;
void codesAreExhaustive;

/**
 * Why an action was refused. Returned by {@link applyAction}, never thrown.
 * @example
 * ```ts
 * const r = applyAction(state, { type: 'draw', player: 1 });
 * if (!r.ok) console.log(r.error.code); // e.g. 'not-your-turn'
 * ```
 * @group Errors
 */
export interface RuleViolation {
  /** A stable code to branch on. */
  readonly code: ViolationCode;
  /**
   * A human-readable explanation (English; for logs, not for display: players read
   * `describeViolation`). The `production` build leaves the sentences out: there it is the code.
   */
  readonly message: string;
  /** The action field at fault, when there is one (e.g. `materia`, `spend`). */
  readonly field?: string;
}
