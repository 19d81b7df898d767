/**
 * The docs site (`npm run docs`: typedoc, then scripts/docs-site.ts) in headless Chromium, opened
 * both ways a reader opens it: from `file://` (the folder on disk, as the README says) and from a
 * local web server. The site is built here into a folder of its own.
 *
 * On every guide page, every example's page and a sample of the API pages: no page error, no
 * console error, no failed request; the icons resolve inside the page; no link leads to a
 * Markdown file (which a browser shows as raw text). The examples' pages are pages: the Examples
 * guide links each example's README as an HTML page with the example's title.
 *
 * Needs /usr/bin/chromium (skipped without it, except in CI, where it fails instead).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, SCREENSHOTS, haveChromium, launchChromium, serve } from '../test-support/browser';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const skip = !haveChromium && !process.env.CI;
if (skip) console.warn(`[examples/site] SKIPPED: ${CHROMIUM} not found (in CI this test runs and fails instead).`);

/** The examples the Examples guide links, by the heading of their README (the heading of their page). */
const EXAMPLE_HEADINGS = ['quickstart', 'minimal-web', 'react', 'terminal', 'web', 'chat-bot', 'server', 'balance'].map((name) =>
  /^# (.+)$/m.exec(readFileSync(join(ROOT, 'examples', name, 'README.md'), 'utf8'))?.[1]?.trim() ?? name);

let site: string;
let browser: Browser;
let server: Server;
let httpBase: string;

/** The pages to open: the home page, every document (guides, examples, contributing, benchmarks), and the first API pages of each kind. */
function pagesToOpen(): string[] {
  const documents = readdirSync(join(site, 'documents')).filter((f) => f.endsWith('.html')).sort().map((f) => `documents/${f}`);
  const api = ['functions', 'classes', 'interfaces', 'types', 'variables', 'modules']
    .flatMap((dir) => readdirSync(join(site, dir)).filter((f) => f.endsWith('.html')).sort().slice(0, 4).map((f) => `${dir}/${f}`));
  return ['index.html', 'modules.html', 'hierarchy.html', ...documents, ...api];
}

/** Opens `url` in a fresh page and returns what went wrong there, and what the page says about itself. */
async function visit(url: string): Promise<{ problems: string[]; title: string; icons: { uses: number; resolved: number }; mdLinks: string[] }> {
  const page: Page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (response !== null && !response.ok()) problems.push(`HTTP ${response.status()}`);
  // typedoc's scripts are async: the icons, the navigation and the search data settle after load.
  await page.waitForFunction(() => document.querySelector('svg > symbol[id^="icon-"]') !== null, undefined, { timeout: 10_000 }).catch(() => {
    problems.push('the icons were never put into the page (assets/icons.js)');
  });
  await page.waitForTimeout(150);
  const facts = await page.evaluate(() => {
    const uses = [...document.querySelectorAll('use')].map((u) => u.getAttribute('href') ?? '');
    const resolved = uses.filter((h) => h.startsWith('#') && document.getElementById(h.slice(1)) !== null).length;
    const mdLinks = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '').filter((h) => /\.md(?:[#?]|$)/.test(h) && !/^[a-z]+:/i.test(h));
    return { title: document.querySelector('h1')?.textContent?.trim() ?? '', icons: { uses: uses.length, resolved }, mdLinks };
  });
  await page.close();
  return { problems, ...facts };
}

describe.skipIf(skip)('the docs site, from file:// and from a web server', () => {
  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'docs-site-'));
    // The site as `npm run docs` makes it, into a folder of its own (typedoc's own validation
    // is `npm run docs`'s check; here the pages are what is looked at).
    execFileSync(join(BIN, 'typedoc'), ['--out', site, '--treatWarningsAsErrors', 'false', '--treatValidationWarningsAsErrors', 'false', '--logLevel', 'Error'],
      { cwd: ROOT, stdio: 'pipe' });
    execFileSync(join(BIN, 'tsx'), ['scripts/docs-site.ts', site], { cwd: ROOT, stdio: 'pipe' });
    execFileSync(join(BIN, 'tsx'), ['scripts/build-playground.ts', '--out', join(site, 'playground.html')], { cwd: ROOT, stdio: 'pipe' });
    browser = await launchChromium();
    ({ server, url: httpBase } = await serve(site));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (site !== undefined) rmSync(site, { recursive: true, force: true });
  });

  for (const origin of ['file', 'http'] as const) {
    test(`every guide, every example's page and a sample of the API pages open with no error (${origin})`, async () => {
      const base = origin === 'file' ? pathToFileURL(`${site}/`).href : httpBase;
      const pages = pagesToOpen();
      expect(pages.length).toBeGreaterThan(40);
      const problems: string[] = [];
      for (const path of pages) {
        const seen = await visit(new URL(path, base).href);
        for (const p of seen.problems) problems.push(`${path}: ${p}`);
        for (const href of seen.mdLinks) problems.push(`${path}: links ${href}, a raw Markdown file`);
        if (seen.icons.uses === 0 || seen.icons.resolved !== seen.icons.uses) problems.push(`${path}: ${seen.icons.resolved} of ${seen.icons.uses} icons resolve`);
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }

  test('the Examples guide links each example as a page of the site, which renders as a page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL('documents/Examples.html', pathToFileURL(`${site}/`).href).href);
    const links = await page.locator('.tsd-panel a[href$="README.md"], .col-content a').evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })));
    const examples = links.filter((l) => /Example__|The_playground/.test(l.href));
    expect(new Set(examples.map((l) => l.href.replace(/#.*$/, ''))).size).toBeGreaterThanOrEqual(EXAMPLE_HEADINGS.length);
    const titles: string[] = [];
    for (const href of [...new Set(examples.map((l) => l.href.replace(/#.*$/, '')))]) {
      expect(href).toMatch(/\.html$/);
      await page.goto(new URL(href, page.url()).href);
      expect(await page.evaluate(() => document.contentType)).toBe('text/html');
      titles.push((await page.locator('h1').first().textContent())?.trim() ?? '');
    }
    for (const heading of EXAMPLE_HEADINGS) expect(titles).toContain(heading);
    await page.goto(new URL('documents/Examples.Example__web_front-end.html', pathToFileURL(`${site}/`).href).href);
    await page.screenshot({ path: join(SCREENSHOTS, 'docs-site-example.png') });
    await page.close();
  }, 120_000);
});
