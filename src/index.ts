/**
 * spellbook-engine: the complete rules of the board game SpellBook as pure functions over
 * plain-data state.
 *
 * ```ts
 * import { createGame, legalActions, applyAction, scoreGame } from 'spellbook-engine';
 * let state = createGame({ players: 2, seed: 'demo' });
 * while (state.phase !== 'ended') {
 *   const options = legalActions(state);
 *   const r = applyAction(state, options[Math.floor(Math.random() * options.length)]!);
 *   if (r.ok) state = r.state;
 * }
 * console.log(scoreGame(state).winners);
 * ```
 * @groupDescription Start here
 * The six functions every program uses: `createGame` deals a game, `legalActions` lists what the
 * player who must act may do, `applyAction` plays one action, `currentDecision` says who acts
 * and what they are asked, `playerView` is what one seat may see, and `scoreGame` scores it.
 * @groupDescription Setup
 * The options of `createGame` and the numbers of a deal.
 * @groupDescription Rule profiles
 * The printed and digital readings of the points where the rulebooks differ (rules §0).
 * @groupDescription Actions
 * What a player sends, and the checks before applying it.
 * @groupDescription Decisions
 * Who must act now and what they are asked: the result of `currentDecision`.
 * @groupDescription Events
 * What `applyAction` reports happened, one event per token move or change of flow.
 * @groupDescription Views
 * What one seat may see, safe to send to a client or a bot.
 * @groupDescription Game state
 * The plain-data state and its limits.
 * @groupDescription Materia
 * The 21 kinds of token (colour and rune) and the counts that hold them.
 * @groupDescription Scoring
 * The score sheet of `scoreGame`.
 * @groupDescription Solo
 * The one-player game against the virtual opponent (rules §9).
 * @groupDescription Saves
 * Versioned, validated saves and their migrations.
 * @groupDescription Records
 * Game records: the options and the actions, and their replay.
 * @groupDescription Match
 * A stateful wrapper for front-ends, with fair-table undo.
 * @groupDescription Notation
 * The compact text form of actions (`P1 take red-circle`), for logs, chat and fixtures.
 * @groupDescription Localisation
 * Spell names, rules texts and descriptions of actions, events and decisions in each locale.
 * @groupDescription Spells
 * The spell cards: the registry and their definitions.
 * @groupDescription Homebrew
 * What `defineSpell` takes: a spell's levels, their effects as steps, and the contexts they read.
 * @groupDescription Errors
 * The refusals (`RuleViolation`, never thrown) and the errors thrown for bad options, saves,
 * records, notation and spell definitions, each with a stable `code`.
 * @module spellbook-engine
 */

// state
export {
  COLOURS, RUNES, MATERIA_KINDS, KIND_COUNT, COPIES_PER_KIND, TOTAL_MATERIA,
  isMateriaKind, isColour, isRune, kindIndex, kindAt, colourOf, runeOf, materiaOf, colourIndex, runeIndex,
} from './state/materia.js';
export type { Colour, Rune, MateriaKind, Counts } from './state/materia.js';
export { emptyCounts, total, countsOf, kindsOf, countOf, distinctKinds, contains } from './state/multiset.js';
export { LEVELS, PHASES, BUILTIN_SPELL_IDS } from './state/types.js';
export type {
  Level, Phase, BuiltinSpellId, SpellId, LearnedSpell, PlayerState, EndReason, EndTrigger, GameState, OpponentState,
} from './state/types.js';
export { FAMILIAR_SPACES, FAMILIAR_VALUES, POOL_LIMIT, familiarValue } from './state/familiar.js';
export { RNG_ALGORITHM, hashSeed, nextUint32 } from './state/rng.js';
export { SetupError, LoadError } from './state/errors.js';
export type { SetupErrorCode, LoadErrorCode } from './state/errors.js';
export type { GameOptions, PlayerCount, RiggedOptions, RiggedSetup, RiggedSpell, SpellSelection } from './state/options.js';
export { RULE_PRESETS, RULE_POINTS, RULES_HISTORY, RULES_VERSION, presetOf, rulePresetAt } from './state/rules.js';
export type { RulePointIntroduction, RuleProfile, RulePresetName, RulesRelease } from './state/rules.js';
export { createGame, isPlayerCount, OPENING_ALTAR, OPENING_POOL } from './game/setup.js';
export { createRiggedGame } from './game/rigged.js';

// actions
export { ACTION_TYPES, VIOLATION_CODES } from './actions/types.js';
export type {
  Action, TakeAction, DrawAction, StoreAction, LearnAction, PassAction, CastAction, PickAction, SwapAction,
  RaiseAction, ModeAction, StopAction, RuleViolation, ViolationCode,
} from './actions/types.js';
export type {
  GameEvent, MateriaDrawnEvent, MateriaRevealedEvent, DrawLostEvent, PouchRefilledEvent, MateriaTakenEvent,
  MateriaStoredEvent, MateriaDiscardedEvent, MateriaHeldEvent, SpellLearnedEvent, PassedEvent, PhaseStartedEvent,
  AltarResuppliedEvent, DayEndedEvent, GameEndTriggeredEvent, GameEndedEvent, SpellCastEvent,
  SpellLevelChangedEvent, MateriaSwappedEvent, SpellTriggeredEvent, StepSkippedEvent, StepStoppedEvent,
  ModeChosenEvent, OpponentPlacedEvent, OpponentReceivedEvent, AltarRefreshedEvent,
} from './actions/events.js';
export { applyAction, isLegal, pass, checkAction } from './game/apply.js';
export type { ActionResult, ApplyOptions } from './game/apply.js';
export { legalActions } from './game/legal.js';
export { playOut, playOutBlind } from './game/playout.js';
export type { BlindPolicy, PlayoutOptions, PlayoutPolicy, PlayoutResult } from './game/playout.js';
// Engine internal, for spellbook-engine/learn (which reaches the core through this entry only).
export { UncheckedStepper as _UncheckedStepper } from './game/unchecked.js';
export { currentDecision, decider } from './game/decision.js';
export type { Decision, PhaseDecision, EffectDecision, GameOverDecision } from './game/decision.js';
export { SPELLS_PER_GAME, ALTAR_TARGET, ALTAR_LIMIT } from './actions/flow.js';
export { PRIMARY_DRAW } from './actions/phase-actions.js';
export { availableLevels } from './spells/levels.js';
export { scoreGame } from './actions/scoring.js';
export type { ScoreSheet, PlayerScore, SpellScore } from './actions/scoring.js';

// spells
export { getSpell, hasSpell, listSpells } from './spells/registry.js';
export type { SpellFilter } from './spells/registry.js';
export { defineSpell, defineSpells } from './game/define-spell.js';
export { SpellDefinitionError } from './spells/definition-error.js';
export type { SpellDefinitionErrorCode } from './spells/definition-error.js';
export { UnknownSpellError } from './spells/unknown-spell.js';
export type { UnknownSpellErrorCode } from './spells/unknown-spell.js';
export { SPELL_SETS } from './spells/selection.js';
export { LOCALES } from './spells/types.js';
export type {
  Locale, LocaleTag, LevelTexts, SpellNames, SpellTexts, SpellSet, EffectKind, ScoreContext, Points, SpellLevel, SpellDefinition, EffectContext, TakeTriggerContext,
  FitCheck, FitContext,
} from './spells/types.js';
export type { Table } from './state/table.js';
export type {
  EffectStep, SpellStep, EngineStep, StepName, EffectFrame, MateriaFilter, CardRef, DrawStep, DrawUntilStep, RevealStep, OthersDrawStep, TakeStep,
  TakeStoreStep, StoreStep, DiscardStep, SwapAltarStep, SwapFamiliarStep, ClearAltarStep, LowerStep, RaiseStep,
  ModeStep, PhaseActionStep, LearnStep, LearnDiscardsStep, StoreFromDiscardStep, CheckEndStep, DiscardHeldStep, OpponentTakeStep,
  OpponentDrawStep, OpponentPlaceStep, AltarRefillStep, CloseDayStep,
} from './state/steps.js';

export { ENGINE_VERSION } from './state/version.js';

// solo mode
export { OPPONENT_SPACES, REFRESH_SPACES, SOLO_ALTAR, MAX_DIFFICULTY, opponentTrackValue } from './solo/board.js';
export type { Difficulty } from './solo/board.js';
export { scoreOpponent } from './solo/score.js';
export type { OpponentScore, SoloResult } from './solo/score.js';
export { SOLO_CLONE_LEVEL } from './actions/scope.js';

// persistence and views
export { materiaCensus, findInvariantProblem } from './game/invariants.js';
export type { InvariantProblem } from './game/invariants.js';
export { SAVE_FORMAT, SCHEMA_VERSION, serialize, deserialize } from './game/serialize.js';
export { MAX_SAVE_LENGTH, MAX_SEED_LENGTH, MAX_PENDING_FRAMES, MAX_PENDING_STEPS, MAX_SAVE_LIST_LENGTH } from './game/limits.js';
export { playerView, stateFromView } from './game/view.js';
export type { HiddenParts, PlayerView, SeatView } from './game/view.js';

// game records, replay and save migrations
export { recordOf, startRecord, replay, replaySteps, ReplayError } from './records/record.js';
export type { GameRecord, RecordOptions, ReplayOptions, ReplayStep, ReplayErrorCode, StartedRecord } from './records/record.js';
export { FIRST_LOADABLE_SCHEMA, MIGRATIONS, migrateSave } from './game/migrations.js';
export type { Migration } from './game/migrations.js';

// Match: a stateful wrapper for front-ends, with fair-table undo
export { Match } from './match/match.js';
export type {
  MatchStep, MatchChange, MatchListeners, MatchEventName, UndoResult, UndoRefusal, UndoRefusalCode, RedoResult,
  RedoRefusal, RedoRefusalCode,
} from './match/match.js';

// action notation: `P1 take red-circle`, players 1-based
export { formatAction, formatActions, parseAction, parseActions, NotationError, NOTATION_ERROR_CODES } from './notation/index.js';
// the "did you mean" hint of the engine's messages, for tools and front-ends that word their own
export { didYouMean } from './notation/index.js';
export type { NotationErrorCode, ParseOptions } from './notation/index.js';

// display text: English built in; uk, pl, zh-TW from spellbook-engine/locales/<tag>, opt-in; more by registerLocale
export {
  describeAction, describeEvent, describeDecision, describeStep, describeMateria, describePlayer, describeViolation,
} from './locales/describe.js';
export type { DescribeActionOptions } from './locales/describe.js';
export { spellName, spellText } from './locales/spell-words.js';
export { registerLocale, registeredLocales, localeTable, onMissingLocale, LocaleError } from './locales/languages.js';
export type { LocaleErrorCode, MissingLocaleHandler } from './locales/languages.js';
export type {
  LocaleDefinition, LocaleInput, PartialLocaleTable, SpellNameTable, SpellTextTable, SpellTextVariants, SpellRewordings,
} from './locales/definition.js';
export type {
  LocaleTable, ActionParams, EventParams, StepParams, DecisionParams, ActionMessages, EventMessages, StepMessages,
  DecisionMessages, MateriaText, SpellText, PlayerNumber, RuleVariants,
} from './locales/types.js';
