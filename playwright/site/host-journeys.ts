// Journeys every host of the example docs must pass the same way (the demo site and the Next.js example).
import type { Page } from '@playwright/test';
import { crumbs, currentLink, expect, expectNoAxeViolations, sidebar } from './fixtures.js';

type Marked = { docsnavMark?: string };

/** Marks the document and the sidebar element, to tell later whether either was replaced. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Marked).docsnavMark = 'same document';
    (document.querySelector('nav.docsnav-layout-sidebar') as unknown as Marked).docsnavMark = 'same element';
  });
}

/** The marks of `mark`: the document's, and the current sidebar element's. */
async function marks(page: Page): Promise<[string | undefined, string | undefined]> {
  return [
    await page.evaluate(() => (window as unknown as Marked).docsnavMark),
    await sidebar(page).evaluate((el) => (el as unknown as Marked).docsnavMark),
  ];
}

/**
 * From `/v2/introduction` (loaded and hydrated): the reader opens a closed group, follows a sidebar link, then
 * a tab. Without a page load, the sidebar stays the same element with the group still open; the other tab's
 * sidebar replaces it; axe passes at the end. `shown(page, title)` waits until the page titled so is shown.
 */
export async function clientNavigationKeepsTheSidebar(
  page: Page,
  shown: (page: Page, title: string) => Promise<void>,
): Promise<void> {
  await mark(page);
  const networking = sidebar(page).getByRole('button', { name: 'Toggle Networking' });
  await expect(networking).toHaveAttribute('aria-expanded', 'false');
  await networking.click();
  await expect(networking).toHaveAttribute('aria-expanded', 'true');

  await sidebar(page).getByRole('link', { name: 'Quickstart', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/quickstart$/);
  await shown(page, 'Quickstart');
  await expect(currentLink(page)).toHaveText('Quickstart');
  await expect.poll(() => crumbs(page)).toEqual(['Acme Cloud', 'Guides', 'Get started', 'Quickstart']);
  await expect(networking).toHaveAttribute('aria-expanded', 'true');
  expect(await marks(page)).toEqual(['same document', 'same element']);

  // Another tab: its sidebar (loaded now) replaces this one's, still without a page load.
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'API Reference' }).click();
  await expect(page).toHaveURL(/\/v2\/api\/introduction$/);
  await expect(currentLink(page)).toHaveAttribute('href', '/v2/api/introduction');
  await expect(sidebar(page).getByRole('link', { name: /List projects/ })).toBeVisible();
  await shown(page, 'API introduction');
  expect((await marks(page))[0]).toBe('same document');
  await expectNoAxeViolations(page, 'after client navigations');
}

/**
 * Each page (its path and the text, or pattern, of its current link) loads, hydrates (`ready`: the host's own wait), marks
 * its current link and has no axe violations. The host spec's `consoleErrors` fixture fails the test on any
 * console error or warning on the way, hydration mismatches included.
 */
export async function pagesHydrateQuietly(
  page: Page,
  pages: readonly { path: string; current: string | RegExp }[],
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  for (const p of pages) {
    await page.goto(p.path);
    await ready(page);
    await expect(currentLink(page)).toHaveText(p.current);
    await expectNoAxeViolations(page, p.path);
  }
}
