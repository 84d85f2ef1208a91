import { currentLink, expect, expectNoAxeViolations, pageShown, sidebar, tabTo, test } from './fixtures.js';

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('mobile drawer: focus moves in, Escape closes and returns focus, a link navigates', async ({
    page,
  }) => {
    await page.goto('/v2/guides/projects/environments');
    await pageShown(page);
    await expect(sidebar(page)).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Open navigation' });
    await trigger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('Environments');
    await expectNoAxeViolations(page, 'drawer open');
    // Focus stays inside while tabbing.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/v2\/guides\/projects\/members$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('h1')).toHaveText('Team members');
  });

  test('phone pages have no axe violations', async ({ page }) => {
    for (const path of ['/v2/guides/databases/backups/restore', '/ar/v2/quickstart']) {
      await page.goto(path);
      await pageShown(page);
      await expectNoAxeViolations(page, `phone ${path}`);
    }
  });
});

test('keyboard only: tabs, sidebar, a group toggle, the version menu and the pager', async ({ page }) => {
  await page.goto('/v2/introduction');
  await pageShown(page);
  await tabTo(page, /^API Reference/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/api\/introduction$/);
  // The API Reference sidebar is its own scope of the split navigation: wait until it is shown.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: /List projects/ })).toBeVisible();
  await tabTo(page, /List projects/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api-reference\/projects\/list-projects$/);
  await expect(page.locator('h1')).toHaveText('List projects');
  await expect(currentLink(page)).toBeFocused();

  await page.goto('/v2/introduction');
  await pageShown(page);
  await tabTo(page, /^Toggle Networking$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Toggle Networking' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await tabTo(page, /^TLS certificates$|^TLS/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/guides\/networking\/tls$/);

  await tabTo(page, /^Version:/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /v1/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v1\//);

  await page.goto('/v2/quickstart');
  await pageShown(page);
  await tabTo(page, /^Next/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/concepts$/);
});

test('axe: zero violations on every page type', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = [
    ['guide page', '/v2/quickstart'],
    ['deep nested page', '/v2/guides/databases/backups/point-in-time'],
    ['group root page', '/v2/guides/databases/overview'],
    ['explicit endpoint', '/api-reference/projects/create-a-project'],
    ['deprecated endpoint', '/api-reference/builds/list-builds'],
    ['webhook', '/api-reference/deployments/deployment-succeeded'],
    ['generated endpoint', '/edge/api/routes/replace-routes'],
    ['tab menu page', '/v2/sdks/go/client'],
    ['anchor page', '/cli/commands/db/migrate'],
    ['dropdown page', '/edge/functions/limits'],
    ['legacy version', '/v1/guides/projects/create'],
    ['Spanish', '/es/v2/guides/databases/overview'],
    ['Arabic (right-to-left)', '/ar/v2/guides/projects/create'],
    ['not found', '/nowhere'],
  ] as const;
  for (const [label, path] of pages) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.site-loading')).toHaveCount(0);
    await expectNoAxeViolations(page, label);
  }
  // Open menus: the version switcher and a tab menu.
  await page.goto('/v2/quickstart');
  await pageShown(page);
  await page.getByRole('button', { name: /Version:/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, 'version menu open', true);
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: /SDKs/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, 'tab menu open', true);
});

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('axe: zero violations in dark mode', async ({ page }) => {
    for (const path of [
      '/v2/introduction',
      '/v2/guides/databases/postgres',
      '/api-reference/builds/list-builds',
    ]) {
      await page.goto(path);
      await pageShown(page);
      await expectNoAxeViolations(page, `dark ${path}`);
    }
  });
});
