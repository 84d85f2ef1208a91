import type { Locator, Page } from '@playwright/test';
import { expect, pageShown, test } from './fixtures.js';

// Menus, the drawer and the page finder's dialog are not in the first page's JS: they load on the reader's
// first intent. Here every script fetched after the page is shown is held back 400 ms, so the press comes
// before the component has arrived: one press must still open it, and nothing may move when it arrives.

/** Holds back every script the page fetches from now on (the lazily loaded components). */
async function slowScripts(page: Page) {
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

/** The boxes of the button, the header and the main column. */
const boxes = (page: Page, button: Locator) =>
  Promise.all([
    button.boundingBox(),
    page.locator('header').first().boundingBox(),
    page.locator('main').first().boundingBox(),
  ]);

test.describe('first intent', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the version switcher opens on the first click, and nothing shifts when its menu arrives', async ({
    page,
  }) => {
    await page.goto('/v2/guides/projects/create');
    await pageShown(page);
    const version = page.getByRole('button', { name: /Version:/ });
    const before = await boxes(page, version);
    await slowScripts(page);
    // A press with no hover first (a click event at the button's place, as a touch or a quick pointer does).
    await version.dispatchEvent('pointerdown', { button: 0, isPrimary: true, pointerType: 'mouse' });
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /v1/ })).toBeVisible();
    expect(await boxes(page, version)).toEqual(before);
  });

  test('a tab menu opens on the first Enter, focus on its first item', async ({ page }) => {
    await page.goto('/v2/guides/projects/create');
    await pageShown(page);
    await slowScripts(page);
    const tab = page.getByRole('navigation', { name: 'Tabs' }).getByRole('button').first();
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
  });

  test('the page finder opens on the first click, focus in its combobox', async ({ page }) => {
    await page.goto('/v2/guides/projects/create');
    await pageShown(page);
    const button = page.getByRole('button', { name: 'Search pages' }).first();
    const before = await boxes(page, button);
    await slowScripts(page);
    await button.dispatchEvent('click');
    await expect(page.getByRole('combobox', { name: 'Search pages' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await boxes(page, button)).toEqual(before);
  });
});

test.describe('first intent on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('the drawer opens on the first tap, and nothing shifts when it arrives', async ({ page }) => {
    await page.goto('/v2/guides/projects/create');
    await pageShown(page);
    const open = page.getByRole('button', { name: 'Open navigation' });
    const before = await boxes(page, open);
    await slowScripts(page);
    await open.tap();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await boxes(page, open)).toEqual(before);
  });
});
