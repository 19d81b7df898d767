// What the playground's browser tests share: building the page, reading it, waiting on it.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import type { GameState } from 'spellbook-engine';
import { expect } from 'vitest';
import { SCREENSHOTS } from '../test-support/browser';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The repository's root. */
export const ROOT = join(HERE, '..', '..');

/**
 * Builds the page as `npm run build` does (esbuild, from the engine's sources: a second or two),
 * to `out` (a path of its own per test file, so that two files never write one page at once).
 */
export function buildPlayground(out: string): void {
  execFileSync(join(HERE, '..', 'node_modules', '.bin', 'tsx'), ['scripts/build-playground.ts', '--out', out], { cwd: ROOT, stdio: 'pipe' });
}

/** Collects page errors and console errors of `p` into `errors`. */
export function watch(p: Page, errors: string[]): void {
  p.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  p.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
}

/** The element of the page with this `data-testid`. */
export const byTest = (p: Page, id: string): Locator => p.locator(`[data-testid="${id}"]`);
/** An element's text ('' for none). */
export const textOf = async (l: Locator): Promise<string> => (await l.textContent()) ?? '';

/** Waits until `read` gives `want` (the page updates after clicks and bot moves). */
export async function until<T>(read: () => Promise<T>, want: T, timeout = 10_000): Promise<void> {
  await expect.poll(read, { timeout }).toEqual(want);
}

/** The step of the state shown. */
export const step = async (p: Page): Promise<number> => Number(await byTest(p, 'table').getAttribute('data-step'));

/** Ticks or unticks the inspectors' "raw" toggle. */
export async function setRaw(p: Page, raw: boolean): Promise<void> {
  const toggle = byTest(p, 'raw-json');
  if ((await toggle.isChecked()) !== raw) await toggle.setChecked(raw);
}

/** The state the inspector shows, raw (counts as arrays of 21): the engine's state exactly. */
export async function stateOnPage(p: Page): Promise<GameState> {
  await setRaw(p, true);
  return JSON.parse(await byTest(p, 'state-json').textContent() ?? 'null') as GameState;
}

/** What the exchange panel's button writes into its text box. */
export async function exported(p: Page, what: 'export-save' | 'export-record' | 'export-notation'): Promise<string> {
  await byTest(p, 'exchange-text').fill('');
  await byTest(p, what).click();
  await expect.poll(() => byTest(p, 'exchange-text').inputValue()).not.toBe('');
  return byTest(p, 'exchange-text').inputValue();
}

/** Pastes `text` into the exchange panel and loads it as a save or a record. */
export async function paste(p: Page, text: string, button: 'load-save' | 'load-record'): Promise<void> {
  await byTest(p, 'exchange-text').fill(text);
  await byTest(p, button).click();
}

/** Waits until the game shown is over. */
export async function waitForGameOver(p: Page, timeout = 90_000): Promise<void> {
  await until(() => byTest(p, 'decision').getAttribute('data-kind'), 'game-over', timeout);
}

/** What the new-game form is set to before Start. */
export interface NewGame {
  readonly players: string;
  readonly spells?: string;
  readonly ids?: string;
  readonly seed: string;
  readonly rules: string;
  readonly controls: readonly string[];
  readonly difficulty?: string;
}

/** Fills the new-game form and presses Start. */
export async function startGame(p: Page, setup: NewGame): Promise<void> {
  await byTest(p, 'players').selectOption(setup.players);
  await byTest(p, 'spells').selectOption(setup.spells ?? 'set1');
  if (setup.ids !== undefined) await byTest(p, 'spell-ids').fill(setup.ids);
  await byTest(p, 'seed').fill(setup.seed);
  await byTest(p, 'rules').selectOption(setup.rules);
  if (setup.difficulty !== undefined) await byTest(p, 'difficulty').selectOption(setup.difficulty);
  for (const [seat, control] of setup.controls.entries()) await byTest(p, `control-${seat}`).selectOption(control);
  await byTest(p, 'start').click();
}

/** Saves a screenshot of the page's top (what a user sees first) to the ignored examples/.screenshots/. */
export async function screenshot(p: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, name);
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path, fullPage: false });
  return path;
}
