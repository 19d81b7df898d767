/**
 * The browser test shared by the two starter UIs (`minimal-web` and `react`): both play the
 * same hot-seat game and draw the same page, so one test drives either.
 *
 * It builds the example with Vite's `build()`, serves its `dist/` on a loopback port, opens it
 * in headless Chromium, and plays a whole game by clicking buttons chosen by a seeded
 * generator. Alongside, it plays the same game in Node, so before every click the page must
 * show what the engine says: whose decision it is, the altar and the pools, and one button per
 * legal action labelled with `describeAction`, in the engine's order. At the end it checks the
 * game-over screen against `scoreGame`, and that the page logged no error.
 *
 * Screenshots go to `examples/.screenshots/` (git-ignored). Needs Debian's Chromium at
 * /usr/bin/chromium: without it the test is skipped with a message, except in CI
 * (process.env.CI set), where it fails.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { basename, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  applyAction, createGame, currentDecision, describeAction, kindsOf, legalActions, playerView, scoreGame,
  type Action, type GameState,
} from 'spellbook-engine';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, SCREENSHOTS, haveChromium, launchChromium, serve } from './browser';


/** The game both examples create. */
const OPTIONS = { players: 2, seed: 'first-ui' } as const;
/** Seeds the choice of buttons: this one makes a game of ~125 clicks with spells learned and cast. */
const CLICKS_SEED = 1;
/** A hot-seat game this long means the page or the choices went round in circles. */
const MAX_CLICKS = 1_000;

const skip = !haveChromium && !process.env.CI;


/** A seeded generator in [0, 1) (mulberry32): the same clicks on every run. */
function chooser(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the page must show at a decision, computed from the engine. */
interface Expected {
  readonly heading: string;
  readonly labels: readonly string[];
  /** Lines the table must contain: the altar and each player's pool. */
  readonly table: readonly string[];
}

const words = (kinds: readonly string[]): string => kinds.join(', ') || '-';

function expected(state: GameState): Expected {
  const decision = currentDecision(state);
  const view = playerView(state);
  const table = [`altar: ${words(kindsOf(view.altar))}`, ...view.players.map((p, i) => `Player ${i + 1} · pool: ${words(kindsOf(p.pool))}`)];
  if (decision.kind === 'game-over') return { heading: 'Game over', labels: [], table };
  return { heading: `Player ${decision.player + 1} to decide`, labels: legalActions(state).map((a) => describeAction(a)), table };
}

/** What the page shows, once it shows `want` (polled in the page: one round trip), and where button `index` is. */
interface Seen {
  readonly matches: boolean;
  readonly heading: string;
  readonly labels: readonly string[];
  readonly table: string;
  readonly scores: readonly string[];
  readonly point: { readonly x: number; readonly y: number } | null;
}

async function waitFor(page: Page, want: Expected, index: number): Promise<Seen> {
  return page.evaluate(async ({ want, index }): Promise<Seen> => {
    const read = (): Seen => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('#app button')];
      const heading = document.querySelector('#app h1')?.textContent ?? '';
      const labels = buttons.map((b) => b.textContent ?? '');
      const table = document.querySelector('#app pre')?.textContent ?? '';
      const matches = heading === want.heading && labels.length === want.labels.length
        && labels.every((l, i) => l === want.labels[i]) && want.table.every((line) => table.includes(line));
      const button = buttons[index];
      let point: Seen['point'] = null;
      if (matches && button !== undefined) {
        button.scrollIntoView({ block: 'nearest' });
        const r = button.getBoundingClientRect();
        point = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        // A user can click it only if the button itself is under its centre.
        const hit = document.elementFromPoint(point.x, point.y);
        if (hit === null || !button.contains(hit)) point = null;
      }
      const scores = [...document.querySelectorAll('#app p')].map((p) => p.textContent ?? '');
      return { matches, heading, labels, table, scores, point };
    };
    const deadline = Date.now() + 5_000;
    let seen = read();
    while (!seen.matches && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
      seen = read();
    }
    return seen;
  }, { want, index });
}

/**
 * Registers the browser test of one starter UI: `dir` holds its index.html (and its
 * vite.config.ts, if it has one).
 */
export function describeHotSeatGame(dir: string): void {
  const name = basename(dir);
  if (skip) {
    console.warn(`[examples/${name}] SKIPPED: ${CHROMIUM} not found. Install Debian's chromium package to run the browser test `
      + '(in CI, with CI set, this test runs and fails instead).');
  }

  describe.skipIf(skip)(`${name} example in headless Chromium`, () => {
    let browser: Browser | undefined;
    let server: Server | undefined;
    let base = '';

    beforeAll(async () => {
      if (!haveChromium) throw new Error(`${CHROMIUM} is missing: CI must install Debian's chromium package for this test`);
      const config = join(dir, 'vite.config.ts');
      // Vitest sets NODE_ENV to 'test', and Vite would pass that on to the page (React would
      // then ship its development build): build what an app deploys.
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await build({
          root: dir, configFile: existsSync(config) ? config : false, mode: 'production', logLevel: 'warn',
          build: { outDir: 'dist', emptyOutDir: true },
        });
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
      ({ server, url: base } = await serve(join(dir, 'dist')));
      browser = await launchChromium();
      mkdirSync(SCREENSHOTS, { recursive: true });
    });

    afterAll(async () => {
      await browser?.close();
      await new Promise<void>((done) => (server === undefined ? done() : server.close(() => done())));
    });

    test('plays a whole hot-seat game by clicking, and shows the final scores', async () => {
      if (browser === undefined) throw new Error('no browser');
      const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
      });
      page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
      await page.goto(base);

      let state = createGame(OPTIONS);
      const random = chooser(CLICKS_SEED);
      const played = new Set<Action['type']>();
      let screenshot = false;
      while (currentDecision(state).kind !== 'game-over') {
        expect(state.step, 'too many clicks').toBeLessThan(MAX_CLICKS);
        const legal = legalActions(state);
        const index = Math.floor(random() * legal.length);
        const want = expected(state);
        const seen = await waitFor(page, want, index);
        if (!seen.matches) {
          // Show the difference: the page fell behind, or shows something the engine does not say.
          const missing = want.table.filter((line) => !seen.table.includes(line));
          expect({ heading: seen.heading, labels: seen.labels, missingFromTable: missing }, `step ${state.step}`)
            .toEqual({ heading: want.heading, labels: want.labels, missingFromTable: [] });
        }
        if (seen.point === null) throw new Error(`step ${state.step}: button ${index} cannot be clicked`);
        if (!screenshot && state.players.some((p) => p.spells.length > 0)) {
          await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
          screenshot = true;
        }
        await page.mouse.click(seen.point.x, seen.point.y);
        const action = legal[index]!;
        played.add(action.type);
        const result = applyAction(state, action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }

      // A real game: spells learned and used along the way.
      for (const type of ['take', 'store', 'learn', 'cast', 'pass'] as const) expect(played).toContain(type);
      const end = await waitFor(page, expected(state), 0);
      expect(end.matches, `the game-over screen: ${end.heading}`).toBe(true);
      const sheet = scoreGame(state);
      expect(sheet.final).toBe(true);
      expect(end.scores).toEqual(sheet.players.map((p) => `Player ${p.player + 1}: ${p.total} points, rank ${p.rank}`));
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-game-over.png`) });
      expect(screenshot).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
