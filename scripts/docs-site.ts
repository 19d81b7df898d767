/**
 * After typedoc: makes the docs site (docs-site/) work the same from `file://` and from a web
 * server, then checks it.
 *
 * - Icons: typedoc's pages point their `<use>` elements at the sprite `assets/icons.svg#icon-...`.
 *   Chromium refuses that from `file://` (an SVG of another file is a cross-origin resource
 *   there) and logs an error on every page. Every page also loads `assets/icons.js`, which puts
 *   the same symbols into the page itself, so the pages here point at `#icon-...` instead: the
 *   same icons, from either origin, with no request for the sprite.
 * - The site's icon: a page without `<link rel="icon">` makes the browser ask a web server for
 *   `/favicon.ico`, a 404 in the console; typedoc.json's `favicon` gives every page one.
 * - Raw Markdown: a guide linking a Markdown file that is not a project document makes typedoc
 *   copy it to `media/` as it is, and the browser shows or downloads text. The site must link
 *   none: every guide and every example's README is a document (typedoc.json), so the check
 *   fails on any `href` to a `.md` file.
 *
 *   npm run docs          (typedoc, then this script)
 *   tsx scripts/docs-site.ts [dir]     (default docs-site/)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Every HTML file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** A page with its icon references pointing into the page (`#icon-x`) instead of the sprite file. */
export function localIcons(html: string): string {
  return html.replace(/(<use\s[^>]*href=")(?:\.\.\/)*assets\/icons\.svg(#icon-[^"]*")/g, '$1$2');
}

/** The `href`s of a page that lead to a Markdown file of the site (shown raw by a browser). */
export function markdownLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"#?]+\.md)(?:[#?][^"]*)?"/g)].map((m) => m[1]!).filter((h) => !/^[a-z]+:/i.test(h));
}

function main(): void {
  const site = resolve(ROOT, process.argv[2] ?? 'docs-site');
  if (!existsSync(join(site, 'index.html'))) {
    console.error(`docs site: ${relative(ROOT, site)}/index.html is missing: run typedoc first (npm run docs)`);
    process.exit(1);
  }
  if (!existsSync(join(site, 'assets', 'icons.js'))) {
    console.error('docs site: assets/icons.js is missing: pages pointing at #icon-... would have no icons');
    process.exit(1);
  }
  const problems: string[] = [];
  let rewritten = 0;
  const pages = htmlFiles(site);
  for (const page of pages) {
    const before = readFileSync(page, 'utf8');
    const after = localIcons(before);
    if (after !== before) {
      writeFileSync(page, after);
      rewritten++;
    }
    if (/assets\/icons\.svg#/.test(after)) problems.push(`${relative(site, page)}: still points at assets/icons.svg`);
    // typedoc's pages (the ones loading its assets); the playground's copy carries its own icon.
    const typedocPage = /assets\/main\.js/.test(after);
    if (typedocPage && !/<link rel="icon"/.test(after)) problems.push(`${relative(site, page)}: no <link rel="icon"> (typedoc.json's favicon): a web server gets asked for /favicon.ico`);
    for (const href of markdownLinks(after)) problems.push(`${relative(site, page)}: links ${href}, a Markdown file the browser shows raw (make it a project document in typedoc.json)`);
  }
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`\ndocs site: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`docs site: ${pages.length} pages, ${rewritten} pointed at the icons inside the page; no link to a raw Markdown file`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
