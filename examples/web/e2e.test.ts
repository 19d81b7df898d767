/**
 * End-to-end test of the web example in headless Chromium.
 *
 * It builds the app with Vite's `build()`, serves `web/dist` on a loopback port, and plays a
 * whole game as the human by clicking the rendered controls. Alongside, it plays the same game
 * in Node: the same options (seeded), the same bots (`makeBot`, seeded by the game), and the
 * human's moves as clicked. Bots and engine are deterministic, so at every decision of the
 * human the page must show exactly what the engine says: the same legal actions in the same
 * order (one button each, by notation), the same altar and pools, the same prompt, one log
 * entry per step; and at the end the same score sheet, which the game record shown on the
 * page replays to.
 *
 * Needs Debian's Chromium at /usr/bin/chromium. Without it the test is skipped with a message,
 * except in CI (process.env.CI set), where it must run and so fails.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import {
  KIND_COUNT, applyAction, createGame, currentDecision, describeDecision, describePlayer, formatAction, kindAt, legalActions,
  registerLocale, replay, scoreGame, spellName, total,
  type Action, type Counts, type GameRecord, type GameState, type Locale,
} from 'spellbook-engine';
import { botAction, type Bot } from 'spellbook-engine/bots';
import { pl } from 'spellbook-engine/locales/pl';
import { uk } from 'spellbook-engine/locales/uk';
import { zhTW } from 'spellbook-engine/locales/zh-TW';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, SCREENSHOTS, haveChromium, launchChromium, serve } from '../test-support/browser';
import { HUMAN, makeBot, type BotKind, type Selection } from './src/settings';

// The expected texts are the engine's own, in the page's languages (registered as the page does).
for (const language of [uk, pl, zhTW]) registerLocale(language);

const WEB = dirname(fileURLToPath(import.meta.url));
const DIST = join(WEB, 'dist');
// Screenshots go to examples/.screenshots/, which git ignores: a test run never changes a tracked file.
const SCREENSHOT = join(SCREENSHOTS, 'web.png');
const skip = !haveChromium && !process.env.CI;
if (skip) {
  console.warn(`[examples/web] SKIPPED: ${CHROMIUM} not found. Install Debian's chromium package to run the browser test `
    + '(in CI, with CI set, this test runs and fails instead).');
}

// ---------- the game in Node, move for move ----------

interface Table {
  readonly players: 2 | 3 | 4;
  readonly seed: string;
  readonly spells: Selection;
  readonly bots: readonly BotKind[];
}

function pageUrl(base: string, t: Table, lang: Locale): string {
  const q = new URLSearchParams({ players: String(t.players), seed: t.seed, spells: t.spells, bots: t.bots.join(','), lang, fast: '1' });
  return `${base}?${q.toString()}`;
}

/** Lets the bots play (exactly as the page does: `botAction` with the same bots) until the human decides or the game ends. */
function advanceBots(state: GameState, bots: readonly (Bot | null)[]): GameState {
  let s = state;
  for (;;) {
    const d = currentDecision(s);
    if (d.kind === 'game-over' || d.player === HUMAN) return s;
    const bot = bots[d.player];
    if (bot === undefined || bot === null) throw new Error(`no bot for seat ${d.player}`);
    const r = applyAction(s, botAction(s, bot));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

/** A seeded generator for the human's choices (mulberry32). */
function chooser(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The human's strategy, seeded: learn at the highest level offered, else use a spell, store
 * only with a nearly full pool, otherwise any action but `pass` (pass when nothing else).
 * It plays a real game: spells learned, spells used, effects answered.
 */
function choose(state: GameState, legal: readonly Action[], random: () => number): number {
  const indexed = legal.map((action, index) => ({ action, index }));
  const of = (type: Action['type']): typeof indexed => indexed.filter((x) => x.action.type === type);
  let pool = of('learn');
  if (pool.length > 0) {
    const best = Math.max(...pool.map((x) => (x.action.type === 'learn' ? x.action.level : 0)));
    pool = pool.filter((x) => x.action.type === 'learn' && x.action.level === best);
  } else if (of('cast').length > 0) {
    pool = of('cast');
  } else if (of('store').length > 0) {
    pool = total(state.players[HUMAN]?.pool ?? []) >= 7 ? of('store') : of('pass');
  } else {
    pool = indexed.filter((x) => x.action.type !== 'pass');
  }
  if (pool.length === 0) pool = indexed;
  const pick = pool[Math.floor(random() * pool.length)];
  if (pick === undefined) throw new Error('no legal action');
  return pick.index;
}

function countsToRecord(counts: Counts): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < KIND_COUNT; i++) if ((counts[i] ?? 0) > 0) out[kindAt(i)] = counts[i] ?? 0;
  return out;
}

/** What the page shows at a decision, read in one go. */
interface Seen {
  readonly step: number;
  readonly legalCount: number;
  readonly actions: readonly string[];
  readonly indexes: readonly number[];
  readonly prompt: string;
  readonly logSteps: number;
  readonly altar: Record<string, number>;
  readonly pools: readonly Record<string, number>[];
  readonly undoEnabled: boolean;
  /** Whether the text `secret` (the seed) appears anywhere in the page. */
  readonly leaks: boolean;
}

/**
 * Waits until the page shows the human's decision at `step`, then reads it: one round trip to
 * the browser per decision (the wait polls inside the page), which keeps a whole game fast.
 */
async function humanDecision(page: Page, step: number, players: number, secret: string): Promise<Seen> {
  return page.evaluate(async ({ step, players, secret }): Promise<Seen> => {
    const selector = `[data-testid="decision"][data-human="true"][data-step="${step}"]`;
    const deadline = Date.now() + 20_000;
    while (document.querySelector(selector) === null) {
      if (Date.now() > deadline) throw new Error(`the page never showed the human's decision at step ${step}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const counts = (scope: string): Record<string, number> => {
      const out: Record<string, number> = {};
      for (const el of document.querySelectorAll<HTMLElement>(`${scope} .token[data-kind]`)) {
        out[el.dataset['kind'] ?? '?'] = Number(el.dataset['count']);
      }
      return out;
    };
    const panel = document.querySelector<HTMLElement>('[data-testid="decision"]');
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-testid="decision"] [data-testid="action"]')];
    return {
      step: Number(panel?.dataset['step']),
      legalCount: Number(panel?.dataset['legalCount']),
      actions: buttons.map((b) => b.dataset['action'] ?? ''),
      indexes: buttons.map((b) => Number(b.dataset['index'])),
      prompt: document.querySelector('[data-testid="prompt"]')?.textContent ?? '',
      logSteps: document.querySelectorAll('[data-testid="log"] [data-testid="log-step"]').length,
      altar: counts('[data-testid="altar"]'),
      pools: Array.from({ length: players }, (_, seat) => counts(`[data-testid="pool-${seat}"]`)),
      undoEnabled: document.querySelector<HTMLButtonElement>('[data-testid="undo"]')?.disabled === false,
      leaks: document.body.innerHTML.includes(secret),
    };
  }, { step, players, secret });
}

/**
 * Clicks an element as a user would: scrolls it into view, checks that the element itself is
 * under its centre (not covered, not disabled), and clicks that point with the mouse. Two round
 * trips, where `locator.click()` polls for stability first: over a whole game (a click per
 * move) that is most of the test's time on a loaded machine. The few other clicks use
 * `locator.click()`.
 */
async function clickAt(page: Page, selector: string): Promise<void> {
  const point = await page.evaluate((sel): { x: number; y: number } | string => {
    const el = document.querySelector<HTMLElement>(sel);
    if (el === null) return `no element ${sel}`;
    if (el instanceof HTMLButtonElement && el.disabled) return `${sel} is disabled`;
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && el.contains(hit) ? { x, y } : `${sel} is covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`;
  }, selector);
  if (typeof point === 'string') throw new Error(point);
  await page.mouse.click(point.x, point.y);
}

/** The seed as the user typed it (the state holds it tagged, e.g. `sfc32:web-1`). */
function seedOf(state: GameState): string {
  return state.seed.slice(state.seed.indexOf(':') + 1);
}

/** Checks the page against the engine at a human decision. */
function expectMatches(seen: Seen, state: GameState, locale: Locale): Action[] {
  const legal = legalActions(state);
  expect(seen.step).toBe(state.step);
  expect(seen.legalCount).toBe(legal.length);
  expect(seen.actions).toEqual(legal.map(formatAction)); // one control per legal action, same order
  expect(seen.indexes).toEqual(legal.map((_, i) => i));
  expect(seen.prompt).toBe(describeDecision(currentDecision(state), locale));
  expect(seen.logSteps).toBe(state.step); // one log entry per action played
  expect(seen.altar).toEqual(countsToRecord(state.altar));
  expect(seen.pools).toEqual(state.players.map((p) => countsToRecord(p.pool)));
  // The page is drawn from playerView: nothing that predicts a draw (the seed) reaches it.
  expect(seen.leaks).toBe(false);
  return legal;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  return errors;
}

// ---------- the tests ----------

describe.skipIf(skip)('web example in headless Chromium', () => {
  let browser: Browser | undefined;
  let server: Server | undefined;
  let base = '';

  beforeAll(async () => {
    if (!haveChromium) throw new Error(`${CHROMIUM} is missing: CI must install Debian's chromium package for this test`);
    await build({ root: WEB, configFile: join(WEB, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
    ({ server, url: base } = await serve(DIST));
    browser = await launchChromium();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (server === undefined ? done() : server.close(() => done())));
  });

  test('the human plays a whole 3-player game by clicking the rendered controls', async () => {
    if (browser === undefined) throw new Error('no browser');
    const t: Table = { players: 3, seed: 'web-1', spells: 'set3', bots: ['greedy', 'random'] };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(pageUrl(base, t, 'en'));

    const bots: (Bot | null)[] = [null, ...t.bots.map((kind) => makeBot(kind))];
    let state = createGame({ players: t.players, seed: t.seed, spells: t.spells });
    const random = chooser(20_240_601);
    let humanMoves = 0;
    let tokenClicks = 0;
    let undoChecked = false;
    let screenshot = false;
    const types = new Set<string>();

    for (;;) {
      state = advanceBots(state, bots);
      if (state.phase === 'ended') break;
      const legal = expectMatches(await humanDecision(page, state.step, t.players, seedOf(state)), state, 'en');

      // Midway, with materia in the pools and spells learned: the README's screenshot.
      const learned = state.players.reduce((n, p) => n + p.spells.length, 0);
      const inPools = state.players.reduce((n, p) => n + total(p.pool), 0);
      const spellChoice = legal.some((a) => a.type === 'cast' || a.type === 'learn');
      if (!screenshot && (state.players[HUMAN]?.spells.length ?? 0) >= 2 && learned >= 4 && inPools >= 8 && spellChoice) {
        await page.mouse.move(640, 790); // no hover highlight left over from the last click
        await page.screenshot({ path: SCREENSHOT, animations: 'disabled' });
        screenshot = true;
      }

      const index = choose(state, legal, random);
      const action = legal[index] as Action;
      types.add(action.type);
      // Every other take is made by clicking the highlighted token on the altar instead.
      if (action.type === 'take' && humanMoves % 2 === 0) {
        await page.locator(`[data-testid="altar"] [data-action-index="${index}"]`).click();
        tokenClicks++;
      } else {
        await clickAt(page, `[data-testid="decision"] [data-testid="action"][data-index="${index}"]`);
      }
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error.message);
      humanMoves++;

      // The first take without a draw (a take never draws unless Mirage goes off) is undone
      // and redone: the match allows it, and the page goes back and forth.
      const drew = result.events.some((e) => e.type === 'materia-drawn');
      const next = currentDecision(result.state);
      if (!undoChecked && action.type === 'take' && !drew && next.kind !== 'game-over' && next.player === HUMAN) {
        expect((await humanDecision(page, result.state.step, t.players, seedOf(state))).undoEnabled).toBe(true);
        await page.locator('[data-testid="undo"]').click();
        expectMatches(await humanDecision(page, state.step, t.players, seedOf(state)), state, 'en');
        expect(await page.locator('[data-testid="notice"]').textContent()).toContain('Undone');
        await page.locator('[data-testid="redo"]').click();
        await humanDecision(page, result.state.step, t.players, seedOf(state));
        undoChecked = true;
      }
      state = result.state;
    }

    expect(undoChecked).toBe(true);
    expect(screenshot).toBe(true);
    expect(tokenClicks).toBeGreaterThan(0);
    expect(humanMoves).toBeGreaterThan(30);
    // A real game: spells learned and used, and some effect answered (a pick, swap, raise, mode or stop).
    for (const type of ['take', 'store', 'learn', 'cast', 'pass']) expect(types).toContain(type);
    expect(['pick', 'swap', 'raise', 'mode', 'stop'].some((type) => types.has(type))).toBe(true);

    // The game-over screen: the final sheet, consistent with itself and with the engine.
    const final = page.locator(`[data-testid="game-over"][data-step="${state.step}"]`);
    await final.waitFor({ timeout: 20_000 });
    const rows = await page.locator('[data-testid="final-score"]').evaluateAll((els) => els.map((el) => {
      const d = (el as HTMLElement).dataset;
      return {
        seat: Number(d['seat']), rank: Number(d['rank']), total: Number(d['total']),
        spells: Number(d['spellPoints']), familiar: Number(d['familiarPoints']),
      };
    }));
    const sheet = scoreGame(state);
    expect(sheet.final).toBe(true);
    expect(rows).toHaveLength(t.players);
    for (const row of rows) {
      const p = sheet.players[row.seat];
      expect(row.total).toBe(row.spells + row.familiar);
      expect(row).toEqual({
        seat: p?.player, rank: p?.rank, total: p?.total,
        spells: p?.spells.reduce((n, s) => n + s.points, 0), familiar: p?.familiar.points,
      });
    }
    expect(rows.map((r) => r.rank)).toEqual([...rows.map((r) => r.rank)].sort((a, b) => a - b)); // listed by rank
    const winners = await page.locator('[data-testid="winners"]').textContent();
    for (const w of sheet.winners) expect(winners).toContain(describePlayer(w, 'en'));
    // The record on the page replays to the same final position.
    const record = JSON.parse(await page.locator('[data-testid="record"]').inputValue()) as GameRecord;
    expect(record.actions).toHaveLength(state.step);
    expect(scoreGame(replay(record))).toEqual(sheet);
    expect(await page.locator('[data-testid="log"] [data-testid="log-step"]').count()).toBe(state.step);

    expect(errors).toEqual([]);
    await page.close();
  });

  test('localised UI, a live language switch, the search bot, and the new-game form', async () => {
    if (browser === undefined) throw new Error('no browser');
    const t: Table = { players: 2, seed: 'web-uk', spells: 'classic', bots: ['search'] };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(pageUrl(base, t, 'uk'));

    const bots: (Bot | null)[] = [null, ...t.bots.map((kind) => makeBot(kind))];
    let state = createGame({ players: t.players, seed: t.seed, spells: t.spells });
    // A few moves against the search bot, in Ukrainian: the page follows the engine exactly.
    for (let move = 0; move < 8; move++) {
      state = advanceBots(state, bots);
      const legal = expectMatches(await humanDecision(page, state.step, t.players, seedOf(state)), state, 'uk');
      const index = legal.findIndex((a) => a.type !== 'pass');
      const choice = index >= 0 ? index : 0;
      await clickAt(page, `[data-testid="decision"] [data-testid="action"][data-index="${choice}"]`);
      const r = applyAction(state, legal[choice] as Action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    state = advanceBots(state, bots);
    expectMatches(await humanDecision(page, state.step, t.players, seedOf(state)), state, 'uk');
    const spellNames = await page.locator('[data-testid="spells"] .spell-name').allTextContents();
    expect(spellNames).toEqual(state.spells.map((id) => spellName(id, 'uk')));

    // Switch to Traditional Chinese mid-game: everything is described again, nothing replayed.
    await page.locator('[data-testid="language"]').selectOption('zh-TW');
    await page.locator('html[lang="zh-TW"]').waitFor();
    expectMatches(await humanDecision(page, state.step, t.players, seedOf(state)), state, 'zh-TW');
    expect(await page.locator('[data-testid="spells"] .spell-name').allTextContents()).toEqual(state.spells.map((id) => spellName(id, 'zh-TW')));

    // The new-game form loads a 4-player game from its GET parameters.
    await page.locator('[data-testid="open-new-game"]').click();
    await page.locator('[data-testid="form-players"]').selectOption('4');
    await Promise.all([page.waitForURL(/players=4/), page.locator('[data-testid="new-game"] button[type="submit"]').click()]);
    await page.locator('[data-testid="seat-3"]').waitFor();
    expect(await page.locator('[data-testid^="seat-"]').count()).toBe(4);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('zh-TW');

    expect(errors).toEqual([]);
    await page.close();
  });

  test('the page stays responsive while the search bot thinks in its worker', async () => {
    if (browser === undefined) throw new Error('no browser');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    // Before the page's own scripts: a frame meter (every animation frame's time, and whether a
    // bot was thinking then) and a click probe (was a bot thinking when a click was handled?).
    await page.addInitScript(() => {
      const meter = { frames: [] as number[], thinking: [] as boolean[], clicks: [] as boolean[] };
      Object.assign(window, { meter });
      const thinking = (): boolean => document.getElementById('app')?.dataset['thinking'] !== undefined;
      // The time the callback runs (not the frame's vsync time): when the main thread was free.
      const frame = (): void => {
        meter.frames.push(performance.now());
        meter.thinking.push(thinking());
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.addEventListener('click', () => meter.clicks.push(thinking()), { capture: true });
    });
    // A search bot with 40x its default playouts: each of its decisions takes about a second,
    // which on the main thread would freeze the page for as long.
    const q = new URLSearchParams({ players: '2', seed: 'web-think', spells: 'set1', bots: 'search', lang: 'en', fast: '1', playouts: '6000' });
    await page.goto(`${base}?${q.toString()}`);
    type Meter = { frames: number[]; thinking: boolean[]; clicks: boolean[] };
    const meter = (): Promise<Meter> => page.evaluate(() => (window as unknown as { meter: Meter }).meter);

    // The human makes moves (the first action that is not a pass) until the bot has thought
    // for a while; during one of its thinks the human opens the new-game dialog and closes it.
    const spans: { from: number; to: number }[] = [];
    let clickedWhileThinking = false;
    for (let move = 0; move < 30 && spans.reduce((n, s) => n + s.to - s.from, 0) < 2500; move++) {
      const step = await page.locator('[data-testid="decision"][data-human="true"]').getAttribute('data-step');
      if (step === null) break; // the game is over
      const index = await page.evaluate(() => {
        const buttons = [...document.querySelectorAll<HTMLElement>('[data-testid="decision"] [data-testid="action"]')];
        return Math.max(0, buttons.findIndex((b) => b.dataset['type'] !== 'pass'));
      });
      const from = await page.evaluate(() => performance.now());
      await clickAt(page, `[data-testid="decision"] [data-testid="action"][data-index="${index}"]`);
      if (!clickedWhileThinking && (await page.locator('[data-testid="app"][data-thinking]').count()) > 0) {
        await page.locator('[data-testid="open-new-game"]').click();
        await page.locator('[data-testid="new-game"]').waitFor();
        clickedWhileThinking = (await meter()).clicks.at(-1) === true;
        await page.keyboard.press('Escape');
        await page.locator('[data-testid="new-game"]').waitFor({ state: 'detached' });
      }
      // Wait for the human's next decision (or the end): the bot's thinking lies in between.
      await page.waitForFunction((s) => {
        const panel = document.querySelector<HTMLElement>('[data-testid="decision"][data-human="true"]');
        return (panel !== null && Number(panel.dataset['step']) > s) || document.querySelector('[data-testid="game-over"]') !== null;
      }, Number(step), { timeout: 60_000, polling: 50 });
      spans.push({ from, to: await page.evaluate(() => performance.now()) });
    }

    const { frames, thinking } = await meter();
    // While the bot thinks, the page's main thread is free: it draws frame after frame. The
    // longest gap between two frames during a think, the frames drawn during thinks, and the
    // longest single think (one decision, seen frame by frame).
    let longestGap = 0;
    let longestThink = 0;
    let framesWhileThinking = 0;
    let thinkStart: number | undefined;
    for (let i = 1; i < frames.length; i++) {
      const t = frames[i] as number;
      if (thinking[i] !== true) {
        thinkStart = undefined;
        continue;
      }
      framesWhileThinking++;
      if (thinking[i - 1] === true) longestGap = Math.max(longestGap, t - (frames[i - 1] as number));
      thinkStart ??= t;
      longestThink = Math.max(longestThink, t - thinkStart);
    }
    const waited = spans.reduce((n, s) => n + s.to - s.from, 0);
    console.info(`[examples/web] bot in a worker: waited ${Math.round(waited)} ms for it over ${spans.length} moves; longest single `
      + `think ${Math.round(longestThink)} ms; meanwhile ${framesWhileThinking} frames drawn, longest gap between two ${Math.round(longestGap)} ms`);
    expect(clickedWhileThinking).toBe(true); // a click handler ran while the bot was thinking
    expect(waited).toBeGreaterThan(1000);
    // On the main thread a think would be one gap as long as the think, with no frame during it.
    expect(longestThink).toBeGreaterThan(300);
    expect(framesWhileThinking).toBeGreaterThan(20);
    expect(longestGap).toBeLessThan(longestThink / 2);

    // The meter does see a blocked main thread: 400 ms of busy work is a gap of at least that.
    await page.evaluate(async () => {
      const until = performance.now() + 400;
      while (performance.now() < until) { /* block the main thread */ }
      await new Promise((r) => setTimeout(r, 100));
    });
    const later = (await meter()).frames.slice(frames.length - 1);
    expect(Math.max(...later.slice(1).map((t, i) => t - (later[i] as number)))).toBeGreaterThanOrEqual(399);

    expect(errors).toEqual([]);
    await page.close();
  });
});
