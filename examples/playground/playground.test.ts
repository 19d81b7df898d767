/**
 * The playground page (dist/playground.html) in headless Chromium, opened through `file://` as a
 * user who installed the package would open it: no server.
 *
 * It builds the page first (scripts/build-playground.ts, as `npm run build` does), then: plays a
 * whole game by clicking the legal actions against the greedy bot in the page's worker (each bot
 * move must be the one `botAction` chooses in Node), undoes and redoes, switches the four
 * languages, travels to a middle step (the page must show exactly `replay(record, { to })`; a
 * click there starts a new line from it),
 * exports and pastes back a save and a record (each round-trips), checks that a bad save and a
 * bad record show their `LoadError`/`ReplayError`, opens a shared link, and plays two games by
 * bots alone (solo, and three seats with the search bot). No page error, no console error.
 *
 * Needs Debian's Chromium at /usr/bin/chromium. Without it the test is skipped with a message,
 * except in CI (process.env.CI set), where it must run and so fails.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import {
  LoadError, ReplayError, createGame, currentDecision, deserialize, describeDecision, formatAction, legalActions, registerLocale, replay,
  replaySteps, scoreGame, serialize,
  type GameRecord, type Locale,
} from 'spellbook-engine';
import { botAction, greedyBot } from 'spellbook-engine/bots';
import { pl } from 'spellbook-engine/locales/pl';
import { uk } from 'spellbook-engine/locales/uk';
import { zhTW } from 'spellbook-engine/locales/zh-TW';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, haveChromium, launchChromium } from '../test-support/browser';
import {
  ROOT, buildPlayground, byTest, exported, paste, screenshot, startGame, stateOnPage, step, textOf, until, waitForGameOver, watch as watchInto,
} from './page-kit';

// The expected texts are the engine's own, in the page's languages (registered as the page does).
for (const language of [uk, pl, zhTW]) registerLocale(language);

const PAGE = join(ROOT, 'dist', 'playground.html');
const PAGE_URL = pathToFileURL(PAGE).href;
const skip = !haveChromium && !process.env.CI;
if (skip) {
  console.warn(`[examples/playground] SKIPPED: ${CHROMIUM} not found. Install Debian's chromium package to run the browser test `
    + '(in CI, with CI set, this test runs and fails instead).');
}

/** The page's title in each language: the chrome is translated too. */
const TITLES: Readonly<Record<Locale, string>> = {
  en: 'SpellBook playground', uk: 'Пісочниця «Книги заклять»', pl: 'Piaskownica „Księgi zaklęć”', 'zh-TW': '魔法秘笈 試玩台',
};

/** A seeded generator for the clicks (mulberry32). */
function chooser(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let browser: Browser;
let page: Page;
const errors: string[] = [];
const watch = (p: Page): void => watchInto(p, errors);

describe.skipIf(skip)('the playground page, from file://', () => {
  beforeAll(async () => {
    // The page as `npm run build` writes it, where `npm run build` writes it.
    buildPlayground(PAGE);
    expect(existsSync(PAGE)).toBe(true);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    watch(page);
    await page.goto(PAGE_URL);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  let record: GameRecord;

  test('it opens with a game: the decision and the legal actions are the engine\'s', async () => {
    await until(() => textOf(page.locator('h1')), TITLES.en);
    // The page opens a new game with these options, as createGame deals it under today's rules.
    const start = createGame({ players: 2, seed: 'playground', spells: 'set1', rules: 'printed' });
    await until(() => textOf(byTest(page, 'decision')), describeDecision(currentDecision(start), 'en', start.rules));
    await until(() => byTest(page, 'actions').locator('button').count(), legalActions(start).length);
    expect(await stateOnPage(page)).toEqual(start);
  });

  test('the chrome and the game text switch between the four languages', async () => {
    const state = await stateOnPage(page);
    for (const locale of ['uk', 'pl', 'zh-TW', 'en'] as const) {
      await byTest(page, 'locale').selectOption(locale);
      await until(() => textOf(page.locator('h1')), TITLES[locale]);
      await until(() => textOf(byTest(page, 'decision')), describeDecision(currentDecision(state), locale, state.rules));
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    }
  });

  test('a click plays, undo takes it back, redo plays it again', async () => {
    await byTest(page, 'bots-play').uncheck();
    const take = byTest(page, 'actions').locator('button.a-take').first();
    await take.click();
    await expect.poll(() => step(page)).toBe(1);
    await byTest(page, 'undo').click();
    await expect.poll(() => step(page)).toBe(0);
    expect(await byTest(page, 'redo').isEnabled()).toBe(true);
    await byTest(page, 'redo').click();
    await expect.poll(() => step(page)).toBe(1);
    await byTest(page, 'undo').click();
    await expect.poll(() => step(page)).toBe(0);
  });

  test('a whole game, clicking for seat 1 against the greedy bot in the worker', async () => {
    await byTest(page, 'delay').fill('0');
    await byTest(page, 'bots-play').check();
    const random = chooser(16);
    let shot = false;
    for (let guard = 0; guard < 2000; guard++) {
      // One read of the page (the bot may move between two reads).
      const now = await page.evaluate(() => {
        const decision = document.querySelector<HTMLElement>('[data-testid="decision"]');
        const table = document.querySelector<HTMLElement>('[data-testid="table"]');
        return { kind: decision?.dataset['kind'], player: decision?.dataset['player'], step: Number(table?.dataset['step']) };
      });
      if (now.kind === 'game-over') break;
      const before = now.step;
      if (now.player === '0') {
        if (!shot && before >= 40) {
          await screenshot(page, 'playground.png');
          shot = true;
        }
        const buttons = byTest(page, 'actions').locator('button');
        const n = await buttons.count();
        await buttons.nth(Math.floor(random() * n)).click();
      }
      // A click or the bot's move: the table moves on.
      await expect.poll(() => step(page), { timeout: 20_000 }).toBeGreaterThan(before);
    }
    await waitForGameOver(page);
    expect(shot).toBe(true);

    record = JSON.parse(await exported(page, 'export-record')) as GameRecord;
    const end = replay(record);
    expect(end.phase).toBe('ended');
    expect(await stateOnPage(page)).toEqual(end);
    const winners = scoreGame(end).winners.map((w) => `Player ${w + 1}`).join(', ');
    expect(await textOf(byTest(page, 'winners'))).toContain(winners);
    // Every move of seat 2 was the greedy bot's, computed in the worker as botAction computes it here.
    let botMoves = 0;
    for (const s of replaySteps(record)) {
      if (s.action.player !== 1) continue;
      expect(s.action).toEqual(botAction(s.before, greedyBot()));
      botMoves++;
    }
    expect(botMoves).toBeGreaterThan(10);
    expect(record.actions.filter((a) => a.player === 0).length).toBeGreaterThan(10);
    // The notation export is one action per line.
    expect((await exported(page, 'export-notation')).split('\n')).toHaveLength(record.actions.length);
  }, 240_000);

  test('time travel to a middle step shows exactly that step\'s state', async () => {
    const middle = Math.floor(record.actions.length / 2);
    await byTest(page, 'slider').evaluate((el, to) => {
      const input = el as HTMLInputElement;
      input.value = String(to);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, middle);
    const there = replay(record, { to: middle });
    await until(() => textOf(byTest(page, 'step-label')), `step ${middle} of ${record.actions.length}`);
    expect(await step(page)).toBe(middle);
    expect(await stateOnPage(page)).toEqual(there);
    await until(() => textOf(byTest(page, 'decision')), describeDecision(currentDecision(there), 'en', there.rules));
    await until(() => byTest(page, 'actions').locator('button').count(), legalActions(there).length);
    // The exports follow the step looked at.
    expect(deserialize(await exported(page, 'export-save'))).toEqual(there);
    const partial = JSON.parse(await exported(page, 'export-record')) as GameRecord;
    expect(partial.actions).toEqual(record.actions.slice(0, middle));
    // The log marks the step: entries after it are the future.
    await until(() => byTest(page, 'log').locator('.entry.future').count(), record.actions.length - middle);
    // A seat's playerView has no secrets.
    await byTest(page, 'view-seat').selectOption('1');
    const view = JSON.parse(await byTest(page, 'view-json').textContent() ?? '{}') as Record<string, unknown>;
    expect(view['viewer']).toBe(1);
    expect(view).not.toHaveProperty('rng');
    expect(view).not.toHaveProperty('seed');

    // An action played at an earlier step starts a new line from it.
    await byTest(page, 'bots-play').uncheck();
    const first = byTest(page, 'actions').locator('button').first();
    const notation = await first.getAttribute('data-notation');
    await first.click();
    await until(() => textOf(byTest(page, 'step-label')), `step ${middle + 1} of ${middle + 1}`);
    const branch = JSON.parse(await exported(page, 'export-record')) as GameRecord;
    expect(branch.actions.slice(0, middle)).toEqual(record.actions.slice(0, middle));
    expect(formatAction(branch.actions[middle]!)).toBe(notation);
    expect(await stateOnPage(page)).toEqual(replay(branch));
  });

  test('a pasted save and a pasted record round-trip', async () => {
    const middle = Math.floor(record.actions.length / 2);
    const save = serialize(replay(record, { to: middle }));
    await paste(page, save, 'load-save');
    await until(() => textOf(byTest(page, 'exchange-status')), 'Save loaded.');
    expect(await byTest(page, 'exchange-error').isHidden()).toBe(true);
    expect(await stateOnPage(page)).toEqual(deserialize(save));
    expect(await exported(page, 'export-save')).toBe(save);

    const text = JSON.stringify(record);
    await paste(page, text, 'load-record');
    await until(() => textOf(byTest(page, 'exchange-status')), `Record replayed: ${record.actions.length} actions.`);
    await until(() => textOf(byTest(page, 'step-label')), `step ${record.actions.length} of ${record.actions.length}`);
    expect(await stateOnPage(page)).toEqual(replay(record));
    expect(JSON.parse(await exported(page, 'export-record'))).toEqual(record);
  });

  test('a bad save shows its LoadError, a bad record its ReplayError, and nothing is loaded', async () => {
    const before = await stateOnPage(page);
    const good = JSON.parse(serialize(replay(record, { to: 3 }))) as { state: { players: { pool: number[] }[] } };
    good.state.players[0]!.pool[0] = -1;
    const bad = JSON.stringify(good);
    let expected: LoadError | undefined;
    try { deserialize(bad); } catch (e) { if (e instanceof LoadError) expected = e; }
    expect(expected).toBeInstanceOf(LoadError);
    await paste(page, bad, 'load-save');
    const error = byTest(page, 'exchange-error');
    await error.waitFor({ state: 'visible' });
    await until(() => error.getAttribute('data-code'), expected!.code);
    expect(await textOf(error)).toContain(`LoadError ${expected!.code}: ${expected!.message}`);
    expect(await stateOnPage(page)).toEqual(before);

    await paste(page, 'not a save', 'load-save');
    await until(() => error.getAttribute('data-code'), 'invalid-json');

    const illegal = { ...record, actions: [record.actions[1]!, ...record.actions] };
    let replayError: ReplayError | undefined;
    try { replay(illegal); } catch (e) { if (e instanceof ReplayError) replayError = e; }
    await paste(page, JSON.stringify(illegal), 'load-record');
    await until(() => error.getAttribute('data-code'), 'illegal-action');
    expect(await textOf(error)).toContain(`ReplayError illegal-action: ${replayError!.message}`);
    expect(await stateOnPage(page)).toEqual(before);
  });

  test('the shared link opens the same game at the same step', async () => {
    await paste(page, JSON.stringify(record), 'load-record');
    const at = 25;
    await byTest(page, 'log').locator(`.entry[data-step="${at}"] button`).click();
    await until(() => textOf(byTest(page, 'step-label')), `step ${at} of ${record.actions.length}`);
    await byTest(page, 'share').click();
    // The link is made asynchronously (the record is compressed with CompressionStream).
    await expect.poll(() => byTest(page, 'share-link').inputValue()).toContain('#record=');
    const link = await byTest(page, 'share-link').inputValue();
    expect(link.slice(0, PAGE_URL.length + 10)).toBe(`${PAGE_URL}#record=z:`);
    expect(link).toContain(`&step=${at}`);
    const other = await browser.newPage();
    watch(other);
    await other.goto(link);
    await until(() => textOf(byTest(other, 'step-label')), `step ${at} of ${record.actions.length}`);
    expect(await stateOnPage(other)).toEqual(replay(record, { to: at }));
    await other.close();
  });

  test('bots play whole games alone: solo with a random bot, three seats with the search bot', async () => {
    await byTest(page, 'bots-play').check();
    await startGame(page, { players: '1', seed: 'solo', rules: 'digital', controls: ['random'], difficulty: '2' });
    await byTest(page, 'opponent').waitFor({ state: 'visible' });
    await waitForGameOver(page);
    const solo = JSON.parse(await exported(page, 'export-record')) as GameRecord;
    expect(solo.options).toMatchObject({ players: 1, rules: 'digital', solo: { difficulty: 2 } });
    expect(await stateOnPage(page)).toEqual(replay(solo));

    await startGame(page, {
      players: '3', spells: 'ids', ids: 'blaze, divination, growth, feast, storm, mirage, knowledge',
      seed: 'three', rules: 'printed', controls: ['search', 'random', 'greedy'],
    });
    expect(await byTest(page, 'setup-error').isHidden()).toBe(true);
    await waitForGameOver(page, 180_000);
    const three = JSON.parse(await exported(page, 'export-record')) as GameRecord;
    expect(three.options.spells).toEqual(['blaze', 'divination', 'growth', 'feast', 'storm', 'mirage', 'knowledge']);
    expect(await stateOnPage(page)).toEqual(replay(three));
  }, 240_000);

  test('bad options show the SetupError', async () => {
    await byTest(page, 'bots-play').uncheck();
    await startGame(page, { players: '2', spells: 'ids', ids: 'blaze, blaze', seed: 'x', rules: 'printed', controls: ['human', 'human'] });
    await byTest(page, 'setup-error').waitFor({ state: 'visible' });
    expect(await textOf(byTest(page, 'setup-error'))).toContain('SetupError');
  });

  test('no page errors, no console errors', () => {
    expect(errors).toEqual([]);
  });
});
