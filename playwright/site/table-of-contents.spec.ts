import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// "On this page" on the demo site: the example page /v2/guides/deploy-an-app has ## to #### headings, two of
// them in an inactive tab, one in a closed accordion, one with a custom id ({#acme-toml}).

const PAGE = '/v2/guides/deploy-an-app';
const toc = (page: Page) =>
  page.locator('.docsnav-toc-column').getByRole('navigation', { name: 'On this page' });
const active = (page: Page) => toc(page).locator('a[aria-current="location"]');
/** The top of a heading in the viewport, in CSS pixels. */
const top = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top ?? Number.NaN, id);

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('lists the headings with the ids they render with, nested by level', async ({ page }) => {
    await page.goto(PAGE);
    await expect(toc(page).locator(':scope > div > ul > li > a')).toHaveText([
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
    const reference = toc(page).getByRole('link', { name: 'acme.toml reference' });
    await expect(reference).toHaveAttribute('href', '#acme-toml');
    await expect(page.locator('h3#acme-toml')).toHaveText('acme.toml reference');
    // The ## line inside the toml code block is no heading.
    await expect(toc(page).getByRole('link', { name: /comment/ })).toHaveCount(0);
    // Before any heading is read, none is current.
    await expect(active(page)).toHaveCount(0);
  });

  test('marks the heading being read as the reader scrolls, and the last one at the end', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.mouse.move(600, 500);
    // Scroll until "Health checks" has passed the reading line under the sticky header.
    await page.evaluate(() => {
      const heading = document.getElementById('health-checks');
      if (heading) window.scrollBy(0, heading.getBoundingClientRect().top - 110);
    });
    await expect(active(page)).toHaveText('Health checks');
    // docusaurus#5318: a heading below the viewport is never the current one, however short its section.
    const current = (await active(page).getAttribute('href'))?.slice(1) ?? '';
    expect(await top(page, current)).toBeLessThan(900);
    // Back up a little: "Health checks" is below the line again, "acme.toml reference" above it.
    await page.mouse.wheel(0, -60);
    await expect(active(page)).toHaveText('acme.toml reference');
    // The last heading, "Next steps", cannot reach the reading line: at the end of the page it is current.
    await page.keyboard.press('End');
    await expect(active(page)).toHaveText('Next steps');
  });

  test('a click marks the entry at once and scrolls its heading under the header', async ({ page }) => {
    await page.goto(PAGE);
    await toc(page).getByRole('link', { name: 'Build settings' }).click();
    await expect(active(page)).toHaveText('Build settings');
    await expect(page).toHaveURL(/#build-settings$/);
    await expect.poll(() => top(page, 'build-settings')).toBeLessThan(140);
    expect(await top(page, 'build-settings')).toBeGreaterThan(100);
    // Clicking a heading that cannot reach the top (near the end) keeps it current.
    await toc(page).getByRole('link', { name: 'Troubleshooting' }).click();
    await expect(active(page)).toHaveText('Troubleshooting');
  });

  test('fumadocs#3429: a link to a heading in an inactive tab opens the tab, then scrolls', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const gitlab = page.getByRole('tab', { name: 'GitLab' });
    await expect(gitlab).toHaveAttribute('aria-selected', 'false');
    // Hidden, the tab's headings never become current while the reader scrolls past them.
    await page.evaluate(() => {
      const heading = document.getElementById('build-settings');
      if (heading) window.scrollBy(0, heading.getBoundingClientRect().top - 200);
    });
    await expect(active(page)).toHaveText('Pick the branch');
    await toc(page).getByRole('link', { name: 'Authorize GitLab' }).click();
    await expect(gitlab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#authorize-gitlab')).toBeVisible();
    await expect.poll(() => top(page, 'authorize-gitlab')).toBeLessThan(140);
    await expect(active(page)).toHaveText('Authorize GitLab');
  });

  test('a link to a heading in a closed accordion opens it', async ({ page }) => {
    await page.goto(PAGE);
    const accordion = page.locator('details:has(#slow-starts)');
    await expect(accordion).not.toHaveAttribute('open', '');
    await toc(page).getByRole('link', { name: 'Slow starts' }).click();
    await expect(accordion).toHaveAttribute('open', '');
    await expect.poll(() => top(page, 'slow-starts')).toBeLessThan(140);
  });

  test('an address with the hash of a hidden heading opens its tab on arrival', async ({ page }) => {
    await page.goto(`${PAGE}#protected-branches`);
    await expect(page.getByRole('tab', { name: 'GitLab' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => top(page, 'protected-branches')).toBeLessThan(140);
    await expect(active(page)).toHaveText('Protected branches');
  });

  test('docusaurus#6058: the current entry stays visible inside a list taller than its box', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 420 });
    await page.goto(PAGE);
    await page.keyboard.press('End');
    await expect(active(page)).toHaveText('Next steps');
    await expect(active(page)).toBeInViewport();
    const box = toc(page).locator('.docsnav-toc-scroll');
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the list as a closed disclosure in the header row, which closes once a heading is chosen', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const phone = page.locator('.docsnav-toc-phone').getByRole('navigation', { name: 'On this page' });
    await expect(page.locator('.docsnav-header .docsnav-toc-phone')).toHaveCount(1);
    await expect(page.locator('.docsnav-toc-column')).toBeHidden();
    const summary = phone.locator('summary');
    await expect(summary).toHaveText('On this page');
    await expect(phone.getByRole('link', { name: 'Roll back' })).toBeHidden();
    await summary.click();
    await phone.getByRole('link', { name: 'Roll back' }).click();
    await expect.poll(() => top(page, 'roll-back')).toBeLessThan(200);
    await expect(phone.getByRole('link', { name: 'Roll back' })).toBeHidden();
    await summary.click();
    await expect(phone.getByRole('link', { name: 'Roll back' })).toHaveAttribute('aria-current', 'location');
    await page.keyboard.press('Escape');
    await expect(phone.getByRole('link', { name: 'Roll back' })).toBeHidden();
  });
});

test('a page without headings shows no list', async ({ page }) => {
  await page.goto('/v2/guides/scaling');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
});
