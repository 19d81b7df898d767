/**
 * The limits of the effects in progress (`pending`) that a save holds, kept here, below the
 * actions that start effects, so that play and `deserialize` hold them alike (re-exported
 * with the other limits of a save by `game/limits.ts`).
 * @module
 */

/**
 * The most effects a save may hold in progress at once (frames of `pending`): 16. The engine's
 * own nest at most a few deep (an effect that copies or adds an action, and what that action
 * starts). More is refused (`too-large` at `$.state.pending`).
 * @example
 * ```ts
 * state.pending.length <= MAX_PENDING_FRAMES; // true of every state the engine makes
 * ```
 * @group Saves
 */
export const MAX_PENDING_FRAMES = 16;

/**
 * The most steps a save's effects in progress may hold in all: 256, counting every step of every
 * frame, each mode of a choice of modes, and the steps inside those modes. The engine holds play
 * to it: an action that would start an effect (a cast, a Learn, nested or not) taking the effects
 * in progress past this limit or {@link MAX_PENDING_FRAMES} throws a `SpellDefinitionError`
 * `effects-too-large` naming the homebrew spell whose effect it is, and the state is left as it
 * was, so every state play reaches saves and loads. In a save, more is refused (`too-large` at the first step or
 * mode over the limit, such as `$.state.pending[0].steps[256]`).
 * @example
 * ```ts
 * const steps = state.pending.reduce((n, frame) => n + frame.steps.length, 0); // at most 256 (modes add to it)
 * ```
 * @group Saves
 */
export const MAX_PENDING_STEPS = 256;
