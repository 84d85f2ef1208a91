import { expect, pageShown, test } from './fixtures.js';

// The phone layout gives the page the screen: one header row (menu, logo, search), the switchers in the drawer.
test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first heading starts at most 160 px down; every switcher is one tap away in the drawer', async ({
    page,
  }) => {
    await page.goto('/v2/guides/scaling');
    await pageShown(page);
    const top = await page.locator('h1').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(160);
    const header = page.locator('.docsnav-header');
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(57);
    await expect(header.getByRole('button', { name: 'Search pages' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Version:/ })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Version: v2' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Product:/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Language: English' })).toBeVisible();
  });

  test('on a page with headings too, the first heading starts at most 160 px down: "On this page" is a button in the header row', async ({
    page,
  }) => {
    await page.goto('/v2/guides/deploy-an-app');
    await pageShown(page);
    const header = page.locator('.docsnav-header');
    const list = header.getByRole('navigation', { name: 'On this page' });
    await expect(list.locator('summary')).toBeVisible();
    const top = await page.locator('h1').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(160);
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(57);
  });

  test('the first Tab stop is "Skip to content", which moves focus to the main content', async ({ page }) => {
    await page.goto('/v2/guides/scaling');
    await pageShown(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
