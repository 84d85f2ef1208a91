// What every host example is tested for, on the example docs: its pages hydrate without a warning and pass
// axe, and a client navigation keeps the sidebar.
import type { Page } from '@playwright/test';
import { currentLink, expect, hostTest } from '../site/fixtures.js';
import { clientNavigationKeepsTheSidebar, pagesHydrateQuietly } from '../site/host-journeys.js';

export { hostTest as test };

/** Waits until React has hydrated (or rendered) the sidebar: React attaches its fiber to each element. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nav = document.querySelector('nav.docsnav-layout-sidebar');
    return nav !== null && Object.keys(nav).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Pages of the example docs and the text of their current sidebar link. */
export const pages = [
  { path: '/v2/quickstart', current: 'Quickstart' },
  { path: '/v2/guides/projects/environments', current: 'Environments' },
  { path: '/api-reference/projects/list-projects', current: /List projects/ },
  { path: '/ar/v2/quickstart', current: 'البدء السريع' },
];

/** Registers the shared tests of a host example. */
export function exampleJourneys(): void {
  hostTest('pages hydrate without errors or warnings and have no axe violations', async ({ page }) => {
    await pagesHydrateQuietly(page, pages, hydrated);
  });

  hostTest(
    'a client navigation keeps the sidebar mounted and the groups the reader opened',
    async ({ page }) => {
      await page.goto('/v2/introduction');
      await hydrated(page);
      await expect(currentLink(page)).toHaveText('Introduction');
      await clientNavigationKeepsTheSidebar(page, async (p, title) => {
        await expect(p.locator('main h1')).toHaveText(title);
      });
    },
  );

  hostTest('the logo leads to / and on to the first page, client-side', async ({ page }) => {
    await page.goto('/v2/quickstart');
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { docsnavMark: string }).docsnavMark = 'same document';
    });
    await page.getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/v2\/introduction$/);
    await expect(page.locator('main h1')).toHaveText('Introduction');
    await expect(currentLink(page)).toHaveAttribute('href', '/v2/introduction');
    expect(await page.evaluate(() => (window as unknown as { docsnavMark?: string }).docsnavMark)).toBe(
      'same document',
    );
  });
}
