/**
 * The playground: one page to play, inspect and replay any position of the engine.
 *
 * The page keeps one {@link Session} (a `Match` and the timeline of its line) and re-renders the
 * panels from it after every change: the table, the decision and its legal actions, the event
 * log, the state and a seat's `playerView` as JSON, and the history slider. Bots play their
 * seats in a Web Worker. Everything the page shows about the game is the engine's own words, in
 * the language chosen; the page's chrome is translated in i18n.ts.
 */
import { ENGINE_VERSION, LOCALES, describePlayer, describeViolation, type Action, type Locale } from 'spellbook-engine';
import { BotDriver, startBotWorkers } from './bots.js';
import { byId, fill, h } from './dom.js';
import { errorText, say, wireExchange } from './exchange.js';
import { PAGE_LOCALES, UI, type UiText } from './i18n.js';
import { stateJson, viewJson } from './inspector.js';
import { LinkError, readFragment } from './link.js';
import { renderLog } from './log.js';
import { renderDecision } from './decision.js';
import { Session } from './session.js';
import { controlOf, labelSetup, readSetup, setPlayers, showSeats } from './setup.js';
import { renderTable } from './table.js';

/** The game the page opens with when the link holds none: a person against the greedy bot. */
const FIRST_GAME = { players: 2, seed: 'playground', spells: 'set1', rules: 'printed' } as const;

let locale: Locale = pickLocale();
let session = Session.create(FIRST_GAME);
let thinking: number | null = null;
/** The seat whose playerView is shown; null is the spectator. */
let viewSeat: number | null = 0;
let notice = '';

function ui(): UiText {
  return UI[locale];
}

/** Whether "Bots play" is ticked: a load, a link or a new game keeps it as it is. */
function botsOn(): boolean {
  return byId<HTMLInputElement>('bots-play').checked;
}

/** Whether the inspectors show the state raw (counts as arrays of 21) or with the counts labelled. */
function raw(): boolean {
  return byId<HTMLInputElement>('raw-json').checked;
}

function pickLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('lang') ?? navigator.language;
  return (LOCALES as readonly string[]).includes(asked) ? (asked as Locale)
    : PAGE_LOCALES.find((l) => asked.toLowerCase().startsWith(l.slice(0, 2).toLowerCase())) ?? 'en';
}

const driver = new BotDriver(startBotWorkers(), {
  session: () => session,
  control: controlOf,
  enabled: botsOn,
  delayMs: () => Number(byId<HTMLInputElement>('delay').value) || 0,
  thinking: (seat) => {
    thinking = seat;
    showThinking();
  },
  played: (action) => play(action),
  failed: (error) => {
    notice = errorText(error).text;
    byId<HTMLInputElement>('bots-play').checked = false;
    render();
  },
});

function play(action: Action): void {
  const r = session.play(action);
  notice = r.ok ? '' : describeViolation(r.error, locale, session.state.rules);
  render();
}

function replaceSession(next: Session): void {
  driver.cancel();
  session = next;
  setPlayers(next.stateAt(0).players.length);
  notice = '';
  render();
}

function showThinking(): void {
  byId('thinking').textContent = thinking === null ? '' : ui().thinking(describePlayer(thinking, locale));
}

/** Puts the page's words in the chosen language (the game's words come with each render). */
function label(): void {
  document.documentElement.lang = locale;
  const words = ui() as unknown as Readonly<Record<string, unknown>>;
  document.querySelectorAll<HTMLElement>('[data-i18n]').forEach((el) => {
    const word = words[el.dataset['i18n'] ?? ''];
    if (typeof word === 'string') el.textContent = word;
  });
  byId<HTMLTextAreaElement>('exchange-text').placeholder = ui().pasteHere;
  labelSetup(ui());
}

function render(): void {
  const state = session.state;
  const c = { locale, ui: ui(), control: controlOf };
  fill(byId('table'), renderTable(state, c));
  fill(byId('decision'), renderDecision(state, { ...c, live: session.live, botsOn: botsOn(), play }));
  fill(byId('log'), renderLog(session.history, session.at, locale, (i) => { session.view(i); render(); }));
  keepInSight(byId('log'), byId('log').querySelector<HTMLElement>('.current'));
  byId('state-json').textContent = stateJson(state, raw());
  const seats = byId<HTMLSelectElement>('view-seat');
  fill(seats, h('option', { value: '' }, ui().spectator),
    state.players.map((_, seat) => h('option', { value: String(seat) }, describePlayer(seat, locale))));
  if (viewSeat !== null && viewSeat >= state.players.length) viewSeat = 0;
  seats.value = viewSeat === null ? '' : String(viewSeat);
  byId('view-json').textContent = viewJson(state, viewSeat, raw());
  const slider = byId<HTMLInputElement>('slider');
  slider.max = String(session.last);
  slider.value = String(session.at);
  byId('step-label').textContent = ui().step(session.at, session.last);
  byId<HTMLButtonElement>('redo').disabled = !session.canRedo();
  byId('notice').textContent = notice;
  byId('version').textContent = ENGINE_VERSION;
  showThinking();
  driver.poke();
}

/** Scrolls the box (not the page) so that `el`, the step looked at, shows. */
function keepInSight(box: HTMLElement, el: HTMLElement | null): void {
  if (el === null) return;
  const top = el.offsetTop;
  if (top < box.scrollTop || top + el.offsetHeight > box.scrollTop + box.clientHeight) {
    box.scrollTop = Math.max(0, top + el.offsetHeight - box.clientHeight);
  }
}

function wire(): void {
  const localeMenu = byId<HTMLSelectElement>('locale');
  fill(localeMenu, PAGE_LOCALES.map((l) => h('option', { value: l }, l)));
  localeMenu.value = locale;
  localeMenu.addEventListener('change', () => {
    locale = localeMenu.value as Locale;
    label();
    render();
  });
  byId('players').addEventListener('change', showSeats);
  byId('spells').addEventListener('change', showSeats);
  byId('seats').addEventListener('change', () => render());
  byId<HTMLFormElement>('setup').addEventListener('submit', (e) => {
    e.preventDefault();
    const error = byId('setup-error');
    try {
      replaceSession(Session.create(readSetup().options));
      error.hidden = true;
    } catch (err) {
      error.textContent = errorText(err).text;
      error.hidden = false;
    }
  });
  byId<HTMLInputElement>('slider').addEventListener('input', (e) => {
    session.view(Number((e.target as HTMLInputElement).value));
    render();
  });
  byId('live').addEventListener('click', () => {
    session.view(session.last);
    render();
  });
  byId('undo').addEventListener('click', () => {
    // Bots would answer an undone move at once: they pause until asked again.
    byId<HTMLInputElement>('bots-play').checked = false;
    driver.cancel();
    const r = session.undo((seat) => controlOf(seat) === 'human');
    notice = r.ok ? '' : ui().undoRefused[r.error.code];
    render();
  });
  byId('redo').addEventListener('click', () => {
    const r = session.redo();
    notice = r.ok ? '' : ui().undoRefused[r.error.code];
    render();
  });
  byId('bots-play').addEventListener('change', () => render());
  byId('raw-json').addEventListener('change', () => render());
  byId('bot-move').addEventListener('click', () => driver.once());
  byId('view-seat').addEventListener('change', (e) => {
    const v = (e.target as HTMLSelectElement).value;
    viewSeat = v === '' ? null : Number(v);
    byId('view-json').textContent = viewJson(session.state, viewSeat, raw());
  });
  wireExchange({
    session: () => session,
    ui,
    // "Bots play" stays as the user set it: a loaded game whose turn is a bot's goes on at once when it is ticked.
    load: replaceSession,
  });
  window.addEventListener('hashchange', () => void openFragment());
}

/** Opens the game a shared link carries (`#record=...`), if any. */
async function openFragment(): Promise<void> {
  if (location.hash.length <= 1) return;
  try {
    const shared = await readFragment(location.hash);
    if (shared === undefined) return;
    const next = Session.fromRecord(shared.record);
    if (shared.step !== undefined) next.view(shared.step);
    replaceSession(next);
  } catch (e) {
    // Said in words: what is wrong with the link and what to do, never a stream's or decoder's own error.
    const { text, code } = errorText(e);
    const why = e instanceof LinkError ? ui().linkProblem[e.code] : `${ui().linkProblem['not-a-game']} ${text}`;
    notice = `${ui().badLink}: ${why}`;
    say(notice, true, e instanceof LinkError ? e.code : code);
    render();
  }
}

wire();
label();
render();
void openFragment();
