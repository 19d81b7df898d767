/**
 * The page: reads the settings from the URL, starts a `GameController`, and redraws the table,
 * the decision panel and the log from each `Snapshot` it sends.
 *
 * Layout: spells of the game on the left, the altar and the seats in the middle, the decision
 * panel and the event log on the right.
 */
import './styles.css';
import { describeAction, type Locale } from 'spellbook-engine';
import { botWorkers, type BotWorkers } from 'spellbook-engine/bots';
import { animateEvents } from './animate';
import { GameController, type Snapshot } from './controller';
import { renderDecision, renderFinal, tableTargets } from './decision';
import { h } from './dom';
import { languageSelect, newGameDialog } from './form';
import { UI } from './i18n';
import { EventLog } from './log';
import { preferredLocale, randomSeed, readSettings, settingsToParams, type Settings } from './settings';
import { renderAltar, renderSeat, renderSpells, renderStatus } from './table';

class App {
  private locale: Locale;
  private snap: Snapshot | null = null;
  /** The seat whose bot is thinking (in the bot worker), or `null`. */
  private thinking: number | null = null;
  private readonly controller: GameController;
  private readonly log = new EventLog();
  private readonly title = h('h1', {});
  private readonly status = h('div', { class: 'status-box' });
  private readonly spells = h('aside', { class: 'col-spells' });
  private readonly table = h('div', { class: 'table', 'data-testid': 'table' });
  private readonly decision = h('div', { class: 'decision-box' });
  private readonly logTitle = h('h2', {});
  private readonly errors = h('div', { class: 'errors', 'data-testid': 'errors', role: 'alert' });
  private readonly language: HTMLSelectElement;
  private readonly newGameButton = h('button', { type: 'button', class: 'small-button', 'data-testid': 'open-new-game' });

  constructor(private readonly root: HTMLElement, private readonly settings: Settings, workers: BotWorkers) {
    this.locale = settings.locale;
    this.language = languageSelect('lang', this.locale, 'language');
    root.replaceChildren(
      h('header', { class: 'topbar' },
        this.title,
        this.status,
        // No seed on the page: with the actions it predicts every draw. (It is in the URL, which
        // makes a game reproducible; a networked game would keep it on the server.)
        h('div', { class: 'topbar-tools' },
          this.language,
          this.newGameButton)),
      this.errors,
      h('main', { class: 'layout' },
        this.spells,
        h('section', { class: 'col-table' },
          this.table,
          h('section', { class: 'panel log-panel' }, this.logTitle, this.log.element)),
        h('aside', { class: 'col-side' }, this.decision)),
    );

    // Event delegation: the panels are redrawn on every change, their containers stay.
    this.decision.addEventListener('click', (e) => this.onDecisionClick(e));
    this.table.addEventListener('click', (e) => {
      const button = (e.target as Element).closest<HTMLElement>('[data-action-index]');
      if (button !== null) this.playIndex(Number(button.dataset['actionIndex']));
    });
    // The language switches live: the state and the events hold ids only, so everything is
    // simply described again in the new locale.
    this.language.addEventListener('change', () => {
      this.locale = this.language.value as Locale;
      const params = new URLSearchParams(location.search);
      params.set('lang', this.locale);
      history.replaceState(null, '', `?${params.toString()}`);
      if (this.snap !== null) this.render(this.controller.snapshot(), null);
    });
    this.newGameButton.addEventListener('click', () => this.openNewGame());

    this.controller = new GameController(settings, workers, {
      update: (snap) => this.onUpdate(snap),
      error: (error) => this.showError(error),
      thinking: (seat) => {
        this.thinking = seat;
        this.showThinking();
      },
    });
    this.controller.start();
  }

  private onUpdate(snap: Snapshot): void {
    const ui = UI[this.locale];
    const change = snap.change;
    const notice = change === null || change.cause === 'play'
      ? null
      : (change.cause === 'undo' ? ui.undone : ui.redone)(describeAction(change.entry.action, this.locale));
    this.render(snap, notice);
    // Animate what the step did: the table was just redrawn, so the touched elements are new.
    if (change !== null && change.cause === 'play') animateEvents(document, change.entry.events);
  }

  private render(snap: Snapshot, notice: string | null): void {
    this.snap = snap;
    const locale = this.locale;
    const ui = UI[locale];
    document.documentElement.lang = locale;
    document.title = `${ui.title} · spellbook-engine`;
    this.title.textContent = ui.title;
    this.newGameButton.textContent = ui.newGame;
    this.logTitle.textContent = ui.log;
    this.status.replaceChildren(renderStatus(snap, locale));
    this.spells.replaceChildren(renderSpells(snap, locale));
    const targets = tableTargets(snap.decision, snap.legal);
    this.table.replaceChildren(renderAltar(snap, locale, targets), ...snap.view.players.map((_, seat) => renderSeat(snap, seat, locale, targets)));
    this.decision.replaceChildren(snap.decision.kind === 'game-over' ? renderFinal(snap, locale) : renderDecision(snap, locale, notice));
    this.log.update(snap.history, locale);
    this.showThinking();
  }

  /**
   * Marks the thinking bot's seat busy (its "deciding" dot pulses faster) and the app with
   * `data-thinking="<seat>"`. The page goes on drawing and answering clicks meanwhile: the bot
   * thinks in the bot worker.
   */
  private showThinking(): void {
    if (this.thinking === null) delete this.root.dataset['thinking'];
    else this.root.dataset['thinking'] = String(this.thinking);
    for (const seat of this.table.querySelectorAll<HTMLElement>('[data-testid^="seat-"]')) {
      seat.setAttribute('aria-busy', String(seat.dataset['testid'] === `seat-${String(this.thinking)}`));
    }
  }

  private onDecisionClick(e: Event): void {
    const target = (e.target as Element).closest<HTMLButtonElement>('button');
    if (target === null || target.disabled) return;
    const testid = target.dataset['testid'];
    if (testid === 'action') this.playIndex(Number(target.dataset['index']));
    else if (testid === 'undo') this.controller.undo();
    else if (testid === 'redo') this.controller.redo();
    else if (testid === 'play-again') this.openNewGame();
  }

  /** Plays the legal action at `index` of the list the panel was drawn from. */
  private playIndex(index: number): void {
    const snap = this.snap;
    const action = snap?.legal[index];
    if (snap === null || action === undefined) return;
    this.controller.play(action, snap.view.step);
  }

  private openNewGame(): void {
    const dialog = newGameDialog(this.settings, this.locale);
    dialog.addEventListener('close', () => dialog.remove());
    document.body.appendChild(dialog);
    dialog.showModal();
  }

  private showError(error: unknown): void {
    // Loud on purpose: an error here is a bug (the panel only offers legal actions), and the
    // end-to-end test fails on console errors.
    console.error(error);
    this.errors.appendChild(h('p', {}, error instanceof Error ? error.message : String(error)));
  }
}

const settings = readSettings(new URLSearchParams(location.search), {
  seed: () => randomSeed(Math.random),
  locale: preferredLocale(navigator.languages),
});
// Write the effective settings back into the URL: reloading replays the same deal and bots.
history.replaceState(null, '', `?${settingsToParams(settings).toString()}`);
const root = document.getElementById('app');
if (root === null) throw new Error('index.html has no #app element');
// The bots think in a Web Worker (src/bot-worker.ts), started on the first bot's turn and kept
// for the next ones. Vite sees `new Worker(new URL(…, import.meta.url))` and bundles the script.
const workers = botWorkers(() => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }));
new App(root, settings, workers);
