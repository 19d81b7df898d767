/**
 * Exchange: export the save, the record and the notation of the step looked at; load a pasted or
 * opened save (`deserialize`) or `GameRecord` (`replay`), with the engine's `LoadError` or
 * `ReplayError` shown as it is (name, code, JSON path, message); and the shareable link.
 */
import { LoadError, ReplayError } from 'spellbook-engine';
import { byId } from './dom.js';
import type { UiText } from './i18n.js';
import { fragmentOf } from './link.js';
import { Session } from './session.js';

/** What the panel reads from the page and tells it. */
export interface ExchangeHooks {
  readonly session: () => Session;
  readonly ui: () => UiText;
  /** A session loaded from a save or a record replaces the page's. */
  readonly load: (session: Session) => void;
}

function text(): HTMLTextAreaElement {
  return byId<HTMLTextAreaElement>('exchange-text');
}

/** Shows a result line (`error` false) or an error (`error` true, with its code for tests). */
export function say(message: string, error = false, code = ''): void {
  const ok = byId('exchange-status');
  const bad = byId('exchange-error');
  ok.textContent = error ? '' : message;
  bad.textContent = error ? message : '';
  bad.hidden = !error;
  bad.dataset['code'] = code;
}

/** The engine's error as a developer wants to read it: its class, code and message (with the JSON path). */
export function errorText(e: unknown): { readonly text: string; readonly code: string } {
  if (e instanceof LoadError || e instanceof ReplayError) return { text: `${e.name} ${e.code}: ${e.message}`, code: e.code };
  if (e instanceof Error) return { text: `${e.name}: ${e.message}`, code: '' };
  return { text: String(e), code: '' };
}

/** Wires the panel's buttons. */
export function wireExchange(hooks: ExchangeHooks): void {
  const on = (id: string, fn: () => void | Promise<void>): void => {
    byId(id).addEventListener('click', () => {
      void Promise.resolve().then(fn).catch((e: unknown) => {
        const { text: message, code } = errorText(e);
        say(message, true, code);
      });
    });
  };
  on('export-save', () => {
    text().value = hooks.session().save();
    say('');
  });
  on('export-record', () => {
    const record = hooks.session().record();
    if (record === undefined) say(hooks.ui().noRecord, true);
    else {
      text().value = JSON.stringify(record, null, 2);
      say('');
    }
  });
  on('export-notation', () => {
    text().value = hooks.session().notation();
    say('');
  });
  on('share', async () => {
    const session = hooks.session();
    const record = session.lineRecord();
    if (record === undefined) {
      say(hooks.ui().noRecord, true);
      return;
    }
    // The whole line, and the step looked at unless it is the last: the link opens where the page is.
    const url = `${location.href.split('#')[0]}#${await fragmentOf(record, session.live ? undefined : session.at)}`;
    const link = byId<HTMLInputElement>('share-link');
    link.value = url;
    link.hidden = false;
    say(hooks.ui().linkReady);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
  });
  on('load-save', () => {
    hooks.load(Session.fromSave(text().value));
    say(hooks.ui().loadedSave);
  });
  on('load-record', () => {
    let record: unknown;
    try {
      record = JSON.parse(text().value);
    } catch (e) {
      // Not JSON at all: said the way replay would say a record that is not one.
      throw new ReplayError('invalid-record', '$', `not JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
    const session = Session.fromRecord(record);
    hooks.load(session);
    say(hooks.ui().loadedRecord(session.last));
  });
  const file = byId<HTMLInputElement>('open-file');
  on('open-file-button', () => file.click());
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    if (chosen === undefined) return;
    void chosen.text().then((t) => { text().value = t; });
    file.value = '';
  });
}
