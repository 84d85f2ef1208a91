import type { Locator, Page } from '@playwright/test';
import { expect, pageShown, test } from './fixtures.js';

// Menus, the drawer and the page finder's dialog are not in the first page's JS: they load on the reader's
// first intent. Here every script fetched after the page is shown is held back until the test releases it, so
// the press certainly comes before the component has arrived: one press must still open it, and nothing may
// move when it arrives.

/** Holds back every script the page fetches from now on (the lazily loaded components): `held` settles when
 *  the first one is asked for, `release()` lets them all through. */
async function holdScripts(page: Page) {
  const waiting: (() => void)[] = [];
  let released = false;
  let heldNow = () => {};
  const held = new Promise<void>((resolve) => {
    heldNow = resolve;
  });
  await page.route('**/*.js', async (route) => {
    if (!released) {
      heldNow();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    await route.continue();
  });
  return {
    held,
    release() {
      released = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
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
    const scripts = await holdScripts(page);
    // A press with no hover first (a click event at the button's place, as a touch or a quick pointer does).
    await version.dispatchEvent('pointerdown', { button: 0, isPrimary: true, pointerType: 'mouse' });
    await scripts.held;
    await expect(page.getByRole('menu')).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /v1/ })).toBeVisible();
    expect(await boxes(page, version)).toEqual(before);
  });

  test('a tab menu opens on the first Enter, focus on its first item', async ({ page }) => {
    await page.goto('/v2/guides/projects/create');
    await pageShown(page);
    const tab = page.getByRole('navigation', { name: 'Tabs' }).getByRole('button').first();
    const scripts = await holdScripts(page);
    await tab.focus();
    await page.keyboard.press('Enter');
    await scripts.held;
    await expect(page.getByRole('menu')).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
  });

  test('the page finder opens on the first click, focus in its combobox', async ({ page }) => {
    await page.goto('/v2/guides/projects/create');
    await pageShown(page);
    const button = page.getByRole('button', { name: 'Search pages' }).first();
    const before = await boxes(page, button);
    const scripts = await holdScripts(page);
    await button.dispatchEvent('click');
    await scripts.held;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    scripts.release();
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
    const scripts = await holdScripts(page);
    await open.tap();
    await scripts.held;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await boxes(page, open)).toEqual(before);
  });
});
