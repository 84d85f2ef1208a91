import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNavIndex, type NavModel, type PageNode } from '@docsnav/core';
import { loadDocs, pageHeadingsReader } from '@docsnav/node';
import type { Page } from '@playwright/test';
import {
  isPattern,
  matchRedirect,
  pathOf,
  readRedirects,
} from '../../packages/site/src/redirects/redirect-rules.js';
import { type BuiltSite, buildSite } from './built-site.js';
import { htmlFile, type PageReading, readDocument, readServerHtml, readTocHtml } from './corpus-html.js';
import { expect, test } from './fixtures.js';

// Every real docs folder of the corpus, built once as a new user would (DOCSNAV_DOCS=<folder>). The server
// HTML of every page of its navigation is read from the prerendered files (no browser: what a reader without
// JavaScript gets): the current link and the breadcrumbs (or eyebrow) match the navigation, the heading and
// the body are there, nothing says "Loading…", and a page shows an error only when its file is missing (or
// it is listed below). A sample of pages is visited in the browser, navigating in the app. Screenshots at
// desktop and phone size go to test-results/corpus-screens/.

const corpus = fileURLToPath(new URL('../../../shared/corpus/sites/', import.meta.url));
const screens = fileURLToPath(new URL('../../test-results/corpus-screens/', import.meta.url));
const sites = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const CRUMB_KINDS = new Set(['product', 'tab', 'menu', 'anchor', 'dropdown']);
/** First port of the static servers (one per site, `+ i`). */
const PORT = Number(process.env.DOCSNAV_CORPUS_PORT ?? 4340);

/**
 * Pages expected to fail to compile, by site: none since custom heading ids (``### `SET X` {#set-x}``)
 * compile. A listed page that compiles fails the test too, so the list cannot go stale.
 */
const EXPECTED_COMPILE_ERRORS: Record<string, readonly string[]> = {};
/** Pages visited in the browser per site (first, deepest, an endpoint, then spread over the navigation). */
const BROWSER_SAMPLE = 12;

/** A page to visit and what the site must show for it, derived from the model. */
interface Expected {
  href: string;
  title: string;
  /** Breadcrumb labels (styling.eyebrows = breadcrumbs), or the nearest group label ("section"). */
  crumbs: string[];
  eyebrow: string | undefined;
  depth: number;
  endpoint: boolean;
  /** The page path (`guides/intro`) or endpoint entry. */
  source: string;
  /** The page's node (for its headings). */
  node: PageNode;
}

function expectations(model: NavModel): Expected[] {
  const seen = new Set<string>();
  const out: Expected[] = [];
  const { nodes } = createNavIndex(model);
  for (const node of nodes) {
    if (node.type !== 'page' || node.hidden || node.url || seen.has(node.href)) continue;
    seen.add(node.href);
    const page = node as PageNode;
    const labels: string[] = [];
    let eyebrow: string | undefined;
    let depth = 0;
    for (let p = page.parent; p > 0; p = nodes[p]?.parent ?? -1) {
      const a = nodes[p];
      if (a?.type === 'group') {
        eyebrow ??= a.label;
        depth++;
        if (a.label) labels.unshift(a.label);
      } else if (a?.type === 'division' && CRUMB_KINDS.has(a.kind) && a.label) labels.unshift(a.label);
    }
    if (!page.isGroupRoot) labels.push(page.title);
    out.push({
      href: page.href,
      title: page.title,
      crumbs: labels,
      eyebrow,
      depth,
      endpoint: !!page.endpoint,
      source: page.source,
      node: page,
    });
  }
  return out;
}

/** In-app navigation, as a click on a link does (the router listens to history). */
async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, href);
}

/** What the page shows once the page for `href` is current. */
async function shown(page: Page, href: string) {
  await page.waitForFunction(
    (to) => {
      const current = document.querySelector('nav.docsnav-layout-sidebar [aria-current="page"]');
      return (
        current?.getAttribute('href') === to &&
        document.querySelector('.site-page-header h1') &&
        !document.querySelector('.site-loading')
      );
    },
    href,
    { timeout: 10_000 },
  );
  return read(page);
}

/** What the page in `page` shows: its current sidebar link, breadcrumbs or eyebrow, heading, errors. */
function read(page: Page): Promise<PageReading> {
  return page.evaluate(`(${readDocument.toString()})(document)`) as Promise<PageReading>;
}

/** Where what a page shows differs from the navigation: its current link, breadcrumbs (or eyebrow), heading. */
function navigationProblems(want: Expected, got: PageReading, eyebrows: string | undefined): string[] {
  const problems: string[] = [];
  if (got.href !== want.href || got.current.replace(/\s+/g, ' ').indexOf(want.title) < 0)
    problems.push(`${want.href}: current link ${got.href} "${got.current}", expected "${want.title}"`);
  if (eyebrows === 'breadcrumbs') {
    if (JSON.stringify(got.crumbs) !== JSON.stringify(want.crumbs))
      problems.push(
        `${want.href}: breadcrumbs ${JSON.stringify(got.crumbs)}, expected ${JSON.stringify(want.crumbs)}`,
      );
  } else if (got.eyebrow !== want.eyebrow) {
    problems.push(`${want.href}: eyebrow "${got.eyebrow}", expected "${want.eyebrow}"`);
  }
  if (!got.h1 || got.h1 === 'Page not found') problems.push(`${want.href}: heading "${got.h1}"`);
  return problems;
}

const MEDIA = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|mov|pdf|woff2?|ttf|otf)(?:[?#].*)?$/i;

/**
 * The corpus folders hold text files only (images and fonts were left out when it was made), so image
 * requests answer 404, and so do the fonts a site's own stylesheet (linked since the real-repository audit)
 * asks for, and the machine has no internet for the pages' external images and videos. Records every
 * failed response; `check()` expects all of them to be media files, then drops from the console errors the
 * browser's "Failed to load resource" messages and its warnings about the pages' own iframe `allow` lists.
 */
function allowMissingMedia(page: Page, consoleErrors: string[]) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return () => {
    expect(failed.filter((line) => !MEDIA.test(line))).toEqual([]);
    for (let k = consoleErrors.length - 1; k >= 0; k--) {
      const message = consoleErrors[k] ?? '';
      if (/^(Failed to load resource|Unrecognized feature: )/.test(message)) consoleErrors.splice(k, 1);
    }
  };
}

/** The pages of a site to visit in the browser: first, deepest, an endpoint, then evenly spread. */
function sample(pages: readonly Expected[]): Expected[] {
  const picks = new Set<Expected>([pages[0] as Expected]);
  picks.add(pages.reduce((a, b) => (b.depth > a.depth ? b : a)));
  const endpoint = pages.find((p) => p.endpoint);
  if (endpoint) picks.add(endpoint);
  const step = pages.length / (BROWSER_SAMPLE - picks.size);
  for (let k = step / 2; k < pages.length && picks.size < BROWSER_SAMPLE; k += step)
    picks.add(pages[Math.floor(k)] as Expected);
  return [...picks];
}

/** True when the docs folder has a page file for `source` (`x.mdx`, `x.md`, `x/index.mdx`, `x/index.md`). */
function hasPageFile(root: string, source: string): boolean {
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ext) => existsSync(path.join(root, source + ext)));
}

/** True when the page's file has no body (optimism has an empty `.mdx`): its page is rightly blank. */
function emptyPageFile(root: string, source: string): boolean {
  const file = ['.mdx', '.md', '/index.mdx', '/index.md']
    .map((ext) => path.join(root, source + ext))
    .find((f) => existsSync(f));
  if (!file) return false;
  return (
    readFileSync(file, 'utf8')
      .replace(/^---[\s\S]*?\n---/, '')
      .trim() === ''
  );
}

for (const [i, name] of sites.entries()) {
  test.describe(name, () => {
    let site: BuiltSite;
    let model: NavModel;
    const root = path.join(corpus, name);

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      model = (await loadDocs(root)).model;
      const started = performance.now();
      site = await buildSite(root, name, PORT + i);
      console.log(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    });
    test.afterAll(() => site?.stop());

    test('the server HTML of every page: current link, breadcrumbs, heading, body, nothing loading', () => {
      test.setTimeout(300_000);
      const pages = expectations(model);
      expect(pages.length).toBeGreaterThan(0);
      const expectedErrors = new Set(EXPECTED_COMPILE_ERRORS[name] ?? []);
      const problems: string[] = [];
      const missingFiles: string[] = [];
      const failedAsExpected: string[] = [];
      for (const want of pages) {
        const got = readServerHtml(site.files, want.href);
        if (!got) {
          problems.push(`${want.href}: no prerendered HTML file`);
          continue;
        }
        problems.push(...navigationProblems(want, got, model.settings.eyebrows));
        if (got.loading > 0) problems.push(`${want.href}: the HTML shows "Loading…"`);
        if (got.error.includes('No page file')) {
          if (hasPageFile(root, want.source))
            problems.push(`${want.href}: "No page file" though the file exists`);
          else missingFiles.push(want.href);
        } else if (expectedErrors.has(want.href)) {
          if (got.error.includes('could not be compiled')) failedAsExpected.push(want.href);
          else
            problems.push(
              `${want.href}: listed in EXPECTED_COMPILE_ERRORS but compiles: remove it from the list`,
            );
        } else if (got.error) problems.push(`${want.href}: ${got.error.slice(0, 200)}`);
        else if (got.article <= got.h1.length && !emptyPageFile(root, want.source))
          problems.push(`${want.href}: blank page`);
      }
      // docs.json's colours are the page's, in its HTML (a framework build keeps the brand's CSS in the shell).
      const primary = (readDocsJson(root) as { colors?: { primary?: string } }).colors?.primary;
      const first = readFileSync(htmlFile(site.files, (pages[0] as Expected).href), 'utf8');
      if (primary && !first.includes(`--docsnav-accent:${primary.toLowerCase()}`))
        problems.push(
          `${(pages[0] as Expected).href}: the accent is not docs.json's colors.primary ${primary}`,
        );
      const wrong = new Set(problems.map((p) => p.slice(0, p.indexOf(': ')))).size;
      console.log(
        `${name}: server HTML of ${pages.length} pages: ${pages.length - wrong - failedAsExpected.length} right, ` +
          `${wrong} wrong, ${missingFiles.length} of them showing their missing file, ` +
          `${failedAsExpected.length} failing as listed (EXPECTED_COMPILE_ERRORS)`,
      );
      expect(problems).toEqual([]);
      expect(failedAsExpected.sort()).toEqual([...expectedErrors].sort());
    });

    test('the On this page list of every page is in its HTML: the ids the node extractor gives, each rendered', async () => {
      test.setTimeout(300_000);
      // pageHeadingsReader of @docsnav/node: a page file's headings (extractHeadings), a generated endpoint
      // page's sections (endpointHeadings of its spec). The site's list and heading ids must be exactly those.
      const read = pageHeadingsReader(root);
      const problems: string[] = [];
      let listed = 0;
      let endpoints = 0;
      for (const want of expectations(model)) {
        let html: string;
        try {
          html = readFileSync(htmlFile(site.files, want.href), 'utf8');
        } catch {
          continue; // reported by the server HTML test
        }
        const extracted = (await read(want.node)).map((h) => h.id);
        const toc = readTocHtml(html);
        if (JSON.stringify(toc.ids) !== JSON.stringify(extracted))
          problems.push(
            `${want.href}: list ${JSON.stringify(toc.ids)}, extracted ${JSON.stringify(extracted)}`,
          );
        const missing = extracted.filter((id) => !toc.hasId(id));
        if (missing.length > 0)
          problems.push(`${want.href}: no element with the ids ${JSON.stringify(missing)}`);
        listed += extracted.length;
        if (want.endpoint && extracted.length > 0) endpoints++;
      }
      console.log(`${name}: ${listed} headings listed, ${endpoints} endpoint pages with sections`);
      expect(problems).toEqual([]);
    });

    test('a sample of pages in the browser: hydrated, navigated in the app, current link, breadcrumbs', async ({
      page,
      browser,
      consoleErrors,
    }) => {
      test.setTimeout(300_000);
      const checkMissing = allowMissingMedia(page, consoleErrors);
      const pages = sample(expectations(model));
      const expectedErrors = new Set(EXPECTED_COMPILE_ERRORS[name] ?? []);
      const problems: string[] = [];
      await page.goto(`${site.url}${(pages[0] as Expected).href}`);
      for (const [n, want] of pages.entries()) {
        if (n > 0) await navigateInApp(page, want.href);
        let got: PageReading;
        try {
          got = await shown(page, want.href);
        } catch {
          problems.push(`${want.href}: its sidebar link never became current`);
          await page.goto(`${site.url}${want.href}`);
          continue;
        }
        problems.push(...navigationProblems(want, got, model.settings.eyebrows));
        if (got.article <= got.h1.length) problems.push(`${want.href}: blank page`);
        if (got.error.includes('could not be rendered')) problems.push(`${want.href}: ${got.error}`);
        else if (got.error && !got.error.includes('No page file') && !expectedErrors.has(want.href))
          problems.push(`${want.href}: ${got.error.slice(0, 200)}`);
      }
      // The server HTML reader (no DOM, used for every page above) reads these pages as the browser does.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      for (const want of pages) {
        await noScript.goto(`${site.url}${want.href}`);
        expect(readServerHtml(site.files, want.href), want.href).toEqual(await read(noScript));
      }
      await context.close();
      console.log(`${name}: visited ${pages.length} pages in the browser`);
      expect(problems).toEqual([]);
      checkMissing();
    });
    test("docs.json's redirects: a single source's HTML leads on, a pattern's match leads on in the browser", async ({
      page,
      consoleErrors,
    }) => {
      const { redirects } = readRedirects(readDocsJson(root));
      test.skip(redirects.length === 0, 'no redirects');
      const listed = new Set(expectations(model).map((p) => p.href.split(/[?#]/)[0]));
      const problems: string[] = [];
      let single = 0;
      for (const { source } of redirects) {
        const from = pathOf(source);
        if (isPattern(source) || listed.has(from)) continue;
        const to = matchRedirect(from, redirects);
        if (to === undefined) continue; // a redirect to itself
        single++;
        const html = existsSync(htmlFile(site.files, from))
          ? readFileSync(htmlFile(site.files, from), 'utf8')
          : '';
        const refresh = /<meta http-equiv="refresh" content="0; url=([^"]*)"/.exec(html)?.[1];
        if (refresh?.replaceAll('&amp;', '&') !== to)
          problems.push(`${from}: leads to ${refresh} instead of ${to}`);
      }
      expect(problems).toEqual([]);
      // A pattern (`/docs/:slug*`): a path it matches, taken from a page it leads to, is followed in the app.
      const pattern = redirects.find(
        (r) => /^\/[\w-]+\/:\w+\*$/.test(r.source) && /^\/:\w+\*$/.test(r.destination),
      );
      if (pattern) {
        const target = expectations(model).find((p) => !p.endpoint)?.href ?? '/';
        const from = `${pattern.source.slice(0, pattern.source.indexOf('/:'))}${target}`;
        if (matchRedirect(from, redirects) === target && !listed.has(from)) {
          const checkMissing = allowMissingMedia(page, consoleErrors);
          await page.goto(`${site.url}${from}`);
          await expect(page).toHaveURL(`${site.url}${target}`);
          await expect(page.locator('article h1').first()).not.toHaveText('Page not found');
          checkMissing();
        }
      }
      console.log(`${name}: ${redirects.length} redirects, ${single} single source pages leading on`);
    });

    test('screenshots at desktop and phone size', async ({ page, consoleErrors }) => {
      const checkMissing = allowMissingMedia(page, consoleErrors);
      const pages = expectations(model);
      const deepest = pages.reduce((a, b) => (b.depth > a.depth ? b : a));
      const picks = new Map([
        ['first', pages[0] as Expected],
        ['deepest', deepest],
      ]);
      const endpoint = pages.find((p) => p.endpoint);
      if (endpoint) picks.set('endpoint', endpoint);
      mkdirSync(screens, { recursive: true });
      for (const [size, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const [kind, want] of picks) {
          await page.goto(`${site.url}${want.href}`);
          await expect(page.locator('.site-page-header h1')).toBeVisible();
          await expect(page.locator('.site-loading')).toHaveCount(0);
          await page.screenshot({ path: path.join(screens, `${name}-${kind}-${size}.png`) });
        }
      }
      checkMissing();
    });
  });
}

/** The docs.json of a docs folder (or its mint.json: the redirects are at the same place). */
function readDocsJson(root: string): unknown {
  for (const name of ['docs.json', 'mint.json'])
    if (existsSync(path.join(root, name))) return JSON.parse(readFileSync(path.join(root, name), 'utf8'));
  return {};
}
