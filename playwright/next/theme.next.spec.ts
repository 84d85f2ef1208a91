// The kit's stylesheet after `next build` (Next.js minifies and lowers the CSS it bundles): a theme set on an
// ancestor below <html> still applies, so dark mode does not depend on the minifier (issue 29).
import { expect, type Page, test } from '@playwright/test';

const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(11, 17, 32)';

/** Background of the layout's sidebar. */
const sidebarBg = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('nav.docsnav-layout-sidebar');
    if (!nav) throw new Error('no sidebar');
    return getComputedStyle(nav).backgroundColor;
  });

test.describe('a theme class on an element below <html>', () => {
  test.use({ colorScheme: 'light' });

  for (const [how, set] of [
    ['class="dark"', (el: Element) => el.classList.add('dark')],
    ['data-theme="dark"', (el: Element) => el.setAttribute('data-theme', 'dark')],
  ] as const)
    test(`${how} on the layout's parent makes the sidebar dark`, async ({ page }) => {
      await page.goto('/v2/quickstart');
      expect(await sidebarBg(page)).toBe(LIGHT_BG);
      await page.evaluate(`(${set.toString()})(document.querySelector('.docsnav-layout').parentElement)`);
      expect(await page.evaluate(() => document.documentElement.className)).not.toContain('dark');
      expect(await sidebarBg(page)).toBe(DARK_BG);
    });
});

test.describe('reader prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the sidebar is dark; class="light" on the layout makes it light', async ({ page }) => {
    await page.goto('/v2/quickstart');
    expect(await sidebarBg(page)).toBe(DARK_BG);
    await page.evaluate(() => document.querySelector('.docsnav-layout')?.classList.add('light'));
    expect(await sidebarBg(page)).toBe(LIGHT_BG);
  });
});
