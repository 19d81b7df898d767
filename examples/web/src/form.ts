/**
 * The new-game form: a `<dialog>` holding a plain GET form. Submitting it loads the page with
 * the chosen settings in the query string (see settings.ts), so a game is a URL.
 */
import { LOCALES, describePlayer, type Locale } from 'spellbook-engine';
import { h } from './dom';
import { UI } from './i18n';
import { BOT_KINDS, DEFAULT_PLAYOUTS, SELECTIONS, type Settings } from './settings';

/** The names of the languages, each in itself. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', uk: 'Українська', pl: 'Polski', 'zh-TW': '繁體中文' };

/** A `<select>` of the four languages (the form's and the header's live switch). */
export function languageSelect(name: string, current: Locale, testid: string): HTMLSelectElement {
  return h('select', { name, 'data-testid': testid },
    LOCALES.map((l) => h('option', { value: l, selected: l === current }, LANGUAGE_NAMES[l])));
}

function field(label: string, control: HTMLElement, extra: Record<string, string> = {}): HTMLElement {
  return h('label', { class: 'field', ...extra }, h('span', {}, label), control);
}

/** The dialog with the form, prefilled with the current settings. */
export function newGameDialog(settings: Settings, locale: Locale): HTMLDialogElement {
  const ui = UI[locale];
  const players = h('select', { name: 'players', 'data-testid': 'form-players' },
    [2, 3, 4].map((n) => h('option', { value: n, selected: n === settings.players }, n)));
  // One opponent select per possible seat; the ones beyond the player count are disabled, so
  // they are neither shown nor submitted.
  const botFields = [1, 2, 3].map((seat) => field(describePlayer(seat, locale),
    h('select', { name: `bot${seat}` },
      BOT_KINDS.map((k) => h('option', { value: k, selected: (settings.bots[seat - 1] ?? 'greedy') === k }, ui.bots[k]))),
    { 'data-seat': String(seat) }));
  const syncSeats = (): void => {
    const n = Number(players.value);
    botFields.forEach((f, i) => {
      f.hidden = i + 1 >= n;
      const select = f.querySelector('select');
      if (select !== null) select.disabled = i + 1 >= n;
    });
  };
  players.addEventListener('change', syncSeats);
  syncSeats();
  const cancel = h('button', { type: 'button', value: 'cancel' }, ui.cancel);
  const form = h('form', { method: 'get', class: 'new-game' },
    h('h2', {}, ui.newGame),
    field(ui.players, players),
    field(ui.spells, h('select', { name: 'spells' }, SELECTIONS.map((s) => h('option', { value: s, selected: s === settings.spells }, ui.selections[s])))),
    field(ui.seed, h('input', { name: 'seed', value: '', placeholder: ui.randomSeed, maxlength: 64, autocomplete: 'off' })),
    field(ui.language, languageSelect('lang', locale, 'form-lang')),
    h('fieldset', {}, botFields),
    settings.fast ? h('input', { type: 'hidden', name: 'fast', value: '1' }) : null,
    settings.playouts !== DEFAULT_PLAYOUTS ? h('input', { type: 'hidden', name: 'playouts', value: settings.playouts }) : null,
    h('div', { class: 'buttons' }, cancel, h('button', { type: 'submit', class: 'primary' }, ui.start)));
  const dialog = h('dialog', { 'data-testid': 'new-game' }, form);
  cancel.addEventListener('click', () => dialog.close());
  return dialog;
}
