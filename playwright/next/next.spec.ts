// The Next.js App Router host (examples/next), installed from the packed packages and statically exported:
// what its server HTML holds, how it hydrates, and what a client navigation keeps.
import { fileURLToPath } from 'node:url';
import { createSplitIndex } from '@docsnav/core';
import { scopeOf, splitModel } from '@docsnav/core/split';
import { iconFiles, loadDocs, readFaDrawing } from '@docsnav/node';
import type { Page } from '@playwright/test';
import { crumbs, currentLink, expect, sidebar, hostTest as test } from '../site/fixtures.js';
import { clientNavigationKeepsTheSidebar, pagesHydrateQuietly } from '../site/host-journeys.js';

/** Waits until React has hydrated the sidebar (hydration attaches React's fiber to each element). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nav = document.querySelector('nav.docsnav-layout-sidebar');
    return nav !== null && Object.keys(nav).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Pages of the example docs with the breadcrumbs and the current sidebar link their HTML must hold. */
const pages = [
  {
    path: '/v2/quickstart',
    crumbs: ['Acme Cloud', 'Guides', 'Get started', 'Quickstart'],
    current: 'Quickstart',
  },
  {
    path: '/v2/guides/projects/environments',
    crumbs: ['Acme Cloud', 'Guides', 'Build', 'Projects', 'Environments'],
    current: 'Environments',
  },
  {
    path: '/api-reference/projects/list-projects',
    crumbs: ['Acme Cloud', 'API Reference', 'Projects', 'List projects'],
    current: /List projects/,
  },
  {
    path: '/ar/v2/quickstart',
    crumbs: ['Acme Cloud', 'الأدلة', 'البدء', 'البدء السريع'],
    current: 'البدء السريع',
  },
];

test.describe('server HTML, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of pages) {
    test(`${p.path} holds its current link and breadcrumbs`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(currentLink(page)).toHaveText(p.current);
      await expect(currentLink(page)).toHaveAttribute('href', p.path);
      expect(await crumbs(page)).toEqual(p.crumbs);
      await expect(page.locator('nav.docsnav-breadcrumbs [aria-current="page"]')).toHaveText(
        p.crumbs.at(-1)!,
      );
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  test('right-to-left language: the layout flips in the HTML', async ({ page }) => {
    await page.goto('/ar/v2/quickstart');
    await expect(page.locator('.docsnav-layout')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.docsnav-layout')).toHaveAttribute('lang', 'ar');
  });

  test('an address that is no page gets the 404 page with the navigation', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/v2/no-such-page');
    expect(response?.status()).toBe(404);
    // Chromium logs the document's own 404 status: expected here, any other message still fails.
    const own = consoleErrors.indexOf(
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    );
    if (own >= 0) consoleErrors.splice(own, 1);
    await expect(page.locator('main h1')).toHaveText('Page not found');
    await expect(sidebar(page).getByRole('link').first()).toBeVisible();
  });
});

test('pages hydrate without errors or warnings and have no axe violations', async ({ page }) => {
  await pagesHydrateQuietly(page, pages, hydrated);
});

test('a client navigation keeps the sidebar mounted and the groups the reader opened', async ({ page }) => {
  await page.goto('/v2/introduction');
  await hydrated(page);
  await clientNavigationKeepsTheSidebar(page, async (p, title) => {
    await expect(p.locator('main h1')).toHaveText(title);
  });
});

test('version and language switchers lead to the target page from the split model, client-side', async ({
  page,
}) => {
  await page.goto('/v2/guides/projects/create');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { docsnavMark: string }).docsnavMark = 'same document';
  });
  await page.getByRole('button', { name: /Version:/ }).click();
  await page.getByRole('menuitem', { name: /v1/ }).click();
  // Only the version segment differs: the same page in v1, whose scope this page did not hold.
  await expect(page).toHaveURL(/\/v1\/guides\/projects\/create$/);
  await expect(page.locator('main h1')).toHaveText('Create a project (v1)');
  await expect(currentLink(page)).toHaveAttribute('href', '/v1/guides/projects/create');
  await expect(sidebar(page)).toHaveAttribute('data-scope', '/P:Acme Cloud/v:v1/t:Guides');
  await expect(page.getByRole('button', { name: /Version:/ })).toContainText('v1');
  expect(await page.evaluate(() => (window as unknown as { docsnavMark?: string }).docsnavMark)).toBe(
    'same document',
  );

  await page.goto('/v2/quickstart');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { docsnavMark: string }).docsnavMark = 'same document';
  });
  await page.getByRole('button', { name: /Language:/ }).click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page).toHaveURL(/\/ar\/v2\/quickstart$/);
  await expect(page.locator('.docsnav-layout')).toHaveAttribute('dir', 'rtl');
  await expect(currentLink(page)).toHaveText('البدء السريع');
  expect(await page.evaluate(() => (window as unknown as { docsnavMark?: string }).docsnavMark)).toBe(
    'same document',
  );
});

// "On this page" in the Next host: the headings docs.page() read from the page's file (extractHeadings of
// @docsnav/node), listed by the adapter's PageTableOfContents in DocsLayout's toc slot.
test.describe('On this page', () => {
  test.use({ viewport: { width: 1400, height: 500 } });
  const list = (page: Page) =>
    page.locator('.docsnav-toc-column').getByRole('navigation', { name: 'On this page' });
  const active = (page: Page) => list(page).locator('a[aria-current="location"]');

  test('lists the page headings in the server HTML, each linking to a heading of the page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/v2/guides/deploy-an-app');
    const links = list(page).locator(':scope > div > ul > li > a');
    await expect(links).toHaveText([
      'Before you start',
      'Connect the repository',
      'Build settings',
      'Health checks',
      'Preview environments',
      'Roll back',
      'Deploy from CI',
      'Troubleshooting',
      'Next steps',
    ]);
    for (const href of await list(page)
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      await expect(page.locator(`main [id="${decodeURIComponent(href?.slice(1) ?? '')}"]`)).toHaveCount(1);
    await context.close();
  });

  test('marks the heading being read after a click and a scroll, and follows a client navigation', async ({
    page,
  }) => {
    await page.goto('/v2/guides/deploy-an-app');
    await hydrated(page);
    await list(page).getByRole('link', { name: 'Health checks' }).click();
    await expect(active(page)).toHaveText('Health checks');
    await expect(page).toHaveURL(/#health-checks$/);
    // The reader scrolls (a click's heading stays marked until then): to the end, then back to the top, at
    // once, perhaps before the scroll-spy's module has arrived (a key then still ends the click's pin:
    // heading-spy.test.tsx). Chromium can drop a key pressed while a smooth scroll runs (the click's, then
    // End's): the reader presses it again until the page is there.
    const bottom = () =>
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
    await expect(async () => {
      await page.keyboard.press('End');
      await expect.poll(bottom, { timeout: 1000 }).toBe(true);
    }).toPass();
    await expect(active(page)).toHaveText('Next steps');
    await expect(async () => {
      await page.keyboard.press('Home');
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1000 }).toBe(0);
    }).toPass();
    await expect(active(page)).toHaveCount(0);
    // Another page, client-side: its own headings, handed over by its PageScopes.
    await sidebar(page).getByRole('link', { name: 'Scaling' }).click();
    await expect(page.locator('main h1')).toHaveText('Scaling');
    await expect(list(page)).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'Deploy an app' }).click();
    await expect(list(page).getByRole('link', { name: 'Roll back' })).toBeVisible();
  });
});

test('a page holds the shell and its own sidebar, not the whole navigation', async ({ request }) => {
  // The same split the example makes, of the docs it exported (the default: the example docs).
  const { model } = await loadDocs(fileURLToPath(new URL('../../packages/site/docs', import.meta.url)));
  const split = splitModel(model);
  const index = createSplitIndex(split.shell, split.scopes.values());
  /** A string written as is in HTML text and in JSON (nothing to escape). */
  const plain = (t: string) => !/[&<>"'\\]/.test(t);
  /** Per scope id: the page paths (always in the data) and sidebar titles (in the HTML) of its pages. */
  const marks = new Map<string, Set<string>>();
  for (const [i, node] of index.nodes.entries()) {
    const scope = scopeOf(index, i);
    if (node.type !== 'page' || scope === undefined) continue;
    marks.set(scope, (marks.get(scope) ?? new Set()).add(node.source).add(node.title));
  }
  for (const path of ['/v2/quickstart', '/api-reference/projects/list-projects', '/cli']) {
    const own = split.scopesFor(path);
    const ownMarks = new Set(own.flatMap((id) => [...(marks.get(id) ?? [])]));
    const ownText =
      JSON.stringify(split.shell) + own.map((id) => JSON.stringify(split.scopes.get(id))).join('');
    // What only other sidebars hold: not a mark of this page's sidebar, nor anywhere in the shell or in this
    // page's scopes (a page title here may be a sidebar title there).
    const foreign = [...marks]
      .filter(([id]) => !own.includes(id))
      .flatMap(([, set]) => [...set])
      .filter((t) => !ownMarks.has(t) && !ownText.includes(t) && plain(t));
    expect(foreign.length, `${path}: paths and titles of other sidebars to look for`).toBeGreaterThan(40);
    const html = await (await request.get(path)).text();
    const payload = await (await request.get(`${path}.txt`)).text(); // what a client navigation fetches
    for (const [what, text] of [
      ['HTML', html],
      ['RSC payload', payload],
    ] as const) {
      expect(
        foreign.filter((t) => text.includes(t)),
        `${path} ${what}: paths and titles of other sidebars`,
      ).toEqual([]);
      for (const id of own) expect(text.includes(id), `${path} ${what}: holds its scope ${id}`).toBe(true);
    }
  }
});

// docs.json's brand in the Next host: the logo files copied by next.config.mjs, the navbar, the colours and
// the favicon, all from the packed packages.
test("docs.json's logo, navbar, colours, name and favicon are in the exported page", async ({ page }) => {
  await page.goto('/v2/quickstart');
  await expect(page).toHaveTitle(/· Acme Cloud$/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect((await page.request.get('/favicon.svg')).status()).toBe(200);
  const logo = page.locator('header').getByRole('link', { name: 'Acme Cloud', exact: true });
  const light = logo.locator('img.docsnav-logo-light');
  await expect(light).toHaveAttribute('src', '/logo/light.svg');
  await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const header = page.locator('header.docsnav-header');
  await expect(header.getByRole('list', { name: 'Navbar' }).getByRole('link')).toHaveText([
    'Support (opens in a new tab)',
  ]);
  const button = header.getByRole('link', { name: /^Get started/ });
  await expect(button).toHaveAttribute('href', 'https://console.acme.example/signup');
  // colors.primary (#0B7A60) is the accent: the button's background and the current sidebar link's colour.
  await expect(button).toHaveCSS('background-color', 'rgb(11, 122, 96)');
  await expect(currentLink(page)).toHaveCSS('color', 'rgb(11, 122, 96)');
});

// The icons of the docs in the Next host: the table next.config.mjs writes (writeIconTable of @docsnav/node),
// given to the kit by app/icons.tsx. The example docs draw lucide, but "Deploy an app" names Font Awesome's
// `git-alt` (brands) in its frontmatter, which lucide does not have: only Font Awesome's drawing passes.
test("the sidebar draws a page's Font Awesome icon (Font Awesome's SVG) beside lucide ones", async ({
  page,
}) => {
  const faFile = iconFiles([fileURLToPath(new URL('../../packages/react', import.meta.url))]).fontawesome(
    'git-alt',
    'brands',
  )?.file;
  const [width, height, path] = (faFile && readFaDrawing(faFile)) || [];
  expect(typeof path).toBe('string');

  await page.goto('/v2/quickstart');
  const deploy = sidebar(page).getByRole('link', { name: 'Deploy an app', exact: true });
  const slot = deploy.locator('.docsnav-icon');
  // The server HTML has the empty slot at its size, as the kit draws it (the icon comes once hydrated).
  await expect(slot).toHaveAttribute('data-icon', 'git-alt');
  await hydrated(page);
  await expect(slot).toHaveAttribute('data-icon-state', 'loaded');
  const svg = slot.locator('svg');
  await expect(svg).toHaveAttribute('viewBox', `0 0 ${width} ${height}`);
  await expect(svg).toHaveAttribute('fill', 'currentColor');
  await expect(svg.locator('path')).toHaveAttribute('d', path as string);
  // A lucide name of the same sidebar: lucide's stroked 24×24 drawing.
  const quickstart = sidebar(page)
    .getByRole('link', { name: 'Quickstart', exact: true })
    .locator('.docsnav-icon');
  await expect(quickstart).toHaveAttribute('data-icon-state', 'loaded');
  await expect(quickstart.locator('svg')).toHaveAttribute('viewBox', '0 0 24 24');
});
