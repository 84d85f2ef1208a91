// The demo site is prerendered (React Router framework mode): what each page's HTML holds before any
// JavaScript runs, how it hydrates, and what a client navigation keeps.
import { crumbs, currentLink, expect, pageShown, sidebar, test } from './fixtures.js';
import { clientNavigationKeepsTheSidebar, pagesHydrateQuietly } from './host-journeys.js';

/** Pages of the example docs with the breadcrumbs and the current sidebar link their HTML must hold. */
const pages = [
  {
    path: '/v2/guides/databases/backups/restore',
    title: 'Restore a backup',
    crumbs: ['Acme Cloud', 'Guides', 'Build', 'Databases', 'Backups', 'Restore'],
    current: 'Restore',
  },
  {
    path: '/api-reference/projects/list-projects',
    title: 'List projects',
    crumbs: ['Acme Cloud', 'API Reference', 'Projects', 'List projects'],
    current: /List projects/,
  },
  {
    path: '/es/v2/quickstart',
    title: 'Inicio rápido',
    crumbs: ['Acme Cloud', 'Guías', 'Primeros pasos', 'Inicio rápido'],
    current: 'Inicio rápido',
  },
  {
    path: '/ar/v2/quickstart',
    title: 'البدء السريع',
    crumbs: ['Acme Cloud', 'الأدلة', 'البدء', 'البدء السريع'],
    current: 'البدء السريع',
  },
];

test.describe('server HTML, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of pages) {
    test(`${p.path}: current link, breadcrumbs, heading and body are in the HTML`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${p.title} · Acme Cloud`);
      await expect(currentLink(page)).toHaveText(p.current);
      await expect(currentLink(page)).toHaveAttribute('href', p.path);
      await expect.poll(() => crumbs(page)).toEqual(p.crumbs);
      await expect(page.locator('.site-page-header h1')).toHaveText(p.title);
      await expect(page.locator('.site-loading')).toHaveCount(0);
    });
  }

  test('the page body, the pager and the right-to-left layout are in the HTML', async ({ page }) => {
    await page.goto('/v2/guides/databases/backups/restore');
    // The MDX body, rendered at build time.
    await expect(page.locator('.site-prose')).not.toBeEmpty();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.locator('[rel="prev"]')).toHaveAttribute('href', /\/v2\/guides\/databases\//);
    await expect(pager.locator('[rel="next"]')).toHaveAttribute(
      'href',
      '/v2/guides/databases/backups/point-in-time',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/ar/v2/quickstart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.docsnav-layout')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.docsnav-layout')).toHaveAttribute('lang', 'ar');
  });

  test('readable and navigable without JavaScript: links lead to prerendered pages', async ({ page }) => {
    await page.goto('/v2/introduction');
    await expect(currentLink(page)).toHaveText('Introduction');
    // A sidebar link, the pager, a tab: each is a plain link to another prerendered page.
    await sidebar(page).getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/v2\/quickstart$/);
    await expect(currentLink(page)).toHaveText('Quickstart');
    await expect(page.locator('.site-page-header h1')).toHaveText('Quickstart');
    await page.getByRole('navigation', { name: 'Pages' }).locator('[rel="next"]').click();
    await expect(page.locator('.site-page-header h1')).not.toHaveText('Quickstart');
    await expect(currentLink(page)).toHaveAttribute('href', new URL(page.url()).pathname);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'API Reference' }).click();
    await expect(page).toHaveURL(/\/v2\/api\/introduction$/);
    await expect(currentLink(page)).toHaveAttribute('href', '/v2/api/introduction');
    // `/` is no page: its HTML leads to the first page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/v2\/introduction$/);
  });

  test('a path that was not prerendered answers 404 with the fallback HTML', async ({ page }) => {
    const response = await page.goto('/v2/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('noscript')).toHaveCount(1);
  });
});

test('pages hydrate without errors or warnings and have no axe violations', async ({ page }) => {
  await pagesHydrateQuietly(page, pages, pageShown);
});

test('a client navigation keeps the sidebar mounted and the groups the reader opened', async ({ page }) => {
  await page.goto('/v2/introduction');
  await clientNavigationKeepsTheSidebar(page, async (p, title) => {
    await pageShown(p);
    await expect(p.locator('.site-page-header h1')).toHaveText(title);
  });
});
