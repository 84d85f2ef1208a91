import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNavIndex, type NavModel, type PageNode } from '@docsnav/core';
import { loadDocs } from '@docsnav/node';
import type { Page } from '@playwright/test';
import { type BuiltSite, buildSite } from './built-site.js';
import { expect, test } from './fixtures.js';

// Every real docs folder of the corpus, built as a new user would (DOCSNAV_DOCS=<folder>), and every page
// of its navigation visited: the current link and the breadcrumbs (or eyebrow) match the navigation, and
// no page is blank. Screenshots at desktop and phone size go to test-results/corpus-screens/.

const corpus = fileURLToPath(new URL('../../../shared/corpus/sites/', import.meta.url));
const screens = fileURLToPath(new URL('../../test-results/corpus-screens/', import.meta.url));
const sites = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const CRUMB_KINDS = new Set(['product', 'tab', 'menu', 'anchor', 'dropdown']);

/** A page to visit and what the site must show for it, derived from the model. */
interface Expected {
  href: string;
  title: string;
  /** Breadcrumb labels (styling.eyebrows = breadcrumbs), or the nearest group label ("section"). */
  crumbs: string[];
  eyebrow: string | undefined;
  depth: number;
  endpoint: boolean;
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
function read(page: Page) {
  return page.evaluate(() => {
    const text = (el: Element | null) => (el?.textContent ?? '').trim();
    const current = document.querySelector('nav.docsnav-layout-sidebar [aria-current="page"]');
    return {
      current: text(current),
      href: current?.getAttribute('href') ?? null,
      crumbs: [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(text),
      eyebrow: document.querySelector('.docsnav-eyebrow')
        ? text(document.querySelector('.docsnav-eyebrow'))
        : undefined,
      h1: text(document.querySelector('.site-page-header h1')),
      article: text(document.querySelector('article.site-page')).length,
      compileError: text(document.querySelector('.site-error')),
      loading: document.querySelectorAll('.site-loading').length,
    };
  });
}

/** Where what a page shows differs from the navigation: its current link, breadcrumbs (or eyebrow), heading. */
function navigationProblems(
  want: Expected,
  got: Awaited<ReturnType<typeof read>>,
  eyebrows: string | undefined,
): string[] {
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

const MEDIA = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|mov|pdf)(?:[?#].*)?$/i;

/**
 * The corpus folders hold text files only (images were left out when it was made), so image requests
 * answer 404, and the machine has no internet for the pages' external images and videos. Records every
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

for (const [i, name] of sites.entries()) {
  test.describe(name, () => {
    let site: BuiltSite;
    let model: NavModel;

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      const root = path.join(corpus, name);
      model = (await loadDocs(root)).model;
      site = await buildSite(root, name, 4340 + i);
    });
    test.afterAll(() => site?.stop());

    test('every page of the navigation: current link, breadcrumbs, not blank', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(900_000);
      const checkMissing = allowMissingMedia(page, consoleErrors);
      const pages = expectations(model);
      expect(pages.length).toBeGreaterThan(0);
      const problems: string[] = [];
      const compileErrors: string[] = [];
      const first = pages[0] as Expected;
      await page.goto(`${site.url}${first.href}`);
      for (const [n, want] of pages.entries()) {
        if (n > 0) await navigateInApp(page, want.href);
        let got: Awaited<ReturnType<typeof shown>>;
        try {
          got = await shown(page, want.href);
        } catch {
          problems.push(`${want.href}: its sidebar link never became current`);
          await page.goto(`${site.url}${want.href}`);
          continue;
        }
        problems.push(...navigationProblems(want, got, model.settings.eyebrows));
        if (got.article <= got.h1.length) problems.push(`${want.href}: blank page`);
        if (got.compileError.includes('could not be rendered'))
          problems.push(`${want.href}: ${got.compileError}`);
        else if (got.compileError) compileErrors.push(`${want.href}: ${got.compileError.slice(0, 160)}`);
      }
      test.info().annotations.push({
        type: 'visited',
        description: `${pages.length} pages, ${compileErrors.length} shown with their compile error or missing file`,
      });
      console.log(`${name}: visited ${pages.length} pages, ${compileErrors.length} shown with their error`);
      if (compileErrors.length)
        console.log(`${name}: pages shown with their error:\n  ${compileErrors.join('\n  ')}`);
      expect(problems).toEqual([]);
      checkMissing();
    });

    test('the server HTML of every page, read with JavaScript off: current link, breadcrumbs, heading', async ({
      browser,
    }) => {
      test.setTimeout(900_000);
      // Every page of the navigation was prerendered: its HTML, as a reader without JavaScript (or a search
      // engine) gets it, holds the navigation with the page marked, the breadcrumbs (or eyebrow) and the page.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const problems: string[] = [];
      const pages = expectations(model);
      for (const want of pages) {
        const response = await page.goto(`${site.url}${want.href}`);
        if (response?.status() !== 200) {
          problems.push(`${want.href}: status ${response?.status()}`);
          continue;
        }
        const got = await read(page);
        problems.push(...navigationProblems(want, got, model.settings.eyebrows));
        if (got.loading > 0) problems.push(`${want.href}: the HTML shows "Loading…"`);
      }
      await context.close();
      console.log(`${name}: read the server HTML of ${pages.length} pages`);
      expect(problems).toEqual([]);
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
