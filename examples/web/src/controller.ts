/**
 * The game loop: one `Match` (the engine's stateful wrapper with history and undo), a bot for
 * every seat but the human's, and a `Snapshot` handed to the page after every change. The bots
 * think in a Web Worker (`botWorkers`), so the page stays responsive while they do.
 *
 * The controller is the only place that holds the full `GameState`. It carries the seed and the
 * generator state, which predict every future draw, so the page never renders it: it renders
 * `playerView(state, HUMAN)`, the decision and the human's legal actions. (Here everything runs
 * in one browser tab, so this is a discipline rather than a security boundary; in a networked
 * front-end the same split is the server/client line, see docs/spells-and-effects.md.)
 */
import {
  Match, currentDecision, playerView, scoreGame,
  type Action, type Decision, type GameRecord, type MatchChange, type MatchStep, type PlayerView, type ScoreSheet,
  type UndoRefusal,
} from 'spellbook-engine';
import type { BotChoice, BotWorkers, BuiltInBots } from 'spellbook-engine/bots';
import { HUMAN, botChoice, gameOptions, type Settings } from './settings';

/** Everything the page may show after a change. */
export interface Snapshot {
  /** What the human's seat sees: everything on the table, nothing that predicts a draw. */
  readonly view: PlayerView;
  /** What the game waits for (it holds no secret: counts, filters and materia on the table). */
  readonly decision: Decision;
  /** The human's legal actions, in the engine's order; empty while someone else decides. */
  readonly legal: readonly Action[];
  /**
   * The score sheet so far (final once the game is over). `scoreGame` needs the state, but
   * its result is open information: every spell level and familiar board is on the table.
   */
  readonly scores: ScoreSheet;
  /** Why the human cannot undo now, or `undefined` when the Undo button works. */
  readonly undoRefusal: UndoRefusal | undefined;
  readonly canRedo: boolean;
  /** The steps played so far (undone ones excluded): the event log is rendered from them. */
  readonly history: readonly MatchStep[];
  /** What caused this snapshot (`null` for the opening one): its events are animated. */
  readonly change: MatchChange | null;
  /** The game record, only once the game is over (before that its seed would predict the draws). */
  readonly record: GameRecord | undefined;
  /** The bot kind of each seat, `null` for the human. */
  readonly seats: readonly (Settings['bots'][number] | null)[];
}

/** Pause before a bot acts, in ms, so a human can follow (0 in fast/test mode). */
const BOT_DELAY = { phase: 650, effect: 500 } as const;

/** What the controller tells the page. */
export interface ControllerListeners {
  /** After every change: what to draw. */
  readonly update: (snapshot: Snapshot) => void;
  /** A bug (the page only offers legal actions), or a bot worker that failed. */
  readonly error: (error: unknown) => void;
  /** The seat whose bot starts thinking, or `null` when it has answered (or was stopped). */
  readonly thinking: (seat: number | null) => void;
}

export class GameController {
  private readonly match: Match;
  private readonly bots: readonly (BotChoice<BuiltInBots> | null)[];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Aborts the bot that is thinking, if any. */
  private thinking: AbortController | undefined;
  private readonly unsubscribe: () => void;
  private disposed = false;

  constructor(
    private readonly settings: Settings,
    private readonly workers: BotWorkers,
    private readonly on: ControllerListeners,
  ) {
    this.match = Match.create(gameOptions(settings));
    this.bots = [null, ...settings.bots.map((kind) => botChoice(kind, settings.playouts))];
    // Every play, undo and redo goes through the match, so one listener keeps the page in sync.
    this.unsubscribe = this.match.on('state', (change) => this.changed(change));
  }

  /** Shows the opening position and lets the bots start if the first Day is theirs. */
  start(): void {
    this.changed(null);
  }

  /** Stops the bots (before starting another game in the same page). */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.thinking?.abort();
    this.unsubscribe();
  }

  /** The current snapshot (for a re-render after a language switch). */
  snapshot(change: MatchChange | null = null): Snapshot {
    const state = this.match.state;
    const decision = currentDecision(state);
    const humanDecides = decision.kind !== 'game-over' && decision.player === HUMAN;
    const over = decision.kind === 'game-over';
    return {
      view: playerView(state, HUMAN),
      decision,
      legal: humanDecides ? this.match.legalActions() : [],
      scores: scoreGame(state),
      // Undo only while the human decides: the match refuses to cross a draw or a bot's move.
      undoRefusal: humanDecides ? this.match.checkUndo(HUMAN) : { code: 'other-player', message: 'not your decision' },
      canRedo: humanDecides && this.match.canRedo(),
      history: this.match.history,
      change,
      record: over ? this.match.record() : undefined,
      seats: [null, ...this.settings.bots],
    };
  }

  /**
   * The human plays one of the listed actions. `expectedStep` guards against a stale click:
   * if the game moved on since the panel was drawn, the engine refuses with `stale-step`.
   */
  play(action: Action, expectedStep: number): void {
    const result = this.match.play(action, { expectedStep });
    if (!result.ok) this.on.error(new Error(`${result.error.code}: ${result.error.message}`));
  }

  undo(): void {
    const result = this.match.undo(HUMAN);
    if (!result.ok) this.on.error(new Error(`${result.error.code}: ${result.error.message}`));
  }

  redo(): void {
    const result = this.match.redo();
    if (!result.ok) this.on.error(new Error(`${result.error.code}: ${result.error.message}`));
  }

  private changed(change: MatchChange | null): void {
    if (this.disposed) return;
    this.on.update(this.snapshot(change));
    this.scheduleBot();
  }

  /** If a bot must decide, let it think (in the worker) after a short pause, then play its answer. */
  private scheduleBot(): void {
    clearTimeout(this.timer);
    const state = this.match.state;
    const decision = currentDecision(state);
    if (decision.kind === 'game-over' || decision.player === HUMAN) return;
    const bot = this.bots[decision.player];
    if (bot === undefined || bot === null) return;
    const seat = decision.player;
    const step = state.step;
    const delay = this.settings.fast ? 0 : decision.kind === 'effect' ? BOT_DELAY.effect : BOT_DELAY.phase;
    this.timer = setTimeout(() => void this.think(seat, step, bot), delay);
  }

  /**
   * Asks the bot worker for the bot's action and plays it. The worker's bot sees what
   * `botAction(state, bot)` shows it (`playerView(state, seat)`, the legal actions, a generator
   * derived from the seed and the step), so it cannot peek at the pouch and it chooses exactly
   * what the same bot would choose on this thread; only now the page keeps running meanwhile.
   */
  private async think(seat: number, step: number, bot: BotChoice<BuiltInBots>): Promise<void> {
    if (this.disposed || this.match.state.step !== step) return;
    const thinking = new AbortController();
    this.thinking = thinking;
    this.on.thinking(seat);
    try {
      const action = await this.workers.botAction({ ...bot, state: this.match.state, signal: thinking.signal });
      this.thinking = undefined;
      if (this.disposed) return;
      this.on.thinking(null);
      // `expectedStep` refuses the answer if the game moved on while the bot thought.
      const result = this.match.play(action, { expectedStep: step });
      if (!result.ok) this.on.error(new Error(`bot ${bot.bot}: ${result.error.code}: ${result.error.message}`));
    } catch (error) {
      // A bot stopped on purpose (a new game, the page going away) is no error.
      if (thinking.signal.aborted) return;
      this.thinking = undefined;
      this.on.thinking(null);
      this.on.error(error);
    }
  }
}
