/**
 * The event log, rendered from `Match.history`: one entry per step (the action, by
 * `describeAction`), with the events it caused (one line each, by `describeEvent`).
 *
 * Events carry ids and numbers only, so the log is re-described in another language at any
 * time. Updates are incremental: steps are `MatchStep` objects that the match keeps, so the
 * log compares them by identity, keeps the common prefix, drops what was undone and appends
 * the rest.
 */
import { describeAction, describeEvent, type Locale, type MatchStep } from 'spellbook-engine';
import { h } from './dom';

export class EventLog {
  readonly element: HTMLOListElement;
  private rendered: MatchStep[] = [];
  private locale: Locale | null = null;
  private scrollPending = false;

  constructor() {
    this.element = h('ol', { class: 'log', 'data-testid': 'log', 'aria-live': 'polite' });
  }

  update(history: readonly MatchStep[], locale: Locale): void {
    let keep = 0;
    if (locale === this.locale) {
      while (keep < this.rendered.length && keep < history.length && this.rendered[keep] === history[keep]) keep++;
    }
    while (this.element.children.length > keep) this.element.lastElementChild?.remove();
    this.rendered = this.rendered.slice(0, keep);
    for (const step of history.slice(keep)) {
      this.element.appendChild(this.entry(step, locale));
      this.rendered.push(step);
    }
    this.locale = locale;
    this.element.dataset['count'] = String(this.rendered.length);
    // Follow the game: keep the newest entry in view. Reading scrollHeight forces a layout, so
    // it waits for the next frame, when the browser lays the page out anyway.
    if (this.scrollPending) return;
    this.scrollPending = true;
    requestAnimationFrame(() => {
      this.scrollPending = false;
      this.element.scrollTop = this.element.scrollHeight;
    });
  }

  private entry(step: MatchStep, locale: Locale): HTMLElement {
    return h('li', { class: `log-step seat-border-${step.action.player}`, 'data-testid': 'log-step', 'data-step': step.step },
      h('div', { class: 'log-action' }, describeAction(step.action, locale)),
      step.events.length === 0 ? null : h('ul', {}, step.events.map((e) => h('li', { 'data-testid': 'log-event', 'data-type': e.type }, describeEvent(e, locale)))));
  }
}
