/**
 * The error of a homebrew definition the engine cannot play: found by `defineSpell`, or, for the
 * functions of a definition, when the engine first calls them.
 * @module
 */

/**
 * Stable codes of {@link SpellDefinitionError}:
 * - `invalid-spell-definition`: `defineSpell` (or `defineSpells`) found a field it cannot play;
 * - `duplicate-spell-id`: the id is registered already with a different definition (an equal
 *   definition again is a no-op);
 * - `reserved-spell-id`: the id is a printed spell's;
 * - `invalid-effect-step`: a step that an effect returned is not one a spell may use, or has a
 *   field out of range (thrown where the engine first asks for the effect's steps);
 * - `spell-function-failed`: a function of the definition threw, or returned a value of the wrong
 *   kind (points that are not a non-negative integer, a fit check that is not a boolean);
 * - `effects-too-large`: an action would start the spell's effect (a cast, a Learn of it, nested
 *   in another effect or not) with more steps and modes, or more effects, in progress than a save
 *   holds (`MAX_PENDING_STEPS`, `MAX_PENDING_FRAMES`); thrown by `applyAction` for that action,
 *   which the state given is left without, so that every state play reaches saves and loads.
 * @group Errors
 */
export type SpellDefinitionErrorCode =
  | 'invalid-spell-definition' | 'duplicate-spell-id' | 'reserved-spell-id' | 'invalid-effect-step' | 'spell-function-failed'
  | 'effects-too-large';

/**
 * Thrown by `defineSpell` and `defineSpells` for a definition the engine cannot play (nothing is
 * registered then), and by the game functions (`legalActions`, `applyAction`, `scoreGame`, ...)
 * when a homebrew spell's function misbehaves in play: a homebrew author's bug, reported with
 * the spell and the field. The state given to the function that threw is left as it was.
 * @example
 * ```ts
 * try { legalActions(state); }
 * catch (e) { if (e instanceof SpellDefinitionError) console.log(e.code, e.spell, e.path); } // 'invalid-effect-step' 'acme:ember' 'levels.3.effect[0].taker'
 * ```
 * @group Errors
 */
export class SpellDefinitionError extends Error {
  /** A stable code to branch on. */
  readonly code: SpellDefinitionErrorCode;
  /** The field at fault, as a path such as `levels.4.effect` or `levels.3.effect[0].taker`. */
  readonly path: string;
  /** The id of the spell at fault, as given (`''` when there is none, as for a bad namespace). */
  readonly spell: string;

  constructor(code: SpellDefinitionErrorCode, path: string, message: string, spell = '', options?: { readonly cause?: unknown }) {
    super(`${spell === '' ? '' : `${spell}: `}${message} (${path})`, options);
    this.name = 'SpellDefinitionError';
    this.code = code;
    this.path = path;
    this.spell = spell;
  }
}
