/**
 * The shape of a locale table: every word and message the descriptions use, in one language.
 * Every action type, event type, effect step kind and decision kind has an entry, so English
 * missing one is a type error; a translation is a `PartialLocaleTable` (definition.ts), whose
 * gaps English fills. Message functions take typed parameters: players are 1-based
 * numbers (so a locale can inflect "Player N"), materia and spells arrive already rendered
 * (materia by the table's own {@link LocaleTable.materia}, spells by `spellName`), and phases,
 * runes, colours and filters arrive as ids for the locale to inflect.
 * @module
 */
import type { Action, ViolationCode } from '../actions/types.js';
import type { Decision } from '../game/decision.js';
import type { GameEvent } from '../actions/events.js';
import type { EffectStep, MateriaFilter } from '../state/steps.js';
import type { Colour, Rune } from '../state/materia.js';
import type { EndReason, Level, Phase } from '../state/types.js';
import type { LocaleTag } from '../spells/types.js';
import type { RuleProfile } from '../state/rules.js';

/**
 * A materia already rendered in the locale (e.g. `red circle`).
 * @group Localisation
 */
export type MateriaText = string;
/**
 * A spell name already rendered in the locale (from `spellName`).
 * @group Localisation
 */
export type SpellText = string;

/**
 * The player a message is about: 1-based, for the locale to render (and inflect) as "Player N".
 * @group Localisation
 */
export type PlayerNumber = number;

/**
 * The parameters of each action message, by action type.
 * @group Localisation
 */
export interface ActionParams {
  /** Take 1 materia from the altar. */
  readonly take: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The materia taken, rendered. */
    readonly materia: MateriaText;
  };
  /** Draw 2 from the pouch. */
  readonly draw: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
  };
  /** Store 1 pool materia. */
  readonly store: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The materia stored, rendered. */
    readonly materia: MateriaText;
  };
  /** Learn a spell. */
  readonly learn: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The spell learned, rendered. */
    readonly spell: SpellText;
    /** The level learned. */
    readonly level: Level;
    /** The materia going on the card, rendered. */
    readonly onCard: MateriaText;
    /** Every materia paid, `onCard` included, rendered. */
    readonly spend: readonly MateriaText[];
  };
  /** End the phase. */
  readonly pass: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
  };
  /** Use a spell, or copy another player's (Clone). */
  readonly cast: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The spell used, rendered. */
    readonly spell: SpellText;
    /** The level whose effect is used. */
    readonly level: Level;
    /** The player (1-based) whose card a Clone copy uses, or `null` for one's own spell. */
    readonly from: number | null;
  };
  /** Answer a step with one materia. */
  readonly pick: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The materia chosen, rendered. */
    readonly materia: MateriaText;
  };
  /** Answer a swap. */
  readonly swap: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The pool materia given away, rendered. */
    readonly give: MateriaText;
    /** The materia received, rendered. */
    readonly get: MateriaText;
  };
  /** Raise a spell (Time Travel). */
  readonly raise: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The spell raised, rendered. */
    readonly spell: SpellText;
  };
  /** Choose a way to use an effect. */
  readonly mode: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
    /** The way chosen, rendered by {@link LocaleTable.modes} (its id if unknown). */
    readonly mode: string;
  };
  /** Stop an optional step. */
  readonly stop: {
    /** PlayerNumber acts, 1-based. */
    readonly player: PlayerNumber;
  };
}

/**
 * The parameters of each event message, by event type. Players and spaces are 1-based.
 * @group Localisation
 */
export interface EventParams {
  /** A materia went from the pouch into a pool. */
  readonly 'materia-drawn': {
    /** Whose pool, 1-based. */
    readonly player: PlayerNumber;
    /** The materia, rendered. */
    readonly materia: MateriaText;
  };
  /** A materia went from the pouch onto the altar. */
  readonly 'materia-revealed': {
    /** The materia, rendered. */
    readonly materia: MateriaText;
  };
  /** A draw found pouch and discard empty. */
  readonly 'draw-lost': {
    /** Where the materia would have gone. */
    readonly to: 'pool' | 'altar' | 'opponent';
  };
  /** The discard went back into the pouch. */
  readonly 'pouch-refilled': {
    /** How many materia. */
    readonly count: number;
  };
  /** A materia went from the altar into a pool. */
  readonly 'materia-taken': {
    /** Whose pool, 1-based. */
    readonly player: PlayerNumber;
    /** The materia, rendered. */
    readonly materia: MateriaText;
  };
  /** A materia went onto a familiar board. */
  readonly 'materia-stored': {
    /** Whose board, 1-based. */
    readonly player: PlayerNumber;
    /** The materia, rendered. */
    readonly materia: MateriaText;
    /** Where it came from. */
    readonly from: 'pool' | 'altar' | 'discard';
    /** The space it fills, 1-based. */
    readonly space: number;
  };
  /** A materia went to the discard, from a pool, from the altar, or from where an effect held it aside. */
  readonly 'materia-discarded':
    | {
        /** From a pool. */
        readonly from: 'pool';
        /** Whose pool, 1-based. */
        readonly player: PlayerNumber;
        /** The materia, rendered. */
        readonly materia: MateriaText;
      }
    | {
        /** From the altar. */
        readonly from: 'altar';
        /** The materia, rendered. */
        readonly materia: MateriaText;
      }
    | {
        /** Held aside by an effect until now (Clone L5's cost under `cloneDiscard: 'held-aside'`). */
        readonly from: 'held';
        /** Whose effect held it, 1-based. */
        readonly player: PlayerNumber;
        /** The materia, rendered. */
        readonly materia: MateriaText;
      };
  /** A materia left a pool to be held aside until the effect discards it (Clone L5's cost under `cloneDiscard: 'held-aside'`). */
  readonly 'materia-held': {
    /** Whose pool it left, 1-based. */
    readonly player: PlayerNumber;
    /** The materia, rendered. */
    readonly materia: MateriaText;
  };
  /** A player learned a spell. */
  readonly 'spell-learned': {
    /** PlayerNumber learned it, 1-based. */
    readonly player: PlayerNumber;
    /** The spell, rendered. */
    readonly spell: SpellText;
    /** The level learned. */
    readonly level: Level;
    /** The materia placed on the card, rendered. */
    readonly card: MateriaText;
    /** Every materia paid, the card's included, rendered. */
    readonly spend: readonly MateriaText[];
  };
  /** A player passed, ending a phase. */
  readonly passed: {
    /** PlayerNumber passed, 1-based. */
    readonly player: PlayerNumber;
    /** The phase that ended. */
    readonly phase: Phase;
  };
  /** A phase began. */
  readonly 'phase-started': {
    /** The active player, 1-based. */
    readonly player: PlayerNumber;
    /** The phase. */
    readonly phase: Phase;
    /** The Day number. */
    readonly day: number;
  };
  /** The end-of-Day altar resupply ran. */
  readonly 'altar-resupplied': {
    /** Which rule applied. */
    readonly rule: 'fill' | 'add-one' | 'replace' | 'solo-fill' | 'solo-trim';
  };
  /** A player's Day ended. */
  readonly 'day-ended': {
    /** Whose Day, 1-based. */
    readonly player: PlayerNumber;
    /** The Day number. */
    readonly day: number;
  };
  /** The end of the game was triggered. */
  readonly 'game-end-triggered': {
    /** PlayerNumber triggered it, 1-based. */
    readonly player: PlayerNumber;
    /** Why. */
    readonly reason: EndReason;
  };
  /** The game is over. */
  readonly 'game-ended': Record<string, never>;
  /** A spell was used (or a Clone copy made). */
  readonly 'spell-cast': {
    /** PlayerNumber used it, 1-based. */
    readonly player: PlayerNumber;
    /** The spell, rendered. */
    readonly spell: SpellText;
    /** The level whose effect is used. */
    readonly level: Level;
    /** The player (1-based) whose card a Clone copy uses, or `null` for one's own spell. */
    readonly from: number | null;
  };
  /** A spell card moved a level up or down. */
  readonly 'spell-level-changed': {
    /** Whose card, 1-based. */
    readonly player: PlayerNumber;
    /** The spell, rendered. */
    readonly spell: SpellText;
    /** The level before. */
    readonly from: Level;
    /** The level now. */
    readonly to: Level;
  };
  /** A pool materia was swapped with an altar or familiar one. */
  readonly 'materia-swapped':
    | {
        /** Whose pool, 1-based. */
        readonly player: PlayerNumber;
        /** With the altar. */
        readonly with: 'altar';
        /** The materia that left the pool, rendered. */
        readonly give: MateriaText;
        /** The materia that came into the pool, rendered. */
        readonly get: MateriaText;
      }
    | {
        /** Whose pool and board, 1-based. */
        readonly player: PlayerNumber;
        /** With the familiar board. */
        readonly with: 'familiar';
        /** The materia that left the pool, rendered. */
        readonly give: MateriaText;
        /** The materia that came into the pool, rendered. */
        readonly get: MateriaText;
        /** The familiar space exchanged, 1-based. */
        readonly space: number;
      };
  /** A permanent effect went off. */
  readonly 'spell-triggered': {
    /** Whose spell, 1-based. */
    readonly player: PlayerNumber;
    /** The spell, rendered. */
    readonly spell: SpellText;
    /** The card's level. */
    readonly level: Level;
  };
  /** A step ended early, or a player was skipped. */
  readonly 'step-skipped': {
    /** PlayerNumber would have chosen or received, 1-based. */
    readonly player: PlayerNumber;
    /** The step kind id (`others-draw`: a player with a full pool skipped). */
    readonly step: string;
    /** The step kind rendered by {@link LocaleTable.stepNames} (its id if unknown). */
    readonly stepName: string;
    /** How many materia were not moved. */
    readonly remaining: number;
  };
  /** A player stopped an optional step or declined an optional action. */
  readonly 'step-stopped': {
    /** PlayerNumber stopped, 1-based. */
    readonly player: PlayerNumber;
    /** The step kind id (`phase-action`: Swiftness's extra action declined). */
    readonly step: string;
    /** The step kind rendered by {@link LocaleTable.stepNames} (its id if unknown). */
    readonly stepName: string;
  };
  /** A player chose how to use an effect. */
  readonly 'mode-chosen': {
    /** PlayerNumber chose, 1-based. */
    readonly player: PlayerNumber;
    /** The way chosen, rendered by {@link LocaleTable.modes} (its id if unknown). */
    readonly mode: string;
  };
  /** Solo: a materia was placed on the opponent's track. */
  readonly 'opponent-placed': {
    /** The materia, rendered. */
    readonly materia: MateriaText;
    /** The track space, 1-based. */
    readonly space: number;
  };
  /** Solo: a materia went into the opponent's lower part. */
  readonly 'opponent-received': {
    /** The materia, rendered. */
    readonly materia: MateriaText;
    /** Where it came from. */
    readonly from: 'altar' | 'pouch';
  };
  /** Solo: the altar was refreshed. */
  readonly 'altar-refreshed': {
    /** The track space whose symbol refreshed it, 1-based. */
    readonly space: number;
  };
}

/**
 * The parameters of each effect step's prompt, by step kind.
 * @group Localisation
 */
export interface StepParams {
  /** Draw into the pool. */
  readonly draw: {
    /** How many at most. */
    readonly count: number;
  };
  /** Draw until the pool holds `size`. */
  readonly 'draw-until': {
    /** The pool size to reach. */
    readonly size: number;
  };
  /** Draw onto the altar. */
  readonly reveal: {
    /** How many. */
    readonly count: number;
  };
  /** Each other player draws 1. */
  readonly 'others-draw': Record<string, never>;
  /** Take altar materia into the pool. */
  readonly take: {
    /** How many are still to take. */
    readonly count: number;
    /** Which materia may be taken, or `null` for any. */
    readonly filter: MateriaFilter | null;
    /** True when the player may stop early. */
    readonly optional: boolean;
  };
  /** Take altar materia straight onto the familiar board. */
  readonly 'take-store': {
    /** How many are still to take and store. */
    readonly count: number;
  };
  /** Store pool materia. */
  readonly store: {
    /** How many are still to store. */
    readonly count: number;
    /** Which materia may be stored, or `null` for any. */
    readonly filter: MateriaFilter | null;
  };
  /** Discard pool materia. */
  readonly discard: {
    /** How many are still to discard. */
    readonly count: number;
    /** Which materia may be discarded, or `null` for any. */
    readonly filter: MateriaFilter | null;
    /** True when the discard is the cost of the effect. */
    readonly cost: boolean;
  };
  /** Swap pool materia with altar materia. */
  readonly 'swap-altar': {
    /** How many pairs are still to swap. */
    readonly count: number;
  };
  /** Swap a pool materia with a familiar one. */
  readonly 'swap-familiar': Record<string, never>;
  /** Discard altar materia until stopping (Storm). */
  readonly 'clear-altar': {
    /** How many have been discarded so far. */
    readonly discarded: number;
    /**
     * How many the player must discard in all before they may stop: 0 (`stormDiscards`
     * `any-number`) or 1 (digital); the player may stop once `discarded` reaches it.
     */
    readonly min: number;
    /** How many they may discard in all, or `null` for no limit (`any-number`); 10 under the digital profile. */
    readonly max: number | null;
  };
  /** Lower the effect's card. */
  readonly lower: {
    /**
     * The level the card goes down to, from wherever it is and never up (`lowering`
     * `to-printed-level`), or `null` when it goes one level down from where it is (`one-level`).
     */
    readonly to: Level | null;
  };
  /** Raise another spell (Time Travel). */
  readonly raise: Record<string, never>;
  /** Choose a way to use the effect. */
  readonly mode: {
    /** The ways, rendered by {@link LocaleTable.modes} (their ids if unknown). */
    readonly modes: readonly string[];
  };
  /** Perform an action as a copy (Clone) or an extra action (Swiftness). */
  readonly 'phase-action': {
    /** The phase whose action is performed. */
    readonly phase: Phase;
    /** What the action is: a copy (Clone) or an extra action (Swiftness). */
    readonly as: 'copy' | 'extra';
    /** True when the player may decline (as the step and the game's rule profile allow). */
    readonly optional: boolean;
  };
  /** Learn a spell with wild single materia (Transmutation). */
  readonly learn: {
    /** How many single materia of `rune` may count as wild. */
    readonly wild: number;
    /** The rune of those materia. */
    readonly rune: Rune;
  };
  /** The end of a Learn's payment: store some (Communion L5), discard the rest. */
  readonly 'learn-discards': {
    /** How many are still to store. */
    readonly keep: number;
    /** The other paid materia, rendered. */
    readonly setAside: readonly MateriaText[];
  };
  /** Store materia from the discard box (Communion L5 at a Learn, printed reading). */
  readonly 'store-from-discard': {
    /** How many are still to store. */
    readonly count: number;
  };
  /** Check the end of the game after a Learn. */
  readonly 'check-end': Record<string, never>;
  /** Discard the materia the effect held aside (Clone L5's cost, once the copied action has ended). */
  readonly 'discard-held': {
    /** The materia held aside, rendered. */
    readonly materia: readonly MateriaText[];
  };
  /** Solo: take an altar materia for the opponent's lower part (Blaze). */
  readonly 'opponent-take': Record<string, never>;
  /** Solo: draw a materia for the opponent's lower part (Sharing). */
  readonly 'opponent-draw': Record<string, never>;
  /** Solo: place an altar materia on the opponent's track. */
  readonly 'opponent-place': Record<string, never>;
  /** Solo: refill (and maybe refresh) the altar. */
  readonly 'altar-refill': {
    /** The altar's size after the refill. */
    readonly size: number;
    /** The refresh space just filled, 1-based, or `null`. */
    readonly refreshSpace: number | null;
  };
  /** The rest of the end of a Day. */
  readonly 'close-day': Record<string, never>;
}

/**
 * The parameters of each decision message, by decision kind.
 * @group Localisation
 */
export interface DecisionParams {
  /** The active player chooses their action for a phase. */
  readonly phase: {
    /** PlayerNumber must act, 1-based. */
    readonly player: PlayerNumber;
    /** The phase. */
    readonly phase: Phase;
    /** The Day number. */
    readonly day: number;
    /** Actions already performed in this phase. */
    readonly actionsTaken: number;
  };
  /** A step of an effect waits for a choice. */
  readonly effect: {
    /** PlayerNumber must choose, 1-based. */
    readonly player: PlayerNumber;
    /** The step's prompt, from {@link LocaleTable.steps}. */
    readonly prompt: string;
    /** The spell whose effect it is, rendered, or `null` for steps of no spell. */
    readonly spell: SpellText | null;
  };
  /** The game is over. */
  readonly 'game-over': Record<string, never>;
}

/**
 * The message functions of every action type. Mapped over the union itself: an action type
 * without parameters in {@link ActionParams} is a type error here.
 * @group Localisation
 */
export type ActionMessages = { readonly [K in Action['type']]: (params: ActionParams[K]) => string };
/**
 * The message functions of every event type.
 * @group Localisation
 */
export type EventMessages = { readonly [K in GameEvent['type']]: (params: EventParams[K]) => string };
/**
 * The prompt of every effect step kind (what the player is asked, without the player).
 * @group Localisation
 */
export type StepMessages = { readonly [K in EffectStep['step']]: (params: StepParams[K]) => string };
/**
 * The message functions of every decision kind.
 * @group Localisation
 */
export type DecisionMessages = { readonly [K in Decision['kind']]: (params: DecisionParams[K]) => string };

/**
 * Everything the descriptions say, in one locale.
 * @group Localisation
 */
export interface LocaleTable {
  /** The language this table is for. */
  readonly locale: LocaleTag;
  /** A player as a name, 1-based: `Player 2`. */
  readonly player: (n: number) => string;
  /**
   * An action with the player who performs it: `Player 1: take a red circle from the altar`,
   * from the player's name ({@link LocaleTable.player}) and the action's message
   * ({@link LocaleTable.actions}, which leaves the player out).
   */
  readonly actionBy: (player: string, action: string) => string;
  /** The colour names (a colour on its own, e.g. a spell's colour). */
  readonly colours: Readonly<Record<Colour, string>>;
  /** The rune names on their own. */
  readonly runes: Readonly<Record<Rune, string>>;
  /** A materia as colour and rune words that read naturally together: `red circle`. */
  readonly materia: (colour: Colour, rune: Rune) => string;
  /** The phase names on their own. */
  readonly phases: Readonly<Record<Phase, string>>;
  /** A list of rendered items, joined the way the locale joins a list (`a, b and c`). */
  readonly list: (items: readonly string[]) => string;
  /** The ways of using an effect (Focus: store or take), as `mode` names; other modes show their id. */
  readonly modes: Readonly<Record<'store' | 'take', string>>;
  /** A short name of each effect step kind (for `step-skipped` and `step-stopped`). */
  readonly stepNames: Readonly<Record<EffectStep['step'], string>>;
  /**
   * Action descriptions, without the player (`take a red circle from the altar`):
   * `describeAction` adds the player with {@link LocaleTable.actionBy} unless asked not to.
   */
  readonly actions: ActionMessages;
  /** Event descriptions. */
  readonly events: EventMessages;
  /** Step prompts, used inside effect decisions. */
  readonly steps: StepMessages;
  /** Decision descriptions. */
  readonly decisions: DecisionMessages;
  /**
   * Why an action was refused, by {@link ViolationCode}: one sentence for a player to read, as
   * the printed rules have it (the printed profile's value of every point).
   */
  readonly violations: Readonly<Record<ViolationCode, string>>;
  /**
   * The refusals that a rule point's other value words differently, by point and value: each
   * replaces the sentence of {@link LocaleTable.violations} under a profile with that value
   * (`wildTriples` `other-colours`: the triples of an `invalid-payment` are of other colours).
   */
  readonly violationsUnder: RuleVariants<Partial<Readonly<Record<ViolationCode, string>>>>;
}

/**
 * Texts that read differently under some value of a rule point: keyed by the point (a field of
 * {@link RuleProfile}) and then by the value. The base texts are the printed reading's.
 * @group Localisation
 */
export type RuleVariants<T> = { readonly [P in keyof RuleProfile]?: { readonly [V in RuleProfile[P]]?: T } };
