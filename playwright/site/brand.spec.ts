// docs.json's brand on the demo site (example docs): logo, favicon, navbar, colours and appearance.
import { expect, expectNoAxeViolations, pageShown, sidebar, test } from './fixtures.js';

test('the logo, favicon, navbar button and brand colour come from docs.json', async ({ page }) => {
  await page.goto('/v2/quickstart');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect((await page.request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
  const logo = page.locator('header.docsnav-header').getByRole('link', { name: 'Acme Cloud', exact: true });
  const light = logo.locator('img.docsnav-logo-light');
  await expect(light).toBeVisible();
  await expect(logo.locator('img.docsnav-logo-dark')).toBeHidden();
  await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const button = page.locator('header.docsnav-header').getByRole('link', { name: /^Get started/ });
  await expect(button).toHaveCSS('background-color', 'rgb(11, 122, 96)');
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCSS('color', 'rgb(11, 122, 96)');
});

test('appearance: the theme toggle switches to dark, and the choice stays on the next pages', async ({
  page,
}) => {
  await page.goto('/v2/quickstart');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const logo = page.locator('header.docsnav-header').getByRole('link', { name: 'Acme Cloud', exact: true });
  await expect(logo.locator('img.docsnav-logo-dark')).toBeVisible();
  await expect(logo.locator('img.docsnav-logo-light')).toBeHidden();
  // The dark scheme's accent is colors.light (#07C983).
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCSS('color', 'rgb(7, 201, 131)');
  await expectNoAxeViolations(page, 'dark by the toggle');
  // A new document (the head script reads the stored choice before the first paint) stays dark.
  await page.goto('/v2/concepts');
  await pageShown(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
