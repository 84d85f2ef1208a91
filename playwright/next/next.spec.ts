// The Next.js App Router host (examples/next), installed from the packed packages and statically exported:
// what its server HTML holds, how it hydrates, and what a client navigation keeps.
import type { Page } from '@playwright/test';
import { crumbs, currentLink, expect, expectNoAxeViolations, sidebar, test } from '../site/fixtures.js';

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
  // The `consoleErrors` fixture fails the test on any console error or warning (hydration mismatches too).
  for (const p of pages) {
    await page.goto(p.path);
    await hydrated(page);
    await expect(currentLink(page)).toHaveText(p.current);
    await expectNoAxeViolations(page, p.path);
  }
});

test('a client navigation keeps the sidebar mounted and the groups the reader opened', async ({ page }) => {
  await page.goto('/v2/introduction');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { docsnavMark: string }).docsnavMark = 'same document';
    (document.querySelector('nav.docsnav-layout-sidebar') as unknown as { docsnavMark: string }).docsnavMark =
      'same element';
  });
  const networking = sidebar(page).getByRole('button', { name: 'Toggle Networking' });
  await expect(networking).toHaveAttribute('aria-expanded', 'false');
  await networking.click();
  await expect(networking).toHaveAttribute('aria-expanded', 'true');

  await sidebar(page).getByRole('link', { name: 'Quickstart', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/quickstart$/);
  await expect(page.locator('main h1')).toHaveText('Quickstart');
  await expect(currentLink(page)).toHaveText('Quickstart');
  expect(await crumbs(page)).toEqual(['Acme Cloud', 'Guides', 'Get started', 'Quickstart']);
  await expect(networking).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => (window as unknown as { docsnavMark?: string }).docsnavMark)).toBe(
    'same document',
  );
  expect(await sidebar(page).evaluate((el) => (el as unknown as { docsnavMark?: string }).docsnavMark)).toBe(
    'same element',
  );

  // Another tab: its sidebar replaces this one's, still without a page load.
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'API Reference' }).click();
  await expect(page).toHaveURL(/\/v2\/api\/introduction$/);
  await expect(currentLink(page)).toHaveAttribute('href', '/v2/api/introduction');
  await expect(sidebar(page).getByRole('link', { name: /List projects/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { docsnavMark?: string }).docsnavMark)).toBe(
    'same document',
  );
  await expectNoAxeViolations(page, 'after client navigations');
});
