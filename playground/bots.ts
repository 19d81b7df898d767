/**
 * The bots: the engine's built-in bots in a Web Worker (`botWorkers` on the page, `serveBots`
 * in the worker), so a searching bot never blocks the page. The worker's script is inlined in
 * the page as text and started from a Blob URL: the page stays one file that works from
 * `file://` and any static host.
 *
 * The driver asks the worker for the action of the seat that must decide when that seat is a
 * bot, and plays it, unless the session changed meanwhile (an undo, a load, a click, a new game).
 */
import { currentDecision, type Action } from 'spellbook-engine';
import { botWorkers, type BotWorkers } from 'spellbook-engine/bots';
import workerSource from 'virtual:bot-worker';
import type { SeatControl } from './i18n.js';
import type { Session } from './session.js';

/** Starts the bot workers (one worker, started on the first request). */
export function startBotWorkers(): BotWorkers {
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  return botWorkers(() => new Worker(url));
}

/** What the driver reads from the page and tells it. */
export interface DriverHooks {
  readonly session: () => Session;
  readonly control: (seat: number) => SeatControl;
  readonly enabled: () => boolean;
  readonly delayMs: () => number;
  /** The seat whose bot is thinking now, or `null`. */
  readonly thinking: (seat: number | null) => void;
  readonly played: (action: Action) => void;
  readonly failed: (error: unknown) => void;
}

/**
 * Plays the bots' seats, one request at a time: `poke()` after every change, `cancel()` before
 * replacing the game.
 */
export class BotDriver {
  private busy: { readonly version: number; readonly controller: AbortController } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly workers: BotWorkers, private readonly hooks: DriverHooks) {}

  /** Called after every change: starts the next bot move when a bot must decide and bots play. */
  poke(): void {
    const session = this.hooks.session();
    if (this.busy !== undefined && this.busy.version === session.version) return;
    this.cancel();
    if (!this.hooks.enabled() || !session.live) return;
    const decision = currentDecision(session.state);
    if (decision.kind === 'game-over') return;
    const control = this.hooks.control(decision.player);
    if (control === 'human') return;
    const version = session.version;
    this.timer = setTimeout(() => this.ask(decision.player, control, version), Math.max(0, this.hooks.delayMs()));
  }

  /** One move by the bot of the seat that must decide (or the greedy bot for a human seat), whether bots play or not. */
  once(): void {
    const session = this.hooks.session();
    this.cancel();
    const decision = currentDecision(session.state);
    if (decision.kind === 'game-over') return;
    const control = this.hooks.control(decision.player);
    this.ask(decision.player, control === 'human' ? 'greedy' : control, session.version);
  }

  /** Drops the move being thought about or waited for. */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.busy !== undefined) {
      this.busy.controller.abort();
      this.busy = undefined;
      this.hooks.thinking(null);
    }
  }

  private ask(seat: number, bot: Exclude<SeatControl, 'human'>, version: number): void {
    this.timer = undefined;
    const session = this.hooks.session();
    if (session.version !== version) return;
    const controller = new AbortController();
    const mine = { version, controller };
    this.busy = mine;
    this.hooks.thinking(seat);
    this.workers.botAction({ state: session.state, bot, signal: controller.signal }).then(
      (action) => {
        if (this.busy !== mine) return;
        this.busy = undefined;
        this.hooks.thinking(null);
        const now = this.hooks.session();
        // Only if nothing changed while the bot thought: else the answer is for another position.
        if (now.version === version) this.hooks.played(action);
      },
      (error: unknown) => {
        if (this.busy !== mine) return;
        this.busy = undefined;
        this.hooks.thinking(null);
        this.hooks.failed(error);
      },
    );
  }
}
