/**
 * The event log: one entry per step of the line, its action (notation and `describeAction`)
 * and the events it produced (`describeEvent`). Steps after the one looked at are dimmed; a
 * click on an entry looks at the state after it. Entries are kept per step and locale, so a
 * long game re-renders cheaply.
 */
import { describeAction, describeEvent, formatAction, type Locale, type MatchStep } from 'spellbook-engine';
import { h } from './dom.js';

const drawn = new WeakMap<MatchStep, { readonly locale: Locale; readonly el: HTMLElement }>();

function entry(step: MatchStep, index: number, locale: Locale, goTo: (i: number) => void): HTMLElement {
  const kept = drawn.get(step);
  if (kept !== undefined && kept.locale === locale && kept.el.dataset['index'] === String(index)) return kept.el;
  const el = h('li', { class: 'entry', 'data-index': index, 'data-step': index + 1 },
    h('button', { type: 'button', class: 'link' }, h('span', { class: 'n' }, `${index + 1}.`), ' ', h('code', {}, formatAction(step.action)), ' ',
      describeAction(step.action, locale)),
    h('ul', { class: 'events' }, step.events.map((e) => h('li', { 'data-event': e.type }, describeEvent(e, locale)))));
  el.querySelector('button')?.addEventListener('click', () => goTo(index + 1));
  drawn.set(step, { locale, el });
  return el;
}

/** The log of `steps`; `at` is the step looked at (entries at or after it are dimmed). */
export function renderLog(steps: readonly MatchStep[], at: number, locale: Locale, goTo: (i: number) => void): HTMLElement {
  const items = steps.map((s, i) => {
    const el = entry(s, i, locale, goTo);
    el.classList.toggle('future', i >= at);
    el.classList.toggle('current', i === at - 1);
    return el;
  });
  return h('ol', { class: 'log', 'data-testid': 'log' }, items);
}
