import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** The message Chromium logs for a response with status 404: expected for a page that is not found (the
 *  static host answers its document with the fallback HTML and status 404), an error anywhere else. */
const NOT_FOUND_MESSAGE = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * The test of any host: `consoleErrors` holds the console messages and page errors of a test, checked empty
 * when the test ends (except the 404 of a document that is not found, and of the browser's own `/favicon.ico`).
 */
export const hostTest = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document')
          notFoundDocuments.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (message.text() === NOT_FOUND_MESSAGE && notFoundDocuments.has(message.location().url)) return;
        // The browser's own request for `/favicon.ico` on a page without an icon link (React Router's prerendered
        // redirect page for `/`, which the host does not write): not a resource of the page.
        if (
          message.text() === NOT_FOUND_MESSAGE &&
          /^https?:\/\/[^/]+\/favicon\.ico$/.test(message.location().url)
        )
          return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The demo site's test: as `hostTest`, and `page.goto` returns once the page has hydrated (the prerendered
 * HTML shows links and buttons before they work; the site marks `<html data-hydrated>`), unless JavaScript
 * is off.
 */
export const test = hostTest.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      };
    }
    await use(page);
  },
});

export { expect };

/**
 * Runs axe on the page as it is now and expects no violation. `popupOpen`: a menu is open in a portal at
 * the end of `body`, outside every landmark by design, so the `region` rule is left out for that check
 * (the same page is checked with it closed).
 */
export async function expectNoAxeViolations(page: Page, label: string, popupOpen = false): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (popupOpen) builder.disableRules(['region']);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

/** Waits until React has hydrated the layout's sidebar (a dev server compiles modules on first request,
 *  hence the caller's timeout). */
export async function sidebarHydrated(page: Page, options: { timeout: number }): Promise<void> {
  await page.waitForFunction(
    () => {
      const nav = document.querySelector('nav.docsnav-layout-sidebar');
      return nav !== null && Object.keys(nav).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    options,
  );
}

/** The desktop sidebar (the drawer holds a second one on phones). */
export const sidebar = (page: Page): Locator => page.locator('nav.docsnav-layout-sidebar');

/** The link of the current page in the desktop sidebar. */
export const currentLink = (page: Page): Locator => sidebar(page).locator('[aria-current="page"]');

/** The visible texts of the breadcrumbs, in order (found by class: their name is translated). */
export async function crumbs(page: Page): Promise<string[]> {
  const items = page.locator('nav.docsnav-breadcrumbs li');
  return (await items.allInnerTexts()).map((t) => t.trim());
}

/** Waits until a page is shown: its heading is there and nothing is loading. */
export async function pageShown(page: Page): Promise<void> {
  await expect(page.locator('.site-page-header h1')).toBeVisible();
  await expect(page.locator('.site-loading')).toHaveCount(0);
}

/** Presses Tab until the focused element matches `name` (its accessible text), at most `max` times. */
export async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (name.test(text)) return;
  }
  throw new Error(`no focusable element named ${name} within ${max} tabs`);
}
